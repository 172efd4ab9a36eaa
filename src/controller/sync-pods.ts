/**
 * One pass over the pods a sync sees: every field `syncJob` needs for every
 * pod, decoded once through the pod decoder (`./pod-head`, `./pod-model`) into compact
 * columns; the whole pod model is decoded only for the pods a step acts on.
 * Total over arbitrary input (non-object pods are dropped; missing fields
 * read as absent; accessors are never invoked).
 *
 * @module
 */
import { PodPhase } from './constants'
import { goAtoi } from './index-set'
import { CLAIMED, NOT_CLAIMED, type PodClaimer } from './claim-pods'
import { decodePodHead, decodePodIndex, decodePodUid, newPodHead, type PodHead } from './pod-head'
import { decodePodOrEmpty, type PodModel, withTrackingFinalizer } from './pod-model'
import { completionIndexOf, isDeleted, isReady, isTerminalPhase, isTracked } from './pod-fields'
import { ownField, ownLength } from '../wire/read'

/**
 * A pod as one sync sees it: its decoded model and what the sync derives
 * from it. `index` is -1 when the pod has no valid completion index.
 *
 * @example
 * scanPods([{ metadata: { name: 'a' }, status: { phase: 'Failed' } }], false, () => 0).finishedCount // 0 (no finalizer: already counted)
 */
export interface SyncPod {
  readonly pod: PodModel
  readonly pos: number
  readonly name: string
  readonly uid: string
  readonly phase: string
  readonly deleted: boolean
  readonly finalizer: boolean
  readonly index: number
  readonly active: boolean
  readonly terminating: boolean
  readonly ready: boolean
}

/**
 * Own property of a plain object, else undefined (for the library's own
 * values: the Job after the guard's copy, the controller state).
 *
 * @example
 * own({ a: 1 }, 'a') // 1
 * own([], 'length') // undefined
 */
export const own = (o: unknown, key: string): unknown =>
  typeof o === 'object' && o !== null && !Array.isArray(o) && Object.prototype.hasOwnProperty.call(o, key)
    ? (o as Record<string, unknown>)[key]
    : undefined

/**
 * The value when it is an array, else an empty array.
 *
 * @example
 * arrayOf(null) // []
 */
export const arrayOf = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : [])

// 8 doubles = 64 bytes: V8 keeps typed arrays this small inside the JS heap, where allocating
// them is as cheap as a plain object (larger ones get a separately allocated backing store).
const COLUMN_START = 8
/** A column with twice the capacity and the same leading values. */
const grow = (column: Float64Array): Float64Array => {
  const bigger = new Float64Array(column.length * 2)
  bigger.set(column)
  return bigger
}

/** Completion index from the annotation text: plain decimal fast path, else Go Atoi rules; -1 when none. */
const indexOf = (v: string | undefined): number => {
  if (v === undefined) return -1
  const len = v.length
  if (len > 0 && len < 10) {
    let n = 0
    let k = 0
    for (; k < len; k++) {
      const c = v.charCodeAt(k) - 48
      if (c < 0 || c > 9) break
      n = n * 10 + c
    }
    if (k === len) return n
  }
  const i = goAtoi(v)
  return i === undefined || i < 0 ? -1 : i
}

/** Bit of {@link PodScan.posFlags}: a pod the sync works on (claimed). */
export const POS_CLAIMED = 1
/** Bit of {@link PodScan.posFlags}: an adopted pod the sync goes on with as if it carried the tracking finalizer. */
const POS_ADOPTED_UNTRACKED = 2
/** Bit of {@link PodScan.posFlags}: phase `Failed`. */
export const POS_FAILED = 4
/** Bit of {@link PodScan.posFlags}: phase `Succeeded`. */
export const POS_SUCCEEDED = 8
/** Bit of {@link PodScan.posFlags}: the pod has a `deletionTimestamp`. */
export const POS_DELETED = 16
/** Bit of {@link PodScan.posFlags}: the pod carries the tracking finalizer (or is adopted as if it did). */
const POS_TRACKED = 32
/** Bit of {@link PodScan.posFlags}: a claimed pod without a controller reference (an orphan the Job adopts). */
const POS_ORPHAN = 64

