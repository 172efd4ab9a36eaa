// quantityValue / quantityMilliValue: Go's Value() and MilliValue(),
// including its int64 wrap-around and representation-dependent rounding.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { quantityMilliValue, quantityValue, type Quantity } from '../../../src/core/index'
import { scaledValue } from '../../../src/core/quantity/value'
import { numRuns } from '../../support/runs'
import { decQuantity, intQuantity, moderateQuantity, q, rationalOf } from './support'

describe('ExampleMustParse', () => {
  it('reads values and milli-values', () => {
    expect(quantityValue(q('5Gi'))).toBe(5368709120n)
    expect(q('5Gi').format).toBe('BinarySI')
    expect(quantityValue(q('5G'))).toBe(5000000000n)
    expect(q('5G').format).toBe('DecimalSI')
    expect(quantityMilliValue(q('5300m'))).toBe(5300n)
    expect(quantityMilliValue(q('5.4'))).toBe(5400n)
  })
})

describe('TestScaledValue (NewScaledQuantity(1, from).ScaledValue(to))', () => {
  it.each([
    [-9, -9, 1n],
    [-9, -6, 1n],
    [-9, -3, 1n],
    [-9, 0, 1n],
    [-6, -9, 1000n],
    [-6, -6, 1n],
    [-6, -3, 1n],
    [-6, 0, 1n],
    [-3, -9, 1000000n],
    [-3, -6, 1000n],
    [-3, -3, 1n],
    [-3, 0, 1n],
    [0, -9, 1000000000n],
    [0, -6, 1000000n],
    [0, -3, 1000n],
    [0, 0, 1n],
    [2, -2, 10000n],
  ])('1 × 10^%s scaled to 10^%s is %s', (from, to, expected) => {
    expect(scaledValue(intQuantity(1n, from, 'DecimalSI'), to)).toBe(expected)
  })
})

describe('TestInt64AmountAsScaledInt64', () => {
  it.each([
    [100n, 0, 5, 1n],
    [100n, 1, 1, 100n],
    [100n, 5, 2, 100000n],
    [876n, 30, 4, 0n],
    [93n, -1, 0, 10n],
    [100n, -1, 0, 10n],
    [-1932n, 2, 4, -20n],
    [-1900n, 2, 4, -19n],
  ])('int64Amount{%s, %s} at scale %s is %s', (value, scale, to, expected) => {
    expect(scaledValue(intQuantity(value, scale, 'DecimalSI'), to)).toBe(expected)
  })
})

describe('TestScaledValueInternal (inf.Dec amounts)', () => {
  const MAX = (1n << 63n) - 1n
  // [unscaled, inf.Dec scale, new inf.Dec scale, result]
  it.each([
    [1000n, 0, 0, 1000n],
    [1000n, 0, -3, 1n],
    [1000n, 3, 0, 1n],
    [0n, 3, 0, 0n],
    [999n, 3, 0, 1n],
    [500n, 3, 0, 1n],
    [499n, 3, 0, 1n],
    [1n, 3, 0, 1n],
    [MAX - 1n, 1, 0, (MAX - 1n) / 10n + 1n],
    [10n ** 100n, 100, 0, 1n],
    [0n, 0, 3, 0n],
    [1n, 0, 3, 1000n],
    [1n, -3, 0, 1000n],
    [1000n, -3, 2, 100000000n],
    [MAX / 1000n, 0, 3, (MAX / 1000n) * 1000n],
  ])('%s at scale %s, rescaled to %s, is %s', (unscaled, scale, newScale, expected) => {
    // An inf.Dec scale s is our scale -s; ScaledValue(t) asks for inf.Dec scale -t.
    expect(scaledValue(decQuantity(unscaled, -scale, 'DecimalSI'), -newScale)).toBe(expected)
  })
})

describe('answers recorded from Go (Value, MilliValue)', () => {
  it.each([
    ['-1.5', -2n, -1500n],
    ['-1.0000000000000000005', 0n, -999n],
    ['999999999999999999', 999999999999999999n, 3875820019684211736n],
    ['1e16', 10000000000000000n, 0n],
    ['-9.5Ei', -9223372036854775807n, 1000n],
    ['1e20', 0n, 0n],
    ['-12345678901234567890.5', -5097733591n, -5097733592501n],
    ['0.5', 1n, 500n],
    ['1n', 1n, 1n],
    ['-1n', -1n, -1n],
    ['5Gi', 5368709120n, 5368709120000n],
    ['5G', 5000000000n, 5000000000000n],
    ['5300m', 6n, 5300n],
    ['5.4', 6n, 5400n],
    ['1e2147483647', 0n, 1n],
    ['9223372036854775807', 9223372036854775807n, -1000n],
    ['-9223372036854775808', 0n, 0n],
    ['1e18', 1000000000000000000n, 0n],
    ['9.3e18', 0n, 0n],
    ['-0.0000000001', 1n, 1n],
    ['123456789012345678901234567890', -4362896299872285998n, 8982045596877734992n],
    ['-123456789012345678901234567890.25', 6134004773n, 6134004772212n],
    ['0.000000000000000000001', 1n, 1n],
  ])('%s: Value %s, MilliValue %s', (s, value, milli) => {
    expect(quantityValue(q(s))).toBe(value)
    expect(quantityMilliValue(q(s))).toBe(milli)
  })
})

/** ceil(x) for a rational given as num/den (den > 0). */
const ceilDiv = (num: bigint, den: bigint): bigint => {
  const t = num / den
  return t * den === num || num < 0n ? t : t + 1n
}
const awayFromZero = (num: bigint, den: bigint): bigint => {
  const t = num / den
  return t * den === num ? t : num < 0n ? t - 1n : t + 1n
}

describe('laws', () => {
  const smallQuantity = moderateQuantity.filter((s) => {
    const v = rationalOf(q(s))
    const abs = v.num < 0n ? -v.num : v.num
    return abs < 10n ** 15n * v.den
  })

  it('for values below 10^15: Value rounds up as Go does (away from zero for int64 amounts), MilliValue is ceil', () => {
    fc.assert(
      fc.property(smallQuantity, (s) => {
        const x = q(s)
        const { num, den } = rationalOf(x)
        const value = quantityValue(x)
        if (x.amountKind === 'int64') expect(value).toBe(awayFromZero(num, den))
        else if (num >= 0n) expect(value).toBe(ceilDiv(num, den))
        const milli = quantityMilliValue(x)
        // Values are whole nanos; milli-values of int64 amounts round away from zero too.
        if (x.amountKind === 'int64') expect(milli).toBe(awayFromZero(num * 1000n, den))
        else if (num >= 0n) expect(milli).toBe(ceilDiv(num * 1000n, den))
      }),
      { numRuns: numRuns(3000) },
    )
  })

  it('fuzz: never throws, always an int64', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), moderateQuantity.map(q)), (u) => {
        for (const v of [quantityValue(u as Quantity), quantityMilliValue(u as Quantity)]) {
          expect(BigInt.asIntN(64, v)).toBe(v)
        }
      }),
      { numRuns: numRuns(2000) },
    )
  })
})
