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
 * `validateWindows`.
 *
 * @example
 * validateWindows(spec, 'spec.template.spec') // [] when no Linux-only field is set
 */
export const validateWindows = (spec: core.PodSpec, path: string): FieldError[] => {
  const errs: FieldError[] = []
  const detail = 'cannot be set for a windows pod'
  const sc = spec.securityContext
  if (sc !== undefined)
    for (const f of POD_FIELDS) {
      const v = sc[f]
      // Go checks `len(Sysctls) > 0` but `SupplementalGroups != nil`.
      if (f === 'sysctls' ? (sc.sysctls ?? []).length > 0 : v !== undefined)
        errs.push(forbidden(child(child(path, 'securityContext'), f), detail))
    }
  if (spec.hostUsers !== undefined) errs.push(forbidden(child(path, 'hostUsers'), detail))
  if (spec.hostPID) errs.push(forbidden(child(path, 'hostPID'), detail))
  if (spec.hostIPC) errs.push(forbidden(child(path, 'hostIPC'), detail))
  if (spec.shareProcessNamespace !== undefined) errs.push(forbidden(child(path, 'shareProcessNamespace'), detail))
  for (const [c, p] of containersWithPaths(spec, path)) {
    const csc = c.securityContext
    if (csc === undefined) continue
    for (const f of CONTAINER_FIELDS)
      if (csc[f] !== undefined) errs.push(forbidden(child(child(p, 'securityContext'), f), detail))
  }
  return errs
}
