/**
 * Go's `strconv.Quote` (the `%q` verb), which upstream error texts use to
 * show keys and values.
 *
 * Printable runes are kept; `"` and `\` are escaped; the C escapes
 * `\a \b \f \n \r \t \v` are used where they exist; other control
 * characters become `\xHH`, other non-printable runes `\uHHHH` or
 * `\UHHHHHHHH`. A lone UTF-16 surrogate (which has no UTF-8 form) is shown
 * as U+FFFD, as Go would see it after the invalid bytes were replaced.
 *
 * @example
 * goQuote('bad key')   //=> '"bad key"'
 * goQuote('tab\there') //=> '"tab\\there"'
 */
export const goQuote = (s: string): string => {
  let out = '"'
  let plainFrom = 0
  const n = s.length
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i)
    if (c >= 0x20 && c < 0x7f && c !== 0x22 && c !== 0x5c) continue
    out += s.slice(plainFrom, i)
    let cp = c
    let width = 1
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = s.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00)
        width = 2
      }
    }
    if (width === 1 && cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd
    out += escapeRune(cp)
    i += width - 1
    plainFrom = i + 1
  }
  return out + s.slice(plainFrom) + '"'
}

const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u

const hex = (v: number, width: number): string => v.toString(16).padStart(width, '0')

const escapeRune = (cp: number): string => {
  if (cp === 0x22) return '\\"'
  if (cp === 0x5c) return '\\\\'
  if (cp === 0x20 || (cp > 0x7f && PRINTABLE.test(String.fromCodePoint(cp)))) {
    return String.fromCodePoint(cp)
  }
  switch (cp) {
    case 0x07:
      return '\\a'
    case 0x08:
      return '\\b'
    case 0x0c:
      return '\\f'
    case 0x0a:
      return '\\n'
    case 0x0d:
      return '\\r'
    case 0x09:
      return '\\t'
    case 0x0b:
      return '\\v'
  }
  if (cp < 0x20 || cp === 0x7f) return '\\x' + hex(cp, 2)
  if (cp < 0x10000) return '\\u' + hex(cp, 4)
  return '\\U' + hex(cp, 8)
}
