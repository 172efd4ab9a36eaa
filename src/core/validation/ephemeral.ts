/**
 * Ephemeral containers (core `validateEphemeralContainers`). A pod
 * template may not have any (./pod-spec.ts reports that), but the API
 * server still validates those it is given: each as any container, with a
 * name unique among all containers, a `targetContainerName` naming a
 * regular or init container, and none of the fields an ephemeral container
 * cannot have (ports, resources, resize and restart policies, probes,
 * lifecycle, `subPath` / `subPathExpr` mounts).
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import type * as core from '../generated/model'
import { validateContainerCommon } from './containers'
import { isGoSpace } from '../../field/go-space'
import { child, duplicate, forbidden, index, invalid, notFound } from './errors'
import type { PodContext } from './options'
import { pushAll } from '../../wire/push-all'

const NOT_EPHEMERAL = 'cannot be set for an Ephemeral Container'

// Upstream checks each field against Go's zero value (reflect's IsZero): an empty but present list or map is set.
const present = (list: readonly unknown[] | undefined): boolean => list !== undefined
const presentMap = (m: Readonly<Record<string, unknown>> | undefined): boolean => m !== undefined

/** The fields an ephemeral container may not set, in upstream order. */
const forbiddenFields = (c: core.EphemeralContainer, path: string, stopSignals: boolean): FieldError[] => {
  const errs: FieldError[] = []
  const at = (f: string) => forbidden(child(path, f), NOT_EPHEMERAL)
  if (present(c.ports)) errs.push(at('ports'))
  const r = c.resources
  if (presentMap(r.limits) || presentMap(r.requests) || present(r.claims)) errs.push(at('resources'))
  if (present(c.resizePolicy)) errs.push(at('resizePolicy'))
  if (c.restartPolicy !== undefined) errs.push(at('restartPolicy'))
  if (present(c.restartPolicyRules)) errs.push(at('restartPolicyRules'))
  if (c.livenessProbe !== undefined) errs.push(at('livenessProbe'))
  if (c.readinessProbe !== undefined) errs.push(at('readinessProbe'))
  if (c.startupProbe !== undefined) errs.push(at('startupProbe'))
  // a lifecycle with only a stop signal is gone when the signal is dropped (the ContainerStopSignals gate off)
  const l = c.lifecycle
  const onlyDroppedSignal =
    l !== undefined &&
    !stopSignals &&
    l.stopSignal !== undefined &&
    l.postStart === undefined &&
    l.preStop === undefined
  if (l !== undefined && !onlyDroppedSignal) errs.push(at('lifecycle'))
  ;(c.volumeMounts ?? []).forEach((m, j) => {
    const mp = index(child(path, 'volumeMounts'), j)
    if (m.subPath.length > 0) errs.push(forbidden(child(mp, 'subPath'), NOT_EPHEMERAL))
    if (m.subPathExpr.length > 0) errs.push(forbidden(child(mp, 'subPathExpr'), NOT_EPHEMERAL))
  })
  return errs
}

/**
 * Whether `strings.TrimSpace` would shorten `s`: its first or last code
 * point is Go white space (all of which lie in the BMP, so a surrogate half
 * never is).
 */
const hasOuterGoSpace = (s: string): boolean =>
  s.length > 0 && (isGoSpace(s.charCodeAt(0)) || isGoSpace(s.charCodeAt(s.length - 1)))

/**
 * `validateEphemeralContainers` at `<path>` (the `ephemeralContainers`
 * list path).
 *
 * @example
 * validateEphemeralContainers(spec, 'spec.template.spec.ephemeralContainers', ctx) // [] when there are none
 */
export const validateEphemeralContainers = (spec: core.PodSpec, path: string, ctx: PodContext): FieldError[] => {
  const list = spec.ephemeralContainers ?? []
  if (list.length === 0) return []
  const targets = new Set<string>()
  for (const c of spec.containers ?? []) targets.add(c.name)
  for (const c of spec.initContainers ?? []) targets.add(c.name)
  const names = new Set(targets)
  const errs: FieldError[] = []
  list.forEach((c, i) => {
    const p = index(path, i)
    pushAll(errs, validateContainerCommon(c, p, ctx))
    // validateContainerOnlyForPod: ephemeral containers get it in templates too
    if (hasOuterGoSpace(c.image))
      errs.push(invalid(child(p, 'image'), c.image, 'must not have leading or trailing whitespace'))
    if (names.has(c.name)) errs.push(duplicate(child(p, 'name'), c.name))
    else names.add(c.name)
    if (c.targetContainerName.length > 0 && !targets.has(c.targetContainerName))
      errs.push(notFound(child(p, 'targetContainerName'), c.targetContainerName))
    pushAll(errs, forbiddenFields(c, p, ctx.opts.allowContainerStopSignals))
  })
  return errs
}
