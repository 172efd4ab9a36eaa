/**
 * The pieces of Go's `strings` and `strconv` packages the cron parser uses:
 * `strings.Fields` and `strings.TrimSpace` (Unicode white space as
 * `unicode.IsSpace` defines it), `fmt`'s `%s` of a `[]string`, and
 * `strconv.Atoi` with its exact error texts.
 *
 * @module
 */
import { goQuote } from '../../field/go-format'
import { isGoSpace } from '../../field/go-space'

/**
 * Go's `strings.Fields`: the runs of non-space code points.
 *
 * @example
 * goFields(' 0  5\t* ') // ['0', '5', '*']
 */
export const goFields = (s: string): string[] => {
  const out: string[] = []
  let start = -1
  for (let i = 0; i < s.length; ) {
    const c = s.codePointAt(i) ?? 0
    const width = c > 0xffff ? 2 : 1
    if (isGoSpace(c)) {
      if (start >= 0) out.push(s.slice(start, i))
      start = -1
    } else if (start < 0) start = i
    i += width
  }
  if (start >= 0) out.push(s.slice(start))
  return out
}

/**
 * Go's `strings.TrimSpace`.
 *
 * @example
 * goTrimSpace('\u3000 @daily \n') // '@daily'
 */
export const goTrimSpace = (s: string): string => {
  let a = 0
  let b = s.length
  while (a < b) {
    const c = s.codePointAt(a) ?? 0
    if (!isGoSpace(c)) break
    a += c > 0xffff ? 2 : 1
  }
  while (b > a) {
    const c = s.charCodeAt(b - 1)
    // white space is all in the BMP; a trailing low surrogate is not space
    if (!isGoSpace(c)) break
    b--
  }
  return s.slice(a, b)
}

/**
 * The result of Go's `strconv.Atoi`: the value (exact when it is a safe
 * integer; the decimal text is exact always) or the error text.
 *
 * @example
 * goAtoi('+07') // { ok: true, value: 7, text: '7' }
 */
export type GoAtoi =
  | { readonly ok: true; readonly value: number; readonly text: string }
  | { readonly ok: false; readonly error: string }

const INT64_MAX = '9223372036854775807'
const UINT64_MAX = '18446744073709551615'

const outOfRange = (s: string): GoAtoi => ({
  ok: false,
  error: `strconv.Atoi: parsing ${goQuote(s)}: value out of range`,
})

/** Whether the decimal digits `s[from, to)` (leading zeros allowed) exceed uint64. */
const overflowsUint64 = (s: string, from: number, to: number): boolean => {
  let k = from
  while (k < to && s.charCodeAt(k) === 48) k++
  const digits = to - k
  return digits > UINT64_MAX.length || (digits === UINT64_MAX.length && s.slice(k, to) > UINT64_MAX)
}
const INT64_MIN_ABS = '9223372036854775808'

/**
 * Go's `strconv.Atoi(s)` on a 64-bit platform: an optional sign and decimal
 * digits (no underscores), within int64; the errors
 * `strconv.Atoi: parsing "s": invalid syntax` and
 * `strconv.Atoi: parsing "s": value out of range`.
 *
 * @example
 * goAtoi('x')                    // { ok: false, error: 'strconv.Atoi: parsing "x": invalid syntax' }
 * goAtoi('99999999999999999999') // { ok: false, error: 'strconv.Atoi: parsing "99999999999999999999": value out of range' }
 * goAtoi('99999999999999999999x') // value out of range too: Go meets the overflow before the 'x'
 */
export const goAtoi = (s: string): GoAtoi => {
  const syntax = (): GoAtoi => ({ ok: false, error: `strconv.Atoi: parsing ${goQuote(s)}: invalid syntax` })
  let i = 0
  let negative = false
  if (s.charCodeAt(0) === 43 || s.charCodeAt(0) === 45) {
    negative = s.charCodeAt(0) === 45
    i = 1
  }
  if (i >= s.length) return syntax()
  for (let j = i; j < s.length; j++) {
    const c = s.charCodeAt(j)
    if (c < 48 || c > 57) {
      // Past Atoi's fast path (19 bytes or more), ParseUint reads digit by
      // digit and reports an overflow of uint64 as soon as it happens, before
      // it meets the character that is not a digit.
      if (s.length >= 19 && overflowsUint64(s, i, j)) return outOfRange(s)
      return syntax()
    }
  }
  let k = i
  while (k < s.length - 1 && s.charCodeAt(k) === 48) k++
  const magnitude = s.slice(k)
  const limit = negative ? INT64_MIN_ABS : INT64_MAX
  if (magnitude.length > limit.length || (magnitude.length === limit.length && magnitude > limit)) return outOfRange(s)
  const text = negative && magnitude !== '0' ? `-${magnitude}` : magnitude
  return { ok: true, value: Number(text), text }
}
