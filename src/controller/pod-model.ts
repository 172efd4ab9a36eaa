/**
 * The controller's pod model and its decoder: the one place in
 * `src/controller` that reads a caller's pod. A pod is decoded into a lean
 * {@link PodModel} holding only what the Job controller reads, through the
 * field readers of the decoding boundary (`src/wire/read.ts`): only own,
 * enumerable data properties are read (an accessor is never invoked,
 * inherited and polluted properties are never seen), array holes and
 * accessor elements read as absent entries, a sparse array of absurd length
 * reads as empty, and a pod whose proxy throws reads as no pod. The decoder
 * reads fixed paths only (no recursion), so cycles and shared subgraphs
 * cost nothing. `Date` timestamps (`@kubernetes/client-node`) become the
 * text the API server would store.
 *
 * `syncJob` reads the bulk of its pods through {@link decodePodHead}, the
 * few fields every pod needs, into a reused record (no allocation per pod),
 * and decodes the whole model only for the pods a step acts on.
 *
 * @module
 */
import { JOB_TRACKING_FINALIZER } from './constants'
import { timeField } from '../wire/dates'
import { ownField, ownLength } from '../wire/read'

/**
 * A pod condition as the controller reads it (`''` where the pod had no string).
 *
 * @example
 * const c: PodConditionModel = { type: 'Ready', status: 'True', lastTransitionTime: '2026-01-01T00:00:00Z' }
 */
export interface PodConditionModel {
  readonly type: string
  readonly status: string
  readonly lastTransitionTime: string | undefined
}

/**
 * A container status as the controller reads it: `state.terminated` only
 * (exit code, finish time).
 *
 * @example
 * const s: ContainerStatusModel = { name: 'main', restartCount: 0, state: { terminated: { exitCode: 1, finishedAt: undefined } } }
 */
export interface ContainerStatusModel {
  readonly name: string
  readonly restartCount: number
  readonly state: {
    readonly terminated: { readonly exitCode: number; readonly finishedAt: string | undefined } | undefined
  }
}

/**
 * An owner reference as the claim reads it.
 *
 * @example
 * const r: OwnerReferenceModel = { uid: 'u1', controller: true }
 */
export interface OwnerReferenceModel {
  readonly uid: string
  readonly controller: boolean
}

/**
 * A pod's metadata as the controller reads it. `deletionTimestamp` is `''`
 * when the pod has one that is not a timestamp string (still "being
 * deleted", as Go's non-nil pointer). Labels, annotations and finalizers
 * keep their strings. Optional fields are present (as `undefined`), so that
 * no read of the model reaches a prototype.
 *
 * @example
 * const m: PodMetaModel = { name: 'a', namespace: 'default', uid: 'u', labels: {}, ownerReferences: [],
 *   finalizers: [], annotations: {}, creationTimestamp: undefined, deletionTimestamp: undefined,
 *   deletionGracePeriodSeconds: 0 }
 */
export interface PodMetaModel {
  readonly name: string
  readonly namespace: string
  readonly uid: string
  readonly labels: Readonly<Record<string, string>>
  readonly ownerReferences: readonly OwnerReferenceModel[]
  readonly finalizers: readonly string[]
  readonly annotations: Readonly<Record<string, string>>
  readonly creationTimestamp: string | undefined
  readonly deletionTimestamp: string | undefined
  readonly deletionGracePeriodSeconds: number
}

/**
 * The lean, typed pod model of the Job controller: a subset of core/v1 Pod
 * with the same field names, every field present and of its type.
 *
 * @example
 * decodePod({ metadata: { name: 'a' }, status: { phase: 'Running' } })?.status.phase // 'Running'
 */
export interface PodModel {
  readonly metadata: PodMetaModel
  readonly spec: {
    readonly nodeName: string
    readonly initContainers: readonly { readonly name: string; readonly restartPolicy: string }[]
  }
  readonly status: {
    readonly phase: string
    readonly conditions: readonly PodConditionModel[]
    readonly containerStatuses: readonly ContainerStatusModel[]
    readonly initContainerStatuses: readonly ContainerStatusModel[]
  }
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '')
const int = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : 0)
const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null

/** A timestamp field: the stored text (a `Date` as the server stores it), else `undefined`. */
const time = (raw: unknown): string | undefined => {
  const v = timeField(raw)
  return typeof v === 'string' ? v : undefined
}

/** Each element of a caller's array (holes and accessors as `undefined`), mapped. */
const listOf = <T>(raw: unknown, f: (item: unknown) => T | undefined): T[] => {
  const n = ownLength(raw)
  const out: T[] = []
  for (let i = 0; i < n; i++) {
    const v = f(ownField(raw, i))
    if (v !== undefined) out.push(v)
  }
  return out
}

/** The own enumerable data properties of a map, into a null-prototype object (`keep` filters values). */
const mapOf = <T>(raw: unknown, keep: (v: unknown) => v is T): Record<string, T> => {
  const out: Record<string, T> = Object.create(null)
  if (!isObject(raw) || Array.isArray(raw)) return out
  const keys = Object.keys(raw)
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string
    const v = ownField(raw, k)
    if (keep(v)) out[k] = v
  }
  return out
}

const isString = (v: unknown): v is string => typeof v === 'string'

const condition = (raw: unknown): PodConditionModel | undefined => {
  if (!isObject(raw)) return undefined
  return {
    type: text(ownField(raw, 'type')),
    status: text(ownField(raw, 'status')),
    lastTransitionTime: time(ownField(raw, 'lastTransitionTime')),
  }
}

