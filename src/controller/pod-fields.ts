/**
 * What the Job controller derives from a pod, defined once over the decoded
 * {@link PodModel} (`./pod-model`): its phase predicates, readiness, the
 * Job annotations (completion index, index failure counts), the tracking
 * finalizer, restart counts and its ready, creation and finish times.
 * `syncJob` reads its pod models through these, and the public pod helpers
 * (`./pod`) decode a caller's pod and read it through the same functions.
 * The predicates on a phase and a deletion flag are also what the sync's
 * scan applies to the few fields it decodes for every pod (`./pod-head`).
 *
 * @module
 */
import {
  JOB_COMPLETION_INDEX_ANNOTATION,
  JOB_INDEX_FAILURE_COUNT_ANNOTATION,
  JOB_INDEX_IGNORED_FAILURE_COUNT_ANNOTATION,
  JOB_TRACKING_FINALIZER,
  MAX_INT32,
} from './constants'
import { goAtoi } from './index-set'
import type { PodConditionModel, PodModel } from './pod-model'
import { parseTime } from './rfc3339'

/** Go's zero `time.Time` (0001-01-01T00:00:00Z) in milliseconds since the epoch. */
export const GO_ZERO_TIME_MS = -62_135_596_800_000

/**
 * A decoded timestamp in milliseconds as a `metav1.Time`: `undefined` when
 * unset, not RFC 3339, or Go's zero time.
 *
 * @example
 * timeMs('1970-01-01T00:00:01Z') // 1000
 * timeMs('0001-01-01T00:00:00Z') // undefined
 */
export const timeMs = (text: string | undefined): number | undefined => {
  if (text === undefined) return undefined
  const ms = parseTime(text)
  return ms === GO_ZERO_TIME_MS ? undefined : ms
}

/**
 * Phase `Succeeded` or `Failed`.
 *
 * @example
 * isTerminalPhase('Failed') // true
 */
export const isTerminalPhase = (phase: string): boolean => phase === 'Succeeded' || phase === 'Failed'

/**
 * The job controller's `isPodFailed` on a phase and a deletion flag: phase
 * `Failed`; or, unless only failed pods are replaced, deleted and not
 * `Succeeded`.
 *
 * @example
 * isFailedPhase('Running', true, false) // true
 */
export const isFailedPhase = (phase: string, deleted: boolean, onlyReplaceFailedPods: boolean): boolean =>
  phase === 'Failed' || (!onlyReplaceFailedPods && deleted && phase !== 'Succeeded')

/**
 * Whether the pod has a `deletionTimestamp`.
 *
 * @example
 * isDeleted(decodePod({ metadata: { deletionTimestamp: '2026-01-01T00:00:00Z' } })!) // true
 */
export const isDeleted = (pod: PodModel): boolean => pod.metadata.deletionTimestamp !== undefined

/**
 * Upstream `IsPodActive`: not terminal and not deleted.
 *
 * @example
 * isActive(decodePod({ status: { phase: 'Pending' } })!) // true
 */
export const isActive = (pod: PodModel): boolean => !isTerminalPhase(pod.status.phase) && !isDeleted(pod)

/**
 * Upstream `IsPodTerminating`: not terminal but deleted.
 *
 * @example
 * isTerminating(decodePod({ metadata: { deletionTimestamp: '2026-01-01T00:00:00Z' } })!) // true
 */
export const isTerminating = (pod: PodModel): boolean => !isTerminalPhase(pod.status.phase) && isDeleted(pod)

/**
 * The first condition of a type, if any.
 *
 * @example
 * firstCondition(decodePod({ status: { conditions: [{ type: 'Ready', status: 'True' }] } })!, 'Ready')?.status // 'True'
 */
export const firstCondition = (pod: PodModel, type: string): PodModel['status']['conditions'][number] | undefined => {
  for (const c of pod.status.conditions) if (c.type === type) return c
  return undefined
}

