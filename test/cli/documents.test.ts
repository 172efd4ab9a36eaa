import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseManifests, type SourceDocument } from '../../src/cli/documents'
import { goYamlTimestamp } from '../../src/cli/yaml-schema'
import { kubectlDocuments } from '../../src/cli/yaml/kubectl-read'
import { parseJsonText } from '../../src/wire/json-text'
import { numRuns } from '../support/runs'
import { binaryString } from '../../conformance/generators/text'

const docs = (text: string): SourceDocument[] => {
  const r = parseManifests('f.yaml', text)
  for (const d of r) if (!('locate' in d)) throw new Error(`unexpected syntax problem: ${d.message}`)
  return r as SourceDocument[]
}

const JOB = `# a comment
apiVersion: batch/v1
kind: Job
metadata:
  name: pi
spec:
  template:
    metadata:
      labels: {app: pi}
    spec:
      containers:
        - name: pi
          image: perl
        - name: log
`

describe('parseManifests', () => {
  it('reads every document and drops empty ones', () => {
    const d = docs(`---\na: 1\n---\n# only a comment\n---\nb: 2\n---\n`)
    expect(d.map((x) => [x.index, x.value])).toEqual([
      ['0', { a: 1 }],
      ['2', { b: 2 }],
    ])
    expect(d.map((x) => x.start)).toEqual([
      { line: 2, col: 1 },
      { line: 6, col: 1 },
    ])
  })

  it('locates fields by Kubernetes field path, falling back to the nearest written ancestor', () => {
    const [d] = docs(JOB)
    expect(d?.locate('metadata.name')).toEqual({ line: 5, col: 3 })
    expect(d?.locate('spec.template.spec.containers[0].image')).toEqual({ line: 13, col: 11 })
    // missing field: the container it belongs to
    expect(d?.locate('spec.template.spec.containers[1].image')).toEqual({ line: 14, col: 11 })
    // template metadata is addressed without `metadata`
    expect(d?.locate('spec.template.labels')).toEqual({ line: 9, col: 7 })
    expect(d?.locate('spec.template.metadata.labels[app]')).toEqual({ line: 9, col: 16 })
    expect(d?.locate('spec.completions')).toEqual({ line: 6, col: 1 })
    expect(d?.locate('')).toEqual({ line: 2, col: 1 })
  })

  it('locates in JSON too', () => {
    const [d] = docs('{"apiVersion": "batch/v1", "kind": "Job",\n "metadata": {"name": "pi"}}')
    expect(d?.locate('metadata.name')).toEqual({ line: 2, col: 15 })
  })

  it('opens Lists into their items', () => {
    const d = docs(
      'apiVersion: v1\nkind: List\nitems:\n- kind: Job\n  metadata: {name: a}\n- kind: Job\n  metadata: {name: b}\n',
    )
    expect(d.map((x) => x.index)).toEqual(['0.items[0]', '0.items[1]'])
    expect(d[1]?.start).toEqual({ line: 6, col: 3 })
    expect(d[1]?.locate('metadata.name')).toEqual({ line: 7, col: 14 })
  })

  it('reads plain scalars as kubectl does (YAML 1.1, sigs.k8s.io/yaml)', () => {
    const [d] = docs(
      [
        'yes1: yes',
        'on1: on',
        'y1: y',
        'no1: No',
        'off1: OFF',
        'octal: 0644',
        'hex: 0x1F',
        'exp: 1e3',
        'sexagesimal: 1:30',
        'date: 2026-01-02',
        'time: 2026-01-02T03:04:05.120Z',
        'offset: 2026-01-02T03:04:05+00:00',
        'spaced: 2026-1-2 3:04:05',
        'badDate: 2026-02-30',
        'quoted: "yes"',
        'nothing: ~',
        'empty:',
      ].join('\n'),
    )
    expect(d?.value).toEqual({
      yes1: true,
      on1: true,
      y1: true,
      no1: false,
      off1: false,
      octal: 420,
      hex: 31,
      exp: 1000,
      sexagesimal: '1:30',
      // go-yaml v2 hands timestamps to interface{} targets as the text written
      date: '2026-01-02',
      time: '2026-01-02T03:04:05.120Z',
      offset: '2026-01-02T03:04:05+00:00',
      spaced: '2026-1-2 3:04:05',
      badDate: '2026-02-30',
      quoted: 'yes',
      nothing: null,
      empty: null,
    })
  })

  it('turns boolean and number keys into their JSON strings, as sigs.k8s.io/yaml does', () => {
    expect(docs('yes: 1\noff: 2\n3: 3\n')[0]?.value).toEqual({ true: 1, false: 2, '3': 3 })
  })

  it('keeps the last of duplicate keys, as kubectl does', () => {
    const [d] = docs('a: 1\nb: 2\na: 3\n')
    expect(d?.value).toEqual({ a: 3, b: 2 })
    expect(d?.locate('a')).toEqual({ line: 3, col: 1 })
  })

  it("reports a syntax error at its position and goes on with the file's other documents", () => {
    const r = parseManifests('f.yaml', 'a: 1\n---\nb: [1,\nc: 2\n---\nd: 4\n')
    expect(r.map((d) => ('locate' in d ? d.value : d.position.line))).toEqual([{ a: 1 }, 4, { d: 4 }])
    expect(parseManifests('f.yaml', 'a: 1\n  b: 2\n')).toMatchObject([
      {
        position: { line: 1, col: 4 },
        message: 'YAML syntax error: Nested mappings are not allowed in compact mappings',
      },
    ])
  })

  it("refuses alias bombs and self-referencing aliases as that document's error", () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...'bcdefg'.split('').map(
        (c, i) =>
          `${c}: &${c} [${Array(10)
            .fill('*' + 'abcdefg'[i])
            .join(', ')}]`,
      ),
    ].join('\n')
    const r = parseManifests('f.yaml', `kind: A\n---\n${bomb}\n---\nspec: &s {template: {spec: *s}}\n---\nkind: B\n`)
    expect(r.map((d) => ('locate' in d ? d.value : d.message))).toEqual([
      { kind: 'A' },
      'error converting YAML to JSON: yaml: document contains excessive aliasing',
      "error converting YAML to JSON: yaml: anchor 's' value contains itself",
      { kind: 'B' },
    ])
  })

  it('refuses a document whose JSON is larger than the API server takes, and deep nesting, with the other documents read', () => {
    const big = `a: &a "${'x'.repeat(1 << 20)}"\nb: [${Array(4).fill('*a').join(', ')}]\n`
    const deep = `${'['.repeat(300)}${']'.repeat(300)}\n`
    const r = parseManifests('f.yaml', `${big}---\n${deep}---\nkind: B\n`)
    expect(r.map((d) => ('locate' in d ? d.value : d.message))).toEqual([
      'Request entity too large: limit is 3145728',
      'nesting deeper than 256 levels (a limit of k8s-jobs)',
      { kind: 'B' },
    ])
  })

  it('keeps integers beyond 2^53 exact and reads words, octal and binary as kubectl does', () => {
    const [d] = docs('a: 123456789012345678\nb: e1\nc: 0o17\nd: !!binary aGk=\ne: 1e400\n')
    const v = d?.value as Record<string, unknown>
    expect(String((v['a'] as { text: string }).text)).toBe('123456789012345678')
    expect([v['b'], v['c'], v['d'], v['e']]).toEqual(['e1', 15, 'hi', '1e400'])
  })

  it('reports what kubectl cannot convert: .inf, NaN, NUL, invalid UTF-8', () => {
    for (const text of ['a: .inf\n', 'a: .nan\n', 'a: x\u0000\n'])
      expect('locate' in (parseManifests('f', text)[0] ?? {})).toBe(false)
    expect(parseManifests('f', new Uint8Array([0x61, 0x3a, 0x20, 0xff, 0x0a]))).toMatchObject([
      { message: 'error converting YAML to JSON: yaml: invalid leading UTF-8 octet' },
    ])
  })

  it('fuzz: never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          binaryString(),
          fc.constantFrom(JOB, '[', '{', '- - -', '&a *a', '!!binary x', '%YAML 1.2\n---\na'),
        ),
        (text) => {
          for (const d of parseManifests('f', text)) {
            if ('locate' in d) expect(d.locate('spec.template.spec.containers[0].image').line).toBeGreaterThan(0)
            else expect(d.message.length).toBeGreaterThan(0)
          }
        },
      ),
      { numRuns: numRuns(200) },
    )
  })
})

