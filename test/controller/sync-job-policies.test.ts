// Ports (modern profile) of upstream TestSyncJobPastDeadline, TestSyncJobWithJobPodFailurePolicy,
// TestSyncJobWithJobSuccessPolicy, TestSyncJobWithJobBackoffLimitPerIndex and the back-off cases
// (TestJobBackoff / TestJobBackoffForOnFailure / TestJobApiBackoffReset), representative subsets.
import { describe, expect, test } from 'vitest'
import { syncJob } from '../../src/controller/sync-job'
import type { Job, JobSpec, JobStatus } from '../../src/job/types'
import { BACKOFF, COMPLETIONS, DEADLINE, NOW, conds, newJob, pod, podsOf, secondsBefore } from './arbitraries'

const ev = (r: { events: { type: string; reason: string; message: string }[] }): string[] =>
  r.events.map((e) => `${e.type} ${e.reason} ${e.message}`)

const withSpec = (job: Job, spec: Partial<JobSpec>, status?: JobStatus): Job => ({
  ...job,
  spec: { ...job.spec, ...spec },
  ...(status !== undefined ? { status } : {}),
})

describe('TestSyncJobPastDeadline', () => {
  test('activeDeadlineSeconds less than single pod execution', () => {
    const job = withSpec(newJob(1, 1, 6), { activeDeadlineSeconds: 10 }, { startTime: secondsBefore(NOW, 15) })
    const r = syncJob(job, podsOf({ active: 1 }), NOW)
    expect(r.deletePods).toEqual(['running-0'])
    expect(r.status).toMatchObject({ failed: 1, terminating: 1 })
    expect(conds(r.status)).toEqual([{ type: 'FailureTarget', status: 'True', ...DEADLINE }])
    expect(r.events).toEqual([])
  })
  test('activeDeadlineSeconds bigger than single pod execution', () => {
    const job = withSpec(newJob(1, 2, 6), { activeDeadlineSeconds: 10 }, { startTime: secondsBefore(NOW, 15) })
    const r = syncJob(job, podsOf({ active: 1, succeeded: 1 }), NOW)
    expect(r.deletePods.length).toBe(1)
    expect(r.status).toMatchObject({ failed: 1, succeeded: 1 })
    expect(conds(r.status)).toEqual([{ type: 'FailureTarget', status: 'True', ...DEADLINE }])
  })
  test('activeDeadlineSeconds times-out before any pod starts', () => {
    const job = withSpec(newJob(1, 1, 6), { activeDeadlineSeconds: 10 }, { startTime: secondsBefore(NOW, 10) })
    const r = syncJob(job, [], NOW)
    expect(r.createPods).toBe(0)
    expect(r.status).toMatchObject({ terminating: 0 })
    expect(conds(r.status)).toEqual([
      { type: 'FailureTarget', status: 'True', ...DEADLINE },
      { type: 'Failed', status: 'True', ...DEADLINE },
    ])
    expect(ev(r)).toEqual(['Warning DeadlineExceeded Job was active longer than specified deadline'])
  })
  test('activeDeadlineSeconds with backofflimit reach', () => {
    const job = withSpec(newJob(1, 1, 0), { activeDeadlineSeconds: 1 }, { startTime: secondsBefore(NOW, 10) })
    const r = syncJob(job, podsOf({ failed: 1 }), NOW)
    expect(r.status.failed).toBe(1)
    expect(conds(r.status)).toEqual([
      { type: 'FailureTarget', status: 'True', ...BACKOFF },
      { type: 'Failed', status: 'True', ...BACKOFF },
    ])
  })
  test('activeDeadlineSeconds is not triggered when Job is suspended', () => {
    const job = withSpec(
      newJob(1, 2, 6),
      { activeDeadlineSeconds: 10, suspend: true },
      { startTime: secondsBefore(NOW, 15) },
    )
    const r = syncJob(job, [], NOW)
    expect(r.requeueAfterSeconds).toBeUndefined()
    expect(conds(r.status)).toEqual([
      { type: 'Suspended', status: 'True', reason: 'JobSuspended', message: 'Job suspended' },
    ])
  })
  test('deadline not reached: requeue at the deadline', () => {
    const job = withSpec(newJob(1, 1, 6), { activeDeadlineSeconds: 100 }, { startTime: secondsBefore(NOW, 30) })
    const r = syncJob(job, podsOf({ active: 1 }), NOW)
    expect(r.requeueAfterSeconds).toBe(70)
    expect(conds(r.status)).toEqual([])
  })
  test('derived: resuming a Job suspended longer than activeDeadlineSeconds fails it with DeadlineExceeded', () => {
    const job = withSpec(
      newJob(1, 1, 6),
      { activeDeadlineSeconds: 10, suspend: false },
      {
        startTime: secondsBefore(NOW, 100),
        conditions: [{ type: 'Suspended', status: 'True', reason: 'JobSuspended', message: 'Job suspended' }],
      },
    )
    const r = syncJob(job, [], NOW)
    expect(conds(r.status).map((c) => `${c.type}=${c.status}:${c.reason}`)).toEqual([
      'Suspended=True:JobSuspended',
      'FailureTarget=True:DeadlineExceeded',
      'Failed=True:DeadlineExceeded',
    ])
  })
})

