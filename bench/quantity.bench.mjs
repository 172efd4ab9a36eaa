// Resource-quantity benchmarks: parse, print, compare, add and MilliValue on
// everyday quantities, beside Go's figures, plus parse-and-print of very long
// numbers to show the cost grows linearly.
// Run: npm run build && node bench/run.mjs quantity
import { cpus, loadavg } from 'node:os'
import { geomean, nsPerOp, printTable } from './timing.mjs'
import {
  addQuantities,
  canonicalQuantityString,
  compareQuantities,
  parseQuantity,
  quantityMilliValue,
  quantityToString,
} from '../dist/index.js'

// Go ns/op: medians of `go test -bench . -benchtime 400ms -count 5` (Go 1.26,
// k8s.io/apimachinery v0.37.2, linux/amd64, 2 vCPU, load average ~16) of a
// benchmark doing, per op: ParseQuantity(s); q.DeepCopy().String() on a parsed
// quantity (the copy keeps Go's remembered text, as our quantity does);
// x.Cmp(y) and x.DeepCopy().Add(y) for 100m and 1000m; MilliValue() of 100m.
const GO_PARSE = { '100m': 227.1, '1Gi': 364.0, '500Mi': 411.2, '2': 138.8, '1.5Gi': 2125, '1000m': 239.8, '129e6': 441.1, '0.5': 271.7 }
const GO_STRING = { '1.5Gi': 2973, '1000m': 189.0, '100m': 52.3 }
const GO_CMP = 28.15
const GO_ADD = 56.94
const GO_MILLI = 28.17

let sink = 0
const fmt = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1))
const ratio = (go, ts) => (go / ts).toFixed(2) + 'x'
const right = (s) => {
  const r = parseQuantity(s)
  if (r._tag !== 'Right') throw new Error(`${s}: ${r.left.message}`)
  return r.right
}

export default async function bench() {
  const [l1, l5] = loadavg()
  console.log(`load average ${l1.toFixed(2)} (1 min), ${l5.toFixed(2)} (5 min) on ${cpus().length} CPUs`)
  const rows = []
  const ratios = []
  const row = (name, go, fn) => {
    const ns = nsPerOp(fn)
    ratios.push(go / ns)
    rows.push([name, fmt(go), fmt(ns), ratio(go, ns)])
  }
  for (const s of Object.keys(GO_PARSE)) {
    row(`ParseQuantity/${s}`, GO_PARSE[s], () => {
      sink ^= parseQuantity(s)._tag.length
    })
  }
  for (const s of Object.keys(GO_STRING)) {
    const q = right(s)
    const expected = { '1.5Gi': '1536Mi', '1000m': '1', '100m': '100m' }[s]
    if (quantityToString(q) !== expected) throw new Error(`${s}: wrong answer`)
    row(`String/${s}`, GO_STRING[s], () => {
      sink ^= quantityToString(q).length
    })
  }
  const a = right('100m')
  const b = right('1000m')
  if (compareQuantities(a, b) !== -1) throw new Error('Cmp: wrong answer')
  row('Cmp 100m 1000m', GO_CMP, () => {
    sink ^= compareQuantities(a, b)
  })
  row('Add 100m 1000m', GO_ADD, () => {
    sink ^= addQuantities(a, b)._tag.length
  })
  row('MilliValue 100m', GO_MILLI, () => {
    sink ^= Number(quantityMilliValue(a))
  })
  rows.push(['geomean speed-up', '', '', geomean(ratios).toFixed(2) + 'x'])
  printTable('resource.Quantity (speed-up = Go ns/op ÷ TS ns/op)', ['benchmark', 'Go ns/op', 'TS ns/op', 'speed-up'], rows)

  // --- long numbers: parse and print, linear in length
  const bigRows = []
  for (const [name, make] of [
    ['integer digits', (n) => '7'.repeat(n)],
    ['fraction, binary suffix', (n) => `${'7'.repeat(n / 2)}.${'3'.repeat(n / 2)}Ki`],
    ['0.000…001', (n) => `0.${'0'.repeat(n)}1`],
  ]) {
    for (const n of [10_000, 100_000, 1_000_000]) {
      const s = make(n)
      const ns = nsPerOp(
        () => {
          const r = parseQuantity(s)
          sink ^= r._tag === 'Right' ? canonicalQuantityString(r.right).length : 0
        },
        { rounds: 3, minMs: 100 },
      )
      bigRows.push([`${name}, ${n.toLocaleString('en')} chars`, (ns / 1e6).toFixed(2), (ns / s.length).toFixed(1)])
    }
  }
  printTable('parseQuantity + canonicalQuantityString on long numbers', ['input', 'ms/op', 'ns/char'], bigRows)
  if (sink === 0.5) console.log(sink)
}
