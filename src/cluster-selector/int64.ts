/**
 * 64-bit integer helpers. Kubernetes compares Gt/Lt values and plans
 * replicas with Go's `int64`; JavaScript numbers lose precision above 2^53,
 * so these helpers work with `bigint`.
 */

/**
 * Largest int64, 2^63 − 1.
 *
 * @example
 * parseGoInt64('9223372036854775807') === INT64_MAX //=> true
 */
export const INT64_MAX = 9223372036854775807n
/**
 * Smallest int64, −2^63.
 *
 * @example
 * parseGoInt64('-9223372036854775808') === INT64_MIN //=> true
 */
export const INT64_MIN = -9223372036854775808n

/**
 * A replica count or weight as upstream stores it (Go `int64`): a `number`,
 * or a `bigint` when outside ±(2^53 − 1).
 *
 * @example
 * const weight: ReplicaCount = 3
 */
export type ReplicaCount = number | bigint

/**
 * Go's `strconv.ParseInt(s, 10, 64)`: an optional `+` or `-`, then one or
 * more ASCII digits, within the int64 range. Anything else (whitespace,
 * underscores, an empty string, out of range) is `undefined`.
 *
 * @example
 * parseGoInt64('014')                  //=> 14n
 * parseGoInt64('-3')                   //=> -3n
 * parseGoInt64('9223372036854775808')  //=> undefined (out of range)
 * parseGoInt64(' 5')                   //=> undefined
 */
export const parseGoInt64 = (s: string): bigint | undefined => {
  const n = s.length
  if (n === 0) return undefined
  let i = 0
  const first = s.charCodeAt(0)
  const negative = first === 45
  if (first === 43 || first === 45) {
    i = 1
    if (n === 1) return undefined
  }
  for (let j = i; j < n; j++) {
    const c = s.charCodeAt(j)
    if (c < 48 || c > 57) return undefined
  }
  let k = i
  while (k < n - 1 && s.charCodeAt(k) === 48) k++
  if (n - k > 19) return undefined
  const magnitude = BigInt(s.slice(k))
  if (negative) return magnitude > -INT64_MIN ? undefined : -magnitude
  return magnitude > INT64_MAX ? undefined : magnitude
}

/**
 * Brings any value to an int64 the way a Go caller would have to: integers
 * (`number` or `bigint`) wrap to 64 bits, fractional numbers are truncated
 * toward zero, and everything else (NaN, ±Infinity, strings, null…) is
 * `fallback`.
 *
 * @example
 * toInt64(5)          //=> 5n
 * toInt64(2.9)        //=> 2n
 * toInt64('5', 0n)    //=> 0n
 * toInt64(2n ** 64n)  //=> 0n (wraps)
 */
export const toInt64 = (u: unknown, fallback = 0n): bigint => {
  if (typeof u === 'bigint') return BigInt.asIntN(64, u)
  if (typeof u === 'number' && Number.isFinite(u)) return BigInt.asIntN(64, BigInt(Math.trunc(u)))
  return fallback
}

/**
 * An int64 as the library reports it: a plain `number` when it is exactly
 * representable, otherwise the `bigint` itself.
 *
 * @example
 * fromInt64(5n)         //=> 5
 * fromInt64(2n ** 60n)  //=> 1152921504606846976n
 */
export const fromInt64 = (v: bigint): ReplicaCount =>
  v <= 9007199254740991n && v >= -9007199254740991n ? Number(v) : v
