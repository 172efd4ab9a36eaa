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
  const out: number[] = []
  let pieceStart = 0
  const n = s.length
  while (pieceStart <= n) {
    // One scan of the piece: its end and the positions of its first two '-'.
    let pieceEnd = pieceStart
    let dash1 = -1
    let dash2 = -1
    for (; pieceEnd < n; pieceEnd++) {
      const c = s.charCodeAt(pieceEnd)
      if (c === CHAR_COMMA) break
      if (c === CHAR_MINUS) {
        if (dash1 < 0) dash1 = pieceEnd
        else if (dash2 < 0) dash2 = pieceEnd
      }
    }
    const firstEnd = dash1 < 0 ? pieceEnd : dash1
    const first = atoi(s, pieceStart, firstEnd)
    if (first !== undefined) {
      if (first >= completions) break
      let last: number | undefined = first
      if (dash1 >= 0) {
        const second = atoi(s, dash1 + 1, dash2 < 0 ? pieceEnd : dash2)
        last = second === undefined ? undefined : second >= completions ? completions - 1 : second
      }
      if (last !== undefined) {
        const len = out.length
        if (len > 0 && out[len - 1] === first - 1) out[len - 1] = last
        else out.push(first, last)
      }
    }
    if (pieceEnd >= n) break
    pieceStart = pieceEnd + 1
  }
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
  const out: number[] = []
  const push = (first: number, last: number): void => {
    const len = out.length
    if (len === 0 || first > (out[len - 1] as number) + 1) out.push(first, last)
    else if ((out[len - 1] as number) < last) out[len - 1] = last
  }
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if ((a[i] as number) < (b[j] as number)) {
      push(a[i] as number, a[i + 1] as number)
      i += 2
    } else {
      push(b[j] as number, b[j + 1] as number)
      j += 2
    }
  }
  for (; i < a.length; i += 2) push(a[i] as number, a[i + 1] as number)
  for (; j < b.length; j += 2) push(b[j] as number, b[j + 1] as number)
  return out
}

/**
 * Intervals of a list of indexes (any order, duplicates allowed).
 *
 * @example
 * intervalsOf([5, 1, 2, 3]) // [1, 3, 5, 5]
 */
export const intervalsOf = (indexes: ArrayLike<number>): Intervals => {
  const n = indexes.length
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
  const out: number[] = []
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
      out.push(first + min, k - 1 + min)
    }
    return out
  }
  const sorted = Float64Array.from(indexes as ArrayLike<number>).sort()
  for (let k = 0; k < n; k++) {
    const ix = sorted[k] as number
    const len = out.length
    if (len === 0 || ix > (out[len - 1] as number) + 1) out.push(ix, ix)
    else if ((out[len - 1] as number) < ix) out[len - 1] = ix
  }
  return out
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
