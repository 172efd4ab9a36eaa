/**
 * `syncCronJob`: one sync of the Kubernetes CronJob controller (v2) as a
 * pure function. Given a CronJob (spec + status), the Jobs on the cluster
 * and the current time, it returns the Job to create, the Jobs to delete,
 * the new status, the events and when to look again.
 *
 * @module
 */
import { goQuote } from '../../field/go-format'
import { resolveProfile } from '../../profile/resolve'
import * as E from '../../wire/either'
import type { Job as JobModel } from '../../job/generated/batch-model'
import { JobSchema } from '../../job/generated/batch-schema'
import type { Job } from '../../job/types'
import { withoutDates, jobWithoutDates } from '../../wire/dates'
import { decodeStruct } from '../../wire/decode'
import { encodeStruct } from '../../wire/encode'
import { canonicalGoTime, formatGoTime } from '../../wire/go-time'
import { guarded, optionOf } from '../../wire/guard'
import { CRONJOB_TIME_FIELDS } from '../decode'
import type { CronJobModel, ObjectReferenceModel } from '../model'
import { CronJobSchema, CronJobStatusSchema } from '../model'
import { parseGoDuration } from '../schedule/go-duration'
import { mostRecentScheduleTime } from '../schedule/missed-runs'
import { controllerSchedule } from '../schedule/next-times'
import type { CronJob, CronJobStatus } from '../types'
import { loadTimeZone } from '../zone/load-location'
import { type CronJobRules, cronJobRules, isChild } from './cronjob-rules'
import { cronJobJobName, jobFromTemplate, rfc1123z } from './job-from-template'
import { jobWireForMinor } from '../../job/minor-wire'
import {
  after,
  at,
  cleanup,
  controllerUid,
  finishedType,
  removeActive,
  sameTime,
  type At,
  type Status,
  succeeded,
  Sync,
  TZ_WARNING,
} from './sync-run'
import type { CronJobSyncOptions, CronJobSyncResult } from './sync-types'
import { isStruct as isObject } from '../../wire/shape'

type Outcome = { readonly requeue?: string; readonly error?: string; readonly scheduled?: string }

