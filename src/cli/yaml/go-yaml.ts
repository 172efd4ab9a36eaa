/**
 * One YAML document to the JSON text kubectl sends for it: what
 * sigs.k8s.io/yaml's `YAMLToJSON` gives (go-yaml v2 into `interface{}`,
 * non-string keys turned into strings, `json.Marshal`). The `yaml` package
 * parses; everything after the syntax (scalar types, aliases, merge keys,
 * duplicate keys, key conversion, the JSON text) is done here, because its
 * schemas cannot express go-yaml's rules (see docs/cli.md, "YAML").
 *
 * Limits of this tool (documented in docs/cli.md): nesting deeper than
 * {@link MAX_DEPTH} levels and JSON larger than {@link MAX_JSON_BYTES} (the
 * API server's request limit) are errors of the document.
 *
 * @module
 */
import { isAlias, isMap, isPair, isScalar, isSeq, type Alias, type Document, type Node } from 'yaml'
import { compareGoStrings, goJsonString, goQuote } from '../../field/go-format'
import { type GoScalar, resolveScalar, YAML_TAG } from './go-scalar'

/** Deepest nesting read (kubectl's parser allows 10,000; Job manifests use about 15). */
export const MAX_DEPTH = 256
/** The API server's request-body limit (`limit is 3145728`): a larger document is refused. */
export const MAX_JSON_BYTES = 3 * 1024 * 1024
export const TOO_LARGE = `Request entity too large: limit is ${MAX_JSON_BYTES}`
export const TOO_DEEP = `nesting deeper than ${MAX_DEPTH} levels (a limit of k8s-jobs)`

export type GoMap = { readonly t: 'map'; readonly entries: Map<string, readonly [GoScalar, GoValue]> }
type GoSeq = { readonly t: 'seq'; readonly items: GoValue[] }
export type GoValue = GoScalar | GoMap | GoSeq

/** A failure with go-yaml's or json's text. */
class Failure {
  constructor(
    readonly message: string,
    readonly node?: Node,
  ) {}
}

const MERGE = `${YAML_TAG}merge`

const ratioAllowed = (n: number): number =>
  n <= 400000 ? 0.99 : n >= 4000000 ? 0.1 : 0.99 - (0.89 * (n - 400000)) / 3600000

let nanKeys = 0

const keyId = (k: GoScalar): string => {
  switch (k.t) {
    case 'null':
      return 'n'
    case 'bool':
      return `b${k.v}`
    case 'int':
      return `i${k.v}`
    case 'float':
      return Number.isNaN(k.v) ? `f.nan${nanKeys++}` : `f${k.v}`
    default:
      return `s${k.v}`
  }
}

/**
 * An empty mapping value.
 *
 * @example
 * newGoMap().entries.size // 0
 */
export const newGoMap = (): GoMap => ({ t: 'map', entries: new Map() })

/**
 * Sets `key` in a mapping value as go-yaml's decoder does (a later equal key replaces the earlier one).
 *
 * @example
 * const m = newGoMap()
 * goMapSet(m, { t: 'str', v: 'a' }, { t: 'null' })
 * goMapSet(m, { t: 'str', v: 'a' }, { t: 'bool', v: true }) // m has one entry, a: true
 */
export const goMapSet = (m: GoMap, key: GoScalar, value: GoValue): void => {
  m.entries.set(keyId(key), [key, value])
}

/** go-yaml's decoder (the parts `interface{}` targets use), over the `yaml` package's nodes. */
class Decoder {
  decodeCount = 0
  aliasCount = 0
  aliasDepth = 0
  readonly active = new Set<Alias>()
  constructor(
    readonly targets: ReadonlyMap<Alias, Node>,
    readonly text: string,
  ) {}

  count(): void {
    this.decodeCount++
    if (this.aliasDepth > 0) this.aliasCount++
    if (
      this.aliasCount > 100 &&
      this.decodeCount > 1000 &&
      this.aliasCount / this.decodeCount > ratioAllowed(this.decodeCount)
    )
      throw new Failure('yaml: document contains excessive aliasing')
  }

