// parseQuantity: upstream's test tables (k8s.io/apimachinery v0.37.2
// pkg/api/resource/quantity_test.go) pinned as named examples, and laws.
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import {
  canonicalQuantityString,
  compareQuantities,
  parseQuantity,
  quantityToString,
  type QuantityFormat,
} from '../../../src/core/index'
import { numRuns } from '../../support/runs'
import { compareRationals, decQuantity, moderateQuantity, q, referenceValue, rationalOf } from './support'

const FORMAT_ERROR = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'"
const SUFFIX_ERROR = "unable to parse quantity's suffix"
const NUMERIC_ERROR = 'unable to parse numeric part of quantity'

const errorOf = (s: string): string | undefined => {
  const r = parseQuantity(s)
  return E.isLeft(r) ? r.left.message : undefined
}

const MAX = (1n << 63n) - 1n

/** TestQuantityParse: input → decQuantity(mantissa, exponent, format). */
const PARSE_TABLE: readonly (readonly [string, bigint, number, QuantityFormat])[] = [
  ['0', 0n, 0, 'DecimalSI'],
  ['0n', 0n, 0, 'DecimalSI'],
  ['0u', 0n, 0, 'DecimalSI'],
  ['0m', 0n, 0, 'DecimalSI'],
  ['0Ki', 0n, 0, 'BinarySI'],
  ['0k', 0n, 0, 'DecimalSI'],
  ['0Mi', 0n, 0, 'BinarySI'],
  ['0M', 0n, 0, 'DecimalSI'],
  ['0Gi', 0n, 0, 'BinarySI'],
  ['0G', 0n, 0, 'DecimalSI'],
  ['0Ti', 0n, 0, 'BinarySI'],
  ['0T', 0n, 0, 'DecimalSI'],
  // Quantity less numbers are allowed
  ['1', 1n, 0, 'DecimalSI'],
  // Binary suffixes
  ['1Ki', 1024n, 0, 'BinarySI'],
  ['8Ki', 8n * 1024n, 0, 'BinarySI'],
  ['7Mi', 7n * 1024n ** 2n, 0, 'BinarySI'],
  ['6Gi', 6n * 1024n ** 3n, 0, 'BinarySI'],
  ['5Ti', 5n * 1024n ** 4n, 0, 'BinarySI'],
  ['4Pi', 4n * 1024n ** 5n, 0, 'BinarySI'],
  ['3Ei', 3n * 1024n ** 6n, 0, 'BinarySI'],
  ['10Ti', 10n * 1024n ** 4n, 0, 'BinarySI'],
  ['100Ti', 100n * 1024n ** 4n, 0, 'BinarySI'],
  // Decimal suffixes
  ['5n', 5n, -9, 'DecimalSI'],
  ['4u', 4n, -6, 'DecimalSI'],
  ['3m', 3n, -3, 'DecimalSI'],
  ['9', 9n, 0, 'DecimalSI'],
  ['8k', 8n, 3, 'DecimalSI'],
  ['50k', 5n, 4, 'DecimalSI'],
  ['7M', 7n, 6, 'DecimalSI'],
  ['6G', 6n, 9, 'DecimalSI'],
  ['5T', 5n, 12, 'DecimalSI'],
  ['40T', 4n, 13, 'DecimalSI'],
  ['300T', 3n, 14, 'DecimalSI'],
  ['2P', 2n, 15, 'DecimalSI'],
  ['1E', 1n, 18, 'DecimalSI'],
  // Decimal exponents
  ['1E-3', 1n, -3, 'DecimalExponent'],
  ['1e3', 1n, 3, 'DecimalExponent'],
  ['1E6', 1n, 6, 'DecimalExponent'],
  ['1e9', 1n, 9, 'DecimalExponent'],
  ['1E12', 1n, 12, 'DecimalExponent'],
  ['1e15', 1n, 15, 'DecimalExponent'],
  ['1E18', 1n, 18, 'DecimalExponent'],
  // Nonstandard but still parsable
  ['1e14', 1n, 14, 'DecimalExponent'],
  ['1e13', 1n, 13, 'DecimalExponent'],
  ['1e3', 1n, 3, 'DecimalExponent'],
  ['100.035k', 100035n, 0, 'DecimalSI'],
  // Things that look like floating point
  ['0.001', 1n, -3, 'DecimalSI'],
  ['0.0005k', 5n, -1, 'DecimalSI'],
  ['0.005', 5n, -3, 'DecimalSI'],
  ['0.05', 5n, -2, 'DecimalSI'],
  ['0.5', 5n, -1, 'DecimalSI'],
  ['0.00050k', 5n, -1, 'DecimalSI'],
  ['0.00500', 5n, -3, 'DecimalSI'],
  ['0.05000', 5n, -2, 'DecimalSI'],
  ['0.50000', 5n, -1, 'DecimalSI'],
  ['0.5e0', 5n, -1, 'DecimalExponent'],
  ['0.5e-1', 5n, -2, 'DecimalExponent'],
  ['0.5e-2', 5n, -3, 'DecimalExponent'],
  ['0.5e0', 5n, -1, 'DecimalExponent'],
  ['10.035M', 10035n, 3, 'DecimalSI'],
  ['1.2e3', 12n, 2, 'DecimalExponent'],
  ['1.3E+6', 13n, 5, 'DecimalExponent'],
  ['1.40e9', 14n, 8, 'DecimalExponent'],
  ['1.53E12', 153n, 10, 'DecimalExponent'],
  ['1.6e15', 16n, 14, 'DecimalExponent'],
  ['1.7E18', 17n, 17, 'DecimalExponent'],
  ['9.01', 901n, -2, 'DecimalSI'],
  ['8.1k', 81n, 2, 'DecimalSI'],
  ['7.123456M', 7123456n, 0, 'DecimalSI'],
  ['6.987654321G', 6987654321n, 0, 'DecimalSI'],
  ['5.444T', 5444n, 9, 'DecimalSI'],
  ['40.1T', 401n, 11, 'DecimalSI'],
  ['300.2T', 3002n, 11, 'DecimalSI'],
  ['2.5P', 25n, 14, 'DecimalSI'],
  ['1.01E', 101n, 16, 'DecimalSI'],
  // Things that saturate/round
  ['3.001n', 4n, -9, 'DecimalSI'],
  ['1.1E-9', 2n, -9, 'DecimalExponent'],
  ['0.0000000001', 1n, -9, 'DecimalSI'],
  ['0.0000000005', 1n, -9, 'DecimalSI'],
  ['0.00000000050', 1n, -9, 'DecimalSI'],
  ['0.5e-9', 1n, -9, 'DecimalExponent'],
  ['0.9n', 1n, -9, 'DecimalSI'],
  ['0.00000012345', 124n, -9, 'DecimalSI'],
  ['0.00000012354', 124n, -9, 'DecimalSI'],
  ['9Ei', MAX, 0, 'BinarySI'],
  ['9223372036854775807Ki', MAX, 0, 'BinarySI'],
  ['12E', 12n, 18, 'DecimalSI'],
  // We'll accept fractional binary stuff, too.
  ['100.035Ki', 10243584n, -2, 'BinarySI'],
  ['0.5Mi', 524288n, 0, 'BinarySI'],
  ['0.05Gi', 536870912n, -1, 'BinarySI'],
  ['0.025Ti', 274877906944n, -1, 'BinarySI'],
  // Things written by trolls
  ['0.000000000001Ki', 2n, -9, 'DecimalSI'], // rounds up, changes format
  ['.001', 1n, -3, 'DecimalSI'],
  ['.0001k', 100n, -3, 'DecimalSI'],
  ['1.', 1n, 0, 'DecimalSI'],
  ['1.G', 1n, 9, 'DecimalSI'],
]

