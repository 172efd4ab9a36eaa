/**
 * A fast reading of the YAML most manifests are written in: block mappings
 * and sequences of one-line scalars, in printable ASCII. It gives go-yaml's
 * value for such a document (the same {@link GoValue} the general path of
 * `go-yaml.ts` builds from the `yaml` package's nodes), or `undefined` as
 * soon as the text holds anything else — a tab, a CR, a byte outside
 * printable ASCII, an anchor, alias, tag, directive, document marker, block
 * scalar, a scalar over several lines, a quoted key, a double-quoted scalar
 * with an escape, a flow mapping other than `{}`, a nested flow collection,
 * a `<<` key, a key over 1,000 characters, an indentation it cannot place —
 * and the general path reads the document instead. Everything accepted
 * here is plain YAML 1.1 whose meaning the general path agrees on (the
 * tests compare both on generated documents and on real manifests), so the
 * two paths give the same JSON; this one skips the `yaml` package's
 * lexer, CST, composer and node objects, about half of `validate`'s time
 * on 5,000 Job files.
 *
 * @module
 */
import { type GoValue, goMapSet, newGoMap } from './go-yaml'
import { type GoScalar, resolveScalar } from './go-scalar'

/** A document read by {@link readPlainBlock}: its value and where its root starts. */
export interface PlainBlock {
  readonly value: GoValue
  /** Offset of the root's first character in the text. */
  readonly rootOffset: number
}

const SP = 0x20
const NL = 0x0a
const HASH = 0x23
const COLON = 0x3a
const DASH = 0x2d
const DQ = 0x22
const SQ = 0x27
const COMMA = 0x2c

/** Characters a plain scalar (or key) may not start with here: YAML's indicators. */
const INDICATOR = new Uint8Array(128)
for (const c of '-?:,[]{}#&*!|>\'"%@`') INDICATOR[c.charCodeAt(0)] = 1

/** Thrown (and caught in {@link readPlainBlock}) when the text is not of the simple kind. */
const NOT_PLAIN = Symbol('not plain')

class Reader {
  /** Per content line (blank and comment-only lines left out): indentation, content start, content end. */
  readonly indent: number[] = []
  readonly start: number[] = []
  readonly end: number[] = []
  i = 0
  constructor(readonly text: string) {}

  /** Splits the text into content lines; `false` when a character is outside the simple subset. */
  lines(): boolean {
    const t = this.text
    const n = t.length
    let p = 0
    while (p < n) {
      let q = p
      while (q < n && t.charCodeAt(q) === SP) q++
      const contentStart = q
      let last = q - 1
      for (; q < n; q++) {
        const c = t.charCodeAt(q)
        if (c === NL) break
        if (c < 0x20 || c > 0x7e) return false
        if (c !== SP) last = q
      }
      if (contentStart < q) {
        const c0 = t.charCodeAt(contentStart)
        if (contentStart === p && (c0 === 0x25 || startsMarker(t, p))) {
          // Only a leading `---` (kept in the document it starts), with nothing or a comment after it.
          if (c0 !== DASH || this.indent.length > 0 || !onlyComment(t, p + 3, last + 1)) return false
          p = q + 1
          continue
        }
        if (c0 !== HASH) {
          this.indent.push(contentStart - p)
          this.start.push(contentStart)
          this.end.push(last + 1)
        }
      }
      p = q + 1
    }
    return true
  }

  get done(): boolean {
    return this.i >= this.indent.length
  }

  /** The block node whose first line is the current one, at that line's indentation. */
  node(): GoValue {
    const at = this.start[this.i] as number
    if (this.text.charCodeAt(at) === DASH && this.dashItem(at)) return this.seq()
    if (this.keyColon(at) >= 0) return this.map()
    throw NOT_PLAIN
  }

  /** Whether a `-` at `at` starts a sequence item (`- ` or a lone `-`). */
  dashItem(at: number): boolean {
    const next = at + 1
    return next === this.end[this.i] || this.text.charCodeAt(next) === SP
  }

  /** The offset of the `:` ending a plain key that starts at `at`, or -1 when the line holds no key. */
  keyColon(at: number): number {
    const t = this.text
    const end = this.end[this.i] as number
    for (let q = at; q < end; q++) {
      const c = t.charCodeAt(q)
      if (c === COLON && (q + 1 === end || t.charCodeAt(q + 1) === SP)) return q
      if (c === HASH && t.charCodeAt(q - 1) === SP) return -1
    }
    return -1
  }