/**
 * One pass over the pods (see the module comment). Active pods (the bulk
 * of a large Job) are kept as their list position plus completion index
 * and readiness, and turned into {@link SyncPod} records only when a step
 * needs them (deletion, a failing or deleted Job). Finished pods that still
 * carry the tracking finalizer are kept the same way (position, index,
 * phase and deletion flags, UID, finish time) and become records only for
 * the steps that act on them one by one. Deleted pods that are not finished
 * yet become records in `others`. Finished pods without the finalizer were
 * counted in an earlier sync and are dropped (the pod-failure-policy
 * `FailJob` scan, the only step that still looks at them, reads
 * `posFlags` and {@link podAt}). Non-object pods are skipped. Completion
 * indexes are read only for Indexed Jobs.
 *
 * @example
 * const scan: PodScan = scanPods(pods, true, finishTimeReader(parseTime).raw)
 * scan.activeCount // number of active pods
 */
export interface PodScan {
  /** Deleted pods that are not finished yet (terminating), in list order. */
  readonly others: SyncPod[]
  /** Number of positions in the pod list (the non-array input reads as empty). */
  readonly length: number
  /**
   * Per list position: {@link POS_CLAIMED} for a pod the sync works on (0
   * for a non-object or a pod that is not the Job's), with its
   * {@link POS_FAILED}, {@link POS_SUCCEEDED} and {@link POS_DELETED} bits.
   */
  readonly posFlags: Uint8Array
  /** The decoded model of the claimed pod at a list position (decoded on first use, then kept). */
  readonly podAt: (pos: number) => PodModel
  /** The uid (defaulting to the name) of the claimed pod at a list position, decoded without the whole model. */
  readonly uidAt: (pos: number) => string
  /**
   * Finished pods that still carry the tracking finalizer, in list order, as
   * list positions (`finishedPos`). Speed: a burst of tens of thousands of such pods would
   * otherwise cost one record each, all alive for the whole sync (survivors
   * the garbage collector copies and promotes); records are built per pod on
   * demand ({@link finishedRecord}).
   */
  readonly finishedCount: number
  /** List position of each finished pod (the first `finishedCount` entries, as for every finished-pod column). */
  readonly finishedPos: Float64Array
  /** Completion index of each finished pod (−1 when unknown); empty for NonIndexed Jobs. */
  readonly finishedIndex: Float64Array
  /** Per finished pod: {@link FINISHED_SUCCEEDED} and {@link FINISHED_DELETED} bits. */
  readonly finishedFlags: Float64Array
  /** UID (defaulting to the name) of each finished pod. */
  readonly finishedUids: string[]
  /** Finish time (epoch ms, from the `finishedAt` reader given to the scan) of each finished pod. */
  readonly finishedTimes: Float64Array
  /** Number of active pods (not terminal, no deletionTimestamp). */
  readonly activeCount: number
  /** List position of each active pod, in list order (see {@link activePod}); the first `activeCount` entries. */
  readonly activePos: Float64Array
  /** Completion index of each active pod (−1 when unknown), the first `activeCount` entries; unused for NonIndexed Jobs. */
  readonly activeIndex: Float64Array
  /** Number of active pods whose `Ready` condition is `True`. */
  readonly activeReady: number
}

/**
 * Bit of {@link PodScan.finishedFlags}: the pod Succeeded (else it Failed).
 *
 * @example
 * (scan.finishedFlags[0]! & FINISHED_SUCCEEDED) !== 0 // first finished pod succeeded
 */
export const FINISHED_SUCCEEDED = 1
/**
 * Bit of {@link PodScan.finishedFlags}: the pod has a `deletionTimestamp`.
 *
 * @example
 * (scan.finishedFlags[0]! & FINISHED_DELETED) !== 0 // first finished pod is being deleted
 */
export const FINISHED_DELETED = 2

/**
 * Scans the pod list once (see {@link PodScan}). `finishedAt` decodes the
 * finish time of a pod (the caller's pod or a model).
 *
 * The sync works on its pods in the order upstream lists them: the pods the
 * Job controls first, then the orphans it adopts (the pod indexer is asked
 * for the Job's controller key, then for the namespace's orphans; JC
 * `getPodsForJob`, CU `FilterPodsByOwner`). Each group keeps the caller's
 * order, which stands for the informer's. So when a claimer adopts an orphan
 * listed before a pod the Job controls, the claimed pods are scanned again
 * in that order (rare: most lists have no orphan, or have them last).
 *
 * @example
 * scanPods([{ metadata: { name: 'a' }, status: { phase: 'Running' } }], false, () => 0).activeCount // 1
 */
