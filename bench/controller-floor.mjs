// The memory floor under the syncJob 100k / 10k ratio (issue #12). Not a *.bench.mjs file: run
// it by hand after `npm run build`:
//   node bench/controller-floor.mjs            (the two "counted" cases of controller.bench.mjs)
//
// For the steady-state cases (finished pods already counted), it times, on the same pods and in
// the same rounds, syncJob and a bare loop that reads only the fields any claim-and-count scan
// must read for each pod: the pod, its metadata (namespace, labels, finalizers,
// deletionTimestamp), the controller owner reference (ownerReferences[k].controller / .uid),
// status.phase, and for active pods the Ready condition (and, Indexed, the completion-index
// annotation). The bare loop does no work besides those reads, so its own 100k / 10k ratio is
// what the memory hierarchy alone costs once 100,000 pods no longer fit in the CPU caches.
import { syncJob } from '../dist/index.js'
import { makeCase } from './controller.bench.mjs'
import { median } from './timing.mjs'

const NOW = '2026-03-01T12:00:00Z'
const INDEX = 'batch.kubernetes.io/job-completion-index'

const reads = (pods, uid) => {
  let s = 0
  for (let i = 0; i < pods.length; i++) {
    const p = pods[i]
    const m = p.metadata
    if (m.namespace === 'default') s++
    if (m.labels !== undefined) s++
    const refs = m.ownerReferences
    for (let k = 0; k < refs.length; k++) {
      const r = refs[k]
      if (r.controller === true) {
        if (r.uid === uid) s++
        break
      }
    }
    const st = p.status
    const phase = st.phase
    if (phase === 'Succeeded' || phase === 'Failed') {
      if (m.finalizers !== undefined) s++
      continue
    }
    if (m.deletionTimestamp === undefined) s++
    const conditions = st.conditions
    for (let k = 0; k < conditions.length; k++) {
      const c = conditions[k]
      if (c.type === 'Ready') {
        if (c.status === 'True') s++
        break
      }
    }
    const a = m.annotations
    if (a !== undefined && a[INDEX].length > 0) s++
  }
  return s
}

const timeOf = (fn, pods, reps) => {
  fn()
  const start = process.hrtime.bigint()
  for (let i = 0; i < reps; i++) fn()
  return Number(process.hrtime.bigint() - start) / reps / pods.length
}

for (const indexed of [false, true]) {
  const name = `${indexed ? 'Indexed' : 'NonIndexed'}, finished pods counted`
  const small = makeCase(10000, indexed, false)
  const big = makeCase(100000, indexed, false)
  const uid = small.job.metadata.uid
  const sides = {
    syncJob: (c) => () => syncJob(c.job, c.pods, NOW),
    'bare reads': (c) => () => reads(c.pods, uid),
  }
  for (const [side, make] of Object.entries(sides)) {
    const f10 = make(small)
    const f100 = make(big)
    const at10 = []
    const at100 = []
    for (let round = 0; round < 7; round++) {
      at10.push(timeOf(f10, small.pods, 40))
      at100.push(timeOf(f100, big.pods, 4))
    }
    const ratio = median(at100.map((t, r) => (10 * t) / at10[r]))
    console.log(
      `${name}, ${side}: ${median(at10).toFixed(1)} ns/pod at 10k, ${median(at100).toFixed(1)} at 100k, 100k / 10k time ${ratio.toFixed(2)}`,
    )
  }
}