const failJobOnExit = {
  rules: [{ action: 'FailJob', onExitCodes: { containerName: 'main-container', operator: 'In', values: [5, 6, 7] } }],
}

describe('TestSyncJobWithJobPodFailurePolicy', () => {
  const base = (spec: Partial<JobSpec>): Job =>
    withSpec(
      newJob(1, 1, 6),
      { podReplacementPolicy: 'Failed', template: { spec: { restartPolicy: 'Never' } }, ...spec },
      { startTime: secondsBefore(NOW, 60) },
    )

  test('default handling for pod failure if the container matching the exit codes does not match the containerName restriction', () => {
    const job = base({ podFailurePolicy: failJobOnExit })
    const r = syncJob(job, [pod('mypod-0', 'Failed', { exitCode: 5, containerName: 'other' })], NOW)
    expect(r.status.failed).toBe(1)
    expect(conds(r.status)).toEqual([])
    expect(r.createPods).toBe(1)
  })
  test('running pod should not result in job fail based on OnExitCodes', () => {
    const job = base({ podFailurePolicy: failJobOnExit })
    const running = pod('mypod-0', 'Running', { containerName: 'main-container' })
    const r = syncJob(job, [running], NOW)
    expect(conds(r.status)).toEqual([])
    expect(r.status.active).toBe(1)
  })
  test('fail job based on OnExitCodes', () => {
    const job = base({ podFailurePolicy: failJobOnExit })
    const r = syncJob(job, [pod('mypod-0', 'Failed', { exitCode: 5, containerName: 'main-container' })], NOW)
    const message =
      'Container main-container for pod default/mypod-0 failed with exit code 5 matching FailJob rule at index 0'
    expect(conds(r.status)).toEqual([
      { type: 'FailureTarget', status: 'True', reason: 'PodFailurePolicy', message },
      { type: 'Failed', status: 'True', reason: 'PodFailurePolicy', message },
    ])
    expect(r.status.failed).toBe(1)
    expect(ev(r)).toEqual([`Warning PodFailurePolicy ${message}`])
  })
  test('job marked already as failure target with failed pod', () => {
    const message =
      'Container main-container for pod default/mypod-0 failed with exit code 5 matching FailJob rule at index 0'
    const job = withSpec(
      base({ podFailurePolicy: failJobOnExit }),
      {},
      {
        startTime: secondsBefore(NOW, 60),
        conditions: [{ type: 'FailureTarget', status: 'True', reason: 'PodFailurePolicy', message }],
      },
    )
    const r = syncJob(job, [pod('mypod-0', 'Failed', { exitCode: 5, containerName: 'main-container' })], NOW)
    expect(conds(r.status)).toEqual([
      { type: 'FailureTarget', status: 'True', reason: 'PodFailurePolicy', message },
      { type: 'Failed', status: 'True', reason: 'PodFailurePolicy', message },
    ])
    expect(r.status.failed).toBe(1)
  })
  test('fail job with multiple pods: running pods are deleted and counted failed, Failed waits for them', () => {
    const job = withSpec(base({ podFailurePolicy: failJobOnExit }), { parallelism: 2, completions: 2 })
    const r = syncJob(
      job,
      [pod('mypod-0', 'Running'), pod('mypod-1', 'Failed', { exitCode: 5, containerName: 'main-container' })],
      NOW,
    )
    expect(r.deletePods).toEqual(['mypod-0'])
    expect(r.status).toMatchObject({ failed: 2, terminating: 1 })
    expect(conds(r.status).map((c) => c.type)).toEqual(['FailureTarget'])
  })
  test('ignore pod failure based on DisruptionTarget condition', () => {
    const policy = { rules: [{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] }] }
    const job = base({ podFailurePolicy: policy, backoffLimit: 0 })
    const r = syncJob(
      job,
      [pod('mypod-0', 'Failed', { conditions: [{ type: 'DisruptionTarget', status: 'True' }] })],
      NOW,
    )
    expect(r.status.failed).toBeUndefined()
    expect(conds(r.status)).toEqual([])
    // ignored failures still feed the global back-off (issue #119378): the replacement waits
    expect(r.state.backoff?.failuresAfterLastSuccess).toBe(1)
  })
  test('fail job based on OnPodConditions', () => {
    const policy = { rules: [{ action: 'FailJob', onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }] }] }
    const r = syncJob(
      base({ podFailurePolicy: policy }),
      [pod('mypod-0', 'Failed', { conditions: [{ type: 'DisruptionTarget', status: 'True' }] })],
      NOW,
    )
    const message = 'Pod default/mypod-0 has condition DisruptionTarget matching FailJob rule at index 0'
    expect(conds(r.status).map((c) => c.message)).toEqual([message, message])
  })
  test('count rule counts towards backoffLimit', () => {
    const policy = { rules: [{ action: 'Count', onExitCodes: { operator: 'In', values: [42] } }] }
    const r = syncJob(
      base({ podFailurePolicy: policy, backoffLimit: 0 }),
      [pod('mypod-0', 'Failed', { exitCode: 42 })],
      NOW,
    )
    expect(conds(r.status).map((c) => `${c.type}:${c.reason}`)).toEqual([
      'FailureTarget:BackoffLimitExceeded',
      'Failed:BackoffLimitExceeded',
    ])
  })
  test('terminating pod is not replaced with podReplacementPolicy Failed and is not counted', () => {
    const r = syncJob(base({ podFailurePolicy: failJobOnExit }), [pod('mypod-0', 'Running', { deleted: true })], NOW)
    expect(r.createPods).toBe(0)
    expect(r.status).toMatchObject({ terminating: 1 })
  })
})

