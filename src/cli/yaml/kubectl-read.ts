/**
 * A manifest file as kubectl reads it: cut into documents
 * (`kubectl-stream.ts`), each YAML document decoded (`encoding.ts`), parsed
 * by the `yaml` package for its syntax and positions, and turned into the
 * JSON text sigs.k8s.io/yaml gives (`go-yaml.ts`). Each document is its own
 * success or error: one bad document never hides the others.
 *
 * @module
 */
import { type Document, LineCounter, type Node, parseAllDocuments } from 'yaml'
import { decodeYamlBytes } from './encoding'
import { spaceFlowKeys } from './flow-indicators'
import { BAD_NAME, documentToJson, goValueToJson, MAX_DEPTH, MAX_JSON_BYTES, TOO_DEEP, TOO_LARGE } from './go-yaml'
import { kubectlPieces, type Piece } from './kubectl-stream'
import { aliasReachesEnd, FIRST_READ, INCOMPLETE, lookAheadError, readsToEnd, unterminatedAfter } from './libyaml-reach'
import {
  directiveError,
  lineEndAt,
  rootEnd,
  secondRootTag,
  zeroIndentedBlockEnd,
  zeroIndentedRootBlock,
} from './libyaml-root'
import { readPlainBlock } from './plain-block'
import { secondBomText } from './second-bom'
import { blockLineStartError } from './block-line-start'

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

/** A text after a second byte-order mark as go-yaml reads it (see `second-bom.ts`): up to where its first read ends. */
const secondBom = (text: string, bytes: Uint8Array, crlf: boolean): { text: string; reachesEnd?: boolean } => {
  if (text.charCodeAt(0) !== 0xfeff) return { text }
  const first = decodeYamlBytes(bytes.subarray(0, FIRST_READ))
  return secondBomText(text, (first.ok ? first.text : first.prefix).length, crlf)
}

/**
 * Whether libyaml meets a syntax error at `pos` of `text` (the scanner reads
 * on to the end of the next line at most, and 4 characters more) before it
 * reads the 512-byte block holding the bad byte at `badAt`: each read is
 * decoded whole, so the bad byte is met with its block's first character.
 * An upper bound of the bytes before a character: UTF-16 two per unit, UTF-8
 * its length, and a CR per line break.
 */
const syntaxErrorFirst = (text: string, pos: number, bytes: Uint8Array, badAt: number): boolean => {
  const block = badAt - (badAt % FIRST_READ)
  if (block === 0) return false
  const lineEnd = lineEndAt(text, lineEndAt(text, pos) + 1)
  const seen = text.slice(0, Math.min(text.length, lineEnd + 4))
  const breaks = seen.split('\n').length - 1
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)
  const size = utf16 ? 2 + 2 * (seen.length + breaks) : new TextEncoder().encode(seen).length + breaks
  return size < block
}

const yamlDocument = (piece: Extract<Piece, { kind: 'yaml' }>): KubectlDocument => {
  const wrap = (e: string) => `error converting YAML to JSON: ${e}`
  const decoded = decodeYamlBytes(piece.bytes)
  // libyaml decodes as it reads: bytes after the first document (which is all go-yaml reads) may never be looked at.
  const raw = decoded.ok ? decoded.text : decoded.prefix
  const bom = secondBom(raw, piece.bytes, decoded.crlf === true)
  const text = spaceFlowKeys(bom.text)
  const encodingError: KubectlDocument | undefined = decoded.ok
    ? undefined
    : { ok: false, error: wrap(`yaml: ${decoded.error}`), line: piece.line }
  // A bad byte in libyaml's first read is its error, whatever the text before it.
  if (!decoded.ok && decoded.at < FIRST_READ && !INCOMPLETE.has(decoded.error)) return encodingError as KubectlDocument
  if (text.length > 4 * MAX_JSON_BYTES) return { ok: false, error: TOO_LARGE, line: piece.line }
  if (nestingBound(text) > MAX_DEPTH) return { ok: false, error: TOO_DEEP, line: piece.line }
  const directive = directiveError(text)
  // (The directives come first: an incomplete last character is met later.)
  if (directive !== undefined && (decoded.ok || INCOMPLETE.has(decoded.error)))
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
    // A tab at a line's start is a character that starts no token (see `block-line-start.ts`).
    if (/(?:^|\n) *\t/.test(text))
      return {
        ok: false,
        error: wrap('yaml: found character that cannot start any token'),
        line: piece.line,
        syntax: true,
      }
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
    // A syntax error is met before the end of the text, where a UTF-16 file's odd last byte is; and before a bad
    // byte of a later 512-byte read than the one the scanner is in.
    if (!decoded.ok && !INCOMPLETE.has(decoded.error) && !syntaxErrorFirst(text, err.pos[0], piece.bytes, decoded.at))
      return encodingError as KubectlDocument
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
  // A tab or a keyless value where libyaml looks for a token in block context is its error (before any decoding
  // error; an unknown alias before it fails the parser first, the scanner having read the next line's token).
  const lineStart = decoded.ok || INCOMPLETE.has(decoded.error) ? blockLineStartError(text, doc) : undefined
  if (lineStart !== undefined) {
    const tab = lineStart.at
    const r = documentToJson(doc, text)
    const alias = !r.ok && r.error.startsWith('yaml: unknown anchor ') ? r.node?.range?.[0] : undefined
    const aliasFirst =
      alias !== undefined && alias < tab && !/^(?:[ \t\n]|#[^\n]*)*$/.test(text.slice(lineEndAt(text, alias), tab))
    if (!aliasFirst) {
      const at = lines.linePos(tab)
      const error = wrap(`yaml: ${at.line > 1 ? `line ${at.line}: ` : ''}${lineStart.error}`)
      return { ok: false, error, line: piece.line + at.line - 1, col: at.col, syntax: true }
    }
  }
  // An incomplete last character (or a bad byte past the first read) is met only when libyaml reads that far.
  // go-yaml's parser fails at an unknown alias, before the document's end: the scanner has read ahead of it.
  const reachesEnd = () => {
    const r = documentToJson(doc, text)
    const alias = !r.ok && r.error.startsWith('yaml: unknown anchor ') ? r.node?.range?.[0] : undefined
    return alias !== undefined ? aliasReachesEnd(text, alias) : (bom.reachesEnd ?? readsToEnd(text, doc))
  }
  const stopsEarly = () => (decoded.ok || decoded.at >= FIRST_READ || INCOMPLETE.has(decoded.error)) && !reachesEnd()
  // A scanner error (an invalid escape) is met before the end of the text, where an incomplete last character is.
  const scannerFirst = () => {
    if (decoded.ok || !INCOMPLETE.has(decoded.error)) return false
    const r = documentToJson(doc, text)
    return !r.ok && r.error.startsWith('yaml: found ')
  }
  const endFirst = /^(?:[ \t]*(?:#[^\n]*)?\n)*\.\.\.(?:[ \t#\n]|$)/.exec(text)
  // The parser fails at a first `...` (libyaml reads its 4 characters, no further).
  const endFirstMet = endFirst !== null && text.indexOf('...', endFirst.index) + 4 <= text.length
  if (
    encodingError !== undefined &&
    !(endFirstMet && !decoded.ok && INCOMPLETE.has(decoded.error)) &&
    !stopsEarly() &&
    !scannerFirst()
  )
    return encodingError
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