  seq(): GoValue {
    const indent = this.indent[this.i] as number
    const items: GoValue[] = []
    while (!this.done && this.indent[this.i] === indent) {
      const at = this.start[this.i] as number
      if (this.text.charCodeAt(at) !== DASH || !this.dashItem(at)) break
      const end = this.end[this.i] as number
      let q = at + 1
      while (q < end && this.text.charCodeAt(q) === SP) q++
      if (q === end) {
        this.i++
        items.push(this.nested(indent, false))
        continue
      }
      // The rest of the line is a node of its own, indented to where it starts.
      this.indent[this.i] = indent + (q - at)
      this.start[this.i] = q
      const c = this.text.charCodeAt(q)
      if ((c === DASH && this.dashItem(q)) || this.keyColon(q) >= 0) items.push(this.node())
      else {
        items.push(this.inline(q, end))
        this.i++
        this.noContinuation(indent)
      }
    }
    return { t: 'seq', items }
  }

  map(): GoValue {
    const indent = this.indent[this.i] as number
    const m = newGoMap()
    while (!this.done && this.indent[this.i] === indent) {
      const at = this.start[this.i] as number
      const colon = this.keyColon(at)
      if (colon < 0) throw NOT_PLAIN
      if (!plainStart(this.text, at, colon) || colon - at > 1000) throw NOT_PLAIN
      if (this.text.charCodeAt(colon - 1) === SP) throw NOT_PLAIN
      const keyText = this.text.slice(at, colon)
      if (keyText === '<<') throw NOT_PLAIN
      const key = scalar(keyText, true)
      const end = this.end[this.i] as number
      let q = colon + 1
      while (q < end && this.text.charCodeAt(q) === SP) q++
      let value: GoValue
      if (q === end || this.text.charCodeAt(q) === HASH) {
        this.i++
        value = this.nested(indent, true)
      } else {
        value = this.inline(q, end)
        this.i++
        this.noContinuation(indent)
      }
      if (key.t === 'seq' || key.t === 'map') throw NOT_PLAIN
      goMapSet(m, key, value)
    }
    return m
  }

  /** After a one-line value in a block at `indent`, a deeper line would continue it: not read here. */
  noContinuation(indent: number): void {
    if (!this.done && (this.indent[this.i] as number) > indent) throw NOT_PLAIN
  }

  /** The value on the lines after a key or `-` with nothing after it (null when there is none). */
  nested(indent: number, inMap: boolean): GoValue {
    if (this.done) return NULL
    const next = this.indent[this.i] as number
    if (next > indent) return this.node()
    // A mapping's value may be a sequence at the mapping's own indentation.
    if (inMap && next === indent) {
      const at = this.start[this.i] as number
      if (this.text.charCodeAt(at) === DASH && this.dashItem(at)) return this.seq()
    }
    return NULL
  }

  /** A value written on the rest of a line, from `q` (not a space) to `end` (its last non-space character + 1). */
  inline(q: number, end: number): GoValue {
    const t = this.text
    const c = t.charCodeAt(q)
    if (c === DQ || c === SQ) {
      const close = quotedEnd(t, q, end)
      afterValue(t, close, end)
      return quoted(t, q, close)
    }
    if (c === 0x5b) return this.flowSeq(q, end)
    if (c === 0x7b) {
      let r = q + 1
      while (r < end && t.charCodeAt(r) === SP) r++
      if (t.charCodeAt(r) !== 0x7d) throw NOT_PLAIN
      afterValue(t, r + 1, end)
      return newGoMap()
    }
    if (!plainStart(t, q, end)) throw NOT_PLAIN
    // A plain scalar: to a comment or the end of the line, and no `: ` inside (that would be a mapping).
    let last = q
    for (let r = q; r < end; r++) {
      const x = t.charCodeAt(r)
      if (x === COLON && (r + 1 === end || t.charCodeAt(r + 1) === SP)) throw NOT_PLAIN
      if (x === HASH && t.charCodeAt(r - 1) === SP) break
      if (x !== SP) last = r
    }
    return scalar(t.slice(q, last + 1), true)
  }

