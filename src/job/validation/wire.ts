/**
 * Small helpers over JSON-like values (own properties only, so
 * `__proto__`, `constructor` are ordinary keys) and Go's string lengths.
 * Job validation itself reads the decoded model (./decoded.ts), never the
 * caller's JSON.
 *
 * @module
 */

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
 * A Go string→string map, as a null-prototype object (`undefined` = nil map).
 *
 * @example
 * const m: StrMap = { app: 'web' }
 */
export type StrMap = Readonly<Record<string, string>>

/**
 * Own property lookup in a string map.
 *
 * @example
 * mapGet({ a: 'x' }, 'toString') // undefined
 */
export const mapGet = (m: StrMap | undefined, k: string): string | undefined =>
  m !== undefined && Object.prototype.hasOwnProperty.call(m, k) ? m[k] : undefined

export { utf8Length } from '../../field/utf8'
