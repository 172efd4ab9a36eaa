import { describe, expect, it } from 'vitest'
import { parseArgs, type FlagSpec } from '../../src/cli/args'

const FLAGS: FlagSpec[] = [
  { name: 'output', short: 'o', kind: 'string', choices: ['text', 'json'] },
  { name: 'selector', short: 'l', kind: 'string' },
  { name: 'verbose', short: 'v', kind: 'boolean' },
]

describe('parseArgs', () => {
  it('reads long, long=value, short, short-attached flags and positionals', () => {
    expect(parseArgs(['--output', 'json', 'a.yaml', '-lapp=web', '-v', '-', 'b/'], FLAGS)).toEqual({
      flags: { output: 'json', selector: 'app=web', verbose: true },
      positionals: ['a.yaml', '-', 'b/'],
    })
    expect(parseArgs(['--output=text', '-l', '!legacy'], FLAGS)).toEqual({
      flags: { output: 'text', selector: '!legacy' },
      positionals: [],
    })
  })

  it('ends flags at --', () => {
    expect(parseArgs(['--', '--output', '-v'], FLAGS)).toEqual({ flags: {}, positionals: ['--output', '-v'] })
  })

  it('accepts --help and -h everywhere', () => {
    expect(parseArgs(['-h'], FLAGS)).toEqual({ flags: { help: true }, positionals: [] })
  })

  it.each([
    [['--nope'], 'unknown flag: --nope'],
    [['-x'], 'unknown flag: -x'],
    [['--output'], 'flag --output needs a value'],
    [['-o', '-v'], 'flag -o needs a value'],
    [['--output', 'xml'], 'invalid value "xml" for --output: must be one of text, json'],
    [['--verbose=yes'], 'flag --verbose takes no value'],
  ])('%j is a usage error', (argv, usage) => {
    expect(parseArgs(argv, FLAGS)).toEqual({ usage })
  })
})

describe('parseArgs: combined short flags, lists and suggestions', () => {
  const SPECS: FlagSpec[] = [...FLAGS, { name: 'skip-kinds', kind: 'list' }]

  it('combines short flags as getopt does', () => {
    for (const argv of [['-vo', 'json'], ['-vojson'], ['-vo=json'], ['-v', '-o', 'json']]) {
      expect(parseArgs([...argv, 'a.yaml'], SPECS)).toEqual({
        flags: { verbose: true, output: 'json' },
        positionals: ['a.yaml'],
      })
    }
    expect(parseArgs(['-vx'], SPECS)).toEqual({ usage: 'unknown flag: -x' })
    expect(parseArgs(['-v=1'], SPECS)).toEqual({ usage: 'flag -v takes no value' })
  })

  it('collects every value of a list flag', () => {
    expect(parseArgs(['--skip-kinds', 'Job', '--skip-kinds=CronJob,Pod'], SPECS)).toEqual({
      flags: { 'skip-kinds': ['Job', 'CronJob,Pod'] },
      positionals: [],
    })
  })

  it('suggests the nearest long flag', () => {
    expect(parseArgs(['--ouptut', 'json'], SPECS)).toEqual({ usage: 'unknown flag: --ouptut (did you mean --output?)' })
  })

  it('reads a flag named __proto__ as an unknown flag', () => {
    expect(parseArgs(['--__proto__', 'x'], SPECS)).toEqual({ usage: 'unknown flag: --__proto__' })
  })
})
