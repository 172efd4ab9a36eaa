/**
 * The few operations of Go's `time.Time` that robfig/cron's `Next` uses, on
 * whole Unix seconds in one zone: the civil fields, `time.Date` (with Go's
 * choice for local times that occur twice or not at all), `AddDate` and
 * `Truncate(time.Minute)`.
 *
 * @module
 */
import { civilFromDays, daysFromCivil } from '../../wire/civil-date'
import { zonePeriod } from '../zone/lookup'

/** The civil fields of an instant in a zone. */
export interface Civil {
  readonly year: number
  readonly month: number
  readonly day: number
  readonly hour: number
  readonly minute: number
  readonly second: number
  /** 0 = Sunday */
  readonly weekday: number
}

/**
 * The civil fields of Unix second `sec` in zone `record` (-1: UTC).
 *
 * @example
 * civilIn(-1, 0) // { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0, weekday: 4 }
 */
export const civilIn = (record: number, sec: number): Civil => {
  const local = sec + zonePeriod(record, sec).offset
  const days = Math.floor(local / 86400)
  const rem = local - days * 86400
  const [year, month, day] = civilFromDays(days)
  return {
    year,
    month,
    day,
    hour: Math.floor(rem / 3600),
    minute: Math.floor(rem / 60) % 60,
    second: rem % 60,
    weekday: (((days + 4) % 7) + 7) % 7,
  }
}

const norm = (hi: number, lo: number, base: number): [number, number] => {
  if (lo < 0) {
    const n = Math.floor((-lo - 1) / base) + 1
    hi -= n
    lo += n * base
  }
  if (lo >= base) {
    const n = Math.floor(lo / base)
    hi += n
    lo -= n * base
  }
  return [hi, lo]
}

/**
 * Go's `time.Date(year, month, day, hour, min, sec, 0, loc)` as Unix
 * seconds: out-of-range fields carry over, and a local time that does not
 * exist or occurs twice gets the offset Go picks (the one in force in the
 * period the wall time, read as UTC, falls in, unless the result leaves that
 * period).
 *
 * @example
 * goDate(-1, 2026, 13, 1, 0, 0, 0) // 1798761600 (2027-01-01T00:00:00Z)
 */
export const goDate = (
  record: number,
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): number => {
  let m = month - 1
  ;[year, m] = norm(year, m, 12)
  ;[minute, second] = norm(minute, second, 60)
  ;[hour, minute] = norm(hour, minute, 60)
  ;[day, hour] = norm(day, hour, 24)
  let unix = (daysFromCivil(year, m + 1, 1) + day - 1) * 86400 + hour * 3600 + minute * 60 + second
  const p = zonePeriod(record, unix)
  let offset = p.offset
  if (offset !== 0) {
    const utc = unix - offset
    if (utc < p.start || utc >= p.end) offset = zonePeriod(record, utc).offset
    unix -= offset
  }
  return unix
}

/**
 * Go's `t.AddDate(years, months, days)` in zone `record`.
 *
 * @example
 * addDate(-1, 1769817600, 0, 1, 0) // 1772496000 (2026-01-31 + 1 month = 2026-03-03)
 */
export const addDate = (record: number, sec: number, years: number, months: number, days: number): number => {
  const c = civilIn(record, sec)
  return goDate(record, c.year + years, c.month + months, c.day + days, c.hour, c.minute, c.second)
}
