/**
 * Exact decimal arithmetic on digit strings: the value model under every
 * quantity (`sign × digits × 10^exponent`, digits without leading or
 * trailing zeros). Working on digits rather than `bigint` keeps parsing and
 * printing linear in the length of the number (V8's `BigInt` ⇄ string
 * conversions are quadratic), and lets a huge exponent stay an exponent.
 *
 * @module
 */
import { pow10, pow10Number, pow2Number, wrap64 } from './go-int'
import type { DecimalValue } from './types'

export const ZERO_DECIMAL: DecimalValue = { sign: 0, digits: '', exponent: 0 }

const CHAR_0 = 0x30
const CHAR_9 = 0x39

/**
 * The value of the digit string `s[aStart, aEnd) + s[bStart, bEnd)` times
 * `10^exponent` (the exponent of its last digit), negated when `negative`,
 * normalized. Takes ranges so that parsing can join integer and fraction
 * digits without building the joined string first.
 */
export const decimalFromParts = (
  negative: boolean,
  s: string,
  aStart: number,
  aEnd: number,
  bStart: number,
  bEnd: number,
  exponent: number,
): DecimalValue => {
  while (aStart < aEnd && s.charCodeAt(aStart) === CHAR_0) aStart++
  if (aStart === aEnd) while (bStart < bEnd && s.charCodeAt(bStart) === CHAR_0) bStart++
  while (bEnd > bStart && s.charCodeAt(bEnd - 1) === CHAR_0) {
    bEnd--
    exponent++
  }
  if (bStart === bEnd) {
    while (aEnd > aStart && s.charCodeAt(aEnd - 1) === CHAR_0) {
      aEnd--
      exponent++
    }
    if (aStart === aEnd) return ZERO_DECIMAL
  }
  const digits =
    aStart === aEnd
      ? s.slice(bStart, bEnd)
      : bStart === bEnd
        ? s.slice(aStart, aEnd)
        : s.slice(aStart, aEnd) + s.slice(bStart, bEnd)
  return { sign: negative ? -1 : 1, digits, exponent }
}

/** The value of a digit string of at most 15 digits (exact as a number; a loop beats `Number(…)`). */
export const smallDigitsValue = (digits: string): number => {
  let v = 0
  for (let i = 0; i < digits.length; i++) v = v * 10 + (digits.charCodeAt(i) - CHAR_0)
  return v
}

/** `x × 10^exponent` as a normalized decimal. */
export const decimalFromBigInt = (x: bigint, exponent: number): DecimalValue => {
  if (x === 0n) return ZERO_DECIMAL
  const negative = x < 0n
  const text = (negative ? -x : x).toString()
  return decimalFromParts(negative, text, 0, text.length, text.length, text.length, exponent)
}

/** `x × 10^exponent` for a safe integer `x`. */
export const decimalFromSafeInteger = (x: number, exponent: number): DecimalValue => {
  if (x === 0) return ZERO_DECIMAL
  const text = String(Math.abs(x))
  return decimalFromParts(x < 0, text, 0, text.length, text.length, text.length, exponent)
}

/** Compares `|a|` with `|b|`, both non-zero. */
export const compareMagnitudes = (a: DecimalValue, b: DecimalValue): -1 | 0 | 1 => {
  const topA = a.exponent + a.digits.length
  const topB = b.exponent + b.digits.length
  if (topA !== topB) return topA < topB ? -1 : 1
  // Same leading position: digit strings compare like the numbers (no trailing zeros).
  return a.digits === b.digits ? 0 : a.digits < b.digits ? -1 : 1
}

/** Compares two decimals: -1, 0 or 1. */
export const compareDecimals = (a: DecimalValue, b: DecimalValue): -1 | 0 | 1 => {
  if (a.sign !== b.sign) return a.sign < b.sign ? -1 : 1
  if (a.sign === 0) return 0
  const m = compareMagnitudes(a, b)
  return a.sign > 0 || m === 0 ? m : m > 0 ? -1 : 1
}

