/**
 * The label-selector string parser (`labels.Parse`): a char-code lexer with
 * one token of lookahead and the same recursive descent as upstream, so that
 * every accepted string, every requirement and every error message is the
 * same. Runs in linear time and never throws.
 *
 * Lexing facts kept from upstream: only space, `\t`, `\r` and `\n` separate
 * tokens; NUL ends the input at the start of a token and ends (and is
 * consumed with) a token it follows; `in`/`notin` are keywords only where an
 * operator is expected.
 *
 * @module
 */
import type * as E from 'fp-ts/lib/Either.js'
import { formatInvalidString } from '../field/format'
import { compareGoStrings } from '../field/go-format'
import { goSortByKey } from './go-sort'
import { isAlnum, isLabelKey, isLabelValue, isNameChar, isQualifiedName } from './names'
import { parseGoInt64 } from './int64'
import { aggregateTexts, eachValueError } from './requirement'
import type { Operator, Requirement, Selector, SelectorError } from './types'

// fp-ts's Either values, built here: importing fp-ts's constructors would
// bring most of fp-ts/Either into every bundle that parses a selector.
const left = <L>(l: L): E.Either<L, never> => ({ _tag: 'Left', left: l })
const right = <A>(a: A): E.Either<never, A> => ({ _tag: 'Right', right: a })

// Token kinds (upstream's tokens; `in` and `notin` are identifiers, which
// only the operator position reads as keywords). Typed `number`: the
// current kind changes with every `advance`, which TypeScript's narrowing
// of `this.kind` does not see.
const EOS: number = 1
const CLOSE_PAR: number = 2
const COMMA: number = 3
const NOT: number = 4
const DOUBLE_EQUALS: number = 5
const EQUALS: number = 6
const GREATER: number = 7
const IDENT: number = 8
const LESS: number = 9
const NOT_EQUALS: number = 10
const OPEN_PAR: number = 11

// Token text by kind (EOS, ), ,, !, ==, =, >, IDENT, <, !=, ().
const SPECIAL_TEXT: readonly string[] = ['', '', ')', ',', '!', '==', '=', '>', '', '<', '!=', '(']

// The operator of each symbol token that is one.
const SYMBOL_OPERATORS: Readonly<Record<number, Operator>> = {
  [DOUBLE_EQUALS]: '==',
  [EQUALS]: '=',
  [GREATER]: 'gt',
  [LESS]: 'lt',
  [NOT_EQUALS]: '!=',
}

/**
 * One table read per character tells the lexer all it needs of an ASCII
 * character: the NAME bit for the label name characters [-A-Za-z0-9_.]
 * (ALNUM too for [A-Za-z0-9]), 0 for the other identifier characters, and
 * a non-zero low part for the characters that end an identifier: SPACE for
 * whitespace (only space, `\t`, `\r` and `\n`), the token kind for a
 * symbol (`=` is EQUALS) and EOS for NUL. Characters from 128 up are
 * identifier characters (0).
 */
const NAME = 16
const ALNUM = 32
const SPACE = 15
const LEX: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128)
  for (let c = 0; c < 128; c++) if (isNameChar(c)) t[c] = isAlnum(c) ? NAME | ALNUM : NAME
  for (const c of [9, 10, 13, 32]) t[c] = SPACE
  SPECIAL_TEXT.forEach((text, kind) => {
    if (text.length === 1) t[text.charCodeAt(0)] = kind
  })
  t[0] = EOS
  return t
})()

/** Lexer + parser state for one input. */
class Parser {
  private pos = 0
  /** current (lookahead) token */
  private kind = 0
  /** the current identifier's text (symbols leave it as it was: see {@link text}) */
  private lit = ''
  /**
   * whether the current identifier is a valid label value and a valid label
   * key without prefix: 1–63 name characters, alphanumeric at both ends
   * (such keys and values need no second look)
   */
  private plain = false
  /** whether every value of the requirement being read is a valid label value */
  private valuesOk = true
  /** the values of the `(…)` list being read */
  private readonly scratch: string[] = []
  constructor(private readonly s: string) {
    this.advance()
  }

  /** Lexes the next token into kind/lit (upstream's Lex). */
  private advance(): void {
    const s = this.s
    const n = s.length
    let pos = this.pos
    // skipWhiteSpaces(read()); the end of the input reads as NUL
    let c: number
    let k: number
    do {
      c = pos < n ? s.charCodeAt(pos++) : 0
      k = c < 128 ? LEX[c]! : 0
    } while (k === SPACE)
    if (k === EOS) {
      this.pos = pos
      this.kind = EOS
      return
    }
    if ((k & 15) !== 0) {
      // a symbol; a second char can only extend '=' or '!' to '==' / '!='
      const c2 = pos < n ? s.charCodeAt(pos) : -1
      if (c2 === 0)
        pos++ // NUL ends the token and is consumed
      else if (c2 === 0x3d && (k === EQUALS || k === NOT)) {
        k = k === EQUALS ? DOUBLE_EQUALS : NOT_EQUALS
        pos++
        if (pos < n && s.charCodeAt(pos) === 0) pos++
      }
      this.pos = pos
      this.kind = k
      return
    }
    // an identifier; `all` keeps the NAME bit only while every character has it
    const start = pos - 1
    let end = n
    let next = n
    let all = k
    for (let i = pos; i < n; i++) {
      const d = s.charCodeAt(i)
      const f = d < 128 ? LEX[d]! : 0
      if ((f & 15) !== 0) {
        end = i
        next = d === 0 ? i + 1 : i
        break
      }
      all &= f
    }
    const len = end - start
    this.pos = next
    this.kind = IDENT
    this.plain = (all & NAME) !== 0 && len <= 63 && (k & LEX[s.charCodeAt(end - 1)]! & ALNUM) !== 0
    // the keywords without a new string each time (one per set-based requirement)
    if (len === 2 && c === 0x69 && s.charCodeAt(start + 1) === 0x6e) this.lit = 'in'
    else if (len === 5 && c === 0x6e && s.startsWith('notin', start)) this.lit = 'notin'
    else this.lit = s.slice(start, end)
  }

