/**
 * OpSpec for the oracle op `cronjob.schedule` (ops_cronjob_schedule.go): the
 * schedule parser (`ParseCronScheduleWithPanicRecovery`), the zone check
 * (`time.LoadLocation`), the controller's schedule text (`formatSchedule`),
 * successive `Next` times from an instant, and `mostRecentScheduleTime` /
 * `nextScheduleTimeDuration` for missed runs — against parseCronSchedule,
 * loadTimeZone, nextScheduleTimes' building blocks and mostRecentScheduleTime.
 *
 * The validation's schedule/timeZone errors the oracle also reports are
 * compared by the `cronjob.create` op (validateCronJob), not here.
 */
import { GO_ZERO_SECONDS, HANG_MESSAGE, nextActivationOrHang } from '../../src/cronjob/schedule/next'
import { mostRecentBoth } from '../../src/cronjob/schedule/missed-runs'
import { parseCronSchedule } from '../../src/cronjob/schedule/parse'
import { loadTimeZone } from '../../src/cronjob/zone/load-location'
import { formatGoTime, parseGoTime } from '../../src/wire/go-time'
import { type CronScheduleInput, cronScheduleInput } from '../generators/schedules'
import { jsonEqual } from '../harness/json'
import type { OpSpec } from '../harness/op-spec'

interface RecentAnswer {
  readonly earliest: string
  readonly mostRecent?: string
  readonly missed: string
  readonly error?: string
}
/** Output of `cronjob.schedule` (without `validation`, see above). */
export interface CronScheduleOutput {
  readonly parse: { readonly error?: string }
  readonly timeZoneError?: string
  readonly formatted: string
  readonly next: { readonly error: string } | { readonly times: readonly string[]; readonly never: boolean }
  readonly mostRecent?: {
    readonly withDeadline: RecentAnswer
    readonly withoutDeadline: RecentAnswer
    readonly requeueAfter?: string
  }
}

/** The controller's formatSchedule: a zone that does not load leaves the schedule as written. */
const formatted = (input: CronScheduleInput): string => {
  if (input.schedule.includes('TZ') || input.timeZone === null) return input.schedule
  return loadTimeZone(input.timeZone)._tag === 'Right' ? `TZ=${input.timeZone} ${input.schedule}` : input.schedule
}

export const answer = (input: CronScheduleInput): CronScheduleOutput => {
  const parsed = parseCronSchedule(input.schedule)
  const zoneError =
    input.timeZone === null
      ? undefined
      : (() => {
          const z = loadTimeZone(input.timeZone)
          return z._tag === 'Left' ? z.left.message : undefined
        })()
  const text = formatted(input)
  const base = {
    parse: parsed._tag === 'Left' ? { error: parsed.left.message } : {},
    ...(zoneError === undefined ? {} : { timeZoneError: zoneError }),
    formatted: text,
  }
  const schedule = parseCronSchedule(text)
  if (schedule._tag === 'Left') return { ...base, next: { error: schedule.left.message } }
  const from = parseGoTime(input.from)
  if (!from.ok) throw new Error(`from: ${from.error}`)
  const times: string[] = []
  let never = false
  let t = { seconds: from.seconds, nanos: from.nanos }
  for (let i = 0; i < input.count; i++) {
    const n = nextActivationOrHang(schedule.right, t)
    if (n === undefined) throw new Error(HANG_MESSAGE)
    if (n === GO_ZERO_SECONDS) {
      never = true
      break
    }
    times.push(formatGoTime(n))
    t = { seconds: n, nanos: 0 }
  }
  const out: CronScheduleOutput = { ...base, next: { times, never } }
  const m = input.mostRecent
  if (m === undefined) return out
  // the controller's spec with the zone only when it loads (formatSchedule)
  const spec = { schedule: text }
  const both = mostRecentBoth(
    spec,
    {
      creationTimestamp: m.creationTimestamp,
      lastScheduleTime: m.lastScheduleTime,
      startingDeadlineSeconds: m.startingDeadlineSeconds,
    },
    m.now,
  )
  if (both._tag === 'Left') throw new Error(both.left.message)
  const view = (r: (typeof both.right)['withDeadline']): RecentAnswer => ({
    earliest: r.earliestTime,
    ...(r.mostRecentTime === undefined ? {} : { mostRecent: r.mostRecentTime }),
    missed: r.missed,
    ...(r.error === undefined ? {} : { error: r.error }),
  })
  return {
    ...out,
    mostRecent: {
      withDeadline: view(both.right.withDeadline),
      withoutDeadline: view(both.right.withoutDeadline),
      requeueAfter: both.right.withoutDeadline.requeueAfter,
    },
  }
}

