/**
 * Deterministic cost measurement: how many basic blocks of src/ a call
 * runs, counted by V8's precise block coverage in a child process
 * (test/support/work-child.ts; a child so that the counters never meet the
 * coverage run of the test process). No clock is read: the count is the
 * same on a busy and on an idle machine.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const child = fileURLToPath(new URL('./work-child.ts', import.meta.url))
const root = fileURLToPath(new URL('../../', import.meta.url))

/**
 * Blocks run by each named case of test/support/work-cases.ts at sizes
 * `small` and `large`.
 */
export const blocksRun = (small: number, large: number, names: readonly string[]): Record<string, [number, number]> => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', child, String(small), String(large), ...names], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
    env: { ...process.env, NODE_V8_COVERAGE: '' },
  })
  return JSON.parse(out) as Record<string, [number, number]>
}
