/**
 * When the Job strategy lets an update change a Job's pod template
 * (`shouldAllowMutablePodTemplate` in `pkg/registry/batch/job`, with the
 * `MutableSchedulingDirectivesForSuspendedJobs` and
 * `MutablePodResourcesForSuspendedJobs` gates on, as in v1.37).
 *
 * @module
 */
import type * as model from '../generated/model'

/**
 * Whether the stored Job's pod template may change in its scheduling
 * directives and container resources: the Job is suspended, has not
 * started (`status.startTime` unset) or has a `Suspended=True` condition,
 * and has no active pods.
 *
 * @example
 * allowsMutablePodTemplate(decodeJobModel({ spec: { suspend: true }, status: {} }).value) // true
 * allowsMutablePodTemplate(decodeJobModel({ spec: { suspend: true }, status: { startTime: '2026-01-01T00:00:00Z' } }).value) // false
 */
export const allowsMutablePodTemplate = (prev: model.Job): boolean => {
  if (prev.spec.suspend !== true || prev.status.active !== 0) return false
  if (prev.status.startTime === undefined) return true
  return (prev.status.conditions ?? []).some((c) => c.type === 'Suspended' && c.status === 'True')
}
