// Label selectors, Go and TypeScript side by side in the same run: parse, labelSelectorAsSelector,
// the compiled matcher and matches() on the inputs of the upstream Go benchmarks
// (test/fixtures/labels/bench-inputs.json), the matchers also on a pool of 64 label objects of
// different key orders and sizes, and parse time on 100 KB and 1 MB selectors.
// Run: npm run bench -- labels
import { readFileSync } from 'node:fs'
import { compileSelector, labelSelectorAsSelector, matches, parseSelector } from '../dist/index.js'
import { goBench } from './go.mjs'
import {
  allocatedBytesPerOp,
  geomean,
  interleaved,
  kb,
  median,
  ns,
  plan,
  printTable,
  sideBySide,
  target,
  times,
} from './timing.mjs'

const TARGETS = { parse: 10, asSelector: 8, compiled: 3, matches: 1.5, bigParse: 1.3 }

const inputs = JSON.parse(readFileSync(new URL('../test/fixtures/labels/bench-inputs.json', import.meta.url), 'utf8'))

let sink = 0

/** 64 label objects: the matching (even) or non-matching (odd) labels of `sel`, plus 0–6 extra keys, in shuffled key orders. */
export const labelPool = (nonMatchingLabels) => {
  let seed = 12345
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed / 2147483648
  }
  const pool = []
  for (let i = 0; i < 64; i++) {
    const entries = Object.entries(i % 2 === 0 ? inputs.matchingLabels : nonMatchingLabels)
    for (let j = 0; j < i % 7; j++) entries.push([`extra.example.com/k${i}-${j}`, `v${j}`])
    for (let j = entries.length - 1; j > 0; j--) {
      const k = Math.floor(random() * (j + 1))
      ;[entries[j], entries[k]] = [entries[k], entries[j]]
    }
    pool.push(Object.fromEntries(entries))
  }
  return pool
}

const bigSelector = (bytes) => {
  const parts = []
  let len = 0
  for (let i = 0; len < bytes; i++) {
    const part = `key${i % 1000}.example.com/name-${i} in (value-${i},other-${i})`
    parts.push(part)
    len += part.length + 1
  }
  return parts.join(',')
}

const sideTable = (title, rows) =>
  printTable(
    title,
    ['benchmark', 'Go ns/op', 'TS ns/op', 'speed-up'],
    rows.map(([name, r]) => [name, ns(r.go.ns), ns(r.ts.ns), times(r.go.ns / r.ts.ns)]),
  )

