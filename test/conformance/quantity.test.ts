// Replays the quantity fixtures — answers recorded from k8s.io/apimachinery
// v0.37.2 in the oracle's op shapes (test/fixtures/upstream/quantity.*.jsonl)
// and for json.Unmarshal (test/fixtures/quantity/unmarshal-json.jsonl) —
// against the library through the OpSpec adapters the differential harness uses.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { quantityOps, quantityUnmarshalJson } from '../../conformance/ops/quantity'
import type { AnyOpSpec } from '../../conformance/harness/op-spec'

interface Recorded {
  readonly id: string
  readonly op: string
  readonly input: unknown
  readonly output: unknown
}

const load = (path: string): Recorded[] =>
  readFileSync(new URL(path, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Recorded)

/** JSON with object keys sorted, so that key order does not matter. */
const canonicalJson = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x !== null && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(
          Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : x,
  )

const suites: readonly (readonly [AnyOpSpec, string])[] = [
  ...quantityOps.map((spec) => [spec, `../fixtures/upstream/${spec.op}.jsonl`] as const),
  [quantityUnmarshalJson, '../fixtures/quantity/unmarshal-json.jsonl'],
]

describe('recorded upstream quantity answers', () => {
  const total = suites.reduce((n, [, path]) => n + load(path).length, 0)

  it(`hold at least 3,000 cases over the oracle's quantity ops (${total} in all)`, () => {
    const upstream = quantityOps.reduce((n, spec) => n + load(`../fixtures/upstream/${spec.op}.jsonl`).length, 0)
    expect(upstream).toBeGreaterThanOrEqual(3000)
  })

  for (const [spec, path] of suites) {
    const cases = load(path)
    it(`${spec.op}: all ${cases.length} recorded cases`, () => {
      expect(cases.length).toBeGreaterThan(0)
      const mismatches: string[] = []
      for (const c of cases) {
        expect(c.op).toBe(spec.op)
        const ours: unknown = spec.library?.(c.input)
        if (canonicalJson(ours) === canonicalJson(c.output)) continue
        if (spec.knownDifference?.(c.input, ours, c.output) !== undefined) continue
        mismatches.push(`${c.id} ${canonicalJson(c.input)}: ours ${canonicalJson(ours)}, Go ${canonicalJson(c.output)}`)
      }
      expect(mismatches).toEqual([])
    })
  }
})
