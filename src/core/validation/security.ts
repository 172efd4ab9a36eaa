/**
 * Security contexts (core `ValidateSecurityContext` for containers and
 * `validatePodSpecSecurityContext` for the pod): user and group ids,
 * procMount, seccomp and AppArmor profiles, `allowPrivilegeEscalation`
 * combinations, Windows options (./windows.ts), sysctls (./sysctls.ts) and
 * the pod policies. SELinux options are not checked for a new template
 * (upstream neither).
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import type * as core from '../generated/model'
import { SecurityContextSchema } from '../generated/security-schema'
import { encodeStruct } from '../../wire/encode'
import { internalGoValue } from '../../wire/internal-render'
import { struct } from '../../wire/schema'
import { child, forbidden, inclusiveRange, index, invalid, named, notSupported, required } from './errors'
import { localDescendingPath } from './paths'
import { goJsonString } from '../../field/go-format'
import { validateSysctls } from './sysctls'
import { validateWindowsOptions } from './windows'
import { pushAll } from '../../wire/push-all'

const MAX_ID = 2147483647
const PROFILE_TYPES = ['Localhost', 'RuntimeDefault', 'Unconfined']

/** `validateSeccompProfileField`. */
const seccomp = (sp: core.SeccompProfile | undefined, path: string): FieldError[] => {
  if (sp === undefined) return []
  const errs: FieldError[] = []
  const tp = child(path, 'type')
  if (sp.type === '') errs.push(required(tp, 'type is required when seccompProfile is set'))
  else if (!PROFILE_TYPES.includes(sp.type)) errs.push(named(notSupported(tp, sp.type, PROFILE_TYPES)))
  const lp = child(path, 'localhostProfile')
  if (sp.type === 'Localhost') {
    if (sp.localhostProfile === undefined) errs.push(required(lp, 'must be set when seccomp type is Localhost'))
    else pushAll(errs, localDescendingPath(sp.localhostProfile, lp))
  } else if (sp.localhostProfile !== undefined) {
    // The bad value is the internal Go struct, which has no JSON names: its fields print in declaration order.
    const bad = { Type: sp.type, LocalhostProfile: sp.localhostProfile }
    errs.push({
      ...invalid(lp, bad, 'can only be set when seccomp type is Localhost'),
      badValueText: `{"Type":${goJsonString(sp.type)},"LocalhostProfile":${goJsonString(sp.localhostProfile)}}`,
    })
  }
  return errs
}

/** `ValidateAppArmorProfileField`. */
const appArmor = (p: core.AppArmorProfile | undefined, path: string): FieldError[] => {
  if (p === undefined) return []
  const lp = child(path, 'localhostProfile')
  const local = p.localhostProfile
  switch (p.type) {
    case 'Localhost': {
      if (local === undefined) return [required(lp, 'must be set when AppArmor type is Localhost')]
      const errs: FieldError[] = []
      const trimmed = local.replace(/^[\s\u0085\u00a0]+|[\s\u0085\u00a0]+$/g, '')
      if (trimmed !== local) errs.push(invalid(lp, local, 'must not be padded with whitespace'))
      else if (trimmed === '') errs.push(required(lp, 'must be set when AppArmor type is Localhost'))
      if (new TextEncoder().encode(local).length > 4095)
        errs.push({ type: 'FieldValueTooLong', field: lp, badValue: '', detail: 'may not be more than 4095 bytes' })
      return errs
    }
    case 'RuntimeDefault':
    case 'Unconfined':
      return local !== undefined ? [invalid(lp, local, 'can only be set when AppArmor type is Localhost')] : []
    case '':
      return [required(child(path, 'type'), 'type is required when appArmorProfile is set')]
    default:
      return [named(notSupported(child(path, 'type'), p.type, PROFILE_TYPES))]
  }
}

const SECURITY_CONTEXT = /* @__PURE__ */ struct(() => SecurityContextSchema, 'core.SecurityContext', true)

/**
 * An Invalid error whose value is a container security context, printed as
 * Go prints the internal `core.SecurityContext` (Go field names in
 * declaration order, nil as `null`).
 */
const invalidSecurityContext = (path: string, sc: core.SecurityContext, detail: string): FieldError => {
  const wire = encodeStruct(SecurityContextSchema, sc, { emptyCollections: 'keep' })
  const { value, text } = internalGoValue(SECURITY_CONTEXT, wire)
  return { ...invalid(path, value, detail), badValueText: text }
}

/** `allowPrivilegeEscalation: false` rules out `privileged` and adding `CAP_SYS_ADMIN`. */
const privilegeEscalation = (sc: core.SecurityContext, path: string, allowSysAdmin: boolean): FieldError[] => {
  if (sc.allowPrivilegeEscalation !== false) return []
  const errs: FieldError[] = []
  if (sc.privileged === true)
    errs.push(
      invalidSecurityContext(path, sc, 'cannot set `allowPrivilegeEscalation` to false and `privileged` to true'),
    )
  if (!allowSysAdmin)
    for (const cap of sc.capabilities?.add ?? [])
      if (cap === 'CAP_SYS_ADMIN')
        errs.push(
          invalidSecurityContext(
            path,
            sc,
            'cannot set `allowPrivilegeEscalation` to false and `capabilities.Add` CAP_SYS_ADMIN',
          ),
        )
  return errs
}

