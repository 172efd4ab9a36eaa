/**
 * Go's fixed-width integer behaviour where it shows through the quantity
 * API: scales and exponents are `int32` (sums wrap around), amounts and
 * `Value()` results are `int64` (products wrap around).
 *
 * @module
 */

export const MAX_INT64 = (1n << 63n) - 1n
export const MIN_INT64 = -(1n << 63n)

/** `x` as Go's `int32(x)` (two's complement wrap-around); `x` is a safe integer. */
export const wrap32 = (x: number): number => x | 0

/** `x` as Go's int64 arithmetic leaves it (two's complement wrap-around). */
export const wrap64 = (x: bigint): bigint => BigInt.asIntN(64, x)

export const fitsInt64 = (x: bigint): boolean => x >= MIN_INT64 && x <= MAX_INT64

const POW10: bigint[] = []
for (let i = 0, p = 1n; i <= 40; i++, p *= 10n) POW10.push(p)

const POW10_NUMBERS: number[] = []
for (let i = 0; i <= 22; i++) POW10_NUMBERS.push(10 ** i)
const POW2_NUMBERS: number[] = []
for (let i = 0; i <= 64; i++) POW2_NUMBERS.push(2 ** i)

/** `10^k` as a number (exact up to 10^22); a table read, as `**` is slow in V8. */
export const pow10Number = (k: number): number => POW10_NUMBERS[k] ?? 10 ** k

/** `2^k` as a number; a table read. */
export const pow2Number = (k: number): number => POW2_NUMBERS[k] ?? 2 ** k

/** `10^k` as a bigint; `k` is a small non-negative integer (callers bound it). */
export const pow10 = (k: number): bigint => POW10[k] ?? 10n ** BigInt(k)

/**
 * Go's `int64(math.Pow10(k))` on amd64 for `k >= 0`: exact up to 10^18;
 * beyond, the float is out of int64 range and the conversion yields the
 * most negative int64.
 */
export const pow10AsInt64 = (k: number): bigint => (k <= 18 ? pow10(k) : MIN_INT64)