describe('TestQuantityParse', () => {
  it.each(PARSE_TABLE)('%s parses to %s × 10^%s, %s', (input, mantissa, exponent, format) => {
    const expected = decQuantity(mantissa, exponent, format)
    const got = q(input)
    expect(compareQuantities(got, expected)).toBe(0)
    expect(got.format).toBe(format)
  })

  it.each(PARSE_TABLE)('-%s is the negated value with the same format', (input, mantissa, exponent, format) => {
    const got = q(`-${input}`)
    expect(compareQuantities(got, decQuantity(-mantissa, exponent, format))).toBe(0)
    expect(got.format).toBe(format)
  })

  it.each(PARSE_TABLE)('+%s is the same value and format', (input, mantissa, exponent, format) => {
    const got = q(`+${input}`)
    expect(compareQuantities(got, decQuantity(mantissa, exponent, format))).toBe(0)
    expect(got.format).toBe(format)
  })

  it('rejects the empty string and the invalid table', () => {
    expect(errorOf('')).toBe(FORMAT_ERROR)
    const invalid = ['1.1.M', '1+1.0M', '0.1mi', '0.1am', 'aoeu', '.5i', '1i', '-3.01i', '-3.01e-', ' 1', '1 ']
    for (const s of invalid) expect(errorOf(s), s).toBeDefined()
  })

  it('MustParse("Non-Numeric") fails', () => {
    expect(errorOf('Non-Numeric')).toBe(FORMAT_ERROR)
  })
})

describe('TestParseQuantityString (through the parsed value)', () => {
  it.each([
    ['0.025Ti', '27487790694400m'],
    ['1.025Ti', '1126999418470400m'],
    ['-1.025Ti', '-1126999418470400m'],
    ['.', '0'],
    ['-.', '0'],
    ['1E-3', '1E-3'],
  ])('%s prints as %s', (input, printed) => {
    expect(quantityToString(q(input))).toBe(printed)
  })
})

