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
  /** The CronJob controller's Jobs are those whose controller reference has its UID (before: in its namespace, the reference naming it). */
  cronJobJobsByControllerUid: 37,
  /** The CronJob controller reads a Job whose name is taken in the CronJob's namespace (before: in the empty namespace of the Job it sent, an error `jobs.batch "…" not found`). */
  cronJobExistingJobInOwnNamespace: 37,
  /** `ShareProcessNamespace and HostPID cannot both be enabled` at `spec.shareProcessNamespace` (before: in the pod security context's checks, at `spec.securityContext.shareProcessNamespace`). */
  shareProcessNamespaceInPodSpec: 37,
  /** A Windows pod's `hostUsers`, `hostPID`, `hostIPC` and `shareProcessNamespace` are refused after the security context's fields (before: among them, after `seLinuxOptions` and `sysctls`). */
  windowsHostFieldsAfterSecurityContext: 37,
  /** Label texts of apimachinery 1.35: `must be no more than 63 bytes` and `a valid label key must consist …` (before: `63 characters`, `a qualified name must consist …`). */
  labelTextsInBytes: 35,
  /** An empty CSI driver name is only `Required value` (before: also `Invalid value: ""` with the DNS-subdomain text). */
  csiDriverRequiredOnly: 35,
  /** A toleration's `Lt`/`Gt` operator is listed among the supported values when refused (before: `"Equal", "Exists"` only, as any other operator). */
  tolerationComparisonOperatorsListed: 35,
  /** The Job strategy lets a suspended Job with no active pods that never started or has `Suspended=True` change its template's scheduling directives and container resources, under their gates (before: `Suspended=True` needed; for resources, `spec.suspend` not checked). */
  suspendedTemplateMutableBeforeStart: 36,
  /** The Job controller keeps `status.active` when it waits for the pod-failure back-off before creating pods (before: `manageJob` answered 0 active). */
  jobActiveKeptInBackoff: 36,
  /** `must be 'NotRequired' when pod \`restartPolicy\` is 'Never'` for a resize policy (before: without `pod`). */
  resizePolicyPodRestartText: 36,
  /** A non-sidecar init container's resize policy may not be `RestartContainer` (\`must not be set to 'RestartContainer' for non-sidecar initContainers\`; before: no such rule). */
  nonSidecarInitRestartContainerRefused: 36,
  /** An embedded ObjectMeta without a creation time is written without it (before: `"creationTimestamp": null` in a Job's or CronJob's templates). */
  templateTimestampOmitted: 34,
  /** A managed-fields entry's operation: empty is `Required value: must not be empty`, another is `Unsupported value` (before: both `Invalid value: …: must be \`Apply\` or \`Update\``). */
  managedFieldsOperationNotSupported: 37,
  /** An update keeps a template whose container adds CAP_SYS_ADMIN with \`allowPrivilegeEscalation: false\` when the old one did (before: always refused). */
  sysAdminWithoutEscalationKept: 37,
  /** An update keeps \`hostNetwork\` with \`hostUsers: false\` when the old template had it (before: always \`Forbidden: when \`hostUsers\` is false\`). */
  userNamespacesHostNetworkKept: 35,
  /** An error's message prints its bad value as JSON (before: Go values, a nil one as \`"null"\`; see ./minor-texts.ts). */
  badValuesAsJson: 34,
  /** Pod \`hostNetwork\`/\`HostPID\`/\`HostIPC\` with \`hostUsers: false\`: \`when \`hostUsers\` is false\` (before: \`when \`pod.Spec.HostUsers\` is false\`). */
  hostUsersShortText: 34,
  /** A DNS search domain's error shows the regex with underscores (before: the plain subdomain regex, though the text allows '_'). */
  dnsSearchRegexWithUnderscore: 34,
  /** An empty \`spec.os.name\` is a bare \`Required value\` (before: \`Required value: cannot be empty\`). */
  osNameRequiredBare: 34,
  /** A CronJob's Job template gets the pod-failure-policy pattern \`status: True\` default (before: only a Job's, in \`SetDefaults_Job\`; the template's empty status is \`Required value\`). */
  cronJobPatternStatusDefault: 34,
  /** The decoder names its scheme `pkg/runtime/scheme.go:111` in `no kind … is registered` (before: `scheme.go:110`, the line moved in apimachinery). */
  schemeLine111: 35,
  /** A restart rule's unsupported `action` lists the allowed actions (before: `"Restart"` alone, even with `RestartAllContainers` allowed). */
  restartRuleActionsListed: 36,
  /** Too many restart rules (over 20) or exit codes (over 255) are `Too many: …: must have at most N items` (before: `Too long: may not be more than N bytes`). */
  restartRuleListsTooMany: 36,
  /** An init container with restart rules and no `restartPolicy` is \`Required value: must specify restartPolicy when restart rules are used\` (before: not checked; a regular container always was). */
  initRestartRulesNeedPolicy: 35,
  /** A projected `serviceAccountToken` without `expirationSeconds` (not defaulted) is `Required value` (before: the zero value, `Invalid value: 0: may not specify a duration less than 10 minutes`). */
  tokenExpirationRequired: 37,
  /** A projected volume's source without paths adds none to the `overlapping paths` warnings (before: the previous source's paths again, each then overlapping itself). */
  projectedPathsPerSource: 34,
  /** Owner-reference texts without the field name (`must not be empty`; before: `uid must not be empty`). */
  ownerReferenceShortTexts: 34,
  /** A JSON type error's Go field path names the embedded structs it passes (`livenessProbe.ProbeHandler.httpGet.port`; before: `livenessProbe.httpGet.port`). */
  decodePathsNameEmbeddedStructs: 35,
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
 * Whether validation options that carry the profile's minor
 * (`PodValidationOptions.kubernetesMinor`, absent for the newest minor)
 * have a behaviour.
 *
 * @example
 * sinceMinor({ kubernetesMinor: 34 }, 'csiDriverRequiredOnly') // false
 * sinceMinor({}, 'csiDriverRequiredOnly') // true
 */
export const sinceMinor = (opts: { readonly kubernetesMinor?: number }, rule: MinorRule): boolean => {
  const minor =
    Object.hasOwn(opts, 'kubernetesMinor') && typeof opts.kubernetesMinor === 'number'
      ? opts.kubernetesMinor
      : LATEST_MINOR
  return minor >= MINOR_RULES[rule]
}

/**
 * Whether the profile's minor has a behaviour (is at or after its first minor).
 *
 * @example
 * since({ kubernetesVersion: '1.36' }, 'serviceAccountDefault') // false
 */
export const since = (profile: { readonly kubernetesVersion: string }, rule: MinorRule): boolean =>
  minorNumber(profile.kubernetesVersion) >= MINOR_RULES[rule]
