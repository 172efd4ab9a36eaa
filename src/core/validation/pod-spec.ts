/**
 * `ValidatePodSpec` and `ValidatePodTemplateSpec` on the typed model, in
 * upstream order: grace period, volumes, resource claims, containers, init
 * and ephemeral containers, pod-level resources, host-network ports,
 * restart and DNS policies, node selector, security context (sysctls,
 * Windows options), a shared process namespace with hostPID, affinity, DNS config, gates, topology spread,
 * HostProcess containers, host users,
 * names (service account, node, hostname, subdomain, priority class,
 * runtime class), deadlines, tolerations, preemption policy, overhead, OS.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { goQuote } from '../../field/go-format'
import type * as core from '../generated/model'
import { isLabelKey, isLabelValue, validateLabels } from '../../labels/index'
import { isGeneratedJobLabelKey } from '../../labels/well-known-keys'
import { validateAnnotationMap as validateAnnotations } from './annotations'
import { nameIsDNSSubdomain } from './object-names'
import { validateContainers, validateInitContainers } from './containers'
import { validateEphemeralContainers } from './ephemeral'
import {
  characters,
  child,
  forbidden,
  inclusiveRange,
  index,
  invalid,
  named,
  notFound,
  notSupported,
  required,
  validateDNS1123Label,
} from './errors'
import { DEFAULT_POD_VALIDATION_OPTIONS, type PodContext, type PodValidationOptions } from './options'
import { validateLinux, validateWindows } from './os-rules'
import { validatePodSpecificAnnotations, validateProfileAnnotationsMatchFields } from './pod-annotations'
import { validatePodResourceClaims, validatePodResources } from './pod-resources'
import { validateContainerResources } from './resources'
import {
  validateAffinity,
  validateOS,
  validateReadinessGates,
  validateSchedulingGates,
  validateTolerations,
} from './scheduling'
import { validateHostAliases, validatePodDNSConfig } from './network'
import { validatePodSecurityContext } from './security'
import { validatePodAffinities, validateTopologySpreadConstraints } from './spread-affinity'
import { validateVolumes } from './volumes'
import { validateHostProcess } from './windows'
import { allContainers, containerPath, containersWithPaths } from './visit-containers'
import { pushAll } from '../../wire/push-all'
import { LATEST_MINOR, MINOR_RULES } from '../../profile/minor-rules'
import { zeroStruct } from '../../wire/zero'
import { PodSecurityContextSchema } from '../generated/security-schema'

/** The minor whose rules apply (see `PodValidationOptions.kubernetesMinor`). */
const minorOf = (opts: PodValidationOptions): number =>
  Object.hasOwn(opts, 'kubernetesMinor') && typeof opts.kubernetesMinor === 'number'
    ? opts.kubernetesMinor
    : LATEST_MINOR

/**
 * The options the Job strategy derives for a new template
 * (`pod.GetValidationOptionsFromPodTemplate(template, nil)` with the
 * v1.37 default feature gates).
 *
 * @example
 * POD_TEMPLATE_CREATE_OPTIONS.allowRelaxedEnvironmentVariableValidation // true
 */
export const POD_TEMPLATE_CREATE_OPTIONS: PodValidationOptions = {
  ...DEFAULT_POD_VALIDATION_OPTIONS,
  podLevelResourcesEnabled: true,
  allowSidecarResizePolicy: true,
  allowMatchLabelKeysInPodTopologySpread: true,
  allowMatchLabelKeysInPodTopologySpreadSelectorMerge: true,
  allowContainerRestartPolicyRules: true,
  allowRestartAllContainers: true,
  allowRelaxedEnvironmentVariableValidation: true,
  allowEnvFilesValidation: true,
}

const RESTART_POLICIES = ['Always', 'OnFailure', 'Never']
const DNS_POLICIES = ['ClusterFirstWithHostNet', 'ClusterFirst', 'Default', 'None']
const PREEMPTION_POLICIES = ['PreemptLowerPriority', 'Never']
const MAX_INT32 = 2147483647

/**
 * `ValidateLabels` in the map's own key order: Go reports a map's errors in
 * its iteration order, a rotation of the insertion order for small maps, so
 * the input order is one of the orders it can produce.
 */
