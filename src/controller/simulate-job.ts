/**
 * `simulateJob`: runs {@link syncJob} in a loop against a deterministic,
 * scripted pod model and a simulated clock, and returns the timeline.
 *
 * The model: every pod the controller creates gets an outcome from the
 * script (succeed or fail with an exit code after some seconds, optional
 * container restarts and extra pod conditions such as `DisruptionTarget`).
 * A deleted pod is terminating for `terminationGracePeriodSeconds`, then
 * turns `Failed` (exit code 137) unless it had already finished, and
 * vanishes once the controller has removed its tracking finalizer. Finished
 * pods without a finalizer stay in the result (as in a real cluster until
 * garbage collection) but are no longer listed to the controller, which
 * ignores them: each sync costs the pods still in play.
 *
 * Clock: the controller re-syncs at once after any sync that changed
 * something (status, creates, deletes, finalizers); otherwise the clock
 * jumps to the next event (a pod finishing or becoming ready, a terminating
 * pod going away, a requested re-queue, a scripted spec update).
 *
 * @module
 */
import type { JobInput } from '../job/input-types'
import { jobWithoutDates } from '../wire/dates'
import type { Job, JobSpec, JobStatus } from '../job/types'
import { jobPhaseUnguarded as jobPhase } from './job-phase'
import { formatTimeMs, parseTimeMs } from './sync-support'
import { syncJob } from './sync-job'
import { type ClusterProfile, resolveProfile } from '../profile/resolve'
import * as E from '../wire/either'
import type { ControllerState } from './sync-types'
import { guarded, optionOf } from '../wire/guard'
import { storedJob } from './simulate-ownership'
import { claimPodsOf } from './claim-pods'
import { decodeStruct } from '../wire/decode'
import { encodeStruct } from '../wire/encode'
import { JobSchema } from '../job/generated/batch-schema'
import { isObject, outcomeOf, podAt, podHistoryAt, scriptedConditions, type SimPod } from './simulate-pods'
import type {
  PodScript,
  SimulateOptions,
  SimulationResult,
  SimulationStop,
  SpecUpdate,
  TimelineEntry,
} from './simulate-types'

export type * from './simulate-types'

/**
 * `JSON.stringify` of plain data without its hooks: own enumerable
 * properties in order, no `toJSON` (one planted on `Object.prototype` must
 * not run), iterative so that no nesting depth overflows the stack.
 */
class Raw {
  constructor(readonly text: string) {}
}
const jsonText = (root: unknown): string => {
  const out: string[] = []
  const stack: unknown[] = [root]
  const CLOSE_OBJECT = {}
  const CLOSE_ARRAY = {}
  while (stack.length > 0) {
    const v = stack.pop()
    if (v === CLOSE_OBJECT) out.push('}')
    else if (v === CLOSE_ARRAY) out.push(']')
    else if (v instanceof Raw) out.push(v.text)
    else if (typeof v === 'string') out.push(JSON.stringify(v))
    else if (typeof v !== 'object' || v === null)
      out.push(typeof v === 'number' || typeof v === 'boolean' ? String(v) : 'null')
    else if (Array.isArray(v)) {
      out.push('[')
      stack.push(CLOSE_ARRAY)
      for (let i = v.length - 1; i >= 0; i--) stack.push(Object.hasOwn(v, i) ? v[i] : null, new Raw(i > 0 ? ',' : ''))
    } else {
      out.push('{')
      stack.push(CLOSE_OBJECT)
      const keys = Object.keys(v)
      for (let i = keys.length - 1; i >= 0; i--) {
        const k = keys[i] as string
        const d = Object.getOwnPropertyDescriptor(v, k)
        stack.push(
          d !== undefined && Object.hasOwn(d, 'value') ? d.value : null,
          new Raw(`${i > 0 ? ',' : ''}${JSON.stringify(k)}:`),
        )
      }
    }
  }
  return out.join('')
}

const finiteNonNegative = (v: unknown, dflt: number): number =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : dflt

const isFinished = (status: JobStatus | undefined): 'Complete' | 'Failed' | undefined => {
  for (const c of Array.isArray(status?.conditions) ? status.conditions : []) {
    if (isObject(c) && c['status'] === 'True' && (c['type'] === 'Complete' || c['type'] === 'Failed')) return c['type']
  }
  return undefined
}

/**
 * The Job as the decoding boundary reads it, as plain JSON: what `syncJob`
 * and the ownership rules then see is one and the same object (a `toJSON`,
 * a value of the wrong type or a non-object input reads as Go's decoder
 * reads it, an unset field or the empty Job).
 */
const asDecoded = (job: unknown): Job =>
  encodeStruct(
    JobSchema,
    decodeStruct(JobSchema, jobWithoutDates(job as JobInput), { unknownFields: 'ignore' }).value,
  ) as unknown as Job