/** `syncCronJob` proper, after the cleanup; `status` is the CronJob copy the sync writes. */
const syncStatus = (
  run: Sync,
  cj: CronJobModel,
  stored: Status,
  written: Status,
  children: readonly JobModel[],
  now: At,
  nowText: string,
  options: CronJobSyncOptions,
  rules: CronJobRules,
): Outcome => {
  let status = written
  const childUids = new Set(children.map((j) => j.metadata.uid))
  for (const j of children) {
    const found = status.active.some((r) => r.uid === j.metadata.uid)
    const finished = finishedType(j)
    if (!found && finished === undefined) {
      // upstream reads the CronJob again from the API server: the stored one
      if (stored.active.some((r) => r.uid === j.metadata.uid)) {
        status = { ...stored, active: [...stored.active] }
        continue
      }
      run.event(
        'Warning',
        'UnexpectedJob',
        `Saw a job that the controller did not create or forgot: ${j.metadata.name}`,
      )
    } else if (finished !== undefined) {
      if (found) {
        removeActive(status, j.metadata.uid)
        run.event('Normal', 'SawCompletedJob', `Saw completed job: ${j.metadata.name}, condition: ${finished}`)
        run.update = true
      }
      if (succeeded(j)) {
        const completion = j.status.completionTime
        if (status.lastSuccessfulTime === undefined) {
          status.lastSuccessfulTime = completion
          run.update = true
        }
        const c = at(completion)
        const last = at(status.lastSuccessfulTime)
        if (c !== undefined && last !== undefined && after(c, last)) {
          status.lastSuccessfulTime = completion
          run.update = true
        }
      }
    }
  }
  for (const r of [...status.active]) {
    if (childUids.has(r.uid)) continue
    if (run.get(r.namespace, r.name) === undefined) {
      run.event('Normal', 'MissingJob', `Active job went missing: ${r.name}`)
      removeActive(status, r.uid)
      run.update = true
    }
  }
  if (cj.metadata.deletionTimestamp !== undefined) return {}
  const timeZone = cj.spec.timeZone
  if (timeZone !== undefined) {
    const zone = loadTimeZone(timeZone)
    if (zone._tag === 'Left') {
      run.event('Warning', 'UnknownTimeZone', `invalid timeZone: ${goQuote(timeZone)}: ${zone.left.message}`)
      return {}
    }
  }
  if (cj.spec.suspend === true) return {}
  const schedule = cj.spec.schedule
  if (schedule.includes('TZ')) run.event('Warning', 'UnsupportedSchedule', TZ_WARNING(schedule))
  const parsed = controllerSchedule({ schedule, timeZone })
  if (parsed._tag === 'Left') {
    run.event('Warning', 'UnparseableSchedule', `unparseable schedule: ${goQuote(schedule)} : ${parsed.left.message}`)
    return {}
  }
  const deadline = cj.spec.startingDeadlineSeconds
  const missedAt = (lastScheduleTime: string | undefined) =>
    mostRecentScheduleTime(
      { schedule, timeZone },
      {
        creationTimestamp: cj.metadata.creationTimestamp ?? formatGoTime(-62135596800),
        lastScheduleTime,
        startingDeadlineSeconds: deadline,
      },
      nowText,
    )
  const missed = missedAt(status.lastScheduleTime)
  if (missed._tag === 'Left') return { error: missed.left.message }
  const m = missed.right
  if (m.error !== undefined) {
    run.event('Warning', 'InvalidSchedule', `invalid schedule: ${schedule} : ${m.error}`)
    return {}
  }
  const requeue = m.requeueAfter
  const recent = at(m.mostRecentTime)
  if (recent === undefined) return { requeue }
  if (m.tooManyMissed)
    run.event(
      'Warning',
      'TooManyMissedTimes',
      'too many missed start times. Set or decrease .spec.startingDeadlineSeconds or check clock skew',
    )
  if (deadline !== undefined) {
    // Go: scheduledTime.Add(time.Second * time.Duration(deadline)).Before(now), int64 nanoseconds wrapping
    const d = BigInt.asIntN(64, BigInt(deadline) * 1000000000n)
    const late = BigInt(recent.s) * 1000000000n + BigInt(recent.ns) + d
    if (late < BigInt(now.s) * 1000000000n + BigInt(now.ns)) {
      run.event('Warning', 'MissSchedule', `Missed scheduled time to start a job: ${rfc1123z(recent.s)}`)
      return { requeue, scheduled: formatGoTime(recent.s) }
    }
  }
  const name = cronJobJobName(cj.metadata.name, recent.s)
  if (
    status.active.some((r) => r.name === name && r.namespace === cj.metadata.namespace) ||
    sameTime(at(status.lastScheduleTime), recent)
  )
    return { requeue }
  if (cj.spec.concurrencyPolicy === 'Forbid' && status.active.length > 0) {
    run.event(
      'Normal',
      'JobAlreadyActive',
      'Not starting job because prior execution is running and concurrency policy is Forbid',
    )
    return { requeue, scheduled: formatGoTime(recent.s) }
  }
  if (cj.spec.concurrencyPolicy === 'Replace') {
    for (const r of [...status.active]) {
      const job = run.get(r.namespace, r.name)
      if (job === undefined) {
        const err = `jobs.batch ${goQuote(r.name)} not found`
        run.event('Warning', 'FailedGet', `Get job: ${err}`)
        return { error: err }
      }
      run.delete(status, job)
      run.update = true
    }
  }
  let ref: ObjectReferenceModel
  // the create is sent either way; the API server refuses a name it has
  run.createJobs.push(jobWireForMinor(jobFromTemplate(cj, recent.s), rules.minor))
  if (run.get(cj.metadata.namespace, name) !== undefined) {
    // AlreadyExists: the controller reads the Job (before 1.37 in the request's namespace, which is empty)
    const existing = run.get(rules.existingJobInCronJobNamespace ? cj.metadata.namespace : '', name)
    if (existing === undefined) return { error: `jobs.batch ${goQuote(name)} not found` }
    if (controllerUid(existing) !== cj.metadata.uid) return {}
    if (status.active.some((r) => r.uid === existing.metadata.uid)) return {}
    ref = {
      kind: 'Job',
      namespace: existing.metadata.namespace,
      name: existing.metadata.name,
      uid: existing.metadata.uid,
      apiVersion: 'batch/v1',
      resourceVersion: existing.metadata.resourceVersion,
      fieldPath: '',
    }
  } else {
    run.event('Normal', 'SuccessfulCreate', `Created job ${name}`)
    ref = {
      kind: 'Job',
      namespace: cj.metadata.namespace,
      name,
      uid: options.createdJobUid ?? '',
      apiVersion: 'batch/v1',
      resourceVersion: '',
      fieldPath: '',
    }
  }
  status.active = [...status.active, ref]
  status.lastScheduleTime = formatGoTime(recent.s)
  run.update = true
  const again = missedAt(status.lastScheduleTime)
  const scheduled = formatGoTime(recent.s)
  return again._tag === 'Left'
    ? { error: again.left.message, scheduled }
    : { requeue: again.right.requeueAfter, scheduled }
}

