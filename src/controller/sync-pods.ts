/**
 * One pass over the pods a sync sees: every field `syncJob` needs, read once
 * into a compact record. Total over arbitrary input (non-object pods are
 * dropped; missing fields read as absent).
 *
 * @module
 */
import { PodPhase } from './constants'
import { podCompletionIndex } from './pod'
import type { PodInfo } from './pod-types'
import { CLAIMED, NOT_CLAIMED, type PodClaimer, withTrackingFinalizer } from './claim-pods'

/**
 * A pod as one sync sees it. `index` is -1 when the pod has no valid completion index.
 *
 * @example
 * scanPods([{ metadata: { name: 'a' }, status: { phase: 'Failed' } }], false, () => 0).finishedCount // 0 (no finalizer: already counted)
 */
export interface SyncPod {
  readonly pod: PodInfo
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
 * Own property of a plain object, else undefined.
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

const TRACKING_FINALIZER = 'batch.kubernetes.io/job-tracking'
const NO_META: object = /* @__PURE__ */ Object.freeze({})

/**
 * Loose views of the wire objects for the hot loop: every field is `unknown`
 * and is type-checked before use.
 */
interface RawPod {
  readonly metadata?: unknown
  readonly status?: unknown
}
interface RawMeta {
  readonly name?: unknown
  readonly uid?: unknown
  readonly annotations?: unknown
  readonly finalizers?: unknown
  readonly deletionTimestamp?: unknown
}
interface RawStatus {
  readonly phase?: unknown
  readonly conditions?: unknown
}
interface RawCondition {
  readonly type?: unknown
  readonly status?: unknown
}

/**
 * Speed: the scan below reads fields with literal names (`m.finalizers`)
 * rather than through a `(o, key) => o[key]` helper. A literal name compiles to a cached
 * named-property load; a key passed as an argument becomes a megamorphic
 * keyed load whenever the helper is not inlined, which profiling showed to be
 * a third of the scan at 100,000 pods. Same semantics: these names never exist
 * on `Object.prototype` (nor on `Array.prototype`).
 */
const metaOf = (pod: object): RawMeta | undefined => {
  const m = (pod as RawPod).metadata
  return typeof m === 'object' && m !== null ? (m as RawMeta) : undefined
}
const statusOf = (pod: object): RawStatus | undefined => {
  const s = (pod as RawPod).status
  return typeof s === 'object' && s !== null ? (s as RawStatus) : undefined
}
const hasTrackingFinalizer = (meta: RawMeta | undefined): boolean => {
  const finalizers = meta === undefined ? undefined : meta.finalizers
  return Array.isArray(finalizers) && finalizers.includes(TRACKING_FINALIZER)
}
// 8 doubles = 64 bytes: V8 keeps typed arrays this small inside the JS heap, where allocating
// them is as cheap as a plain object (larger ones get a separately allocated backing store).
const COLUMN_START = 8
/** A column with twice the capacity and the same leading values. */
const grow = (column: Float64Array): Float64Array => {
  const bigger = new Float64Array(column.length * 2)
  bigger.set(column)
  return bigger
}

/** UID, defaulting to the name (the key `uncountedTerminatedPods` lists). */
const uidOf = (meta: RawMeta | undefined): string => {
  const rawName = meta === undefined ? undefined : meta.name
  const rawUid = meta === undefined ? undefined : meta.uid
  return typeof rawUid === 'string' && rawUid !== '' ? rawUid : typeof rawName === 'string' ? rawName : ''
}
const isDeleted = (meta: RawMeta | undefined): boolean => {
  const deletion = meta === undefined ? undefined : meta.deletionTimestamp
  return deletion !== undefined && deletion !== null
}

const INDEX_ANNOTATION = 'batch.kubernetes.io/job-completion-index'

/** Completion index: plain decimal fast path, else the support reader (Go Atoi rules). */
const indexOf = (pod: object, meta: RawMeta | undefined): number => {
  const annotations = meta === undefined ? undefined : meta.annotations
  if (typeof annotations !== 'object' || annotations === null) return -1
  if (!Object.prototype.hasOwnProperty.call(annotations, INDEX_ANNOTATION)) return -1
  const v = (annotations as Record<string, unknown>)[INDEX_ANNOTATION]
  if (typeof v !== 'string') return -1
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
  return podCompletionIndex(pod as PodInfo) ?? -1
}

/** First `Ready` condition has status `True` (podutil.IsPodReady). */
const readyOf = (status: RawStatus | undefined): boolean => {
  const conditions = status === undefined ? undefined : status.conditions
  if (!Array.isArray(conditions)) return false
  for (let k = 0; k < conditions.length; k++) {
    const c: unknown = conditions[k]
    if (typeof c !== 'object' || c === null) continue
    if ((c as RawCondition).type === 'Ready') return (c as RawCondition).status === 'True'
  }
  return false
}

/**
 * One pass over the pods. Active pods (the bulk of a large Job) are kept as
 * raw references plus their completion index and readiness, and turned into
 * {@link SyncPod} records only when a step needs them (deletion, a failing or
 * deleted Job). Finished pods that still carry the tracking finalizer are
 * kept the same way (raw reference, position, index, phase and deletion
 * flags, UID, finish time) and become records only for the steps that act on
 * them one by one. Deleted pods that are not finished yet become records in
 * `others`. Finished pods without the finalizer were counted in an earlier
 * sync and are dropped (the pod-failure-policy `FailJob` scan, the only step
 * that still looks at them, reads the raw list). Non-object pods are skipped.
 * Completion indexes are read only for Indexed Jobs.
 *
 * @example
 * const scan: PodScan = scanPods(pods, true, finishTimeReader())
 * scan.activeCount // number of active pods
 */
export interface PodScan {
  /** Deleted pods that are not finished yet (terminating), in list order. */
  readonly others: SyncPod[]
  /**
   * The pod list the scan read (the non-array input reads as empty); with a
   * claimer, the claimed view: `null` where a pod is not the Job's, a copy
   * with the tracking finalizer where an orphan was adopted without it.
   */
  readonly list: readonly unknown[]
  /**
   * Finished pods that still carry the tracking finalizer, in list order, as
   * list positions (`finishedPos`) into `list`. Speed: a burst of tens of thousands of such pods would
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
 * Scans the pod list once (see {@link PodScan}).
 *
 * @example
 * scanPods([{ metadata: { name: 'a' }, status: { phase: 'Running' } }], false, () => 0).activeCount // 1
 */
export const scanPods = (
  pods: unknown,
  indexed: boolean,
  finishedAt: (pod: object) => number,
  claimer?: PodClaimer,
): PodScan => {
  const input = arrayOf(pods)
  // The claimed view of the list: the input itself unless a pod is not
  // claimed (then null at its position) or is adopted without the finalizer
  // (then a copy that carries it).
  let list: unknown[] | readonly unknown[] = input
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
  for (let pos = 0; pos < input.length; pos++) {
    const item = input[pos]
    if (typeof item !== 'object' || item === null || Array.isArray(item)) continue
    let pod: object = item
    let meta = metaOf(pod)
    // Ownership is decided here, while the pod's objects are in the CPU
    // cache (a separate pass over 100,000 pods is dominated by memory latency).
    if (claimer !== undefined) {
      const outcome = claimer.claim((meta ?? NO_META) as Record<string, unknown>)
      if (outcome !== CLAIMED) {
        if (list === input) list = input.slice()
        if (outcome === NOT_CLAIMED) {
          ;(list as unknown[])[pos] = null
          continue
        }
        pod = withTrackingFinalizer(pod)
        ;(list as unknown[])[pos] = pod
        meta = metaOf(pod)
      }
    }
    const status = statusOf(pod)
    const rawPhase = status === undefined ? undefined : status.phase
    const phase = typeof rawPhase === 'string' ? rawPhase : ''
    if (phase === PodPhase.Succeeded || phase === PodPhase.Failed) {
      // Finished: only relevant while it still carries the tracking finalizer.
      if (!hasTrackingFinalizer(meta)) continue
      const k = finishedCount++
      if (k === finishedPos.length) {
        finishedPos = grow(finishedPos)
        if (indexed) finishedIndex = grow(finishedIndex)
        finishedFlags = grow(finishedFlags)
        finishedTimes = grow(finishedTimes)
      }
      finishedPos[k] = pos
      if (indexed) finishedIndex[k] = indexOf(pod, meta)
      finishedFlags[k] =
        (phase === PodPhase.Succeeded ? FINISHED_SUCCEEDED : 0) | (isDeleted(meta) ? FINISHED_DELETED : 0)
      // Speed: read now, while this pod's objects are in the CPU cache; at
      // 100,000 pods a second walk over them is dominated by memory latency.
      finishedUids.push(uidOf(meta))
      finishedTimes[k] = finishedAt(pod)
      continue
    }
    if (!isDeleted(meta)) {
      const k = activeCount++
      if (k === activePos.length) {
        activePos = grow(activePos)
        if (indexed) activeIndex = grow(activeIndex)
      }
      activePos[k] = pos
      if (indexed) activeIndex[k] = indexOf(pod, meta)
      if (readyOf(status)) activeReady++
      continue
    }
    others.push(record(pod, pos, meta, phase, true, hasTrackingFinalizer(meta), indexed, false))
  }
  return {
    others,
    activeCount,
    // The columns are returned at their capacity, not trimmed: only the first
    // activeCount / finishedCount entries are meaningful. (Trimming by
    // `subarray` would cost more than a small sync: V8 must first move a small
    // typed array's storage out of the JS heap.)
    activePos,
    activeIndex,
    activeReady,
    list,
    finishedCount,
    finishedPos,
    finishedIndex,
    finishedFlags,
    finishedUids,
    finishedTimes,
  }
}

const record = (
  pod: object,
  pos: number,
  meta: RawMeta | undefined,
  phase: string,
  deleted: boolean,
  finalizer: boolean,
  indexed: boolean,
  ready: boolean,
): SyncPod => {
  const rawName = meta === undefined ? undefined : meta.name
  const rawUid = meta === undefined ? undefined : meta.uid
  const name = typeof rawName === 'string' ? rawName : ''
  const terminal = phase === PodPhase.Succeeded || phase === PodPhase.Failed
  return {
    pod: pod as PodInfo,
    pos,
    name,
    uid: typeof rawUid === 'string' && rawUid !== '' ? rawUid : name,
    phase,
    deleted,
    finalizer,
    index: indexed ? indexOf(pod, meta) : -1,
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
  const meta = metaOf(pod)
  const status = statusOf(pod)
  const rawPhase = status === undefined ? undefined : status.phase
  return record(
    pod,
    scan.activePos[k] as number,
    meta,
    typeof rawPhase === 'string' ? rawPhase : '',
    false,
    hasTrackingFinalizer(meta),
    indexed,
    readyOf(status),
  )
}

/**
 * UID (defaulting to the name) and tracking-finalizer flag of the `k`-th
 * active pod, without building its record.
 *
 * @example
 * activeIdentity(scanPods([{ metadata: { name: 'a' }, status: { phase: 'Running' } }], false, () => 0), 0) // { uid: 'a', finalizer: false }
 */
export const activeIdentity = (scan: PodScan, k: number): { uid: string; finalizer: boolean } => {
  const meta = metaOf(activePod(scan, k))
  const rawName = meta === undefined ? undefined : meta.name
  const rawUid = meta === undefined ? undefined : meta.uid
  return {
    uid: typeof rawUid === 'string' && rawUid !== '' ? rawUid : typeof rawName === 'string' ? rawName : '',
    finalizer: hasTrackingFinalizer(meta),
  }
}

/**
 * The {@link SyncPod} record of the `k`-th finished (tracked) pod of a scan;
 * the same record `scanPods` used to build for it.
 *
 * @example
 * const pods = [{ metadata: { name: 'a', finalizers: ['batch.kubernetes.io/job-tracking'] }, status: { phase: 'Failed' } }]
 * finishedRecord(scanPods(pods, false, () => 0), 0, false).phase // 'Failed'
 */
export const finishedRecord = (scan: PodScan, k: number, indexed: boolean): SyncPod => {
  const pod = scan.list[scan.finishedPos[k] as number] as object
  const flags = scan.finishedFlags[k] as number
  return record(
    pod,
    scan.finishedPos[k] as number,
    metaOf(pod),
    (flags & FINISHED_SUCCEEDED) !== 0 ? PodPhase.Succeeded : PodPhase.Failed,
    (flags & FINISHED_DELETED) !== 0,
    true,
    indexed,
    false,
  )
}

/**
 * The `k`-th active pod of a scan (raw).
 *
 * @example
 * activePod(scanPods([{ metadata: { name: 'a' }, status: { phase: 'Running' } }], false, () => 0), 0) // the pod
 */
export const activePod = (scan: PodScan, k: number): object => scan.list[scan.activePos[k] as number] as object
