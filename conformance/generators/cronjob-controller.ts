/**
 * Inputs of one CronJob controller sync: a CronJob as the API server stores
 * it (the schedules, zones and template labels of the cronjob.create
 * generators, every concurrency policy, deadlines, history limits, suspend,
 * deletion), the Jobs on the cluster (the controller's own, running,
 * complete and failed, listed in `status.active` or not; Jobs of other
 * owners; the Job of the most recent scheduled time already there; active
 * references to Jobs that are gone) and the clock.
 */
import fc from 'fast-check'
import { BROKEN_SCHEDULES, VALID_SCHEDULES } from './cronjobs'
import { annotations, anyLabels, type Json, type JsonObject } from './jobs'
import { BAD_ZONES, TRICKY_ZONES } from './schedules'
import { uid } from './text'

export interface CronJobSyncInput {
  readonly cronJob: JsonObject
  readonly jobs: JsonObject[]
  readonly now: string
  readonly createdUid: string
}

/** 2026-03-01T12:00:00Z: sync times are offsets from here. */
const T0 = Date.UTC(2026, 2, 1, 12, 0, 0) / 1000
const text = (s: number): string => new Date(s * 1000).toISOString().replace('.000Z', 'Z')

const NAME = 'hello'
const NAMESPACE = 'default'

/** Offsets (seconds) around a scheduled minute: exactly on it, just after, hours, days and a year later. */
const offset = fc.oneof(
  fc.constantFrom(0, 1, 5, 59, 60, 61, 3599, 3600, 3605, 86400, 90000),
  fc.integer({ min: 0, max: 3 * 86400 }),
  fc.constantFrom(30 * 86400, 400 * 86400),
)

type JobState = 'running' | 'complete' | 'failed' | 'complete-false' | 'failed-then-complete'
interface JobShape {
  readonly owner: 'ours' | 'other-cronjob' | 'none'
  readonly state: JobState
  readonly listed: boolean
  readonly start: number | null
  readonly completion: number | null
  readonly scheduledName: boolean
}

const jobShape: fc.Arbitrary<JobShape> = fc.record({
  owner: fc.oneof(
    { weight: 8, arbitrary: fc.constant('ours' as const) },
    { weight: 1, arbitrary: fc.constantFrom('other-cronjob' as const, 'none' as const) },
  ),
  state: fc.constantFrom<JobState>(
    'running',
    'running',
    'complete',
    'complete',
    'failed',
    'complete-false',
    'failed-then-complete',
  ),
  listed: fc.boolean(),
  start: fc.option(fc.integer({ min: -7200, max: 0 }), { freq: 6 }),
  completion: fc.option(fc.integer({ min: -3600, max: 0 }), { freq: 5 }),
  scheduledName: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
})

const CONDITIONS: Record<JobState, Json> = {
  running: null,
  complete: [
    { type: 'SuccessCriteriaMet', status: 'True' },
    { type: 'Complete', status: 'True' },
  ],
  failed: [
    { type: 'FailureTarget', status: 'True' },
    { type: 'Failed', status: 'True' },
  ],
  'complete-false': [{ type: 'Complete', status: 'False' }],
  'failed-then-complete': [
    { type: 'Failed', status: 'True' },
    { type: 'Complete', status: 'True' },
  ],
}

const buildJob = (s: JobShape, i: number, cjUid: string, now: number): { job: JsonObject; ref: JsonObject } => {
  // a Job of another owner more often holds the name of the current minute (with `* * * * *`, the name of the
  // scheduled Job: the create conflicts and the controller leaves the Job alone, `!IsControlledBy`)
  const scheduled = s.scheduledName || (s.owner !== 'ours' && i % 2 === 0)
  const name = scheduled ? `${NAME}-${Math.trunc(now / 60)}` : `${NAME}-${29500000 + i}`
  const jobUid = `job-${i}`
  const metadata: JsonObject = { name, namespace: NAMESPACE, uid: jobUid, resourceVersion: String(100 + i) }
  if (s.owner !== 'none')
    metadata['ownerReferences'] = [
      {
        apiVersion: 'batch/v1',
        kind: 'CronJob',
        name: s.owner === 'ours' ? NAME : 'other',
        uid: s.owner === 'ours' ? cjUid : 'other-uid',
        controller: true,
        blockOwnerDeletion: true,
      },
    ]
  const status: JsonObject = {}
  if (s.start !== null) status['startTime'] = text(now + s.start)
  const conditions = CONDITIONS[s.state]
  if (conditions !== null) status['conditions'] = conditions
  if (s.state.startsWith('complete') || s.state === 'failed-then-complete')
    if (s.completion !== null) status['completionTime'] = text(now + s.completion)
  if (s.state === 'running') status['active'] = 1
  const job: JsonObject = {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata,
    spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'c', image: 'busybox' }] } } },
    status,
  }
  const ref: JsonObject = { kind: 'Job', namespace: NAMESPACE, name, uid: jobUid, apiVersion: 'batch/v1' }
  return { job, ref }
}

