// Printing: canonicalQuantityString (Go's CanonicalizeBytes) and
// quantityToString (Go's String()), with upstream's tables and laws.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canonicalQuantityString,
  compareQuantities,
  parseQuantity,
  quantityToString,
  type Quantity,
  type QuantityFormat,
} from '../../../src/core/index'
import { numRuns } from '../../support/runs'
import { decQuantity, intQuantity, moderateQuantity, q } from './support'

describe('TestQuantityString', () => {
  // [quantity, canonical, an alternate spelling that prints canonically]
  const table: readonly (readonly [Quantity, string, string])[] = [
    [decQuantity(1024n * 1024n * 1024n, 0, 'BinarySI'), '1Gi', '1024Mi'],
    [decQuantity(300n * 1024n * 1024n, 0, 'BinarySI'), '300Mi', '307200Ki'],
    [decQuantity(6n * 1024n, 0, 'BinarySI'), '6Ki', ''],
    [decQuantity(1001n * 1024n * 1024n * 1024n, 0, 'BinarySI'), '1001Gi', '1025024Mi'],
    [decQuantity(1024n * 1024n * 1024n * 1024n, 0, 'BinarySI'), '1Ti', '1024Gi'],
    [decQuantity(5n, 0, 'BinarySI'), '5', '5000m'],
    [decQuantity(500n, -3, 'BinarySI'), '500m', '0.5'],
    [decQuantity(1n, 9, 'DecimalSI'), '1G', '1000M'],
    [decQuantity(1000n, 6, 'DecimalSI'), '1G', '0.001T'],
    [decQuantity(1000000n, 3, 'DecimalSI'), '1G', ''],
    [decQuantity(1000000000n, 0, 'DecimalSI'), '1G', ''],
    [decQuantity(1n, -3, 'DecimalSI'), '1m', '1000u'],
    [decQuantity(80n, -3, 'DecimalSI'), '80m', ''],
    [decQuantity(1080n, -3, 'DecimalSI'), '1080m', '1.08'],
    [decQuantity(108n, -2, 'DecimalSI'), '1080m', '1080000000n'],
    [decQuantity(10800n, -4, 'DecimalSI'), '1080m', ''],
    [decQuantity(300n, 6, 'DecimalSI'), '300M', ''],
    [decQuantity(1n, 12, 'DecimalSI'), '1T', ''],
    [decQuantity(1234567n, 6, 'DecimalSI'), '1234567M', ''],
    [decQuantity(1234567n, -3, 'BinarySI'), '1234567m', ''],
    [decQuantity(3n, 3, 'DecimalSI'), '3k', ''],
    [decQuantity(1025n, 0, 'BinarySI'), '1025', ''],
    [decQuantity(0n, 0, 'DecimalSI'), '0', ''],
    [decQuantity(0n, 0, 'BinarySI'), '0', ''],
    [decQuantity(1n, 9, 'DecimalExponent'), '1e9', '.001e12'],
    [decQuantity(1n, -3, 'DecimalExponent'), '1e-3', '0.001e0'],
    [decQuantity(1n, -9, 'DecimalExponent'), '1e-9', '1000e-12'],
    [decQuantity(80n, -3, 'DecimalExponent'), '80e-3', ''],
    [decQuantity(300n, 6, 'DecimalExponent'), '300e6', ''],
    [decQuantity(1n, 12, 'DecimalExponent'), '1e12', ''],
    [decQuantity(1n, 3, 'DecimalExponent'), '1e3', ''],
    [decQuantity(3n, 3, 'DecimalExponent'), '3e3', ''],
    [decQuantity(3n, 3, 'DecimalSI'), '3k', ''],
    [decQuantity(0n, 0, 'DecimalExponent'), '0', '00'],
    [decQuantity(1n, -9, 'DecimalSI'), '1n', ''],
    [decQuantity(80n, -9, 'DecimalSI'), '80n', ''],
    [decQuantity(1080n, -9, 'DecimalSI'), '1080n', ''],
    [decQuantity(108n, -8, 'DecimalSI'), '1080n', ''],
    [decQuantity(10800n, -10, 'DecimalSI'), '1080n', ''],
    [decQuantity(1n, -6, 'DecimalSI'), '1u', ''],
    [decQuantity(80n, -6, 'DecimalSI'), '80u', ''],
    [decQuantity(1080n, -6, 'DecimalSI'), '1080u', ''],
  ]

  it.each(table)('%# prints as %s', (quantity, canonical, alternate) => {
    expect(quantityToString(quantity)).toBe(canonical)
    // Parsing the canonical form keeps it as the printed text.
    expect(q(canonical).text).toBe(canonical)
    if (alternate !== '') {
      const other = q(alternate)
      expect(other.text).toBeUndefined()
      expect(quantityToString(other)).toBe(canonical)
    }
  })

  it.each(table.filter(([x]) => x.sign !== 0))('%# prints negated with a leading minus', (quantity, canonical) => {
    const negated: Quantity = { ...quantity, sign: quantity.sign > 0 ? -1 : 1 }
    expect(quantityToString(negated)).toBe(`-${canonical}`)
  })
})

