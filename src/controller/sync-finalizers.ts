/**
 * `syncJob`'s finished-pod accounting (upstream's
 * `trackJobStatusAndRemoveFinalizers`): which pods lose their tracking
 * finalizer in this sync, which of them are counted (through
 * `uncountedTerminatedPods`, at most 500 per sync), and which UIDs leave
 * `uncountedTerminatedPods` for the counters once the removals succeed.
 * Internal to the package.
 *
 * @module
 */
import { JobConditionType, MAX_UNCOUNTED_PODS, PodPhase } from './constants'
import type { FinishedCounts } from './sync-backoff'
import type { Candidate } from './sync-conditions'
import type { IndexProgress } from './sync-indexes'
import { hasInterval } from './sync-intervals'
import type { JobPods } from './sync-job-pods'
import { activeIdentity, type SyncPod } from './sync-pods'
import { byPosition, stableByIndex } from './sync-removal'
import type { SyncRun } from './sync-run'

/**
 * What the accounting leaves for the new status.
 *
 * @example
 * const a: FinalizerAccounting = trackFinishedPods(run, undefined, counts, NO_INDEXES)
 * a.keepSucceeded // UIDs still in uncountedTerminatedPods.succeeded
 */
export interface FinalizerAccounting {
  /** `status.succeeded` with the successes counted in this sync (NonIndexed; Indexed Jobs count indexes). */
  readonly statusSucceeded: number
  /** `status.failed` with the failures counted in this sync. */
  readonly statusFailed: number
  /** UIDs staying in `uncountedTerminatedPods.succeeded` (their pod still carries the finalizer). */
  readonly keepSucceeded: string[]
  /** UIDs staying in `uncountedTerminatedPods.failed`. */
  readonly keepFailed: string[]
  /** Indexed: the not yet completed indexes of the succeeded pods processed. */
  readonly newSucceededIndexes: number[]
  /** The sync stopped at {@link MAX_UNCOUNTED_PODS} uncounted pods. */
  readonly reachedMax: boolean
  /** Entries leave `uncountedTerminatedPods` after the removals: upstream writes the status once more. */
  readonly lateFlush: boolean
  /** UIDs of `uncountedTerminatedPods` whose pod carried the finalizer when the sync started (`undefined`: none listed). */
  readonly trackedBefore: ReadonlySet<string> | undefined
}

/**
 * The accounting (see the module comment). Pods are processed in
 * completion-index order (list order for NonIndexed Jobs); the finalizer
 * of each processed pod is removed (`run.removeFinalizers`) and
 * `run.needsFlush` is set when the status changes.
 *
 * @example
 * trackFinishedPods(run, undefined, counts, NO_INDEXES).reachedMax // false below 500 pods
 */
export const trackFinishedPods = (
  run: SyncRun,
  candidate: Candidate | undefined,
  counts: FinishedCounts,
  indexes: IndexProgress,
): FinalizerAccounting => {
  const jobPods = run.pods
  const { indexed, comps } = run.spec
  const { uncSucc, uncFail } = counts
  const { removableList, entries } = removablePods(run, candidate, indexes)
  // Entries name pods (see removablePods); a record is built only for the
  // entries the loop below reaches (at most about 500 in the common case).
  const entryPod = (e: number): SyncPod => (e >= 0 ? jobPods.finishedPod(e) : (removableList[-1 - e] as SyncPod))
  // Sorting just the removable pods by index keeps upstream's order (it
  // sorts every pod) at a fraction of the cost.
  const ordered = indexed
    ? stableByIndex(entries, (e) => (e >= 0 ? jobPods.finishedIndexOf(e) : (removableList[-1 - e] as SyncPod).index))
    : entries
  const prevSucceeded = indexes.prevSucceeded
  const removed = new Set<SyncPod>()
  const uncSuccOut = counts.uncountedSucceeded.slice()
  const uncFailOut = counts.uncountedFailed.slice()
  const newSucceededIndexes: number[] = []
  let reachedMax = false
  let needsFlush = false
  const failingJob = candidate !== undefined && candidate.type !== JobConditionType.SuccessCriteriaMet
  for (let o = 0; o < ordered.length; o++) {
    const p = entryPod(ordered[o] as number)
    const considerFailed = jobPods.isFailed(p)
    removed.add(p)
    run.removeFinalizers.push(p.name)
    if (p.phase === PodPhase.Succeeded && !uncFail.has(p.uid)) {
      if (indexed) {
        if (p.index >= 0 && p.index < comps && !hasInterval(prevSucceeded, p.index)) {
          newSucceededIndexes.push(p.index)
          needsFlush = true
        }
      } else if (!uncSucc.has(p.uid)) {
        needsFlush = true
        uncSuccOut.push(p.uid)
      }
    } else if (considerFailed || failingJob) {
      if (!uncFail.has(p.uid) && jobPods.validIndex(p) && jobPods.countsAsFailed(p)) {
        needsFlush = true
        uncFailOut.push(p.uid)
      }
    }
    if (newSucceededIndexes.length + uncSuccOut.length + uncFailOut.length >= MAX_UNCOUNTED_PODS) {
      reachedMax = true
      break
    }
  }
  // Every finalizer removal succeeds: UIDs whose pod no longer carries the
  // finalizer leave uncountedTerminatedPods and are added to the counters.
  let keepSucceeded: string[] = []
  let keepFailed: string[] = []
  let lateFlush = false
  if (uncSuccOut.length > 0 || uncFailOut.length > 0) {
    const stillTracked = stillTrackedAfter(jobPods, new Set<string>([...uncSuccOut, ...uncFailOut]), removed)
    keepSucceeded = uncSuccOut.filter((u) => stillTracked.has(u))
    keepFailed = uncFailOut.filter((u) => stillTracked.has(u))
    // Entries leaving uncountedTerminatedPods after the finalizer removals
    // make upstream write the status once more (its back-off record was
    // stored, if at all, with the first write).
    if (keepSucceeded.length < uncSuccOut.length || keepFailed.length < uncFailOut.length) lateFlush = true
  }
  // UIDs of the pods that carried the finalizer when the sync started.
  let trackedBefore: Set<string> | undefined
  if (counts.uncountedSucceeded.length > 0 || counts.uncountedFailed.length > 0) {
    const original = new Set<string>([...counts.uncountedSucceeded, ...counts.uncountedFailed])
    trackedBefore = trackedAmong(jobPods, original)
    // Entries whose pod had already lost its finalizer before this sync are
    // flushed before the finalizers are removed (cleanUncountedPodsWithoutFinalizers).
    if (trackedBefore.size < original.size) needsFlush = true
  }
  if (needsFlush) run.needsFlush = true
  return {
    statusSucceeded: counts.statusSucceeded + uncSuccOut.length - keepSucceeded.length,
    statusFailed: counts.statusFailed + uncFailOut.length - keepFailed.length,
    keepSucceeded,
    keepFailed,
    newSucceededIndexes,
    reachedMax,
    lateFlush,
    trackedBefore,
  }
}

