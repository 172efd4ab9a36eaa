// Replays test/fixtures/upstream/quantity.jsonl — answers recorded from
// k8s.io/apimachinery v0.37.2 — against the library, through the same
// OpSpec adapters the live differential harness uses.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { quantityOps } from '../../conformance/ops/quantity'
import type { OpSpec } from '../../conformance/ops/types'

interface Recorded {
  readonly id: string
  readonly op: string
  readonly input: unknown
  readonly output: unknown
}

const recorded: Recorded[] = readFileSync(new URL('../fixtures/upstream/quantity.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Recorded)

/** JSON with object keys sorted, so that key order does not matter. */
const canonicalJson = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x !== null && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  )

const specs = new Map<string, OpSpec<any, any>>(quantityOps.map((s) => [s.op, s]))

describe('recorded upstream quantity answers', () => {
  it('holds at least 3,000 cases over every quantity op', () => {
    expect(recorded.length).toBeGreaterThanOrEqual(3000)
    expect(new Set(recorded.map((r) => r.op))).toEqual(new Set(specs.keys()))
  })

  for (const op of specs.keys()) {
    const cases = recorded.filter((r) => r.op === op)
    it(`${op}: all ${cases.length} recorded cases`, () => {
      const spec = specs.get(op) as OpSpec<any, any>
      const mismatches: string[] = []
      for (const c of cases) {
        const ours: unknown = spec.library(c.input)
        if (canonicalJson(ours) === canonicalJson(c.output)) continue
        if (spec.knownDifference?.(c.input, ours, c.output) !== undefined) continue
        mismatches.push(`${c.id} ${canonicalJson(c.input)}: ours ${canonicalJson(ours)}, Go ${canonicalJson(c.output)}`)
      }
      expect(mismatches).toEqual([])
    })
  }
})
