// createJob throughput on a typical manifest (npm run bench, after npm run build).
import { createJob, decodeJob, defaultJob } from '../dist/index.js'
import { nsPerOp, printTable } from './timing.mjs'

const manifest = {
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
}
const uid = '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77'

export default function run() {
  const check = createJob(manifest, { uid })
  if (check._tag !== 'Right') throw new Error(`bench manifest does not create: ${JSON.stringify(check.left)}`)
  const rows = [
    ['decodeJob', decodeJob],
    ['defaultJob (uid, design)', (m) => defaultJob(m, { uid })],
    ['createJob (design)', (m) => createJob(m, { uid })],
    ['createJob (upstream)', (m) => createJob(m, { uid, compat: 'upstream' })],
  ].map(([name, fn]) => {
    const ns = nsPerOp(() => fn(manifest))
    return [name, ns.toFixed(0), Math.round(1e9 / ns).toLocaleString('en-US')]
  })
  printTable('Jobs: typical manifest (target: createJob ≥ 50,000 creates/s)', ['operation', 'ns/op', 'ops/s'], rows)
}
