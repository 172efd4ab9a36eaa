/**
 * JSON values printed as kubectl prints them with `-o yaml`: sigs.k8s.io/yaml
 * reads the object's JSON with go-yaml v2 and writes it with go-yaml v2's
 * emitter. This module writes the same text from the value:
 *
 * - keys in go-yaml's order (digit runs compared as numbers, characters that
 *   are not letters before letters), block mappings and sequences (a
 *   sequence in a mapping at the key's indentation), `{}` and `[]` when empty;
 * - a string with a line feed as a literal block (`|`, with the indentation
 *   indicator `2` when it starts with a space or a line break, `-` or `+`
 *   chomping) unless it has a space before a line break or at its end, then
 *   double-quoted; a string that would read back as another type (`true`,
 *   `1:30`, `2026-01-02`) double-quoted; one that is not a valid plain
 *   scalar (a leading or trailing space, `: `, ` #`, an indicator first)
 *   single-quoted; a key longer than 128 bytes or with a line break written
 *   as an explicit `? ` key;
 * - plain and quoted scalars folded at spaces past column 80, as go-yaml
 *   folds them (a literal block never);
 * - numbers as go-yaml writes what it read from Go's JSON: integers in the
 *   64-bit range as written, others as Go's `%g` (`1e-05`, `1.2345675e+06`).
 *
 * Strings with a character go-yaml does not print raw are double-quoted with
 * its escapes (`go-escape.ts`), including those kubectl itself would change
 * (docs/cli.md, "YAML output").
 *
 * @module
 */
import { goYamlEscape, printableForGoYaml } from './go-escape'
import { isGoYamlTimestamp, resolveScalar } from './go-scalar'
import { goFloat64g } from './go-yaml'

const BEST_WIDTH = 80
const BEST_INDENT = 2
const SIMPLE_KEY_BYTES = 128

/** The emitter's position, as go-yaml keeps it. */
interface State {
  out: string
  column: number
  /** The last thing written was white space (or nothing). */
  whitespace: boolean
  /** Only indentation (and indicators such as `- `) on this line so far. */
  indention: boolean
}

const put = (st: State, s: string): void => {
  st.out += s
  st.column += s.length
}

const putBreak = (st: State): void => {
  st.out += '\n'
  st.column = 0
}

const writeIndent = (st: State, indent: number): void => {
  const ind = indent < 0 ? 0 : indent
  if (!st.indention || st.column > ind || (st.column === ind && !st.whitespace)) putBreak(st)
  if (st.column < ind) put(st, ' '.repeat(ind - st.column))
  st.whitespace = true
  st.indention = true
}

const writeIndicator = (
  st: State,
  indicator: string,
  needWhitespace: boolean,
  isWhitespace: boolean,
  isIndention: boolean,
): void => {
  if (needWhitespace && !st.whitespace) put(st, ' ')
  put(st, indicator)
  st.whitespace = isWhitespace
  st.indention = st.indention && isIndention
}

const isBreak = (c: number): boolean => c === 0x0a || c === 0x0d || c === 0x85 || c === 0x2028 || c === 0x2029

/** What go-yaml's analysis of a string allows in block context. */
interface Analysis {
  readonly multiline: boolean
  readonly plain: boolean
  readonly single: boolean
  readonly block: boolean
}

const FIRST_INDICATORS = '#,[]{}&*!|>\'"%@`'

