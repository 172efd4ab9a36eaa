/**
 * `syncJob`'s finished-condition decision (`jobCtx.finishedCondition`
 * upstream): whether the Job is finishing, and how; then the interim
 * conditions (`FailureTarget`, `SuccessCriteriaMet`) and, once every
 * finished pod is counted, the terminal one (`Complete`, `Failed`).
 * Internal to the package.
 *
 * @module
 */
import {
  JobConditionMessage,
  JobConditionReason,
  JobConditionType,
  JobEventMessage,
  JobEventReason,
  PodPhase,
} from './constants'
import { restartSumOf } from './pod-fields'
import type { PodModel } from './pod-model'
import { type Candidate, ensureCondition, findCondition, isTrue, newCondition } from './sync-conditions'
import type { FinalizerAccounting } from './sync-finalizers'
import { activePod, POS_CLAIMED, POS_DELETED, POS_FAILED, POS_SUCCEEDED, type PodScan } from './sync-pods'
import type { SyncRun } from './sync-run'
import type { SyncSpec } from './sync-spec'
import { matchPolicy } from './sync-support'

/**
 * The finished-condition candidate before any index or pod is managed, in
 * upstream's order: an existing `SuccessCriteriaMet=True` (the Job goes on
 * to `Complete`), an existing `FailureTarget=True` (on to `Failed`), the
 * first failed pod a `FailJob` rule of the pod failure policy matches, the
 * backoff limit (counted failures, or `OnFailure` container restarts), the
 * active deadline. While the deadline is ahead, the time left is pushed to
 * `requeues` (without the batch-period floor, as upstream's `AddAfter`).
 *
 * @example
 * finishedCandidate(spec, scan, 7, undefined, nowMs, [])?.reason // 'BackoffLimitExceeded' (limit 6)
 */
export const finishedCandidate = (
  spec: SyncSpec,
  scan: PodScan,
  failed: number,
  startMs: number | undefined,
  nowMs: number,
  requeues: number[],
): Candidate | undefined => {
  const conditions = spec.model.status.conditions ?? []
  const existingSuccess = conditions.find((c) => c.type === JobConditionType.SuccessCriteriaMet)
  if (existingSuccess?.status === 'True') {
    return {
      type: JobConditionType.SuccessCriteriaMet,
      reason: existingSuccess.reason,
      message: existingSuccess.message,
    }
  }
  const failureTarget = conditions.find((c) => c.type === JobConditionType.FailureTarget)
  if (failureTarget?.status === 'True') {
    return { type: JobConditionType.Failed, reason: failureTarget.reason, message: failureTarget.message }
  }
  const failJob = podFailurePolicyFailJob(spec, scan)
  if (failJob !== undefined) return failJob
  const { backoffLimit, deadline, suspended } = spec
  if (failed > backoffLimit || pastBackoffLimitOnFailure(spec.restartPolicy, backoffLimit, scan)) {
    return {
      type: JobConditionType.FailureTarget,
      reason: JobConditionReason.BackoffLimitExceeded,
      message: JobConditionMessage.BackoffLimitExceeded,
    }
  }
  if (deadline !== undefined && startMs !== undefined && !suspended) {
    if (nowMs - startMs >= deadline * 1000) {
      return {
        type: JobConditionType.FailureTarget,
        reason: JobConditionReason.DeadlineExceeded,
        message: JobConditionMessage.DeadlineExceeded,
      }
    }
    requeues.push((deadline * 1000 - (nowMs - startMs)) / 1000)
  }
  return undefined
}

/**
 * The pod failure policy's `FailJob` decision: the first failed pod, in list
 * order, whose matching rule fails the Job (every listed pod is scanned,
 * also finished ones already counted).
 */
const podFailurePolicyFailJob = (spec: SyncSpec, scan: PodScan): Candidate | undefined => {
  const { policy, onlyReplaceFailed } = spec
  if (policy === undefined) return undefined
  for (let pos = 0; pos < scan.length; pos++) {
    const flags = scan.posFlags[pos] as number
    if ((flags & POS_CLAIMED) === 0) continue
    const failedPod =
      (flags & POS_FAILED) !== 0 || (!onlyReplaceFailed && (flags & POS_DELETED) !== 0 && (flags & POS_SUCCEEDED) === 0)
    if (!failedPod) continue
    const m = matchPolicy(policy, scan.podAt(pos))
    if (Object.hasOwn(m, 'message') && m.message !== undefined) {
      return { type: JobConditionType.FailureTarget, reason: JobConditionReason.PodFailurePolicy, message: m.message }
    }
  }
  return undefined
}