/**
 * The pods whose finalizer can go, in list order, as entries: `k >= 0` is
 * tracked finished pod `k`, `−1 − i` is `removableList[i]`. A pod is
 * removable when it carries the finalizer and the Job is deleted or
 * finishing, or the pod Succeeded, or it failed and no per-index back-off
 * delays its deletion.
 */
const removablePods = (
  run: SyncRun,
  candidate: Candidate | undefined,
  indexes: IndexProgress,
): { removableList: SyncPod[]; entries: ArrayLike<number> } => {
  const jobPods = run.pods
  const scan = jobPods.scan
  const { jobDeleting, perIndex } = run.spec
  const delayed = indexes.delayed
  const isRemovable = (p: SyncPod): boolean =>
    p.finalizer &&
    (jobDeleting ||
      candidate !== undefined ||
      p.phase === PodPhase.Succeeded ||
      (jobPods.isFailed(p) && !(perIndex !== undefined && p.index >= 0 && delayed.get(p.index) === p)))
  if (jobDeleting || candidate !== undefined || perIndex !== undefined) {
    // Active pods can only be removable when the Job is deleted or finishing.
    const pool =
      jobDeleting || candidate !== undefined
        ? byPosition(jobPods.allOthers(), jobPods.activePods())
        : jobPods.allOthers()
    const removableList = pool.filter(isRemovable)
    return { removableList, entries: Int32Array.from(removableList, (_, i) => -1 - i) }
  }
  // Here every tracked finished pod is removable (it Succeeded, or it
  // Failed and no per-index back-off delays it); terminating pods are tested.
  const removableList = scan.others.filter(isRemovable)
  const finishedCount = scan.finishedCount
  const merged = new Int32Array(removableList.length + finishedCount)
  let i = 0
  let k = 0
  for (let e = 0; e < merged.length; e++) {
    if (
      k >= finishedCount ||
      (i < removableList.length && (removableList[i] as SyncPod).pos < (scan.finishedPos[k] as number))
    ) {
      merged[e] = -1 - i
      i++
    } else {
      merged[e] = k
      k++
    }
  }
  return { removableList, entries: merged }
}

/** The UIDs of `wanted` whose pod still carries the finalizer after the `removed` pods lost theirs. */
const stillTrackedAfter = (
  jobPods: JobPods,
  wanted: ReadonlySet<string>,
  removed: ReadonlySet<SyncPod>,
): Set<string> => {
  const scan = jobPods.scan
  const stillTracked = new Set<string>()
  // (the cheap string lookup in the small `wanted` set goes first)
  for (const p of scan.others) if (p.finalizer && wanted.has(p.uid) && !removed.has(p)) stillTracked.add(p.uid)
  for (let k = 0; k < scan.finishedCount; k++) {
    const uid = scan.finishedUids[k] as string
    if (!wanted.has(uid)) continue
    // A removed pod went through the accounting loop, so its record exists.
    const p = jobPods.builtFinishedPod(k)
    if (p === undefined || !removed.has(p)) stillTracked.add(uid)
  }
  const activeBuilt = jobPods.builtActivePods()
  if (activeBuilt !== undefined) {
    for (const p of activeBuilt) if (p.finalizer && wanted.has(p.uid) && !removed.has(p)) stillTracked.add(p.uid)
  } else {
    // Active pods were not processed (never removed) in this sync.
    for (let k = 0; k < scan.activeCount; k++) {
      const id = activeIdentity(scan, k)
      if (id.finalizer && wanted.has(id.uid)) stillTracked.add(id.uid)
    }
  }
  return stillTracked
}

/** The UIDs of `original` whose pod carries the finalizer (at the start of the sync). */
const trackedAmong = (jobPods: JobPods, original: ReadonlySet<string>): Set<string> => {
  const scan = jobPods.scan
  const trackedBefore = new Set<string>()
  for (const p of scan.others) if (p.finalizer && original.has(p.uid)) trackedBefore.add(p.uid)
  for (let k = 0; k < scan.finishedCount; k++) {
    const uid = scan.finishedUids[k] as string
    if (original.has(uid)) trackedBefore.add(uid)
  }
  for (let k = 0; k < scan.activeCount; k++) {
    const id = activeIdentity(scan, k)
    if (id.finalizer && original.has(id.uid)) trackedBefore.add(id.uid)
  }
  return trackedBefore
}
