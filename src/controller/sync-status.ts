/**
 * `syncJob`'s new status and result: the input status with the sync's
 * changes applied (pod counts, counters, `uncountedTerminatedPods`, the
 * Indexed `completedIndexes` / `failedIndexes`, `startTime`,
 * `completionTime`, conditions), whether upstream writes it (and so stores
 * the back-off record), and the result the sync returns. Internal to the
 * package.
 *
 * @module
 */
import type { JobStatus as JobStatusModel } from '../job/generated/batch-model'
import type { JobStatus } from '../job/types'
import type { BackoffRecord } from './backoff'
import { JobConditionType } from './constants'
import type { FinishedCounts } from './sync-backoff'
import type { Candidate } from './sync-conditions'
import type { FinalizerAccounting } from './sync-finalizers'
import { writeInterimConditions, writeTerminalCondition } from './sync-finished'
import type { IndexProgress } from './sync-indexes'
import { intervalsOf, mergeIntervals, printIntervals, printsAs, totalIntervals } from './sync-intervals'
import type { SyncRun } from './sync-run'
import { count, type NormalState, writeState } from './sync-state'
import type { SyncResult } from './sync-types'

/**
 * Whether the active, ready or terminating count differs from the input
 * status (upstream then writes the status).
 *
 * @example
 * podCountsChanged(run, model.status) // true when a pod was created
 */
export const podCountsChanged = (run: SyncRun, status: JobStatusModel): boolean =>
  run.active !== (count(status.active) ?? 0) || status.ready !== run.ready || status.terminating !== run.terminating

/**
 * The new status (see the module comment); writes the interim and terminal
 * conditions on the way.
 *
 * @example
 * newStatus(run, statusIn, undefined, counts, NO_INDEXES, accounting)['active'] // run.active, unless 0
 */
export const newStatus = (
  run: SyncRun,
  statusIn: Record<string, unknown>,
  candidate: Candidate | undefined,
  counts: FinishedCounts,
  indexes: IndexProgress,
  accounting: FinalizerAccounting,
): Record<string, unknown> => {
  const status: Record<string, unknown> = { ...statusIn }
  const statusSucceeded = run.spec.indexed
    ? writeIndexes(run, status, counts, indexes, accounting)
    : accounting.statusSucceeded
  const finished = writeInterimConditions(run, candidate)
  // (nothing below changes run.needsFlush)
  const terminalWritten = writeTerminalCondition(run, finished, accounting, statusSucceeded)
  // A sync that writes no status leaves the stored one as it was, whatever
  // it worked out in memory (an Indexed Job's `succeeded` is the index total
  // only once a write stores it).
  if (!run.needsFlush && !accounting.lateFlush && !terminalWritten) return { ...statusIn }
  const completionTime =
    terminalWritten && finished?.type === JobConditionType.Complete ? run.nowStr : statusIn['completionTime']
  if (run.conditions.length > 0 || Object.hasOwn(statusIn, 'conditions')) status['conditions'] = run.conditions
  // A sync that writes no status persists no new startTime either.
  if (
    run.startTime !== undefined &&
    (run.needsFlush || accounting.lateFlush || terminalWritten || run.startTime === statusIn['startTime'])
  )
    status['startTime'] = run.startTime
  else if (run.startTimeCleared) delete status['startTime']
  if (completionTime !== undefined) status['completionTime'] = completionTime
  // active/succeeded/failed are omitempty upstream: a 0 is not written (ready/terminating are pointers, kept).
  if (run.active !== 0) status['active'] = run.active
  else delete status['active']
  status['ready'] = run.ready
  status['terminating'] = run.terminating
  if (statusSucceeded !== 0) status['succeeded'] = statusSucceeded
  else delete status['succeeded']
  if (accounting.statusFailed !== 0) status['failed'] = accounting.statusFailed
  else delete status['failed']
  const uncountedOut: Record<string, unknown> = {}
  if (accounting.keepSucceeded.length > 0) uncountedOut['succeeded'] = accounting.keepSucceeded
  if (accounting.keepFailed.length > 0) uncountedOut['failed'] = accounting.keepFailed
  status['uncountedTerminatedPods'] = uncountedOut
  return status
}

