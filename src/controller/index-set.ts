/**
 * Index-set strings: the compressed interval form Kubernetes uses for
 * `status.completedIndexes`, `status.failedIndexes` and
 * `spec.successPolicy.rules[].succeededIndexes`, e.g. `"1,3-5,7"`.
 *
 * Grammar of a canonical string (what {@link formatIndexSet} prints):
 * comma-separated, strictly increasing, non-adjacent intervals; a lone index
 * prints as `n`, an interval of exactly two as `a,b`, a longer one as
 * `first-last`; the empty set is `""`.
 *
 * Two readers exist upstream and both are reproduced:
 * - {@link parseIndexSet}: the controller's lenient reader
 *   (`parseIndexesFromString`), which skips garbage;
 * - {@link parseIndexSetStrict}: API-server validation
 *   (`validateIndexesFormat` / `parseIndexInterval`) with its exact errors.
 *
 * @module
 */
import * as E from '../wire/either'
import { goQuote } from '../field/go-format'
import { guarded } from '../wire/guard'

/**
 * A closed interval of completion indexes, `first..last`.
 *
 * @example
 * const iv: IndexInterval = { first: 3, last: 5 } // indexes 3, 4, 5 — printed '3-5'
 */
export interface IndexInterval {
  readonly first: number
  readonly last: number
}

/**
 * Largest number of indexes {@link parseIndexSet} / {@link parseIndexSetStrict}
 * expand into an array (2^24). Bigger sets are truncated there; use the
 * interval readers ({@link parseIndexIntervals}) for such sets.
 *
 * @example
 * MAX_EXPANDED_INDEXES // 16777216
 */
export const MAX_EXPANDED_INDEXES = 16777216

// ---------------------------------------------------------------------------
// Go helpers: strconv.Atoi and %q
// ---------------------------------------------------------------------------

const INT64_MAX_DIGITS = '9223372036854775807'
const INT64_MIN_DIGITS = '9223372036854775808'

/**
 * Go `strconv.Atoi` on a 64-bit platform: optional `+`/`-` sign then one or
 * more ASCII digits, value within int64; anything else is `undefined`.
 * Values beyond 2^53 come back rounded (only their magnitude matters here).
 *
 * @example
 * goAtoi('+07') // 7
 * goAtoi(' 7')  // undefined
 */
export const goAtoi = (s: string, from = 0, to = s.length): number | undefined => {
  let i = from
  let negative = false
  if (i < to) {
    const c = s.charCodeAt(i)
    if (c === 43 /* + */ || c === 45 /* - */) {
      negative = c === 45
      i++
    }
  }
  if (i >= to) return undefined
  let firstSignificant = -1
  let value = 0
  for (let j = i; j < to; j++) {
    const d = s.charCodeAt(j) - 48
    if (d < 0 || d > 9) return undefined
    if (firstSignificant < 0 && d !== 0) firstSignificant = j
    value = value * 10 + d
  }
  if (firstSignificant >= 0) {
    const digits = to - firstSignificant
    if (digits > 19) return undefined
    if (digits === 19) {
      const limit = negative ? INT64_MIN_DIGITS : INT64_MAX_DIGITS
      if (s.slice(firstSignificant, to) > limit) return undefined
    }
    if (digits > 15) value = Number(s.slice(firstSignificant, to))
  }
  return negative ? (value === 0 ? 0 : -value) : value
}

// ---------------------------------------------------------------------------
// printing
// ---------------------------------------------------------------------------

const isIndex = (x: unknown): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0

/**
 * Sorted, disjoint, non-adjacent intervals of the given indexes. Entries that
 * are not non-negative safe integers are ignored; order and duplicates do not
 * matter.
 *
 * @example
 * toIndexIntervals([5, 1, 3, 4, 4]) // [{first:1,last:1},{first:3,last:5}]
 */
