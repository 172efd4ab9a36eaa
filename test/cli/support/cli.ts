/**
 * Builds the `k8s-jobs` bundle exactly as `npm run build` does (same tsup
 * options) into a temporary folder, and runs it as a subprocess with a fixed
 * clock and no colour.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'tsup'
import { cliBuild, writeCliLoader } from '../../../tsup.cli'

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * Builds the CLI into a fresh folder and returns the path of `cli.js`. The
 * folder is inside the project (node_modules/.cache) so that the bundle
 * finds its runtime dependencies, fp-ts and io-ts, as an installed package does.
 */
export const buildCli = async (): Promise<string> => {
  const cache = join(ROOT, 'node_modules', '.cache')
  mkdirSync(cache, { recursive: true })
  const outDir = mkdtempSync(join(cache, 'k8s-jobs-cli-'))
  await build({ ...cliBuild, outDir, sourcemap: false, silent: true, config: false, onSuccess: undefined })
  writeCliLoader(outDir)
  return join(outDir, 'cli.js')
}

/** Removes a bundle made by {@link buildCli}. */
export const removeCli = (cli: string): void => {
  rmSync(dirname(cli), { recursive: true, force: true })
}

/** One golden case: the command line (after `k8s-jobs`), and optionally a file piped to standard input. */
export interface CliCase {
  readonly name: string
  readonly args: readonly string[]
  readonly stdin?: string
  /** Standard input is not a pipe but /dev/null (as for a command run from a terminal or cron). */
  readonly noStdin?: true
  readonly env?: Readonly<Record<string, string>>
  /**
   * Files made under test/cli/scratch/<case name>/ before the run and removed
   * after it (names a checkout cannot hold: not UTF-8, symbolic links to
   * nothing): a name is a string, or bytes (a Buffer) for a name that is not
   * UTF-8; `link` makes a symbolic link to that target instead of a file.
   */
  readonly scratch?: readonly { readonly name: string | Buffer; readonly text?: string; readonly link?: string }[]
}

export interface CliRun {
  readonly status: number | null
  readonly stdout: string
  readonly stderr: string
}

/** The environment every case runs in: a fixed clock, no colour, nothing from the caller's K8S_JOBS_* variables. */
export const CASE_ENV = { K8S_JOBS_NOW: '2026-01-01T00:00:00Z', NO_COLOR: '1', TZ: 'UTC' }

/** The scratch folder of a case, relative to the project. */
export const scratchDir = (c: CliCase): string => `test/cli/scratch/${c.name}`

const makeScratch = (c: CliCase): void => {
  const dir = join(ROOT, scratchDir(c))
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const f of c.scratch ?? []) {
    const path = Buffer.concat([Buffer.from(dir + '/'), Buffer.isBuffer(f.name) ? f.name : Buffer.from(f.name)])
    if (typeof f.name === 'string' && f.name.includes('/')) mkdirSync(dirname(join(dir, f.name)), { recursive: true })
    if (f.link !== undefined) symlinkSync(f.link, path)
    else writeFileSync(path, f.text ?? '')
  }
}

export const runCli = (cli: string, c: CliCase): CliRun => {
  if (c.scratch !== undefined) makeScratch(c)
  try {
    const r = spawnSync(process.execPath, [cli, ...c.args], {
      cwd: ROOT,
      env: { PATH: process.env['PATH'] ?? '', ...CASE_ENV, ...c.env },
      stdio: [c.noStdin ? 'ignore' : 'pipe', 'pipe', 'pipe'],
      ...(c.noStdin ? {} : { input: c.stdin === undefined ? '' : readFileSync(join(ROOT, c.stdin), 'utf8') }),
      encoding: 'utf8',
    })
    return { status: r.status, stdout: r.stdout, stderr: r.stderr }
  } finally {
    if (c.scratch !== undefined) rmSync(join(ROOT, scratchDir(c)), { recursive: true, force: true })
  }
}

/** The golden text of a run. */
export const goldenText = (c: CliCase, r: CliRun): string =>
  `$ k8s-jobs ${c.args.map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a}'`)).join(' ')}` +
  (c.stdin === undefined ? '' : ` < ${c.stdin}`) +
  (c.noStdin ? ' < /dev/null' : '') +
  '\n' +
  (c.scratch ?? [])
    .map(
      (f) =>
        `scratch ${Buffer.isBuffer(f.name) ? `bytes ${f.name.toString('hex')}` : JSON.stringify(f.name)}` +
        (f.link === undefined ? ` (${Buffer.byteLength(f.text ?? '')} bytes)` : ` -> ${f.link}`) +
        '\n',
    )
    .join('') +
  Object.entries(c.env ?? {})
    .map(([k, v]) => `env ${k}=${v}\n`)
    .join('') +
  `exit code: ${r.status}\n` +
  `--- stdout ---\n${r.stdout}` +
  `--- stderr ---\n${r.stderr}`

export const goldenFile = (c: CliCase): string => join(ROOT, 'test', 'cli', 'golden', `${c.name}.txt`)
