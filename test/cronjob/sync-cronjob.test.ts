// syncCronJob: pinned upstream behaviours (cronjob_controllerv2.go) and laws over the
// controller.syncCronJob generator; the recorded oracle cases replay in test/conformance.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { cronJobSyncInput } from '../../conformance/generators/cronjob-controller'
import { syncCronJob } from '../../src/cronjob/index'
import type { CronJob } from '../../src/cronjob/types'
import type { Job } from '../../src/job/types'
import { numRuns } from '../support/runs'

const UID = 'cj-uid'
const cronJob = (spec: Record<string, unknown>, status: Record<string, unknown> = {}): CronJob =>
  ({
    apiVersion: 'batch/v1',
    kind: 'CronJob',
    metadata: { name: 'hello', namespace: 'default', uid: UID, creationTimestamp: '2026-01-01T00:00:00Z' },
    spec: { schedule: '0 * * * *', jobTemplate: { spec: { template: {} } }, ...spec },
    status,
  }) as CronJob

const job = (name: string, uid: string, conditions: unknown[] = [], extra: Record<string, unknown> = {}): Job =>
  ({
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name,
      namespace: 'default',
      uid,
      ownerReferences: [{ apiVersion: 'batch/v1', kind: 'CronJob', name: 'hello', uid: UID, controller: true }],
    },
    status: { conditions, ...extra },
  }) as unknown as Job
const ref = (name: string, uid: string) => ({ kind: 'Job', namespace: 'default', name, uid, apiVersion: 'batch/v1' })
const COMPLETE = [{ type: 'Complete', status: 'True' }]
const FAILED = [{ type: 'Failed', status: 'True' }]

