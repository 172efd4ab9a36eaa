import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  formatTime,
  hasJobTrackingFinalizer,
  isPodActive,
  isPodFailed,
  isPodReady,
  isPodTerminating,
  parseTime,
  podCompletionIndex,
  podFinishedTime,
  podFinishedTimeMs,
  podIndexAbsoluteFailureCount,
  podIndexFailureCount,
  podIndexIgnoredFailureCount,
  podMaxRestartCount,
} from '../../src/controller/pod'
import { readyTimeMs, restartSumOf } from '../../src/controller/pod-fields'
import { decodePodOrEmpty } from '../../src/controller/pod-model'
import type { PodInfo } from '../../src/controller/pod-types'
import { numRuns } from '../support/runs'

// The readers syncJob uses on decoded pods, on a caller's pod.
const podRestartCountSum = (pod: unknown): number => restartSumOf(decodePodOrEmpty(pod))
const podReadyTimeMs = (pod: unknown): number | undefined => readyTimeMs(decodePodOrEmpty(pod))

const DEL = '2026-01-01T00:00:00Z'
const withIndex = (v: string): PodInfo => ({
  metadata: { annotations: { 'batch.kubernetes.io/job-completion-index': v } },
})
const withFailureCount = (v: string): PodInfo => ({
  metadata: { annotations: { 'batch.kubernetes.io/job-index-failure-count': v } },
})

describe('phase predicates (IsPodActive, IsPodTerminating)', () => {
  it.each([
    ['Pending', undefined, true, false],
    ['Running', undefined, true, false],
    ['Unknown', undefined, true, false],
    ['', undefined, true, false],
    ['Succeeded', undefined, false, false],
    ['Failed', undefined, false, false],
    ['Running', DEL, false, true],
    ['Pending', DEL, false, true],
    ['Failed', DEL, false, false],
    ['Succeeded', DEL, false, false],
  ])('phase %j deletion %j → active %s terminating %s', (phase, del, active, terminating) => {
    const pod: PodInfo = { status: { phase }, metadata: { deletionTimestamp: del ?? null } }
    expect(isPodActive(pod)).toBe(active)
    expect(isPodTerminating(pod)).toBe(terminating)
  })
  it('isPodFailed follows the replacement policy', () => {
    const deleting: PodInfo = { status: { phase: 'Running' }, metadata: { deletionTimestamp: DEL } }
    expect(isPodFailed(deleting, false)).toBe(true)
    expect(isPodFailed(deleting, true)).toBe(false)
    expect(isPodFailed({ status: { phase: 'Failed' } }, true)).toBe(true)
    expect(isPodFailed({ status: { phase: 'Succeeded' }, metadata: { deletionTimestamp: DEL } }, false)).toBe(false)
  })
  it('isPodReady looks at the first Ready condition only', () => {
    expect(isPodReady({ status: { conditions: [{ type: 'Ready', status: 'True' }] } })).toBe(true)
    expect(
      isPodReady({
        status: {
          conditions: [
            { type: 'Ready', status: 'False' },
            { type: 'Ready', status: 'True' },
          ],
        },
      }),
    ).toBe(false)
    expect(isPodReady({ status: {} })).toBe(false)
  })
})

describe('podCompletionIndex (getCompletionIndex)', () => {
  it.each([
    ['0', 0],
    ['12', 12],
    ['+3', 3],
    ['007', 7],
    ['-0', 0],
    ['-2', undefined],
    ['invalid', undefined],
    ['', undefined],
    [' 1', undefined],
  ])('%j → %s', (v, want) => {
    expect(podCompletionIndex(withIndex(v))).toBe(want)
  })
  it('ignores the label and a missing annotation', () => {
    expect(podCompletionIndex({ metadata: { labels: { 'batch.kubernetes.io/job-completion-index': '1' } } })).toBe(
      undefined,
    )
    expect(podCompletionIndex({})).toBe(undefined)
  })
})

describe('index failure counts (IJUT TestGetIndexFailureCount)', () => {
  it.each([
    ['no annotation', {} as PodInfo, 0],
    ['valid value', withFailureCount('2'), 2],
    ['valid maxint32 value', withFailureCount('2147483647'), 2147483647],
    ['too large value', withFailureCount('2147483648'), 0],
    ['negative value', withFailureCount('-1'), 0],
    ['invalid int value', withFailureCount('xyz'), 0],
  ])('%s', (_n, pod, want) => {
    expect(podIndexFailureCount(pod)).toBe(want)
  })
  it('absolute count adds the ignored count', () => {
    const pod: PodInfo = {
      metadata: {
        annotations: {
          'batch.kubernetes.io/job-index-failure-count': '3',
          'batch.kubernetes.io/job-index-ignored-failure-count': '2',
        },
      },
    }
    expect(podIndexIgnoredFailureCount(pod)).toBe(2)
    expect(podIndexAbsoluteFailureCount(pod)).toBe(5)
  })
})

