/**
 * A JSON reader that behaves like Go's `encoding/json` where the two differ
 * from `JSON.parse`, so that annotations are accepted and rejected exactly as
 * the federation controllers did:
 * - objects keep every member in document order, duplicates included, so the
 *   decoder can apply Go's "each member overwrites the field" rule (which also
 *   covers field names that differ only in case);
 * - `\uD800`-style escapes that do not form a surrogate pair (and raw lone
 *   surrogates) become U+FFFD, as in Go;
 * - syntax errors carry Go's scanner text (`invalid character ',' after
 *   object key`, `unexpected end of JSON input`) and the offset;
 * - nesting deeper than Go's 10000 levels is an error, never a stack overflow.
 *
 * The reader is iterative, total and never throws.
 *
 * @example
 * import * as E from '../wire/either'
 * parseGoJson('[1]')  //=> E.right({ kind: 'array', items: [{ kind: 'number', text: '1' }] })
 * parseGoJson('[1,]') //=> E.left({ message: "invalid character ']' looking for beginning of value", offset: 3 })
 */
import * as E from '../wire/either'
import { goQuote } from '../field/go-format'

/**
 * A decoded JSON value; objects keep all members in order.
 *
 * @example
 * const v: GoJson = { kind: 'object', members: [['key', { kind: 'string', value: 'a' }]] }
 */
export type GoJson =
  | { readonly kind: 'null' }
  | { readonly kind: 'bool'; readonly value: boolean }
  | { readonly kind: 'number'; readonly text: string }
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'array'; readonly items: readonly GoJson[] }
  | { readonly kind: 'object'; readonly members: ReadonlyArray<readonly [string, GoJson]> }

/**
 * A JSON syntax error: Go's `SyntaxError` text and where it was found
 * (a UTF-16 index into the text).
 *
 * @example
 * const e: GoJsonSyntaxError = { message: "invalid character ',' after object key", offset: 21 }
 */
export interface GoJsonSyntaxError {
  readonly message: string
  readonly offset: number
}

/** Go's `maxNestingDepth`. */
const MAX_DEPTH = 10000

const NULL: GoJson = { kind: 'null' }
const TRUE: GoJson = { kind: 'bool', value: true }
const FALSE: GoJson = { kind: 'bool', value: false }

/** Go's `quoteChar`: the offending character in single quotes. */
const quoteChar = (text: string, pos: number): string => {
  const cp = text.codePointAt(pos) ?? 0
  if (cp === 0x27) return "'\\''"
  if (cp === 0x22) return `'"'`
  const q = goQuote(String.fromCodePoint(cp))
  return "'" + q.slice(1, -1) + "'"
}

class Fail {
  constructor(readonly error: GoJsonSyntaxError) {}
}

interface ArrayFrame {
  readonly array: true
  readonly items: GoJson[]
}
interface ObjectFrame {
  readonly array: false
  readonly members: Array<readonly [string, GoJson]>
  key: string
}
type Frame = ArrayFrame | ObjectFrame

const isWs = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d
const isDigit = (c: number): boolean => c >= 48 && c <= 57
const hexValue = (c: number): number =>
  c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : c >= 65 && c <= 70 ? c - 55 : -1

/**
 * Parses `text` as Go's `json.Unmarshal` would scan it.
 *
 * @example
 * parseGoJson('{"a":1,"A":2}') // both members kept, in order
 */
export const parseGoJson = (text: string): E.Either<GoJsonSyntaxError, GoJson> => {
  try {
    return E.right(new Reader(text).read())
  } catch (e) {
    if (e instanceof Fail) return E.left(e.error)
    // Defensive: the reader only ever throws Fail.
    return E.left({ message: 'unexpected end of JSON input', offset: text.length })
  }
}

class Reader {
  private pos = 0
  private readonly n: number
  constructor(private readonly text: string) {
    this.n = text.length
  }