  /** Whether the scalar's source has a `\\'` escape (an odd run of backslashes before a quote). */
  quoteEscapeIn(node: Node): boolean {
    if (!node.range || this.text === '') return true
    return /(?:^|[^\\])(?:\\\\)*\\'/.test(this.text.slice(node.range[0], node.range[1]))
  }

  value(node: Node | null, depth: number): GoValue {
    this.count()
    if (depth > MAX_DEPTH) throw new Failure(TOO_DEEP, node ?? undefined)
    if (node === null) return { t: 'null' }
    if (isAlias(node)) return this.alias(node, depth)
    if (isScalar(node)) {
      let text = String(node.value ?? '')
      // libyaml's `\\'` escape is a quote; a `\\\\` before a quote is a backslash and the quote.
      if (node.type === 'QUOTE_DOUBLE' && text.includes("\\'") && this.quoteEscapeIn(node))
        text = text.replace(/\\'/g, "'")
      const r = resolveScalar(text, node.tag ?? '', node.type === 'PLAIN')
      if (!r.ok) throw new Failure(`yaml: ${r.error}`, node)
      return r.value
    }
    if (isSeq(node)) return { t: 'seq', items: node.items.map((n) => this.value(n as Node | null, depth + 1)) }
    if (isMap(node)) {
      const m: GoMap = { t: 'map', entries: new Map() }
      this.fill(node as unknown as { items: unknown[] }, m, depth)
      return m
    }
    return { t: 'null' }
  }

  alias(node: Alias, depth: number): GoValue {
    if (this.active.has(node)) throw new Failure(`yaml: anchor '${node.source}' value contains itself`, node)
    const target = this.targets.get(node) as Node
    this.active.add(node)
    this.aliasDepth++
    const v = this.value(target, depth)
    this.aliasDepth--
    this.active.delete(node)
    return v
  }

  /** Decodes a mapping node's pairs into `m` (merge keys decode their maps into it too). */
  fill(node: { items: unknown[] }, m: GoMap, depth: number): void {
    for (const pair of node.items) {
      if (!isPair(pair)) continue
      const k = pair.key as Node | null
      const v = pair.value as Node | null
      if (isScalar(k) && k.value === '<<' && ((k.type === 'PLAIN' && (k.tag ?? '') === '') || k.tag === MERGE)) {
        this.merge(v, m, depth)
        continue
      }
      const key = this.value(k, depth + 1)
      if (key.t === 'map' || key.t === 'seq')
        throw new Failure(`yaml: invalid map key: ${goQuoteV(key)}`, k ?? undefined)
      const value = this.value(v, depth + 1)
      goMapSet(m, key, value)
    }
  }

  mergeOne(n: Node | null, m: GoMap, depth: number): void {
    if (isAlias(n)) {
      const target = this.targets.get(n)
      if (!isMap(target)) throw new Failure('yaml: map merge requires map or sequence of maps as the value', n)
      this.count()
      if (this.active.has(n)) throw new Failure(`yaml: anchor '${n.source}' value contains itself`, n)
      this.active.add(n)
      this.aliasDepth++
      this.count()
      this.fill(target as unknown as { items: unknown[] }, m, depth + 1)
      this.aliasDepth--
      this.active.delete(n)
      return
    }
    if (!isMap(n)) throw new Failure('yaml: map merge requires map or sequence of maps as the value', n ?? undefined)
    this.count()
    this.fill(n as unknown as { items: unknown[] }, m, depth + 1)
  }

  merge(n: Node | null, m: GoMap, depth: number): void {
    if (isSeq(n)) {
      for (let i = n.items.length - 1; i >= 0; i--) {
        const item = n.items[i] as Node | null
        if (!isAlias(item) && !isMap(item))
          throw new Failure('yaml: map merge requires map or sequence of maps as the value', n)
        this.mergeOne(item, m, depth)
      }
      return
    }
    this.mergeOne(n, m, depth)
  }
}

/**
 * libyaml's escapes in a double-quoted scalar differ from YAML 1.2's: `\\/`
 * is unknown, `\\'` is a quote, and an escape of a surrogate is invalid.
 * The first bad escape's error in `text[from, to)`, if any.
 *
 * @example
 * badEscape('"a\\/b"', 0, 6) // 'found unknown escape character'
 */
export const badEscape = (text: string, from: number, to: number): string | undefined => {
  for (let i = text.indexOf('\\', from); i >= 0 && i < to; i = text.indexOf('\\', i + 2)) {
    const e = text[i + 1]
    if (e === '/') return 'found unknown escape character'
    if (e === 'u' || e === 'U' || e === 'x') {
      const hex = text.slice(i + 2, i + 2 + (e === 'x' ? 2 : e === 'u' ? 4 : 8))
      if (/^[0-9a-fA-F]+$/.test(hex)) {
        const c = Number.parseInt(hex, 16)
        if ((c >= 0xd800 && c <= 0xdfff) || c > 0x10ffff) return 'found invalid Unicode character escape code'
      }
    }
  }
  return undefined
}

/**
 * libyaml's anchor and alias names: letters, digits, `_` and `-`, ending at
 * a space or one of `?:,]}%@` and a backtick; any other character there is
 * its error.
 */
const ANCHOR_NAME = /^[0-9A-Za-z_-]+(?:$|[?:,\]}%@`])/

/** A name followed by a character that starts no token. */
const RESERVED_AFTER_NAME = /^[0-9A-Za-z_-]+[%@`]/
const NO_TOKEN = 'found character that cannot start any token'

