/**
 * Safe reads of caller-supplied JavaScript values: the only place in the
 * library that touches objects it did not build. Every read takes own,
 * enumerable data properties only (accessors are never invoked, inherited
 * and polluted properties are never seen), and the value is first turned
 * into what `JSON.stringify` would send: `Date`s become strings, `toJSON`
 * of class instances is called once, boxed primitives are unboxed, `BigInt`s
 * become numbers, `undefined`/functions/symbols are absent.
 *
 * Callers wrap their whole walk in one `try`/`catch`: proxies and revoked
 * proxies may throw from any of these reads.
 *
 * @module
 */

/**
 * A JSON number whose text differs from how JavaScript prints it (a large
 * `BigInt`, or a literal such as `1.0` or `1e3` kept from JSON text), so
 * that Go's errors can quote it exactly as Go would see it.
 *
 * @example
 * new NumberLiteral('1.0').text // '1.0'
 */
export class NumberLiteral {
  constructor(
    /** The literal as written. */
    readonly text: string,
  ) {}
}

const objectToString = Object.prototype.toString
const getProto = Object.getPrototypeOf
const getOwn = Object.getOwnPropertyDescriptor
const hasOwn = (o: object, k: PropertyKey): boolean => Object.hasOwn(o, k)

/** What a caller's value is, after `JSON.stringify`'s conversions. */
export type JsonKind = 'absent' | 'null' | 'string' | 'number' | 'bool' | 'object' | 'array'

/**
 * The `toJSON` method a value defines itself, on its own class — never
 * one inherited from (or planted on) `Object.prototype`/`Array.prototype`.
 */
const ownToJson = (v: object): ((this: unknown, key: string) => unknown) | undefined => {
  const proto = getProto(v) as object | null
  if ((proto === Object.prototype || proto === Array.prototype || proto === null) && !hasOwn(v, 'toJSON'))
    return undefined
  let o: object | null = v
  for (let depth = 0; o !== null && o !== Object.prototype && o !== Array.prototype && depth < 64; depth++) {
    const d = getOwn(o, 'toJSON')
    if (d !== undefined) return hasOwn(d, 'value') && typeof d.value === 'function' ? d.value : undefined
    o = getProto(o) as object | null
  }
  return undefined
}

/**
 * `date.toJSON()` without calling anything the date may have overridden.
 */
const dateToJson = (d: Date): string | null => {
  const t = Date.prototype.getTime.call(d)
  return Number.isFinite(t) ? Date.prototype.toISOString.call(d) : null
}

/**
 * Converts a caller's value as `JSON.stringify` would before writing it:
 * the result is a primitive, `undefined` (absent), a `NumberLiteral`, or an
 * object/array still to be read with {@link ownEntries}/{@link ownItem}.
 *
 * @example
 * toJsonValue(new Date(0)) // '1970-01-01T00:00:00.000Z'
 */
export const toJsonValue = (v: unknown): unknown => {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return v
    case 'number':
      return Number.isFinite(v) ? (Object.is(v, -0) ? 0 : v) : null
    case 'bigint':
      return Number.isSafeInteger(Number(v)) ? Number(v) : new NumberLiteral(v.toString())
    case 'undefined':
    case 'function':
    case 'symbol':
      return undefined
  }
  if (v === null || v instanceof NumberLiteral) return v
  const o = v as object
  const tag = objectToString.call(o)
  if (tag === '[object Date]') return dateToJson(o as Date)
  const toJson = ownToJson(o)
  if (toJson !== undefined) return toJsonOnce(toJson.call(o, ''))
  if (tag === '[object String]') return String.prototype.valueOf.call(o)
  if (tag === '[object Number]') return toJsonValue(Number.prototype.valueOf.call(o))
  if (tag === '[object Boolean]') return Boolean.prototype.valueOf.call(o)
  if (tag === '[object BigInt]') return toJsonValue(BigInt.prototype.valueOf.call(o))
  return o
}

/** The result of a `toJSON` call is converted, but its own `toJSON` is not called again. */
const toJsonOnce = (v: unknown): unknown => {
  if (typeof v !== 'object' || v === null || v instanceof NumberLiteral) return toJsonValue(v)
  const tag = objectToString.call(v)
  if (tag === '[object Date]') return dateToJson(v as Date)
  return v
}

/**
 * The JSON kind of a value returned by {@link toJsonValue}.
 *
 * @example
 * jsonKind([1]) // 'array'
 */
export const jsonKind = (v: unknown): JsonKind => {
  if (v === undefined) return 'absent'
  if (v === null) return 'null'
  switch (typeof v) {
    case 'string':
      return 'string'
    case 'number':
      return 'number'
    case 'boolean':
      return 'bool'
  }
  if (v instanceof NumberLiteral) return 'number'
  return Array.isArray(v) ? 'array' : 'object'
}

