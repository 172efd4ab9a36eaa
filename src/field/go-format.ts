/**
 * Go's text renderings that Kubernetes error messages are built from:
 * `strconv.Quote` (the `%q` verb), `encoding/json.Marshal` (with its HTML
 * escaping) and the `%v` verb for numbers.
 *
 * JavaScript strings are UTF-16; Go strings are UTF-8 bytes. A well-formed
 * JavaScript string maps to exactly one UTF-8 string, so the renderings agree
 * byte for byte. A lone surrogate has no UTF-8 form: it is treated as the
 * three bytes WTF-8 would give it, which Go sees as invalid UTF-8 (`%q`
 * prints `\xed\xa0\x80`, JSON prints `\ufffd`).
 *
 * @module
 */

import { GO_UNPRINTABLE_NEWER } from './generated/go-printable'

const HEX = '0123456789abcdef'

const hex2 = (n: number): string => HEX[(n >> 4) & 15]! + HEX[n & 15]!
const hex4 = (n: number): string => hex2((n >> 8) & 255) + hex2(n & 255)

// Printable by the engine's tables: Unicode categories L, M, N, P, S.
const PRINTABLE = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u

// The code points assigned after Go's Unicode version (15.0), which the
// engine's newer tables call printable: [start0, end0, start1, end1, …],
// decoded on first use.
let newer: Int32Array | undefined

const decodeNewer = (): Int32Array => {
  // the numbers: base-32 digits, U+005D + digit before more digits, U+0028 + digit last
  const numbers: number[] = []
  let n = 0
  for (let i = 0; i < GO_UNPRINTABLE_NEWER.length; i++) {
    const c = GO_UNPRINTABLE_NEWER.charCodeAt(i)
    if (c < 0x5d) {
      numbers.push(n * 32 + c - 0x28)
      n = 0
    } else n = n * 32 + c - 0x5d
  }
  const out = new Int32Array(numbers.length)
  let prev = 0xa1
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    const start = prev + numbers[i]!
    const end = start + numbers[i + 1]!
    out[i] = start
    out[i + 1] = end
    prev = end + 1
  }
  return out
}

const isNewer = (codePoint: number): boolean => {
  newer ??= decodeNewer()
  // The last range starting at or before codePoint.
  let lo = 0
  let hi = newer.length / 2 - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (newer[2 * mid]! <= codePoint) lo = mid
    else hi = mid - 1
  }
  return newer[2 * lo]! <= codePoint && codePoint <= newer[2 * lo + 1]!
}

/**
 * Go's `unicode.IsPrint` (= `strconv.IsPrint`) for one code point, by Go
 * 1.26's Unicode 15.0 tables: letters, marks, numbers, punctuation, symbols
 * and the ASCII space. The categories come from the JavaScript engine, minus
 * a generated list of the code points assigned after Unicode 15.0 (up to
 * Unicode 17.0), so the answer is Go's on engines with Unicode 15.0 to 17.0
 * tables (Node 20 and later).
 *
 * @example
 * isGoPrintable(0x41)    //=> true
 * isGoPrintable(0xa0)    //=> false (no-break space)
 * isGoPrintable(0x200b)  //=> false (zero-width space, a format character)
 * isGoPrintable(0x13460) //=> false (assigned in Unicode 16.0)
 */
export const isGoPrintable = (codePoint: number): boolean => {
  if (codePoint < 0x7f) return codePoint >= 0x20
  if (codePoint < 0xa1) return false
  return PRINTABLE.test(String.fromCodePoint(codePoint)) && !isNewer(codePoint)
}

// The UTF-8 (WTF-8 for lone surrogates) bytes of one code unit, as `\xNN`.
const surrogateBytes = (unit: number): string =>
  '\\x' + hex2(0xe0 | (unit >> 12)) + '\\x' + hex2(0x80 | ((unit >> 6) & 0x3f)) + '\\x' + hex2(0x80 | (unit & 0x3f))

