import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseJsonText } from '../../src/wire/json-text'
import { NumberLiteral } from '../../src/wire/read'
import { numRuns } from '../support/runs'

describe('parseJsonText', () => {
  test('duplicate keys are listed per object, the last value wins', () => {
    const r = parseJsonText('{"spec": {"parallelism": 1, "parallelism": 2}, "a": 1}')
    if (!r.ok) throw new Error(r.error)
    const spec = (r.value as { spec: object }).spec
    expect(spec).toEqual({ parallelism: 2 })
    expect(r.duplicates.get(spec)).toEqual(['parallelism'])
    expect(r.duplicates.size).toBe(1)
  })

  test('number literals JavaScript would print differently are kept', () => {
    const r = parseJsonText('[1, 1.0, 1e3, 12345678901234567890, -0]')
    expect(r.ok && r.value).toEqual([
      1,
      new NumberLiteral('1.0'),
      new NumberLiteral('1e3'),
      new NumberLiteral('12345678901234567890'),
      new NumberLiteral('-0'),
    ])
  })

  test('__proto__ is an own key', () => {
    const r = parseJsonText('{"__proto__": {"polluted": true}}')
    expect(r.ok && Object.keys(r.value as object)).toEqual(['__proto__'])
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })

  test.each([
    ['{', 'unexpected end of JSON input', undefined],
    ['{"a" 1}', "invalid character '1' after object key", 5],
    ['[1,]', "invalid character ']' looking for beginning of value", 3],
    ['{"a":1}x', "invalid character 'x' after top-level value", 7],
    ['tru', "invalid character ' ' in literal true (expecting 'e')", undefined],
    ['{"a\\', "invalid character ' ' in string escape code", undefined],
    ['"\\u12', "invalid character ' ' in \\u hexadecimal character escape", undefined],
    ['-', "invalid character ' ' in numeric literal", undefined],
    ['[1.', "invalid character ' ' after decimal point in numeric literal", undefined],
    ['1e+', "invalid character ' ' in exponent of numeric literal", undefined],
    ['{"a":1', 'unexpected end of JSON input', undefined],
    ['"ab', 'unexpected end of JSON input', undefined],
    ['\ufeff{}', "invalid character 'ï' looking for beginning of value", 0],
    ['nul!', "invalid character '!' in literal null (expecting 'l')", 3],
    ['"a\\q"', "invalid character 'q' in string escape code", 3],
    ['01', "invalid character '1' after top-level value", 1],
  ])('%s → %s (at %s)', (text, error, at) => {
    // `at`: the index of the character the error names; none when the input ends first.
    expect(parseJsonText(text)).toEqual(at === undefined ? { ok: false, error } : { ok: false, error, at })
  })

  test('fuzz: agrees with JSON.parse on JSON.stringify output', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = JSON.stringify(v)
        const r = parseJsonText(text)
        expect(r.ok).toBe(true)
        if (r.ok)
          expect(JSON.stringify(r.value, (_k, x) => (x instanceof NumberLiteral ? Number(x.text) : x))).toBe(text)
      }),
      { numRuns: numRuns(300) },
    )
  })

  test('fuzz: never throws on any string', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(typeof parseJsonText(s).ok).toBe('boolean')
      }),
      { numRuns: numRuns(500) },
    )
  })

  test('deep nesting is an error, not a crash', () => {
    expect(parseJsonText('['.repeat(20000) + ']'.repeat(20000))).toEqual({ ok: false, error: 'exceeded max depth' })
  })
})
