/**
 * `syncJob`'s pod management: deleting every active pod of a finishing Job,
 * and upstream's `manageJob` — remove the active pods of a suspended Job,
 * scale down to the wanted number of active pods, or create the missing
 * ones (respecting the back-off, Indexed: at the lowest free indexes, each
 * index after its own back-off with `backoffLimitPerIndex`). At most 500
 * pods are created or deleted per sync. Internal to the package.
 *
 * @module
 */
import { type BackoffRecord, remainingBackoffSeconds, remainingForIndex } from './backoff'
import { MAX_POD_CREATE_DELETE_PER_SYNC } from './constants'
import { indexFailureCountOf, indexIgnoredFailureCountOf } from './pod-fields'
import type { IndexProgress } from './sync-indexes'
import { firstFreeIndexes, intervalsOf, mergeIntervals } from './sync-intervals'
import type { SyncPod } from './sync-pods'
import { activePodsForRemoval, knownIndexes } from './sync-removal'
import type { SyncRun } from './sync-run'

/**
 * A finishing Job (a finished-condition candidate exists): every active pod
 * is deleted (their finalizers go with the finished-pod accounting).
 *
 * @example
 * deleteActivePods(run)
 * run.active // 0
 */
export const deleteActivePods = (run: SyncRun): void => {
  const all = run.pods.activePods()
  for (const p of all) {
    run.deletePods.push(p.name)
    if (p.ready) run.ready--
  }
  run.terminating += all.length
  run.active -= all.length
}

/**
 * Upstream's `manageJob` (see the module comment), on a Job that is not
 * finishing, whose earlier creates and deletes were all observed.
 * `succeeded` is the Job's succeeded count, `record` its back-off record.
 *
 * @example
 * manageJob(run, 0, { failuresAfterLastSuccess: 0 }, NO_INDEXES)
 * run.createPods // parallelism, for a new Job
 */
export const manageJob = (run: SyncRun, succeeded: number, record: BackoffRecord, indexes: IndexProgress): void => {
  const { indexed, comps, completions, parallelism } = run.spec
  const scan = run.pods.scan
  const activePodsOf = (): SyncPod[] => run.pods.activePods()
  if (run.spec.suspended) {
    run.deleteWithFinalizerRemoval(
      activePodsForRemoval(activePodsOf, scan.activeIndex, scan.activeCount, run.active, indexed, comps),
    )
    return
  }
  const active = run.active
  let wantActive: number
  if (completions === undefined) wantActive = succeeded > 0 ? active : parallelism
  else wantActive = Math.max(0, Math.min(comps - succeeded, parallelism))
  const rmAtLeast = Math.max(active - wantActive, 0)
  const victims = activePodsForRemoval(
    activePodsOf,
    scan.activeIndex,
    scan.activeCount,
    rmAtLeast,
    indexed,
    comps,
  ).slice(0, MAX_POD_CREATE_DELETE_PER_SYNC)
  if (victims.length > 0) {
    run.deleteWithFinalizerRemoval(victims)
    return
  }
  const diff = wantActive - (run.spec.onlyReplaceFailed ? run.terminating : 0) - active
  if (diff <= 0) return
  const remaining = run.spec.perIndex === undefined ? remainingBackoffSeconds(record, run.nowMs) : 0
  if (remaining > 0) {
    run.requeueWithBatchPeriod(remaining)
    // Before 1.36 manageJob answered 0 active pods here (./profile-rules).
    if (!run.rules.activeKeptInBackoff) run.active = 0
    return
  }
  const toCreate = Math.min(diff, MAX_POD_CREATE_DELETE_PER_SYNC)
  if (!indexed) {
    run.createPods = toCreate
    run.active += toCreate
    return
  }
  const createIndexes = indexesToCreate(run, toCreate, indexes)
  if (createIndexes === undefined) {
    if (!run.rules.activeKeptInBackoff) run.active = 0
    return
  }
  run.createIndexes = createIndexes
  run.createPods = createIndexes.length
  run.active += createIndexes.length
}

/**
 * Indexed: the lowest indexes that are not succeeded, active, failed (nor
 * terminating, when only failed pods are replaced), at most `count`. With
 * `backoffLimitPerIndex`, only the indexes whose back-off is over, with
 * their failure-count annotations recorded in `run`; `undefined` (and a
 * requeue) when every such index must still wait.
 */
const indexesToCreate = (run: SyncRun, count: number, indexes: IndexProgress): number[] | undefined => {
  const { comps, perIndex } = run.spec
  const { scan } = run.pods
  let taken = mergeIntervals(indexes.succeeded, intervalsOf(knownIndexes(scan.activeIndex, scan.activeCount)))
  if (run.spec.onlyReplaceFailed) {
    taken = mergeIntervals(
      taken,
      intervalsOf(scan.others.filter((p) => p.terminating && p.index >= 0).map((p) => p.index)),
    )
  }
  if (indexes.failed !== undefined) taken = mergeIntervals(taken, indexes.failed)
  const toAdd = firstFreeIndexes(taken, count, comps)
  if (perIndex === undefined) return toAdd
  const { delayed } = indexes
  const ready: number[] = []
  let minRemaining: number | undefined
  for (const ix of toAdd) {
    const last = delayed.get(ix)
    const r = last === undefined ? 0 : remainingForIndex(last.pod, run.nowMs)
    if (r === 0) ready.push(ix)
    else if (minRemaining === undefined || r < minRemaining) minRemaining = r
  }
  const failureCounts: number[] = []
  const ignoredCounts: number[] = []
  for (const ix of ready) {
    const last = delayed.get(ix)
    let failures = 0
    let ignored = 0
    if (last !== undefined) {
      failures = indexFailureCountOf(last.pod)
      ignored = indexIgnoredFailureCountOf(last.pod)
      if (run.pods.countsAsFailed(last)) failures++
      else ignored++
    }
    failureCounts.push(failures)
    ignoredCounts.push(ignored)
  }
  run.createFailureCounts = failureCounts
  run.createIgnoredCounts = ignoredCounts
  if (ready.length === 0 && minRemaining !== undefined && minRemaining > 0) {
    run.requeueWithBatchPeriod(minRemaining)
    return undefined
  }
  return ready
}
