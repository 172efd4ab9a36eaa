/**
 * A manifest file cut into documents as kubectl cuts it (apimachinery's
 * `NewYAMLOrJSONDecoder(file, 4096)`, which its resource builder reads):
 *
 * - when the first non-space character of the first 4,096 bytes is `{`, a
 *   stream of JSON values, each sent as written; when the first or second
 *   value is not JSON, the rest is read as YAML from there (so JSON with a
 *   trailing comma is read as YAML, as kubectl does);
 * - otherwise YAML documents separated by lines that start with `---`
 *   (anything but spaces and a comment after it is an error), CRLF read as
 *   LF, a leading `---` line kept in the document that follows it.
 *
 * kubectl stops at the first error; here an error is one entry and the
 * documents after it are still read, as the decoder would go on.
 *
 * @module
 */
import { parseJsonText, quoteByte } from '../../wire/json-text'

/** One piece of a file, with the 1-based line it starts on. */
export type Piece =
  | { readonly kind: 'yaml'; readonly bytes: Uint8Array; readonly line: number }
  | { readonly kind: 'json'; readonly text: string; readonly line: number }
  | { readonly kind: 'error'; readonly error: string; readonly line: number; readonly yamlFallback?: Piece }

const isGoSpace = (c: number): boolean => c === 0x20 || (c >= 0x09 && c <= 0x0d) || c === 0x85 || c === 0xa0

/** Go's `unicode.IsSpace` over UTF-8 at `i`: the width of a space there, else 0. */
const spaceWidth = (b: Uint8Array, i: number): number => {
  const c = b[i] as number
  if (c < 0x80) return isGoSpace(c) ? 1 : 0
  if (c === 0xc2) return b[i + 1] === 0x85 || b[i + 1] === 0xa0 ? 2 : 0
  if (c === 0xe1 && b[i + 1] === 0x9a && b[i + 2] === 0x80) return 3
  if (c === 0xe2) {
    const c1 = b[i + 1] as number
    const c2 = b[i + 2] as number
    if (c1 === 0x80 && ((c2 >= 0x80 && c2 <= 0x8a) || c2 === 0xa8 || c2 === 0xa9 || c2 === 0xaf)) return 3
    if (c1 === 0x81 && c2 === 0x9f) return 3
  }
  if (c === 0xe3 && b[i + 1] === 0x80 && b[i + 2] === 0x80) return 3
  return 0
}

const looksLikeJson = (b: Uint8Array): boolean => {
  const end = Math.min(b.length, 4096)
  let i = 0
  while (i < end) {
    const w = spaceWidth(b, i)
    if (w === 0) break
    i += w
  }
  return i < end && b[i] === 0x7b
}

const countLines = (b: Uint8Array, from: number, to: number): number => {
  let n = 0
  for (let i = from; i < to; i++) if (b[i] === 0x0a) n++
  return n
}

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true })

/** The width of the UTF-8 sequence at `i` as Go's `utf8.DecodeRune` reads it, 0 for an invalid byte. */
const goRuneWidth = (b: Uint8Array, i: number): number => {
  const c = b[i] as number
  if (c < 0x80) return 1
  const w = runeWidth(b, i)
  // runeWidth refuses a valid U+FFFD (EF BF BD) too.
  return w !== 0 || (c === 0xef && b[i + 1] === 0xbf && b[i + 2] === 0xbd) ? (w === 0 ? 3 : w) : 0
}

/**
 * A JSON value's bytes as text, each invalid byte one U+FFFD as Go reads it
 * (`TextDecoder` replaces a maximal invalid sequence once).
 */
const jsonText = (b: Uint8Array): string => {
  let ascii = true
  for (let i = 0; i < b.length && ascii; i++) ascii = (b[i] as number) < 0x80
  if (ascii) return utf8.decode(b)
  let out = ''
  for (let i = 0; i < b.length; ) {
    const w = goRuneWidth(b, i)
    out += w === 0 ? '\ufffd' : utf8.decode(b.subarray(i, i + w))
    i += w === 0 ? 1 : w
  }
  return out
}

