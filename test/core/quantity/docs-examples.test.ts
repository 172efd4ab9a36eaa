// The examples of docs/quantity.md and of the TSDoc comments, checked.
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import { describe, expect, it } from 'vitest'
import {
  addQuantities,
  canonicalQuantityString,
  compareQuantities,
  isHugePageQuantityDivisible,
  isIntegerQuantity,
  isQuantity,
  isZeroQuantity,
  parseQuantity,
  quantityFromJson,
  quantityMilliValue,
  quantitySign,
  quantityToString,
  quantityValue,
  subQuantities,
} from '../../../src/index'
import { q } from './support'

const FORMAT_ERROR = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'"
const errorOf = (s: string) => {
  const r = parseQuantity(s)
  return E.isLeft(r) ? r.left.message : undefined
}
const show = (s: string) => E.match(() => 'invalid', quantityToString)(parseQuantity(s))

describe('README.md', () => {
  it('the quantity tour', () => {
    expect(quantityToString(q('1.5'))).toBe('1500m')
    expect(quantityMilliValue(q('1.5'))).toBe(1500n)
    expect(parseQuantity('1Ki ')).toEqual(E.left({ message: FORMAT_ERROR }))
  })
})

describe('docs/quantity.md', () => {
  it('the opening example', () => {
    expect(quantityToString(q('1.5'))).toBe('1500m')
    expect(quantityMilliValue(q('1.5'))).toBe(1500n)
    expect(compareQuantities(q('1Gi'), q('512Mi'))).toBe(1)
    expect(E.map(quantityToString)(addQuantities(q('1Gi'), q('512Mi')))).toEqual(E.right('1536Mi'))
  })

  it('the grammar notes', () => {
    for (const s of ['-', '+', '.', 'Ki', 'm']) expect(show(s)).toBe('0')
    for (const s of ['Pi', 'Ei', 'e-10']) expect(errorOf(s)).toBe('unable to parse numeric part of quantity')
    expect(canonicalQuantityString(q('1e4294967296'))).toBe('1')
  })

  it('the error table', () => {
    for (const s of ['1Ki ', '1Ky', '1.5.', '']) expect(errorOf(s)).toBe(FORMAT_ERROR)
    for (const s of ['1iK', '1e', '1e99999999999999999999'])
      expect(errorOf(s)).toBe("unable to parse quantity's suffix")
  })

  it('values and rounding', () => {
    expect(show('0.1n')).toBe('1n')
    expect(show('-3.001n')).toBe('-4n')
    expect(show('9Ei')).toBe('9223372036854775807')
    expect(show('0.000000000001Ki')).toBe('2n')
    expect(q('0.000000000001Ki').format).toBe('DecimalSI')
    expect(show('123456789012345678901234567890')).toBe('123456789012345678901234567890')
  })

  it('the printed-form table', () => {
    const table: readonly (readonly [string, string, string])[] = [
      ['1000m', '1', '1'],
      ['0.1', '100m', '100m'],
      ['1.5Gi', '1536Mi', '1536Mi'],
      ['1024Ki', '1Mi', '1Mi'],
      ['1e3', '1e3', '1e3'],
      ['1e4', '10e3', '10e3'],
      ['0.5Ki', '512', '512'],
      ['1.5Ki', '1536', '1536'],
      ['+1.500k', '+1.500k', '1500'],
      ['1000E', '1', '1'],
    ]
    for (const [input, printed, canonical] of table) {
      expect(quantityToString(q(input))).toBe(printed)
      expect(canonicalQuantityString(q(input))).toBe(canonical)
    }
    expect(show('+1')).toBe('+1')
    expect(show('1.500k')).toBe('1.500k')
  })

  it('comparison, sums, Value', () => {
    expect(compareQuantities(q('1'), q('1000m'))).toBe(0)
    expect(compareQuantities(q('1'), q('1e0'))).toBe(0)
    expect(quantityMilliValue(q('999999999999999999'))).toBe(3875820019684211736n)
    expect(quantityValue(q('-1.5'))).toBe(-2n)
    expect(quantityValue(q('-1.0000000000000000005'))).toBe(0n)
    expect(isIntegerQuantity(q('999.2m'))).toBe(true)
  })

  it('JSON', () => {
    expect(E.map(quantityToString)(quantityFromJson(0.5))).toEqual(E.right('500m'))
    expect(E.map(quantityToString)(quantityFromJson(1e21))).toEqual(E.right('1e+21'))
    expect(E.map(quantityToString)(quantityFromJson(1e3))).toEqual(E.right('1k'))
    expect(E.map(quantityToString)(quantityFromJson(null))).toEqual(E.right('0'))
    expect(E.map(quantityToString)(quantityFromJson(NaN))).toEqual(E.right('0'))
  })

  it('where this differs from Go', () => {
    expect(compareQuantities(q('1e2147483647'), q('1n'))).toBe(1)
    expect(show('1234567890123456789e1000000000')).toBe('12345678901234567890e999999999')
    expect(E.isLeft(addQuantities(q('1e2000000'), q('1')))).toBe(true)
  })
})

