/**
 * Go's `time.Duration.String()`.
 *
 * @module
 */

const frac = (v: bigint, prec: number): [string, bigint] => {
  let out = ''
  let print = false
  for (let i = 0; i < prec; i++) {
    const digit = v % 10n
    print = print || digit !== 0n
    if (print) out = String(digit) + out
    v /= 10n
  }
  return [print ? `.${out}` : '', v]
}

/**
 * `time.Duration(ns).String()`: `1h2m3.5s`, `1.5ms`, `0s`, `-100ms`.
 *
 * @example
 * goDurationString(3723500000000n) // '1h2m3.5s'
 * goDurationString(100000000n)     // '100ms'
 * goDurationString(0n)             // '0s'
 */
export const goDurationString = (ns: bigint): string => {
  const negative = ns < 0n
  let u = negative ? -ns : ns
  let out: string
  if (u < 1000000000n) {
    if (u === 0n) return '0s'
    if (u < 1000n) out = `${u}ns`
    else if (u < 1000000n) {
      const [f, rest] = frac(u, 3)
      out = `${rest}${f}µs`
    } else {
      const [f, rest] = frac(u, 6)
      out = `${rest}${f}ms`
    }
  } else {
    const [f, seconds] = frac(u, 9)
    u = seconds
    out = `${u % 60n}${f}s`
    u /= 60n
    if (u > 0n) {
      out = `${u % 60n}m${out}`
      u /= 60n
      if (u > 0n) out = `${u}h${out}`
    }
  }
  return negative ? `-${out}` : out
}
