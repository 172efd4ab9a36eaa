/**
 * The internal (hub) form of a Job that both wire versions convert to and
 * from, as in Kubernetes' `pkg/apis/batch` internal types.
 *
 * @module
 */
import type { JobSpec, JobStatus, ObjectMeta } from '../job/types'

/**
 * The internal Job: batch/v1's field set (so it has `manualSelector`, never
 * `autoSelector`) and no `apiVersion`. Unknown fields are carried along.
 *
 * @example
 * const hub: InternalJob = { kind: 'Job', metadata: { name: 'pi' }, spec: { template: {}, manualSelector: true } }
 */
export interface InternalJob {
  readonly kind: 'Job'
  readonly metadata?: ObjectMeta
  readonly spec: JobSpec
  readonly status?: JobStatus
  readonly [extra: string]: unknown
}
