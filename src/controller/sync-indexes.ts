/**
 * `syncJob`'s per-index decisions for Indexed Jobs: the succeeded and
 * failed indexes (`backoffLimitPerIndex`: an index fails when its pod
 * failure count reaches the limit or a `FailIndex` rule matches), the
 * failed pods whose deletion waits for their index's back-off, and the
 * finished-condition candidates the failed indexes give. Internal to the
 * package.
 *
 * @module
 */
import { JobConditionMessage, JobConditionReason, JobConditionType, PodFailurePolicyAction } from './constants'
import { absoluteFailureCountOf, indexFailureCountOf } from './pod-fields'
import type { Candidate } from './sync-conditions'
import {
  hasInterval,
  type Intervals,
  intervalsOf,
  mergeIntervals,
  parseIntervals,
  totalIntervals,
} from './sync-intervals'
import type { JobPods } from './sync-job-pods'
import type { SyncPod } from './sync-pods'
import type { SyncSpec } from './sync-spec'

/**
 * Where an Indexed Job's indexes stand at the start of the sync.
 *
 * @example
 * const ix: IndexProgress = readIndexProgress(spec, jobPods)
 * totalIntervals(ix.succeeded) // the Job's succeeded count
 */
export interface IndexProgress {
  /** `status.completedIndexes` as read. */
  readonly prevSucceeded: Intervals
  /** Succeeded indexes: {@link prevSucceeded} and the indexes of newly succeeded tracked pods. */
  readonly succeeded: Intervals
  /** Failed indexes (`status.failedIndexes` and the new ones); `undefined` without `backoffLimitPerIndex`. */
  readonly failed: Intervals | undefined
  /**
   * Per index still pending, the failed pod that decides its back-off
   * (IJU `getPodsWithDelayedDeletionPerIndex`): the one with the highest
   * absolute failure count, the latest to finish among equals. Its finalizer
   * stays until the index is replaced.
   */
  readonly delayed: ReadonlyMap<number, SyncPod>
}

/**
 * A NonIndexed Job's (no indexes).
 *
 * @example
 * NO_INDEXES.delayed.size // 0
 */
export const NO_INDEXES: IndexProgress = { prevSucceeded: [], succeeded: [], failed: undefined, delayed: new Map() }

/**
 * Reads the succeeded and failed indexes and the delayed deletions of an
 * Indexed Job.
 *
 * @example
 * readIndexProgress(spec, jobPods).failed // undefined without backoffLimitPerIndex
 */
export const readIndexProgress = (spec: SyncSpec, jobPods: JobPods): IndexProgress => {
  const { comps, perIndex } = spec
  const status = spec.model.status
  const scan = jobPods.scan
  const finishedCount = scan.finishedCount
  const prevSucceeded = parseIntervals(status.completedIndexes, comps)
  // Only finished pods can be Succeeded.
  const fresh = new Float64Array(finishedCount)
  let freshCount = 0
  for (let k = 0; k < finishedCount; k++) {
    const ix = jobPods.finishedIndexOf(k)
    if (jobPods.finishedSucceeded(k) && ix >= 0 && ix < comps) fresh[freshCount++] = ix
  }
  const succeeded = mergeIntervals(prevSucceeded, intervalsOf(fresh, freshCount))
  if (perIndex === undefined) return { prevSucceeded, succeeded, failed: undefined, delayed: new Map() }
  const failed = failedIndexes(spec, jobPods, perIndex)
  return { prevSucceeded, succeeded, failed, delayed: delayedDeletions(spec, jobPods, succeeded, failed) }
}

/** `status.failedIndexes` and the indexes of tracked failed pods that fail their index. */
const failedIndexes = (spec: SyncSpec, jobPods: JobPods, perIndex: number): Intervals => {
  const { comps, policy } = spec
  const failedIndexesIn = spec.model.status.failedIndexes
  const prevFailed = failedIndexesIn !== undefined ? parseIntervals(failedIndexesIn, comps) : []
  const freshFailed: number[] = []
  for (const p of jobPods.allOthers()) {
    if (p.index < 0 || p.index >= comps || !p.finalizer || !jobPods.isFailed(p)) continue
    let counted = true
    let failIndex = false
    if (policy !== undefined) {
      const m = jobPods.policyMatch(p)
      failIndex = m.action === PodFailurePolicyAction.FailIndex
      counted = m.countFailed
    }
    if (failIndex || (counted && indexFailureCountOf(p.pod) >= perIndex)) {
      freshFailed.push(p.index)
    }
  }
  return mergeIntervals(prevFailed, intervalsOf(freshFailed))
}

/** IJU `getPodsWithDelayedDeletionPerIndex` (see {@link IndexProgress.delayed}). */
const delayedDeletions = (
  spec: SyncSpec,
  jobPods: JobPods,
  succeeded: Intervals,
  failed: Intervals,
): Map<number, SyncPod> => {
  const comps = spec.comps
  const { scan, finishedAt } = jobPods
  const delayed = new Map<number, SyncPod>()
  const activeIndexes = new Set<number>()
  for (let k = 0; k < scan.activeCount; k++) {
    const ix = scan.activeIndex[k] as number
    if (ix >= 0) activeIndexes.add(ix)
  }
  for (const p of jobPods.allOthers()) {
    if (!p.finalizer || p.index < 0 || p.index >= comps || !jobPods.isFailed(p)) continue
    const ix = p.index
    if (hasInterval(succeeded, ix) || hasInterval(failed, ix) || activeIndexes.has(ix)) continue
    const previous = delayed.get(ix)
    if (
      previous === undefined ||
      (absoluteFailureCountOf(previous.pod) <= absoluteFailureCountOf(p.pod) &&
        !(finishedAt(p.pod) < finishedAt(previous.pod)))
    ) {
      delayed.set(ix, p)
    }
  }
  return delayed
}

/**
 * The failed indexes' finished-condition candidate: more failed indexes
 * than `maxFailedIndexes`, or every index finished with at least one failed.
 *
 * @example
 * failedIndexesCandidate(spec, readIndexProgress(spec, jobPods))?.reason // 'MaxFailedIndexesExceeded'
 */
export const failedIndexesCandidate = (spec: SyncSpec, indexes: IndexProgress): Candidate | undefined => {
  if (indexes.failed === undefined) return undefined
  const failedTotal = totalIntervals(indexes.failed)
  if (spec.maxFailedIndexes !== undefined && failedTotal > spec.maxFailedIndexes) {
    return {
      type: JobConditionType.FailureTarget,
      reason: JobConditionReason.MaxFailedIndexesExceeded,
      message: JobConditionMessage.MaxFailedIndexesExceeded,
    }
  }
  if (failedTotal > 0 && failedTotal + totalIntervals(indexes.succeeded) >= spec.comps) {
    return {
      type: JobConditionType.FailureTarget,
      reason: JobConditionReason.FailedIndexes,
      message: JobConditionMessage.FailedIndexes,
    }
  }
  return undefined
}
