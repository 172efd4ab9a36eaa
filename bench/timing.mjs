// Shared timing helpers for the benchmarks (bench/*.bench.mjs).
// Benchmarks are measured here, never in timed tests.

/**
 * Runs `fn` repeatedly and returns the median ns/op over `rounds` rounds,
 * each long enough (about `minMs` ms) to swamp timer noise.
 */
export function nsPerOp(fn, { rounds = 7, minMs = 150 } = {}) {
  // warm up and calibrate
  let iterations = 1
  for (;;) {
    const start = process.hrtime.bigint()
    for (let i = 0; i < iterations; i++) fn()
    const ms = Number(process.hrtime.bigint() - start) / 1e6
    if (ms >= minMs / 4) {
      iterations = Math.max(1, Math.ceil((iterations * minMs) / Math.max(ms, 0.001)))
      break
    }
    iterations *= 4
  }
  const samples = []
  for (let r = 0; r < rounds; r++) {
    const start = process.hrtime.bigint()
    for (let i = 0; i < iterations; i++) fn()
    samples.push(Number(process.hrtime.bigint() - start) / iterations)
  }
  samples.sort((a, b) => a - b)
  return samples[Math.floor(samples.length / 2)]
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
