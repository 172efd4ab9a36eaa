/**
 * Proleptic Gregorian calendar arithmetic shared by the timestamp printers
 * (`formatGoTime` of ./go-time.ts and the controller's `formatTime`).
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
