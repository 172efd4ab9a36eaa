// Test support for the syncJob/simulateJob tests: example builders (upstream test helpers) and fast-check arbitraries.
import type { Job, JobCondition, JobSpec, JobStatus } from '../../src/job/types'
import type { PodInfo } from '../../src/controller/pod-types'

export const NOW = '2026-03-01T12:00:00Z'
export const TRACKING = 'batch.kubernetes.io/job-tracking'
export const INDEX = 'batch.kubernetes.io/job-completion-index'
export const FAILURE_COUNT = 'batch.kubernetes.io/job-index-failure-count'

export const secondsBefore = (t: string, s: number): string =>
  new Date(Date.parse(t) - s * 1000).toISOString().slice(0, 19) + 'Z'

/** A batch/v1 Job like upstream's `newJob(parallelism, completions, backoffLimit, mode)`; completions -1 = unset. */
export const newJob = (
  parallelism: number,
  completions: number,
  backoffLimit: number,
  extra: Partial<JobSpec> = {},
  status?: JobStatus,
): Job => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'foobar', namespace: 'default', uid: 'job-uid' },
  spec: {
    parallelism,
    ...(completions >= 0 ? { completions } : {}),
    backoffLimit,
    template: { spec: { restartPolicy: 'Never', containers: [{ name: 'main', image: 'img' }] } },
    ...extra,
  },
  ...(status !== undefined ? { status } : {}),
})

export interface PodOpts {
  readonly index?: string
  readonly ready?: boolean
  readonly deleted?: boolean
  readonly finalizer?: boolean
  readonly exitCode?: number
  readonly containerName?: string
  readonly conditions?: readonly { type: string; status: string }[]
  readonly finishedAt?: string
  readonly failureCount?: string
  readonly restartCount?: number
  readonly uid?: string
}

export const pod = (name: string, phase: string, o: PodOpts = {}): PodInfo => {
  const annotations: Record<string, string> = {}
  if (o.index !== undefined) annotations[INDEX] = o.index
  if (o.failureCount !== undefined) annotations[FAILURE_COUNT] = o.failureCount
  const conditions: { type: string; status: string; lastTransitionTime?: string }[] = []
  if (phase === 'Running' || phase === 'Pending') conditions.push({ type: 'Ready', status: o.ready === true ? 'True' : 'False' })
  for (const c of o.conditions ?? []) conditions.push({ ...c })
  const terminated = phase === 'Succeeded' || phase === 'Failed'
  return {
    metadata: {
      name,
      namespace: 'default',
      uid: o.uid ?? name,
      creationTimestamp: '2026-03-01T00:00:00Z',
      ...(Object.keys(annotations).length > 0 ? { annotations } : {}),
      ...(o.finalizer === false ? {} : { finalizers: [TRACKING] }),
      ...(o.deleted === true ? { deletionTimestamp: NOW, deletionGracePeriodSeconds: 30 } : {}),
    },
    spec: { nodeName: 'node' },
    status: {
      phase,
      conditions,
      containerStatuses: [
        {
          name: o.containerName ?? 'main',
          restartCount: o.restartCount ?? 0,
          state: terminated
            ? { terminated: { exitCode: o.exitCode ?? (phase === 'Succeeded' ? 0 : 1), finishedAt: o.finishedAt ?? '2026-03-01T00:00:00Z' } }
            : { running: {} },
        },
      ],
    },
  }
}

/** Pods like upstream's `setPodsStatuses`. */
export const podsOf = (n: {
  pending?: number
  active?: number
  succeeded?: number
  failed?: number
  terminating?: number
  ready?: number
}): PodInfo[] => {
  const out: PodInfo[] = []
  let ready = n.ready ?? 0
  for (let i = 0; i < (n.pending ?? 0); i++) out.push(pod(`pending-${i}`, 'Pending'))
  for (let i = 0; i < (n.active ?? 0); i++) out.push(pod(`running-${i}`, 'Running', { ready: ready-- > 0 }))
  for (let i = 0; i < (n.succeeded ?? 0); i++) out.push(pod(`succeeded-${i}`, 'Succeeded'))
  for (let i = 0; i < (n.failed ?? 0); i++) out.push(pod(`failed-${i}`, 'Failed'))
  for (let i = 0; i < (n.terminating ?? 0); i++) out.push(pod(`terminating-${i}`, 'Running', { deleted: true }))
  return out
}

/** Pods like upstream's `setPodsStatusesWithIndexes`. */
export const indexedPods = (list: readonly (readonly [string, string])[]): PodInfo[] =>
  list.map(([ix, phase], k) => pod(`ix-${k}`, phase, { index: ix }))

export const conds = (status: JobStatus): { type: string; status: string; reason?: string; message?: string }[] =>
  (status.conditions ?? []).map((c: JobCondition) => ({
    type: c.type,
    status: c.status,
    ...(c.reason !== undefined ? { reason: c.reason } : {}),
    ...(c.message !== undefined ? { message: c.message } : {}),
  }))

export const BACKOFF = { reason: 'BackoffLimitExceeded', message: 'Job has reached the specified backoff limit' }
export const DEADLINE = { reason: 'DeadlineExceeded', message: 'Job was active longer than specified deadline' }
export const COMPLETIONS = { reason: 'CompletionsReached', message: 'Reached expected number of succeeded pods' }
