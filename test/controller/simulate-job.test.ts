// Properties of the Job controller checked over random jobs and random pod-outcome scripts,
// via simulateJob (whole lives) and direct syncJob calls.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { formatIndexSet, parseIndexSet } from '../../src/controller/index-set'
import { simulateJob, type SimulationResult, type TimelineEntry } from '../../src/controller/simulate-job'
import { syncJob } from '../../src/controller/sync-job'
import type { Job, JobStatus } from '../../src/job/types'
import { numRuns } from '../support/runs'
import { deepFreeze, jobArb, scriptArb, specUpdatesArb } from './arbitraries'

const hasTrue = (s: JobStatus, type: string): boolean =>
  (s.conditions ?? []).some((c) => c.type === type && c.status === 'True')

const simArb = fc.record({
  job: jobArb,
  script: scriptArb,
  grace: fc.integer({ min: 0, max: 40 }),
  updates: specUpdatesArb,
})

const simulate = (
  x: {
    job: Job
    script: ReturnType<typeof scriptArb.generate>['value']
    grace: number
    updates: ReturnType<typeof specUpdatesArb.generate>['value']
  },
  withUpdates: boolean,
): SimulationResult =>
  simulateJob(deepFreeze(x.job), x.script, {
    terminationGracePeriodSeconds: x.grace,
    maxSyncs: 3000,
    ...(withUpdates ? { specUpdates: x.updates } : {}),
  })

const RUNS = 150

// The laws below use one seed for this file (fresh on every run unless
// FC_SEED fixes it), so those drawing the same arbitraries draw the same
// 150 lives, and each life is simulated once (`life`): the laws share the
// simulations instead of each running its own. Each law still checks its
// 150 runs; a failure prints the seed that replays it.
const LIVES = { numRuns: RUNS, seed: Number(process.env['FC_SEED']) || Math.floor(Math.random() * 0x7fffffff) }
const lives = new Map<string, SimulationResult>()
const life = (x: Parameters<typeof simulate>[0], u: boolean): SimulationResult => {
  // (undefined kept apart from a missing key: the simulator may tell them apart)
  const key = `${u}:${JSON.stringify(x, (_k, v: unknown) => (v === undefined ? '\u0000undefined' : v))}`
  let r = lives.get(key)
  if (r === undefined) {
    r = simulate(x, u)
    if (lives.size > 4 * RUNS) lives.clear()
    lives.set(key, r)
  }
  return r
}

