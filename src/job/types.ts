/**
 * Wire types of the Kubernetes Job in its two API versions (batch/v1 and the
 * retired extensions/v1beta1), as plain read-only TypeScript interfaces.
 *
 * Every object type carries an index signature so that fields this library
 * does not know are kept (`decodeJob` never drops what a user wrote).
 * The io-ts codecs in `./codec.ts` decode into these shapes.
 *
 * @module
 */

/** A string→string label or annotation map. */
export type StringMap = Readonly<Record<string, string>>

/** meta/v1 `LabelSelectorRequirement` in JSON form. */
export interface LabelSelectorRequirementWire {
  readonly key: string
  readonly operator: string
  readonly values?: readonly string[] | null
  readonly [extra: string]: unknown
}

/** meta/v1 `LabelSelector` in JSON form. */
export interface LabelSelectorWire {
  readonly matchLabels?: StringMap | null
  readonly matchExpressions?: readonly LabelSelectorRequirementWire[] | null
  readonly [extra: string]: unknown
}

/** meta/v1 `ObjectMeta` (the fields this library reads; the rest is kept). */
export interface ObjectMeta {
  readonly name?: string
  readonly generateName?: string
  readonly namespace?: string
  readonly uid?: string
  readonly resourceVersion?: string
  readonly generation?: number
  readonly creationTimestamp?: string | null
  readonly deletionTimestamp?: string | null
  readonly labels?: StringMap | null
  readonly annotations?: StringMap | null
  readonly finalizers?: readonly string[] | null
  readonly [extra: string]: unknown
}

/** core/v1 `Container` (the fields Job validation reads; the rest is kept). */
export interface Container {
  readonly name?: string
  readonly image?: string
  readonly [extra: string]: unknown
}

/** core/v1 `PodSpec` (the fields Job validation reads; the rest is kept). */
export interface PodSpec {
  readonly restartPolicy?: string
  readonly containers?: readonly Container[] | null
  readonly initContainers?: readonly Container[] | null
  readonly [extra: string]: unknown
}

/** core/v1 `PodTemplateSpec`. */
export interface PodTemplateSpec {
  readonly metadata?: ObjectMeta
  readonly spec?: PodSpec
  readonly [extra: string]: unknown
}

/** batch/v1 `PodFailurePolicyOnExitCodesRequirement`. */
export interface PodFailurePolicyOnExitCodesRequirement {
  readonly containerName?: string | null
  readonly operator: string
  readonly values: readonly number[]
  readonly [extra: string]: unknown
}

/** batch/v1 `PodFailurePolicyOnPodConditionsPattern`. */
export interface PodFailurePolicyOnPodConditionsPattern {
  readonly type: string
  readonly status?: string
  readonly [extra: string]: unknown
}

/** batch/v1 `PodFailurePolicyRule`. */
export interface PodFailurePolicyRule {
  readonly action: string
  readonly onExitCodes?: PodFailurePolicyOnExitCodesRequirement | null
  readonly onPodConditions?: readonly PodFailurePolicyOnPodConditionsPattern[] | null
  readonly [extra: string]: unknown
}

/** batch/v1 `PodFailurePolicy`. */
export interface PodFailurePolicy {
  readonly rules: readonly PodFailurePolicyRule[]
  readonly [extra: string]: unknown
}

/** batch/v1 `SuccessPolicyRule`. */
export interface SuccessPolicyRule {
  readonly succeededIndexes?: string | null
  readonly succeededCount?: number | null
  readonly [extra: string]: unknown
}

/** batch/v1 `SuccessPolicy`. */
export interface SuccessPolicy {
  readonly rules: readonly SuccessPolicyRule[]
  readonly [extra: string]: unknown
}

/** batch/v1 `JobSpec`, all current fields. */
export interface JobSpec {
  readonly parallelism?: number | null
  readonly completions?: number | null
  readonly activeDeadlineSeconds?: number | null
  readonly podFailurePolicy?: PodFailurePolicy | null
  readonly successPolicy?: SuccessPolicy | null
  readonly backoffLimit?: number | null
  readonly backoffLimitPerIndex?: number | null
  readonly maxFailedIndexes?: number | null
  readonly selector?: LabelSelectorWire | null
  readonly manualSelector?: boolean | null
  readonly template: PodTemplateSpec
  readonly ttlSecondsAfterFinished?: number | null
  readonly completionMode?: string | null
  readonly suspend?: boolean | null
  readonly podReplacementPolicy?: string | null
  readonly managedBy?: string | null
  readonly [extra: string]: unknown
}

/** batch/v1 `JobCondition`. */
export interface JobCondition {
  readonly type: string
  readonly status: string
  readonly lastProbeTime?: string | null
  readonly lastTransitionTime?: string | null
  readonly reason?: string
  readonly message?: string
  readonly [extra: string]: unknown
}

/** batch/v1 `UncountedTerminatedPods`. */
export interface UncountedTerminatedPods {
  readonly succeeded?: readonly string[] | null
  readonly failed?: readonly string[] | null
  readonly [extra: string]: unknown
}

/** batch/v1 `JobStatus`. */
export interface JobStatus {
  readonly conditions?: readonly JobCondition[] | null
  readonly startTime?: string | null
  readonly completionTime?: string | null
  readonly active?: number
  readonly succeeded?: number
  readonly failed?: number
  readonly terminating?: number | null
  readonly completedIndexes?: string
  readonly failedIndexes?: string | null
  readonly uncountedTerminatedPods?: UncountedTerminatedPods | null
  readonly ready?: number | null
  readonly [extra: string]: unknown
}

/** A batch/v1 Job in wire (JSON) form. */
export interface Job {
  readonly apiVersion: 'batch/v1'
  readonly kind: 'Job'
  readonly metadata?: ObjectMeta
  readonly spec: JobSpec
  readonly status?: JobStatus
  readonly [extra: string]: unknown
}

/** extensions/v1beta1 `JobSpec`: `autoSelector` instead of `manualSelector`. */
export interface JobSpecV1beta1 {
  readonly parallelism?: number | null
  readonly completions?: number | null
  readonly activeDeadlineSeconds?: number | null
  readonly selector?: LabelSelectorWire | null
  readonly autoSelector?: boolean | null
  readonly template: PodTemplateSpec
  readonly [extra: string]: unknown
}

/** An extensions/v1beta1 Job in wire (JSON) form. */
export interface JobV1beta1 {
  readonly apiVersion: 'extensions/v1beta1'
  readonly kind: 'Job'
  readonly metadata?: ObjectMeta
  readonly spec: JobSpecV1beta1
  readonly status?: JobStatus
  readonly [extra: string]: unknown
}