describe('TSDoc examples', () => {
  it('parseQuantity', () => {
    expect(quantityToString(q('1.5Gi'))).toBe('1536Mi')
    expect(q('1.5Gi').format).toBe('BinarySI')
    expect(q('100m').format).toBe('DecimalSI')
    expect(errorOf('1Ki ')).toBe(FORMAT_ERROR)
    expect(errorOf('1Ky')).toBe(FORMAT_ERROR)
    expect(errorOf('1iK')).toBe("unable to parse quantity's suffix")
    expect(errorOf('e-10')).toBe('unable to parse numeric part of quantity')
  })

  it('quantityToString and canonicalQuantityString', () => {
    expect(show('1000m')).toBe('1')
    expect(show('1.5Gi')).toBe('1536Mi')
    expect(show('0.1')).toBe('100m')
    expect(show('1e3')).toBe('1e3')
    expect(show('1024Ki')).toBe('1Mi')
    expect(show('1000E')).toBe('1')
    expect(show('+1')).toBe('+1')
    expect(canonicalQuantityString(q('+1.500k'))).toBe('1500')
    expect(quantityToString(q('+1.500k'))).toBe('+1.500k')
  })

  it('comparison and arithmetic', () => {
    expect(compareQuantities(q('100m'), q('50m'))).toBe(1)
    expect(compareQuantities(q('1'), q('1000m'))).toBe(0)
    expect(compareQuantities(q('10000T'), q('100Gi'))).toBe(1)
    expect(E.map(quantitySign)(parseQuantity('-5m'))).toEqual(E.right(-1))
    expect(E.map(isZeroQuantity)(parseQuantity('0Gi'))).toEqual(E.right(true))
    const sum = pipe(
      E.Do,
      E.bind('a', () => parseQuantity('1Gi')),
      E.bind('b', () => parseQuantity('512Mi')),
      E.flatMap(({ a, b }) => addQuantities(a, b)),
      E.map(quantityToString),
    )
    expect(sum).toEqual(E.right('1536Mi'))
    const difference = pipe(
      E.Do,
      E.bind('a', () => parseQuantity('1')),
      E.bind('b', () => parseQuantity('250m')),
      E.flatMap(({ a, b }) => subQuantities(a, b)),
      E.map(quantityToString),
    )
    expect(difference).toEqual(E.right('750m'))
  })

  it('values', () => {
    expect(E.map(quantityValue)(parseQuantity('5Gi'))).toEqual(E.right(5368709120n))
    expect(E.map(quantityValue)(parseQuantity('1.2'))).toEqual(E.right(2n))
    expect(E.map(quantityValue)(parseQuantity('-1.5'))).toEqual(E.right(-2n))
    expect(E.map(quantityMilliValue)(parseQuantity('5300m'))).toEqual(E.right(5300n))
    expect(E.map(quantityMilliValue)(parseQuantity('5.4'))).toEqual(E.right(5400n))
    expect(E.map(quantityMilliValue)(parseQuantity('1n'))).toEqual(E.right(1n))
  })

  it('JSON and validation helpers', () => {
    expect(E.map(quantityToString)(quantityFromJson(' 500Mi '))).toEqual(E.right('500Mi'))
    expect(E.map(quantityToString)(quantityFromJson(0.5))).toEqual(E.right('500m'))
    expect(E.map(quantityToString)(quantityFromJson(null))).toEqual(E.right('0'))
    expect(quantityFromJson(true)).toEqual(E.left({ message: FORMAT_ERROR }))
    expect(E.map(isIntegerQuantity)(parseQuantity('2'))).toEqual(E.right(true))
    expect(E.map(isIntegerQuantity)(parseQuantity('1500m'))).toEqual(E.right(false))
    expect(E.map(isIntegerQuantity)(parseQuantity('1n'))).toEqual(E.right(false))
    expect(isHugePageQuantityDivisible(q('4Mi'), q('2Mi'))).toBe(true)
    expect(isHugePageQuantityDivisible(q('3Mi'), q('2Mi'))).toBe(false)
    expect(isHugePageQuantityDivisible(q('4Mi'), q('0'))).toBe(false)
    expect(isQuantity(q('250m'))).toBe(true)
    expect(isQuantity('250m')).toBe(false)
    expect(isQuantity({ digits: '1' })).toBe(false)
  })

  it('the Quantity example literal is what parsing 1.5Gi gives', () => {
    expect(q('1.5Gi')).toEqual({
      format: 'BinarySI',
      sign: 1,
      digits: '1610612736',
      exponent: 0,
      amountKind: 'dec',
      scale: -9,
      text: undefined,
    })
  })
})