describe('simulateJob laws', () => {
  test('Complete and Failed are never both present, and each needs its interim condition', () => {
    fc.assert(
      fc.property(simArb, fc.boolean(), (x, u) => {
        for (const e of life(x, u).timeline) {
          const complete = hasTrue(e.status, 'Complete')
          const failed = hasTrue(e.status, 'Failed')
          expect(complete && failed).toBe(false)
          if (complete) expect(hasTrue(e.status, 'SuccessCriteriaMet')).toBe(true)
          if (failed) expect(hasTrue(e.status, 'FailureTarget')).toBe(true)
          expect(hasTrue(e.status, 'SuccessCriteriaMet') && hasTrue(e.status, 'FailureTarget')).toBe(false)
        }
      }),
      LIVES,
    )
  })

  test('the limits hold and the stop reason agrees with the timeline', () => {
    fc.assert(
      fc.property(simArb, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 60 }), (x, maxPods, maxSyncs) => {
        const r = simulateJob(deepFreeze(x.job), x.script, {
          terminationGracePeriodSeconds: x.grace,
          maxPods,
          maxSyncs,
        })
        const created = r.timeline.reduce((n, e) => n + e.createPods, 0)
        // the controller may ask for more than the bound in the last sync; no more are created
        expect(r.pods.length).toBeLessThanOrEqual(maxPods)
        expect(r.syncs).toBeLessThanOrEqual(maxSyncs)
        expect(r.syncs).toBe(r.timeline.length)
        expect(r.finished).toBe(r.stoppedBy === 'finished')
        if (r.stoppedBy === 'finished') expect(['Complete', 'Failed']).toContain(r.timeline.at(-1)?.phase)
        if (r.stoppedBy === 'maxSyncs') expect(r.syncs).toBe(maxSyncs)
        if (r.stoppedBy === 'maxPods') expect(created).toBeGreaterThan(maxPods - 1)
        if (r.stoppedBy !== 'maxPods') expect(r.pods.length).toBeLessThanOrEqual(created)
      }),
      { numRuns: RUNS },
    )
  })

  test('Complete and Failed are absorbing: a finished Job syncs to a no-op', () => {
    fc.assert(
      fc.property(simArb, (x) => {
        const r = life(x, false)
        fc.pre(r.finished)
        const again = syncJob(r.job, r.pods, '2030-01-01T00:00:00Z')
        expect(again.status).toEqual(r.job.status)
        expect(again.createPods).toBe(0)
        expect(again.deletePods).toEqual([])
        expect(again.events).toEqual([])
      }),
      LIVES,
    )
  })

  test('succeeded and failed counts never go down', () => {
    fc.assert(
      fc.property(simArb, fc.boolean(), (x, u) => {
        let s = 0
        let f = 0
        for (const e of life(x, u).timeline) {
          expect(e.status.succeeded ?? 0).toBeGreaterThanOrEqual(s)
          expect(e.status.failed ?? 0).toBeGreaterThanOrEqual(f)
          s = e.status.succeeded ?? 0
          f = e.status.failed ?? 0
        }
      }),
      LIVES,
    )
  })

  test('active never exceeds parallelism; nothing is created while suspended or finished; ready <= active', () => {
    fc.assert(
      fc.property(simArb, fc.boolean(), (x, u) => {
        const r = life(x, u)
        const parallelism = x.job.spec.parallelism ?? 1
        for (const e of r.timeline) {
          expect(e.status.active ?? 0).toBeLessThanOrEqual(parallelism)
          expect(e.status.ready ?? 0).toBeLessThanOrEqual(e.status.active ?? 0)
          if (e.phase === 'Suspended' || e.phase === 'Complete' || e.phase === 'Failed') expect(e.createPods).toBe(0)
          if (e.phase === 'Complete' || e.phase === 'Failed') {
            expect(e.status.active).toBeUndefined()
            expect(e.status.terminating).toBe(0)
            expect(e.status.uncountedTerminatedPods).toEqual({})
          }
        }
      }),
      LIVES,
    )
  })

  test('completionTime is set exactly when Complete is, and not before startTime', () => {
    fc.assert(
      fc.property(simArb, fc.boolean(), (x, u) => {
        for (const e of life(x, u).timeline) {
          expect(e.status.completionTime !== undefined).toBe(hasTrue(e.status, 'Complete'))
          // (a Job created suspended with completions 0 completes without a startTime, as upstream does)
          if (e.status.completionTime != null && e.status.startTime != null) {
            expect(Date.parse(e.status.completionTime)).toBeGreaterThanOrEqual(Date.parse(e.status.startTime ?? ''))
          }
        }
      }),
      LIVES,
    )
  })

  test('startTime is set once per run, cleared on suspend and reset on resume', () => {
    fc.assert(
      fc.property(simArb, fc.boolean(), (x, u) => {
        let previous: string | null | undefined
        for (const e of life(x, u).timeline) {
          const start = e.status.startTime
          if (e.events.some((v) => v.reason === 'Suspended')) expect(start).toBeUndefined()
          else if (previous != null) {
            const resumed = e.events.some((v) => v.reason === 'Resumed')
            if (!resumed) expect(start).toBe(previous)
            else expect(start).toBe(e.time)
          } else if (start != null) {
            expect(start).toBe(e.time)
          }
          previous = start
        }
      }),
      LIVES,
    )
  })

  test('Indexed: completed and failed indexes are in range, disjoint, and print back canonically', () => {
    fc.assert(
      fc.property(
        simArb.filter((x) => x.job.spec.completionMode === 'Indexed'),
        fc.boolean(),
        (x, u) => {
          const completions = x.job.spec.completions ?? 0
          for (const e of simulate(x, u).timeline) {
            const done = parseIndexSet(e.status.completedIndexes ?? '', completions)
            for (const i of done) expect(i).toBeLessThan(completions)
            expect(formatIndexSet(done)).toBe(e.status.completedIndexes ?? '')
            expect(e.status.succeeded ?? 0).toBe(done.length)
            if (typeof e.status.failedIndexes === 'string') {
              const failed = parseIndexSet(e.status.failedIndexes, completions)
              expect(formatIndexSet(failed)).toBe(e.status.failedIndexes)
              const doneSet = new Set(done)
              for (const i of failed) expect(doneSet.has(i)).toBe(false)
            }
          }
        },
      ),
      { numRuns: RUNS },
    )
  })

  test('a Job whose pods all finish ends Complete or Failed within a bounded number of syncs', () => {
    fc.assert(
      fc.property(simArb, fc.boolean(), (x, u) => {
        const parallelism = x.job.spec.parallelism ?? 1
        const completions = x.job.spec.completions
        fc.pre(parallelism > 0 || completions === 0)
        fc.pre(x.job.spec.suspend !== true || u)
        const r = life(x, u)
        expect(r.finished).toBe(true)
        expect(r.syncs).toBeLessThan(3000)
      }),
      LIVES,
    )
  })

  test('deadline and backoff-limit failures carry the upstream reasons', () => {
    fc.assert(
      fc.property(simArb, (x) => {
        const r = life(x, false)
        const failed = (r.job.status?.conditions ?? []).find((c) => c.type === 'Failed' && c.status === 'True')
        fc.pre(failed !== undefined)
        const spec = x.job.spec
        const possible = new Set<string>(['BackoffLimitExceeded'])
        if (spec.activeDeadlineSeconds != null) possible.add('DeadlineExceeded')
        if (spec.podFailurePolicy != null) possible.add('PodFailurePolicy')
        if (spec.backoffLimitPerIndex != null) {
          possible.add('FailedIndexes')
          possible.add('MaxFailedIndexesExceeded')
        }
        expect(possible.has(failed?.reason ?? '')).toBe(true)
        expect(r.timeline.at(-1)?.events).toContainEqual({
          type: 'Warning',
          reason: failed?.reason,
          message: failed?.message,
        })
      }),
      LIVES,
    )
  })

  test('pods that always succeed but outlive activeDeadlineSeconds end DeadlineExceeded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 3 }), (deadline, parallelism) => {
        const job: Job = {
          apiVersion: 'batch/v1',
          kind: 'Job',
          metadata: { name: 'slow' },
          spec: { parallelism, completions: parallelism, activeDeadlineSeconds: deadline, template: {} },
        }
        const r = simulateJob(job, [{ result: 'Succeeded', afterSeconds: deadline + 1 }])
        const last = r.timeline.at(-1) as TimelineEntry
        expect(last.phase).toBe('Failed')
        expect((last.status.conditions ?? []).map((c) => `${c.type}:${c.reason}`)).toEqual([
          'FailureTarget:DeadlineExceeded',
          'Failed:DeadlineExceeded',
        ])
      }),
      { numRuns: 50 },
    )
  })

  test('pods that always fail end BackoffLimitExceeded after backoffLimit + 1 failures', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), (backoffLimit) => {
        const job: Job = {
          apiVersion: 'batch/v1',
          kind: 'Job',
          metadata: { name: 'flaky' },
          spec: { backoffLimit, template: { spec: { restartPolicy: 'Never' } } },
        }
        const r = simulateJob(job, [{ result: 'Failed', afterSeconds: 5 }])
        expect(r.job.status?.failed).toBe(backoffLimit + 1)
        expect((r.job.status?.conditions ?? []).map((c) => c.reason)).toEqual([
          'BackoffLimitExceeded',
          'BackoffLimitExceeded',
        ])
        // back-off between attempts: 10 s, 20 s, 40 s, … after each failure
        const creations = r.timeline.filter((e) => e.createPods > 0).map((e) => Date.parse(e.time) / 1000)
        for (let k = 1; k < creations.length; k++) {
          expect((creations[k] as number) - (creations[k - 1] as number)).toBe(5 + Math.min(10 * 2 ** (k - 1), 600))
        }
      }),
      { numRuns: 6 },
    )
  })
})

