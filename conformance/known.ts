/**
 * `npm run conformance:known [-- --write]`: replays every recorded fixture
 * against the library, prints the disagreements by category and (with
 * --write) rewrites test/conformance/known-differences.json. Unclassified
 * disagreements are printed and never written: add a classifier to
 * known-differences.ts (a library defect) or fix the library.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { readFixtures } from './harness/fixtures'
import { judge } from './harness/compare'
import { jsonDiffPaths } from './harness/json'
import { acceptedAnswers } from './harness/agreement'
import { classifiers } from './known-differences'
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
      if (v.kind === 'open-bug') {
        const g = grouped.get(v.category) ?? {}
        g[c.id] = v.reason
        grouped.set(v.category, g)
      } else if (v.kind === 'mismatch') {
        const theirs = acceptedAnswers(c.output)[0]
        unclassified.push(
          `${c.id}\n  input:  ${JSON.stringify(c.input).slice(0, 400)}\n  paths:  ${jsonDiffPaths(v.ours, theirs, 8).join(' ')}\n  ours:   ${JSON.stringify(v.ours).slice(0, 600)}\n  theirs: ${JSON.stringify(c.output).slice(0, 600)}`,
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
    for (const c of classifiers) {
      const cases = grouped.get(c.category)
      if (cases !== undefined) out[c.category] = { description: c.description, cases }
    }
    writeFileSync(KNOWN_FILE, JSON.stringify(out, null, 1) + '\n')
    console.log(`wrote ${KNOWN_FILE}`)
  }
  if (unclassified.length > 0) process.exitCode = 1
}

main()
