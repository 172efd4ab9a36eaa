/**
 * Job controller inputs that the recorded generator (./controller.ts)
 * rarely or never builds, aimed at the blocks of `syncJob` and `manageJob`
 * that `npm run conformance:coverage` found unreached (issue #21): pods to
 * create while the back-off record (global, or per index from the last
 * failed pod's failure-count annotation) still delays them, a Job without
 * `completions`, more than 500 pods to create or delete in one sync, a Job
 * already finished, a Job being deleted, a stored status without
 * `uncountedTerminatedPods`, an unknown completion mode, and more failed
 * indexes than `maxFailedIndexes`. Live runs only (the op's `liveOnly`):
 * never recorded.
 */
import fc from 'fast-check'
import {
  at,
  buildJob,
  buildPod,
  CONDITION_TIME,
  type JobShape,
  jobShape,
  type PodShape,
  podShape,
  type SyncInput,
  syncInput,
} from './controller'
import type { JsonObject } from './jobs'

const FAILURE_COUNT = 'batch.kubernetes.io/job-index-failure-count'
const IGNORED_COUNT = 'batch.kubernetes.io/job-index-ignored-failure-count'

const plain = (j: JobShape): JobShape => ({ ...j, suspend: false, managedBy: null })

const running = (p: PodShape, index: number | 'none'): PodShape => ({
  ...p,
  phase: 'Running',
  index,
  owner: 'job',
  finalizer: true,
  deleting: false,
})

const meta = (pod: JsonObject): JsonObject => pod['metadata'] as JsonObject

/**
 * Pods to create, with a back-off: a few active pods, finished pods already
 * counted (no finalizer) or new (with it), and a back-off record whose last
 * failure is a few seconds to minutes before now. An Indexed Job with
 * `backoffLimitPerIndex` gets failed pods of indexes not active, each with
 * a failure count (and now and then an ignored-failure count), finished
 * shortly before now, so the index's replacement waits or is created with
 * the next count.
 */
const creations: fc.Arbitrary<SyncInput> = fc
  .record({
    job: jobShape,
    perIndex: fc.boolean(),
    noCompletions: fc.boolean(),
    parallelism: fc.integer({ min: 1, max: 6 }),
    active: fc.array(podShape, { maxLength: 2 }),
    failed: fc.array(
      fc.record({
        pod: podShape,
        index: fc.integer({ min: 0, max: 5 }),
        failures: fc.integer({ min: 0, max: 4 }),
        ignored: fc.option(fc.integer({ min: 0, max: 2 }), { freq: 3 }),
        finalizer: fc.boolean(),
        ago: fc.integer({ min: 0, max: 900 }),
      }),
      { maxLength: 4 },
    ),
    backoff: fc.option(fc.record({ failures: fc.integer({ min: 1, max: 9 }), ago: fc.integer({ min: 0, max: 700 }) }), {
      freq: 4,
      nil: undefined,
    }),
    succeededCounted: fc.integer({ min: 0, max: 2 }),
  })
  .map((r): SyncInput => {
    const now = 1000
    const indexed = r.job.indexed || r.perIndex
    const job: JobShape = {
      ...plain(r.job),
      indexed,
      completions: indexed ? 6 : r.noCompletions ? null : 6,
      parallelism: r.parallelism,
      backoffLimit: r.perIndex && indexed ? 2147483647 : 6,
      backoffLimitPerIndex: r.perIndex ? 2 : null,
      maxFailedIndexes: null,
      activeDeadlineSeconds: null,
      successPolicy: null,
      podFailurePolicy: r.perIndex ? r.job.podFailurePolicy : null,
      podReplacementPolicy: r.perIndex ? 'Failed' : r.job.podReplacementPolicy,
      restartPolicy: 'Never',
    }
    const pods: JsonObject[] = r.active.map((p, i) =>
      buildPod(running({ ...p, created: 10 }, indexed ? 5 - i : 'none'), i, job),
    )
    r.failed.forEach((f, k) => {
      const finished = now - f.ago
      const pod = buildPod(
        {
          ...f.pod,
          phase: 'Failed',
          index: indexed ? f.index : 'none',
          owner: 'job',
          deleting: false,
          finalizer: f.finalizer,
          created: Math.max(1, finished - 20),
          finished: Math.min(20, finished - 1),
          failureCount: f.failures,
        },
        10 + k,
        job,
      )
      if (indexed && r.perIndex && f.ignored !== null) {
        const annotations = (meta(pod)['annotations'] as JsonObject | undefined) ?? {}
        annotations[IGNORED_COUNT] = String(f.ignored)
        if (annotations[FAILURE_COUNT] === undefined) annotations[FAILURE_COUNT] = String(f.failures)
        meta(pod)['annotations'] = annotations
      }
      pods.push(pod)
    })
    // as the API server stores it: a zero count is omitted (omitempty)
    const status: JsonObject = { startTime: at(1), terminating: 0, ready: 0, uncountedTerminatedPods: {} }
    if (r.active.length > 0) status['active'] = r.active.length
    if (r.succeededCounted > 0 && !indexed) status['succeeded'] = r.succeededCounted
    const counted = r.failed.filter((f) => !f.finalizer).length
    if (counted > 0) status['failed'] = counted
    if (job.backoffLimitPerIndex !== null) status['failedIndexes'] = ''
    const input: { -readonly [K in keyof SyncInput]: SyncInput[K] } = { job: buildJob(job, status), pods, now: at(now) }
    if (r.backoff !== undefined)
      input.backoff = { failuresAfterLastSuccess: r.backoff.failures, lastFailureTime: at(now - r.backoff.ago) }
    return input
  })

