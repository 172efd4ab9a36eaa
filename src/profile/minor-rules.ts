/**
 * Every difference between the supported Kubernetes minors that is not a
 * feature gate, in one table: each named behaviour with the first minor
 * that has it. Code asks {@link since} (or {@link minorNumber}) instead of
 * comparing versions itself, so that one code base answers for every minor
 * (docs/versions.md lists the same rows with an example each).
 *
 * @module
 */

/**
 * The first minor of each version-ranged behaviour (the minor number: 37 is
 * Kubernetes 1.37). A minor below the number has the older behaviour.
 *
 * @example
 * MINOR_RULES.serviceAccountDefault // 37
 */
export const MINOR_RULES = {
  /** `metadata.ownerReferences[i].<field>: Required value` (before: `metadata.ownerReferences.<field>: Invalid value`). */
  ownerReferenceIndexedPaths: 37,
  /** Defaulting copies `serviceAccountName` into `serviceAccount` when the latter is empty. */
  serviceAccountDefault: 37,
  /** `spec.deprecatedServiceAccount` must equal `serviceAccountName` when both are set. */
  deprecatedServiceAccountRule: 37,
  /** A Job update runs `ValidateJobUpdate` only (before: `ValidateJob` and `ValidateJobUpdate`, create checks included). */
  jobUpdateWithoutCreateChecks: 37,
  /** The API server lists an error identical to an earlier one once (before: as often as validation found it). */
  distinctErrors: 37,
  /** CronJob validation checks `spec.schedule` after the Job template (before: first in the spec). */
  cronJobScheduleAfterTemplate: 37,
  /** `ShareProcessNamespace and HostPID cannot both be enabled` at `spec.shareProcessNamespace` (before: in the pod security context's checks, at `spec.securityContext.shareProcessNamespace`). */
  shareProcessNamespaceInPodSpec: 37,
  /** A resize policy under a pod `restartPolicy: Never`: `must be 'NotRequired' when pod \`restartPolicy\` is 'Never'` (before: `when \`restartPolicy\` is`). */
  resizePolicyPodRestartText: 36,
  /** A managed-fields entry's bad `operation`: `Required value: must not be empty` / `Unsupported value` (before: `Invalid value: …: must be \`Apply\` or \`Update\``). */
  managedFieldsOperationTexts: 37,
  /** A restart rule's unsupported `action` lists the allowed actions (before: `"Restart"` alone, even with `RestartAllContainers` allowed). */
  restartRuleActionsListed: 36,
  /** Owner-reference texts without the field name (`must not be empty`; before: `uid must not be empty`). */
  ownerReferenceShortTexts: 34,
} as const

/**
 * A named version-ranged behaviour.
 *
 * @example
 * const r: MinorRule = 'serviceAccountDefault'
 */
export type MinorRule = keyof typeof MINOR_RULES

/**
 * The newest supported minor's number (the default profile's).
 *
 * @example
 * LATEST_MINOR // 37
 */
export const LATEST_MINOR = 37

/**
 * The minor number of a supported version (`'1.36'` → 36); 37 for anything
 * else.
 *
 * @example
 * minorNumber('1.35') // 35
 */
export const minorNumber = (version: string): number => {
  if (typeof version !== 'string' || version.length !== 4 || !version.startsWith('1.')) return LATEST_MINOR
  const tens = version.charCodeAt(2) - 48
  const ones = version.charCodeAt(3) - 48
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : LATEST_MINOR
}

/**
 * Whether the profile's minor has a behaviour (is at or after its first minor).
 *
 * @example
 * since({ kubernetesVersion: '1.36' }, 'serviceAccountDefault') // false
 */
export const since = (profile: { readonly kubernetesVersion: string }, rule: MinorRule): boolean =>
  minorNumber(profile.kubernetesVersion) >= MINOR_RULES[rule]
