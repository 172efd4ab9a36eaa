/**
 * A second byte-order mark (a UTF-16 file whose text starts with U+FEFF, or
 * a UTF-8 file with two): go-yaml's scanner allows a BOM at column 0 before
 * each token, but its test looks at the start of its read buffer, not at
 * the character read (`is_bom(buffer, pos)` reads `buffer[0..2]`). While
 * the buffer still starts with the mark (until the scanner first asks for
 * more than its first 512-byte read decoded), it eats the first character
 * of every line it reaches between tokens: `\ufeffa: 1\nbb: 2` is
 * `{"a":1,"b":2}`; an empty line's break is eaten as a character, so the
 * next line continues it (a CRLF break's CR only). Lines inside a scalar
 * (a block scalar's, a quoted or plain scalar's continuation) are read by
 * the scalar's scanner and keep their first character.
 *
 * @module
 */
const isBlank = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === undefined

/** Where the quoted scalar at `i` ends (after its closing quote), or `text.length`. */
const quotedEnd = (text: string, i: number): number => {
  const q = text[i]
  for (let j = i + 1; j < text.length; j++) {
    if (q === '"' && text[j] === '\\') j++
    else if (text[j] === q) {
      if (q === "'" && text[j + 1] === "'") j++
      else return j + 1
    }
  }
  return text.length
}

/**
 * The text as go-yaml reads it when it starts with a second byte-order
 * mark, up to text index `limit` (where its first read ends): the mark and
 * the first character of each line go-yaml reaches between tokens made a
 * space (the columns stay; an empty line's LF too, so that the next line
 * continues it; `crlf`: breaks were CRLF, whose CR is eaten instead, so
 * nothing changes). Other texts are returned as they are.
 *
 * @example
 * secondBomText('\ufeffa: 1\nbb: 2\n', 100, false) // ' a: 1\n b: 2\n'
 */