const analyze = (s: string): Analysis => {
  if (s.length === 0) return { multiline: false, plain: true, single: true, block: false }
  let indicators = s.startsWith('---') || s.startsWith('...')
  let lineBreaks = false
  let special = false
  let leadingSpace = false
  let leadingBreak = false
  let trailingSpace = false
  let trailingBreak = false
  let breakSpace = false
  let spaceBreak = false
  let precededByWhitespace = true
  let previousSpace = false
  let previousBreak = false
  const cps = Array.from(s, (ch) => ch.codePointAt(0) as number)
  const n = cps.length
  for (let i = 0; i < n; i++) {
    const c = cps[i] as number
    const next = cps[i + 1]
    const followedByWhitespace = next === undefined || next === 0x20 || next === 0x09
    if (i === 0) {
      if (FIRST_INDICATORS.includes(String.fromCodePoint(c))) indicators = true
      else if ((c === 0x3f || c === 0x3a || c === 0x2d) && followedByWhitespace) indicators = true
    } else if ((c === 0x3a && followedByWhitespace) || (c === 0x23 && precededByWhitespace)) {
      indicators = true
    }
    // U+0085, U+2028 and U+2029 too: kubectl would print them raw and read them back as line breaks; the CLI escapes them.
    if (!printableForGoYaml(c) || c === 0x85 || c === 0x2028 || c === 0x2029) special = true
    if (c === 0x20) {
      if (i === 0) leadingSpace = true
      if (i === n - 1) trailingSpace = true
      if (previousBreak) breakSpace = true
      previousSpace = true
      previousBreak = false
    } else if (isBreak(c)) {
      lineBreaks = true
      if (i === 0) leadingBreak = true
      if (i === n - 1) trailingBreak = true
      if (previousSpace) spaceBreak = true
      previousSpace = false
      previousBreak = true
    } else {
      previousSpace = false
      previousBreak = false
    }
    precededByWhitespace = c === 0x20 || c === 0x09 || c === 0 || isBreak(c)
  }
  const edges = leadingSpace || leadingBreak || trailingSpace || trailingBreak
  return {
    multiline: lineBreaks,
    plain: !(edges || breakSpace || spaceBreak || special || lineBreaks || indicators),
    single: !(breakSpace || spaceBreak || special),
    block: !(trailingSpace || spaceBreak || special),
  }
}

/** go-yaml's base-60 float (`1:30`), which it quotes so that YAML 1.1 readers keep the string. */
const BASE60 = /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+(?:\.[0-9_]*)?$/

/** Whether go-yaml would read `s`, written plain, back as the same string. */
const readsBackAsString = (s: string): boolean => {
  if (BASE60.test(s) || isGoYamlTimestamp(s)) return false
  const r = resolveScalar(s, '', true)
  return r.ok && r.value.t === 'str'
}

type Style = 'plain' | 'single' | 'double' | 'literal'

const styleOf = (s: string, a: Analysis, simpleKey: boolean): Style => {
  let style: Style = s.includes('\n') ? 'literal' : readsBackAsString(s) ? 'plain' : 'double'
  if (simpleKey && a.multiline) style = 'double'
  if (style === 'plain' && !a.plain) style = 'single'
  if (style === 'plain' && s.length === 0 && simpleKey) style = 'single'
  if (style === 'single' && !a.single) style = 'double'
  if (style === 'literal' && (!a.block || simpleKey)) style = 'double'
  return style
}

const writePlainOrSingle = (
  st: State,
  cps: readonly number[],
  indent: number,
  breaks: boolean,
  single: boolean,
): void => {
  if (single) writeIndicator(st, "'", true, false, false)
  else if (!st.whitespace) put(st, ' ')
  let spaces = false
  const n = cps.length
  for (let i = 0; i < n; i++) {
    const c = cps[i] as number
    if (c === 0x20) {
      const fold =
        breaks && !spaces && st.column > BEST_WIDTH && cps[i + 1] !== 0x20 && (!single || (i !== 0 && i !== n - 1))
      if (fold) writeIndent(st, indent)
      else put(st, ' ')
      spaces = true
    } else {
      put(st, c === 0x27 && single ? "''" : String.fromCodePoint(c))
      st.indention = false
      spaces = false
    }
  }
  if (single) writeIndicator(st, "'", false, false, false)
  st.whitespace = false
  st.indention = false
}

