// syncJob beside the Go controller's syncJob, in the same run, on Jobs with 1,000 / 10,000 /
// 100,000 pods (a third active, a third succeeded, a third failed), NonIndexed and Indexed,
// with finished pods either already counted (no finalizer) or all still tracked (finalizer
// present: the 500-per-sync accounting path). Job and pods are shaped as the API server stores
// them (defaulted Job with uid and selector; pods labelled and owned by the Job), so both
// controllers select and own the same pods.
//
// Go (conformance/oracle/cmd/bench, op controller.syncJob): a fresh controller per sync, set up
// as the oracle's controller.syncJob op does (fake clientset, informer indexers, FakePodControl,
// fake clock), then a GC, then one timed jm.syncJob (its status writes to the fake clientset and
// its pod-control calls included). TS: syncJob(job, pods, now) back to back.
// Run: npm run bench -- controller
import { syncJob } from '../dist/index.js'
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
  target,
  times,
} from './timing.mjs'

const NOW = '2026-03-01T12:00:00Z'
const TRACKING = 'batch.kubernetes.io/job-tracking'
const INDEX = 'batch.kubernetes.io/job-completion-index'
const UID = 'a8f3e2c1-0b5d-4e6f-9a7b-1c2d3e4f5a6b'
const LABELS = {
  'batch.kubernetes.io/controller-uid': UID,
  'batch.kubernetes.io/job-name': 'job',
  'controller-uid': UID,
  'job-name': 'job',
}
const POD_SPEC = { restartPolicy: 'Never', containers: [{ name: 'main', image: 'busybox' }] }

export const makeCase = (n, indexed, tracked) => {
  const third = Math.floor(n / 3)
  const pods = []
  for (let i = 0; i < n; i++) {
    const kind = i % 3 // 0 active, 1 succeeded, 2 failed
    const phase = kind === 0 ? 'Running' : kind === 1 ? 'Succeeded' : 'Failed'
    const finished = kind !== 0
    pods.push({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: {
        name: `job-${i}`,
        namespace: 'default',
        uid: `uid-${i}`,
        labels: LABELS,
        creationTimestamp: '2026-03-01T00:00:00Z',
        ...(indexed ? { annotations: { [INDEX]: String(i) } } : {}),
        ownerReferences: [
          { apiVersion: 'batch/v1', kind: 'Job', name: 'job', uid: UID, controller: true, blockOwnerDeletion: true },
        ],
        ...(!finished || tracked ? { finalizers: [TRACKING] } : {}),
      },
      spec: { ...POD_SPEC, nodeName: 'node' },
      status: {
        phase,
        conditions: [
          { type: 'Ready', status: finished ? 'False' : 'True', lastTransitionTime: '2026-03-01T00:00:00Z' },
        ],
        containerStatuses: [
          {
            name: 'main',
            restartCount: 0,
            image: 'busybox',
            imageID: '',
            ready: !finished,
            state: finished
              ? { terminated: { exitCode: kind === 1 ? 0 : 1, finishedAt: '2026-03-01T00:10:00Z' } }
              : { running: {} },
          },
        ],
      },
    })
  }
  const completed = []
  for (let i = 1; i < n; i += 3) completed.push(i)
  const job = {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name: 'job',
      namespace: 'default',
      uid: UID,
      generation: 1,
      creationTimestamp: '2026-03-01T00:00:00Z',
      labels: LABELS,
    },
    spec: {
      parallelism: third + 1,
      completions: n,
      backoffLimit: n,
      selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': UID } },
      manualSelector: false,
      template: { metadata: { labels: LABELS }, spec: POD_SPEC },
      completionMode: indexed ? 'Indexed' : 'NonIndexed',
      suspend: false,
      podReplacementPolicy: 'TerminatingOrFailed',
    },
    status: {
      startTime: '2026-03-01T00:00:00Z',
      active: third + 1,
      ready: third + 1,
      terminating: 0,
      succeeded: tracked ? 0 : completed.length,
      failed: tracked ? 0 : n - 1 - third - completed.length + 1,
      ...(indexed && !tracked ? { completedIndexes: completed.join(',') } : {}),
      uncountedTerminatedPods: {},
    },
  }
  return { job, pods }
}

const SIZES = [1000, 10000, 100000]

export default async function bench() {
  const go = goBench()
  const rows = []
  const memory = []
  const results = {}
  for (const indexed of [false, true]) {
    for (const tracked of [false, true]) {
      const name = `${indexed ? 'Indexed' : 'NonIndexed'}, finished pods ${tracked ? 'tracked' : 'counted'}`
      results[name] = {}
      // The three sizes are measured in the same rounds, so that their ratio compares figures
      // taken close in time.
      const cases = SIZES.map((n) => {
        const { job, pods } = makeCase(n, indexed, tracked)
        const check = syncJob(job, pods, NOW)
        if (typeof check.createPods !== 'number' || check.createPods !== 0)
          throw new Error(`${name} ${n}: unexpected result`)
        return {
          op: 'controller.syncJob',
          key: `sync/${name}/${n}`,
          input: { job, pods, now: NOW },
          ts: () => syncJob(job, pods, NOW),
        }
      })
      const rs = await interleaved(go, cases, { rounds: Math.min(3, plan.rounds), ms: 2 * plan.ms })
      for (const c of cases) await go.forget(c.key)
      for (const [i, n] of SIZES.entries()) {
        const r = rs[i]
        results[name][n] = r
        rows.push([
          name,
          n.toLocaleString('en-US'),
          ns(r.go.ns),
          ns(r.ts.ns),
          times(r.go.ns / r.ts.ns),
          (r.go.ns / n).toFixed(0),
          (r.ts.ns / n).toFixed(0),
        ])
        memory.push([
          `${name}, ${n.toLocaleString('en-US')} pods`,
          r.go.allocs.toFixed(0),
          kb(r.go.bytes),
          kb(allocatedBytesPerOp(cases[i].ts, n >= 100000 ? 1 : 3)),
        ])
      }
    }
  }
  printTable(
    'syncJob beside the Go controller',
    ['case', 'pods', 'Go', 'TS', 'speed-up', 'Go ns/pod', 'TS ns/pod'],
    rows,
  )
  const cases = Object.values(results)
  for (const n of SIZES) {
    const ratio = geomean(cases.map((c) => c[n].go.ns / c[n].ts.ns))
    console.log(
      `${n.toLocaleString('en-US').padStart(7)} pods, geomean speed-up ${target(`syncJob, ${n.toLocaleString('en-US')} pods`, ratio, 1)}`,
    )
  }
  // per case: the median over the rounds of (100k time / 10k time); then the geomean of the cases
  const growth = (side) => geomean(cases.map((c) => median(c[100000][side].map((t, r) => t / c[10000][side][r]))))
  console.log(`Go: time at 100k / time at 10k = ${growth('goRounds').toFixed(2)} (geomean of the cases; 10 is linear)`)
  console.log(
    `TS: time at 100k / time at 10k = ${target('syncJob 100k / 10k pods (10 = linear)', growth('tsRounds'), 12, { atMost: true, unit: '' })}`,
  )
  printTable(
    'memory per sync (Go: runtime.MemStats of the timed sync; TS: bytes the JS heap allocates, V8 sampling heap profiler)',
    ['case', 'Go allocs/op', 'Go bytes/op', 'TS bytes/op'],
    memory,
  )
}
