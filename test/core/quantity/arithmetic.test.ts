// compareQuantities, addQuantities, subQuantities, quantitySign,
// isZeroQuantity: upstream's tables, answers recorded from Go, and laws
// checked against exact rational arithmetic.
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import {
  addQuantities,
  compareQuantities,
  isZeroQuantity,
  quantitySign,
  quantityToString,
  subQuantities,
  type Quantity,
} from '../../../src/core/index'
import { numRuns } from '../../support/runs'
import {
  addRationals,
  compareRationals,
  decQuantity,
  intQuantity,
  moderateQuantity,
  MOST_NEGATIVE,
  MOST_POSITIVE,
  negateRational,
  q,
  right,
  rationalOf,
} from './support'

const ZERO_DECIMAL_SI: Quantity = intQuantity(0n, 0, 'DecimalSI') // Go's Quantity{Format: DecimalSI}

describe('TestQuantityCmp', () => {
  it.each([
    ['0', '0', 0],
    ['100m', '50m', 1],
    ['50m', '100m', -1],
    ['10000T', '100Gi', 1],
  ] as const)('%s vs %s is %s', (a, b, expected) => {
    expect(compareQuantities(q(a), q(b))).toBe(expected)
  })

  it('compares inf.Dec amounts with zero either way', () => {
    const zero = decQuantity(0n, 0, 'DecimalSI')
    const ten = decQuantity(10n, 0, 'DecimalSI')
    const minusTen = decQuantity(-10n, 0, 'DecimalSI')
    expect(compareQuantities(zero, zero)).toBe(0)
    expect(compareQuantities(ZERO_DECIMAL_SI, zero)).toBe(0)
    expect(compareQuantities(zero, ZERO_DECIMAL_SI)).toBe(0)
    expect(compareQuantities(ZERO_DECIMAL_SI, ten)).toBe(-1)
    expect(compareQuantities(ZERO_DECIMAL_SI, minusTen)).toBe(1)
    expect(compareQuantities(ten, ZERO_DECIMAL_SI)).toBe(1)
    expect(compareQuantities(minusTen, ZERO_DECIMAL_SI)).toBe(-1)
  })
})

describe('TestQuantityCmpInt64AndDec', () => {
  const table: readonly (readonly [bigint, number, bigint, number, number])[] = [
    [901n, -2, 901n, -2, 0],
    [90n, -1, 901n, -2, -1],
    [901n, -2, 900n, -2, 1],
    [0n, 0, 0n, 0, 0],
    [0n, 1, 0n, -1, 0],
    [0n, -1, 0n, 1, 0],
    [800n, -3, 1n, 0, -1],
    [800n, -3, 79n, -2, 1],
    [MOST_POSITIVE, 0, 1n, -1, 1],
    [MOST_POSITIVE, 1, 1n, 0, 1],
    [MOST_POSITIVE, 1, 1n, 1, 1],
    [MOST_POSITIVE, 1, 0n, 1, 1],
    [MOST_POSITIVE, -16, 1n, 3, -1],
    [MOST_NEGATIVE, 0, 0n, 0, -1],
    [MOST_NEGATIVE, -18, -1n, 0, -1],
    [MOST_NEGATIVE, -19, -1n, 0, 1],
    [10n ** 18n, -17, 1n, 1, 0],
    [10n ** 18n, -17, -10n, 0, 1],
    [-(10n ** 18n), -17, -10n, 0, 0],
    [10n ** 18n, -17, 1n, 0, 1],
    [10n ** 18n + 1n, -17, 1n, 1, 1],
    [10n ** 18n - 1n, -17, 1n, 1, -1],
  ]
  const forms = [intQuantity, decQuantity] as const
  it.each(table)('%s×10^%s vs %s×10^%s is %s, in every representation', (av, as, bv, bs, expected) => {
    for (const fa of forms) {
      for (const fb of forms) {
        const a = fa(av, as, 'DecimalSI')
        const b = fb(bv, bs, 'DecimalSI')
        expect(compareQuantities(a, b)).toBe(expected)
        expect(compareQuantities(b, a)).toBe(expected === 0 ? 0 : -expected)
      }
    }
  })
})

