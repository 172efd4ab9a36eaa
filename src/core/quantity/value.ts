/**
 * Go's `Value()` and `MilliValue()`: the quantity scaled to units or
 * thousandths as an int64, rounded up — including where Go's int64 result
 * wraps around or its rounding depends on the representation:
 *
 * - an int64 amount rounds a fraction away from zero (`-1.5` → `-2`); an
 *   inf.Dec amount of fewer than 19 digits rounds a negative fraction
 *   toward zero plus one (`-1.0000000000000000005` → `0`), a longer one
 *   rounds toward +∞;
 * - results beyond int64 wrap around modulo 2^64, or are 0 where Go's
 *   scaling gives up (`1e20` → `Value()` 0).
 *
 * Results are `bigint`s holding exactly the int64 Go returns.
 *
 * @module
 */
import { compareMagnitudes, integerLow64, shiftDecimal, smallDigitsValue, truncateToInteger } from './decimal'
import { asQuantity } from './guard'
import { fitsInt64, MIN_INT64, pow10, pow10AsInt64, pow10Number, wrap32, wrap64 } from './go-int'
import type { DecimalValue, Quantity } from './types'

const MAX_INT64: DecimalValue = { sign: 1, digits: '9223372036854775807', exponent: 0 }

/** Go's `positiveScaleInt64(base, k)` result (the value, even when it reports overflow). */
const positiveScale = (base: bigint, k: number): bigint => {
  if (k <= 0) return base // k < 0 only after int32 wrap-around; Go's loop then does nothing
  if (k === 1 || k === 2 || k === 3 || k === 6 || k === 9) {
    // One multiplication that returns the wrapped product (0 for MinInt64).
    return base === MIN_INT64 ? 0n : wrap64(base * pow10(k))
  }
  // Other scales multiply by 10 step by step and give 0 on overflow.
  if (k >= 19) return 0n
  const product = base * pow10(k)
  return fitsInt64(product) ? product : 0n
}

/** Go's `negativeScaleInt64(base, k)`: divides by 10^k, rounding a fraction away from zero. */
const negativeScale = (base: bigint, k: number): bigint => {
  if (k <= 0) return base
  if (k >= 19) return base === 0n ? 0n : base > 0n ? 1n : -1n
  const d = pow10(k)
  const q = base / d
  if (q * d === base) return q
  return base > 0n ? q + 1n : q - 1n
}

/** {@link int64ScaledValue} on plain numbers while everything stays below 2^53; else `undefined`. */
const smallInt64ScaledValue = (q: Quantity, scale: number): bigint | undefined => {
  const zeros = q.exponent - q.scale
  if (q.digits.length + zeros > 15) return undefined
  const amount = q.sign === 0 ? 0 : q.sign * smallDigitsValue(q.digits) * pow10Number(zeros)
  if (q.scale < scale) {
    const k = scale - q.scale
    if (k > 15) return undefined
    const d = pow10Number(k)
    const r = amount % d
    const quotient = (amount - r) / d
    return BigInt(r === 0 ? quotient : r > 0 ? quotient + 1 : quotient - 1)
  }
  const k = q.scale - scale
  if (k > 15) return undefined
  const product = amount * pow10Number(k)
  return Math.abs(product) <= Number.MAX_SAFE_INTEGER ? BigInt(product) : undefined
}

/** `int64Amount.AsScaledInt64(scale)`. */
const int64ScaledValue = (q: Quantity, scale: number): bigint => {
  const small = smallInt64ScaledValue(q, scale)
  if (small !== undefined) return small
  const amount = q.sign === 0 ? 0n : BigInt(q.sign) * BigInt(q.digits) * pow10(q.exponent - q.scale)
  return q.scale < scale
    ? negativeScale(amount, wrap32(scale - q.scale))
    : positiveScale(amount, wrap32(q.scale - scale))
}

/** Go's `scaledValue(unscaled, scale, newScale)` for an inf.Dec (scales are inf.Dec scales). */
const decScaledValue = (q: Quantity, newInfScale: number): bigint => {
  const infScale = wrap32(-q.scale)
  // The unscaled integer of the inf.Dec: value × 10^infScale.
  const unscaled = shiftDecimal(q, infScale)
  const dif = infScale - newInfScale
  if (dif === 0) return integerLow64(unscaled)
  if (dif < 0) return wrap64(integerLow64(unscaled) * pow10AsInt64(-dif))
  if ((unscaled.sign <= 0 || compareMagnitudes(unscaled, MAX_INT64) < 0) && dif < 19) {
    // Go's fast path: truncating int64 division, plus one for any remainder (whatever the sign).
    const u = integerLow64(unscaled)
    const d = pow10(dif)
    const r = u / d
    return u % d !== 0n ? r + 1n : r
  }
  // Euclidean division (floor for a positive divisor), plus one for any remainder.
  const { value, exact } = truncateToInteger(shiftDecimal(unscaled, -dif))
  const floor = exact || unscaled.sign > 0 ? integerLow64(value) : wrap64(integerLow64(value) - 1n)
  return exact ? floor : wrap64(floor + 1n)
}

/** `Quantity.ScaledValue(scale)`: `ceil(q / 10^scale)` as Go computes it. */
export const scaledValue = (quantity: Quantity, scale: number): bigint => {
  const q = asQuantity(quantity)
  return q.amountKind === 'int64' ? int64ScaledValue(q, scale) : decScaledValue(q, wrap32(-scale))
}

/**
 * Go's `Value()`: the quantity in whole units, rounded up (see the module
 * notes for Go's exact rounding and int64 wrap-around).
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * E.map(quantityValue)(parseQuantity('5Gi'))  // Right(5368709120n)
 * E.map(quantityValue)(parseQuantity('1.2'))  // Right(2n)
 * E.map(quantityValue)(parseQuantity('-1.5')) // Right(-2n)
 */
export const quantityValue = (q: Quantity): bigint => scaledValue(q, 0)

/**
 * Go's `MilliValue()`: the quantity in thousandths, rounded up. Exact up
 * to about 9.2e15; beyond, it wraps around like Go's int64.
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * E.map(quantityMilliValue)(parseQuantity('5300m')) // Right(5300n)
 * E.map(quantityMilliValue)(parseQuantity('5.4'))   // Right(5400n)
 * E.map(quantityMilliValue)(parseQuantity('1n'))    // Right(1n)
 */
export const quantityMilliValue = (q: Quantity): bigint => scaledValue(q, -3)
