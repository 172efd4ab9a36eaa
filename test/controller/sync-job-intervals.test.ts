// The interval helpers syncJob uses internally agree with the public index-set functions,
// and the success-policy evaluation inside syncJob agrees with matchSuccessPolicy.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { formatIndexIntervals, parseIndexIntervals } from '../../src/controller/index-set'
import { matchSuccessPolicy } from '../../src/controller/success-policy'
import { updateBackoffRecord } from '../../src/controller/backoff'
import { podFinishedTimeMs } from '../../src/controller/pod'
import type { PodInfo } from '../../src/controller/pod-types'
import { nextBackoffRecord } from '../../src/controller/sync-support'
import { finishTimeReader } from '../../src/controller/pod-finish'
import { decodePodOrEmpty } from '../../src/controller/pod-model'
import { parseTime } from '../../src/controller/rfc3339'
import {
  firstFreeIndexes,
  hasInterval,
  intervalsOf,
  mergeIntervals,
  parseIntervals,
  printIntervals,
  totalIntervals,
} from '../../src/controller/sync-intervals'
import { syncJob } from '../../src/controller/sync-job'
import type { Job } from '../../src/job/types'
import { numRuns } from '../support/runs'
import { JOB_LABELS, JOB_UID, NOW, pod } from './arbitraries'

const flat = (iv: readonly { first: number; last: number }[]): number[] => iv.flatMap((i) => [i.first, i.last])
const indexString = fc.oneof(
  fc.stringMatching(/^[0-9,+-]{0,16}$/),
  fc.array(fc.integer({ min: 0, max: 30 })).map((xs) => printIntervals(intervalsOf(xs))),
  fc.string({ maxLength: 12 }),
)

describe('sync-intervals', () => {
  test('IJUT cases: lenient parse', () => {
    expect(parseIntervals('0-5,8-10', 8)).toEqual([0, 5])
    expect(printIntervals(parseIntervals('0-5,8-10', 10))).toBe('0-5,8,9')
    expect(parseIntervals('0,1-foo,bar', 4)).toEqual([0, 0])
    expect(parseIntervals('', 4)).toEqual([])
    expect(printIntervals([1, 1, 3, 5, 7, 7])).toBe('1,3-5,7')
    expect(printIntervals([0, 1])).toBe('0,1')
  })
  test('fuzz: parseIntervals agrees with parseIndexIntervals', () => {
    fc.assert(
      fc.property(indexString, fc.integer({ min: 0, max: 40 }), (s, completions) => {
        expect(parseIntervals(s, completions)).toEqual(flat(parseIndexIntervals(s, completions)))
      }),
      { numRuns: numRuns(1000) },
    )
  })
  test('fuzz: printIntervals agrees with formatIndexIntervals and round-trips', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 60 })), (xs) => {
        const iv = intervalsOf(xs)
        const pairs: { first: number; last: number }[] = []
        for (let k = 0; k < iv.length; k += 2) pairs.push({ first: iv[k] as number, last: iv[k + 1] as number })
        expect(printIntervals(iv)).toBe(formatIndexIntervals(pairs))
        expect(parseIntervals(printIntervals(iv), 61)).toEqual(iv)
        expect(totalIntervals(iv)).toBe(new Set(xs).size)
        for (let i = 0; i <= 61; i++) expect(hasInterval(iv, i)).toBe(xs.includes(i))
      }),
      { numRuns: numRuns(300) },
    )
  })
  test('mergeIntervals is set union; firstFreeIndexes picks the lowest free indexes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30 })),
        fc.array(fc.integer({ min: 0, max: 30 })),
        fc.integer({ min: 0, max: 10 }),
        (a, b, n) => {
          expect(mergeIntervals(intervalsOf(a), intervalsOf(b))).toEqual(intervalsOf([...a, ...b]))
          const taken = new Set([...a, ...b])
          const expected: number[] = []
          for (let i = 0; i < 25 && expected.length < n; i++) if (!taken.has(i)) expected.push(i)
          expect(firstFreeIndexes(intervalsOf([...a, ...b]), n, 25)).toEqual(expected)
        },
      ),
      { numRuns: 300 },
    )
  })
  test('success policy inside syncJob agrees with matchSuccessPolicy', () => {
    const rule = fc.record(
      {
        succeededIndexes: fc.option(indexString, { nil: undefined }),
        succeededCount: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 3 }), fc.uniqueArray(fc.integer({ min: 0, max: 5 })), (rules, done) => {
        const job: Job = {
          apiVersion: 'batch/v1',
          kind: 'Job',
          metadata: { name: 'sp', namespace: 'default', uid: JOB_UID },
          spec: {
            selector: { matchLabels: JOB_LABELS },
            completions: 6,
            parallelism: 6,
            completionMode: 'Indexed',
            successPolicy: { rules },
            template: {},
          },
          status: { startTime: NOW },
        }
        const pods = done.map((i) => pod(`p${i}`, 'Succeeded', { index: String(i) }))
        const r = syncJob(job, pods, NOW)
        const scm = (r.status.conditions ?? []).find(
          (c) => c.type === 'SuccessCriteriaMet' && c.reason === 'SuccessPolicy',
        )
        const m = matchSuccessPolicy(job.spec.successPolicy, done, 6)
        expect(scm?.message).toBe(m.matched ? m.message : undefined)
      }),
      { numRuns: 300 },
    )
  })
})

