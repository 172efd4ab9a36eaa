// Totality: every quantity function accepts anything, and long inputs parse
// and print in full (their cost is counted in test/package/cost.test.ts).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isQuantity, quantityToString } from '../../../src/core/index'
import { numRuns } from '../../support/runs'
import { intQuantity, moderateQuantity, q } from './support'

describe('isQuantity', () => {
  it('accepts what parsing produces', () => {
    fc.assert(
      fc.property(moderateQuantity, (s) => {
        expect(isQuantity(q(s))).toBe(true)
      }),
      { numRuns: numRuns(1000) },
    )
  })

  it('rejects malformed shapes', () => {
    const good = q('1.5Gi')
    const bad: unknown[] = [
      null,
      '1Gi',
      { ...good, format: 'Binary' },
      { ...good, sign: 2 },
      { ...good, digits: '0150' },
      { ...good, digits: '150' },
      { ...good, digits: '1e5' },
      { ...good, exponent: 0.5 },
      { ...good, exponent: 2 ** 40 },
      { ...good, amountKind: 'float' },
      { ...good, text: 5 },
      { ...good, sign: 0 },
      { ...good, exponent: -20 }, // unscaled amount would not be an integer
      intQuantity(1n, 0, 'DecimalSI') && { ...intQuantity(1n, 0, 'DecimalSI'), digits: '92233720368547758071' }, // beyond int64
    ]
    for (const u of bad) expect(isQuantity(u), JSON.stringify(u)).toBe(false)
    expect(isQuantity({ ...intQuantity(-(1n << 63n), 0, 'DecimalSI') })).toBe(true)
  })
})

// Linear cost of parsing and printing is checked by counting work, not by
// timing: test/package/cost.test.ts (the `parseQuantity and print` cases).
describe('long inputs', () => {
  it('a 1 MB numeric string parses and prints in full', () => {
    const s = `${'12345'.repeat(200_000)}.5`
    const x = q(s)
    expect(quantityToString(x)).toBe(`${'12345'.repeat(200_000)}500m`)
  })
})
