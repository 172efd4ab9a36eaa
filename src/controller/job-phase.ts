/**
 * A one-word phase for a Job, derived from its status. Kubernetes has no Job
 * phase field (the 2015 design's `JobExec` phases were replaced by
 * conditions); this is the project design's view, computed from conditions,
 * `spec.suspend` and `status.startTime`.
 *
 * @module
 */
import type { JobInput } from '../job/input-types'
import { type Obj, asObj, own } from './wire'
import { guarded } from '../wire/guard'

/**
 * The phase of a Job as {@link jobPhase} reports it.
 *
 * @example
 * const phase: JobPhase = jobPhase(job) // 'Pending' | 'Running' | 'Suspended' | 'Complete' | 'Failed'
 */
export type JobPhase = 'Pending' | 'Running' | 'Suspended' | 'Complete' | 'Failed'

const hasTrueCondition = (conditions: unknown, type: string): boolean =>
  Array.isArray(conditions) &&
  conditions.some((c: unknown) => {
    const o = asObj(c)
    return own(o, 'type') === type && own(o, 'status') === 'True'
  })

/** `jobPhase` before the boundary guard. */
export const jobPhaseUnguarded = (job: JobInput): JobPhase => {
  const jobObj = asObj(job)
  const status = asObj(own(jobObj, 'status'))
  const conditions = own(status, 'conditions')
  if (hasTrueCondition(conditions, 'Complete')) return 'Complete'
  if (hasTrueCondition(conditions, 'Failed')) return 'Failed'
  const startTime = own(status, 'startTime')
  const started = startTime !== undefined && startTime !== null && startTime !== ''
  if (hasTrueCondition(conditions, 'Suspended')) return 'Suspended'
  if (own(asObj(own(jobObj, 'spec')), 'suspend') === true && !started) return 'Suspended'
  if (started) return 'Running'
  if (hasTrueCondition(conditions, 'FailureTarget') || hasTrueCondition(conditions, 'SuccessCriteriaMet'))
    return 'Running'
  return 'Pending'
}

/**
 * The phase of a Job, first matching row wins:
 *
 * | phase | when |
 * | --- | --- |
 * | `Complete` | a `Complete` condition with status `True` |
 * | `Failed` | a `Failed` condition with status `True` |
 * | `Suspended` | a `Suspended` condition with status `True`, or `spec.suspend: true` and no `status.startTime` (created suspended, not yet synced) |
 * | `Running` | `status.startTime` is set, or an interim `FailureTarget=True` / `SuccessCriteriaMet=True` condition is present (the Job is finishing but not finished: pods may still be terminating) |
 * | `Pending` | otherwise (never started by the controller) |
 *
 * `Suspended=False` (reason `JobResumed`) does not count as suspended. The
 * function is total: malformed input reads as "field absent" (so an empty
 * object is `Pending`).
 *
 * @example
 * jobPhase({ apiVersion: 'batch/v1', kind: 'Job', spec: { template: {} } })
 * // 'Pending'
 * jobPhase({ apiVersion: 'batch/v1', kind: 'Job', spec: { template: {} },
 *   status: { startTime: '2026-01-01T00:00:00Z', conditions: [{ type: 'FailureTarget', status: 'True' }] } })
 * // 'Running'
 * jobPhase({ apiVersion: 'batch/v1', kind: 'Job', spec: { template: {} },
 *   status: { conditions: [{ type: 'SuccessCriteriaMet', status: 'True' }, { type: 'Complete', status: 'True' }] } })
 * // 'Complete'
 */
export const jobPhase = /* @__PURE__ */ guarded((): JobPhase => 'Pending', jobPhaseUnguarded)
