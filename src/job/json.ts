/**
 * Small total helpers for reading and copying parsed JSON values without
 * trusting their shape. User-controlled keys (labels, unknown fields) are
 * only ever copied with object spread or `Object.defineProperty`, so keys
 * such as `__proto__` stay ordinary own properties.
 *
 * @module
 */

/**
 * A JSON object as this library reads it.
 *
 * @example
 * const r: JsonRecord = { apiVersion: 'batch/v1' }
 */
export type JsonRecord = Readonly<Record<string, unknown>>

/**
 * True for a non-null, non-array object.
 *
 * @example
 * isRecord({}) // true
 * isRecord([]) // false
 */
export const isRecord = (u: unknown): u is JsonRecord => typeof u === 'object' && u !== null && !Array.isArray(u)

/**
 * Go's notion of a nil pointer for a decoded JSON field: absent or `null`.
 *
 * @example
 * isNil(null) // true
 * isNil(0) // false
 */
export const isNil = (u: unknown): u is null | undefined => u === undefined || u === null

/**
 * Reads an own property; inherited properties (`constructor`, `__proto__`)
 * read as `undefined`.
 *
 * @example
 * ownField({ a: 1 }, 'a') // 1
 * ownField({}, 'constructor') // undefined
 */
export const ownField = (o: unknown, key: string): unknown =>
  isRecord(o) && Object.hasOwn(o, key) ? o[key] : undefined

/**
 * Reads an own property that is a JSON object, else `undefined`.
 *
 * @example
 * ownRecord({ spec: { a: 1 } }, 'spec') // { a: 1 }
 * ownRecord({ spec: 3 }, 'spec') // undefined
 */
export const ownRecord = (o: unknown, key: string): JsonRecord | undefined => {
  const v = ownField(o, key)
  return isRecord(v) ? v : undefined
}

/**
 * Reads an own property that is a string, else `undefined`.
 *
 * @example
 * ownString({ name: 'a' }, 'name') // 'a'
 */
export const ownString = (o: unknown, key: string): string | undefined => {
  const v = ownField(o, key)
  return typeof v === 'string' ? v : undefined
}

/**
 * Sets `key` on a freshly built (not user-visible yet) object as an own,
 * enumerable data property, even when `key` is `__proto__`.
 *
 * @example
 * const o: Record<string, unknown> = {}
 * setOwn(o, '__proto__', 'x')
 * Object.keys(o) // ['__proto__']
 */
export const setOwn = (o: Record<string, unknown>, key: string, value: unknown): void => {
  if (key === '__proto__') {
    Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true })
  } else {
    o[key] = value
  }
}

/**
 * True when a label map (or any JSON object) has no own enumerable keys; nil
 * and non-objects count as empty (Go's `len(map) == 0`).
 *
 * @example
 * isEmptyMap(undefined) // true
 * isEmptyMap({ a: 'b' }) // false
 */
export const isEmptyMap = (u: unknown): boolean => {
  if (!isRecord(u)) return true
  for (const k in u) if (Object.hasOwn(u, k)) return false
  return true
}

/**
 * Semantic equality of two decoded JSON values, in the spirit of
 * apimachinery's `equality.Semantic.DeepEqual`: an absent field, `undefined`
 * and `null` are the same (all are Go's nil), everything else compares
 * structurally.
 *
 * @example
 * semanticEqual({ a: 1, b: null }, { a: 1 }) // true
 * semanticEqual([1, 2], [2, 1]) // false
 */
export const semanticEqual = (a: unknown, b: unknown): boolean => {
  // An explicit work list instead of recursion: user data (unknown fields)
  // may nest deeper than the call stack.
  const pending: unknown[] = [a, b]
  while (pending.length > 0) {
    const y = pending.pop()
    const x = pending.pop()
    if (x === y) continue
    if (isNil(x) || isNil(y)) {
      if (isNil(x) && isNil(y)) continue
      return false
    }
    if (Array.isArray(x)) {
      if (!Array.isArray(y) || x.length !== y.length) return false
      for (let i = 0; i < x.length; i++) pending.push(x[i], y[i])
      continue
    }
    if (isRecord(x)) {
      if (!isRecord(y)) return false
      for (const k of Object.keys(x)) pending.push(x[k], Object.hasOwn(y, k) ? y[k] : undefined)
      for (const k of Object.keys(y)) if (!Object.hasOwn(x, k) && !isNil(y[k])) return false
      continue
    }
    if (!(Number.isNaN(x) && Number.isNaN(y))) return false
  }
  return true
}

/**
 * A shallow copy of a JSON object (non-objects copy as `{}`). Built with
 * `Object.assign` onto a fresh literal (or key by key when the source has an
 * own `__proto__` key, which `Object.assign` would turn into a prototype):
 * V8 keeps such objects on its fast paths, while adding keys to a
 * `{ ...spread }` copy is a steep performance cliff.
 *
 * @example
 * copyRecord({ a: 1 }) // { a: 1 }
 */
export const copyRecord = (o: unknown): Record<string, unknown> => {
  if (!isRecord(o)) return {}
  if (!Object.hasOwn(o, '__proto__')) return Object.assign({}, o)
  const out: Record<string, unknown> = {}
  for (const k of Object.keys(o)) setOwn(out, k, o[k])
  return out
}

/**
 * A shallow copy of `o` with `fields` set (added or replaced) as own data
 * properties.
 *
 * @example
 * withFields({ a: 1, b: 2 }, { b: 3, c: 4 }) // { a: 1, b: 3, c: 4 }
 */
export const withFields = (o: unknown, fields: JsonRecord): Record<string, unknown> => {
  const out = copyRecord(o)
  if (!Object.hasOwn(fields, '__proto__')) return Object.assign(out, fields)
  for (const k of Object.keys(fields)) setOwn(out, k, fields[k])
  return out
}

/**
 * A shallow copy of `o` without the given keys.
 *
 * @example
 * withoutFields({ a: 1, b: 2 }, ['b']) // { a: 1 }
 */
export const withoutFields = (o: unknown, keys: readonly string[]): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  if (isRecord(o)) for (const k of Object.keys(o)) if (!keys.includes(k)) setOwn(out, k, o[k])
  return out
}