/**
 * A JSON syntax error as Go's scanner words it: it stops at a byte and names
 * that byte (`'\\u0080'` for a stray continuation byte), where the text parser
 * names the character there (U+FFFD for an invalid byte). `at`: the
 * character's index in {@link jsonText}'s text of `b`.
 */
const byteError = (b: Uint8Array, error: string, at: number | undefined): string => {
  if (at === undefined) return error
  let i = 0
  for (let k = 0; k < at && i < b.length; ) {
    const w = goRuneWidth(b, i)
    k += w === 4 ? 2 : 1
    i += w === 0 ? 1 : w
  }
  const byte = b[i]
  if (byte === undefined || byte < 0x80) return error
  return error.replace(
    /^invalid character '(?:[^'\\]|\\.)+'|^invalid character '\\''/,
    `invalid character ${quoteByte(byte)}`,
  )
}

const isJsonSpace = (c: number | undefined) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d

/** The end of the JSON value at `i` (after spaces), or `undefined` at the end of input; structure only. */
const valueEnd = (b: Uint8Array, i: number): number => {
  const first = b[i]
  if (first === 0x22) {
    for (let j = i + 1; j < b.length; j++) {
      if (b[j] === 0x5c) j++
      else if (b[j] === 0x22) return j + 1
    }
    return b.length
  }
  if (first === 0x7b || first === 0x5b) {
    let depth = 0
    for (let j = i; j < b.length; j++) {
      const c = b[j]
      if (c === 0x22) {
        j++
        while (j < b.length && b[j] !== 0x22) j += b[j] === 0x5c ? 2 : 1
      } else if (c === 0x7b || c === 0x5b) depth++
      else if (c === 0x7d || c === 0x5d) {
        depth--
        if (depth === 0) return j + 1
      }
    }
    return b.length
  }
  let j = i
  while (j < b.length && !isJsonSpace(b[j]) && b[j] !== 0x7b && b[j] !== 0x5b && b[j] !== 0x22 && b[j] !== 0x2c) j++
  return j === i ? i + 1 : j
}

/**
 * Where the YAML decoder starts after a JSON failure at `q` (the end of the
 * last value read): past spaces up to and including the first newline, as
 * apimachinery's `consumeWhitespace` reads them, four bytes at a time. It
 * gives up (`undefined`) when fewer than four bytes are left to read or the
 * next rune is not valid UTF-8 (Go's `utf8.RuneError`, U+FFFD included).
 */
const yamlRestart = (b: Uint8Array, q: number): number | undefined => {
  let r = q
  for (;;) {
    if (b.length - r < 4) return undefined
    const w = runeWidth(b, r)
    if (w === 0) return undefined
    const sw = spaceWidth(b, r)
    if (sw === 0) return r
    r += sw
    if (b[r - 1] === 0x0a) return r
  }
}

/** The width of the valid UTF-8 rune at `i` (not U+FFFD), or 0 (Go's `utf8.DecodeRune` answering `RuneError`). */
const runeWidth = (b: Uint8Array, i: number): number => {
  const c = b[i] as number
  if (c < 0x80) return 1
  const width = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0
  if (width === 0 || i + width > b.length) return 0
  let cp = width === 2 ? c & 0x1f : width === 3 ? c & 0x0f : c & 0x07
  for (let k = 1; k < width; k++) {
    const t = b[i + k] as number
    if ((t & 0xc0) !== 0x80) return 0
    cp = (cp << 6) | (t & 0x3f)
  }
  if ((width === 3 && cp < 0x800) || (width === 4 && (cp < 0x10000 || cp > 0x10ffff))) return 0
  if ((cp >= 0xd800 && cp <= 0xdfff) || cp === 0xfffd) return 0
  return width
}

