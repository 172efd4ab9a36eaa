// `npm run demo`: the README's quick start, checked. Runs the quick start's
// main command, `k8s-jobs validate examples/`, with the built CLI and checks
// that it prints exactly the output the README shows and exits with 1 (three
// of the bundled examples are broken on purpose).
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const block = /<!-- quick-start-output -->\s*```text\n([\s\S]*?)```/.exec(readme)
if (block === null) {
  console.error('quick start: README.md has no ```text block after <!-- quick-start-output -->')
  process.exit(1)
}
const expected = block[1].replace(/^\$ .*\n/, '')
const run = spawnSync(process.execPath, ['dist/cli.js', 'validate', 'examples/'], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, NO_COLOR: '1' },
})
process.stdout.write(run.stdout)
process.stderr.write(run.stderr)
const problems = []
if (run.status !== 1) problems.push(`exit code ${run.status}, the README says 1`)
if (run.stdout !== expected) problems.push('the output differs from the README')
if (problems.length > 0) {
  console.error(`quick start: ${problems.join('; ')}`)
  if (run.stdout !== expected) console.error(`--- README ---\n${expected}--- actual ---\n${run.stdout}`)
  process.exit(1)
}
console.log('\nquick start: exit code 1 and the output shown in README.md, as expected')
