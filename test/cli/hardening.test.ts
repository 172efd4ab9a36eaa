/**
 * The attacks of issue 24 on the command line, each a test that failed
 * before its fix: manifest strings that try to write workflow commands or
 * terminal escapes (every output format), quadratic work in the number of
 * files, and JUnit attributes with raw line ends.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isGoPrintable } from '../../src/field/go-format'
import { main } from '../../src/cli/main'
import { junitReport } from '../../src/cli/report-junit'
import { githubReport } from '../../src/cli/report-github'
import { jsonReport } from '../../src/cli/report-json'
import { sarifReport } from '../../src/cli/report-sarif'
import { textReport } from '../../src/cli/report-text'
import { summarize, validateItems, type ValidateReport } from '../../src/cli/validate'
import { numRuns } from '../support/runs'
import { memoryHost } from './support/memory-host'

const JOB = (name: string, labels = '{}') =>
  `apiVersion: batch/v1\nkind: Job\nmetadata: {name: ${JSON.stringify(name)}, labels: ${labels}}\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers: [{name: a, image: busybox}]\n`

/** Characters a hostile manifest uses: controls, ESC, C1, bidi overrides, line separators, quotes, colons. */
const hostileChar = fc.constantFrom(
  '\n',
  '\r',
  '\u001b',
  '\u0007',
  '\u0000',
  '\u009b',
  '\u202e',
  '\u2028',
  '\ufeff',
  ':',
  '"',
  '\\',
  ' ',
  'a',
  '%',
  ',',
)
const hostile = fc.array(hostileChar, { minLength: 1, maxLength: 12 }).map((cs) => `::warning::${cs.join('')}`)

/** A code point Go's %q would escape, other than the line feed between lines. */
const unprintable = (text: string): string | undefined => {
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number
    if (cp === 0x0a) continue
    if (!isGoPrintable(cp)) return `U+${cp.toString(16)}`
  }
  return undefined
}

const run = (args: string[], files: Record<string, string>) => {
  const host = memoryHost(files)
  const code = main(args, host)
  return { code, out: host.out(), err: host.err() }
}

describe('manifest strings never reach the output raw (issue 24, item 1)', () => {
  it.each(['text', 'github', 'junit'])(
    '-o %s: no unprintable character, no line that starts a workflow command',
    (format) => {
      fc.assert(
        fc.property(hostile, hostile, hostile, hostile, (kind, apiVersion, name, label) => {
          const files = {
            'm/other.yaml': `apiVersion: ${JSON.stringify(apiVersion)}\nkind: ${JSON.stringify(kind)}\nmetadata: {name: ${JSON.stringify(name)}}\n`,
            'm/job.yaml': JOB(name, `{${JSON.stringify(label)}: ${JSON.stringify(label)}}`),
            'm/version.yaml': `apiVersion: ${JSON.stringify(apiVersion)}\nkind: Job\nmetadata: {name: x}\n`,
          }
          const r = run(['validate', '-v', '-o', format, 'm'], files)
          for (const text of [r.out, r.err]) {
            expect(unprintable(text)).toBeUndefined()
            const commands = text.split('\n').filter((l) => /^\s*::/.test(l))
            if (format === 'github') for (const l of commands) expect(l).toMatch(/^::(error|warning) (file=|title=)/)
            else expect(commands).toEqual([])
          }
        }),
        { numRuns: numRuns(60) },
      )
    },
  )

  it.each(['json', 'sarif'])('-o %s: the exact strings, escaped (no raw unprintable character)', (format) => {
    fc.assert(
      fc.property(hostile, hostile, (kind, name) => {
        const files = { 'm/other.yaml': JSON.stringify({ apiVersion: 'v1', kind, metadata: { name } }) }
        const r = run(['validate', '-o', format, 'm'], files)
        expect(unprintable(r.out)).toBeUndefined()
        const parsed = JSON.parse(r.out)
        if (format === 'json') {
          expect(parsed.results[0].kind).toBe(kind)
          expect(parsed.results[0].name).toBe(name)
        }
      }),
      { numRuns: numRuns(60) },
    )
  })

  it('status and select tables quote names and images', () => {
    const files = {
      'j.yaml': JOB('\u001b[2J::warning::x').replace('image: busybox', 'image: "img\\n::error::y"'),
    }
    for (const args of [
      ['status', '-o', 'wide', 'j.yaml'],
      ['select', '-l', '!nope', 'j.yaml'],
    ]) {
      const r = run(args, files)
      expect(unprintable(r.out + r.err)).toBeUndefined()
      expect((r.out + r.err).split('\n').filter((l) => l.startsWith('::'))).toEqual([])
      expect(r.out).toContain('"\\x1b[2J::warning::x"')
    }
  })
})