/**
 * Upstream `IsPodReady`: the first `Ready` condition has status `True`.
 *
 * @example
 * isReady(decodePod({ status: { conditions: [{ type: 'Ready', status: 'True' }] } })!) // true
 */
export const isReady = (pod: PodModel): boolean => firstCondition(pod, 'Ready')?.status === 'True'

/**
 * Upstream `podReadyTime`: the `Ready=True` condition's transition time
 * (ms) of a ready pod, else `undefined` (Go's zero time).
 *
 * @example
 * readyTimeMs(decodePod({ status: { conditions: [{ type: 'Ready', status: 'True', lastTransitionTime: '1970-01-01T00:00:01Z' }] } })!) // 1000
 */
export const readyTimeMs = (pod: PodModel): number | undefined => {
  const ready = firstCondition(pod, 'Ready')
  return ready?.status === 'True' ? timeMs(ready.lastTransitionTime) : undefined
}

/**
 * Upstream `getCompletionIndex`: the completion-index annotation read with
 * Go `strconv.Atoi`; `undefined` when absent, unparsable or negative.
 *
 * @example
 * completionIndexOf(decodePod({ metadata: { annotations: { 'batch.kubernetes.io/job-completion-index': '3' } } })!) // 3
 */
export const completionIndexOf = (pod: PodModel): number | undefined => {
  const v = pod.metadata.annotations[JOB_COMPLETION_INDEX_ANNOTATION]
  if (v === undefined) return undefined
  const i = goAtoi(v)
  return i === undefined || i < 0 ? undefined : i
}

const int32Annotation = (pod: PodModel, key: string): number => {
  const v = pod.metadata.annotations[key]
  if (v === undefined) return 0
  const i = goAtoi(v)
  return i === undefined || i < 0 || i > MAX_INT32 ? 0 : i
}

/**
 * `batch.kubernetes.io/job-index-failure-count`: 0 when absent,
 * unparsable, negative or above MaxInt32.
 *
 * @example
 * indexFailureCountOf(decodePod({ metadata: { annotations: { 'batch.kubernetes.io/job-index-failure-count': '2' } } })!) // 2
 */
export const indexFailureCountOf = (pod: PodModel): number => int32Annotation(pod, JOB_INDEX_FAILURE_COUNT_ANNOTATION)

/**
 * `batch.kubernetes.io/job-index-ignored-failure-count`, read like
 * {@link indexFailureCountOf}.
 *
 * @example
 * indexIgnoredFailureCountOf(decodePod({ metadata: { annotations: { 'batch.kubernetes.io/job-index-ignored-failure-count': '1' } } })!) // 1
 */
export const indexIgnoredFailureCountOf = (pod: PodModel): number =>
  int32Annotation(pod, JOB_INDEX_IGNORED_FAILURE_COUNT_ANNOTATION)

/**
 * Upstream `getIndexAbsoluteFailureCount`: failure count plus ignored
 * failure count (int32 wrap-around is not modelled).
 *
 * @example
 * absoluteFailureCountOf(decodePod({})!) // 0
 */
export const absoluteFailureCountOf = (pod: PodModel): number =>
  indexFailureCountOf(pod) + indexIgnoredFailureCountOf(pod)

/**
 * Whether `metadata.finalizers` lists `batch.kubernetes.io/job-tracking`.
 *
 * @example
 * isTracked(decodePod({ metadata: { finalizers: ['batch.kubernetes.io/job-tracking'] } })!) // true
 */
export const isTracked = (pod: PodModel): boolean => pod.metadata.finalizers.includes(JOB_TRACKING_FINALIZER)

/**
 * Upstream `maxContainerRestarts`: the highest regular container
 * `restartCount`, 0 when none.
 *
 * @example
 * maxRestartsOf(decodePod({ status: { containerStatuses: [{ name: 'a', restartCount: 2 }] } })!) // 2
 */