/** libyaml's error for an anchor or alias name with another character. */
export const BAD_NAME = 'yaml: did not find expected alphabetic or numeric character'

/** Anchors as go-yaml's parser sees them: an alias names the latest anchor before it, its own node included. */
const resolveAnchors = (root: Node | null, text: string): Map<Alias, Node> | Failure => {
  const anchors = new Map<string, Node>()
  const targets = new Map<Alias, Node>()
  const stack: (Node | null)[] = [root]
  let unknown: Failure | undefined
  let lineEnd = 0
  while (stack.length > 0) {
    const n = stack.pop() as Node | null
    if (n === null || n === undefined) continue
    if (unknown !== undefined && n.range && n.range[0] > lineEnd) break
    if (isAlias(n)) {
      if (!ANCHOR_NAME.test(n.source)) return new Failure(BAD_NAME, n)
      // The name ends at `%`, `@` or a backtick, which then starts no token.
      if (RESERVED_AFTER_NAME.test(n.source)) return new Failure(`yaml: ${NO_TOKEN}`, n)
      const t = anchors.get(n.source)
      if (t === undefined) {
        // The scanner reads ahead of the parser along the alias's line: a scanner error there comes first.
        if (unknown === undefined && n.range) {
          unknown = new Failure(`yaml: unknown anchor '${n.source}' referenced`, n)
          const nl = text.indexOf('\n', n.range[0])
          lineEnd = nl < 0 ? text.length : nl
        }
        continue
      }
      if (unknown === undefined) targets.set(n, t)
      continue
    }
    if (n.anchor !== undefined) {
      if (!ANCHOR_NAME.test(n.anchor)) return new Failure(BAD_NAME, n)
      anchors.set(n.anchor, n)
    }
    // The scanner's errors come before any decoding error.
    if (isScalar(n) && n.type === 'QUOTE_DOUBLE' && n.range) {
      const bad = badEscape(text, n.range[0], n.range[1])
      if (bad !== undefined) return new Failure(`yaml: ${bad}`, n)
    }
    if (isSeq(n)) for (let i = n.items.length - 1; i >= 0; i--) stack.push(n.items[i] as Node | null)
    else if (isMap(n)) {
      for (let i = n.items.length - 1; i >= 0; i--) {
        const p = n.items[i]
        if (!isPair(p)) continue
        stack.push(p.value as Node | null, p.key as Node | null)
      }
    }
  }
  return unknown ?? targets
}