describe('TestQuantityParseEmit', () => {
  const table: readonly (readonly [string, string])[] = [
    ['1Ki', '1Ki'],
    ['1Mi', '1Mi'],
    ['1Gi', '1Gi'],
    ['1024Mi', '1Gi'],
    ['1000M', '1G'],
    ['.001Ki', '1024m'],
    ['.000001Ki', '1024u'],
    ['.000000001Ki', '1024n'],
    ['.000000000001Ki', '2n'],
  ]
  it.each(table)('%s prints as %s, and negated as -%s', (input, printed) => {
    expect(quantityToString(q(input))).toBe(printed)
    expect(quantityToString(q(`-${input}`))).toBe(`-${printed}`)
  })
})

describe('TestParseQuantity (int64 and inf.Dec around the int64 limits)', () => {
  // [input, Go keeps an int64 (AsInt64 ok), printed form when it differs from the input]
  const table: readonly (readonly [string, boolean, string?])[] = [
    ['-999999999999999999', true],
    ['999999999999999999', true],
    ['-999999999999999999.0', false, '-999999999999999999'],
    ['999999999999999999.0', false, '999999999999999999'],
    ['-999999999999999999.1', false, '-999999999999999999100m'],
    ['999999999999999999.1', false, '999999999999999999100m'],
    ['-9999999999999999999', false],
    ['9999999999999999999', false],
    ['-1E', true],
    ['1E', true],
    ['-1000000000000000000', false, '-1E'],
    ['1000000000000000000', false, '1E'],
    ['-9999999999999999999.0', false, '-9999999999999999999'],
    ['9999999999999999999.0', false, '9999999999999999999'],
    ['-1.0E', true, '-1E'],
    ['1.0E', true, '1E'],
    ['-1000000000000000000.0', false, '-1E'],
    ['1000000000000000000.0', false, '1E'],
    ['-9999999999999999999000m', false, '-9999999999999999999'],
    ['9999999999999999999000m', false, '9999999999999999999'],
    ['-9999999999999999999.1', false, '-9999999999999999999100m'],
    ['9999999999999999999.1', false, '9999999999999999999100m'],
    ['-1.0000000000000000001E', false, '-1000000000000000000100m'],
    ['1.0000000000000000001E', false, '1000000000000000000100m'],
    ['-1000000000000000000.1', false, '-1000000000000000000100m'],
    ['1000000000000000000.1', false, '1000000000000000000100m'],
    ['-1.000000000000000001E', false, '-1000000000000000001'],
    ['1.000000000000000001E', false, '1000000000000000001'],
    ['-1000000000000000001', false],
    ['1000000000000000001', false],
    ['-10E', false],
    ['10E', false],
    ['-10000000000000000000', false, '-10E'],
    ['10000000000000000000', false, '10E'],
    ['-10.0E', false, '-10E'],
    ['10.0E', false, '10E'],
    ['-10000000000000000000.0', false, '-10E'],
    ['10000000000000000000.0', false, '10E'],
    ['-10000000000000000000000m', false, '-10E'],
    ['10000000000000000000000m', false, '10E'],
    ['-10.0000000000000000001E', false, '-10000000000000000000100m'],
    ['10.0000000000000000001E', false, '10000000000000000000100m'],
    ['-10000000000000000000.1', false, '-10000000000000000000100m'],
    ['10000000000000000000.1', false, '10000000000000000000100m'],
    ['-10.000000000000000001E', false, '-10000000000000000001'],
    ['10.000000000000000001E', false, '10000000000000000001'],
    ['-10000000000000000001', false],
    ['10000000000000000001', false],
    ['-9223372036854775809', false],
    ['9223372036854775806', false],
    ['-9223372036854775809.0', false, '-9223372036854775809'],
    ['9223372036854775806.0', false, '9223372036854775806'],
    ['-9223372036854775809000m', false, '-9223372036854775809'],
    ['9223372036854775806000m', false, '9223372036854775806'],
    ['-9223372036854775809.1', false, '-9223372036854775809100m'],
    ['9223372036854775806.1', false, '9223372036854775806100m'],
    ['-9223372036854775808', false],
    ['9223372036854775807', false],
    ['-9223372036854775808.0', false, '-9223372036854775808'],
    ['9223372036854775807.0', false, '9223372036854775807'],
    ['-9223372036854775808000m', false, '-9223372036854775808'],
    ['9223372036854775807000m', false, '9223372036854775807'],
    ['-9223372036854775808.1', false, '-9223372036854775808100m'],
    ['9223372036854775807.1', false, '9223372036854775807100m'],
    ['-9223372036854775807', false],
    ['9223372036854775808', false],
    ['-9223372036854775807.0', false, '-9223372036854775807'],
    ['9223372036854775808.0', false, '9223372036854775808'],
    ['-9223372036854775807000m', false, '-9223372036854775807'],
    ['9223372036854775808000m', false, '9223372036854775808'],
    ['-9223372036854775807.1', false, '-9223372036854775807100m'],
    ['9223372036854775808.1', false, '9223372036854775808100m'],
  ]
  const cases = table.map(([input, int64, printed]) => [input, int64, printed ?? input] as const)
  it.each(cases)('%s (int64: %s) prints as %s', (input, int64, printed) => {
    const got = q(input)
    // Go's AsInt64 succeeds for int64 amounts at a non-negative scale whose value fits an int64.
    const v = rationalOf(got)
    const fits = v.den === 1n && v.num <= MAX && v.num >= -MAX - 1n
    expect(got.amountKind === 'int64' && got.scale >= 0 && fits).toBe(int64)
    expect(quantityToString(got)).toBe(printed)
  })
})