describe('goYamlTimestamp (go-yaml timestamps as json.Marshal prints them)', () => {
  it.each([
    ['2026-01-02', '2026-01-02T00:00:00Z'],
    ['2026-1-2', '2026-01-02T00:00:00Z'],
    ['2026-01-02T03:04:05Z', '2026-01-02T03:04:05Z'],
    ['2026-01-02t03:04:05Z', '2026-01-02T03:04:05Z'],
    ['2026-01-02T03:04:05.100000000Z', '2026-01-02T03:04:05.1Z'],
    ['2026-01-02T03:04:05.1234567891Z', '2026-01-02T03:04:05.123456789Z'],
    ['2026-01-02T03:04:05+05:30', '2026-01-02T03:04:05+05:30'],
    ['2026-01-02T03:04:05-00:00', '2026-01-02T03:04:05Z'],
    ['2026-01-02 03:04:05', '2026-01-02T03:04:05Z'],
    ['2024-02-29', '2024-02-29T00:00:00Z'],
  ])('%s → %s', (s, want) => {
    expect(goYamlTimestamp(s)).toBe(want)
  })

  it.each([
    '2026-01-02T03:04:05',
    '2026-02-29',
    '2026-13-01',
    '2026-01-02T24:00:00Z',
    '202-01-02',
    '2026-01-02 03:04:05Z',
    'x2026-01-02',
  ])('%s is not a go-yaml timestamp', (s) => {
    expect(goYamlTimestamp(s)).toBeUndefined()
  })
})