describe('finalizer and restart counts', () => {
  it('hasJobTrackingFinalizer', () => {
    expect(hasJobTrackingFinalizer({ metadata: { finalizers: ['x', 'batch.kubernetes.io/job-tracking'] } })).toBe(true)
    expect(hasJobTrackingFinalizer({ metadata: { finalizers: ['x'] } })).toBe(false)
    expect(hasJobTrackingFinalizer({ metadata: { finalizers: null } })).toBe(false)
  })
  it('podMaxRestartCount and podRestartCountSum', () => {
    const pod: PodInfo = {
      status: {
        containerStatuses: [
          { name: 'a', restartCount: 2 },
          { name: 'b', restartCount: 5 },
        ],
        initContainerStatuses: [{ name: 'i', restartCount: 7 }],
      },
    }
    expect(podMaxRestartCount(pod)).toBe(5)
    expect(podRestartCountSum(pod)).toBe(14)
  })
})

const T = (s: string): number => parseTime(s) as number
const terminated = (name: string, finishedAt?: string) => ({
  name,
  state: { terminated: { exitCode: 1, ...(finishedAt ? { finishedAt } : {}) } },
})

describe('podFinishedTime (getFinishedTime)', () => {
  it('uses the latest container finish time when all terminated', () => {
    const pod: PodInfo = {
      status: {
        containerStatuses: [terminated('a', '2026-01-01T00:00:05Z'), terminated('b', '2026-01-01T00:00:09Z')],
        conditions: [{ type: 'Ready', status: 'False', lastTransitionTime: '2026-01-01T00:00:20Z' }],
      },
    }
    expect(podFinishedTime(pod)).toBe('2026-01-01T00:00:09Z')
  })
  it('counts sidecar (restartable init) containers', () => {
    const pod: PodInfo = {
      spec: { initContainers: [{ name: 'side', restartPolicy: 'Always' }, { name: 'init' }] },
      status: {
        containerStatuses: [terminated('a', '2026-01-01T00:00:05Z')],
        initContainerStatuses: [terminated('side', '2026-01-01T00:00:07Z'), terminated('init', '2026-01-01T00:00:30Z')],
      },
    }
    expect(podFinishedTime(pod)).toBe('2026-01-01T00:00:07Z')
  })
  it('falls back to Ready=False, then deletion − grace, then creation', () => {
    const running = { containerStatuses: [{ name: 'a', state: { running: {} } }] }
    expect(
      podFinishedTime({
        status: {
          ...running,
          conditions: [{ type: 'Ready', status: 'False', lastTransitionTime: '2026-01-01T00:00:20Z' }],
        },
      }),
    ).toBe('2026-01-01T00:00:20Z')
    expect(
      podFinishedTime({
        metadata: { deletionTimestamp: '2026-01-01T00:01:00Z', deletionGracePeriodSeconds: 30, creationTimestamp: DEL },
        status: running,
      }),
    ).toBe('2026-01-01T00:00:30Z')
    expect(
      podFinishedTime({ metadata: { creationTimestamp: DEL }, status: { containerStatuses: [terminated('a')] } }),
    ).toBe(DEL)
    expect(podFinishedTimeMs({})).toBe(undefined)
  })
  it('podReadyTimeMs', () => {
    expect(
      podReadyTimeMs({
        status: { conditions: [{ type: 'Ready', status: 'True', lastTransitionTime: '1970-01-01T00:00:01Z' }] },
      }),
    ).toBe(1000)
    expect(podReadyTimeMs({ status: { conditions: [{ type: 'Ready', status: 'False' }] } })).toBe(undefined)
  })
})