const labelsInOrder = (labels: core.ObjectMeta['labels'], path: string): FieldError[] => {
  if (labels === undefined) return []
  const keys = Object.keys(labels)
  // The common case: every label valid, answered without a call per label.
  // Generated template labels repeat values (the name and the uid each
  // under two keys, next to each other): a value equal to the previous
  // valid one is not scanned again, nor are the generated keys.
  let valid = true
  let lastValidValue: string | undefined
  for (const k of keys) {
    const v: unknown = labels[k]
    if (typeof v !== 'string' || (!isGeneratedJobLabelKey(k) && !isLabelKey(k))) {
      valid = false
      break
    }
    if (v !== lastValidValue) {
      if (!isLabelValue(v)) {
        valid = false
        break
      }
      lastValidValue = v
    }
  }
  if (valid) return []
  const errs: FieldError[] = []
  for (const k of keys) {
    const one = Object.defineProperty({}, k, { value: labels[k], enumerable: true, writable: true, configurable: true })
    pushAll(errs, validateLabels(one, path))
  }
  return errs
}

const policy = (value: string, path: string, valid: readonly string[]): FieldError[] => {
  if (valid.includes(value)) return []
  if (value === '') return [required(path)]
  return [named(notSupported(path, value, valid))]
}

const subdomainName = (value: string, path: string): FieldError[] =>
  characters(nameIsDNSSubdomain(value, false)).map((m) => invalid(path, value, m))

/** `validatePodHostNetworkDeps`: with hostNetwork, a set hostPort must equal containerPort. */
const hostNetworkDeps = (spec: core.PodSpec, path: string, opts: PodValidationOptions): FieldError[] => {
  if (!spec.hostNetwork) return []
  const errs: FieldError[] = []
  ;(spec.containers ?? []).forEach((c, i) => {
    ;(c.ports ?? []).forEach((p, j) => {
      if ((opts.resourceIsPod || p.hostPort !== 0) && p.hostPort !== p.containerPort)
        errs.push(
          invalid(
            child(index(child(index(child(path, 'containers'), i), 'ports'), j), 'hostPort'),
            p.hostPort,
            'must match `containerPort` when `hostNetwork` is true',
          ),
        )
    })
  })
  return errs
}

const hostUsersChecks = (spec: core.PodSpec, path: string, opts: PodValidationOptions): FieldError[] => {
  if (spec.hostUsers !== false) return []
  const errs: FieldError[] = []
  const when = 'when `hostUsers` is false'
  if (!opts.allowUserNamespacesHostNetworkSupport && spec.hostNetwork)
    errs.push(forbidden(child(path, 'hostNetwork'), when))
  if (spec.hostPID) errs.push(forbidden(child(path, 'HostPID'), when))
  if (spec.hostIPC) errs.push(forbidden(child(path, 'HostIPC'), when))
  if (!opts.allowUserNamespacesWithVolumeDevices)
    for (const [c, p] of containersWithPaths(spec, path))
      if ((c.volumeDevices ?? []).length > 0) errs.push(forbidden(child(p, 'volumeDevices'), when))
  return errs
}

const hostnameOverride = (spec: core.PodSpec, path: string): FieldError[] => {
  const h = spec.hostnameOverride
  if (h === undefined) return []
  const p = child(path, 'hostnameOverride')
  const errs: FieldError[] = []
  if (spec.setHostnameAsFQDN === true) errs.push(forbidden(p, 'may not be specified when setHostnameAsFQDN is true'))
  if (spec.hostNetwork) errs.push(forbidden(p, 'may not be specified when hostNetwork is true'))
  if (h.length > 64)
    errs.push({ type: 'FieldValueTooLong', field: p, badValue: '', detail: 'may not be more than 64 bytes' })
  pushAll(errs, subdomainName(h, p))
  return errs
}

/** True when some container has an env var read from a file key (most pods have none). */
const anyFileKeyRef = (containers: ReadonlyArray<core.Container | core.EphemeralContainer>): boolean => {
  for (const c of containers) for (const ev of c.env ?? []) if (ev.valueFrom?.fileKeyRef !== undefined) return true
  return false
}

const NO_CLAIM_NAMES: ReadonlySet<string> = /* @__PURE__ */ new Set<string>()

/** The non-empty names of the pod's resource claims (a shared empty set for a pod without claims). */
const podClaimNames = (claims: core.PodSpec['resourceClaims']): ReadonlySet<string> =>
  claims === undefined || claims.length === 0
    ? NO_CLAIM_NAMES
    : new Set(claims.map((c) => c.name).filter((n) => n !== ''))

const fileKeyRefVolumes = (spec: core.PodSpec, path: string): FieldError[] => {
  const containers = allContainers(spec)
  if (!anyFileKeyRef(containers)) return []
  const sources = new Map<string, core.Volume>()
  for (const v of spec.volumes ?? []) sources.set(v.name, v)
  const errs: FieldError[] = []
  for (let k = 0; k < containers.length; k++) {
    const c = containers[k] as core.Container | core.EphemeralContainer
    const p = containerPath(spec, path, k)
    ;(c.env ?? []).forEach((ev, j) => {
      const ref = ev.valueFrom?.fileKeyRef
      if (ref === undefined) return
      const vp = child(child(child(index(child(p, 'env'), j), 'valueFrom'), 'fileKeyRef'), 'volumeName')
      const v = sources.get(ref.volumeName)
      if (v === undefined) errs.push(notFound(vp, ref.volumeName))
      else if (v.emptyDir === undefined)
        errs.push(invalid(vp, ref.volumeName, 'referenced volume must be of type emptyDir'))
    })
  }
  return errs
}