const schedule = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...VALID_SCHEDULES, '0 * * * *', '*/15 * * * *', '30 12 * * *') },
  { weight: 1, arbitrary: fc.constantFrom(...BROKEN_SCHEDULES) },
)
const timeZone = fc.oneof(
  { weight: 6, arbitrary: fc.constant(null) },
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY_ZONES.filter((z) => z !== 'Pacific/Apia')) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('Mars/Olympus', 'america/new_york', 'Europe/Bérlin', ...BAD_ZONES.slice(0, 1)),
  },
)

const cronJobSync: fc.Arbitrary<CronJobSyncInput> = fc
  .record({
    cjUid: uid,
    createdUid: fc.oneof({ weight: 9, arbitrary: uid }, { weight: 1, arbitrary: fc.constant('') }),
    schedule,
    timeZone,
    concurrencyPolicy: fc.constantFrom('Allow', 'Allow', 'Forbid', 'Replace'),
    startingDeadlineSeconds: fc.option(
      fc.oneof(
        { weight: 12, arbitrary: fc.constantFrom(0, 10, 100, 3600, 200000) },
        // past time.Duration: `time.Second * d` wraps
        { weight: 1, arbitrary: fc.constantFrom(9300000000, 18446744074, 9007199254740991) },
        // 2^54 and 5 * 2^54 (JSON prints both exactly; 3 * 2^54 it does not): `time.Second * d` wraps to exactly -2^63, which the deadline's negation leaves
        // unchanged, so the earliest time stays the last schedule and the start is `MissSchedule` (tooLate)
        { weight: 1, arbitrary: fc.constantFrom(18014398509481984, 90071992547409920) },
      ),
      { freq: 3 },
    ),
    suspend: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    deleting: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
    successful: fc.option(fc.integer({ min: 0, max: 3 }), { freq: 3 }),
    failed: fc.option(fc.integer({ min: 0, max: 2 }), { freq: 3 }),
    templateLabels: fc.option(anyLabels, { freq: 2 }),
    templateAnnotations: fc.option(annotations, { freq: 3 }),
    created: fc.integer({ min: 0, max: 30 * 86400 }),
    lastSchedule: fc.option(fc.integer({ min: 0, max: 2 * 86400 }), { freq: 3 }),
    lastSuccessful: fc.option(fc.integer({ min: 0, max: 86400 }), { freq: 4 }),
    now: offset,
    jobs: fc.array(jobShape, { maxLength: 6 }),
    missingRefs: fc.integer({ min: 0, max: 5 }).map((n) => (n === 0 ? 1 : 0)),
  })
  .map((r): CronJobSyncInput => {
    const now = T0 + r.now
    const built = r.jobs.map((s, i) => buildJob(s, i, r.cjUid, now))
    // names are unique on the API server
    const seen = new Set<string>()
    const unique = built.filter(({ job }) => {
      const n = (job['metadata'] as JsonObject)['name'] as string
      if (seen.has(n)) return false
      seen.add(n)
      return true
    })
    const active: Json[] = unique.filter((_, i) => r.jobs[i]?.listed === true).map(({ ref }) => ref)
    for (let k = 0; k < r.missingRefs; k++)
      active.push({ kind: 'Job', namespace: NAMESPACE, name: `${NAME}-gone`, uid: 'gone-uid', apiVersion: 'batch/v1' })
    const status: JsonObject = {}
    if (active.length > 0) status['active'] = active
    if (r.lastSchedule !== null) status['lastScheduleTime'] = text(Math.floor((now - r.lastSchedule) / 60) * 60)
    if (r.lastSuccessful !== null) status['lastSuccessfulTime'] = text(now - r.lastSuccessful)
    const metadata: JsonObject = {
      name: NAME,
      namespace: NAMESPACE,
      uid: r.cjUid,
      resourceVersion: '42',
      generation: 1,
      creationTimestamp: text(T0 - r.created),
    }
    if (r.deleting) metadata['deletionTimestamp'] = text(now - 10)
    const spec: JsonObject = {
      schedule: r.schedule,
      concurrencyPolicy: r.concurrencyPolicy,
      suspend: r.suspend,
    }
    if (r.timeZone !== null) spec['timeZone'] = r.timeZone
    if (r.startingDeadlineSeconds !== null) spec['startingDeadlineSeconds'] = r.startingDeadlineSeconds
    if (r.successful !== null) spec['successfulJobsHistoryLimit'] = r.successful
    if (r.failed !== null) spec['failedJobsHistoryLimit'] = r.failed
    const templateMeta: JsonObject = {}
    if (r.templateLabels !== null) templateMeta['labels'] = r.templateLabels
    if (r.templateAnnotations !== null) templateMeta['annotations'] = r.templateAnnotations
    spec['jobTemplate'] = {
      metadata: templateMeta,
      spec: {
        backoffLimit: 6,
        completionMode: 'NonIndexed',
        template: {
          metadata: { labels: { app: NAME } },
          spec: { restartPolicy: 'OnFailure', containers: [{ name: 'c', image: 'busybox', args: ['date'] }] },
        },
      },
    }
    return {
      cronJob: { apiVersion: 'batch/v1', kind: 'CronJob', metadata, spec, status },
      jobs: unique.map(({ job }) => job),
      now: text(now),
      createdUid: r.createdUid,
    }
  })

export const cronJobSyncInput: fc.Arbitrary<CronJobSyncInput> = cronJobSync
