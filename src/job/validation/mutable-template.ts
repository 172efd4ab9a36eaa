/**
 * When the Job strategy lets an update change a Job's pod template
 * (`shouldAllowMutablePodTemplate` in `pkg/registry/batch/job`, with the
 * `MutableSchedulingDirectivesForSuspendedJobs` and
 * `MutablePodResourcesForSuspendedJobs` gates on, as in v1.37).
 *
 * @module
 */
type Rec = Readonly<Record<string, unknown>>
const isRec = (u: unknown): u is Rec => typeof u === 'object' && u !== null && !Array.isArray(u)
const own = (o: unknown, k: string): unknown => (isRec(o) && Object.hasOwn(o, k) ? o[k] : undefined)
const nil = (v: unknown): boolean => v === undefined || v === null

/**
 * Whether the stored Job's pod template may change in its scheduling
 * directives and container resources: the Job is suspended, has not
 * started (`status.startTime` unset) or has a `Suspended=True` condition,
 * and has no active pods.
 *
 * @example
 * allowsMutablePodTemplate({ spec: { suspend: true }, status: {} }) // true
 * allowsMutablePodTemplate({ spec: { suspend: true }, status: { startTime: '2026-01-01T00:00:00Z' } }) // false
 */
export const allowsMutablePodTemplate = (prev: unknown): boolean => {
  const st = own(prev, 'status')
  if (own(own(prev, 'spec'), 'suspend') !== true) return false
  const active = own(st, 'active')
  if (!nil(active) && active !== 0) return false
  if (nil(own(st, 'startTime'))) return true
  const conditions = own(st, 'conditions')
  return (
    Array.isArray(conditions) && conditions.some((c) => own(c, 'type') === 'Suspended' && own(c, 'status') === 'True')
  )
}