export const maxRestartsOf = (pod: PodModel): number => {
  let max = 0
  for (const c of pod.status.containerStatuses) if (c.restartCount > max) max = c.restartCount
  return max
}

/**
 * The highest `restartCount` among the pod's restartable init containers
 * (sidecars: init containers of the spec with `restartPolicy: Always`,
 * matched to their statuses by name); 0 when it has none. The deletion order
 * compares it when the regular containers' maxima tie.
 *
 * @example
 * maxSidecarRestartsOf(decodePod({
 *   spec: { initContainers: [{ name: 'proxy', restartPolicy: 'Always' }] },
 *   status: { initContainerStatuses: [{ name: 'proxy', restartCount: 3 }] },
 * })!) // 3
 */
export const maxSidecarRestartsOf = (pod: PodModel): number => {
  const inits = pod.spec.initContainers
  const statuses = pod.status.initContainerStatuses
  if (inits.length === 0 || statuses.length === 0) return 0
  const sidecars = new Set<string>()
  for (const c of inits) if (c.restartPolicy === 'Always') sidecars.add(c.name)
  if (sidecars.size === 0) return 0
  let max = 0
  for (const c of statuses) if (c.restartCount > max && sidecars.has(c.name)) max = c.restartCount
  return max
}

/**
 * The sum of `restartCount` over regular and init containers (what
 * `restartPolicy: OnFailure` back-off limits add up).
 *
 * @example
 * restartSumOf(decodePod({ status: { initContainerStatuses: [{ name: 'i', restartCount: 1 }] } })!) // 1
 */
export const restartSumOf = (pod: PodModel): number => {
  let sum = 0
  for (const c of pod.status.containerStatuses) sum += c.restartCount
  for (const c of pod.status.initContainerStatuses) sum += c.restartCount
  return sum
}

/**
 * `metadata.creationTimestamp` in ms, `undefined` when unset or malformed.
 *
 * @example
 * creationTimeMs(decodePod({ metadata: { creationTimestamp: '1970-01-01T00:00:02Z' } })!) // 2000
 */
export const creationTimeMs = (pod: PodModel): number | undefined => timeMs(pod.metadata.creationTimestamp)

/**
 * A container status as the finish time reads it: its name and its
 * terminated state's finish time.
 *
 * @example
 * const s: FinishedContainer = { name: 'main', state: { terminated: { finishedAt: '2026-01-01T00:00:00Z' } } }
 */
export interface FinishedContainer {
  readonly name: string
  readonly state: { readonly terminated: { readonly finishedAt: string | undefined } | undefined }
}

/**
 * The fields of a pod its finish time reads: a {@link PodModel} is one; so
 * is the record the sync's scan decodes finished pods into
 * (`./pod-finish`).
 *
 * @example
 * const f: FinishTimeFields = decodePod({})!
 */
export interface FinishTimeFields {
  readonly metadata: {
    readonly creationTimestamp: string | undefined
    readonly deletionTimestamp: string | undefined
    readonly deletionGracePeriodSeconds: number
  }
  readonly spec: { readonly initContainers: readonly { readonly name: string; readonly restartPolicy: string }[] }
  readonly status: {
    readonly conditions: readonly PodConditionModel[]
    readonly containerStatuses: readonly FinishedContainer[]
    readonly initContainerStatuses: readonly FinishedContainer[]
  }
}

// Upstream latestFinishTime: undefined as soon as a considered container has
// no terminated state or no finish time; otherwise the latest finishedAt
// (starting from `prev`).
const latestFinishTime = (
  prev: number | undefined,
  statuses: readonly FinishedContainer[],
  sidecars: ReadonlySet<string> | undefined,
  time: (text: string | undefined) => number | undefined,
): number | undefined => {
  let finish = prev
  for (let i = 0; i < statuses.length; i++) {
    const cs = statuses[i] as FinishedContainer
    if (sidecars !== undefined && !sidecars.has(cs.name)) continue
    const terminated = cs.state.terminated
    const at = terminated === undefined ? undefined : time(terminated.finishedAt)
    if (at === undefined) return undefined
    if (finish === undefined || finish < at) finish = at
  }
  return finish
}

