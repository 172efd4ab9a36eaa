// `npm run bench`: runs every bench/*.bench.mjs against the built package (dist/).
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const only = process.argv[2]
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.mjs') && (!only || f.includes(only)))
  .sort()
for (const f of files) {
  console.log(`\n# ${f}`)
  const mod = await import(pathToFileURL(join(here, f)).href)
  if (typeof mod.default === 'function') await mod.default()
}
