/**
 * Where go-yaml's one node at the root ends, as libyaml reads it: go-yaml
 * decodes the first document's root and never parses on, where the `yaml`
 * package reads the whole text (and reports what follows the root). Also
 * the prologue's directives libyaml refuses.
 *
 * @module
 */
import { type Document, isMap, isScalar, isSeq, type Node } from 'yaml'

/**
 * A space, tab or line break.
 *
 * @example
 * isBreakOrBlank('\t') // true
 */
export const isBreakOrBlank = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n'

/**
 * Where the line at `i` ends (its line break, or the end of the text).
 *
 * @example
 * lineEndAt('a\nb', 0) // 1
 */
export const lineEndAt = (text: string, i: number): number => {
  const nl = text.indexOf('\n', i)
  return nl < 0 ? text.length : nl
}

/** Where the quoted scalar at `i` ends (after its closing quote), `text.length` when it is not closed. */
const quotedScalarEnd = (text: string, i: number): number => {
  const q = text[i]
  let j = i + 1
  while (j < text.length) {
    const c = text[j]
    if (q === '"' && c === '\\') j += 2
    else if (c === q && q === "'" && text[j + 1] === "'") j += 2
    else if (c === q) return j + 1
    else j++
  }
  return text.length
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
  // Quoted scalars between (`"a" "b" {"c": 1}`) start no simple key: the root's stays possible, the line is read on.
  while (text[k] === '"' || text[k] === "'") {
    const e = quotedScalarEnd(text, k)
    if (e >= text.length || text.lastIndexOf('\n', e - 1) >= k) return undefined
    k = e
    while (text[k] === ' ') k++
  }
  // Only before a flow collection on the same line, in which libyaml's look-ahead (it scans the rest of
  // the line for a `:` that would make the scalar a key) meets no character that starts no token.
  if (text[k] !== '{' && text[k] !== '[') return undefined
  const lineEnd = text.indexOf('\n', k)
  // (Quoted scalars on the line are read whole: what they hold starts no token.)
  const rest = text.slice(k, lineEnd < 0 ? text.length : lineEnd).replace(/"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'/g, '""')
  // (A tab inside a flow collection is a space to libyaml.)
  let outside = ''
  let depth = 0
  for (const ch of rest) {
    if (ch === '{' || ch === '[') depth++
    else if ((ch === '}' || ch === ']') && depth > 0) depth--
    else if (ch !== '\t' || depth === 0) outside += ch
  }
  return /[@`|>%\t]/.test(outside) ? undefined : j + 1
}

/**
 * A root with two tags (`!!binary !!!!`): libyaml's parser gives the first
 * tag an empty node, and that node is the document (go-yaml reads no
 * further). Where the first tag ends, when the `yaml` package's first error
 * is the second tag at the root.
 *
 * @example
 * secondRootTag('!!binary !!!!', parseDocument('!!binary !!!!')) // 8
 */
export const secondRootTag = (text: string, doc: Document): number | undefined => {
  const first = doc.errors[0]
  if (first?.code !== 'MULTIPLE_TAGS') return undefined
  const m = /^(?:[ \t]*(?:#[^\n]*)?\n|---(?:[ \t]+#[^\n]*)?\n)*(?:---[ \t]+)?(?:&\S+[ \t]+)?!\S*(?=[ \t]+!)/.exec(text)
  if (m === null) return undefined
  let i = m[0].length
  while (text[i] === ' ' || text[i] === '\t') i++
  return i === first.pos[0] ? m[0].length : undefined
}

/**
 * Where a root flow collection or scalar ends (its closing bracket, or the scalar's end); `undefined` for a block root.
 *
 * @example
 * rootEnd('[1] x', parseDocument('[1] x').contents) // 3
 */
export const rootEnd = (text: string, root: Node | null): number | undefined => {
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
 *
 * @example
 * zeroIndentedRootBlock(doc, '>+\n\na: 1\n') // true, doc.contents.value is '\n'
 */
export const zeroIndentedRootBlock = (doc: Document, text: string): boolean => {
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
 *
 * @example
 * zeroIndentedBlockEnd('>1-\n\n- a\n') // 5
 */
export const zeroIndentedBlockEnd = (text: string): number | undefined => {
  const m =
    /^(?:[ \t]*(?:#[^\n]*)?\n|---(?:[ \t]+#[^\n]*)?\n)*(?:---[ \t]+)?[|>][-+0-9]*[ \t]*(?:#[^\n]*)?\n(?:[ \t]*\n)*(?=[^ \t\n#])/.exec(
      text,
    )
  return m === null ? undefined : m[0].length
}

/** libyaml's error for a `%YAML` directive's value (after the name): blanks, `1.1` (one or two digits each), the line's end. */
const versionError = (value: string): string | undefined => {
  const m = /^[ \t]*(\d*)(.?)/.exec(value) as RegExpExecArray
  const major = m[1] as string
  if (major.length > 2) return 'found extremely long version number'
  if (major === '') return 'did not find expected version number'
  if (m[2] !== '.') return "did not find expected digit or '.' character"
  const rest = value.slice(m[0].length)
  const minor = /^\d*/.exec(rest)?.[0] ?? ''
  if (minor.length > 2) return 'found extremely long version number'
  if (minor === '') return 'did not find expected version number'
  return /^[ \t]*(?:#.*)?$/.test(rest.slice(minor.length)) ? undefined : 'did not find expected comment or line break'
}

/**
 * libyaml's scanner errors for the directive lines before the first
 * document (`%` at column 0): it knows `%YAML` and `%TAG` only, and a name
 * is letters, digits, `_` and `-` followed by a space.
 *
 * @example
 * directiveError('%YML 1.1\n---\n') // { error: 'found unknown directive name', line: 1 }
 */
export const directiveError = (text: string): { readonly error: string; readonly line: number } | undefined => {
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
      if (name === 'YAML') {
        const version = versionError(l.slice(5))
        if (version !== undefined) return { error: version, line }
      }
    } else if (!/^[ \t]*(?:#.*)?$/.test(l)) return undefined
    i = end + 1
    line++
  }
  return undefined
}