/**
 * `ValidatePodSpec(spec, nil, path, opts)` (`allowPrivileged`: the API
 * server's `--allow-privileged`, off by default) — the rules this library
 * implements (see the module comment and docs/pod-template.md).
 *
 * @example
 * validatePodSpec(spec, 'spec.template.spec', POD_TEMPLATE_CREATE_OPTIONS)
 */
export const validatePodSpec = (
  spec: core.PodSpec,
  path: string,
  opts: PodValidationOptions,
  allowPrivileged = false,
): FieldError[] => {
  const errs: FieldError[] = []
  if (spec.terminationGracePeriodSeconds === undefined)
    errs.push(required(child(path, 'terminationGracePeriodSeconds')))
  const vols = validateVolumes(spec.volumes, child(path, 'volumes'), opts)
  pushAll(errs, vols.errors)
  const ctx: PodContext = {
    volumes: vols.volumes,
    podClaimNames: podClaimNames(spec.resourceClaims),
    os: spec.os,
    gracePeriod: spec.terminationGracePeriodSeconds,
    podRestartPolicy: spec.restartPolicy,
    hostUsers: spec.hostUsers !== false,
    opts,
    allowPrivileged,
  }
  // The checks of an unset list or struct find nothing: their path is built only for a set field.
  if (spec.resourceClaims !== undefined)
    pushAll(errs, validatePodResourceClaims(spec.resourceClaims, child(path, 'resourceClaims')))
  pushAll(errs, validateContainers(spec.containers, child(path, 'containers'), ctx))
  if (spec.initContainers !== undefined)
    pushAll(errs, validateInitContainers(spec.initContainers, spec.containers, child(path, 'initContainers'), ctx))
  if (spec.ephemeralContainers !== undefined)
    pushAll(errs, validateEphemeralContainers(spec, child(path, 'ephemeralContainers'), ctx))
  if (opts.podLevelResourcesEnabled)
    pushAll(errs, validatePodResources(spec, ctx.podClaimNames, path, opts.allowIndivisibleHugePagesValues))
  pushAll(errs, hostNetworkDeps(spec, path, opts))
  pushAll(errs, policy(spec.restartPolicy, child(path, 'restartPolicy'), RESTART_POLICIES))
  pushAll(errs, policy(spec.dnsPolicy, child(path, 'dnsPolicy'), DNS_POLICIES))
  pushAll(errs, labelsInOrder(spec.nodeSelector, child(path, 'nodeSelector')))
  const sharedPid = spec.hostPID && spec.shareProcessNamespace === true
  // Before 1.37 the rule sat in the pod security context's checks (internally the fields live there).
  const sharedPidInContext = sharedPid && minorOf(opts) < MINOR_RULES.shareProcessNamespaceInPodSpec
  errs.push(
    ...validatePodSecurityContext(
      spec.securityContext ?? (sharedPidInContext ? zeroStruct(PodSecurityContextSchema) : undefined),
      child(path, 'securityContext'),
      { hostNetwork: spec.hostNetwork, hostIPC: spec.hostIPC, sharedPidWithHostPID: sharedPidInContext },
      opts.allowNamespacedSysctlsForHostNetAndHostIPC,
      opts.allowOnlyRecursiveSELinuxChangePolicy,
    ),
  )
  if (sharedPid && !sharedPidInContext)
    errs.push(
      invalid(child(path, 'shareProcessNamespace'), true, 'ShareProcessNamespace and HostPID cannot both be enabled'),
    )
  if (spec.affinity !== undefined) {
    pushAll(errs, validateAffinity(spec.affinity, opts, child(path, 'affinity')))
    pushAll(errs, validatePodAffinities(spec.affinity, child(path, 'affinity'), opts.allowInvalidLabelValueInSelector))
  }
  pushAll(errs, validatePodDNSConfig(spec.dnsConfig, spec.dnsPolicy, child(path, 'dnsConfig')))
  if (spec.readinessGates !== undefined)
    pushAll(errs, validateReadinessGates(spec.readinessGates, child(path, 'readinessGates')))
  if (spec.schedulingGates !== undefined)
    pushAll(errs, validateSchedulingGates(spec.schedulingGates, child(path, 'schedulingGates')))
  if (spec.topologySpreadConstraints !== undefined)
    errs.push(
      ...validateTopologySpreadConstraints(
        spec.topologySpreadConstraints,
        child(path, 'topologySpreadConstraints'),
        opts,
      ),
    )
  pushAll(errs, validateHostProcess(spec, path, allowPrivileged))
  pushAll(errs, hostUsersChecks(spec, path, opts))
  pushAll(errs, hostnameOverride(spec, path))
  if (spec.serviceAccountName.length > 0)
    pushAll(errs, subdomainName(spec.serviceAccountName, child(path, 'serviceAccountName')))
  if (spec.serviceAccount !== spec.serviceAccountName && minorOf(opts) >= MINOR_RULES.deprecatedServiceAccountRule)
    errs.push(
      invalid(
        child(path, 'deprecatedServiceAccount'),
        spec.serviceAccount,
        `must be the same as serviceAccountName: ${goQuote(spec.serviceAccountName)}`,
      ),
    )
  if (spec.nodeName.length > 0) pushAll(errs, subdomainName(spec.nodeName, child(path, 'nodeName')))
  const ads = spec.activeDeadlineSeconds
  if (ads !== undefined && (ads < 1 || ads > MAX_INT32))
    errs.push(invalid(child(path, 'activeDeadlineSeconds'), ads, inclusiveRange(1, MAX_INT32)))
  if (spec.hostname.length > 0) pushAll(errs, validateDNS1123Label(spec.hostname, child(path, 'hostname')))
  if (spec.subdomain.length > 0) pushAll(errs, validateDNS1123Label(spec.subdomain, child(path, 'subdomain')))
  if ((spec.tolerations ?? []).length > 0)
    pushAll(errs, validateTolerations(spec.tolerations, child(path, 'tolerations'), opts))
  if (spec.hostAliases !== undefined) pushAll(errs, validateHostAliases(spec.hostAliases, child(path, 'hostAliases')))
  if (spec.priorityClassName.length > 0)
    pushAll(errs, subdomainName(spec.priorityClassName, child(path, 'priorityClassName')))
  if (spec.runtimeClassName !== undefined)
    pushAll(errs, subdomainName(spec.runtimeClassName, child(path, 'runtimeClassName')))
  if (spec.preemptionPolicy !== undefined)
    pushAll(errs, policy(spec.preemptionPolicy, child(path, 'preemptionPolicy'), PREEMPTION_POLICIES))
  if (spec.overhead !== undefined)
    errs.push(
      ...validateContainerResources(
        { limits: spec.overhead, requests: undefined, claims: undefined },
        new Set(),
        child(path, 'overhead'),
        undefined,
        opts.allowIndivisibleHugePagesValues,
      ),
    )
  const osErrs = validateOS(spec.os, child(path, 'os'))
  if (osErrs.length > 0) pushAll(errs, osErrs)
  else if (spec.os?.name === 'linux') pushAll(errs, validateLinux(spec, path))
  else if (spec.os?.name === 'windows') pushAll(errs, validateWindows(spec, path, minorOf(opts)))
  pushAll(errs, fileKeyRefVolumes(spec, path))
  return errs
}