const stamp = fc.oneof(
  fc
    .integer({ min: 0, max: 5000 })
    .map((s) => new Date(Date.UTC(2026, 0, 1) + s * 1000).toISOString().slice(0, 19) + 'Z'),
  fc.constantFrom('0001-01-01T00:00:00Z', 'garbage', ''),
  fc.constant(undefined),
)
const containerArb = fc.record({
  name: fc.constantFrom('main', 'side', 'init'),
  state: fc.oneof(
    fc.record({
      terminated: fc.record(
        { exitCode: fc.integer({ min: 0, max: 3 }), finishedAt: stamp },
        { requiredKeys: ['exitCode'] },
      ),
    }),
    fc.constant({ running: {} }),
  ),
})
const finishPodArb: fc.Arbitrary<PodInfo> = fc.record(
  {
    metadata: fc.record(
      {
        creationTimestamp: stamp,
        deletionTimestamp: stamp,
        deletionGracePeriodSeconds: fc.integer({ min: 0, max: 60 }),
      },
      { requiredKeys: [] },
    ),
    spec: fc.record(
      {
        initContainers: fc.array(
          fc.record({ name: fc.constantFrom('side', 'init'), restartPolicy: fc.constantFrom('Always', undefined) }),
          { maxLength: 2 },
        ),
      },
      { requiredKeys: [] },
    ),
    status: fc.record(
      {
        conditions: fc.array(
          fc.record({
            type: fc.constantFrom('Ready', 'Initialized'),
            status: fc.constantFrom('True', 'False'),
            lastTransitionTime: stamp,
          }),
          { maxLength: 2 },
        ),
        containerStatuses: fc.array(containerArb, { maxLength: 2 }),
        initContainerStatuses: fc.array(containerArb, { maxLength: 2 }),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
) as fc.Arbitrary<PodInfo>

describe('finish times and back-off record (fast paths) agree with the support functions', () => {
  test('fuzz: finishTimeReader agrees with podFinishedTimeMs', () => {
    fc.assert(
      fc.property(fc.array(finishPodArb, { maxLength: 6 }), (pods) => {
        const read = finishTimeReader(parseTime)
        for (const p of pods) {
          const expected = podFinishedTimeMs(p) ?? -62135596800000
          expect(read.raw(p)).toBe(expected)
          expect(read.decoded(decodePodOrEmpty(p))).toBe(expected)
        }
      }),
      { numRuns: numRuns(500) },
    )
  })
  test('nextBackoffRecord agrees with updateBackoffRecord', () => {
    fc.assert(
      fc.property(
        fc.record({
          failuresAfterLastSuccess: fc.integer({ min: 0, max: 5 }),
          lastFailureTime: fc.option(
            stamp.filter((x): x is string => typeof x === 'string' && x.startsWith('2026')),
            { nil: undefined },
          ),
        }),
        fc.array(finishPodArb, { maxLength: 4 }),
        fc.array(finishPodArb, { maxLength: 4 }),
        (rec, succeeded, failed) => {
          const record =
            rec.lastFailureTime === undefined
              ? { failuresAfterLastSuccess: rec.failuresAfterLastSuccess }
              : { failuresAfterLastSuccess: rec.failuresAfterLastSuccess, lastFailureTime: rec.lastFailureTime }
          const read = finishTimeReader(parseTime).raw
          expect(nextBackoffRecord(record, succeeded.map(read), failed.map(read))).toEqual(
            updateBackoffRecord(record, succeeded, failed),
          )
        },
      ),
      { numRuns: 500 },
    )
  })
})
