/**
 * Comparison and arithmetic: Go's `Cmp`, `Sign`, `IsZero`, `Add` and
 * `Sub`, as pure functions returning new quantities.
 *
 * Values are exact. What follows Go beyond the value:
 * - the result's format is the left operand's, unless the left operand is
 *   zero, then the right one's (`0 + 1Gi` prints `1Gi`);
 * - the result forgets any remembered text, so it prints canonically;
 * - the representation (int64 while the int64 arithmetic does not
 *   overflow, else inf.Dec at the larger inf.Dec scale), which decides how
 *   `Value()` rounds later.
 *
 * @module
 */
import * as E from '../../wire/either'
import {
  addDecimals,
  compareDecimals,
  decimalFromBigInt,
  decimalFromSafeInteger,
  negateDecimal,
  smallDigitsValue,
} from './decimal'
import { asQuantity } from './guard'
import { fitsInt64, MIN_INT64, pow10, pow10Number, wrap32 } from './go-int'
import { MAX_EXACT_DIGITS, TOO_LARGE_ERROR, type Quantity, type QuantityError, type QuantityFormat } from './types'

/**
 * Compares two quantities by value: -1, 0 or 1 (Go's `Cmp`). Format and
 * printed form do not matter: `1`, `1000m` and `1e0` are equal.
 *
 * @example
 * import * as E from '../../wire/either'
 * const q = (s: string) => E.getOrElseW(() => { throw new Error(s) })(parseQuantity(s))
 * compareQuantities(q('100m'), q('50m'))    // 1
 * compareQuantities(q('1'), q('1000m'))     // 0
 * compareQuantities(q('10000T'), q('100Gi')) // 1
 */
export const compareQuantities = (a: Quantity, b: Quantity): -1 | 0 | 1 => compareDecimals(asQuantity(a), asQuantity(b))

/**
 * The sign of a quantity: -1, 0 or 1 (Go's `Sign`).
 *
 * @example
 * import * as E from '../../wire/either'
 * E.map(quantitySign)(parseQuantity('-5m')) // Right(-1)
 */
export const quantitySign = (q: Quantity): -1 | 0 | 1 => asQuantity(q).sign

/**
 * Whether a quantity is zero (Go's `IsZero`), whatever its suffix.
 *
 * @example
 * import * as E from '../../wire/either'
 * E.map(isZeroQuantity)(parseQuantity('0Gi')) // Right(true)
 */
export const isZeroQuantity = (q: Quantity): boolean => asQuantity(q).sign === 0

/** The int64 amount of an int64 quantity (`digits × 10^(exponent - scale)`, signed). */
const int64Amount = (q: Quantity): bigint =>
  q.sign === 0 ? 0n : BigInt(q.sign) * BigInt(q.digits) * pow10(q.exponent - q.scale)

const fromInt64 = (format: QuantityFormat, amount: bigint, scale: number): Quantity => {
  const v = decimalFromBigInt(amount, scale)
  return { format, sign: v.sign, digits: v.digits, exponent: v.exponent, amountKind: 'int64', scale, text: undefined }
}

/** `value × 10^k` when it fits an int64 (Go's checked `positiveScaleInt64`). */
const scaleUp = (value: bigint, k: number): bigint | undefined => {
  // A scale difference that wrapped around int32 is negative: Go then leaves the value as it is.
  if (k <= 0) return value
  if (k >= 19) return undefined
  const scaled = value * pow10(k)
  return fitsInt64(scaled) ? scaled : undefined
}

/**
 * Go's `int64Amount.Add`: the sum at the smaller scale, or `undefined` when
 * an intermediate value overflows int64 (Go then falls back to inf.Dec).
 */
const addInt64 = (
  format: QuantityFormat,
  a: bigint,
  aScale: number,
  b: bigint,
  bScale: number,
): Quantity | undefined => {
  if (b === 0n) return fromInt64(format, a, aScale)
  if (a === 0n) return fromInt64(format, b, bScale)
  let sum: bigint
  let scale: number
  if (aScale === bScale) {
    sum = a + b
    scale = aScale
  } else if (aScale > bScale) {
    const c = scaleUp(a, wrap32(aScale - bScale))
    if (c === undefined) return undefined
    sum = c + b
    scale = bScale
  } else {
    const c = scaleUp(b, wrap32(bScale - aScale))
    if (c === undefined) return undefined
    sum = a + c
    scale = aScale
  }
  return fitsInt64(sum) ? fromInt64(format, sum, scale) : undefined
}

