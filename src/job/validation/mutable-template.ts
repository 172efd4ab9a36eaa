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

/**
 * The same question as a 1.35 API server's Job strategy answers it (the
 * `suspendedTemplateMutableBeforeStart` row of the minor rules): with the
 * scheduling-directives gate on, the Job must be suspended with a
 * `Suspended=True` condition and no active pods (never started is not
 * enough); with the pod-resources gate on, the `Suspended=True` condition
 * and no active pods suffice (`spec.suspend` is checked by validation).
 *
 * @example
 * allowsMutablePodTemplate135(decodeJobModel({ spec: { suspend: true }, status: {} }).value, 'schedulingDirectives') // false
 */
export const allowsMutablePodTemplate135 = (
  prev: model.Job,
  what: 'schedulingDirectives' | 'podResources',
): boolean => {
  if (prev.status.active !== 0) return false
  if (what === 'schedulingDirectives' && prev.spec.suspend !== true) return false
  return (prev.status.conditions ?? []).some((c) => c.type === 'Suspended' && c.status === 'True')
}