/** The YAML documents of `b` from byte `from` (the file's line `line` there). */
const yamlPieces = (b: Uint8Array, from: number, line: number, out: Piece[]): void => {
  let p = from
  let ln = line
  let start = -1
  let startLine = ln
  let parts: Uint8Array[] = []
  const n = b.length
  const emit = () => {
    if (parts.length > 0) {
      let size = 0
      for (const x of parts) size += x.length
      const bytes = new Uint8Array(size)
      let k = 0
      for (const x of parts) {
        bytes.set(x, k)
        k += x.length
      }
      out.push({ kind: 'yaml', bytes, line: startLine })
    }
    parts = []
    start = -1
  }
  while (p < n) {
    let nl = b.indexOf(0x0a, p)
    const hasNl = nl >= 0
    if (!hasNl) nl = n
    let lineEnd = nl
    if (hasNl && lineEnd > p && b[lineEnd - 1] === 0x0d) lineEnd--
    const lineBytes = b.subarray(p, lineEnd)
    const here = ln
    p = hasNl ? nl + 1 : n
    ln++
    if (lineBytes[0] === 0x2d && lineBytes[1] === 0x2d && lineBytes[2] === 0x2d) {
      const rest = utf8.decode(lineBytes.subarray(3)).trim()
      if (rest !== '' && rest[0] !== '#') {
        parts = []
        start = -1
        out.push({ kind: 'error', error: `invalid Yaml document separator: ${rest}`, line: here })
        continue
      }
      if (start >= 0) {
        emit()
        continue
      }
    }
    if (start < 0) {
      start = here
      startLine = here
    }
    parts.push(lineBytes, NEWLINE)
  }
  emit()
}

const NEWLINE = new Uint8Array([0x0a])

/**
 * The documents of a file, as kubectl's decoder reads them.
 *
 * @example
 * kubectlPieces(new TextEncoder().encode('a: 1\n---\nb: 2\n')).map((p) => p.line) // [1, 3]
 */
export const kubectlPieces = (b: Uint8Array): Piece[] => {
  const out: Piece[] = []
  if (!looksLikeJson(b)) {
    yamlPieces(b, 0, 1, out)
    return out
  }
  let p = 0
  let count = 0
  for (;;) {
    while (p < b.length && isJsonSpace(b[p])) p++
    if (p >= b.length) return out
    const end = valueEnd(b, p)
    const value = b.subarray(p, end)
    const text = jsonText(value)
    const parsed = parseJsonText(text)
    const line = 1 + countLines(b, 0, p)
    // (A literal cut by the end, `nul`, is the scanner's error at the space it steps after the end: Go's decoder
    // answers io.ErrUnexpectedEOF for it too.)
    const truncated =
      end >= b.length &&
      !parsed.ok &&
      (/end of JSON input/.test(parsed.error) ||
        (parsed.at === undefined && parsed.error.startsWith("invalid character ' '")))
    if (parsed.ok && !truncated) {
      out.push({ kind: 'json', text, line })
      count++
      p = end
      continue
    }
    const error = truncated || parsed.ok ? 'unexpected EOF' : byteError(value, parsed.error, parsed.at)
    if (count > 1) {
      out.push({ kind: 'error', error, line })
      return out
    }
    // Back to YAML after the last value read, past spaces up to the first newline.
    let q = p
    while (q > 0 && isJsonSpace(b[q - 1])) q--
    const r = yamlRestart(b, q)
    if (r === undefined) {
      // The decoder gives up on YAML: this Decode answers the JSON error (after an unexpected end, the last
      // one kubectl reads), a syntax error's next Decode neither.
      if (truncated) {
        out.push({ kind: 'error', error, line })
        return out
      }
      out.push({ kind: 'error', error: `json: offset ${end}: ${error}`, line })
      out.push({ kind: 'error', error: 'decoding failed as both JSON and YAML', line })
      return out
    }
    const rest: Piece[] = []
    yamlPieces(b, r, 1 + countLines(b, 0, r), rest)
    const [first, ...others] = rest
    if (first === undefined) return out
    out.push({ kind: 'error', error: truncated ? error : `json: offset ${end}: ${error}`, line, yamlFallback: first })
    out.push(...others)
    return out
  }
}
