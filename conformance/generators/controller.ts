/**
 * Inputs of one Job controller sync: a Job as the API server stores it
 * (defaulted, selector generated), the pods the informer holds (every phase,
 * condition, finalizer, deletion and index-annotation combination), the
 * clock, the back-off record and pending expectations.
 */
import fc from 'fast-check'
import type { Json, JsonObject } from './jobs'
import type { ProfileInput } from './profile'

const T0 = Date.UTC(2026, 2, 1, 12, 0, 0)
/** The time `s` seconds after the generators' epoch, as RFC 3339. */
export const at = (s: number): string => new Date(T0 + s * 1000).toISOString().replace('.000Z', 'Z')

export interface SyncInput {
  readonly job: JsonObject
  readonly pods: JsonObject[]
  readonly now: string
  readonly backoff?: { failuresAfterLastSuccess: number; lastFailureTime?: string }
  readonly expectations?: { creations: number; deletions: number }
  /**
   * The cluster profile the controller runs under (absent in cases recorded
   * before profiles: the Go packages' gate defaults, which are the library's
   * default profile's for the controller).
   */
  readonly profile?: ProfileInput
}

export const CONDITION_TIME = (s: number) => ({ lastProbeTime: at(s), lastTransitionTime: at(s) })

export interface JobShape {
  indexed: boolean
  completions: number | null
  parallelism: number
  backoffLimit: number
  backoffLimitPerIndex: number | null
  maxFailedIndexes: number | null
  activeDeadlineSeconds: number | null
  podFailurePolicy: Json | null
  successPolicy: Json | null
  suspend: boolean
  podReplacementPolicy: 'Failed' | 'TerminatingOrFailed'
  managedBy: string | null
  restartPolicy: 'Never' | 'OnFailure'
}