describe('TestSyncJobWithJobSuccessPolicy', () => {
  const indexed = (spec: Partial<JobSpec>, status?: JobStatus): Job =>
    withSpec(newJob(3, 3, 6), { completionMode: 'Indexed', ...spec }, { startTime: secondsBefore(NOW, 60), ...status })

  test('job with successPolicy; job has SuccessCriteriaMet condition if job meets to successPolicy and some indexes fail', () => {
    const job = indexed({ successPolicy: { rules: [{ succeededIndexes: '0,1', succeededCount: 1 }] } })
    const pods = [
      pod('p0', 'Failed', { index: '0' }),
      pod('p1', 'Running', { index: '0' }),
      pod('p2', 'Succeeded', { index: '1' }),
      pod('p3', 'Running', { index: '2' }),
    ]
    const r = syncJob(job, pods, NOW)
    expect(r.deletePods.sort()).toEqual(['p1', 'p3'])
    expect(r.status).toMatchObject({ terminating: 2, succeeded: 1, failed: 1, completedIndexes: '1' })
    expect(conds(r.status)).toEqual([
      { type: 'SuccessCriteriaMet', status: 'True', reason: 'SuccessPolicy', message: 'Matched rules at index 0' },
    ])
    expect(r.events).toEqual([])
  })
  test('job with successPolicy; jobSuccessPolicy is enabled; job has Complete condition after terminating pods are gone', () => {
    const job = indexed(
      { successPolicy: { rules: [{ succeededIndexes: '0,1', succeededCount: 1 }] } },
      {
        completedIndexes: '1',
        succeeded: 1,
        failed: 1,
        conditions: [
          { type: 'SuccessCriteriaMet', status: 'True', reason: 'SuccessPolicy', message: 'Matched rules at index 0' },
        ],
      },
    )
    const r = syncJob(job, [pod('p2', 'Succeeded', { index: '1', finalizer: false })], NOW)
    expect(conds(r.status)).toEqual([
      { type: 'SuccessCriteriaMet', status: 'True', reason: 'SuccessPolicy', message: 'Matched rules at index 0' },
      { type: 'Complete', status: 'True', reason: 'SuccessPolicy', message: 'Matched rules at index 0' },
    ])
    expect(r.status.completionTime).toBe(NOW)
    expect(ev(r)).toEqual(['Normal Completed Job completed'])
  })
  test('job with successPolicy and podFailurePolicy; job has a failed condition when job meets to both successPolicy and podFailurePolicy', () => {
    const job = indexed({
      podReplacementPolicy: 'Failed',
      successPolicy: { rules: [{ succeededIndexes: '0,1', succeededCount: 1 }] },
      podFailurePolicy: {
        rules: [{ action: 'FailJob', onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }] }],
      },
    })
    const pods = [
      pod('p0', 'Failed', { index: '0', conditions: [{ type: 'DisruptionTarget', status: 'True' }] }),
      pod('p1', 'Succeeded', { index: '1' }),
    ]
    const r = syncJob(job, pods, NOW)
    expect(conds(r.status).map((c) => `${c.type}:${c.reason}`)).toEqual([
      'FailureTarget:PodFailurePolicy',
      'Failed:PodFailurePolicy',
    ])
  })
  test('job with successPolicy; job with SuccessCriteriaMet has never been transitioned to FailureTarget and Failed even if job meets podFailurePolicy', () => {
    const scm = {
      type: 'SuccessCriteriaMet',
      status: 'True',
      reason: 'SuccessPolicy',
      message: 'Matched rules at index 0',
    }
    const job = indexed(
      {
        podReplacementPolicy: 'Failed',
        successPolicy: { rules: [{ succeededCount: 1 }] },
        podFailurePolicy: {
          rules: [{ action: 'FailJob', onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }] }],
        },
      },
      { completedIndexes: '1', succeeded: 1, conditions: [scm] },
    )
    const r = syncJob(
      job,
      [pod('p0', 'Failed', { index: '0', conditions: [{ type: 'DisruptionTarget', status: 'True' }] })],
      NOW,
    )
    expect(conds(r.status).map((c) => `${c.type}:${c.reason}`)).toEqual([
      'SuccessCriteriaMet:SuccessPolicy',
      'Complete:SuccessPolicy',
    ])
  })
  test('job with successPolicy; job with FailureTarget has never been transitioned to SuccessCriteriaMet even if job meets successPolicy', () => {
    const ft = { type: 'FailureTarget', status: 'True', reason: 'PodFailurePolicy', message: 'x' }
    const job = indexed({ successPolicy: { rules: [{ succeededCount: 1 }] } }, { conditions: [ft] })
    const r = syncJob(job, [pod('p1', 'Succeeded', { index: '1' })], NOW)
    expect(conds(r.status).map((c) => `${c.type}:${c.reason}`)).toEqual([
      'FailureTarget:PodFailurePolicy',
      'Failed:PodFailurePolicy',
    ])
  })
  test('rule with succeededIndexes that parse to nothing is skipped', () => {
    const job = indexed({ successPolicy: { rules: [{ succeededIndexes: '7-9' }, { succeededCount: 1 }] } })
    const r = syncJob(job, [pod('p1', 'Succeeded', { index: '1' })], NOW)
    expect(conds(r.status)[0]).toEqual({
      type: 'SuccessCriteriaMet',
      status: 'True',
      reason: 'SuccessPolicy',
      message: 'Matched rules at index 1',
    })
  })
})

