/**
 * The options of pod validation (Go's `PodValidationOptions`) and the
 * context pod-spec validation hands to the container checks.
 *
 * @module
 */
import type * as core from '../generated/model'
import { LATEST_MINOR } from '../../profile/minor-rules'

/**
 * Go's `validation.PodValidationOptions`: switches that relax or extend pod
 * validation. The Job strategy derives them from the template (and the old
 * template on update) with `pod.GetValidationOptionsFromPodTemplate`.
 *
 * @example
 * const o: PodValidationOptions = { ...DEFAULT_POD_VALIDATION_OPTIONS, podLevelResourcesEnabled: true }
 */
export interface PodValidationOptions {
  readonly allowInvalidPodDeletionCost: boolean
  readonly allowInvalidLabelValueInSelector: boolean
  readonly allowIndivisibleHugePagesValues: boolean
  readonly allowInvalidTopologySpreadConstraintLabelSelector: boolean
  readonly allowNonLocalProjectedTokenPath: boolean
  readonly allowNamespacedSysctlsForHostNetAndHostIPC: boolean
  readonly resourceIsPod: boolean
  readonly allowRelaxedEnvironmentVariableValidation: boolean
  readonly allowOnlyRecursiveSELinuxChangePolicy: boolean
  readonly podLevelResourcesEnabled: boolean
  readonly inPlacePodLevelResourcesVerticalScalingEnabled: boolean
  readonly inPlacePodVerticalScalingMemoryBackedVolumesEnabled: boolean
  readonly allowSidecarResizePolicy: boolean
  readonly allowInvalidLabelValueInRequiredNodeAffinity: boolean
  readonly allowMatchLabelKeysInPodTopologySpread: boolean
  readonly allowMatchLabelKeysInPodTopologySpreadSelectorMerge: boolean
  readonly oldPodViolatesMatchLabelKeysValidation: boolean
  readonly oldPodViolatesLegacyMatchLabelKeysValidation: boolean
  readonly allowEnvFilesValidation: boolean
  readonly allowContainerRestartPolicyRules: boolean
  readonly allowExistingRestartContainerForNonSidecarInitContainer: boolean
  readonly allowUserNamespacesWithVolumeDevices: boolean
  readonly allowTaintTolerationComparisonOperators: boolean
  /**
   * The Kubernetes minor number whose rules apply (37 when absent): the
   * library's own switch for the version-ranged rules that are not feature
   * gates (src/profile/minor-rules.ts), set from the cluster profile.
   */
  readonly kubernetesMinor?: number
  readonly allowUserNamespacesHostNetworkSupport: boolean
  readonly allowRestartAllContainers: boolean
  readonly allowImageVolumeWithDigest: boolean
  /** `VolumeAttributesClass` off (1.33) and unused by the old template: a claim template's `volumeAttributesClassName` is not checked. */
  readonly volumeAttributesClassOff?: boolean
  readonly allowEmptyImageVolumeReference: boolean
  readonly allowSysAdminWhenPrivilegeEscalationFalse: boolean
  /**
   * Not one of Go's options: container stop signals (`lifecycle.stopSignal`)
   * are kept and validated. With the ContainerStopSignals gate off (v1.37's
   * default) `pod.DropDisabledTemplateFields` drops them before validation
   * unless the old template of an update sets one; `templateUpdateOptions`
   * turns this on then.
   */
  readonly allowContainerStopSignals: boolean
  /**
   * Not one of Go's options: the `user`/`defaultUser` fields of secret,
   * config map, downward API and projected volumes are kept and validated.
   * With the AtomicWriteVolumeUserFields gate off (v1.37's default) they
   * are dropped before validation unless the old template of an update sets
   * one; `templateUpdateOptions` turns this on then.
   */
  readonly allowAtomicWriteVolumeUserFields: boolean
}

/**
 * Every option off (Go's zero `PodValidationOptions{}`).
 *
 * @example
 * DEFAULT_POD_VALIDATION_OPTIONS.resourceIsPod // false
 */
export const DEFAULT_POD_VALIDATION_OPTIONS: PodValidationOptions = {
  allowInvalidPodDeletionCost: false,
  allowInvalidLabelValueInSelector: false,
  allowIndivisibleHugePagesValues: false,
  allowInvalidTopologySpreadConstraintLabelSelector: false,
  allowNonLocalProjectedTokenPath: false,
  allowNamespacedSysctlsForHostNetAndHostIPC: false,
  resourceIsPod: false,
  allowRelaxedEnvironmentVariableValidation: false,
  allowOnlyRecursiveSELinuxChangePolicy: false,
  podLevelResourcesEnabled: false,
  inPlacePodLevelResourcesVerticalScalingEnabled: false,
  inPlacePodVerticalScalingMemoryBackedVolumesEnabled: false,
  allowSidecarResizePolicy: false,
  allowInvalidLabelValueInRequiredNodeAffinity: false,
  allowMatchLabelKeysInPodTopologySpread: false,
  allowMatchLabelKeysInPodTopologySpreadSelectorMerge: false,
  oldPodViolatesMatchLabelKeysValidation: false,
  oldPodViolatesLegacyMatchLabelKeysValidation: false,
  allowEnvFilesValidation: false,
  allowContainerRestartPolicyRules: false,
  allowExistingRestartContainerForNonSidecarInitContainer: false,
  allowUserNamespacesWithVolumeDevices: false,
  allowTaintTolerationComparisonOperators: false,
  allowUserNamespacesHostNetworkSupport: false,
  allowRestartAllContainers: false,
  allowImageVolumeWithDigest: false,
  allowEmptyImageVolumeReference: false,
  allowSysAdminWhenPrivilegeEscalationFalse: false,
  allowContainerStopSignals: false,
  allowAtomicWriteVolumeUserFields: false,
}

/**
 * What `ValidatePodSpec` computes once and passes to the container checks
 * (Go passes them as separate arguments to `validateContainers`,
 * `validateInitContainers` and `validateEphemeralContainers`).
 *
 * @example
 * declare const ctx: PodContext
 * ctx.volumes.has('data')
 */
export interface PodContext {
  /** The pod's volumes by name (Go: `map[string]core.VolumeSource` from `ValidateVolumes`). */
  readonly volumes: ReadonlyMap<string, core.Volume>
  /** Names of `spec.resourceClaims` (Go: `gatherPodResourceClaimNames`). */
  readonly podClaimNames: ReadonlySet<string>
  readonly os: core.PodOS | undefined
  readonly gracePeriod: number | undefined
  /** `spec.restartPolicy` (Go passes a pointer to it). */
  readonly podRestartPolicy: string
  /** `spec.hostUsers` resolved (Go: `hostUsers := spec.SecurityContext == nil || spec.SecurityContext.HostUsers == nil || *HostUsers`). */
  readonly hostUsers: boolean
  readonly opts: PodValidationOptions
  /** The API server's `--allow-privileged` (Go: `capabilities.Get().AllowPrivileged`). */
  readonly allowPrivileged: boolean
}

/**
 * The minor number whose rules apply to a validation (`kubernetesMinor`,
 * else the newest, src/profile/minor-rules.ts `LATEST_MINOR`).
 *
 * @example
 * minorOfOptions({ kubernetesMinor: 35 }) // 35
 */
export const minorOfOptions = (opts: Pick<PodValidationOptions, 'kubernetesMinor'>): number =>
  Object.hasOwn(opts, 'kubernetesMinor') && typeof opts.kubernetesMinor === 'number'
    ? opts.kubernetesMinor
    : LATEST_MINOR
