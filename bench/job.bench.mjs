// createJob and dryRunCreateJob beside the Go create path (conformance/oracle/cmd/bench, op
// job.create: decode the JSON text with defaulting, system metadata, rest.BeforeCreate with the
// real Job strategy; no HTTP, admission or storage) on the bench manifests, in the same run.
// dryRunCreateJob is the same path from the request's text (decoding as the server does, the
// server's answer and warnings), so it is the like-for-like case (issue #24).
// Run: npm run bench -- job
import { createJob, dryRunCreateJob } from '../dist/index.js'
import { goBench } from './go.mjs'
import {
  allocatedBytesPerOp,
  calibrate,
  geomean,
  interleaved,
  kb,
  ns,
  plan,
  printTable,
  target,
  times,
} from './timing.mjs'

const container = (name, image, extra = {}) => ({
  name,
  image,
  resources: { requests: { cpu: '100m', memory: '64Mi' }, limits: { memory: '128Mi' } },
  ...extra,
})

/** The bench manifests: the documentation's pi Job, an Indexed Job with a pod failure policy, a larger multi-container Job. */
export const manifests = {
  pi: {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'pi', namespace: 'default', labels: { team: 'data' } },
    spec: {
      backoffLimit: 4,
      template: {
        metadata: { labels: { app: 'pi', tier: 'batch' } },
        spec: {
          restartPolicy: 'Never',
          containers: [
            {
              name: 'pi',
              image: 'perl:5.34.0',
              command: ['perl', '-Mbignum=bpi', '-wle', 'print bpi(2000)'],
              resources: { requests: { cpu: '100m', memory: '64Mi' } },
            },
          ],
        },
      },
    },
  },
  indexed: {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'shards', namespace: 'default' },
    spec: {
      completionMode: 'Indexed',
      completions: 100,
      parallelism: 10,
      backoffLimitPerIndex: 2,
      maxFailedIndexes: 10,
      ttlSecondsAfterFinished: 3600,
      podFailurePolicy: {
        rules: [
          { action: 'FailJob', onExitCodes: { containerName: 'worker', operator: 'In', values: [42] } },
          { action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] },
        ],
      },
      template: {
        metadata: { labels: { app: 'shards' } },
        spec: {
          restartPolicy: 'Never',
          containers: [
            container('worker', 'registry.example.com/worker:1.4.2', { args: ['--shard', '$(JOB_COMPLETION_INDEX)'] }),
          ],
        },
      },
    },
  },
  large: {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: {
      name: 'etl',
      namespace: 'default',
      labels: { team: 'data', app: 'etl' },
      annotations: { 'example.com/owner': 'alice' },
    },
    spec: {
      activeDeadlineSeconds: 7200,
      template: {
        metadata: { labels: { app: 'etl' } },
        spec: {
          restartPolicy: 'OnFailure',
          serviceAccountName: 'etl',
          nodeSelector: { 'kubernetes.io/os': 'linux' },
          tolerations: [{ key: 'batch', operator: 'Exists', effect: 'NoSchedule' }],
          volumes: [
            { name: 'scratch', emptyDir: {} },
            { name: 'config', configMap: { name: 'etl-config' } },
          ],
          initContainers: [
            container('fetch', 'busybox:1.36', {
              command: ['sh', '-c', 'wget -O /scratch/in http://example.com/in'],
              volumeMounts: [{ name: 'scratch', mountPath: '/scratch' }],
            }),
          ],
          containers: [
            container('extract', 'registry.example.com/etl:2.0', {
              env: Array.from({ length: 10 }, (_, i) => ({ name: `VAR_${i}`, value: `value-${i}` })),
              ports: [{ containerPort: 8080, name: 'metrics' }],
              volumeMounts: [
                { name: 'scratch', mountPath: '/scratch' },
                { name: 'config', mountPath: '/etc/etl', readOnly: true },
              ],
              readinessProbe: { httpGet: { path: '/ready', port: 8080 }, periodSeconds: 5 },
            }),
            container('load', 'registry.example.com/etl:2.0', {
              args: ['load'],
              volumeMounts: [{ name: 'scratch', mountPath: '/scratch' }],
            }),
          ],
        },
      },
    },
  },
}
const uid = '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77'
/** The calls every TS case makes before any is timed (besides its wall-clock calibration). */
const WARM_CALLS = 2000

