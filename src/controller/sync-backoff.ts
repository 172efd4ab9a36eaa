/**
 * `syncJob`'s counting of the pods that finished since the last sync: the
 * working `succeeded` / `failed` counters (a failure counts unless the pod
 * failure policy ignores it) and the back-off record those finishes update
 * (upstream's `newBackoffRecord`). Internal to the package.
 *
 * @module
 */
import type { JobStatus } from '../job/generated/batch-model'
import type { BackoffRecord } from './backoff'
import { PodPhase } from './constants'
import type { JobPods } from './sync-job-pods'
import type { SyncSpec } from './sync-spec'
import { count } from './sync-state'
import { nextBackoffRecord } from './sync-support'

/**
 * What the newly finished pods add up to.
 *
 * @example
 * const c: FinishedCounts = countFinishedPods(jobPods, spec, model.status, backoff)
 * c.failed // status.failed + new counted failures + uncounted failures
 */
export interface FinishedCounts {
  /** `status.uncountedTerminatedPods.succeeded` as read. */
  readonly uncountedSucceeded: readonly string[]
  /** `status.uncountedTerminatedPods.failed` as read. */
  readonly uncountedFailed: readonly string[]
  /** {@link uncountedSucceeded} as a set. */
  readonly uncSucc: ReadonlySet<string>
  /** {@link uncountedFailed} as a set. */
  readonly uncFail: ReadonlySet<string>
  /** `status.succeeded` as read (0 when malformed). */
  readonly statusSucceeded: number
  /** `status.failed` as read (0 when malformed). */
  readonly statusFailed: number
  /** Succeeded pods: counted, uncounted and newly finished. */
  readonly succeeded: number
  /** Failed pods that count: counted, uncounted and newly finished (policy-ignored failures left out). */
  readonly failed: number
  /** The back-off record with the new finishes folded in (the input record when nothing finished). */
  readonly record: BackoffRecord
}

/**
 * Counts the pods that finished since the last sync (tracked, with a valid
 * index, not yet in `uncountedTerminatedPods`) and folds their finish times
 * into the back-off record. Counts and finish times do not depend on the
 * order of the pods.
 *
 * @example
 * countFinishedPods(jobPods, spec, model.status, { failuresAfterLastSuccess: 0 }).succeeded // 0 without pods
 */
export const countFinishedPods = (
  jobPods: JobPods,
  spec: SyncSpec,
  status: JobStatus,
  backoff: BackoffRecord,
): FinishedCounts => {
  const { scan, finishedAt } = jobPods
  const { indexed, comps, policy } = spec
  const finishedCount = scan.finishedCount
  const uncountedSucceeded = status.uncountedTerminatedPods?.succeeded ?? []
  const uncountedFailed = status.uncountedTerminatedPods?.failed ?? []
  const uncSucc = new Set(uncountedSucceeded)
  const uncFail = new Set(uncountedFailed)
  // Only the finish times are kept (for the back-off record), as unboxed numbers.
  // (typed arrays sized to the most they can hold: no push growth, no GC copying)
  const newSucceededTimes = new Float64Array(finishedCount + scan.others.length)
  const newFailedTimes = new Float64Array(finishedCount + scan.others.length)
  let newSucceededCount = 0
  let newFailedCount = 0
  let newFailedCounted = 0
  for (const p of scan.others) {
    if (!p.finalizer || !jobPods.validIndex(p)) continue
    if (p.phase === PodPhase.Succeeded && !uncSucc.has(p.uid))
      newSucceededTimes[newSucceededCount++] = finishedAt(p.pod)
    if (jobPods.isFailed(p) && !uncFail.has(p.uid)) {
      newFailedTimes[newFailedCount++] = finishedAt(p.pod)
      if (jobPods.countsAsFailed(p)) newFailedCounted++
    }
  }
  // Tracked finished pods: the finalizer is present and the phase is
  // Succeeded or Failed (so "failed" is exactly "not succeeded").
  for (let k = 0; k < finishedCount; k++) {
    if (indexed) {
      const ix = jobPods.finishedIndexOf(k)
      if (ix < 0 || ix >= comps) continue
    }
    const time = scan.finishedTimes[k] as number
    if (jobPods.finishedSucceeded(k)) {
      if (uncSucc.size === 0 || !uncSucc.has(scan.finishedUids[k] as string))
        newSucceededTimes[newSucceededCount++] = time
    } else if (uncFail.size === 0 || !uncFail.has(scan.finishedUids[k] as string)) {
      newFailedTimes[newFailedCount++] = time
      if (policy === undefined || jobPods.countsAsFailed(jobPods.finishedPod(k))) newFailedCounted++
    }
  }
  const statusSucceeded = count(status.succeeded) ?? 0
  const statusFailed = count(status.failed) ?? 0
  return {
    uncountedSucceeded,
    uncountedFailed,
    uncSucc,
    uncFail,
    statusSucceeded,
    statusFailed,
    succeeded: statusSucceeded + newSucceededCount + uncSucc.size,
    failed: statusFailed + newFailedCounted + uncFail.size,
    record:
      newSucceededCount > 0 || newFailedCount > 0
        ? nextBackoffRecord(backoff, newSucceededTimes, newFailedTimes, newSucceededCount, newFailedCount)
        : backoff,
  }
}
