/**
 * `syncJob`'s first decisions, on the Job alone: whether this controller
 * syncs it at all (another `managedBy`, an already finished Job, an unknown
 * completion mode) and the spec every later decision reads, defaulted as the
 * API server would. Internal to the package.
 *
 * @module
 */
import type { Job, PodFailurePolicy } from '../job/generated/batch-model'
import {
  CompletionMode,
  DEFAULT_BACKOFF_LIMIT,
  JOB_CONTROLLER_NAME,
  JobConditionType,
  JobEventMessage,
  JobEventReason,
  MAX_INT32,
  PodReplacementPolicy,
} from './constants'
import { count, noop } from './sync-state'
import type { ControllerState, SyncResult } from './sync-types'

/**
 * The Job's spec as one sync reads it: defaulted, with malformed numbers
 * read as unset (see {@link readSyncSpec}).
 *
 * @example
 * const spec: SyncSpec | undefined = readSyncSpec(model)
 * spec?.comps // spec.completions, 0 for a work queue
 */
export interface SyncSpec {
  /** The Job, decoded once through the decoding boundary. */
  readonly model: Job
  /** `completionMode: Indexed`. */
  readonly indexed: boolean
  /** `spec.completions`; `undefined` for a work queue (parallelism only). */
  readonly completions: number | undefined
  /** `completions`, 0 when unset. */
  readonly comps: number
  /** `spec.parallelism` (1 when unset). */
  readonly parallelism: number
  /** `spec.backoffLimitPerIndex`. */
  readonly perIndex: number | undefined
  /** `spec.backoffLimit`, defaulted (6, or MaxInt32 with `backoffLimitPerIndex`). */
  readonly backoffLimit: number
  /** `spec.maxFailedIndexes`. */
  readonly maxFailedIndexes: number | undefined
  /** `spec.activeDeadlineSeconds`. */
  readonly deadline: number | undefined
  /** `spec.suspend: true`. */
  readonly suspended: boolean
  /** `spec.podFailurePolicy`. */
  readonly policy: PodFailurePolicy | undefined
  /** `podReplacementPolicy` (defaulted) is `Failed`: terminating pods are not replaced. */
  readonly onlyReplaceFailed: boolean
  /** The pod template's `restartPolicy`. */
  readonly restartPolicy: string
  /** The Job has a `deletionTimestamp`. */
  readonly jobDeleting: boolean
}

/**
 * The syncs that stop before looking at any pod: the Job is managed by
 * another controller, already has a `Complete`/`Failed=True` condition
 * (upstream reads any of them, not only the first of its type), or has a
 * completion mode this controller does not know. Returns the no-op result,
 * else `undefined` (the sync goes on).
 *
 * @example
 * skippedSync(job, model, {}) // undefined for a Job this controller syncs
 */
export const skippedSync = (job: unknown, model: Job, unchangedState: ControllerState): SyncResult | undefined => {
  const managedBy = model.spec.managedBy
  if (managedBy !== undefined && managedBy !== null && managedBy !== JOB_CONTROLLER_NAME) {
    return noop(job, unchangedState)
  }
  for (const c of model.status.conditions ?? []) {
    if ((c.type === JobConditionType.Complete || c.type === JobConditionType.Failed) && c.status === 'True') {
      return noop(job, { expectationsSatisfied: true })
    }
  }
  const mode = model.spec.completionMode
  if (mode !== undefined && mode !== null && mode !== CompletionMode.NonIndexed && mode !== CompletionMode.Indexed) {
    return noop(job, unchangedState, [
      { type: 'Warning', reason: JobEventReason.UnknownCompletionMode, message: JobEventMessage.UnknownCompletionMode },
    ])
  }
  return undefined
}

/**
 * The spec, defaulted as the API server would (both `completions` and
 * `parallelism` unset read as 1 and 1; `backoffLimit` 6, or MaxInt32 with
 * `backoffLimitPerIndex`; `podReplacementPolicy` `Failed` with a pod failure
 * policy, else `TerminatingOrFailed`). `undefined` for an Indexed Job
 * without `completions` (upstream cannot sync it).
 *
 * @example
 * readSyncSpec(model)?.backoffLimit // 6 when unset
 */
export const readSyncSpec = (model: Job): SyncSpec | undefined => {
  const spec = model.spec
  const indexed = spec.completionMode === CompletionMode.Indexed
  let completions = count(spec.completions)
  let parallelism = count(spec.parallelism)
  if (completions === undefined && parallelism === undefined) {
    completions = 1
    parallelism = 1
  }
  if (indexed && completions === undefined) return undefined
  const perIndex = count(spec.backoffLimitPerIndex)
  const policy = spec.podFailurePolicy
  const replacement =
    spec.podReplacementPolicy !== undefined
      ? spec.podReplacementPolicy
      : policy !== undefined
        ? PodReplacementPolicy.Failed
        : PodReplacementPolicy.TerminatingOrFailed
  return {
    model,
    indexed,
    completions,
    comps: completions ?? 0,
    parallelism: parallelism ?? 1,
    perIndex,
    backoffLimit: count(spec.backoffLimit) ?? (perIndex !== undefined ? MAX_INT32 : DEFAULT_BACKOFF_LIMIT),
    maxFailedIndexes: count(spec.maxFailedIndexes),
    deadline: count(spec.activeDeadlineSeconds),
    suspended: spec.suspend === true,
    policy,
    onlyReplaceFailed: replacement === PodReplacementPolicy.Failed,
    restartPolicy: spec.template.spec.restartPolicy,
    jobDeleting: model.metadata.deletionTimestamp !== undefined,
  }
}
