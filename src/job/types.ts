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

/**
 * A string→string label or annotation map.
 *
 * @example
 * const labels: StringMap = { app: 'web' }
 */
export type StringMap = Readonly<Record<string, string>>

/**
 * meta/v1 `LabelSelectorRequirement` in JSON form.
 *
 * @example
 * const r: LabelSelectorRequirementWire = { key: 'tier', operator: 'NotIn', values: ['db'] }
 */
export interface LabelSelectorRequirementWire {
  readonly key: string
  readonly operator: string
  readonly values?: readonly string[] | null
  readonly [extra: string]: unknown
}

/**
 * meta/v1 `LabelSelector` in JSON form.
 *
 * @example
 * const s: LabelSelectorWire = { matchLabels: { app: 'web' } }
 */
export interface LabelSelectorWire {
  readonly matchLabels?: StringMap | null
  readonly matchExpressions?: readonly LabelSelectorRequirementWire[] | null
  readonly [extra: string]: unknown
}

/**
 * meta/v1 `ObjectMeta` (the fields this library reads; the rest is kept).
 *
 * @example
 * const m: ObjectMeta = { name: 'pi', namespace: 'default', labels: { app: 'pi' } }
 */
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

/**
 * core/v1 `Container` (the fields Job validation reads; the rest is kept).
 *
 * @example
 * const c: Container = { name: 'pi', image: 'perl:5.34.0' }
 */
export interface Container {
  readonly name?: string
  readonly image?: string
  readonly [extra: string]: unknown
}

/**
 * core/v1 `PodSpec` (the fields Job validation reads; the rest is kept).
 *
 * @example
 * const p: PodSpec = { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl:5.34.0' }] }
 */
export interface PodSpec {
  readonly restartPolicy?: string
  readonly containers?: readonly Container[] | null
  readonly initContainers?: readonly Container[] | null
  readonly [extra: string]: unknown
}

/**
 * core/v1 `PodTemplateSpec`.
 *
 * @example
 * const t: PodTemplateSpec = { metadata: { labels: { app: 'pi' } }, spec: { restartPolicy: 'Never', containers: [] } }
 */
export interface PodTemplateSpec {
  readonly metadata?: ObjectMeta
  readonly spec?: PodSpec
  readonly [extra: string]: unknown
}

/**
 * batch/v1 `PodFailurePolicyOnExitCodesRequirement`.
 *
 * @example
 * const r: PodFailurePolicyOnExitCodesRequirement = { containerName: 'main', operator: 'In', values: [42] }
 */
export interface PodFailurePolicyOnExitCodesRequirement {
  readonly containerName?: string | null
  readonly operator: string
  readonly values: readonly number[]
  readonly [extra: string]: unknown
}

/**
 * batch/v1 `PodFailurePolicyOnPodConditionsPattern`.
 *
 * @example
 * const p: PodFailurePolicyOnPodConditionsPattern = { type: 'DisruptionTarget', status: 'True' }
 */
export interface PodFailurePolicyOnPodConditionsPattern {
  readonly type: string
  readonly status?: string
  readonly [extra: string]: unknown
}

/**
 * batch/v1 `PodFailurePolicyRule`.
 *
 * @example
 * const r: PodFailurePolicyRule = { action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] }
 */
export interface PodFailurePolicyRule {
  readonly action: string
  readonly onExitCodes?: PodFailurePolicyOnExitCodesRequirement | null
  readonly onPodConditions?: readonly PodFailurePolicyOnPodConditionsPattern[] | null
  readonly [extra: string]: unknown
}

/**
 * batch/v1 `PodFailurePolicy`.
 *
 * @example
 * const p: PodFailurePolicy = { rules: [{ action: 'FailJob', onExitCodes: { operator: 'In', values: [42] } }] }
 */
export interface PodFailurePolicy {
  readonly rules: readonly PodFailurePolicyRule[]
  readonly [extra: string]: unknown
}

/**
 * batch/v1 `SuccessPolicyRule`.
 *
 * @example
 * const r: SuccessPolicyRule = { succeededIndexes: '0-2', succeededCount: 2 }
 */
export interface SuccessPolicyRule {
  readonly succeededIndexes?: string | null
  readonly succeededCount?: number | null
  readonly [extra: string]: unknown
}

/**
 * batch/v1 `SuccessPolicy`.
 *
 * @example
 * const p: SuccessPolicy = { rules: [{ succeededCount: 3 }] }
 */
export interface SuccessPolicy {
  readonly rules: readonly SuccessPolicyRule[]
  readonly [extra: string]: unknown
}

/**
 * batch/v1 `JobSpec`, all current fields.
 *
 * @example
 * const spec: JobSpec = { completions: 3, parallelism: 2, template: { spec: { restartPolicy: 'Never', containers: [{ name: 'w', image: 'busybox' }] } } }
 */
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

/**
 * batch/v1 `JobCondition`.
 *
 * @example
 * const c: JobCondition = { type: 'Complete', status: 'True', reason: 'CompletionsReached', message: 'Reached expected number of succeeded pods' }
 */
export interface JobCondition {
  readonly type: string
  readonly status: string
  readonly lastProbeTime?: string | null
  readonly lastTransitionTime?: string | null
  readonly reason?: string
  readonly message?: string
  readonly [extra: string]: unknown
}

/**
 * batch/v1 `UncountedTerminatedPods`.
 *
 * @example
 * const u: UncountedTerminatedPods = { succeeded: ['uid-1'], failed: [] }
 */
export interface UncountedTerminatedPods {
  readonly succeeded?: readonly string[] | null
  readonly failed?: readonly string[] | null
  readonly [extra: string]: unknown
}

/**
 * batch/v1 `JobStatus`.
 *
 * @example
 * const s: JobStatus = { active: 1, succeeded: 0, failed: 0, startTime: '2026-01-01T00:00:00Z' }
 */
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

/**
 * A batch/v1 Job in wire (JSON) form.
 *
 * @example
 * const job: Job = { apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'pi', namespace: 'default' },
 *   spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl:5.34.0' }] } } } }
 */
export interface Job {
  readonly apiVersion: 'batch/v1'
  readonly kind: 'Job'
  readonly metadata?: ObjectMeta
  readonly spec: JobSpec
  readonly status?: JobStatus
  readonly [extra: string]: unknown
}

/**
 * extensions/v1beta1 `JobSpec`: `autoSelector` instead of `manualSelector`.
 *
 * @example
 * const spec: JobSpecV1beta1 = { autoSelector: true, template: { spec: { restartPolicy: 'Never', containers: [] } } }
 */
export interface JobSpecV1beta1 {
  readonly parallelism?: number | null
  readonly completions?: number | null
  readonly activeDeadlineSeconds?: number | null
  readonly selector?: LabelSelectorWire | null
  readonly autoSelector?: boolean | null
  readonly template: PodTemplateSpec
  readonly [extra: string]: unknown
}

/**
 * An extensions/v1beta1 Job in wire (JSON) form.
 *
 * @example
 * const job: JobV1beta1 = { apiVersion: 'extensions/v1beta1', kind: 'Job', metadata: { name: 'pi' },
 *   spec: { autoSelector: true, template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } } } }
 */
export interface JobV1beta1 {
  readonly apiVersion: 'extensions/v1beta1'
  readonly kind: 'Job'
  readonly metadata?: ObjectMeta
  readonly spec: JobSpecV1beta1
  readonly status?: JobStatus
  readonly [extra: string]: unknown
}