const podFailurePolicy = fc.constantFrom<Json>(
  {
    rules: [
      { action: 'FailJob', onExitCodes: { containerName: 'main', operator: 'In', values: [42] } },
      { action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget', status: 'True' }] },
    ],
  },
  { rules: [{ action: 'Count', onExitCodes: { operator: 'NotIn', values: [0, 1] } }] },
  {
    rules: [
      { action: 'Ignore', onExitCodes: { operator: 'In', values: [3] } },
      { action: 'FailJob', onPodConditions: [{ type: 'ConfigIssue', status: 'True' }] },
    ],
  },
  { rules: [{ action: 'FailIndex', onExitCodes: { operator: 'In', values: [42] } }] },
)

export const jobShape: fc.Arbitrary<JobShape> = fc
  .record({
    indexed: fc.boolean(),
    completions: fc.option(fc.integer({ min: 0, max: 6 }), { freq: 6 }),
    parallelism: fc.integer({ min: 0, max: 5 }),
    backoffLimit: fc.oneof(
      { weight: 6, arbitrary: fc.integer({ min: 0, max: 6 }) },
      { weight: 1, arbitrary: fc.constant(2147483647) },
    ),
    perIndex: fc.option(
      fc.record({
        backoffLimitPerIndex: fc.integer({ min: 0, max: 3 }),
        maxFailedIndexes: fc.option(fc.integer({ min: 0, max: 3 }), { freq: 2 }),
      }),
      { freq: 3 },
    ),
    activeDeadlineSeconds: fc.option(fc.constantFrom(30, 120, 600, 3600), { freq: 4 }),
    podFailurePolicy: fc.option(podFailurePolicy, { freq: 3 }),
    successPolicy: fc.option(
      fc.constantFrom<Json>(
        { rules: [{ succeededIndexes: '0' }] },
        { rules: [{ succeededCount: 2 }] },
        { rules: [{ succeededIndexes: '0-2', succeededCount: 1 }] },
      ),
      { freq: 4 },
    ),
    suspendReal: fc.integer({ min: 0, max: 9 }),
    replaceOnFailed: fc.integer({ min: 0, max: 4 }),
    managedBy: fc.option(fc.constantFrom('example.com/other', 'kubernetes.io/job-controller'), { freq: 20 }),
    onFailure: fc.integer({ min: 0, max: 4 }),
  })
  .map((r): JobShape => {
    const indexed = r.indexed
    const completions = indexed ? (r.completions ?? 3) : r.completions
    const perIndex = indexed ? r.perIndex : null
    const pfp = r.podFailurePolicy
    const failIndexOk = pfp === null || (indexed && perIndex !== null) || !JSON.stringify(pfp).includes('FailIndex')
    return {
      indexed,
      completions,
      parallelism: r.parallelism,
      backoffLimit: perIndex !== null ? 2147483647 : r.backoffLimit,
      backoffLimitPerIndex: perIndex?.backoffLimitPerIndex ?? null,
      maxFailedIndexes: perIndex?.maxFailedIndexes ?? null,
      activeDeadlineSeconds: r.activeDeadlineSeconds,
      podFailurePolicy: failIndexOk ? pfp : null,
      successPolicy: indexed ? r.successPolicy : null,
      suspend: r.suspendReal === 0,
      podReplacementPolicy:
        pfp !== null && failIndexOk ? 'Failed' : r.replaceOnFailed === 0 ? 'Failed' : 'TerminatingOrFailed',
      managedBy: r.managedBy,
      restartPolicy: pfp !== null && failIndexOk ? 'Never' : r.onFailure === 0 ? 'OnFailure' : 'Never',
    }
  })

const UID = 'a8f3e2c1-0b5d-4e6f-9a7b-1c2d3e4f5a6b'
const NAME = 'work'

export const buildJob = (s: JobShape, status: JsonObject): JsonObject => {
  const labels = {
    'batch.kubernetes.io/controller-uid': UID,
    'batch.kubernetes.io/job-name': NAME,
    'controller-uid': UID,
    'job-name': NAME,
  }
  const spec: JsonObject = {
    parallelism: s.parallelism,
    backoffLimit: s.backoffLimit,
    selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': UID } },
    manualSelector: false,
    template: {
      metadata: { labels },
      spec: { restartPolicy: s.restartPolicy, containers: [{ name: 'main', image: 'busybox' }] },
    },
    completionMode: s.indexed ? 'Indexed' : 'NonIndexed',
    suspend: s.suspend,
    podReplacementPolicy: s.podReplacementPolicy,
  }
  if (s.completions !== null) spec['completions'] = s.completions
  if (s.backoffLimitPerIndex !== null) spec['backoffLimitPerIndex'] = s.backoffLimitPerIndex
  if (s.maxFailedIndexes !== null) spec['maxFailedIndexes'] = s.maxFailedIndexes
  if (s.activeDeadlineSeconds !== null) spec['activeDeadlineSeconds'] = s.activeDeadlineSeconds
  if (s.podFailurePolicy !== null) spec['podFailurePolicy'] = s.podFailurePolicy
  if (s.successPolicy !== null) spec['successPolicy'] = s.successPolicy
  if (s.managedBy !== null) spec['managedBy'] = s.managedBy
  return {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: NAME, namespace: 'default', uid: UID, generation: 1, creationTimestamp: at(0), labels },
    spec,
    status,
  }
}

type Phase = 'Pending' | 'Running' | 'Succeeded' | 'Failed' | 'Unknown'

export interface PodShape {
  phase: Phase
  index: number | 'none' | 'bad'
  finalizer: boolean
  deleting: boolean
  owner: 'job' | 'none' | 'other'
  ready: boolean
  exitCode: number
  disruption: boolean
  configIssue: boolean
  created: number
  finished: number
  failureCount: number | null
  restartCount: number
  /** Restart count of a restartable init container (a sidecar), when the pod has one. */
  sidecarRestarts: number | null
  noContainerStatus: boolean
}