describe("zero keeps the other operand's suffix", () => {
  it.each(['100m', '1Gi'])('TestQuantityAddZeroPreservesSuffix: %s', (s) => {
    expect(quantityToString(right(addQuantities(q(s), q('0'))))).toBe(s)
    expect(quantityToString(right(addQuantities(q('0'), q(s))))).toBe(s)
  })
  it.each([
    ['100m', '-100m'],
    ['1Gi', '-1Gi'],
  ])('TestQuantitySubZeroPreservesSuffix: %s', (s, negated) => {
    expect(quantityToString(right(subQuantities(q(s), q('0'))))).toBe(s)
    expect(quantityToString(right(subQuantities(q('0'), q(s))))).toBe(negated)
  })
})

describe('TestAdd and TestSub', () => {
  const ten = decQuantity(10n, 0, 'DecimalSI')
  const table: readonly (readonly [Quantity, Quantity, bigint, bigint])[] = [
    // [a, b, a+b, a-b]
    [ten, decQuantity(1n, 1, 'DecimalSI'), 20n, 0n],
    [ten, decQuantity(1n, 0, 'BinarySI'), 11n, 9n],
    [decQuantity(10n, 0, 'BinarySI'), decQuantity(1n, 0, 'DecimalSI'), 11n, 9n],
    [ZERO_DECIMAL_SI, decQuantity(50n, 0, 'DecimalSI'), 50n, -50n],
    [decQuantity(50n, 0, 'DecimalSI'), ZERO_DECIMAL_SI, 50n, 50n],
    [ZERO_DECIMAL_SI, ZERO_DECIMAL_SI, 0n, 0n],
  ]
  it.each(table)('%# adds and subtracts exactly, keeping the left format', (a, b, sum, difference) => {
    const s = right(addQuantities(a, b))
    const d = right(subQuantities(a, b))
    expect(compareQuantities(s, decQuantity(sum, 0, 'DecimalSI'))).toBe(0)
    expect(compareQuantities(d, decQuantity(difference, 0, 'DecimalSI'))).toBe(0)
    const format = a.sign === 0 ? b.format : a.format
    expect(s.format).toBe(format)
    expect(d.format).toBe(format)
  })
})

describe('answers recorded from Go', () => {
  const show = (r: E.Either<{ message: string }, Quantity>) =>
    E.isLeft(r) ? r.left.message : `${quantityToString(r.right)} ${r.right.format}`
  it.each([
    ['1Gi', '512Mi', '1536Mi BinarySI', '512Mi BinarySI'],
    ['1', '250m', '1250m DecimalSI', '750m DecimalSI'],
    ['1e40', '1e20', '10000000000000000000100e18 DecimalExponent', '9999999999999999999900e18 DecimalExponent'],
    // 2^70 and 3 × 2^80 as BinarySI: Go has no suffix beyond Ei and prints the bare mantissa.
    ['1Ki', String((1n << 70n) - 1024n), '1 BinarySI', '-1152921504606846974Ki BinarySI'],
    ['1Ki', String((3n << 80n) - 1024n), '3 BinarySI', '-3541774862152233910270Ki BinarySI'],
    ['0Ki', '5', '5 DecimalSI', '-5 DecimalSI'],
    ['1e2147483647', '1e2147483646', '11e2147483646 DecimalExponent', '9e2147483646 DecimalExponent'],
  ])('%s ± %s', (a, b, sum, difference) => {
    expect(show(addQuantities(q(a), q(b)))).toBe(sum)
    expect(show(subQuantities(q(a), q(b)))).toBe(difference)
  })

  it('int32 scale differences wrap as in Go (the larger operand is taken unscaled)', () => {
    // The int64 scale difference 2147483647 - (-9) wraps negative, so Go adds 1 and 1 at scale -9.
    expect(show(addQuantities(q('1e2147483647'), q('1n')))).toBe('2e-9 DecimalExponent')
    expect(show(subQuantities(q('1e2147483647'), q('1n')))).toBe('0 DecimalExponent')
  })

  it('refuses a result that would need more than 2^20 digits', () => {
    const r = addQuantities(q('1e2000000'), q('1'))
    expect(E.isLeft(r) && r.left.message).toBe('quantity arithmetic result would need more than 1048576 digits')
    // The same gap inside the limit is computed.
    expect(show(addQuantities(q('1e1000'), q('1')))).toBe(`1${'0'.repeat(999)}1 DecimalExponent`)
    expect(show(subQuantities(q('1e1000'), q('1')))).toBe(`${'9'.repeat(1000)} DecimalExponent`)
  })
})

