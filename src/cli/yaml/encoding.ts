/**
 * The bytes of one YAML document as go-yaml's reader (libyaml's) takes
 * them: UTF-8, or UTF-16 after a byte-order mark; invalid sequences and
 * control characters are errors with libyaml's texts. Line breaks are
 * normalised to `\n` (libyaml reads CR and CRLF as line breaks, the `yaml`
 * package only LF and CRLF).
 *
 * @module
 */

/** The text, or libyaml's reader error (without `yaml: `). */
export type Decoded = (
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly error: string; readonly prefix: string; readonly at: number }
) & {
  /** Some line break was CRLF. */
  readonly crlf?: boolean
}

const allowed = (c: number): boolean =>
  c === 0x09 ||
  c === 0x0a ||
  c === 0x0d ||
  (c >= 0x20 && c <= 0x7e) ||
  c === 0x85 ||
  (c >= 0xa0 && c <= 0xd7ff) ||
  (c >= 0xe000 && c <= 0xfffd) ||
  (c >= 0x10000 && c <= 0x10ffff)

const CONTROL = 'control characters are not allowed'

/** Code points gathered into a string in chunks (no argument list too long for `String.fromCodePoint`). */
class Text {
  private readonly parts: string[] = []
  private chunk: number[] = []

  push(c: number): void {
    this.chunk.push(c)
    if (this.chunk.length >= 8192) {
      this.parts.push(String.fromCodePoint(...this.chunk))
      this.chunk = []
    }
  }

  text(): string {
    return this.parts.join('') + String.fromCodePoint(...this.chunk)
  }

  /** The reader's error at byte `at`, with the text decoded before it. */
  fail(error: string, at: number): Decoded {
    return { ok: false, error, prefix: this.text(), at }
  }
}

/** Whether `b[from..]` is all printable ASCII, tab, LF or CR (most manifests): decoded in one call. */
const plainAscii = (b: Uint8Array, from: number): boolean => {
  for (let i = from; i < b.length; i++) {
    const c = b[i] as number
    if (c > 0x7e || (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d)) return false
  }
  return true
}

const ascii = new TextDecoder('utf-8')

const decodeUtf8 = (b: Uint8Array, from: number): Decoded => {
  if (plainAscii(b, from)) return { ok: true, text: ascii.decode(b.subarray(from)) }
  const out = new Text()
  let i = from
  const n = b.length
  while (i < n) {
    const o = b[i] as number
    const width = (o & 0x80) === 0 ? 1 : (o & 0xe0) === 0xc0 ? 2 : (o & 0xf0) === 0xe0 ? 3 : (o & 0xf8) === 0xf0 ? 4 : 0
    if (width === 0) return out.fail('invalid leading UTF-8 octet', i)
    if (i + width > n) return out.fail('incomplete UTF-8 octet sequence', i)
    let c = width === 1 ? o : width === 2 ? o & 0x1f : width === 3 ? o & 0x0f : o & 0x07
    for (let k = 1; k < width; k++) {
      const t = b[i + k] as number
      if ((t & 0xc0) !== 0x80) return out.fail('invalid trailing UTF-8 octet', i)
      c = (c << 6) | (t & 0x3f)
    }
    if (!(width === 1 || (width === 2 && c >= 0x80) || (width === 3 && c >= 0x800) || (width === 4 && c >= 0x10000)))
      return out.fail('invalid length of a UTF-8 sequence', i)
    if ((c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff) return out.fail('invalid Unicode character', i)
    if (!allowed(c)) return out.fail(CONTROL, i)
    out.push(c)
    i += width
  }
  return { ok: true, text: out.text() }
}

/** UTF-16 after its byte-order mark, little- or big-endian (one loop; `little` picks the byte order of a unit). */
const decodeUtf16 = (b: Uint8Array, little: boolean): Decoded => {
  const out = new Text()
  let i = 2
  const n = b.length
  const unit = (at: number) =>
    little ? (b[at] as number) | ((b[at + 1] as number) << 8) : ((b[at] as number) << 8) | (b[at + 1] as number)
  while (i < n) {
    if (i + 2 > n) return out.fail('incomplete UTF-16 character', i)
    let c = unit(i)
    if ((c & 0xfc00) === 0xdc00) return out.fail('unexpected low surrogate area', i)
    let width = 2
    if ((c & 0xfc00) === 0xd800) {
      if (i + 4 > n) return out.fail('incomplete UTF-16 surrogate pair', i)
      const c2 = unit(i + 2)
      if ((c2 & 0xfc00) !== 0xdc00) return out.fail('expected low surrogate area', i)
      c = 0x10000 + ((c & 0x3ff) << 10) + (c2 & 0x3ff)
      width = 4
    }
    if (!allowed(c)) return out.fail(CONTROL, i)
    out.push(c)
    i += width
  }
  return { ok: true, text: out.text() }
}

/**
 * Decodes a document's bytes as libyaml does, line breaks as `\n`.
 *
 * @example
 * decodeYamlBytes(new TextEncoder().encode('a: 1\r\n')) // { ok: true, text: 'a: 1\n' }
 */
export const decodeYamlBytes = (b: Uint8Array): Decoded => {
  let r: Decoded
  if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe) r = decodeUtf16(b, true)
  else if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff) r = decodeUtf16(b, false)
  else r = decodeUtf8(b, b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0)
  const raw = r.ok ? r.text : r.prefix
  if (!raw.includes('\r')) return r
  const lf = raw.replace(/\r\n?/g, '\n')
  const crlf = raw.includes('\r\n')
  return r.ok ? { ok: true, text: lf, crlf } : { ...r, prefix: lf, crlf }
}
