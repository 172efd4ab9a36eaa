/**
 * Strings as kubectl's YAML printer writes them when they hold a character
 * go-yaml v2 does not print raw: kubectl prints objects with
 * sigs.k8s.io/yaml (JSON, then go-yaml v2's emitter), which writes such a
 * string double-quoted with its escapes — C0 and C1 controls (U+0085 is
 * `\N`), DEL, U+FEFF, U+FFFE/U+FFFF and every character beyond U+FFFF
 * (`\U0001F600`) — where the `yaml` package would write them raw.
 *
 * @module
 */
import type { ScalarTag } from 'yaml'

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

/**
 * go-yaml v2's double-quoted scalar (without line folding): the characters
 * it does not print raw, line breaks (LF, U+0085, U+2028, U+2029), U+FEFF,
 * `"` and `\\` escaped, as `\\x..`, `\\u....` or `\\U........` (upper-case
 * hex) where no short escape exists; in a string that starts with U+FEFF,
 * every character (go-yaml v2 tests for a byte-order mark at the start of
 * the scalar, wherever it is).
 *
 * @example
 * goYamlDoubleQuoted('a\u0085b😀') // '"a\\Nb\\U0001F600"'
 */
export const goYamlDoubleQuoted = (s: string): string => {
  // go-yaml v2's `is_bom` looks at the start of the scalar, not at the character: after a leading U+FEFF every character is escaped.
  const all = s.charCodeAt(0) === 0xfeff
  let out = '"'
  for (let i = 0; i < s.length; i++) {
    let cp = s.codePointAt(i) as number
    if (cp > 0xffff) i++
    else if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd
    const escaped =
      !printable(cp) || cp === 0xfeff || cp === 0x0a || cp === 0x0d || cp === 0x85 || cp === 0x2028 || cp === 0x2029
    if (!all && !escaped && cp !== 0x22 && cp !== 0x5c) {
      out += String.fromCodePoint(cp)
      continue
    }
    const short = SHORT[cp]
    out +=
      short !== undefined
        ? `\\${short}`
        : cp <= 0xff
          ? `\\x${hex(cp, 2)}`
          : cp <= 0xffff
            ? `\\u${hex(cp, 4)}`
            : `\\U${hex(cp, 8)}`
  }
  return `${out}"`
}

/**
 * A `yaml` package tag that writes {@link needsGoYamlEscape} strings as {@link goYamlDoubleQuoted} does.
 *
 * @example
 * import { stringify } from 'yaml'
 * stringify({ k: 'x😀' }, { customTags: [goEscapedString] }) // 'k: "x\\U0001F600"\n'
 */
export const goEscapedString: ScalarTag = {
  identify: (v) => typeof v === 'string' && needsGoYamlEscape(v),
  default: true,
  tag: 'tag:yaml.org,2002:str',
  resolve: (s) => s,
  stringify: (item) => goYamlDoubleQuoted(String(item.value)),
}