const writeDoubleQuoted = (st: State, cps: readonly number[], indent: number, breaks: boolean): void => {
  writeIndicator(st, '"', true, false, false)
  const all = cps[0] === 0xfeff
  let spaces = false
  const n = cps.length
  for (let i = 0; i < n; i++) {
    const c = cps[i] as number
    const escaped = goYamlEscape(c, all)
    if (escaped !== undefined) {
      put(st, escaped)
      spaces = false
    } else if (c === 0x20) {
      if (breaks && !spaces && st.column > BEST_WIDTH && i !== 0 && i !== n - 1) {
        writeIndent(st, indent)
        if (cps[i + 1] === 0x20) put(st, '\\')
      } else put(st, ' ')
      spaces = true
    } else {
      put(st, String.fromCodePoint(c))
      spaces = false
    }
  }
  writeIndicator(st, '"', false, false, false)
}

const writeLiteral = (st: State, cps: readonly number[], indent: number): void => {
  writeIndicator(st, '|', true, false, false)
  const n = cps.length
  if (cps[0] === 0x20 || isBreak(cps[0] as number)) writeIndicator(st, String(BEST_INDENT), false, false, false)
  const last = cps[n - 1] as number
  const chomp = !isBreak(last) ? '-' : n === 1 || isBreak(cps[n - 2] as number) ? '+' : ''
  if (chomp !== '') writeIndicator(st, chomp, false, false, false)
  putBreak(st)
  st.indention = true
  st.whitespace = true
  let breaks = true
  for (const c of cps) {
    if (c === 0x0a) {
      putBreak(st)
      st.indention = true
      breaks = true
    } else {
      if (breaks) writeIndent(st, indent)
      put(st, String.fromCodePoint(c))
      st.indention = false
      breaks = false
    }
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

const utf8Length = (s: string): number => {
  let n = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c >= 0xd800 && c <= 0xdbff) {
      n += 4
      i++
    } else n += c < 0x80 ? 1 : c < 0x800 ? 2 : 3
  }
  return n
}

const writeString = (st: State, text: string, parentIndent: number, simpleKey: boolean): void => {
  // Go's json.Marshal writes a lone surrogate as U+FFFD.
  const s = text.replace(LONE_SURROGATE, '\ufffd')
  const cps = Array.from(s, (ch) => ch.codePointAt(0) as number)
  const indent = parentIndent < 0 ? BEST_INDENT : parentIndent + BEST_INDENT
  const style = styleOf(s, analyze(s), simpleKey)
  if (style === 'literal') writeLiteral(st, cps, indent)
  else if (style === 'double') writeDoubleQuoted(st, cps, indent, !simpleKey)
  else writePlainOrSingle(st, cps, indent, !simpleKey, style === 'single')
}

const INT64_MIN = -(2n ** 63n)
const UINT64_MAX = 2n ** 64n - 1n

/** A number as go-yaml writes what it read from Go's JSON text of it. */
const numberText = (n: number): string => {
  const json = JSON.stringify(n)
  if (/^-?[0-9]+$/.test(json)) {
    const v = BigInt(json)
    if (v >= INT64_MIN && v <= UINT64_MAX) return json
  }
  return goFloat64g(n)
}

const writeWord = (st: State, word: string): void => {
  if (!st.whitespace) put(st, ' ')
  put(st, word)
  st.whitespace = false
  st.indention = false
}

const isLetter = (c: number): boolean => /\p{L}/u.test(String.fromCodePoint(c))
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39

/**
 * Whether key `a` comes before `b` in go-yaml's order of mapping keys.
 *
 * @example
 * goYamlKeyLess('a2', 'a10')  // true
 * goYamlKeyLess('a_b', 'aZb') // true
 */
