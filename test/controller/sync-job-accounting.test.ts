// Finished-pod accounting (the job-tracking finalizer protocol), after upstream
// TestTrackJobStatusAndRemoveFinalizers, with every API call succeeding: the returned status is
// the one after the finalizers are removed.
import { describe, expect, test } from 'vitest'
import { syncJob } from '../../src/controller/sync-job'
import type { JobStatus } from '../../src/job/types'
import { COMPLETIONS, NOW, conds, newJob, pod } from './arbitraries'

const started = (s: JobStatus = {}): JobStatus => ({ startTime: NOW, ...s })

describe('TestTrackJobStatusAndRemoveFinalizers (modern profile)', () => {
  test('no updates', () => {
    // upstream: wantStatusUpdates nil — no write, so the stored status stays as it was
    const status = started({ active: 1, ready: 0, terminating: 0 })
    const r = syncJob(newJob(1, 1, 6, {}, status), [pod('a', 'Running')], NOW)
    expect(r.removeFinalizers).toEqual([])
    expect(r.status).toEqual(status)
  })
  test('track finished pods', () => {
    const r = syncJob(
      newJob(2, 4, 6, {}, started()),
      [pod('a', 'Succeeded'), pod('b', 'Failed'), pod('c', 'Running')],
      NOW,
    )
    expect(r.removeFinalizers.sort()).toEqual(['a', 'b'])
    expect(r.status).toMatchObject({ succeeded: 1, failed: 1, uncountedTerminatedPods: {} })
  })
  test('past and new finished pods', () => {
    const job = newJob(
      4,
      8,
      6,
      {},
      started({ succeeded: 1, failed: 1, uncountedTerminatedPods: { succeeded: ['a'], failed: ['c'] } }),
    )
    const pods = [
      pod('a', 'Succeeded', { finalizer: false }),
      pod('b', 'Succeeded'),
      pod('c', 'Failed', { finalizer: false }),
      pod('d', 'Failed'),
    ]
    const r = syncJob(job, pods, NOW)
    expect(r.status).toMatchObject({ succeeded: 3, failed: 3, uncountedTerminatedPods: {} })
    expect(r.removeFinalizers.sort()).toEqual(['b', 'd'])
  })
  test('uncounted UIDs whose pods are gone are counted', () => {
    const job = newJob(
      1,
      3,
      6,
      {},
      started({ uncountedTerminatedPods: { succeeded: ['gone-1', 'gone-2'], failed: ['gone-3'] } }),
    )
    const r = syncJob(job, [], NOW)
    expect(r.status).toMatchObject({ succeeded: 2, failed: 1, uncountedTerminatedPods: {} })
  })
  test('pod flips from failed to succeeded', () => {
    const job = newJob(1, 2, 6, {}, started({ uncountedTerminatedPods: { failed: ['a'] } }))
    const r = syncJob(job, [pod('a', 'Succeeded')], NOW)
    expect(r.status).toMatchObject({ failed: 1, uncountedTerminatedPods: {} })
    expect(r.removeFinalizers).toEqual(['a'])
  })
  test('deleted job: running pods lose the finalizer without being counted', () => {
    const base = newJob(2, 4, 6, {}, started({ active: 2 }))
    const job = { ...base, metadata: { ...base.metadata, deletionTimestamp: NOW } }
    const r = syncJob(job, [pod('a', 'Running'), pod('b', 'Succeeded')], NOW)
    expect(r.removeFinalizers.sort()).toEqual(['a', 'b'])
    expect(r.status).toMatchObject({ succeeded: 1, active: 1 })
    expect(r.createPods).toBe(0)
    expect(r.deletePods).toEqual([])
  })
  test('indexed job: succeeded pods are counted by index, duplicates once', () => {
    const job = newJob(3, 4, 6, { completionMode: 'Indexed' }, started({ completedIndexes: '1', succeeded: 1 }))
    const pods = [
      pod('a', 'Succeeded', { index: '0' }),
      pod('b', 'Succeeded', { index: '0' }),
      pod('c', 'Succeeded', { index: '1' }),
      pod('d', 'Succeeded', { index: '7' }),
      pod('e', 'Failed', { index: '3' }),
    ]
    const r = syncJob(job, pods, NOW)
    expect(r.status).toMatchObject({ completedIndexes: '0,1', succeeded: 2, failed: 1 })
    expect(r.removeFinalizers.sort()).toEqual(['a', 'b', 'c', 'd', 'e'])
  })
  test('too many finished: at most 500 counted per sync, terminal condition deferred', () => {
    const pods = Array.from({ length: 501 }, (_, i) => pod(`p${i}`, 'Succeeded'))
    const r = syncJob(newJob(1, 501, 6, {}, started()), pods, NOW)
    expect(r.status.succeeded).toBe(500)
    expect(r.removeFinalizers.length).toBe(500)
    expect(conds(r.status)).toEqual([{ type: 'SuccessCriteriaMet', status: 'True', ...COMPLETIONS }])
    expect(r.events).toEqual([])
    // next sync: the last pod is counted and the Job completes
    const counted = new Set(r.removeFinalizers)
    const next = pods.map((p) =>
      counted.has(p.metadata?.name ?? '') ? pod(p.metadata?.name ?? '', 'Succeeded', { finalizer: false }) : p,
    )
    const r2 = syncJob({ ...newJob(1, 501, 6), status: r.status }, next, NOW)
    expect(r2.status.succeeded).toBe(501)
    expect(conds(r2.status).map((c) => c.type)).toEqual(['SuccessCriteriaMet', 'Complete'])
    expect(r2.status.completionTime).toBe(NOW)
  })
  test('more succeeded pods than completions: TooManySucceededPods before Completed', () => {
    const r = syncJob(
      newJob(3, 2, 6, {}, started()),
      [pod('a', 'Succeeded'), pod('b', 'Succeeded'), pod('c', 'Succeeded')],
      NOW,
    )
    expect(r.events.map((e) => `${e.type} ${e.reason}`)).toEqual(['Warning TooManySucceededPods', 'Normal Completed'])
  })
  test('failed pods are not double counted once their finalizer is gone', () => {
    const job = newJob(1, 1, 6, {}, started({ failed: 1 }))
    const r = syncJob(job, [pod('a', 'Failed', { finalizer: false }), pod('b', 'Running')], NOW)
    expect(r.status.failed).toBe(1)
    expect(r.removeFinalizers).toEqual([])
  })
  test('managedBy another controller: no-op', () => {
    const job = newJob(1, 1, 6, { managedBy: 'kueue.x-k8s.io/multikueue' }, started())
    const r = syncJob(job, [pod('a', 'Succeeded')], NOW)
    expect(r.status).toEqual(job.status) // a copy: the boundary guard reads the Job as plain data
    expect(r.createPods + r.deletePods.length + r.removeFinalizers.length + r.events.length).toBe(0)
  })
  test('unknown completion mode: warning event only', () => {
    const r = syncJob(newJob(1, 1, 6, { completionMode: 'Weird' }), [], NOW)
    expect(r.events).toEqual([
      {
        type: 'Warning',
        reason: 'UnknownCompletionMode',
        message: 'Skipped Job sync because completion mode is unknown',
      },
    ])
    expect(r.createPods).toBe(0)
  })
  test('finished job: no-op that drops the back-off record', () => {
    const job = newJob(1, 1, 6, {}, started({ conditions: [{ type: 'Failed', status: 'True' }] }))
    const r = syncJob(job, [pod('a', 'Running')], NOW, {
      backoff: { failuresAfterLastSuccess: 3, lastFailureTime: NOW },
    })
    expect(r.state).toEqual({ expectationsSatisfied: true })
    expect(r.deletePods).toEqual([])
  })
  test('completions 0 completes on the first sync', () => {
    const r = syncJob(newJob(1, 0, 6), [], NOW)
    expect(conds(r.status).map((c) => c.type)).toEqual(['SuccessCriteriaMet', 'Complete'])
    expect(r.createPods).toBe(0)
  })
  test('parallelism 0 creates nothing and never completes', () => {
    const r = syncJob(newJob(0, 3, 6), [], NOW)
    expect(r.createPods).toBe(0)
    expect(conds(r.status)).toEqual([])
  })
})
