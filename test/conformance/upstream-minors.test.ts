// Replays the fixtures recorded from each older minor's oracle
// (test/fixtures/upstream/v1.MM/, `npm run conformance:record --
// --kubernetes-version 1.MM`) against the library, for every minor the
// library supports (SUPPORTED_KUBERNETES_VERSIONS; 1.37 is
// upstream.test.ts). The inputs carry their minor in
// `profile.kubernetesVersion` (conformance/harness/minor.ts), so a case is
// replayed exactly as it was recorded.
//
// It cannot pass silently: a supported minor without fixtures fails, and a
// minor with fixtures that the library does not support yet is listed by
// name as a todo ("pending") in the test output.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readFixtures, recordedOps } from '../../conformance/harness/fixtures'
import { agrees } from '../../conformance/harness/agreement'
import { libraryAnswer } from '../../conformance/harness/compare'
import { librarySupports, unsupportedText } from '../../conformance/harness/minor'
import { DEFAULT_KUBERNETES_VERSION, fixtureDirFor, KUBERNETES_VERSIONS } from '../../conformance/harness/versions'
import { allOps, opByName } from '../../conformance/ops/index'
import { SUPPORTED_KUBERNETES_VERSIONS } from '../../src/profile/versions'

type Known = Record<string, { description: string; cases: Record<string, string> }>
const known = JSON.parse(readFileSync(new URL('./known-differences.json', import.meta.url), 'utf8')) as Known
const listed = new Map<string, string>()
for (const [category, group] of Object.entries(known))
  for (const id of Object.keys(group.cases)) listed.set(id, category)

it('every supported minor has an oracle the runners can ask', () => {
  expect(KUBERNETES_VERSIONS).toEqual(expect.arrayContaining([...SUPPORTED_KUBERNETES_VERSIONS]))
})

for (const minor of KUBERNETES_VERSIONS.filter((m) => m !== DEFAULT_KUBERNETES_VERSION)) {
  const dir = fixtureDirFor(minor)
  const ops = recordedOps(dir)
  if (!librarySupports(minor)) {
    if (ops.length > 0) {
      const pending = `${minor}: ${ops.length} ops recorded, pending: ${unsupportedText(minor)}`
      it.todo(pending)
      // The default reporter counts todos without their names: say which minors wait.
      console.log(`upstream fixtures of ${pending}`)
    }
    continue
  }
  describe(`upstream fixtures of ${minor}`, () => {
    it(`are recorded for every op (${ops.length} ops in ${dir})`, () => {
      expect(ops).toEqual(allOps.map((s) => s.op).sort())
    })

    it('list only recorded cases of this minor as known differences', () => {
      const ids = new Set(ops.flatMap((op) => readFixtures(op, dir).map((c) => c.id)))
      expect([...listed.keys()].filter((id) => id.includes(`-v${minor}-`) && !ids.has(id))).toEqual([])
    })

    for (const op of ops) {
      it(`${minor} ${op}`, () => {
        const spec = opByName(op)
        expect(spec, `no OpSpec for ${op}`).toBeDefined()
        if (spec === undefined) return
        const cases = readFixtures(op, dir)
        expect(cases.length).toBeGreaterThan(0)
        if (spec.library === undefined) {
          expect(spec.pending, `${op} has neither library nor pending`).toBeTruthy()
          return
        }
        const unexpected: unknown[] = []
        const fixed: string[] = []
        for (const c of cases) {
          expect(c.op).toBe(op)
          const ours = libraryAnswer(spec, c.input)
          const category = listed.get(c.id)
          const differs = !agrees(spec, ours, c.output)
          if (category === undefined && differs) unexpected.push({ id: c.id, input: c.input, ours, theirs: c.output })
          if (category !== undefined && !differs) fixed.push(`${c.id} (${category})`)
        }
        expect(fixed, 'listed in known-differences.json but agree now: remove them').toEqual([])
        expect(unexpected.slice(0, 3), `${unexpected.length} of ${cases.length} cases disagree with ${minor}`).toEqual(
          [],
        )
      })
    }
  })
}
