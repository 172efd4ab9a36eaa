// Tabs and keyless values where libyaml looks for a block token
// (src/cli/yaml/block-line-start.ts). Examples
// pin the oracle's answers (test/fixtures/upstream/yaml.toJSON.regressions.jsonl
// replays them end to end).
import fc from 'fast-check'
import { parseDocument } from 'yaml'
import { describe, expect, it } from 'vitest'
import { kubectlDocuments } from '../../src/cli/yaml/kubectl-read'
import { blockLineStartError } from '../../src/cli/yaml/block-line-start'
import { numRuns } from '../support/runs'

const docs = (s: string) => kubectlDocuments(new TextEncoder().encode(s)).map((d) => (d.ok ? d.json : d.error))
const at = (s: string) => blockLineStartError(s, parseDocument(s, { version: '1.1', schema: 'failsafe' }))?.at

describe('blockLineStartError', () => {
  it('finds a tab that starts a block token, not one inside a scalar or a flow collection', () => {
    expect(at('\t[]')).toBe(0)
    expect(at('- \tb\n')).toBe(2)
    expect(at('a: 1\n\t\nb: 2\n')).toBe(5)
    expect(at('0.5\n\t\n')).toBeUndefined()
    expect(at('a: "b\n  \tc"\n')).toBeUndefined()
    expect(at('a: [1,\n\t2]\n')).toBeUndefined()
    expect(at('a:\tb\n')).toBeUndefined()
    expect(at('a: 1\n---\n\t\n')).toBeUndefined()
  })

  it('finds a value indicator without a key at a line start, not after an explicit key', () => {
    expect(at(': x\n')).toBe(0)
    expect(at('a: 1\n: 2\n')).toBe(5)
    expect(at('- : x\n')).toBe(2)
    expect(at('? a\n: b\n')).toBeUndefined()
    expect(at('a: |\n  : x\n')).toBeUndefined()
    expect(docs('a: b\n  : c\n')[0]).toMatch(/^error converting YAML to JSON: yaml: /)
  })

  it('reads as go-yaml does', () => {
    expect(docs('\t\na: 1\n')[0]).toMatch(/^error converting YAML to JSON: yaml: /)
    expect(docs('a: "x"\n\t\nb: 1\n')[0]).toMatch(/^error converting YAML to JSON: yaml: /)
    expect(docs('0.5\r\t\n')).toEqual(['0.5'])
    expect(docs('- a\n---\n\t\n')[1]).toMatch(/^error converting YAML to JSON: yaml: /)
    expect(docs('a: 1 \t\nb: 2\t# c\n')).toEqual(['{"a":1,"b":2}'])
  })

  const text = fc
    .array(fc.constantFrom('\t', ' ', '\n', '-', 'a', ':', '[', ']', '"', '#', '|'), { maxLength: 40 })
    .map((cs) => cs.join(''))

  it('never throws, answers a tab or a colon of the text, and nothing without either', () => {
    fc.assert(
      fc.property(text, (s) => {
        const r = at(s)
        if (!/[\t:]/.test(s)) expect(r).toBeUndefined()
        if (r !== undefined) expect(['\t', ':']).toContain(s[r])
      }),
      { numRuns: numRuns(500) },
    )
  })
})
