/** Laws of the CLI's quoting (src/cli/quote.ts) and "did you mean" (src/cli/suggest.ts). */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { goQuote, isGoPrintable } from '../../src/field/go-format'
import { fileUri } from '../../src/cli/report-sarif'
import { fileBytes, fileName, neutralized, quoted, safeJson, shown } from '../../src/cli/quote'
import { suggestion } from '../../src/cli/suggest'
import { numRuns } from '../support/runs'
import { binaryString } from '../../conformance/generators/text'

const printableOnly = (s: string): boolean => [...s].every((c) => isGoPrintable(c.codePointAt(0) as number))
const anyString = fc.oneof(binaryString(), fc.string({ unit: 'grapheme' }), fc.string())
const bytes = fc.uint8Array({ maxLength: 24 })

describe('quote', () => {
  it('quoted is Go %q for text without escape surrogates', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(quoted(s)).toBe(goQuote(s))
      }),
      { numRuns: numRuns(500) },
    )
  })

  it('shown, quoted and neutralized never print a character %q escapes', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        for (const out of [shown(s), quoted(s), neutralized(s)]) expect(printableOnly(out)).toBe(true)
        expect(shown(s) === s || shown(s) === quoted(s)).toBe(true)
        expect(/^[ :]/.test(shown(s))).toBe(false)
      }),
      { numRuns: numRuns(500) },
    )
  })

  it('safeJson is the same JSON value, with only printable characters', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        const json = safeJson(JSON.stringify({ s }))
        expect(JSON.parse(json)).toEqual({ s })
        expect(printableOnly(json)).toBe(true)
      }),
      { numRuns: numRuns(500) },
    )
  })

  it('file names: bytes → text → bytes is the identity; %q prints invalid bytes as \\xNN', () => {
    fc.assert(
      fc.property(bytes, (b) => {
        expect([...fileBytes(fileName(b))]).toEqual([...b])
        expect(printableOnly(quoted(fileName(b)))).toBe(true)
      }),
      { numRuns: numRuns(500) },
    )
    expect(quoted(fileName(Uint8Array.from([0x63, 0xe9, 0x0a])))).toBe('"c\\xe9\\n"')
    expect(fileName(Buffer.from('日本.yaml'))).toBe('日本.yaml')
  })

  it('SARIF URIs are RFC 3986: unreserved characters and / as they are, every other byte %XX', () => {
    fc.assert(
      fc.property(bytes, (b) => {
        fc.pre(fileName(b) !== '-') // standard input's name
        const uri = fileUri(fileName(b))
        expect(uri).toMatch(/^(?:[A-Za-z0-9\-._~/]|%[0-9A-F]{2})*$/)
        // Percent-decoding gives the name's bytes back.
        const decoded = uri.replace(/%([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
        expect(Buffer.from(decoded, 'latin1').equals(Buffer.from(b))).toBe(true)
      }),
      { numRuns: numRuns(300) },
    )
    expect(fileUri('a b/#?%.yaml')).toBe('a%20b/%23%3F%25.yaml')
    expect(fileUri('日.yaml')).toBe('%E6%97%A5.yaml')
    expect(fileUri('-')).toBe('stdin')
  })
})

describe('suggestion', () => {
  it.each([
    ['valdiate', 'validate'],
    ['VALIDATE', 'validate'],
    ['stat', 'status'],
    ['simlate', 'simulate'],
    ['deploy', undefined],
    ['x', undefined],
  ])('%s → %s', (typed, want) => {
    expect(suggestion(typed, ['validate', 'create', 'convert', 'select', 'place', 'simulate', 'status'])).toBe(want)
  })
})
