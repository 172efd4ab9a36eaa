/**
 * A one-word phase for a Job, derived from its status. Kubernetes has no Job
 * phase field (the 2015 design's `JobExec` phases were replaced by
 * conditions); this is the project design's view, computed from conditions,
 * `spec.suspend` and `status.startTime`.
 *
 * @module
 */
import type { JobInput } from '../job/input-types'
import type { Job, JobCondition } from '../job/generated/batch-model'
import { JobSchema } from '../job/generated/batch-schema'
import { jobWithoutDates } from '../wire/dates'
import { decodeStruct } from '../wire/decode'
import { guarded } from '../wire/guard'

/**
 * The phase of a Job as {@link jobPhase} reports it.
 *
 * @example
 * const phase: JobPhase = jobPhase(job) // 'Pending' | 'Running' | 'Suspended' | 'Complete' | 'Failed'
 */
export type JobPhase = 'Pending' | 'Running' | 'Suspended' | 'Complete' | 'Failed'

/** Any condition of the type with status `True` (not only the first of its type). */
const hasTrueCondition = (conditions: readonly JobCondition[], type: string): boolean =>
  conditions.some((c) => c.type === type && c.status === 'True')

/**
 * {@link jobPhase} of a decoded Job (the batch/v1 model, timestamps as
 * given: a `status.startTime` at Go's zero time is set).
 *
 * @example
 * jobPhaseOf(decodeStruct(JobSchema, { status: { startTime: '2026-01-01T00:00:00Z' } }, { times: 'given' }).value)
 * // 'Running'
 */
export const jobPhaseOf = (job: Job): JobPhase => {
  const conditions = job.status.conditions ?? []
  if (hasTrueCondition(conditions, 'Complete')) return 'Complete'
  if (hasTrueCondition(conditions, 'Failed')) return 'Failed'
  const started = job.status.startTime !== undefined
  if (hasTrueCondition(conditions, 'Suspended')) return 'Suspended'
  if (job.spec.suspend === true && !started) return 'Suspended'
  if (started) return 'Running'
  if (hasTrueCondition(conditions, 'FailureTarget') || hasTrueCondition(conditions, 'SuccessCriteriaMet'))
    return 'Running'
  return 'Pending'
}

/** `jobPhase` before the boundary guard: the Job decoded once. */
export const jobPhaseUnguarded = (job: JobInput): JobPhase =>
  jobPhaseOf(decodeStruct(JobSchema, jobWithoutDates(job), { unknownFields: 'ignore', times: 'given' }).value)

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
 * Job is decoded once as the batch/v1 model: a field Go's decoder rejects
 * (wrong JSON type, a `startTime` Go cannot parse) reads as absent, and
 * malformed input as the empty Job (so an empty object is `Pending`). Never
 * throws.
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
