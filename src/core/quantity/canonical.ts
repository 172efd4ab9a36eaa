/**
 * Printing a quantity: Go's `CanonicalizeBytes` and `String()`.
 *
 * Canonical form: no fractional digits, and the largest exponent (or
 * suffix) that loses no precision.
 * - DecimalSI and DecimalExponent: trailing zeros move into the exponent,
 *   which is then lowered to a multiple of 3 (`1.5` → `1500m`,
 *   `1e4` → `10e3`). DecimalSI prints the exponent as a suffix, and prints
 *   no suffix at all for exponents beyond `E` (`1000E` → `1`, Go's lookup
 *   simply misses).
 * - BinarySI: whole numbers of at least 1024 in magnitude print with the
 *   largest power of 1024 that divides them (`1536Mi`); anything else falls
 *   back to DecimalSI (`0.5Ki` → `512`, `1.5Ki` → `1536`).
 *
 * Go does its exponent bookkeeping in int32; so does this module, so even
 * exponents near ±2^31 print as Go prints them.
 *
 * @module
 */
import { compareMagnitudes, decimalToBigInt, smallDigitsValue } from './decimal'
import { asQuantity } from './guard'
import { pow10Number, wrap32 } from './go-int'
import { binarySuffix, decimalSuffix } from './suffix'
import { MAX_EXACT_DIGITS, type DecimalValue, type Quantity, type QuantityFormat } from './types'

const KI: DecimalValue = { sign: 1, digits: '1024', exponent: 0 }
const INT64_DIGITS = 19
const MAX_INT64_TEXT = '9223372036854775807'

/** Whether `digits` (a magnitude) still fits an int64 — Go's int64Amount path can then scale it. */
const fitsInt64Magnitude = (digits: string): boolean =>
  digits.length < INT64_DIGITS || (digits.length === INT64_DIGITS && digits <= MAX_INT64_TEXT)

/** `m × 10^e` with `e` lowered to a multiple of 3, as Go's `AsCanonicalBytes` does. */
const decimalForm = (q: Quantity, format: QuantityFormat): string => {
  let digits = q.digits
  let e: number
  if (q.amountKind === 'int64') {
    // int64Amount: exponent = scale + trailing zeros of the amount (int32),
    // then one step of ×10 or ×100 when that still fits an int64.
    e = wrap32(q.exponent)
    const r = e % 3
    const pad = r === 1 || r === -2 ? '0' : r === 2 || r === -1 ? '00' : ''
    if (pad === '' || fitsInt64Magnitude(digits + pad))
      return sign(q) + digits + pad + decimalSuffix(wrap32(e - pad.length), format)
  } else {
    // inf.Dec: exponent = -scale + count of trailing zeros of the unscaled integer (int32).
    const infScale = wrap32(-q.scale)
    e = wrap32(wrap32(-infScale) + wrap32(q.exponent - q.scale))
  }
  while (e % 3 !== 0) {
    digits += '0'
    e = wrap32(e - 1)
  }
  return sign(q) + digits + decimalSuffix(e, format)
}

const sign = (q: Quantity): string => (q.sign < 0 ? '-' : '')

/** A whole number of at least 1024 in magnitude as mantissa × 1024^power. */
const binaryForm = (q: Quantity): string => {
  const length = q.digits.length + q.exponent
  if (length <= 15) {
    let n = smallDigitsValue(q.digits) * pow10Number(q.exponent)
    let power = 0
    while (n % 1024 === 0) {
      n /= 1024
      power++
    }
    return sign(q) + String(n) + binarySuffix(power)
  }
  let n = decimalToBigInt(q)
  if (n < 0n) n = -n
  let power = 0
  while (n % 1024n === 0n) {
    n /= 1024n
    power++
  }
  return sign(q) + n.toString() + binarySuffix(power)
}

/**
 * The canonical form of a quantity: Go's `CanonicalizeBytes` (number and
 * suffix joined). Unlike {@link quantityToString} it ignores the text Go
 * remembers from parsing.
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * const q = parseQuantity('+1.500k')
 * E.isRight(q) && canonicalQuantityString(q.right) // '1500'
 * E.isRight(q) && quantityToString(q.right)        // '+1.500k' (Go prints the input back)
 */
export const canonicalQuantityString = (quantity: Quantity): string => {
  const q = asQuantity(quantity)
  if (q.sign === 0) return '0'
  if (q.format !== 'BinarySI') return decimalForm(q, q.format)
  // Between -1024 and 1024, or not a whole number: printed as DecimalSI.
  // (Whole numbers too long to write out cannot come from parsing or arithmetic.)
  if (compareMagnitudes(q, KI) < 0 || q.exponent < 0 || q.digits.length + q.exponent > MAX_EXACT_DIGITS) {
    return decimalForm(q, 'DecimalSI')
  }
  return binaryForm(q)
}

/**
 * Go's `Quantity.String()`, which is also what `MarshalJSON` writes: the
 * text remembered from parsing when Go kept it, else the canonical form.
 * Go keeps the input when it looks canonical: an int64-sized value whose
 * digits start non-zero and do not end in `000` at a scale that is a
 * multiple of 3 (`"100m"`, `"1.500k"`, `"+1"`), or a binary mantissa that
 * is not a multiple of 8 (`"1Gi"`, `"01Ki"`).
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * const show = (s: string) => E.match(() => 'invalid', quantityToString)(parseQuantity(s))
 * show('1000m')  // '1'
 * show('1.5Gi')  // '1536Mi'
 * show('0.1')    // '100m'
 * show('1e3')    // '1e3'
 * show('1024Ki') // '1Mi'
 * show('1000E')  // '1' (Go has no suffix for 10^21)
 * show('+1')     // '+1' (Go keeps this input as is)
 */
export const quantityToString = (quantity: Quantity): string => {
  const q = asQuantity(quantity)
  return q.text !== undefined ? q.text : canonicalQuantityString(q)
}