const id = (v: number | undefined, path: string): FieldError[] =>
  v === undefined || (v >= 0 && v <= MAX_ID) ? [] : [invalid(path, v, inclusiveRange(0, MAX_ID))]

/** {@link id} at `<parent>.<name>`, the path built only for an error. */
const idAt = (v: number | undefined, parent: string, name: string): FieldError[] =>
  v === undefined || (v >= 0 && v <= MAX_ID) ? [] : id(v, child(parent, name))

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
  allowPrivileged = false,
  allowSysAdminWhenPrivilegeEscalationFalse = false,
): FieldError[] => {
  if (sc === undefined) return []
  const errs: FieldError[] = []
  if (sc.privileged === true && !allowPrivileged)
    errs.push(forbidden(child(path, 'privileged'), 'disallowed by cluster policy'))
  errs.push(...idAt(sc.runAsUser, path, 'runAsUser'), ...idAt(sc.runAsGroup, path, 'runAsGroup'))
  if (sc.procMount !== undefined) {
    const p = child(path, 'procMount')
    if (sc.procMount !== 'Default' && sc.procMount !== 'Unmasked')
      errs.push(named(notSupported(p, sc.procMount, ['Default', 'Unmasked'])))
    if (hostUsers && sc.procMount === 'Unmasked')
      errs.push(invalid(p, sc.procMount, '`hostUsers` must be false to use `Unmasked`'))
  }
  pushAll(errs, seccomp(sc.seccompProfile, child(path, 'seccompProfile')))
  pushAll(errs, privilegeEscalation(sc, path, allowSysAdminWhenPrivilegeEscalationFalse))
  pushAll(errs, validateWindowsOptions(sc.windowsOptions, child(path, 'windowsOptions')))
  pushAll(errs, appArmor(sc.appArmorProfile, child(path, 'appArmorProfile')))
  return errs
}

const FS_GROUP_POLICIES = ['Always', 'OnRootMismatch']

/**
 * The pod's `securityContext` (`validatePodSpecSecurityContext`): ids,
 * sysctls (`hostNetwork` / `hostIPC` rule out namespaced ones unless
 * `allowHostSysctls`), policies, profiles and Windows options.
 *
 * @example
 * validatePodSecurityContext(undefined, 'spec.securityContext') // []
 */
export const validatePodSecurityContext = (
  sc: core.PodSecurityContext | undefined,
  path: string,
  host: {
    readonly hostNetwork: boolean
    readonly hostIPC: boolean
    /** Before 1.37: `shareProcessNamespace` with `hostPID` is reported here, at `<path>.shareProcessNamespace`. */
    readonly sharedPidWithHostPID?: boolean
  } = { hostNetwork: false, hostIPC: false },
  allowHostSysctls = false,
  onlyRecursiveSELinux = false,
): FieldError[] => {
  if (sc === undefined) return []
  const errs: FieldError[] = [
    ...idAt(sc.fsGroup, path, 'fsGroup'),
    ...idAt(sc.runAsUser, path, 'runAsUser'),
    ...idAt(sc.runAsGroup, path, 'runAsGroup'),
  ]
  ;(sc.supplementalGroups ?? []).forEach((g, i) => {
    pushAll(errs, id(g, index(child(path, 'supplementalGroups'), i)))
  })
  if (host.sharedPidWithHostPID === true)
    errs.push(
      invalid(child(path, 'shareProcessNamespace'), true, 'ShareProcessNamespace and HostPID cannot both be enabled'),
    )
  errs.push(
    ...validateSysctls(
      sc.sysctls,
      host.hostNetwork && !allowHostSysctls,
      host.hostIPC && !allowHostSysctls,
      child(path, 'sysctls'),
    ),
  )
  if (sc.fsGroupChangePolicy !== undefined && !FS_GROUP_POLICIES.includes(sc.fsGroupChangePolicy))
    errs.push(named(notSupported(child(path, 'fsGroupChangePolicy'), sc.fsGroupChangePolicy, FS_GROUP_POLICIES)))
  // Each is [] when its field is unset: the path is built only for a set field.
  if (sc.seccompProfile !== undefined) pushAll(errs, seccomp(sc.seccompProfile, child(path, 'seccompProfile')))
  if (sc.windowsOptions !== undefined)
    pushAll(errs, validateWindowsOptions(sc.windowsOptions, child(path, 'windowsOptions')))
  if (sc.appArmorProfile !== undefined) pushAll(errs, appArmor(sc.appArmorProfile, child(path, 'appArmorProfile')))
  const sg = sc.supplementalGroupsPolicy
  if (sg !== undefined && sg !== 'Merge' && sg !== 'Strict')
    errs.push(named(notSupported(child(path, 'supplementalGroupsPolicy'), sg, ['Merge', 'Strict'])))
  // With SELinuxMount off (before 1.37) only Recursive, unless the old template set a policy.
  const se = sc.seLinuxChangePolicy
  if (se !== undefined && se !== 'Recursive' && (onlyRecursiveSELinux || se !== 'MountOption'))
    errs.push(
      named(
        notSupported(
          child(path, 'seLinuxChangePolicy'),
          se,
          onlyRecursiveSELinux ? ['Recursive'] : ['MountOption', 'Recursive'],
        ),
      ),
    )
  return errs
}