export const toIndexIntervals = (indexes: readonly number[]): IndexInterval[] => {
  if (!Array.isArray(indexes)) return []
  const sorted = new Float64Array(indexes.length)
  let n = 0
  for (let i = 0; i < indexes.length; i++) {
    const x: unknown = indexes[i]
    if (isIndex(x)) sorted[n++] = x
  }
  const view = sorted.subarray(0, n).sort()
  const out: IndexInterval[] = []
  let i = 0
  while (i < n) {
    const first = view[i] as number
    let last = first
    i++
    while (i < n && (view[i] as number) <= last + 1) {
      last = view[i] as number
      i++
    }
    out.push({ first, last })
  }
  return out
}

/** `formatIndexIntervals` before the boundary guard. */
const formatIndexIntervalsUnguarded = (intervals: readonly IndexInterval[]): string => {
  if (!Array.isArray(intervals)) return ''
  let out = ''
  for (const iv of intervals as readonly unknown[]) {
    // entries that are not intervals of integers are skipped (total on any input)
    if (typeof iv !== 'object' || iv === null) continue
    const { first, last } = iv as { first?: unknown; last?: unknown }
    if (!Number.isSafeInteger(first) || !Number.isSafeInteger(last)) continue
    if (out.length > 0) out += ','
    out += String(first)
    if ((last as number) > (first as number)) out += (last === (first as number) + 1 ? ',' : '-') + String(last)
  }
  return out
}

/** `formatIndexSet` before the boundary guard. */
const formatIndexSetUnguarded = (indexes: readonly number[]): string =>
  formatIndexIntervalsUnguarded(toIndexIntervals(indexes))

// ---------------------------------------------------------------------------
// lenient parsing (controller)
// ---------------------------------------------------------------------------

const normalizeCompletions = (completions: unknown): number =>
  typeof completions === 'number' && Number.isFinite(completions) ? Math.floor(completions) : 0

/** The position of the first `-` in `s[from, to)`, else `to`. */
const dashIn = (s: string, from: number, to: number): number => {
  for (let i = from; i < to; i++) if (s.charCodeAt(i) === 45) return i
  return to
}

/**
 * The controller's lenient reader (`parseIndexesFromString`), returning the
 * raw intervals exactly as upstream builds them: pieces whose first or second
 * number does not parse are skipped; a first number `>= completions` stops
 * parsing; a second number `>= completions` is clamped to `completions - 1`;
 * parts after the second `-` are ignored; a piece starting right after the
 * previous interval extends it. Garbage such as `"5-3"` can yield an interval
 * with `last < first` or out-of-order intervals, as upstream.
 *
 * @example
 * parseIndexIntervals('0-5,8-10', 10) // [{first:0,last:5},{first:8,last:9}]
 */
export const parseIndexIntervals = (s: string, completions: number): IndexInterval[] => {
  if (typeof s !== 'string' || s.length === 0) return []
  const limit = normalizeCompletions(completions)
  const out: { first: number; last: number }[] = []
  let start = 0
  while (start <= s.length) {
    let end = s.indexOf(',', start)
    if (end < 0) end = s.length
    // The dashes are looked for inside the piece only: a search running to
    // the end of the string made a list without dashes quadratic.
    const firstEnd = dashIn(s, start, end)
    const first = goAtoi(s, start, firstEnd)
    if (first !== undefined) {
      if (first >= limit) break
      let last: number | undefined = first
      if (firstEnd < end) {
        const secondEnd = dashIn(s, firstEnd + 1, end)
        last = goAtoi(s, firstEnd + 1, secondEnd)
        if (last !== undefined && last >= limit) last = limit - 1
      }
      if (last !== undefined) {
        const prev = out[out.length - 1]
        if (prev !== undefined && prev.last === first - 1) prev.last = last
        else out.push({ first, last })
      }
    }
    start = end + 1
  }
  return out
}

/**
 * Sorted unique members of a list of intervals (which may overlap or be out
 * of order), at most {@link MAX_EXPANDED_INDEXES} of them.
 *
 * @example
 * expandIndexIntervals([{ first: 3, last: 4 }, { first: 0, last: 0 }]) // [0, 3, 4]
 */
