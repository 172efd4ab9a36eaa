/**
 * Missed runs: the CronJob controller's `mostRecentScheduleTime` — the last
 * scheduled time that has passed since the CronJob last ran, how many were
 * missed, and when the controller gives up ("too many missed start
 * times") — and when it looks at the CronJob again.
 *
 * @module
 */
import type { Either } from '../../wire/either'
import { left, right } from '../../wire/either'
import { formatGoTime, parseGoTime } from '../../wire/go-time'
import { goDurationString } from './go-duration-string'
import type { Instant } from './next'
import { GO_ZERO_SECONDS, HANG_MESSAGE, nextActivationOrHang } from './next'
import type { ScheduleSpec } from './next-times'
import { controllerSchedule } from './next-times'
import type { CronSchedule, CronScheduleError } from './types'

/**
 * The CronJob's times that decide its missed runs.
 *
 * @example
 * const h: CronJobHistory = { creationTimestamp: '2026-01-01T00:00:00Z', lastScheduleTime: '2026-03-01T09:00:00Z', startingDeadlineSeconds: 300 }
 */
export interface CronJobHistory {
  /** `metadata.creationTimestamp` */
  readonly creationTimestamp: string
  /** `status.lastScheduleTime` */
  readonly lastScheduleTime?: string | null | undefined
  /** `spec.startingDeadlineSeconds` */
  readonly startingDeadlineSeconds?: number | null | undefined
}

/** `none`, `few` (1–100) or `many` (more than 100) missed start times. */
export type MissedSchedules = 'none' | 'few' | 'many'

/**
 * The controller's view of a CronJob's missed runs at `now`.
 *
 * @example
 * const r: MissedRuns = { earliestTime: '2026-03-01T09:00:00Z', mostRecentTime: '2026-03-02T09:00:00Z', missed: 'few', tooManyMissed: false, requeueAfter: '23h0m0.1s' }
 */
export interface MissedRuns {
  /** Where the controller starts looking: the last schedule time, else the creation time, moved up to `now - startingDeadlineSeconds`. */
  readonly earliestTime: string
  /** The latest scheduled time at or before `now` (the run the controller would start now); absent when none. */
  readonly mostRecentTime?: string
  /** The controller's rough count of missed times: none, few or many (> 100). */
  readonly missed: MissedSchedules
  /**
   * The controller records the `TooManyMissedTimes` warning ("too many
   * missed start times. Set or decrease .spec.startingDeadlineSeconds or
   * check clock skew") and still starts the most recent run.
   */
  readonly tooManyMissed: boolean
  /** The schedule fires less than a second apart (as `59 23 31 2 *`, which never fires): the controller's error text. */
  readonly error?: string
  /** How long until the controller syncs the CronJob again (Go's `time.Duration` text, e.g. `59m59.9s`). */
  readonly requeueAfter: string
}

/** Go's `time.Duration` range in nanoseconds. */
const MIN_NS = -(1n << 63n)
const MAX_NS = (1n << 63n) - 1n
const clamp = (ns: bigint): bigint => (ns < MIN_NS ? MIN_NS : ns > MAX_NS ? MAX_NS : ns)
const nsOf = (t: Instant): bigint => BigInt(t.seconds) * 1000000000n + BigInt(t.nanos)
const at = (seconds: number): Instant => ({ seconds, nanos: 0 })
const before = (a: Instant, b: Instant): boolean =>
  a.seconds < b.seconds || (a.seconds === b.seconds && a.nanos < b.nanos)
const LOOP_LIMIT = 1_000_000

/** Go's `t.UTC().Format(time.RFC3339Nano)`: the fraction only when there is one, trailing zeros dropped. */
const formatInstant = (t: Instant): string => {
  const base = formatGoTime(t.seconds)
  if (t.nanos === 0) return base
  return `${base.slice(0, -1)}.${String(t.nanos).padStart(9, '0').replace(/0+$/, '')}Z`
}

