// Label-selector benchmarks: parse, compiled match and labelSelectorAsSelector
// on the exact inputs of the upstream Go benchmarks, printed beside Go's figures.
// Run: npm run build && node bench/run.mjs labels
import { readFileSync } from 'node:fs'
import { loadavg, cpus } from 'node:os'
import { geomean, nsPerOp, printTable } from './timing.mjs'
import { compileSelector, labelSelectorAsSelector, matches, parseSelector } from '../dist/index.js'

// Go ns/op medians from shared/research/go-labels-bench.md ("Results (Go 1.19.8,
// linux/amd64, 2 vCPU)"), kubernetes/apimachinery@eed236ceee2c19c2753a3d93ac0631dc20750454.
const GO_PARSE = { simple: 1659.0, two: 3112.0, mixed: 7065.0, twenty: 30257.0, setBased10: 20731.0 }
const GO_MATCH = {
  simple: { match: 16.6, nomatch: 15.2 },
  two: { match: 34.6, nomatch: 36.5 },
  mixed: { match: 61.9, nomatch: 33.4 },
  twenty: { match: 312.3, nomatch: 292.8 },
  setBased10: { match: 75.8, nomatch: 64.9 },
}
const GO_AS_SELECTOR = { mixedStruct: 2366.0, labelsAndExpressionsStruct: 3499.0 }

const TARGETS = { parse: 3, match: 1.5, asSelector: 3 }

const inputs = JSON.parse(readFileSync(new URL('../test/fixtures/labels/bench-inputs.json', import.meta.url), 'utf8'))

const fmt = (x) => x.toFixed(1)
const ratio = (go, ts) => (go / ts).toFixed(2) + 'x'

let sink = 0

export default async function bench() {
  // Wall-clock medians from the shared nsPerOp; on a busy machine they are
  // inflated, so the load average is printed for the reader to judge.
  const [l1, l5] = loadavg()
  console.log(`load average ${l1.toFixed(2)} (1 min), ${l5.toFixed(2)} (5 min) on ${cpus().length} CPUs`)
  // --- parse
  const parseRows = []
  const parseRatios = []
  for (const { name, selector } of inputs.selectors) {
    const ns = nsPerOp(() => {
      sink ^= parseSelector(selector)._tag.length
    })
    parseRatios.push(GO_PARSE[name] / ns)
    parseRows.push([`Parse/${name}`, fmt(GO_PARSE[name]), fmt(ns), ratio(GO_PARSE[name], ns)])
  }
  parseRows.push(['geomean speed-up', '', '', geomean(parseRatios).toFixed(2) + 'x'])
  printTable(`parseSelector (target >= ${TARGETS.parse}x faster than Go)`, ['benchmark', 'Go ns/op', 'TS ns/op', 'speed-up'], parseRows)

  // --- compiled match (and the interpreted matches() for reference)
  const matchRows = []
  const matchRatios = []
  for (const { name, selector, nonMatchingLabels } of inputs.selectors) {
    const sel = parseSelector(selector).right
    const compiled = compileSelector(sel)
    for (const [kind, labels, expected] of [
      ['match', inputs.matchingLabels, true],
      ['nomatch', nonMatchingLabels, false],
    ]) {
      if (compiled(labels) !== expected || matches(sel, labels) !== expected) throw new Error(`${name}/${kind}: wrong answer`)
      const ns = nsPerOp(() => {
        sink ^= compiled(labels) ? 1 : 0
      })
      const nsInterp = nsPerOp(() => {
        sink ^= matches(sel, labels) ? 1 : 0
      })
      const go = GO_MATCH[name][kind]
      matchRatios.push(go / ns)
      matchRows.push([`Matches/${name}/${kind}`, fmt(go), fmt(ns), ratio(go, ns), fmt(nsInterp)])
    }
  }
  matchRows.push(['geomean speed-up', '', '', geomean(matchRatios).toFixed(2) + 'x', ''])
  printTable(
    `compileSelector(sel)(labels) (target >= ${TARGETS.match}x faster than Go)`,
    ['benchmark', 'Go ns/op', 'TS ns/op', 'speed-up', 'matches() ns/op'],
    matchRows,
  )

  // --- labelSelectorAsSelector
  const lsRows = []
  const lsRatios = []
  for (const { name, labelSelector } of inputs.labelSelectors) {
    const ns = nsPerOp(() => {
      sink ^= labelSelectorAsSelector(labelSelector)._tag.length
    })
    lsRatios.push(GO_AS_SELECTOR[name] / ns)
    lsRows.push([`LabelSelectorAsSelector/${name}`, fmt(GO_AS_SELECTOR[name]), fmt(ns), ratio(GO_AS_SELECTOR[name], ns)])
  }
  lsRows.push(['geomean speed-up', '', '', geomean(lsRatios).toFixed(2) + 'x'])
  printTable(
    `labelSelectorAsSelector (target >= ${TARGETS.asSelector}x faster than Go)`,
    ['benchmark', 'Go ns/op', 'TS ns/op', 'speed-up'],
    lsRows,
  )

  // --- large inputs: parse time should grow linearly with size
  const bigRows = []
  for (const bytes of [10_000, 100_000, 1_000_000]) {
    const parts = []
    let len = 0
    for (let i = 0; len < bytes; i++) {
      const part = `key${i % 1000}.example.com/name-${i} in (value-${i},other-${i})`
      parts.push(part)
      len += part.length + 1
    }
    const s = parts.join(',')
    const ns = nsPerOp(() => {
      sink ^= parseSelector(s)._tag.length
    }, { rounds: 3, minMs: 100 })
    bigRows.push([`${(s.length / 1000).toFixed(0)} KB, ${parts.length} requirements`, (ns / 1e6).toFixed(2), (ns / s.length).toFixed(1)])
  }
  printTable('parseSelector on large selectors', ['input', 'ms/op', 'ns/byte'], bigRows)
  if (sink === 0.5) console.log(sink)
}
