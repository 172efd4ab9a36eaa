/**
 * The built `k8s-jobs` as a process on a real file system (issue 24, items
 * 6 and 7): symbolic links to nothing and names that are not UTF-8 inside
 * folders are reported or read, never passed over; a full disk on standard
 * output is one line and exit code 3, a closed pipe ends quietly.
 */
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCli, CASE_ENV, removeCli } from './support/cli'

const JOB =
  'apiVersion: batch/v1\nkind: Job\nmetadata: {name: ok}\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers: [{name: a, image: busybox}]\n'

let cli = ''
let dir = ''
beforeAll(async () => {
  cli = await buildCli()
  dir = mkdtempSync(join(tmpdir(), 'k8s-jobs-process-'))
}, 120_000)
afterAll(() => {
  removeCli(cli)
  rmSync(dir, { recursive: true, force: true })
})

const run = (args: string[], stdout: 'pipe' | number = 'pipe') =>
  spawnSync(process.execPath, [cli, ...args], {
    cwd: dir,
    env: { PATH: process.env['PATH'] ?? '', ...CASE_ENV },
    stdio: ['ignore', stdout, 'pipe'],
    encoding: 'utf8',
  })

describe('k8s-jobs on a real file system', () => {
  it('reports a link to nothing, reads a name that is not UTF-8, and counts an empty file', () => {
    const m = join(dir, 'm')
    mkdirSync(m)
    writeFileSync(join(m, 'ok.yaml'), JOB)
    writeFileSync(join(m, 'empty.yaml'), '')
    symlinkSync('nowhere.yaml', join(m, 'gone.yaml'))
    writeFileSync(
      Buffer.concat([Buffer.from(m + '/caf'), Buffer.from([0xe9]), Buffer.from('.yaml')]),
      JOB.replace('Never', 'Always'),
    )
    const r = run(['validate', 'm'])
    expect(r.stdout).toContain('"m/caf\\xe9.yaml":7:7: The Job "ok" is invalid')
    expect(r.stdout).toContain('m/gone.yaml: error: cannot read file: broken symbolic link')
    expect(r.stdout).toContain('2 documents in 4 files: 1 valid, 1 invalid, 1 error')
    expect(r.status).toBe(2)
  })

  it.runIf(existsSync('/dev/full'))('a full disk: one line on standard error, exit code 3, no stack trace', () => {
    writeFileSync(join(dir, 'ok.yaml'), JOB)
    const full = openSync('/dev/full', 'w')
    const r = run(['validate', 'ok.yaml'], full)
    expect(r.status).toBe(3)
    expect(r.stderr).toBe(
      'k8s-jobs: error: cannot write to standard output: no space left on device (ENOSPC); the report is incomplete\n',
    )
  })

  it('a closed pipe ends the output quietly with the exit code of the command', () => {
    writeFileSync(join(dir, 'ok.yaml'), JOB)
    const r = spawnSync(
      'sh',
      [
        '-c',
        `"${process.execPath}" "${cli}" validate -o json ok.yaml ok.yaml | head -c 1 >/dev/null; echo "exit=\${PIPESTATUS:-}"`,
      ],
      {
        cwd: dir,
        env: { PATH: process.env['PATH'] ?? '', ...CASE_ENV },
        encoding: 'utf8',
      },
    )
    expect(r.stderr).not.toMatch(/\n\s+at |Error/)
  })

  it("keeps a code cache in the user's cache folder: the same output and exit code with, without and from it", () => {
    writeFileSync(join(dir, 'bad.yaml'), `${JOB}---\n${JOB.replace('Never', 'Always')}`)
    const cacheHome = join(dir, 'cache')
    const withCache = (env: Record<string, string> = {}) =>
      spawnSync(process.execPath, [cli, 'validate', '-o', 'json', 'bad.yaml'], {
        cwd: dir,
        env: { PATH: process.env['PATH'] ?? '', ...CASE_ENV, XDG_CACHE_HOME: cacheHome, ...env },
        encoding: 'utf8',
      })
    const none = withCache({ K8S_JOBS_NO_COMPILE_CACHE: '1' })
    expect(none.status).toBe(1)
    expect(existsSync(cacheHome)).toBe(false)
    const writes = withCache()
    const files = readdirSync(join(cacheHome, 'k8s-jobs'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(new RegExp(`^[0-9a-f]{16}-${process.version}-${process.arch}-validate\\.v8cache$`))
    const reads = withCache()
    for (const r of [writes, reads]) {
      expect(r.status).toBe(none.status)
      expect(r.stdout).toBe(none.stdout)
      expect(r.stderr).toBe(none.stderr)
    }
    // A truncated cache is refused by V8 (or not read), and the answer is the same.
    writeFileSync(join(cacheHome, 'k8s-jobs', files[0] as string), 'not a code cache')
    expect(withCache().stdout).toBe(none.stdout)
    // A folder that others can write to is not read from (nor written to).
    rmSync(cacheHome, { recursive: true })
    mkdirSync(join(cacheHome, 'k8s-jobs'), { recursive: true })
    chmodSync(join(cacheHome, 'k8s-jobs'), 0o777)
    const open = withCache()
    expect(open.stdout).toBe(none.stdout)
    expect(readdirSync(join(cacheHome, 'k8s-jobs'))).toEqual([])
  })
})
