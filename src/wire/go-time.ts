/**
 * `metav1.Time` on the wire: Go's `time.Parse(time.RFC3339, s)` (with the
 * general parser's leniency and its exact error texts) and the form Go
 * marshals (`t.UTC().Format(time.RFC3339)`, whole seconds).
 *
 * @module
 */
import { civilFromDays, daysFromCivil, daysInMonth } from './civil-date'

const LAYOUT = '2006-01-02T15:04:05Z07:00'

/**
 * The result of parsing a timestamp: Unix seconds and nanoseconds, or Go's
 * `*time.ParseError` text.
 *
 * @example
 * parseGoTime('2026-01-02T03:04:05.5+01:00') // { ok: true, seconds: 1767319445, nanos: 500000000 }
 */
export type GoTimeParse =
  | { readonly ok: true; readonly seconds: number; readonly nanos: number }
  | { readonly ok: false; readonly error: string }

const isDigit = (s: string, i: number): boolean => {
  const c = s.charCodeAt(i)
  return c >= 48 && c <= 57
}

/**
 * Go's `time` package `quote`: double quotes, `"` and `\` escaped, bytes of
 * non-ASCII or control characters as `\xNN`.
 *
 * @example
 * goTimeQuote('é') // '"\\xc3\\xa9"'
 */
export const goTimeQuote = (s: string): string => {
  let out = '"'
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0
    if (c >= 0x80 || c < 0x20) {
      const bytes = c >= 0xd800 && c <= 0xdfff ? [0xef, 0xbf, 0xbd] : utf8(c)
      for (const b of bytes) out += `\\x${b.toString(16).padStart(2, '0')}`
    } else {
      if (ch === '"' || ch === '\\') out += '\\'
      out += ch
    }
  }
  return `${out}"`
}

const utf8 = (c: number): number[] => {
  if (c < 0x80) return [c]
  if (c < 0x800) return [0xc0 | (c >> 6), 0x80 | (c & 63)]
  if (c < 0x10000) return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)]
  return [0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)]
}

const cannotParse = (value: string, rest: string, elem: string): GoTimeParse => ({
  ok: false,
  error: `parsing time ${goTimeQuote(value)} as ${goTimeQuote(LAYOUT)}: cannot parse ${goTimeQuote(rest)} as ${goTimeQuote(elem)}`,
})
const withMessage = (value: string, message: string): GoTimeParse => ({
  ok: false,
  error: `parsing time ${goTimeQuote(value)}${message}`,
})

/** Two digits at `i` (`fixed`) or one or two digits (`!fixed`), as Go's getnum. */
const getnum = (s: string, i: number, fixed: boolean): { n: number; next: number } | undefined => {
  if (!isDigit(s, i)) return undefined
  if (!isDigit(s, i + 1)) return fixed ? undefined : { n: s.charCodeAt(i) - 48, next: i + 1 }
  return { n: (s.charCodeAt(i) - 48) * 10 + (s.charCodeAt(i + 1) - 48), next: i + 2 }
}

/**
 * Go's `time.Parse(time.RFC3339, value)`: the instant, or the exact text of
 * Go's error.
 *
 * @example
 * parseGoTime('2026-01-01T00:00:00Z') // { ok: true, seconds: 1767225600, nanos: 0 }
 * parseGoTime('yesterday').ok         // false
 */
