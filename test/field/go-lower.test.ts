import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { goToLower } from '../../src/field/go-lower'

describe('goToLower (Go strings.ToLower)', () => {
  it('maps İ (U+0130) to i and a final Σ to σ, as Go does', () => {
    expect(goToLower('İ')).toBe('i')
    expect(goToLower('ΟΔΟΣ')).toBe('οδοσ')
    expect(goToLower('A.B/İx')).toBe('a.b/ix')
  })
  it('keeps one code point per code point', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect([...goToLower(s)].length).toBe([...s].length)
      }),
    )
  })
  it('agrees with toLowerCase on ASCII', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), (s) => {
        expect(goToLower(s)).toBe(s.toLowerCase())
      }),
    )
  })
})
