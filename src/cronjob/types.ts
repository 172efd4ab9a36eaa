/**
 * Wire types of a batch/v1 `CronJob`: what JSON, YAML and other libraries'
 * objects look like (every field optional, timestamps also as `Date`).
 * Unknown fields are allowed, as for the Job's wire types.
 *
 * @module
 */
import type { ObjectMeta } from '../core/generated/meta-types'
import type { JobSpec } from '../job/generated/batch-types'

/**
 * batch/v1 `JobTemplateSpec`: the Job a CronJob creates.
 *
 * @example
 * const t: JobTemplateSpec = { spec: { template: { spec: { restartPolicy: 'OnFailure', containers: [{ name: 'c', image: 'busybox' }] } } } }
 */
export interface JobTemplateSpec {
  readonly metadata?: ObjectMeta | null
  readonly spec?: JobSpec | null
  readonly [extra: string]: unknown
}

/**
 * batch/v1 `CronJobSpec`.
 *
 * @example
 * const s: CronJobSpec = { schedule: '*\/5 * * * *', concurrencyPolicy: 'Forbid', jobTemplate: {} }
 */
export interface CronJobSpec {
  /** The schedule in Cron format (`'0 3 * * *'`, `'@daily'`, `'@every 1h'`). */
  readonly schedule?: string | null
  /** The IANA time zone of the schedule (`'Europe/Berlin'`); the controller's zone when unset. */
  readonly timeZone?: string | null
  /** Seconds after a missed scheduled time during which the Job may still start. */
  readonly startingDeadlineSeconds?: number | null
  /** `Allow` (default), `Forbid` or `Replace`. */
  readonly concurrencyPolicy?: string | null
  /** Suspends subsequent runs (default `false`). */
  readonly suspend?: boolean | null
  /** The Job to create at each scheduled time. */
  readonly jobTemplate?: JobTemplateSpec | null
  /** Finished successful Jobs to keep (default 3). */
  readonly successfulJobsHistoryLimit?: number | null
  /** Finished failed Jobs to keep (default 1). */
  readonly failedJobsHistoryLimit?: number | null
  readonly [extra: string]: unknown
}

/**
 * core/v1 `ObjectReference` (an entry of a CronJob's `status.active`).
 *
 * @example
 * const r: ObjectReference = { kind: 'Job', namespace: 'default', name: 'hello-29000000', uid: 'u-1', apiVersion: 'batch/v1' }
 */
export interface ObjectReference {
  readonly kind?: string | null
  readonly namespace?: string | null
  readonly name?: string | null
  readonly uid?: string | null
  readonly apiVersion?: string | null
  readonly resourceVersion?: string | null
  readonly fieldPath?: string | null
  readonly [extra: string]: unknown
}

/**
 * batch/v1 `CronJobStatus`.
 *
 * @example
 * const s: CronJobStatus = { lastScheduleTime: '2026-01-01T00:00:00Z' }
 */
export interface CronJobStatus {
  readonly active?: readonly ObjectReference[] | null
  readonly lastScheduleTime?: string | Date | null
  readonly lastSuccessfulTime?: string | Date | null
  readonly [extra: string]: unknown
}

/**
 * batch/v1 `CronJob`.
 *
 * @example
 * const c: CronJob = {
 *   apiVersion: 'batch/v1', kind: 'CronJob', metadata: { name: 'hello' },
 *   spec: { schedule: '* * * * *', jobTemplate: { spec: { template: { spec: {
 *     restartPolicy: 'OnFailure', containers: [{ name: 'hello', image: 'busybox' }] } } } } },
 * }
 */
export interface CronJob {
  readonly kind?: string
  readonly apiVersion?: string
  readonly metadata?: ObjectMeta | null
  readonly spec?: CronJobSpec | null
  readonly status?: CronJobStatus | null
  readonly [extra: string]: unknown
}