/**
 * Go's `strconv.Quote(s)`, which is what `fmt.Sprintf("%q", s)` prints for a
 * string: double quotes, `\"` and `\\`, the C escapes `\a \b \f \n \r \t \v`,
 * `\xNN` for other control bytes and DEL, `\uNNNN`/`\UNNNNNNNN` for
 * non-printable code points, and printable Unicode left as it is.
 *
 * @example
 * goQuote('a"b')       //=> '"a\\"b"'
 * goQuote('a\u0001')   //=> '"a\\x01"'
 * goQuote('a\u00a0')   //=> '"a\\u00a0"'
 * goQuote('日本')       //=> '"日本"'
 */
export const goQuote = (s: string): string => {
  let out = '"'
  let start = 0
  const n = s.length
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i)
    if (c >= 0x20 && c < 0x7f && c !== 0x22 && c !== 0x5c) continue
    let cp = c
    let width = 1
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = s.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00)
        width = 2
      }
    }
    if (cp >= 0x80 && !(cp >= 0xd800 && cp <= 0xdfff) && isGoPrintable(cp)) {
      i += width - 1
      continue
    }
    out += s.slice(start, i)
    start = i + width
    i += width - 1
    switch (cp) {
      case 0x22:
        out += '\\"'
        continue
      case 0x5c:
        out += '\\\\'
        continue
      case 0x07:
        out += '\\a'
        continue
      case 0x08:
        out += '\\b'
        continue
      case 0x0c:
        out += '\\f'
        continue
      case 0x0a:
        out += '\\n'
        continue
      case 0x0d:
        out += '\\r'
        continue
      case 0x09:
        out += '\\t'
        continue
      case 0x0b:
        out += '\\v'
        continue
    }
    if (cp < 0x20 || cp === 0x7f) out += '\\x' + hex2(cp)
    else if (cp >= 0xd800 && cp <= 0xdfff) out += surrogateBytes(cp)
    else if (cp < 0x10000) out += '\\u' + hex4(cp)
    else out += '\\U' + hex4(cp >>> 16) + hex4(cp & 0xffff)
  }
  return out + s.slice(start) + '"'
}

/**
 * A string as Go's `json.Marshal` writes it (HTML-safe escaping, as
 * apimachinery's error rendering gets it): `<`, `>` and `&` become `\u003c`,
 * `\u003e`, `\u0026`; U+2028/U+2029 are escaped; invalid UTF-16 becomes
 * `\ufffd`; other Unicode is written raw.
 *
 * @example
 * goJsonString('<&>') //=> '"\\u003c\\u0026\\u003e"'
 * goJsonString('é')   //=> '"é"'
 */
export const goJsonString = (s: string): string => {
  let out = '"'
  let start = 0
  const n = s.length
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i)
    let rep: string
    if (c < 0x20) {
      switch (c) {
        case 0x0a:
          rep = '\\n'
          break
        case 0x0d:
          rep = '\\r'
          break
        case 0x09:
          rep = '\\t'
          break
        case 0x08:
          rep = '\\b'
          break
        case 0x0c:
          rep = '\\f'
          break
        default:
          rep = '\\u00' + hex2(c)
      }
    } else if (c === 0x22) rep = '\\"'
    else if (c === 0x5c) rep = '\\\\'
    else if (c === 0x3c || c === 0x3e || c === 0x26) rep = '\\u00' + hex2(c)
    else if (c === 0x2028 || c === 0x2029) rep = '\\u' + hex4(c)
    else if (c >= 0xd800 && c <= 0xdfff) {
      if (c <= 0xdbff && i + 1 < n) {
        const d = s.charCodeAt(i + 1)
        if (d >= 0xdc00 && d <= 0xdfff) {
          i++
          continue
        }
      }
      rep = '\\ufffd'
    } else continue
    out += s.slice(start, i) + rep
    start = i + 1
  }
  return out + s.slice(start) + '"'
}

/**
 * Go's `strconv.FormatFloat(x, 'g', -1, 64)`, which `%v` prints for a
 * `float64`: the shortest digits that round-trip, in exponent form when the
 * exponent is below -4 or at least 6 (Go uses precision 6 for that decision
 * when printing the shortest form), the exponent signed and at least two
 * digits long.
 *
 * @example
 * goFormatFloat(0.5)       //=> '0.5'
 * goFormatFloat(1234567.5) //=> '1.2345675e+06'
 * goFormatFloat(NaN)       //=> 'NaN'
 */
