import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  type BackoffRecord,
  backoffDelaySeconds,
  remainingBackoffSeconds,
  remainingBackoffSecondsForIndex,
  updateBackoffRecord,
} from '../../src/controller/backoff'
import { formatTimeMillis, parseTime, podFinishedTime } from '../../src/controller/pod'
import type { PodInfo } from '../../src/controller/pod-types'
import { numRuns } from '../support/runs'

const T0 = parseTime('2009-11-10T23:00:00Z') as number
const at = (offsetMs: number): string => formatTimeMillis(T0 + offsetMs)
const finishedPod = (phase: string, offsetMs: number): PodInfo => ({
  status: {
    phase,
    containerStatuses: [{ name: '', state: { terminated: { exitCode: 0, finishedAt: at(offsetMs) } } }],
  },
})
const ok = (...offsets: number[]) => offsets.map((o) => finishedPod('Succeeded', o))
const bad = (...offsets: number[]) => offsets.map((o) => finishedPod('Failed', o))

describe('updateBackoffRecord (upstream TestNewBackoffRecord)', () => {
  it.each<[string, BackoffRecord | undefined, PodInfo[], PodInfo[], BackoffRecord]>([
    [
      'Empty backoff store and one new failure',
      undefined,
      [],
      bad(0),
      { failuresAfterLastSuccess: 1, lastFailureTime: at(0) },
    ],
    [
      'Empty backoff store and two new failures',
      undefined,
      [],
      bad(0, -1),
      { failuresAfterLastSuccess: 2, lastFailureTime: at(0) },
    ],
    [
      'Empty backoff store, two failures followed by success',
      undefined,
      ok(0),
      bad(-2, -1),
      { failuresAfterLastSuccess: 0 },
    ],
    [
      'Empty backoff store, two failures, one success and two more failures',
      undefined,
      ok(-2),
      bad(0, -4, -3, -1),
      { failuresAfterLastSuccess: 2, lastFailureTime: at(0) },
    ],
    [
      'Backoff store having failure count 2 and one new failure',
      { failuresAfterLastSuccess: 2 },
      [],
      bad(0),
      { failuresAfterLastSuccess: 3, lastFailureTime: at(0) },
    ],
    [
      'Empty backoff store with success and failure at same timestamp',
      undefined,
      ok(0),
      bad(0),
      { failuresAfterLastSuccess: 0 },
    ],
    ['Empty backoff store with no success/failure', undefined, [], [], { failuresAfterLastSuccess: 0 }],
    ['Empty backoff store with one success', undefined, ok(0), [], { failuresAfterLastSuccess: 0 }],
  ])('%s', (_name, record, succeeded, failed, want) => {
    expect(updateBackoffRecord(record, succeeded, failed)).toEqual(want)
  })
  it('keeps the previous record when nothing finished', () => {
    const rec = { failuresAfterLastSuccess: 4, lastFailureTime: '2026-01-01T00:00:00Z' }
    expect(updateBackoffRecord(rec, [], [])).toEqual(rec)
  })
  it('records Go zero time for a failed pod without any timestamp', () => {
    expect(updateBackoffRecord(undefined, [], [{ status: { phase: 'Failed' } }])).toEqual({
      failuresAfterLastSuccess: 1,
      lastFailureTime: '0001-01-01T00:00:00Z',
    })
  })
})

const D = '2009-11-10T23:00:00Z'
describe('podFinishedTime (upstream TestGetFinishedTime)', () => {
  const term = (finishedAt?: string) => ({
    name: 'c',
    state: { terminated: { exitCode: 0, ...(finishedAt ? { finishedAt } : {}) } },
  })
  it.each<[string, PodInfo, string]>([
    [
      'Pod with multiple containers and all containers terminated',
      { status: { containerStatuses: [term('2009-11-10T22:59:59Z'), term(D), term('2009-11-10T22:59:58Z')] } },
      D,
    ],
    [
      'Pod with multiple containers; two containers in terminated state and one in running state; fallback to deletionTimestamp',
      {
        metadata: { deletionTimestamp: D },
        status: {
          containerStatuses: [
            term('2009-11-10T22:59:59Z'),
            { name: 'r', state: { running: {} } },
            term('2009-11-10T22:59:58Z'),
          ],
        },
      },
      D,
    ],
    [
      'fallback to deletionTimestamp',
      { metadata: { deletionTimestamp: D }, status: { containerStatuses: [{ name: 'r', state: { running: {} } }] } },
      D,
    ],
    [
      'fallback to deletionTimestamp, decremented by grace period',
      {
        metadata: { deletionTimestamp: D, deletionGracePeriodSeconds: 30 },
        status: { containerStatuses: [{ name: 'r', state: { running: {} } }] },
      },
      '2009-11-10T22:59:30Z',
    ],
    [
      'fallback to PodReady.LastTransitionTime when status of the condition is False',
      {
        status: {
          containerStatuses: [term()],
          conditions: [{ type: 'Ready', status: 'False', reason: 'PodFailed', lastTransitionTime: D }],
        },
      },
      D,
    ],
    [
      'skip fallback to PodReady.LastTransitionTime when status of the condition is True',
      {
        metadata: { deletionTimestamp: D },
        status: {
          containerStatuses: [term()],
          conditions: [{ type: 'Ready', status: 'True', lastTransitionTime: '2009-11-10T22:59:30Z' }],
        },
      },
      D,
    ],
    [
      'fallback to creationTimestamp',
      { metadata: { creationTimestamp: D }, status: { containerStatuses: [term()] } },
      D,
    ],
    [
      'Pod with sidecar (restartable init) container and all containers terminated',
      {
        spec: { initContainers: [{ name: 'side', restartPolicy: 'Always' }] },
        status: {
          containerStatuses: [term('2009-11-10T22:59:59Z')],
          initContainerStatuses: [{ ...term(D), name: 'side' }],
        },
      },
      D,
    ],
  ])('%s', (_name, pod, want) => {
    expect(podFinishedTime(pod)).toBe(want)
  })
})