describe('sign and zero', () => {
  it.each([
    ['-5m', -1],
    ['0', 0],
    ['0Gi', 0],
    ['-0', 0],
    ['1n', 1],
    ['-0.0000000001', -1],
  ] as const)('%s has sign %s', (s, sign) => {
    expect(quantitySign(q(s))).toBe(sign)
    expect(isZeroQuantity(q(s))).toBe(sign === 0)
  })
})

describe('laws (against exact rational arithmetic)', () => {
  const pair = fc.tuple(moderateQuantity, moderateQuantity)

  it('ordering agrees with the exact values', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const x = q(a)
        const y = q(b)
        expect(compareQuantities(x, y)).toBe(compareRationals(rationalOf(x), rationalOf(y)))
        expect(compareQuantities(x, x)).toBe(0)
        expect(quantitySign(x)).toBe(compareRationals(rationalOf(x), { num: 0n, den: 1n }))
      }),
      { numRuns: numRuns(5000) },
    )
  })

  it('sums and differences are exact', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const x = q(a)
        const y = q(b)
        expect(
          compareRationals(rationalOf(right(addQuantities(x, y))), addRationals(rationalOf(x), rationalOf(y))),
        ).toBe(0)
        expect(
          compareRationals(
            rationalOf(right(subQuantities(x, y))),
            addRationals(rationalOf(x), negateRational(rationalOf(y))),
          ),
        ).toBe(0)
      }),
      { numRuns: numRuns(5000) },
    )
  })

  it('addition commutes in value, and (a + b) - b = a', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const x = q(a)
        const y = q(b)
        expect(compareQuantities(right(addQuantities(x, y)), right(addQuantities(y, x)))).toBe(0)
        expect(compareQuantities(right(subQuantities(right(addQuantities(x, y)), y)), x)).toBe(0)
        expect(isZeroQuantity(right(subQuantities(x, x)))).toBe(true)
      }),
      { numRuns: numRuns(3000) },
    )
  })

  it('results keep the left format unless the left operand is zero, and forget the kept text', () => {
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const x = q(a)
        const y = q(b)
        for (const r of [right(addQuantities(x, y)), right(subQuantities(x, y))]) {
          expect(r.format).toBe(x.sign === 0 ? y.format : x.format)
          expect(r.text).toBeUndefined()
        }
      }),
      { numRuns: numRuns(2000) },
    )
  })

  it('fuzz: comparison and arithmetic never throw, whatever the arguments', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expect([-1, 0, 1]).toContain(compareQuantities(a as Quantity, b as Quantity))
        expect(E.isRight(addQuantities(a as Quantity, b as Quantity))).toBe(true)
        expect(E.isRight(subQuantities(a as Quantity, b as Quantity))).toBe(true)
        expect([-1, 0, 1]).toContain(quantitySign(a as Quantity))
      }),
      { numRuns: numRuns(2000) },
    )
  })
})