export const negateDecimal = (d: DecimalValue): DecimalValue =>
  d.sign === 0 ? d : { sign: d.sign > 0 ? -1 : 1, digits: d.digits, exponent: d.exponent }

/** Adds `sign × digits` of `d` into the little-endian digit accumulator at offset `lo`. */
const accumulate = (acc: Int8Array, d: DecimalValue, lo: number, sign: number): void => {
  const n = d.digits.length
  for (let i = 0, p = d.exponent - lo + n - 1; i < n; i++, p--)
    acc[p] = (acc[p] as number) + sign * (d.digits.charCodeAt(i) - CHAR_0)
}

/** Big-endian digit string of `acc[bottom..top]` (little-endian digits). */
const digitString = (acc: ArrayLike<number>, top: number, bottom: number): string => {
  const CHUNK = 8192
  let out = ''
  const codes: number[] = []
  for (let p = top; p >= bottom; p--) {
    codes.push((acc[p] as number) + CHAR_0)
    if (codes.length === CHUNK) {
      out += String.fromCharCode(...codes)
      codes.length = 0
    }
  }
  return out + String.fromCharCode(...codes)
}

/** The normalized decimal held in a little-endian digit array, last digit at `10^lo`. */
const fromDigitArray = (acc: ArrayLike<number>, length: number, lo: number, sign: -1 | 1): DecimalValue => {
  let top = length - 1
  while (top >= 0 && acc[top] === 0) top--
  if (top < 0) return ZERO_DECIMAL
  let bottom = 0
  while (acc[bottom] === 0) bottom++
  return { sign, digits: digitString(acc, top, bottom), exponent: lo + bottom }
}

/**
 * `a + b`, exact; `undefined` when the digits of the result would span more
 * than `maxWidth` positions (a huge gap between the exponents).
 */
export const addDecimals = (a: DecimalValue, b: DecimalValue, maxWidth: number): DecimalValue | undefined => {
  if (a.sign === 0) return b
  if (b.sign === 0) return a
  const lo = Math.min(a.exponent, b.exponent)
  const width = Math.max(a.exponent + a.digits.length, b.exponent + b.digits.length) - lo
  if (width > maxWidth) return undefined
  if (width <= 15) {
    // Both operands and the sum are below 2^53: plain numbers are exact.
    const x = a.sign * smallDigitsValue(a.digits) * pow10Number(a.exponent - lo)
    const y = b.sign * smallDigitsValue(b.digits) * pow10Number(b.exponent - lo)
    return decimalFromSafeInteger(x + y, lo)
  }
  let big = a
  let small = b
  if (a.sign !== b.sign) {
    const m = compareMagnitudes(a, b)
    if (m === 0) return ZERO_DECIMAL
    if (m < 0) {
      big = b
      small = a
    }
  }
  const acc = new Int8Array(width + 1)
  accumulate(acc, big, lo, 1)
  accumulate(acc, small, lo, a.sign === b.sign ? 1 : -1)
  let carry = 0
  for (let p = 0; p <= width; p++) {
    let v = (acc[p] as number) + carry
    if (v >= 10) {
      v -= 10
      carry = 1
    } else if (v < 0) {
      v += 10
      carry = -1
    } else carry = 0
    acc[p] = v
  }
  return fromDigitArray(acc, width + 1, lo, big.sign as -1 | 1)
}

/**
 * Rounds away from zero to a multiple of `10^minExponent` (inf.Dec's
 * `Round(x, -minExponent, RoundUp)`): a non-zero value never rounds to zero.
 */
export const roundAwayFromZero = (d: DecimalValue, minExponent: number): DecimalValue => {
  if (d.sign === 0 || d.exponent >= minExponent) return d
  const keep = d.digits.length - (minExponent - d.exponent)
  // The dropped digits end in a non-zero digit, so the kept part always goes up by one.
  if (keep <= 0) return { sign: d.sign, digits: '1', exponent: minExponent }
  let i = keep - 1
  while (i >= 0 && d.digits.charCodeAt(i) === CHAR_9) i--
  if (i < 0) return { sign: d.sign, digits: '1', exponent: minExponent + keep }
  const digits = d.digits.slice(0, i) + String.fromCharCode(d.digits.charCodeAt(i) + 1)
  return { sign: d.sign, digits, exponent: minExponent + keep - 1 - i }
}