describe('syncCronJob', () => {
  test('creates the Job of the most recent scheduled time, as the controller builds it', () => {
    const r = syncCronJob(
      cronJob({
        timeZone: 'Europe/Berlin',
        jobTemplate: { metadata: { labels: { app: 'x' }, annotations: { a: 'b' } }, spec: { template: {} } },
      }),
      [],
      '2026-01-01T02:00:05Z',
      { createdJobUid: 'new' },
    )
    expect(r.createJobs).toHaveLength(1)
    expect(r.createJobs[0]?.metadata).toEqual({
      name: 'hello-29453880',
      creationTimestamp: '2026-01-01T02:00:00Z',
      labels: { app: 'x' },
      annotations: { a: 'b', 'batch.kubernetes.io/cronjob-scheduled-timestamp': '2026-01-01T03:00:00+01:00' },
      ownerReferences: [
        {
          apiVersion: 'batch/v1',
          kind: 'CronJob',
          name: 'hello',
          uid: UID,
          controller: true,
          blockOwnerDeletion: true,
        },
      ],
    })
    expect(r.status).toEqual({ active: [ref('hello-29453880', 'new')], lastScheduleTime: '2026-01-01T02:00:00Z' })
    expect(r.events).toEqual([{ type: 'Normal', reason: 'SuccessfulCreate', message: 'Created job hello-29453880' }])
    expect(r.requeueAfter).toBe('59m55.1s')
    expect(r.requeueAfterSeconds).toBeCloseTo(3595.1, 6)
  })

  test('Forbid skips the run while a Job is active', () => {
    const r = syncCronJob(
      cronJob(
        { concurrencyPolicy: 'Forbid' },
        { active: [ref('hello-1', 'j1')], lastScheduleTime: '2026-01-01T01:00:00Z' },
      ),
      [job('hello-1', 'j1')],
      '2026-01-01T02:00:05Z',
    )
    expect(r.createJobs).toEqual([])
    expect(r.statusChanged).toBe(false)
    expect(r.events.map((e) => e.reason)).toEqual(['JobAlreadyActive'])
    expect(r.requeueAfter).toBe('59m55.1s')
  })

  test('Replace deletes the running Job before creating the next', () => {
    const r = syncCronJob(
      cronJob(
        { concurrencyPolicy: 'Replace' },
        { active: [ref('hello-1', 'j1')], lastScheduleTime: '2026-01-01T01:00:00Z' },
      ),
      [job('hello-1', 'j1')],
      '2026-01-01T02:00:05Z',
    )
    expect(r.deleteJobs).toEqual(['hello-1'])
    expect(r.events.map((e) => e.reason)).toEqual(['SuccessfulDelete', 'SuccessfulCreate'])
    expect(r.status.active?.map((a) => a.name)).toEqual(['hello-29453880'])
  })

  test('history limits delete the oldest finished Jobs; a finished Job leaves the active list', () => {
    const r = syncCronJob(
      cronJob(
        { successfulJobsHistoryLimit: 1, failedJobsHistoryLimit: 0 },
        { active: [ref('c', 'c')], lastScheduleTime: '2026-01-01T02:00:00Z' },
      ),
      [
        job('a', 'a', COMPLETE, { startTime: '2026-01-01T00:00:00Z', completionTime: '2026-01-01T00:01:00Z' }),
        job('b', 'b', COMPLETE, { startTime: '2026-01-01T01:00:00Z', completionTime: '2026-01-01T01:01:00Z' }),
        job('c', 'c', FAILED, { startTime: '2026-01-01T02:00:00Z' }),
      ],
      '2026-01-01T02:30:00Z',
    )
    expect(r.deleteJobs).toEqual(['a', 'c'])
    expect(r.status).toEqual({ lastScheduleTime: '2026-01-01T02:00:00Z', lastSuccessfulTime: '2026-01-01T01:01:00Z' })
    expect(r.requeueAfter).toBe('30m0.1s')
  })

  test('the warnings: unknown zone, unparseable schedule, too many missed times, unexpected and missing Jobs', () => {
    expect(syncCronJob(cronJob({ timeZone: 'Mars/Olympus' }), [], '2026-01-01T02:00:05Z').events).toEqual([
      {
        type: 'Warning',
        reason: 'UnknownTimeZone',
        message: 'invalid timeZone: "Mars/Olympus": unknown time zone Mars/Olympus',
      },
    ])
    expect(syncCronJob(cronJob({ schedule: '61 * * * *' }), [], '2026-01-01T02:00:05Z').events[0]?.reason).toBe(
      'UnparseableSchedule',
    )
    const many = syncCronJob(cronJob({ schedule: '* * * * *' }), [], '2026-01-02T00:00:00Z')
    expect(many.events.map((e) => e.reason)).toEqual(['TooManyMissedTimes', 'SuccessfulCreate'])
    const stray = syncCronJob(cronJob({}, { active: [ref('gone', 'g')] }), [job('x', 'x')], '2026-01-01T00:30:00Z')
    expect(stray.events.map((e) => e.reason)).toEqual(['UnexpectedJob', 'MissingJob'])
    expect(stray.status).toEqual({})
  })

  test('suspended: nothing but the status bookkeeping, and no requeue', () => {
    const r = syncCronJob(cronJob({ suspend: true }), [], '2026-01-01T02:00:05Z')
    expect(r).toEqual({ status: {}, statusChanged: false, createJobs: [], deleteJobs: [], events: [] })
  })
})

