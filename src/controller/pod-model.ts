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
