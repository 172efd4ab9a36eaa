/**
 * How far libyaml's scanner reads for go-yaml's first document: it decodes
 * as it scans, so an incomplete last character (or a bad byte past its
 * first 512-byte read) is its error only when the scanner asks for that
 * far, and it reads tokens ahead of the parser while a possible simple key
 * stays on its line (go-yaml v2's bookkeeping: the key of a flow
 * collection's start is dropped when an inner, never-keyed level closes).
 * Its scanner errors in that look-ahead come first.
 *
 * @module
 */
import { type Document, isMap, isScalar, isSeq, type Node } from 'yaml'
import { badEscape } from './go-yaml'
import { directiveError, isBreakOrBlank, lineEndAt, rootEnd, zeroIndentedBlockEnd } from './libyaml-root'

/**
 * Reader errors met only when the scanner reads up to the end of the text (libyaml waits for more bytes first).
 *
 * @example
 * INCOMPLETE.has('incomplete UTF-16 character') // true
 */
export const INCOMPLETE: ReadonlySet<string> = new Set([
  'incomplete UTF-16 character',
  'incomplete UTF-16 surrogate pair',
  'incomplete UTF-8 octet sequence',
])

/**
 * libyaml reads (and decodes) its input 512 bytes at a time: a bad byte in the first read is met before any token.
 *
 * @example
 * FIRST_READ // 512
 */
export const FIRST_READ = 512

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
  const marker = (text.startsWith('---', i) || text.startsWith('...', i)) && (i + 3 >= n || isBreakOrBlank(text[i + 3]))
  if (atLineStart && (marker || c === '%')) return i + 4
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
const restOfLineReachesEnd = (
  text: string,
  i: number,
  lineEnd: number,
  depth: number,
  seen?: number[],
  inFlow = false,
): boolean => {
  let flow = depth
  for (;;) {
    if (i > lineEnd) return false
    const t = tokenStart(text, i)
    if (t >= text.length) return true
    seen?.push(t)
    const end = tokenScanEnd(text, t, inFlow || flow > 0)
    if (reaches(text, t, end)) return true
    if (t > lineEnd) return false
    const c = text[t]
    if (c === '{' || c === '[') flow++
    else if (c === '}' || c === ']' || c === ',') {
      // A closing bracket or `,` at the head's level removes its possible key.
      if (flow === 0) return false
      if (c !== ',') flow--
    }
    i = end
  }
}

/** How many flow collections are open at `i` (brackets outside quoted scalars and comments). */
const flowDepthAt = (text: string, i: number): number => {
  let depth = 0
  let tokenStart = true
  for (let j = 0; j < i; j++) {
    const c = text[j] as string
    if ((c === '"' || c === "'") && tokenStart) {
      j = quotedEnd(text, j) - 1
      tokenStart = false
    } else if (c === '#' && (j === 0 || isBreakOrBlank(text[j - 1]))) j = lineEndAt(text, j) - 1
    else if (c === '\n' && depth === 0) tokenStart = true
    else if (c === ' ' || c === '\t' || c === '\n') tokenStart = tokenStart || ':,'.includes(text[j - 1] as string)
    else {
      if (c === '{' || c === '[') depth++
      else if ((c === '}' || c === ']') && depth > 0) depth--
      tokenStart = '{[,'.includes(c) || (c === ':' && depth > 0)
    }
  }
  return depth
}

/**
 * Whether libyaml's scanner, when go-yaml's parser meets an alias at `i`
 * (an unknown one fails there, before the document ends), has read up to the
 * end of `text`: the alias, then, while its possible key stays, the rest of
 * its line and the first token of a later line.
 *
 * @example
 * aliasReachesEnd('*a\n----\nx', 0) // true (a plain scalar at the root reads on to the end)
 */
export const aliasReachesEnd = (text: string, i: number): boolean => {
  const inFlow = flowDepthAt(text, i) > 0
  const end = tokenScanEnd(text, i, inFlow)
  if (reaches(text, i, end)) return true
  const lineEnd = lineEndAt(text, i)
  return restOfLineReachesEnd(text, Math.min(end, lineEnd), lineEnd, 0, undefined, inFlow)
}

/**
 * Whether libyaml's look-ahead after a one-line root meets an error on the
 * rest of the root's line (from `i`): a quoted scalar that runs to the end of
 * the text (`found unexpected end of stream`), or a value indicator outside
 * flow collections.
 *
 * @example
 * unterminatedAfter('{} "a', 2) // true
 */
export const unterminatedAfter = (text: string, i: number): boolean => {
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
    // A value indicator out of flow after the root on its line: `mapping values are not allowed` (or a key
    // that is not the root's).
    if (flow === 0 && ((isPlain(text, t) && text[end - 2] === ':') || (c === ':' && isBreakOrBlank(text[t + 1]))))
      return true
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
 *
 * @example
 * lookAheadError('"a"\n"\\uD800"\n', parseDocument('"a"'), 3) // 'found invalid Unicode character escape code'
 */
export const lookAheadError = (text: string, doc: Document, end: number): string | undefined => {
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
    } else if (d === '%' && (t === 0 || text[t - 1] === '\n')) {
      const directive = directiveError(text.slice(t, lineEndAt(text, t)))
      if (directive !== undefined) return directive.error
    } else if ((d === '&' || d === '*') && !/^[0-9A-Za-z_-]+(?:$|[\s?:,\]}%@`])/.test(text.slice(t + 1, t + 256)))
      return 'did not find expected alphabetic or numeric character'
    // A reserved character starts no token (`%` only a directive, at a line's start).
    else if (d === '@' || d === '`' || (d === '%' && t > 0 && text[t - 1] !== '\n'))
      return 'found character that cannot start any token'
  }
  return undefined
}

/**
 * An empty document: the parser's empty node is ended by the token after
 * the document's start, a document marker (whose 4 characters libyaml reads)
 * or the end of the text.
 */
const emptyReachesEnd = (text: string): boolean => {
  const m = /^(?:[ \t]*(?:#[^\n]*)?\n|%[^\n]*\n)*(?:---(?:[ \t][^\n]*)?(?:\n|$))?(?:[ \t]*(?:#[^\n]*)?\n)*/.exec(text)
  const at = m === null ? 0 : m[0].length
  if (at >= text.length) return true
  return !/^(?:---|\.\.\.)(?:[ \t\n]|$)/.test(text.slice(at, at + 4)) || at + 4 > text.length
}

/**
 * Whether libyaml, reading the first document for go-yaml, asks for text up
 * to its end: a block collection at the root ends only at `...` or the end
 * of the text; any other root ends where it ends, and the parser then looks
 * at the token after it ({@link nextTokenReachesEnd}).
 *
 * @example
 * readsToEnd('{}\n{"a": 1}', parseDocument('{}')) // true
 */
export const readsToEnd = (text: string, doc: Document): boolean => {
  const root = doc.contents as Node | null
  if (root === null || !root.range || (isScalar(root) && root.range[0] === root.range[1])) return emptyReachesEnd(text)
  // A block scalar at the root whose content would start at column 0 is empty: the token after it is read.
  const zeroIndented = isScalar(root) && /^BLOCK/.test(root.type ?? '') ? zeroIndentedBlockEnd(text) : undefined
  if (zeroIndented !== undefined) return afterRootReachesEnd(text, zeroIndented, false)
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
