/**
 * Manifests from text: every YAML (or JSON) document of a file, as the plain
 * value kubectl would send, with a way back from a field path to the line and
 * column it was written at. A `kind: List` (what `kubectl get -o yaml`
 * prints for several objects) is opened into its items.
 *
 * @module
 */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseAllDocuments, type Node, type YAMLMap } from 'yaml'
import { parseFieldPath, type PathSegment } from './field-path'
import { kubectlYamlTags } from './yaml-schema'

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

/** A file that could not be parsed. */
export interface SyntaxProblem {
  readonly file: string
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
 * Parses a manifest file into its documents. Empty documents (a trailing
 * `---`, comments only) are dropped. A syntax error anywhere makes the whole
 * file a problem, reported at the first error's position.
 */
export const parseManifests = (file: string, text: string): SourceDocument[] | SyntaxProblem => {
  const lineCounter = new LineCounter()
  const pos = (offset: number | undefined): Position =>
    offset === undefined ? { line: 1, col: 1 } : lineCounter.linePos(offset)
  let docs: ReturnType<typeof parseAllDocuments>
  try {
    docs = parseAllDocuments(text, {
      lineCounter,
      version: '1.1',
      customTags: kubectlYamlTags,
      uniqueKeys: false,
      prettyErrors: false,
    })
  } catch (e) {
    return { file, position: { line: 1, col: 1 }, message: e instanceof Error ? e.message : String(e) }
  }
  const list = Array.isArray(docs) ? docs : []
  const out: SourceDocument[] = []
  for (let i = 0; i < list.length; i++) {
    const doc = list[i]!
    const error = doc.errors[0]
    if (error !== undefined) {
      return { file, position: pos(error.pos[0]), message: firstLine(error.message) }
    }
    const root = doc.contents as Node | null
    if (root === null || (isScalar(root) && root.value === null)) continue
    let value: unknown
    try {
      value = doc.toJS({ maxAliasCount: 100 })
    } catch (e) {
      return { file, position: pos(rangeStart(root)), message: firstLine(e instanceof Error ? e.message : String(e)) }
    }
    const locateIn =
      (base: Node, prefix: readonly PathSegment[]) =>
      (path: string): Position => {
        const { node, keyNode } = walk(base, [...prefix, ...parseFieldPath(path)])
        return pos(rangeStart(keyNode ?? node) ?? rangeStart(base))
      }
    const items = listItems(value)
    if (items === undefined) {
      out.push({ file, index: String(i), value, start: pos(rangeStart(root)), locate: locateIn(root, []) })
      continue
    }
    items.forEach((item, j) => {
      const { node } = walk(root, ['items', j])
      out.push({
        file,
        index: `${i}.items[${j}]`,
        value: item,
        start: pos(rangeStart(node) ?? rangeStart(root)),
        locate: locateIn(root, ['items', j]),
      })
    })
  }
  return out
}

const firstLine = (s: string): string => s.split('\n')[0]?.trim() ?? s

/** The items of a `List` or `JobList` (kubectl opens lists), else `undefined`. */
const listItems = (value: unknown): unknown[] | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  const v = value as Record<string, unknown>
  if (typeof v['kind'] !== 'string' || !v['kind'].endsWith('List')) return undefined
  return Array.isArray(v['items']) ? v['items'] : undefined
}
