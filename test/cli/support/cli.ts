/**
 * Builds the `k8s-jobs` bundle exactly as `npm run build` does (same tsup
 * options) into a temporary folder, and runs it as a subprocess with a fixed
 * clock and no colour.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'tsup'
import { cliBuild } from '../../../tsup.cli'

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
  await build({ ...cliBuild, outDir, sourcemap: false, silent: true, config: false })
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
  readonly env?: Readonly<Record<string, string>>
}

export interface CliRun {
  readonly status: number | null
  readonly stdout: string
  readonly stderr: string
}

/** The environment every case runs in: a fixed clock, no colour, nothing from the caller's K8S_JOBS_* variables. */
export const CASE_ENV = { K8S_JOBS_NOW: '2026-01-01T00:00:00Z', NO_COLOR: '1', TZ: 'UTC' }

export const runCli = (cli: string, c: CliCase): CliRun => {
  const r = spawnSync(process.execPath, [cli, ...c.args], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', ...CASE_ENV, ...c.env },
    input: c.stdin === undefined ? '' : readFileSync(join(ROOT, c.stdin), 'utf8'),
    encoding: 'utf8',
  })
  return { status: r.status, stdout: r.stdout, stderr: r.stderr }
}

/** The golden text of a run. */
export const goldenText = (c: CliCase, r: CliRun): string =>
  `$ k8s-jobs ${c.args.map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a}'`)).join(' ')}` +
  (c.stdin === undefined ? '' : ` < ${c.stdin}`) +
  '\n' +
  Object.entries(c.env ?? {})
    .map(([k, v]) => `env ${k}=${v}\n`)
    .join('') +
  `exit code: ${r.status}\n` +
  `--- stdout ---\n${r.stdout}` +
  `--- stderr ---\n${r.stderr}`

export const goldenFile = (c: CliCase): string => join(ROOT, 'test', 'cli', 'golden', `${c.name}.txt`)
