// Resource-quantity benchmarks: parse, print, compare, add and MilliValue on everyday quantities,
// beside Go's k8s.io/apimachinery resource.Quantity in the same run (conformance/oracle/cmd/bench,
// ops quantity.*: ParseQuantity(s); q.DeepCopy().String() on a parsed quantity, the copy keeping
// Go's remembered text as our quantity does; x.Cmp(y) and x.DeepCopy().Add(y) for 100m and 1000m;
// MilliValue() of 100m), plus parse-and-print of very long numbers to show the cost grows linearly.
// Run: npm run bench -- quantity
import {
  addQuantities,
  canonicalQuantityString,
  compareQuantities,
  parseQuantity,
  quantityMilliValue,
  quantityToString,
} from '../dist/index.js'
import { goBench } from './go.mjs'
import { geomean, nsPerOp, ns as fmt, printTable, sideBySide, times } from './timing.mjs'

const PARSE = ['100m', '1Gi', '500Mi', '2', '1.5Gi', '1000m', '129e6', '0.5']
const STRING = { '1.5Gi': '1536Mi', '1000m': '1', '100m': '100m' }

let sink = 0
const right = (s) => {
  const r = parseQuantity(s)
  if (r._tag !== 'Right') throw new Error(`${s}: ${r.left.message}`)
  return r.right
}

export default async function bench() {
  const go = goBench()
  const rows = []
  const ratios = []
  const row = async (name, op, input, ts) => {
    const r = await sideBySide(go, { op, key: `quantity/${name}`, input, ts })
    ratios.push(r.go.ns / r.ts.ns)
    rows.push([name, fmt(r.go.ns), fmt(r.ts.ns), times(r.go.ns / r.ts.ns)])
  }
  for (const s of PARSE) {
    await row(`ParseQuantity/${s}`, 'quantity.parse', { s }, () => {
      sink ^= parseQuantity(s)._tag.length
    })
  }
  for (const [s, expected] of Object.entries(STRING)) {
    const q = right(s)
    if (quantityToString(q) !== expected) throw new Error(`${s}: wrong answer`)
    await row(`String/${s}`, 'quantity.string', { s }, () => {
      sink ^= quantityToString(q).length
    })
  }
  const a = right('100m')
  const b = right('1000m')
  if (compareQuantities(a, b) !== -1) throw new Error('Cmp: wrong answer')
  await row('Cmp 100m 1000m', 'quantity.cmp', { a: '100m', b: '1000m' }, () => {
    sink ^= compareQuantities(a, b)
  })
  await row('Add 100m 1000m', 'quantity.add', { a: '100m', b: '1000m' }, () => {
    sink ^= addQuantities(a, b)._tag.length
  })
  await row('MilliValue 100m', 'quantity.milliValue', { s: '100m' }, () => {
    sink ^= Number(quantityMilliValue(a))
  })
  rows.push(['geomean speed-up', '', '', times(geomean(ratios))])
  printTable(
    'resource.Quantity, Go and TS side by side (no target)',
    ['benchmark', 'Go ns/op', 'TS ns/op', 'speed-up'],
    rows,
  )

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