export const scanPods = (
  pods: unknown,
  indexed: boolean,
  finishedAt: (pod: unknown) => number,
  claimer?: PodClaimer,
): PodScan => {
  const scan = scanInOrder(pods, indexed, finishedAt, claimer)
  if (claimer === undefined || !scan.orphanBeforeOwned) return scan
  const owned: unknown[] = []
  const orphans: unknown[] = []
  const { posFlags } = scan
  for (let pos = 0; pos < scan.length; pos++) {
    const flags = posFlags[pos] as number
    if ((flags & POS_CLAIMED) === 0) continue
    ;((flags & POS_ORPHAN) !== 0 ? orphans : owned).push(ownField(pods, pos))
  }
  // The claimer records adoptions and releases as it decides: decide again.
  claimer.adopt.length = 0
  claimer.release.length = 0
  return scanInOrder(owned.concat(orphans), indexed, finishedAt, claimer)
}

/** {@link scanPods} in the given order; `orphanBeforeOwned` says whether that order is upstream's. */
const scanInOrder = (
  pods: unknown,
  indexed: boolean,
  finishedAt: (pod: unknown) => number,
  claimer?: PodClaimer,
): PodScan & { readonly orphanBeforeOwned: boolean } => {
  let length = 0
  try {
    length = ownLength(pods)
  } catch {
    // a proxy that throws: no pods
  }
  const input = pods as readonly unknown[]
  const posFlags = new Uint8Array(length)
  const models = new Map<number, PodModel>()
  const podAt = (pos: number): PodModel => {
    let m = models.get(pos)
    if (m === undefined) {
      m = decodePodOrEmpty(ownField(input, pos))
      if (((posFlags[pos] as number) & POS_ADOPTED_UNTRACKED) !== 0) m = withTrackingFinalizer(m)
      models.set(pos, m)
    }
    return m
  }
  const uidAt = (pos: number): string => {
    const m = models.get(pos)
    if (m !== undefined) return m.metadata.uid !== '' ? m.metadata.uid : m.metadata.name
    try {
      return decodePodUid(ownField(ownField(input, pos), 'metadata'))
    } catch {
      return ''
    }
  }
  const others: SyncPod[] = []
  let activeCount = 0
  let activePos: Float64Array = new Float64Array(COLUMN_START)
  let activeIndex: Float64Array = new Float64Array(indexed ? COLUMN_START : 0)
  let finishedCount = 0
  // Numeric columns are typed arrays: their storage is outside the JS heap,
  // so the garbage collector never copies them (plain arrays of 66,000
  // numbers alive across a sync were a visible share of GC time).
  let finishedPos: Float64Array = new Float64Array(COLUMN_START)
  let finishedIndex: Float64Array = new Float64Array(indexed ? COLUMN_START : 0)
  let finishedFlags: Float64Array = new Float64Array(COLUMN_START)
  let finishedTimes: Float64Array = new Float64Array(COLUMN_START)
  const finishedUids: string[] = []
  let activeReady = 0
  let sawOrphan = false
  let orphanBeforeOwned = false
  const head: PodHead = newPodHead(claimer === undefined ? [] : claimer.labelKeys, indexed)
  for (let pos = 0; pos < length; pos++) {
    let item: unknown
    try {
      item = ownField(input, pos)
    } catch {
      continue // a proxy that throws
    }
    if (!decodePodHead(item, head)) continue
    let tracked = head.tracked
    // Ownership is decided here, while the pod's objects are in the CPU
    // cache (a separate pass over 100,000 pods is dominated by memory latency).
    if (claimer !== undefined) {
      const outcome = claimer.claim(head)
      if (outcome === NOT_CLAIMED) continue
      if (outcome !== CLAIMED) {
        posFlags[pos] = POS_ADOPTED_UNTRACKED
        tracked = true
      }
      if (head.controllerUid === undefined) {
        posFlags[pos] = (posFlags[pos] as number) | POS_ORPHAN
        sawOrphan = true
      } else if (sawOrphan) orphanBeforeOwned = true
    }
    const phase = head.phase
    const deleted = head.deleted
    posFlags[pos] =
      (posFlags[pos] as number) |
      POS_CLAIMED |
      (phase === PodPhase.Failed ? POS_FAILED : phase === PodPhase.Succeeded ? POS_SUCCEEDED : 0) |
      (deleted ? POS_DELETED : 0) |
      (tracked ? POS_TRACKED : 0)
    if (isTerminalPhase(phase)) {
      // Finished: only relevant while it still carries the tracking finalizer.
      if (!tracked) continue
      const k = finishedCount++
      if (k === finishedPos.length) {
        finishedPos = grow(finishedPos)
        if (indexed) finishedIndex = grow(finishedIndex)
        finishedFlags = grow(finishedFlags)
        finishedTimes = grow(finishedTimes)
      }
      finishedPos[k] = pos
      // (the head decodes the index of a finished pod only when it carries the finalizer)
      if (indexed) finishedIndex[k] = indexOf(head.tracked ? head.index : decodePodIndex(head.metadata))
      finishedFlags[k] = (phase === PodPhase.Succeeded ? FINISHED_SUCCEEDED : 0) | (deleted ? FINISHED_DELETED : 0)
      // Speed: read now, while this pod's objects are in the CPU cache; at
      // 100,000 pods a second walk over them is dominated by memory latency.
      finishedUids.push(decodePodUid(head.metadata))
      finishedTimes[k] = finishedAt(item)
      continue
    }
    if (!deleted) {
      const k = activeCount++
      if (k === activePos.length) {
        activePos = grow(activePos)
        if (indexed) activeIndex = grow(activeIndex)
      }
      activePos[k] = pos
      if (indexed) activeIndex[k] = indexOf(head.index)
      if (head.ready) activeReady++
      continue
    }
    others.push(record(podAt(pos), pos, indexed, false))
  }
  return {
    others,
    length,
    posFlags,
    podAt,
    uidAt,
    activeCount,
    // The columns are returned at their capacity, not trimmed: only the first
    // activeCount / finishedCount entries are meaningful. (Trimming by
    // `subarray` would cost more than a small sync: V8 must first move a small
    // typed array's storage out of the JS heap.)
    activePos,
    activeIndex,
    activeReady,
    finishedCount,
    finishedPos,
    finishedIndex,
    finishedFlags,
    finishedUids,
    finishedTimes,
    orphanBeforeOwned,
  }
}

