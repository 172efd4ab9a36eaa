// Shared timing helpers for the benchmarks (bench/*.bench.mjs).
// Benchmarks are measured here, never in timed tests.
import { Session } from 'node:inspector'

const now = () => process.hrtime.bigint()

/** An iteration count for which `fn` runs about `minMs` ms (the calibration warms `fn` up too). */
export function calibrate(fn, minMs = 100) {
  let iterations = 1
  for (;;) {
    const start = now()
    for (let i = 0; i < iterations; i++) fn()
    const ms = Number(now() - start) / 1e6
    if (ms >= minMs / 4) return Math.max(1, Math.ceil((iterations * minMs) / Math.max(ms, 0.001)))
    iterations *= 4
  }
}

/** ns/op of `iterations` back-to-back calls of `fn`. */
export function timeIterations(fn, iterations) {
  const start = now()
  for (let i = 0; i < iterations; i++) fn()
  return Number(now() - start) / iterations
}

/**
 * ns/op of wall time and of CPU time (user + system of the process, the
 * collector's threads included, as the Go side counts its own) of
 * `iterations` back-to-back calls of `fn`. CPU time does not grow while the
 * process waits for a core, so it is the figure that compares on a loaded machine.
 */
export function timeIterationsCpu(fn, iterations) {
  const cpu = process.cpuUsage()
  const ns = timeIterations(fn, iterations)
  const used = process.cpuUsage(cpu)
  return { ns, cpuNs: ((used.user + used.system) * 1000) / iterations }
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

/**
 * Runs `fn` repeatedly and returns the median ns/op over `rounds` rounds,
 * each long enough (about `minMs` ms) to swamp timer noise.
 */
export function nsPerOp(fn, { rounds = 7, minMs = 150 } = {}) {
  const iterations = calibrate(fn, minMs)
  const samples = []
  for (let r = 0; r < rounds; r++) samples.push(timeIterations(fn, iterations))
  return median(samples)
}

/** Rounds and round length of the side-by-side runs (`--quick` halves both). */
export const plan = { rounds: 5, ms: 100 }

/**
 * Go and TypeScript side by side: both calibrated to about `ms` ms a round, then `rounds`
 * rounds interleaved (Go round, TS round, Go round, …); the medians of each side.
 * Go's `input` is sent once and kept under `key`.
 */
export async function sideBySide(go, { rounds = plan.rounds, ms = plan.ms, ...benchCase }) {
  const [r] = await interleaved(go, [benchCase], { rounds, ms })
  return r
}

/**
 * Several side-by-side cases measured in the same rounds (round r: Go and TS of case 1, then
 * of case 2, …), so that their figures are taken close in time and can be compared with each
 * other. Each result has the medians and the per-round samples (`goRounds`, `tsRounds`).
 */
export async function interleaved(go, cases, { rounds = plan.rounds, ms = plan.ms } = {}) {
  const runs = []
  for (const c of cases) {
    const first = await go.run({ op: c.op, key: c.key, input: c.input, ms })
    runs.push({ c, goIterations: first.iterations, tsIterations: calibrate(c.ts, ms), goRuns: [], tsRuns: [] })
  }
  for (let r = 0; r < rounds; r++) {
    for (const run of runs) {
      run.goRuns.push(await go.run({ op: run.c.op, key: run.c.key, iterations: run.goIterations }))
      run.tsRuns.push(timeIterationsCpu(run.c.ts, run.tsIterations))
    }
  }
  return runs.map(({ goRuns, tsRuns }) => ({
    go: {
      ns: median(goRuns.map((g) => g.nsPerOp)),
      cpuNs: median(goRuns.map((g) => g.cpuNsPerOp ?? Number.NaN)),
      allocs: median(goRuns.map((g) => g.allocsPerOp)),
      bytes: median(goRuns.map((g) => g.bytesPerOp)),
    },
    ts: { ns: median(tsRuns.map((t) => t.ns)), cpuNs: median(tsRuns.map((t) => t.cpuNs)) },
    goRounds: goRuns.map((g) => g.nsPerOp),
    tsRounds: tsRuns.map((t) => t.ns),
  }))
}

let session
const post = (method, params) => {
  let result
  let error
  session.post(method, params, (e, r) => {
    error = e
    result = r
  })
  if (error) throw error
  return result
}

/**
 * Bytes the JS heap allocates per call of `fn` (collected garbage included), from V8's
 * sampling heap profiler (a 512-byte sampling interval: an estimate, close for calls that
 * allocate kilobytes or more). Measured apart from the timings, which the profiler would slow.
 */
export function allocatedBytesPerOp(fn, iterations) {
  if (!session) {
    session = new Session()
    session.connect()
  }
  post('HeapProfiler.startSampling', {
    samplingInterval: 512,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  })
  for (let i = 0; i < iterations; i++) fn()
  const { profile } = post('HeapProfiler.stopSampling')
  let total = 0
  const walk = (node) => {
    total += node.selfSize
    for (const c of node.children) walk(c)
  }
  walk(profile.head)
  return total / iterations
}

/** Geometric mean of positive numbers. */
export function geomean(xs) {
  return Math.exp(xs.reduce((s, x) => s + Math.log(x), 0) / xs.length)
}

/** Prints rows (arrays of cells) as an aligned table. */
export function printTable(title, header, rows) {
  const all = [header, ...rows].map((r) => r.map(String))
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)))
  console.log(`\n${title}`)
  for (const [n, r] of all.entries()) {
    console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '))
    if (n === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  }
}

// --- formatting shared by the side-by-side tables
export const ns = (x) =>
  x >= 1e6 ? `${(x / 1e6).toFixed(2)} ms` : x >= 1e4 ? `${(x / 1e3).toFixed(1)} µs` : x.toFixed(1)
export const kb = (bytes) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(1)} kB`)
export const times = (x) => `${x.toFixed(2)}×`

/**
 * The summary of every target, printed at the end of `npm run bench` (and as Markdown with
 * `--markdown`). `speedUp` is Go time / TS time (or, for `atMost` targets, the measured value).
 */
export const summary = []

/** The verdict on `value` against `goal` (≥, or ≤ when `atMost`): shown value, goal and `met` or `MISSED by x×`. */
export function verdictOf(value, goal, { atMost = false, unit = '×' } = {}) {
  const ok = atMost ? value <= goal : value >= goal
  return {
    shown: `${value.toFixed(2)}${unit}`,
    want: `${atMost ? '≤' : '≥'} ${goal}${unit}`,
    verdict: ok ? 'met' : `MISSED by ${atMost ? (value / goal).toFixed(2) : (goal / value).toFixed(2)}×`,
  }
}

/** Records a target: `value` is compared with `goal` (≥, or ≤ when `atMost`); returns the verdict text. */
export function target(name, value, goal, { atMost = false, unit = '×', detail = '' } = {}) {
  const { shown, want, verdict } = verdictOf(value, goal, { atMost, unit })
  summary.push({ name, value, goal, atMost, unit, shown, want, verdict, detail })
  return `${shown} (target ${want}: ${verdict})`
}
