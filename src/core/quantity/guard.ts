/**
 * The shape check every exported quantity function applies to its
 * arguments, so that values that are not quantities (parsed YAML, other
 * libraries' objects, hand-built literals) can never throw or hang: they
 * count as zero, like Go's zero `Quantity{}`. A value whose reading throws
 * (a revoked or throwing proxy) is not a quantity either: the check runs
 * behind the boundary guard's `caught`.
 *
 * @module
 */
import { caught } from '../../wire/guard'
import { ZERO_QUANTITY, type Quantity } from './types'

/** Largest exponent or scale magnitude a quantity can carry (Go's int32 range, with room). */
const MAX_MAGNITUDE = 2 ** 33
const INT32_LIMIT = 2 ** 31

const INT64_DIGITS = 19
const MAX_INT64_TEXT = '9223372036854775807'
const MIN_INT64_MAGNITUDE_TEXT = '9223372036854775808'

const isSmallInteger = (x: unknown): x is number =>
  typeof x === 'number' && Number.isInteger(x) && Math.abs(x) <= MAX_MAGNITUDE

/** `digits` is `[1-9]`, optionally `[0-9]*[1-9]`: no leading or trailing zeros. */
const isNormalizedDigits = (d: string): boolean => {
  const n = d.length
  if (n === 0) return false
  const first = d.charCodeAt(0)
  const last = d.charCodeAt(n - 1)
  if (first < 0x31 || first > 0x39 || last < 0x31 || last > 0x39) return false
  for (let i = 1; i < n - 1; i++) {
    const c = d.charCodeAt(i)
    if (c < 0x30 || c > 0x39) return false
  }
  return true
}

/** The int64 unscaled value `digits × 10^zeros` (with the sign) fits Go's int64. */
const fitsInt64 = (negative: boolean, digits: string, zeros: number): boolean => {
  const length = digits.length + zeros
  if (length !== INT64_DIGITS) return length < INT64_DIGITS
  const limit = negative ? MIN_INT64_MAGNITUDE_TEXT : MAX_INT64_TEXT
  return digits + '0'.repeat(zeros) <= limit
}

/**
 * True when `u` is a well-formed {@link Quantity}: the shape parsing and
 * arithmetic produce (normalized digits, an int64 amount that fits an
 * int64, an integral unscaled amount, scales in Go's range).
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * const q = parseQuantity('250m')
 * E.isRight(q) && isQuantity(q.right)   // true
 * isQuantity('250m')                    // false: a string, parse it first
 * isQuantity({ digits: '1' })           // false
 */
export const isQuantity = /* @__PURE__ */ caught(
  (): boolean => false,
  (u: unknown): u is Quantity => isQuantityShape(u),
) as (u: unknown) => u is Quantity

/** {@link isQuantity} before the guard: reads the fields (a proxy may throw). */
const isQuantityShape = (u: unknown): boolean => {
  if (typeof u !== 'object' || u === null) return false
  const q = u as Record<string, unknown>
  const format = q['format']
  if (format !== 'DecimalSI' && format !== 'BinarySI' && format !== 'DecimalExponent') return false
  const text = q['text']
  if (text !== undefined && typeof text !== 'string') return false
  const digits = q['digits']
  const exponent = q['exponent']
  const scale = q['scale']
  if (typeof digits !== 'string' || !isSmallInteger(exponent) || !isSmallInteger(scale)) return false
  const amountKind = q['amountKind']
  if (amountKind !== 'int64' && amountKind !== 'dec') return false
  const sign = q['sign']
  if (sign === 0) return digits === '' && exponent === 0
  if (sign !== 1 && sign !== -1) return false
  if (!isNormalizedDigits(digits)) return false
  const zeros = exponent - scale
  if (zeros < 0) return false
  if (amountKind === 'int64') return Math.abs(scale) < INT32_LIMIT && fitsInt64(sign < 0, digits, zeros)
  // inf.Dec keeps an int32 scale, which is -scale here.
  return scale > -INT32_LIMIT && scale <= INT32_LIMIT
}

/** `u` itself when it is a quantity, else Go's zero quantity. */
export const asQuantity = (u: unknown): Quantity => (isQuantity(u) ? u : ZERO_QUANTITY)