export default async function bench() {
  const go = goBench()
  const cases = []
  for (const [name, manifest] of Object.entries(manifests)) {
    const check = createJob(manifest, { uid, compat: 'upstream' })
    if (check._tag !== 'Right') throw new Error(`bench manifest ${name} does not create: ${JSON.stringify(check.left)}`)
    const body = JSON.stringify(manifest)
    const input = { body, namespace: 'default', uid, creationTimestamp: '2026-03-01T12:00:00Z' }
    // The Go path starts from the request's JSON text, so the TS side does too (JSON.parse included);
    // createJob on an already-parsed object is shown beside it.
    const fromText = () => createJob(JSON.parse(body), { uid, compat: 'upstream' })
    const fromObject = () => createJob(manifest, { uid, compat: 'upstream' })
    const dryRunOptions = { uid, namespace: 'default', creationTimestamp: input.creationTimestamp, compat: 'upstream' }
    const dryRun = () => dryRunCreateJob(body, dryRunOptions)
    const dryCheck = dryRun().outcome
    if (dryCheck._tag !== 'Right')
      throw new Error(`bench manifest ${name} does not dry-run: ${JSON.stringify(dryCheck.left)}`)
    cases.push({ name, fromText, text: { op: 'job.create', key: `create/${name}`, input, ts: fromText } })
    cases.push({ name, object: true, text: { op: 'job.create', key: `create/${name}`, ts: fromObject } })
    cases.push({ name, dryRun, text: { op: 'job.create', key: `create/${name}`, ts: dryRun } })
  }
  // Every case is warmed up (TS: a calibration, which the JIT tiers up on; Go: a timed run) before
  // any is measured, then all are measured in the same interleaved rounds: no manifest is timed
  // while the others' warm-up is still tiering createJob up (the first one measured used to be).
  // The calibration stops after about plan.ms / 4 of wall time: on a loaded machine that is a few
  // dozen calls, and the rounds then time the JIT's compilation and unoptimized code (the CPU time of
  // dryRunCreateJob read 2-3x its warm figure at load average 13). So every TS case also makes
  // WARM_CALLS calls, however long they take.
  for (const c of cases) {
    await go.run({ op: c.text.op, key: c.text.key, input: c.text.input, ms: plan.ms })
    calibrate(c.text.ts, plan.ms)
    for (let i = 0; i < WARM_CALLS; i++) c.text.ts()
  }
  const results = await interleaved(
    go,
    cases.map((c) => c.text),
  )
  const rows = []
  const ratios = []
  const memory = []
  const dryRunRatios = []
  const cpuRatios = []
  const dryRunCpuRatios = []
  const cpuRows = []
  for (let i = 0; i < cases.length; i += 3) {
    const { name, fromText } = cases[i]
    const { dryRun } = cases[i + 2]
    const r = results[i]
    const o = results[i + 1]
    const d = results[i + 2]
    ratios.push(r.go.ns / r.ts.ns)
    dryRunRatios.push(d.go.ns / d.ts.ns)
    cpuRatios.push(r.go.cpuNs / r.ts.cpuNs)
    dryRunCpuRatios.push(d.go.cpuNs / d.ts.cpuNs)
    cpuRows.push([
      name,
      ns(r.go.cpuNs),
      ns(r.ts.cpuNs),
      times(r.go.cpuNs / r.ts.cpuNs),
      ns(d.go.cpuNs),
      ns(d.ts.cpuNs),
      times(d.go.cpuNs / d.ts.cpuNs),
    ])
    rows.push([
      name,
      ns(r.go.ns),
      ns(r.ts.ns),
      times(r.go.ns / r.ts.ns),
      ns(o.ts.ns),
      times(o.go.ns / o.ts.ns),
      ns(d.ts.ns),
      times(d.go.ns / d.ts.ns),
    ])
    memory.push([`createJob ${name}`, r.go.allocs.toFixed(0), kb(r.go.bytes), kb(allocatedBytesPerOp(fromText, 500))])
    memory.push([`dryRunCreateJob ${name}`, '', '', kb(allocatedBytesPerOp(dryRun, 500))])
  }
  printTable(
    "createJob and dryRunCreateJob (compat 'upstream') beside the Go create path",
    [
      'manifest',
      'Go ns/op',
      'createJob from JSON text',
      'speed-up',
      'createJob from object',
      'speed-up',
      'dryRunCreateJob (text)',
      'speed-up',
    ],
    rows,
  )
  console.log(`geomean speed-up (from JSON text) ${target('createJob (from JSON text)', geomean(ratios), 1)}`)
  console.log(`geomean speed-up ${target('dryRunCreateJob (from JSON text)', geomean(dryRunRatios), 1)}`)
  // The same rounds in CPU time (user + system of each process, its collector included): on a loaded
  // machine the wall times above also count the time each side waited for a core, the CPU times do not.
  printTable(
    'the same rounds in CPU time per op (process user + system)',
    [
      'manifest',
      'Go createJob',
      'createJob from JSON text',
      'speed-up',
      'Go (same op)',
      'dryRunCreateJob (text)',
      'speed-up',
    ],
    cpuRows,
  )
  console.log(`geomean CPU speed-up ${target('createJob (from JSON text), CPU', geomean(cpuRatios), 1)}`)
  console.log(`geomean CPU speed-up ${target('dryRunCreateJob (from JSON text), CPU', geomean(dryRunCpuRatios), 1)}`)
  printTable(
    'memory per create (TS: from JSON text)',
    ['operation', 'Go allocs/op', 'Go bytes/op', 'TS bytes/op'],
    memory,
  )
}
