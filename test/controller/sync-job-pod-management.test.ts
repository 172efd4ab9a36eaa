// Pod management details: per-sync create/delete caps, which active pods go first,
// lowest pending indexes, expectations.
import { describe, expect, test } from 'vitest'
import { syncJob } from '../../src/controller/sync-job'
import type { PodInfo } from '../../src/controller/pod-types'
import { NOW, newJob, pod, podsOf } from './arbitraries'

const withMeta = (p: PodInfo, meta: Record<string, unknown>, spec?: Record<string, unknown>): PodInfo => ({
  ...p,
  metadata: { ...p.metadata, ...meta },
  ...(spec !== undefined ? { spec: { ...p.spec, ...spec } } : {}),
})

describe('pod management', () => {
  test('at most 500 creates per sync (MaxPodCreateDeletePerSync)', () => {
    const r = syncJob(newJob(1000, 2000, 6), [], NOW)
    expect(r.createPods).toBe(500)
    expect(r.status.active).toBe(500)
  })
  test('at most 500 creates per sync, Indexed: the 500 lowest indexes', () => {
    const r = syncJob(newJob(1000, 2000, 6, { completionMode: 'Indexed' }), [], NOW)
    expect(r.createIndexes).toEqual(Array.from({ length: 500 }, (_, i) => i))
  })
  test('at most 500 deletes per sync', () => {
    const r = syncJob(newJob(1, 5, 6), podsOf({ active: 800 }), NOW)
    expect(r.deletePods.length).toBe(500)
    expect(r.status).toMatchObject({ active: 300, terminating: 500 })
  })
  test('suspension deletes every active pod, without the cap', () => {
    const r = syncJob(newJob(800, 800, 6, { suspend: true }), podsOf({ active: 800 }), NOW)
    expect(r.deletePods.length).toBe(800)
    expect(r.removeFinalizers.length).toBe(800)
  })
  test('deletion order: unscheduled, then Pending < Running, not ready before ready, newer first', () => {
    const pods = [
      withMeta(pod('running-ready-old', 'Running', { ready: true }), { creationTimestamp: '2026-03-01T00:00:00Z' }),
      withMeta(pod('running-ready-new', 'Running', { ready: true }), { creationTimestamp: '2026-03-01T01:00:00Z' }),
      pod('running-not-ready', 'Running'),
      pod('pending', 'Pending'),
      withMeta(pod('unscheduled', 'Pending'), {}, { nodeName: '' }),
    ]
    const order = [1, 2, 3, 4].map((keep) => syncJob(newJob(keep, 10, 6), pods, NOW).deletePods)
    expect(order[0]).toEqual(['unscheduled', 'pending', 'running-not-ready', 'running-ready-new'])
    expect(order[3]).toEqual(['unscheduled'])
  })
  test('deleting pods for scale-down removes their finalizer first (not counted as failed)', () => {
    const r = syncJob(newJob(1, 5, 6), podsOf({ active: 3 }), NOW)
    expect(r.removeFinalizers.sort()).toEqual(r.deletePods.sort())
    expect(r.status.failed).toBeUndefined()
  })
  test('failing Job deletes active pods keeping the finalizer, then counts them failed', () => {
    const r = syncJob(newJob(2, 5, 0), [...podsOf({ active: 2 }), pod('f', 'Failed')], NOW)
    expect(r.deletePods.sort()).toEqual(['running-0', 'running-1'])
    expect(r.status.failed).toBe(3)
    expect(r.removeFinalizers.sort()).toEqual(['f', 'running-0', 'running-1'])
  })
  test('unsatisfied expectations: no creates, no deletes, status still tracked', () => {
    const r = syncJob(newJob(3, 5, 6), [pod('a', 'Succeeded')], NOW, { expectationsSatisfied: false })
    expect(r.createPods).toBe(0)
    expect(r.deletePods).toEqual([])
    expect(r.status.succeeded).toBe(1)
  })
  test('work queue: no new pods after the first success, running ones are left alone', () => {
    const r = syncJob(newJob(3, -1, 6), [pod('a', 'Succeeded'), pod('b', 'Running')], NOW)
    expect(r.createPods).toBe(0)
    expect(r.deletePods).toEqual([])
    expect(r.status.active).toBe(1)
  })
  test('Indexed: pending indexes skip succeeded, active and failed indexes', () => {
    const job = newJob(
      4,
      8,
      6,
      { completionMode: 'Indexed', backoffLimitPerIndex: 0 },
      { startTime: NOW, completedIndexes: '0,1', succeeded: 2, failedIndexes: '3' },
    )
    const r = syncJob(job, [pod('a', 'Running', { index: '2' })], NOW)
    expect(r.createIndexes).toEqual([4, 5, 6])
    expect(r.createIndexFailureCounts).toEqual([0, 0, 0])
  })
})
