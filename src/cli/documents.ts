/**
 * Manifests from text: every YAML (or JSON) document of a file, as the plain
 * value kubectl would send, with a way back from a field path to the line and
 * column it was written at (see `yaml/` for how kubectl reads YAML). A `kind: List` (what `kubectl get -o yaml`
 * prints for several objects) is opened into its items.
 *
 * @module
 */
import { isMap, isPair, isScalar, isSeq, type Node, type YAMLMap } from 'yaml'
import { parseJsonText } from '../wire/json-text'
import { parseFieldPath, type PathSegment } from './field-path'
import { type KubectlDocument, kubectlDocuments } from './yaml/kubectl-read'

/** A 1-based line and column. */
export interface Position {
  readonly line: number
  readonly col: number
}

/** One object of a manifest file. */
export interface SourceDocument {
  /** The file as the user named it (`-` for standard input). */
  readonly file: string
  /** Position of the document in the file, from 0 (List items: `2.items[0]`). */
  readonly index: string
  /** The object, as plain JSON values. */
  readonly value: unknown
  /** Where the object starts. */
  readonly start: Position
  /**
   * Where the field at `path` (a Kubernetes field path such as
   * `spec.template.spec.containers[0].image`) was written, or where its
   * nearest written ancestor was when the field is missing.
   */
  readonly locate: (path: string) => Position
}

/** A document (or file) that could not be read. */
export interface SyntaxProblem {
  readonly file: string
  /** Position of the document in the file, from 0. */
  readonly index?: string
  readonly position: Position
  readonly message: string
}

type Located = { readonly node: Node; readonly keyNode?: Node }

const rangeStart = (n: Node | undefined): number | undefined => (n?.range ? n.range[0] : undefined)

/** The value (or, for an empty value, the key) of `key` in a map; the last one wins, as in kubectl's YAML-to-JSON conversion. */
const mapEntry = (map: YAMLMap, key: string): Located | undefined => {
  for (let i = map.items.length - 1; i >= 0; i--) {
    const pair = map.items[i]
    if (!isPair(pair)) continue
    const k = pair.key
    if (!isScalar(k) || String(k.value) !== key) continue
    return pair.value === null
      ? { node: k as Node, keyNode: k as Node }
      : { node: pair.value as Node, keyNode: k as Node }
  }
  return undefined
}

/** Follows `segments` from `node` as far as they go. */
const walk = (node: Node, segments: readonly PathSegment[]): Located => {
  let here: Located = { node }
  for (const seg of segments) {
    const n = here.node
    let next: Located | undefined
    if (isMap(n)) {
      const key = String(seg)
      // Last one wins, as in kubectl's YAML-to-JSON conversion.
      next = mapEntry(n, key)
      // Object metadata inside templates is addressed without `metadata`
      // (`spec.template.labels` for `spec.template.metadata.labels`).
      if (next === undefined) {
        const meta = mapEntry(n, 'metadata')
        if (meta !== undefined && isMap(meta.node)) next = mapEntry(meta.node, key)
      }
    } else if (isSeq(n) && typeof seg === 'number') {
      const item = n.items[seg]
      if (item !== undefined && item !== null) next = { node: item as Node }
    }
    if (next === undefined) break
    here = next
  }
  return here
}

/**
 * A number token that `JSON.parse` would read differently from
 * `parseJsonText` (which keeps `1.0`, `1e3`, `-0` and integers beyond 2^53
 * as their literal): a fraction or exponent, 16 or more digits, or `-0`,
 * where a value starts (after a key's `":`, a `[` or a `,`). Text inside a
 * string that looks like one only sends the document the slower way.
 */
