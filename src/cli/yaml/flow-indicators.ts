/**
 * go-yaml's scanner reads `?` inside a flow collection as the key indicator
 * wherever it stands: it ends a plain scalar (`a?b` is `a`, then a key) and
 * needs no space after it (`[?x]` is `[{x: null}]`, `{a: ?x}` an error).
 * An anchor or alias name ends at `:` there too (`{&a: x}`). The `yaml`
 * package reads such a `?` or `:` as part of the scalar or name; this
 * rewrite spaces it out (`? x`), or, after a plain scalar's character
 * (where libyaml fails), puts a token there that the package refuses, so
 * that the package parses the same structure, or fails where libyaml fails. Line breaks are unchanged,
 * so lines stay where they were.
 *
 * Two more flow rules of libyaml: `-` before `,`, `]` or `}` starts a plain
 * scalar (`[-]` is `["-"]`; the `yaml` package reads a block sequence's
 * indicator), rewritten as `"-"`; a value indicator where an entry starts
 * (`[:]`, `{a: 1, : y}`) has no key, and go-yaml's parser fails there (`did
 * not find expected node content`), so it becomes a character the package
 * refuses.
 *
 * @module
 */

const isSpace = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === undefined

/**
 * Whether `i` starts a line that continues a plain scalar at the root (the
 * previous non-empty line is a bare plain scalar at column 0: `null` then
 * `{…}` is one scalar, `null {…}`).
 */
