/**
 * `simulateCronJob`: the CronJob controller over a time window, with each
 * created Job run by `simulateJob` against scripted pods.
 *
 * @module
 */
import { simulateJob } from '../../controller/simulate-job'
import type { PodScript } from '../../controller/simulate-types'
import type { Job } from '../../job/types'
import { type ClusterProfile, resolveProfile } from '../../profile/resolve'
import * as E from '../../wire/either'
import { optionOf } from '../../wire/guard'
import { formatGoTime, parseGoTime } from '../../wire/go-time'
import type { CronJob } from '../types'
import type {
  CronJobRun,
  CronJobRunInfo,
  CronJobSimulateOptions,
  CronJobSimulationResult,
  CronJobSyncEntry,
} from './simulate-types'
import { syncCronJob } from './sync-cronjob'
import { isStruct as isObject } from '../../wire/shape'

const ms = (text: unknown): number | undefined => {
  if (typeof text !== 'string') return undefined
  const p = parseGoTime(text)
  return p.ok ? p.seconds * 1000 + Math.floor(p.nanos / 1e6) : undefined
}
/** RFC 3339 in UTC with milliseconds only when there are some. */
const text = (t: number): string => {
  const s = Math.floor(t / 1000)
  const m = t - s * 1000
  const base = formatGoTime(s)
  return m === 0 ? base : `${base.slice(0, -1)}.${String(m).padStart(3, '0').replace(/0+$/, '')}Z`
}

const DEFAULT_SCRIPT: PodScript = () => ({ result: 'Succeeded', afterSeconds: 60 })
const MAX_SYNCS = 10_000
/** Syncs in a row at one instant (each change re-queues the CronJob at once) before time must move on. */
const SAME_INSTANT_LIMIT = 8

/** A Job the simulation created: its life as simulateJob computed it. */
interface Life {
  run: number
  readonly name: string
  readonly createdAt: number
  readonly running: Job
  readonly finishedAt: number | undefined
  readonly finished: Job | undefined
  deletedAt: number | undefined
}

const scriptFor = (outcome: CronJobSimulateOptions['jobOutcome'], info: CronJobRunInfo): PodScript => {
  try {
    if (typeof outcome === 'function') return outcome(info) ?? DEFAULT_SCRIPT
    if (Array.isArray(outcome)) return (outcome[info.index] as PodScript | undefined) ?? DEFAULT_SCRIPT
  } catch {
    // a throwing script reads as the default
  }
  return DEFAULT_SCRIPT
}

const live = (
  created: Job,
  name: string,
  namespace: string,
  uid: string,
  at: number,
  script: PodScript,
  profile: ClusterProfile | undefined,
): Life => {
  const job = { ...created, metadata: { ...created.metadata, namespace, uid, creationTimestamp: text(at) } } as Job
  const sim = simulateJob(job, script, {
    start: text(at),
    maxSyncs: 2000,
    ...(profile !== undefined ? { profile } : {}),
  })
  const end = sim.timeline.find((e) => e.phase === 'Complete' || e.phase === 'Failed')
  const running = { ...sim.job, status: { startTime: text(at), active: 1 } } as Job
  const finishedAt = end === undefined ? undefined : ms(end.time)
  return {
    run: 0,
    name,
    createdAt: at,
    running,
    finishedAt,
    finished: finishedAt === undefined ? undefined : sim.job,
    deletedAt: undefined,
  }
}

