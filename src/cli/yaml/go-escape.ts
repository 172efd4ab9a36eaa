/**
 * Strings as kubectl's YAML printer writes them when they hold a character
 * go-yaml v2 does not print raw: kubectl prints objects with
 * sigs.k8s.io/yaml (JSON, then go-yaml v2's emitter), which writes such a
 * string double-quoted with its escapes — C0 and C1 controls (U+0085 is
 * `\N`), DEL, U+FEFF, U+FFFE/U+FFFF and every character beyond U+FFFF
 * (`\U0001F600`). `go-emit.ts` writes the whole text.
 *
 * @module
 */

/** go-yaml v2's `is_printable`, per code point. */
const printable = (c: number): boolean =>
  c === 0x0a ||
  (c >= 0x20 && c <= 0x7e) ||
  (c >= 0xa0 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd && c !== 0xfeff) ||
  // A lone surrogate (no UTF-8 form) is printed as U+FFFD by Go's JSON, which is printable.
  (c >= 0xd800 && c <= 0xdfff)

/**
 * Whether go-yaml v2 writes `s` double-quoted because of a character it does not print raw.
 *
 * @example
 * needsGoYamlEscape('a\u0085b') // true
 * needsGoYamlEscape('é日本')     // false
 */
export const needsGoYamlEscape = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c >= 0x20 && c <= 0x7e) continue
    const cp = s.codePointAt(i) as number
    if (!printable(cp)) return true
    if (cp > 0xffff) i++
  }
  return false
}

const SHORT: Readonly<Record<number, string>> = {
  0x00: '0',
  0x07: 'a',
  0x08: 'b',
  0x09: 't',
  0x0a: 'n',
  0x0b: 'v',
  0x0c: 'f',
  0x0d: 'r',
  0x1b: 'e',
  0x22: '"',
  0x5c: '\\',
  0x85: 'N',
  0xa0: '_',
  0x2028: 'L',
  0x2029: 'P',
}

const hex = (c: number, width: number): string => c.toString(16).toUpperCase().padStart(width, '0')

/** go-yaml v2's `is_printable`, per code point (a lone surrogate counts: Go's JSON prints it as U+FFFD). */
export const printableForGoYaml = printable

/**
 * How go-yaml v2 writes code point `cp` inside a double-quoted scalar: its
 * escape, or `undefined` when it is written raw. Characters it does not print
 * raw, line breaks (LF, CR, U+0085, U+2028, U+2029), U+FEFF, `"` and `\\` are
 * escaped, as `\\x..`, `\\u....` or `\\U........` (upper-case hex) where no short
 * escape exists; with `all` (a scalar that starts with U+FEFF: go-yaml v2
 * tests for a byte-order mark at the start of the scalar, wherever it is),
 * every character.
 *
 * @example
 * goYamlEscape(0x85, false) // '\\N'
 * goYamlEscape(0x41, false) // undefined
 */
export const goYamlEscape = (cp: number, all: boolean): string | undefined => {
  const c = cp >= 0xd800 && cp <= 0xdfff ? 0xfffd : cp
  const escaped =
    !printable(c) || c === 0xfeff || c === 0x0a || c === 0x0d || c === 0x85 || c === 0x2028 || c === 0x2029
  if (!all && !escaped && c !== 0x22 && c !== 0x5c) return undefined
  const short = SHORT[c]
  return short !== undefined
    ? `\\${short}`
    : c <= 0xff
      ? `\\x${hex(c, 2)}`
      : c <= 0xffff
        ? `\\u${hex(c, 4)}`
        : `\\U${hex(c, 8)}`
}

/**
 * go-yaml v2's double-quoted scalar without line folding ({@link goYamlEscape}
 * per character; `go-emit.ts` writes it with folding).
 *
 * @example
 * goYamlDoubleQuoted('a\u0085b😀') // '"a\\Nb\\U0001F600"'
 */
export const goYamlDoubleQuoted = (s: string): string => {
  const all = s.charCodeAt(0) === 0xfeff
  let out = '"'
  for (const ch of s) {
    const cp = ch.codePointAt(0) as number
    out += goYamlEscape(cp, all) ?? (cp >= 0xd800 && cp <= 0xdfff ? '\ufffd' : ch)
  }
  return `${out}"`
}
