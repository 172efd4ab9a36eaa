// The floors under the two label targets of issue #12 that the bench misses. Not a *.bench.mjs
// file: run it by hand after `npm run build`:
//   node bench/labels-floor.mjs
//
// - labelSelectorAsSelector (target 8× Go). The conversion reads only own, enumerable data
//   properties and runs no accessor (issue #13), so it must ask the engine about every field it
//   reads before reading it. The floor makes exactly the calls src/labels/plain-input.ts makes for
//   that — one Object.getOwnPropertyDescriptor per named field (present or not), __lookupGetter__
//   plus Object.hasOwn per array element, a for…in over matchLabels — and nothing else: no
//   conversion, no key or value check, no sort, no result.
// - compileSelector(sel)(labels) on the pool of 64 label objects (target 3× Go). Any matcher must
//   read each label the selector names until the answer is known, and must tell an own label from
//   an inherited one (issue #13: a polluted Object.prototype changes no answer), which on a label
//   object of unknown shape takes an engine call (Object.getPrototypeOf, the cheapest found; see
//   docs/performance.md). The floor is a function generated per selector, as compileSelector's is,
//   that makes those constant-key reads (each key once, as many as a matcher needs on that object)
//   and, when the answer rests on a present label, the one prototype test; it compares no value.
//
// Each floor is timed beside the Go operation and the library's function in the same rounds, with
// the same harness as bench/labels.bench.mjs; Go ÷ floor is the largest speed-up an implementation
// making those calls could show here.
import { readFileSync } from 'node:fs'
import { compileSelector, labelSelectorAsSelector, matches, parseSelector } from '../dist/index.js'
import { closeGoBench, goBench } from './go.mjs'
import { labelPool } from './labels.bench.mjs'
import { geomean, interleaved, printTable, times } from './timing.mjs'

const inputs = JSON.parse(readFileSync(new URL('../test/fixtures/labels/bench-inputs.json', import.meta.url), 'utf8'))
const getOwn = Object.getOwnPropertyDescriptor
const hasOwn = Object.hasOwn
const lookupGetter = Object.prototype.__lookupGetter__
let sink = 0

/** The engine calls that see, without running anything, that every field the conversion reads is data. */
const fieldChecks = (ls) => {
  let n = 0
  const array = (a) => {
    for (let i = 0; i < a.length; i++) if (lookupGetter.call(a, i) === undefined && hasOwn(a, i)) n++
  }
  const ml = getOwn(ls, 'matchLabels')
  if (ml !== undefined) for (const k in ml.value) n += getOwn(ml.value, k) === undefined ? 0 : 1
  const me = getOwn(ls, 'matchExpressions')
  if (me !== undefined) {
    const exprs = me.value
    array(exprs)
    for (let i = 0; i < exprs.length; i++) {
      const e = exprs[i]
      n += getOwn(e, 'key') === undefined ? 0 : 1
      n += getOwn(e, 'operator') === undefined ? 0 : 1
      const values = getOwn(e, 'values')
      if (values !== undefined) array(values.value)
    }
  }
  return n
}

/**
 * `(ls, plan) => number`: reads the first `plan >> 1` requirements' keys of `sel` (each key once)
 * with constant-key reads, then, when `plan & 1`, tests the prototype once.
 */
const readsOnly = (sel) => {
  const keys = sel.requirements.map((r) => r.key)
  const cases = []
  for (let c = keys.length; c >= 1; c--) {
    const key = keys[c - 1]
    const again = keys.indexOf(key) < c - 1
    cases.push(`case ${c}:${again ? '' : ` s += ls[${JSON.stringify(key)}] === undefined ? 1 : 2;`}`)
  }
  return new Function(
    'getPrototypeOf',
    'OP',
    `return function readsOnly(ls, plan) { let s = 0; switch (plan >> 1) { ${cases.join(' ')} } return (plan & 1) === 0 || getPrototypeOf(ls) === OP ? s : -s }`,
  )(Object.getPrototypeOf, Object.prototype)
}

const HOLDS_WHEN_ABSENT = new Set(['!=', 'notin', '!'])

/**
 * What a matcher must do on `labels`: evaluate the requirements up to the first that fails (all
 * when they hold), and test ownership when the answer rests on a label being present: when
 * every requirement holds (some of them need their label), or when the failing requirement is one
 * that fails only on a present label (`!=`, `notin`, `!`). A requirement that fails on a missing
 * label or a wrong value needs no ownership test.
 */
const planFor = (sel, labels) => {
  const reqs = sel.requirements
  const i = reqs.findIndex((r) => !matches({ requirements: [r], empty: false, matchesNothing: false }, labels))
  if (i < 0) return (reqs.length << 1) | 1
  return ((i + 1) << 1) | (HOLDS_WHEN_ABSENT.has(reqs[i].operator) ? 1 : 0)
}

const go = goBench()
const rows = []
const ratios = { asFloor: [], asTs: [], poolFloor: [], poolTs: [] }

for (const { name, labelSelector } of inputs.labelSelectors) {
  const [floor, lib] = await interleaved(go, [
    {
      op: 'labels.labelSelectorAsSelector',
      key: `as/${name}`,
      input: { labelSelector },
      ts: () => (sink ^= fieldChecks(labelSelector)),
    },
    {
      op: 'labels.labelSelectorAsSelector',
      key: `as/${name}`,
      ts: () => (sink ^= labelSelectorAsSelector(labelSelector)._tag.length),
    },
  ])
  ratios.asFloor.push(floor.go.ns / floor.ts.ns)
  ratios.asTs.push(lib.go.ns / lib.ts.ns)
  rows.push([`LabelSelectorAsSelector/${name}`, floor.go.ns, floor.ts.ns, lib.ts.ns])
}

for (const { name, selector, nonMatchingLabels } of inputs.selectors) {
  const sel = parseSelector(selector).right
  const compiled = compileSelector(sel)
  const reads = readsOnly(sel)
  const pool = labelPool(nonMatchingLabels)
  const plans = pool.map((ls) => planFor(sel, ls))
  let i = 0
  let j = 0
  const [floor, lib] = await interleaved(go, [
    {
      op: 'labels.matchesPool',
      key: `pool/${name}`,
      input: { selector, pool },
      ts: () => {
        sink ^= reads(pool[i], plans[i])
        i = (i + 1) & 63
      },
    },
    {
      op: 'labels.matchesPool',
      key: `pool/${name}`,
      ts: () => {
        sink ^= compiled(pool[j]) ? 1 : 0
        j = (j + 1) & 63
      },
    },
  ])
  ratios.poolFloor.push(floor.go.ns / floor.ts.ns)
  ratios.poolTs.push(lib.go.ns / lib.ts.ns)
  rows.push([`Matches/${name}/pool of 64`, floor.go.ns, floor.ts.ns, lib.ts.ns])
}
closeGoBench()

printTable(
  'floors (ns/op; Go and TypeScript in the same rounds)',
  ['benchmark', 'Go', 'floor', 'library', 'Go ÷ floor', 'Go ÷ library'],
  rows.map(([n, g, f, l]) => [n, g.toFixed(1), f.toFixed(1), l.toFixed(1), times(g / f), times(g / l)]),
)
console.log(
  `labelSelectorAsSelector: Go ÷ floor ${times(geomean(ratios.asFloor))}, Go ÷ library ${times(geomean(ratios.asTs))} (target ≥ 8×)`,
)
console.log(
  `compiled, pool of 64:    Go ÷ floor ${times(geomean(ratios.poolFloor))}, Go ÷ library ${times(geomean(ratios.poolTs))} (target ≥ 3×)`,
)
