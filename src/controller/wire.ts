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
export const asObj = (x: unknown): Obj | undefined => {
  try {
    return typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Obj) : undefined
  } catch {
    return undefined // a revoked proxy
  }
}

/** The own property `key` of `o`, or `undefined`. */
export const own = (o: Obj | undefined, key: string): unknown => {
  if (o === undefined) return undefined
  try {
    const d = Object.getOwnPropertyDescriptor(o, key)
    return d !== undefined && Object.hasOwn(d, 'value') ? d.value : undefined
  } catch {
    return undefined // a throwing proxy
  }
}

/** `x` if it is a string, else `''`. */
export const asString = (x: unknown): string => (typeof x === 'string' ? x : '')

/** `x` if it is an array, else `[]`. */
export const asArray = (x: unknown): readonly unknown[] => {
  try {
    if (!Array.isArray(x)) return []
    // holes past any sane length (a sparse array of length 2^32-1) read as empty
    const len = x.length
    if (len > 1_000_000 && Object.keys(x).length < len) return []
    // own data elements only: a hole or an accessor reads as undefined, a proxy cannot throw later
    const out: unknown[] = []
    for (let i = 0; i < len; i++) {
      const d = Object.getOwnPropertyDescriptor(x, i)
      out.push(d !== undefined && Object.hasOwn(d, 'value') ? d.value : undefined)
    }
    return out
  } catch {
    return []
  }
}
