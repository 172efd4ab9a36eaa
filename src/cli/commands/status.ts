/**
 * `k8s-jobs status`: kubectl's `get jobs` and `get cronjobs` columns (a
 * CronJob's wide row adds its next scheduled time).
 *
 * @module
 */
import { formatTime } from '../../controller/pod'
import { jobColumns } from '../../controller/job-columns'
import { cronJobColumns, type CronJobColumns } from '../../cronjob/columns'
import { nextScheduleTimes } from '../../cronjob/schedule/next-times'
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
  const cronRows: CronJobRow[] = []
  for (const doc of docs) {
    const c = classifyOrReport(host, doc)
    if (c === undefined) return 2
    if (c.is === 'CronJob') {
      cronRows.push(cronJobRow(doc.value, now))
      continue
    }
    if (c.is !== 'Job') {
      skipNote(host, doc, c.apiVersion, c.is === 'other' ? c.kind : c.is, 'status reads Jobs and CronJobs')
      continue
    }
    rows.push(jobColumns(doc.value as Job, now))
  }
  const output = stringFlag(args, 'output') ?? 'text'
  if (output === 'json') {
    const all = [...rows, ...cronRows.map((r) => ({ kind: 'CronJob', ...r }))]
    host.stdout(safeJson(JSON.stringify(all, null, 2)) + '\n')
    return 0
  }
  if (rows.length === 0 && cronRows.length === 0) {
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
  if (rows.length > 0) host.stdout(formatTable([header, ...cells]))
  if (cronRows.length > 0) {
    if (rows.length > 0) host.stdout('\n')
    host.stdout(cronJobTable(cronRows, wide))
  }
  return 0
}

interface CronJobRow extends CronJobColumns {
  /** The next scheduled time after now (RFC 3339, UTC), `<none>` when it never fires again or cannot be computed. */
  readonly nextSchedule: string
}

const cronJobRow = (cronJob: unknown, now: string): CronJobRow => {
  const spec = (cronJob as { spec?: { schedule?: unknown; timeZone?: unknown } }).spec
  const schedule = typeof spec?.schedule === 'string' ? spec.schedule : ''
  const timeZone = typeof spec?.timeZone === 'string' ? spec.timeZone : undefined
  const next = nextScheduleTimes({ schedule, timeZone }, now, 1)
  return {
    ...cronJobColumns(cronJob, now),
    nextSchedule: next._tag === 'Right' ? (next.right[0] ?? '<none>') : '<none>',
  }
}

const cronJobTable = (rows: readonly CronJobRow[], wide: boolean): string => {
  const header = [
    'NAME',
    'SCHEDULE',
    'TIMEZONE',
    'SUSPEND',
    'ACTIVE',
    'LAST SCHEDULE',
    'AGE',
    ...(wide ? ['CONTAINERS', 'IMAGES', 'SELECTOR', 'NEXT SCHEDULE'] : []),
  ]
  const cells = rows.map((r) =>
    [
      r.name,
      r.schedule,
      r.timeZone,
      r.suspend,
      String(r.active),
      r.lastSchedule,
      r.age,
      ...(wide ? [r.containers, r.images, r.selector, r.nextSchedule] : []),
    ].map((cell) => (cell === '' ? cell : shown(cell))),
  )
  return formatTable([header, ...cells])
}
