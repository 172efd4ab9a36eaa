// Totality and cost: every quantity function accepts anything, and parsing
// and printing take time linear in the input's length.
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { canonicalQuantityString, isQuantity, parseQuantity, quantityToString } from '../../../src/core/index'
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

/** CPU time of `f` in ms: the smallest of several runs (robust against other processes). */
const cpuMs = (f: () => void): number => {
  let best = Infinity
  for (let i = 0; i < 7; i++) {
    const start = process.cpuUsage()
    f()
    const used = process.cpuUsage(start)
    best = Math.min(best, (used.user + used.system) / 1000)
  }
  return best
}

describe('linear time', () => {
  const shapes: readonly (readonly [string, (n: number) => string])[] = [
    ['integer', (n) => '7'.repeat(n)],
    ['fraction', (n) => `${'7'.repeat(n / 2)}.${'3'.repeat(n / 2)}`],
    ['binary fraction', (n) => `${'7'.repeat(n / 2)}.${'3'.repeat(n / 2)}Ki`],
    ['tiny', (n) => `0.${'0'.repeat(n)}1`],
    ['rounding nines', (n) => `0.${'9'.repeat(n)}`],
    ['exponent', (n) => `${'7'.repeat(n)}e-5`],
    ['invalid', (n) => `${'7'.repeat(n)}x`],
  ]
  it.each(shapes)('%s: ten times the length costs about ten times the time', (_name, make) => {
    const run = (s: string) => () => {
      const r = parseQuantity(s)
      if (E.isRight(r)) expect(canonicalQuantityString(r.right).length).toBeGreaterThan(0)
    }
    const small = make(100_000)
    const large = make(1_000_000)
    run(large)() // warm up on both sizes
    const a = cpuMs(run(small))
    const b = cpuMs(run(large))
    // Linear is ~10x; a quadratic step would be ~100x. Timer resolution needs a floor.
    expect(b / Math.max(a, 0.5)).toBeLessThan(40)
  })

  it('a 1 MB numeric string parses and prints in full', () => {
    const s = `${'12345'.repeat(200_000)}.5`
    const x = q(s)
    expect(quantityToString(x)).toBe(`${'12345'.repeat(200_000)}500m`)
  })
})
