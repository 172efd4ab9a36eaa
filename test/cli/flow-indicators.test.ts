// go-yaml's `?` inside flow collections (src/cli/yaml/flow-indicators.ts): the
// rewrite the `yaml` package parses. Examples pin the oracle's answers
// (test/fixtures/upstream/yaml.toJSON.regressions.jsonl replays them end to end).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { spaceFlowKeys } from '../../src/cli/yaml/flow-indicators'
import { kubectlDocuments } from '../../src/cli/yaml/kubectl-read'
import { numRuns } from '../support/runs'

const docs = (s: string) => kubectlDocuments(new TextEncoder().encode(s)).map((d) => (d.ok ? d.json : d.error))

describe('spaceFlowKeys', () => {
  it('spaces out a key indicator inside flow collections only', () => {
    expect(spaceFlowKeys('args: [?x]\n')).toBe('args: [? x]\n')
    expect(spaceFlowKeys('args: [a?b]\n')).toBe('args: [a, `? b]\n')
    expect(spaceFlowKeys('a: ?x\n')).toBe('a: ?x\n')
    expect(spaceFlowKeys('{"? ": 1, \'a?\': [x]} # ?y\n')).toBe('{"? ": 1, \'a?\': [x]} # ?y\n')
    expect(spaceFlowKeys('null\n{"a?":[1?2]}')).toBe('null\n{"a?":[1?2]}')
  })

  it('reads as go-yaml does', () => {
    expect(docs('[[?x, 1]]\n')).toEqual(['[[{"x":null},1]]'])
    expect(docs('a: {name: X, value: ?x}\n')[0]).toMatch(/^error converting YAML to JSON: yaml: /)
    expect(docs('[true,3.1e-8?9,true]')[0]).toMatch(/^error converting YAML to JSON: yaml: /)
  })

  it('reads `-` before a flow indicator as a plain scalar, and `:` where an entry starts as an error', () => {
    expect(spaceFlowKeys('[-, a]')).toBe('["-", a]')
    expect(spaceFlowKeys('[x,:y]')).toBe('[x,`y]')
    expect(spaceFlowKeys('a: [? :]')).toBe('a: [? :]')
    expect(docs('a: [-]\n')).toEqual(['{"a":["-"]}'])
    expect(docs('{a: -, b: 1}')).toEqual(['{"a":"-","b":1}'])
    for (const s of ['[:]', '[x, : y]', 'a: {: y}', '- {: 1}', 'a: [? : y]'])
      expect(docs(s)[0]).toMatch(/^error converting YAML to JSON: yaml: /)
    expect(docs('a: {? : y}')[0]).toMatch(/unsupported map key/)
  })

  const text = fc
    .array(fc.constantFrom('?', '[', ']', '{', '}', ',', ':', ' ', '\n', '#', '"', "'", 'a', '-', '`', '!'), {
      maxLength: 60,
    })
    .map((cs) => cs.join(''))

  it('never throws, keeps every line break, changes nothing without `?`, `:`, `-` or `!`, and is idempotent', () => {
    fc.assert(
      fc.property(text, (s) => {
        const once = spaceFlowKeys(s)
        expect(once.split('\n').length).toBe(s.split('\n').length)
        if (!/[?:!-]/.test(s)) expect(once).toBe(s)
        expect(spaceFlowKeys(once)).toBe(once)
      }),
      { numRuns: numRuns(500) },
    )
  })
})
