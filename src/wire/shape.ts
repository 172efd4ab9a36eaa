/**
 * The one shape check the decoders, printers and controllers share: a
 * non-null, non-array object (a decoded struct, a JSON object).
 *
 * @module
 */

/**
 * A non-null, non-array object: the shape of a decoded struct.
 *
 * @example
 * isStruct({}) // true
 * isStruct([]) // false
 */
export const isStruct = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
