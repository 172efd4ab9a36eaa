/**
 * `Date`s in a caller's object, as the API server sees them: the client
 * sends `JSON.stringify` of the object (a `Date` becomes
 * `2026-01-01T00:00:00.000Z`), and the server decodes a timestamp field as
 * `metav1.Time` and writes it back with whole seconds
 * (`2026-01-01T00:00:00Z`). Objects from `@kubernetes/client-node` (model
 * classes) and js-yaml's default schema (bare timestamps) carry such
 * `Date`s; with {@link withoutDates} every operation reads them exactly as
 * the same object in plain JSON.
 *
 * @module
 */
import { HOLE, arrayLength, ownEntries, ownItem, setOwn, toJsonValue } from './read'

/**
 * Where an object has `metav1.Time` fields: `true` marks one, an object
 * the fields of a struct, a one-element array the elements of a list.
 * (A small table rather than the generated schemas, which would add their
 * size to every bundle; test/wire/dates.test.ts checks it against them.)
 *
 * @example
 * const condition: TimeFields = { lastProbeTime: true, lastTransitionTime: true }
 * const status: TimeFields = { startTime: true, conditions: [condition] }
 */
export type TimeFields = true | readonly [TimeFields] | { readonly [field: string]: TimeFields }

const META: TimeFields = { creationTimestamp: true, deletionTimestamp: true, managedFields: [{ time: true }] }
const VOLUMES: TimeFields = [{ ephemeral: { volumeClaimTemplate: { metadata: META } } }]
const CONDITIONS: TimeFields = [{ lastProbeTime: true, lastTransitionTime: true }]
const STATE: TimeFields = { running: { startedAt: true }, terminated: { startedAt: true, finishedAt: true } }
const CONTAINER_STATUSES: TimeFields = [{ state: STATE, lastState: STATE }]

/**
 * The `metav1.Time` fields of a batch/v1 (or extensions/v1beta1) Job.
 *
 * @example
 * (JOB_TIME_FIELDS as { status: { startTime: true } }).status.startTime // true
 */
export const JOB_TIME_FIELDS: TimeFields = {
  metadata: META,
  spec: { template: { metadata: META, spec: { volumes: VOLUMES } } },
  status: { conditions: CONDITIONS, startTime: true, completionTime: true },
}

/**
 * The `metav1.Time` fields of a core/v1 Pod.
 *
 * @example
 * (POD_TIME_FIELDS as { status: { startTime: true } }).status.startTime // true
 */
export const POD_TIME_FIELDS: TimeFields = {
  metadata: META,
  spec: { volumes: VOLUMES },
  status: {
    conditions: CONDITIONS,
    startTime: true,
    initContainerStatuses: CONTAINER_STATUSES,
    containerStatuses: CONTAINER_STATUSES,
    ephemeralContainerStatuses: CONTAINER_STATUSES,
    volumeHealth: [{ lastTransitionTime: true }],
  },
}

const objectToString = Object.prototype.toString

/** Thrown inside the walk to give the caller's value back unchanged. */
const GIVE_UP: unique symbol = Symbol('giveUp')

interface Walk {
  /** Each object's result, so that a shared object is walked once (cost linear in the object graph). */
  readonly done: Map<object, unknown>
  /** The objects on the current path (a cycle gives up). */
  readonly active: Set<object>
}

type Fields = TimeFields | undefined

/**
 * A `Date` as the server stores it. In a `metav1.Time` field: the time as Go
 * re-encodes it, whole seconds in UTC (`Date#toJSON` always writes UTC with
 * milliseconds, so this is its first 19 characters and `Z`); a year Go
 * cannot parse (`+010000`, `-000001`) stays as sent, and Go reports it.
 * Elsewhere, and for an invalid `Date` (sent as `null`): `JSON.stringify`'s
 * value.
 */
const dateValue = (d: object, fields: Fields): unknown => {
  const sent = toJsonValue(d)
  return typeof sent === 'string' && fields === true && /^\d{4}-/.test(sent) ? `${sent.slice(0, 19)}Z` : sent
}

const fieldOf = (fields: Fields, key: string): Fields =>
  typeof fields === 'object' && !Array.isArray(fields) && Object.hasOwn(fields, key)
    ? (fields as { readonly [field: string]: TimeFields })[key]
    : undefined

const itemOf = (fields: Fields): Fields => (Array.isArray(fields) ? (fields as readonly [TimeFields])[0] : undefined)

