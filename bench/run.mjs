// `npm run bench`: runs every bench/*.bench.mjs against the built package (dist/), the Go side
// (conformance/oracle/bin/bench) in the same run, then prints every target with its verdict.
//   npm run bench -- labels        only the files whose name contains "labels"
//   npm run bench -- --quick       3 rounds of 50 ms instead of 5 of 100 ms (a smoke run)
//   npm run bench -- --markdown    also print the summary as the Markdown table of README.md
import { readdirSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { closeGoBench } from './go.mjs'
import { plan, printTable, summary } from './timing.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const args = process.argv.slice(2)
const only = args.find((a) => !a.startsWith('--'))
const markdown = args.includes('--markdown')
if (args.includes('--quick')) Object.assign(plan, { rounds: 3, ms: 50 })

const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs') && (!only || f.includes(only)))
  .sort()
const started = new Date()
const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}`
const load = () =>
  loadavg()
    .slice(0, 2)
    .map((l) => l.toFixed(2))
    .join(' / ')
console.log(`${started.toISOString()}  ${machine}  load average (1/5 min) ${load()}`)
console.log(`side by side: ${plan.rounds} interleaved rounds of about ${plan.ms} ms per side, medians`)
try {
  for (const f of files) {
    console.log(`\n# ${f}`)
    const mod = await import(pathToFileURL(join(here, f)).href)
    if (typeof mod.default === 'function') await mod.default()
  }
} finally {
  closeGoBench()
}
const minutes = ((Date.now() - started.getTime()) / 60000).toFixed(1)
if (summary.length > 0) {
  printTable(
    `targets (Go and TypeScript side by side; ${minutes} min; load average at the end ${load()})`,
    ['target', 'measured', 'goal', 'verdict'],
    summary.map((s) => [s.name, s.shown, s.want, s.verdict]),
  )
  if (markdown) {
    console.log(`\n<!-- npm run bench -- --markdown, ${started.toISOString().slice(0, 10)}, ${machine} -->`)
    console.log('| measure | measured | target | |')
    console.log('| --- | --- | --- | --- |')
    for (const s of summary) console.log(`| ${s.name} | ${s.shown} | ${s.want} | ${s.verdict} |`)
  }
}
