/**
 * Unknown fields kept on a model struct: a `'keep'` decode stores the
 * members the schema does not name on the struct (as a hidden property), so
 * that encoding can write them back, and code rebuilding a struct can carry
 * them over.
 *
 * @module
 */
import type { JsonValue } from './values'

const UNKNOWN: unique symbol = /* @__PURE__ */ Symbol('unknownFields')

/**
 * Stores the unknown fields a decode kept on the model struct it built
 * (hidden: not an own enumerable property).
 *
 * @example
 * const s = {}
 * storeUnknownFields(s, [['x', 2]])
 * unknownFieldsOf(s) // [['x', 2]]
 */
export const storeUnknownFields = (model: object, unknown: ReadonlyArray<readonly [string, JsonValue]>): void => {
  Object.defineProperty(model, UNKNOWN, { value: unknown, enumerable: false })
}

/**
 * The unknown fields a `'keep'` decode stored on a model struct, in input
 * order.
 *
 * @example
 * unknownFieldsOf({}) // []
 */
export const unknownFieldsOf = (model: object): ReadonlyArray<readonly [string, JsonValue]> =>
  (model as { [UNKNOWN]?: ReadonlyArray<readonly [string, JsonValue]> })[UNKNOWN] ?? []

/**
 * A copy of `model` carrying the unknown fields of `from` (used when a
 * struct is rebuilt, e.g. by defaulting, and its unknown fields must stay).
 *
 * @example
 * withUnknownFieldsOf({ a: 1 }, {}) // { a: 1 }
 */
export const withUnknownFieldsOf = <T extends object>(model: T, from: object): T =>
  model === from ? model : withUnknownFields(model, unknownFieldsOf(from))

/**
 * A copy of `model` carrying the given unknown fields (as a `'keep'` decode
 * stores them), e.g. the fields one API version has and another lacks, when
 * a model is converted; `model` itself when there are none.
 *
 * @example
 * unknownFieldsOf(withUnknownFields({ a: 1 }, [['x', 2]])) // [['x', 2]]
 */
export const withUnknownFields = <T extends object>(
  model: T,
  unknown: ReadonlyArray<readonly [string, JsonValue]>,
): T => {
  if (unknown.length === 0) return model
  const copy = { ...model }
  storeUnknownFields(copy, unknown)
  return copy
}
