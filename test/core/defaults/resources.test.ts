import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { defaultResourceList, roundUpToMilli } from '../../../src/core/defaults/resources'
import { parseQuantity, quantityToString } from '../../../src/core/quantity/index'
import type { Quantity } from '../../../src/core/quantity/types'

const q = (s: string): Quantity => {
  const r = parseQuantity(s)
  if (E.isLeft(r)) throw new Error(s)
  return r.right
}
const rounded = (s: string) => quantityToString(roundUpToMilli(q(s)))

describe('roundUpToMilli (Quantity.RoundUp(-3), checked against the oracle)', () => {
  it.each([
    ['0.0001', '1m'],
    ['1n', '1m'],
    ['-1n', '-1m'],
    ['1e-4', '1e-3'],
    ['1.0001m', '2m'],
    ['123456789.0001', '123456789001m'],
    ['-0.0001', '-1m'],
    ['1e-100', '1e-3'],
    ['0.5', '500m'],
    ['1.5Gi', '1536Mi'],
    ['100m', '100m'],
    ['+1', '+1'],
    ['1.000', '1'],
    ['1000000000', '1G'],
    ['0n', '0'],
  ])('%s → %s', (input, output) => expect(rounded(input)).toBe(output))

  it('keeps an integer amount already at milli precision, text included', () => {
    const one = q('+1')
    expect(roundUpToMilli(one)).toBe(one)
  })

  it('leaves values that are not quantities alone', () => {
    expect(roundUpToMilli('1' as unknown as Quantity)).toBe('1')
  })

  it('defaultResourceList: nil stays nil, unchanged maps are returned as they are, keys like __proto__ are kept', () => {
    expect(defaultResourceList(undefined)).toBeUndefined()
    const list = Object.assign(Object.create(null) as Record<string, Quantity>, { cpu: q('1') })
    expect(defaultResourceList(list)).toBe(list)
    const key = ['__', 'proto', '__'].join('')
    const hostile = Object.create(null) as Record<string, Quantity>
    hostile[key] = q('1n')
    const out = defaultResourceList(hostile) as Record<string, Quantity>
    expect(Object.keys(out)).toEqual([key])
    expect(quantityToString(out[key] as Quantity)).toBe('1m')
    expect(quantityToString(hostile[key] as Quantity)).toBe('1n')
  })
})
