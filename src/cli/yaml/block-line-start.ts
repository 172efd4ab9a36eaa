/**
 * What libyaml's scanner refuses where it looks for the next token in block
 * context, at a line's start (after its spaces and block `- ` indicators).
 *
 * A value indicator there has no key (`: x`, `a: 1\n: 2`): go-yaml v2's
 * parser wants a key token in a block mapping (`did not find expected
 * key`) unless a `?` key came first; the `yaml` package reads an empty key.
 *
 * Tabs where libyaml's scanner looks for the next token in block context:
 * at the start of a line (after its spaces) and after a block sequence's
 * `-`, a tab is not a space to libyaml but a character that starts no token
 * (`\t\na: 1`, `- \tb`: `found character that cannot start any token`);
 * a plain scalar's scanner eats the blank lines after it, and fails at a
 * tab left of its indentation (`a: 1\n\t\n`: `found a tab character that
 * violates indentation`; a root scalar has none). The `yaml` package reads such tabs as
 * spaces. Tabs inside a scalar (a quoted scalar's next lines, a block
 * scalar's lines) or inside a flow collection are the scalar's or the
 * collection's, and both readers agree on those.
 *
 * @module
 */
import { type Document, isCollection, isMap, isPair, isScalar, isSeq, type Node } from 'yaml'

/** Offsets of the tabs and value indicators that start a line's token (after spaces and block `- ` indicators). */
const lineStartTokens = (text: string, colons: boolean): number[] => {
  const out: number[] = []
  let lineStart = 0
  while (lineStart < text.length) {
    let i = lineStart
    for (;;) {
      while (text.charCodeAt(i) === 0x20) i++
      const c = text.charCodeAt(i)
      const next = text.charCodeAt(i + 1)
      const blankNext = next === 0x20 || next === 0x09 || next === 0x0a || Number.isNaN(next)
      if (c === 0x09 || (colons && c === 0x3a && blankNext)) {
        out.push(i)
        break
      }
      if (c === 0x2d && (next === 0x20 || next === 0x09)) {
        i++
        continue
      }
      break
    }
    const nl = text.indexOf('\n', i)
    if (nl < 0) break
    lineStart = nl + 1
  }
  return out
}

/** A scalar's or flow collection's range; for a plain scalar, the indentation of its block collection (-1 at the root). */
type Leaf = readonly [start: number, end: number, plainIndent: number | undefined]

/** The column of offset `i`. */
const columnOf = (text: string, i: number): number => i - (text.lastIndexOf('\n', i - 1) + 1)

/**
 * The document's scalars and flow collections (where a tab is the node's),
 * in document order: they do not overlap and start in order.
 */
const leaves = (text: string, root: Node | null): Leaf[] => {
  const out: Leaf[] = []
  const stack: [unknown, number][] = [[root, -1]]
  while (stack.length > 0) {
    const [n, indent] = stack.pop() as [unknown, number]
    if (isPair(n)) {
      stack.push([n.value, indent], [n.key, indent])
      continue
    }
    if (!isScalar(n) && !isCollection(n)) continue
    const range = (n as Node).range
    if (isScalar(n) || (n as { flow?: boolean }).flow === true) {
      if (range) out.push([range[0], range[1], isScalar(n) && n.type === 'PLAIN' ? indent : undefined])
      continue
    }
    const own = range ? columnOf(text, range[0]) : indent
    if (isMap(n) || isSeq(n)) for (let i = n.items.length - 1; i >= 0; i--) stack.push([n.items[i], own])
  }
  return out
}

/** The error texts (without `yaml: `) of {@link blockLineStartError}. */
const NO_TOKEN = 'found character that cannot start any token'
const NO_KEY = 'did not find expected key'

/**
 * Where libyaml's scanner or go-yaml's parser fails at a line's start in a
 * document the `yaml` package parsed without error: a tab that starts no
 * token, or a value indicator without a key (`undefined` for none).
 *
 * @example
 * import { parseDocument } from 'yaml'
 * blockLineStartError('a: 1\n\t\nb: 2\n', parseDocument('a: 1\n\t\nb: 2\n')) // { at: 5, error: 'found character …' }
 * blockLineStartError(': x\n', parseDocument(': x\n')) // { at: 0, error: 'did not find expected key' }
 * blockLineStartError('a: "b\n\tc"\n', parseDocument('a: "b\n\tc"\n')) // undefined (the scalar's tab)
 */
export const blockLineStartError = (text: string, doc: Document): { at: number; error: string } | undefined => {
  const tabs = text.includes('\t')
  // (After an explicit `?` key a value indicator at a line's start is its value: left to the `yaml` package.)
  const colons = text.includes(':') && !/(?:^|\n)[ \t-]*\?(?:[ \t\n]|$)/.test(text)
  if (!tabs && !colons) return undefined
  const end = doc.range?.[2] ?? text.length
  const starts = lineStartTokens(text, colons)
  if (starts.length === 0) return undefined
  const ranges = leaves(text, doc.contents as Node | null)
  let r = 0
  for (const at of starts) {
    // go-yaml reads the first document only.
    if (at >= end) return undefined
    while (r < ranges.length && (ranges[r] as Leaf)[1] <= at) r++
    const range = ranges[r]
    if (range !== undefined && at >= range[0]) continue
    if (text[at] === ':') return { at, error: NO_KEY }
    // A plain scalar's scanner eats the blank lines after it: a tab there fails only left of its indentation.
    const before = ranges[r - 1]
    if (before?.[2] !== undefined && /^[ \t\n]*$/.test(text.slice(before[1], at)) && columnOf(text, at) > before[2])
      continue
    return { at, error: NO_TOKEN }
  }
  return undefined
}
