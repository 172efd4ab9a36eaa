/**
 * Interval arithmetic over completion indexes, as the Job controller keeps
 * `completedIndexes` / `failedIndexes` internally: a sorted list of disjoint,
 * non-adjacent closed intervals. Unlike the public `parseIndexSet`, which
 * expands a set into a `number[]`, these never materialise the indexes, so a
 * string such as `"0-2147483646"` costs one interval, not two billion numbers.
 *
 * @module
 */

/**
 * Sorted, disjoint, non-adjacent closed intervals, flattened as `[first0, last0, first1, last1, …]`.
 *
 * @example
 * const iv: Intervals = [1, 1, 3, 5] // {1, 3, 4, 5}
 */
export type Intervals = readonly number[]

/**
 * Appends intervals into an array allocated once at its maximum size.
 *
 * Speed: a Job with 100,000 indexes can carry 33,000 intervals. Growing an
 * array to that size by `push` costs repeated copies and large-object
 * allocations (measured at about 25 ns per element, growing faster than
 * linearly); one allocation of the final capacity, trimmed at the end, costs
 * a third of that.
 *
 * @example
 * const b = new IntervalBuilder(4)
 * b.add(1, 2); b.add(3, 3) // adjacent: merged
 * b.done() // [1, 3]
 */
export class IntervalBuilder {
  private readonly out: number[]
  private len = 0
  constructor(maxIntervals: number) {
    this.out = new Array<number>(2 * maxIntervals)
  }
  /** Appends `[first, last]` (first not below the previous first), merging overlap and adjacency. */
  add(first: number, last: number): void {
    const len = this.len
    const out = this.out
    if (len === 0 || first > (out[len - 1] as number) + 1) {
      out[len] = first
      out[len + 1] = last
      this.len = len + 2
    } else if ((out[len - 1] as number) < last) out[len - 1] = last
  }
  /** The intervals added so far (call once: the storage is trimmed to them). */
  done(): Intervals {
    this.out.length = this.len
    return this.out
  }
}

const CHAR_0 = 48
const CHAR_9 = 57
const CHAR_PLUS = 43
const CHAR_MINUS = 45
const CHAR_COMMA = 44
const MAX_INT64 = 9223372036854775807

/**
 * Go `strconv.Atoi` over `s[from, to)`: optional sign, at least one decimal
 * digit, nothing else; `undefined` when it would fail (including overflow of
 * a 64-bit int).
 */
const atoi = (s: string, from: number, to: number): number | undefined => {
  let i = from
  let negative = false
  if (i < to) {
    const c = s.charCodeAt(i)
    if (c === CHAR_PLUS || c === CHAR_MINUS) {
      negative = c === CHAR_MINUS
      i++
    }
  }
  if (i >= to) return undefined
  let value = 0
  for (; i < to; i++) {
    const c = s.charCodeAt(i)
    if (c < CHAR_0 || c > CHAR_9) return undefined
    value = value * 10 + (c - CHAR_0)
  }
  // Go's Atoi fails beyond int64; values above 2^53 are kept approximately
  // (they only ever compare as "too large" against completions).
  if (value > MAX_INT64) return undefined
  return negative ? -value : value
}

/**
 * The controller's lenient parse of an index-set string (`parseIndexesFromString`):
 * pieces split on `,`, each split on `-`; an unparsable first or second part skips
 * the piece; a first value `>= completions` stops parsing; a second value
 * `>= completions` is clamped; a piece continuing the previous interval is merged.
 *
 * @example
 * parseIntervals('0-5,8-10', 10) // [0, 5, 8, 9]
 */
