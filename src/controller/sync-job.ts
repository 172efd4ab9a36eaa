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
import { JobSchema } from '../job/generated/batch-schema'
import { jobWithoutDates } from '../wire/dates'
import { decodeStruct } from '../wire/decode'
import { guarded } from '../wire/guard'
import type { PodInfo } from './pod-types'
import { countFinishedPods } from './sync-backoff'
import { trackFinishedPods } from './sync-finalizers'
import { completionCandidate, finishedCandidate } from './sync-finished'
import { failedIndexesCandidate, NO_INDEXES, readIndexProgress } from './sync-indexes'
import { totalIntervals } from './sync-intervals'
import { readJobPods } from './sync-job-pods'
import { deleteActivePods, manageJob } from './sync-manage'
import { arrayOf, own } from './sync-pods'
import { SyncRun } from './sync-run'
import { readSyncSpec, skippedSync } from './sync-spec'
import { noop, readState, writeState } from './sync-state'
import { newStatus, podCountsChanged, syncResult } from './sync-status'
import { successPolicyCandidate } from './sync-success-rules'
import { formatTimeMs, parseTimeMs } from './sync-support'
import { startTimeAtSync, updateSuspendedCondition } from './sync-suspension'
import type { ControllerState, SyncJobOptions, SyncResult } from './sync-types'
import { type ControllerRules, controllerRules } from './profile-rules'
import { resolveProfile } from '../profile/resolve'
import { optionOf } from '../wire/guard'
import * as E from '../wire/either'
import { isStruct as isObject } from '../wire/shape'

/**
 * `syncJob` before the boundary guard: the sequence of the controller's
 * decisions, each in its own module.
 */
const syncJobUnguarded = (
  jobInput: JobInput,
  pods: readonly PodInfo[],
  now: string,
  state: ControllerState | undefined,
  rules: ControllerRules,
): SyncResult => {
  const job = jobWithoutDates(jobInput)
  const st = readState(state)
  // Upstream stores a back-off record only when it writes the status: none is created otherwise.
  const unchangedState = st.stored ? writeState(st.backoff) : { expectationsSatisfied: true }
  const nowMs = parseTimeMs(now)
  if (nowMs === undefined || !isObject(own(job, 'spec'))) return noop(job, unchangedState)
  // The Job read once through the decoding boundary: the typed model every
  // decision below reads (a value of the wrong JSON type reads as unset, as
  // Go's decoder leaves it at its zero value; timestamps as Go's decoder
  // holds them, fractions and the zero time kept).
  const model = decodeStruct(JobSchema, job, { unknownFields: 'ignore', times: 'given' }).value
  const nowStr = formatTimeMs(nowMs)

  // 0. the Job alone: skipped syncs (./sync-spec), the defaulted spec
  const skipped = skippedSync(job, model, unchangedState)
  if (skipped !== undefined) return skipped
  const spec = readSyncSpec(model)
  if (spec === undefined) return noop(job, unchangedState)
  // (the input status is the base of the returned one; decisions read the model's)
  const statusIn: Record<string, unknown> = isObject(own(job, 'status'))
    ? (own(job, 'status') as Record<string, unknown>)
    : {}

  // 1. the Job's pods: claimed and scanned once (./sync-job-pods)
  const jobPods = readJobPods(pods, spec)
  if (jobPods === undefined) return noop(job, unchangedState)

  // 2–3. newly finished pods: the working counters and the back-off record (./sync-backoff)
  const counts = countFinishedPods(jobPods, spec, model.status, st.backoff)
  let succeeded = counts.succeeded

  // 4. startTime (./sync-suspension)
  const { startTime, startMs } = startTimeAtSync(model.status.startTime, spec.suspended, nowMs, nowStr)
  const run = new SyncRun(spec, jobPods, nowMs, nowStr, arrayOf(statusIn['conditions']), startTime)
  run.rules = rules

  // 5. finished-condition candidate: existing conditions, pod failure
  // policy, backoff limit, deadline (./sync-finished)
  let candidate = finishedCandidate(spec, jobPods.scan, counts.failed, startMs, nowMs, run.requeues)

  // 6. Indexed: succeeded and failed indexes, delayed deletions (./sync-indexes), success policy
  const indexes = spec.indexed ? readIndexProgress(spec, jobPods) : NO_INDEXES
  if (spec.indexed) {
    succeeded = totalIntervals(indexes.succeeded)
    candidate ??=
      failedIndexesCandidate(spec, indexes) ??
      successPolicyCandidate(model.spec.successPolicy, spec.comps, indexes.succeeded)
  }

  // 7. delete every active pod of a finishing Job, or manage pods
  // (./sync-manage), then test for completion and suspension
  let suspendChanged = false
  if (candidate !== undefined) {
    deleteActivePods(run)
    if (!st.expectationsSatisfied) candidate = undefined
  } else {
    const manageJobCalled = st.expectationsSatisfied && !spec.jobDeleting
    if (manageJobCalled) manageJob(run, succeeded, counts.record, indexes)
    candidate = completionCandidate(spec, succeeded, run.active)
    if (candidate === undefined && manageJobCalled) suspendChanged = updateSuspendedCondition(run)
  }
  run.needsFlush = suspendChanged || podCountsChanged(run, model.status)

  // 8. finished-pod accounting and finalizer removal (./sync-finalizers)
  const accounting = trackFinishedPods(run, candidate, counts, indexes)

  // 9. the new status, with the interim and terminal conditions (./sync-status)
  const status = newStatus(run, statusIn, candidate, counts, indexes, accounting)
  return syncResult(run, status, st, counts.record)
}