/** `d × 2^k`, exact (`k` is at most a few dozen: the binary suffixes). */
export const multiplyByPowerOfTwo = (d: DecimalValue, k: number): DecimalValue => {
  if (d.sign === 0 || k <= 0) return d
  const n = d.digits.length
  if (n <= 15) {
    // Scaling by a power of two is exact in floating point; print exactly while below 2^53.
    const product = smallDigitsValue(d.digits) * pow2Number(k)
    const text = product <= Number.MAX_SAFE_INTEGER ? String(product) : (BigInt(d.digits) << BigInt(k)).toString()
    return decimalFromParts(d.sign < 0, text, 0, text.length, text.length, text.length, d.exponent)
  }
  if (n <= 300) {
    const text = (BigInt(d.digits) << BigInt(k)).toString()
    return decimalFromParts(d.sign < 0, text, 0, text.length, text.length, text.length, d.exponent)
  }
  const acc = new Float64Array(n + Math.ceil(k * 0.31) + 2)
  for (let i = 0; i < n; i++) acc[n - 1 - i] = d.digits.charCodeAt(i) - CHAR_0
  let length = n
  for (let rest = k; rest > 0; ) {
    const step = Math.min(rest, 20)
    rest -= step
    const m = 2 ** step
    let carry = 0
    for (let p = 0; p < length; p++) {
      const v = (acc[p] as number) * m + carry
      carry = Math.floor(v / 10)
      acc[p] = v - carry * 10
    }
    while (carry > 0) {
      acc[length++] = carry % 10
      carry = Math.floor(carry / 10)
    }
  }
  return fromDigitArray(acc, length, d.exponent, d.sign)
}

/** An integer-valued decimal as a bigint; callers bound its size. */
export const decimalToBigInt = (d: DecimalValue): bigint =>
  d.sign === 0 ? 0n : BigInt(d.sign) * BigInt(d.digits) * pow10(d.exponent)

/**
 * The low 64 bits of an integer-valued decimal, as Go's `big.Int.Int64()`
 * returns them (two's complement), in time linear in its digits.
 */
export const integerLow64 = (d: DecimalValue): bigint => {
  // 10^64 is a multiple of 2^64: such values are 0 modulo 2^64.
  if (d.sign === 0 || d.exponent >= 64) return 0n
  const digits = d.digits
  let m: bigint
  if (digits.length <= 40) m = BigInt(digits)
  else {
    const CHUNK = 18
    const scale = pow10(CHUNK)
    let i = digits.length % CHUNK || CHUNK
    m = BigInt(digits.slice(0, i))
    for (; i < digits.length; i += CHUNK) m = BigInt.asUintN(64, m * scale + BigInt(digits.slice(i, i + CHUNK)))
  }
  return wrap64(BigInt(d.sign) * m * pow10(d.exponent))
}

/** `d` truncated toward zero to an integer, and whether that was exact. */
export const truncateToInteger = (d: DecimalValue): { readonly value: DecimalValue; readonly exact: boolean } => {
  if (d.sign === 0 || d.exponent >= 0) return { value: d, exact: true }
  const keep = d.digits.length + d.exponent
  // The dropped digits end in a non-zero digit: never exact.
  if (keep <= 0) return { value: ZERO_DECIMAL, exact: false }
  return { value: decimalFromParts(d.sign < 0, d.digits, 0, keep, keep, keep, 0), exact: false }
}

/** `d × 10^k`. */
export const shiftDecimal = (d: DecimalValue, k: number): DecimalValue =>
  d.sign === 0 || k === 0 ? d : { sign: d.sign, digits: d.digits, exponent: d.exponent + k }
