// Replays every recorded upstream fixture (test/fixtures/upstream, recorded
// from the real Kubernetes code by `npm run conformance:record`) against the
// library, with Node alone. Every case agrees, or is listed in
// known-differences.json under its open-bug category and still differs.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readFixtures as readFixtureFile, recordedOps, type FixtureCase } from '../../conformance/harness/fixtures'
import { agrees } from '../../conformance/harness/agreement'
import { libraryAnswer } from '../../conformance/harness/compare'
import { allOps, opByName } from '../../conformance/ops/index'

type Known = Record<string, { description: string; cases: Record<string, string> }>
const known = JSON.parse(readFileSync(new URL('./known-differences.json', import.meta.url), 'utf8')) as Known
const listed = new Map<string, string>()
for (const [category, group] of Object.entries(known)) {
  expect(category).toMatch(/^(open-bug|design): /)
  for (const id of Object.keys(group.cases)) listed.set(id, category)
}

const MIN_TOTAL_CASES = 20_000

// `npm test` replays every named case (regressions, known differences) and a
// deterministic share of each op's generated cases (`<op>-NNNNN`): every
// k-th, so that at most SAMPLE of them are replayed per op; the full replay
// was about an eighth of the suite's time. CI replays every case in a step of
// its own (.ci/run: `UPSTREAM_FIXTURES=all npx vitest run
// test/conformance/upstream.test.ts`), as does setting that variable here.
const SAMPLE = 400
const replayAll = process.env['UPSTREAM_FIXTURES'] === 'all'
const GENERATED = /-(\d{5})$/
const replayed = (cases: readonly FixtureCase[]): readonly FixtureCase[] => {
  if (replayAll) return cases
  const generated = cases.filter((c) => GENERATED.test(c.id)).length
  const stride = Math.max(1, Math.ceil(generated / SAMPLE))
  return cases.filter((c) => {
    const n = GENERATED.exec(c.id)?.[1]
    return n === undefined || listed.has(c.id) || Number(n) % stride === 0
  })
}

const cache = new Map<string, FixtureCase[]>()
const readFixtures = (op: string): FixtureCase[] => {
  const hit = cache.get(op)
  if (hit !== undefined) return hit
  const cases = readFixtureFile(op)
  cache.set(op, cases)
  return cases
}

describe('upstream fixtures', () => {
  const ops = recordedOps()
  let total = 0
  for (const op of ops) total += readFixtures(op).length

  it(`are recorded for every op (${ops.length} ops, ${total} cases)`, () => {
    expect(ops).toEqual(allOps.map((s) => s.op).sort())
    expect(total).toBeGreaterThanOrEqual(MIN_TOTAL_CASES)
  })

  it('list only recorded cases as known differences', () => {
    const ids = new Set(ops.flatMap((op) => readFixtures(op).map((c) => c.id)))
    // Another minor's cases (`<op>-v1.MM-…`) are checked by upstream-minors.test.ts.
    expect([...listed.keys()].filter((id) => !ids.has(id) && !/-v1\.\d+-/.test(id))).toEqual([])
  })

  for (const op of ops) {
    const spec = opByName(op)
    const cases = readFixtures(op)
    const replay = replayed(cases)
    const shown = replay.length === cases.length ? `${cases.length}` : `${replay.length} of ${cases.length}`
    it(`${op}: ${shown} recorded cases`, () => {
      expect(spec, `no OpSpec for ${op}`).toBeDefined()
      if (spec === undefined) return
      for (const c of cases) {
        expect(c.op).toBe(op)
        expect(c.output).toBeDefined()
      }
      if (spec.library === undefined) {
        // No library function yet (spec.pending says why): only the recording is checked.
        expect(spec.pending, `${op} has neither library nor pending`).toBeTruthy()
        expect(cases.filter((c) => listed.has(c.id))).toEqual([])
        return
      }
      const unexpected: unknown[] = []
      const fixed: string[] = []
      for (const c of replay) {
        const ours = libraryAnswer(spec, c.input)
        const category = listed.get(c.id)
        const differs = !agrees(spec, ours, c.output)
        if (category === undefined && differs) unexpected.push({ id: c.id, input: c.input, ours, theirs: c.output })
        if (category !== undefined && !differs) fixed.push(`${c.id} (${category})`)
      }
      expect(fixed, 'listed in known-differences.json but agree now: remove them').toEqual([])
      expect(unexpected.slice(0, 3), `${unexpected.length} cases disagree with upstream`).toEqual([])
    })
  }
})