const walk = (w: Walk, v: unknown, fields: Fields): unknown => {
  if (typeof v !== 'object' || v === null) return v
  if (objectToString.call(v) === '[object Date]') return dateValue(v, fields)
  if (w.done.has(v)) return w.done.get(v)
  if (w.active.has(v)) throw GIVE_UP
  w.active.add(v)
  const sent = toJsonValue(v)
  let out: unknown
  if (typeof sent !== 'object' || sent === null) out = sent
  else if (Array.isArray(sent)) out = walkArray(w, sent, itemOf(fields))
  else out = walkObject(w, sent, fields)
  w.active.delete(v)
  w.done.set(v, out)
  return out
}

/** The array itself when nothing in it changes, else a copy as JSON would send it. */
const walkArray = (w: Walk, a: readonly unknown[], item: Fields): unknown => {
  const n = arrayLength(a)
  let copy: unknown[] | undefined
  for (let i = 0; i < n; i++) {
    const x = ownItem(a, i)
    if (x === HOLE) throw GIVE_UP
    const next = walk(w, x, item)
    if (next !== x && copy === undefined) {
      copy = []
      for (let j = 0; j < i; j++) copy.push(ownItem(a, j))
    }
    copy?.push(next)
  }
  return copy ?? a
}

/** The object itself when nothing in it changes, else a plain copy as JSON would send it. */
const walkObject = (w: Walk, o: object, fields: Fields): unknown => {
  const entries = ownEntries(o)
  // an accessor would be dropped by a copy: leave such objects to the operation's own reader
  if (entries.length !== Object.keys(o).length) throw GIVE_UP
  let copy: Record<string, unknown> | undefined
  for (let i = 0; i < entries.length; i++) {
    const [k, x] = entries[i] as readonly [string, unknown]
    const next = walk(w, x, fieldOf(fields, k))
    if (next !== x && copy === undefined) {
      copy = {}
      for (let j = 0; j < i; j++) {
        const [pk, pv] = entries[j] as readonly [string, unknown]
        setOwn(copy, pk, pv)
      }
    }
    if (copy !== undefined) setOwn(copy, k, next)
  }
  return copy ?? o
}

/**
 * The caller's value with every `Date` replaced by what the API server
 * stores for it: in a `metav1.Time` field (per `fields`), the time as Go
 * re-encodes it (`2026-01-01T00:00:00Z`, whole seconds); elsewhere the text
 * `JSON.stringify` sends (`2026-01-01T00:00:00.000Z`). Objects and arrays
 * on the way to a `Date` are copied as JSON would send them (own enumerable
 * data properties, `toJSON` applied); everything else is the caller's own
 * value, and a value without `Date`s is returned as it is.
 *
 * Total and linear: a shared object is walked once; a cycle, a hole, an
 * accessor or anything that throws gives the value back unchanged (the
 * operation's own reader then reports it). The argument is never mutated.
 *
 * @example
 * withoutDates({ metadata: { creationTimestamp: new Date('2026-01-01T00:00:00.250Z') } }, JOB_TIME_FIELDS)
 * // { metadata: { creationTimestamp: '2026-01-01T00:00:00Z' } }
 * withoutDates({ metadata: { annotations: { at: new Date(0) } } }, JOB_TIME_FIELDS)
 * // { metadata: { annotations: { at: '1970-01-01T00:00:00.000Z' } } }
 */
export const withoutDates = <T>(value: T, fields?: TimeFields): T => {
  const w: Walk = { done: new Map(), active: new Set() }
  try {
    return walk(w, value, fields) as T
  } catch {
    return value
  }
}

/**
 * {@link withoutDates} for a Job (batch/v1 or extensions/v1beta1, whose
 * timestamps sit in the same fields).
 *
 * @example
 * jobWithoutDates({ status: { startTime: new Date('2026-01-01T00:00:00Z') } })
 * // { status: { startTime: '2026-01-01T00:00:00Z' } }
 */
export const jobWithoutDates = <T>(job: T): T => withoutDates(job, JOB_TIME_FIELDS)

/**
 * {@link withoutDates} for a Pod.
 *
 * @example
 * podWithoutDates({ status: { startTime: new Date('2026-01-01T00:00:00Z') } })
 * // { status: { startTime: '2026-01-01T00:00:00Z' } }
 */
export const podWithoutDates = <T>(pod: T): T => withoutDates(pod, POD_TIME_FIELDS)

const PODS: TimeFields = [POD_TIME_FIELDS]

/**
 * {@link withoutDates} for a list of Pods.
 *
 * @example
 * podsWithoutDates([{ status: { startTime: new Date('2026-01-01T00:00:00Z') } }])
 * // [{ status: { startTime: '2026-01-01T00:00:00Z' } }]
 */
export const podsWithoutDates = <T>(pods: T): T => withoutDates(pods, PODS)
