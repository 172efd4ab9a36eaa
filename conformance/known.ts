/**
 * `npm run conformance:known [-- --write]`: replays every recorded fixture
 * against the library, prints the disagreements by category and (with
 * --write) rewrites test/conformance/known-differences.json. Disagreements no
 * classifier explains are printed, and written under
 * `open-bug: untriaged (<op>)` for the owners to attribute (add a classifier
 * to known-differences.ts, or fix the library).
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { readFixtures } from './harness/fixtures'
import { judge } from './harness/compare'
import { jsonDiffPaths } from './harness/json'
import { acceptedAnswers } from './harness/agreement'
import { categoryDescriptions } from './known-differences'
import { allOps } from './ops/index'

export const KNOWN_FILE = fileURLToPath(new URL('../test/conformance/known-differences.json', import.meta.url))

const main = (): void => {
  const write = process.argv.includes('--write')
  const grouped = new Map<string, Record<string, string>>()
  const unclassified: string[] = []
  for (const spec of allOps) {
    if (spec.library === undefined) continue
    const counts: Record<string, number> = {}
    let n = 0
    for (const c of readFixtures(spec.op)) {
      n++
      const v = judge(spec, c.input, c.output)
      counts[v.kind] = (counts[v.kind] ?? 0) + 1
      if (v.kind === 'open-bug' || v.kind === 'design') {
        const category = v.kind === 'open-bug' ? v.category : v.reason
        const g = grouped.get(category) ?? {}
        g[c.id] = v.kind === 'open-bug' ? v.reason : 'see docs/conformance.md'
        grouped.set(category, g)
      } else if (v.kind === 'mismatch') {
        const view = spec.view ?? ((x: unknown) => x)
        const theirs = view(acceptedAnswers(c.output)[0])
        const ours = view(v.ours)
        const g = grouped.get(`open-bug: untriaged (${spec.op})`) ?? {}
        g[c.id] = `differs at ${jsonDiffPaths(ours, theirs, 4).join(' ')}`
        grouped.set(`open-bug: untriaged (${spec.op})`, g)
        unclassified.push(
          `${c.id}\n  input:  ${JSON.stringify(c.input).slice(0, 400)}\n  paths:  ${jsonDiffPaths(ours, theirs, 8).join(' ')}\n  ours:   ${JSON.stringify(ours).slice(0, 600)}\n  theirs: ${JSON.stringify(c.output).slice(0, 600)}`,
        )
      }
    }
    console.log(`${spec.op.padEnd(34)} ${String(n).padStart(6)} cases  ${JSON.stringify(counts)}`)
  }
  for (const [cat, cases] of grouped) console.log(`  ${cat}: ${Object.keys(cases).length}`)
  if (unclassified.length > 0) {
    console.log(`\n${unclassified.length} unclassified disagreements:`)
    for (const u of unclassified.slice(0, 40)) console.log(u)
  }
  if (write) {
    const out: Record<string, { description: string; cases: Record<string, string> }> = {}
    for (const [category, description] of Object.entries(categoryDescriptions())) {
      const cases = grouped.get(category)
      if (cases !== undefined) out[category] = { description, cases }
    }
    for (const [category, cases] of grouped) {
      if (category.startsWith('design: '))
        out[category] = { description: 'an intentional difference, justified in docs/conformance.md', cases }
      if (category.startsWith('open-bug: untriaged'))
        out[category] = {
          description:
            'recorded disagreements no classifier attributes to a known defect yet (the live diff reports such cases as unexplained); the reason names the differing paths',
          cases,
        }
    }
    writeFileSync(KNOWN_FILE, JSON.stringify(out, null, 1) + '\n')
    console.log(`wrote ${KNOWN_FILE}`)
  }
  if (unclassified.length > 0 && !write) process.exitCode = 1
}

main()
