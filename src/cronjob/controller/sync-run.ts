/**
 * The record one CronJob sync keeps (the API server's Jobs, what the sync
 * deleted and created, its events), the status it works on, Go's time
 * comparisons, and the first step of a sync: the history-limit cleanup
 * (`cleanupFinishedJobs`).
 *
 * @module
 */
import type { Job as JobModel } from '../../job/generated/batch-model'
import type { Job } from '../../job/types'
import { goQuote } from '../../field/go-format'
import { parseGoTime } from '../../wire/go-time'
import type { CronJobModel, ObjectReferenceModel } from '../model'
import type { CronJobEvent } from './sync-types'

/**
 * A time as Go compares it: Unix seconds and nanoseconds.
 *
 * @example
 * const t: At = { s: 1767225600, ns: 0 }
 */
export interface At {
  readonly s: number
  readonly ns: number
}
/**
 * An RFC 3339 text as an {@link At}; `undefined` when absent or unparseable.
 *
 * @example
 * at('2026-01-01T00:00:00.5Z') // { s: 1767225600, ns: 500000000 }
 */
export const at = (text: string | undefined): At | undefined => {
  if (text === undefined) return undefined
  const p = parseGoTime(text)
  return p.ok ? { s: p.seconds, ns: p.nanos } : undefined
}
/**
 * Go's `a.After(b)`.
 *
 * @example
 * after({ s: 2, ns: 0 }, { s: 1, ns: 9 }) // true
 */
export const after = (a: At, b: At): boolean => a.s > b.s || (a.s === b.s && a.ns > b.ns)
/**
 * `metav1.Time.Equal`: both unset, or the same instant.
 *
 * @example
 * sameTime(undefined, undefined) // true
 */
export const sameTime = (a: At | undefined, b: At | undefined): boolean =>
  a === undefined || b === undefined ? a === b : a.s === b.s && a.ns === b.ns

/**
 * The status the sync works on (upstream's CronJob copy).
 *
 * @example
 * const s: Status = { active: [], lastScheduleTime: undefined, lastSuccessfulTime: undefined }
 */
export interface Status {
  active: ObjectReferenceModel[]
  lastScheduleTime: string | undefined
  lastSuccessfulTime: string | undefined
}

/**
 * The type of the first Complete or Failed condition that is True (`FinishedCondition`).
 *
 * @example
 * declare const job: JobModel
 * finishedType(job) // 'Complete', 'Failed' or undefined
 */
export const finishedType = (j: JobModel): string | undefined =>
  j.status.conditions?.find((c) => (c.type === 'Complete' || c.type === 'Failed') && c.status === 'True')?.type
/**
 * `IsJobSucceeded`: a Complete condition that is True.
 *
 * @example
 * declare const job: JobModel
 * succeeded(job)
 */
export const succeeded = (j: JobModel): boolean =>
  j.status.conditions?.some((c) => c.type === 'Complete' && c.status === 'True') === true
/**
 * The UID of the Job's controller owner reference (`GetControllerOf`).
 *
 * @example
 * declare const job: JobModel
 * controllerUid(job) // the CronJob's UID for its own Jobs
 */
export const controllerUid = (j: JobModel): string | undefined =>
  j.metadata.ownerReferences?.find((r) => r.controller === true)?.uid

/**
 * `byJobStartTime`: started Jobs first, by start time, then by name.
 *
 * @example
 * declare const jobs: JobModel[]
 * [...jobs].sort(byStartTime)
 */
export const byStartTime = (a: JobModel, b: JobModel): number => {
  const sa = at(a.status.startTime)
  const sb = at(b.status.startTime)
  if (sa === undefined && sb !== undefined) return 1
  if (sa !== undefined && sb === undefined) return -1
  if (sameTime(sa, sb)) return a.metadata.name < b.metadata.name ? -1 : a.metadata.name > b.metadata.name ? 1 : 0
  return after(sa as At, sb as At) ? 1 : -1
}

/**
 * The `UnsupportedSchedule` warning's text.
 *
 * @example
 * TZ_WARNING('TZ=UTC 0 * * * *').startsWith('CRON_TZ or TZ used in schedule "TZ=UTC 0 * * * *"') // true
 */
export const TZ_WARNING = (schedule: string): string =>
  `CRON_TZ or TZ used in schedule ${goQuote(schedule)} is not officially supported, see https://kubernetes.io/docs/concepts/workloads/controllers/cron-jobs/ for more details`

/**
 * One sync's running record: the API server's Jobs, what it changed, what it said.
 *
 * @example
 * const run = new Sync(new Map())
 * run.get('default', 'hello-1') // undefined
 */
export class Sync {
  readonly events: CronJobEvent[] = []
  readonly deleteJobs: string[] = []
  readonly createJobs: Job[] = []
  readonly deleted = new Set<string>()
  update = false
  constructor(readonly onServer: ReadonlyMap<string, JobModel>) {}
  event(type: 'Normal' | 'Warning', reason: string, message: string): void {
    this.events.push({ type, reason, message })
  }
  /** `GetJob` on the API server. */
  get(namespace: string, name: string): JobModel | undefined {
    const key = `${namespace}/${name}`
    return this.deleted.has(key) ? undefined : this.onServer.get(key)
  }
  /** `deleteJob`: the Job, then its reference in the active list. */
  delete(status: Status, job: JobModel): void {
    this.deleted.add(`${job.metadata.namespace}/${job.metadata.name}`)
    this.deleteJobs.push(job.metadata.name)
    removeActive(status, job.metadata.uid)
    this.event('Normal', 'SuccessfulDelete', `Deleted job ${job.metadata.name}`)
  }
}

/**
 * `deleteFromActiveList`: the references with another UID.
 *
 * @example
 * const s: Status = { active: [], lastScheduleTime: undefined, lastSuccessfulTime: undefined }
 * removeActive(s, 'j1')
 */
export const removeActive = (status: Status, uid: string): void => {
  status.active = status.active.filter((r) => r.uid !== uid)
}

/**
 * `cleanupFinishedJobs`: finished Jobs past the history limits, oldest first.
 *
 * @example
 * declare const run: Sync, cj: CronJobModel, status: Status, children: JobModel[]
 * cleanup(run, cj, status, children) // run.deleteJobs: the deleted names
 */
export const cleanup = (run: Sync, cj: CronJobModel, status: Status, children: readonly JobModel[]): void => {
  const { successfulJobsHistoryLimit: ok, failedJobsHistoryLimit: failed } = cj.spec
  if (ok === undefined && failed === undefined) return
  const remove = (jobs: JobModel[], limit: number | undefined): void => {
    if (limit === undefined) return
    const excess = jobs.length - limit
    if (excess <= 0) return
    for (const j of [...jobs].sort(byStartTime).slice(0, excess)) {
      run.delete(status, j)
      run.update = true
    }
  }
  remove(
    children.filter((j) => finishedType(j) === 'Complete'),
    ok,
  )
  remove(
    children.filter((j) => finishedType(j) === 'Failed'),
    failed,
  )
}