describe('error texts and grammar corners (recorded from Go)', () => {
  it.each([
    ['1Ky', FORMAT_ERROR],
    ['1.5.', FORMAT_ERROR],
    ['1e5x', FORMAT_ERROR],
    ['1\u00a0', FORMAT_ERROR],
    ['1iK', SUFFIX_ERROR],
    ['1e', SUFFIX_ERROR],
    ['1e+', SUFFIX_ERROR],
    ['1ee5', SUFFIX_ERROR],
    ['1+5', SUFFIX_ERROR],
    ['1e99999999999999999999', SUFFIX_ERROR],
    ['e-10', NUMERIC_ERROR],
    ['-e-10', NUMERIC_ERROR],
    ['Pi', NUMERIC_ERROR],
    ['.Ei', NUMERIC_ERROR],
  ])('%s fails with its Go error', (input, error) => {
    expect(errorOf(input)).toBe(error)
  })

  it.each([
    ['-', '0'],
    ['+', '0'],
    ['.', '0'],
    ['Ki', '0'],
    ['Ti', '0'],
    ['m', '0'],
    ['e-9', '0'],
    ['-000', '0'],
    ['1E', '1E'],
    ['1e4294967296', '1e4294967296'],
    ['10e2147483647', '10e2147483647'],
    ['1000E', '1'],
    ['8Ei', '9223372036854775807'],
    ['0.5Ki', '512'],
    ['1.5Ki', '1536'],
    ['+1', '+1'],
    ['1.500k', '1.500k'],
    ['01Ki', '01Ki'],
    ['1.Ki', '1.Ki'],
  ])('%s is accepted and prints as %s', (input, printed) => {
    expect(quantityToString(q(input))).toBe(printed)
  })
})

describe('laws', () => {
  it('the parsed value is the exact value rounded up to nanos (binary capped at 2^63-1)', () => {
    fc.assert(
      fc.property(moderateQuantity, (s) => {
        const reference = referenceValue(s)
        expect(reference).toBeDefined()
        if (reference === undefined) return
        expect(compareRationals(rationalOf(q(s)), reference)).toBe(0)
      }),
      { numRuns: numRuns(3000) },
    )
  })

  it('the format follows the suffix (binary values below 1 become DecimalSI)', () => {
    fc.assert(
      fc.property(moderateQuantity, (s) => {
        const got = q(s)
        const suffix = /[0-9.]([a-zA-Z][a-zA-Z]?|[eE][+-]?\d+)?$/.exec(s)?.[1] ?? ''
        if (/^[eE][+-]?\d+$/.test(suffix)) expect(got.format).toBe('DecimalExponent')
        else if (suffix.endsWith('i')) {
          const belowOne = got.sign !== 0 && got.digits.length + got.exponent <= 0
          expect(got.format).toBe(belowOne ? 'DecimalSI' : 'BinarySI')
        } else expect(got.format).toBe('DecimalSI')
      }),
      { numRuns: numRuns(2000) },
    )
  })

  it('a string Go keeps as the printed form parses back to itself', () => {
    fc.assert(
      fc.property(moderateQuantity, (s) => {
        const got = q(s)
        if (got.text === undefined) return
        expect(got.text).toBe(s)
        expect(compareQuantities(q(canonicalQuantityString(got)), got)).toBe(0)
      }),
      { numRuns: numRuns(2000) },
    )
  })

  it('fuzz: parseQuantity never throws, on any string or value', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'0123456789.+-eEinumkKMGTP ') }), fc.anything()),
        (s) => {
          const r = parseQuantity(s as string)
          expect(r._tag === 'Left' || r._tag === 'Right').toBe(true)
        },
      ),
      { numRuns: numRuns(5000) },
    )
  })
})