/**
 * Indexed: writes `completedIndexes` (with the indexes counted in this
 * sync) and `failedIndexes` into `status`, setting `run.needsFlush` when
 * they change; returns the `succeeded` counter.
 */
const writeIndexes = (
  run: SyncRun,
  status: Record<string, unknown>,
  counts: FinishedCounts,
  indexes: IndexProgress,
  accounting: FinalizerAccounting,
): number => {
  const statusModel = run.spec.model.status
  const succeededIv = mergeIntervals(indexes.succeeded, intervalsOf(accounting.newSucceededIndexes))
  // (a string upstream, omitempty: an absent value reads as '')
  const completedIn = statusModel.completedIndexes
  // (an unchanged, canonical input string is reused rather than re-printed)
  const completedIndexes = printsAs(succeededIv, completedIn) ? completedIn : printIntervals(succeededIv)
  if (completedIndexes !== completedIn) run.needsFlush = true
  // Upstream sets the counter to the index total after its first flush of
  // uncountedTerminatedPods, then adds the uncounted successes whose pod
  // loses its finalizer in this sync on top (even when their index is
  // already counted).
  let statusSucceeded = totalIntervals(succeededIv)
  const { trackedBefore } = accounting
  const uncSuccList = counts.uncountedSucceeded
  if (trackedBefore !== undefined && uncSuccList.length > 0) {
    const kept = new Set(accounting.keepSucceeded)
    for (const u of uncSuccList) if (trackedBefore.has(u) && !kept.has(u)) statusSucceeded++
  }
  if (completedIndexes === '') delete status['completedIndexes']
  else status['completedIndexes'] = completedIndexes
  if (indexes.failed !== undefined) {
    const failedIndexes = printIntervals(indexes.failed)
    if (failedIndexes !== statusModel.failedIndexes) run.needsFlush = true
    status['failedIndexes'] = failedIndexes
  } else if (Object.hasOwn(status, 'failedIndexes')) {
    if (status['failedIndexes'] !== null && status['failedIndexes'] !== undefined) run.needsFlush = true
    delete status['failedIndexes']
  }
  return statusSucceeded
}

/**
 * The sync's result: the new status, the pod actions and events recorded
 * in `run`, the earliest requeue, the ownership patches, and the controller
 * state — the back-off record `record` is stored only when upstream writes
 * the status (else the one stored before, if any, stays).
 *
 * @example
 * syncResult(run, status, st, counts.record).createPods // run.createPods
 */
export const syncResult = (
  run: SyncRun,
  status: Record<string, unknown>,
  st: NormalState,
  record: BackoffRecord,
): SyncResult => {
  const result: {
    -readonly [K in keyof SyncResult]: SyncResult[K]
  } = {
    status: status as JobStatus,
    createPods: run.createPods,
    deletePods: run.deletePods,
    removeFinalizers: run.removeFinalizers,
    events: run.events,
    state: run.needsFlush ? writeState(record) : st.stored ? writeState(st.backoff) : { expectationsSatisfied: true },
  }
  const { createIndexes } = run
  if (createIndexes !== undefined && createIndexes.length > 0) {
    result.createIndexes = createIndexes
    if (run.createFailureCounts !== undefined) {
      result.createIndexFailureCounts = run.createFailureCounts
      result.createIndexIgnoredFailureCounts = run.createIgnoredCounts ?? []
    }
  }
  if (run.requeues.length > 0) {
    // a loop, not Math.min(...requeues): a spread call overflows the stack on a long list
    let min = Infinity
    for (const r of run.requeues) if (r < min) min = r
    result.requeueAfterSeconds = min
  }
  const { claim } = run.pods
  if (claim.adopt.length > 0) result.adoptPods = claim.adopt
  if (claim.release.length > 0) result.releasePods = claim.release
  return result
}