/** The int64 amount as a number when it has at most 15 digits (exact), else `undefined`. */
const smallAmount = (q: Quantity): number | undefined => {
  if (q.sign === 0) return 0
  const zeros = q.exponent - q.scale
  return q.digits.length + zeros <= 15 ? q.sign * smallDigitsValue(q.digits) * pow10Number(zeros) : undefined
}

/**
 * {@link addInt64} on plain numbers, for amounts and results below 2^53
 * (far inside int64, so Go's overflow checks cannot fire); `undefined`
 * hands the case to the bigint version.
 */
const addSmallInt64 = (format: QuantityFormat, a: Quantity, b: Quantity, subtract: boolean): Quantity | undefined => {
  const x = smallAmount(a)
  const y0 = smallAmount(b)
  if (x === undefined || y0 === undefined) return undefined
  const y = subtract ? -y0 : y0
  let sum = x + y
  let scale = a.scale
  if (y === 0) sum = x
  else if (x === 0) {
    sum = y
    scale = b.scale
  } else if (a.scale !== b.scale) {
    const k = Math.abs(a.scale - b.scale)
    if (k > 15) return undefined
    const scaled = (a.scale > b.scale ? x : y) * pow10Number(k)
    if (Math.abs(scaled) > Number.MAX_SAFE_INTEGER) return undefined
    sum = a.scale > b.scale ? scaled + y : x + scaled
    scale = Math.min(a.scale, b.scale)
  }
  if (Math.abs(sum) > Number.MAX_SAFE_INTEGER) return undefined
  const v = decimalFromSafeInteger(sum, scale)
  return { format, sign: v.sign, digits: v.digits, exponent: v.exponent, amountKind: 'int64', scale, text: undefined }
}

const combine = (left: Quantity, right: Quantity, subtract: boolean): E.Either<QuantityError, Quantity> => {
  const a = asQuantity(left)
  const b = asQuantity(right)
  const format = a.sign === 0 ? b.format : a.format
  if (a.amountKind === 'int64' && b.amountKind === 'int64') {
    const small = addSmallInt64(format, a, b, subtract)
    if (small !== undefined) return E.right(small)
    const bAmount = int64Amount(b)
    // Go negates the int64 amount, and -MinInt64 wraps to itself.
    const addend = subtract && bAmount !== MIN_INT64 ? -bAmount : bAmount
    const r = addInt64(format, int64Amount(a), a.scale, addend, b.scale)
    if (r !== undefined) return E.right(r)
  }
  const sum = addDecimals(a, subtract ? negateDecimal(b) : b, MAX_EXACT_DIGITS)
  if (sum === undefined) return E.left(TOO_LARGE_ERROR)
  // inf.Dec keeps the larger of the two inf.Dec scales (Go's scale is -ours).
  const scale = 0 - Math.max(wrap32(-a.scale), wrap32(-b.scale))
  return E.right({
    format,
    sign: sum.sign,
    digits: sum.digits,
    exponent: sum.exponent,
    amountKind: 'dec',
    scale,
    text: undefined,
  })
}

/**
 * `a + b` (Go's `a.Add(b)`): exact, with `a`'s format unless `a` is zero.
 * Left only when the exact result would need more than 1,048,576 digits
 * (operands whose exponents lie about a million apart; Go would build the
 * whole number or never finish).
 *
 * @example
 * import * as E from '../../wire/either'
 * import { pipe } from 'fp-ts/lib/function.js'
 * pipe(
 *   E.Do,
 *   E.bind('a', () => parseQuantity('1Gi')),
 *   E.bind('b', () => parseQuantity('512Mi')),
 *   E.flatMap(({ a, b }) => addQuantities(a, b)),
 *   E.map(quantityToString),
 * ) // Right('1536Mi')
 */
export const addQuantities = (a: Quantity, b: Quantity): E.Either<QuantityError, Quantity> => combine(a, b, false)

/**
 * `a - b` (Go's `a.Sub(b)`): exact, with `a`'s format unless `a` is zero.
 * Left only as for {@link addQuantities}.
 *
 * @example
 * import * as E from '../../wire/either'
 * import { pipe } from 'fp-ts/lib/function.js'
 * pipe(
 *   E.Do,
 *   E.bind('a', () => parseQuantity('1')),
 *   E.bind('b', () => parseQuantity('250m')),
 *   E.flatMap(({ a, b }) => subQuantities(a, b)),
 *   E.map(quantityToString),
 * ) // Right('750m')
 */
export const subQuantities = (a: Quantity, b: Quantity): E.Either<QuantityError, Quantity> => combine(a, b, true)