export const expandIndexIntervals = (intervals: readonly IndexInterval[]): number[] => {
  const usable = intervals.filter((iv) => iv.last >= iv.first)
  let ordered = true
  for (let i = 1; i < usable.length; i++) {
    if ((usable[i] as IndexInterval).first <= (usable[i - 1] as IndexInterval).last) {
      ordered = false
      break
    }
  }
  const sortedIntervals = ordered ? usable : [...usable].sort((a, b) => a.first - b.first)
  const out: number[] = []
  let next = 0
  for (const iv of sortedIntervals) {
    for (let x = Math.max(iv.first, next); x <= iv.last; x++) {
      if (out.length >= MAX_EXPANDED_INDEXES) return out
      out.push(x)
    }
    if (iv.last + 1 > next) next = iv.last + 1
  }
  return out
}

/**
 * Reads an index-set string the way the Job controller does (lenient,
 * upstream `parseIndexesFromString`) and returns the sorted, unique indexes.
 * Pieces that do not parse are ignored, indexes at or above `completions`
 * are dropped (a piece starting there stops the scan; a range running past it
 * is cut). Never throws; sets larger than {@link MAX_EXPANDED_INDEXES} are
 * truncated (use {@link parseIndexIntervals} for those).
 *
 * @example
 * parseIndexSet('1,3-5,7', 10)     // [1, 3, 4, 5, 7]
 * parseIndexSet('0-5,8-10', 8)     // [0, 1, 2, 3, 4, 5]
 * parseIndexSet('0,1-foo,bar', 4)  // [0]
 */
export const parseIndexSet = (s: string, completions: number): number[] =>
  expandIndexIntervals(parseIndexIntervals(s, completions))

// ---------------------------------------------------------------------------
// strict parsing (API validation)
// ---------------------------------------------------------------------------

const parseIntervalStrict = (piece: string, limit: number): E.Either<string, IndexInterval> => {
  const dash = piece.indexOf('-')
  if (dash >= 0 && piece.indexOf('-', dash + 1) >= 0) {
    return E.left(
      `the fragment ${goQuote(piece)} violates the requirement that an index interval can have at most two parts separated by '-'`,
    )
  }
  const xs = dash >= 0 ? piece.slice(0, dash) : piece
  const x = goAtoi(xs)
  if (x === undefined) return E.left(`cannot convert string to integer for index: ${goQuote(xs)}`)
  if (x >= limit) return E.left(`too large index: ${goQuote(xs)}`)
  if (dash < 0) return E.right({ first: x, last: x })
  const ys = piece.slice(dash + 1)
  const y = goAtoi(ys)
  if (y === undefined) return E.left(`cannot convert string to integer for index: ${goQuote(ys)}`)
  if (y >= limit) return E.left(`too large index: ${goQuote(ys)}`)
  if (x >= y) return E.left(`non-increasing order, previous: ${x}, current: ${y}`)
  return E.right({ first: x, last: y })
}

/**
 * API-server validation of an index-set string (`validateIndexesFormat`),
 * returning the intervals as written or the first error, with upstream's
 * exact text (the caller wraps it in a field error).
 *
 * @example
 * parseIndexIntervalsStrict('1,3-5', 6) // right([{first:1,last:1},{first:3,last:5}])
 * parseIndexIntervalsStrict('3,1', 6)   // left('non-increasing order, previous: 3, current: 1')
 */
export const parseIndexIntervalsStrict = (s: string, completions: number): E.Either<string, IndexInterval[]> => {
  if (typeof s !== 'string') return E.left('cannot convert string to integer for index: ""')
  if (s.length === 0) return E.right([])
  const limit = normalizeCompletions(completions)
  const out: IndexInterval[] = []
  let last: number | undefined
  let start = 0
  while (start <= s.length) {
    let end = s.indexOf(',', start)
    if (end < 0) end = s.length
    const parsed = parseIntervalStrict(s.slice(start, end), limit)
    if (E.isLeft(parsed)) return parsed
    const iv = parsed.right
    if (last !== undefined && last >= iv.first) {
      return E.left(`non-increasing order, previous: ${last}, current: ${iv.first}`)
    }
    out.push(iv)
    last = iv.last
    start = end + 1
  }
  return E.right(out)
}