export default async function bench() {
  const go = goBench()
  const memory = []

  // --- parse
  const parse = []
  for (const { name, selector } of inputs.selectors) {
    const ts = () => {
      sink ^= parseSelector(selector)._tag.length
    }
    const r = await sideBySide(go, { op: 'labels.parse', key: `parse/${name}`, input: { selector }, ts })
    parse.push([`Parse/${name}`, r])
    memory.push([`parseSelector ${name}`, r, allocatedBytesPerOp(ts, 2000)])
  }
  sideTable('parseSelector', parse)
  console.log(
    `geomean speed-up ${target('parseSelector', geomean(parse.map(([, r]) => r.go.ns / r.ts.ns)), TARGETS.parse)}`,
  )

  // --- labelSelectorAsSelector
  const asSel = []
  for (const { name, labelSelector } of inputs.labelSelectors) {
    const ts = () => {
      sink ^= labelSelectorAsSelector(labelSelector)._tag.length
    }
    const r = await sideBySide(go, {
      op: 'labels.labelSelectorAsSelector',
      key: `as/${name}`,
      input: { labelSelector },
      ts,
    })
    asSel.push([`LabelSelectorAsSelector/${name}`, r])
  }
  sideTable('labelSelectorAsSelector', asSel)
  console.log(
    `geomean speed-up ${target('labelSelectorAsSelector', geomean(asSel.map(([, r]) => r.go.ns / r.ts.ns)), TARGETS.asSelector)}`,
  )

  // --- matching: compileSelector(sel)(labels) and matches(sel, labels), one label object and the pool
  const rows = []
  const ratios = { compiled: [], matches: [], compiledPool: [], matchesPool: [] }
  for (const { name, selector, nonMatchingLabels } of inputs.selectors) {
    const sel = parseSelector(selector).right
    const compiled = compileSelector(sel)
    const cases = [
      ['match', inputs.matchingLabels, true],
      ['nomatch', nonMatchingLabels, false],
    ]
    for (const [kind, labels, expected] of cases) {
      if (compiled(labels) !== expected || matches(sel, labels) !== expected)
        throw new Error(`${name}/${kind}: wrong answer`)
      const input = { selector, labels }
      const key = `match/${name}/${kind}`
      const c = await sideBySide(go, { op: 'labels.matches', key, input, ts: () => (sink ^= compiled(labels) ? 1 : 0) })
      const m = await sideBySide(go, { op: 'labels.matches', key, ts: () => (sink ^= matches(sel, labels) ? 1 : 0) })
      ratios.compiled.push(c.go.ns / c.ts.ns)
      ratios.matches.push(m.go.ns / m.ts.ns)
      rows.push([
        `Matches/${name}/${kind}`,
        ns(c.go.ns),
        ns(c.ts.ns),
        times(c.go.ns / c.ts.ns),
        ns(m.ts.ns),
        times(m.go.ns / m.ts.ns),
      ])
    }
    const pool = labelPool(nonMatchingLabels)
    let i = 0
    let j = 0
    const key = `pool/${name}`
    const c = await sideBySide(go, {
      op: 'labels.matchesPool',
      key,
      input: { selector, pool },
      ts: () => {
        sink ^= compiled(pool[i]) ? 1 : 0
        i = (i + 1) & 63
      },
    })
    const m = await sideBySide(go, {
      op: 'labels.matchesPool',
      key,
      ts: () => {
        sink ^= matches(sel, pool[j]) ? 1 : 0
        j = (j + 1) & 63
      },
    })
    ratios.compiledPool.push(c.go.ns / c.ts.ns)
    ratios.matchesPool.push(m.go.ns / m.ts.ns)
    rows.push([
      `Matches/${name}/pool of 64`,
      ns(c.go.ns),
      ns(c.ts.ns),
      times(c.go.ns / c.ts.ns),
      ns(m.ts.ns),
      times(m.go.ns / m.ts.ns),
    ])
  }
  printTable(
    'matching (Go: sel.Matches(labels.Set) on a parsed selector)',
    ['benchmark', 'Go ns/op', 'compiled ns/op', 'speed-up', 'matches() ns/op', 'speed-up'],
    rows,
  )
  console.log(
    `compiled, geomean speed-up  ${target('compileSelector(sel)(labels)', geomean(ratios.compiled), TARGETS.compiled)}`,
  )
  console.log(
    `compiled, pool of 64        ${target('compileSelector(sel)(labels), pool of 64', geomean(ratios.compiledPool), TARGETS.compiled)}`,
  )
  console.log(`matches(), geomean speed-up ${target('matches(sel, labels)', geomean(ratios.matches), TARGETS.matches)}`)
  console.log(
    `matches(), pool of 64       ${target('matches(sel, labels), pool of 64', geomean(ratios.matchesPool), TARGETS.matches)}`,
  )

  // --- large selectors: 1 MB should take no more than 1.3 × ten times the 100 KB time. Both sizes
  // are measured in the same rounds; the growth is the median of the per-round ratios.
  const sizes = [100_000, 1_000_000]
  const selectors = sizes.map(bigSelector)
  const big = await interleaved(
    go,
    selectors.map((s, i) => ({
      op: 'labels.parse',
      key: `big/${sizes[i]}`,
      input: { selector: s },
      ts: () => {
        sink ^= parseSelector(s)._tag.length
      },
    })),
    { rounds: plan.rounds, ms: 3 * plan.ms },
  )
  for (const n of sizes) await go.forget(`big/${n}`)
  const bigRows = big.map((r, i) => [
    `${(selectors[i].length / 1000).toFixed(0)} KB, ${selectors[i].split(' in (').length - 1} requirements`,
    ns(r.go.ns),
    ns(r.ts.ns),
    times(r.go.ns / r.ts.ns),
    (r.ts.ns / selectors[i].length).toFixed(1),
  ])
  printTable('parseSelector on large selectors', ['input', 'Go', 'TS', 'speed-up', 'TS ns/byte'], bigRows)
  const growth = (side) => median(big[1][side].map((t, r) => t / (10 * big[0][side][r])))
  console.log(`Go: 1 MB time / (10 × 100 KB time) = ${growth('goRounds').toFixed(2)} (median of the rounds)`)
  console.log(
    `TS: 1 MB time / (10 × 100 KB time) = ${target('parseSelector 1 MB / (10 × 100 KB)', growth('tsRounds'), TARGETS.bigParse, { atMost: true, unit: '' })}`,
  )

  printTable(
    'memory per parse (Go: runtime.MemStats; TS: bytes the JS heap allocates, V8 sampling heap profiler)',
    ['operation', 'Go allocs/op', 'Go bytes/op', 'TS bytes/op'],
    memory.map(([name, r, tsBytes]) => [name, r.go.allocs.toFixed(0), kb(r.go.bytes), kb(tsBytes)]),
  )
  if (sink === 0.5) console.log(sink)
}
