/**
 * Go's `time.ParseDuration` with its exact error texts, as `@every` reads its
 * argument.
 *
 * @module
 */
import { goTimeQuote } from '../../wire/go-time'

/**
 * A parsed duration in nanoseconds (an int64), or Go's error text.
 *
 * @example
 * parseGoDuration('1h30m') // { ok: true, nanoseconds: 5400000000000n }
 */
export type GoDuration =
  | { readonly ok: true; readonly nanoseconds: bigint }
  | { readonly ok: false; readonly error: string }

const UNITS: Readonly<Record<string, bigint>> = {
  ns: 1n,
  us: 1000n,
  µs: 1000n,
  μs: 1000n,
  ms: 1000000n,
  s: 1000000000n,
  m: 60000000000n,
  h: 3600000000000n,
}
const TWO_63 = 1n << 63n

const isDigit = (c: number): boolean => c >= 48 && c <= 57

/**
 * Go's `time.ParseDuration(text)`: a sign, then one or more decimal numbers
 * (with an optional fraction) each followed by a unit (`ns`, `us`, `µs`,
 * `μs`, `ms`, `s`, `m`, `h`); `0` alone needs no unit. Errors:
 * `time: invalid duration "…"`, `time: missing unit in duration "…"`,
 * `time: unknown unit "…" in duration "…"`.
 *
 * @example
 * parseGoDuration('-1.5s')  // { ok: true, nanoseconds: -1500000000n }
 * parseGoDuration('5')      // { ok: false, error: 'time: missing unit in duration "5"' }
 * parseGoDuration('1d')     // { ok: false, error: 'time: unknown unit "d" in duration "1d"' }
 */
export const parseGoDuration = (text: string): GoDuration => {
  const invalid = (): GoDuration => ({ ok: false, error: `time: invalid duration ${goTimeQuote(text)}` })
  let s = text
  let negative = false
  if (s !== '' && (s[0] === '-' || s[0] === '+')) {
    negative = s[0] === '-'
    s = s.slice(1)
  }
  if (s === '0') return { ok: true, nanoseconds: 0n }
  if (s === '') return invalid()
  let d = 0n
  let i = 0
  while (i < s.length) {
    const c0 = s.charCodeAt(i)
    if (!(c0 === 46 || isDigit(c0))) return invalid()
    // the integer part: Go's leadingInt, at most 2^63
    let v = 0n
    const intStart = i
    while (i < s.length && isDigit(s.charCodeAt(i))) {
      if (v > TWO_63 / 10n) return invalid()
      v = v * 10n + BigInt(s.charCodeAt(i) - 48)
      if (v > TWO_63) return invalid()
      i++
    }
    const pre = i !== intStart
    let f = 0n
    let scale = 1
    let post = false
    if (i < s.length && s.charCodeAt(i) === 46) {
      i++
      const fracStart = i
      let overflow = false
      while (i < s.length && isDigit(s.charCodeAt(i))) {
        if (!overflow) {
          if (f > (TWO_63 - 1n) / 10n) overflow = true
          else {
            const y = f * 10n + BigInt(s.charCodeAt(i) - 48)
            if (y > TWO_63) overflow = true
            else {
              f = y
              scale *= 10
            }
          }
        }
        i++
      }
      post = i !== fracStart
    }
    if (!pre && !post) return invalid()
    const unitStart = i
    while (i < s.length) {
      const c = s.charCodeAt(i)
      if (c === 46 || isDigit(c)) break
      i++
    }
    if (i === unitStart) return { ok: false, error: `time: missing unit in duration ${goTimeQuote(text)}` }
    const u = s.slice(unitStart, i)
    const unit = Object.hasOwn(UNITS, u) ? UNITS[u] : undefined
    if (unit === undefined)
      return { ok: false, error: `time: unknown unit ${goTimeQuote(u)} in duration ${goTimeQuote(text)}` }
    if (v > TWO_63 / unit) return invalid()
    v *= unit
    if (f > 0n) {
      v += BigInt(Math.trunc(Number(f) * (Number(unit) / scale)))
      if (v > TWO_63) return invalid()
    }
    d += v
    if (d > TWO_63) return invalid()
  }
  if (negative) return { ok: true, nanoseconds: -d }
  if (d > TWO_63 - 1n) return invalid()
  return { ok: true, nanoseconds: d }
}
