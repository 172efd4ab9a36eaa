// Port of upstream TestControllerSyncJob (pkg/controller/job/job_controller_test.go) with the
// modern-profile outcomes: interim FailureTarget/SuccessCriteriaMet conditions, terminal
// conditions only once no pod is terminating, `terminating` always populated.
import { describe, expect, test } from 'vitest'
import { syncJob } from '../../src/controller/sync-job'
import type { ControllerState } from '../../src/controller/sync-types'
import type { JobSpec, JobStatus } from '../../src/job/types'
import type { PodInfo } from '../../src/controller/pod-types'
import { BACKOFF, COMPLETIONS, NOW, conds, indexedPods, newJob, podsOf, secondsBefore } from './arbitraries'

interface Case {
  readonly parallelism: number
  readonly completions: number
  readonly backoffLimit: number
  readonly spec?: Partial<JobSpec>
  readonly status?: JobStatus
  readonly deleting?: boolean
  readonly pods: PodInfo[]
  readonly state?: ControllerState
  readonly expect: {
    readonly creations?: number
    readonly createdIndexes?: number[]
    readonly deletions?: number
    readonly active: number
    readonly ready?: number
    readonly terminating?: number
    readonly succeeded?: number
    readonly failed?: number
    readonly completedIndexes?: string
    readonly conditions?: { type: string; status: string; reason?: string; message?: string }[]
    readonly events?: string[]
  }
}

const run = (c: Case) => {
  const base = newJob(c.parallelism, c.completions, c.backoffLimit, c.spec ?? {}, c.status)
  const job = c.deleting === true ? { ...base, metadata: { ...base.metadata, deletionTimestamp: NOW } } : base
  return syncJob(job, c.pods, NOW, c.state)
}

