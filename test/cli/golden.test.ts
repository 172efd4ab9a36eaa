/**
 * The built `k8s-jobs` CLI, run as a subprocess on the fixtures, prints
 * exactly the golden outputs and exit codes of test/cli/golden/
 * (regenerate with `npm run cli:golden`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CASES } from './cases'
import { buildCli, goldenFile, goldenText, removeCli, ROOT, runCli } from './support/cli'

let cli = ''
beforeAll(async () => {
  cli = await buildCli()
}, 120_000)
afterAll(() => removeCli(cli))

describe('k8s-jobs golden outputs', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const file = goldenFile(c)
    expect(existsSync(file), `missing ${file}: run npm run cli:golden`).toBe(true)
    expect(goldenText(c, runCli(cli, c))).toBe(readFileSync(file, 'utf8'))
  })

  it("is the README quick start's output and exit code", () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
    const block = /<!-- quick-start-output -->\s*```text\n\$ npx k8s-jobs validate examples\/\n([\s\S]*?)```/.exec(
      readme,
    )
    const run = runCli(cli, { name: 'readme', args: ['validate', 'examples/'] })
    expect(block?.[1]).toBe(run.stdout)
    expect(run.status).toBe(1)
    expect(readme).toMatch(/npx k8s-jobs validate examples\/ +# .*exits 1/)
  })

  it('has no golden without a case', () => {
    const names = new Set(CASES.map((c) => `${c.name}.txt`))
    expect(readdirSync(join(ROOT, 'test', 'cli', 'golden')).filter((f) => !names.has(f))).toEqual([])
  })

  it('covers every command with --help, every validate output format and every exit code', () => {
    for (const c of ['validate', 'create', 'convert', 'select', 'place', 'simulate', 'status']) {
      expect(CASES.some((x) => x.args[0] === c && x.args.includes('--help'))).toBe(true)
    }
    const formats = CASES.filter((c) => c.args[0] === 'validate').flatMap((c) => {
      const i = c.args.findIndex((a) => a === '-o' || a.startsWith('--output'))
      return i < 0 ? ['text'] : [c.args[i] === '-o' ? c.args[i + 1] : c.args[i]?.split('=')[1]]
    })
    expect(formats).toEqual(expect.arrayContaining(['text', 'json', 'github', 'sarif', 'junit']))
    const codes = new Set(
      CASES.map((c) => Number(/^exit code: (\d+)$/m.exec(readFileSync(goldenFile(c), 'utf8'))?.[1])),
    )
    expect(codes).toEqual(new Set([0, 1, 2]))
  })
})
