/**
 * Defensive reads of wire (JSON) objects for the controller's support
 * functions: callers pass parsed YAML/JSON, so every field is checked before
 * use and only own properties count. Internal to the package.
 *
 * @module
 */

/** A JSON object, read-only. */
export type Obj = Readonly<Record<string, unknown>>

/** `x` as an object (not an array), or `undefined`. */
export const asObj = (x: unknown): Obj | undefined =>
  typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Obj) : undefined

/** The own property `key` of `o`, or `undefined`. */
export const own = (o: Obj | undefined, key: string): unknown =>
  o !== undefined && Object.prototype.hasOwnProperty.call(o, key) ? o[key] : undefined

/** `x` if it is a string, else `''`. */
export const asString = (x: unknown): string => (typeof x === 'string' ? x : '')

/** `x` if it is an array, else `[]`. */
export const asArray = (x: unknown): readonly unknown[] => (Array.isArray(x) ? x : [])
