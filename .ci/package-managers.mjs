#!/usr/bin/env node
// The README's examples against the packed package, installed as the README
// says (`<pm> add k8s-jobs-core fp-ts io-ts`) by npm, pnpm 9 (strict
// node_modules) and yarn 4 (Plug'n'Play), and by npm with the lowest fp-ts
// and io-ts the peer ranges allow (npm-lowest), each in an empty project:
// every ts block is compiled by tsc (strict, module nodenext) and run by node,
// every js block (CommonJS) is run by node, and every `//=>` result is
// checked (scripts/doc-blocks.mjs). Needs the registry; run after
// `npm run build`.
//
//   node .ci/package-managers.mjs [npm|pnpm|yarn|npm-lowest ...]   (default: all four)
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { extractBlocks, fenceProblems, instrument, programs } from '../scripts/doc-blocks.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const wanted = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['npm', 'pnpm', 'yarn', 'npm-lowest']
const registry = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim()

// The package managers run side by side (mostly waiting on the registry).
const execFileAsync = promisify(execFile)
const run = async (cwd, cmd, args, env = {}) => {
  try {
    const { stdout } = await execFileAsync(cmd, args, {
      cwd,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, ...env },
    })
    return stdout
  } catch (e) {
    throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${e.stdout ?? ''}${e.stderr ?? ''}`)
  }
}

const readme = extractBlocks(readFileSync(join(root, 'README.md'), 'utf8'), 'README.md')
const problems = fenceProblems(readme)
if (problems.length > 0) throw new Error(problems.join('\n'))
const examples = programs(readme).map((p, i) => ({ ...p, ...instrument(p), name: `readme-${i + 1}-line-${p.line}` }))
if (examples.length === 0) throw new Error('README.md has no examples')

const work = mkdtempSync(join(tmpdir(), 'k8s-jobs-core-pm-'))
process.on('exit', () => rmSync(work, { recursive: true, force: true }))
const packed = execFileSync('npm', ['pack', '--silent', '--pack-destination', work], { cwd: root, encoding: 'utf8' })
const tarball = join(work, packed.trim().split('\n').pop())

// Every package the examples use, as the README's install line names them,
// plus the compiler.
const packages = [tarball, 'fp-ts', 'io-ts']
const devPackages = ['typescript@~5.9', '@types/node@^20']

const { peerDependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const lowest = Object.entries(peerDependencies).map(([name, range]) => `${name}@${range.replace(/^[\^~]/, '')}`)

const managers = {
  'npm-lowest': {
    install: async (dir) => {
      await run(dir, 'npm', ['install', '--no-audit', '--no-fund', tarball, ...lowest])
      await run(dir, 'npm', ['install', '--no-audit', '--no-fund', '--save-dev', ...devPackages])
    },
    exec: (dir, args) => run(dir, 'npx', ['--no-install', ...args]),
  },
  npm: {
    install: async (dir) => {
      await run(dir, 'npm', ['install', '--no-audit', '--no-fund', ...packages])
      await run(dir, 'npm', ['install', '--no-audit', '--no-fund', '--save-dev', ...devPackages])
    },
    exec: (dir, args) => run(dir, 'npx', ['--no-install', ...args]),
  },
  pnpm: {
    install: async (dir) => {
      const pnpm = (args) => run(dir, 'npx', ['--yes', 'pnpm@9', ...args], { npm_config_registry: registry })
      await pnpm(['add', ...packages])
      await pnpm(['add', '--save-dev', ...devPackages])
    },
    exec: (dir, args) => run(dir, 'npx', ['--yes', 'pnpm@9', 'exec', ...args]),
  },
  yarn: {
    install: async (dir) => {
      writeFileSync(join(dir, 'yarn.lock'), '')
      writeFileSync(
        join(dir, '.yarnrc.yml'),
        `npmRegistryServer: "${registry.replace(/\/$/, '')}"\nenableTelemetry: false\n`,
      )
      const yarn = (args) => run(dir, 'npx', ['--yes', '-p', '@yarnpkg/cli-dist@4', 'yarn', ...args])
      await yarn(['add', ...packages.map((p) => (p === tarball ? `k8s-jobs-core@file:${tarball}` : p))])
      await yarn(['add', '--dev', ...devPackages])
    },
    exec: (dir, args) => run(dir, 'npx', ['--yes', '-p', '@yarnpkg/cli-dist@4', 'yarn', ...args]),
  },
}

const tsconfig = {
  compilerOptions: {
    strict: true,
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    types: ['node'],
    outDir: 'out',
    skipLibCheck: false,
  },
  include: ['*.ts'],
}

// Runs every example in one node process and checks that each of its
// results was checked.
const runner = `
import { createRequire } from 'node:module'
const require = createRequire(import.meta.url)
const examples = ${JSON.stringify(examples.map((e) => ({ file: e.lang === 'ts' ? `./out/${e.name}.js` : `./${e.name}.cjs`, checks: e.checks })))}
let failed = 0
for (const e of examples) {
  globalThis.__docChecksRun = []
  try {
    if (e.file.endsWith('.cjs')) require(e.file)
    else await import(e.file)
    const missed = e.checks.filter((c) => !globalThis.__docChecksRun.includes(c))
    if (missed.length > 0) throw new Error('checks that did not run: ' + missed.join(', '))
  } catch (err) {
    failed++
    console.error(e.file + ': ' + (err && err.message))
  }
}
console.log((examples.length - failed) + ' of ' + examples.length + ' README examples ran, ' + examples.reduce((n, e) => n + e.checks.length, 0) + ' results checked')
process.exitCode = failed > 0 ? 1 : 0
`

const check = async (name) => {
  const pm = managers[name]
  if (!pm) throw new Error(`unknown package manager ${name}`)
  const dir = join(work, name)
  mkdirSync(dir)
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: `readme-${name}`, private: true, type: 'module' }, null, 2)}\n`,
  )
  const started = Date.now()
  try {
    await pm.install(dir)
    for (const e of examples) writeFileSync(join(dir, `${e.name}.${e.lang === 'ts' ? 'ts' : 'cjs'}`), e.code)
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig, null, 2))
    await pm.exec(dir, ['tsc', '-p', '.'])
    writeFileSync(join(dir, 'run.mjs'), runner)
    const output = name === 'yarn' ? await pm.exec(dir, ['node', 'run.mjs']) : await run(dir, 'node', ['run.mjs'])
    return { ok: true, text: `${name}: ${output.trim()} (${((Date.now() - started) / 1000).toFixed(0)} s)` }
  } catch (e) {
    return { ok: false, text: `${name}: FAILED\n${e.message}` }
  }
}

const results = await Promise.all(wanted.map(check))
for (const r of results) (r.ok ? console.log : console.error)(r.text)
process.exitCode = results.every((r) => r.ok) ? 0 : 1
