/**
 * Printing strings that come from manifests (kinds, apiVersions, names,
 * images) and from the file system (file names) so that no input can write
 * raw control characters, ANSI escapes, new lines or workflow commands
 * (`::warning …`) into a terminal or a CI log. kubectl quotes such strings
 * with Go's `%q`; so does the CLI, with the library's own `%q` ({@link goQuote}).
 *
 * File names may hold bytes that are not UTF-8. They are carried as
 * strings in which each such byte 0x80–0xFF is the lone surrogate
 * U+DC80–U+DCFF (Python's "surrogateescape"); {@link fileBytes} turns them
 * back into the exact bytes and the quoting prints them as `\xNN`.
 *
 * @module
 */
import { goQuote, isGoPrintable } from '../field/go-format'

/** Is `s` printed unchanged by Go's `%q` (apart from the quotes)? Scans char codes. */
const plainForGo = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c >= 0x20 && c < 0x7f) {
      if (c === 0x22 || c === 0x5c) return false
      continue
    }
    if (c < 0x80) return false
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1)
      if (!(d >= 0xdc00 && d <= 0xdfff)) return false
      if (!isGoPrintable(0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00))) return false
      i++
      continue
    }
    if (c >= 0xdc00 && c <= 0xdfff) return false
    if (!isGoPrintable(c)) return false
  }
  return true
}

/**
 * Go's `%q` of a string, with file-name escape surrogates (U+DC80–U+DCFF
 * without a high surrogate before them) printed as the byte they stand for,
 * `\xNN`, as Go prints an invalid UTF-8 byte.
 *
 * @example
 * quoted('a\u001b[31m') //=> '"a\\x1b[31m"'
 * quoted('caf\udce9')   //=> '"caf\\xe9"'
 */
export const quoted = (s: string): string => {
  let out = ''
  let start = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 0xd800 || c > 0xdfff) continue
    if (c <= 0xdbff) {
      const d = s.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) i++
      continue
    }
    if (c < 0xdc80 || c > 0xdcff) continue
    out += goQuote(s.slice(start, i)).slice(1, -1) + '\\x' + (c & 0xff).toString(16).padStart(2, '0')
    start = i + 1
  }
  return start === 0 ? goQuote(s) : `"${out}${goQuote(s.slice(start)).slice(1, -1)}"`
}

/**
 * A manifest or file-system string as it is shown where it is not already
 * between quotes: unchanged when Go's `%q` would leave it unchanged, it is
 * not empty, and it does not start with a space or `:` (so it can never
 * begin a workflow command); otherwise {@link quoted}.
 *
 * @example
 * shown('ConfigMap')          //=> 'ConfigMap'
 * shown('::warning::x')       //=> '"::warning::x"'
 * shown('a\nb')               //=> '"a\\nb"'
 */
export const shown = (s: string): string => {
  const first = s.charCodeAt(0)
  return s.length > 0 && first !== 0x20 && first !== 0x3a && plainForGo(s) ? s : quoted(s)
}

/**
 * A line of kubectl's text (its own quoting already applied) made safe to
 * print: every character Go's `%q` would escape, other than the quotes and
 * backslashes kubectl's text is made of, is written as `%q` writes it
 * (`\n`, `\x1b`, `\u202e`). Text without such characters is returned as is.
 *
 * @example
 * neutralized('spec: Invalid value: "x"') //=> 'spec: Invalid value: "x"'
 * neutralized('metadata.labels[a\u001b[31m]') //=> 'metadata.labels[a\\x1b[31m]'
 */
export const neutralized = (s: string): string => {
  let out = ''
  let start = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c >= 0x20 && c < 0x7f) continue
    let width = 1
    if (c >= 0x80) {
      if (c >= 0xd800 && c <= 0xdbff) {
        const d = s.charCodeAt(i + 1)
        if (d >= 0xdc00 && d <= 0xdfff) {
          if (isGoPrintable(0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00))) {
            i++
            continue
          }
          width = 2
        }
      } else if (!(c >= 0xdc00 && c <= 0xdfff) && isGoPrintable(c)) continue
    }
    out += s.slice(start, i) + quoted(s.slice(i, i + width)).slice(1, -1)
    start = i + width
    i += width - 1
  }
  return start === 0 ? s : out + s.slice(start)
}

