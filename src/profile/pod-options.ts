/**
 * The pod validation options a cluster profile's feature gates switch
 * (`pod.GetValidationOptionsFromPodSpecAndMeta` reads them from
 * `utilfeature.DefaultFeatureGate`): the gates of
 * {@link IMPLEMENTED_GATES} that act through `PodValidationOptions`.
 *
 * @module
 */
import type { PodValidationOptions } from '../core/validation/options'
import { gateEnabled, type ResolvedClusterProfile } from './resolve'
import { LATEST_MINOR, minorNumber } from './minor-rules'

/**
 * `base` with the options the profile's gates set, and, for a minor before
 * the newest, `kubernetesMinor` (the version-ranged rules of
 * ./minor-rules.ts):
 * `TaintTolerationComparisonOperators` allows the `Gt`/`Lt` toleration
 * operators (Go: `AllowTaintTolerationComparisonOperators`, also allowed
 * when the old template used them), and `PodDeletionCost` off stops the
 * check of the `controller.kubernetes.io/pod-deletion-cost` annotation (Go:
 * `AllowInvalidPodDeletionCost: !PodDeletionCost`). A profile without gate
 * overrides leaves `base` as it is.
 *
 * @example
 * withGatedPodOptions(POD_TEMPLATE_CREATE_OPTIONS, DEFAULT_CLUSTER_PROFILE) === POD_TEMPLATE_CREATE_OPTIONS // true
 */
export const withGatedPodOptions = (
  base: PodValidationOptions,
  profile: ResolvedClusterProfile,
): PodValidationOptions => {
  const minor = minorNumber(profile.kubernetesVersion)
  const gated = gatedOptions(base, profile)
  return minor < LATEST_MINOR ? { ...gated, kubernetesMinor: minor } : gated
}

const gatedOptions = (base: PodValidationOptions, profile: ResolvedClusterProfile): PodValidationOptions => {
  if (Object.keys(profile.featureGates).length === 0) return base
  const comparison = gateEnabled(profile, 'TaintTolerationComparisonOperators')
  const cost = gateEnabled(profile, 'PodDeletionCost')
  if (!comparison && cost) return base
  return {
    ...base,
    allowTaintTolerationComparisonOperators: base.allowTaintTolerationComparisonOperators || comparison,
    allowInvalidPodDeletionCost: base.allowInvalidPodDeletionCost || !cost,
  }
}
