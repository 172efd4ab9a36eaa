/**
 * A manifest file as kubectl reads it: cut into documents
 * (`kubectl-stream.ts`), each YAML document decoded (`encoding.ts`), parsed
 * by the `yaml` package for its syntax and positions, and turned into the
 * JSON text sigs.k8s.io/yaml gives (`go-yaml.ts`). Each document is its own
 * success or error: one bad document never hides the others.
 *
 * @module
 */
import { type Document, isMap, isScalar, isSeq, LineCounter, type Node, parseAllDocuments } from 'yaml'
import { decodeYamlBytes } from './encoding'
import { spaceFlowKeys } from './flow-indicators'
import {
  BAD_NAME,
  badEscape,
  documentToJson,
  goValueToJson,
  MAX_DEPTH,
  MAX_JSON_BYTES,
  TOO_DEEP,
  TOO_LARGE,
} from './go-yaml'
import { kubectlPieces, type Piece } from './kubectl-stream'
import { readPlainBlock } from './plain-block'

/** One document of a file: the JSON kubectl sends (empty for an empty or null document), or its error. */
export type KubectlDocument =
  | {
      readonly ok: true
      /** What kubectl sends, as `bytes.TrimSpace` leaves it; `''` for a document kubectl skips. */
      readonly json: string
      /** The file line the document starts on (1-based). */
      readonly line: number
      /**
       * The parsed document, for positions (lines relative to `line`), and its line counter.
       * (For a document read by the fast path, parsed when first asked for.)
       */
      readonly source?: { readonly doc: Document; readonly lines: LineCounter }
      /** Where the document's root starts (line relative to `line`, 1-based), when known without `source`. */
      readonly rootPos?: { readonly line: number; readonly col: number }
      /** The JSON was written from YAML (YAMLToJSON: no key repeated), not a JSON document sent as it is. */
      readonly converted?: true
    }
  | {
      readonly ok: false
      /** kubectl's error text for the document. */
      readonly error: string
      /** Where: the document's first line, or the error's line when known. */
      readonly line: number
      readonly col?: number
      /** Whether the error is a syntax error of the `yaml` parser (whose texts differ from libyaml's). */
      readonly syntax?: boolean
    }

const PARSE_OPTIONS = {
  version: '1.1',
  schema: 'failsafe',
  uniqueKeys: false,
  strict: false,
  prettyErrors: false,
  merge: false,
} as const

/** The deepest nesting the text could have (brackets, and indentation levels), a cheap upper bound. */
const nestingBound = (text: string): number => {
  let flow = 0
  let maxFlow = 0
  const indents: number[] = []
  let maxBlock = 0
  let lineStart = true
  let col = 0
  let dashes = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 0x0a) {
      lineStart = true
      col = 0
      dashes = 0
      continue
    }
    if (lineStart) {
      if (c === 0x20) {
        col++
        continue
      }
      if ((c === 0x2d || c === 0x3f || c === 0x3a) && text.charCodeAt(i + 1) === 0x20) {
        dashes++
        col += 2
        i++
        continue
      }
      lineStart = false
      if (c !== 0x23) {
        while (indents.length > 0 && (indents[indents.length - 1] as number) >= col) indents.pop()
        indents.push(col)
        if (indents.length + dashes > maxBlock) maxBlock = indents.length + dashes
      }
    }
    if (c === 0x5b || c === 0x7b) {
      flow++
      if (flow > maxFlow) maxFlow = flow
    } else if ((c === 0x5d || c === 0x7d) && flow > 0) flow--
  }
  return maxFlow + maxBlock
}

/** The first document of `text`, `undefined` for none, an Error if the parser threw. */
const parseFirst = (text: string, lineCounter: LineCounter): Document | undefined | Error => {
  try {
    const docs = parseAllDocuments(text, { ...PARSE_OPTIONS, lineCounter }) as unknown as Document[]
    return Array.isArray(docs) ? docs[0] : undefined
  } catch (e) {
    return e instanceof Error ? e : new Error(String(e))
  }
}

/**
 * Where a quoted scalar at the root, starting at `i`, ends, when a flow
 * collection follows it on its line (`undefined` otherwise). go-yaml reads
 * that one node: `"x" {"a": 1,}` is the string `x` to kubectl, where the
 * `yaml` package, parsing on, merges what follows into the root.
 */