export const goFormatFloat = (x: number): string => {
  if (Number.isNaN(x)) return 'NaN'
  if (x === Infinity) return '+Inf'
  if (x === -Infinity) return '-Inf'
  if (x === 0) return Object.is(x, -0) ? '-0' : '0'
  const e = x.toExponential() // shortest round-trip digits: "d.ddde+X"
  const at = e.indexOf('e')
  const exp = Number(e.slice(at + 1))
  if (exp < -4 || exp >= 6) return goExp(e.slice(0, at), exp)
  return String(x)
}

const goExp = (mantissa: string, exp: number): string => {
  const a = Math.abs(exp)
  return mantissa + 'e' + (exp < 0 ? '-' : '+') + (a < 10 ? '0' + a : String(a))
}

/**
 * A number as `%v` prints it for the Go type a Kubernetes validator would
 * have used: integers (Go `int`, `int32`, `int64`) in plain decimal, other
 * numbers as a Go `float64`.
 *
 * @example
 * goFormatNumber(-1)  //=> '-1'
 * goFormatNumber(0.5) //=> '0.5'
 */
export const goFormatNumber = (x: number): string =>
  Number.isInteger(x) && Math.abs(x) < 1e21 ? (Object.is(x, -0) ? '0' : x.toFixed(0)) : goFormatFloat(x)

// Go's json float64 encoding: like JavaScript's shortest form, with -0 kept.
const goJsonNumber = (x: number): string => {
  if (!Number.isFinite(x)) return goFormatFloat(x) // json.Marshal fails; %#v fallback
  if (Object.is(x, -0)) return '-0'
  return String(x)
}

/**
 * Byte order of two strings as Go compares them (UTF-8 bytes, i.e. code
 * point order), which differs from JavaScript's `<` (UTF-16 code units) when
 * astral characters meet U+E000–U+FFFF. With `from`, the comparison starts
 * at that index (for strings known to share their first `from` characters).
 *
 * @example
 * compareGoStrings('a', 'b')                 //=> -1
 * compareGoStrings('ab', 'ba', 1)            //=> 1 (only 'b' and 'a' are compared)
 * compareGoStrings('\uffff', '\u{10000}')    //=> -1 (JavaScript's < says the opposite)
 */
export const compareGoStrings = (a: string, b: string, from = 0): number => {
  const n = a.length < b.length ? a.length : b.length
  for (let i = from; i < n; i++) {
    let x = a.charCodeAt(i)
    let y = b.charCodeAt(i)
    if (x !== y) {
      if (x >= 0xd800 && y >= 0xd800) {
        x = x >= 0xe000 ? x - 0x800 : x + 0x2000
        y = y >= 0xe000 ? y - 0x800 : y + 0x2000
      }
      return x < y ? -1 : 1
    }
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1
}

/**
 * `json.Marshal` of a JSON-like value as Go would encode the equivalent Go
 * value: `null`/`undefined` → `null`, strings HTML-escaped, arrays in order,
 * objects (Go maps) with keys in byte order. Never throws: cycles and
 * non-JSON values (functions, symbols) become `null`.
 *
 * @example
 * goJsonMarshal(['x', 'y'])        //=> '["x","y"]'
 * goJsonMarshal({ b: '1', a: '<' }) //=> '{"a":"\\u003c","b":"1"}'
 */
export const goJsonMarshal = (value: unknown): string => marshal(value, 0)

const marshal = (value: unknown, depth: number): string => {
  if (depth > 1000) return 'null'
  switch (typeof value) {
    case 'string':
      return goJsonString(value)
    case 'number':
      return goJsonNumber(value)
    case 'bigint':
      return value.toString()
    case 'boolean':
      return value ? 'true' : 'false'
    case 'object': {
      if (value === null) return 'null'
      if (Array.isArray(value)) {
        let out = '['
        for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + marshal(value[i], depth + 1)
        return out + ']'
      }
      const keys = Object.keys(value).sort(compareGoStrings)
      let out = '{'
      for (let i = 0; i < keys.length; i++) {
        const k = keys[i]!
        const v = (value as Record<string, unknown>)[k]
        out += (i === 0 ? '' : ',') + goJsonString(k) + ':' + marshal(v, depth + 1)
      }
      return out + '}'
    }
    default:
      return 'null'
  }
}
