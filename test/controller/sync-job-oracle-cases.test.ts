// Behaviours found by the differential conformance run (issue #8); each expectation is the oracle's answer.
import { describe, expect, test } from 'vitest'
import { syncJob } from '../../src/controller/sync-job'
import { NOW, newJob, pod, secondsBefore } from './arbitraries'

describe('syncJob: cases settled with the oracle', () => {
  test("a deletionTimestamp at Go's zero time is set: the Job is being deleted and creates no pods", () => {
    // The oracle (recorded input controller.syncJob-00000 with no pods, no
    // status and now = 12:00:05Z): createPods 4 without a deletionTimestamp,
    // 0 with '0001-01-01T00:00:00Z' (a non-nil *metav1.Time), 0 with a real one.
    const job = newJob(4, 4, 6, {}, {})
    const create = (metadata: Record<string, unknown>) =>
      syncJob({ ...job, metadata: { ...job.metadata, ...metadata } }, [], NOW).createPods
    expect([
      create({}),
      create({ deletionTimestamp: '0001-01-01T00:00:00Z' }),
      create({ deletionTimestamp: NOW }),
    ]).toEqual([4, 0, 0])
  })

  test('suspending a started Job clears startTime (only when the Suspended condition is newly set)', () => {
    const started = secondsBefore(NOW, 3600)
    const job = newJob(1, 4, 6, { suspend: true, activeDeadlineSeconds: 30 }, { startTime: started, active: 1 })
    const r = syncJob(job, [pod('p', 'Running')], NOW)
    expect(r.status.startTime).toBeUndefined()
    expect(r.deletePods).toEqual(['p'])
    expect(r.events.map((e) => e.reason)).toEqual(['Suspended'])
    const again = syncJob({ ...job, status: r.status }, [], NOW)
    expect(again.status.startTime).toBeUndefined()
    const already = syncJob({ ...job, status: { startTime: started, conditions: r.status.conditions ?? [] } }, [], NOW)
    expect(already.status.startTime).toBe(started)
  })

  test('Indexed: an uncounted success whose finalizer is removed is added on top of the index total', () => {
    const job = newJob(
      3,
      3,
      6,
      { completionMode: 'Indexed' },
      {
        startTime: NOW,
        succeeded: 1,
        completedIndexes: '0',
        uncountedTerminatedPods: { succeeded: ['p0'] },
      },
    )
    const r = syncJob(job, [pod('p0', 'Succeeded', { index: 'x', uid: 'p0' })], NOW)
    expect(r.status.succeeded).toBe(2)
    expect(r.status.completedIndexes).toBe('0')
    expect(r.removeFinalizers).toEqual(['p0'])
  })

  test('a FailJob rule is matched only against the pods the Job owns', () => {
    const spec = {
      podReplacementPolicy: 'Failed',
      podFailurePolicy: { rules: [{ action: 'FailJob', onExitCodes: { operator: 'In', values: [42] } }] },
    } as const
    const job = newJob(1, 1, 6, spec, { startTime: NOW })
    const foreign = pod('rs-pod', 'Failed', { exitCode: 42, owner: 'replicaset-uid' })
    const r = syncJob(job, [foreign], NOW)
    expect(r.status.conditions ?? []).toEqual([])
    expect(r.createPods).toBe(1)
  })

  test('a flush of uncounted pods after the finalizer removals keeps no new back-off record', () => {
    const job = newJob(
      0,
      -1,
      0,
      { suspend: true, podReplacementPolicy: 'Failed' },
      {
        startTime: NOW,
        failed: 1,
        ready: 0,
        terminating: 0,
        uncountedTerminatedPods: { succeeded: ['p0'] },
      },
    )
    const r = syncJob(job, [pod('p0', 'Succeeded', { uid: 'p0' })], NOW, { expectationsSatisfied: false })
    expect(r.status.succeeded).toBe(1)
    expect(r.removeFinalizers).toEqual(['p0'])
    expect(r.state.backoff).toBeUndefined()
  })
})