/**
 * JSON text (from `JSON.stringify`) with every character Go's `%q` would
 * escape written as a `\uXXXX` escape: the same JSON value, but no raw C1
 * control, bidirectional override or line separator reaches a terminal.
 * (`JSON.stringify` already escapes C0 controls and lone surrogates.)
 *
 * @example
 * safeJson('"a\u009bb"') //=> '"a\\u009bb"'
 */
export const safeJson = (json: string): string => {
  let out = ''
  let start = 0
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i)
    if (c < 0x7f) continue
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = json.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff && isGoPrintable(0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00))) {
        i++
        continue
      }
    } else if (c >= 0x80 && !(c >= 0xdc00 && c <= 0xdfff) && isGoPrintable(c)) continue
    out += json.slice(start, i) + '\\u' + c.toString(16).padStart(4, '0')
    start = i + 1
  }
  return start === 0 ? json : out + json.slice(start)
}

/**
 * The exact bytes of a file name carried with escape surrogates (see the
 * module comment); other text is UTF-8.
 *
 * @example
 * fileBytes('caf\udce9') //=> Uint8Array [0x63, 0x61, 0x66, 0xe9]
 */
export const fileBytes = (name: string): Uint8Array => {
  const bytes: number[] = []
  for (let i = 0; i < name.length; i++) {
    let c = name.charCodeAt(i)
    if (c >= 0xdc80 && c <= 0xdcff) {
      bytes.push(c & 0xff)
      continue
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = name.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00)
        i++
      } else c = 0xfffd
    } else if (c >= 0xdc00 && c <= 0xdfff) c = 0xfffd
    if (c < 0x80) bytes.push(c)
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63))
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
    else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
  }
  return Uint8Array.from(bytes)
}

/**
 * Does `name` carry bytes that are not UTF-8 (escape surrogates)?
 *
 * @example
 * hasRawBytes('caf\udce9') //=> true
 * hasRawBytes('café')      //=> false
 */
export const hasRawBytes = (name: string): boolean => {
  for (let i = 0; i < name.length; i++) {
    const c = name.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = name.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) i++
      continue
    }
    if (c >= 0xdc80 && c <= 0xdcff) return true
  }
  return false
}

/**
 * A file name's bytes as text: UTF-8 decoded, each byte that is not part of
 * valid UTF-8 becoming its escape surrogate (the inverse of {@link fileBytes}).
 *
 * @example
 * fileName(Uint8Array.from([0x61, 0xff])) //=> 'a\udcff'
 */
export const fileName = (bytes: Uint8Array): string => {
  let out = ''
  const n = bytes.length
  for (let i = 0; i < n; ) {
    const b = bytes[i] as number
    if (b < 0x80) {
      out += String.fromCharCode(b)
      i++
      continue
    }
    const len = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0
    let cp = len === 2 ? b & 0x1f : len === 3 ? b & 0x0f : b & 0x07
    let ok = len > 0 && i + len <= n
    for (let k = 1; ok && k < len; k++) {
      const t = bytes[i + k] as number
      if ((t & 0xc0) !== 0x80) ok = false
      else cp = (cp << 6) | (t & 0x3f)
    }
    if (ok && len === 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) ok = false
    if (ok && len === 4 && (cp < 0x10000 || cp > 0x10ffff)) ok = false
    if (!ok) {
      out += String.fromCharCode(0xdc00 | b)
      i++
      continue
    }
    out += String.fromCodePoint(cp)
    i += len
  }
  return out
}

/**
 * A file name for JSON output: the name, with each byte that is not UTF-8
 * as U+FFFD (JSON text is Unicode).
 *
 * @example
 * fileText('caf\udce9.yaml') //=> 'caf\ufffd.yaml'
 */
export const fileText = (name: string): string =>
  hasRawBytes(name) ? name.replace(/(?<![\ud800-\udbff])[\udc80-\udcff]/g, '\ufffd') : name