const simulateUnguarded = (cronJob: CronJob, options: CronJobSimulateOptions): CronJobSimulationResult => {
  const input = (isObject(cronJob) ? cronJob : {}) as Record<string, unknown>
  const opts = (isObject(options) ? options : {}) as Partial<CronJobSimulateOptions>
  const from = ms(opts.from)
  const until = ms(opts.until)
  const maxSyncs =
    typeof opts.maxSyncs === 'number' && Number.isInteger(opts.maxSyncs) && opts.maxSyncs >= 0
      ? Math.min(opts.maxSyncs, MAX_SYNCS * 10)
      : MAX_SYNCS
  const meta = isObject(input['metadata']) ? input['metadata'] : {}
  const name = typeof meta['name'] === 'string' ? meta['name'] : ''
  const namespace = typeof meta['namespace'] === 'string' && meta['namespace'] !== '' ? meta['namespace'] : 'default'
  const uid = typeof meta['uid'] === 'string' && meta['uid'] !== '' ? meta['uid'] : `${name}-uid`
  let cj = {
    ...input,
    metadata: {
      ...meta,
      name,
      namespace,
      uid,
      creationTimestamp: ms(meta['creationTimestamp']) !== undefined ? meta['creationTimestamp'] : text(from ?? 0),
    },
  } as CronJob
  const runs: CronJobRun[] = []
  const syncs: CronJobSyncEntry[] = []
  const lives: Life[] = []
  /** The run of each scheduled time that has one. */
  const runAt = new Map<string, number>()
  const jobsAt = (t: number): Job[] =>
    lives
      .filter((l) => l.deletedAt === undefined)
      .map((l) => (l.finishedAt !== undefined && l.finishedAt <= t ? (l.finished as Job) : l.running))
  const profile = optionOf(opts, 'profile') as ClusterProfile | undefined
  const resolved = resolveProfile(profile)
  if (E.isLeft(resolved)) return { runs, syncs, cronJob: cj, jobs: [], stoppedBy: 'idle', profileErrors: resolved.left }
  if (from === undefined || until === undefined) return { runs, syncs, cronJob: cj, jobs: [], stoppedBy: 'idle' }
  let t = from
  let sameInstant = 0
  let stoppedBy: CronJobSimulationResult['stoppedBy'] = 'until'
  for (;;) {
    if (t > until) break
    if (syncs.length >= maxSyncs) {
      stoppedBy = 'maxSyncs'
      break
    }
    const now = text(t)
    const r = syncCronJob(cj, jobsAt(t), now, {
      createdJobUid: `${name}-job-${lives.length}`,
      ...(profile !== undefined ? { profile } : {}),
    })
    syncs.push({
      time: now,
      events: r.events,
      createJobs: r.createJobs.map((j) => j.metadata?.name as string),
      deleteJobs: r.deleteJobs,
      ...(r.requeueAfter !== undefined ? { requeueAfter: r.requeueAfter } : {}),
    })
    for (const d of r.deleteJobs) {
      const l = lives.find((x) => x.name === d && x.deletedAt === undefined)
      if (l === undefined) continue
      l.deletedAt = t
      const k = runs[l.run] as CronJobRun
      const stillRunning = l.finishedAt === undefined || l.finishedAt > t
      runs[l.run] = { ...k, deletedAt: now, ...(stillRunning ? { outcome: 'Replaced' } : {}) }
    }
    const createdEvent = r.events.some((e) => e.reason === 'SuccessfulCreate')
    const created = r.createJobs[0]
    if (created !== undefined && createdEvent && r.scheduledTime !== undefined) {
      const jobName = created.metadata?.name as string
      const info: CronJobRunInfo = { index: lives.length, jobName, scheduledTime: r.scheduledTime }
      const uidOfJob = `${name}-job-${lives.length}`
      const l = live(created, jobName, namespace, uidOfJob, t, scriptFor(opts.jobOutcome, info), profile)
      // a time skipped earlier (Forbid) that starts late once the running Job is gone replaces its entry
      l.run = runAt.get(r.scheduledTime) ?? runs.length
      runAt.set(r.scheduledTime, l.run)
      lives.push(l)
      runs[l.run] = { scheduledTime: r.scheduledTime, jobName, createdAt: now, outcome: 'Running' }
    } else if (r.scheduledTime !== undefined && !runAt.has(r.scheduledTime)) {
      const missed = r.events.some((e) => e.reason === 'MissSchedule')
      const forbid = r.events.some((e) => e.reason === 'JobAlreadyActive')
      if (missed || forbid) {
        runAt.set(r.scheduledTime, runs.length)
        runs.push({ scheduledTime: r.scheduledTime, outcome: missed ? 'Missed' : 'Skipped' })
      }
    }
    cj = { ...cj, status: r.status } as CronJob
    // Every change re-queues the CronJob at once (the informers see the new Job, the deletions, the status).
    const changed = r.statusChanged || r.createJobs.length > 0 || r.deleteJobs.length > 0
    if (changed && sameInstant < SAME_INSTANT_LIMIT) {
      sameInstant++
      continue
    }
    sameInstant = 0
    let next = Number.POSITIVE_INFINITY
    if (r.requeueAfterSeconds !== undefined) next = t + Math.max(Math.ceil(r.requeueAfterSeconds * 1000), 1)
    for (const l of lives)
      if (l.deletedAt === undefined && l.finishedAt !== undefined && l.finishedAt > t)
        next = Math.min(next, l.finishedAt)
    if (!Number.isFinite(next)) {
      stoppedBy = 'idle'
      break
    }
    t = next
  }
  const end = Math.min(t, until)
  for (const l of lives) {
    const k = runs[l.run] as CronJobRun
    if (k.outcome !== 'Running') continue
    if (l.finishedAt !== undefined && l.finishedAt <= (l.deletedAt ?? end)) {
      const failed = (l.finished?.status?.conditions ?? []).some((c) => c.type === 'Failed' && c.status === 'True')
      runs[l.run] = { ...k, outcome: failed ? 'Failed' : 'Succeeded', finishedAt: text(l.finishedAt) }
    }
  }
  const ordered = [...runs].sort((a, b) => (ms(a.scheduledTime) ?? 0) - (ms(b.scheduledTime) ?? 0))
  return { runs: ordered, syncs, cronJob: cj, jobs: jobsAt(end), stoppedBy }
}

