/**
 * Go's `strconv.ParseInt(s, 10, 64)` as a total function.
 *
 * @module
 */

const MIN_INT64 = -(1n << 63n)
const MAX_INT64 = (1n << 63n) - 1n

/**
 * Parses `s` as Go's `strconv.ParseInt(s, 10, 64)` does: an optional `+` or
 * `-`, then one or more ASCII digits (leading zeros allowed; no spaces,
 * underscores, prefixes or fractions), within the signed 64-bit range.
 * Returns a `number` when it is exact (up to 15 digits), a `bigint`
 * otherwise, and `undefined` when Go would return an error. `number` and
 * `bigint` results compare correctly with `<` and `>`.
 *
 * @example
 * parseGoInt64('+5')                  //=> 5
 * parseGoInt64('-9223372036854775808') //=> -9223372036854775808n
 * parseGoInt64('9223372036854775808')  //=> undefined (out of range)
 * parseGoInt64('1.5')                 //=> undefined
 */
export const parseGoInt64 = (s: string): number | bigint | undefined => {
  if (typeof s !== 'string') return undefined
  const n = s.length
  let i = 0
  if (n === 0) return undefined
  const c0 = s.charCodeAt(0)
  if (c0 === 0x2b || c0 === 0x2d) i = 1
  if (i === n) return undefined
  for (let j = i; j < n; j++) {
    const c = s.charCodeAt(j)
    if (c < 0x30 || c > 0x39) return undefined
  }
  if (n - i <= 15) {
    const v = Number(s)
    return v === 0 ? 0 : v
  }
  const big = BigInt(s)
  return big < MIN_INT64 || big > MAX_INT64 ? undefined : big
}