const cases: Record<string, Case> = {
  'job start': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 6,
    pods: [],
    expect: { creations: 2, active: 2, ready: 0 },
  },
  'WQ job start': { parallelism: 2, completions: -1, backoffLimit: 6, pods: [], expect: { creations: 2, active: 2 } },
  'pending pods': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 6,
    pods: podsOf({ pending: 2 }),
    expect: { active: 2 },
  },
  'correct # of pods': {
    parallelism: 3,
    completions: 5,
    backoffLimit: 6,
    pods: podsOf({ active: 3, ready: 2 }),
    expect: { active: 3, ready: 2 },
  },
  'too few active pods': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 6,
    pods: podsOf({ active: 1, succeeded: 1 }),
    expect: { creations: 1, active: 2, succeeded: 1 },
  },
  'WQ job: recreate pods when failed': {
    parallelism: 1,
    completions: -1,
    backoffLimit: 6,
    spec: { podReplacementPolicy: 'Failed' },
    pods: podsOf({ active: 1, failed: 1, terminating: 1 }),
    expect: { active: 1, terminating: 1, failed: 1, creations: 0 },
  },
  'WQ job: turn on PodReplacementPolicy but not set PodReplacementPolicy': {
    parallelism: 1,
    completions: 1,
    backoffLimit: 6,
    pods: podsOf({ active: 1, failed: 1, terminating: 1 }),
    expect: { active: 1, terminating: 1, failed: 2 },
  },
  'WQ job: recreate pods when terminating or failed': {
    parallelism: 1,
    completions: -1,
    backoffLimit: 6,
    spec: { podReplacementPolicy: 'TerminatingOrFailed' },
    pods: podsOf({ active: 1, failed: 1, terminating: 1 }),
    expect: { active: 1, terminating: 1, failed: 2 },
  },
  'more terminating pods than parallelism': {
    parallelism: 1,
    completions: 1,
    backoffLimit: 6,
    spec: { podReplacementPolicy: 'Failed' },
    pods: podsOf({ active: 2, terminating: 4 }),
    expect: { active: 1, terminating: 5, deletions: 1 },
  },
  'more terminating pods than parallelism; PodFailurePolicy used': {
    parallelism: 1,
    completions: 1,
    backoffLimit: 6,
    spec: { podFailurePolicy: { rules: [] }, template: { spec: { restartPolicy: 'Never' } } },
    pods: podsOf({ active: 2, terminating: 4 }),
    expect: { active: 1, terminating: 5, deletions: 1 },
  },
  'too few active pods and active back-off': {
    parallelism: 1,
    completions: 1,
    backoffLimit: 6,
    status: { startTime: NOW },
    state: { backoff: { failuresAfterLastSuccess: 1, lastFailureTime: NOW } },
    pods: [],
    expect: { creations: 0, active: 0, succeeded: 0 },
  },
  'too few active pods and no back-offs': {
    parallelism: 1,
    completions: 1,
    backoffLimit: 6,
    state: { backoff: { failuresAfterLastSuccess: 0, lastFailureTime: NOW } },
    pods: [],
    expect: { creations: 1, active: 1 },
  },
  'too few active pods with a dynamic job': {
    parallelism: 2,
    completions: -1,
    backoffLimit: 6,
    pods: podsOf({ active: 1 }),
    expect: { creations: 1, active: 2 },
  },
  'too many active pods': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 6,
    pods: podsOf({ active: 3 }),
    expect: { deletions: 1, active: 2, terminating: 1 },
  },
  'count ready pods when too many active pods': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 6,
    pods: podsOf({ active: 3, ready: 3 }),
    expect: { deletions: 1, active: 2, ready: 2 },
  },
  'failed + succeed pods: reset backoff delay': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 6,
    pods: podsOf({ active: 1, succeeded: 1, failed: 1 }),
    expect: { creations: 1, active: 2, succeeded: 1, failed: 1 },
  },
  'new failed pod': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 6,
    pods: podsOf({ active: 1, failed: 1 }),
    expect: { creations: 1, active: 2, failed: 1 },
  },
  'no new pod; possible finalizer update of failed pod': {
    parallelism: 1,
    completions: 1,
    backoffLimit: 6,
    status: { startTime: NOW, active: 1, succeeded: 0, failed: 1 },
    pods: podsOf({ active: 1 }),
    expect: { creations: 0, active: 1, failed: 1 },
  },
  'job finish': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 6,
    pods: podsOf({ succeeded: 5 }),
    expect: {
      active: 0,
      succeeded: 5,
      conditions: [
        { type: 'SuccessCriteriaMet', status: 'True', ...COMPLETIONS },
        { type: 'Complete', status: 'True', ...COMPLETIONS },
      ],
      events: ['Normal Completed Job completed'],
    },
  },
  'WQ job finishing': {
    parallelism: 2,
    completions: -1,
    backoffLimit: 6,
    pods: podsOf({ active: 1, succeeded: 1 }),
    expect: { active: 1, succeeded: 1, conditions: [] },
  },
  'WQ job all finished': {
    parallelism: 2,
    completions: -1,
    backoffLimit: 6,
    pods: podsOf({ succeeded: 2 }),
    expect: {
      active: 0,
      succeeded: 2,
      conditions: [
        { type: 'SuccessCriteriaMet', status: 'True', ...COMPLETIONS },
        { type: 'Complete', status: 'True', ...COMPLETIONS },
      ],
    },
  },
  'WQ job all finished despite one failure': {
    parallelism: 2,
    completions: -1,
    backoffLimit: 6,
    pods: podsOf({ succeeded: 1, failed: 1 }),
    expect: {
      active: 0,
      succeeded: 1,
      failed: 1,
      conditions: [
        { type: 'SuccessCriteriaMet', status: 'True', ...COMPLETIONS },
        { type: 'Complete', status: 'True', ...COMPLETIONS },
      ],
    },
  },
  'more active pods than parallelism': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 6,
    pods: podsOf({ active: 10 }),
    expect: { deletions: 8, active: 2, terminating: 8 },
  },
  'more active pods than remaining completions': {
    parallelism: 3,
    completions: 4,
    backoffLimit: 6,
    pods: podsOf({ active: 3, succeeded: 2 }),
    expect: { deletions: 1, active: 2, succeeded: 2 },
  },
  'status change': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 6,
    pods: podsOf({ active: 2, succeeded: 2 }),
    expect: { active: 2, succeeded: 2 },
  },
  'deleting job': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 6,
    deleting: true,
    pods: podsOf({ pending: 1, active: 1, succeeded: 1 }),
    expect: { creations: 0, deletions: 0, active: 2, succeeded: 1 },
  },
  'limited pods': {
    // The fake pod control of the upstream case fails after 10 creates; here every create succeeds.
    parallelism: 100,
    completions: 200,
    backoffLimit: 6,
    pods: [],
    expect: { creations: 100, active: 100 },
  },
  'too many job failures': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 0,
    deleting: true,
    pods: podsOf({ failed: 1 }),
    expect: {
      active: 0,
      failed: 1,
      conditions: [
        { type: 'FailureTarget', status: 'True', ...BACKOFF },
        { type: 'Failed', status: 'True', ...BACKOFF },
      ],
      events: ['Warning BackoffLimitExceeded Job has reached the specified backoff limit'],
    },
  },
  'job failures, unsatisfied expectations': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 0,
    deleting: true,
    pods: podsOf({ failed: 1 }),
    state: { expectationsSatisfied: false },
    expect: { active: 0, failed: 1, conditions: [] },
  },
  'indexed job start': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 6,
    spec: { completionMode: 'Indexed' },
    pods: [],
    expect: { creations: 2, active: 2, createdIndexes: [0, 1] },
  },
  'indexed job with some pods deleted, podReplacementPolicy Failed': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 6,
    spec: { completionMode: 'Indexed', podReplacementPolicy: 'Failed' },
    pods: podsOf({ terminating: 1 }),
    expect: { creations: 1, active: 1, createdIndexes: [0], terminating: 1 },
  },
  'indexed job with some pods deleted, podReplacementPolicy TerminatingOrFailed': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 6,
    spec: { completionMode: 'Indexed', podReplacementPolicy: 'TerminatingOrFailed' },
    pods: podsOf({ terminating: 1 }),
    expect: { creations: 2, active: 2, createdIndexes: [0, 1], terminating: 1 },
  },
  'indexed job completed': {
    parallelism: 2,
    completions: 3,
    backoffLimit: 6,
    spec: { completionMode: 'Indexed' },
    pods: indexedPods([
      ['0', 'Succeeded'],
      ['1', 'Failed'],
      ['1', 'Succeeded'],
      ['2', 'Succeeded'],
    ]),
    expect: {
      active: 0,
      succeeded: 3,
      failed: 1,
      completedIndexes: '0-2',
      conditions: [
        { type: 'SuccessCriteriaMet', status: 'True', ...COMPLETIONS },
        { type: 'Complete', status: 'True', ...COMPLETIONS },
      ],
    },
  },
  'count terminating pods when indexed job fails and PodReplacementPolicy enabled': {
    parallelism: 2,
    completions: 3,
    backoffLimit: 0,
    spec: { completionMode: 'Indexed' },
    pods: indexedPods([
      ['0', 'Succeeded'],
      ['1', 'Failed'],
      ['2', 'Running'],
    ]),
    expect: {
      active: 0,
      succeeded: 1,
      failed: 2,
      completedIndexes: '0',
      deletions: 1,
      terminating: 1,
      conditions: [{ type: 'FailureTarget', status: 'True', ...BACKOFF }],
      events: [],
    },
  },
  'count ready pods when job fails': {
    parallelism: 2,
    completions: 3,
    backoffLimit: 0,
    pods: podsOf({ active: 2, ready: 2, failed: 1 }),
    expect: {
      active: 0,
      ready: 0,
      failed: 3,
      deletions: 2,
      terminating: 2,
      conditions: [{ type: 'FailureTarget', status: 'True', ...BACKOFF }],
    },
  },
  'indexed job repeated completed index': {
    parallelism: 2,
    completions: 3,
    backoffLimit: 6,
    spec: { completionMode: 'Indexed' },
    pods: indexedPods([
      ['0', 'Succeeded'],
      ['1', 'Succeeded'],
      ['1', 'Succeeded'],
    ]),
    expect: { creations: 1, active: 1, succeeded: 2, completedIndexes: '0,1', createdIndexes: [2] },
  },
  'indexed job some running and completed pods': {
    parallelism: 8,
    completions: 20,
    backoffLimit: 6,
    spec: { completionMode: 'Indexed' },
    pods: indexedPods([
      ['0', 'Running'],
      ['2', 'Succeeded'],
      ['3', 'Pending'],
      ['4', 'Succeeded'],
      ['5', 'Succeeded'],
      ['7', 'Succeeded'],
      ['8', 'Succeeded'],
      ['9', 'Succeeded'],
    ]),
    expect: {
      creations: 6,
      active: 8,
      succeeded: 6,
      completedIndexes: '2,4,5,7-9',
      createdIndexes: [1, 6, 10, 11, 12, 13],
    },
  },
  'indexed job some failed pods': {
    parallelism: 3,
    completions: 4,
    backoffLimit: 6,
    spec: { completionMode: 'Indexed' },
    pods: indexedPods([
      ['0', 'Failed'],
      ['1', 'Pending'],
      ['2', 'Failed'],
    ]),
    expect: { creations: 2, active: 3, failed: 2, createdIndexes: [0, 2] },
  },
  'indexed job some pods without index': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 6,
    spec: { completionMode: 'Indexed' },
    pods: [
      ...podsOf({ active: 1, succeeded: 1, failed: 1 }),
      ...indexedPods([
        ['invalid', 'Running'],
        ['invalid', 'Succeeded'],
        ['invalid', 'Failed'],
        ['invalid', 'Pending'],
        ['0', 'Succeeded'],
        ['1', 'Running'],
        ['2', 'Running'],
      ]),
    ],
    expect: { deletions: 3, active: 2, succeeded: 1, failed: 0, completedIndexes: '0' },
  },
  'indexed job repeated indexes': {
    parallelism: 5,
    completions: 5,
    backoffLimit: 6,
    spec: { completionMode: 'Indexed' },
    pods: [
      ...podsOf({ succeeded: 1, failed: 1 }),
      ...indexedPods([
        ['invalid', 'Running'],
        ['0', 'Succeeded'],
        ['1', 'Running'],
        ['2', 'Running'],
        ['2', 'Pending'],
      ]),
    ],
    expect: { creations: 0, deletions: 2, active: 2, succeeded: 1, completedIndexes: '0' },
  },
  'indexed job with indexes outside of range': {
    parallelism: 2,
    completions: 5,
    backoffLimit: 6,
    spec: { completionMode: 'Indexed' },
    pods: indexedPods([
      ['0', 'Succeeded'],
      ['5', 'Running'],
      ['6', 'Succeeded'],
      ['7', 'Pending'],
      ['8', 'Failed'],
    ]),
    expect: { creations: 0, succeeded: 1, deletions: 2, completedIndexes: '0', active: 0, failed: 0 },
  },
  'suspending a job with satisfied expectations; PodReplacementPolicy enabled': {
    parallelism: 2,
    completions: 4,
    backoffLimit: 6,
    spec: { suspend: true },
    pods: podsOf({ active: 2 }),
    expect: {
      creations: 0,
      deletions: 2,
      active: 0,
      terminating: 2,
      conditions: [{ type: 'Suspended', status: 'True', reason: 'JobSuspended', message: 'Job suspended' }],
      events: ['Normal Suspended Job suspended'],
    },
  },
  'count ready pods when suspending a job with satisfied expectations': {
    parallelism: 2,
    completions: 4,
    backoffLimit: 6,
    spec: { suspend: true },
    pods: podsOf({ active: 2, ready: 2 }),
    expect: {
      deletions: 2,
      active: 0,
      ready: 0,
      conditions: [{ type: 'Suspended', status: 'True', reason: 'JobSuspended', message: 'Job suspended' }],
    },
  },
  'suspending a job with unsatisfied expectations; PodReplacementPolicy enabled': {
    parallelism: 2,
    completions: 4,
    backoffLimit: 6,
    spec: { suspend: true },
    pods: podsOf({ active: 3 }),
    state: { expectationsSatisfied: false },
    expect: { creations: 0, deletions: 0, active: 3, terminating: 0, conditions: [], events: [] },
  },
  'count ready pods when suspending a job with unsatisfied expectations': {
    parallelism: 2,
    completions: 4,
    backoffLimit: 6,
    spec: { suspend: true },
    pods: podsOf({ active: 3, ready: 3 }),
    state: { expectationsSatisfied: false },
    expect: { creations: 0, deletions: 0, active: 3, ready: 3 },
  },
  'resuming a suspended job': {
    parallelism: 2,
    completions: 4,
    backoffLimit: 6,
    spec: { suspend: false },
    status: {
      conditions: [
        {
          type: 'Suspended',
          status: 'True',
          reason: 'JobSuspended',
          message: 'Job suspended',
          lastProbeTime: secondsBefore(NOW, 60),
          lastTransitionTime: secondsBefore(NOW, 60),
        },
      ],
    },
    pods: [],
    expect: {
      creations: 2,
      deletions: 0,
      active: 2,
      conditions: [{ type: 'Suspended', status: 'False', reason: 'JobResumed', message: 'Job resumed' }],
      events: ['Normal Resumed Job resumed'],
    },
  },
  'suspending a deleted job; PodReplacementPolicy enabled': {
    parallelism: 2,
    completions: 4,
    backoffLimit: 6,
    spec: { suspend: true },
    deleting: true,
    pods: podsOf({ active: 2 }),
    expect: { creations: 0, deletions: 0, active: 2, terminating: 0, conditions: [] },
  },
  'FailureTarget=False condition added manually is ignored': {
    parallelism: 1,
    completions: 1,
    backoffLimit: 6,
    status: {
      active: 1,
      startTime: NOW,
      conditions: [{ type: 'FailureTarget', status: 'False', reason: 'ConditionAddedManually', message: 'Testing' }],
    },
    pods: podsOf({ active: 1, ready: 1 }),
    expect: {
      active: 1,
      ready: 1,
      conditions: [{ type: 'FailureTarget', status: 'False', reason: 'ConditionAddedManually', message: 'Testing' }],
    },
  },
  'SuccessCriteriaMet=False condition added manually is ignored': {
    parallelism: 1,
    completions: 1,
    backoffLimit: 6,
    status: {
      active: 1,
      startTime: NOW,
      conditions: [
        { type: 'SuccessCriteriaMet', status: 'False', reason: 'ConditionAddedManually', message: 'Testing' },
      ],
    },
    pods: podsOf({ active: 1, ready: 1 }),
    expect: {
      active: 1,
      ready: 1,
      conditions: [
        { type: 'SuccessCriteriaMet', status: 'False', reason: 'ConditionAddedManually', message: 'Testing' },
      ],
    },
  },
  'backoff limit exceeded; JobManagedBy enabled': {
    parallelism: 2,
    completions: 3,
    backoffLimit: 0,
    spec: { completionMode: 'Indexed' },
    pods: indexedPods([
      ['0', 'Succeeded'],
      ['1', 'Failed'],
      ['2', 'Running'],
    ]),
    expect: {
      succeeded: 1,
      failed: 2,
      completedIndexes: '0',
      deletions: 1,
      active: 0,
      conditions: [{ type: 'FailureTarget', status: 'True', ...BACKOFF }],
    },
  },
}

