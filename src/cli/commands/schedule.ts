/**
 * `k8s-jobs schedule`: when a CronJob runs next — the times the CronJob
 * controller computes for `spec.schedule` in `spec.timeZone` (the zone data
 * its binary embeds), each in the CronJob's zone and in UTC; as a table, as
 * JSON, or as a picture (`--output svg`, one CronJob).
 *
 * @module
 */
import { formatTime } from '../../controller/pod'
import { nextScheduleTimes } from '../../cronjob/schedule/next-times'
import { TZDATA_VERSION } from '../../cronjob/generated/tz-names'
import { loadTimeZone } from '../../cronjob/zone/load-location'
import { zonePeriod } from '../../cronjob/zone/lookup'
import { scheduleTimelineSvg } from '../../timeline/schedule-svg'
import { parseArgs, stringFlag, usageError, type FlagSpec, type UsageError } from '../args'
import { classifyOrReport, loadOrReport, nowOf, operandsOf, skipNote } from '../common'
import type { SourceDocument } from '../documents'
import type { Host } from '../host'
import { quoted, safeJson, shown } from '../quote'
import { formatTable } from '../table'

const FLAGS: readonly FlagSpec[] = [
  { name: 'from', kind: 'string' },
  { name: 'count', short: 'n', kind: 'string' },
  { name: 'now', kind: 'string' },
  { name: 'output', short: 'o', kind: 'string', choices: ['text', 'json', 'svg'] },
]

/** Run times printed when `--count` is not given. */
const DEFAULT_COUNT = 10
/** The most `--count` takes (the library's own bound). */
const MAX_COUNT = 10_000

type Rec = Record<string, unknown>
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x)
const own = (x: unknown, k: string): unknown => (isRec(x) && Object.hasOwn(x, k) ? x[k] : undefined)

/** One CronJob's answer. */
interface CronJobTimes {
  readonly file: string
  readonly line: number
  readonly column: number
  readonly name: string
  readonly schedule: string
  readonly timeZone: string | null
  /** Each run time in the CronJob's zone (RFC 3339 with its offset) and in UTC; or why there are none. */
  readonly times?: readonly { readonly local: string; readonly utc: string }[]
  readonly error?: string
}

const pad = (n: number): string => String(n).padStart(2, '0')

/** An instant (RFC 3339, UTC) as RFC 3339 in the zone whose record is `record` (-1: UTC). */
const inZone = (utc: string, record: number): string => {
  const ms = Date.parse(utc)
  const offset = zonePeriod(record, Math.floor(ms / 1000)).offset
  if (offset === 0) return utc
  const local = new Date(ms + offset * 1000).toISOString().replace('.000Z', '')
  const abs = Math.abs(offset)
  return `${local}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 3600))}:${pad(Math.floor((abs % 3600) / 60))}`
}

const timesOf = (doc: SourceDocument, name: string, from: string, count: number): CronJobTimes => {
  const spec = own(doc.value, 'spec')
  const schedule = own(spec, 'schedule')
  const zone = own(spec, 'timeZone')
  const where = doc.start
  const base = {
    file: doc.file,
    line: where.line,
    column: where.col,
    name,
    schedule: typeof schedule === 'string' ? schedule : '',
    timeZone: typeof zone === 'string' ? zone : null,
  }
  if (typeof schedule !== 'string') return { ...base, error: 'spec.schedule: Required value' }
  const next = nextScheduleTimes({ schedule, timeZone: base.timeZone }, from, count)
  if (next._tag === 'Left') return { ...base, error: next.left.message }
  const loaded = base.timeZone === null ? undefined : loadTimeZone(base.timeZone)
  const record = loaded !== undefined && loaded._tag === 'Right' ? loaded.right.record : -1
  return { ...base, times: next.right.map((utc) => ({ local: inZone(utc, record), utc })) }
}

/**
 * `k8s-jobs schedule FILE… [--from T] [--count N] [-o text|json|svg]`.
 *
 * @example
 * scheduleCommand(['cron.yaml', '--from', '2026-03-07T00:00:00Z', '-n', '3'], nodeHost()) // prints 3 run times
 */
export const scheduleCommand = (argv: readonly string[], host: Host): number | UsageError | 'help' => {
  const args = parseArgs(argv, FLAGS)
  if ('usage' in args) return args
  if (args.flags['help']) return 'help'
  const operands = operandsOf(args, host)
  if (operands.length === 0) return usageError('schedule needs files, folders or - (standard input)')
  const nowMs = nowOf(args, host)
  if (typeof nowMs !== 'number') return nowMs
  const fromFlag = stringFlag(args, 'from')
  const from = fromFlag ?? formatTime(Math.floor(nowMs / 1000) * 1000)
  if (fromFlag !== undefined && Number.isNaN(Date.parse(fromFlag)))
    return usageError(`invalid time ${JSON.stringify(fromFlag)} for --from: want RFC 3339, e.g. 2026-01-01T00:00:00Z`)
  const countText = stringFlag(args, 'count')
  const count = countText === undefined ? DEFAULT_COUNT : Number(countText)
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT)
    return usageError(`invalid --count ${JSON.stringify(countText)}: want a whole number from 1 to ${MAX_COUNT}`)
  const docs = loadOrReport(host, operands)
  if (docs === undefined) return 2
  const answers: CronJobTimes[] = []
  for (const doc of docs) {
    const c = classifyOrReport(host, doc)
    if (c === undefined) return 2
    if (c.is !== 'CronJob') {
      skipNote(host, doc, c.apiVersion, c.is === 'other' ? c.kind : c.is, 'schedule reads CronJobs')
      continue
    }
    answers.push(timesOf(doc, c.name, from, count))
  }
  const failed = answers.some((a) => a.error !== undefined)
  const output = stringFlag(args, 'output') ?? 'text'
  if (output === 'json') {
    host.stdout(`${safeJson(JSON.stringify(answers, null, 2))}\n`)
    return failed ? 1 : 0
  }
  if (output === 'svg') {
    const [only, ...more] = answers
    if (only === undefined || more.length > 0)
      return usageError(`--output svg draws one CronJob; the input holds ${answers.length}`)
    if (only.times === undefined) {
      host.stderr(`${shown(only.file)}:${only.line}:${only.column}: CronJob ${quoted(only.name)}: ${only.error}\n`)
      return 1
    }
    const zone = only.timeZone ?? 'UTC'
    host.stdout(
      `${scheduleTimelineSvg(
        only.times.map((t) => ({ time: t.local, status: 'next' as const })),
        { timeZone: zone, title: `${only.name}: ${only.schedule} (${zone}), next ${only.times.length} runs` },
      )}\n`,
    )
    return 0
  }
  if (answers.length === 0) {
    host.stderr('No CronJobs found\n')
    return 0
  }
  for (const a of answers) {
    const zone =
      a.timeZone === null
        ? "UTC (no spec.timeZone: the controller's own zone, taken as UTC)"
        : `${quoted(a.timeZone)} (tzdata ${TZDATA_VERSION})`
    const head = `${shown(a.file)}:${a.line}:${a.column}: CronJob ${quoted(a.name)}: ${quoted(a.schedule)} in ${zone}`
    if (a.error !== undefined) {
      host.stderr(`${head}: ${a.error}\n`)
      continue
    }
    host.stdout(`${head}\n`)
    if (a.times === undefined || a.times.length === 0) {
      host.stdout('  no run in the next five years\n')
      continue
    }
    host.stdout(formatTable([['', 'IN ZONE', 'UTC'], ...a.times.map((t, i) => [String(i + 1), t.local, t.utc])]))
  }
  return failed ? 1 : 0
}