const NOT_TERMINATED: ContainerStatusModel['state'] = Object.freeze({ terminated: undefined })
const NO_STATUS: ContainerStatusModel = Object.freeze({ name: '', restartCount: 0, state: NOT_TERMINATED })

// Every entry is kept (a malformed one as a container that has not terminated): the finish time needs all.
const containerStatus = (raw: unknown): ContainerStatusModel => {
  if (!isObject(raw)) return NO_STATUS
  const terminated = ownField(ownField(raw, 'state'), 'terminated')
  let state = NOT_TERMINATED
  if (isObject(terminated)) {
    const exitCode = int(ownField(terminated, 'exitCode'))
    state = { terminated: { exitCode, finishedAt: time(ownField(terminated, 'finishedAt')) } }
  }
  return { name: text(ownField(raw, 'name')), restartCount: int(ownField(raw, 'restartCount')), state }
}

const ownerReference = (raw: unknown): OwnerReferenceModel | undefined =>
  isObject(raw) ? { uid: text(ownField(raw, 'uid')), controller: ownField(raw, 'controller') === true } : undefined

/** A `deletionTimestamp` as the model keeps it: absent when unset (`null` included), `''` when not a string. */
const deletion = (raw: unknown): string | undefined => {
  if (raw === undefined || raw === null) return undefined
  const v = timeField(raw)
  return typeof v === 'string' ? v : ''
}

const decodeMeta = (raw: unknown): PodMetaModel => {
  return {
    name: text(ownField(raw, 'name')),
    namespace: text(ownField(raw, 'namespace')),
    uid: text(ownField(raw, 'uid')),
    labels: mapOf(ownField(raw, 'labels'), isString),
    ownerReferences: listOf(ownField(raw, 'ownerReferences'), ownerReference),
    finalizers: listOf(ownField(raw, 'finalizers'), (f) => (typeof f === 'string' ? f : undefined)),
    annotations: mapOf(ownField(raw, 'annotations'), isString),
    creationTimestamp: time(ownField(raw, 'creationTimestamp')),
    deletionTimestamp: deletion(ownField(raw, 'deletionTimestamp')),
    deletionGracePeriodSeconds: int(ownField(raw, 'deletionGracePeriodSeconds')),
  }
}

/**
 * Decodes a caller's pod into the controller's {@link PodModel}; `undefined`
 * when it is not an object (an array included) or cannot be read (a proxy
 * that throws). Never throws, never invokes an accessor.
 *
 * @example
 * decodePod({ metadata: { name: 'a', get uid() { return 'x' } } })?.metadata.uid // ''
 * decodePod([1]) // undefined
 */
export const decodePod = (raw: unknown): PodModel | undefined => {
  try {
    if (!isObject(raw) || Array.isArray(raw)) return undefined
    const spec = ownField(raw, 'spec')
    const status = ownField(raw, 'status')
    return {
      metadata: decodeMeta(ownField(raw, 'metadata')),
      spec: {
        nodeName: text(ownField(spec, 'nodeName')),
        initContainers: listOf(ownField(spec, 'initContainers'), (c) =>
          isObject(c)
            ? { name: text(ownField(c, 'name')), restartPolicy: text(ownField(c, 'restartPolicy')) }
            : undefined,
        ),
      },
      status: {
        phase: text(ownField(status, 'phase')),
        conditions: listOf(ownField(status, 'conditions'), condition),
        containerStatuses: listOf(ownField(status, 'containerStatuses'), containerStatus),
        initContainerStatuses: listOf(ownField(status, 'initContainerStatuses'), containerStatus),
      },
    }
  } catch {
    return undefined
  }
}

/**
 * A copy of a pod model that also lists the tracking finalizer (an orphan
 * the sync adopts goes on as if it carried it).
 *
 * @example
 * withTrackingFinalizer(decodePod({ metadata: { name: 'a' } })!).metadata.finalizers // ['batch.kubernetes.io/job-tracking']
 */
export const withTrackingFinalizer = (pod: PodModel): PodModel => ({
  ...pod,
  metadata: { ...pod.metadata, finalizers: [...pod.metadata.finalizers, JOB_TRACKING_FINALIZER] },
})

// ---------------------------------------------------------------------------
// The head: what every pod of a sync needs, without a model per pod.
// ---------------------------------------------------------------------------

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
  const v = ownField(ownField(meta, 'annotations'), INDEX_ANNOTATION)
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
    return indexOf(meta)
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
    if (!isObject(raw) || Array.isArray(raw)) return false
    const meta = ownField(raw, 'metadata')
    head.metadata = meta
    head.namespace = text(ownField(meta, 'namespace'))
    const rawLabels = ownField(meta, 'labels')
    const labelsObject = isObject(rawLabels) && !Array.isArray(rawLabels)
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
    const status = ownField(raw, 'status')
    head.phase = text(ownField(status, 'phase'))
    const deletionTimestamp = ownField(meta, 'deletionTimestamp')
    head.deleted = deletionTimestamp !== undefined && deletionTimestamp !== null
    head.ready = false
    head.index = undefined
    if (head.phase === 'Succeeded' || head.phase === 'Failed') {
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
    const name = text(ownField(meta, 'name'))
    const uid = text(ownField(meta, 'uid'))
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
    const uid = text(ownField(meta, 'uid'))
    return uid === '' ? text(ownField(meta, 'name')) : uid
  } catch {
    return ''
  }
}
