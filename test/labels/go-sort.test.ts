// goSortByKey orders equal keys as Go's sort.Sort does (pdqsort, unstable),
// on orders recorded from Go (test/fixtures/labels/go-sort.json): 13 to 300
// requirements with few distinct keys, so that partitions go unbalanced and
// the pattern-breaking swaps run. Its fast paths (the insertion sort up to
// 12 keys, the multikey quicksort past 64 distinct keys) leave what the
// replay of Go's sort leaves, on any list of label keys.
import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { goSortByKey } from '../../src/labels/go-sort'
import { patternDefeatingSort } from '../../src/labels/pattern-defeating-sort'
import { numRuns } from '../support/runs'

interface GoCase {
  readonly keys: string
  readonly goOrder: readonly number[]
}
const { cases } = JSON.parse(readFileSync(new URL('../fixtures/labels/go-sort.json', import.meta.url), 'utf8')) as {
  cases: GoCase[]
}

interface Item {
  readonly key: string
  readonly at: number
}
const items = (keys: readonly string[]): Item[] => keys.map((key, at) => ({ key, at }))
const byReplay = (keys: readonly string[]): number[] => {
  const xs = items(keys)
  patternDefeatingSort(xs, (x, y) => x.key < y.key, 0, xs.length)
  return xs.map((x) => x.at)
}
const bySort = (keys: readonly string[]): number[] => {
  const xs = items(keys)
  goSortByKey(xs)
  return xs.map((x) => x.at)
}

// label keys with long shared prefixes, keys that are prefixes of others, and (from a small pool) repeats
const prefix = fc.constantFrom('', 'a', 'key', 'example.com/', 'k8s.io/app.kubernetes.io-name-')
const tail = fc.stringMatching(/^[-A-Za-z0-9_./]{0,6}$/)
const key = fc.tuple(prefix, tail).map(([p, t]) => p + t)
const keyLists = fc.oneof(
  fc.array(key, { maxLength: 300 }),
  fc.uniqueArray(key, { minLength: 60, maxLength: 300 }),
  fc.array(fc.constantFrom('a', 'ab', 'abc', 'b'), { maxLength: 120 }),
)

describe('goSortByKey', () => {
  it.each(cases.map((c) => [c.keys.length, c] as const))('%i requirements: the order Go leaves', (_, c) => {
    const items = [...c.keys].map((d, idx) => ({ key: `k${d}`, idx }))
    goSortByKey(items)
    expect(items.map((x) => x.idx)).toEqual(c.goOrder)
  })

  it('leaves the order the replay of Go’s sort leaves, on any list of keys', () => {
    fc.assert(
      fc.property(keyLists, (keys) => {
        expect(bySort(keys)).toEqual(byReplay(keys))
      }),
      { numRuns: numRuns(400) },
    )
  })

  it('sorts 40,000 distinct keys of 300 characters, every character at every position', () => {
    const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_'
    const keys = Array.from({ length: 40_000 }, (_, i) => {
      let k = ''
      for (let d = 0, x = i; d < 300; d++, x = (x * 31 + d) % 40_000) k += chars[(x + d) % 64]
      return k
    })
    const xs = items(keys)
    goSortByKey(xs)
    expect(xs.map((x) => x.key)).toEqual([...keys].sort())
  })
})
