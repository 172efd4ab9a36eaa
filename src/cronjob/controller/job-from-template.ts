/**
 * The Job the CronJob controller creates for a scheduled time: its name,
 * its labels and annotations (the scheduled-timestamp annotation in the
 * CronJob's zone), its owner reference and the template's spec, as wire
 * JSON the way Go marshals the request.
 *
 * @module
 */
import { ObjectMetaSchema } from '../../core/generated/meta-schema'
import type { ObjectMeta } from '../../core/generated/meta-model'
import type { Job as JobModel } from '../../job/generated/batch-model'
import { JobSchema } from '../../job/generated/batch-schema'
import type { Job } from '../../job/types'
import { civilFromDays } from '../../wire/civil-date'
import { encodeStruct } from '../../wire/encode'
import { formatGoTime } from '../../wire/go-time'
import { zeroStruct } from '../../wire/zero'
import type { CronJobModel } from '../model'
import { loadTimeZone } from '../zone/load-location'
import { zonePeriod } from '../zone/lookup'

/** The annotation with the scheduled time of a Job a CronJob created. */
export const SCHEDULED_TIMESTAMP_ANNOTATION = 'batch.kubernetes.io/cronjob-scheduled-timestamp'

const pad2 = (n: number): string => String(n).padStart(2, '0')

/**
 * `<cronjob>-<Unix minutes>`: Go's `Unix() / 60`, truncated toward zero.
 *
 * @example
 * cronJobJobName('hello', 1767232800) // 'hello-29453880'
 */
export const cronJobJobName = (cronJob: string, scheduledSeconds: number): string =>
  `${cronJob}-${Math.trunc(scheduledSeconds / 60)}`

/**
 * Go's `t.In(zone).Format(time.RFC3339)` (`Z` for a zero offset).
 *
 * @example
 * zonedRfc3339(1767232800, 'Europe/Berlin') // '2026-01-01T03:00:00+01:00'
 */
export const zonedRfc3339 = (seconds: number, timeZone: string): string => {
  const zone = loadTimeZone(timeZone)
  const offset = zone._tag === 'Right' ? zonePeriod(zone.right.record, seconds).offset : 0
  const utc = formatGoTime(seconds + offset)
  if (offset === 0) return utc
  const abs = Math.abs(offset)
  const sign = offset < 0 ? '-' : '+'
  return `${utc.slice(0, -1)}${sign}${pad2(Math.floor(abs / 3600))}:${pad2(Math.floor((abs % 3600) / 60))}`
}

const DAYS = ['Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed'] as const
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/**
 * Go's `t.UTC().Format(time.RFC1123Z)`, the form of the `MissSchedule` event.
 *
 * @example
 * rfc1123z(1767232800) // 'Thu, 01 Jan 2026 02:00:00 +0000'
 */
export const rfc1123z = (seconds: number): string => {
  const days = Math.floor(seconds / 86400)
  const [y, m, d] = civilFromDays(days)
  const rem = seconds - days * 86400
  const day = DAYS[((days % 7) + 7) % 7] as string
  const month = MONTHS[m - 1] as string
  const hms = `${pad2(Math.floor(rem / 3600))}:${pad2(Math.floor((rem % 3600) / 60))}:${pad2(rem % 60)}`
  return `${day}, ${pad2(d)} ${month} ${String(y).padStart(4, '0')} ${hms} +0000`
}

/**
 * The Job the controller sends for the run at `scheduledSeconds`
 * (`getJobFromTemplate2`): no namespace (the request's path carries it).
 *
 * @example
 * declare const cj: CronJobModel
 * jobFromTemplate(cj, 1767232800).metadata?.name // 'hello-29453880'
 */
export const jobFromTemplate = (cj: CronJobModel, scheduledSeconds: number): Job => {
  const template = cj.spec.jobTemplate
  const annotations: Record<string, string> = { ...(template.metadata.annotations ?? {}) }
  annotations[SCHEDULED_TIMESTAMP_ANNOTATION] = zonedRfc3339(scheduledSeconds, cj.spec.timeZone ?? '')
  const metadata: ObjectMeta = {
    ...zeroStruct(ObjectMetaSchema),
    name: cronJobJobName(cj.metadata.name, scheduledSeconds),
    creationTimestamp: formatGoTime(scheduledSeconds),
    labels: { ...(template.metadata.labels ?? {}) },
    annotations,
    ownerReferences: [
      {
        apiVersion: 'batch/v1',
        kind: 'CronJob',
        name: cj.metadata.name,
        uid: cj.metadata.uid,
        controller: true,
        blockOwnerDeletion: true,
      },
    ],
  }
  const model: JobModel = { ...zeroStruct(JobSchema), metadata, spec: template.spec }
  return encodeStruct(JobSchema, model) as Job
}
