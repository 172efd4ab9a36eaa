/**
 * RFC 3339 timestamps as the Job controller reads and prints them: Go's
 * `time.Parse(time.RFC3339, …)` into milliseconds since the epoch, and
 * `metav1.Time`'s text. Re-exported by `./pod`.
 *
 * @module
 */
import { civilFromDays, daysFromCivil, daysInMonth } from '../wire/civil-date'

const digitsAt = (s: string, at: number, n: number): number => {
  let v = 0
  for (let i = at; i < at + n; i++) {
    const d = s.charCodeAt(i) - 48
    if (d < 0 || d > 9) return -1
    v = v * 10 + d
  }
  return v
}

/**
 * Parses an RFC 3339 timestamp as Go's `time.Parse(time.RFC3339, s)` accepts
 * it (`2026-01-02T03:04:05Z`, optional fractional seconds, `Z` or `±hh:mm`)
 * into milliseconds since the Unix epoch; `undefined` when malformed or the
 * date does not exist. Sub-millisecond digits are truncated.
 *
 * @example
 * parseTime('1970-01-01T00:00:01Z')          // 1000
 * parseTime('2026-01-02T03:04:05.5+01:00')   // Date.UTC(2026, 0, 2, 2, 4, 5, 500)
 * parseTime('2026-02-30T00:00:00Z')          // undefined
 */
export const parseTime = (s: string): number | undefined => {
  if (typeof s !== 'string' || s.length < 20 || s.length > 64) return undefined
  if (s[4] !== '-' || s[7] !== '-' || s[10] !== 'T' || s[13] !== ':' || s[16] !== ':') return undefined
  const year = digitsAt(s, 0, 4)
  const month = digitsAt(s, 5, 2)
  const day = digitsAt(s, 8, 2)
  const hour = digitsAt(s, 11, 2)
  const minute = digitsAt(s, 14, 2)
  const second = digitsAt(s, 17, 2)
  if (year < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23) return undefined
  if (minute < 0 || minute > 59 || second < 0 || second > 59) return undefined
  if (day > daysInMonth(month, year)) return undefined
  let i = 19
  let ms = 0
  if (s[i] === '.' || s[i] === ',') {
    i++
    const start = i
    let scale = 100
    while (i < s.length) {
      const d = s.charCodeAt(i) - 48
      if (d < 0 || d > 9) break
      if (scale >= 1) ms += d * scale
      scale /= 10
      i++
    }
    if (i === start) return undefined
    ms = Math.floor(ms)
  }
  let offsetMinutes = 0
  if (s[i] === 'Z' && i + 1 === s.length) {
    offsetMinutes = 0
  } else if ((s[i] === '+' || s[i] === '-') && i + 6 === s.length && s[i + 3] === ':') {
    const oh = digitsAt(s, i + 1, 2)
    const om = digitsAt(s, i + 4, 2)
    if (oh < 0 || oh > 23 || om < 0 || om > 59) return undefined
    offsetMinutes = (oh * 60 + om) * (s[i] === '-' ? -1 : 1)
  } else {
    return undefined
  }
  const days = daysFromCivil(year, month, day)
  return ((days * 24 + hour) * 60 + minute - offsetMinutes) * 60000 + second * 1000 + ms
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0')

/**
 * Formats milliseconds since the epoch as Kubernetes prints a `metav1.Time`:
 * UTC, seconds precision (sub-seconds truncated), e.g. `2026-01-02T03:04:05Z`.
 * A non-finite input prints Go's zero time `0001-01-01T00:00:00Z`.
 *
 * @example
 * formatTime(Date.UTC(2026, 0, 2, 3, 4, 5, 999)) // '2026-01-02T03:04:05Z'
 */
export const formatTime = (ms: number): string => {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return '0001-01-01T00:00:00Z'
  const totalSeconds = Math.floor(ms / 1000)
  const days = Math.floor(totalSeconds / 86400)
  const secOfDay = totalSeconds - days * 86400
  const [y, m, d] = civilFromDays(days)
  const year = y < 0 ? '-' + pad(-y, 4) : pad(y, 4)
  return (
    `${year}-${pad(m, 2)}-${pad(d, 2)}T${pad(Math.floor(secOfDay / 3600), 2)}:` +
    `${pad(Math.floor(secOfDay / 60) % 60, 2)}:${pad(secOfDay % 60, 2)}Z`
  )
}

/**
 * Like {@link formatTime} but keeps milliseconds when there are any
 * (`2026-01-02T03:04:05.250Z`); used for controller memory such as the
 * back-off record, where upstream keeps full precision.
 *
 * @example
 * formatTimeMillis(Date.UTC(2026, 0, 2, 3, 4, 5, 250)) // '2026-01-02T03:04:05.250Z'
 * formatTimeMillis(Date.UTC(2026, 0, 2, 3, 4, 5))      // '2026-01-02T03:04:05Z'
 */
export const formatTimeMillis = (ms: number): string => {
  const base = formatTime(ms)
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return base
  const frac = Math.floor(ms) - Math.floor(ms / 1000) * 1000
  return frac === 0 ? base : `${base.slice(0, -1)}.${pad(frac, 3)}Z`
}
