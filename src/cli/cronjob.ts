/**
 * The Job the CronJob controller creates for a scheduled time
 * (`getJobFromTemplate2` in `pkg/controller/cronjob/utils.go`): the job
 * template's labels and annotations, plus the annotation
 * `batch.kubernetes.io/cronjob-scheduled-timestamp`; the name
 * `<cronjob>-<minutes since the epoch>`; a controller owner reference to the
 * CronJob; the template's spec; the CronJob's namespace.
 *
 * @module
 */
import { formatTime } from '../controller/pod'
import type { FieldError } from '../field/field-error'

export const CRONJOB_SCHEDULED_TIMESTAMP_ANNOTATION = 'batch.kubernetes.io/cronjob-scheduled-timestamp'

type Rec = Record<string, unknown>
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x)
const rec = (x: unknown): Rec => (isRec(x) ? x : {})

const pad = (n: number, w = 2): string => String(Math.abs(n)).padStart(w, '0')

/** Minutes east of UTC of `timeZone` at `ms`, or `undefined` for a zone this runtime does not know. */
const zoneOffsetMinutes = (ms: number, timeZone: string): number | undefined => {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(new Date(ms))
    const get = (t: string): number => Number(parts.find((p) => p.type === t)?.value)
    const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
    return Math.round((local - Math.floor(ms / 1000) * 1000) / 60000)
  } catch {
    return undefined
  }
}

/** `t.In(zone).Format(time.RFC3339)`. */
const rfc3339In = (ms: number, offsetMinutes: number): string => {
  if (offsetMinutes === 0) return formatTime(ms)
  const local = formatTime(ms + offsetMinutes * 60000).slice(0, -1)
  const sign = offsetMinutes < 0 ? '-' : '+'
  return `${local}${sign}${pad(Math.trunc(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`
}

export interface CronJobJob {
  /** The Job manifest the controller would send. */
  readonly job: Rec
  /** The CronJob field path for a field path of that Job. */
  readonly cronJobPath: (jobPath: string) => string
}

/**
 * The Job the CronJob controller would create at `scheduledMs`, or the
 * CronJob's own `spec.timeZone` error.
 */
export const jobFromCronJob = (cronJob: unknown, scheduledMs: number, cronJobUid: string): CronJobJob | FieldError => {
  const cj = rec(cronJob)
  const meta = rec(cj['metadata'])
  const spec = rec(cj['spec'])
  const template = rec(spec['jobTemplate'])
  const templateMeta = rec(template['metadata'])
  const timeZone = spec['timeZone']
  let offset = 0
  if (typeof timeZone === 'string' && timeZone !== '') {
    const found = timeZone.toLowerCase() === 'local' ? undefined : zoneOffsetMinutes(scheduledMs, timeZone)
    if (found === undefined) {
      return {
        type: 'FieldValueInvalid',
        field: 'spec.timeZone',
        badValue: timeZone,
        detail:
          timeZone.toLowerCase() === 'local'
            ? 'timeZone must be an explicit time zone as defined in https://www.iana.org/time-zones'
            : `unknown time zone ${timeZone}`,
      }
    }
    offset = found
  }
  const name = typeof meta['name'] === 'string' ? meta['name'] : ''
  const labels = isRec(templateMeta['labels']) ? { ...templateMeta['labels'] } : {}
  const annotations: Rec = {
    ...(isRec(templateMeta['annotations']) ? templateMeta['annotations'] : {}),
    [CRONJOB_SCHEDULED_TIMESTAMP_ANNOTATION]: rfc3339In(scheduledMs, offset),
  }
  const metadata: Rec = {
    ...(Object.keys(labels).length > 0 ? { labels } : {}),
    annotations,
    name: `${name}-${Math.floor(scheduledMs / 60000)}`,
    ...(typeof meta['namespace'] === 'string' && meta['namespace'] !== '' ? { namespace: meta['namespace'] } : {}),
    ownerReferences: [
      { apiVersion: 'batch/v1', kind: 'CronJob', name, uid: cronJobUid, controller: true, blockOwnerDeletion: true },
    ],
  }
  const job: Rec = {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata,
    spec: isRec(template['spec']) ? template['spec'] : {},
  }
  return { job, cronJobPath }
}

/** Where a field of the created Job came from in the CronJob. */
const cronJobPath = (jobPath: string): string => {
  if (jobPath === 'spec' || jobPath.startsWith('spec.') || jobPath.startsWith('spec['))
    return `spec.jobTemplate.${jobPath}`
  for (const f of ['metadata.labels', 'metadata.annotations']) {
    if (jobPath === f || jobPath.startsWith(f + '[') || jobPath.startsWith(f + '.'))
      return `spec.jobTemplate.${jobPath}`
  }
  return jobPath
}