/** `int64(d.Seconds())` for a Go duration in nanoseconds (the float sum can round up). */
const wholeSeconds = (ns: bigint): number => Math.trunc(Number(ns / 1000000000n) + Number(ns % 1000000000n) / 1e9)

interface Recent {
  readonly earliest: Instant
  readonly recent: Instant | undefined
  readonly missed: MissedSchedules
  readonly error?: string
}

/** A search that never returns upstream (see {@link HANG_MESSAGE}). */
class Hang {}

const next = (s: CronSchedule, t: Instant): Instant => {
  const n = nextActivationOrHang(s, t)
  if (n === undefined) throw new Hang()
  return at(n)
}

const mostRecent = (
  s: CronSchedule,
  created: Instant,
  last: Instant | undefined,
  deadline: number | undefined,
  now: Instant,
): Recent => {
  let earliest = last ?? created
  if (deadline !== undefined) {
    // Go: now.Add(-time.Second * time.Duration(deadline)), the product wrapping as an int64
    const ns = nsOf(now) + BigInt.asIntN(64, -1000000000n * BigInt(deadline))
    const seconds = ns / 1000000000n - (ns % 1000000000n < 0n ? 1n : 0n)
    const limit = { seconds: Number(seconds), nanos: Number(ns - seconds * 1000000000n) }
    if (before(earliest, limit)) earliest = limit
  }
  const t1 = next(s, earliest)
  const t2 = next(s, t1)
  if (before(now, t1)) return { earliest, recent: undefined, missed: 'none' }
  if (before(now, t2)) return { earliest, recent: t1, missed: 'none' }
  const between = t2.seconds - t1.seconds
  if (between < 1)
    return {
      earliest,
      recent: undefined,
      missed: 'none',
      error: 'time difference between two schedules is less than 1 second',
    }
  const elapsed = wholeSeconds(clamp(nsOf(now) - nsOf(t1)))
  const missedCount = Math.floor(elapsed / between) + 1
  let t = next(s, at(t1.seconds + (missedCount - 2) * between))
  let recent: Instant | undefined
  // Next only moves forward, except to Go's zero time when the schedule has no time within five years
  // (\`0 0 29 2 *\` after 2096-02-29): the walk then starts again from year 1 along the same path, so a
  // second zero time means upstream's loop never ends.
  let zeros = 0
  for (let i = 0; !before(now, t); i++) {
    if (i >= LOOP_LIMIT) throw new Hang()
    if (t.seconds === GO_ZERO_SECONDS && t.nanos === 0 && ++zeros > 1) throw new Hang()
    recent = t
    t = next(s, t)
  }
  const missed: MissedSchedules = missedCount > 100 ? 'many' : 'few'
  if (recent === undefined || recent.seconds === GO_ZERO_SECONDS) return { earliest, recent: undefined, missed }
  return { earliest, recent, missed }
}

const parseTime = (field: string, text: unknown): Either<CronScheduleError, Instant> => {
  if (typeof text !== 'string') return left({ message: `${field} must be an RFC 3339 string` })
  const p = parseGoTime(text)
  return p.ok ? right({ seconds: p.seconds, nanos: p.nanos }) : left({ message: `${field}: ${p.error}` })
}

/** An integer in int64's range (the largest double below 2^63 is 2^63 - 1024). */
const TWO_63 = 2 ** 63
const isInt64 = (n: number): boolean => Number.isInteger(n) && n >= -TWO_63 && n < TWO_63