/**
 * `ValidatePodTemplateSpec(template, path, opts)` (`allowPrivileged`: the
 * API server's `--allow-privileged`, off by default): template labels and
 * annotations (at `<path>.labels` / `<path>.annotations`, as upstream
 * prints them), the pod spec at `<path>.spec`, and no ephemeral containers.
 *
 * @example
 * validatePodTemplateSpec(model, 'spec.template', POD_TEMPLATE_CREATE_OPTIONS)
 */
export const validatePodTemplateSpec = (
  template: core.PodTemplateSpec,
  path: string,
  opts: PodValidationOptions = POD_TEMPLATE_CREATE_OPTIONS,
  allowPrivileged = false,
): FieldError[] => {
  const errs = [
    ...labelsInOrder(template.metadata.labels, child(path, 'labels')),
    ...validateAnnotations(template.metadata.annotations, child(path, 'annotations')),
    ...validatePodSpecificAnnotations(template.metadata.annotations, template.spec, child(path, 'annotations'), opts),
    ...validatePodSpec(template.spec, child(path, 'spec'), opts, allowPrivileged),
    ...validateProfileAnnotationsMatchFields(template.metadata.annotations, template.spec, child(path, 'spec')),
  ]
  if ((template.spec.ephemeralContainers ?? []).length > 0)
    errs.push(
      forbidden(child(child(path, 'spec'), 'ephemeralContainers'), 'ephemeral containers not allowed in pod template'),
    )
  return errs
}