export const parseIntervals = (s: unknown, completions: number): Intervals => {
  if (typeof s !== 'string' || s.length === 0) return []
  const n = s.length
  let pieces = 1
  for (let k = 0; k < n; k++) if (s.charCodeAt(k) === CHAR_COMMA) pieces++
  // allocated once at its maximum size, trimmed at the end (see IntervalBuilder)
  const out = new Array<number>(2 * pieces)
  let len = 0
  let pieceStart = 0
  while (pieceStart <= n) {
    // One scan of the piece: its end and the positions of its first two '-'.
    // Speed: the usual piece (`7` or `3-9`: digits, at most one dash, short
    // numbers) is also read as it is scanned, so its characters are visited
    // once; anything else goes through `atoi` below with Go's full rules.
    let pieceEnd = pieceStart
    let dash1 = -1
    let dash2 = -1
    let digitsOnly = true
    let v1 = 0
    let v2 = 0
    for (; pieceEnd < n; pieceEnd++) {
      const c = s.charCodeAt(pieceEnd)
      if (c === CHAR_COMMA) break
      if (c === CHAR_MINUS) {
        if (dash1 < 0) dash1 = pieceEnd
        else if (dash2 < 0) dash2 = pieceEnd
      } else if (c >= CHAR_0 && c <= CHAR_9) {
        if (dash1 < 0) v1 = v1 * 10 + (c - CHAR_0)
        else v2 = v2 * 10 + (c - CHAR_0)
      } else digitsOnly = false
    }
    const firstEnd = dash1 < 0 ? pieceEnd : dash1
    const firstDigits = firstEnd - pieceStart
    const secondDigits = pieceEnd - dash1 - 1
    // at most 15 digits: below 2^53, so the running values are exact
    const simple =
      digitsOnly &&
      dash2 < 0 &&
      firstDigits > 0 &&
      firstDigits <= 15 &&
      (dash1 < 0 || (secondDigits > 0 && secondDigits <= 15))
    const first = simple ? v1 : atoi(s, pieceStart, firstEnd)
    if (first !== undefined) {
      if (first >= completions) break
      let last: number | undefined = first
      if (dash1 >= 0) {
        const second = simple ? v2 : atoi(s, dash1 + 1, dash2 < 0 ? pieceEnd : dash2)
        last = second === undefined ? undefined : second >= completions ? completions - 1 : second
      }
      if (last !== undefined) {
        if (len > 0 && out[len - 1] === first - 1) out[len - 1] = last
        else {
          out[len] = first
          out[len + 1] = last
          len += 2
        }
      }
    }
    if (pieceEnd >= n) break
    pieceStart = pieceEnd + 1
  }
  out.length = len
  return out
}

/**
 * Merges two interval lists (Go `orderedIntervals.merge`): ordered by first
 * index, coalescing overlapping and adjacent intervals.
 *
 * @example
 * mergeIntervals([0, 1], [2, 2, 5, 6]) // [0, 2, 5, 6]
 */
export const mergeIntervals = (a: Intervals, b: Intervals): Intervals => {
  if (b.length === 0) return a
  if (a.length === 0) return b
  const out = new IntervalBuilder((a.length + b.length) >> 1)
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if ((a[i] as number) < (b[j] as number)) {
      out.add(a[i] as number, a[i + 1] as number)
      i += 2
    } else {
      out.add(b[j] as number, b[j + 1] as number)
      j += 2
    }
  }
  for (; i < a.length; i += 2) out.add(a[i] as number, a[i + 1] as number)
  for (; j < b.length; j += 2) out.add(b[j] as number, b[j + 1] as number)
  return out.done()
}

/**
 * Intervals of a list of indexes (any order, duplicates allowed): the first
 * `n` of them, by default all.
 *
 * @example
 * intervalsOf([5, 1, 2, 3]) // [1, 3, 5, 5]
 */
export const intervalsOf = (indexes: ArrayLike<number>, n: number = indexes.length): Intervals => {
  if (n === 0) return []
  // Speed: indexes are usually non-negative integers spanning a range
  // comparable to their count (completion indexes below `completions`); a
  // presence bitmap then yields the intervals in O(n + range) instead of an
  // O(n log n) sort. Anything else (negative, fractional, sparse) is sorted.
  let min = Infinity
  let max = -Infinity
  let integral = true
  for (let k = 0; k < n; k++) {
    const ix = indexes[k] as number
    if (ix < min) min = ix
    if (ix > max) max = ix
    if (!Number.isSafeInteger(ix)) integral = false
  }
  const out = new IntervalBuilder(n)
  if (integral && max - min < 8 * n + 4096) {
    const present = new Uint8Array(max - min + 1)
    for (let k = 0; k < n; k++) present[(indexes[k] as number) - min] = 1
    let k = 0
    const span = present.length
    while (k < span) {
      if (present[k] === 0) {
        k++
        continue
      }
      const first = k
      while (k < span && present[k] === 1) k++
      out.add(first + min, k - 1 + min)
    }
    return out.done()
  }
  const sorted = new Float64Array(n)
  for (let k = 0; k < n; k++) sorted[k] = indexes[k] as number
  sorted.sort()
  for (let k = 0; k < n; k++) out.add(sorted[k] as number, sorted[k] as number)
  return out.done()
}