/** The zone names a TZ=/CRON_TZ= prefix names (the parser's own slicing). */
const scheduleZones = (schedule: string): string[] => {
  if (!schedule.startsWith('TZ=') && !schedule.startsWith('CRON_TZ=')) return []
  const space = schedule.indexOf(' ')
  return space < 0 ? [] : [schedule.slice(schedule.indexOf('=') + 1, space)]
}
const embedded = (name: string): boolean =>
  name === '' || name === 'UTC' || name === 'Local' || name.includes('..') || name[0] === '/' || name[0] === '\\'
    ? true
    : loadTimeZone(name)._tag === 'Right'

const comparable = (a: unknown): unknown => {
  if (typeof a !== 'object' || a === null) return a
  const { validation: _v, timeZoneEmbedded: _e, ...rest } = a as Record<string, unknown>
  return rest
}

/**
 * 1.33's and 1.34's validation and controller call `cron.ParseStandard`
 * without the panic recovery 1.35 added (`ParseCronScheduleWithPanicRecovery`):
 * a `TZ=`/`CRON_TZ=` prefix without a space panics the parser
 * (`slice bounds out of range [:-1]`), which the oracle reports as
 * `{"panic": …}`. The API server answers such a CronJob with its panic
 * filter's HTTP 500 (cronjob.create's upstream-panic design difference), so
 * the controller never schedules it; the library's parser, which takes no
 * profile, answers 1.35's `invalid schedule format: <the panic>` on every
 * minor (docs/conformance.md). Recognised only when that is the library's
 * text for the same panic.
 */
const parserPanic = (ours: CronScheduleOutput, theirs: CronScheduleOutput): string | undefined => {
  const panicked = (theirs.parse as { readonly panic?: unknown }).panic
  if (typeof panicked !== 'string') return undefined
  return ours.parse.error === `invalid schedule format: ${panicked}`
    ? "design: cron.ParseStandard panics before 1.35 (the API server answers HTTP 500); the library answers 1.35's recovered parse error"
    : undefined
}

export const cronJobSchedule: OpSpec<CronScheduleInput, CronScheduleOutput> = {
  op: 'cronjob.schedule',
  // robfig/cron's Next never returns around a day a zone skipped (HANG_MESSAGE): such inputs
  // would hang the oracle, so they are left out (docs/conformance.md)
  arbitrary: cronScheduleInput.filter((input) => {
    try {
      answer(input)
      return true
    } catch {
      return false
    }
  }),
  record: 600,
  examples: [
    { schedule: '30 2 * * *', timeZone: 'America/New_York', from: '2026-03-07T00:00:00Z', count: 4 },
    { schedule: '30 1 * * *', timeZone: 'America/New_York', from: '2026-10-31T00:00:00Z', count: 4 },
    { schedule: '0 0 * * *', timeZone: 'America/Sao_Paulo', from: '2018-11-02T00:00:00Z', count: 4 },
    { schedule: '*/30 * * * *', timeZone: 'Australia/Lord_Howe', from: '2026-04-04T14:00:00Z', count: 6 },
    { schedule: '59 23 31 2 *', timeZone: null, from: '2026-01-01T00:00:00Z', count: 2 },
    { schedule: '@every 10ms', timeZone: null, from: '2026-01-01T00:00:00.5Z', count: 3 },
    { schedule: 'TZ=x', timeZone: null, from: '2026-01-01T00:00:00Z', count: 1 },
    {
      schedule: '0 * * * *',
      timeZone: null,
      from: '2026-01-01T00:00:00Z',
      count: 1,
      mostRecent: {
        creationTimestamp: '2026-01-01T00:00:00Z',
        lastScheduleTime: null,
        startingDeadlineSeconds: null,
        now: '2026-01-06T00:30:00Z',
      },
    },
  ],
  library: answer,
  view: comparable,
  equal: (ours, theirs) => jsonEqual(comparable(ours), comparable(theirs)),
  knownDifference: (input, ours, theirs) => {
    const pre135 = parserPanic(ours, theirs)
    if (pre135 !== undefined) return pre135
    // Go's LoadLocation reads the machine's /usr/share/zoneinfo before the copy embedded in the
    // binary: names the embedded data lacks ('posixrules', 'America/' — a directory — or a name
    // with a NUL byte) load or fail there with the file system's texts. The library answers as a
    // server without such a directory does (the embedded data alone).
    const t = theirs as unknown as Record<string, unknown>
    const names = [input.timeZone, ...scheduleZones(input.schedule)]
    const outside = names.filter((n): n is string => typeof n === 'string' && !embedded(n))
    if (outside.length > 0 && (t.timeZoneEmbedded !== true || outside[0] !== input.timeZone))
      return "design: a zone name Go's embedded zone data lacks, answered by the oracle machine's /usr/share/zoneinfo (the library answers as the embedded data alone)"
    return undefined
  },
}
