/**
 * Issue 24, items 2, 3 and 5, through the whole command: a bad document
 * (alias bomb, self-referencing alias, syntax error, too deep, too large) is
 * that document's error, in every output format, and the other documents and
 * files are still reported; standard input and files have a limit with a
 * clear error.
 */
import { describe, expect, it } from 'vitest'
import { main } from '../../src/cli/main'
import { memoryHost } from './support/memory-host'

const JOB =
  'apiVersion: batch/v1\nkind: Job\nmetadata: {name: ok}\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers: [{name: a, image: busybox}]\n'

const BOMB = [
  'a: &a [x, x, x, x, x, x, x, x, x, x]',
  ...'bcdefgh'.split('').map((c, i) => `${c}: &${c} [${Array(10).fill(`*${'abcdefgh'[i]}`).join(', ')}]`),
].join('\n')

const FILES = {
  'm/1-bomb.yaml': `${JOB}---\n${BOMB}\n---\n${JOB}`,
  'm/2-self.yaml': `spec: &s {template: {spec: *s}}\n---\n${JOB}`,
  'm/3-syntax.yaml': `${JOB}---\na: [\n---\n${JOB}`,
  'm/4-deep.yaml': `${'['.repeat(5000)}${']'.repeat(5000)}\n---\n${JOB}`,
  'm/5-big.yaml': `a: &a "${'x'.repeat(1 << 20)}"\nb: [*a, *a, *a, *a]\n---\n${JOB}`,
  'm/6-ok.yaml': JOB,
}

const run = (args: string[], files: Record<string, string> = FILES, stdin?: string) => {
  const host = memoryHost(files, stdin === undefined ? {} : { stdin })
  return { code: main(args, host), out: host.out(), err: host.err() }
}

describe("hostile YAML is one document's error", () => {
  it('keeps every other document and file, in text output', () => {
    const r = run(['validate', 'm'])
    expect(r.code).toBe(2)
    expect(r.out).not.toMatch(/internal error|Maximum call stack/)
    expect(r.out).toContain(
      'm/1-bomb.yaml:10:1: error: error converting YAML to JSON: yaml: document contains excessive aliasing',
    )
    expect(r.out).toContain(
      "m/2-self.yaml:1:28: error: error converting YAML to JSON: yaml: anchor 's' value contains itself",
    )
    expect(r.out).toContain('m/3-syntax.yaml:11:1: error: YAML syntax error:')
    expect(r.out).toContain('m/4-deep.yaml:1:1: error: nesting deeper than 256 levels (a limit of k8s-jobs)')
    expect(r.out).toContain('m/5-big.yaml:1:1: error: Request entity too large: limit is 3145728')
    // 2 + 1 + 2 + 1 + 1 + 1 good Jobs, 5 bad documents
    expect(r.out).toContain('13 documents in 6 files: 8 valid, 0 invalid, 5 errors')
  })

  it.each(['json', 'github', 'sarif', 'junit'])('keeps the whole report in -o %s', (format) => {
    const r = run(['validate', '-o', format, 'm'])
    expect(r.code).toBe(2)
    expect(r.out + r.err).not.toMatch(/internal error/)
    expect(r.out).toContain('excessive aliasing')
    for (const m of ['contains itself', 'YAML syntax error', 'nesting deeper', 'Request entity too large'])
      expect(r.out).toContain(m)
  })

  it('reports a standard input over the limit as an input error', () => {
    const host = memoryHost({})
    const big = {
      ...host,
      readStdin: () => {
        throw Object.assign(new Error('too big'), { code: 'EFBIG' })
      },
    }
    expect(main(['validate', '-'], big)).toBe(2)
    expect(host.out()).toContain(
      '-: error: cannot read standard input: larger than 67108864 bytes (the limit of k8s-jobs)',
    )
  })
})
