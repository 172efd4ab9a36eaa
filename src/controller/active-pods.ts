/**
 * Which active pods the Job controller deletes first (upstream
 * `controller.ActivePods` ordering) and the Indexed-Job duplicate-index
 * clean-up built on it (`appendDuplicatedIndexPodsForRemoval`).
 *
 * @module
 */
import {
  completionIndexOf,
  creationTimeMs,
  isReady,
  maxRestartsOf,
  maxSidecarRestartsOf,
  readyTimeMs,
} from './pod-fields'
import { decodePodOrEmpty as model, type PodModel } from './pod-model'
import type { PodInfo } from './pod-types'
import { guarded } from '../wire/guard'
import { patternDefeatingSort } from '../labels/pattern-defeating-sort'

/** `pods` sorted into CU `ActivePods` order as Go's `sort.Sort` leaves them (equal pods included). */
const goSortedForDeletion = (pods: PodInfo[]): PodInfo[] => {
  const models = pods.map(model)
  const order = pods.map((_, k) => k)
  patternDefeatingSort(
    order,
    (i, j) => compareActivePodModels(models[i] as PodModel, models[j] as PodModel) < 0,
    0,
    order.length,
  )
  return order.map((k) => pods[k] as PodInfo)
}
import { pushAll } from '../wire/push-all'

const phaseRank = (pod: PodModel): number => {
  const phase = pod.status.phase
  return phase === 'Running' ? 2 : phase === 'Unknown' ? 1 : 0
}

// Go's afterOrZero ordering for "descending time, zero time first":
// negative when `a` sorts before `b`.
const compareAfterOrZero = (a: number | undefined, b: number | undefined): number => {
  if (a === b) return 0
  if (a === undefined) return -1
  if (b === undefined) return 1
  return a > b ? -1 : 1
}

/**
 * {@link compareActivePodsForDeletion} on decoded pods (what `syncJob`
 * sorts by).
 *
 * @example
 * compareActivePodModels(decodePod({ status: { phase: 'Pending' } })!, decodePod({ status: { phase: 'Running' } })!) // -2
 */
export const compareActivePodModels = (a: PodModel, b: PodModel): number => {
  const aScheduled = a.spec.nodeName !== ''
  const bScheduled = b.spec.nodeName !== ''
  if (aScheduled !== bScheduled) return aScheduled ? 1 : -1
  const phaseDiff = phaseRank(a) - phaseRank(b)
  if (phaseDiff !== 0) return phaseDiff
  const aReady = isReady(a)
  const bReady = isReady(b)
  if (aReady !== bReady) return aReady ? 1 : -1
  if (aReady) {
    const byReady = compareAfterOrZero(readyTimeMs(a), readyTimeMs(b))
    if (byReady !== 0) return byReady
  }
  const restartDiff = maxRestartsOf(b) - maxRestartsOf(a)
  if (restartDiff !== 0) return restartDiff > 0 ? 1 : -1
  const sidecarDiff = maxSidecarRestartsOf(b) - maxSidecarRestartsOf(a)
  if (sidecarDiff !== 0) return sidecarDiff > 0 ? 1 : -1
  return compareAfterOrZero(creationTimeMs(a), creationTimeMs(b))
}

/** `compareActivePodsForDeletion` before the boundary guard. */
const compareActivePodsForDeletionUnguarded = (a: PodInfo, b: PodInfo): number =>
  compareActivePodModels(model(a), model(b))

/**
 * A copy of `pods` sorted by {@link compareActivePodsForDeletion} the way
 * Go's `sort.Sort` sorts upstream's `ActivePods`: the first `n` are the ones
 * the controller deletes when it must remove `n`. Equal pods keep their
 * order up to 12 pods; beyond that they end up where Go's pattern-defeating
 * quicksort puts them, so for the same list order the answer is upstream's.
 *
 * @example
 * sortActivePodsForDeletion(activePods).slice(0, excess)
 */
export const sortActivePodsForDeletion = (pods: readonly PodInfo[]): PodInfo[] =>
  Array.isArray(pods) ? goSortedForDeletion([...pods]) : []

