/**
 * `syncJob`'s suspension decisions: `startTime` (set when a Job that is not
 * suspended starts, cleared when it is suspended, reset when it resumes, so
 * that `activeDeadlineSeconds` counts from the resume) and the `Suspended`
 * condition with its events. Internal to the package.
 *
 * @module
 */
import { JobConditionMessage, JobConditionReason, JobConditionType, JobEventMessage, JobEventReason } from './constants'
import { ensureCondition } from './sync-conditions'
import type { SyncRun } from './sync-run'
import { parseTimeMs } from './sync-support'

/**
 * `startTime` at the start of the sync, as a string and in epoch ms: the
 * input's when it parses, else the sync's time unless the Job is suspended.
 *
 * @example
 * startTimeAtSync(undefined, false, 0, '1970-01-01T00:00:00Z') // { startTime: '1970-01-01T00:00:00Z', startMs: 0 }
 */
export const startTimeAtSync = (
  startTimeIn: unknown,
  suspended: boolean,
  nowMs: number,
  nowStr: string,
): { startTime: string | undefined; startMs: number | undefined } => {
  const startMs = typeof startTimeIn === 'string' ? parseTimeMs(startTimeIn) : undefined
  if (startMs !== undefined) return { startTime: startTimeIn as string, startMs }
  return suspended ? { startTime: undefined, startMs: undefined } : { startTime: nowStr, startMs: nowMs }
}

/** The `Suspended` condition and event of a suspension and of a resume. */
const SUSPEND = {
  status: 'True',
  conditionReason: JobConditionReason.JobSuspended,
  conditionMessage: JobConditionMessage.JobSuspended,
  eventReason: JobEventReason.Suspended,
  eventMessage: JobEventMessage.Suspended,
}
const RESUME = {
  status: 'False',
  conditionReason: JobConditionReason.JobResumed,
  conditionMessage: JobConditionMessage.JobResumed,
  eventReason: JobEventReason.Resumed,
  eventMessage: JobEventMessage.Resumed,
}

/**
 * After pods were managed and the Job is not complete: `Suspended=True`
 * (reason `JobSuspended`) for a suspended Job, with a `Suspended` event and
 * `startTime` cleared (under MutableSchedulingDirectivesForSuspendedJobs); `Suspended=False` (`JobResumed`) when a suspended
 * Job resumes, with a `Resumed` event and `startTime` reset to now. Returns
 * whether the condition changed.
 *
 * @example
 * updateSuspendedCondition(run) // false for a Job that was never suspended
 */
export const updateSuspendedCondition = (run: SyncRun): boolean => {
  const suspended = run.spec.suspended
  const change = suspended ? SUSPEND : RESUME
  if (
    !ensureCondition(
      run.conditions,
      JobConditionType.Suspended,
      change.status,
      change.conditionReason,
      change.conditionMessage,
      run.nowStr,
    )
  )
    return false
  run.events.push({ type: 'Normal', reason: change.eventReason, message: change.eventMessage })
  if (suspended) {
    // Suspending clears startTime under MutableSchedulingDirectivesForSuspendedJobs (./profile-rules);
    // a resume sets it again, so activeDeadlineSeconds counts from the resume either way.
    if (run.rules.clearStartTimeOnSuspend) {
      run.startTime = undefined
      run.startTimeCleared = true
    }
  } else run.startTime = run.nowStr
  return true
}