const LITERAL_NUMBER = /(?:"\s*:|[[,])\s*(?:-?[0-9]+[.eE]|-?[0-9]{16}|-0\s*[,}\]])/

/**
 * The JSON YAMLToJSON wrote for a document (no key repeated): read with
 * `JSON.parse` when that gives what `parseJsonText` gives (an object without
 * number literals to keep; `__proto__` is an own key either way), else with
 * `parseJsonText`.
 */
const parseConvertedJson = (json: string): ReturnType<typeof parseJsonText> => {
  if (json.charCodeAt(0) === 0x7b && !LITERAL_NUMBER.test(json)) {
    try {
      return { ok: true, value: JSON.parse(json) as unknown, duplicates: new Map(), members: new Map() }
    } catch {
      // parseJsonText gives the error text
    }
  }
  return parseJsonText(json)
}

/**
 * Parses a manifest file into its documents as kubectl reads it (see
 * `yaml/kubectl-read.ts`): documents kubectl skips (empty, comments only,
 * `null`) are dropped; a document kubectl cannot convert is a problem at
 * its position, and the file's other documents are still read.
 */
export const parseManifests = (file: string, input: string | Uint8Array): (SourceDocument | SyntaxProblem)[] => {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input
  const out: (SourceDocument | SyntaxProblem)[] = []
  const read = kubectlDocuments(bytes)
  for (let i = 0; i < read.length; i++) {
    const d = read[i] as KubectlDocument
    if (!d.ok) {
      out.push({
        file,
        index: String(i),
        position: { line: d.line, col: d.col ?? 1 },
        message: problemText(d.error, d.syntax === true),
      })
      continue
    }
    if (d.json === '') continue
    const parsed = d.converted === true ? parseConvertedJson(d.json) : parseJsonText(d.json)
    if (!parsed.ok) {
      out.push({
        file,
        index: String(i),
        position: { line: d.line, col: 1 },
        message: `JSON syntax error: ${parsed.error}`,
      })
      continue
    }
    const value = parsed.value
    // The parsed document is read only when a position is asked for (documents of the fast path parse it then).
    const root = (): Node | null => (d.source?.doc.contents ?? null) as Node | null
    const pos = (offset: number | undefined): Position => {
      const lineCounter = d.source?.lines
      if (offset === undefined || lineCounter === undefined) return { line: d.line, col: 1 }
      const p = lineCounter.linePos(offset)
      return { line: d.line + p.line - 1, col: p.col }
    }
    const locateIn =
      (prefix: readonly PathSegment[]) =>
      (path: string): Position => {
        const base = root()
        if (base === null) return pos(undefined)
        const { node, keyNode } = walk(base, [...prefix, ...parseFieldPath(path)])
        return pos(rangeStart(keyNode ?? node) ?? rangeStart(base))
      }
    const start =
      d.rootPos === undefined
        ? pos(rangeStart(root() ?? undefined))
        : { line: d.line + d.rootPos.line - 1, col: d.rootPos.col }
    const items = listItems(value)
    if (items === undefined) {
      out.push({ file, index: String(i), value, start, locate: locateIn([]) })
      continue
    }
    const listRoot = root()
    items.forEach((item, j) => {
      const node = listRoot === null ? undefined : walk(listRoot, ['items', j]).node
      out.push({
        file,
        index: `${i}.items[${j}]`,
        value: item,
        start: listRoot === null ? start : pos(rangeStart(node) ?? rangeStart(listRoot)),
        locate: locateIn(['items', j]),
      })
    })
  }
  return out
}

/** The CLI's text for a document kubectl cannot read: a syntax error as the parser words it, else kubectl's text. */
const problemText = (error: string, syntax: boolean): string =>
  syntax ? `YAML syntax error: ${error.replace(/^error converting YAML to JSON: yaml: (line \d+: )?/, '')}` : error

/** The items of a `List` or `JobList` (kubectl opens lists), else `undefined`. */
const listItems = (value: unknown): unknown[] | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const v = value as Record<string, unknown>
  if (typeof v['kind'] !== 'string' || !v['kind'].endsWith('List')) return undefined
  return Array.isArray(v['items']) ? v['items'] : undefined
}
