// Shared helpers of the quantity tests: builders for Go's test fixtures
// (decQuantity, intQuantity), an independent rational-number model of what
// a quantity string means, and generators.
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { parseQuantity, type Quantity, type QuantityFormat } from '../../../src/core/index'
import { decimalFromBigInt } from '../../../src/core/quantity/decimal'

/** Parses or fails the test. */
export const q = (s: string): Quantity => {
  const r = parseQuantity(s)
  if (E.isLeft(r)) throw new Error(`${JSON.stringify(s)}: ${r.left.message}`)
  return r.right
}

/** The right side of an Either, or a failed test. */
export const right = <A>(r: E.Either<{ message: string }, A>): A => {
  if (E.isLeft(r)) throw new Error(r.left.message)
  return r.right
}

/** Go's test helper `decQuantity(i, exponent, format)`: an inf.Dec holding `i × 10^exponent`. */
export const decQuantity = (mantissa: bigint, exponent: number, format: QuantityFormat): Quantity => {
  const v = decimalFromBigInt(mantissa, exponent)
  return {
    format,
    sign: v.sign,
    digits: v.digits,
    exponent: v.exponent,
    amountKind: 'dec',
    scale: exponent,
    text: undefined,
  }
}

/** Go's test helper `intQuantity(i, exponent, format)`: an int64Amount `{i, exponent}`. */
export const intQuantity = (value: bigint, scale: number, format: QuantityFormat): Quantity => {
  const v = decimalFromBigInt(value, scale)
  return { format, sign: v.sign, digits: v.digits, exponent: v.exponent, amountKind: 'int64', scale, text: undefined }
}

export const MOST_POSITIVE = (1n << 63n) - 1n
export const MOST_NEGATIVE = -(1n << 63n)

// ------------------------------------------------------------ rationals

/** `num / den` with `den > 0`. */
export interface Rational {
  readonly num: bigint
  readonly den: bigint
}

const pow10 = (k: number): bigint => 10n ** BigInt(k)

/** The exact value a quantity holds. */
export const rationalOf = (x: Quantity): Rational => {
  const m = BigInt(x.sign) * (x.sign === 0 ? 0n : BigInt(x.digits))
  return x.exponent >= 0 ? { num: m * pow10(x.exponent), den: 1n } : { num: m, den: pow10(-x.exponent) }
}

export const compareRationals = (a: Rational, b: Rational): -1 | 0 | 1 => {
  const l = a.num * b.den
  const r = b.num * a.den
  return l < r ? -1 : l > r ? 1 : 0
}

export const addRationals = (a: Rational, b: Rational): Rational => ({
  num: a.num * b.den + b.num * a.den,
  den: a.den * b.den,
})
export const negateRational = (a: Rational): Rational => ({ num: -a.num, den: a.den })

const NANO = 1_000_000_000n
const CAP = (1n << 63n) - 1n

/**
 * What Go makes of a well-formed quantity string, derived from the
 * documented semantics alone: the exact number, rounded away from zero to a
 * whole number of nanos, binary values capped at 2^63-1 in magnitude.
 * For strings of {@link moderateQuantity} (exponents within ±40).
 */
export const referenceValue = (s: string): Rational | undefined => {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(.*)$/.exec(s)
  if (m === null) return undefined
  const [, sign = '', int = '', frac = '', suffix = ''] = m
  if (int === '' && frac === '') return undefined
  let num = BigInt((int || '0') + frac) * (sign === '-' ? -1n : 1n)
  let den = pow10(frac.length)
  const decimal: Record<string, number> = { '': 0, n: -9, u: -6, m: -3, k: 3, M: 6, G: 9, T: 12, P: 15, E: 18 }
  const binary: Record<string, number> = { Ki: 10, Mi: 20, Gi: 30, Ti: 40, Pi: 50, Ei: 60 }
  let isBinary = false
  if (suffix in decimal || /^[eE][+-]?\d+$/.test(suffix)) {
    const e = suffix in decimal ? (decimal[suffix] as number) : Number(suffix.slice(1))
    if (e >= 0) num *= pow10(e)
    else den *= pow10(-e)
  } else if (suffix in binary) {
    num *= 1n << BigInt(binary[suffix] as number)
    isBinary = true
  } else return undefined
  // Round away from zero to whole nanos.
  const scaled = num * NANO
  let nanos = scaled / den
  if (nanos * den !== scaled) nanos += num < 0n ? -1n : 1n
  if (isBinary && (nanos > CAP * NANO || nanos < -CAP * NANO)) nanos = nanos < 0n ? -CAP * NANO : CAP * NANO
  return { num: nanos, den: NANO }
}

// ------------------------------------------------------------ generators

const digits = (maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength })

/**
 * Well-formed quantity strings with at least one digit and exponents
 * within ±40: every one parses, and {@link referenceValue} models it.
 */
export const moderateQuantity: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('', '', '+', '-'),
    digits(24),
    fc.option(digits(14), { nil: undefined }),
    fc.oneof(
      fc.constantFrom('', 'n', 'u', 'm', 'k', 'M', 'G', 'T', 'P', 'E'),
      fc.constantFrom('Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei'),
      fc.tuple(fc.constantFrom('e', 'E'), fc.integer({ min: -40, max: 40 })).map(([e, x]) => e + x),
    ),
  )
  .filter(([, int, frac]) => int.length + (frac?.length ?? 0) > 0)
  .map(([sign, int, frac, suffix]) => sign + int + (frac === undefined ? '' : `.${frac}`) + suffix)