/** YAMLToJSON's key conversion: the string a key becomes, or its error. */
const keyString = (k: GoScalar, v: GoValue): string => {
  switch (k.t) {
    case 'str':
      return k.v
    case 'bool':
      return k.v ? 'true' : 'false'
    case 'int':
      if (!k.unsigned) return k.v.toString()
      throw new Failure(`unsupported map key of type: uint64, key: 0x${k.v.toString(16)}, value: ${goQuoteV(v)}`)
    case 'float':
      return goFloat32g(k.v)
    default:
      throw new Failure(`unsupported map key of type: %!s(<nil>), key: <nil>, value: ${goQuoteV(v)}`)
  }
}

/** `strconv.FormatFloat(f, 'g', -1, 32)`, with go-yaml's `.inf`, `-.inf`, `.nan`. */
export const goFloat32g = (f: number): string => goFloatG(f, 32)

/** `strconv.FormatFloat(f, 'g', -1, 64)`, as go-yaml writes a float64. */
export const goFloat64g = (f: number): string => goFloatG(f, 64)

/** Go's `%#v` of a decoded value (in error texts). */
const goQuoteV = (v: GoValue, nested = false): string => {
  switch (v.t) {
    case 'null':
      return nested ? 'interface {}(nil)' : '<nil>'
    case 'str':
      return goQuote(v.v)
    case 'bool':
      return v.v ? 'true' : 'false'
    case 'int':
      return v.unsigned ? `0x${v.v.toString(16)}` : v.v.toString()
    case 'float':
      return Number.isNaN(v.v) ? 'NaN' : !Number.isFinite(v.v) ? (v.v > 0 ? '+Inf' : '-Inf') : goFloatG(v.v, 64)
    case 'seq':
      return `[]interface {}{${v.items.map((x) => goQuoteV(x, true)).join(', ')}}`
    default: {
      // fmt prints a map sorted by its keys' values (strings by their bytes, not as quoted).
      const parts = [...v.entries.values()].map(
        ([k, x]) => [goQuoteV(k, true), goQuoteV(x, true), k.t === 'str' ? k.v : undefined] as const,
      )
      parts.sort((a, b) =>
        a[2] !== undefined && b[2] !== undefined ? compareGoStrings(a[2], b[2]) : compareGoStrings(a[0], b[0]),
      )
      return `map[interface {}]interface {}{${parts.map(([k, x]) => `${k}:${x}`).join(', ')}}`
    }
  }
}

/** `strconv.FormatFloat(f, 'g', -1, bits)`; infinities and NaN as go-yaml writes keys. */
const goFloatG = (f: number, bits: 32 | 64): string => {
  if (Number.isNaN(f)) return '.nan'
  const x = bits === 32 ? Math.fround(f) : f
  const same = (y: number) => (bits === 32 ? Math.fround(y) === x : y === x)
  if (x === Number.POSITIVE_INFINITY) return '.inf'
  if (x === Number.NEGATIVE_INFINITY) return '-.inf'
  if (x === 0) return Object.is(x, -0) ? '-0' : '0'
  let digits = ''
  let exp = 0
  for (let p = 1; p <= 17; p++) {
    const s = x.toExponential(p - 1)
    if (same(Number(s))) {
      const [mant, e] = s.split('e') as [string, string]
      digits = mant.replace('-', '').replace('.', '')
      exp = Number(e)
      break
    }
  }
  const neg = x < 0 ? '-' : ''
  if (exp < -4 || exp >= 6) {
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits
    const ae = Math.abs(exp)
    return `${neg}${m}e${exp < 0 ? '-' : '+'}${ae < 10 ? '0' : ''}${ae}`
  }
  if (exp < 0) return `${neg}0.${'0'.repeat(-exp - 1)}${digits}`
  const intLen = exp + 1
  return digits.length <= intLen
    ? `${neg}${digits}${'0'.repeat(intLen - digits.length)}`
    : `${neg}${digits.slice(0, intLen)}.${digits.slice(intLen)}`
}