describe('NewQuantity / NewMilliQuantity / NewScaledQuantity printing (int64 amounts)', () => {
  const cases: readonly (readonly [bigint, number, QuantityFormat, string])[] = [
    // TestNewSet
    [1n, 0, 'DecimalSI', '1'],
    [1000n, 0, 'DecimalSI', '1k'],
    [1234000n, 0, 'DecimalSI', '1234k'],
    [1024n, 0, 'BinarySI', '1Ki'],
    [1024n * 1024n, 0, 'BinarySI', '1Mi'],
    // TestMilliNewSet
    [1n, -3, 'DecimalSI', '1m'],
    [1000n, -3, 'DecimalSI', '1'],
    [1234000n, -3, 'DecimalSI', '1234'],
    [1024n, -3, 'BinarySI', '1024m'],
    [1024n * 1024n, -3, 'BinarySI', '1048576m'],
    // TestNewScaledSet
    [1n, -9, 'DecimalSI', '1n'],
    [1000n, -9, 'DecimalSI', '1u'],
    [1n, -6, 'DecimalSI', '1u'],
    [1000n, -6, 'DecimalSI', '1m'],
    [0n, -9, 'DecimalSI', '0'],
    [0n, -6, 'DecimalSI', '0'],
    // ExampleFormat
    [5n * 1024n * 1024n * 1024n, 0, 'BinarySI', '5Gi'],
    [5n * 1000n * 1000n * 1000n, 0, 'DecimalSI', '5G'],
    [5300n, -3, 'DecimalSI', '5300m'],
    // TestInt64AsCanonicalString
    [100n, 0, 'DecimalExponent', '100'],
    [100n, 1, 'DecimalExponent', '1e3'],
    [100n, -1, 'DecimalExponent', '10'],
    [10800n, -10, 'DecimalExponent', '1080e-9'],
  ]
  it.each(cases)('%s × 10^%s as %s prints %s', (value, scale, format, printed) => {
    expect(canonicalQuantityString(intQuantity(value, scale, format))).toBe(printed)
    expect(canonicalQuantityString(decQuantity(value, scale, format))).toBe(printed)
  })
})

describe('Go quirks kept', () => {
  it('DecimalSI exponents beyond E print without a suffix', () => {
    expect(quantityToString(q('1000E'))).toBe('1')
    expect(quantityToString(q('-1000000E'))).toBe('-1')
    expect(quantityToString(q('12345678901234567890123'))).toBe('12345678901234567890123')
  })
  it('binary multiples of 1024^7 and above print without a suffix', () => {
    expect(canonicalQuantityString(decQuantity(1n << 70n, 0, 'BinarySI'))).toBe('1')
    expect(canonicalQuantityString(decQuantity(3n << 80n, 0, 'BinarySI'))).toBe('3')
  })
  it('String() returns the text Go kept, CanonicalizeBytes does not', () => {
    const x = q('+1.500k')
    expect(quantityToString(x)).toBe('+1.500k')
    expect(canonicalQuantityString(x)).toBe('1500')
  })
  it('int32 exponent arithmetic wraps as in Go', () => {
    expect(canonicalQuantityString(q('1e4294967296'))).toBe('1')
    expect(canonicalQuantityString(q('10e2147483647'))).toBe('10e2147483647')
    expect(canonicalQuantityString(q('1e2147483647'))).toBe('10e2147483646')
  })
})

/** A DecimalSI value whose canonical exponent has no suffix loses it in print (Go's table gap). */
const losesSuffix = (x: Quantity): boolean =>
  x.format === 'DecimalSI' && x.sign !== 0 && Math.floor(x.exponent / 3) * 3 > 18

describe('laws', () => {
  it('print-then-parse gives the canonical form, which is a fixpoint', () => {
    fc.assert(
      fc.property(moderateQuantity, (s) => {
        const x = q(s)
        if (losesSuffix(x)) return
        const canonical = canonicalQuantityString(x)
        const again = q(canonical)
        expect(compareQuantities(again, x)).toBe(0)
        expect(canonicalQuantityString(again)).toBe(canonical)
        expect(quantityToString(again)).toBe(canonical)
        const printed = q(quantityToString(x))
        expect(canonicalQuantityString(printed)).toBe(canonical)
      }),
      { numRuns: numRuns(5000) },
    )
  })

  it('canonical forms have no fraction and an exponent that is a multiple of 3', () => {
    fc.assert(
      fc.property(moderateQuantity, (s) => {
        const c = canonicalQuantityString(q(s))
        expect(c).toMatch(/^-?(0|[1-9][0-9]*)(|[numkMGTPE]|[KMGTPE]i|e-?[1-9][0-9]*)$/)
        const e = /e(-?\d+)$/.exec(c)
        if (e !== null) expect(Math.abs(Number(e[1]) % 3)).toBe(0)
      }),
      { numRuns: numRuns(3000) },
    )
  })

  it('fuzz: printing never throws, whatever the argument', () => {
    fc.assert(
      fc.property(fc.anything(), (u) => {
        expect(typeof quantityToString(u as Quantity)).toBe('string')
        expect(typeof canonicalQuantityString(u as Quantity)).toBe('string')
      }),
      { numRuns: numRuns(2000) },
    )
  })

  it('a value that is not a quantity prints as zero', () => {
    for (const u of [undefined, null, 5, '1Gi', {}, { sign: 1, digits: '10', exponent: 0 }, parseQuantity('1')]) {
      expect(quantityToString(u as Quantity)).toBe('0')
    }
  })
})
