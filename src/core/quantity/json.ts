/**
 * Quantities in JSON: Go's `Quantity.UnmarshalJSON`, which accepts a JSON
 * string or a bare JSON number (it parses the number's text), and `null`
 * (the zero quantity).
 *
 * @module
 */
import * as E from '../../wire/either'
import { isGoSpace } from '../../field/go-space'
import { parseQuantity } from './parse'
import { FORMAT_ERROR, ZERO_QUANTITY, type Quantity, type QuantityError } from './types'

/**
 * Whether Go's `strings.TrimSpace` removes `c` from JSON text that
 * `JSON.stringify` wrote: Unicode white space, except the control
 * characters (tab, newline, …), which JSON text holds only as escapes
 * such as `\n` — and Go does not unescape a quantity string.
 */
const isTrimmedSpace = (c: number): boolean => (c < 0x09 || c > 0x0d) && isGoSpace(c)

const trimSpace = (s: string): string => {
  let start = 0
  let end = s.length
  while (start < end && isTrimmedSpace(s.charCodeAt(start))) start++
  while (end > start && isTrimmedSpace(s.charCodeAt(end - 1))) end--
  return start === 0 && end === s.length ? s : s.slice(start, end)
}

/**
 * Decodes a quantity from a JSON value the way Go decodes the JSON text
 * `JSON.stringify(u)` would produce:
 * - a string: surrounding spaces trimmed, then {@link parseQuantity};
 * - a finite number (or a bigint): its decimal text parsed (`1e21` is read
 *   from `"1e+21"`); `NaN` and infinities are `null` in JSON;
 * - `null`: the zero quantity (Go leaves a zero `Quantity`);
 * - anything else (booleans, objects, arrays, `undefined`): Go's
 *   "quantities must match the regular expression …" error.
 *
 * JSON numbers keep only their JavaScript value: `1e3` and `1000` are the
 * same number, which Go, seeing the original text, would print as `1e3`.
 *
 * @example
 * import * as E from '../../wire/either'
import { isGoSpace } from '../../field/go-space'
 * E.map(quantityToString)(quantityFromJson(' 500Mi ')) // Right('500Mi')
 * E.map(quantityToString)(quantityFromJson(0.5))       // Right('500m')
 * E.map(quantityToString)(quantityFromJson(null))      // Right('0')
 * quantityFromJson(true)                               // Left: quantities must match the regular expression …
 */
export const quantityFromJson = (u: unknown): E.Either<QuantityError, Quantity> => {
  if (typeof u === 'string') return parseQuantity(trimSpace(u))
  if (typeof u === 'number') return Number.isFinite(u) ? parseQuantity(String(u)) : E.right(ZERO_QUANTITY)
  if (typeof u === 'bigint') return parseQuantity(String(u))
  if (u === null) return E.right(ZERO_QUANTITY)
  return E.left(FORMAT_ERROR)
}