/**
 * The own, enumerable, string-keyed data properties of an object, in the
 * object's key order. Accessor properties are skipped (never invoked).
 *
 * @example
 * ownEntries({ a: 1, get b() { return 2 } }) // [['a', 1]]
 */
export const ownEntries = (o: object): Array<readonly [string, unknown]> => {
  const keys = Object.keys(o)
  const out: Array<readonly [string, unknown]> = []
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string
    const d = getOwn(o, k)
    if (d !== undefined && hasOwn(d, 'value')) out.push([k, d.value])
  }
  return out
}

/**
 * An own data property of an object, or `undefined` (absent, inherited or
 * an accessor).
 *
 * @example
 * ownValue({ a: 1 }, 'a') // 1
 * ownValue({}, 'toString') // undefined
 */
export const ownValue = (o: object, key: string): unknown => {
  const d = getOwn(o, key)
  return d !== undefined && hasOwn(d, 'value') ? d.value : undefined
}

/**
 * Element `i` of an array, or `hole` when the array has no own data
 * property there.
 *
 * @example
 * ownItem([1, 2], 1) // 2
 */
export const ownItem = (a: readonly unknown[], i: number): unknown => {
  const d = getOwn(a, i)
  return d !== undefined && hasOwn(d, 'value') ? d.value : HOLE
}

/**
 * Marks a missing array element (a hole, or an accessor element).
 *
 * @example
 * ownItem([, 1], 0) === HOLE // true
 */
export const HOLE: unique symbol = /* @__PURE__ */ Symbol('hole')

/**
 * The length of an array as a safe number (a proxy may report anything).
 *
 * @example
 * arrayLength([1, 2]) // 2
 */
export const arrayLength = (a: readonly unknown[]): number => {
  const n = ownValue(a, 'length')
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : 0
}

/**
 * Sets `key` on a plain object as an own data property, `__proto__`
 * included (plain assignment would change the prototype instead).
 *
 * @example
 * const o: Record<string, unknown> = {}
 * setOwn(o, '__proto__', 1)
 * Object.keys(o) // ['__proto__']
 */
export const setOwn = (o: Record<string, unknown>, key: string, value: unknown): void => {
  if (key === '__proto__')
    Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true })
  else o[key] = value
}

/**
 * The message of a caught exception, read without trusting it.
 *
 * @example
 * describeThrown(new Error('boom')) // 'boom'
 */
export const describeThrown = (e: unknown): string => {
  try {
    if (typeof e === 'string') return e
    if (typeof e === 'object' && e !== null) {
      const m = ownValue(e, 'message')
      if (typeof m === 'string') return m
    }
  } catch {
    // fall through
  }
  return 'an exception was thrown'
}

const getOwnDescriptor = Object.getOwnPropertyDescriptor

/**
 * An own, enumerable data property of any value, or `undefined` (not an
 * object, absent, inherited, non-enumerable or an accessor, which is never
 * invoked). The field reader of the lean decoders that read a few named
 * fields of many objects (the controller's pods) without copying them
 * first; array elements are read with it too (a hole reads as `undefined`).
 * One `Object.getOwnPropertyDescriptor` call per read: the value comes
 * from the descriptor, so no getter and no proxy `get` trap runs. It
 * allocates a short-lived descriptor object per read, yet it measured about
 * 1.5× faster in a sync than the allocation-free pair
 * `propertyIsEnumerable` + `__lookupGetter__` followed by a read (two engine
 * calls the JIT does not inline; 424–446 against 666–675 µs for a
 * 1,000-pod NonIndexed sync). A proxy may throw: callers catch, as for every
 * read here.
 *
 * @example
 * ownField({ a: 1 }, 'a') // 1
 * ownField({ get a() { return 1 } }, 'a') // undefined
 * ownField('text', 'length') // undefined
 */
export const ownField = (o: unknown, key: string | number): unknown => {
  if (typeof o !== 'object' || o === null) return undefined
  const d = getOwnDescriptor(o, key)
  return d !== undefined && d.enumerable === true && d.get === undefined && d.set === undefined ? d.value : undefined
}

/** Arrays with holes longer than this read as empty (as the guard's copy reads them). */
const MAX_SPARSE = 1_000_000

/**
 * The number of elements to read from a caller's array: its length, or 0
 * when it is not an array, or when it has holes past any sane length (a
 * sparse array of length 2³²−1 would otherwise be read element by element).
 * Read elements with {@link ownField} (a hole reads as `undefined`). An
 * array's `length` is an own data property no program can redefine.
 *
 * @example
 * ownLength([1, 2]) // 2
 * ownLength({ length: 2 }) // 0
 */
export const ownLength = (a: unknown): number => {
  if (!Array.isArray(a)) return 0
  const n = (a as readonly unknown[]).length
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) return 0
  return n > MAX_SPARSE && Object.keys(a).length < n ? 0 : n
}
