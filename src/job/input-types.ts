/**
 * What the library's functions accept as a Job: the object as any
 * JavaScript source holds it. The output types in `./types.ts` describe
 * what the library returns; these are wider.
 *
 * @module
 */
import type { Job as WireJob } from './generated/batch-types'
import type { JobV1beta1 } from './types'

/**
 * A batch/v1 Job as a function of this library takes it: plain JSON or
 * YAML, `V1Job` from `@kubernetes/client-node` (timestamps as `Date`s),
 * `Job`/`IJob` from `kubernetes-models`, or this library's own `Job`.
 * Every field is optional and has the type the API's JSON gives it
 * (timestamps also as `Date`, quantities and int-or-strings also as
 * numbers), without index signatures, so object literals are checked for
 * misspelt fields. What is not a valid Job is reported at run time as a
 * field error, never thrown.
 *
 * @example
 * const job: JobInput = { apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'pi', creationTimestamp: new Date(0) },
 *   spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } } } }
 */
export type JobInput = WireJob

/**
 * A Job of either wire version, as the version-aware functions
 * (`defaultJob`, `convertJob`, `toInternal`) take it: a {@link JobInput}
 * or an extensions/v1beta1 {@link JobV1beta1}.
 *
 * @example
 * const job: AnyJobInput = { apiVersion: 'extensions/v1beta1', kind: 'Job', metadata: { name: 'pi' },
 *   spec: { autoSelector: true, template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } } } }
 */
export type AnyJobInput = JobInput | JobV1beta1
