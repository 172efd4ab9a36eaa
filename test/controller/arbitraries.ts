// Test support for the syncJob/simulateJob tests: example builders (upstream test helpers) and fast-check arbitraries.
import type { Job, JobCondition, JobSpec, JobStatus } from '../../src/job/types'
import type { PodInfo } from '../../src/controller/pod-types'
import fc from 'fast-check'
import type { PodOutcome, SpecUpdate } from '../../src/controller/simulate-job'

export const NOW = '2026-03-01T12:00:00Z'
export const TRACKING = 'batch.kubernetes.io/job-tracking'
export const INDEX = 'batch.kubernetes.io/job-completion-index'
export const FAILURE_COUNT = 'batch.kubernetes.io/job-index-failure-count'

export const secondsBefore = (t: string, s: number): string =>
  new Date(Date.parse(t) - s * 1000).toISOString().slice(0, 19) + 'Z'

export const JOB_UID = 'job-uid'
/** The labels of upstream's test Job selector (and of its pods). */
export const JOB_LABELS = { foo: 'bar' }
/** The controller reference upstream's test pods carry (`metav1.NewControllerRef(job, controllerKind)`). */
export const controllerRef = (uid: string = JOB_UID) => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  name: 'foobar',
  uid,
  controller: true,
  blockOwnerDeletion: true,
})

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
  metadata: { name: 'foobar', namespace: 'default', uid: JOB_UID },
  spec: {
    selector: { matchLabels: JOB_LABELS },
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
  /** The uid of the pod's controller (default: the test Job's); `null`: an orphan. */
  readonly owner?: string | null
}

export const pod = (name: string, phase: string, o: PodOpts = {}): PodInfo => {
  const annotations: Record<string, string> = {}
  if (o.index !== undefined) annotations[INDEX] = o.index
  if (o.failureCount !== undefined) annotations[FAILURE_COUNT] = o.failureCount
  const conditions: { type: string; status: string; lastTransitionTime?: string }[] = []
  if (phase === 'Running' || phase === 'Pending')
    conditions.push({ type: 'Ready', status: o.ready === true ? 'True' : 'False' })
  for (const c of o.conditions ?? []) conditions.push({ ...c })
  const terminated = phase === 'Succeeded' || phase === 'Failed'
  return {
    metadata: {
      name,
      namespace: 'default',
      uid: o.uid ?? name,
      creationTimestamp: '2026-03-01T00:00:00Z',
      labels: { ...JOB_LABELS },
      ...(o.owner === null ? {} : { ownerReferences: [controllerRef(o.owner)] }),
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
            ? {
                terminated: {
                  exitCode: o.exitCode ?? (phase === 'Succeeded' ? 0 : 1),
                  finishedAt: o.finishedAt ?? '2026-03-01T00:00:00Z',
                },
              }
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

// ---------------------------------------------------------------------------
// fast-check arbitraries
// ---------------------------------------------------------------------------

/** A random, valid, defaulted-enough batch/v1 Job spec for simulation. */
export const jobArb: fc.Arbitrary<Job> = fc
  .record({
    indexed: fc.boolean(),
    completions: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
    parallelism: fc.integer({ min: 0, max: 4 }),
    backoffLimit: fc.integer({ min: 0, max: 4 }),
    deadline: fc.option(fc.integer({ min: 1, max: 400 }), { nil: undefined }),
    perIndex: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
    maxFailedIndexes: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
    policy: fc.constantFrom('none', 'failJob42', 'ignoreDisruption', 'failIndex3', 'count7'),
    successCount: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
    suspend: fc.boolean(),
    replacement: fc.constantFrom(undefined, 'Failed', 'TerminatingOrFailed'),
  })
  .map((r) => {
    const indexed = r.indexed
    const completions = indexed ? (r.completions ?? 3) : r.completions
    const perIndex = indexed ? r.perIndex : undefined
    const rules: unknown[] = []
    if (r.policy === 'failJob42') rules.push({ action: 'FailJob', onExitCodes: { operator: 'In', values: [42] } })
    if (r.policy === 'ignoreDisruption')
      rules.push({ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }] })
    if (r.policy === 'failIndex3' && perIndex !== undefined)
      rules.push({ action: 'FailIndex', onExitCodes: { operator: 'In', values: [3] } })
    if (r.policy === 'count7') rules.push({ action: 'Count', onExitCodes: { operator: 'In', values: [7] } })
    const hasPolicy = rules.length > 0
    const spec: Record<string, unknown> = {
      parallelism: r.parallelism,
      backoffLimit: perIndex !== undefined ? 2147483647 : r.backoffLimit,
      template: { spec: { restartPolicy: 'Never', containers: [{ name: 'main', image: 'busybox' }] } },
    }
    if (completions !== undefined) spec['completions'] = completions
    if (indexed) spec['completionMode'] = 'Indexed'
    if (r.deadline !== undefined) spec['activeDeadlineSeconds'] = r.deadline
    if (perIndex !== undefined) {
      spec['backoffLimitPerIndex'] = perIndex
      if (r.maxFailedIndexes !== undefined) spec['maxFailedIndexes'] = r.maxFailedIndexes
    }
    if (hasPolicy) {
      spec['podFailurePolicy'] = { rules }
      spec['podReplacementPolicy'] = 'Failed'
    } else if (r.replacement !== undefined) spec['podReplacementPolicy'] = r.replacement
    if (indexed && r.successCount !== undefined) spec['successPolicy'] = { rules: [{ succeededCount: r.successCount }] }
    if (r.suspend) spec['suspend'] = true
    return {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'sim', namespace: 'default', uid: 'sim-uid' },
      spec: spec as unknown as JobSpec,
    } as Job
  })

/** One scripted pod outcome. */
export const outcomeArb: fc.Arbitrary<PodOutcome> = fc
  .record({
    result: fc.constantFrom('Succeeded', 'Failed'),
    afterSeconds: fc.integer({ min: 0, max: 120 }),
    exitCode: fc.constantFrom(1, 3, 7, 42),
    conditions: fc.constantFrom([], [{ type: 'DisruptionTarget', status: 'True' }]),
  })
  .map((o) =>
    o.result === 'Succeeded' ? { result: 'Succeeded' as const, afterSeconds: o.afterSeconds } : o,
  ) as fc.Arbitrary<PodOutcome>

/**
 * A script: outcomes by creation order; the last entry (which repeats for
 * every later pod) always succeeds, so a Job cannot retry ignored failures forever.
 */
export const scriptArb: fc.Arbitrary<PodOutcome[]> = fc
  .tuple(fc.array(outcomeArb, { maxLength: 12 }), fc.integer({ min: 0, max: 120 }))
  .map(([outcomes, afterSeconds]) => [...outcomes, { result: 'Succeeded' as const, afterSeconds }])

/** Suspend/resume toggles; always ends resumed so the Job can finish. */
export const specUpdatesArb: fc.Arbitrary<SpecUpdate[]> = fc
  .array(fc.integer({ min: 1, max: 300 }), { maxLength: 4 })
  .map((ts) => {
    const sorted = [...ts].sort((a, b) => a - b)
    const updates: SpecUpdate[] = sorted.map((atSeconds, k) => ({ atSeconds, spec: { suspend: k % 2 === 0 } }))
    updates.push({ atSeconds: (sorted[sorted.length - 1] ?? 0) + 1, spec: { suspend: false } })
    return updates
  })

/** Deep-freezes a value (inputs must never be mutated). */
export const deepFreeze = <T>(v: T): T => {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v)
    for (const k of Object.keys(v)) deepFreeze((v as Record<string, unknown>)[k])
  }
  return v
}
