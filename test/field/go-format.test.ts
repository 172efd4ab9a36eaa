import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  compareGoStrings,
  goFormatFloat,
  goFormatNumber,
  goJsonMarshal,
  goJsonString,
  goQuote,
  isGoPrintable,
} from '../../src/field/go-format'
import { numRuns } from '../support/runs'
import { binaryString } from '../../conformance/generators/text'

describe('goQuote (strconv.Quote / %q)', () => {
  // The cases the conformance README lists, plus strconv's own quote tests.
  it.each([
    ['', '""'],
    ['abc', '"abc"'],
    ['a"b\\c', '"a\\"b\\\\c"'],
    ['\u0007\b\f\n\r\t\v', '"\\a\\b\\f\\n\\r\\t\\v"'],
    ['a\u0001', '"a\\x01"'],
    ['a\u007f', '"a\\x7f"'],
    ['\u0000', '"\\x00"'],
    ['a\u00a0', '"a\\u00a0"'],
    ['b\u200b', '"b\\u200b"'],
    ['\ufeffa', '"\\ufeffa"'],
    ['\u0085', '"\\u0085"'],
    ['é', '"é"'],
    ['日本', '"日本"'],
    ['😀', '"😀"'],
    ['a\u0301', '"a\u0301"'],
    ['\u{e0001}', '"\\U000e0001"'],
    ['\u{f0000}', '"\\U000f0000"'],
    [' ', '" "'],
    ['\u2028', '"\\u2028"'],
  ])('%j quotes as %s', (input, expected) => {
    expect(goQuote(input)).toBe(expected)
  })

  it('renders lone surrogates as the invalid UTF-8 bytes Go would see', () => {
    expect(goQuote('a\ud800b')).toBe('"a\\xed\\xa0\\x80b"')
    expect(goQuote('\udfff')).toBe('"\\xed\\xbf\\xbf"')
  })

  it('agrees with JSON.stringify on printable ASCII without escapes', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ !#-[\]-~]*$/), (s) => {
        expect(goQuote(s)).toBe(JSON.stringify(s))
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('fuzz: goQuote never throws and always yields a double-quoted string', () => {
    fc.assert(
      fc.property(binaryString(), (s) => {
        const q = goQuote(s)
        expect(q.startsWith('"') && q.endsWith('"')).toBe(true)
      }),
      { numRuns: numRuns(500) },
    )
  })
})

describe('isGoPrintable (unicode.IsPrint)', () => {
  it('classifies letters, marks, symbols, ASCII space; not other spaces or format characters', () => {
    expect([0x20, 0x41, 0xe9, 0x301, 0x65e5, 0x1f600].map(isGoPrintable)).toEqual([true, true, true, true, true, true])
    expect([0x1f, 0x7f, 0x85, 0xa0, 0x200b, 0xfeff, 0x2028, 0xe000].map(isGoPrintable)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it("follows Go 1.26's Unicode 15.0, not the engine's newer tables", () => {
    // U+13460 (Egyptian hieroglyphs ext., Unicode 16), U+2EBF0 (CJK ext. I, 15.1), U+1CEC0 (Unicode 17):
    // unassigned for Go, escaped by %q; U+1FAF8 (15.0) printable.
    expect([0x13460, 0x2ebf0, 0x1cec0].map(isGoPrintable)).toEqual([false, false, false])
    expect(goQuote('\u{13460}')).toBe('"\\U00013460"')
    expect([0x1faf8, 0x10ffff, 0x10fffd, 0xe0100, 0x30000].map(isGoPrintable)).toEqual([true, false, false, true, true])
  })

  it('agrees with the engine on code points assigned before Unicode 15.0', () => {
    // Latin, Greek, Cyrillic, Hebrew, Arabic (to U+087F): no assignments since 15.0, so both agree.
    const classes = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u
    for (let cp = 0xa1; cp < 0x880; cp++) expect(isGoPrintable(cp)).toBe(classes.test(String.fromCodePoint(cp)))
  })
})

describe("isGoPrintable against Go's strconv.IsPrint table", () => {
  // test/fixtures/go-printable.json is Go's own table (conformance/oracle/cmd/goprint,
  // written by npm run generate:go-printable). The library corrects the engine's
  // Unicode classes with a generated list; on an engine whose Unicode tables are
  // newer than the list's (it says which), this test fails: regenerate the list.
  it('agrees on every code point', () => {
    const table = JSON.parse(readFileSync(new URL('../fixtures/go-printable.json', import.meta.url), 'utf8')) as {
      unicode: string
      ranges: [number, number][]
    }
    expect(table.unicode).toBe('15.0.0')
    const go = new Uint8Array(0x110000)
    for (const [first, last] of table.ranges) go.fill(1, first, last + 1)
    go.fill(1, 0x20, 0x7f)
    const differ: string[] = []
    for (let cp = 0; cp < 0x110000; cp++) {
      if (isGoPrintable(cp) !== (go[cp] === 1) && differ.length < 10) differ.push(cp.toString(16))
    }
    expect(differ).toEqual([])
  })
})

describe('goJsonString / goJsonMarshal (encoding/json)', () => {
  it('escapes <, > and & as Go does by default', () => {
    expect(goJsonString('<&>')).toBe('"\\u003c\\u0026\\u003e"')
  })
  it('writes control characters as short or \\u00XX escapes and leaves Unicode raw', () => {
    expect(goJsonString('\n\r\t\b\f\u0001\u001f')).toBe('"\\n\\r\\t\\b\\f\\u0001\\u001f"')
    expect(goJsonString('é\u00a0\u007f')).toBe('"é\u00a0\u007f"')
    expect(goJsonString('\u2028\u2029')).toBe('"\\u2028\\u2029"')
    expect(goJsonString('a\ud800')).toBe('"a\\ufffd"')
    expect(goJsonString('😀')).toBe('"😀"')
  })
  it('marshals arrays in order and objects with sorted keys', () => {
    expect(goJsonMarshal(['x', 'y'])).toBe('["x","y"]')
    expect(goJsonMarshal(null)).toBe('null')
    expect(goJsonMarshal(undefined)).toBe('null')
    expect(goJsonMarshal({ b: '1', a: ['<'] })).toBe('{"a":["\\u003c"],"b":"1"}')
    expect(goJsonMarshal({ '\u{10000}': 1, '\uffff': 2 })).toBe('{"\uffff":2,"\u{10000}":1}')
    expect(goJsonMarshal([1, 2.5, true, -0])).toBe('[1,2.5,true,-0]')
  })
  it('agrees with JSON.stringify on values without <, >, &, U+2028/9 or lone surrogates', () => {
    const safe = fc.jsonValue().filter((v) => !/[<>&\u2028\u2029\ud800-\udfff]/.test(JSON.stringify(v) ?? ''))
    fc.assert(
      fc.property(safe, (v) => {
        // Go writes -0 as "-0" (JSON.stringify writes "0"); compare with -0 read as 0
        const read = (text: string): unknown => JSON.parse(text, (_k, x: unknown) => (Object.is(x, -0) ? 0 : x))
        expect(read(goJsonMarshal(v))).toEqual(read(JSON.stringify(v)))
      }),
      { numRuns: numRuns(300) },
    )
  })
  it('fuzz: goJsonMarshal never throws on any value', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true, withBigInt: true }), (v) => {
        expect(typeof goJsonMarshal(v)).toBe('string')
      }),
      { numRuns: numRuns(500) },
    )
  })
  it('survives cyclic values', () => {
    const a: unknown[] = []
    a.push(a)
    expect(typeof goJsonMarshal(a)).toBe('string')
  })
})

describe('goFormatNumber / goFormatFloat (%v)', () => {
  it.each([
    [0, '0'],
    [-1, '-1'],
    [9007199254740991, '9007199254740991'],
    [0.5, '0.5'],
    [1234567.5, '1.2345675e+06'],
    [100000.5, '100000.5'],
    [0.0001, '0.0001'],
    [0.00001, '1e-05'],
    [1.5e-10, '1.5e-10'],
    [NaN, 'NaN'],
    [Infinity, '+Inf'],
    [-Infinity, '-Inf'],
  ])('%d prints as %s', (x, expected) => {
    expect(goFormatNumber(x)).toBe(expected)
  })
  it('keeps the sign of negative zero as a float', () => {
    expect(goFormatFloat(-0)).toBe('-0')
  })
})

describe('compareGoStrings (UTF-8 byte order)', () => {
  it('agrees with comparing UTF-8 bytes', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        const expected = Math.sign(Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8')))
        expect(compareGoStrings(a, b)).toBe(expected)
      }),
      { numRuns: numRuns(500) },
    )
  })
})
