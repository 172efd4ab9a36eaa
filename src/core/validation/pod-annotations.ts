/**
 * Pod-specific annotations of a template (core
 * `ValidatePodSpecificAnnotations`): the mirror-pod annotation needs a
 * node name, the deletion cost is a 32-bit integer, seccomp annotations
 * name a valid profile and AppArmor annotations an existing container and
 * a valid profile, and profiles set both by annotation and by field
 * agree; the tolerations annotation holds valid tolerations
 * (./tolerations-annotation.ts).
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { goQuote } from '../../field/go-format'
import type * as core from '../generated/model'
import { child, forbidden, invalid, key } from './errors'
import { DEFAULT_POD_VALIDATION_OPTIONS, type PodValidationOptions } from './options'
import { localDescendingPath } from './paths'
import { TOLERATIONS_ANNOTATION, validateTolerationsAnnotation } from './tolerations-annotation'
import { allContainers, containerPath } from './visit-containers'
import { pushAll } from '../../wire/push-all'

const MIRROR = 'kubernetes.io/config.mirror'
/**
 * The pod deletion cost annotation.
 *
 * @example
 * ({ [DELETION_COST]: '10' })
 */
export const DELETION_COST = 'controller.kubernetes.io/pod-deletion-cost'
const SECCOMP_POD = 'seccomp.security.alpha.kubernetes.io/pod'
const SECCOMP_CONTAINER = 'container.seccomp.security.alpha.kubernetes.io/'
const APPARMOR_CONTAINER = 'container.apparmor.security.beta.kubernetes.io/'

/**
 * `helper.GetDeletionCostFromPodAnnotations` succeeds on this annotation value.
 *
 * @example
 * validDeletionCost('-5') // true
 */
export const validDeletionCost = (v: string): boolean => {
  if (!/^(-?[0-9]+)$/.test(v)) return false
  if (!(v[0] === '-' || v === '0' || (v[0] !== '0' && v[0] !== '+'))) return false
  const n = Number(v)
  return n >= -2147483648 && n <= 2147483647
}

const seccompProfile = (p: string, path: string): FieldError[] => {
  if (p === 'runtime/default' || p === 'docker/default' || p === 'unconfined') return []
  if (p.startsWith('localhost/')) return localDescendingPath(p.slice('localhost/'.length), path)
  return [invalid(path, p, 'must be a valid seccomp profile')]
}

const hasContainer = (spec: core.PodSpec, name: string): boolean =>
  [...(spec.initContainers ?? []), ...(spec.containers ?? []), ...(spec.ephemeralContainers ?? [])].some(
    (c) => c.name === name,
  )

/**
 * `ValidatePodSpecificAnnotations(annotations, spec, path)`; map entries
 * in the model's key order.
 *
 * @example
 * validatePodSpecificAnnotations({ 'controller.kubernetes.io/pod-deletion-cost': 'x' }, spec, 'spec.template.annotations')[0]?.detail
 * // 'must be a 32bit integer'
 */
export const validatePodSpecificAnnotations = (
  annotations: core.ObjectMeta['annotations'],
  spec: core.PodSpec,
  path: string,
  opts: PodValidationOptions = DEFAULT_POD_VALIDATION_OPTIONS,
): FieldError[] => {
  if (annotations === undefined) return []
  const errs: FieldError[] = []
  const get = (k: string): string | undefined => (Object.hasOwn(annotations, k) ? annotations[k] : undefined)
  const mirror = get(MIRROR)
  if (mirror !== undefined && spec.nodeName.length === 0)
    errs.push(invalid(key(path, MIRROR), mirror, 'must set spec.nodeName if mirror pod annotation is set'))
  const tolerations = get(TOLERATIONS_ANNOTATION)
  if (tolerations !== undefined && tolerations !== '')
    pushAll(errs, validateTolerationsAnnotation(tolerations, path, opts))
  const cost = get(DELETION_COST)
  if (cost !== undefined && !opts.allowInvalidPodDeletionCost && !validDeletionCost(cost))
    errs.push(invalid(key(path, DELETION_COST), cost, 'must be a 32bit integer'))
  const podSeccomp = get(SECCOMP_POD)
  if (podSeccomp !== undefined) pushAll(errs, seccompProfile(podSeccomp, child(path, SECCOMP_POD)))
  for (const k of Object.keys(annotations))
    if (k.startsWith(SECCOMP_CONTAINER)) pushAll(errs, seccompProfile(annotations[k] as string, child(path, k)))
  for (const k of Object.keys(annotations)) {
    if (!k.startsWith(APPARMOR_CONTAINER)) continue
    const name = k.slice(APPARMOR_CONTAINER.length)
    if (!hasContainer(spec, name)) errs.push(invalid(key(path, k), name, 'container not found'))
    const p = annotations[k] as string
    if (p !== '' && p !== 'runtime/default' && p !== 'unconfined' && !p.startsWith('localhost/'))
      errs.push(invalid(key(path, k), p, `invalid AppArmor profile name: ${goQuote(p)}`))
  }
  return errs
}

