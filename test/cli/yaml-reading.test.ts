/**
 * `src/cli/yaml/`: manifests read as kubectl reads them (issue 24, "It reads
 * YAML differently from kubectl"). Examples pin answers of the oracle op
 * `yaml.toJSON` (the real sigs.k8s.io/yaml and kubectl's decoder); laws
 * check totality and that JSON is sent as written.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { kubectlDocuments } from '../../src/cli/yaml/kubectl-read'
import { numRuns } from '../support/runs'

const read = (text: string | Uint8Array) =>
  kubectlDocuments(typeof text === 'string' ? new TextEncoder().encode(text) : text).map((d) =>
    d.ok ? { json: d.json } : { error: d.error },
  )

describe('kubectlDocuments', () => {
  it.each([
    ['a: e1\nb: E5\nc: e+3\nd: -e2\ne: .e3\n', '{"a":"e1","b":"E5","c":"e+3","d":"-e2","e":".e3"}'],
    ['release: 2026-01-02\nt: 2026-01-02T03:04:05.120Z\n', '{"release":"2026-01-02","t":"2026-01-02T03:04:05.120Z"}'],
    ['a: 0o17\nb: 017\nc: 0x1F\nd: 0b11\ne: 1_000\nf: 1:30\n', '{"a":15,"b":15,"c":31,"d":3,"e":1000,"f":"1:30"}'],
    ['a: 9007199254740993\nb: 18446744073709551615\n', '{"a":9007199254740993,"b":18446744073709551615}'],
    [
      'a: !!binary aGk=\nb: 1e400\nc: -0.0\nd: yes\ne: off\nf: ~\n',
      '{"a":"hi","b":"1e400","c":-0,"d":true,"e":false,"f":null}',
    ],
    ['a: &x {b: 1}\nc: {b: 0, <<: *x}\nd: {<<: *x, b: 2}\n', '{"a":{"b":1},"c":{"b":1},"d":{"b":2}}'],
    ['1.5: a\n3: b\nyes: c\n', '{"1.5":"a","3":"b","true":"c"}'],
    ['{"a": 1,}', '{"a":1}'],
    ['a: 1\rb: 2\r', '{"a":1,"b":2}'],
  ])('%j is sent as %s', (text, json) => {
    expect(read(text)).toEqual([{ json }])
  })

  it.each([
    ['a: .inf\n', 'error converting YAML to JSON: json: unsupported value: +Inf'],
    ['a: .nan\n', 'error converting YAML to JSON: json: unsupported value: NaN'],
    ['a: "x"\u0000\n', 'error converting YAML to JSON: yaml: control characters are not allowed'],
    ['spec: &s {template: {spec: *s}}\n', "error converting YAML to JSON: yaml: anchor 's' value contains itself"],
    ['a: *b\n', "error converting YAML to JSON: yaml: unknown anchor 'b' referenced"],
    ['a: !!int 1.5\n', 'error converting YAML to JSON: yaml: cannot decode !!float `1.5` as a !!int'],
    ['~: x\n', 'error converting YAML to JSON: unsupported map key of type: %!s(<nil>), key: <nil>, value: "x"'],
    ['--- x\n', 'invalid Yaml document separator: x'],
  ])('%j is the error %s', (text, error) => {
    expect(read(text)).toEqual([{ error }])
  })

  it('reads invalid UTF-8 and UTF-16 as kubectl does', () => {
    expect(read(new Uint8Array([0x61, 0x3a, 0x20, 0xff, 0x0a]))).toEqual([
      { error: 'error converting YAML to JSON: yaml: invalid leading UTF-8 octet' },
    ])
    // kubectl's line reader appends a newline byte: a UTF-16 file ends on half a character
    expect(read(new Uint8Array([0xff, 0xfe, 0x61, 0, 0x3a, 0, 0x20, 0, 0x31, 0, 0x0a, 0]))).toEqual([
      { error: 'error converting YAML to JSON: yaml: incomplete UTF-16 character' },
    ])
  })

  it('never throws, and every document is JSON text or an error', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.string({ maxLength: 200 }), (bytes, text) => {
        for (const d of [...kubectlDocuments(bytes), ...kubectlDocuments(new TextEncoder().encode(text))]) {
          if (d.ok && d.json !== '') expect(() => JSON.parse(d.json)).not.toThrow()
          if (!d.ok) expect(d.error.length).toBeGreaterThan(0)
        }
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('sends a stream of JSON objects as written', () => {
    fc.assert(
      fc.property(fc.array(fc.dictionary(fc.string(), fc.jsonValue()), { minLength: 1, maxLength: 3 }), (objects) => {
        const texts = objects.map((o) => JSON.stringify(o))
        expect(read(texts.join('\n'))).toEqual(texts.map((json) => ({ json })))
      }),
      { numRuns: numRuns(200) },
    )
  })
})