describe('TestSyncJobWithJobBackoffLimitPerIndex', () => {
  const perIndex = (completions: number, spec: Partial<JobSpec> = {}, status?: JobStatus): Job =>
    withSpec(
      newJob(completions, completions, 2147483647),
      { completionMode: 'Indexed', backoffLimitPerIndex: 1, ...spec },
      {
        startTime: secondsBefore(NOW, 60),
        ...status,
      },
    )

  test('successful job after a single failure within index', () => {
    const job = perIndex(2)
    const pods = [
      pod('a1', 'Failed', { index: '0', failureCount: '0' }),
      pod('a2', 'Succeeded', { index: '0', failureCount: '1' }),
      pod('b', 'Succeeded', { index: '1', failureCount: '0' }),
    ]
    const r = syncJob(job, pods, NOW)
    expect(r.status).toMatchObject({ failed: 1, succeeded: 2, completedIndexes: '0,1', failedIndexes: '' })
    expect(conds(r.status)).toEqual([
      { type: 'SuccessCriteriaMet', status: 'True', ...COMPLETIONS },
      { type: 'Complete', status: 'True', ...COMPLETIONS },
    ])
  })
  test('single failed pod, not counted as the replacement pod creation is delayed', () => {
    const job = perIndex(2, { backoffLimitPerIndex: 2 })
    const failed = pod('a', 'Failed', { index: '0', failureCount: '0', finishedAt: NOW })
    const r = syncJob(job, [failed], NOW)
    // index 0 waits out its 10 s back-off; index 1 starts
    expect(r.createIndexes).toEqual([1])
    expect(r.createIndexFailureCounts).toEqual([0])
    expect(r.status).toMatchObject({ active: 1, failedIndexes: '' })
    expect(r.removeFinalizers).not.toContain('a')
    expect(r.requeueAfterSeconds).toBeUndefined()
  })
  test('single failed pod replaced already', () => {
    const job = perIndex(2, { backoffLimitPerIndex: 2 })
    const pods = [
      pod('a', 'Failed', { index: '0', failureCount: '0' }),
      pod('b', 'Running', { index: '0', failureCount: '1' }),
    ]
    const r = syncJob(job, pods, NOW)
    expect(r.createIndexes).toEqual([1])
    expect(r.status).toMatchObject({ active: 2, failed: 1, failedIndexes: '' })
  })
  test('replacement of a failed index carries the incremented failure count', () => {
    const job = perIndex(1, { backoffLimitPerIndex: 3 })
    const r = syncJob(
      job,
      [pod('a', 'Failed', { index: '0', failureCount: '1', finishedAt: secondsBefore(NOW, 30) })],
      NOW,
    )
    expect(r.createIndexes).toEqual([0])
    expect(r.createIndexFailureCounts).toEqual([2])
    expect(r.createIndexIgnoredFailureCounts).toEqual([0])
  })
  test('per-index back-off blocks the only pending index: requeue', () => {
    const job = perIndex(1, { backoffLimitPerIndex: 3 })
    const r = syncJob(
      job,
      [pod('a', 'Failed', { index: '0', failureCount: '1', finishedAt: secondsBefore(NOW, 5) })],
      NOW,
    )
    expect(r.createPods).toBe(0)
    expect(r.requeueAfterSeconds).toBe(15) // 2 failures → 20 s, 5 s elapsed
  })
  test('single failed index due to exceeding the backoff limit per index, the job continues', () => {
    const job = perIndex(2)
    const r = syncJob(job, [pod('a', 'Failed', { index: '0', failureCount: '1' })], NOW)
    expect(r.status).toMatchObject({ failed: 1, failedIndexes: '0', active: 1 })
    expect(r.createIndexes).toEqual([1])
    expect(conds(r.status)).toEqual([])
  })
  test('single failed index due to FailIndex action, the job continues', () => {
    const job = perIndex(2, {
      podReplacementPolicy: 'Failed',
      podFailurePolicy: { rules: [{ action: 'FailIndex', onExitCodes: { operator: 'In', values: [3] } }] },
    })
    const r = syncJob(job, [pod('a', 'Failed', { index: '0', failureCount: '0', exitCode: 3 })], NOW)
    expect(r.status).toMatchObject({ failed: 1, failedIndexes: '0' })
    expect(r.createIndexes).toEqual([1])
  })
  test('job failed index due to exceeding max failed indexes', () => {
    const job = perIndex(4, { maxFailedIndexes: 1 })
    const pods = [
      pod('a', 'Failed', { index: '0', failureCount: '1' }),
      pod('b', 'Succeeded', { index: '1', failureCount: '0' }),
      pod('c', 'Failed', { index: '2', failureCount: '1' }),
      pod('d', 'Running', { index: '3', failureCount: '0' }),
    ]
    const r = syncJob(job, pods, NOW)
    expect(r.deletePods).toEqual(['d'])
    expect(r.status).toMatchObject({
      failed: 3,
      succeeded: 1,
      failedIndexes: '0,2',
      completedIndexes: '1',
      terminating: 1,
    })
    expect(conds(r.status)).toEqual([
      {
        type: 'FailureTarget',
        status: 'True',
        reason: 'MaxFailedIndexesExceeded',
        message: 'Job has exceeded the specified maximal number of failed indexes',
      },
    ])
  })
  test('job failed due to failed indexes', () => {
    const job = perIndex(2)
    const pods = [pod('a', 'Failed', { index: '0', failureCount: '1' }), pod('b', 'Succeeded', { index: '1' })]
    const r = syncJob(job, pods, NOW)
    expect(conds(r.status)).toEqual([
      { type: 'FailureTarget', status: 'True', reason: 'FailedIndexes', message: 'Job has failed indexes' },
      { type: 'Failed', status: 'True', reason: 'FailedIndexes', message: 'Job has failed indexes' },
    ])
    expect(ev(r)).toEqual(['Warning FailedIndexes Job has failed indexes'])
    expect(r.status).toMatchObject({ failedIndexes: '0', completedIndexes: '1', failed: 1, succeeded: 1 })
  })
})