/**
 * Result of {@link splitDuplicatedIndexPods}.
 *
 * @example
 * const { remove, keep } = splitDuplicatedIndexPods(activePods, 4)
 */
export interface DuplicatedIndexSplit {
  /** Pods to delete: no/invalid index, index ≥ completions, or an extra pod of an index. */
  readonly remove: PodInfo[]
  /** One pod per valid index: the one sorting last by deletion order. */
  readonly keep: PodInfo[]
}

const indexOrUnknown = (pod: PodInfo): number => completionIndexOf(model(pod)) ?? -1

/**
 * Upstream `appendDuplicatedIndexPodsForRemoval` for the active pods of an
 * Indexed Job: pods are ordered by completion index (unknown index first);
 * pods without a valid index and pods whose index is `>= completions` are
 * removed; when several pods share an index, all but the one that sorts last
 * by {@link compareActivePodsForDeletion} are removed. The pods of an index
 * are ordered as Go's `sort.Sort` orders them; pods are grouped by index with
 * a stable sort, as Go's sort groups them up to 12 pods (beyond, Go's order
 * of pods sharing an index follows the informer's, which varies).
 *
 * @example
 * const pod = (ix, phase) => ({ metadata: { annotations: { 'batch.kubernetes.io/job-completion-index': ix } }, status: { phase } })
 * splitDuplicatedIndexPods([pod('0', 'Running'), pod('0', 'Pending'), pod('7', 'Running')], 6)
 * // remove: [pod 0 Pending, pod 7 Running]; keep: [pod 0 Running]
 */
export const splitDuplicatedIndexPods = (pods: readonly PodInfo[], completions: number): DuplicatedIndexSplit => {
  const remove: PodInfo[] = []
  const keep: PodInfo[] = []
  if (!Array.isArray(pods)) return { remove, keep }
  const limit = typeof completions === 'number' && !Number.isNaN(completions) ? completions : 0
  const withIndex = pods.map((pod: PodInfo) => ({ pod, ix: indexOrUnknown(pod) })).sort((x, y) => x.ix - y.ix)
  const flush = (group: PodInfo[], ix: number): void => {
    if (group.length === 0) return
    if (ix < 0) pushAll(remove, group)
    else if (group.length === 1) keep.push(group[0] as PodInfo)
    else {
      const sorted = goSortedForDeletion(group)
      pushAll(remove, sorted.slice(0, -1))
      keep.push(sorted[sorted.length - 1] as PodInfo)
    }
  }
  let group: PodInfo[] = []
  let groupIx = -1
  for (let i = 0; i < withIndex.length; i++) {
    const { pod, ix } = withIndex[i] as { pod: PodInfo; ix: number }
    if (ix >= limit) {
      // upstream appends the out-of-range tail before settling the open group
      for (let j = i; j < withIndex.length; j++) remove.push((withIndex[j] as { pod: PodInfo }).pod)
      break
    }
    if (ix !== groupIx) {
      flush(group, groupIx)
      group = []
      groupIx = ix
    }
    group.push(pod)
  }
  flush(group, groupIx)
  return { remove, keep }
}

/**
 * Comparator for deleting active pods, best candidate first (upstream
 * `ActivePods.Less`): unscheduled before scheduled; `Pending` < `Unknown` <
 * `Running` (other phases rank with `Pending`); not ready before ready; among
 * ready pods, ready more recently first (no ready time first); higher
 * maximum container restart count first, then higher maximum restart count of
 * the restartable init containers (sidecars); newer creation timestamp first (no
 * timestamp first). Returns a negative number when `a` should go before `b`,
 * 0 when upstream considers them equal. A total preorder, safe for
 * `Array.prototype.sort`; never throws.
 *
 * @example
 * const pods = [
 *   { metadata: { name: 'running' }, spec: { nodeName: 'n1' }, status: { phase: 'Running' } },
 *   { metadata: { name: 'pending' }, status: { phase: 'Pending' } },
 * ]
 * [...pods].sort(compareActivePodsForDeletion).map((p) => p.metadata.name) // ['pending', 'running']
 */
export const compareActivePodsForDeletion = /* @__PURE__ */ guarded(() => 0, compareActivePodsForDeletionUnguarded)
