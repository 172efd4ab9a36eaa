/**
 * A small recorder and differential runner for the `printer.job` op, until the
 * shared conformance runner (`npm run conformance:record` / `conformance:diff`)
 * takes over; it then replaces this file.
 *
 *   tsx conformance/printer-recorder.ts record [--count 2000] [--seed 20260101]
 *     writes test/fixtures/upstream/printer.job.jsonl from the oracle's answers
 *   tsx conformance/printer-recorder.ts diff [--runs 20000] [--seed N]
 *     sends fresh inputs through the oracle and jobColumns and prints every disagreement
 *
 * The oracle binary is conformance/oracle/bin/oracle (built here with `go build`
 * when missing).
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import fc from 'fast-check'
import { printerJob, type PrinterJobInput } from './ops/printer'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const oracleDir = join(root, 'conformance', 'oracle')
const oracleBin = join(oracleDir, 'bin', 'oracle')

const flag = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`)
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback
  if (!Number.isInteger(v) || v < 0) throw new Error(`--${name} wants a whole number`)
  return v
}

const ensureOracle = (): void => {
  if (existsSync(oracleBin)) return
  const r = spawnSync('go', ['build', '-o', 'bin/oracle', './cmd/oracle'], { cwd: oracleDir, stdio: 'inherit' })
  if (r.status !== 0) throw new Error('go build of the oracle failed')
}

/** Sends every input through the oracle; answers in input order. */
const askOracle = async (inputs: readonly PrinterJobInput[]): Promise<unknown[]> => {
  const child = spawn(oracleBin, [], { stdio: ['pipe', 'pipe', 'inherit'] })
  const answers: unknown[] = new Array(inputs.length)
  const lines = createInterface({ input: child.stdout })
  const done = new Promise<void>((resolve, reject) => {
    let received = 0
    lines.on('line', (line) => {
      const a = JSON.parse(line) as { id: string; output?: unknown; oracleError?: string }
      if (a.oracleError !== undefined) reject(new Error(`oracle error for ${a.id}: ${a.oracleError}`))
      answers[Number(a.id)] = a.output
      if (++received === inputs.length) resolve()
    })
    child.on('exit', (code) => (received === inputs.length ? resolve() : reject(new Error(`oracle exited with ${code}`))))
  })
  for (let i = 0; i < inputs.length; i++) {
    child.stdin.write(JSON.stringify({ id: String(i), op: printerJob.op, input: inputs[i] }) + '\n')
  }
  child.stdin.end()
  await done
  return answers
}

const main = async (): Promise<void> => {
  const mode = process.argv[2]
  ensureOracle()
  if (mode === 'record') {
    const count = flag('count', 2000)
    const seed = flag('seed', 20260101)
    const inputs = fc.sample(printerJob.arbitrary, { numRuns: count, seed })
    const outputs = await askOracle(inputs)
    const lines = inputs.map((input, i) =>
      JSON.stringify({ id: `printer.job/${seed}/${i}`, op: printerJob.op, input, output: outputs[i] }),
    )
    const file = join(root, 'test', 'fixtures', 'upstream', 'printer.job.jsonl')
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, lines.join('\n') + '\n')
    console.log(`recorded ${lines.length} cases to ${file}`)
  } else if (mode === 'diff') {
    const runs = flag('runs', 20000)
    const seed = flag('seed', Date.now() % 2_147_483_647)
    const inputs = fc.sample(printerJob.arbitrary, { numRuns: runs, seed })
    const outputs = await askOracle(inputs)
    let mismatches = 0
    inputs.forEach((input, i) => {
      const ours = printerJob.library(input)
      if (isDeepStrictEqual(JSON.parse(JSON.stringify(ours)), outputs[i])) return
      if (++mismatches <= 5) {
        console.log(JSON.stringify({ id: `printer.job/diff/${seed}/${i}`, op: printerJob.op, input, output: outputs[i] }))
        console.log(`  ours: ${JSON.stringify(ours)}`)
      }
    })
    console.log(`printer.job: ${runs - mismatches}/${runs} agree (seed ${seed})`)
    if (mismatches > 0) process.exitCode = 1
  } else {
    console.error('usage: tsx conformance/printer-recorder.ts record [--count N] [--seed N] | diff [--runs N] [--seed N]')
    process.exitCode = 2
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e)
  process.exitCode = 1
})
