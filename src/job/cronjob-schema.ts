/**
 * How Go decodes a batch/v1 `CronJob`: the schema tables of the CronJob API
 * (src/cronjob), also used so that a request body of kind CronJob sent to
 * the Jobs endpoint fails as the server's does (decoded as a CronJob first,
 * then refused by the conversion to a Job). Written from the batch/v1 Go types (`CronJob`,
 * `CronJobSpec`, `JobTemplateSpec`, `CronJobStatus`, core/v1
 * `ObjectReference`) with the schema constructors the generated tables use.
 *
 * @module
 */
import { ObjectMetaSchema } from '../core/generated/meta-schema'
import { field, scalar, slice, struct, structSchema, type StructSchema } from '../wire/schema'
import { JobSpecSchema } from './generated/schema'

/**
 * core/v1 `ObjectReference` (a CronJob's `status.active` entries).
 *
 * @example
 * ObjectReferenceSchema.fields.length // 7
 */
export const ObjectReferenceSchema: StructSchema = /* @__PURE__ */ structSchema('ObjectReference', 'ObjectReference', [
  field('kind', scalar('string', 'string'), { omitEmpty: true }),
  field('namespace', scalar('string', 'string'), { omitEmpty: true }),
  field('name', scalar('string', 'string'), { omitEmpty: true }),
  field('uid', scalar('string', 'types.UID'), { omitEmpty: true }),
  field('apiVersion', scalar('string', 'string'), { omitEmpty: true }),
  field('resourceVersion', scalar('string', 'string'), { omitEmpty: true }),
  field('fieldPath', scalar('string', 'string'), { omitEmpty: true }),
])

/** `metadata` (`v1.ObjectMeta`, omitempty), of the CronJob and of its Job template alike. */
const metadataField = /* @__PURE__ */ field(
  'metadata',
  struct(() => ObjectMetaSchema as StructSchema, 'v1.ObjectMeta'),
  { omitEmpty: true },
)

/**
 * batch/v1 `JobTemplateSpec`.
 *
 * @example
 * JobTemplateSpecSchema.fields.map((f) => f.json) // ['metadata', 'spec']
 */
export const JobTemplateSpecSchema: StructSchema = /* @__PURE__ */ structSchema('JobTemplateSpec', 'JobTemplateSpec', [
  metadataField,
  field(
    'spec',
    struct(() => JobSpecSchema as StructSchema, 'v1.JobSpec'),
    { omitEmpty: true },
  ),
])

/**
 * batch/v1 `CronJobSpec`.
 *
 * @example
 * CronJobSpecSchema.fields[0]?.json // 'schedule'
 */
export const CronJobSpecSchema: StructSchema = /* @__PURE__ */ structSchema('CronJobSpec', 'CronJobSpec', [
  field('schedule', scalar('string', 'string')),
  field('timeZone', scalar('string', 'string', true), { omitEmpty: true }),
  field('startingDeadlineSeconds', scalar('int64', 'int64', true), { omitEmpty: true }),
  field('concurrencyPolicy', scalar('string', 'v1.ConcurrencyPolicy'), { omitEmpty: true }),
  field('suspend', scalar('bool', 'bool', true), { omitEmpty: true }),
  field(
    'jobTemplate',
    struct(() => JobTemplateSpecSchema, 'v1.JobTemplateSpec'),
  ),
  field('successfulJobsHistoryLimit', scalar('int32', 'int32', true), { omitEmpty: true }),
  field('failedJobsHistoryLimit', scalar('int32', 'int32', true), { omitEmpty: true }),
])

/**
 * batch/v1 `CronJobStatus`.
 *
 * @example
 * CronJobStatusSchema.fields.length // 3
 */
export const CronJobStatusSchema: StructSchema = /* @__PURE__ */ structSchema('CronJobStatus', 'CronJobStatus', [
  field(
    'active',
    slice(
      struct(() => ObjectReferenceSchema, 'v1.ObjectReference'),
      '[]v1.ObjectReference',
    ),
    { omitEmpty: true },
  ),
  field('lastScheduleTime', scalar('time', 'v1.Time', true), { omitEmpty: true }),
  field('lastSuccessfulTime', scalar('time', 'v1.Time', true), { omitEmpty: true }),
])

/**
 * batch/v1 `CronJob`: the table the CronJob codecs (src/cronjob) and the
 * Jobs endpoint's refusal of a CronJob body decode with.
 *
 * @example
 * CronJobSchema.fields.length // 5
 */
export const CronJobSchema: StructSchema = /* @__PURE__ */ structSchema('CronJob', 'CronJob', [
  field('kind', scalar('string', 'string'), { omitEmpty: true, via: ['TypeMeta'] }),
  field('apiVersion', scalar('string', 'string'), { omitEmpty: true, via: ['TypeMeta'] }),
  metadataField,
  field(
    'spec',
    struct(() => CronJobSpecSchema, 'v1.CronJobSpec'),
    { omitEmpty: true },
  ),
  field(
    'status',
    struct(() => CronJobStatusSchema, 'v1.CronJobStatus'),
    { omitEmpty: true },
  ),
])