describe('TestControllerSyncJob (modern profile)', () => {
  for (const [name, c] of Object.entries(cases)) {
    test(name, () => {
      const r = run(c)
      const e = c.expect
      expect(r.createPods).toBe(e.creations ?? 0)
      if (e.createdIndexes !== undefined) expect(r.createIndexes).toEqual(e.createdIndexes)
      expect(r.deletePods.length).toBe(e.deletions ?? 0)
      expect(r.status.active ?? 0).toBe(e.active)
      // active/succeeded/failed are omitempty upstream: never written as 0
      for (const k of ['active', 'succeeded', 'failed'] as const) expect(r.status[k]).not.toBe(0)
      expect(r.status.ready).toBe(e.ready ?? 0)
      expect(r.status.terminating).toBe(
        e.terminating ??
          (e.deletions ?? 0) +
            c.pods.filter(
              (p) =>
                p.metadata?.deletionTimestamp != null &&
                p.status?.phase !== 'Succeeded' &&
                p.status?.phase !== 'Failed',
            ).length,
      )
      expect(r.status.succeeded ?? 0).toBe(e.succeeded ?? 0)
      expect(r.status.failed ?? 0).toBe(e.failed ?? 0)
      if (e.completedIndexes !== undefined) expect(r.status.completedIndexes).toBe(e.completedIndexes)
      if (e.conditions !== undefined) expect(conds(r.status)).toEqual(e.conditions)
      if (e.events !== undefined) expect(r.events.map((v) => `${v.type} ${v.reason} ${v.message}`)).toEqual(e.events)
      expect(r.status.uncountedTerminatedPods).toEqual({})
    })
  }
})
