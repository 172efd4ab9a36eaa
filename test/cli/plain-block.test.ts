/**
 * `src/cli/yaml/plain-block.ts`: the fast reading of simple block YAML must
 * give what the general path (the `yaml` package's nodes through
 * `documentToJson`) gives, on every document it accepts: documents built
 * here from tricky one-line scalars, the conformance generator's files, and
 * the shared real-world manifests (read at test time).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { type Document, parseAllDocuments } from 'yaml'
import { describe, expect, it } from 'vitest'
import { yamlFileInput } from '../../conformance/generators/yaml-documents'
import { decodeYamlBytes } from '../../src/cli/yaml/encoding'
import { documentToJson, goValueToJson } from '../../src/cli/yaml/go-yaml'
import { kubectlDocuments } from '../../src/cli/yaml/kubectl-read'
import { kubectlPieces } from '../../src/cli/yaml/kubectl-stream'
import { readPlainBlock } from '../../src/cli/yaml/plain-block'
import { numRuns } from '../support/runs'

const general = (text: string): { json?: string; error?: string; start?: number } => {
  const docs = parseAllDocuments(text, {
    version: '1.1',
    schema: 'failsafe',
    uniqueKeys: false,
    strict: false,
    merge: false,
  }) as unknown as Document[]
  const doc = docs[0]
  if (doc === undefined) return { error: 'no document' }
  if (doc.errors.length > 0) return { error: doc.errors[0]?.message ?? '' }
  const r = documentToJson(doc, text)
  const start = (doc.contents as { range?: number[] } | null)?.range?.[0]
  return r.ok ? { json: r.json, ...(start === undefined ? {} : { start }) } : { error: r.error }
}

/** The fast path's answer when it takes the document, else `undefined`. */
const fast = (text: string): { json: string; start: number } | undefined => {
  const p = readPlainBlock(text)
  if (p === undefined) return undefined
  const r = goValueToJson(p.value)
  return r.ok ? { json: r.json, start: p.rootOffset } : undefined
}

/** Checks one text; returns whether the fast path took it. */
const agrees = (text: string): boolean => {
  const mine = fast(text)
  if (mine === undefined) return false
  expect({ text, ...general(text) }).toEqual({ text, json: mine.json, start: mine.start })
  return true
}

const SCALARS = [
  ...['y', 'yes', 'No', 'on', 'OFF', 'true', 'False', 'tRue', '~', 'null', 'NULL', 'nil', '0', '-0', '+1', '017'],
  ...['0o17', '0x1F', '-0x1f', '0b101', '1_000', '08', '09.5', '9223372036854775808', '18446744073709551616'],
  ...['0.5', '.5', '-.5', '1.', '1e3', '1e+3', 'e1', '-e2', '.e3', '1e400', '-0.0', '4.9e-324', '1:30', '-1:30'],
  ...['.inf', '-.Inf', '.nan', '2026-01-02', '2026-01-02T03:04:05Z', '2026-01-02 03:04:05', '2026-13-01'],
  ...['abc', 'a b', 'x:y', 'a#b', 'http://x', '-x', '-', '--', '---', '...', 'a  b', 'a,b', 'a[0]', 'a{b}', '100m'],
  ...['"x"', '""', "'it''s'", "''", '"a # b"', '"a: b"', "'a: b'", '"it\'s"', '"a\\"b"', '&a x', '*a', '!!str 1'],
  ...['|', '>-', '?x', '? x', ':x', '@x', '`x', '%x', '[a, "b", \'c\', -1, 0x1F]', '[]', '[ ]', '{}', '{ }', '[a,]'],
  ...['[[a]]', '[a: b]', '[-]', '[- a]', '{a: 1}', 'a: b', 'a:', '- a', 'a # c', 'a #: b', '"x" # c', '"x"#c'],
] as const

const KEYS = ['a', 'name', 'x y', '1', '0x1F', 'yes', '~', '1.5', '-k', 'a#b', '<<', '"q"', 'k:', 'a.b/c', '?'] as const

type Node = { s: string } | { m: [string, Node][] } | { q: Node[] }

const { node } = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ s: fc.constantFrom(...SCALARS) }),
    fc.record({ m: fc.array(fc.tuple(fc.constantFrom(...KEYS), tie('node')), { minLength: 1, maxLength: 4 }) }),
    fc.record({ q: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
  ),
}))