  /** `[a, "b", 'c']` on one line: scalars only. */
  flowSeq(q: number, end: number): GoValue {
    const t = this.text
    const items: GoValue[] = []
    let r = q + 1
    for (;;) {
      while (r < end && t.charCodeAt(r) === SP) r++
      if (r >= end) throw NOT_PLAIN
      const c = t.charCodeAt(r)
      if (c === 0x5d && items.length === 0) {
        r++
        break
      }
      if (c === DQ || c === SQ) {
        const close = quotedEnd(t, r, end)
        items.push(quoted(t, r, close))
        r = close
      } else {
        if (!plainStart(t, r, end, true)) throw NOT_PLAIN
        let s = r
        let last = r
        for (; s < end; s++) {
          const x = t.charCodeAt(s)
          if (x === COMMA || x === 0x5d) break
          // go-yaml v2 reads `:` and `?` as indicators anywhere in a flow collection.
          if (x === COLON || x === 0x3f || x === HASH || x === 0x5b || x === 0x7b || x === 0x7d) throw NOT_PLAIN
          if (x !== SP) last = s
        }
        items.push(scalar(t.slice(r, last + 1), true))
        r = s
      }
      while (r < end && t.charCodeAt(r) === SP) r++
      const sep = t.charCodeAt(r)
      r++
      if (sep === 0x5d) break
      if (sep !== COMMA) throw NOT_PLAIN
    }
    afterValue(t, r, end)
    return { t: 'seq', items }
  }
}

const NULL: GoScalar = { t: 'null' }

/** Whether a plain scalar may start at `q` here: not an indicator, except `-` before a character that is not a space. */
const plainStart = (t: string, q: number, end: number, flow = false): boolean => {
  const c = t.charCodeAt(q)
  if (INDICATOR[c] !== 1) return true
  if (c !== DASH || q + 1 >= end) return false
  const d = t.charCodeAt(q + 1)
  return d !== SP && !(flow && (d === COMMA || d === 0x5b || d === 0x5d || d === 0x7b || d === 0x7d))
}

/** Whether `from`..`to` is empty, or spaces and then a comment. */
const onlyComment = (t: string, from: number, to: number): boolean => {
  if (from >= to) return true
  if (t.charCodeAt(from) !== SP) return false
  let r = from
  while (r < to && t.charCodeAt(r) === SP) r++
  return r === to || t.charCodeAt(r) === HASH
}

const startsMarker = (t: string, p: number): boolean => {
  const c = t.charCodeAt(p)
  return (c === DASH || c === 0x2e) && t.charCodeAt(p + 1) === c && t.charCodeAt(p + 2) === c
}

/** The offset after the closing quote of a one-line quoted scalar starting at `q`. */
const quotedEnd = (t: string, q: number, end: number): number => {
  const quote = t.charCodeAt(q)
  for (let r = q + 1; r < end; r++) {
    const c = t.charCodeAt(r)
    if (c === 0x5c && quote === DQ) throw NOT_PLAIN
    if (c !== quote) continue
    if (quote === SQ && t.charCodeAt(r + 1) === SQ) {
      r++
      continue
    }
    return r + 1
  }
  throw NOT_PLAIN
}

/** After a value: spaces, then the end of the line or a comment. */
const afterValue = (t: string, r: number, end: number): void => {
  if (r === end) return
  if (t.charCodeAt(r) !== SP) throw NOT_PLAIN
  while (r < end && t.charCodeAt(r) === SP) r++
  if (r < end && t.charCodeAt(r) !== HASH) throw NOT_PLAIN
}

const quoted = (t: string, q: number, close: number): GoValue => {
  const inner = t.slice(q + 1, close - 1)
  return { t: 'str', v: t.charCodeAt(q) === SQ ? inner.replaceAll("''", "'") : inner }
}

const scalar = (text: string, plain: boolean): GoValue => {
  const r = resolveScalar(text, '', plain)
  if (!r.ok) throw NOT_PLAIN
  return r.value
}

/**
 * go-yaml's value of `text` when it is a block mapping (or sequence) of
 * one-line scalars in printable ASCII, else `undefined` (the general path
 * reads it).
 *
 * @example
 * readPlainBlock('a: 0o17\nb: [x, "y"]\n') // { value: { t: 'map', … }, rootOffset: 0 }
 * readPlainBlock('a: &x 1\n')              // undefined (an anchor)
 */
export const readPlainBlock = (text: string): PlainBlock | undefined => {
  const r = new Reader(text)
  if (!r.lines() || r.done) return undefined
  const rootOffset = r.start[0] as number
  try {
    const value = r.node()
    return r.done ? { value, rootOffset } : undefined
  } catch (e) {
    if (e === NOT_PLAIN) return undefined
    throw e
  }
}
