import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { secondBomText } from '../../src/cli/yaml/second-bom'

describe('secondBomText (go-yaml after a second byte-order mark)', () => {
  it('eats the first character of each line go-yaml reaches between tokens', () => {
    expect(secondBomText('\ufeffa: 1\nbb: 2\n', 100, false).text).toBe(' a: 1\n b: 2\n')
    // An empty line's LF is eaten as a character (LF breaks), its CR only (CRLF breaks).
    expect(secondBomText('\ufeffa: [1]\n\nbb: 2\n', 100, false).text).toBe(' a: [1]\n bb: 2\n')
    expect(secondBomText('\ufeffa: [1]\n\nbb: 2\n', 100, true).text).toBe(' a: [1]\n\n b: 2\n')
  })

  it("keeps the lines a scalar's scanner reads, and stops at the first read's end", () => {
    expect(secondBomText('\ufeffa: |\n  x\n\n  y\nbb: 1\n', 100, false).text).toBe(' a: |\n  x\n\n  y\n b: 1\n')
    expect(secondBomText('\ufeffa: 1\nbb: 2\ncc: 3\n', 10, false).text).toBe(' a: 1\n b: 2\ncc: 3\n')
  })

  it('leaves a text without the mark as it is, and changes no line of one with it', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            'a',
            ' ',
            '\n',
            ':',
            '-',
            '#',
            '"',
            "'",
            '|',
            '>',
            '[',
            '{',
            '}',
            ',',
            '!',
            '&',
            '*',
            '.',
          ),
        }),
        fc.nat(600),
        fc.boolean(),
        (s, limit, crlf) => {
          expect(secondBomText(s.replace(/^\ufeff/, ''), limit, crlf).text).toBe(s.replace(/^\ufeff/, ''))
          const out = secondBomText(`\ufeff${s}`, limit, crlf).text
          expect(out.length === s.length + 1 || out.length === s.length).toBe(true)
          // Only characters made spaces (or the mark dropped): every other character stays.
          const kept = out.length === s.length ? out : out.slice(1)
          for (let i = 0; i < s.length; i++) expect(kept[i] === s[i] || kept[i] === ' ').toBe(true)
        },
      ),
    )
  })
})
