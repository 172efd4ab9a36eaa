/**
 * A JSON text parser for request bodies: like `JSON.parse`, but it also
 * reports the keys an object repeats (strict field validation rejects
 * them; a repeated key keeps its last value, at its last position), keeps number literals that JavaScript would print differently
 * (`1.0`, `1e3`, integers beyond 2^53) so that Go's errors can quote them,
 * and creates `__proto__` keys as own properties. Linear in the text;
 * errors are Go's `encoding/json` syntax errors.
 *
 * @module
 */
import { NumberLiteral, setOwn } from './read'

/**
 * A parsed JSON text: the value and the duplicated keys of each object.
 *
 * @example
 * const r = parseJsonText('{"a":1,"a":2}')
 * r.ok && r.duplicates.size // 1
 */
export type ParsedJsonText =
  | {
      readonly ok: true
      readonly value: unknown
      readonly duplicates: ReadonlyMap<object, readonly string[]>
      /** For the objects that repeat a key: every member, repeats included, in document order. */
      readonly members: ReadonlyMap<object, ReadonlyArray<readonly [string, unknown]>>
    }
  | {
      readonly ok: false
      readonly error: string
      /** Where an `invalid character` error's character is (its UTF-16 index in the text). */
      readonly at?: number
    }

const MAX_DEPTH = 10000

/** Error contexts inside a token, where the end of the input is reported as an invalid space. */
const INSIDE_TOKEN = /escape|numeric literal|^in literal /

/**
 * Go's quoting of the offending byte in syntax errors (`quoteChar`): Go's
 * scanner stops at a byte, so a non-ASCII character is named by its first
 * UTF-8 byte read as a code point (the byte-order mark U+FEFF is `'ï'`), with
 * `strconv.Quote`'s escapes.
 */
const quoteChar = (c: string): string => {
  const code = c.codePointAt(0) ?? 0
  // A lone surrogate reaches Go as U+FFFD (EF BF BD).
  return quoteByte(
    code >= 0xd800 && code <= 0xdfff
      ? 0xef
      : code < 0x80
        ? code
        : code < 0x800
          ? 0xc0 | (code >> 6)
          : code < 0x10000
            ? 0xe0 | (code >> 12)
            : 0xf0 | (code >> 18),
  )
}

/**
 * Go's `quoteChar` of one byte (read as a code point, with `strconv.Quote`'s escapes).
 *
 * @example
 * quoteByte(0x80) // "'\\u0080'"
 */
export const quoteByte = (byte: number): string => {
  if (byte === 0x27) return "'\\''"
  if (byte === 0x22) return `'"'`
  // strconv's named escapes: \a (7) to \r (13), and the backslash.
  if (byte >= 7 && byte <= 13) return `'\\${'abtnvfr'[byte - 7]}'`
  if (byte === 92) return "'\\\\'"
  if (byte < 0x20 || byte === 0x7f) return `'\\x${byte.toString(16).padStart(2, '0')}'`
  if ((byte >= 0x80 && byte <= 0xa0) || byte === 0xad) return `'\\u00${byte.toString(16)}'`
  return `'${String.fromCharCode(byte)}'`
}

/**
 * Parses JSON text.
 *
 * @example
 * parseJsonText('{"spec": {"parallelism": 1.0}}')
 * // ok: true, value.spec.parallelism is NumberLiteral { text: '1.0' }
 * parseJsonText('{').ok // false ('unexpected end of JSON input')
 */