  /** The current token's text, for error messages. */
  private text(): string {
    return this.kind === IDENT ? this.lit : SPECIAL_TEXT[this.kind]!
  }

  /**
   * Unwinds on the first error inside a requirement, throwing its message
   * with upstream's prefix: a string, which nothing else in the parser
   * throws; never escapes `parse`. (The errors between requirements are
   * thrown by `parse` itself, without the prefix; no try/catch per
   * requirement adds it.)
   */
  private fail(message: string): never {
    throw 'unable to parse requirement: ' + message
  }

  parse(): Requirement[] {
    const reqs: Requirement[] = []
    for (;;) {
      const tok = this.kind
      if (tok === IDENT || tok === NOT) {
        reqs.push(this.parseRequirement())
        const t = this.kind
        if (t === EOS) return reqs
        if (t !== COMMA) throw `found '${this.text()}', expected: ',' or 'end of string'`
        this.advance()
        if (this.kind !== IDENT && this.kind !== NOT) throw `found '${this.text()}', expected: identifier after ','`
      } else if (tok === EOS) return reqs
      else throw `found '${this.text()}', expected: !, identifier, or 'end of string'`
    }
  }

  private parseRequirement(): Requirement {
    // parseKeyAndInferOperator
    let operator: Operator | undefined
    if (this.kind === NOT) {
      operator = '!'
      this.advance()
    }
    if (this.kind !== IDENT) this.fail(`found '${this.text()}', expected: identifier`)
    const key = this.lit
    if (!this.plain && !isLabelKey(key)) this.fail(formatInvalidString('<nil>', key, isQualifiedName(key).join('; ')))
    this.advance()
    const next = this.kind
    if ((next === EOS || next === COMMA) && operator === undefined) operator = 'exists'
    if (operator !== undefined) return this.build(key, operator, [])
    // parseOperator: `in` and `notin` are keywords here only
    const opLit = this.lit
    const op: Operator | undefined =
      next === IDENT ? (opLit === 'in' || opLit === 'notin' ? opLit : undefined) : SYMBOL_OPERATORS[next]
    if (op === undefined) this.fail(`found '${this.text()}', expected: in, notin, =, ==, !=, gt, lt`)
    this.advance()
    this.valuesOk = true
    const values = next === IDENT ? this.parseValues() : this.parseExactValue()
    return this.build(key, op, values)
  }

  /** Records whether a value just read (the current token) is a valid label value. */
  private checkValue(): void {
    if (this.valuesOk && !this.plain && !isLabelValue(this.lit)) this.valuesOk = false
  }

  // The key is already valid and the value count always fits the operator
  // here; the values were checked as they were read. Only a failure needs
  // the full (upstream-ordered) report: `labels.NewRequirement`'s, which for
  // such a requirement has value errors only (all `Invalid value` ones).
  private build(key: string, op: Operator, values: string[]): Requirement {
    let ok = this.valuesOk
    if ((op === 'gt' || op === 'lt') && parseGoInt64(values[0]!) === undefined) ok = false
    if (!ok) {
      const messages: string[] = []
      eachValueError(key, op, values, (field, value, detail) =>
        messages.push(formatInvalidString(field, value, detail)),
      )
      this.fail(aggregateTexts(messages))
    }
    return { key, operator: op, values }
  }

  // "(" values ")": returns the sorted, de-duplicated list (sets.List()).
  private parseValues(): string[] {
    if (this.kind !== OPEN_PAR) this.fail(`found '${this.text()}' expected: '('`)
    this.advance()
    const t = this.kind
    if (t === IDENT || t === COMMA) {
      const s = this.parseIdentifiersList()
      this.advance() // the ')' that parseIdentifiersList saw
      return sortedUnique(s, this.valuesOk)
    }
    if (t === CLOSE_PAR) {
      this.advance()
      return ['']
    }
    return this.fail(`found '${this.text()}', expected: ',', ')' or identifier`)
  }

