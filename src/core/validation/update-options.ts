/**
 * The options an update derives from the old template
 * (`pod.GetValidationOptionsFromPodTemplate(new, old)`), for the rules
 * that a template already stored may keep breaking: namespaced sysctls in
 * the host's namespaces, hugepage quantities that are not whole pages,
 * `CAP_SYS_ADMIN` with privilege escalation off, and user namespaces
 * (`hostUsers: false`) with `volumeDevices` or `hostNetwork`; and the
 * container stop signals, which an update keeps when the old template has one.
 *
 * @module
 */
import type * as core from '../generated/model'
import type { Quantity } from '../quantity/index'
import type { PodValidationOptions } from './options'
import { POD_TEMPLATE_CREATE_OPTIONS } from './pod-spec'
import { hugePageMultiple } from './resources'
import { sysctlNamespace } from './sysctls'
import { isValidLabelValue, validateLabelSelector } from '../../labels/index'
import { DELETION_COST, validDeletionCost } from './pod-annotations'
import { localNonReservedPath } from './paths'
import { affinityTermSelectors, matchAndMismatchKeys } from './spread-affinity'
import { volumeUserFieldsInUse } from './volume-users'

const allContainers = (spec: core.PodSpec): ReadonlyArray<core.Container | core.EphemeralContainer> => [
  ...(spec.initContainers ?? []),
  ...(spec.containers ?? []),
  ...(spec.ephemeralContainers ?? []),
]

/** A sysctl the old pod sets that its host namespaces rule out. */
const hasHostNamespacedSysctl = (spec: core.PodSpec): boolean =>
  (spec.securityContext?.sysctls ?? []).some((s) => {
    const ns = sysctlNamespace(s.name)
    return (ns === 'net' && spec.hostNetwork) || (ns === 'ipc' && spec.hostIPC)
  })

const indivisible = (list: Readonly<Record<string, Quantity>> | undefined): boolean =>
  list !== undefined && Object.keys(list).some((name) => hugePageMultiple(name, list[name] as Quantity, '').length > 0)

/** A hugepage quantity of a container (limits or requests) or of the overhead that is not whole pages. */
const hasIndivisibleHugePages = (spec: core.PodSpec): boolean =>
  indivisible(spec.overhead) ||
  allContainers(spec).some((c) => indivisible(c.resources.limits) || indivisible(c.resources.requests))

/** A container adding `CAP_SYS_ADMIN` without allowing privilege escalation explicitly. */
const hasSysAdminWithoutEscalation = (spec: core.PodSpec): boolean =>
  allContainers(spec).some(
    (c) =>
      c.securityContext?.allowPrivilegeEscalation !== true &&
      (c.securityContext?.capabilities?.add ?? []).includes('CAP_SYS_ADMIN'),
  )

/** User namespaces (`hostUsers: false`) with a container that has `volumeDevices`. */
const hasUserNamespacesWithVolumeDevices = (spec: core.PodSpec): boolean =>
  spec.hostUsers === false && allContainers(spec).some((c) => (c.volumeDevices ?? []).length > 0)

/** User namespaces (`hostUsers: false`) with `hostNetwork`. */
const hasUserNamespacesWithHostNetwork = (spec: core.PodSpec): boolean => spec.hostUsers === false && spec.hostNetwork

/** A required node-affinity term with a value that is not a label value (`HasInvalidLabelValueInNodeSelectorTerms`). */
const hasInvalidLabelValueInRequiredNodeAffinity = (spec: core.PodSpec): boolean =>
  (spec.affinity?.nodeAffinity?.requiredDuringSchedulingIgnoredDuringExecution?.nodeSelectorTerms ?? []).some((t) =>
    (t.matchExpressions ?? []).some((e) => (e.values ?? []).some((v) => isValidLabelValue(v).length > 0)),
  )

/** A pod (anti-)affinity term whose selectors do not validate (`hasInvalidLabelValueInAffinitySelector`). */
const hasInvalidAffinitySelector = (spec: core.PodSpec): boolean =>
  [spec.affinity?.podAffinity, spec.affinity?.podAntiAffinity].some(
    (a) =>
      a !== undefined &&
      [
        ...(a.requiredDuringSchedulingIgnoredDuringExecution ?? []),
        ...(a.preferredDuringSchedulingIgnoredDuringExecution ?? []).map((w) => w.podAffinityTerm),
      ].some((t) => affinityTermSelectors(t, '', false).length > 0),
  )

/** A topology spread constraint whose label selector does not validate. */
const hasInvalidSpreadSelector = (spec: core.PodSpec): boolean =>
  (spec.topologySpreadConstraints ?? []).some((c) => validateLabelSelector(c.labelSelector, '').length > 0)

/** A topology spread constraint whose matchLabelKeys fail the selector-merge rules. */
const hasInvalidSpreadMatchLabelKeys = (spec: core.PodSpec): boolean =>
  (spec.topologySpreadConstraints ?? []).some(
    (c) => matchAndMismatchKeys('', c.matchLabelKeys, undefined, c.labelSelector).length > 0,
  )