const continuesPlainRoot = (text: string, i: number): boolean => {
  if (i === 0 || text[i - 1] !== '\n') return false
  let end = i - 1
  while (end > 0 && text[end - 1] === '\n') end--
  const start = text.lastIndexOf('\n', end - 1) + 1
  const line = text.slice(start, end)
  return /^[^\s\-?:,[\]{}#&*!|>'"%@`]/.test(line) && !/:(?:\s|$)|\s#/.test(line)
}

/** libyaml's tag handle characters (letters, digits, `_`, `-`). */
const isWordChar = (c: number): boolean =>
  (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === 0x2d

/** libyaml's tag URI characters: word characters and `;/?:@&=+$,.!~*'()[]%`. */
const URI_MARKS = new Uint8Array(128)
for (const ch of ";/?:@&=+$,.!~*'()[]%") URI_MARKS[ch.charCodeAt(0)] = 1
const isUriChar = (c: number): boolean => isWordChar(c) || (c < 0x80 && URI_MARKS[c] === 1)

/**
 * A tag at `i` as libyaml scans it: where it ends, where its suffix starts
 * (after `!`, `!!` or `!name!`), and whether the suffix has a character the
 * `yaml` package reads otherwise (`,`, `[`, `]`, `!`).
 */
const scanTag = (text: string, i: number): { end: number; suffix: number; encode: boolean } => {
  let j = i + 1
  if (text[j] === '<') {
    j++
    while (j < text.length && isUriChar(text.charCodeAt(j))) j++
    return { end: text[j] === '>' ? j + 1 : j, suffix: i, encode: false }
  }
  let k = j
  while (k < text.length && isWordChar(text.charCodeAt(k))) k++
  if (text[k] === '!') j = k + 1
  const suffix = j
  let encode = false
  for (; j < text.length; j++) {
    const c = text.charCodeAt(j)
    if (!isUriChar(c)) break
    if (c === 0x2c || c === 0x5b || c === 0x5d || c === 0x21) encode = true
  }
  return { end: j, suffix, encode }
}

const encodeSuffix = (s: string): string =>
  s.replace(/[,[\]!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/**
 * Whether a `!` where a token may start is a tag for sure: inside a flow
 * collection, after an indicator on its line (`: `, `- `, `? `, `--- `), or
 * on the document's first line (not a line of a block scalar or a plain
 * scalar's continuation).
 */
const tagCertain = (text: string, i: number, depth: number): boolean => {
  if (depth > 0) return true
  let j = i - 1
  while (j >= 0 && (text[j] === ' ' || text[j] === '\t')) j--
  if (j < 0) return true
  const p = text[j]
  if (p === '\n') return text.lastIndexOf('\n', j - 1) < 0 && /^(?:---)?[ \t]*$/.test(text.slice(0, j))
  return (p === ':' || p === '-' || p === '?') && j + 1 < i
}

/** Whether the next token after `i` (past spaces and line breaks) is `,` or `]`: an empty value. */
const emptyValueAt = (text: string, i: number): boolean => {
  while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n') i++
  return text[i] === ',' || text[i] === ']'
}

/** A text this rewrite may change: a `?`, a tag, an anchor or alias before `:`, `-` before a flow indicator, `:` after one. */
const NEEDS_REWRITE = /\?|![\w-]*!?[\w-]*[^\s\w-]|[&*][0-9A-Za-z_-]+:|-[,\]}]|[[{,][ \t\n]*:/

/**
 * The text with every `?` inside a flow collection (outside quoted scalars
 * and comments) separated from the characters around it.
 *
 * @example
 * spaceFlowKeys('args: [?x]\n')      // 'args: [? x]\n'
 * spaceFlowKeys('args: [a?b]\n')     // 'args: [a, `? b]\n' (an error, as libyaml's)
 * spaceFlowKeys('a: ?x\n')           // 'a: ?x\n' (block context: a plain scalar)
 */
export const spaceFlowKeys = (text: string): string => {
  if (!NEEDS_REWRITE.test(text)) return text
  let out = ''
  let from = 0
  let depth = 0
  // Which open collections are sequences (innermost last), and whether an entry starts here (after `[`, `{`, `,`,
  // or a key indicator in a sequence: libyaml has no possible simple key there).
  const seqs: boolean[] = []
  let entryStart = false
  let afterSeqKey = false
  let replacedColon = -1
  // Whether a token may start here (a quote starts a quoted scalar, `[`/`{` a flow collection in block context).
  let tokenStart = true
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string
    if ((c === '"' || c === "'") && tokenStart) {
      let j = i + 1
      while (j < text.length && !(text[j] === c && !(c === "'" && text[j + 1] === "'")))
        j += (c === '"' && text[j] === '\\') || (c === "'" && text[j] === "'") ? 2 : 1
      i = j
      tokenStart = false
      entryStart = false
      continue
    }
    if (c === '#' && (i === 0 || isSpace(text[i - 1]))) {
      const nl = text.indexOf('\n', i)
      if (nl < 0) break
      i = nl - 1
      continue
    }
    if (c === '\n') {
      tokenStart = true
      continue
    }
    if (c === ' ' || c === '\t') {
      const p = text[i - 1]
      tokenStart = tokenStart || (p === ':' && replacedColon !== i - 1) || p === '-' || p === '?' || p === ','
      continue
    }
    if ((c === '[' || c === '{') && (depth > 0 || (tokenStart && !continuesPlainRoot(text, i)))) {
      depth++
      seqs.push(c === '[')
      tokenStart = true
      entryStart = true
      continue
    }
    if ((c === ']' || c === '}') && depth > 0) {
      depth--
      seqs.pop()
      tokenStart = false
      entryStart = false
      continue
    }
    if (depth > 0 && c === ',') {
      tokenStart = true
      entryStart = true
      continue
    }
    if (depth > 0 && c === ':') {
      if (entryStart && !(afterSeqKey && emptyValueAt(text, i + 1))) {
        // A value indicator where a flow collection's entry starts has no key for libyaml (`[:]`, `{a: 1, : y}`):
        // its parser's error (`did not find expected node content`), made the `yaml` package's by a reserved
        // character.
        out += `${text.slice(from, i)}\``
        from = i + 1
        replacedColon = i
        // (The character is read on as a plain scalar's, as a second pass reads it.)
        tokenStart = false
        entryStart = false
        continue
      }
      tokenStart = true
      entryStart = false
      continue
    }
    if (depth > 0 && tokenStart && c === '-' && ',]}?'.includes(text[i + 1] ?? ' ')) {
      // `-` before a flow indicator starts a plain scalar for libyaml (`[-]` is `["-"]`); the `yaml` package
      // reads a block sequence's indicator.
      out += `${text.slice(from, i)}"-"`
      from = i + 1
      tokenStart = false
      entryStart = false
      continue
    }
    if (tokenStart && c === '!' && tagCertain(text, i, depth)) {
      // A tag as libyaml scans it: its URI characters include `,`, `[`, `]` and `!` (percent-encoded for the
      // `yaml` package, which decodes a `!!` tag's suffix and keeps a local tag unresolved either way), and a
      // character after it other than a space is libyaml's error (a reserved character makes it the package's).
      const t = scanTag(text, i)
      let tag = text.slice(i, t.end)
      if (t.encode) tag = text.slice(i, t.suffix) + encodeSuffix(text.slice(t.suffix, t.end))
      const next = text[t.end]
      const bad = !(next === undefined || isSpace(next))
      if (t.encode || bad) {
        out += text.slice(from, i) + tag + (bad ? ' `' : '')
        from = t.end
      }
      i = t.end - 1
      entryStart = false
      if (bad) tokenStart = false
      continue
    }
    if (tokenStart && (c === '!' || (c === '&' && depth === 0))) {
      // A tag or anchor: the node it belongs to starts after it.
      let j = i + 1
      while (j < text.length && !isSpace(text[j]) && !(depth > 0 && ',[]{}'.includes(text[j] as string))) j++
      i = j - 1
      entryStart = false
      continue
    }
    if (depth > 0 && (c === '&' || c === '*') && tokenStart) {
      // An anchor or alias name ends at `:` in libyaml (`{&a: x}` anchors an empty key); the `yaml` package
      // reads the `:` into the name.
      let j = i + 1
      while (j < text.length && /[0-9A-Za-z_-]/.test(text[j] as string)) j++
      if (j > i + 1 && text[j] === ':') {
        out += text.slice(from, j) + ' '
        from = j
      }
      i = j - 1
      tokenStart = false
      entryStart = false
      continue
    }
    if (depth > 0 && c === '?') {
      // After a plain scalar's character libyaml meets a key where it expects `,`: an error, which a
      // reserved character starting a token makes the `yaml` package's too.
      const before = isSpace(text[i - 1]) || '[{,`'.includes(text[i - 1] as string) ? '' : ', `'
      const after = isSpace(text[i + 1]) ? '' : ' '
      if (before !== '' || after !== '') {
        out += text.slice(from, i) + before + '?' + after
        from = i + 1
      }
      tokenStart = true
      // (go-yaml's parser skips the token after a key indicator in a flow sequence: `[? : y]` is an error too.)
      entryStart = seqs[seqs.length - 1] === true
      afterSeqKey = entryStart
      continue
    }
    tokenStart = false
    entryStart = false
    afterSeqKey = false
  }
  return from === 0 ? text : out + text.slice(from)
}
