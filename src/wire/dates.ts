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
import { HOLE, arrayLength, setOwn, toJsonValue } from './read'

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

/**
 * The `metav1.Time` fields of a batch/v1 (or extensions/v1beta1) Job.
 *
 * @example
 * (JOB_TIME_FIELDS as { status: { startTime: true } }).status.startTime // true
 */
export const JOB_TIME_FIELDS: TimeFields = {
  metadata: META,
  spec: { template: { metadata: META, spec: { volumes: VOLUMES } } },
  status: { conditions: [{ lastProbeTime: true, lastTransitionTime: true }], startTime: true, completionTime: true },
}

const objectToString = Object.prototype.toString
const getProto = Object.getPrototypeOf
const getOwn = Object.getOwnPropertyDescriptor
const hasOwn = Object.hasOwn

/** Thrown inside the walk to give the caller's value back unchanged. */
const GIVE_UP: unique symbol = /* @__PURE__ */ Symbol('giveUp')
/** A memo entry: the object is on the current path (meeting it again is a cycle). */
const ACTIVE: unique symbol = /* @__PURE__ */ Symbol('active')
/** A memo entry: the object's result is `undefined`. */
const NONE: unique symbol = /* @__PURE__ */ Symbol('none')

type Fields = TimeFields | undefined

/**
 * Results per (table node, object): a shared object is walked once for each
 * place of the table it is met at (cost linear in the object graph), and
 * meeting an object again on its own path is a cycle.
 */
type Memo = Map<Fields, Map<object, unknown>>

const recall = (memo: Memo, at: Fields, v: object): unknown => {
  const r = memo.get(at)?.get(v)
  if (r === ACTIVE) throw GIVE_UP
  return r
}
const remember = (memo: Memo, at: Fields, v: object, out: unknown): void => {
  let m = memo.get(at)
  if (m === undefined) {
    m = new Map()
    memo.set(at, m)
  }
  m.set(v, out === undefined ? NONE : out)
}
const recalled = (r: unknown): unknown => (r === NONE ? undefined : r)

/**
 * A `Date` as the server stores it. In a `metav1.Time` field: the time as Go
 * re-encodes it, whole seconds in UTC (`Date#toJSON` always writes UTC with
 * milliseconds, so this is its first 19 characters and `Z`); a year Go
 * cannot parse (`+010000`, `-000001`) stays as sent, and Go reports it.
 * Elsewhere, and for an invalid `Date` (sent as `null`): `JSON.stringify`'s
 * value.
 */
const dateValue = (d: object, time: boolean): unknown => {
  const sent = toJsonValue(d)
  return typeof sent === 'string' && time && /^\d{4}-/.test(sent) ? `${sent.slice(0, 19)}Z` : sent
}

/** An object read as it is: plain data without a `toJSON` of its own. */
const isPlain = (v: object): boolean => {
  const proto: unknown = getProto(v)
  return (proto === Object.prototype || proto === Array.prototype || proto === null) && !hasOwn(v, 'toJSON')
}

/** An own enumerable data property (`absent` when there is none); an accessor gives up, never invoked. */
const dataValue = (o: object, key: string | number, absent: unknown): unknown => {
  const d = getOwn(o, key)
  if (d === undefined || !d.enumerable) return absent
  if (!hasOwn(d, 'value')) throw GIVE_UP
  return d.value
}

/** A plain copy of an object's own enumerable data properties, in its key order. */
const plainCopy = (o: object): Record<string, unknown> => {
  const copy: Record<string, unknown> = {}
  for (const k of Object.keys(o)) {
    const x = dataValue(o, k, HOLE)
    if (x !== HOLE) setOwn(copy, k, x)
  }
  return copy
}

/** A copy of an array's first `n` elements. */
const arrayPrefix = (a: readonly unknown[], n: number): unknown[] => {
  const copy: unknown[] = []
  for (let j = 0; j < n; j++) copy.push(dataValue(a, j, undefined))
  return copy
}

const fieldOf = (fields: Fields, key: string): Fields =>
  typeof fields === 'object' && !Array.isArray(fields) && hasOwn(fields, key)
    ? (fields as { readonly [field: string]: TimeFields })[key]
    : undefined

const itemOf = (fields: Fields): Fields => (Array.isArray(fields) ? (fields as readonly [TimeFields])[0] : undefined)

const walk = (memo: Memo, v: unknown, fields: Fields): unknown => {
  if (typeof v !== 'object' || v === null) return v
  const r = recall(memo, fields, v)
  if (r !== undefined) return recalled(r)
  let sent: unknown = v
  if (!isPlain(v)) {
    if (objectToString.call(v) === '[object Date]') return dateValue(v, fields === true)
    sent = toJsonValue(v)
  }
  remember(memo, fields, v, ACTIVE)
  let out: unknown
  if (typeof sent !== 'object' || sent === null) out = sent
  else if (Array.isArray(sent)) out = walkArray(memo, sent, itemOf(fields))
  else out = walkObject(memo, sent, fields)
  remember(memo, fields, v, out)
  return out
}

