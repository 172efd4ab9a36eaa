/**
 * The controller's pod model and its decoder: the one place in
 * `src/controller` that reads a caller's pod. A pod is decoded into a lean
 * {@link PodModel} holding only what the Job controller reads, through the
 * field readers of the decoding boundary (`src/wire/read.ts`): only own,
 * enumerable data properties are read (an accessor is never invoked,
 * inherited and polluted properties are never seen), an array where an
 * object belongs reads as absent, array holes and accessor elements read as
 * absent entries, a sparse array of absurd length reads as empty, a field a
 * proxy cannot read reads as absent (an array or map whose proxy throws
 * reads as empty), and a value that is not an object reads as no pod. The
 * decoder reads fixed paths only (no recursion), so cycles and shared
 * subgraphs cost nothing. `Date` timestamps (`@kubernetes/client-node`) become the
 * text the API server would store.
 *
 * What the controller derives from a decoded pod (phase predicates,
 * completion index, restart counts, finish time, …) is defined once, over
 * this model, in `./pod-fields`.
 *
 * `syncJob` reads the bulk of its pods through `decodePodHead`
 * (`./pod-head`), the few fields every pod needs, into a reused record (no
 * allocation per pod), and decodes the whole model only for the pods a step
 * acts on.
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

/**
 * A string field's value, `''` when not a string.
 *
 * @example
 * text(3) // ''
 */
export const text = (v: unknown): string => (typeof v === 'string' ? v : '')

/**
 * An integer field's value (truncated), 0 when not a finite number.
 *
 * @example
 * int(2.7) // 2
 */
export const int = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.trunc(v) : 0)

/**
 * `v` when it is an object and not an array, else `undefined` (a revoked proxy included).
 *
 * @example
 * objectOf([]) // undefined
 */
export const objectOf = (v: unknown): object | undefined => {
  try {
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? v : undefined
  } catch {
    return undefined // a revoked proxy
  }
}

/**
 * Field `key` of an object that is not an array: an own, enumerable data
 * property, else `undefined` (also when a proxy throws: one field that
 * cannot be read leaves the others readable).
 *
 * @example
 * field({ a: 1 }, 'a') // 1
 * field([1], '0')      // undefined
 */
export const field = (o: unknown, key: string): unknown => {
  if (typeof o !== 'object' || o === null) return undefined
  try {
    return Array.isArray(o) ? undefined : ownField(o, key)
  } catch {
    return undefined // a proxy that throws (a revoked one included)
  }
}

/**
 * A timestamp field: the stored text (a `Date` as the server stores it), else `undefined`.
 *
 * @example
 * time(new Date(0)) // '1970-01-01T00:00:00Z'
 */
export const time = (raw: unknown): string | undefined => {
  const v = timeField(raw)
  return typeof v === 'string' ? v : undefined
}

/**
 * Each element of a caller's array (holes and accessors as `undefined`),
 * mapped by `f` (which never throws); `undefined` results are dropped. An
 * array that cannot be read whole (a proxy that throws) reads as empty.
 */
const listOf = <T>(raw: unknown, f: (item: unknown) => T | undefined): T[] => {
  const out: T[] = []
  try {
    const n = ownLength(raw)
    for (let i = 0; i < n; i++) {
      const v = f(ownField(raw, i))
      if (v !== undefined) out.push(v)
    }
    return out
  } catch {
    return []
  }
}

/**
 * The own enumerable data properties of a map (an object, not an array),
 * into a null-prototype object (`keep` filters values). A key whose read
 * throws is left out; keys come from the object's own key list.
 */
const mapOf = <T>(raw: unknown, keep: (v: unknown) => v is T): Record<string, T> => {
  const out: Record<string, T> = Object.create(null)
  const o = objectOf(raw)
  if (o === undefined) return out
  let keys: readonly (string | symbol)[]
  try {
    keys = Object.keys(o)
  } catch {
    // a proxy whose key list cannot be read whole: each key on its own
    try {
      keys = Reflect.ownKeys(o)
    } catch {
      return out
    }
  }
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]
    if (typeof k !== 'string') continue
    const v = field(o, k)
    if (keep(v)) out[k] = v
  }
  return out
}

const isString = (v: unknown): v is string => typeof v === 'string'

const condition = (raw: unknown): PodConditionModel | undefined => {
  if (objectOf(raw) === undefined) return undefined
  return {
    type: text(field(raw, 'type')),
    status: text(field(raw, 'status')),
    lastTransitionTime: time(field(raw, 'lastTransitionTime')),
  }
}

