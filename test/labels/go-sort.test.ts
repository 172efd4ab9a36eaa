// goSortByKey orders equal keys as Go's sort.Sort does (pdqsort, unstable),
// on orders recorded from Go (test/fixtures/labels/go-sort.json): 13 to 300
// requirements with few distinct keys, so that partitions go unbalanced and
// the pattern-breaking swaps run.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { goSortByKey } from '../../src/labels/go-sort'

interface GoCase {
  readonly keys: string
  readonly goOrder: readonly number[]
}
const { cases } = JSON.parse(readFileSync(new URL('../fixtures/labels/go-sort.json', import.meta.url), 'utf8')) as {
  cases: GoCase[]
}

describe('goSortByKey', () => {
  it.each(cases.map((c) => [c.keys.length, c] as const))('%i requirements: the order Go leaves', (_, c) => {
    const items = [...c.keys].map((d, idx) => ({ key: `k${d}`, idx }))
    goSortByKey(items)
    expect(items.map((x) => x.idx)).toEqual(c.goOrder)
  })
})