  // The values up to the `)` (left as the current token), the current token
  // being a value or a comma. An empty value stands before a leading comma,
  // between two commas and after a trailing one. The values are gathered in
  // `scratch` (reused by every list) and copied once into an array of their
  // exact length ({@link exactCopy}).
  private parseIdentifiersList(): string[] {
    const s = this.scratch
    let n = 0
    if (this.kind === COMMA) s[n++] = ''
    for (;;) {
      if (this.kind === IDENT) {
        this.checkValue()
        s[n++] = this.lit
        this.advance()
        if (this.kind === CLOSE_PAR) return exactCopy(s, n)
        if (this.kind !== COMMA) this.fail(`found '${this.text()}', expected: ',' or ')'`)
      }
      // a comma
      this.advance()
      const t = this.kind
      if (t === CLOSE_PAR || t === COMMA) {
        s[n++] = ''
        if (t === CLOSE_PAR) return exactCopy(s, n)
      } else if (t !== IDENT) this.fail(`found '${this.text()}', expected: ',', or identifier`)
    }
  }

  private parseExactValue(): string[] {
    const tok = this.kind
    if (tok === EOS || tok === COMMA) return ['']
    if (tok !== IDENT) this.fail(`found '${this.text()}', expected: identifier`)
    const lit = this.lit
    this.checkValue()
    this.advance()
    return [lit]
  }
}

/**
 * The first `n` values of `s` in a new array of exactly that length. An
 * array grown by push keeps room for 16 or more elements, and the
 * requirements of a large selector stay alive while it is parsed, so that
 * slack is copied by every young-generation collection on the way (the
 * 1 MB selector's growth). Short lists are array literals: V8 tracks their
 * allocation site and, seeing that they survive, allocates them in the old
 * generation directly (a copy made by `slice` is never pretenured).
 */
const exactCopy = (s: readonly string[], n: number): string[] => {
  switch (n) {
    case 1:
      return [s[0]!]
    case 2:
      return [s[0]!, s[1]!]
    case 3:
      return [s[0]!, s[1]!, s[2]!]
    case 4:
      return [s[0]!, s[1]!, s[2]!, s[3]!]
    default:
      return s.slice(0, n)
  }
}

const hasSurrogates = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0xd800 && s.charCodeAt(i) < 0xe000) return true
  return false
}

// sets.List(): sorted in Go byte order (JavaScript's order when no surrogates), duplicates dropped.
// `ascii`: every value is a valid label value, hence ASCII (no need to look for surrogates).
const sortedUnique = (xs: string[], ascii: boolean): string[] => {
  const n = xs.length
  if (n === 1) return xs
  // with UTF-16 surrogates, JavaScript's < is not Go's byte order
  let astral = false
  for (let i = 0; i < n && !astral && !ascii; i++) astral = hasSurrogates(xs[i]!)
  if (astral) xs.sort(compareGoStrings)
  else if (n <= 16) {
    // insertion sort: cheaper than Array.prototype.sort for short lists
    for (let i = 1; i < n; i++) {
      const x = xs[i]!
      const cx = x.length === 0 ? -1 : x.charCodeAt(0)
      let j = i - 1
      for (; j >= 0; j--) {
        // first characters inline; the general comparison only on a tie
        const y = xs[j]!
        const cy = y.length === 0 ? -1 : y.charCodeAt(0)
        if (cy !== cx ? cy < cx : !(y > x)) break
        xs[j + 1] = y
      }
      xs[j + 1] = x
    }
  } else xs.sort()
  let w = 1
  for (let i = 1; i < n; i++) if (xs[i] !== xs[w - 1]) xs[w++] = xs[i]!
  if (w !== n) xs.length = w
  return xs
}

/**
 * `labels.ParseToRequirements`: the requirements of a selector string,
 * sorted by key as Go's `sort.Sort` orders them, or upstream's error text.
 *
 * @example
 * parseRequirements('b=1,a in (y,x)')
 * //=> right([{ key: 'a', operator: 'in', values: ['x', 'y'] }, { key: 'b', operator: '=', values: ['1'] }])
 */
export const parseRequirements = (s: string): E.Either<SelectorError, Requirement[]> => {
  if (typeof s !== 'string') return left({ message: 'selector must be a string' })
  let reqs: Requirement[]
  try {
    reqs = new Parser(s).parse()
  } catch (e) {
    return left({ message: String(e) }) // upstream's message (see `fail`), or an engine error's text
  }
  goSortByKey(reqs)
  return right(reqs)
}

/**
 * `labels.Parse`: parses a label-selector string.
 *
 * Grammar: requirements separated by `,`; each is `key`, `!key`,
 * `key=value`, `key==value`, `key!=value`, `key in (v1,v2)`,
 * `key notin (v1,v2)`, `key>int` or `key<int`. The empty string is
 * {@link everything}.
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * const r = parseSelector('env in (prod, staging),tier!=db')
 * E.isRight(r) && selectorToString(r.right) //=> 'env in (prod,staging),tier!=db'
 * parseSelector('a=b=c') //=> left({ message: "found '=', expected: ',' or 'end of string'" })
 */
export const parseSelector = (s: string): E.Either<SelectorError, Selector> => {
  const r = parseRequirements(s)
  if (r._tag === 'Left') return r
  return right({ requirements: r.right, empty: r.right.length === 0, matchesNothing: false })
}