  private fail(message: string, offset = this.pos): never {
    throw new Fail({ message, offset })
  }
  private unexpectedEnd(): never {
    return this.fail('unexpected end of JSON input', this.n)
  }
  private invalid(context: string): never {
    return this.fail(`invalid character ${quoteChar(this.text, this.pos)} ${context}`)
  }
  private skipWs(): void {
    while (this.pos < this.n && isWs(this.text.charCodeAt(this.pos))) this.pos++
  }
  /** Skips whitespace and returns the next char code; fails at end of input. */
  private peek(): number {
    this.skipWs()
    if (this.pos >= this.n) this.unexpectedEnd()
    return this.text.charCodeAt(this.pos)
  }

  read(): GoJson {
    const stack: Frame[] = []
    // expect: 0 = a value, 1 = first array element or ']', 2 = first key or '}', 3 = a key
    let expect = 0
    for (;;) {
      let done: GoJson | undefined
      const c = this.peek()
      if (expect === 1 && c === 0x5d) {
        this.pos++
        done = { kind: 'array', items: (stack.pop() as ArrayFrame).items }
      } else if (expect === 2 && c === 0x7d) {
        this.pos++
        done = { kind: 'object', members: (stack.pop() as ObjectFrame).members }
      } else if (expect >= 2) {
        if (c !== 0x22) this.invalid('looking for beginning of object key string')
        const key = this.readString()
        if (this.peek() !== 0x3a) this.invalid('after object key')
        this.pos++
        ;(stack[stack.length - 1] as ObjectFrame).key = key
        expect = 0
        continue
      } else if (c === 0x7b || c === 0x5b) {
        if (stack.length >= MAX_DEPTH) this.invalid('exceeded max depth')
        this.pos++
        if (c === 0x7b) {
          stack.push({ array: false, members: [], key: '' })
          expect = 2
        } else {
          stack.push({ array: true, items: [] })
          expect = 1
        }
        continue
      } else {
        done = this.readScalar(c)
      }
      // A value is complete: attach it to its container, closing containers as needed.
      for (;;) {
        const top = stack[stack.length - 1]
        if (top === undefined) {
          this.skipWs()
          if (this.pos < this.n) this.invalid('after top-level value')
          return done
        }
        if (top.array) top.items.push(done)
        else top.members.push([top.key, done])
        const next = this.peek()
        if (next === 0x2c) {
          this.pos++
          expect = top.array ? 0 : 3
          break
        }
        if (top.array ? next === 0x5d : next === 0x7d) {
          this.pos++
          stack.pop()
          done = top.array ? { kind: 'array', items: top.items } : { kind: 'object', members: top.members }
          continue
        }
        this.invalid(top.array ? 'after array element' : 'after object key:value pair')
      }
    }
  }

  private readScalar(c: number): GoJson {
    if (c === 0x22) return { kind: 'string', value: this.readString() }
    if (c === 0x2d || isDigit(c)) return this.readNumber()
    if (c === 0x74) return this.readLiteral('true', TRUE)
    if (c === 0x66) return this.readLiteral('false', FALSE)
    if (c === 0x6e) return this.readLiteral('null', NULL)
    return this.invalid('looking for beginning of value')
  }

  private readLiteral(word: string, value: GoJson): GoJson {
    for (let i = 1; i < word.length; i++) {
      const p = this.pos + i
      if (p >= this.n) this.unexpectedEnd()
      if (this.text.charCodeAt(p) !== word.charCodeAt(i)) {
        this.pos = p
        this.invalid(`in literal ${word} (expecting ${quoteChar(word, i)})`)
      }
    }
    this.pos += word.length
    return value
  }