describe('RFC 3339', () => {
  it.each([
    ['1970-01-01T00:00:00Z', 0],
    ['1970-01-01T00:00:01Z', 1000],
    ['2026-01-02T03:04:05Z', Date.UTC(2026, 0, 2, 3, 4, 5)],
    ['2026-01-02T03:04:05.123456789Z', Date.UTC(2026, 0, 2, 3, 4, 5, 123)],
    ['2026-01-02T03:04:05+01:30', Date.UTC(2026, 0, 2, 1, 34, 5)],
    ['2024-02-29T00:00:00Z', Date.UTC(2024, 1, 29)],
    ['0001-01-01T00:00:00Z', -62135596800000],
  ])('parseTime(%j)', (s, ms) => {
    expect(parseTime(s)).toBe(ms)
  })
  it.each([
    '',
    '2026-01-02',
    '2026-01-02 03:04:05Z',
    '2026-13-01T00:00:00Z',
    '2025-02-29T00:00:00Z',
    '2026-01-02T24:00:00Z',
    '2026-01-02T03:04:05',
    '2026-01-02T03:04:05.Z',
    '2026-01-02t03:04:05Z',
  ])('parseTime rejects %j', (s) => {
    expect(parseTime(s)).toBe(undefined)
  })
  it('formatTime prints seconds precision UTC', () => {
    expect(formatTime(Date.UTC(2026, 0, 2, 3, 4, 5, 999))).toBe('2026-01-02T03:04:05Z')
    expect(formatTime(-1)).toBe('1969-12-31T23:59:59Z')
    expect(formatTime(Number.NaN)).toBe('0001-01-01T00:00:00Z')
  })
  it('fuzz: formatTime agrees with Date#toISOString and round-trips through parseTime', () => {
    fc.assert(
      fc.property(fc.integer({ min: -62135596800000, max: 253402300799999 }), (ms) => {
        const s = formatTime(ms)
        expect(s).toBe(new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z'))
        expect(parseTime(s)).toBe(Math.floor(ms / 1000) * 1000)
      }),
      { numRuns: numRuns(500) },
    )
  })
})

const junk = fc.oneof(fc.anything(), fc.constant(null), fc.string(), fc.integer())
const messyTime = fc.oneof(fc.constantFrom('2026-01-01T00:00:00Z', '0001-01-01T00:00:00Z', 'bogus'), junk)
const messyContainer = fc.record(
  {
    name: fc.oneof(fc.constantFrom('a', 'side'), junk),
    restartCount: fc.oneof(fc.integer(), junk),
    state: fc.oneof(
      junk,
      fc.record({ terminated: fc.oneof(junk, fc.record({ exitCode: junk, finishedAt: messyTime })) }),
    ),
  },
  { requiredKeys: [] },
)
const messyPod = fc.record(
  {
    metadata: fc.oneof(
      junk,
      fc.record(
        {
          annotations: fc.oneof(
            junk,
            fc.dictionary(
              fc.constantFrom(
                'batch.kubernetes.io/job-completion-index',
                'batch.kubernetes.io/job-index-failure-count',
                '__proto__',
              ),
              fc.oneof(fc.string(), junk),
            ),
          ),
          finalizers: fc.oneof(junk, fc.array(junk)),
          deletionTimestamp: messyTime,
          creationTimestamp: messyTime,
          deletionGracePeriodSeconds: junk,
        },
        { requiredKeys: [] },
      ),
    ),
    spec: fc.oneof(
      junk,
      fc.record({
        initContainers: fc.oneof(
          junk,
          fc.array(fc.record({ name: junk, restartPolicy: fc.constantFrom('Always', 'x') })),
        ),
      }),
    ),
    status: fc.oneof(
      junk,
      fc.record(
        {
          phase: fc.oneof(fc.constantFrom('Running', 'Failed', 'Succeeded'), junk),
          conditions: fc.oneof(
            junk,
            fc.array(
              fc.oneof(
                junk,
                fc.record({
                  type: fc.constantFrom('Ready', 'DisruptionTarget'),
                  status: fc.constantFrom('True', 'False'),
                  lastTransitionTime: messyTime,
                }),
              ),
            ),
          ),
          containerStatuses: fc.oneof(junk, fc.array(fc.oneof(junk, messyContainer))),
          initContainerStatuses: fc.oneof(junk, fc.array(fc.oneof(junk, messyContainer))),
        },
        { requiredKeys: [] },
      ),
    ),
  },
  { requiredKeys: [] },
)

describe('totality', () => {
  it('fuzz: accessors never throw on arbitrary JSON pods', () => {
    const fns = [
      isPodActive,
      isPodTerminating,
      isPodReady,
      podCompletionIndex,
      podIndexFailureCount,
      podIndexAbsoluteFailureCount,
      hasJobTrackingFinalizer,
      podFinishedTime,
      podMaxRestartCount,
      podRestartCountSum,
      podReadyTimeMs,
    ] as ((p: PodInfo) => unknown)[]
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.object({ withNullPrototype: true }), messyPod), (pod) => {
        for (const f of fns) f(pod as PodInfo)
        expect(typeof isPodFailed(pod as PodInfo, false)).toBe('boolean')
        expect(parseTime(pod as string)).toBeOneOf([undefined, expect.any(Number)])
      }),
      { numRuns: numRuns(300) },
    )
  })
})