type Profile = { readonly type: string; readonly localhostProfile: string | undefined }

/** The annotation and the field name the same profile (seccomp or AppArmor; `kind` names it in the detail). */
const profilesMatch = (annotation: string, f: Profile, path: string, kind: 'seccomp' | 'apparmor'): FieldError[] => {
  const typeErr = [forbidden(child(path, 'type'), `${kind} type in annotation and field must match`)]
  switch (f.type) {
    case 'Unconfined':
      return annotation === 'unconfined' ? [] : typeErr
    case 'RuntimeDefault':
      return annotation === 'runtime/default' || (kind === 'seccomp' && annotation === 'docker/default') ? [] : typeErr
    case 'Localhost':
      if (!annotation.startsWith('localhost/')) return typeErr
      return f.localhostProfile === annotation.slice('localhost/'.length)
        ? []
        : [forbidden(child(path, 'localhostProfile'), `${kind} profile in annotation and field must match`)]
    default:
      return []
  }
}

/**
 * `validateSeccompAnnotationsAndFields` and
 * `validateAppArmorAnnotationsAndFieldsMatchOnCreate` at `specPath`: where
 * both an annotation and a field set a profile, they must agree.
 *
 * @example
 * validateProfileAnnotationsMatchFields(undefined, spec, 'spec.template.spec') // []
 */
export const validateProfileAnnotationsMatchFields = (
  annotations: core.ObjectMeta['annotations'],
  spec: core.PodSpec,
  specPath: string,
): FieldError[] => {
  const get = (k: string): string | undefined =>
    annotations !== undefined && Object.hasOwn(annotations, k) ? annotations[k] : undefined
  const errs: FieldError[] = []
  const podSeccomp = spec.securityContext?.seccompProfile
  const podAnnotation = get(SECCOMP_POD)
  if (podSeccomp !== undefined && podAnnotation !== undefined)
    errs.push(
      ...profilesMatch(
        podAnnotation,
        podSeccomp,
        child(child(specPath, 'securityContext'), 'seccompProfile'),
        'seccomp',
      ),
    )
  // Without annotations no container has one to compare (no key is built).
  if (annotations === undefined) return errs
  const containers = allContainers(spec)
  for (let k = 0; k < containers.length; k++) {
    const c = containers[k] as core.Container | core.EphemeralContainer
    const f = c.securityContext?.seccompProfile
    const a = f === undefined ? undefined : get(SECCOMP_CONTAINER + c.name)
    if (f !== undefined && a !== undefined) {
      const p = containerPath(spec, specPath, k)
      pushAll(errs, profilesMatch(a, f, child(child(p, 'securityContext'), 'seccompProfile'), 'seccomp'))
    }
  }
  if (spec.os?.name === 'windows') return errs
  const podAppArmor = spec.securityContext?.appArmorProfile
  for (let k = 0; k < containers.length; k++) {
    const c = containers[k] as core.Container | core.EphemeralContainer
    const f = c.securityContext?.appArmorProfile ?? podAppArmor
    const a = f === undefined ? undefined : get(APPARMOR_CONTAINER + c.name)
    if (f !== undefined && a !== undefined) {
      const p = containerPath(spec, specPath, k)
      pushAll(errs, profilesMatch(a, f, child(child(p, 'securityContext'), 'appArmorProfile'), 'apparmor'))
    }
  }
  return errs
}
