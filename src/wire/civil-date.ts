/**
 * Proleptic Gregorian calendar arithmetic shared by the timestamp parsers
 * and printers (`parseGoTime`/`formatGoTime` of ./go-time.ts and the
 * controller's `parseTime`/`formatTime`).
 *
 * @module
 */

/**
 * The civil date `[year, month, day]` (month 1–12) of a count of days since
 * 1970-01-01 (Hinnant's `civil_from_days`), computed in floating point as
 * given: a huge or fractional `days` gives whatever that arithmetic gives,
 * identically for every caller.
 *
 * @example
 * civilFromDays(0)     // [1970, 1, 1]
 * civilFromDays(20454) // [2026, 1, 1]
 */
export const civilFromDays = (days: number): [year: number, month: number, day: number] => {
  const z = days + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1
  const m = mp < 10 ? mp + 3 : mp - 9
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d]
}

const isLeap = (y: number): boolean => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0)
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/**
 * The number of days of `month` (1–12) in `year`.
 *
 * @example
 * daysInMonth(2, 2024) // 29
 * daysInMonth(2, 1900) // 28
 */
export const daysInMonth = (month: number, year: number): number =>
  month === 2 && isLeap(year) ? 29 : (DAYS[month - 1] ?? 31)

/**
 * Days from 1970-01-01 to the civil date `y`-`m`-`d` (month 1–12; Hinnant's
 * `days_from_civil`), the inverse of {@link civilFromDays}.
 *
 * @example
 * daysFromCivil(2026, 1, 1) // 20454
 */
export const daysFromCivil = (y: number, m: number, d: number): number => {
  const yy = m <= 2 ? y - 1 : y
  const era = Math.floor(yy / 400)
  const yoe = yy - era * 400
  const mp = (m + 9) % 12
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}
