/**
 * Pod-level `resources` (core `validatePodResources`, PodLevelResources
 * on): not for Windows pods, no claims, cpu / memory / hugepages only,
 * requests within limits, and each container's limits within the pod's.
 * The pod's requests must cover the containers' aggregate requests
 * (`AggregateContainerRequests`: regular containers and sidecars summed,
 * each plain init container with the sidecars started before it, the
 * larger of the two); its hugepage limits must cover the containers'
 * aggregate hugepage limits, summed the same way.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import type * as core from '../generated/model'
import * as E from '../../wire/either'
import { addQuantities, compareQuantities, type Quantity, quantityToString } from '../quantity/index'
import { nameIsDNSSubdomain } from './object-names'
import {
  characters,
  child,
  duplicate,
  forbidden,
  index,
  invalid,
  key,
  named,
  notSupported,
  required,
  validateDNS1123Label,
} from './errors'
import { validateContainerResources, validateResourceName } from './resources'
import { pushAll } from '../../wire/push-all'

const POD_LEVEL = ['cpu', 'hugepages-', 'memory']

const podResourceName = (name: string, path: string): FieldError[] => {
  const errs = validateResourceName(name, path)
  if (errs.length > 0) return errs
  return name === 'cpu' || name === 'memory' || name.startsWith('hugepages-')
    ? []
    : [named(notSupported(path, name, POD_LEVEL))]
}

type Totals = Map<string, Quantity>

const add = (into: Totals, list: core.ResourceRequirements['requests']): Totals => {
  const out = new Map(into)
  if (list === undefined) return out
  for (const name of Object.keys(list)) {
    const q = list[name] as Quantity
    const prev = out.get(name)
    if (prev === undefined) out.set(name, q)
    else {
      const sum = addQuantities(prev, q)
      out.set(name, E.isRight(sum) ? sum.right : prev)
    }
  }
  return out
}

const max = (a: Totals, b: Totals): Totals => {
  const out = new Map(a)
  for (const [name, q] of b) {
    const prev = out.get(name)
    if (prev === undefined || compareQuantities(q, prev) > 0) out.set(name, q)
  }
  return out
}

type Pick = (r: core.ResourceRequirements) => core.ResourceRequirements['requests']

/**
 * `resourcehelper.AggregateContainerRequests` (or `…Limits`, by `pick`)
 * without overhead: regular containers and sidecars summed, each plain
 * init container with the sidecars started before it, the larger of the two.
 */
const aggregate = (spec: core.PodSpec, pick: Pick): Totals => {
  let regular: Totals = new Map()
  for (const c of spec.containers ?? []) regular = add(regular, pick(c.resources))
  let sidecars: Totals = new Map()
  let inits: Totals = new Map()
  for (const c of spec.initContainers ?? []) {
    if (c.restartPolicy === 'Always') {
      regular = add(regular, pick(c.resources))
      sidecars = add(sidecars, pick(c.resources))
    } else inits = max(inits, add(sidecars, pick(c.resources)))
  }
  return max(regular, inits)
}

/**
 * The pod's `requests` or `limits` (`list`) against the containers'
 * aggregate of the same list: an error at `<path>.<list>[name]` for each
 * resource that `checked` and the pod sets below the aggregate.
 */
const coversAggregate = (
  spec: core.PodSpec,
  r: core.ResourceRequirements,
  path: string,
  list: 'requests' | 'limits',
  checked: (name: string) => boolean,
): FieldError[] => {
  const pods = r[list] ?? {}
  const errs: FieldError[] = []
  for (const [name, total] of aggregate(spec, (c) => c[list])) {
    if (!checked(name) || !Object.hasOwn(pods, name)) continue
    const pod = pods[name] as Quantity
    if (compareQuantities(total, pod) > 0)
      errs.push(
        invalid(
          key(child(path, list), name),
          quantityToString(pod),
          `must be greater than or equal to aggregate container ${list} of ${quantityToString(total)}`,
        ),
      )
  }
  return errs
}

/**
 * `validatePodResources` at `<path>.resources`.
 *
 * @example
 * validatePodResources(spec, new Set(), 'spec.template.spec')
 */
export const validatePodResources = (
  spec: core.PodSpec,
  podClaims: ReadonlySet<string>,
  path: string,
  allowIndivisibleHugePages = false,
): FieldError[] => {
  const r = spec.resources
  if (r === undefined) return []
  const p = child(path, 'resources')
  if (spec.os?.name === 'windows') return [forbidden(p, 'may not be set for a windows pod')]
  const errs: FieldError[] = []
  if (r.claims !== undefined)
    errs.push(forbidden(child(p, 'claims'), 'claims may not be set for Resources at pod-level'))
  pushAll(errs, validateContainerResources(r, podClaims, p, podResourceName, allowIndivisibleHugePages))
  pushAll(
    errs,
    coversAggregate(spec, r, p, 'requests', () => true),
  )
  pushAll(
    errs,
    coversAggregate(spec, r, p, 'limits', (name) => name.startsWith('hugepages-')),
  )
  const podLimits = r.limits ?? {}
  ;(spec.containers ?? []).forEach((c, i) => {
    const limits = c.resources.limits ?? {}
    for (const name of Object.keys(limits)) {
      if (!Object.hasOwn(podLimits, name)) continue
      const mine = limits[name] as Quantity
      const pod = podLimits[name] as Quantity
      if (compareQuantities(mine, pod) > 0)
        errs.push(
          invalid(
            child(key(index(child(p, 'containers'), i), name), 'limits'),
            quantityToString(mine),
            `must be less than or equal to pod limits of ${quantityToString(pod)}`,
          ),
        )
    }
  })
  return errs
}

/**
 * `validatePodResourceClaims`: names (DNS labels, unique) and exactly one
 * of `resourceClaimName` / `resourceClaimTemplateName`, each an object name.
 *
 * @example
 * validatePodResourceClaims([{ name: 'gpu', resourceClaimName: undefined, resourceClaimTemplateName: 't' }], 'spec.resourceClaims') // []
 */
export const validatePodResourceClaims = (
  claims: readonly core.PodResourceClaim[] | undefined,
  path: string,
): FieldError[] => {
  const errs: FieldError[] = []
  const names = new Set<string>()
  ;(claims ?? []).forEach((claim, i) => {
    const p = index(path, i)
    const np = child(p, 'name')
    if (claim.name === '') errs.push(required(np))
    else if (names.has(claim.name)) errs.push(duplicate(np, claim.name))
    else {
      pushAll(errs, validateDNS1123Label(claim.name, np))
      names.add(claim.name)
    }
    // The bad value is the internal Go struct, which has no JSON names.
    const bad = {
      Name: claim.name,
      ResourceClaimName: claim.resourceClaimName ?? null,
      ResourceClaimTemplateName: claim.resourceClaimTemplateName ?? null,
    }
    const byName = claim.resourceClaimName
    const byTemplate = claim.resourceClaimTemplateName
    if (byName !== undefined && byTemplate !== undefined)
      errs.push(invalid(p, bad, 'at most one of `resourceClaimName` or `resourceClaimTemplateName` may be specified'))
    if (byName === undefined && byTemplate === undefined)
      errs.push(invalid(p, bad, 'must specify one of: `resourceClaimName`, `resourceClaimTemplateName`'))
    for (const [k, v] of [
      ['resourceClaimName', byName],
      ['resourceClaimTemplateName', byTemplate],
    ] as const)
      if (v !== undefined)
        for (const m of characters(nameIsDNSSubdomain(v, false))) errs.push(invalid(child(p, k), v, m))
  })
  return errs
}
