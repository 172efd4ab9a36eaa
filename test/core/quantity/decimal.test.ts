// The digit-string decimal arithmetic under quantities, checked against
// bigint arithmetic on the same numbers.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addDecimals,
  compareDecimals,
  decimalFromBigInt,
  decimalFromParts,
  integerLow64,
  multiplyByPowerOfTwo,
  roundAwayFromZero,
  truncateToInteger,
} from '../../../src/core/quantity/decimal'
import type { DecimalValue } from '../../../src/core/quantity/types'
import { numRuns } from '../../support/runs'
import { compareRationals, type Rational } from './support'

const rational = (d: DecimalValue): Rational => {
  const m = d.sign === 0 ? 0n : BigInt(d.sign) * BigInt(d.digits)
  return d.exponent >= 0 ? { num: m * 10n ** BigInt(d.exponent), den: 1n } : { num: m, den: 10n ** BigInt(-d.exponent) }
}

const isNormalized = (d: DecimalValue): boolean =>
  d.sign === 0 ? d.digits === '' && d.exponent === 0 : /^[1-9]([0-9]*[1-9])?$/.test(d.digits)

/** Decimals of up to `maxDigits` digits with exponents within ±40 (long ones reach the digit-array paths). */
const decimal = (maxDigits: number): fc.Arbitrary<DecimalValue> =>
  fc
    .tuple(
      fc.boolean(),
      fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: maxDigits }),
      fc.integer({ min: -40, max: 40 }),
    )
    .map(([negative, digits, exponent]) =>
      decimalFromParts(negative, digits, 0, digits.length, digits.length, digits.length, exponent),
    )

describe('decimal arithmetic', () => {
  it('decimalFromParts joins two digit ranges and normalizes', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789') }),
        fc.string({ unit: fc.constantFrom(...'0123456789') }),
        fc.integer({ min: -20, max: 20 }),
        (a, b, e) => {
          const s = `${a}.${b}`
          const d = decimalFromParts(true, s, 0, a.length, a.length + 1, s.length, e)
          expect(isNormalized(d)).toBe(true)
          const joined = BigInt(`0${a}${b}`)
          const expected =
            e >= 0 ? { num: -joined * 10n ** BigInt(e), den: 1n } : { num: -joined, den: 10n ** BigInt(-e) }
          expect(compareRationals(rational(d), expected)).toBe(0)
        },
      ),
      { numRuns: numRuns(2000) },
    )
  })

  it('compareDecimals agrees with bigint rationals', () => {
    fc.assert(
      fc.property(decimal(30), decimal(30), (a, b) => {
        expect(compareDecimals(a, b)).toBe(compareRationals(rational(a), rational(b)))
      }),
      { numRuns: numRuns(3000) },
    )
  })

  it('addDecimals is exact on both its small and digit-array paths', () => {
    fc.assert(
      fc.property(decimal(60), decimal(60), (a, b) => {
        const sum = addDecimals(a, b, 1 << 20)
        expect(sum).toBeDefined()
        if (sum === undefined) return
        expect(isNormalized(sum)).toBe(true)
        const ra = rational(a)
        const rb = rational(b)
        expect(compareRationals(rational(sum), { num: ra.num * rb.den + rb.num * ra.den, den: ra.den * rb.den })).toBe(
          0,
        )
      }),
      { numRuns: numRuns(3000) },
    )
  })

  it('addDecimals refuses results wider than its limit', () => {
    const one: DecimalValue = { sign: 1, digits: '1', exponent: 0 }
    expect(addDecimals(one, { sign: 1, digits: '1', exponent: 100 }, 100)).toBeUndefined()
    expect(addDecimals(one, { sign: 1, digits: '1', exponent: 99 }, 100)?.digits).toBe(`1${'0'.repeat(98)}1`)
  })

  it('roundAwayFromZero rounds to the given exponent, away from zero', () => {
    fc.assert(
      fc.property(decimal(30), fc.integer({ min: -30, max: 30 }), (d, e) => {
        const r = roundAwayFromZero(d, e)
        expect(isNormalized(r)).toBe(true)
        const { num, den } = rational(d)
        // the multiple of 10^e reached by rounding |d| up
        const unit = e >= 0 ? { num: 10n ** BigInt(e), den: 1n } : { num: 1n, den: 10n ** BigInt(-e) }
        const q = num * unit.den
        const dd = den * unit.num
        let k = q / dd
        if (k * dd !== q) k += num < 0n ? -1n : 1n
        expect(compareRationals(rational(r), { num: k * unit.num, den: unit.den })).toBe(0)
      }),
      { numRuns: numRuns(3000) },
    )
  })

  it('multiplyByPowerOfTwo is exact for short, medium and long digit strings', () => {
    fc.assert(
      fc.property(decimal(400), fc.integer({ min: 0, max: 60 }), (d, k) => {
        const r = multiplyByPowerOfTwo(d, k)
        expect(isNormalized(r)).toBe(true)
        const { num, den } = rational(d)
        expect(compareRationals(rational(r), { num: num << BigInt(k), den })).toBe(0)
      }),
      { numRuns: numRuns(1000) },
    )
  })

  it("integerLow64 is the two's complement low 64 bits, for any length", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 120n), max: 10n ** 120n }), fc.integer({ min: 0, max: 70 }), (x, e) => {
        const d = decimalFromBigInt(x, e)
        expect(integerLow64(d)).toBe(BigInt.asIntN(64, x * 10n ** BigInt(e)))
      }),
      { numRuns: numRuns(2000) },
    )
  })

  it('truncateToInteger truncates toward zero and tells whether that was exact', () => {
    fc.assert(
      fc.property(decimal(30), (d) => {
        const { value, exact } = truncateToInteger(d)
        const { num, den } = rational(d)
        expect(compareRationals(rational(value), { num: num / den, den: 1n })).toBe(0)
        expect(exact).toBe(num % den === 0n)
      }),
      { numRuns: numRuns(2000) },
    )
  })
})
