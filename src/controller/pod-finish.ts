/**
 * The finish-time fields of a pod (`FinishTimeFields` of `./pod-fields`),
 * decoded by the pod model's field readers (`./pod-model`, same results as
 * `decodePod` for these fields) into a record that is reused from pod to
 * pod: the sync's scan reads the finish time of every finished pod that
 * still carries the tracking finalizer without allocating a pod model for
 * each, and computes it with the one definition, `finishTimeOf`.
 *
 * @module
 */
import { ownField, ownLength } from '../wire/read'
import { type FinishTimeFields, containersFinishTime, fallbackFinishTime, finishTimeOf } from './pod-fields'
import { deletion, field, int, objectOf, text, time } from './pod-model'

interface Terminated {
  finishedAt: string | undefined
}
interface Container {
  name: string
  readonly state: { terminated: Terminated | undefined }
  /** The terminated state this entry holds when its container has terminated (reused). */
  readonly ownTerminated: Terminated
}
interface Condition {
  type: string
  status: string
  lastTransitionTime: string | undefined
}
interface InitContainer {
  name: string
  restartPolicy: string
}

/**
 * A reusable finish-time record: {@link decodePodFinish} overwrites it.
 *
 * @example
 * const r = newPodFinish()
 */
export interface PodFinish extends FinishTimeFields {
  readonly pools: Pools
  readonly metadata: {
    creationTimestamp: string | undefined
    deletionTimestamp: string | undefined
    deletionGracePeriodSeconds: number
  }
  readonly spec: { readonly initContainers: InitContainer[] }
  readonly status: {
    readonly conditions: Condition[]
    readonly containerStatuses: Container[]
    readonly initContainerStatuses: Container[]
  }
}

/**
 * A fresh record to decode into.
 *
 * @example
 * newPodFinish().status.containerStatuses // []
 */
export const newPodFinish = (): PodFinish => ({
  pools: { inits: [], conditions: [], statuses: [], initStatuses: [] },
  metadata: { creationTimestamp: undefined, deletionTimestamp: undefined, deletionGracePeriodSeconds: 0 },
  spec: { initContainers: [] },
  status: { conditions: [], containerStatuses: [], initContainerStatuses: [] },
})

/** Entries kept for reuse, by position (a list is emptied by its length; its entries stay here). */
interface Pools {
  readonly inits: InitContainer[]
  readonly conditions: Condition[]
  readonly statuses: Container[]
  readonly initStatuses: Container[]
}

// (entries are taken in order, so the pool has no holes; an index past its end is never read: never Array.prototype[i])
const entry = <T>(pool: T[], i: number, create: () => T): T => {
  if (i < pool.length) return pool[i] as T
  const e = create()
  pool.push(e)
  return e
}

/** Sets a list's length only when it changes (V8 gives up an array's storage when it is emptied). */
const setLength = (list: unknown[], n: number): void => {
  if (list.length !== n) list.length = n
}

const newContainer = (): Container => {
  const ownTerminated: Terminated = { finishedAt: undefined }
  return { name: '', state: { terminated: undefined }, ownTerminated }
}

/** Every entry of a status list (a malformed one as a container that has not terminated), as `decodePod`. */
const decodeStatuses = (raw: unknown, out: Container[], pool: Container[]): void => {
  let count = 0
  try {
    const n = ownLength(raw)
    for (let i = 0; i < n; i++) {
      const item = objectOf(ownField(raw, i))
      const c = entry(pool, i, newContainer)
      c.name = text(field(item, 'name'))
      const terminated = objectOf(field(field(item, 'state'), 'terminated'))
      if (item === undefined || terminated === undefined) c.state.terminated = undefined
      else {
        c.ownTerminated.finishedAt = time(field(terminated, 'finishedAt'))
        c.state.terminated = c.ownTerminated
      }
      out[count++] = c
    }
  } catch {
    count = 0 // a list that cannot be read whole reads as empty
  }
  setLength(out, count)
}

/**
 * The object entries of a caller's list, each filled into a pooled record by
 * `fill` (entries that are not objects are skipped); a list that cannot be
 * read whole reads as empty.
 */
const decodeObjects = <T>(
  raw: unknown,
  out: T[],
  pool: T[],
  make: () => T,
  fill: (record: T, item: object) => void,
): void => {
  let count = 0
  try {
    const n = ownLength(raw)
    for (let i = 0; i < n; i++) {
      const item = objectOf(ownField(raw, i))
      if (item === undefined) continue
      const c = entry(pool, count, make)
      fill(c, item)
      out[count++] = c
    }
  } catch {
    count = 0
  }
  setLength(out, count)
}