const record = (pod: PodModel, pos: number, indexed: boolean, ready: boolean): SyncPod => {
  const meta = pod.metadata
  const phase = pod.status.phase
  const deleted = isDeleted(pod)
  const terminal = isTerminalPhase(phase)
  return {
    pod,
    pos,
    name: meta.name,
    uid: meta.uid !== '' ? meta.uid : meta.name,
    phase,
    deleted,
    finalizer: isTracked(pod),
    index: indexed ? (completionIndexOf(pod) ?? -1) : -1,
    active: !terminal && !deleted,
    terminating: deleted && !terminal,
    ready,
  }
}

/**
 * The {@link SyncPod} record of the `k`-th active pod of a scan.
 *
 * @example
 * activeRecord(scanPods([{ metadata: { name: 'a' }, status: { phase: 'Running' } }], false, () => 0), 0, false).name // 'a'
 */
export const activeRecord = (scan: PodScan, k: number, indexed: boolean): SyncPod => {
  const pod = activePod(scan, k)
  return record(pod, scan.activePos[k] as number, indexed, isReady(pod))
}

/**
 * UID (defaulting to the name) and tracking-finalizer flag of the `k`-th
 * active pod, without decoding its whole model (the uid is decoded only for
 * a pod that carries the finalizer; `''` otherwise).
 *
 * @example
 * activeIdentity(scanPods([{ metadata: { name: 'a' }, status: { phase: 'Running' } }], false, () => 0), 0) // { uid: '', finalizer: false }
 */
export const activeIdentity = (scan: PodScan, k: number): { uid: string; finalizer: boolean } => {
  const pos = scan.activePos[k] as number
  const finalizer = ((scan.posFlags[pos] as number) & POS_TRACKED) !== 0
  return { uid: finalizer ? scan.uidAt(pos) : '', finalizer }
}

/**
 * The {@link SyncPod} record of the `k`-th finished (tracked) pod of a scan.
 *
 * @example
 * const pods = [{ metadata: { name: 'a', finalizers: ['batch.kubernetes.io/job-tracking'] }, status: { phase: 'Failed' } }]
 * finishedRecord(scanPods(pods, false, () => 0), 0, false).phase // 'Failed'
 */
export const finishedRecord = (scan: PodScan, k: number, indexed: boolean): SyncPod =>
  record(scan.podAt(scan.finishedPos[k] as number), scan.finishedPos[k] as number, indexed, false)

/**
 * The decoded model of the `k`-th active pod of a scan.
 *
 * @example
 * activePod(scanPods([{ metadata: { name: 'a' }, status: { phase: 'Running' } }], false, () => 0), 0).metadata.name // 'a'
 */
export const activePod = (scan: PodScan, k: number): PodModel => scan.podAt(scan.activePos[k] as number)
