/**
 * `k8s-jobs status`: kubectl's `get jobs` columns.
 *
 * @module
 */
import { formatTime } from '../../controller/pod'
import { jobColumns } from '../../controller/job-columns'
import type { Job } from '../../job/types'
import { parseArgs, stringFlag, usageError, type FlagSpec, type UsageError } from '../args'
import { classifyOrReport, loadOrReport, nowOf, skipNote, operandsOf } from '../common'
import type { Host } from '../host'
import { safeJson, shown } from '../quote'
import { formatTable } from '../table'

const FLAGS: readonly FlagSpec[] = [
  { name: 'output', short: 'o', kind: 'string', choices: ['text', 'wide', 'json'] },
  { name: 'now', kind: 'string' },
]

export const statusCommand = (argv: readonly string[], host: Host): number | UsageError | 'help' => {
  const args = parseArgs(argv, FLAGS)
  if ('usage' in args) return args
  if (args.flags['help']) return 'help'
  const operands = operandsOf(args, host)
  if (operands.length === 0) return usageError('status needs files, folders or - (standard input)')
  const nowMs = nowOf(args, host)
  if (typeof nowMs !== 'number') return nowMs
  const docs = loadOrReport(host, operands)
  if (docs === undefined) return 2
  const now = formatTime(nowMs)
  const rows = []
  for (const doc of docs) {
    const c = classifyOrReport(host, doc)
    if (c === undefined) return 2
    if (c.is !== 'Job') {
      skipNote(host, doc, c.apiVersion, c.is === 'other' ? c.kind : c.is, 'status reads Jobs')
      continue
    }
    rows.push(jobColumns(doc.value as Job, now))
  }
  const output = stringFlag(args, 'output') ?? 'text'
  if (output === 'json') {
    host.stdout(safeJson(JSON.stringify(rows, null, 2)) + '\n')
    return 0
  }
  if (rows.length === 0) {
    host.stderr('No resources found\n')
    return 0
  }
  const wide = output === 'wide'
  const header = [
    'NAME',
    'STATUS',
    'COMPLETIONS',
    'DURATION',
    'AGE',
    ...(wide ? ['CONTAINERS', 'IMAGES', 'SELECTOR'] : []),
  ]
  // Names, images and selectors come from the manifest: shown, never raw.
  const cells = rows.map((r) =>
    [r.name, r.status, r.completions, r.duration, r.age, ...(wide ? [r.containers, r.images, r.selector] : [])].map(
      (cell) => (cell === '' ? cell : shown(cell)),
    ),
  )
  host.stdout(formatTable([header, ...cells]))
  return 0
}