describe('simulateJob examples', () => {
  test('suspend then resume: pods deleted without being counted, startTime reset, events', () => {
    const job: Job = {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'sp' },
      spec: { completions: 2, parallelism: 2, template: {} },
    }
    const r = simulateJob(job, [{ result: 'Succeeded', afterSeconds: 100 }], {
      specUpdates: [
        { atSeconds: 10, spec: { suspend: true } },
        { atSeconds: 60, spec: { suspend: false } },
      ],
    })
    const reasons = r.timeline.flatMap((e) => e.events.map((v) => `${e.time} ${v.reason}`))
    expect(reasons).toEqual([
      '2026-01-01T00:00:10Z Suspended',
      '2026-01-01T00:01:00Z Resumed',
      '2026-01-01T00:02:40Z Completed',
    ])
    expect(r.job.status?.startTime).toBe('2026-01-01T00:01:00Z')
    expect(r.job.status?.failed).toBeUndefined()
    expect(r.job.status?.completionTime).toBe('2026-01-01T00:02:40Z')
  })
  test('a script function sees indexes and attempts', () => {
    const seen: string[] = []
    const job: Job = {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'ix' },
      spec: { completions: 2, parallelism: 2, completionMode: 'Indexed', backoffLimit: 3, template: {} },
    }
    const r = simulateJob(job, (a) => {
      seen.push(`${a.name}:${a.index}:${a.attempt}`)
      return { result: a.index === 1 && a.attempt === 0 ? 'Failed' : 'Succeeded', afterSeconds: 10 }
    })
    expect(seen).toEqual(['ix-0:0:0', 'ix-1:1:0', 'ix-2:1:1'])
    expect(r.job.status).toMatchObject({ succeeded: 2, failed: 1, completedIndexes: '0,1' })
  })
})

