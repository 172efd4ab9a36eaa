/**
 * `resource.ParseQuantity`: the grammar, the three error texts, the choice
 * of format by suffix, and Go's two roads to a value, which show through
 * later (`String()`, `Value()`):
 *
 * - **int64 road**: at most 18 significant digits (counting fraction
 *   digits) and a scale of at least nano (binary suffixes: a small
 *   mantissa, no fraction). The value is exact and Go may remember the
 *   input text as the printed form.
 * - **inf.Dec road**: everything else. The value is rounded away from zero
 *   to a whole number of nanos; binary values are capped at 2^63-1 in
 *   magnitude, and a binary value between 0 and 1 switches to DecimalSI.
 *
 * The scan works on char codes in one pass; nothing here is quadratic in
 * the input length.
 *
 * @module
 */
import * as E from '../../wire/either'
import { decimalFromParts, compareMagnitudes, multiplyByPowerOfTwo, roundAwayFromZero } from './decimal'
import { pow2Number, wrap32 } from './go-int'
import { interpretSuffix, type SuffixMeaning } from './suffix'
import {
  FORMAT_ERROR,
  NUMERIC_ERROR,
  SUFFIX_ERROR,
  type DecimalValue,
  type Quantity,
  type QuantityError,
  type QuantityFormat,
  ZERO_QUANTITY,
} from './types'

const CHAR_PLUS = 0x2b
const CHAR_MINUS = 0x2d
const CHAR_DOT = 0x2e
const CHAR_0 = 0x30
const CHAR_9 = 0x39

const isDigit = (c: number): boolean => c >= CHAR_0 && c <= CHAR_9

/** The letters a suffix may start with: `eEinumkKMGTP`. */
const isSuffixLetter = (c: number): boolean =>
  c === 0x65 ||
  c === 0x45 ||
  c === 0x69 ||
  c === 0x6e ||
  c === 0x75 ||
  c === 0x6d ||
  c === 0x6b ||
  c === 0x4b ||
  c === 0x4d ||
  c === 0x47 ||
  c === 0x54 ||
  c === 0x50

const FORMAT_LEFT: E.Either<QuantityError, Quantity> = /* @__PURE__ */ E.left(FORMAT_ERROR)
const NUMERIC_LEFT: E.Either<QuantityError, Quantity> = /* @__PURE__ */ E.left(NUMERIC_ERROR)
const SUFFIX_LEFT: E.Either<QuantityError, Quantity> = /* @__PURE__ */ E.left(SUFFIX_ERROR)

/** `"0"`: Go's zero quantity, with its text. */
const ZERO_TEXT: E.Either<QuantityError, Quantity> = /* @__PURE__ */ E.right({ ...ZERO_QUANTITY, text: '0' })

/** Go's digits-of-precision allowance for the binary suffixes Ki … Ei, by power of 1024. */
const BINARY_DIGITS = [0, 3, 6, 9, 12, 15, 18] as const

/** Inf.Dec values are rounded to this exponent (nano). */
const NANO = -9
const MAX_INT64: DecimalValue = { sign: 1, digits: '9223372036854775807', exponent: 0 }
const ONE: DecimalValue = { sign: 1, digits: '1', exponent: 0 }

/** Where the parts of a quantity string are (all indexes into the input). */
interface Parts {
  readonly negative: boolean
  /** Integer digits after leading zeros. */
  readonly numStart: number
  readonly numEnd: number
  /** Fraction digits (empty when there is no point). */
  readonly denomStart: number
  readonly denomEnd: number
  /** Whether the number had any digit at all (Go's inf.Dec needs one). */
  readonly hasDigit: boolean
  readonly suffixStart: number
}

/** Splits `s` like Go's `parseQuantityString`; `undefined` is `ErrFormatWrong`. */
const scan = (s: string): Parts | undefined => {
  const n = s.length
  let pos = 0
  let negative = false
  const c0 = s.charCodeAt(0)
  if (c0 === CHAR_MINUS) {
    negative = true
    pos = 1
  } else if (c0 === CHAR_PLUS) pos = 1
  const zerosStart = pos
  while (pos < n && s.charCodeAt(pos) === CHAR_0) pos++
  const numStart = pos
  while (pos < n && isDigit(s.charCodeAt(pos))) pos++
  const numEnd = pos
  let denomStart = pos
  if (pos < n && s.charCodeAt(pos) === CHAR_DOT) {
    pos++
    denomStart = pos
    while (pos < n && isDigit(s.charCodeAt(pos))) pos++
  }
  const denomEnd = pos
  const suffixStart = pos
  while (pos < n && isSuffixLetter(s.charCodeAt(pos))) pos++
  if (pos < n) {
    const c = s.charCodeAt(pos)
    if (c === CHAR_PLUS || c === CHAR_MINUS) pos++
  }
  while (pos < n && isDigit(s.charCodeAt(pos))) pos++
  if (pos < n) return undefined
  const hasDigit = numEnd > zerosStart || denomEnd > denomStart
  return { negative, numStart, numEnd, denomStart, denomEnd, hasDigit, suffixStart }
}

const quantity = (
  format: QuantityFormat,
  value: DecimalValue,
  amountKind: 'int64' | 'dec',
  scale: number,
  text: string | undefined,
): Quantity => ({ format, sign: value.sign, digits: value.digits, exponent: value.exponent, amountKind, scale, text })