const canonical = (t: string | undefined): string | undefined => {
  if (t === undefined) return undefined
  const c = canonicalGoTime(t)
  return c.ok ? c.value : undefined
}

const statusWire = (s: Status): CronJobStatus =>
  encodeStruct(CronJobStatusSchema, {
    active: s.active,
    lastScheduleTime: canonical(s.lastScheduleTime),
    lastSuccessfulTime: canonical(s.lastSuccessfulTime),
  }) as CronJobStatus

const noop = (cronJob: unknown): CronJobSyncResult => {
  const status = isObject(cronJob) && isObject(cronJob['status']) ? cronJob['status'] : {}
  const model = decodeStruct(CronJobStatusSchema, status, { unknownFields: 'ignore', times: 'given' }).value
  return {
    status: statusWire({
      active: [...(model.active ?? [])],
      lastScheduleTime: model.lastScheduleTime,
      lastSuccessfulTime: model.lastSuccessfulTime,
    }),
    statusChanged: false,
    createJobs: [],
    deleteJobs: [],
    events: [],
  }
}

const syncCronJobUnguarded = (
  cronJob: unknown,
  jobs: unknown,
  now: string,
  options: unknown,
  rules: CronJobRules,
): CronJobSyncResult => {
  if (!isObject(cronJob) || typeof now !== 'string') return noop(cronJob)
  const nowAt = at(now)
  if (nowAt === undefined) return noop(cronJob)
  const cj = decodeStruct(CronJobSchema, withoutDates(cronJob, CRONJOB_TIME_FIELDS), {
    unknownFields: 'ignore',
    times: 'given',
  }).value
  const opts: CronJobSyncOptions =
    isObject(options) && typeof options['createdJobUid'] === 'string' ? { createdJobUid: options['createdJobUid'] } : {}
  const all: JobModel[] = []
  const onServer = new Map<string, JobModel>()
  for (const j of Array.isArray(jobs) ? jobs : []) {
    if (!isObject(j)) continue
    const model = decodeStruct(JobSchema, jobWithoutDates(j), { unknownFields: 'ignore', times: 'given' }).value
    all.push(model)
    const key = `${model.metadata.namespace}/${model.metadata.name}`
    if (!onServer.has(key)) onServer.set(key, model)
  }
  const children = all.filter((j) => isChild(rules, cj, j))
  const run = new Sync(onServer)
  const stored: Status = {
    active: [...(cj.status.active ?? [])],
    lastScheduleTime: cj.status.lastScheduleTime,
    lastSuccessfulTime: cj.status.lastSuccessfulTime,
  }
  const status: Status = { ...stored, active: [...stored.active] }
  cleanup(run, cj, status, children)
  const outcome = syncStatus(run, cj, stored, status, children, nowAt, now, opts, rules)
  const wake = outcome.requeue === undefined ? undefined : parseGoDuration(outcome.requeue)
  return {
    status: run.update ? statusWire(status) : noop(cronJob).status,
    statusChanged: run.update,
    createJobs: run.createJobs,
    deleteJobs: run.deleteJobs,
    events: run.events,
    ...(outcome.requeue !== undefined ? { requeueAfter: outcome.requeue } : {}),
    ...(wake?.ok === true ? { requeueAfterSeconds: Number(wake.nanoseconds) / 1e9 } : {}),
    ...(outcome.requeue === undefined && outcome.error !== undefined ? { error: outcome.error } : {}),
    ...(outcome.scheduled !== undefined ? { scheduledTime: outcome.scheduled } : {}),
  }
}

