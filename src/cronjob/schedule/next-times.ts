/**
 * When a CronJob runs: the next run times the CronJob controller computes
 * for `spec.schedule` in `spec.timeZone`.
 *
 * @module
 */
import { goQuote } from '../../field/go-format'
import type { Either } from '../../wire/either'
import { left, right } from '../../wire/either'
import { formatGoTime, parseGoTime } from '../../wire/go-time'
import { loadTimeZone } from '../zone/load-location'
import { GO_ZERO_SECONDS, HANG_MESSAGE, nextActivationOrHang } from './next'
import { parseCronSchedule } from './parse'
import type { CronSchedule, CronScheduleError } from './types'

/**
 * The two CronJob fields that decide its run times.
 *
 * @example
 * const spec: ScheduleSpec = { schedule: '0 9 * * mon-fri', timeZone: 'Europe/Berlin' }
 */
export interface ScheduleSpec {
  /** `spec.schedule` */
  readonly schedule: string
  /** `spec.timeZone`; absent or `null`: the controller's own zone, UTC for the library. */
  readonly timeZone?: string | null | undefined
}

const MAX_COUNT = 10_000

/**
 * The schedule the controller parses for a CronJob (its `formatSchedule`): a
 * schedule that mentions `TZ` as written, otherwise `TZ=<timeZone> ` put in
 * front when a zone is set; then parsed. A zone that does not load is the
 * controller's `UnknownTimeZone` text.
 *
 * @example
 * controllerSchedule({ schedule: '0 9 * * *', timeZone: 'Mars/Olympus' })
 * // left({ message: 'invalid timeZone: "Mars/Olympus": unknown time zone Mars/Olympus' })
 */
export const controllerSchedule = (spec: ScheduleSpec): Either<CronScheduleError, CronSchedule> => {
  if (typeof spec !== 'object' || spec === null) return left({ message: 'schedule spec must be an object' })
  let schedule: unknown
  let timeZone: unknown
  try {
    schedule = spec.schedule
    timeZone = spec.timeZone
  } catch {
    return left({ message: 'schedule spec could not be read' })
  }
  if (typeof schedule !== 'string') return left({ message: 'schedule must be a string' })
  if (timeZone !== undefined && timeZone !== null && typeof timeZone !== 'string')
    return left({ message: 'timeZone must be a string' })
  let text = schedule
  if (!schedule.includes('TZ') && typeof timeZone === 'string') {
    const zone = loadTimeZone(timeZone)
    if (zone._tag === 'Left') return left({ message: `invalid timeZone: ${goQuote(timeZone)}: ${zone.left.message}` })
    text = `TZ=${timeZone} ${schedule}`
  }
  return parseCronSchedule(text)
}

/**
 * The next `count` run times after `from` (RFC 3339), exactly as the CronJob
 * controller computes them: robfig/cron's `Next` in the CronJob's zone,
 * repeated. Times are RFC 3339 in UTC, whole seconds. Fewer than `count`
 * come back when the schedule stops firing (its next time is more than five
 * years after the previous one, as for `59 23 31 2 *`, which never fires).
 * `left` for a schedule that does not parse (the parser's text), a zone that
 * does not load, an unparseable `from` (Go's text) or a `count` that is not
 * an integer in 0–10,000, and where the controller's search would never
 * return (a day the zone skipped entirely; {@link HANG_MESSAGE}). Never throws.
 *
 * @example
 * nextScheduleTimes({ schedule: '30 2 * * *', timeZone: 'America/New_York' }, '2026-03-07T00:00:00Z', 3)
 * // right(['2026-03-07T07:30:00Z', '2026-03-09T06:30:00Z', '2026-03-10T06:30:00Z'])  (2:30 does not exist on 8 March)
 * nextScheduleTimes({ schedule: '59 23 31 2 *' }, '2026-01-01T00:00:00Z', 3) // right([])
 */
export const nextScheduleTimes = (
  spec: ScheduleSpec,
  from: string,
  count: number,
): Either<CronScheduleError, string[]> => {
  const schedule = controllerSchedule(spec)
  if (schedule._tag === 'Left') return schedule
  if (typeof from !== 'string') return left({ message: 'from must be an RFC 3339 string' })
  const start = parseGoTime(from)
  if (!start.ok) return left({ message: start.error })
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > MAX_COUNT)
    return left({ message: `count must be an integer from 0 to ${MAX_COUNT}` })
  const out: string[] = []
  let t = { seconds: start.seconds, nanos: start.nanos }
  for (let i = 0; i < count; i++) {
    const next = nextActivationOrHang(schedule.right, t)
    if (next === undefined) return left({ message: HANG_MESSAGE })
    if (next === GO_ZERO_SECONDS) break
    out.push(formatGoTime(next))
    t = { seconds: next, nanos: 0 }
  }
  return right(out)
}