/** The int64 road for decimal suffixes; `undefined` when Go takes the inf.Dec road. */
const parseDecimalInt64 = (s: string, p: Parts, suffix: SuffixMeaning): Quantity | undefined => {
  const numLength = p.numEnd - p.numStart
  const denomLength = p.denomEnd - p.denomStart
  if ((numLength || 1) + denomLength > 18) return undefined
  const scale = wrap32(suffix.exponent - denomLength)
  if (scale < NANO) return undefined
  const value = decimalFromParts(p.negative, s, p.numStart, p.numEnd, p.denomStart, p.denomEnd, scale)
  // Go keeps the input as the printed form when the digits (integer and
  // fraction joined) start with a non-zero digit, do not end in "000" and
  // the scale is a multiple of 3.
  const trailingZeros = value.exponent - scale
  const keepsText = scale % 3 === 0 && numLength > 0 && trailingZeros < 3
  return quantity(suffix.format, value, 'int64', scale, keepsText ? s : undefined)
}

/** The int64 road for binary suffixes without a fraction; `undefined` otherwise. */
const parseBinaryInt64 = (s: string, p: Parts, suffix: SuffixMeaning): Quantity | undefined => {
  const numLength = p.numEnd - p.numStart
  if (p.denomEnd > p.denomStart) return undefined
  const power = suffix.exponent / 10
  if (15 - (numLength || 1) - (BINARY_DIGITS[power] ?? 99) - 1 < 0) return undefined
  // At most 11 digits times at most 2^40: well inside 2^53.
  let mantissa = 0
  for (let i = p.numStart; i < p.numEnd; i++) mantissa = mantissa * 10 + (s.charCodeAt(i) - CHAR_0)
  const product = String(mantissa * pow2Number(suffix.exponent))
  const value = decimalFromParts(p.negative, product, 0, product.length, product.length, product.length, 0)
  // Go keeps the input text when the mantissa is not a multiple of 8.
  return quantity(suffix.format, value, 'int64', 0, mantissa % 8 !== 0 ? s : undefined)
}

/** The inf.Dec road: exact value, rounded up to nanos, binary values capped. */
const parseDec = (s: string, p: Parts, suffix: SuffixMeaning): E.Either<QuantityError, Quantity> => {
  if (!p.hasDigit) return NUMERIC_LEFT
  const denomLength = p.denomEnd - p.denomStart
  // Go's inf.Dec scale (int32): the fraction digits, less the decimal exponent.
  const infScale = suffix.base === 10 ? wrap32(denomLength + wrap32(-suffix.exponent)) : denomLength
  let value = decimalFromParts(p.negative, s, p.numStart, p.numEnd, p.denomStart, p.denomEnd, 0 - infScale)
  if (suffix.base === 2) value = multiplyByPowerOfTwo(value, suffix.exponent)
  if (value.sign === 0) return E.right(quantity(suffix.format, value, 'dec', 0 - infScale, undefined))
  value = roundAwayFromZero(value, NANO)
  let format = suffix.format
  let scale = NANO
  if (format === 'BinarySI') {
    if (compareMagnitudes(value, MAX_INT64) > 0) {
      value = { sign: value.sign, digits: MAX_INT64.digits, exponent: 0 }
      scale = 0
    }
    if (compareMagnitudes(value, ONE) < 0) format = 'DecimalSI'
  }
  return E.right(quantity(format, value, 'dec', scale, undefined))
}

/**
 * Parses a quantity exactly as Go's `resource.ParseQuantity` does: same
 * accepted strings, same error texts, same value (rounded up to whole nanos
 * where Go rounds), same format and the same printed form
 * ({@link quantityToString}). Total: any input, of any type or length,
 * gives a result, in time linear in its length.
 *
 * Grammar: an optional sign, digits with an optional point (`1.`, `.5`),
 * then one suffix: `n u m "" k M G T P E` (DecimalSI), `Ki Mi Gi Ti Pi Ei`
 * (BinarySI), or `e`/`E` and a signed integer (DecimalExponent).
 *
 * @example
 * import * as E from '../../wire/either'
 * const q = parseQuantity('1.5Gi')          // Right: 1610612736 bytes, BinarySI
 * E.isRight(q) && quantityToString(q.right) // '1536Mi'
 * parseQuantity('100m')                     // Right: 0.1, DecimalSI
 * parseQuantity('1Ki ')                     // Left: quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'
 * parseQuantity('1Ky')                      // Left: quantities must match … (y is not a suffix letter)
 * parseQuantity('1iK')                      // Left: unable to parse quantity's suffix
 * parseQuantity('e-10')                     // Left: unable to parse numeric part of quantity
 */
export const parseQuantity = (s: string): E.Either<QuantityError, Quantity> => {
  if (typeof s !== 'string' || s.length === 0) return FORMAT_LEFT
  if (s === '0') return ZERO_TEXT
  const parts = scan(s)
  if (parts === undefined) return FORMAT_LEFT
  const suffix = interpretSuffix(s, parts.suffixStart)
  if (suffix === undefined) return SUFFIX_LEFT
  const fast = suffix.base === 10 ? parseDecimalInt64(s, parts, suffix) : parseBinaryInt64(s, parts, suffix)
  return fast !== undefined ? E.right(fast) : parseDec(s, parts, suffix)
}
