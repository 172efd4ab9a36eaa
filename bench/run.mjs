// `npm run bench`: runs every bench/*.bench.mjs against the built package (dist/), the Go side
// (conformance/oracle/bin/bench) in the same run, then prints every target with its verdict.
//   npm run bench -- labels        only the files whose name contains "labels"
//   npm run bench -- --quick       3 rounds of 50 ms instead of 5 of 100 ms (a smoke run)
//   npm run bench -- --markdown    also print the summary as the Markdown table of README.md
//   npm run bench -- --json FILE   also write the summary to FILE (bench/summarize.mjs takes the median of several)
import { readdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { closeGoBench } from './go.mjs'
import { markdownTable } from './summarize.mjs'
import { plan, printTable, summary } from './timing.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const args = process.argv.slice(2)
const markdown = args.includes('--markdown')
const jsonFile = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined
const only = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--json')
if (args.includes('--quick')) Object.assign(plan, { rounds: 3, ms: 50 })

// The files with targets first, in the order of the README's table.
const ORDER = ['labels', 'job', 'controller', 'quantity']
const rank = (f) => {
  const i = ORDER.findIndex((o) => f.startsWith(`${o}.`))
  return i < 0 ? ORDER.length : i
}
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs') && (!only || f.includes(only)))
  .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
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
  const run = { date: started.toISOString(), machine, load: load(), minutes, summary }
  if (markdown) console.log(`\n${markdownTable([run])}`)
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(run, null, 2)}\n`)
}
