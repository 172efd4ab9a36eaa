/**
 * `kubectl get cronjobs`: the row the API server's table printer computes
 * for a CronJob (`printCronJob`), read from the decoded model.
 *
 * @module
 */
import { humanDuration } from '../controller/job-columns'
import { parseTime } from '../controller/pod'
import { formatLabelSelector } from '../labels/label-selector'
import type { LabelSelector } from '../labels/types'
import { withoutDates } from '../wire/dates'
import { decodeStruct } from '../wire/decode'
import { guarded } from '../wire/guard'
import { CRONJOB_TIME_FIELDS } from './decode'
import { CronJobSchema } from './model'

/**
 * The cells of `kubectl get cronjobs -o wide` for one CronJob (the first
 * seven are the default columns).
 *
 * @example
 * const row: CronJobColumns = cronJobColumns(cronJob, '2026-01-01T00:10:00Z')
 * row.lastSchedule // '5m'
 */
export interface CronJobColumns {
  readonly name: string
  readonly schedule: string
  /** `spec.timeZone`, or `<none>`. */
  readonly timeZone: string
  /** `True`, `False`, or `<unset>` when `spec.suspend` is not set. */
  readonly suspend: string
  /** The number of `status.active` references. */
  readonly active: number
  /** Age of `status.lastScheduleTime`, or `<none>`. */
  readonly lastSchedule: string
  readonly age: string
  readonly containers: string
  readonly images: string
  readonly selector: string
}

/** Go's zero `time.Time` (0001-01-01T00:00:00Z), in milliseconds since the epoch. */
const GO_ZERO_TIME_MS = -62_135_596_800_000

/** `translateTimestampSince`: `<unknown>` for a zero time, else the human duration since it. */
const since = (t: string | undefined, now: number | undefined): string => {
  const ms = t === undefined ? undefined : parseTime(t)
  if (ms === undefined || ms === GO_ZERO_TIME_MS || now === undefined) return '<unknown>'
  return humanDuration(now - ms)
}

const cronJobColumnsUnguarded = (cronJob: unknown, now: string): CronJobColumns => {
  const c = decodeStruct(CronJobSchema, withoutDates(cronJob, CRONJOB_TIME_FIELDS), {
    unknownFields: 'ignore',
    times: 'given',
  }).value
  const nowMs = typeof now === 'string' ? parseTime(now) : undefined
  const containers = c.spec.jobTemplate.spec.template.spec.containers ?? []
  const suspend = c.spec.suspend
  const last = c.status.lastScheduleTime
  return {
    name: c.metadata.name,
    schedule: c.spec.schedule,
    timeZone: c.spec.timeZone ?? '<none>',
    suspend: suspend === undefined ? '<unset>' : suspend ? 'True' : 'False',
    active: c.status.active?.length ?? 0,
    lastSchedule: last === undefined ? '<none>' : since(last, nowMs),
    age: since(c.metadata.creationTimestamp, nowMs),
    containers: containers.map((x) => x.name).join(','),
    images: containers.map((x) => x.image).join(','),
    selector: formatLabelSelector(c.spec.jobTemplate.spec.selector as LabelSelector | undefined),
  }
}

/**
 * The row `kubectl get cronjobs -o wide` prints for a CronJob at time `now`
 * (RFC 3339), as the server's table printer computes it: NAME, SCHEDULE,
 * TIMEZONE (`<none>` when unset), SUSPEND (`True`/`False`, `<unset>`),
 * ACTIVE (the number of `status.active` entries), LAST SCHEDULE (age of
 * `status.lastScheduleTime`, `<none>` when unset), AGE, then the wide
 * CONTAINERS, IMAGES and SELECTOR of the Job template. The CronJob is
 * decoded once as Go's decoder reads it (no defaulting); a field the
 * decoder rejects reads as unset, and a `now` that is not RFC 3339 makes the
 * clock-relative cells `<unknown>`. Total.
 *
 * @example
 * cronJobColumns({ apiVersion: 'batch/v1', kind: 'CronJob',
 *   metadata: { name: 'hello', creationTimestamp: '2026-01-01T00:00:00Z' },
 *   spec: { schedule: '*\/5 * * * *', suspend: false, jobTemplate: { spec: { template: { spec: {
 *     containers: [{ name: 'hello', image: 'busybox' }] } } } } },
 *   status: { lastScheduleTime: '2026-01-01T02:55:00Z' } }, '2026-01-01T03:00:00Z')
 * //=> { name: 'hello', schedule: '*\/5 * * * *', timeZone: '<none>', suspend: 'False', active: 0,
 * //     lastSchedule: '5m', age: '3h', containers: 'hello', images: 'busybox', selector: '<none>' }
 */
export const cronJobColumns: (cronJob: unknown, now: string) => CronJobColumns = /* @__PURE__ */ guarded(
  (): CronJobColumns => ({
    name: '',
    schedule: '',
    timeZone: '<none>',
    suspend: '<unset>',
    active: 0,
    lastSchedule: '<none>',
    age: '<unknown>',
    containers: '',
    images: '',
    selector: '<none>',
  }),
  cronJobColumnsUnguarded,
)