/** Block text of a node: compact sequences (`- k: v`), sequences at their key's indentation, comments. */
const lines = (n: Node, indent: number, style: number): string[] => {
  const pad = ' '.repeat(indent)
  if ('s' in n) return [`${pad}${n.s}`]
  if ('m' in n) {
    const out: string[] = []
    for (const [k, v] of n.m) {
      if ('s' in v) out.push(`${pad}${k}: ${v.s}${style % 3 === 0 ? ' # c' : ''}`)
      else {
        out.push(`${pad}${k}:${style % 4 === 1 ? ' # c' : ''}`)
        if (style % 5 === 2) out.push('')
        out.push(...lines(v, 'q' in v && style % 2 === 0 ? indent : indent + 2, style + 1))
      }
    }
    return out
  }
  const out: string[] = []
  for (const item of n.q) {
    const inner = lines(item, indent + 2, style + 1)
    const first = (inner[0] ?? '').slice(indent + 2)
    out.push(`${pad}-${style % 7 === 3 ? '  ' : ' '}${first}`.replace(/- {2}/, style % 7 === 3 ? '-  ' : '- '))
    out.push(...inner.slice(1))
  }
  return out
}

const docText = fc
  .tuple(
    node,
    fc.nat(50),
    fc.constantFrom('', '# head\n', '---\n', '--- # c\n', '\n  \n', '  '),
    fc.constantFrom('\n', '', '\n\n', '\n# end\n'),
  )
  .map(([n, style, head, tail]) => `${head}${lines(n, 0, style).join('\n')}${tail}`)

describe('readPlainBlock', () => {
  it('gives the general path’s JSON and root position on every document it takes', () => {
    let taken = 0
    let total = 0
    fc.assert(
      fc.property(docText, (text) => {
        total++
        if (agrees(text)) taken++
      }),
      { numRuns: numRuns(3000) },
    )
    // The generator aims at the edge of the subset: a good share must still be taken.
    expect(taken / total).toBeGreaterThan(0.1)
  })

  it('agrees with the general path on the conformance generator’s documents', () => {
    fc.assert(
      fc.property(yamlFileInput, ({ b64 }) => {
        for (const piece of kubectlPieces(Buffer.from(b64, 'base64'))) {
          if (piece.kind !== 'yaml') continue
          const d = decodeYamlBytes(piece.bytes)
          if (d.ok) agrees(d.text)
        }
      }),
      { numRuns: numRuns(1000) },
    )
  })

  it.each([
    ['a: 1\nb:\n- x\n- yy: [p, "q", \'r\']\n  z: {}\n', '{"a":1,"b":["x",{"yy":["p","q","r"],"z":{}}]}'],
    ['---\n# c\nk: -x\n', '{"k":"-x"}'],
    ['- - a\n  - b\n-\n- c # d\n', '[["a","b"],null,"c"]'],
  ])('%j', (text, json) => {
    expect(fast(text)?.json).toBe(json)
    expect(general(text).json).toBe(json)
  })

  it.each([
    'a: &x 1\n',
    'a: *x\n',
    'a: !!str 1\n',
    'a: |\n  x\n',
    'a: b\n  c\n',
    'a: "x\\ny"\n',
    'a:\tb\n',
    'a: b\r\n',
    'a: é\n',
    '<<: {}\n',
    'a: [b, [c]]\n',
    'a: [b?c]\n',
    'a: [b:c]\n',
    '"a": b\n',
    'a: b\n...\n',
    '%YAML 1.1\n---\na: b\n',
    'x\n',
    `${'k'.repeat(1001)}: v\n`,
  ])('leaves %j to the general path', (text) => {
    expect(readPlainBlock(text)).toBeUndefined()
  })

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ab:- #"\'[]{},\n\t&*!|>'.split('')) }), (text) => {
        readPlainBlock(text)
      }),
      { numRuns: numRuns(2000) },
    )
  })
})

const REALWORLD = join(__dirname, '../../../shared/realworld')

describe.runIf(existsSync(REALWORLD))('real manifests (../shared/realworld, read at test time)', () => {
  it('the fast path agrees with the general path on every document it takes, and takes most', () => {
    let taken = 0
    let total = 0
    for (const f of readdirSync(REALWORLD).filter((x) => x.endsWith('.json'))) {
      const entries = JSON.parse(readFileSync(join(REALWORLD, f), 'utf8')) as { yaml_text?: unknown }[]
      for (const e of entries) {
        if (typeof e.yaml_text !== 'string') continue
        for (const piece of kubectlPieces(new TextEncoder().encode(e.yaml_text))) {
          if (piece.kind !== 'yaml') continue
          const d = decodeYamlBytes(piece.bytes)
          if (!d.ok) continue
          total++
          if (agrees(d.text)) taken++
        }
      }
    }
    expect(total).toBeGreaterThan(0)
    console.log(`real manifests: the fast path took ${taken} of ${total} YAML documents`)
  })

  it('kubectlDocuments gives positions from the lazily parsed document', () => {
    const [d] = kubectlDocuments(new TextEncoder().encode('# c\n\nkind: Job\nspec:\n  x: 1\n'))
    expect(d?.ok && d.rootPos).toEqual({ line: 3, col: 1 })
    expect(d?.ok && d.source?.lines.linePos(d.source.doc.contents?.range?.[0] ?? -1)).toEqual({ line: 3, col: 1 })
  })
})