/**
 * What the CronJob controller concludes at `now` about the runs a CronJob
 * missed (its `mostRecentScheduleTime` with the starting deadline applied, as
 * `syncCronJob` calls it): where it starts looking, the most recent
 * scheduled time it would start now, whether none, a few or too many
 * (> 100) times were missed, the error of a schedule that fires less than a
 * second apart, and when it requeues the CronJob (`nextScheduleTimeDuration`:
 * the next time after the most recent one, plus 100 ms). `left` for a
 * schedule or zone that does not load, for unparseable times, and where the
 * controller's search would never return ({@link HANG_MESSAGE}). Never
 * throws.
 *
 * @example
 * mostRecentScheduleTime({ schedule: '0 * * * *' }, { creationTimestamp: '2026-01-01T00:00:00Z' }, '2026-01-01T05:30:00Z')
 * // right({ earliestTime: '2026-01-01T00:00:00Z', mostRecentTime: '2026-01-01T05:00:00Z', missed: 'few', tooManyMissed: false, requeueAfter: '30m0.1s' })
 */
export const mostRecentScheduleTime = (
  spec: ScheduleSpec,
  history: CronJobHistory,
  now: string,
): Either<CronScheduleError, MissedRuns> => {
  const schedule = controllerSchedule(spec)
  if (schedule._tag === 'Left') return schedule
  if (typeof history !== 'object' || history === null) return left({ message: 'history must be an object' })
  let createdText: unknown
  let lastText: unknown
  let deadline: unknown
  try {
    createdText = history.creationTimestamp
    lastText = history.lastScheduleTime
    deadline = history.startingDeadlineSeconds
  } catch {
    return left({ message: 'history could not be read' })
  }
  const created = parseTime('creationTimestamp', createdText)
  if (created._tag === 'Left') return created
  let last: Instant | undefined
  if (lastText !== undefined && lastText !== null) {
    const l = parseTime('lastScheduleTime', lastText)
    if (l._tag === 'Left') return l
    last = l.right
  }
  // any int64 the number holds exactly (2^54 too: Go's `time.Second * d` wraps it, computed below with BigInt)
  if (deadline !== undefined && deadline !== null && (typeof deadline !== 'number' || !isInt64(deadline)))
    return left({ message: 'startingDeadlineSeconds must be an integer' })
  const nowAt = parseTime('now', now)
  if (nowAt._tag === 'Left') return nowAt
  const s = schedule.right
  const n = nowAt.right
  let withDeadline: Recent
  let plain: Recent
  let wake: number
  try {
    withDeadline = mostRecent(s, created.right, last, (deadline ?? undefined) as number | undefined, n)
    plain = mostRecent(s, created.right, last, undefined, n)
    // nextScheduleTimeDuration
    const base = plain.error !== undefined ? n : (plain.recent ?? (plain.missed === 'none' ? plain.earliest : n))
    wake = next(s, base).seconds
  } catch (e) {
    if (e instanceof Hang) return left({ message: HANG_MESSAGE })
    throw e
  }
  const requeue = clamp(BigInt(wake) * 1000000000n + 100000000n - nsOf(n))
  const out: MissedRuns = {
    earliestTime: formatInstant(withDeadline.earliest),
    ...(withDeadline.recent === undefined ? {} : { mostRecentTime: formatInstant(withDeadline.recent) }),
    missed: withDeadline.missed,
    tooManyMissed: withDeadline.recent !== undefined && withDeadline.missed === 'many',
    ...(withDeadline.error === undefined ? {} : { error: withDeadline.error }),
    requeueAfter: goDurationString(requeue),
  }
  return right(out)
}

/** @internal Both answers of `mostRecentScheduleTime` (with and without the deadline), for the conformance harness. */
export const mostRecentBoth = (
  spec: ScheduleSpec,
  history: CronJobHistory,
  now: string,
): Either<CronScheduleError, { withDeadline: MissedRuns; withoutDeadline: MissedRuns }> => {
  const a = mostRecentScheduleTime(spec, history, now)
  if (a._tag === 'Left') return a
  const b = mostRecentScheduleTime(spec, { ...history, startingDeadlineSeconds: undefined }, now)
  if (b._tag === 'Left') return b
  return right({ withDeadline: a.right, withoutDeadline: b.right })
}