/** More than `MaxPodCreateDeletePerSync` (500) pods to create, or to delete, in one sync. */
const manyPods: fc.Arbitrary<SyncInput> = fc
  .record({
    job: jobShape,
    create: fc.boolean(),
    indexed: fc.boolean(),
    extra: fc.integer({ min: 1, max: 8 }),
    noCompletions: fc.boolean(),
    pod: podShape,
  })
  .map((r): SyncInput => {
    const count = 500 + r.extra
    const job: JobShape = {
      ...plain(r.job),
      indexed: r.indexed,
      completions: r.indexed ? count : r.noCompletions ? null : count,
      parallelism: r.create ? count : 0,
      backoffLimit: 6,
      backoffLimitPerIndex: null,
      maxFailedIndexes: null,
      activeDeadlineSeconds: null,
      podFailurePolicy: null,
      successPolicy: null,
    }
    const pods = r.create
      ? []
      : Array.from({ length: count }, (_, i) =>
          // distinct creation times: which 500 of the equal pods go is then Go's order, not its sort's
          buildPod(running({ ...r.pod, created: 10 + i, sidecarRestarts: null }, r.indexed ? i : 'none'), i, job),
        )
    const status: JsonObject = { startTime: at(1), terminating: 0, ready: 0, uncountedTerminatedPods: {} }
    if (pods.length > 0) status['active'] = pods.length
    return { job: buildJob(job, status), pods, now: at(400) }
  })

/**
 * More failed indexes than `maxFailedIndexes`: failed pods of distinct
 * indexes whose failure count reaches `backoffLimitPerIndex`.
 */
const failedIndexes: fc.Arbitrary<SyncInput> = fc
  .record({
    job: jobShape,
    limit: fc.integer({ min: 0, max: 2 }),
    maxFailed: fc.integer({ min: 0, max: 2 }),
    indexes: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 4 }),
    pod: podShape,
    finalizer: fc.boolean(),
  })
  .map((r): SyncInput => {
    const job: JobShape = {
      ...plain(r.job),
      indexed: true,
      completions: 6,
      parallelism: 3,
      backoffLimit: 2147483647,
      backoffLimitPerIndex: r.limit,
      maxFailedIndexes: r.maxFailed,
      podFailurePolicy: null,
      podReplacementPolicy: 'Failed',
      restartPolicy: 'Never',
      successPolicy: null,
      activeDeadlineSeconds: null,
    }
    const pods = r.indexes.map((index, i) =>
      buildPod(
        {
          ...r.pod,
          phase: 'Failed',
          index,
          owner: 'job',
          deleting: false,
          finalizer: r.finalizer,
          created: 10,
          finished: 20,
          failureCount: r.limit,
        },
        i,
        job,
      ),
    )
    const status: JsonObject = {
      startTime: at(1),
      terminating: 0,
      ready: 0,
      failedIndexes: '',
      uncountedTerminatedPods: {},
    }
    if (!r.finalizer) status['failed'] = pods.length
    return { job: buildJob(job, status), pods, now: at(400) }
  })

type Mutation = 'finished' | 'deleting' | 'noUncounted' | 'unknownMode'

/**
 * A recorded-generator input with one change: the Job already finished
 * (`Complete` or `Failed` true), being deleted, stored without
 * `uncountedTerminatedPods`, or with a completion mode this controller
 * does not know.
 */