describe('work is linear in the number of files (issue 24, item 4)', () => {
  const report = (n: number): ValidateReport =>
    validateItems(
      Array.from({ length: n }, (_, i) => ({ problem: { file: `f/${i}.yaml`, message: 'cannot read file: x' } })),
      { compat: 'upstream', nowMs: 0, uidFor: () => 'u', cronJobUidFor: () => 'u' },
    )
  /** CPU milliseconds (the machine is shared: wall time says little). */
  const time = (n: number): number => {
    const t0 = process.cpuUsage()
    const r = report(n)
    junitReport(r)
    sarifReport(r, '0')
    githubReport(r)
    jsonReport(r)
    textReport(r, { bold: String, dim: String, red: String, green: String, yellow: String }, true)
    summarize(r)
    const used = process.cpuUsage(t0)
    return (used.user + used.system) / 1000
  }

  it('20× the files cost about 20× the time, not 400×', () => {
    time(1000)
    const small = Math.min(time(1000), time(1000))
    const large = time(20000)
    // Quadratic bookkeeping (files.includes per item, a filter per JUnit suite) made this several hundred times.
    expect(large).toBeLessThan(small * 40 + 400)
  })

  it('every file is a suite, once, in order', () => {
    const xml = junitReport(report(3))
    expect(xml.match(/<testsuite /g)).toHaveLength(3)
    expect(summarize(report(3)).files).toBe(3)
  })
})

describe('JUnit attributes (issue 24, item 8)', () => {
  it('carry line ends and tabs as character references, never raw', () => {
    const r: ValidateReport = {
      files: ['a\nb.yaml'],
      results: [
        {
          file: 'a\nb.yaml',
          index: '0',
          status: 'error',
          findings: [{ severity: 'error', text: 'line one\nline two\r\tend', rule: 'InputError' }],
        },
      ],
    }
    const xml = junitReport(r)
    for (const attr of xml.match(/="[^"]*"/g) ?? []) expect(attr).not.toMatch(/[\n\r\t]/)
    expect(xml).toContain('message="line one&#10;line two&#13;&#9;end"')
    expect(xml).toContain('name="&quot;a\\nb.yaml&quot;"')
  })
})

describe('files inside folders are never passed over silently (issue 24, item 6)', () => {
  it('an empty file is a file', () => {
    const r = run(['validate', 'm'], { 'm/empty.yaml': '', 'm/job.yaml': JOB('ok') })
    expect(r.out).toContain('1 document in 2 files')
    expect(r.code).toBe(0)
  })

  it('hidden entries and node_modules are passed over unless --include-hidden; named operands never', () => {
    const files = { 'm/.ci.yaml': 'on: push', 'm/node_modules/p/j.yaml': JOB('x'), 'm/job.yaml': JOB('ok') }
    expect(run(['validate', 'm'], files).out).toContain('1 document in 1 file')
    expect(run(['validate', '--include-hidden', 'm'], files).out).toContain('3 documents in 3 files')
    expect(run(['validate', 'm/.ci.yaml'], files).code).toBe(2)
  })
})
