/**
 * Field reads of caller values for the controller's support functions (the
 * exported pod helpers, the policy matchers): thin totals over the field
 * readers of the decoding boundary (`src/wire/read.ts`), so that the
 * controller has one way of reading a caller's object — own, enumerable
 * data properties only, accessors never invoked, array holes and accessor
 * elements read as `undefined`, a throwing proxy read as absent. Internal
 * to the package.
 *
 * @module
 */
import { ownField, ownLength } from '../wire/read'

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

/** The own data property `key` of `o`, or `undefined`. */
export const own = (o: Obj | undefined, key: string): unknown => {
  try {
    return ownField(o, key)
  } catch {
    return undefined // a throwing proxy
  }
}

/** `x` if it is a string, else `''`. */
export const asString = (x: unknown): string => (typeof x === 'string' ? x : '')

/** The elements of `x` when it is an array (holes and accessors as `undefined`), else `[]`. */
export const asArray = (x: unknown): readonly unknown[] => {
  try {
    const n = ownLength(x)
    const out: unknown[] = []
    for (let i = 0; i < n; i++) out.push(ownField(x, i))
    return out
  } catch {
    return []
  }
}