export const goYamlKeyLess = (a: string, b: string): boolean => {
  const ar = Array.from(a, (ch) => ch.codePointAt(0) as number)
  const br = Array.from(b, (ch) => ch.codePointAt(0) as number)
  for (let i = 0; i < ar.length && i < br.length; i++) {
    const x = ar[i] as number
    const y = br[i] as number
    if (x === y) continue
    const xl = isLetter(x)
    const yl = isLetter(y)
    if (xl && yl) return x < y
    if (xl || yl) return yl
    // Digit runs from here compare as numbers; a run that continues earlier
    // digits with a non-zero among them counts those as a leading 1.
    let an = 0
    let bn = 0
    if (x === 0x30 || y === 0x30) {
      for (let j = i - 1; j >= 0 && isDigit(ar[j] as number); j--) {
        if (ar[j] !== 0x30) {
          an = 1
          bn = 1
          break
        }
      }
    }
    let ai = i
    for (; ai < ar.length && isDigit(ar[ai] as number); ai++) an = an * 10 + ((ar[ai] as number) - 0x30)
    let bi = i
    for (; bi < br.length && isDigit(br[bi] as number); bi++) bn = bn * 10 + ((br[bi] as number) - 0x30)
    if (an !== bn) return an < bn
    if (ai !== bi) return ai < bi
    return x < y
  }
  return ar.length < br.length
}

const sortedKeys = (o: Record<string, unknown>): string[] =>
  Object.keys(o)
    .filter((k) => o[k] !== undefined && typeof o[k] !== 'function' && typeof o[k] !== 'symbol')
    .sort((a, b) => (goYamlKeyLess(a, b) ? -1 : goYamlKeyLess(b, a) ? 1 : 0))

const isSimpleKey = (k: string): boolean => {
  if (utf8Length(k) > SIMPLE_KEY_BYTES) return false
  for (let i = 0; i < k.length; i++) if (isBreak(k.charCodeAt(i))) return false
  return true
}

type Context = 'root' | 'sequence' | 'mapping'

const writeNode = (st: State, v: unknown, indent: number, context: Context): void => {
  if (typeof v === 'string') writeString(st, v, indent, false)
  else if (typeof v === 'number') writeWord(st, Number.isFinite(v) ? numberText(v) : 'null')
  else if (typeof v === 'boolean') writeWord(st, v ? 'true' : 'false')
  else if (typeof v === 'bigint') writeWord(st, v.toString())
  else if (typeof v !== 'object' || v === null) writeWord(st, 'null')
  else if (Array.isArray(v)) writeSequence(st, v, indent, context)
  else writeMapping(st, v as Record<string, unknown>, indent)
}

const writeSequence = (st: State, v: readonly unknown[], indent: number, context: Context): void => {
  if (v.length === 0) {
    writeWord(st, '[]')
    return
  }
  // In a mapping, a sequence stands at its key's indentation.
  const indentless = context === 'mapping' && !st.indention
  const inner = indent < 0 ? 0 : indentless ? indent : indent + BEST_INDENT
  for (const item of v) {
    writeIndent(st, inner)
    writeIndicator(st, '-', true, false, true)
    writeNode(st, item, inner, 'sequence')
  }
}

const writeMapping = (st: State, o: Record<string, unknown>, indent: number): void => {
  const keys = sortedKeys(o)
  if (keys.length === 0) {
    writeWord(st, '{}')
    return
  }
  const inner = indent < 0 ? 0 : indent + BEST_INDENT
  for (const k of keys) {
    writeIndent(st, inner)
    if (isSimpleKey(k)) {
      writeString(st, k, inner, true)
      writeIndicator(st, ':', false, false, false)
    } else {
      writeIndicator(st, '?', true, false, true)
      writeString(st, k, inner, false)
      writeIndent(st, inner)
      writeIndicator(st, ':', true, false, true)
    }
    writeNode(st, o[k], inner, 'mapping')
  }
}

/**
 * `v` (a JSON value) as kubectl's `-o yaml` prints it (sigs.k8s.io/yaml's
 * JSONToYAML, go-yaml v2's emitter).
 *
 * @example
 * goYamlText({ b: [' \n', 'x'], a10: 1, a2: 'yes' })
 * // 'a2: "yes"\na10: 1\nb:\n- " \\n"\n- x\n'
 */
export const goYamlText = (v: unknown): string => {
  const st: State = { out: '', column: 0, whitespace: true, indention: true }
  writeNode(st, v, -1, 'root')
  // The document's end: a line break unless the last scalar (a kept literal block) ended with one.
  writeIndent(st, -1)
  return st.out
}
