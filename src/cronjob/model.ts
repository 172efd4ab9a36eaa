/**
 * The typed model of a batch/v1 `CronJob`: Go's values after decoding
 * (non-pointer scalars hold their zero value, non-pointer structs are
 * always present, pointers, slices and maps are `undefined` when nil),
 * with the schema tables typed for them. Decoded once by
 * `src/wire/decode.ts`, as the Job's model is.
 *
 * @module
 */
import type { ObjectMeta } from '../core/generated/meta-model'
import type { JobSpec } from '../job/generated/batch-model'
import {
  CronJobSchema as CronJobTable,
  CronJobSpecSchema as CronJobSpecTable,
  CronJobStatusSchema as CronJobStatusTable,
  JobTemplateSpecSchema as JobTemplateSpecTable,
} from '../job/cronjob-schema'
import type { StructSchema } from '../wire/schema'

/**
 * Go's core/v1 `ObjectReference` value (an entry of `status.active`).
 *
 * @example
 * declare const ref: ObjectReferenceModel
 * ref.name
 */
export interface ObjectReferenceModel {
  readonly kind: string
  readonly namespace: string
  readonly name: string
  readonly uid: string
  readonly apiVersion: string
  readonly resourceVersion: string
  readonly fieldPath: string
}

/**
 * Go's batch/v1 `JobTemplateSpec` value.
 *
 * @example
 * declare const t: JobTemplateSpecModel
 * t.spec.template.spec.containers
 */
export interface JobTemplateSpecModel {
  readonly metadata: ObjectMeta
  readonly spec: JobSpec
}

/**
 * Go's batch/v1 `CronJobSpec` value.
 *
 * @example
 * declare const s: CronJobSpecModel
 * s.concurrencyPolicy // '' until defaulted to 'Allow'
 */
export interface CronJobSpecModel {
  readonly schedule: string
  readonly timeZone: string | undefined
  readonly startingDeadlineSeconds: number | undefined
  readonly concurrencyPolicy: string
  readonly suspend: boolean | undefined
  readonly jobTemplate: JobTemplateSpecModel
  readonly successfulJobsHistoryLimit: number | undefined
  readonly failedJobsHistoryLimit: number | undefined
}

/**
 * Go's batch/v1 `CronJobStatus` value (times as RFC 3339 text).
 *
 * @example
 * declare const s: CronJobStatusModel
 * s.lastScheduleTime
 */
export interface CronJobStatusModel {
  readonly active: readonly ObjectReferenceModel[] | undefined
  readonly lastScheduleTime: string | undefined
  readonly lastSuccessfulTime: string | undefined
}

/**
 * Go's batch/v1 `CronJob` value.
 *
 * @example
 * declare const c: CronJobModel
 * c.spec.schedule
 */
export interface CronJobModel {
  readonly kind: string
  readonly apiVersion: string
  readonly metadata: ObjectMeta
  readonly spec: CronJobSpecModel
  readonly status: CronJobStatusModel
}

/**
 * The batch/v1 `CronJob` table, typed for {@link CronJobModel}.
 *
 * @example
 * CronJobSchema.name // 'CronJob'
 */
export const CronJobSchema = CronJobTable as StructSchema<CronJobModel>
/**
 * The batch/v1 `CronJobSpec` table.
 *
 * @example
 * CronJobSpecSchema.name // 'CronJobSpec'
 */
export const CronJobSpecSchema = CronJobSpecTable as StructSchema<CronJobSpecModel>
/**
 * The batch/v1 `CronJobStatus` table.
 *
 * @example
 * CronJobStatusSchema.name // 'CronJobStatus'
 */
export const CronJobStatusSchema = CronJobStatusTable as StructSchema<CronJobStatusModel>
/**
 * The batch/v1 `JobTemplateSpec` table.
 *
 * @example
 * JobTemplateSpecSchema.name // 'JobTemplateSpec'
 */
export const JobTemplateSpecSchema = JobTemplateSpecTable as StructSchema<JobTemplateSpecModel>
