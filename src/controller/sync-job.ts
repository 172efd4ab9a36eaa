/**
 * `syncJob`: one reconcile of the Kubernetes Job controller as a pure
 * function. Given a Job (spec + status), the pods it owns, the current time
 * and the controller's memory, it returns the next status, the pods to
 * create and delete, the Job events and when to look again.
 *
 * Models the current controller with every Job feature GA ("modern"
 * profile: interim `FailureTarget` / `SuccessCriteriaMet` conditions,
 * terminal conditions wait for terminating pods, `podReplacementPolicy`,
 * `managedBy`, `successPolicy`, `backoffLimitPerIndex`). Every API call is
 * assumed to succeed, so the returned status is the one after the whole
 * sync (the intermediate writes of the finalizer protocol are folded in).
 *
 * @module
 */
import type { JobInput } from '../job/input-types'
import { jobWithoutDates } from '../wire/dates'
import { decodeStruct } from '../wire/decode'
import { JobSchema } from '../job/generated/batch-schema'
import type { JobStatus } from '../job/types'
import { JobConditionType, JobEventMessage, JobEventReason } from './constants'
import type { PodInfo } from './pod-types'
import { intervalsOf, mergeIntervals, printIntervals, printsAs, totalIntervals } from './sync-intervals'
import { arrayOf, own } from './sync-pods'
import { readJobPods } from './sync-job-pods'
import { SyncRun } from './sync-run'
import { trackFinishedPods } from './sync-finalizers'
import { deleteActivePods, manageJob } from './sync-manage'
import { startTimeAtSync, updateSuspendedCondition } from './sync-suspension'
import { countFinishedPods } from './sync-backoff'
import { completionCandidate, finishedCandidate } from './sync-finished'
import type { BackoffRecord } from './backoff'
import { formatTimeMs, parseTimeMs } from './sync-support'
import type { ControllerState, SyncResult } from './sync-types'
import { guarded } from '../wire/guard'
import { type Candidate, ensureCondition, findCondition, isTrue, newCondition } from './sync-conditions'
import { count, noop, readState, writeState } from './sync-state'
import { successPolicyCandidate } from './sync-success-rules'
import { failedIndexesCandidate, NO_INDEXES, readIndexProgress } from './sync-indexes'
import { readSyncSpec, skippedSync } from './sync-spec'

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

// ---------------------------------------------------------------------------
// syncJob
// ---------------------------------------------------------------------------