export const secondBomText = (
  text: string,
  limit: number,
  crlf: boolean,
): { readonly text: string; readonly reachesEnd?: boolean } => {
  if (text.charCodeAt(0) !== 0xfeff) return { text }
  const n = text.length
  const eaten: number[] = []
  let p = 0
  let col = 0
  let flow = 0
  // No block collection is open: a plain scalar goes on at column 0.
  const indents: number[] = []
  const top = () => indents[indents.length - 1] ?? -1
  const advance = (to: number) => {
    for (; p < to && p < n; p++) col = text[p] === '\n' ? 0 : col + 1
  }
  // The first character of a line the scanner reaches between tokens is eaten (a line break as a character).
  let keep = false
  // Where the document's root, a scalar, ended at a line kept (not eaten); the nodes seen.
  let keptAt: number | undefined
  let nodes = 0
  const eat = () => {
    if (keep && keptAt === undefined && nodes === 1) keptAt = p
    if (col !== 0 || p + 3 >= limit || p >= n || keep) {
      keep = false
      return
    }
    const c = text[p]
    if (c === '\n' && crlf) return
    eaten.push(p)
    p++
    col = 1
  }
  // Spaces, comments and line breaks before the next token (scan_to_next_token).
  const toNextToken = () => {
    for (;;) {
      eat()
      while (p < n && (text[p] === ' ' || text[p] === '\t')) advance(p + 1)
      if (text[p] === '#') while (p < n && text[p] !== '\n') advance(p + 1)
      if (text[p] !== '\n') return
      advance(p + 1)
    }
  }
  const spacesFrom = (q: number) => {
    while (q < n && (text[q] === ' ' || text[q] === '\t')) q++
    return q
  }
  const markerAt = (q: number) => {
    const m = text.slice(q, q + 3)
    return (m === '---' || m === '...') && isBlank(text[q + 3])
  }
  const key = (start: number) => {
    if (flow === 0 && start > top()) indents.push(start)
  }
  const keyAfter = (start: number) => {
    advance(spacesFrom(p))
    if (text[p] === ':' && (isBlank(text[p + 1]) || flow > 0)) key(start)
  }
  while (p < n && p < limit) {
    toNextToken()
    if (p >= n || p >= limit) break
    const c = text[p] as string
    const start = col
    if (flow === 0) while (top() > col) indents.pop()
    if (!'!&%#'.includes(c)) nodes++
    if (col === 0 && markerAt(p)) {
      indents.length = 0
      flow = 0
      advance(p + 3)
    } else if (col === 0 && c === '%') {
      while (p < n && text[p] !== '\n') advance(p + 1)
    } else if (c === '{' || c === '[') {
      flow++
      advance(p + 1)
    } else if (c === '}' || c === ']') {
      if (flow > 0) flow--
      advance(p + 1)
      if (flow === 0) keyAfter(start)
    } else if (c === ',') {
      advance(p + 1)
    } else if ((c === '-' || c === '?' || c === ':') && (isBlank(text[p + 1]) || (flow > 0 && c !== '-'))) {
      if (c !== ':') key(start)
      advance(p + 1)
    } else if (c === '!' || c === '&' || c === '*') {
      while (p < n && !isBlank(text[p]) && !(flow > 0 && ',[]{}'.includes(text[p] as string))) advance(p + 1)
    } else if (c === '"' || c === "'") {
      advance(quotedEnd(text, p))
      keyAfter(start)
    } else if ((c === '|' || c === '>') && flow === 0) {
      // The header's line, then every line that is empty or indented: the block scalar's.
      while (p < n && text[p] !== '\n') advance(p + 1)
      while (p < n) {
        const q = spacesFrom(p + 1)
        if (q === p + 1 && text[q] !== '\n') break
        advance(q)
        while (p < n && text[p] !== '\n') advance(p + 1)
      }
      if (p < n) advance(p + 1)
      // At the root, the line at column 0 that ends it is not eaten: the `yaml` package would read it, a
      // space first, into the scalar.
      keep = top() < 0
    } else {
      // A plain scalar: to `: `, ` #`, a flow indicator in flow, or a line that does not go on with it.
      for (;;) {
        while (p < n) {
          const d = text[p] as string
          if (d === '\n') break
          if (d === ':' && (isBlank(text[p + 1]) || (flow > 0 && ',[]{}'.includes(text[p + 1] as string)))) break
          if (flow > 0 && ',[]{}'.includes(d)) break
          if (d === '#' && (text[p - 1] === ' ' || text[p - 1] === '\t')) break
          advance(p + 1)
        }
        if (text[p] !== '\n') break
        // Empty lines after it are the scalar's.
        let q = p
        while (text[q] === '\n') q = spacesFrom(q + 1)
        const lineStart = text.lastIndexOf('\n', q - 1) + 1
        const lineCol = q - lineStart
        const goesOn = q < n && text[q] !== '#' && !(lineCol === 0 && markerAt(q)) && (flow > 0 || lineCol > top())
        if (!goesOn) {
          advance(lineStart)
          // At the root, what ends the scalar at column 0 (a marker, a comment) is not eaten: the `yaml`
          // package would read the line, a space first, on into the scalar.
          keep = lineCol === 0 && top() < 0 && flow === 0
          break
        }
        advance(q)
      }
      if (text[p] === ':') keyAfter(start)
    }
  }
  // A block scalar at the root: its lines are read as they are; the mark goes (the `yaml` package's
  // rules for a root block scalar then apply, as to any).
  let out = /^\ufeff(?:[!&]\S*[ \t]+)*[|>]/.test(text) ? '' : ' '
  let from = 1
  for (const at of eaten) {
    if (at === 0) continue
    out += `${text.slice(from, at)} `
    from = at + 1
  }
  out += text.slice(from)
  if (keptAt === undefined) return { text: out }
  // go-yaml eats the kept line's first character: the rest is the token after the root, a plain scalar
  // (the parser asks for it), read on over the lines after it up to a marker or comment line at column 0
  // or a `: ` or ` #` that ends it (or the end of the text).
  const after = text.slice(keptAt + 1)
  const ends = /:(?:[ \t\n]|$)|[ \t]#|\n(?:(?:---|\.\.\.)(?:[ \t\n]|$)|#)/
  return { text: out, reachesEnd: !ends.test(after) }
}