  private readNumber(): GoJson {
    const { text, n } = this
    const start = this.pos
    let p = start
    if (text.charCodeAt(p) === 0x2d) {
      p++
      if (p >= n) this.unexpectedEnd()
      if (!isDigit(text.charCodeAt(p))) {
        this.pos = p
        this.invalid('in numeric literal')
      }
    }
    if (text.charCodeAt(p) === 48) p++
    else while (p < n && isDigit(text.charCodeAt(p))) p++
    if (p < n && text.charCodeAt(p) === 0x2e) {
      p++
      if (p >= n) this.unexpectedEnd()
      if (!isDigit(text.charCodeAt(p))) {
        this.pos = p
        this.invalid('after decimal point in numeric literal')
      }
      while (p < n && isDigit(text.charCodeAt(p))) p++
    }
    if (p < n && (text.charCodeAt(p) | 0x20) === 0x65) {
      p++
      if (p < n && (text.charCodeAt(p) === 0x2b || text.charCodeAt(p) === 0x2d)) p++
      if (p >= n) this.unexpectedEnd()
      if (!isDigit(text.charCodeAt(p))) {
        this.pos = p
        this.invalid('in exponent of numeric literal')
      }
      while (p < n && isDigit(text.charCodeAt(p))) p++
    }
    this.pos = p
    return { kind: 'number', text: text.slice(start, p) }
  }

  /** Reads a string starting at the opening quote; returns its decoded value. */
  private readString(): string {
    const { text, n } = this
    let p = this.pos + 1
    let out = ''
    let chunk = p
    for (;;) {
      if (p >= n) this.unexpectedEnd()
      const c = text.charCodeAt(p)
      if (c === 0x22) {
        out += text.slice(chunk, p)
        this.pos = p + 1
        return out
      }
      if (c < 0x20) {
        this.pos = p
        this.invalid('in string literal')
      }
      if (c >= 0xd800 && c <= 0xdfff) {
        const d = p + 1 < n ? text.charCodeAt(p + 1) : 0
        if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
          p += 2
        } else {
          out += text.slice(chunk, p) + '\ufffd'
          p++
          chunk = p
        }
        continue
      }
      if (c !== 0x5c) {
        p++
        continue
      }
      out += text.slice(chunk, p)
      p++
      if (p >= n) this.unexpectedEnd()
      const e = text.charCodeAt(p)
      switch (e) {
        case 0x22:
        case 0x5c:
        case 0x2f:
          out += String.fromCharCode(e)
          p++
          break
        case 0x62:
          out += '\b'
          p++
          break
        case 0x66:
          out += '\f'
          p++
          break
        case 0x6e:
          out += '\n'
          p++
          break
        case 0x72:
          out += '\r'
          p++
          break
        case 0x74:
          out += '\t'
          p++
          break
        case 0x75: {
          p++
          const unit = this.readHex4(p)
          p += 4
          if (unit >= 0xd800 && unit <= 0xdbff) {
            // Go: a high surrogate only pairs with an immediately following \u low surrogate.
            if (text.charCodeAt(p) === 0x5c && text.charCodeAt(p + 1) === 0x75) {
              const low = this.tryHex4(p + 2)
              if (low >= 0xdc00 && low <= 0xdfff) {
                out += String.fromCharCode(unit, low)
                p += 6
                break
              }
            }
            out += '\ufffd'
          } else if (unit >= 0xdc00 && unit <= 0xdfff) {
            out += '\ufffd'
          } else {
            out += String.fromCharCode(unit)
          }
          break
        }
        default:
          this.pos = p
          this.invalid('in string escape code')
      }
      chunk = p
    }
  }

  /** Four hex digits at `p`, failing as Go's scanner does. */
  private readHex4(p: number): number {
    let v = 0
    for (let i = 0; i < 4; i++) {
      if (p + i >= this.n) this.unexpectedEnd()
      const h = hexValue(this.text.charCodeAt(p + i))
      if (h < 0) {
        this.pos = p + i
        this.invalid('in \\u hexadecimal character escape')
      }
      v = v * 16 + h
    }
    return v
  }

  /** Four hex digits at `p` if they are there, else -1 (no error: the scanner revisits them). */
  private tryHex4(p: number): number {
    let v = 0
    for (let i = 0; i < 4; i++) {
      const h = p + i < this.n ? hexValue(this.text.charCodeAt(p + i)) : -1
      if (h < 0) return -1
      v = v * 16 + h
    }
    return v
  }
}