/** `syncJob` before the boundary guard. */
const syncJobUnguarded = (
  jobInput: JobInput,
  pods: readonly PodInfo[],
  now: string,
  state?: ControllerState,
): SyncResult => {
  const job = jobWithoutDates(jobInput)
  const st = readState(state)
  // Upstream stores a back-off record only when it writes the status: none is created otherwise.
  const unchangedState = st.stored ? writeState(st.backoff) : { expectationsSatisfied: true }
  const nowMs = parseTimeMs(now)
  if (nowMs === undefined || !isObject(own(job, 'spec'))) return noop(job, unchangedState)
  // The Job read once through the decoding boundary: the typed model every
  // spec and metadata decision below reads (a value of the wrong JSON type
  // reads as unset, as Go's decoder leaves it at its zero value).
  const model = decodeStruct(JobSchema, jobInput, { unknownFields: 'ignore' }).value
  const nowStr = formatTimeMs(nowMs)

  // 0. the Job alone: skipped syncs, the defaulted spec
  const skipped = skippedSync(job, model, unchangedState)
  if (skipped !== undefined) return skipped
  const spec = readSyncSpec(model)
  if (spec === undefined) return noop(job, unchangedState)
  const statusIn: Record<string, unknown> = isObject(own(job, 'status'))
    ? (own(job, 'status') as Record<string, unknown>)
    : {}
  // (the input list is the base of the returned one; decisions read the model's)
  const conditionsIn = arrayOf(statusIn['conditions'])
  const { indexed, completions, comps, suspended, jobDeleting } = spec

  // 1. the Job's pods (claimed, scanned once)
  const jobPods = readJobPods(pods, spec)
  if (jobPods === undefined) return noop(job, unchangedState)
  const scan = jobPods.scan

  const statusModel = model.status
  // 2–3, 5. newly finished pods: the working counters and the back-off record
  const counts = countFinishedPods(jobPods, spec, statusModel, st.backoff)
  const { uncountedSucceeded: uncSuccList, failed } = counts
  let succeeded = counts.succeeded
  let record: BackoffRecord = counts.record

  // 4. startTime
  const { startTime, startMs } = startTimeAtSync(statusIn['startTime'], suspended, nowMs, nowStr)
  const run = new SyncRun(spec, jobPods, nowMs, nowStr, conditionsIn, startTime)

  // 6. finished-condition candidate
  let candidate: Candidate | undefined = finishedCandidate(spec, scan, failed, startMs, nowMs, run.requeues)

  // 7. Indexed: succeeded and failed indexes, delayed deletions, success policy
  const indexes = indexed ? readIndexProgress(spec, jobPods) : NO_INDEXES
  const { failed: failedIv } = indexes
  let succeededIv = indexes.succeeded
  if (indexed) {
    succeeded = totalIntervals(succeededIv)
    candidate ??=
      failedIndexesCandidate(spec, indexes) ?? successPolicyCandidate(model.spec.successPolicy, comps, succeededIv)
  }

  // 8–9. delete every run.active pod (a candidate) or manage pods
  let suspendChanged = false
  if (candidate !== undefined) {
    deleteActivePods(run)
    if (!st.expectationsSatisfied) candidate = undefined
  } else {
    const manageJobCalled = st.expectationsSatisfied && !jobDeleting
    if (manageJobCalled) manageJob(run, succeeded, record, indexes)
    candidate = completionCandidate(spec, succeeded, run.active)
    if (candidate === undefined && manageJobCalled) suspendChanged = updateSuspendedCondition(run)
  }

  // 10. active / ready / terminating
  run.needsFlush =
    suspendChanged ||
    run.active !== (count(statusModel.active) ?? 0) ||
    statusModel.ready !== run.ready ||
    statusModel.terminating !== run.terminating

  // 11. finished-pod accounting and finalizer removal (trackJobStatusAndRemoveFinalizers)
  const accounting = trackFinishedPods(run, candidate, counts, indexes)
  let statusSucceeded = accounting.statusSucceeded
  const statusFailed = accounting.statusFailed
  const {
    keepSucceeded: keepSucc,
    keepFailed: keepFail,
    newSucceededIndexes,
    reachedMax,
    lateFlush,
    trackedBefore,
  } = accounting

  const status: Record<string, unknown> = { ...statusIn }
  if (indexed) {
    succeededIv = mergeIntervals(succeededIv, intervalsOf(newSucceededIndexes))
    // (a string upstream, omitempty: an absent value reads as '')
    const completedIn = statusModel.completedIndexes
    // (an unchanged, canonical input string is reused rather than re-printed)
    const completedIndexes = printsAs(succeededIv, completedIn) ? completedIn : printIntervals(succeededIv)
    if (completedIndexes !== completedIn) run.needsFlush = true
    // Upstream sets the counter to the index total after its first flush of
    // uncountedTerminatedPods, then adds the uncounted successes whose pod
    // loses its finalizer in this sync on top (even when their index is
    // already counted).
    statusSucceeded = totalIntervals(succeededIv)
    if (trackedBefore !== undefined && uncSuccList.length > 0) {
      const kept = new Set(keepSucc)
      for (const u of uncSuccList) if (trackedBefore.has(u) && !kept.has(u)) statusSucceeded++
    }
    if (completedIndexes === '') delete status['completedIndexes']
    else status['completedIndexes'] = completedIndexes
    if (failedIv !== undefined) {
      const failedIndexes = printIntervals(failedIv)
      if (failedIndexes !== statusModel.failedIndexes) run.needsFlush = true
      status['failedIndexes'] = failedIndexes
    } else if (Object.prototype.hasOwnProperty.call(status, 'failedIndexes')) {
      if (status['failedIndexes'] !== null && status['failedIndexes'] !== undefined) run.needsFlush = true
      delete status['failedIndexes']
    }
  }

  // interim conditions
  let finished: Candidate | undefined = candidate
  if (finished !== undefined && finished.type === JobConditionType.FailureTarget) {
    run.conditions.push(newCondition(JobConditionType.FailureTarget, 'True', finished.reason, finished.message, nowStr))
    run.needsFlush = true
    finished = { type: JobConditionType.Failed, reason: finished.reason, message: finished.message }
  }
  if (finished !== undefined && finished.type === JobConditionType.SuccessCriteriaMet) {
    if (!isTrue(findCondition(run.conditions, JobConditionType.SuccessCriteriaMet))) {
      run.conditions.push(
        newCondition(JobConditionType.SuccessCriteriaMet, 'True', finished.reason, finished.message, nowStr),
      )
      run.needsFlush = true
    }
    finished = { type: JobConditionType.Complete, reason: finished.reason, message: finished.message }
  }

  // The back-off record is stored only when the status is flushed.
  if (!run.needsFlush) record = st.backoff

  // terminal condition
  let completionTime = statusIn['completionTime']
  let terminalWritten = false
  if (finished !== undefined && !reachedMax && keepSucc.length + keepFail.length === 0 && run.terminating === 0) {
    terminalWritten = true
    ensureCondition(run.conditions, finished.type, 'True', finished.reason, finished.message, nowStr)
    if (finished.type === JobConditionType.Complete) {
      completionTime = nowStr
      if (completions !== undefined && statusSucceeded > comps) {
        run.events.push({
          type: 'Warning',
          reason: JobEventReason.TooManySucceededPods,
          message: JobEventMessage.TooManySucceededPods,
        })
      }
      run.events.push({ type: 'Normal', reason: JobEventReason.Completed, message: JobEventMessage.Completed })
    } else {
      run.events.push({ type: 'Warning', reason: finished.reason, message: finished.message })
    }
  }

  if (run.conditions.length > 0 || Object.prototype.hasOwnProperty.call(statusIn, 'conditions'))
    status['conditions'] = run.conditions
  // A sync that writes no status persists no new run.startTime either.
  if (
    run.startTime !== undefined &&
    (run.needsFlush || lateFlush || terminalWritten || run.startTime === statusIn['startTime'])
  )
    status['startTime'] = run.startTime
  else if (run.startTimeCleared) delete status['startTime']
  if (completionTime !== undefined) status['completionTime'] = completionTime
  // run.active/succeeded/failed are omitempty upstream: a 0 is not written (run.ready/run.terminating are pointers, kept).
  if (run.active !== 0) status['active'] = run.active
  else delete status['active']
  status['ready'] = run.ready
  status['terminating'] = run.terminating
  if (statusSucceeded !== 0) status['succeeded'] = statusSucceeded
  else delete status['succeeded']
  if (statusFailed !== 0) status['failed'] = statusFailed
  else delete status['failed']
  const uncountedOut: Record<string, unknown> = {}
  if (keepSucc.length > 0) uncountedOut['succeeded'] = keepSucc
  if (keepFail.length > 0) uncountedOut['failed'] = keepFail
  status['uncountedTerminatedPods'] = uncountedOut

  const result: {
    -readonly [K in keyof SyncResult]: SyncResult[K]
  } = {
    status: status as JobStatus,
    createPods: run.createPods,
    deletePods: run.deletePods,
    removeFinalizers: run.removeFinalizers,
    events: run.events,
    state: run.needsFlush || st.stored ? writeState(record) : { expectationsSatisfied: true },
  }
  if (run.createIndexes !== undefined && run.createIndexes.length > 0) result.createIndexes = run.createIndexes
  if (run.createFailureCounts !== undefined && run.createIndexes !== undefined && run.createIndexes.length > 0) {
    result.createIndexFailureCounts = run.createFailureCounts
    result.createIndexIgnoredFailureCounts = run.createIgnoredCounts ?? []
  }
  if (run.requeues.length > 0) result.requeueAfterSeconds = Math.min(...run.requeues)
  if (jobPods.claim.adopt.length > 0) result.adoptPods = jobPods.claim.adopt
  if (jobPods.claim.release.length > 0) result.releasePods = jobPods.claim.release
  return result
}

