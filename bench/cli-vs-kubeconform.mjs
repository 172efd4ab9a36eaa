// The `k8s-jobs validate` CPU time beside kubeconform's, on the same files, in the same run
// (docs/performance.md, "The command line beside kubeconform"). Not part of `npm run bench`:
// it needs kubeconform, built from the Go module proxy, and writes 5,000 files to a temporary folder.
//
//   GOBIN=/tmp/kc go install github.com/yannh/kubeconform/cmd/kubeconform@v0.8.0
//   npm run oracle:build          # downloads k8s.io/kubernetes v1.37.2 into the Go module cache
//   npm run build
//   node bench/cli-vs-kubeconform.mjs [--kubeconform /tmp/kc/kubeconform] [--files 5000] [--rounds 3]
//     [--before <another build's cli.cjs or cli.js>]   (an A/B: that build runs in the same rounds)
//
// The command line keeps a V8 code cache (docs/cli.md, "Start-up and the code cache"): the first
// round writes it, later rounds use it; the start-up is also measured without it.
//
// kubeconform's schema for batch/v1 Job is generated here from the pinned release's OpenAPI v3
// document (api/openapi-spec/v3/apis__batch__v1_openapi.json in the module cache): the Job schema
// with every component it refers to under "definitions". CPU seconds are user + system of the
// child process (getrusage), as /usr/bin/time reports them.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name)
  return i < 0 ? fallback : process.argv[i + 1]
}
const kubeconform = arg('--kubeconform', '/tmp/kc/kubeconform')
const n = Number(arg('--files', '5000'))
const rounds = Number(arg('--rounds', '3'))
const cli = new URL('../dist/cli.cjs', import.meta.url).pathname
const before = arg('--before', undefined)

const modcache = execFileSync('go', ['env', 'GOMODCACHE'], { encoding: 'utf8' }).trim()
const specFile = join(modcache, 'k8s.io/kubernetes@v1.37.2/api/openapi-spec/v3/apis__batch__v1_openapi.json')
const dir = mkdtempSync(join(tmpdir(), 'k8s-jobs-vs-kubeconform-'))
const schemas = join(dir, 'schemas')
const files = join(dir, 'jobs')
mkdirSync(schemas)
mkdirSync(files)

const components = JSON.parse(readFileSync(specFile, 'utf8')).components.schemas
const rewrite = (v) =>
  Array.isArray(v)
    ? v.map(rewrite)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v).map(([k, x]) => [
            k,
            k === '$ref' && typeof x === 'string' ? x.replace('#/components/schemas/', '#/definitions/') : rewrite(x),
          ]),
        )
      : v
writeFileSync(
  join(schemas, 'job-batch-v1.json'),
  JSON.stringify({ ...rewrite(components['io.k8s.api.batch.v1.Job']), definitions: rewrite(components) }),
)

for (let i = 0; i < n; i++) {
  writeFileSync(
    join(files, `job-${String(i).padStart(5, '0')}.yaml`),
    `apiVersion: batch/v1
kind: Job
metadata:
  name: job-${i}
  labels:
    app: bench
spec:
  backoffLimit: 4
  completions: 3
  parallelism: 2
  template:
    metadata:
      labels:
        app: bench
    spec:
      restartPolicy: Never
      containers:
      - name: main
        image: busybox:1.36
        command: ["sh", "-c", "echo hello ${i}"]
        env:
        - name: INDEX
          value: "${i}"
        resources:
          requests:
            cpu: 100m
            memory: 64Mi
`,
  )
}

/** CPU seconds (user + system) of one run, from /usr/bin/time. */
const cpu = (cmd, args, env = process.env) => {
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S %e', cmd, ...args], { encoding: 'utf8', maxBuffer: 1 << 28, env })
  const [user, sys, wall] = r.stderr.trim().split('\n').at(-1).split(' ').map(Number)
  return { cpu: user + sys, wall, status: r.status, out: r.stdout.trim().split('\n').at(-1) }
}
const kc = ['-summary', '-schema-location', join(schemas, '{{ .ResourceKind }}{{ .KindSuffix }}.json')]
const runs = {
  kubeconform: () => cpu(kubeconform, [...kc, files]),
  'k8s-jobs validate': () => cpu(process.execPath, [cli, 'validate', files]),
  'node -e 0 (start-up floor)': () => cpu(process.execPath, ['-e', '0']),
  'k8s-jobs validate, 1 file (start-up)': () => cpu(process.execPath, [cli, 'validate', join(files, 'job-00000.yaml')]),
  'kubeconform, 1 file (start-up)': () => cpu(kubeconform, [...kc, join(files, 'job-00000.yaml')]),
  'k8s-jobs validate, 1 file, no code cache': () =>
    cpu(process.execPath, [cli, 'validate', join(files, 'job-00000.yaml')], {
      ...process.env,
      K8S_JOBS_NO_COMPILE_CACHE: '1',
    }),
  'k8s-jobs --version (start-up)': () => cpu(process.execPath, [cli, '--version']),
  ...(before === undefined
    ? {}
    : {
        'before: k8s-jobs validate': () => cpu(process.execPath, [before, 'validate', files]),
        'before: k8s-jobs validate, 1 file': () =>
          cpu(process.execPath, [before, 'validate', join(files, 'job-00000.yaml')]),
        'before: k8s-jobs --version': () => cpu(process.execPath, [before, '--version']),
      }),
}
console.log(`${n} Job files; load average ${loadavg()[0].toFixed(2)}`)
const results = Object.fromEntries(Object.keys(runs).map((k) => [k, []]))
for (let r = 0; r < rounds; r++)
  for (const [k, run] of Object.entries(runs)) {
    const x = run()
    results[k].push(x.cpu)
    if (r === 0) console.log(`${k}: ${x.out}`)
  }
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
for (const [k, xs] of Object.entries(results))
  console.log(`${k.padEnd(40)} CPU s: median ${median(xs).toFixed(2)}  (${xs.map((x) => x.toFixed(2)).join(', ')})`)
console.log(`load average ${loadavg()[0].toFixed(2)}`)
rmSync(dir, { recursive: true, force: true })
