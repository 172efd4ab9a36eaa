// syncJob on Jobs with 1,000 / 10,000 / 100,000 pods (a third active, a third succeeded,
// a third failed), NonIndexed and Indexed, with finished pods either already counted
// (no finalizer) or all still tracked (finalizer present: the 500-per-sync accounting path).
import { syncJob } from '../dist/index.js'
import { nsPerOp, printTable } from './timing.mjs'

const NOW = '2026-03-01T12:00:00Z'
const TRACKING = 'batch.kubernetes.io/job-tracking'
const INDEX = 'batch.kubernetes.io/job-completion-index'

const makeCase = (n, indexed, tracked) => {
  const third = Math.floor(n / 3)
  const pods = []
  for (let i = 0; i < n; i++) {
    const kind = i % 3 // 0 active, 1 succeeded, 2 failed
    const phase = kind === 0 ? 'Running' : kind === 1 ? 'Succeeded' : 'Failed'
    const finished = kind !== 0
    pods.push({
      metadata: {
        name: `job-${i}`,
        uid: `uid-${i}`,
        creationTimestamp: '2026-03-01T00:00:00Z',
        ...(indexed ? { annotations: { [INDEX]: String(i) } } : {}),
        ...(!finished || tracked ? { finalizers: [TRACKING] } : {}),
      },
      spec: { nodeName: 'node' },
      status: {
        phase,
        conditions: [{ type: 'Ready', status: finished ? 'False' : 'True', lastTransitionTime: '2026-03-01T00:00:00Z' }],
        containerStatuses: [
          {
            name: 'main',
            restartCount: 0,
            state: finished ? { terminated: { exitCode: kind === 1 ? 0 : 1, finishedAt: '2026-03-01T00:10:00Z' } } : { running: {} },
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
    metadata: { name: 'job' },
    spec: {
      parallelism: third + 1,
      completions: n,
      backoffLimit: n,
      ...(indexed ? { completionMode: 'Indexed' } : {}),
      template: {},
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

export default async function bench() {
  const rows = []
  const results = {}
  for (const indexed of [false, true]) {
    for (const tracked of [false, true]) {
      for (const n of [1000, 10000, 100000]) {
        const { job, pods } = makeCase(n, indexed, tracked)
        const check = syncJob(job, pods, NOW)
        if (typeof check.createPods !== 'number') throw new Error('bad result')
        const ns = nsPerOp(() => syncJob(job, pods, NOW), { rounds: 5, minMs: 200 })
        const key = `${indexed ? 'Indexed' : 'NonIndexed'}${tracked ? ', finished pods tracked' : ', finished pods counted'}`
        results[key] ??= {}
        results[key][n] = ns
        rows.push([key, n.toLocaleString('en-US'), (ns / 1e6).toFixed(2), (ns / n).toFixed(0)])
      }
    }
  }
  printTable('syncJob', ['case', 'pods', 'ms/sync', 'ns/pod'], rows)
  const ratios = Object.entries(results).map(([k, v]) => [k, (v[100000] / v[10000]).toFixed(2), (v[100000] / 1e6).toFixed(2)])
  printTable(
    'linearity (targets, steady state "counted" rows: 100k / 10k <= 12 and 100k <= 50 ms; "tracked" rows are a stress case)',
    ['case', '100k/10k', 'ms at 100k'],
    ratios,
  )
}