/** `simulateJob` before the boundary guard. */
const simulateJobUnguarded = (
  jobInput: JobInput,
  podOutcomes: PodScript,
  options: SimulateOptions = {},
): SimulationResult => {
  // Own data properties only: an option planted on Object.prototype is not an option.
  const opt = (k: keyof SimulateOptions): unknown => optionOf(options, k)
  const profile = opt('profile') as ClusterProfile | undefined
  const resolved = resolveProfile(profile)
  if (E.isLeft(resolved))
    return {
      timeline: [],
      job: asDecoded(jobInput),
      pods: [],
      podHistory: [],
      finished: false,
      syncs: 0,
      stoppedBy: 'idle',
      profileErrors: resolved.left,
    }
  const syncOptions = profile === undefined ? undefined : { profile }
  const startMs = parseTimeMs(opt('start')) ?? (parseTimeMs('2026-01-01T00:00:00Z') as number)
  const maxSyncs = Math.floor(finiteNonNegative(opt('maxSyncs'), 10000))
  const maxPods = Math.floor(finiteNonNegative(opt('maxPods'), 10000))
  const graceMs = finiteNonNegative(opt('terminationGracePeriodSeconds'), 0) * 1000
  const specUpdates = opt('specUpdates')
  const updates = (Array.isArray(specUpdates) ? (specUpdates as unknown[]) : [])
    .map((u) => ({ spec: optionOf(u, 'spec'), atSeconds: optionOf(u, 'atSeconds') }))
    .filter((u): u is SpecUpdate => isObject(u.spec) && typeof u.atSeconds === 'number' && Number.isFinite(u.atSeconds))
    .map((u) => ({ at: startMs + Math.max(0, u.atSeconds) * 1000, spec: u.spec }))
    .sort((a, b) => a.at - b.at)
  const stored = storedJob(decodeStruct(JobSchema, jobWithoutDates(jobInput), { unknownFields: 'ignore' }).value)
  let current: Job = stored.job
  const { name: jobName, namespace, owner } = stored
  // A selector that does not match the template labels (the API server
  // refuses such a Job) leaves every created pod an unclaimed stranger: the
  // simulation would create pods forever, so it stops after the first sync.
  const probe = { metadata: { name: 'probe', namespace, labels: owner.labels, ownerReferences: [owner.ref] } }
  const claimable = claimPodsOf(stored.model, [probe])?.claimed.length === 1

  const pods: SimPod[] = []
  const created: SimPod[] = []
  /** Pods that ended without the finalizer and were not deleted: the controller no longer sees them. */
  const retired: SimPod[] = []
  const attemptsPerIndex = new Map<number, number>()
  let state: ControllerState = {}
  const timeline: TimelineEntry[] = []
  let t = startMs
  let nextUpdate = 0
  let syncs = 0
  let nextOrdinal = 0
  let stoppedBy: SimulationStop = 'maxSyncs'

  while (syncs < maxSyncs) {
    while (nextUpdate < updates.length && (updates[nextUpdate] as { at: number }).at <= t) {
      const u = updates[nextUpdate] as { at: number; spec: Partial<JobSpec> }
      current = asDecoded({
        ...current,
        spec: { ...(isObject(current.spec) ? current.spec : { template: {} }), ...u.spec },
      })
      nextUpdate++
    }
    // Pods whose grace period ended and that no longer carry the finalizer
    // are gone; other pods that have ended and lost the finalizer are
    // counted for good: the controller reads none of them (counts, back-off,
    // failure counts and replacements read pods with the finalizer or not
    // yet finished), so they are retired: no longer listed nor scanned, and
    // kept for the result only. Listing every pod ever created made each
    // sync cost the pods created so far, and a Job whose pods always fail
    // quadratic in `maxSyncs`.
    let kept = 0
    for (const p of pods) {
      if (!p.finalizer && t >= Math.min(p.killedAt ?? Infinity, p.finishAt)) {
        if (p.deletedAt === undefined) retired.push(p)
      } else pods[kept++] = p
    }
    pods.length = kept
    const listed = pods.map((p) => podAt(p, t, namespace, owner))
    const r = syncJob(current, listed, formatTimeMs(t), state, syncOptions)
    syncs++
    const before = jsonText(current.status ?? {})
    current = { ...current, status: r.status }
    state = r.state
    const byName = new Map(pods.map((p) => [p.name, p]))
    for (const name of r.removeFinalizers) {
      const p = byName.get(name)
      if (p !== undefined) p.finalizer = false
    }
    for (const name of r.deletePods) {
      const p = byName.get(name)
      if (p !== undefined && p.deletedAt === undefined) {
        p.deletedAt = t
        p.killedAt = t + graceMs
      }
    }
    const indexes = r.createIndexes
    const creates = Math.min(r.createPods, maxPods - nextOrdinal)
    for (let k = 0; k < creates; k++) {
      const ordinal = nextOrdinal++
      const index = indexes?.[k]
      let attempt = ordinal
      if (index !== undefined) {
        attempt = attemptsPerIndex.get(index) ?? 0
        attemptsPerIndex.set(index, attempt + 1)
      }
      const name = `${jobName}-${ordinal}`
      const o = outcomeOf(
        podOutcomes,
        index === undefined ? { name, ordinal, attempt } : { name, ordinal, index, attempt },
      )
      const pod: SimPod = {
        name,
        ordinal,
        index,
        attempt,
        createdAt: t,
        finishAt: t + finiteNonNegative(o.afterSeconds, 1) * 1000,
        result: o.result,
        exitCode:
          typeof o.exitCode === 'number' && Number.isInteger(o.exitCode)
            ? o.exitCode
            : o.result === 'Succeeded'
              ? 0
              : 1,
        restarts: Math.floor(finiteNonNegative(o.restarts, 0)),
        conditions: scriptedConditions(o.conditions),
        failureCount: r.createIndexFailureCounts?.[k],
        ignoredFailureCount: r.createIndexIgnoredFailureCounts?.[k],
        finalizer: true,
        deletedAt: undefined,
        killedAt: undefined,
      }
      pods.push(pod)
      created.push(pod)
    }
    timeline.push({
      time: formatTimeMs(t),
      status: r.status,
      events: r.events,
      createPods: r.createPods,
      ...(r.createIndexes !== undefined ? { createIndexes: r.createIndexes } : {}),
      deletePods: r.deletePods,
      ...(r.requeueAfterSeconds !== undefined ? { requeueAfterSeconds: r.requeueAfterSeconds } : {}),
      phase: jobPhase(current),
    })
    if (isFinished(current.status) !== undefined) {
      stoppedBy = 'finished'
      break
    }
    if (!claimable) {
      stoppedBy = 'unclaimedPods'
      break
    }
    if (creates < r.createPods) {
      stoppedBy = 'maxPods'
      break
    }
    const changed =
      r.createPods > 0 || r.deletePods.length > 0 || r.removeFinalizers.length > 0 || jsonText(r.status) !== before
    if (changed) continue
    // next event
    let next = Infinity
    for (const p of pods) {
      const end = Math.min(p.killedAt ?? Infinity, p.finishAt)
      if (end > t) next = Math.min(next, end)
    }
    if (r.requeueAfterSeconds !== undefined) next = Math.min(next, t + Math.max(r.requeueAfterSeconds, 0.001) * 1000)
    if (nextUpdate < updates.length) next = Math.min(next, (updates[nextUpdate] as { at: number }).at)
    if (!Number.isFinite(next)) {
      stoppedBy = 'idle'
      break
    }
    t = next
  }
  const all = retired.length === 0 ? pods : [...retired, ...pods].sort((a, b) => a.ordinal - b.ordinal)
  const pods_ = all.map((p) => podAt(p, t, namespace, owner))
  const podHistory = created.map((p) => podHistoryAt(p, t))
  return { timeline, job: current, pods: pods_, podHistory, finished: stoppedBy === 'finished', syncs, stoppedBy }
}

