/**
 * Names, strings and numbers the Kubernetes Job controller uses: pod
 * labels/annotations/finalizers, Job condition types, reasons and messages,
 * event reasons and messages, and the controller's tuning constants.
 *
 * Every string is byte-for-byte what upstream writes (batch/v1 API constants
 * and `pkg/controller/job`), so results built from them compare equal to a
 * real cluster's objects.
 *
 * @module
 */

// ---------------------------------------------------------------------------
// pod metadata
// ---------------------------------------------------------------------------

/**
 * Annotation (and label) carrying an Indexed Job pod's completion index.
 *
 * @example
 * pod.metadata.annotations[JOB_COMPLETION_INDEX_ANNOTATION] // '3'
 */
export const JOB_COMPLETION_INDEX_ANNOTATION = 'batch.kubernetes.io/job-completion-index'

/**
 * Annotation counting the failures of an index so far (backoffLimitPerIndex).
 *
 * @example
 * pod.metadata.annotations[JOB_INDEX_FAILURE_COUNT_ANNOTATION] // '2'
 */
export const JOB_INDEX_FAILURE_COUNT_ANNOTATION = 'batch.kubernetes.io/job-index-failure-count'

/**
 * Annotation counting an index's failures that matched an `Ignore` rule.
 *
 * @example
 * pod.metadata.annotations[JOB_INDEX_IGNORED_FAILURE_COUNT_ANNOTATION] // '1'
 */
export const JOB_INDEX_IGNORED_FAILURE_COUNT_ANNOTATION = 'batch.kubernetes.io/job-index-ignored-failure-count'

/**
 * Finalizer the controller puts on every pod it has not yet counted.
 *
 * @example
 * pod.metadata.finalizers.includes(JOB_TRACKING_FINALIZER)
 */
export const JOB_TRACKING_FINALIZER = 'batch.kubernetes.io/job-tracking'

/**
 * `spec.managedBy` value (and the default) meaning "the built-in Job controller".
 *
 * @example
 * (job.spec.managedBy ?? JOB_CONTROLLER_NAME) === JOB_CONTROLLER_NAME // reconciled here
 */
export const JOB_CONTROLLER_NAME = 'kubernetes.io/job-controller'

/**
 * Environment variable through which Indexed pods see their index.
 *
 * @example
 * JOB_COMPLETION_INDEX_ENV // 'JOB_COMPLETION_INDEX'
 */
export const JOB_COMPLETION_INDEX_ENV = 'JOB_COMPLETION_INDEX'

/**
 * Labels the API server adds to a Job's pod template (prefixed and legacy).
 *
 * @example
 * JOB_LABELS.jobName // 'batch.kubernetes.io/job-name'
 */
export const JOB_LABELS = {
  jobName: 'batch.kubernetes.io/job-name',
  controllerUid: 'batch.kubernetes.io/controller-uid',
  legacyJobName: 'job-name',
  legacyControllerUid: 'controller-uid',
} as const

// ---------------------------------------------------------------------------
// Job conditions
// ---------------------------------------------------------------------------

/**
 * batch/v1 Job condition types.
 *
 * @example
 * job.status.conditions.some((c) => c.type === JobConditionType.Complete && c.status === 'True')
 */
export const JobConditionType = {
  Suspended: 'Suspended',
  Complete: 'Complete',
  Failed: 'Failed',
  FailureTarget: 'FailureTarget',
  SuccessCriteriaMet: 'SuccessCriteriaMet',
} as const

/**
 * Condition reasons the controller writes.
 *
 * @example
 * JobConditionReason.BackoffLimitExceeded // 'BackoffLimitExceeded'
 */
export const JobConditionReason = {
  JobSuspended: 'JobSuspended',
  JobResumed: 'JobResumed',
  BackoffLimitExceeded: 'BackoffLimitExceeded',
  DeadlineExceeded: 'DeadlineExceeded',
  PodFailurePolicy: 'PodFailurePolicy',
  MaxFailedIndexesExceeded: 'MaxFailedIndexesExceeded',
  FailedIndexes: 'FailedIndexes',
  SuccessPolicy: 'SuccessPolicy',
  CompletionsReached: 'CompletionsReached',
} as const

/**
 * Fixed condition messages, keyed by reason. `PodFailurePolicy` and
 * `SuccessPolicy` messages are built per match (see `matchPodFailurePolicy`
 * and `matchSuccessPolicy`).
 *
 * @example
 * JobConditionMessage.DeadlineExceeded // 'Job was active longer than specified deadline'
 */
export const JobConditionMessage = {
  JobSuspended: 'Job suspended',
  JobResumed: 'Job resumed',
  BackoffLimitExceeded: 'Job has reached the specified backoff limit',
  DeadlineExceeded: 'Job was active longer than specified deadline',
  MaxFailedIndexesExceeded: 'Job has exceeded the specified maximal number of failed indexes',
  FailedIndexes: 'Job has failed indexes',
  CompletionsReached: 'Reached expected number of succeeded pods',
} as const

// ---------------------------------------------------------------------------
// events
// ---------------------------------------------------------------------------

/**
 * Job-level event reasons (a `Failed` condition also emits a Warning whose
 * reason and message are the condition's).
 *
 * @example
 * JobEventReason.Completed // 'Completed'
 */
export const JobEventReason = {
  Suspended: 'Suspended',
  Resumed: 'Resumed',
  Completed: 'Completed',
  TooManySucceededPods: 'TooManySucceededPods',
  UnknownCompletionMode: 'UnknownCompletionMode',
} as const

/**
 * Job-level event messages, keyed like {@link JobEventReason}.
 *
 * @example
 * JobEventMessage.Completed // 'Job completed'
 */
