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

/** Whether the next token after `i` (past spaces and line breaks) is `,` or `]`: an empty value. */
const emptyValueAt = (text: string, i: number): boolean => {
  while (text[i] === ' ' || text[i] === '\t' || text[i] === '\n') i++
  return text[i] === ',' || text[i] === ']'
}

/** A text this rewrite may change: a `?`, an anchor or alias before `:`, `-` before a flow indicator, `:` after one. */
const NEEDS_REWRITE = /\?|[&*][0-9A-Za-z_-]+:|-[,\]}]|[[{,][ \t\n]*:/

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
      tokenStart = tokenStart || p === ':' || p === '-' || p === '?' || p === ','
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
      }
      tokenStart = true
      entryStart = false
      continue
    }
    if (depth > 0 && tokenStart && c === '-' && ',]}'.includes(text[i + 1] ?? ' ')) {
      // `-` before a flow indicator starts a plain scalar for libyaml (`[-]` is `["-"]`); the `yaml` package
      // reads a block sequence's indicator.
      out += `${text.slice(from, i)}"-"`
      from = i + 1
      tokenStart = false
      entryStart = false
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