describe('remainingBackoffSeconds (upstream TestGetRemainingBackoffTime, base 5s cap 700s)', () => {
  const rec = (n: number): BackoffRecord => ({ failuresAfterLastSuccess: n, lastFailureTime: D })
  it.each<[string, BackoffRecord, number, number]>([
    ['no failures', { failuresAfterLastSuccess: 0 }, 0, 0],
    ['one failure; current time and failure time are same', rec(1), 0, 5],
    ['one failure; current time == 1 second + failure time', rec(1), 1, 4],
    ['one failure; current time == expected backoff time', rec(1), 5, 0],
    ['one failure; current time == expected backoff time + 1 Second', rec(1), 6, 0],
    ['three failures; current time and failure time are same', rec(3), 0, 20],
    ['eight failures; current time and failure time are same; backoff not exceeding maxBackoff', rec(8), 0, 640],
    ['nine failures; current time and failure time are same; backoff exceeding maxBackoff', rec(9), 0, 700],
  ])('%s', (_name, record, nowOffsetS, want) => {
    expect(remainingBackoffSeconds(record, T0 + nowOffsetS * 1000, 5, 700)).toBe(want)
  })
  it('uses the 10s/600s defaults', () => {
    expect(remainingBackoffSeconds(rec(1), T0)).toBe(10)
    expect(remainingBackoffSeconds(rec(7), T0 + 40_000)).toBe(560)
    expect(remainingBackoffSeconds(rec(30), T0)).toBe(600)
  })
})

describe('remainingBackoffSecondsForIndex (upstream TestGetRemainingBackoffTimePerIndex)', () => {
  const failedPod = (count: string, ignored?: string): PodInfo => ({
    metadata: {
      deletionTimestamp: D,
      annotations: {
        'batch.kubernetes.io/job-index-failure-count': count,
        ...(ignored === undefined ? {} : { 'batch.kubernetes.io/job-index-ignored-failure-count': ignored }),
      },
    },
    status: { phase: 'Failed' },
  })
  it.each<[string, PodInfo | undefined, number]>([
    ['no failures', undefined, 0],
    ['two prev failures; current time and failure time are same', failedPod('2'), 20],
    ['one prev failure counted and one ignored; current time and failure time are same', failedPod('1', '1'), 20],
  ])('%s', (_name, pod, want) => {
    expect(remainingBackoffSecondsForIndex(pod, T0, 5, 700)).toBe(want)
  })
})

describe('properties', () => {
  it('a base above the cap is used uncapped for the first failure (upstream loop)', () => {
    expect(backoffDelaySeconds(1, 700, 600)).toBe(700)
    expect(backoffDelaySeconds(2, 700, 600)).toBe(600)
  })
  it('delay is monotone in the failure count and capped (base <= cap)', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 100 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 5000 }),
        (n, base, extra) => {
          const cap = base + extra
          const d = backoffDelaySeconds(n, base, cap)
          expect(backoffDelaySeconds(n + 1, base, cap)).toBeGreaterThanOrEqual(d)
          expect(d).toBeLessThanOrEqual(cap)
          expect(d).toBe(n === 0 ? 0 : Math.min(base * 2 ** (n - 1), cap))
        },
      ),
      { numRuns: numRuns(500) },
    )
  })
  it('remaining time never exceeds the delay and decreases as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat({ max: 2000 }), fc.nat({ max: 2000 }), (n, t1, dt) => {
        const r = { failuresAfterLastSuccess: n, lastFailureTime: D }
        const a = remainingBackoffSeconds(r, T0 + t1 * 1000)
        const b = remainingBackoffSeconds(r, T0 + (t1 + dt) * 1000)
        expect(a).toBeLessThanOrEqual(backoffDelaySeconds(n))
        expect(b).toBeLessThanOrEqual(a)
        expect(a).toBe(Math.max(0, backoffDelaySeconds(n) - t1))
      }),
      { numRuns: numRuns(500) },
    )
  })
  it('fuzz: back-off functions never throw on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), fc.anything(), (a, b, c, d) => {
        const rec = updateBackoffRecord(a as BackoffRecord, b as PodInfo[], c as PodInfo[])
        expect(rec.failuresAfterLastSuccess).toBeGreaterThanOrEqual(0)
        expect(Number.isNaN(remainingBackoffSeconds(a as BackoffRecord, d as number))).toBe(false)
        expect(Number.isNaN(remainingBackoffSecondsForIndex(b as PodInfo, d as number))).toBe(false)
        expect(Number.isNaN(backoffDelaySeconds(d as number, c as number, b as number))).toBe(false)
      }),
      { numRuns: numRuns(500) },
    )
  })
})