const mutated: fc.Arbitrary<SyncInput> = fc
  .record({
    base: syncInput,
    mutation: fc.constantFrom<Mutation>('finished', 'deleting', 'noUncounted', 'unknownMode'),
    failed: fc.boolean(),
  })
  .map(({ base, mutation, failed }): SyncInput => {
    const job = structuredClone(base.job)
    const status = (job['status'] as JsonObject | undefined) ?? {}
    job['status'] = status
    switch (mutation) {
      case 'finished':
        status['conditions'] = [
          ...((status['conditions'] as JsonObject[] | undefined) ?? []),
          failed
            ? {
                type: 'Failed',
                status: 'True',
                reason: 'BackoffLimitExceeded',
                message: 'Job has reached the specified backoff limit',
                ...CONDITION_TIME(300),
              }
            : { type: 'Complete', status: 'True', ...CONDITION_TIME(300) },
        ]
        status[failed ? 'failed' : 'completionTime'] = failed ? 1 : at(300)
        break
      case 'deleting':
        Object.assign(job['metadata'] as JsonObject, {
          deletionTimestamp: at(200),
          deletionGracePeriodSeconds: 0,
          finalizers: ['orphan'],
        })
        break
      case 'noUncounted':
        delete status['uncountedTerminatedPods']
        break
      case 'unknownMode':
        ;(job['spec'] as JsonObject)['completionMode'] = 'Sequential'
        break
    }
    return { ...base, job }
  })

/**
 * A Job already finished whose back-off record is still in the store: the
 * sync removes the record (`removeBackoffRecord` with a record present).
 */
const finishedWithBackoff: readonly SyncInput[] = fc.sample(
  fc.record({ base: syncInput, failed: fc.boolean() }).map(({ base, failed }): SyncInput => {
    const job = structuredClone(base.job)
    const status = (job['status'] as JsonObject | undefined) ?? {}
    job['status'] = status
    status['conditions'] = [
      failed
        ? {
            type: 'Failed',
            status: 'True',
            reason: 'BackoffLimitExceeded',
            message: 'Job has reached the specified backoff limit',
            ...CONDITION_TIME(300),
          }
        : { type: 'Complete', status: 'True', ...CONDITION_TIME(300) },
    ]
    if (!failed) status['completionTime'] = at(300)
    return { ...base, job, backoff: { failuresAfterLastSuccess: 2, lastFailureTime: at(250) } }
  }),
  { numRuns: 4, seed: 2114 },
)

/**
 * A Job with a `Suspended` condition already in its status: suspended again
 * (the same condition: unchanged; the condition False: set True) or resumed
 * (the condition True: set False, the `Resumed` event).
 */
const suspendedBefore: readonly SyncInput[] = fc.sample(
  fc
    .record({
      base: syncInput,
      suspend: fc.boolean(),
      was: fc.constantFrom(
        { status: 'True', reason: 'JobSuspended', message: 'Job suspended' },
        { status: 'False', reason: 'JobResumed', message: 'Job resumed' },
      ),
    })
    .map(({ base, suspend, was }): SyncInput => {
      const job = structuredClone(base.job)
      const spec = job['spec'] as JsonObject
      spec['suspend'] = suspend
      delete spec['managedBy']
      // no pods and no expectations: manageJob runs, and nothing finishes the Job
      job['status'] = { conditions: [{ type: 'Suspended', ...was, ...CONDITION_TIME(300) }] }
      const { expectations: _e, ...rest } = base
      return { ...rest, job, pods: [] }
    }),
  { numRuns: 8, seed: 2115 },
)

const edgesWithoutMany: fc.Arbitrary<SyncInput> = fc.oneof(
  { weight: 8, arbitrary: creations },
  { weight: 3, arbitrary: failedIndexes },
  { weight: 6, arbitrary: mutated },
)

/**
 * A fixed sweep of the edges (sent before the random inputs by
 * conformance:diff and conformance:coverage, never recorded): 30 drawn with
 * a fixed seed, and the four 500-pod cases (create or delete, Indexed or
 * not), so that the coverage figure does not depend on one in 40 random
 * inputs.
 */
export const syncSweep: readonly SyncInput[] = [
  ...fc.sample(edgesWithoutMany, { numRuns: 30, seed: 2112 }),
  ...finishedWithBackoff,
  ...suspendedBefore,
  ...fc.sample(manyPods, { numRuns: 40, seed: 2113 }).filter((x, i, all) => {
    const key = (y: SyncInput) => `${(y.job['spec'] as JsonObject)['completionMode']}/${y.pods.length === 0}`
    return all.findIndex((y) => key(y) === key(x)) === i
  }),
]

/** The live-only controller inputs (see the module comment). */
export const syncEdges: fc.Arbitrary<SyncInput> = fc.oneof(
  { weight: 8, arbitrary: creations },
  { weight: 1, arbitrary: manyPods },
  { weight: 3, arbitrary: failedIndexes },
  { weight: 6, arbitrary: mutated },
)