describe('documents read from YAML: the value of the JSON kubectl would send', () => {
  it('is what parseJsonText reads from that JSON (number literals kept, __proto__ an own key), block or flow YAML', () => {
    const scalar = fc.oneof(
      fc.constantFrom(
        '1.0',
        '1e3',
        '-0',
        '0',
        '-0.0',
        '12345678901234567',
        '9007199254740993',
        '1.5',
        '__proto__',
        '-0 ',
        '',
      ),
      fc.integer().map(String),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
      fc.string({ maxLength: 6 }),
    )
    const key = fc.oneof(fc.constantFrom('__proto__', 'a', '1', 'x-0', 'b.5'), fc.string({ maxLength: 4 }))
    const { value } = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, scalar, tie('list'), tie('map')),
      list: fc.array(tie('value'), { maxLength: 3 }),
      map: fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map((entries) => new Map(entries)),
    }))
    let top: Map<string, unknown> = new Map()
    // YAML text of our own: plain scalars are resolved by kubectl's rules (numbers stay literals).
    const yaml = (v: unknown, indent: string): string => {
      if (typeof v === 'string') return v === '' ? "''" : /^(?:\w|[-+.][0-9])[\w.+-]*$/.test(v) ? v : JSON.stringify(v)
      if (Array.isArray(v)) return v.length === 0 ? '[]' : `[${v.map((x) => yaml(x, '')).join(', ')}]`
      const entries = [...(v as Map<string, unknown>)]
      if (indent === '' && entries.length > 0 && v !== top)
        return `{${entries.map(([k, x]) => `${JSON.stringify(k)}: ${yaml(x, '')}`).join(', ')}}`
      return entries.length === 0
        ? '{}'
        : entries.map(([k, x]) => `\n${indent}${JSON.stringify(k)}: ${yaml(x, `${indent}  `)}`).join('')
    }
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 4 }), (entries) => {
        top = new Map(entries)
        const text = `a: 1${yaml(top, '')}\n`
        const [d] = kubectlDocuments(new TextEncoder().encode(text))
        expect(d?.ok).toBe(true)
        if (d === undefined || !d.ok || d.json === '') return
        const parsed = parseJsonText(d.json)
        const [doc] = parseManifests('f.yaml', text)
        expect(doc !== undefined && 'value' in doc ? doc.value : doc).toEqual(parsed.ok ? parsed.value : parsed)
      }),
      { numRuns: numRuns(300) },
    )
  })
})