export const parseGoTime = (value: string): GoTimeParse => {
  const s = value
  let i = 0
  const expect = (lit: string): boolean => {
    if (s.charCodeAt(i) !== lit.charCodeAt(0) || i >= s.length) return false
    i++
    return true
  }
  // 2006
  if (s.length - i < 4 || !isDigit(s, i)) return cannotParse(s, s.slice(i), '2006')
  const yearText = s.slice(i, i + 4)
  if (!/^[0-9]{4}$/.test(yearText)) return cannotParse(s, s.slice(i), '2006')
  const year = Number(yearText)
  i += 4
  if (!expect('-')) return cannotParse(s, s.slice(i), '-')
  // 01
  let hold = i
  const month = getnum(s, i, true)
  if (month === undefined) return cannotParse(s, s.slice(hold), '01')
  i = month.next
  if (month.n <= 0 || month.n > 12) return withMessage(s, ': month out of range')
  if (!expect('-')) return cannotParse(s, s.slice(i), '-')
  // 02
  hold = i
  const day = getnum(s, i, true)
  if (day === undefined) return cannotParse(s, s.slice(hold), '02')
  i = day.next
  if (!expect('T')) return cannotParse(s, s.slice(i), 'T')
  // 15
  hold = i
  const hour = getnum(s, i, false)
  if (hour === undefined) return cannotParse(s, s.slice(hold), '15')
  i = hour.next
  if (hour.n >= 24) return withMessage(s, ': hour out of range')
  if (!expect(':')) return cannotParse(s, s.slice(i), ':')
  // 04
  hold = i
  const minute = getnum(s, i, true)
  if (minute === undefined) return cannotParse(s, s.slice(hold), '04')
  i = minute.next
  if (minute.n >= 60) return withMessage(s, ': minute out of range')
  if (!expect(':')) return cannotParse(s, s.slice(i), ':')
  // 05 and an optional fraction
  hold = i
  const second = getnum(s, i, true)
  if (second === undefined) return cannotParse(s, s.slice(hold), '05')
  i = second.next
  if (second.n >= 60) return withMessage(s, ': second out of range')
  let nanos = 0
  const sep = s.charCodeAt(i)
  if (s.length - i >= 2 && (sep === 46 || sep === 44) && isDigit(s, i + 1)) {
    let n = 2
    while (i + n < s.length && isDigit(s, i + n)) n++
    const digits = s.slice(i + 1, i + Math.min(n, 10))
    nanos = Number(digits.padEnd(9, '0'))
    i += n
  }
  // Z07:00
  hold = i
  let offset = 0
  if (s.charCodeAt(i) === 90 /* Z */) {
    i++
  } else {
    if (s.length - i < 6 || s.charCodeAt(i + 3) !== 58) return cannotParse(s, s.slice(hold), 'Z07:00')
    const sign = s[i]
    const hh = getnum(s.slice(i + 1, i + 3), 0, true)
    const mm = getnum(s.slice(i + 4, i + 6), 0, true)
    i += 6
    if (hh === undefined || mm === undefined) return cannotParse(s, s.slice(hold), 'Z07:00')
    if (mm.n > 60) return withMessage(s, ': time zone offset minute out of range')
    if (hh.n > 24) return withMessage(s, ': time zone offset hour out of range')
    if (sign !== '+' && sign !== '-') return cannotParse(s, s.slice(hold), 'Z07:00')
    offset = (hh.n * 60 + mm.n) * 60 * (sign === '-' ? -1 : 1)
  }
  if (i < s.length) return withMessage(s, `: extra text: ${goTimeQuote(s.slice(i))}`)
  if (day.n < 1 || day.n > daysInMonth(month.n, year)) return withMessage(s, ': day out of range')
  const seconds = daysFromCivil(year, month.n, day.n) * 86400 + hour.n * 3600 + minute.n * 60 + second.n - offset
  return { ok: true, seconds, nanos }
}

const pad = (n: number, width: number): string => {
  const t = String(Math.abs(n)).padStart(width, '0')
  return n < 0 ? `-${t}` : t
}

/** Unix seconds of Go's zero `time.Time` (0001-01-01T00:00:00Z). */
export const GO_ZERO_TIME_SECONDS = -62135596800

/**
 * Go's `t.UTC().Format(time.RFC3339)` for Unix seconds.
 *
 * @example
 * formatGoTime(1767225600) // '2026-01-01T00:00:00Z'
 */
export const formatGoTime = (seconds: number): string => {
  const days = Math.floor(seconds / 86400)
  let rem = seconds - days * 86400
  const [y, m, d] = civilFromDays(days)
  const hh = Math.floor(rem / 3600)
  rem -= hh * 3600
  const mi = Math.floor(rem / 60)
  const ss = rem - mi * 60
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}T${pad(hh, 2)}:${pad(mi, 2)}:${pad(ss, 2)}Z`
}

/**
 * A `metav1.Time` JSON string as Go stores and marshals it: the canonical
 * UTC form, `undefined` for Go's zero time (which marshals as `null`), or
 * Go's parse error.
 *
 * @example
 * canonicalGoTime('2026-01-01T01:00:00.9+01:00') // { ok: true, value: '2026-01-01T00:00:00Z' }
 */
export const canonicalGoTime = (
  text: string,
): { readonly ok: true; readonly value: string | undefined } | { readonly ok: false; readonly error: string } => {
  const p = parseGoTime(text)
  if (!p.ok) return p
  if (p.seconds === GO_ZERO_TIME_SECONDS && p.nanos === 0) return { ok: true, value: undefined }
  return { ok: true, value: formatGoTime(p.seconds) }
}
