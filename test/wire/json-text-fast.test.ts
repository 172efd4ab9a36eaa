import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseJsonText } from '../../src/wire/json-text'
import { parseRequestJson } from '../../src/wire/json-text-fast'
import { NumberLiteral } from '../../src/wire/read'
import { numRuns } from '../support/runs'

/** The parse as comparable data: values (NumberLiteral kept as such), key order, duplicates and members. */
const view = (r: ReturnType<typeof parseJsonText>): unknown => {
  if (!r.ok) return { error: r.error }
  const dups: unknown[] = []
  const mems: unknown[] = []
  const walk = (v: unknown): unknown => {
    if (v instanceof NumberLiteral) return { literal: v.text }
    if (typeof v !== 'object' || v === null) return Object.is(v, -0) ? '-0' : v
    if (Array.isArray(v)) return v.map(walk)
    const d = r.duplicates.get(v)
    if (d !== undefined) dups.push(d)
    const m = r.members.get(v)
    if (m !== undefined) mems.push(m.map(([k]) => k))
    return Object.keys(v).map((k) => [k, walk((v as Record<string, unknown>)[k])])
  }
  return { value: walk(r.value), dups, mems }
}

/** JSON texts with repeated keys, number literals, `__proto__`, escapes and syntax errors mixed in. */
const texts = fc.oneof(
  fc.json(),
  fc.jsonValue().map((v) => JSON.stringify(v, null, 1)),
  fc
    .array(
      fc.tuple(
        fc.constantFrom('a', 'b', '__proto__', 'kind', 'x"y', 'é\\u00e9'),
        fc.constantFrom(
          '1',
          '1.0',
          '-0',
          '0',
          '1e3',
          '12345678901234567890',
          '123456789012345',
          '"s"',
          '[1,2]',
          '{}',
          'null',
          'tru',
          '01',
          '-',
        ),
      ),
      { maxLength: 6 },
    )
    .map((members) => `{${members.map(([k, v]) => `"${k}":${v}`).join(',')}}`),
  fc.string(),
)

describe('parseRequestJson', () => {
  test('gives what parseJsonText gives, for any text', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(view(parseRequestJson(text))).toEqual(view(parseJsonText(text)))
      }),
      { numRuns: numRuns(2000) },
    )
  })

  test('repeated keys, literals and deep nesting take parseJsonText', () => {
    const dup = parseRequestJson('{"a":1,"b":{"c":1,"c":2}}')
    expect(dup.ok && dup.duplicates.size).toBe(1)
    const lit = parseRequestJson('{"a":[1.0,-0,1.5]}')
    expect(lit.ok && (lit.value as { a: unknown[] }).a).toEqual([
      new NumberLiteral('1.0'),
      new NumberLiteral('-0'),
      1.5,
    ])
    const deep = '['.repeat(10001) + ']'.repeat(10001)
    expect(parseRequestJson(deep)).toEqual(parseJsonText(deep))
    expect(parseRequestJson('{"a":1,}')).toEqual(parseJsonText('{"a":1,}'))
  })
})
