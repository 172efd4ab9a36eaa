/**
 * Child process of test/support/work.ts: runs each requested cost case at
 * each size under V8's precise block coverage and prints, as JSON, how many
 * basic blocks of src/ ran (the sum of every range's execution count).
 * Deterministic: the same code on the same input always gives the same
 * count, whatever the machine's load.
 *
 * Usage: node --import tsx test/support/work-child.ts <small> <large> <case>...
 */
import { Session } from 'node:inspector/promises'
import { costCases } from './work-cases'

const [small, large, ...names] = process.argv.slice(2)

const session = new Session()
session.connect()
await session.post('Profiler.enable')
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true })

const blocksRun = async (): Promise<number> => {
  const { result } = await session.post('Profiler.takePreciseCoverage')
  let total = 0
  for (const script of result) {
    if (!script.url.includes('/src/')) continue
    for (const fn of script.functions) for (const range of fn.ranges) total += range.count
  }
  return total
}

const out: Record<string, number[]> = {}
for (const name of names) {
  const costCase = costCases[name]
  if (costCase === undefined) throw new Error(`unknown cost case ${name}`)
  const counts: number[] = []
  for (const size of [Number(small), Number(large)]) {
    const input = costCase.input(size * (costCase.scale ?? 1)) // built outside the measure
    await blocksRun() // reset the counters
    costCase.run(input)
    counts.push(await blocksRun())
  }
  out[name] = counts
}
await session.post('Profiler.stopPreciseCoverage')
session.disconnect()
process.stdout.write(JSON.stringify(out))
