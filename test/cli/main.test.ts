/**
 * The command line in-process, on an in-memory file system: exit codes,
 * folder walking, and no exception ever escaping, whatever the arguments and
 * files.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { main } from '../../src/cli/main'
import { numRuns } from '../support/runs'
import { memoryHost } from './support/memory-host'

const JOB =
  'apiVersion: batch/v1\nkind: Job\nmetadata: {name: ok}\nspec:\n  template:\n    spec:\n      restartPolicy: Never\n      containers: [{name: a, image: busybox}]\n'
const BAD = JOB.replace('restartPolicy: Never', 'restartPolicy: Always')

describe('k8s-jobs main', () => {
  it('exits 0 when everything is valid, 1 when something is invalid, 2 for unusable input', () => {
    const files = { 'm/a.yaml': JOB, 'm/b.yml': BAD, 'm/c.json': '[', 'm/notes.txt': 'not read' }
    const run = (args: string[]) => {
      const host = memoryHost(files)
      return { code: main(args, host), out: host.out(), err: host.err() }
    }
    expect(run(['validate', 'm/a.yaml']).code).toBe(0)
    expect(run(['validate', 'm/a.yaml', 'm/b.yml']).code).toBe(1)
    const all = run(['validate', 'm'])
    expect(all.code).toBe(2)
    expect(all.out.split('\n').map((l) => l.split(':')[0])).toEqual([
      'm/b.yml',
      'm/c.json',
      '3 documents in 3 files',
      '',
    ])
    expect(all.out).toContain('3 documents in 3 files: 1 valid, 1 invalid, 1 error')
  })

  it('reads standard input once for -', () => {
    const host = memoryHost({}, { stdin: BAD })
    expect(main(['validate', '-', '-'], host)).toBe(1)
    expect(host.out()).toMatch(/^-:7:7: The Job "ok" is invalid: spec\.template\.spec\.restartPolicy: Required value/)
    expect(host.out()).toContain('1 document in 1 file')
  })

  it('fuzz: never throws, always exits 0, 1 or 2, and never prints a stack trace', () => {
    const word = fc.constantFrom(
      'validate',
      'create',
      'convert',
      'select',
      'place',
      'simulate',
      'status',
      'help',
      '--help',
      '-o',
      'json',
      'yaml',
      'sarif',
      '--to',
      'batch/v1',
      '-l',
      'a=b',
      '--job',
      '--clusters',
      '--script',
      'f.yaml',
      'g.yaml',
      '-',
      '--now',
      'x',
      '--uid',
      '-n',
      '--',
      '-v',
      '-vo',
      '--skip-kinds',
      'Job,CronJob',
      '--ignore-filename-pattern',
      '(',
      '--include-hidden',
      'valdiate',
    )
    const text = fc.oneof(
      fc.constantFrom(JOB, BAD, '[', '', '- a\n- b', 'pods: [{result: Failed}]', 'kind: List\nitems: [1, {kind: Job}]'),
      fc.string(),
    )
    fc.assert(
      fc.property(fc.array(fc.oneof(word, fc.string()), { maxLength: 6 }), text, text, text, (args, f, g, stdin) => {
        const host = memoryHost({ 'f.yaml': f, 'g.yaml': g }, { stdin })
        const code = main(args, host)
        expect([0, 1, 2]).toContain(code)
        expect(host.err()).not.toMatch(/\n\s+at /)
        expect(host.err()).not.toContain('internal error')
      }),
      { numRuns: numRuns(300) },
    )
  })
})