/**
 * One sync of the Job controller (`syncJob` in `pkg/controller/job`), pure.
 *
 * Order of decisions (see docs/controller.md): skip external/finished Jobs
 * and unknown completion modes; count run.active/run.ready/run.terminating pods and the
 * newly finished ones; set `run.startTime`; pick a finished-condition candidate
 * (existing `SuccessCriteriaMet`, existing `FailureTarget`, pod failure
 * policy `FailJob`, backoff limit, run.active deadline, failed indexes, success
 * policy); then either delete every run.active pod (a candidate exists) or manage
 * pods (suspend, scale down, create with back-off) and test for completion;
 * finally count finished pods (at most 500 per sync) and write the interim
 * and terminal run.conditions.
 *
 * The Job is decoded once, through the decoding boundary, into the batch/v1
 * model every decision reads; the returned status is the input status with
 * the sync's changes applied.
 *
 * Malformed input never throws: a non-object Job or spec, or an unparsable
 * `now`, yields a no-op; an Indexed Job without `completions` yields a no-op;
 * a field of the wrong JSON type, and a numeric spec field that is not a
 * non-negative integer of its Go type, read as unset (and are defaulted like
 * the API server would); non-object pods are ignored.
 *
 * @example
 * const job = { apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'pi' },
 *   spec: { completions: 2, parallelism: 2, template: {} } } as const
 * const r = syncJob(job, [], '2026-01-02T03:04:05Z')
 * r.createPods // 2
 * r.status.startTime // '2026-01-02T03:04:05Z'
 */
export const syncJob = (job: JobInput, pods: readonly PodInfo[], now: string, state?: ControllerState): SyncResult => {
  const guardedSync = guarded(
    (j: unknown): SyncResult => noop(j, {}),
    // The pods are not copied: the scan decodes them (./pod-model), reading own data properties only.
    (j: JobInput, _p: unknown, n: string, st?: ControllerState) => syncJobUnguarded(j, pods, n, st),
  )
  return guardedSync(job, undefined, now, state)
}