describe('simulateJob: malformed scripted pod conditions (issue #24)', () => {
  // Each scripted condition is decoded as Go decodes a PodCondition: a field of the wrong type (or
  // a missing one) is the zero value "", never `undefined` or `[object Object]`.
  const job: Job = {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'pc' },
    spec: {
      backoffLimit: 0,
      podFailurePolicy: { rules: [{ action: 'FailJob', onPodConditions: [{ type: 'DisruptionTarget' }] }] },
      template: { spec: { restartPolicy: 'Never', containers: [{ name: 'a', image: 'b' }] } },
    },
  } as Job
  const texts = (r: SimulationResult): string => JSON.stringify([r.pods, r.job.status, r.timeline.map((e) => e.events)])
  test.each([
    [[{ type: 'DisruptionTarget' }], { type: 'DisruptionTarget', status: '' }],
    [[{ type: {}, status: 'True' }], { type: '', status: 'True' }],
    [[{ status: 'True' }], { type: '', status: 'True' }],
    [[{ type: 5, status: true, reason: {}, message: [1] }], { type: '', status: '' }],
    [[{ type: 'DisruptionTarget', status: { a: 1 } }], { type: 'DisruptionTarget', status: '' }],
  ])('%j reads as %j', (conditions, expected) => {
    const r = simulateJob(job, [{ result: 'Failed', exitCode: 3, conditions } as never])
    expect(r.pods[0]?.status?.conditions?.slice(1)).toEqual([
      { ...expected, lastProbeTime: null, lastTransitionTime: null },
    ])
    expect(texts(r)).not.toMatch(/undefined|\[object Object\]/)
  })
  test('a well-formed condition is kept and matched by the policy', () => {
    const conditions = [{ type: 'DisruptionTarget', status: 'True', reason: 'EvictionByEvictionAPI' }]
    const r = simulateJob(job, [{ result: 'Failed', exitCode: 3, conditions }])
    expect(r.pods[0]?.status?.conditions?.[1]).toMatchObject(conditions[0] as object)
    expect(r.timeline.flatMap((e) => e.events.map((v) => v.message))).toContain(
      'Pod default/pc-0 has condition DisruptionTarget matching FailJob rule at index 0',
    )
  })
})

describe('simulateJob stops, and says why', () => {
  const job = (spec: Record<string, unknown>, metadata: Record<string, unknown> = { name: 'st' }): Job =>
    ({ apiVersion: 'batch/v1', kind: 'Job', metadata, spec: { template: {}, ...spec } }) as Job

  test('finished: the Job ended Complete', () => {
    const r = simulateJob(job({ completions: 1 }), [{ result: 'Succeeded' }])
    expect([r.stoppedBy, r.finished]).toEqual(['finished', true])
  })
  test('idle: nothing left to happen (a suspended Job)', () => {
    const r = simulateJob(job({ suspend: true }), [{ result: 'Succeeded' }])
    expect([r.stoppedBy, r.finished, r.pods.length]).toEqual(['idle', false, 0])
  })
  test('maxSyncs: the sync bound was reached first', () => {
    const r = simulateJob(job({ completions: 50 }), [{ result: 'Succeeded', afterSeconds: 5 }], { maxSyncs: 7 })
    expect([r.stoppedBy, r.finished, r.syncs]).toEqual(['maxSyncs', false, 7])
  })
  test('maxPods: no more pods than the bound are created, and the run stops there', () => {
    const r = simulateJob(job({ completions: 40, parallelism: 40 }), [{ result: 'Succeeded' }], { maxPods: 25 })
    expect([r.stoppedBy, r.finished, r.pods.length, r.timeline[0]?.createPods]).toEqual(['maxPods', false, 25, 40])
  })
  test('maxPods defaults to 10,000 pods over the whole run', () => {
    const r = simulateJob(job({ completions: 20_000, parallelism: 20_000 }), [
      { result: 'Succeeded', afterSeconds: 60 },
    ])
    expect([r.stoppedBy, r.pods.length]).toEqual(['maxPods', 10_000])
  })
  test('unclaimedPods: a selector that does not select the template stops after one sync', () => {
    const r = simulateJob(
      job({
        manualSelector: true,
        selector: { matchLabels: { a: 'b' } },
        template: { metadata: { labels: { a: 'c' } } },
      }),
      [{ result: 'Succeeded' }],
    )
    expect([r.stoppedBy, r.syncs]).toEqual(['unclaimedPods', 1])
  })
  // Found by `npm run fuzz` (shard 5, seed 20261132): a Job whose `toJSON`
  // throws decoded as the empty Job for syncJob but was read in place for pod
  // ownership, so each sync created a pod it never claimed, at the same instant,
  // for 10,000 syncs (minutes). The simulation now reads the Job through the
  // decoding boundary once, as syncJob does.
  test('a Job whose toJSON throws is read as the decoder reads it (the empty Job), not looped on', () => {
    const hostile = {
      toJSON: () => {
        throw new Error('toJSON')
      },
    }
    const r = simulateJob(hostile as unknown as Job, ['x', [], []] as never, 'J:3BKi.' as never)
    expect([r.stoppedBy, r.pods.length]).toEqual(['finished', 1])
  })
  test("a metadata whose toJSON throws reads as empty metadata: the pods are still the Job's own", () => {
    const r = simulateJob(
      {
        ...job({ completions: 2 }),
        metadata: {
          name: 'x',
          toJSON: () => {
            throw new Error('toJSON')
          },
        },
      } as unknown as Job,
      [{ result: 'Succeeded' }],
    )
    expect([r.stoppedBy, r.pods.length, r.job.status?.succeeded]).toEqual(['finished', 1, 1])
  })
})

