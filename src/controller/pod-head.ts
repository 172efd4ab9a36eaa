/**
 * The head of a pod: the few fields the sync's scan and claim read for
 * every pod, decoded into a record the scan reuses (nothing allocated per
 * pod), through the same field readers as the pod model (`./pod-model`).
 *
 * @module
 */
import { JOB_TRACKING_FINALIZER } from './constants'
import { ownField, ownLength } from '../wire/read'
import { isTerminalPhase } from './pod-fields'
import { isSetTime } from './pod-model'
import { isStruct as isObject } from '../wire/shape'

const text = (v: unknown): string => (typeof v === 'string' ? v : '')
/** An object that is not an array (where the pod model reads fields, an array reads as absent). */
/** A field read as the pod model reads it: the value when it is an object that is not an array. */
const objectField = (o: unknown, key: string): unknown => {
  const v = ownField(o, key)
  return isObject(v) ? v : undefined
}

/**
 * The fields of one pod that the sync's scan and claim read for every pod,
 * decoded by {@link decodePodHead} into a record the scan reuses (nothing
 * is allocated per pod). `controllerUid` is `undefined` when no owner
 * reference has `controller: true`; `ownerUids` lists every owner
 * reference's uid; `labels` holds the keys the Job's selector reads, each
 * the pod's value or `undefined` when absent (what a compiled selector
 * reads as absent); `index` is the completion-index annotation
 * (`undefined` when absent or not a string); `ready` is the first `Ready`
 * condition's status being `True`. `metadata` is the caller's metadata,
 * for {@link decodePod}-free reads of its name and uid
 * ({@link decodePodIdentity}).
 *
 * @example
 * const h = newPodHead(['app'])
 * decodePodHead({ metadata: { labels: { app: 'a' } }, status: { phase: 'Running' } }, h) // true
 * h.labels['app'] // 'a'
 */
export interface PodHead {
  readonly labelKeys: readonly string[]
  /** Whether the completion index is decoded (Indexed Jobs). */
  readonly withIndex: boolean
  readonly labels: Record<string, unknown>
  readonly ownerUids: string[]
  metadata: unknown
  namespace: string
  controllerUid: string | undefined
  phase: string
  tracked: boolean
  deleted: boolean
  ready: boolean
  index: string | undefined
}

/**
 * A fresh {@link PodHead} to decode into, for a selector reading
 * `labelKeys`; `withIndex` false skips the completion index.
 *
 * @example
 * newPodHead([]).phase // ''
 */
export const newPodHead = (labelKeys: readonly string[], withIndex = true): PodHead => {
  const keys = [...new Set(labelKeys)]
  // Own data properties from the start (a '__proto__' key included), set per pod.
  const labels: Record<string, unknown> = {}
  for (const k of keys) Object.defineProperty(labels, k, { value: undefined, writable: true, enumerable: true })
  return {
    labelKeys: keys,
    withIndex,
    labels,
    ownerUids: [],
    metadata: undefined,
    namespace: '',
    controllerUid: undefined,
    phase: '',
    tracked: false,
    deleted: false,
    ready: false,
    index: undefined,
  }
}

const INDEX_ANNOTATION = 'batch.kubernetes.io/job-completion-index'

const hasTracking = (raw: unknown): boolean => {
  const n = ownLength(raw)
  for (let i = 0; i < n; i++) if (ownField(raw, i) === JOB_TRACKING_FINALIZER) return true
  return false
}

const readyOf = (raw: unknown): boolean => {
  const n = ownLength(raw)
  for (let i = 0; i < n; i++) {
    const c = ownField(raw, i)
    if (!isObject(c)) continue
    if (ownField(c, 'type') === 'Ready') return ownField(c, 'status') === 'True'
  }
  return false
}

const indexOf = (meta: unknown): string | undefined => {
  const v = ownField(objectField(meta, 'annotations'), INDEX_ANNOTATION)
  return typeof v === 'string' ? v : undefined
}

/**
 * The completion-index annotation of a pod whose head was decoded (for a
 * finished pod the head skipped: one adopted as if it carried the tracking
 * finalizer); `undefined` when absent or not a string.
 *
 * @example
 * decodePodIndex({ annotations: { 'batch.kubernetes.io/job-completion-index': '3' } }) // '3'
 */
export const decodePodIndex = (meta: unknown): string | undefined => {
  try {
    return indexOf(isObject(meta) ? meta : undefined)
  } catch {
    return undefined
  }
}

/**
 * Decodes the head of a pod into `head` (see {@link PodHead}); `false` when
 * the value is not a pod object or cannot be read. Reads stop where the
 * scan needs no more: a finished pod without the tracking finalizer gets no
 * readiness or index, a finished or deleted pod no readiness.
 *
 * @example
 * const h = newPodHead([])
 * decodePodHead({ metadata: { finalizers: ['batch.kubernetes.io/job-tracking'] }, status: { phase: 'Failed' } }, h)
 * h.tracked // true
 */
export const decodePodHead = (raw: unknown, head: PodHead): boolean => {
  try {
    if (!isObject(raw)) return false
    const meta = objectField(raw, 'metadata')
    head.metadata = meta
    head.namespace = text(ownField(meta, 'namespace'))
    const rawLabels = ownField(meta, 'labels')
    const labelsObject = isObject(rawLabels)
    const keys = head.labelKeys
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as string
      head.labels[k] = labelsObject ? ownField(rawLabels, k) : undefined
    }
    const refs = ownField(meta, 'ownerReferences')
    const nRefs = ownLength(refs)
    head.controllerUid = undefined
    head.ownerUids.length = 0
    for (let i = 0; i < nRefs; i++) {
      const r = ownField(refs, i)
      if (!isObject(r)) continue
      const uid = text(ownField(r, 'uid'))
      if (head.controllerUid === undefined && ownField(r, 'controller') === true) head.controllerUid = uid
      head.ownerUids.push(uid)
    }
    head.tracked = hasTracking(ownField(meta, 'finalizers'))
    const status = objectField(raw, 'status')
    head.phase = text(ownField(status, 'phase'))
    head.deleted = isSetTime(ownField(meta, 'deletionTimestamp'))
    head.ready = false
    head.index = undefined
    if (isTerminalPhase(head.phase)) {
      if (head.tracked && head.withIndex) head.index = indexOf(meta)
      return true
    }
    if (!head.deleted) head.ready = readyOf(ownField(status, 'conditions'))
    if (head.withIndex) head.index = indexOf(meta)
    return true
  } catch {
    return false
  }
}

/**
 * The name and uid (the uid defaulting to the name: the key
 * `uncountedTerminatedPods` lists) of a pod whose head was decoded, read
 * from its metadata.
 *
 * @example
 * decodePodIdentity({ name: 'a' }) // { name: 'a', uid: 'a' }
 */
export const decodePodIdentity = (meta: unknown): { name: string; uid: string } => {
  try {
    const m = isObject(meta) ? meta : undefined
    const name = text(ownField(m, 'name'))
    const uid = text(ownField(m, 'uid'))
    return { name, uid: uid === '' ? name : uid }
  } catch {
    return { name: '', uid: '' }
  }
}

/**
 * The uid of a pod whose head was decoded, defaulting to its name (the key
 * `uncountedTerminatedPods` lists), read from its metadata.
 *
 * @example
 * decodePodUid({ name: 'a' }) // 'a'
 */
export const decodePodUid = (meta: unknown): string => {
  try {
    const m = isObject(meta) ? meta : undefined
    const uid = text(ownField(m, 'uid'))
    return uid === '' ? text(ownField(m, 'name')) : uid
  } catch {
    return ''
  }
}