const NOT_TERMINATED: ContainerStatusModel['state'] = Object.freeze({ terminated: undefined })
const NO_STATUS: ContainerStatusModel = Object.freeze({ name: '', restartCount: 0, state: NOT_TERMINATED })

// Every entry is kept (a malformed one as a container that has not terminated): the finish time needs all.
const containerStatus = (raw: unknown): ContainerStatusModel => {
  if (objectOf(raw) === undefined) return NO_STATUS
  const terminated = objectOf(field(field(raw, 'state'), 'terminated'))
  let state = NOT_TERMINATED
  if (terminated !== undefined) {
    // (a finite number as given: the pod failure policy compares it with its values)
    const code = field(terminated, 'exitCode')
    const exitCode = typeof code === 'number' && Number.isFinite(code) ? code : 0
    state = { terminated: { exitCode, finishedAt: time(field(terminated, 'finishedAt')) } }
  }
  return { name: text(field(raw, 'name')), restartCount: int(field(raw, 'restartCount')), state }
}

const ownerReference = (raw: unknown): OwnerReferenceModel | undefined =>
  objectOf(raw) === undefined
    ? undefined
    : { uid: text(field(raw, 'uid')), controller: field(raw, 'controller') === true }

const initContainer = (raw: unknown): { readonly name: string; readonly restartPolicy: string } | undefined =>
  objectOf(raw) === undefined
    ? undefined
    : { name: text(field(raw, 'name')), restartPolicy: text(field(raw, 'restartPolicy')) }

/**
 * Whether a caller's `*metav1.Time` field is set (Go's non-nil pointer):
 * anything but absent or `null`, a value that is not a timestamp included.
 *
 * @example
 * isSetTime('soon') // true
 * isSetTime(null)   // false
 */
export const isSetTime = (raw: unknown): boolean => raw !== undefined && raw !== null

/**
 * A `deletionTimestamp` as the model keeps it: absent when unset (`null` included), `''` when not a string.
 *
 * @example
 * deletion(5) // ''
 */
export const deletion = (raw: unknown): string | undefined => {
  if (!isSetTime(raw)) return undefined
  const v = timeField(raw)
  return typeof v === 'string' ? v : ''
}

const decodeMeta = (raw: unknown): PodMetaModel => {
  return {
    name: text(field(raw, 'name')),
    namespace: text(field(raw, 'namespace')),
    uid: text(field(raw, 'uid')),
    labels: mapOf(field(raw, 'labels'), isString),
    ownerReferences: listOf(field(raw, 'ownerReferences'), ownerReference),
    finalizers: listOf(field(raw, 'finalizers'), (f) => (typeof f === 'string' ? f : undefined)),
    annotations: mapOf(field(raw, 'annotations'), isString),
    creationTimestamp: time(field(raw, 'creationTimestamp')),
    deletionTimestamp: deletion(field(raw, 'deletionTimestamp')),
    deletionGracePeriodSeconds: int(field(raw, 'deletionGracePeriodSeconds')),
  }
}

/**
 * Decodes a caller's pod into the controller's {@link PodModel}; `undefined`
 * when it is not an object (an array or a revoked proxy included). A field
 * that cannot be read (a proxy that throws) reads as absent. Never throws,
 * never invokes an accessor.
 *
 * @example
 * decodePod({ metadata: { name: 'a', get uid() { return 'x' } } })?.metadata.uid // ''
 * decodePod([1]) // undefined
 */
export const decodePod = (raw: unknown): PodModel | undefined => {
  if (objectOf(raw) === undefined) return undefined
  try {
    const spec = field(raw, 'spec')
    const status = field(raw, 'status')
    return {
      metadata: decodeMeta(field(raw, 'metadata')),
      spec: {
        nodeName: text(field(spec, 'nodeName')),
        initContainers: listOf(field(spec, 'initContainers'), initContainer),
      },
      status: {
        phase: text(field(status, 'phase')),
        conditions: listOf(field(status, 'conditions'), condition),
        containerStatuses: listOf(field(status, 'containerStatuses'), containerStatus),
        initContainerStatuses: listOf(field(status, 'initContainerStatuses'), containerStatus),
      },
    }
  } catch {
    return undefined
  }
}

/** What a value that is not a pod decodes to: every field absent. */
const EMPTY_POD: PodModel = /* @__PURE__ */ decodePod({}) as PodModel

/**
 * {@link decodePod}, with a value that is not a pod object read as a pod
 * whose every field is absent (what the public pod helpers answer for it).
 *
 * @example
 * decodePodOrEmpty('pod').status.phase // ''
 */
export const decodePodOrEmpty = (raw: unknown): PodModel => decodePod(raw) ?? EMPTY_POD

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
