/**
 * `k8s-jobs place --clusters clusters.yaml`: where the ClusterSelector
 * annotation sends each object.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { CLUSTER_SELECTOR_ANNOTATION, placeObject } from '../../cluster-selector/placement'
import { parseArgs, stringFlag, usageError, type FlagSpec, type UsageError } from '../args'
import { classifyOrReport, loadOrReport, printProblem, operandsOf } from '../common'
import type { SourceDocument } from '../documents'
import type { Host } from '../host'
import { at } from '../manifests'
import { fileText, neutralized, safeJson, shown } from '../quote'
import { styleFor } from '../style'

const FLAGS: readonly FlagSpec[] = [
  { name: 'clusters', kind: 'string' },
  { name: 'output', short: 'o', kind: 'string', choices: ['text', 'json'] },
]

type Rec = Record<string, unknown>
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x)
const str = (x: unknown): string => (typeof x === 'string' ? x : '')

interface Cluster {
  readonly name: string
  readonly labels: Record<string, string>
}

const stringMap = (x: unknown): Record<string, string> | undefined => {
  if (x === undefined || x === null) return {}
  if (!isRec(x) || !Object.values(x).every((v) => typeof v === 'string')) return undefined
  return x as Record<string, string>
}

/** Clusters from a clusters file: `[{name, labels}]`, `{clusters: [...]}`, or Cluster objects. */
const readClusters = (
  docs: readonly SourceDocument[],
): Cluster[] | { doc: SourceDocument; path: string; message: string } => {
  const out: Cluster[] = []
  for (const doc of docs) {
    const v = doc.value
    const list = Array.isArray(v) ? v : isRec(v) && Array.isArray(v['clusters']) ? v['clusters'] : undefined
    const prefix = Array.isArray(v) ? '' : 'clusters'
    if (list !== undefined) {
      for (let i = 0; i < list.length; i++) {
        const c = list[i]
        const path = `${prefix}[${i}]`
        const labels = isRec(c) ? stringMap(c['labels']) : undefined
        if (!isRec(c) || typeof c['name'] !== 'string' || c['name'] === '')
          return { doc, path, message: 'a cluster needs a name' }
        if (labels === undefined)
          return { doc, path: `${path}.labels`, message: 'cluster labels must map strings to strings' }
        out.push({ name: c['name'], labels })
      }
      continue
    }
    if (isRec(v) && v['kind'] === 'Cluster') {
      const meta = isRec(v['metadata']) ? v['metadata'] : {}
      const labels = stringMap(meta['labels'])
      if (str(meta['name']) === '') return { doc, path: 'metadata', message: 'a cluster needs a name' }
      if (labels === undefined)
        return { doc, path: 'metadata.labels', message: 'cluster labels must map strings to strings' }
      out.push({ name: str(meta['name']), labels })
      continue
    }
    return { doc, path: '', message: 'not a list of clusters nor a Cluster object' }
  }
  return out
}

export const placeCommand = (argv: readonly string[], host: Host): number | UsageError | 'help' => {
  const args = parseArgs(argv, FLAGS)
  if ('usage' in args) return args
  if (args.flags['help']) return 'help'
  const clustersFile = stringFlag(args, 'clusters')
  if (clustersFile === undefined) return usageError('place needs --clusters CLUSTERS.yaml')
  const operands = operandsOf(args, host)
  if (operands.length === 0) return usageError('place needs files, folders or - (standard input)')
  const style = styleFor(host, 'stderr')
  const clusterDocs = loadOrReport(host, [clustersFile])
  if (clusterDocs === undefined) return 2
  const clusters = readClusters(clusterDocs)
  if (!Array.isArray(clusters)) {
    printProblem(host, {
      file: clusters.doc.file,
      position: clusters.doc.locate(clusters.path),
      message: clusters.message,
    })
    return 2
  }
  const docs = loadOrReport(host, operands)
  if (docs === undefined) return 2
  const results: unknown[] = []
  let status = 0
  for (const doc of docs) {
    const c = classifyOrReport(host, doc)
    if (c === undefined) return 2
    const kind = c.is === 'other' ? c.kind : c.is
    const placed = placeObject(doc.value as never, clusters)
    const object = `${kind}/${c.name}`
    const objectShown = `${shown(kind)}/${shown(c.name)}`
    if (E.isLeft(placed)) {
      status = 1
      const where = doc.locate(`metadata.annotations[${CLUSTER_SELECTOR_ANNOTATION}]`)
      host.stderr(`${style.bold(at(doc.file, where))}: ${objectShown}: ${neutralized(placed.left.message)}\n`)
      results.push({ file: fileText(doc.file), document: doc.index, object, error: placed.left.message })
      continue
    }
    const { forward, remove } = placed.right
    results.push({ file: fileText(doc.file), document: doc.index, object, forward, remove })
    if (stringFlag(args, 'output') !== 'json') {
      const list = (xs: readonly string[]) => (xs.length === 0 ? '(none)' : xs.map(shown).join(', '))
      host.stdout(`${objectShown}: forward to ${list(forward)}; remove from ${list(remove)}\n`)
    }
  }
  if (stringFlag(args, 'output') === 'json') host.stdout(safeJson(JSON.stringify(results, null, 2)) + '\n')
  return status
}
