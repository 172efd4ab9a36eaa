/**
 * `syncJob`'s pod orderings: by completion index, by list position, and
 * which active pods go first when some must be removed (JC
 * `activePodsForRemoval`). Internal to the package.
 *
 * @module
 */
import { patternDefeatingSort } from '../labels/pattern-defeating-sort'
import { compareActivePodModels } from './active-pods'
import type { SyncPod } from './sync-pods'

/** CU `ActivePods.Less` on records. */
const deletedBefore = (a: SyncPod, b: SyncPod): boolean => compareActivePodModels(a.pod, b.pod) < 0

/**
 * Sorts `pods` in place into CU `ActivePods` order exactly as Go's
 * `sort.Sort` does: equal pods end up where Go's pattern-defeating quicksort
 * leaves them (stable up to 12 pods, not beyond), so for the same list order
 * the same pods are deleted.
 */
const sortForDeletion = (pods: SyncPod[]): void => patternDefeatingSort(pods, deletedBefore, 0, pods.length)

/**
 * Stable sort by completion index (unknown index −1 first).
 *
 * Speed: linear in the usual case. Input already in index order is copied as
 * is; otherwise, when the indexes span a range comparable to the item count,
 * a stable counting sort places each item (O(n + range), no comparator
 * calls). Only a sparse spread of huge indexes falls back to the comparison sort.
 */
export const stableByIndex = <T>(items: ArrayLike<T>, indexOf: (item: T) => number): ArrayLike<T> => {
  const n = items.length
  const keys = new Float64Array(n)
  let max = -1
  let inOrder = true
  let previous = -1
  for (let k = 0; k < n; k++) {
    const ix = indexOf(items[k] as T)
    keys[k] = ix
    if (ix < previous) inOrder = false
    previous = ix
    if (ix > max) max = ix
  }
  if (inOrder) return items
  // bucket b holds index b − 1 (so −1 is bucket 0)
  const buckets = max + 2
  if (!Number.isSafeInteger(max) || buckets > 8 * n + 4096) {
    const order = Array.from(keys, (_, k) => k)
    order.sort((a, b) => (keys[a] as number) - (keys[b] as number))
    return order.map((k) => items[k] as T)
  }
  const start = new Int32Array(buckets + 1)
  for (let k = 0; k < n; k++) {
    const b = (keys[k] as number) + 2
    start[b] = (start[b] as number) + 1
  }
  for (let b = 1; b <= buckets; b++) start[b] = (start[b] as number) + (start[b - 1] as number)
  const out = new Array<T>(n)
  for (let k = 0; k < n; k++) {
    const b = (keys[k] as number) + 1
    out[start[b] as number] = items[k] as T
    start[b] = (start[b] as number) + 1
  }
  return out
}

/** Stable sort of pods by completion index (unknown index −1 first); the input itself when already in order. */
export const byIndex = (pods: readonly SyncPod[]): readonly SyncPod[] =>
  // an array in, an array out: either `pods` itself or a new array
  stableByIndex(pods, (p) => p.index) as readonly SyncPod[]

/** Whether every index is in `[0, completions)` and no index repeats (bitmap or sort, no Set). */
export const indexesValidAndUnique = (indexes: ArrayLike<number>, n: number, completions: number): boolean => {
  if (n > completions) return false
  if (completions <= Math.max(8 * n, 4096)) {
    const seen = new Uint8Array(completions)
    for (let k = 0; k < n; k++) {
      const ix = indexes[k] as number
      if (ix < 0 || ix >= completions || seen[ix] === 1) return false
      seen[ix] = 1
    }
    return true
  }
  const sorted = new Float64Array(n)
  for (let k = 0; k < n; k++) sorted[k] = indexes[k] as number
  sorted.sort()
  for (let k = 0; k < n; k++) {
    const ix = sorted[k] as number
    if (ix < 0 || ix >= completions || (k > 0 && ix === sorted[k - 1])) return false
  }
  return true
}

/** The non-negative values among the first `n` of `indexes`. */
export const knownIndexes = (indexes: ArrayLike<number>, n: number): number[] => {
  const out: number[] = []
  for (let k = 0; k < n; k++) {
    const ix = indexes[k] as number
    if (ix >= 0) out.push(ix)
  }
  return out
}

/** Merges two pod lists that are each in list order into one in list order. */
export const byPosition = (a: readonly SyncPod[], b: readonly SyncPod[]): SyncPod[] => {
  const out: SyncPod[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length)
    out.push((a[i] as SyncPod).pos < (b[j] as SyncPod).pos ? (a[i++] as SyncPod) : (b[j++] as SyncPod))
  while (i < a.length) out.push(a[i++] as SyncPod)
  while (j < b.length) out.push(b[j++] as SyncPod)
  return out
}

/**
 * JC `activePodsForRemoval`: for Indexed Jobs first every pod without a valid
 * index, with an index `>= completions`, or duplicating an index (keeping the
 * one that sorts last); then, if more must go, the remaining pods in
 * deletion order (CU `ActivePods`).
 */
export const activePodsForRemoval = (
  activePodsOf: () => readonly SyncPod[],
  activeIndex: ArrayLike<number>,
  activeCount: number,
  rmAtLeast: number,
  indexed: boolean,
  completions: number,
): SyncPod[] => {
  if (indexed && rmAtLeast === 0 && indexesValidAndUnique(activeIndex, activeCount, completions)) return []
  if (!indexed && rmAtLeast === 0) return []
  const activePods = activePodsOf()
  let rm: SyncPod[] = []
  let left: SyncPod[]
  if (indexed) {
    // Fast path: nothing to remove when every index is valid and unique.
    const seen = new Set<number>()
    let clean = true
    for (const p of activePods) {
      if (p.index < 0 || p.index >= completions || seen.has(p.index)) {
        clean = false
        break
      }
      seen.add(p.index)
    }
    // (either way `left` is in completion-index order, as upstream sorts it first)
    if (clean) left = Array.from(byIndex(activePods))
    else {
      left = []
      const sorted = byIndex(activePods)
      let groupStart = 0
      let looped = 0
      const flushGroup = (from: number, to: number): void => {
        if (to <= from) return
        const first = sorted[from] as SyncPod
        if (first.index < 0) {
          for (let k = from; k < to; k++) rm.push(sorted[k] as SyncPod)
          return
        }
        if (to - from === 1) {
          left.push(first)
          return
        }
        const group = sorted.slice(from, to)
        sortForDeletion(group)
        for (let k = 0; k < group.length - 1; k++) rm.push(group[k] as SyncPod)
        left.push(group[group.length - 1] as SyncPod)
      }
      let lastIndex = -1
      for (let k = 0; k < sorted.length; k++) {
        const ix = (sorted[k] as SyncPod).index
        if (ix >= completions) {
          for (let m = k; m < sorted.length; m++) rm.push(sorted[m] as SyncPod)
          break
        }
        if (ix !== lastIndex) {
          flushGroup(groupStart, k)
          groupStart = k
          lastIndex = ix
        }
        looped++
      }
      flushGroup(groupStart, looped)
    }
  } else left = activePods.slice()
  if (rm.length < rmAtLeast) {
    sortForDeletion(left)
    rm = rm.concat(left.slice(0, rmAtLeast - rm.length))
  }
  return rm
}
