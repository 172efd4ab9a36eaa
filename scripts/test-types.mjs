#!/usr/bin/env node
// `npm run test:types`: type-checks the consumer files in test/types/ against the BUILT package (`k8s-jobs-core`
// and its subpaths, resolved through package.json `exports`) under moduleResolution node16, nodenext and bundler,
// plus the bundled declarations themselves with skipLibCheck off. Builds first when dist/ is missing or older
// than src/.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((m, e) => {
    const p = join(dir, e.name)
    return Math.max(m, e.isDirectory() ? newest(p) : statSync(p).mtimeMs)
  }, 0)
const built = join(root, 'dist', 'index.d.ts')
if (!existsSync(built) || statSync(built).mtimeMs < newest(join(root, 'src'))) {
  console.log('test:types: dist/ is missing or older than src/, building')
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
}
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc')
let failed = 0
for (const config of ['node16', 'nodenext', 'bundler', 'declarations']) {
  const project = join('test', 'types', `tsconfig.${config}.json`)
  try {
    execFileSync(process.execPath, [tsc, '-p', project], { cwd: root, stdio: 'inherit' })
    console.log(`ok: ${project}`)
  } catch {
    console.log(`FAILED: ${project}`)
    failed++
  }
}
console.log(`test:types: ${4 - failed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
