/**
 * `resource.Quantity`'s JSON unmarshalling as the decoder needs it: a JSON
 * string (trimmed) or number → the model's quantity, or the error
 * `ParseQuantity` returns. The zero quantity (`null`) is Go's zero value.
 *
 * @module
 */
import { quantityFromJson } from '../core/quantity/json'
import { parseQuantity } from '../core/quantity/parse'
import { ZERO_QUANTITY, type Quantity } from '../core/quantity/types'
import { NumberLiteral } from './read'

/**
 * Go's zero `Quantity` (marshals as `"0"`).
 *
 * @example
 * ZERO.sign // 0
 */
export const ZERO: Quantity = ZERO_QUANTITY

/**
 * Decodes a quantity from a value after `toJsonValue` (a string, a number,
 * a `NumberLiteral` from JSON text, or anything else, which Go rejects).
 *
 * @example
 * decodeQuantity(' 500Mi ') // { ok: true, value: <500Mi> }
 * decodeQuantity(true)      // { ok: false, error: "quantities must match the regular expression …" }
 */
export const decodeQuantity = (
  v: unknown,
): { readonly ok: true; readonly value: Quantity } | { readonly ok: false; readonly error: string } => {
  const r = v instanceof NumberLiteral ? parseQuantity(v.text) : quantityFromJson(v)
  return r._tag === 'Right' ? { ok: true, value: r.right } : { ok: false, error: r.left.message }
}