/**
 * One sync of the CronJob controller (`ControllerV2.sync` in
 * `pkg/controller/cronjob`: the history-limit cleanup, `syncCronJob`, the
 * status write), pure.
 *
 * Order of decisions (see docs/cronjob.md): delete finished Jobs past
 * `successfulJobsHistoryLimit` / `failedJobsHistoryLimit` (oldest start
 * first); drop finished Jobs from `status.active` (`SawCompletedJob`),
 * advance `lastSuccessfulTime`, warn about running Jobs the CronJob does not
 * list (`UnexpectedJob`) and drop listed Jobs that are gone (`MissingJob`);
 * stop for a CronJob being deleted, an unknown `timeZone`
 * (`UnknownTimeZone`), `suspend`, an unparseable schedule; find the most
 * recent unmet scheduled time (`TooManyMissedTimes` past 100 missed,
 * `MissSchedule` past the starting deadline); skip a time already run and,
 * with `Forbid`, a time while a Job runs (`JobAlreadyActive`); with
 * `Replace` delete the running Jobs; create the Job (`SuccessfulCreate`)
 * and record it in `status.active` and `lastScheduleTime`; requeue 100 ms
 * after the next scheduled time.
 *
 * `jobs` are the Jobs on the cluster: the controller's are those whose
 * controller owner reference has the CronJob's UID; the others matter only
 * where the controller asks the API server for a Job by name. Every API
 * call is assumed to succeed as the API server would answer it. Malformed
 * input never throws: a non-object CronJob or an unparsable `now` yields a
 * no-op, fields of the wrong JSON type read as unset, non-object Jobs are
 * ignored.
 *
 * `options.profile`: the cluster the controller runs in (default 1.37).
 * Before 1.37 the controller's Jobs are those in the CronJob's namespace
 * whose controller reference names the CronJob, and a Job name taken on
 * the API server is re-read in the empty namespace (an error: `jobs.batch
 * "…" not found`); see ./cronjob-rules.ts. An invalid profile yields a
 * no-op whose `profileErrors` say why.
 *
 * @example
 * const cronJob = {
 *   apiVersion: 'batch/v1', kind: 'CronJob',
 *   metadata: { name: 'hello', namespace: 'default', uid: 'c1', creationTimestamp: '2026-01-01T00:00:00Z' },
 *   spec: { schedule: '0 * * * *', jobTemplate: { spec: { template: {} } } },
 * }
 * const r = syncCronJob(cronJob, [], '2026-01-01T02:00:05Z')
 * r.createJobs[0]?.metadata?.name // 'hello-29453880' (02:00 in Unix minutes)
 * r.status.lastScheduleTime       // '2026-01-01T02:00:00Z'
 * r.requeueAfter                  // '59m55.1s'
 */
export const syncCronJob = (
  cronJob: CronJob,
  jobs: readonly Job[],
  now: string,
  options?: CronJobSyncOptions,
): CronJobSyncResult => {
  const profile = resolveProfile(optionOf(options, 'profile'))
  if (E.isLeft(profile)) return { ...noop(cronJob), profileErrors: profile.left }
  const rules = cronJobRules(profile.right)
  return guarded(
    (c: unknown): CronJobSyncResult => noop(c),
    (c: unknown, j: unknown, n: string, o: unknown) => syncCronJobUnguarded(c, j, n, o, rules),
  )(cronJob, jobs, now, options)
}
