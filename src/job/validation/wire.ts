/**
 * Total readers over untrusted JSON-like input.
 *
 * Go decodes a request into typed structs before validation runs; these
 * helpers do the same for `unknown` input: they read own properties only
 * (so `__proto__`, `constructor` are ordinary keys), never call user code,
 * and report a value of the wrong JSON type as a `FieldValueTypeInvalid`
 * error while treating it as unset.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { child, key as keyPath, typeInvalid } from './field-errors'

/**
 * A JSON object (not an array, not null).
 *
 * @example
 * const r: Rec = { a: 1 }
 */
export type Rec = Readonly<Record<string, unknown>>

/**
 * True for a non-null, non-array object.
 *
 * @example
 * isRec({}) // true
 * isRec([]) // false
 */
export const isRec = (u: unknown): u is Rec => typeof u === 'object' && u !== null && !Array.isArray(u)

/**
 * Own property `k` of `o`, or `undefined` (inherited properties are ignored).
 *
 * @example
 * own({}, 'constructor') // undefined
 */
export const own = (o: Rec | undefined, k: string): unknown =>
  o !== undefined && Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined

/**
 * Collects decode-level type errors.
 *
 * @example
 * const sink: Sink = []
 */
export type Sink = FieldError[]

const INT32_MIN = -2147483648
const INT32_MAX = 2147483647

/**
 * An optional object field; `null`/absent is `undefined`.
 *
 * @example
 * readRec([], { spec: {} }, 'spec', '') // {}
 */
export const readRec = (sink: Sink, o: Rec | undefined, k: string, path: string): Rec | undefined => {
  const v = own(o, k)
  if (v === undefined || v === null) return undefined
  if (isRec(v)) return v
  sink.push(typeInvalid(child(path, k), v, 'object'))
  return undefined
}

/**
 * An optional list field; `null`/absent is `undefined`.
 *
 * @example
 * readArr([], { a: [1] }, 'a', 'x') // [1]
 */
export const readArr = (sink: Sink, o: Rec | undefined, k: string, path: string): readonly unknown[] | undefined => {
  const v = own(o, k)
  if (v === undefined || v === null) return undefined
  if (Array.isArray(v)) return v
  sink.push(typeInvalid(child(path, k), v, 'array'))
  return undefined
}

/**
 * An optional string field; `null`/absent is `undefined`.
 *
 * @example
 * const sink: Sink = []
 * readStr(sink, { name: 7 }, 'name', 'metadata') // undefined, sink has a type error
 */
export const readStr = (sink: Sink, o: Rec | undefined, k: string, path: string): string | undefined => {
  const v = own(o, k)
  if (v === undefined || v === null) return undefined
  if (typeof v === 'string') return v
  sink.push(typeInvalid(child(path, k), v, 'string'))
  return undefined
}

/**
 * A non-pointer Go string field: unset reads as `""`.
 *
 * @example
 * readStrZero([], {}, 'name', 'metadata') // ''
 */
export const readStrZero = (sink: Sink, o: Rec | undefined, k: string, path: string): string =>
  readStr(sink, o, k, path) ?? ''

/**
 * An optional boolean field.
 *
 * @example
 * readBool([], { suspend: true }, 'suspend', 'spec') // true
 */
export const readBool = (sink: Sink, o: Rec | undefined, k: string, path: string): boolean | undefined => {
  const v = own(o, k)
  if (v === undefined || v === null) return undefined
  if (typeof v === 'boolean') return v
  sink.push(typeInvalid(child(path, k), v, 'boolean'))
  return undefined
}

/**
 * True for a number Go would decode into an `int32`.
 *
 * @example
 * isInt32(2147483648) // false
 */
export const isInt32 = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= INT32_MIN && v <= INT32_MAX

/**
 * True for a number Go would decode into an `int64` (safe-integer range here).
 *
 * @example
 * isInt64(1.5) // false
 */
export const isInt64 = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v)

/**
 * An optional `int32` field.
 *
 * @example
 * readInt32([], { parallelism: 2 }, 'parallelism', 'spec') // 2
 */
export const readInt32 = (sink: Sink, o: Rec | undefined, k: string, path: string): number | undefined => {
  const v = own(o, k)
  if (v === undefined || v === null) return undefined
  if (isInt32(v)) return v
  sink.push(typeInvalid(child(path, k), v, 'int32'))
  return undefined
}

/**
 * An optional `int64` field.
 *
 * @example
 * readInt64([], { activeDeadlineSeconds: 60 }, 'activeDeadlineSeconds', 'spec') // 60
 */
export const readInt64 = (sink: Sink, o: Rec | undefined, k: string, path: string): number | undefined => {
  const v = own(o, k)
  if (v === undefined || v === null) return undefined
  if (isInt64(v)) return v
  sink.push(typeInvalid(child(path, k), v, 'int64'))
  return undefined
}

/**
 * A Go string→string map, as a null-prototype object (`undefined` = nil map).
 *
 * @example
 * const m: StrMap = { app: 'web' }
 */
export type StrMap = Readonly<Record<string, string>>

/**
 * An optional `map[string]string` field. The input object is used as is when
 * every value is a string (the common case); otherwise entries whose value is
 * not a string are reported and a null-prototype copy without them is
 * returned. Look entries up with {@link mapGet} (own properties only).
 *
 * @example
 * readStrMap([], { labels: { a: '1' } }, 'labels', 'metadata') // { a: '1' }
 */
export const readStrMap = (sink: Sink, o: Rec | undefined, k: string, path: string): StrMap | undefined => {
  const v = readRec(sink, o, k, path)
  if (v === undefined) return undefined
  const keys = Object.keys(v)
  let clean = true
  for (let i = 0; i < keys.length && clean; i++) clean = typeof v[keys[i] as string] === 'string'
  if (clean) return v as StrMap
  const mapPath = child(path, k)
  const out: Record<string, string> = Object.create(null) as Record<string, string>
  for (const mk of keys) {
    const mv = v[mk]
    if (typeof mv === 'string') out[mk] = mv
    else sink.push(typeInvalid(keyPath(mapPath, mk), mv, 'string'))
  }
  return out
}

/**
 * String comparison in code-unit order (byte order for BMP text).
 *
 * @example
 * ['b', 'a'].sort(byteOrder) // ['a', 'b']
 */
export const byteOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Own property lookup in a string map.
 *
 * @example
 * mapGet({ a: 'x' }, 'toString') // undefined
 */
export const mapGet = (m: StrMap | undefined, k: string): string | undefined =>
  m !== undefined && Object.prototype.hasOwnProperty.call(m, k) ? m[k] : undefined

export { utf8Length } from '../../field/utf8'