export const JobEventMessage = {
  Suspended: 'Job suspended',
  Resumed: 'Job resumed',
  Completed: 'Job completed',
  TooManySucceededPods: 'Too many succeeded pods running after completion count reached',
  UnknownCompletionMode: 'Skipped Job sync because completion mode is unknown',
} as const

/**
 * Pod-control event reasons (emitted per created/deleted pod).
 *
 * @example
 * `${PodControlEventReason.SuccessfulCreate}: Created pod: ${name}`
 */
export const PodControlEventReason = {
  SuccessfulCreate: 'SuccessfulCreate',
  FailedCreate: 'FailedCreate',
  SuccessfulDelete: 'SuccessfulDelete',
  FailedDelete: 'FailedDelete',
} as const

// ---------------------------------------------------------------------------
// spec enums
// ---------------------------------------------------------------------------

/**
 * Pod failure policy rule actions.
 *
 * @example
 * rule.action === PodFailurePolicyAction.FailJob
 */
export const PodFailurePolicyAction = {
  FailJob: 'FailJob',
  FailIndex: 'FailIndex',
  Ignore: 'Ignore',
  Count: 'Count',
} as const

/**
 * `onExitCodes` operators.
 *
 * @example
 * requirement.operator === PodFailurePolicyOnExitCodesOperator.NotIn
 */
export const PodFailurePolicyOnExitCodesOperator = { In: 'In', NotIn: 'NotIn' } as const

/**
 * `spec.completionMode` values.
 *
 * @example
 * (job.spec.completionMode ?? CompletionMode.NonIndexed) === CompletionMode.Indexed
 */
export const CompletionMode = { NonIndexed: 'NonIndexed', Indexed: 'Indexed' } as const

/**
 * `spec.podReplacementPolicy` values.
 *
 * @example
 * PodReplacementPolicy.Failed // 'Failed'
 */
export const PodReplacementPolicy = {
  TerminatingOrFailed: 'TerminatingOrFailed',
  Failed: 'Failed',
} as const

/**
 * core/v1 pod phases.
 *
 * @example
 * pod.status.phase === PodPhase.Succeeded
 */
export const PodPhase = {
  Pending: 'Pending',
  Running: 'Running',
  Succeeded: 'Succeeded',
  Failed: 'Failed',
  Unknown: 'Unknown',
} as const

/**
 * core/v1 pod condition types the controller reads.
 *
 * @example
 * PodConditionType.DisruptionTarget // 'DisruptionTarget'
 */
export const PodConditionType = {
  Ready: 'Ready',
  DisruptionTarget: 'DisruptionTarget',
  Initialized: 'Initialized',
} as const

// ---------------------------------------------------------------------------
// numbers
// ---------------------------------------------------------------------------

/**
 * Initial pod-failure back-off (`DefaultJobPodFailureBackOff`), seconds.
 *
 * @example
 * DEFAULT_JOB_POD_FAILURE_BACKOFF_SECONDS // 10
 */
export const DEFAULT_JOB_POD_FAILURE_BACKOFF_SECONDS = 10

/**
 * Pod-failure back-off cap (`MaxJobPodFailureBackOff`, 10 minutes), seconds.
 * The Job docs say six minutes; the controller code says ten.
 *
 * @example
 * MAX_JOB_POD_FAILURE_BACKOFF_SECONDS // 600
 */
export const MAX_JOB_POD_FAILURE_BACKOFF_SECONDS = 600

/**
 * Initial re-queue delay after an API error (`DefaultJobApiBackOff`), seconds.
 *
 * @example
 * DEFAULT_JOB_API_BACKOFF_SECONDS // 1
 */
export const DEFAULT_JOB_API_BACKOFF_SECONDS = 1

/**
 * Cap of the API-error re-queue delay (`MaxJobApiBackOff`), seconds.
 *
 * @example
 * MAX_JOB_API_BACKOFF_SECONDS // 60
 */
export const MAX_JOB_API_BACKOFF_SECONDS = 60

/**
 * Most pod UIDs (or indexes) recorded as uncounted in one sync (`MaxUncountedPods`).
 *
 * @example
 * MAX_UNCOUNTED_PODS // 500
 */
export const MAX_UNCOUNTED_PODS = 500

/**
 * Most pods created or deleted in one sync (`MaxPodCreateDeletePerSync`).
 *
 * @example
 * Math.min(diff, MAX_POD_CREATE_DELETE_PER_SYNC)
 */
export const MAX_POD_CREATE_DELETE_PER_SYNC = 500

/**
 * First slow-start batch size when creating pods (`SlowStartInitialBatchSize`).
 *
 * @example
 * SLOW_START_INITIAL_BATCH_SIZE // 1 (then 2, 4, 8, …)
 */
export const SLOW_START_INITIAL_BATCH_SIZE = 1

/**
 * Delay before a pod event re-syncs its Job (`syncJobBatchPeriod`), seconds.
 *
 * @example
 * SYNC_JOB_BATCH_PERIOD_SECONDS // 1
 */
export const SYNC_JOB_BATCH_PERIOD_SECONDS = 1

/**
 * API default of `spec.backoffLimit` when `backoffLimitPerIndex` is unset.
 *
 * @example
 * job.spec.backoffLimit ?? DEFAULT_BACKOFF_LIMIT
 */
export const DEFAULT_BACKOFF_LIMIT = 6

/**
 * Largest int32 (`math.MaxInt32`): the `backoffLimit` default with
 * `backoffLimitPerIndex`, and the upper bound of per-index failure counts.
 *
 * @example
 * MAX_INT32 // 2147483647
 */
export const MAX_INT32 = 2147483647