/**
 * Runs the CronJob controller over a window: `syncCronJob` at `from`, then
 * whenever the controller would look again (its requeue time, a Job of the
 * CronJob finishing, and at once after each change it made), each created
 * Job run by `simulateJob` with the scripted pods of its run (the API
 * server gives it a UID and `creationTimestamp` the sync time). Returns the
 * runs in scheduled order (scheduled time, created Job, outcome:
 * succeeded, failed, still running, replaced, skipped for `Forbid`, missed
 * past the deadline), every sync, the CronJob's final status and the Jobs
 * left. With `Forbid` and no `startingDeadlineSeconds` a time skipped while
 * a Job runs starts late, once that Job has finished, as upstream's does.
 *
 * A CronJob without `metadata.creationTimestamp` is taken as created at
 * `from`; without a UID as `<name>-uid`. Unparseable `from` or `until`
 * yield no runs. `options.profile`: the cluster both controllers run in
 * (default Kubernetes 1.37); an invalid one yields no runs and
 * `profileErrors`. Never throws.
 *
 * @example
 * const cronJob = {
 *   apiVersion: 'batch/v1', kind: 'CronJob', metadata: { name: 'hello', creationTimestamp: '2026-01-01T00:00:00Z' },
 *   spec: { schedule: '0 * * * *', concurrencyPolicy: 'Forbid', startingDeadlineSeconds: 600,
 *     jobTemplate: { spec: { template: {} } } },
 * }
 * const r = simulateCronJob(cronJob, {
 *   from: '2026-01-01T00:00:00Z', until: '2026-01-01T03:30:00Z',
 *   jobOutcome: [[{ result: 'Succeeded', afterSeconds: 5400 }]],
 * })
 * r.runs.map((x) => x.outcome) // ['Succeeded', 'Skipped', 'Succeeded'] (01:00 runs until 02:30)
 */
export const simulateCronJob = (cronJob: CronJob, options: CronJobSimulateOptions): CronJobSimulationResult => {
  try {
    return simulateUnguarded(cronJob, options)
  } catch {
    return { runs: [], syncs: [], cronJob: (isObject(cronJob) ? cronJob : {}) as CronJob, jobs: [], stoppedBy: 'idle' }
  }
}