/**
 * Validates an index-set string as the API server does for
 * `completedIndexes`, `failedIndexes` and `successPolicy` `succeededIndexes`
 * (`validateIndexesFormat` / `parseIndexInterval`): at most one `-` per piece,
 * Go `Atoi` numbers below `completions`, `x < y` inside a range, strictly
 * increasing across pieces. Returns the sorted indexes or upstream's exact
 * error text. Sets larger than {@link MAX_EXPANDED_INDEXES} are truncated.
 *
 * @example
 * parseIndexSetStrict('1,3-5,7', 10) // right([1, 3, 4, 5, 7])
 * parseIndexSetStrict('5', 5)        // left('too large index: "5"')
 * parseIndexSetStrict('3,1', 5)      // left('non-increasing order, previous: 3, current: 1')
 * parseIndexSetStrict('x', 5)        // left('cannot convert string to integer for index: "x"')
 */
export const parseIndexSetStrict = (s: string, completions: number): E.Either<string, number[]> => {
  const parsed = parseIndexIntervalsStrict(s, completions)
  return E.isLeft(parsed) ? parsed : E.right(expandIndexIntervals(parsed.right))
}

// ---------------------------------------------------------------------------
// interval set operations
// ---------------------------------------------------------------------------

/**
 * Number of indexes in the intervals (upstream `orderedIntervals.total`).
 *
 * @example
 * indexIntervalsTotal([{ first: 0, last: 2 }, { first: 5, last: 5 }]) // 4
 */
export const indexIntervalsTotal = (intervals: readonly IndexInterval[]): number => {
  let count = 0
  for (const iv of intervals) count += iv.last - iv.first + 1
  return count
}

/**
 * Membership by binary search in sorted intervals (upstream `has`).
 *
 * @example
 * indexIntervalsHas([{ first: 2, last: 4 }, { first: 6, last: 8 }], 8) // true
 */
export const indexIntervalsHas = (intervals: readonly IndexInterval[], ix: number): boolean => {
  let lo = 0
  let hi = intervals.length
  while (hi > lo) {
    const mid = lo + ((hi - lo) >> 1)
    if ((intervals[mid] as IndexInterval).last >= ix) hi = mid
    else lo = mid + 1
  }
  return hi < intervals.length && (intervals[hi] as IndexInterval).first <= ix
}

/**
 * Union of two sorted interval lists, coalescing overlapping and adjacent
 * intervals (upstream `merge` / `withOrderedIndexes`).
 *
 * @example
 * mergeIndexIntervals([{ first: 0, last: 1 }], [{ first: 2, last: 2 }]) // [{first:0,last:2}]
 */
export const mergeIndexIntervals = (a: readonly IndexInterval[], b: readonly IndexInterval[]): IndexInterval[] => {
  const out: { first: number; last: number }[] = []
  const add = (iv: IndexInterval): void => {
    const prev = out[out.length - 1]
    if (prev === undefined || iv.first > prev.last + 1) out.push({ first: iv.first, last: iv.last })
    else if (prev.last < iv.last) prev.last = iv.last
  }
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const x = a[i] as IndexInterval
    const y = b[j] as IndexInterval
    if (x.first < y.first) {
      add(x)
      i++
    } else {
      add(y)
      j++
    }
  }
  for (; i < a.length; i++) add(a[i] as IndexInterval)
  for (; j < b.length; j++) add(b[j] as IndexInterval)
  return out
}

/**
 * Prints intervals as upstream `orderedIntervals.String` does (the intervals
 * are printed in the order given; pass sorted, non-adjacent intervals for a
 * canonical string).
 *
 * @example
 * formatIndexIntervals([{ first: 0, last: 1 }, { first: 3, last: 9 }]) // '0,1,3-9'
 */
export const formatIndexIntervals = /* @__PURE__ */ guarded(() => '', formatIndexIntervalsUnguarded)

/**
 * Canonical index-set string of a list of completion indexes (upstream
 * `orderedIntervals.String`). Input may be unsorted or contain duplicates;
 * entries that are not non-negative integers are ignored.
 *
 * @example
 * formatIndexSet([7, 1, 3, 4, 5]) // '1,3-5,7'
 * formatIndexSet([0, 1])          // '0,1'
 * formatIndexSet([])              // ''
 */
export const formatIndexSet = /* @__PURE__ */ guarded(() => '', formatIndexSetUnguarded)