describe('fuzz: never throws', () => {
  test('fuzz: syncJob never throws and never mutates on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (job, pods, now, state) => {
        const frozen = deepFreeze({ job, pods, now, state })
        const r = syncJob(frozen.job as Job, frozen.pods as never, frozen.now as string, frozen.state as never)
        expect(typeof r.createPods).toBe('number')
      }),
      { numRuns: numRuns(300) },
    )
  })
  test('fuzz: syncJob never throws on jobs and pods with garbage fields', () => {
    const garbage = fc.oneof(
      fc.anything(),
      fc.constantFrom('Indexed', 'Failed', 'True', '__proto__', -1, 1e300, NaN, [], {}),
    )
    const podArb = fc.record(
      {
        metadata: fc.record(
          {
            name: garbage,
            uid: garbage,
            annotations: fc.dictionary(fc.string(), garbage),
            finalizers: garbage,
            deletionTimestamp: garbage,
          },
          { requiredKeys: [] },
        ),
        status: fc.record(
          {
            phase: fc.oneof(garbage, fc.constantFrom('Running', 'Succeeded', 'Failed', 'Pending')),
            conditions: garbage,
            containerStatuses: garbage,
          },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    )
    const jobish = fc.record({
      apiVersion: fc.constant('batch/v1'),
      kind: fc.constant('Job'),
      spec: fc.record(
        {
          parallelism: garbage,
          completions: garbage,
          completionMode: garbage,
          backoffLimit: garbage,
          backoffLimitPerIndex: garbage,
          maxFailedIndexes: garbage,
          activeDeadlineSeconds: garbage,
          podFailurePolicy: garbage,
          successPolicy: garbage,
          suspend: garbage,
          managedBy: garbage,
          template: garbage,
        },
        { requiredKeys: [] },
      ),
      status: fc.record(
        {
          conditions: garbage,
          startTime: garbage,
          completedIndexes: garbage,
          failedIndexes: garbage,
          uncountedTerminatedPods: garbage,
          succeeded: garbage,
          failed: garbage,
        },
        { requiredKeys: [] },
      ),
    })
    fc.assert(
      fc.property(jobish, fc.array(podArb, { maxLength: 8 }), (job, pods) => {
        const r = syncJob(deepFreeze(job) as unknown as Job, deepFreeze(pods) as never, '2026-01-01T00:00:00Z')
        expect(Array.isArray(r.deletePods)).toBe(true)
      }),
      { numRuns: numRuns(300) },
    )
  })
  test('fuzz: simulateJob never throws on arbitrary scripts and options', () => {
    fc.assert(
      fc.property(jobArb, fc.anything(), fc.anything(), (job, script, options) => {
        const r = simulateJob(
          deepFreeze(job),
          script as never,
          { ...(typeof options === 'object' && options !== null ? options : {}), maxSyncs: 200 } as never,
        )
        expect(r.syncs).toBeLessThanOrEqual(200)
      }),
      { numRuns: numRuns(100) },
    )
  })
})
