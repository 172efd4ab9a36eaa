/**
 * The fields a pod's OS rules out (core `validateLinux` and
 * `validateWindows`, run when `spec.os.name` is valid): Windows options on
 * a Linux pod; Linux-only security settings and host namespaces on a
 * Windows pod.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import type * as core from '../generated/model'
import { LATEST_MINOR, MINOR_RULES } from '../../profile/minor-rules'
import { child, forbidden } from './errors'
import { containersWithPaths } from './visit-containers'

/**
 * `validateLinux`.
 *
 * @example
 * validateLinux(spec, 'spec.template.spec') // [] when no windowsOptions are set
 */
export const validateLinux = (spec: core.PodSpec, path: string): FieldError[] => {
  const errs: FieldError[] = []
  const detail = 'windows options cannot be set for a linux pod'
  if (spec.securityContext?.windowsOptions !== undefined)
    errs.push(forbidden(child(child(path, 'securityContext'), 'windowsOptions'), detail))
  for (const [c, p] of containersWithPaths(spec, path))
    if (c.securityContext?.windowsOptions !== undefined)
      errs.push(forbidden(child(child(p, 'securityContext'), 'windowsOptions'), detail))
  return errs
}

/** A pod-level field `validateWindows` refuses: in the pod's security context, or on the spec (`host`). */
type WindowsPodField =
  | 'appArmorProfile'
  | 'seLinuxOptions'
  | 'seccompProfile'
  | 'fsGroup'
  | 'fsGroupChangePolicy'
  | 'sysctls'
  | 'runAsUser'
  | 'runAsGroup'
  | 'supplementalGroups'
  | 'supplementalGroupsPolicy'
  | 'seLinuxChangePolicy'
  | 'hostUsers'
  | 'hostPID'
  | 'hostIPC'
  | 'shareProcessNamespace'

/** The pod-level fields in the order 1.37 checks them: the security context's, then the spec's. */
const POD_FIELDS: readonly WindowsPodField[] = [
  'appArmorProfile',
  'seLinuxOptions',
  'seccompProfile',
  'fsGroup',
  'fsGroupChangePolicy',
  'sysctls',
  'runAsUser',
  'runAsGroup',
  'supplementalGroups',
  'supplementalGroupsPolicy',
  'seLinuxChangePolicy',
  'hostUsers',
  'hostPID',
  'hostIPC',
  'shareProcessNamespace',
]
/**
 * The order before 1.37 (the `windowsHostFieldsAfterSecurityContext` row of
 * the minor rules): the host fields lived in the internal pod security
 * context and were checked among its fields.
 */
const POD_FIELDS_BEFORE_37: readonly WindowsPodField[] = [
  'appArmorProfile',
  'seLinuxOptions',
  'hostUsers',
  'hostPID',
  'hostIPC',
  'seccompProfile',
  'fsGroup',
  'fsGroupChangePolicy',
  'sysctls',
  'shareProcessNamespace',
  'runAsUser',
  'runAsGroup',
  'supplementalGroups',
  'supplementalGroupsPolicy',
  'seLinuxChangePolicy',
]
const HOST_FIELDS: ReadonlySet<WindowsPodField> = new Set(['hostUsers', 'hostPID', 'hostIPC', 'shareProcessNamespace'])

/** Whether `validateWindows` refuses pod-level field `f` of `spec`. */
const podFieldSet = (spec: core.PodSpec, f: WindowsPodField): boolean => {
  switch (f) {
    case 'hostUsers':
      return spec.hostUsers !== undefined
    case 'hostPID':
      return spec.hostPID === true
    case 'hostIPC':
      return spec.hostIPC === true
    case 'shareProcessNamespace':
      return spec.shareProcessNamespace !== undefined
    case 'sysctls':
      // Go checks `len(Sysctls) > 0` but `SupplementalGroups != nil`.
      return (spec.securityContext?.sysctls ?? []).length > 0
    default:
      return spec.securityContext?.[f] !== undefined
  }
}

const CONTAINER_FIELDS = [
  'appArmorProfile',
  'seLinuxOptions',
  'seccompProfile',
  'capabilities',
  'readOnlyRootFilesystem',
  'privileged',
  'allowPrivilegeEscalation',
  'procMount',
  'runAsUser',
  'runAsGroup',
] as const

/**
 * `validateWindows` (`minor`: the profile's minor number; the pod-level
 * fields' order changed in 1.37).
 *
 * @example
 * validateWindows(spec, 'spec.template.spec') // [] when no Linux-only field is set
 */
export const validateWindows = (spec: core.PodSpec, path: string, minor: number = LATEST_MINOR): FieldError[] => {
  const errs: FieldError[] = []
  const detail = 'cannot be set for a windows pod'
  const order = minor >= MINOR_RULES.windowsHostFieldsAfterSecurityContext ? POD_FIELDS : POD_FIELDS_BEFORE_37
  for (const f of order)
    if (podFieldSet(spec, f))
      errs.push(forbidden(HOST_FIELDS.has(f) ? child(path, f) : child(child(path, 'securityContext'), f), detail))
  for (const [c, p] of containersWithPaths(spec, path)) {
    const csc = c.securityContext
    if (csc === undefined) continue
    for (const f of CONTAINER_FIELDS)
      if (csc[f] !== undefined) errs.push(forbidden(child(child(p, 'securityContext'), f), detail))
  }
  return errs
}
