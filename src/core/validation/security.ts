/**
 * Security contexts (core `ValidateSecurityContext` for containers and
 * `validatePodSpecSecurityContext` for the pod): user and group ids,
 * procMount, privilege escalation; seccomp, AppArmor, Windows options and
 * sysctls are not checked yet.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import type * as core from '../generated/model'
import { child, inclusiveRange, index, invalid, named, notSupported } from './errors'

const MAX_ID = 2147483647

const id = (v: number | undefined, path: string): FieldError[] =>
  v === undefined || (v >= 0 && v <= MAX_ID) ? [] : [invalid(path, v, inclusiveRange(0, MAX_ID))]

/**
 * A container's `securityContext` (`ValidateSecurityContext`).
 *
 * @example
 * validateContainerSecurityContext(undefined, 'c.securityContext', true) // []
 */
export const validateContainerSecurityContext = (
  sc: core.SecurityContext | undefined,
  path: string,
  hostUsers: boolean,
): FieldError[] => {
  if (sc === undefined) return []
  const errs: FieldError[] = [
    ...id(sc.runAsUser, child(path, 'runAsUser')),
    ...id(sc.runAsGroup, child(path, 'runAsGroup')),
  ]
  if (sc.procMount !== undefined) {
    const p = child(path, 'procMount')
    if (sc.procMount !== 'Default' && sc.procMount !== 'Unmasked')
      errs.push(named(notSupported(p, sc.procMount, ['Default', 'Unmasked'])))
    if (hostUsers && sc.procMount === 'Unmasked')
      errs.push(invalid(p, sc.procMount, '`hostUsers` must be false to use `Unmasked`'))
  }
  return errs
}

const FS_GROUP_POLICIES = ['Always', 'OnRootMismatch']

/**
 * The pod's `securityContext` (`validatePodSpecSecurityContext`, the id and
 * policy checks).
 *
 * @example
 * validatePodSecurityContext(undefined, 'spec.securityContext') // []
 */
export const validatePodSecurityContext = (sc: core.PodSecurityContext | undefined, path: string): FieldError[] => {
  if (sc === undefined) return []
  const errs: FieldError[] = [
    ...id(sc.fsGroup, child(path, 'fsGroup')),
    ...id(sc.runAsUser, child(path, 'runAsUser')),
    ...id(sc.runAsGroup, child(path, 'runAsGroup')),
  ]
  ;(sc.supplementalGroups ?? []).forEach((g, i) => {
    errs.push(...id(g, index(child(path, 'supplementalGroups'), i)))
  })
  if (sc.fsGroupChangePolicy !== undefined && !FS_GROUP_POLICIES.includes(sc.fsGroupChangePolicy))
    errs.push(named(notSupported(child(path, 'fsGroupChangePolicy'), sc.fsGroupChangePolicy, FS_GROUP_POLICIES)))
  return errs
}
