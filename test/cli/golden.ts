/**
 * `npm run cli:golden`: rebuilds the CLI, runs every case of ./cases.ts and
 * rewrites test/cli/golden/ (removing goldens of cases that no longer exist).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { CASES } from './cases'
import { buildCli, goldenFile, goldenText, removeCli, ROOT, runCli } from './support/cli'

const cli = await buildCli()
const dir = join(ROOT, 'test', 'cli', 'golden')
mkdirSync(dir, { recursive: true })
const keep = new Set(CASES.map((c) => `${c.name}.txt`))
for (const f of readdirSync(dir)) if (!keep.has(f)) rmSync(join(dir, f))
for (const c of CASES) {
  const file = goldenFile(c)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, goldenText(c, runCli(cli, c)))
}
removeCli(cli)
console.log(`wrote ${CASES.length} goldens to ${dir}`)