/**
 * JC `pastBackoffLimitOnFailure`: with `restartPolicy: OnFailure`, the sum of
 * container restart counts over Running/Pending pods reaches the limit
 * (`> 0` for a limit of 0).
 */
const pastBackoffLimitOnFailure = (restartPolicy: unknown, backoffLimit: number, scan: PodScan): boolean => {
  if (restartPolicy !== 'OnFailure') return false
  let sum = 0
  const add = (pod: PodModel): void => {
    const phase = pod.status.phase
    if (phase === PodPhase.Running || phase === PodPhase.Pending) sum += restartSumOf(pod)
  }
  // Upstream walks the pod list in order; the sum does not depend on the order.
  // (finished pods are never Running or Pending)
  for (const p of scan.others) add(p.pod)
  for (let k = 0; k < scan.activeCount; k++) add(activePod(scan, k))
  return backoffLimit === 0 ? sum > 0 : sum >= backoffLimit
}

/**
 * After pods were managed: `SuccessCriteriaMet` (reason
 * `CompletionsReached`) once enough pods succeeded — `completions` of them,
 * or for a work queue any one — and no pod is active.
 *
 * @example
 * completionCandidate(spec, 1, 0)?.reason // 'CompletionsReached' (completions 1)
 */
export const completionCandidate = (spec: SyncSpec, succeeded: number, active: number): Candidate | undefined => {
  const complete =
    spec.completions === undefined ? succeeded > 0 && active === 0 : succeeded >= spec.comps && active === 0
  return complete
    ? {
        type: JobConditionType.SuccessCriteriaMet,
        reason: JobConditionReason.CompletionsReached,
        message: JobConditionMessage.CompletionsReached,
      }
    : undefined
}

/**
 * The interim conditions upstream writes before the terminal one: a
 * `FailureTarget` candidate appends `FailureTarget=True` and leads to
 * `Failed`; a `SuccessCriteriaMet` candidate appends `SuccessCriteriaMet=True`
 * (unless already true) and leads to `Complete`. Returns the terminal
 * condition the candidate leads to (`undefined`: the Job is not finishing).
 *
 * @example
 * writeInterimConditions(run, { type: 'FailureTarget', reason: 'BackoffLimitExceeded', message: 'Job has reached the specified backoff limit' })?.type // 'Failed'
 */
export const writeInterimConditions = (run: SyncRun, candidate: Candidate | undefined): Candidate | undefined => {
  let finished = candidate
  if (finished !== undefined && finished.type === JobConditionType.FailureTarget) {
    run.conditions.push(
      newCondition(JobConditionType.FailureTarget, 'True', finished.reason, finished.message, run.nowStr),
    )
    run.needsFlush = true
    finished = { type: JobConditionType.Failed, reason: finished.reason, message: finished.message }
  }
  if (finished !== undefined && finished.type === JobConditionType.SuccessCriteriaMet) {
    if (!isTrue(findCondition(run.conditions, JobConditionType.SuccessCriteriaMet))) {
      run.conditions.push(
        newCondition(JobConditionType.SuccessCriteriaMet, 'True', finished.reason, finished.message, run.nowStr),
      )
      run.needsFlush = true
    }
    finished = { type: JobConditionType.Complete, reason: finished.reason, message: finished.message }
  }
  return finished
}

/**
 * The terminal condition (`Complete` or `Failed`), written once every
 * finished pod is counted and no pod is terminating, with its events
 * (`Completed`, after `TooManySucceededPods` when more pods succeeded than
 * `completions`; or a warning with the failure's reason). Returns whether
 * it was written.
 *
 * @example
 * writeTerminalCondition(run, finished, accounting, statusSucceeded) // false while pods terminate
 */
export const writeTerminalCondition = (
  run: SyncRun,
  finished: Candidate | undefined,
  accounting: FinalizerAccounting,
  statusSucceeded: number,
): boolean => {
  if (
    finished === undefined ||
    accounting.reachedMax ||
    accounting.keepSucceeded.length + accounting.keepFailed.length !== 0 ||
    run.terminating !== 0
  )
    return false
  ensureCondition(run.conditions, finished.type, 'True', finished.reason, finished.message, run.nowStr)
  if (finished.type === JobConditionType.Complete) {
    if (run.spec.completions !== undefined && statusSucceeded > run.spec.comps) {
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
  return true
}