const newCondition = (): Condition => ({ type: '', status: '', lastTransitionTime: undefined })
const fillCondition = (c: Condition, item: object): void => {
  c.type = text(field(item, 'type'))
  c.status = text(field(item, 'status'))
  c.lastTransitionTime = time(field(item, 'lastTransitionTime'))
}

const newInit = (): InitContainer => ({ name: '', restartPolicy: '' })
const fillInit = (c: InitContainer, item: object): void => {
  c.name = text(field(item, 'name'))
  c.restartPolicy = text(field(item, 'restartPolicy'))
}

/**
 * Decodes the container fields of a caller's pod (init containers, container
 * statuses, and the init-container statuses when a sidecar makes them count)
 * into `into`; a value that is not a pod object reads as a pod without
 * fields. The conditions and the metadata
 * are decoded by {@link decodePodFinishRest}.
 *
 * @example
 * const r = newPodFinish()
 * decodePodFinishContainers({ status: { containerStatuses: [{ name: 'c' }] } }, r).status.containerStatuses.length // 1
 */
export const decodePodFinishContainers = (raw: unknown, into: PodFinish): PodFinish => {
  const pod = objectOf(raw)
  const pools = into.pools
  decodeObjects(field(field(pod, 'spec'), 'initContainers'), into.spec.initContainers, pools.inits, newInit, fillInit)
  const status = field(pod, 'status')
  decodeStatuses(field(status, 'containerStatuses'), into.status.containerStatuses, pools.statuses)
  // The init-container statuses count only for sidecars (restartPolicy Always): without one they are not read.
  const inits = into.spec.initContainers
  let sidecars = false
  for (let i = 0; i < inits.length && !sidecars; i++) sidecars = (inits[i] as InitContainer).restartPolicy === 'Always'
  if (sidecars)
    decodeStatuses(field(status, 'initContainerStatuses'), into.status.initContainerStatuses, pools.initStatuses)
  else setLength(into.status.initContainerStatuses, 0)
  return into
}

/**
 * Decodes the conditions and the metadata fields of a caller's pod into
 * `into`.
 *
 * @example
 * const r = newPodFinish()
 * decodePodFinishRest({ metadata: { creationTimestamp: '1970-01-01T00:00:10Z' } }, r).metadata.creationTimestamp
 * // '1970-01-01T00:00:10Z'
 */
export const decodePodFinishRest = (raw: unknown, into: PodFinish): PodFinish => {
  const pod = objectOf(raw)
  const meta = field(pod, 'metadata')
  into.metadata.creationTimestamp = time(field(meta, 'creationTimestamp'))
  into.metadata.deletionTimestamp = deletion(field(meta, 'deletionTimestamp'))
  into.metadata.deletionGracePeriodSeconds = int(field(meta, 'deletionGracePeriodSeconds'))
  decodeObjects(
    field(field(pod, 'status'), 'conditions'),
    into.status.conditions,
    into.pools.conditions,
    newCondition,
    fillCondition,
  )
  return into
}

/** Go's zero `time.Time` in ms: the finish time of a pod without a usable timestamp. */
const ZERO_TIME = -62_135_596_800_000

/**
 * The finish times of one sync: `raw` decodes a caller's pod into a reused
 * record (in the order `finishTimeOf` reads it: the container fields, then,
 * only when they give no finish time, the conditions and the metadata),
 * `decoded` reads a decoded pod; both compute `finishTimeOf` (Go's
 * zero time for "unknown"), parsing each distinct timestamp text once —
 * thousands of pods finishing in the same second cost one parse.
 *
 * @example
 * const finishedAt = finishTimeReader()
 * finishedAt.raw({ metadata: { creationTimestamp: '1970-01-01T00:00:10Z' } }) // 10000
 */
export const finishTimeReader = (
  parse: (text: string) => number | undefined,
): { readonly raw: (pod: unknown) => number; readonly decoded: (pod: FinishTimeFields) => number } => {
  const cache = new Map<string, number | undefined>()
  const timeOf = (x: string | undefined): number | undefined => {
    if (x === undefined) return undefined
    if (cache.has(x)) return cache.get(x)
    const ms = parse(x)
    const v = ms === ZERO_TIME ? undefined : ms
    cache.set(x, v)
    return v
  }
  const record = newPodFinish()
  return {
    // Decoded in the order the rule reads: most finished pods stop at their containers.
    raw: (pod: unknown): number =>
      containersFinishTime(decodePodFinishContainers(pod, record), timeOf) ??
      fallbackFinishTime(decodePodFinishRest(pod, record), timeOf) ??
      ZERO_TIME,
    decoded: (pod: FinishTimeFields): number => finishTimeOf(pod, timeOf) ?? ZERO_TIME,
  }
}
