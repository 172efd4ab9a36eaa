/**
 * {@link parseJsonText} with a fast path for the common request body: when
 * the engine's `JSON.parse` gives exactly what `parseJsonText` gives, it is
 * used. That is the case when the text parses, no object repeats a key,
 * every number literal prints back as written (no `1.0`, `1e3`, `-0` or
 * integer beyond 2^53: `parseJsonText` keeps those as `NumberLiteral`s)
 * and the nesting is shallow (`parseJsonText` has its own depth limit).
 * `__proto__` keys are own keys either way. Anything else, errors included,
 * is `parseJsonText`'s answer.
 *
 * A file of its own: the create path of an already parsed object
 * (`createJob`) does not carry it.
 *
 * @module
 */
import { parseJsonText, type ParsedJsonText } from './json-text'

/** Deeper text goes to `parseJsonText`, whose depth limit and error `JSON.parse` does not share. */
const FAST_DEPTH = 500

/** The most digits of an integer literal that always prints back as written (2^53 has 16). */
const SAFE_DIGITS = 15

/**
 * One pass over the text outside its strings: the number of `:` (each
 * object member has exactly one), or -1 when the text has a number literal
 * that a JavaScript number does not print back, or nests deeper than
 * {@link FAST_DEPTH}. Invalid text gives some count: `JSON.parse` rejects it.
 */
const scanMembers = (text: string): number => {
  const n = text.length
  let colons = 0
  let depth = 0
  let i = 0
  while (i < n) {
    const c = text.charCodeAt(i)
    if (c === 34) {
      // A string: skip to its closing quote (an escape skips the character after the backslash).
      i++
      while (i < n) {
        const d = text.charCodeAt(i)
        if (d === 34) break
        i += d === 92 ? 2 : 1
      }
      i++
    } else if (c === 58) {
      colons++
      i++
    } else if (c === 123 || c === 91) {
      if (++depth > FAST_DEPTH) return -1
      i++
    } else if (c === 125 || c === 93) {
      depth--
      i++
    } else if (c === 45 || (c >= 48 && c <= 57)) {
      const start = i
      let plain = true
      if (c === 45) i++
      const first = i
      while (i < n) {
        const d = text.charCodeAt(i)
        if (d >= 48 && d <= 57) i++
        else if (d === 46 || d === 101 || d === 69 || d === 43 || d === 45) {
          plain = false
          i++
        } else break
      }
      const digits = i - first
      // Digits only, no leading zero (a lone 0 is fine, -0 is not), short enough: prints back as written.
      if (plain && digits > 0 && digits <= SAFE_DIGITS && (text.charCodeAt(first) !== 48 || (digits === 1 && c !== 45)))
        continue
      const literal = text.slice(start, i)
      if (String(Number(literal)) !== literal) return -1
    } else i++
  }
  return colons
}

/** The number of object members in a value `JSON.parse` made (each object's own keys). */
const countMembers = (value: unknown): number => {
  let count = 0
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const x = stack.pop()
    if (typeof x !== 'object' || x === null) continue
    if (Array.isArray(x)) for (let i = 0; i < x.length; i++) stack.push(x[i])
    else {
      const keys = Object.keys(x)
      count += keys.length
      for (let i = 0; i < keys.length; i++) stack.push((x as Record<string, unknown>)[keys[i] as string])
    }
  }
  return count
}

/**
 * Parses JSON text as {@link parseJsonText} does, with `JSON.parse` when
 * that gives the same value (see the module's text).
 *
 * @example
 * const r = parseRequestJson('{"a":[1,2],"b":{"c":"d"}}')
 * r.ok && r.members.size // 0
 * parseRequestJson('{"a":1,"a":2}').ok && parseRequestJson('{"a":1,"a":2}').duplicates.size // 1
 */
export const parseRequestJson = (text: string): ParsedJsonText => {
  const colons = typeof text === 'string' ? scanMembers(text) : -1
  if (colons >= 0) {
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch {
      return parseJsonText(text)
    }
    // A repeated key leaves fewer own keys than members written.
    if (countMembers(value) === colons) return { ok: true, value, duplicates: new Map(), members: new Map() }
  }
  return parseJsonText(text)
}
