import * as E from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { GoJson } from '../../src/cluster-selector/go-json'
import { parseGoJson } from '../../src/cluster-selector/go-json'
import { goQuote } from '../../src/field/go-format'
import { numRuns } from '../support/runs'

const syntaxError = (text: string): string | undefined => {
  const r = parseGoJson(text)
  return E.isLeft(r) ? r.left.message : undefined
}

/** Plain JS value of a GoJson tree, with duplicate members resolved last-wins (as JSON.parse does). */
const toPlain = (v: GoJson): unknown => {
  switch (v.kind) {
    case 'null':
      return null
    case 'bool':
      return v.value
    case 'number':
      return Number(v.text)
    case 'string':
      return v.value
    case 'array':
      return v.items.map(toPlain)
    case 'object': {
      const o: Record<string, unknown> = Object.create(null)
      for (const [k, x] of v.members) o[k] = toPlain(x)
      return o
    }
  }
}

describe('Go encoding/json syntax errors', () => {
  it.each([
    ['[{"not able to parse",}]', "invalid character ',' after object key"],
    ['', 'unexpected end of JSON input'],
    ['   ', 'unexpected end of JSON input'],
    ['[]x', "invalid character 'x' after top-level value"],
    [
      'federation.kubernetes.io/federation-control-plane=true',
      "invalid character 'e' in literal false (expecting 'a')",
    ],
    ['[1,]', "invalid character ']' looking for beginning of value"],
    ['[1 2]', "invalid character '2' after array element"],
    ['{"a":1 "b":2}', `invalid character '"' after object key:value pair`],
    ['{1:2}', "invalid character '1' looking for beginning of object key string"],
    ['{"a":1,}', "invalid character '}' looking for beginning of object key string"],
    ['[-x]', "invalid character 'x' in numeric literal"],
    ['[1.x]', "invalid character 'x' after decimal point in numeric literal"],
    ['[1ex]', "invalid character 'x' in exponent of numeric literal"],
    ['[01]', "invalid character '1' after array element"],
    ['["a\\qb"]', "invalid character 'q' in string escape code"],
    ['["\\u12G4"]', "invalid character 'G' in \\u hexadecimal character escape"],
    ['["a\nb"]', "invalid character '\\n' in string literal"],
    ["['a']", "invalid character '\\'' looking for beginning of value"],
    ['[nul', 'unexpected end of JSON input'],
    ['[nux]', "invalid character 'x' in literal null (expecting 'l')"],
    ['[tru]', "invalid character ']' in literal true (expecting 'e')"],
    ['["abc', 'unexpected end of JSON input'],
    ['[1.', 'unexpected end of JSON input'],
  ])('%j → %s', (text, message) => {
    expect(syntaxError(text)).toBe(message)
  })

  it('reports where the error is', () => {
    const r = parseGoJson('[{"not able to parse",}]')
    expect(E.isLeft(r) && r.left.offset).toBe(21)
  })

  it('nesting deeper than 10000 is an error, not a stack overflow', () => {
    expect(syntaxError('['.repeat(10000) + ']'.repeat(10000))).toBeUndefined()
    expect(syntaxError('['.repeat(10001) + ']'.repeat(10001))).toBe("invalid character '[' exceeded max depth")
    expect(syntaxError('['.repeat(200000))).toBe("invalid character '[' exceeded max depth")
  })
})

describe('Go encoding/json values', () => {
  it('keeps duplicate members in document order', () => {
    const r = parseGoJson('{"values":["usa"],"Values":["europe"],"values":["x"]}')
    expect(E.isRight(r) && r.right.kind === 'object' && r.right.members.map(([k]) => k)).toEqual([
      'values',
      'Values',
      'values',
    ])
  })
  it('decodes escapes and pairs surrogates; lone surrogates become U+FFFD', () => {
    const str = (text: string) => {
      const r = parseGoJson(text)
      return E.isRight(r) && r.right.kind === 'string' ? r.right.value : undefined
    }
    expect(str('"a\\"\\\\\\/\\b\\f\\n\\r\\t\\u00e9"')).toBe('a"\\/\b\f\n\r\té')
    expect(str('"\\ud83d\\ude00"')).toBe('😀')
    expect(str('"\\ud83d"')).toBe('\ufffd')
    expect(str('"\\ud83dx"')).toBe('\ufffdx')
    expect(str('"\\ude00"')).toBe('\ufffd')
    expect(str('"\\ud83d\\u0041"')).toBe('\ufffdA')
    expect(str('"\ud800"')).toBe('\ufffd')
    expect(str('"😀"')).toBe('😀')
  })

  it('fuzz: agrees with JSON.parse on generated JSON documents', () => {
    fc.assert(
      fc.property(fc.json({ depthSize: 'small' }), (text) => {
        const r = parseGoJson(text)
        expect(E.isRight(r)).toBe(true)
        if (E.isRight(r))
          expect(toPlain(r.right)).toEqual(
            JSON.parse(text, (_k, v) =>
              v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.assign(Object.create(null), v) : v,
            ),
          )
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('fuzz: never throws and accepts exactly what JSON.parse accepts (lone surrogates aside)', () => {
    const jsonish = fc.stringMatching(/^[\s\[\]{}",:0-9.eE+\-a-z\\]{0,30}$/)
    fc.assert(
      fc.property(fc.oneof(jsonish, fc.string(), fc.json()), (text) => {
        const r = parseGoJson(text)
        let ok = true
        try {
          JSON.parse(text)
        } catch {
          ok = false
        }
        expect(E.isRight(r)).toBe(ok)
      }),
      { numRuns: numRuns(2000) },
    )
  })
})

// The module quotes with the shared `goQuote` of src/field. Lone surrogates
// never reach it from an annotation: the decoder above turns them into U+FFFD,
// which Go prints raw.
describe('strconv.Quote', () => {
  it.each([
    ['bad key', '"bad key"'],
    ['', '""'],
    ['a"b\\c', '"a\\"b\\\\c"'],
    ['\x07\b\f\n\r\t\v', '"\\a\\b\\f\\n\\r\\t\\v"'],
    ['\x00\x1f\x7f', '"\\x00\\x1f\\x7f"'],
    ['é中😀', '"é中😀"'],
    ['\u00a0\u00ad\u200b', '"\\u00a0\\u00ad\\u200b"'],
    ['\u{e0001}', '"\\U000e0001"'],
    ['\ufffd', '"\ufffd"'],
  ])('%j → %s', (input, quoted) => {
    expect(goQuote(input)).toBe(quoted)
  })
})
