// isIntegerQuantity and isHugePageQuantityDivisible: the quantity checks of
// pod validation, with Go's MilliValue()/Value() arithmetic.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isHugePageQuantityDivisible, isIntegerQuantity, type Quantity } from '../../../src/core/index'
import { numRuns } from '../../support/runs'
import { moderateQuantity, q, rationalOf } from './support'

describe('isIntegerQuantity (ValidateResourceQuantityValue: MilliValue() % 1000 == 0)', () => {
  it.each([
    ['2', true],
    ['0', true],
    ['1k', true],
    ['1500m', false],
    ['1n', false], // MilliValue rounds 1n up to 1m
    ['999.2m', true], // MilliValue rounds 999.2m up to 1000m: Go calls it an integer
    ['1.000', true],
    ['-.5Ti', false], // recorded from Go: MilliValue wraps around (3646508323287)
    ['-3', true],
    ['1e16', true], // MilliValue overflows to 0 in Go
    ['9223372036854775807', true], // MilliValue wraps to -1000
  ])('%s: %s', (s, integer) => {
    expect(isIntegerQuantity(q(s))).toBe(integer)
  })

  it('is "the value rounded up to thousandths is whole" for non-negative values below 10^15', () => {
    // (Negative inf.Dec amounts beyond 2^63 nanos get a wrapped MilliValue in Go.)
    fc.assert(
      fc.property(moderateQuantity, (s) => {
        const x = q(s)
        const { num, den } = rationalOf(x)
        if (num < 0n || num >= 10n ** 15n * den) return
        const milli = (num * 1000n + den - 1n) / den
        expect(isIntegerQuantity(x)).toBe(milli % 1000n === 0n)
      }),
      { numRuns: numRuns(2000) },
    )
  })
})

describe('isHugePageQuantityDivisible (IsHugePageResourceValueDivisible)', () => {
  it.each([
    ['4Mi', '2Mi', true],
    ['3Mi', '2Mi', false],
    ['0', '2Mi', true],
    ['1Gi', '1Gi', true],
    ['2Gi', '1Gi', true],
    ['4Mi', '0', false],
    ['4Mi', '-2Mi', false],
    ['3Mi', '1.5Mi', true], // 1.5Mi is a whole number of bytes (1572864)
    ['4Mi', '1.5Mi', false],
    ['4Mi', '0.5', false], // not whole
    ['4Mi', '1e30', false], // Value() wraps to 0: Go would divide by zero
  ])('%s in pages of %s: %s', (quantity, page, divisible) => {
    expect(isHugePageQuantityDivisible(q(quantity), q(page))).toBe(divisible)
  })

  it('fuzz: never throws, whatever the arguments', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        expect(typeof isHugePageQuantityDivisible(a as Quantity, b as Quantity)).toBe('boolean')
        expect(typeof isIntegerQuantity(a as Quantity)).toBe('boolean')
      }),
      { numRuns: numRuns(1000) },
    )
  })
})