const quotedRootEnd = (text: string, i: number): number | undefined => {
  const q = text[i]
  let j = i + 1
  while (j < text.length) {
    const c = text[j]
    if (q === '"' && c === '\\') j += 2
    else if (c === q && q === "'" && text[j + 1] === "'") j += 2
    else if (c === q) break
    else j++
  }
  if (j >= text.length) return undefined
  let k = j + 1
  while (text[k] === ' ') k++
  // Only before a flow collection on the same line, in which libyaml's look-ahead (it scans the rest of
  // the line for a `:` that would make the scalar a key) meets no character that starts no token.
  if (text[k] !== '{' && text[k] !== '[') return undefined
  const lineEnd = text.indexOf('\n', k)
  // (Quoted scalars on the line are read whole: what they hold starts no token.)
  const rest = text.slice(k, lineEnd < 0 ? text.length : lineEnd).replace(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g, '""')
  return /[@`|>%\t]/.test(rest) ? undefined : j + 1
}

/**
 * A root with two tags (`!!binary !!!!`): libyaml's parser gives the first
 * tag an empty node, and that node is the document (go-yaml reads no
 * further). Where the first tag ends, when the `yaml` package's first error
 * is the second tag at the root.
 */
const secondRootTag = (text: string, doc: Document): number | undefined => {
  const first = doc.errors[0]
  if (first?.code !== 'MULTIPLE_TAGS') return undefined
  const m = /^(?:[ \t]*(?:#[^\n]*)?\n|---(?:[ \t]+#[^\n]*)?\n)*(?:---[ \t]+)?(?:&\S+[ \t]+)?!\S*(?=[ \t]+!)/.exec(text)
  if (m === null) return undefined
  let i = m[0].length
  while (text[i] === ' ' || text[i] === '\t') i++
  return i === first.pos[0] ? m[0].length : undefined
}

/** Where a root flow collection or scalar ends (its closing bracket, or the scalar's end); `undefined` for a block root. */
const rootEnd = (text: string, root: Node | null): number | undefined => {
  if (root === null || !root.range) return undefined
  let i = root.range[0]
  while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n')) i++
  const open = text[i]
  const quoted = open === '"' || open === "'" ? quotedRootEnd(text, i) : undefined
  if (quoted !== undefined) return quoted
  if (open !== '{' && open !== '[') return isMap(root) || isSeq(root) ? undefined : root.range[1]
  let depth = 0
  // A quote starts a quoted scalar only where a token starts (after `{`, `[`, `,` or `:`); inside a
  // plain scalar (`{a": 1}`) it is a character.
  let tokenStart = true
  for (; i < text.length; i++) {
    const c = text[i] as string
    if ((c === '"' || c === "'") && tokenStart) {
      const q = c
      i++
      while (i < text.length && !(text[i] === q && !(q === "'" && text[i + 1] === "'")))
        i += (q === '"' && text[i] === '\\') || (q === "'" && text[i] === "'") ? 2 : 1
      tokenStart = false
      continue
    }
    if (c === ' ' || c === '\t' || c === '\n') {
      tokenStart = tokenStart || c === '\n' || text[i - 1] === ':' || text[i - 1] === ','
      continue
    }
    tokenStart = c === '{' || c === '[' || c === ',' || c === ':'
    if (c === '{' || c === '[') depth++
    else if (c === '}' || c === ']') {
      depth--
      if (depth === 0) return i + 1
    }
  }
  return undefined
}

/**
 * libyaml's block scalar at the root takes no lines at column 0 (its
 * indentation is at least 1): its value is empty, and the lines after it are
 * never read.
 */
const zeroIndentedRootBlock = (doc: Document, text: string): boolean => {
  const root = doc.contents as Node | null
  if (!isScalar(root) || (root.type !== 'BLOCK_LITERAL' && root.type !== 'BLOCK_FOLDED') || !root.range) return false
  const header = text.indexOf('\n', root.range[0])
  if (header < 0) return false
  const m = /^((?:[ \t]*\n)*)(\S)?/.exec(text.slice(header + 1))
  if (m?.[2] === undefined) return false
  // Kept (`+`) chomping keeps the empty lines before the line that ends it.
  const keep = text.slice(root.range[0], header).split('#')[0]?.includes('+') === true
  root.value = keep ? '\n'.repeat((m[1]?.match(/\n/g) ?? []).length) : ''
  return true
}

/**
 * Where a root block scalar whose first content line is at column 0 ends
 * (that line's start): libyaml's block scalar takes none of it, and go-yaml
 * reads no further than the next token.
 */
const zeroIndentedBlockEnd = (text: string): number | undefined => {
  const m =
    /^(?:[ \t]*(?:#[^\n]*)?\n|---(?:[ \t]+#[^\n]*)?\n)*(?:---[ \t]+)?[|>][-+0-9]*[ \t]*(?:#[^\n]*)?\n(?:[ \t]*\n)*(?=[^ \t\n#])/.exec(
      text,
    )
  return m === null ? undefined : m[0].length
}

/** The line and column (1-based) of `offset` in `text`. */
const linePos = (text: string, offset: number): { line: number; col: number } => {
  let line = 1
  let lineStart = 0
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++
    lineStart = i + 1
  }
  return { line, col: offset - lineStart + 1 }
}

/** The parsed document, made only when a position is asked for. */
const lazySource = (text: string): (() => { doc: Document; lines: LineCounter } | undefined) => {
  let made: { doc: Document; lines: LineCounter } | undefined | null = null
  return () => {
    if (made === null) {
      const lines = new LineCounter()
      const doc = parseFirst(text, lines)
      made = doc === undefined || doc instanceof Error ? undefined : { doc, lines }
    }
    return made
  }
}

/** A document of the simple kind most manifests are (see `plain-block.ts`), read without the `yaml` package. */
const fastDocument = (text: string, line: number): KubectlDocument | undefined => {
  const plain = readPlainBlock(text)
  if (plain === undefined) return undefined
  const r = goValueToJson(plain.value)
  // An error is reported by the general path, with its position.
  if (!r.ok) return undefined
  const source = lazySource(text)
  return {
    ok: true,
    json: r.json === 'null' ? '' : r.json,
    line,
    converted: true,
    rootPos: linePos(text, plain.rootOffset),
    get source() {
      return source()
    },
  }
}

/**
 * libyaml's scanner errors for the directive lines before the first
 * document (`%` at column 0): it knows `%YAML` and `%TAG` only, and a name
 * is letters, digits, `_` and `-` followed by a space.
 */
const directiveError = (text: string): { readonly error: string; readonly line: number } | undefined => {
  let line = 1
  for (let i = 0; i < text.length; ) {
    const end = lineEndAt(text, i)
    const l = text.slice(i, end)
    if (l.startsWith('%')) {
      const m = /^%([0-9A-Za-z_-]*)(.?)/.exec(l) as RegExpExecArray
      const name = m[1] as string
      const next = m[2] as string
      if (name === '') return { error: 'could not find expected directive name', line }
      if (next !== '' && next !== ' ' && next !== '\t')
        return { error: 'found unexpected non-alphabetical character', line }
      if (name !== 'YAML' && name !== 'TAG') return { error: 'found unknown directive name', line }
    } else if (!/^[ \t]*(?:#.*)?$/.test(l)) return undefined
    i = end + 1
    line++
  }
  return undefined
}

/** Reader errors met only when the scanner reads up to the end of the text (libyaml waits for more bytes first). */
const INCOMPLETE: ReadonlySet<string> = new Set([
  'incomplete UTF-16 character',
  'incomplete UTF-16 surrogate pair',
  'incomplete UTF-8 octet sequence',
])

/** libyaml reads (and decodes) its input 512 bytes at a time: a bad byte in the first read is met before any token. */
const FIRST_READ = 512

const isBreakOrBlank = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n'

const lineEndAt = (text: string, i: number): number => {
  const nl = text.indexOf('\n', i)
  return nl < 0 ? text.length : nl
}

/** The next token's start at or after `i` (spaces, line breaks and comments skipped). */
const tokenStart = (text: string, i: number): number => {
  const n = text.length
  for (;;) {
    while (i < n && isBreakOrBlank(text[i])) i++
    if (text[i] !== '#') return i
    i = lineEndAt(text, i)
  }
}

/**
 * Where libyaml's scan of the token at `i` stops (`text.length` when it reads
 * to the end): a plain scalar (on to the next lines, at the root) at `: `,
 * ` #` or a line starting with `#` or a document marker; a quoted scalar
 * after its closing quote; a block scalar at the first line at column 0;
 * an anchor, alias or tag after its name; an indicator after itself.
 */
const tokenScanEnd = (text: string, i: number, inFlow = false): number => {
  const n = text.length
  const c = text[i] as string
  const atLineStart = i === 0 || text[i - 1] === '\n'
  if ('{}[],'.includes(c)) return i + 1
  if (atLineStart && (text.startsWith('---', i) || text.startsWith('...', i) || c === '%')) return i + 4
  if ((c === '-' || c === '?' || c === ':') && isBreakOrBlank(text[i + 1])) return i + 2
  if (c === '"' || c === "'") return Math.min(quotedEnd(text, i) + 1, n)
  if (c === '|' || c === '>') {
    const m = /\n[^ \t\n#]/.exec(text.slice(i))
    return m === null ? n : i + m.index + 2
  }
  if (c === '*' || c === '&' || c === '!') {
    let j = i + 1
    while (j < n && !isBreakOrBlank(text[j])) j++
    return j + 1
  }
  let j = i
  while (j < n) {
    const d = text[j]
    if (d === ':' && (j + 1 >= n || isBreakOrBlank(text[j + 1]) || (inFlow && ',[]{}'.includes(text[j + 1] as string))))
      return j + 2
    if (inFlow && ',[]{}'.includes(d as string)) return j + 1
    if (d === '#' && (text[j - 1] === ' ' || text[j - 1] === '\t')) return j + 1
    if (d === '\n') {
      let k = j + 1
      while (k < n && isBreakOrBlank(text[k])) k++
      if (k >= n) return n
      if (text[k] === '#' || (text[k - 1] === '\n' && (text.startsWith('---', k) || text.startsWith('...', k))))
        return k + 1
      j = k
      continue
    }
    j++
  }
  return n
}

/** Where the quoted scalar at `i` ends (after its closing quote), or `text.length` when it is not closed. */
const quotedEnd = (text: string, i: number): number => {
  const q = text[i]
  let j = i + 1
  while (j < text.length) {
    if (q === '"' && text[j] === '\\') j += 2
    else if (q === "'" && text[j] === "'" && text[j + 1] === "'") j += 2
    else if (text[j] === q) return j + 1
    else j++
  }
  return text.length
}

/** Whether a scan that stopped at `end` (or looked 4 characters ahead at `start`) asked for the end of the text. */
const reaches = (text: string, start: number, end: number): boolean => start + 4 > text.length || end >= text.length

/** A plain scalar starts at `i` (it reads on past its line end, so a simple key there is stale at once). */
const isPlain = (text: string, i: number): boolean => {
  const c = text[i] as string
  if ('{}[],"\'|>*&!#%@`'.includes(c)) return false
  return !((c === '-' || c === '?' || c === ':') && isBreakOrBlank(text[i + 1]))
}

/**
 * libyaml fetches tokens while a possible simple key at the head of its
 * queue stays on its line: from `i` (the end of the head token), the rest of
 * line `lineEnd`'s tokens and then the first token of a later line, each
 * scanned whole. Whether that reads to the end of the text.
 */
const restOfLineReachesEnd = (text: string, i: number, lineEnd: number, depth: number, seen?: number[]): boolean => {
  let flow = depth
  for (;;) {
    if (i > lineEnd) return false
    const t = tokenStart(text, i)
    if (t >= text.length) return true
    seen?.push(t)
    const end = tokenScanEnd(text, t, flow > 0)
    if (reaches(text, t, end)) return true
    if (t > lineEnd) return false
    const c = text[t]
    if (c === '{' || c === '[') flow++
    else if ((c === '}' || c === ']') && flow > 0) flow--
    i = end
  }
}

/**
 * Whether a quoted scalar on the line at `i` (read on by libyaml's look-ahead
 * after a one-line root) runs to the end of the text: `found unexpected end
 * of stream`.
 */
const unterminatedAfter = (text: string, i: number): boolean => {
  if (text[i - 1] === '\n') return false
  const lineEnd = lineEndAt(text, i)
  let flow = 0
  for (;;) {
    const t = tokenStart(text, i)
    if (t > lineEnd || t >= text.length) return false
    const c = text[t]
    const quoted = c === '"' || c === "'"
    const end = quoted ? quotedEnd(text, t) : tokenScanEnd(text, t, flow > 0)
    if (quoted && end >= text.length) return true
    if (c === '{' || c === '[') flow++
    else if ((c === '}' || c === ']') && flow > 0) flow--
    i = end
  }
}

/** An empty flow collection at `i` (go-yaml drops the simple key of its start token when it closes). */
const emptyFlowAt = (text: string, i: number): boolean => /^[{[][ \t]*[}\]]/.test(text.slice(i, i + 64))

/**
 * Whether libyaml's scanner, once the root ends at `end`, asks for text up
 * to the end of `text` (where the reader meets an incomplete last
 * character). The parser asks for the token after the root; a token that
 * may start a simple key (at the start of a line) makes the scanner read on
 * along its line ({@link restOfLineReachesEnd}). `rootKey`: the root's own
 * simple key is still possible (a one-line quoted scalar, alias or non-empty
 * flow collection), so the rest of its line is read too.
 */
const afterRootReachesEnd = (text: string, end: number, rootKey: boolean, seen?: number[]): boolean => {
  const t = tokenStart(text, end)
  if (t >= text.length) return true
  if (!rootKey || t > lineEndAt(text, end)) seen?.push(t)
  const rootLineEnd = lineEndAt(text, end)
  if (t <= rootLineEnd)
    return rootKey ? restOfLineReachesEnd(text, end, rootLineEnd, 0, seen) : reaches(text, t, tokenScanEnd(text, t))
  // The first token of a later line: a simple key unless it is a plain scalar or an empty flow collection.
  const tEnd = tokenScanEnd(text, t)
  if (reaches(text, t, tEnd)) return true
  if (isPlain(text, t) || !'{["\'*&!'.includes(text[t] as string)) return false
  if (emptyFlowAt(text, t)) return reaches(text, t, text.indexOf(text[t] === '{' ? '}' : ']', t) + 1)
  return restOfLineReachesEnd(text, tEnd, lineEndAt(text, t), text[t] === '{' || text[t] === '[' ? 1 : 0, seen)
}

/**
 * A scanner error in the tokens libyaml's look-ahead reads after a root that
 * ends before the text does (the `yaml` package never reads them): an
 * invalid escape, an anchor or alias name with another character.
 */
const lookAheadError = (text: string, doc: Document, end: number): string | undefined => {
  const root = doc.contents as Node | null
  if (root === null || !root.range || end >= text.length) return undefined
  let start = root.range[0]
  while (start < text.length && isBreakOrBlank(text[start])) start++
  const c = text[start]
  if ((isMap(root) || isSeq(root)) && c !== '{' && c !== '[') return undefined
  const oneLine = lineEndAt(text, start) >= end - 1
  const rootKey =
    oneLine && (c === '"' || c === "'" || c === '*' || ((c === '{' || c === '[') && !emptyFlowAt(text, start)))
  const seen: number[] = []
  afterRootReachesEnd(text, end, rootKey, seen)
  for (const t of seen) {
    const d = text[t]
    if (d === '"') {
      const bad = badEscape(text, t, quotedEnd(text, t))
      if (bad !== undefined) return bad
    } else if ((d === '&' || d === '*') && !/^[0-9A-Za-z_-]+(?:$|[\s?:,\]}%@`])/.test(text.slice(t + 1, t + 256)))
      return 'did not find expected alphabetic or numeric character'
  }
  return undefined
}

/**
 * Whether libyaml, reading the first document for go-yaml, asks for text up
 * to its end: a block collection at the root ends only at `...` or the end
 * of the text; any other root ends where it ends, and the parser then looks
 * at the token after it ({@link nextTokenReachesEnd}).
 */
const readsToEnd = (text: string, doc: Document): boolean => {
  const root = doc.contents as Node | null
  if (root === null || !root.range) return true
  let start = root.range[0]
  while (start < text.length && isBreakOrBlank(text[start])) start++
  if ((isMap(root) || isSeq(root)) && text[start] !== '{' && text[start] !== '[') {
    // A document marker after the root's start ends it (a UTF-16 file is not cut at `---` by kubectl).
    const m = /^(?:\.\.\.|---)(?:[ \t\n]|$)/m.exec(text.slice(start))
    return m === null || start + m.index + 4 > text.length
  }
  const end = rootEnd(text, root) ?? root.range[1]
  const c = text[start]
  const oneLine = lineEndAt(text, start) >= end - 1
  const rootKey =
    oneLine && (c === '"' || c === "'" || c === '*' || ((c === '{' || c === '[') && !emptyFlowAt(text, start)))
  return afterRootReachesEnd(text, end, rootKey)
}

const yamlDocument = (piece: Extract<Piece, { kind: 'yaml' }>): KubectlDocument => {
  const wrap = (e: string) => `error converting YAML to JSON: ${e}`
  const decoded = decodeYamlBytes(piece.bytes)
  // libyaml decodes as it reads: bytes after the first document (which is all go-yaml reads) may never be looked at.
  const text = spaceFlowKeys(decoded.ok ? decoded.text : decoded.prefix)
  const encodingError: KubectlDocument | undefined = decoded.ok
    ? undefined
    : { ok: false, error: wrap(`yaml: ${decoded.error}`), line: piece.line }
  // A bad byte in libyaml's first read is its error, whatever the text before it.
  if (!decoded.ok && decoded.at < FIRST_READ && !INCOMPLETE.has(decoded.error)) return encodingError as KubectlDocument
  if (text.length > 4 * MAX_JSON_BYTES) return { ok: false, error: TOO_LARGE, line: piece.line }
  if (nestingBound(text) > MAX_DEPTH) return { ok: false, error: TOO_DEEP, line: piece.line }
  const directive = directiveError(text)
  if (directive !== undefined && encodingError === undefined)
    return {
      ok: false,
      error: wrap(`yaml: ${directive.line > 1 ? `line ${directive.line}: ` : ''}${directive.error}`),
      line: piece.line + directive.line - 1,
      syntax: true,
    }
  if (encodingError === undefined) {
    const fast = fastDocument(text, piece.line)
    if (fast !== undefined) return fast
  }
  let lines = new LineCounter()
  let parsed = parseFirst(text, lines)
  if (parsed instanceof Error) return { ok: false, error: wrap(`yaml: ${parsed.message}`), line: piece.line }
  if (parsed === undefined) {
    if (encodingError !== undefined) return encodingError
    return /^(?:[ \t]*(?:#[^\n]*)?\n)*%/.test(text)
      ? { ok: false, error: wrap('yaml: did not find expected <document start>'), line: piece.line, syntax: true }
      : { ok: true, json: '', line: piece.line }
  }
  // go-yaml reads one node: what follows a flow collection or a scalar at the root is never looked at.
  const cut =
    parsed.errors.length > 0
      ? (secondRootTag(text, parsed) ?? zeroIndentedBlockEnd(text) ?? rootEnd(text, parsed.contents as Node | null))
      : undefined
  // libyaml's look-ahead for a key reads on along the root's line: a block entry or key indicator there is an error.
  const blockIndicatorAfter = (at: number) =>
    text[at - 1] !== '\n' && /^[ \t]*[-?](?:[ \t\n]|$)/.test(text.slice(at, lineEndAt(text, at) + 1))
  if (cut !== undefined && cut < text.length && !blockIndicatorAfter(cut) && !unterminatedAfter(text, cut)) {
    const again = new LineCounter()
    const first = parseFirst(text.slice(0, cut), again)
    if (first !== undefined && !(first instanceof Error)) {
      parsed = first
      lines = again
    }
  }
  const doc = parsed
  const ahead = cut !== undefined && cut < text.length ? lookAheadError(text, doc, cut) : undefined
  if (ahead !== undefined && encodingError === undefined)
    return { ok: false, error: wrap(`yaml: ${ahead}`), line: piece.line, syntax: true }
  const err = doc.errors.find(
    (e) => !(e.code === 'BAD_DQ_ESCAPE' && e.message.startsWith("Invalid escape sequence \\'")),
  )
  if (err !== undefined) {
    // A syntax error is met before the end of the text, where a UTF-16 file's odd last byte is.
    if (!decoded.ok && !INCOMPLETE.has(decoded.error)) return encodingError as KubectlDocument
    const at = lines.linePos(err.pos[0])
    const message = (err.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '')
    return {
      ok: false,
      error: wrap(`yaml: line ${at.line}: ${message}`),
      line: piece.line + at.line - 1,
      col: at.col,
      syntax: true,
    }
  }
  // An incomplete last character (or a bad byte past the first read) is met only when libyaml reads that far.
  const stopsEarly = () =>
    (decoded.ok || decoded.at >= FIRST_READ || INCOMPLETE.has(decoded.error)) && !readsToEnd(text, doc)
  // A scanner error (an invalid escape) is met before the end of the text, where an incomplete last character is.
  const scannerFirst = () => {
    if (decoded.ok || !INCOMPLETE.has(decoded.error)) return false
    const r = documentToJson(doc, text)
    return !r.ok && r.error.startsWith('yaml: found ')
  }
  if (encodingError !== undefined && !stopsEarly() && !scannerFirst()) return encodingError
  const endFirst = /^(?:[ \t]*(?:#[^\n]*)?\n)*\.\.\.(?:[ \t#\n]|$)/.exec(text)
  if (endFirst !== null) {
    const line = (endFirst[0].match(/\n/g)?.length ?? 0) + 1
    return {
      ok: false,
      error: wrap(`yaml: line ${line}: did not find expected node content`),
      line: piece.line + line - 1,
      syntax: true,
    }
  }
  zeroIndentedRootBlock(doc, text)
  const r = documentToJson(doc, text)
  if (!r.ok && (r.error.startsWith('yaml: found ') || r.error === BAD_NAME)) {
    const at = r.node?.range ? lines.linePos(r.node.range[0]) : { line: 1, col: 1 }
    const error = wrap(`yaml: line ${at.line}: ${r.error.slice('yaml: '.length)}`)
    return { ok: false, error, line: piece.line + at.line - 1, col: at.col, syntax: true }
  }
  if (!r.ok) {
    const at = r.node?.range ? lines.linePos(r.node.range[0]) : undefined
    const error = r.error === TOO_LARGE || r.error === TOO_DEEP ? r.error : wrap(r.error)
    return at === undefined
      ? { ok: false, error, line: piece.line }
      : { ok: false, error, line: piece.line + at.line - 1, col: at.col }
  }
  const json = r.json === 'null' ? '' : r.json
  return { ok: true, json, line: piece.line, source: { doc, lines }, converted: true }
}

const jsonDocument = (text: string, line: number): KubectlDocument => {
  if (text.length > MAX_JSON_BYTES) return { ok: false, error: TOO_LARGE, line }
  const json = text === 'null' ? '' : text
  // Parsed for positions only when one is asked for.
  let made: { doc: Document; lines: LineCounter } | undefined | null = null
  const source = () => {
    if (made !== null) return made
    made = undefined
    if (nestingBound(text) > MAX_DEPTH) return made
    const lines = new LineCounter()
    const doc = parseAllDocuments(text, { ...PARSE_OPTIONS, lineCounter: lines }) as unknown as Document[]
    const first = Array.isArray(doc) ? doc[0] : undefined
    if (first !== undefined && first.errors.length === 0) made = { doc: first, lines }
    return made
  }
  const open = text.charCodeAt(0)
  return {
    ok: true,
    json,
    line,
    ...(open === 0x7b || open === 0x5b ? { rootPos: { line: 1, col: 1 } } : {}),
    get source() {
      return source()
    },
  }
}

/**
 * Every document of a file as kubectl would send it, or the error it would
 * report for it.
 *
 * @example
 * kubectlDocuments(new TextEncoder().encode('a: 0o17\n---\nb: [\n'))
 * // [{ ok: true, json: '{"a":15}', line: 1, … }, { ok: false, error: 'error converting YAML to JSON: yaml: line 2: …', line: 4, … }]
 */
export const kubectlDocuments = (bytes: Uint8Array): KubectlDocument[] =>
  kubectlPieces(bytes).map((piece): KubectlDocument => {
    switch (piece.kind) {
      case 'yaml':
        return yamlDocument(piece)
      case 'json':
        return jsonDocument(piece.text, piece.line)
      default: {
        const fallback = piece.yamlFallback
        if (fallback?.kind === 'yaml') {
          const r = yamlDocument(fallback)
          if (r.ok) return r
        }
        return { ok: false, error: piece.error, line: piece.line }
      }
    }
  })

/** The node a document's root is, for positions. */
export const rootNode = (d: { readonly doc: Document }): Node | null => d.doc.contents as Node | null
