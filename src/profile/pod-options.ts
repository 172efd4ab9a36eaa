/**
 * The pod validation options a cluster profile's feature gates switch
 * (`pod.GetValidationOptionsFromPodSpecAndMeta` reads them from
 * `utilfeature.DefaultFeatureGate`): the gates of
 * {@link IMPLEMENTED_GATES} that act through `PodValidationOptions`.
 *
 * @module
 */
import type { PodValidationOptions } from '../core/validation/options'
import type * as core from '../core/generated/model'
import {
  fileKeyRefInUse,
  type GateOn,
  restartAllContainersInUse,
  restartRulesInUse,
} from '../core/validation/drop-gated'
import { jobPathGates } from './gate-table'
import { minorAtLeast } from './versions'
import { gateEnabled, type ResolvedClusterProfile } from './resolve'
import { minorNumber, since } from './minor-rules'

/**
 * `base` (the options of Kubernetes 1.37 at its defaults, relaxed for an
 * update by `templateUpdateOptions`) with the options the profile's gates
 * set, as `pod.GetValidationOptionsFromPodSpecAndMeta` reads them:
 * `PodLevelResources`, `ContainerRestartRules` and
 * `RestartAllContainersOnContainerExits` (each also on when the old
 * template of an update uses them), `InPlacePodVerticalScaling`
 * (sidecar resize policy), `MatchLabelKeysInPodTopologySpread` and its
 * `…SelectorMerge`, `EnvFiles` (also on when the old template of an update
 * uses `fileKeyRef`), `SELinuxMount` (off: only `Recursive` as
 * `seLinuxChangePolicy`, unless the old template sets one),
 * `TaintTolerationComparisonOperators` (the `Gt`/`Lt` toleration
 * operators; `base` keeps them when the old template used them) and
 * `PodDeletionCost` (off: the annotation is not checked). Kubernetes 1.37
 * without overrides leaves `base` as it is. `old`: the old template's spec
 * of an update. A minor before 1.37 also sets `kubernetesMinor`, which the
 * version-ranged rules that are not gates read (./minor-rules.ts).
 *
 * @example
 * withGatedPodOptions(POD_TEMPLATE_CREATE_OPTIONS, DEFAULT_CLUSTER_PROFILE) === POD_TEMPLATE_CREATE_OPTIONS // true
 */
export const withGatedPodOptions = (
  base: PodValidationOptions,
  profile: ResolvedClusterProfile,
  old?: core.PodSpec,
): PodValidationOptions => {
  const on = gatesOn(profile)
  if (on === undefined) return base
  return {
    ...base,
    podLevelResourcesEnabled: on('PodLevelResources'),
    // Before the gate existed (1.33) nothing is ratcheted: the old template's restart policies earn nothing.
    allowContainerRestartPolicyRules:
      on('ContainerRestartRules') ||
      (old !== undefined &&
        jobPathGates(profile.kubernetesVersion).has('ContainerRestartRules') &&
        restartRulesInUse(old)),
    // A minor without the gate (before 1.35) has no `RestartAllContainers` action, whatever the old template holds.
    allowRestartAllContainers:
      jobPathGates(profile.kubernetesVersion).has('RestartAllContainersOnContainerExits') &&
      (on('RestartAllContainersOnContainerExits') || (old !== undefined && restartAllContainersInUse(old))),
    allowSidecarResizePolicy: on('InPlacePodVerticalScaling'),
    allowMatchLabelKeysInPodTopologySpread: on('MatchLabelKeysInPodTopologySpread'),
    allowMatchLabelKeysInPodTopologySpreadSelectorMerge: on('MatchLabelKeysInPodTopologySpreadSelectorMerge'),
    allowEnvFilesValidation: on('EnvFiles') || (old !== undefined && fileKeyRefInUse(old)),
    allowOnlyRecursiveSELinuxChangePolicy:
      !on('SELinuxMount') && old?.securityContext?.seLinuxChangePolicy === undefined,
    allowTaintTolerationComparisonOperators:
      base.allowTaintTolerationComparisonOperators || on('TaintTolerationComparisonOperators'),
    allowInvalidPodDeletionCost: base.allowInvalidPodDeletionCost || !on('PodDeletionCost'),
    // An ephemeral claim template is validated with the gate alone (no old template: nothing is ratcheted).
    volumeAttributesClassOff:
      jobPathGates(profile.kubernetesVersion).has('VolumeAttributesClass') && !on('VolumeAttributesClass'),
    // Not gates: a template's image volume needs a reference from 1.37 on (before, only a pod's did),
    // user namespaces refuse volumeDevices from 1.34 on, an old template's CAP_SYS_ADMIN ratchet is 1.37's.
    allowEmptyImageVolumeReference: base.allowEmptyImageVolumeReference || !minorAtLeast(profile, '1.37'),
    allowUserNamespacesWithVolumeDevices: base.allowUserNamespacesWithVolumeDevices || !minorAtLeast(profile, '1.34'),
    // Relaxations an update earns from its old template, each from the minor that has it (./minor-rules.ts).
    allowSysAdminWhenPrivilegeEscalationFalse:
      base.allowSysAdminWhenPrivilegeEscalationFalse && since(profile, 'sysAdminWithoutEscalationKept'),
    allowUserNamespacesHostNetworkSupport:
      base.allowUserNamespacesHostNetworkSupport && since(profile, 'userNamespacesHostNetworkKept'),
    // The version-ranged rules that are not gates (./minor-rules.ts) read the minor.
    ...(minorAtLeast(profile, '1.37') ? {} : { kubernetesMinor: minorNumber(profile.kubernetesVersion) }),
  }
}

/**
 * The profile's gates as `dropDisabledTemplateFields` asks them, or
 * `undefined` for Kubernetes 1.37 without overrides (every gate whose
 * fields are dropped is on: nothing to drop).
 *
 * @example
 * gatesOn(DEFAULT_CLUSTER_PROFILE) // undefined
 * gatesOn({ kubernetesVersion: '1.33', allowPrivileged: true, featureGates: {} })?.('PodLevelResources') // false
 */
export const gatesOn = (profile: ResolvedClusterProfile): GateOn | undefined =>
  profile.kubernetesVersion === '1.37' && Object.keys(profile.featureGates).length === 0
    ? undefined
    : (gate) => gateEnabled(profile, gate)

/**
 * The gates as the dropping of disabled fields asks them: a gate the
 * version does not have counts as on (its fields are then either unknown
 * fields of the version, or, as `restartPolicy` before
 * `ContainerRestartRules`, checked by the version's older rules instead of
 * dropped). `undefined` as {@link gatesOn}.
 *
 * @example
 * dropGatesOn({ kubernetesVersion: '1.33', allowPrivileged: true, featureGates: {} })?.('ContainerRestartRules') // true
 */
export const dropGatesOn = (profile: ResolvedClusterProfile): GateOn | undefined =>
  profile.kubernetesVersion === '1.37' && Object.keys(profile.featureGates).length === 0
    ? undefined
    : (gate) => !jobPathGates(profile.kubernetesVersion).has(gate) || gateEnabled(profile, gate)