/**
 * Membership by binary search.
 *
 * @example
 * hasInterval([0, 2, 5, 6], 5) // true
 */
export const hasInterval = (iv: Intervals, ix: number): boolean => {
  let lo = 0
  let hi = iv.length >> 1
  while (hi > lo) {
    const mid = (lo + hi) >> 1
    if ((iv[2 * mid + 1] as number) >= ix) hi = mid
    else lo = mid + 1
  }
  return hi < iv.length >> 1 && (iv[2 * hi] as number) <= ix
}

/**
 * Number of indexes covered.
 *
 * @example
 * totalIntervals([0, 2, 5, 6]) // 5
 */
export const totalIntervals = (iv: Intervals): number => {
  let total = 0
  for (let k = 0; k < iv.length; k += 2) total += (iv[k + 1] as number) - (iv[k] as number) + 1
  return total
}

/**
 * Canonical string: `n`, `a,b` for two adjacent, `a-b` for three or more.
 *
 * @example
 * printIntervals([1, 1, 3, 5, 7, 7]) // '1,3-5,7'
 */
export const printIntervals = (iv: Intervals): string => {
  let s = ''
  for (let k = 0; k < iv.length; k += 2) {
    const first = iv[k] as number
    const last = iv[k + 1] as number
    if (k > 0) s += ','
    s += String(first)
    if (last > first) s += (last === first + 1 ? ',' : '-') + String(last)
  }
  return s
}

/** Matches the decimal digits of `value` (as `String` prints a safe non-negative integer) at `pos`: the end, or −1. */
const matchInteger = (s: string, pos: number, value: number): number => {
  if (!(value >= 0) || !Number.isSafeInteger(value)) return -1
  let digits = 1
  for (let x = value; x >= 10; x = (x - (x % 10)) / 10) digits++
  const end = pos + digits
  if (end > s.length) return -1
  let x = value
  for (let p = end - 1; p >= pos; p--) {
    if (s.charCodeAt(p) !== CHAR_0 + (x % 10)) return -1
    x = (x - (x % 10)) / 10
  }
  return end
}

/**
 * Whether `printIntervals(iv) === s`, decided without building the string.
 * Speed: the steady state of a large Indexed Job re-prints an unchanged
 * `completedIndexes` of tens of thousands of intervals on every sync; this
 * compares in place and allocates nothing. (Values that are not safe
 * non-negative integers answer `false`; the caller then prints.)
 *
 * @example
 * printsAs([0, 2, 5, 5], '0-2,5') // true
 * printsAs([0, 1], '0-1') // false: printed as '0,1'
 */
export const printsAs = (iv: Intervals, s: string): boolean => {
  let pos = 0
  for (let k = 0; k < iv.length; k += 2) {
    const first = iv[k] as number
    const last = iv[k + 1] as number
    if (k > 0) {
      if (s.charCodeAt(pos) !== CHAR_COMMA) return false
      pos++
    }
    pos = matchInteger(s, pos, first)
    if (pos < 0) return false
    if (last > first) {
      if (s.charCodeAt(pos) !== (last === first + 1 ? CHAR_COMMA : CHAR_MINUS)) return false
      pos = matchInteger(s, pos + 1, last)
      if (pos < 0) return false
    }
  }
  return pos === s.length
}

/**
 * The `count` lowest indexes in `[0, completions)` not covered by `taken`.
 *
 * @example
 * firstFreeIndexes([0, 0, 2, 5], 3, 10) // [1, 6, 7]
 */
export const firstFreeIndexes = (taken: Intervals, count: number, completions: number): number[] => {
  const out: number[] = []
  if (count <= 0) return out
  let candidate = 0
  for (let k = 0; k < taken.length; k += 2) {
    const first = taken[k] as number
    const last = taken[k + 1] as number
    for (; candidate < completions && out.length < count && candidate < first; candidate++) out.push(candidate)
    if (candidate < last + 1) candidate = last + 1
  }
  for (; candidate < completions && out.length < count; candidate++) out.push(candidate)
  return out
}