/**
 * Step 1 of {@link finishTimeOf}: the latest `finishedAt` when every regular
 * container (and every restartable init "sidecar" container) has
 * terminated, else `undefined`. Reads only the container lists.
 *
 * @example
 * containersFinishTime(decodePod({ status: { containerStatuses: [{ name: 'c', state: { terminated: { finishedAt: '1970-01-01T00:00:10Z' } } }] } })!) // 10000
 */
export const containersFinishTime = (
  pod: Pick<FinishTimeFields, 'spec' | 'status'>,
  time: (text: string | undefined) => number | undefined = timeMs,
): number | undefined => {
  let fromContainers = latestFinishTime(undefined, pod.status.containerStatuses, undefined, time)
  let sidecars: Set<string> | undefined
  const inits = pod.spec.initContainers
  for (let i = 0; i < inits.length; i++) {
    const c = inits[i] as FinishTimeFields['spec']['initContainers'][number]
    if (c.restartPolicy !== 'Always') continue
    sidecars ??= new Set<string>()
    sidecars.add(c.name)
  }
  // (the init-container pass starts from the regular one's result, `undefined` included, as upstream)
  if (sidecars !== undefined)
    fromContainers = latestFinishTime(fromContainers, pod.status.initContainerStatuses, sidecars, time)
  return fromContainers
}

/**
 * Steps 2–4 of {@link finishTimeOf}, for a pod whose containers give no
 * finish time: the first `Ready` condition's `lastTransitionTime` when it is
 * `False`, else `deletionTimestamp − deletionGracePeriodSeconds`, else
 * `creationTimestamp`. Reads only the conditions and the metadata.
 *
 * @example
 * fallbackFinishTime(decodePod({ metadata: { creationTimestamp: '1970-01-01T00:00:10Z' } })!) // 10000
 */
export const fallbackFinishTime = (
  pod: {
    readonly metadata: FinishTimeFields['metadata']
    readonly status: Pick<FinishTimeFields['status'], 'conditions'>
  },
  time: (text: string | undefined) => number | undefined = timeMs,
): number | undefined => {
  const conditions = pod.status.conditions
  for (let i = 0; i < conditions.length; i++) {
    const c = conditions[i] as PodConditionModel
    if (c.type !== 'Ready') continue
    if (c.status === 'False') {
      const t = time(c.lastTransitionTime)
      if (t !== undefined) return t
    }
    break
  }
  const meta = pod.metadata
  const deletion = time(meta.deletionTimestamp)
  if (deletion !== undefined) return deletion - meta.deletionGracePeriodSeconds * 1000
  return time(meta.creationTimestamp)
}

/**
 * A pod's finish time in ms, as upstream `getFinishedTime` decides it:
 * 1. every regular container (and every restartable init "sidecar"
 *    container) terminated → the latest `finishedAt`
 *    ({@link containersFinishTime});
 * 2. else the first `Ready` condition's `lastTransitionTime` when it is
 *    `False`;
 * 3. else `deletionTimestamp − deletionGracePeriodSeconds`;
 * 4. else `creationTimestamp` (2–4: {@link fallbackFinishTime}).
 * `undefined` stands for Go's zero time. `time` reads a timestamp (by
 * default {@link timeMs}; the sync passes one that parses each distinct
 * text once).
 *
 * @example
 * finishTimeOf(decodePod({ metadata: { creationTimestamp: '1970-01-01T00:00:10Z' } })!) // 10000
 */
export const finishTimeOf = (
  pod: FinishTimeFields,
  time: (text: string | undefined) => number | undefined = timeMs,
): number | undefined => containersFinishTime(pod, time) ?? fallbackFinishTime(pod, time)
