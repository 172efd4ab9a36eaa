/**
 * Cost growth (issue #13): an input grown ten times costs about ten times
 * as much work (twenty where the function sorts). Work is counted, not
 * timed: the basic blocks of src/ a call runs (test/support/work.ts), so the
 * test is exact and independent of the machine's load. Each case compares
 * sizes 1,000 and 10,000 of its unit (test/support/work-cases.ts).
 */
import { describe, expect, it } from 'vitest'
import { blocksRun } from '../support/work'
import { costCases } from '../support/work-cases'

const names = Object.keys(costCases)

describe('ten times the input costs about ten times the work', () => {
  const counts = blocksRun(1_000, 10_000, names)
  it.each(names)('%s', (name) => {
    const [small, large] = counts[name] as [number, number]
    expect(small).toBeGreaterThan(0)
    const ratio = large / small
    expect(ratio, `work ${small} → ${large}`).toBeLessThanOrEqual((costCases[name] as { maxRatio: number }).maxRatio)
  })
})