/** The array itself when nothing in it changes, else a copy as JSON would send it. A hole gives up. */
const walkArray = (memo: Memo, a: readonly unknown[], item: Fields): unknown => {
  const n = arrayLength(a)
  let copy: unknown[] | undefined
  for (let i = 0; i < n; i++) {
    const x = dataValue(a, i, HOLE)
    if (x === HOLE) throw GIVE_UP
    const next = walk(memo, x, item)
    if (next !== x && copy === undefined) copy = arrayPrefix(a, i)
    copy?.push(next)
  }
  return copy ?? a
}

/** The object itself when nothing in it changes, else a plain copy as JSON would send it. */
const walkObject = (memo: Memo, o: object, fields: Fields): unknown => {
  let copy: Record<string, unknown> | undefined
  for (const k of Object.keys(o)) {
    const x = dataValue(o, k, HOLE)
    if (x === HOLE) continue
    const next = walk(memo, x, fieldOf(fields, k))
    if (next !== x) copy ??= plainCopy(o)
    if (copy !== undefined) setOwn(copy, k, next)
  }
  return copy ?? o
}

/** How many values {@link isPlainData} reads before it leaves the question to the careful walk. */
/**
 * Whether a value is certainly plain data (no `Date`, no class instance,
 * no boxed value), read quickly: own data properties only (an accessor is
 * never invoked). Each object is read once (a shared
 * object or a cycle is not read again), so the cost is linear in the
 * value's size. Anything unusual — a non-plain object, a throwing getter or
 * proxy — answers `false` and leaves the value to the careful walk.
 */
/** Longer arrays (a sparse `length` of 2^32 − 1, say) go to the careful walk. */
const MAX_QUICK_LENGTH = 10_000_000

const isPlainData = (v: unknown): boolean => {
  if (typeof v !== 'object' || v === null) return true
  const seen = new Set<object>([v])
  const stack: object[] = [v]
  const visit = (x: unknown): void => {
    if (typeof x === 'object' && x !== null && !seen.has(x)) {
      seen.add(x)
      stack.push(x)
    }
  }
  try {
    while (stack.length > 0) {
      const o = stack.pop() as object
      if (!isPlain(o)) return false
      // Own data properties only: an accessor (or a hole) leaves the value to the careful walk, uninvoked.
      if (Array.isArray(o)) {
        const n: unknown = o.length
        if (typeof n !== 'number' || !(n >= 0) || n > MAX_QUICK_LENGTH) return false
        for (let i = 0; i < n; i++) {
          const d = getOwn(o, i)
          if (d === undefined || !hasOwn(d, 'value')) return false
          visit(d.value)
        }
      } else {
        const keys = Object.keys(o)
        for (let i = 0; i < keys.length; i++) {
          const d = getOwn(o, keys[i] as string)
          if (d === undefined || !hasOwn(d, 'value')) return false
          visit(d.value)
        }
      }
    }
  } catch {
    return false
  }
  return true
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
 * Plain JSON data is recognised by a quick read first (own keys, plain
 * property access, as the operations' readers read) and returned as it is.
 * Anything else is walked carefully: own enumerable data properties only;
 * a shared object is walked once (linear); a cycle, a hole, an accessor
 * (not invoked by the careful walk) or anything that throws gives the value
 * back unchanged (the operation's own reader then reports it). The
 * argument is never mutated.
 *
 * @example
 * withoutDates({ metadata: { creationTimestamp: new Date('2026-01-01T00:00:00.250Z') } }, JOB_TIME_FIELDS)
 * // { metadata: { creationTimestamp: '2026-01-01T00:00:00Z' } }
 * withoutDates({ metadata: { annotations: { at: new Date(0) } } }, JOB_TIME_FIELDS)
 * // { metadata: { annotations: { at: '1970-01-01T00:00:00.000Z' } } }
 */
export const withoutDates = <T>(value: T, fields?: TimeFields): T => {
  if (isPlainData(value)) return value
  const memo: Memo = new Map()
  try {
    return walk(memo, value, fields) as T
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
 * One `metav1.Time` field's value as the API server stores it: a `Date` as
 * Go re-encodes it (see {@link withoutDates}), anything else as it is. For
 * readers that read a few time fields of many objects (the controller's
 * pods), where walking every object whole first would cost more than the
 * reading itself.
 *
 * @example
 * timeField(new Date('2026-01-01T00:00:00.750Z')) // '2026-01-01T00:00:00Z'
 * timeField('2026-01-01T00:00:00Z')               // '2026-01-01T00:00:00Z'
 */
export const timeField = (x: unknown): unknown => {
  if (typeof x !== 'object' || x === null) return x
  try {
    return objectToString.call(x) === '[object Date]' ? dateValue(x, true) : x
  } catch {
    return x
  }
}
