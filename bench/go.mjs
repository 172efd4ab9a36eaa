// The Go side of the bench: conformance/oracle/bin/bench (conformance/oracle/cmd/bench),
// the pinned Kubernetes code timed on the inputs the TypeScript side times, in the same run.
// Built on first use, and again when its Go sources are newer, with `bash conformance/oracle/build.sh bench`
// (needs Go; see docs/performance.md).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

const oracleDir = fileURLToPath(new URL('../conformance/oracle/', import.meta.url))
const binary = `${oracleDir}bin/bench`

/** The newest modification time of the Go sources bin/bench is built from. */
const newestSource = () => {
  const dirs = ['cmd/bench', 'internal/quiet', 'overlay/controller-job', 'overlay/apiserver-handlers']
  const files = [
    'go.mod',
    'go.sum',
    'build.sh',
    ...dirs.flatMap((d) => readdirSync(`${oracleDir}${d}`).map((f) => `${d}/${f}`)),
  ]
  return Math.max(...files.map((f) => statSync(`${oracleDir}${f}`).mtimeMs))
}

/** Builds bin/bench when it is missing or older than its sources; throws with the command to run when that fails. */
const ensureBinary = () => {
  if (existsSync(binary) && statSync(binary).mtimeMs >= newestSource()) return
  console.log(
    'building the Go bench binary: bash conformance/oracle/build.sh bench (about a minute with a warm Go cache)',
  )
  const r = spawnSync('bash', [`${oracleDir}build.sh`, 'bench'], { stdio: 'inherit' })
  if (r.status !== 0 || !existsSync(binary)) {
    throw new Error(
      'the Go side of the bench is missing: run `bash conformance/oracle/build.sh bench` (Go 1.26+) and retry',
    )
  }
}

let client

/**
 * The running Go bench process (started once, shared by every bench file).
 * `go.run({ op, key, input?, ms? | iterations? })` resolves to
 * `{ nsPerOp, allocsPerOp, bytesPerOp, iterations }`; inputs are kept by `key` on the Go side,
 * so later rounds send only the key.
 */
export const goBench = () => {
  if (client) return client
  ensureBinary()
  const child = spawn(binary, [], { stdio: ['pipe', 'pipe', 'inherit'] })
  const waiting = []
  createInterface({ input: child.stdout }).on('line', (line) => {
    const w = waiting.shift()
    const answer = JSON.parse(line)
    if (answer.error) w.reject(new Error(`Go bench, ${w.what}: ${answer.error}`))
    else w.resolve(answer)
  })
  child.on('exit', (code) => {
    for (const w of waiting.splice(0)) w.reject(new Error(`Go bench exited (${code}) during ${w.what}`))
  })
  let id = 0
  const run = (request) =>
    new Promise((resolve, reject) => {
      waiting.push({ resolve, reject, what: `${request.op} ${request.key}` })
      child.stdin.write(`${JSON.stringify({ id: id++, ...request })}\n`)
    })
  client = {
    run,
    forget: (key) => run({ op: 'forget', key }),
    close: () => {
      child.stdin.end()
      client = undefined
    },
  }
  return client
}

/** Stops the Go process if one was started. */
export const closeGoBench = () => client?.close()
