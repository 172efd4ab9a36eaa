// matches(): the cache of compiled matchers (src/labels/matches.ts) gives the
// answers of the uncached matcher on every call, compiled or not, and
// notices a selector given new requirements or value lists.
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import * as L from '../../src/labels/index'
import { numRuns } from '../support/runs'
import { labelSet, selectorText } from './arbitraries'

const parse = (s: string): L.Selector => {
  const r = L.parseSelector(s)
  if (E.isLeft(r)) throw new Error(r.left.message)
  return r.right
}

describe('matches with the cache', () => {
  it('answers as requirementMatches does, before and after the selector is compiled', () => {
    fc.assert(
      fc.property(selectorText, fc.array(labelSet, { minLength: 1, maxLength: 8 }), (text, sets) => {
        const sel = L.parseSelector(text)
        fc.pre(E.isRight(sel))
        const s = sel.right
        for (let i = 0; i < 300; i++) {
          const labels = sets[i % sets.length]!
          const expected = s.requirements.every((r) => L.requirementMatches(r, labels))
          expect(L.matches(s, labels)).toBe(expected)
        }
      }),
      { numRuns: numRuns(30) },
    )
  })

  it('reads a selector again when it gets new requirements or value lists', () => {
    const s = parse('a in (b,c)') as { requirements: L.Requirement[] }
    for (let i = 0; i < 600; i++) expect(L.matches(s, { a: 'c' })).toBe(true)
    s.requirements = [...s.requirements, { key: 'x', operator: 'exists', values: [] }]
    expect(L.matches(s, { a: 'c' })).toBe(false)
    ;(s.requirements[0] as unknown as { values: string[] }).values = ['b']
    expect(L.matches(s, { a: 'c', x: '' })).toBe(false)
    expect(L.matches(s, { a: 'b', x: '' })).toBe(true)
    s.requirements.push({ key: 'y', operator: '!', values: [] })
    expect(L.matches(s, { a: 'b', x: '', y: '1' })).toBe(false)
  })

  it('reads a compiled selector again after an in-place change of its lists', () => {
    const s = parse('a in (b,c),x') as { requirements: L.Requirement[]; matchesNothing?: boolean }
    const other = parse('a in (b,c),x')
    for (let i = 0; i < 600; i++) {
      expect(L.matches(s, { a: 'c', x: '' })).toBe(true)
      expect(L.matches(other, { a: 'b', x: '' })).toBe(true)
    }
    ;(s.requirements[0]!.values as string[]).push('d')
    expect(L.matches(s, { a: 'd', x: '' })).toBe(true)
    s.requirements[1] = { key: 'y', operator: 'exists', values: [] }
    expect(L.matches(s, { a: 'c', x: '' })).toBe(false)
    expect(L.matches(s, { a: 'c', y: '' })).toBe(true)
    ;(s.requirements[1]!.values as string[]).push('z')
    expect(L.matches(s, { a: 'c', y: '' })).toBe(true)
    s.matchesNothing = true
    expect(L.matches(s, { a: 'c', y: '' })).toBe(false)
    expect(L.matches(other, { a: 'b', x: '' })).toBe(true)
    expect(L.matches(other, { a: 'd', x: '' })).toBe(false)
  })

  it('never runs an accessor of the selector, and answers as on the plain copy', () => {
    let reads = 0
    const r = {
      key: 'a',
      operator: 'in',
      get values() {
        reads++
        return ['b']
      },
    }
    for (let i = 0; i < 300; i++) expect(L.matches({ requirements: [r] } as never, { a: 'b' })).toBe(false)
    expect(reads).toBe(0)
  })

  it('keeps answering right with more selectors in turn than the cache holds', () => {
    const sels = Array.from({ length: 20 }, (_, i) => parse(`k${i}=v`))
    for (let round = 0; round < 40; round++)
      for (let i = 0; i < sels.length; i++) {
        expect(L.matches(sels[i]!, { [`k${i}`]: 'v' })).toBe(true)
        expect(L.matches(sels[i]!, { [`k${(i + 1) % 20}`]: 'v' })).toBe(false)
      }
  })
})