export const parseJsonText = (text: string): ParsedJsonText => {
  const duplicates = new Map<object, string[]>()
  const members = new Map<object, Array<readonly [string, unknown]>>()
  let i = 0
  const n = text.length
  let error: string | undefined
  let errorAt: number | undefined

  const fail = (msg: string): undefined => {
    if (error === undefined) error = msg
    return undefined
  }
  const unexpected = (context: string): undefined => {
    // At the end of the input Go's scanner steps once more with a space: inside
    // an escape, a number or a literal that space is the invalid character.
    if (i >= n)
      return fail(INSIDE_TOKEN.test(context) ? `invalid character ' ' ${context}` : 'unexpected end of JSON input')
    const c = String.fromCodePoint(text.codePointAt(i) ?? 0)
    if (error === undefined) errorAt = i
    return fail(`invalid character ${quoteChar(c)} ${context}`)
  }
  const ws = (): void => {
    while (i < n) {
      const c = text.charCodeAt(i)
      if (c !== 32 && c !== 9 && c !== 10 && c !== 13) return
      i++
    }
  }

  const parseString = (): string | undefined => {
    // text[i] === '"'
    i++
    let out = ''
    let start = i
    while (i < n) {
      const c = text.charCodeAt(i)
      if (c === 34) {
        out += text.slice(start, i)
        i++
        return out
      }
      if (c === 92) {
        out += text.slice(start, i)
        const e = text[i + 1]
        switch (e) {
          case '"':
          case '\\':
          case '/':
            out += e
            i += 2
            break
          case 'b':
            out += '\b'
            i += 2
            break
          case 'f':
            out += '\f'
            i += 2
            break
          case 'n':
            out += '\n'
            i += 2
            break
          case 'r':
            out += '\r'
            i += 2
            break
          case 't':
            out += '\t'
            i += 2
            break
          case 'u': {
            const hex = text.slice(i + 2, i + 6)
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
              i += 2
              while (i < n && /[0-9a-fA-F]/.test(text[i] as string)) i++
              return unexpected('in \\u hexadecimal character escape')
            }
            out += String.fromCharCode(Number.parseInt(hex, 16))
            i += 6
            break
          }
          default:
            i++
            return unexpected('in string escape code')
        }
        start = i
        continue
      }
      if (c < 0x20) return unexpected('in string literal')
      i++
    }
    return fail('unexpected end of JSON input')
  }

  const parseNumber = (): number | NumberLiteral | undefined => {
    const start = i
    if (text[i] === '-') i++
    if (text[i] === '0') i++
    else if (i < n && text.charCodeAt(i) >= 49 && text.charCodeAt(i) <= 57) {
      while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++
    } else return unexpected('in numeric literal')
    if (text[i] === '.') {
      i++
      if (!(i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57))
        return unexpected('after decimal point in numeric literal')
      while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++
      if (text[i] === '+' || text[i] === '-') i++
      if (!(i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57))
        return unexpected('in exponent of numeric literal')
      while (i < n && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++
    }
    const literal = text.slice(start, i)
    const value = Number(literal)
    return String(value) === literal ? value : new NumberLiteral(literal)
  }

  const parseValue = (depth: number): unknown => {
    ws()
    if (i >= n) return fail('unexpected end of JSON input')
    if (depth > MAX_DEPTH) return fail('exceeded max depth')
    const c = text[i]
    switch (c) {
      case '{': {
        i++
        const obj: Record<string, unknown> = {}
        const seen = new Set<string>()
        const all: Array<readonly [string, unknown]> = []
        ws()
        if (text[i] === '}') {
          i++
          return obj
        }
        for (;;) {
          ws()
          if (text[i] !== '"') return unexpected('looking for beginning of object key string')
          const key = parseString()
          if (key === undefined) return undefined
          ws()
          if (text[i] !== ':') return unexpected('after object key')
          i++
          const value = parseValue(depth + 1)
          if (error !== undefined) return undefined
          if (seen.has(key)) {
            const list = duplicates.get(obj)
            if (list === undefined) duplicates.set(obj, [key])
            else if (!list.includes(key)) list.push(key)
            // The key moves to its last occurrence, where Go reads (and reports) the value it keeps.
            delete obj[key]
            members.set(obj, all)
          }
          all.push([key, value])
          seen.add(key)
          setOwn(obj, key, value)
          ws()
          if (text[i] === ',') {
            i++
            continue
          }
          if (text[i] === '}') {
            i++
            return obj
          }
          return unexpected('after object key:value pair')
        }
      }
      case '[': {
        i++
        const arr: unknown[] = []
        ws()
        if (text[i] === ']') {
          i++
          return arr
        }
        for (;;) {
          const value = parseValue(depth + 1)
          if (error !== undefined) return undefined
          arr.push(value)
          ws()
          if (text[i] === ',') {
            i++
            continue
          }
          if (text[i] === ']') {
            i++
            return arr
          }
          return unexpected('after array element')
        }
      }
      case '"':
        return parseString()
      default:
        if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return parseNumber()
    }
    if (c === 't' || c === 'f' || c === 'n') {
      const word = c === 't' ? 'true' : c === 'f' ? 'false' : 'null'
      if (text.startsWith(word, i)) {
        i += word.length
        return c === 't' ? true : c === 'f' ? false : null
      }
      let k = 0
      while (i < n && k < word.length && text[i] === word[k]) {
        i++
        k++
      }
      return unexpected(`in literal ${word} (expecting ${quoteChar(word[k] as string)})`)
    }
    return unexpected('looking for beginning of value')
  }

  try {
    const value = parseValue(0)
    if (error === undefined) {
      ws()
      if (i < n) unexpected('after top-level value')
    }
    if (error === undefined) return { ok: true, value, duplicates, members }
    return errorAt === undefined ? { ok: false, error } : { ok: false, error, at: errorAt }
  } catch {
    return { ok: false, error: 'exceeded max depth' }
  }
}