describe('back-off (TestJobBackoff, TestJobBackoffForOnFailure)', () => {
  test('a new failure starts a 10 s back-off: no replacement, requeue', () => {
    const job = withSpec(newJob(1, 1, 6), {}, { startTime: secondsBefore(NOW, 60) })
    const r = syncJob(job, [pod('a', 'Failed', { finishedAt: secondsBefore(NOW, 3) })], NOW)
    expect(r.createPods).toBe(0)
    expect(r.requeueAfterSeconds).toBe(7)
    expect(r.state.backoff).toEqual({ failuresAfterLastSuccess: 1, lastFailureTime: secondsBefore(NOW, 3) })
    expect(r.status.failed).toBe(1)
  })
  test('back-off doubles per consecutive failure and is capped at 10 minutes', () => {
    const job = withSpec(newJob(1, 1, 100), {}, { startTime: secondsBefore(NOW, 60) })
    const at = (failures: number) =>
      syncJob(job, [], NOW, { backoff: { failuresAfterLastSuccess: failures, lastFailureTime: NOW } })
        .requeueAfterSeconds
    expect([1, 2, 3, 4, 6, 7, 20].map(at)).toEqual([10, 20, 40, 80, 320, 600, 600])
  })
  test('back-off pending with a running pod keeps status.active', () => {
    const job = withSpec(newJob(2, 2, 6), {}, { startTime: secondsBefore(NOW, 60), active: 1, ready: 1 })
    const r = syncJob(job, [pod('run', 'Running', { ready: true })], NOW, {
      backoff: { failuresAfterLastSuccess: 1, lastFailureTime: NOW },
    })
    expect(r.createPods).toBe(0)
    expect(r.status).toMatchObject({ active: 1, ready: 1 })
  })
  test('a success after the failures resets the back-off', () => {
    const job = withSpec(newJob(1, 3, 6), {}, { startTime: secondsBefore(NOW, 60) })
    const r = syncJob(job, [pod('ok', 'Succeeded', { finishedAt: NOW })], NOW, {
      backoff: { failuresAfterLastSuccess: 3, lastFailureTime: NOW },
    })
    expect(r.state.backoff).toEqual({ failuresAfterLastSuccess: 0 })
    expect(r.createPods).toBe(1)
  })
  for (const [name, restarts, limit, fails] of [
    ['backoffLimit 0 should have 1 pod active', 0, 0, false],
    ['backoffLimit 1 with restartCount 0 should have 1 pod active', 0, 1, false],
    ['backoffLimit 1 with restartCount 1 and podRunning should have 0 pod active', 1, 1, true],
    ['too many job failures with podRunning - single pod', 5, 2, true],
    ['not enough failures', 1, 2, false],
  ] as const) {
    test(`TestJobBackoffForOnFailure: ${name}`, () => {
      const job = withSpec(
        newJob(1, 1, limit),
        { template: { spec: { restartPolicy: 'OnFailure' } } },
        { startTime: secondsBefore(NOW, 60) },
      )
      const r = syncJob(job, [pod('p', 'Running', { restartCount: restarts })], NOW)
      expect(conds(r.status).map((c) => `${c.type}:${c.reason}`)).toEqual(
        fails ? ['FailureTarget:BackoffLimitExceeded'] : [],
      )
      expect(r.status.active).toBe(fails ? undefined : 1)
      expect(r.status.failed).toBe(fails ? 1 : undefined)
    })
  }
})