/** Key conversion over the whole value (before json.Marshal, as YAMLToJSON does). */
const convertKeys = (v: GoValue): JsonValue => {
  if (v.t === 'seq') return v.items.map(convertKeys)
  if (v.t !== 'map') return v
  const out = new Map<string, JsonValue>()
  for (const [k, val] of v.entries.values()) out.set(keyString(k, val), convertKeys(val))
  return out
}

type JsonValue = GoScalar | JsonValue[] | Map<string, JsonValue>

/** `json.Marshal` of the converted value, refusing NaN and infinities as Go does, and more than the size limit. */
const marshal = (root: JsonValue): string => {
  let out = ''
  const write = (s: string) => {
    out += s
    if (out.length > MAX_JSON_BYTES) throw new Failure(TOO_LARGE)
  }
  const go = (v: JsonValue): void => {
    if (Array.isArray(v)) {
      write('[')
      v.forEach((x, i) => {
        if (i > 0) write(',')
        go(x)
      })
      write(']')
      return
    }
    if (v instanceof Map) {
      write('{')
      const keys = [...v.keys()].sort(compareGoStrings)
      keys.forEach((k, i) => {
        write(`${i > 0 ? ',' : ''}${goJsonString(k)}:`)
        go(v.get(k) as JsonValue)
      })
      write('}')
      return
    }
    switch (v.t) {
      case 'null':
        write('null')
        return
      case 'bool':
        write(v.v ? 'true' : 'false')
        return
      case 'int':
        write(v.v.toString())
        return
      case 'float':
        if (Number.isNaN(v.v)) throw new Failure('json: unsupported value: NaN')
        if (!Number.isFinite(v.v)) throw new Failure(`json: unsupported value: ${v.v > 0 ? '+Inf' : '-Inf'}`)
        write(Object.is(v.v, -0) ? '-0' : String(v.v))
        return
      default:
        write(goJsonString(v.v))
        return
    }
  }
  go(root)
  return out
}

/** The JSON text of one document, or the error kubectl reports for it (with the node it is about, when known). */
export type DocumentJson =
  | { readonly ok: true; readonly json: string }
  | { readonly ok: false; readonly error: string; readonly node?: Node }

/**
 * The JSON text of a decoded value (YAMLToJSON's key conversion and
 * `json.Marshal`), or the error kubectl reports for it.
 *
 * @example
 * goValueToJson({ t: 'seq', items: [{ t: 'int', v: 15n, unsigned: false }] }) // { ok: true, json: '[15]' }
 */
export const goValueToJson = (value: GoValue): DocumentJson => {
  try {
    return { ok: true, json: marshal(convertKeys(value)) }
  } catch (e) {
    if (e instanceof Failure) return { ok: false, error: e.message }
    return { ok: false, error: e instanceof RangeError ? TOO_DEEP : String(e) }
  }
}

/**
 * YAMLToJSON of a parsed document (its syntax already checked).
 *
 * @example
 * import { parseDocument } from 'yaml'
 * documentToJson(parseDocument('a: 0o17', { schema: 'failsafe' })) // { ok: true, json: '{"a":15}' }
 */
export const documentToJson = (doc: Document, text = ''): DocumentJson => {
  try {
    const root = doc.contents as Node | null
    const targets = resolveAnchors(root, text)
    if (targets instanceof Failure)
      return { ok: false, error: targets.message, ...(targets.node ? { node: targets.node } : {}) }
    const d = new Decoder(targets, text)
    d.count()
    const value = d.value(root, 0)
    return { ok: true, json: marshal(convertKeys(value)) }
  } catch (e) {
    if (e instanceof Failure) return { ok: false, error: e.message, ...(e.node ? { node: e.node } : {}) }
    // A RangeError (stack or string length) is the document's own problem too.
    return { ok: false, error: e instanceof RangeError ? TOO_DEEP : String(e) }
  }
}
