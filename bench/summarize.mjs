// The README's performance table from one or more bench runs: the median of each target over
// the runs saved with `npm run bench -- --json FILE`.
//   node bench/summarize.mjs run1.json run2.json run3.json
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { median, verdictOf } from './timing.mjs'

/** Markdown table of the median of every target over `runs` (each `{ date, machine, load, summary }`). */
export const markdownTable = (runs) => {
  const lines = [
    `<!-- ${runs.length === 1 ? 'one run' : `median of ${runs.length} runs`} of npm run bench, ${runs.map((r) => r.date.slice(0, 16)).join(', ')} UTC; ${runs[0].machine}; load average ${runs.map((r) => r.load).join(', ')} -->`,
    '| measure (TypeScript beside Go, same run) | measured | target | verdict |',
    '| --- | --- | --- | --- |',
  ]
  for (const s of runs[0].summary) {
    const values = runs.map((r) => r.summary.find((t) => t.name === s.name)?.value).filter((v) => v !== undefined)
    const { shown, want, verdict } = verdictOf(median(values), s.goal, s)
    const range = values.length > 1 ? ` (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})` : ''
    lines.push(`| ${s.name} | ${shown}${range} | ${want} | ${verdict} |`)
  }
  return lines.join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const runs = process.argv.slice(2).map((f) => JSON.parse(readFileSync(f, 'utf8')))
  if (runs.length === 0) {
    console.error('usage: node bench/summarize.mjs run.json…')
    process.exit(2)
  }
  console.log(markdownTable(runs))
}
