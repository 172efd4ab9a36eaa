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
