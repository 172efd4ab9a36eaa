/**
 * robfig/cron's `Schedule.Next`: the first activation strictly after an
 * instant, computed in the schedule's zone with Go's calendar arithmetic —
 * including its handling of days whose midnight does not exist, of hours
 * skipped or repeated by daylight-saving changes, and its five-year search
 * limit (after which a schedule such as `59 23 31 2 *` never fires).
 *
 * @module
 */
import { loadTimeZone } from '../zone/load-location'
import type { Civil } from './zoned-time'
import { addDate, civilIn, goDate } from './zoned-time'
import type { CronFieldsSchedule, CronSchedule } from './types'

/** An instant: Unix seconds and a fraction in nanoseconds (0 ≤ nanos < 1e9). */
export interface Instant {
  readonly seconds: number
  readonly nanos: number
}

/** Go's zero time (0001-01-01T00:00:00Z), which `Next` returns for "never". */
export const GO_ZERO_SECONDS = -62135596800

/**
 * The search steps after which the library gives up. A schedule that fires
 * is found within a few thousand steps; a field with no values never fires
 * (answered at once, as Go's search ends: the zero time). What exhausts the
 * limit is a day that a zone skipped entirely (Pacific/Kiritimati on
 * 1994-12-31, Pacific/Apia on 2011-12-30): robfig/cron's search never
 * returns there (the controller hangs); the library answers "never".
 */
export const STEP_LIMIT = 100_000

const mask = (values: readonly number[]): boolean[] => {
  const m: boolean[] = []
  for (const v of values) m[v] = true
  return m
}

interface Compiled {
  readonly record: number
  readonly minutes: boolean[]
  readonly hours: boolean[]
  readonly dom: boolean[]
  readonly months: boolean[]
  readonly dow: boolean[]
  readonly either: boolean
}

const compiled = new WeakMap<CronFieldsSchedule, Compiled>()

const compile = (s: CronFieldsSchedule): Compiled => {
  let c = compiled.get(s)
  if (c === undefined) {
    const zone = s.location === 'Local' ? undefined : loadTimeZone(s.location)
    c = {
      record: zone === undefined || zone._tag === 'Left' ? -1 : zone.right.record,
      minutes: mask(s.minutes),
      hours: mask(s.hours),
      dom: mask(s.daysOfMonth),
      months: mask(s.months),
      dow: mask(s.daysOfWeek),
      either: !(s.daysOfMonthStar || s.daysOfWeekStar),
    }
    compiled.set(s, c)
  }
  return c
}

const dayMatches = (c: Compiled, t: Civil): boolean => {
  const dom = c.dom[t.day] === true
  const dow = c.dow[t.weekday] === true
  return c.either ? dom || dow : dom && dow
}

const empty = (m: readonly boolean[]): boolean => m.length === 0

/**
 * The answer where robfig/cron's search never returns (and the CronJob
 * controller's worker hangs): a schedule whose next match falls on or after
 * a day the zone skipped entirely; and the controller's walk over missed
 * times that falls back to Go's zero time (no match within five years, as
 * `0 0 29 2 *` after 2096-02-29) and so walks the same path from year 1 for
 * ever.
 *
 * @example
 * HANG_MESSAGE.startsWith('the schedule search does not end') // true
 */
export const HANG_MESSAGE =
  "the schedule search does not end: robfig/cron's Next never returns here (the zone skips a whole day), or the walk over missed times falls back to year 1 and repeats, so the CronJob controller would hang"

/** The search, or `undefined` when it gave up at {@link STEP_LIMIT}. */
const nextFields = (c: Compiled, from: Instant): number | undefined => {
  if (empty(c.minutes) || empty(c.hours) || empty(c.months)) return GO_ZERO_SECONDS
  if (c.either ? empty(c.dom) && empty(c.dow) : empty(c.dom) || empty(c.dow)) return GO_ZERO_SECONDS
  return search(c, from)
}

const search = (c: Compiled, from: Instant): number | undefined => {
  const z = c.record
  let t = from.seconds + 1
  let added = false
  const yearLimit = civilIn(z, t).year + 5
  let steps = 0
  wrap: for (;;) {
    if (++steps > STEP_LIMIT) return undefined
    let f = civilIn(z, t)
    if (f.year > yearLimit) return GO_ZERO_SECONDS
    while (c.months[f.month] !== true) {
      if (!added) {
        added = true
        t = goDate(z, f.year, f.month, 1, 0, 0, 0)
      }
      t = addDate(z, t, 0, 1, 0)
      f = civilIn(z, t)
      if (f.month === 1) continue wrap
      if (++steps > STEP_LIMIT) return undefined
    }
    while (!dayMatches(c, f)) {
      if (!added) {
        added = true
        t = goDate(z, f.year, f.month, f.day, 0, 0, 0)
      }
      t = addDate(z, t, 0, 0, 1)
      f = civilIn(z, t)
      if (f.hour !== 0) {
        t = f.hour > 12 ? t + (24 - f.hour) * 3600 : t - f.hour * 3600
        f = civilIn(z, t)
      }
      if (f.day === 1) continue wrap
      if (++steps > STEP_LIMIT) return undefined
    }
    while (c.hours[f.hour] !== true) {
      if (!added) {
        added = true
        t = goDate(z, f.year, f.month, f.day, f.hour, 0, 0)
      }
      t += 3600
      f = civilIn(z, t)
      if (f.hour === 0) continue wrap
      if (++steps > STEP_LIMIT) return undefined
    }
    while (c.minutes[f.minute] !== true) {
      if (!added) {
        added = true
        t -= ((t % 60) + 60) % 60
      }
      t += 60
      f = civilIn(z, t)
      if (f.minute === 0) continue wrap
      if (++steps > STEP_LIMIT) return undefined
    }
    while (f.second !== 0) {
      added = true
      t += 1
      f = civilIn(z, t)
      if (f.second === 0) continue wrap
    }
    return t
  }
}

/**
 * `schedule.Next(t)`: the first activation after `from`, as Unix seconds;
 * {@link GO_ZERO_SECONDS} when there is none within the search limit (Go's
 * zero time, which is what the controller then works with). `@every d`
 * adds `d` to the instant with its fraction of a second dropped.
 *
 * @example
 * const s = parseCronSchedule('30 2 * * *')
 * if (s._tag === 'Right') nextActivation(s.right, { seconds: 0, nanos: 0 }) // 9000 (1970-01-01T02:30:00Z)
 */
export const nextActivation = (schedule: CronSchedule, from: Instant): number =>
  schedule.kind === 'every'
    ? from.seconds + schedule.delaySeconds
    : (nextFields(compile(schedule), from) ?? GO_ZERO_SECONDS)

/**
 * Like {@link nextActivation}, but `undefined` where robfig/cron's search
 * never returns (the library gave up after {@link STEP_LIMIT} steps).
 *
 * @example
 * nextActivationOrHang({ kind: 'every', delaySeconds: 60 }, { seconds: 0, nanos: 0 }) // 60
 */
export const nextActivationOrHang = (schedule: CronSchedule, from: Instant): number | undefined =>
  schedule.kind === 'every' ? from.seconds + schedule.delaySeconds : nextFields(compile(schedule), from)
