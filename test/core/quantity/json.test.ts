// quantityFromJson: Go's Quantity.UnmarshalJSON applied to the JSON text
// JSON.stringify would write; answers recorded from Go.
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { compareQuantities, parseQuantity, quantityFromJson, quantityToString } from '../../../src/core/index'
import { numRuns } from '../../support/runs'
import { moderateQuantity, q } from './support'

const FORMAT_ERROR = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'"
const show = (u: unknown): string => {
  const r = quantityFromJson(u)
  return E.isLeft(r) ? r.left.message : quantityToString(r.right)
}

describe('TestJSONWhitespace', () => {
  it.each([
    [' 1', '1'],
    ['1 ', '1'],
    [1, '1'],
    [10, '10'],
    [-1, '-1'],
  ])('%j decodes to %s', (u, printed) => {
    expect(show(u)).toBe(printed)
  })
})

describe('answers recorded from Go (json.Unmarshal of JSON.stringify(u))', () => {
  it.each([
    ['\u00a0500Mi\u3000', '500Mi'],
    ['\u20281\u2029', '1'],
    ['\u00851', '1'],
    ['\t1', FORMAT_ERROR], // JSON holds the tab as \t, which Go does not unescape
    ['1\n', FORMAT_ERROR],
    ['', FORMAT_ERROR],
    ['1e3', '1e3'],
    [0.5, '500m'],
    [1e21, '1e+21'], // JSON text 1e+21, kept as Go's printed form
    [1e-7, '100e-9'],
    [5e-324, '1e-9'],
    [-0, '0'],
    [1e3, '1k'], // the number 1000: its JSON text is "1000"
    [123456789012345680000, '123456789012345680k'],
    [null, '0'],
    [NaN, '0'], // JSON null
    [Infinity, '0'],
    [true, FORMAT_ERROR],
    [false, FORMAT_ERROR],
    [[], FORMAT_ERROR],
    [{}, FORMAT_ERROR],
    [['1'], FORMAT_ERROR],
  ])('%j decodes to %s', (u, printed) => {
    expect(show(u)).toBe(printed)
  })

  it('a bigint decodes as its decimal text', () => {
    expect(show(10n)).toBe('10')
    expect(show(-12345678901234567890123n)).toBe('-12345678901234567890123')
  })

  it('values JSON cannot hold are format errors', () => {
    expect(show(undefined)).toBe(FORMAT_ERROR)
    expect(show(() => 1)).toBe(FORMAT_ERROR)
    expect(show(Symbol('q'))).toBe(FORMAT_ERROR)
  })
})

describe('laws', () => {
  it('a quantity string decodes like parseQuantity, with or without spaces around', () => {
    fc.assert(
      fc.property(moderateQuantity, fc.constantFrom('', ' ', '\u00a0', '\u3000 '), (s, pad) => {
        const a = quantityFromJson(pad + s + pad)
        expect(E.isRight(a)).toBe(true)
        if (E.isRight(a)) expect(a.right).toEqual(q(s))
      }),
      { numRuns: numRuns(2000) },
    )
  })

  it('a finite number decodes as its decimal text', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        const a = quantityFromJson(n)
        const b = parseQuantity(String(n))
        expect(a).toEqual(b)
        if (E.isRight(a) && E.isRight(b)) expect(compareQuantities(a.right, b.right)).toBe(0)
      }),
      { numRuns: numRuns(2000) },
    )
  })

  it('fuzz: never throws, whatever the value', () => {
    fc.assert(
      fc.property(fc.anything(), (u) => {
        const r = quantityFromJson(u)
        expect(E.isLeft(r) || E.isRight(r)).toBe(true)
      }),
      { numRuns: numRuns(2000) },
    )
  })
})