/**
 * Runs `syncJob` against scripted pods until the Job is `Complete` or
 * `Failed`, nothing is left to happen, or `maxSyncs` syncs ran.
 *
 * The Job is first completed as the API server stores it: a `metadata.uid`
 * (`<name>-uid` when absent) and, without `spec.selector` (and unless
 * `manualSelector` is `true`), the generated selector and template labels.
 * Pods are named `<job>-<n>` by creation order (`n` from 0), carry the
 * template labels and the Job's controller reference (so `syncJob` claims
 * them); Indexed pods
 * carry the completion-index annotation (and, with `backoffLimitPerIndex`,
 * the failure-count annotations the controller asked for). A Job whose
 * selector does not match its template labels stops after one sync (its
 * pods would never be its own). An invalid
 * script entry (or a script function that throws) reads as "succeeds after
 * one second". Never throws.
 *
 * @example
 * const job = { apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'pi' },
 *   spec: { completions: 2, parallelism: 1, backoffLimit: 1, template: {} } } as const
 * const r = simulateJob(job, ({ attempt }) => ({ result: attempt === 0 ? 'Failed' : 'Succeeded', afterSeconds: 30 }))
 * r.timeline.at(-1)?.phase // 'Complete'
 */
export const simulateJob = /* @__PURE__ */ guarded(
  (job: unknown): SimulationResult => ({
    timeline: [],
    job: (isObject(job) ? job : {}) as Job,
    pods: [],
    podHistory: [],
    finished: false,
    syncs: 0,
    stoppedBy: 'idle',
  }),
  simulateJobUnguarded,
)
