// The sorter behind Go's order of equal keys (src/labels/pattern-defeating-sort.ts):
// it sorts, whatever the input (few distinct values, sorted and reversed runs,
// one misplaced element), deterministically, and up to 12 elements it is
// stable. The order of equal elements past 12 is pinned by
// test/labels/go-sort.test.ts (orders recorded from Go).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { patternDefeatingSort, SMALL } from '../../src/labels/pattern-defeating-sort'
import { numRuns } from '../support/runs'

interface Item {
  readonly v: number
  readonly at: number
}

const items = (vs: readonly number[]): Item[] => vs.map((v, at) => ({ v, at }))
const before = (x: Item, y: Item): boolean => x.v < y.v

// shapes that drive the sort through every step: few values, sorted and reversed runs, one misplaced element
const values: fc.Arbitrary<number[]> = fc.oneof(
  fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 400 }),
  fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 400 }),
  fc.integer({ min: 0, max: 400 }).map((n) => Array.from({ length: n }, (_, i) => n - i)),
  fc
    .tuple(fc.integer({ min: 0, max: 400 }), fc.nat(), fc.nat())
    .map(([n, a, b]) => Array.from({ length: n }, (_, i) => (n > 0 && i === a % n ? b % 500 : i))),
)

describe('patternDefeatingSort', () => {
  it('sorts any input (and always the same way)', () => {
    fc.assert(
      fc.property(values, (vs) => {
        const xs = items(vs)
        patternDefeatingSort(xs, before, 0, xs.length)
        expect(xs.map((x) => x.v)).toEqual([...vs].sort((a, b) => a - b))
        const again = items(vs)
        patternDefeatingSort(again, before, 0, again.length)
        expect(again.map((x) => x.at)).toEqual(xs.map((x) => x.at))
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('is stable up to SMALL elements', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: SMALL }), (vs) => {
        const xs = items(vs)
        patternDefeatingSort(xs, before, 0, xs.length)
        expect(xs).toEqual(items(vs).sort((a, b) => a.v - b.v || a.at - b.at))
      }),
      { numRuns: numRuns(300) },
    )
  })
})
