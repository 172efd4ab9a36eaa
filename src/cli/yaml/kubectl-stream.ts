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
import { parseJsonText } from '../../wire/json-text'

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

const utf8 = new TextDecoder('utf-8')

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
    const text = utf8.decode(b.subarray(p, end))
    const parsed = parseJsonText(text)
    const line = 1 + countLines(b, 0, p)
    const truncated = end >= b.length && !parsed.ok && /end of JSON input/.test(parsed.error)
    if (parsed.ok && !truncated) {
      out.push({ kind: 'json', text, line })
      count++
      p = end
      continue
    }
    const error = truncated ? 'unexpected EOF' : parsed.ok ? 'unexpected EOF' : parsed.error
    if (count > 1) {
      out.push({ kind: 'error', error, line })
      return out
    }
    // Back to YAML after the last value read, past spaces up to the first newline.
    let q = p
    while (q > 0 && isJsonSpace(b[q - 1])) q--
    let r = q
    while (r < b.length) {
      const w = spaceWidth(b, r)
      if (w === 0) break
      r += w
      if (b[r - 1] === 0x0a) break
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