/** A projected service account token whose path is not a local path. */
const hasNonLocalProjectedTokenPath = (spec: core.PodSpec): boolean =>
  (spec.volumes ?? []).some((v) =>
    (v.projected?.sources ?? []).some(
      (s) => s.serviceAccountToken !== undefined && localNonReservedPath(s.serviceAccountToken.path, '').length > 0,
    ),
  )

/** An image volume without a reference. */
const hasEmptyImageVolumeReference = (spec: core.PodSpec): boolean =>
  (spec.volumes ?? []).some((v) => v.image !== undefined && v.image.reference.length === 0)

/** A toleration with the `Lt` or `Gt` operator (TaintTolerationComparisonOperators is off at v1.37). */
const hasTolerationComparisonOperators = (spec: core.PodSpec): boolean =>
  (spec.tolerations ?? []).some((t) => t.operator === 'Lt' || t.operator === 'Gt')

/** An init container that is not a sidecar with a `RestartContainer` resize policy. */
const hasRestartContainerForNonSidecarInitContainer = (spec: core.PodSpec): boolean =>
  (spec.initContainers ?? []).some(
    (c) => c.restartPolicy !== 'Always' && (c.resizePolicy ?? []).some((p) => p.restartPolicy === 'RestartContainer'),
  )

/** A pod deletion cost annotation that is not an int32. */
const hasInvalidDeletionCost = (meta: core.ObjectMeta): boolean => {
  const a = meta.annotations
  const cost = a !== undefined && Object.hasOwn(a, DELETION_COST) ? a[DELETION_COST] : undefined
  return cost !== undefined && !validDeletionCost(cost)
}

/** A container (of any kind) with a stop signal: Go keeps the stop signals of the new template then. */
const hasStopSignals = (spec: core.PodSpec): boolean =>
  allContainers(spec).some((c) => c.lifecycle?.stopSignal !== undefined)

/**
 * The pod validation options of an update of a Job's template: those of a
 * new template, relaxed where the old template already breaks a rule.
 *
 * @example
 * templateUpdateOptions(oldTemplate).allowIndivisibleHugePagesValues // true when the old template had 3Mi of hugepages-2Mi
 */
export const templateUpdateOptions = (
  oldTemplate: core.PodTemplateSpec,
  base: PodValidationOptions = POD_TEMPLATE_CREATE_OPTIONS,
): PodValidationOptions => {
  const old = oldTemplate.spec
  return {
    ...base,
    allowNamespacedSysctlsForHostNetAndHostIPC:
      base.allowNamespacedSysctlsForHostNetAndHostIPC || hasHostNamespacedSysctl(old),
    allowIndivisibleHugePagesValues: base.allowIndivisibleHugePagesValues || hasIndivisibleHugePages(old),
    allowSysAdminWhenPrivilegeEscalationFalse:
      base.allowSysAdminWhenPrivilegeEscalationFalse || hasSysAdminWithoutEscalation(old),
    allowUserNamespacesWithVolumeDevices:
      base.allowUserNamespacesWithVolumeDevices || hasUserNamespacesWithVolumeDevices(old),
    allowUserNamespacesHostNetworkSupport:
      base.allowUserNamespacesHostNetworkSupport || hasUserNamespacesWithHostNetwork(old),
    allowContainerStopSignals: base.allowContainerStopSignals || hasStopSignals(old),
    allowAtomicWriteVolumeUserFields: base.allowAtomicWriteVolumeUserFields || volumeUserFieldsInUse(old),
    allowInvalidLabelValueInSelector: base.allowInvalidLabelValueInSelector || hasInvalidAffinitySelector(old),
    allowInvalidLabelValueInRequiredNodeAffinity:
      base.allowInvalidLabelValueInRequiredNodeAffinity || hasInvalidLabelValueInRequiredNodeAffinity(old),
    allowInvalidTopologySpreadConstraintLabelSelector:
      base.allowInvalidTopologySpreadConstraintLabelSelector || hasInvalidSpreadSelector(old),
    oldPodViolatesMatchLabelKeysValidation:
      base.oldPodViolatesMatchLabelKeysValidation ||
      (base.allowMatchLabelKeysInPodTopologySpread &&
        base.allowMatchLabelKeysInPodTopologySpreadSelectorMerge &&
        hasInvalidSpreadMatchLabelKeys(old)),
    allowNonLocalProjectedTokenPath: base.allowNonLocalProjectedTokenPath || hasNonLocalProjectedTokenPath(old),
    allowEmptyImageVolumeReference: base.allowEmptyImageVolumeReference || hasEmptyImageVolumeReference(old),
    allowTaintTolerationComparisonOperators:
      base.allowTaintTolerationComparisonOperators || hasTolerationComparisonOperators(old),
    allowExistingRestartContainerForNonSidecarInitContainer:
      base.allowExistingRestartContainerForNonSidecarInitContainer ||
      hasRestartContainerForNonSidecarInitContainer(old),
    allowInvalidPodDeletionCost: base.allowInvalidPodDeletionCost || hasInvalidDeletionCost(oldTemplate.metadata),
  }
}