/**
 * One sync of the Job controller (`syncJob` in `pkg/controller/job`), pure.
 *
 * Order of decisions (see docs/controller.md): skip external/finished Jobs
 * and unknown completion modes; count active/ready/terminating pods and the
 * newly finished ones; set `startTime`; pick a finished-condition candidate
 * (existing `SuccessCriteriaMet`, existing `FailureTarget`, pod failure
 * policy `FailJob`, backoff limit, active deadline, failed indexes, success
 * policy); then either delete every active pod (a candidate exists) or manage
 * pods (suspend, scale down, create with back-off) and test for completion;
 * finally count finished pods (at most 500 per sync) and write the interim
 * and terminal conditions.
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
 * `options.profile`: the cluster the controller runs in (Kubernetes minor,
 * feature gates; default 1.37 with its gate defaults). The decisions that
 * differ between minors and gates are listed in ./profile-rules.ts (for
 * example, suspending clears `startTime` only under
 * `MutableSchedulingDirectivesForSuspendedJobs`, on by default from 1.36).
 * An invalid profile yields a no-op whose `profileErrors` say why.
 *
 * @example
 * const job = { apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'pi' },
 *   spec: { completions: 2, parallelism: 2, template: {} } } as const
 * const r = syncJob(job, [], '2026-01-02T03:04:05Z')
 * r.createPods // 2
 * r.status.startTime // '2026-01-02T03:04:05Z'
 * syncJob(job, [], '2026-01-02T03:04:05Z', undefined, { profile: { kubernetesVersion: '1.37' } }).createPods // 2
 */
export const syncJob = (
  job: JobInput,
  pods: readonly PodInfo[],
  now: string,
  state?: ControllerState,
  options?: SyncJobOptions,
): SyncResult => {
  const profile = resolveProfile(optionOf(options, 'profile'))
  if (E.isLeft(profile)) return { ...noop(isObject(job) ? job : {}, {}), profileErrors: profile.left }
  const rules = controllerRules(profile.right)
  const guardedSync = guarded(
    (j: unknown): SyncResult => noop(j, {}),
    // The pods are not copied: the scan decodes them (./pod-model), reading own data properties only.
    (j: JobInput, _p: unknown, n: string, st?: ControllerState) => syncJobUnguarded(j, pods, n, st, rules),
  )
  return guardedSync(job, undefined, now, state)
}