describe('syncCronJob laws', () => {
  test('fuzz: never throws, at most one Job, named for its scheduled minute, deletes only given Jobs', () => {
    fc.assert(
      fc.property(cronJobSyncInput, (i) => {
        const before = JSON.stringify(i)
        const r = syncCronJob(i.cronJob as unknown as CronJob, i.jobs as unknown as Job[], i.now, {
          createdJobUid: i.createdUid,
        })
        expect(JSON.stringify(i)).toBe(before)
        expect(r.createJobs.length).toBeLessThanOrEqual(1)
        const names = new Set(i.jobs.map((j) => (j['metadata'] as { name: string }).name))
        for (const d of r.deleteJobs) expect(names.has(d)).toBe(true)
        for (const c of r.createJobs) {
          const scheduled = Date.parse(c.metadata?.creationTimestamp as string) / 1000
          expect(scheduled).toBeLessThanOrEqual(Date.parse(i.now) / 1000)
          expect(c.metadata?.name).toBe(`hello-${Math.trunc(scheduled / 60)}`)
        }
        if (r.createJobs.length > 0 && r.events.some((e) => e.reason === 'SuccessfulCreate'))
          expect(r.status.lastScheduleTime).toBe(r.createJobs[0]?.metadata?.creationTimestamp)
        if (r.requeueAfter !== undefined) expect(r.error).toBeUndefined()
      }),
      { numRuns: numRuns(300) },
    )
  })

  test('a second sync right after the first creates nothing more (idempotence once applied)', () => {
    fc.assert(
      fc.property(cronJobSyncInput, (i) => {
        const first = syncCronJob(i.cronJob as unknown as CronJob, i.jobs as unknown as Job[], i.now, {
          createdJobUid: i.createdUid,
        })
        if (!first.events.some((e) => e.reason === 'SuccessfulCreate')) return
        const created = {
          ...(first.createJobs[0] as Job),
          metadata: { ...first.createJobs[0]?.metadata, namespace: 'default', uid: i.createdUid },
        }
        const deleted = new Set(first.deleteJobs)
        const jobs = [...(i.jobs as unknown as Job[]).filter((j) => !deleted.has(j.metadata?.name as string)), created]
        const second = syncCronJob({ ...(i.cronJob as unknown as CronJob), status: first.status }, jobs, i.now)
        expect(second.createJobs).toEqual([])
      }),
      { numRuns: numRuns(300) },
    )
  })

  test('1.36 and 1.37 agree when every Job is in the CronJob namespace and its reference names and UIDs agree', () => {
    const preview = { kubernetesVersion: '1.36', preview: true } as const
    fc.assert(
      fc.property(cronJobSyncInput, (i) => {
        const meta = i.cronJob['metadata'] as { name: string; namespace: string; uid: string }
        const consistent = i.jobs.every((j) => {
          const m = j['metadata'] as { namespace?: string; ownerReferences?: { name: string; uid: string }[] }
          return (
            m.namespace === meta.namespace &&
            (m.ownerReferences ?? []).every((r) => (r.uid === meta.uid) === (r.name === meta.name))
          )
        })
        const taken = (name: string | undefined) =>
          i.jobs.some((j) => (j['metadata'] as { name?: string }).name === name)
        const at = (profile?: typeof preview) =>
          syncCronJob(i.cronJob as unknown as CronJob, i.jobs as unknown as Job[], i.now, {
            createdJobUid: i.createdUid,
            ...(profile !== undefined ? { profile } : {}),
          })
        const newest = at()
        // A Job name already taken is the other difference (cronJobExistingJobInOwnNamespace).
        if (!consistent || taken(newest.createJobs[0]?.metadata?.name)) return
        expect(at(preview)).toEqual(newest)
      }),
      { numRuns: numRuns(200) },
    )
  })

  test('an invalid profile is a no-op that says why', () => {
    const r = syncCronJob(cronJob({}), [], '2026-01-01T02:00:05Z', { profile: { kubernetesVersion: '1.2' } })
    expect(r.createJobs).toEqual([])
    expect(r.statusChanged).toBe(false)
    expect(r.profileErrors?.[0]?.field).toBe('profile.kubernetesVersion')
  })

  test('before 1.37 a taken Job name fails the sync: the Job is read in the empty namespace', () => {
    const taken = job('hello-29453880', 'j1', [], { active: 1 })
    const now = '2026-01-01T02:00:05Z'
    const newest = syncCronJob(cronJob({}), [taken], now)
    expect(newest.status.active).toEqual([{ ...ref('hello-29453880', 'j1') }])
    const older = syncCronJob(cronJob({}), [taken], now, { profile: { kubernetesVersion: '1.36', preview: true } })
    expect(older.error).toBe('jobs.batch "hello-29453880" not found')
    expect(older.status.active ?? []).toEqual([])
  })

  test('fuzz: hostile arguments never throw', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (a, b, c, d) => {
        const r = syncCronJob(a as CronJob, b as Job[], c as string, d as never)
        expect(Array.isArray(r.events)).toBe(true)
      }),
      { numRuns: numRuns(500) },
    )
  })
})
