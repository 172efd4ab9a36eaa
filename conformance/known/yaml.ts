/**
 * Open bugs of yaml.toJSON: the shapes of the library's remaining
 * disagreements with kubectl's reading (go-yaml v2's libyaml port), each
 * recognised narrowly (docs/conformance.md, "YAML", lists them with their
 * reasons).
 */
import { single, type Classifier } from './support'

type Doc = { readonly json?: string; readonly error?: string }

const docsOf = (v: unknown): readonly Doc[] | undefined => {
  const docs = (v as { docs?: unknown } | null)?.docs
  return Array.isArray(docs) ? (docs as Doc[]) : undefined
}

const bytesOf = (input: unknown): Buffer | undefined => {
  const b64 = (input as { b64?: unknown } | null)?.b64
  return typeof b64 === 'string' ? Buffer.from(b64, 'base64') : undefined
}

const sameDoc = (a: Doc | undefined, b: Doc | undefined): boolean =>
  a !== undefined && b !== undefined && a.json === b.json && a.error === b.error

/** The first document at which the answers differ (`undefined` when one has more documents: not a shape known here). */
const firstDifference = (ours: unknown, theirs: unknown): { ours: Doc; theirs: Doc; index: number } | undefined => {
  const a = docsOf(ours)
  const b = docsOf(theirs)
  if (a === undefined || b === undefined) return undefined
  for (let i = 0; i < Math.min(a.length, b.length); i++)
    if (!sameDoc(a[i], b[i])) return { ours: a[i] as Doc, theirs: b[i] as Doc, index: i }
  return undefined
}

const UTF16 = 'open-bug: yaml.toJSON UTF-16 files'

/**
 * A UTF-16 file (a byte-order mark first). kubectl cuts documents at the
 * byte 0x0A and appends one, so libyaml meets an odd last byte
 * (`incomplete UTF-16 character`) exactly when its scanner looks that far:
 * the library models that look-ahead (go-yaml's simple-key rules) but not
 * in every case; a second byte-order mark makes go-yaml read each line's
 * first character as indentation; a byte inserted or deleted shifts the
 * whole text. No real manifest is UTF-16.
 */
const utf16: Classifier = single(
  UTF16,
  'a UTF-16 file read where libyaml meets its odd last byte, or after a second byte-order mark',
  ['yaml.toJSON'],
  (_op, input, ours, theirs) => {
    const b = bytesOf(input)
    if (b === undefined || b.length < 2) return undefined
    const bom = (b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff)
    if (!bom) return undefined
    const d = firstDifference(ours, theirs)
    return d === undefined ? undefined : `UTF-16 file, docs[${d.index}]`
  },
)

const SCANNER = 'open-bug: yaml.toJSON libyaml scanner checks'

/** libyaml scanner errors the `yaml` package does not make (or makes after a decoding error). */
const SCANNER_ERRORS = [
  // a value indicator without a key where the library does not look (a root's look-ahead)
  'did not find expected key',
  'found a tab character where an indentation space is expected',
  'found character that cannot start any token',
  'did not find expected whitespace or line break',
  "did not find expected ',' or '}'",
  'mapping values are not allowed in this context',
  'found unexpected end of stream',
]

/**
 * A document libyaml's scanner refuses where the `yaml` package reads on,
 * in the shapes the library does not model yet: a flow `:` before `[` or
 * `{` (`{kind:{…}}`), a flow mapping as a block key followed by more, a tab
 * or a tag's end in the look-ahead after a root on its line, an alias name
 * ended by a character that starts no token, or an unterminated quote after
 * an earlier error of ours (an unknown alias, a decoding error: libyaml
 * parses the whole document first). (Tabs at a line's start, a tag's
 * characters and a value indicator without a key at a line's start are
 * modelled: `src/cli/yaml/block-line-start.ts`, `flow-indicators.ts`.)
 */
const scanner: Classifier = single(
  SCANNER,
  "a libyaml scanner error (tabs, a tag's end, flow ':' before '[', a flow key) the yaml package does not make",
  ['yaml.toJSON'],
  (_op, _input, ours, theirs) => {
    const d = firstDifference(ours, theirs)
    const t = d?.theirs.error
    if (d === undefined || t === undefined) return undefined
    const hit = SCANNER_ERRORS.find((e) => t.endsWith(e))
    return hit === undefined ? undefined : `docs[${d.index}]: ${hit}`
  },
)

const textOf = (input: unknown): string => bytesOf(input)?.toString('latin1') ?? ''

const LOOKAHEAD = 'open-bug: yaml.toJSON look-ahead after a flow root'

/**
 * A one-line flow collection at the root followed on its line by more
 * (`[1] x {"a": 1}}`): go-yaml's scanner reads on along the line for a
 * possible key, and its simple-key bookkeeping (the key of a collection's
 * start is dropped when an inner collection closes) can end in a parser
 * error (`did not find expected key`) that the library, which stops at the
 * root's end, does not see; a JSON stream then answers its JSON error.
 */
const lookahead: Classifier = single(
  LOOKAHEAD,
  'a one-line flow root followed on its line by more: go-yaml reads on and fails there',
  ['yaml.toJSON'],
  (_op, input, ours, theirs) => {
    const d = firstDifference(ours, theirs)
    if (d === undefined || d.theirs.error === undefined || d.ours.json === undefined) return undefined
    return /^[ \t\r\n]*(?:---[^\n]*\n)?[[{][^\n\r]*[\]}][ \t]+[^ \t\r\n#]/.test(textOf(input))
      ? `docs[${d.index}]`
      : undefined
  },
)

const ORDER = 'open-bug: yaml.toJSON error order'

/**
 * Two errors in one document, reported in another order: libyaml's scanner
 * runs ahead of go-yaml's parser (to the end of a one-line flow root's
 * line and the next line's first token), so an invalid escape or alias
 * name there comes before an unknown alias, and a scanner error anywhere
 * comes before a decoding error (go-yaml parses the whole document first).
 */
const order: Classifier = single(
  ORDER,
  'two errors in a document reported in another order (scanner look-ahead, parse before decode)',
  ['yaml.toJSON'],
  (_op, _input, ours, theirs) => {
    const d = firstDifference(ours, theirs)
    const o = d?.ours.error
    const t = d?.theirs.error
    if (d === undefined || o === undefined || t === undefined) return undefined
    const scannerError = /yaml: (?:line \d+: )?(?:found |did not find expected alphabetic)/.test(t)
    const oursLater =
      /unknown anchor|cannot decode|unsupported map key|invalid base64|map merge|unsupported value/.test(o)
    return scannerError && oursLater ? `docs[${d.index}]` : undefined
  },
)

/** In priority order. */
export const yamlClassifiers: readonly Classifier[] = [utf16, scanner, lookahead, order]