export const podShape: fc.Arbitrary<PodShape> = fc.record({
  phase: fc.constantFrom<Phase>(
    'Pending',
    'Running',
    'Running',
    'Succeeded',
    'Succeeded',
    'Failed',
    'Failed',
    'Unknown',
  ),
  index: fc.oneof(
    { weight: 12, arbitrary: fc.integer({ min: 0, max: 6 }) },
    { weight: 1, arbitrary: fc.constantFrom<'none' | 'bad'>('none', 'bad') },
  ),
  finalizer: fc.oneof({ weight: 8, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  deleting: fc.oneof({ weight: 8, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  owner: fc.oneof(
    { weight: 16, arbitrary: fc.constant<'job'>('job') },
    { weight: 1, arbitrary: fc.constantFrom<'none' | 'other'>('none', 'other') },
  ),
  ready: fc.boolean(),
  exitCode: fc.constantFrom(1, 1, 2, 3, 42, 137),
  disruption: fc.oneof({ weight: 6, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  configIssue: fc.oneof({ weight: 10, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
  created: fc.integer({ min: 1, max: 200 }),
  finished: fc.integer({ min: 1, max: 300 }),
  failureCount: fc.option(fc.integer({ min: 0, max: 3 }), { freq: 3 }),
  restartCount: fc.oneof(
    { weight: 6, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }) },
  ),
  sidecarRestarts: fc.option(fc.integer({ min: 0, max: 2 }), { freq: 6 }),
  noContainerStatus: fc.oneof(
    { weight: 10, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  ),
})

export const buildPod = (s: PodShape, i: number, job: JobShape): JsonObject => {
  const labels = {
    'batch.kubernetes.io/controller-uid': UID,
    'batch.kubernetes.io/job-name': NAME,
    'controller-uid': UID,
    'job-name': NAME,
  }
  const annotations: JsonObject = {}
  if (job.indexed && s.index !== 'none') {
    annotations['batch.kubernetes.io/job-completion-index'] = s.index === 'bad' ? 'x' : String(s.index)
    if (job.backoffLimitPerIndex !== null && s.failureCount !== null)
      annotations['batch.kubernetes.io/job-index-failure-count'] = String(s.failureCount)
  }
  const metadata: JsonObject = {
    name: `${NAME}-${job.indexed && typeof s.index === 'number' ? `${s.index}-` : ''}p${i}`,
    namespace: 'default',
    uid: `pod-uid-${i}`,
    labels,
    creationTimestamp: at(s.created),
  }
  if (Object.keys(annotations).length > 0) metadata['annotations'] = annotations
  if (s.owner === 'job')
    metadata['ownerReferences'] = [
      { apiVersion: 'batch/v1', kind: 'Job', name: NAME, uid: UID, controller: true, blockOwnerDeletion: true },
    ]
  if (s.owner === 'other')
    metadata['ownerReferences'] = [
      { apiVersion: 'apps/v1', kind: 'ReplicaSet', name: 'rs', uid: 'other-uid', controller: true },
    ]
  if (s.finalizer) metadata['finalizers'] = ['batch.kubernetes.io/job-tracking']
  if (s.deleting) Object.assign(metadata, { deletionTimestamp: at(s.created + 30), deletionGracePeriodSeconds: 30 })
  const finishedAt = at(s.created + s.finished)
  const conditions: JsonObject[] = []
  let state: JsonObject = {}
  switch (s.phase) {
    case 'Running':
      state = { running: { startedAt: at(s.created + 1) } }
      conditions.push({ type: 'Ready', status: s.ready ? 'True' : 'False', ...CONDITION_TIME(s.created + 2) })
      break
    case 'Pending':
      state = { waiting: { reason: 'ContainerCreating' } }
      break
    case 'Succeeded':
      state = { terminated: { exitCode: 0, reason: 'Completed', startedAt: at(s.created + 1), finishedAt } }
      break
    case 'Failed':
      state = { terminated: { exitCode: s.exitCode, reason: 'Error', startedAt: at(s.created + 1), finishedAt } }
      break
    default:
      break
  }
  if (s.disruption)
    conditions.push({
      type: 'DisruptionTarget',
      status: 'True',
      reason: 'PreemptionByScheduler',
      ...CONDITION_TIME(s.created + s.finished),
    })
  if (s.configIssue) conditions.push({ type: 'ConfigIssue', status: 'True', ...CONDITION_TIME(s.created + 3) })
  const status: JsonObject = { phase: s.phase, startTime: at(s.created + 1) }
  if (conditions.length > 0) status['conditions'] = conditions
  if (!s.noContainerStatus)
    status['containerStatuses'] = [
      {
        name: 'main',
        state,
        ready: s.phase === 'Running' && s.ready,
        restartCount: s.restartCount,
        image: 'busybox',
        imageID: '',
        started: s.phase === 'Running',
      },
    ]
  const spec: JsonObject = { restartPolicy: job.restartPolicy, containers: [{ name: 'main', image: 'busybox' }] }
  if (s.sidecarRestarts !== null) {
    spec['initContainers'] = [{ name: 'proxy', image: 'envoy', restartPolicy: 'Always' }]
    status['initContainerStatuses'] = [
      {
        name: 'proxy',
        state: { running: { startedAt: at(s.created + 1) } },
        ready: true,
        restartCount: s.sidecarRestarts,
        image: 'envoy',
        imageID: '',
        started: true,
      },
    ]
  }
  return { apiVersion: 'v1', kind: 'Pod', metadata, spec, status }
}

const statusFor = (
  job: JobShape,
  pods: JsonObject[],
  r: {
    started: boolean
    counted: number
    failedCounted: number
    uncounted: boolean
    interim: number
    suspended: boolean
  },
): JsonObject => {
  const status: JsonObject = {}
  if (r.started) status['startTime'] = at(1)
  const active = pods.filter((p) =>
    ['Pending', 'Running'].includes(((p['status'] as JsonObject)['phase'] as string) ?? ''),
  ).length
  if (active > 0) status['active'] = active
  if (r.counted > 0) status['succeeded'] = r.counted
  if (r.failedCounted > 0) status['failed'] = r.failedCounted
  status['terminating'] = 0
  status['ready'] = 0
  if (job.indexed && r.counted > 0) status['completedIndexes'] = r.counted === 1 ? '0' : `0-${r.counted - 1}`
  if (job.backoffLimitPerIndex !== null) status['failedIndexes'] = ''
  const uncounted: JsonObject = {}
  if (r.uncounted) {
    const done = pods.filter((p) =>
      ['Succeeded', 'Failed'].includes(((p['status'] as JsonObject)['phase'] as string) ?? ''),
    )
    const first = done[0]
    if (first !== undefined) {
      const phase = (first['status'] as JsonObject)['phase'] === 'Succeeded' ? 'succeeded' : 'failed'
      uncounted[phase] = [(first['metadata'] as JsonObject)['uid'] as string]
    }
  }
  status['uncountedTerminatedPods'] = uncounted
  const conditions: JsonObject[] = []
  if (r.suspended)
    conditions.push({
      type: 'Suspended',
      status: 'True',
      reason: 'JobSuspended',
      message: 'Job suspended',
      ...CONDITION_TIME(5),
    })
  if (r.interim === 1)
    conditions.push({
      type: 'FailureTarget',
      status: 'True',
      reason: 'BackoffLimitExceeded',
      message: 'Job has reached the specified backoff limit',
      ...CONDITION_TIME(250),
    })
  if (r.interim === 2)
    conditions.push({
      type: 'SuccessCriteriaMet',
      status: 'True',
      reason: 'CompletionsReached',
      message: 'Reached expected number of succeeded pods',
      ...CONDITION_TIME(250),
    })
  if (conditions.length > 0) status['conditions'] = conditions
  return status
}

const fewPods: fc.Arbitrary<SyncInput> = fc
  .record({
    job: jobShape,
    pods: fc.array(podShape, { maxLength: 8 }),
    started: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    counted: fc.integer({ min: 0, max: 3 }),
    failedCounted: fc.integer({ min: 0, max: 3 }),
    uncounted: fc.oneof({ weight: 5, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    interim: fc.oneof({ weight: 12, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constantFrom(1, 2) }),
    suspendedCondition: fc.boolean(),
    nowOffset: fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 1, max: 400 }) },
      { weight: 1, arbitrary: fc.integer({ min: 400, max: 7200 }) },
    ),
    backoff: fc.option(
      fc.record({
        failuresAfterLastSuccess: fc.integer({ min: 0, max: 4 }),
        lastFailure: fc.option(fc.integer({ min: 0, max: 400 }), { freq: 4 }),
      }),
      { freq: 3 },
    ),
    expectations: fc.option(
      fc.record({ creations: fc.integer({ min: 0, max: 2 }), deletions: fc.integer({ min: 0, max: 1 }) }),
      { freq: 10 },
    ),
  })
  .map((r): SyncInput => {
    const pods = r.pods.map((p, i) => buildPod(p, i, r.job))
    const status = statusFor(r.job, pods, {
      started: r.started,
      counted: r.counted,
      failedCounted: r.failedCounted,
      uncounted: r.uncounted,
      interim: r.interim,
      suspended: r.job.suspend && r.suspendedCondition,
    })
    const latest = Math.max(0, ...r.pods.map((p) => p.created + p.finished))
    const input: { -readonly [K in keyof SyncInput]: SyncInput[K] } = {
      job: buildJob(r.job, status),
      pods,
      now: at(latest + r.nowOffset),
    }
    if (r.backoff !== null)
      input.backoff =
        r.backoff.lastFailure === null || r.backoff.failuresAfterLastSuccess === 0
          ? { failuresAfterLastSuccess: 0 }
          : {
              failuresAfterLastSuccess: r.backoff.failuresAfterLastSuccess,
              lastFailureTime: at(Math.max(0, latest - (r.backoff.lastFailure % 60))),
            }
    if (r.expectations !== null) input.expectations = r.expectations
    return input
  })

/**
 * An Indexed Job with 13–16 active pods, one per index, listed in a random
 * order: past 12 pods Go's sort is no longer stable, and the order it leaves
 * equal pods in (index order, then its quicksort's exchanges) decides which
 * are deleted when parallelism is lowered.
 */
const manyIndexedPods: fc.Arbitrary<SyncInput> = fc
  .record({
    job: jobShape,
    count: fc.integer({ min: 13, max: 16 }),
    parallelism: fc.integer({ min: 0, max: 12 }),
    order: fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
    pods: fc.array(podShape, { minLength: 16, maxLength: 16 }),
  })
  .map((r): SyncInput => {
    const job: JobShape = {
      ...r.job,
      indexed: true,
      completions: r.count,
      parallelism: r.parallelism,
      suspend: false,
      managedBy: null,
      backoffLimitPerIndex: null,
      maxFailedIndexes: null,
      backoffLimit: 6,
      activeDeadlineSeconds: null,
      podFailurePolicy: null,
      successPolicy: null,
    }
    const indexes = Array.from({ length: r.count }, (_, i) => i).sort(
      (a, b) => (r.order[a] as number) - (r.order[b] as number) || a - b,
    )
    const pods = indexes.map((index, i) =>
      buildPod(
        {
          ...(r.pods[i] as PodShape),
          index,
          phase: 'Running',
          owner: 'job',
          finalizer: true,
          deleting: false,
          noContainerStatus: false,
          created: 10,
        },
        i,
        job,
      ),
    )
    const status: JsonObject = { startTime: at(1), active: pods.length, terminating: 0, ready: 0 }
    status['uncountedTerminatedPods'] = {}
    return { job: buildJob(job, status), pods, now: at(400) }
  })

/**
 * Suspension and resume, which the random Jobs above reach rarely (about 1
 * case in 4,000): a Job whose `suspend` is set or cleared now, with a
 * `Suspended` condition of either status or none, with and without
 * `startTime`. Under MutableSchedulingDirectivesForSuspendedJobs (1.35+,
 * default on from 1.36) suspending clears `startTime`; before, it is kept.
 */
const suspendResume: fc.Arbitrary<SyncInput> = fc
  .record({
    base: fewPods,
    suspend: fc.boolean(),
    condition: fc.constantFrom('none', 'True', 'False'),
    started: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  })
  .map(({ base, suspend, condition, started }): SyncInput => {
    const job = structuredClone(base.job)
    ;(job['spec'] as JsonObject)['suspend'] = suspend
    const status = { ...((job['status'] as JsonObject | undefined) ?? {}) }
    if (started) status['startTime'] = at(1)
    else delete status['startTime']
    const others = ((status['conditions'] as JsonObject[] | undefined) ?? []).filter((c) => c['type'] !== 'Suspended')
    const suspended =
      condition === 'none'
        ? []
        : [
            {
              type: 'Suspended',
              status: condition,
              reason: condition === 'True' ? 'JobSuspended' : 'JobResumed',
              message: condition === 'True' ? 'Job suspended' : 'Job resumed',
              ...CONDITION_TIME(5),
            },
          ]
    const conditions = [...suspended, ...others]
    if (conditions.length > 0) status['conditions'] = conditions
    else delete status['conditions']
    job['status'] = status
    const { expectations: _e, ...rest } = base
    return { ...rest, job }
  })

/** The controller's profiles: mostly the default; the gate it reads now and then (1.37 names it). */
const controllerProfile: fc.Arbitrary<ProfileInput> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 2,
    arbitrary: fc.record({
      featureGates: fc.record({ MutableSchedulingDirectivesForSuspendedJobs: fc.boolean() }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kubernetesVersion: '1.37' }) },
)

export const syncInput: fc.Arbitrary<SyncInput> = fc
  .tuple(
    fc.oneof(
      { weight: 30, arbitrary: fewPods },
      { weight: 1, arbitrary: manyIndexedPods },
      { weight: 4, arbitrary: suspendResume },
    ),
    controllerProfile,
  )
  .map(([input, profile]): SyncInput => ({ ...input, profile }))
