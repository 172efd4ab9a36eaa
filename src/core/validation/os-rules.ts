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
import { child, forbidden } from './errors'
import { containersWithPaths } from './visit-containers'
import { LATEST_MINOR, MINOR_RULES } from '../../profile/minor-rules'

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

const POD_FIELDS = [
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
] as const
/** The pod-level host fields, in the order 1.37 checks them (after the security context's fields). */
const HOST_FIELDS = ['hostUsers', 'hostPID', 'hostIPC', 'shareProcessNamespace'] as const
type HostField = (typeof HOST_FIELDS)[number]
/**
 * The order before 1.37 (`windowsHostFieldsLast`), when the internal pod
 * security context held the host fields: checked among its fields.
 */
const FIELDS_BEFORE_37: readonly (PodField | HostField)[] = [
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
const FIELDS_SINCE_37: readonly (PodField | HostField)[] = [...POD_FIELDS, ...HOST_FIELDS]
type PodField = (typeof POD_FIELDS)[number]
const isHostField = (f: string): f is HostField => (HOST_FIELDS as readonly string[]).includes(f)

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
 * `validateWindows`; `minor` orders the pod-level host fields as that
 * minor does (`windowsHostFieldsLast`).
 *
 * @example
 * validateWindows(spec, 'spec.template.spec') // [] when no Linux-only field is set
 */
export const validateWindows = (spec: core.PodSpec, path: string, minor = LATEST_MINOR): FieldError[] => {
  const errs: FieldError[] = []
  const detail = 'cannot be set for a windows pod'
  const sc = spec.securityContext
  for (const f of minor >= MINOR_RULES.windowsHostFieldsLast ? FIELDS_SINCE_37 : FIELDS_BEFORE_37) {
    if (isHostField(f)) {
      const set = f === 'hostPID' || f === 'hostIPC' ? spec[f] === true : spec[f] !== undefined
      if (set) errs.push(forbidden(child(path, f), detail))
      continue
    }
    if (sc === undefined) continue
    // Go checks `len(Sysctls) > 0` but `SupplementalGroups != nil`.
    if (f === 'sysctls' ? (sc.sysctls ?? []).length > 0 : sc[f] !== undefined)
      errs.push(forbidden(child(child(path, 'securityContext'), f), detail))
  }
  for (const [c, p] of containersWithPaths(spec, path)) {
    const csc = c.securityContext
    if (csc === undefined) continue
    for (const f of CONTAINER_FIELDS)
      if (csc[f] !== undefined) errs.push(forbidden(child(child(p, 'securityContext'), f), detail))
  }
  return errs
}
