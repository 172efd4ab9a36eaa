/**
 * The unstable sort whose order of equal elements is Go's `sort.Sort`
 * order (used by ./go-sort.ts for requirements).
 *
 * Upstream sorts a selector's requirements with Go's `sort.Sort`, which is
 * not stable: two requirements with the same key (`a=b,a!=c`, or a
 * `matchLabels` key repeated in `matchExpressions`) can come out in either
 * order, and the printed selector shows which. Reproducing that order means
 * making the same exchanges of elements Go's sort makes, so this module
 * implements the same algorithm — pattern-defeating quicksort (Orson
 * Peters, 2021), in the variant Go has used since 1.19 — with every choice
 * that decides where equal elements end up made the same way:
 *
 * - slices of at most 12 elements: insertion sort (stable);
 * - pivot: the middle of three samples at a quarter, half and three
 *   quarters of the slice, each sample itself the middle of its two
 *   neighbours once the slice has 50 elements (Tukey's ninther); how many
 *   exchanges the median search needed tells whether the slice looks
 *   ascending or descending;
 * - a slice that looks descending is reversed first; one that looks
 *   ascending after a balanced, already-partitioned step is given a short,
 *   bounded insertion pass that may finish it;
 * - a pivot no greater than the element just left of the slice (which sorts
 *   no later than anything in the slice) means many equal elements: they are
 *   gathered on the left in one pass and skipped;
 * - after an unbalanced split, three elements near the middle are exchanged
 *   with positions drawn from a xorshift generator, and each such step
 *   spends one unit of a budget of about log₂(n); when it runs out, heap sort
 *   finishes the slice (the quadratic worst case cannot happen).
 *
 * The recorded orders of test/fixtures/labels/go-sort.json (13 to 300
 * requirements with few distinct keys) pin the result.
 *
 * @module
 */

/**
 * Slices up to this length are insertion-sorted (stable, so any stable sort
 * of such a slice gives Go's order).
 *
 * @example
 * SMALL // 12
 */
export const SMALL = 12
/** From this length the pivot is the median of three medians of three. */
const NINTHER_FROM = 50
/** The bounded insertion pass of an ascending-looking slice: this many misplaced elements at most… */
const NEARLY_SORTED_FIXES = 5
/** …and only in slices at least this long (a shorter one just says "not sorted"). */
const NEARLY_SORTED_MIN = 50

/** The position of the highest set bit plus one (`0` for `0`): Go's `bits.Len`. */
const bitLength = (x: number): number => (x === 0 ? 0 : 32 - Math.clz32(x))

const MASK_64 = 0xffff_ffff_ffff_ffffn

/** The strict "sorts before" test of a sort. */
type Before<T> = (x: T, y: T) => boolean

// The steps below are free functions of the array and its test (nothing is
// allocated per sort or per step); a step with a second result packs it into
// the number it returns.

/** Exchanges d[i] and d[j]. */
export const exchange = <T>(d: T[], i: number, j: number): void => {
  const t = d[i]!
  d[i] = d[j]!
  d[j] = t
}

/** What {@link pickPivot} read from its samples, in the low two bits of its answer. */
const LOOKS_UNSORTED = 0
const LOOKS_ASCENDING = 1
const LOOKS_DESCENDING = 2

/**
 * One slice. The smaller side of each split is sorted by a recursive call,
 * the larger one by the next turn of the loop, so the depth stays
 * logarithmic. Every split leaves the pivot in its final slot, so the slot
 * just left of a slice always holds an element that sorts no later than
 * anything in the slice (the test for runs of equal elements uses that).
 */
const sortSlice = <T>(d: T[], lt: Before<T>, lo0: number, hi0: number, budget0: number): void => {
  let lo = lo0
  let hi = hi0
  let budget = budget0
  // how the previous split went: balanced, and without a single exchange
  let balanced = true
  let partitioned = true
  for (;;) {
    const n = hi - lo
    if (n <= SMALL) {
      insertionSort(d, lt, lo, hi)
      return
    }
    if (budget === 0) {
      heapSort(d, lt, lo, hi)
      return
    }
    if (!balanced) {
      scramble(d, lo, hi)
      budget--
    }
    const picked = pickPivot(d, lt, lo, hi)
    let pivot = picked >> 2
    let looks = picked & 3
    if (looks === LOOKS_DESCENDING) {
      // reversed, the slice looks ascending, and the pivot moves with its element
      reverse(d, lo, hi)
      pivot = hi - 1 - (pivot - lo)
      looks = LOOKS_ASCENDING
    }
    if (balanced && partitioned && looks === LOOKS_ASCENDING && finishNearlySorted(d, lt, lo, hi)) return
    if (lo > 0 && !lt(d[lo - 1]!, d[pivot]!)) {
      // the pivot equals the element left of the slice: drop the run of its equals
      lo = gatherEquals(d, lt, lo, hi, pivot)
      continue
    }
    const done = split(d, lt, lo, hi, pivot)
    const mid = done >> 1
    partitioned = (done & 1) === 1
    const left = mid - lo
    const right = hi - mid
    const enough = Math.floor(n / 8)
    if (left < right) {
      balanced = left >= enough
      sortSlice(d, lt, lo, mid, budget)
      lo = mid + 1
    } else {
      balanced = right >= enough
      sortSlice(d, lt, mid + 1, hi, budget)
      hi = mid
    }
  }
}

/** Stable insertion sort of [lo, hi): each element sinks left past the ones it sorts strictly before. */
const insertionSort = <T>(d: T[], lt: Before<T>, lo: number, hi: number): void => {
  for (let i = lo + 1; i < hi; i++) for (let j = i; j > lo && lt(d[j]!, d[j - 1]!); j--) exchange(d, j, j - 1)
}

/**
 * Heap sort of [lo, hi), the fallback once the budget is spent: a max-heap
 * is built in place (children of heap node `k` at `2k+1` and `2k+2`,
 * relative to `lo`), then its top is exchanged to the end one by one.
 */
const heapSort = <T>(d: T[], lt: Before<T>, lo: number, hi: number): void => {
  const size = hi - lo
  for (let k = Math.floor((size - 1) / 2); k >= 0; k--) siftDown(d, lt, lo, k, size)
  for (let end = size - 1; end >= 0; end--) {
    exchange(d, lo, lo + end)
    siftDown(d, lt, lo, 0, end)
  }
}

/** Moves heap node `k` down (the larger child first, ties to the left child) while a child is larger. */
const siftDown = <T>(d: T[], lt: Before<T>, base: number, k0: number, size: number): void => {
  let k = k0
  for (;;) {
    let child = 2 * k + 1
    if (child >= size) return
    if (child + 1 < size && lt(d[base + child]!, d[base + child + 1]!)) child++
    if (!lt(d[base + k]!, d[base + child]!)) return
    exchange(d, base + k, base + child)
    k = child
  }
}

/**
 * Exchanges the three slots around the middle of [lo, hi) (the middle is
 * `lo + 2⌊n/4⌋`) with slots drawn from a 64-bit xorshift generator
 * (shifts 13 left, 7 right, 17 left) seeded with the length n: each draw
 * is masked to the next power of two above n and folded back into the
 * slice. Seeding with the length keeps the sort deterministic, which is why
 * Go's order can be reproduced at all.
 */
const scramble = <T>(d: T[], lo: number, hi: number): void => {
  const n = hi - lo
  if (n < 8) return
  let state = BigInt(n)
  const mask = BigInt((1 << bitLength(n)) - 1)
  const middle = lo + Math.floor(n / 4) * 2
  for (let slot = middle - 1; slot <= middle + 1; slot++) {
    state ^= (state << 13n) & MASK_64
    state ^= state >> 7n
    state ^= (state << 17n) & MASK_64
    const drawn = Number(state & mask)
    exchange(d, slot, lo + (drawn >= n ? drawn - n : drawn))
  }
}

/**
 * The pivot's slot (nothing is moved), times four, plus what the samples
 * looked like: ascending when every median search found its samples in
 * order, descending when every comparison found them reversed (12
 * exchanges: only possible with the ninther's four searches of three
 * comparisons).
 */
const pickPivot = <T>(d: T[], lt: Before<T>, lo: number, hi: number): number => {
  const n = hi - lo
  const quarter = Math.floor(n / 4)
  let a = lo + quarter
  let b = lo + quarter * 2
  let c = lo + quarter * 3
  let exchanges = 0
  // the middle slot of three by their elements, counting how often two had to trade places
  const middleOf = (x0: number, y0: number, z0: number): number => {
    let x = x0
    let y = y0
    let z = z0
    let t: number
    if (lt(d[y]!, d[x]!)) {
      t = x
      x = y
      y = t
      exchanges++
    }
    if (lt(d[z]!, d[y]!)) {
      t = y
      y = z
      z = t
      exchanges++
    }
    if (lt(d[y]!, d[x]!)) {
      // x is not used again: only the middle is kept
      y = x
      exchanges++
    }
    return y
  }
  if (n >= 8) {
    if (n >= NINTHER_FROM) {
      a = middleOf(a - 1, a, a + 1)
      b = middleOf(b - 1, b, b + 1)
      c = middleOf(c - 1, c, c + 1)
    }
    b = middleOf(a, b, c)
  }
  const looks = exchanges === 0 ? LOOKS_ASCENDING : exchanges === 12 ? LOOKS_DESCENDING : LOOKS_UNSORTED
  return b * 4 + looks
}

const reverse = <T>(d: T[], lo: number, hi: number): void => {
  for (let i = lo, j = hi - 1; i < j; i++, j--) exchange(d, i, j)
}

/**
 * A slice that looks ascending may be sorted, or nearly: walk it, and each
 * time an element sorts before its left neighbour, exchange the two and let
 * both travel as far as they must (left and right), at most
 * {@link NEARLY_SORTED_FIXES} times. True when the walk reached the end
 * (the slice is sorted). Slices shorter than {@link NEARLY_SORTED_MIN} are
 * only walked: repairing them is not worth it. The repairs done before
 * giving up stay, and they are part of the order Go leaves.
 */
const finishNearlySorted = <T>(d: T[], lt: Before<T>, lo: number, hi: number): boolean => {
  let i = lo + 1
  for (let fix = 0; fix < NEARLY_SORTED_FIXES; fix++) {
    while (i < hi && !lt(d[i]!, d[i - 1]!)) i++
    if (i === hi) return true
    if (hi - lo < NEARLY_SORTED_MIN) return false
    exchange(d, i, i - 1)
    // the smaller one moves further left (stopping at the slice's start is
    // enough: the slot left of the slice never sorts after anything in it)
    for (let j = i - 1; j > lo && lt(d[j]!, d[j - 1]!); j--) exchange(d, j, j - 1)
    // the larger one moves further right
    for (let j = i + 1; j < hi && lt(d[j]!, d[j - 1]!); j++) exchange(d, j, j - 1)
  }
  return false
}

/**
 * Parks the pivot at `lo` and moves every element that does not sort
 * after it to the front, from both ends inwards. Answers the first slot
 * past that run: the run is final (all its elements equal the pivot,
 * which equals the element left of the slice).
 */
const gatherEquals = <T>(d: T[], lt: Before<T>, lo: number, hi: number, pivot: number): number => {
  exchange(d, lo, pivot)
  let i = lo + 1
  let j = hi - 1
  for (;;) {
    while (i <= j && !lt(d[lo]!, d[i]!)) i++
    while (i <= j && lt(d[lo]!, d[j]!)) j--
    if (i > j) return i
    exchange(d, i, j)
    i++
    j--
  }
}

/**
 * Splits [lo, hi) around the pivot: parked at `lo`, then elements sorting
 * before it are gathered on the left and the others on the right by
 * exchanging the outermost misplaced pair, from both ends inwards; the
 * pivot finally goes between the two sides. Answers its slot times two,
 * plus one when no pair had to be exchanged (the slice was partitioned
 * already, a hint that it may be sorted).
 */
const split = <T>(d: T[], lt: Before<T>, lo: number, hi: number, pivot: number): number => {
  exchange(d, lo, pivot)
  let i = lo + 1
  let j = hi - 1
  let exchanged = false
  for (;;) {
    while (i <= j && lt(d[i]!, d[lo]!)) i++
    while (i <= j && !lt(d[j]!, d[lo]!)) j--
    if (i > j) break
    exchange(d, i, j)
    exchanged = true
    i++
    j--
  }
  exchange(d, j, lo)
  return j * 2 + (exchanged ? 0 : 1)
}

/**
 * Sorts slots [lo, hi) of `data` in place with a strict "sorts before"
 * test, making the exchanges Go's sort makes.
 *
 * @example
 * const xs = [3, 1, 2]
 * patternDefeatingSort(xs, (a, b) => a < b, 0, xs.length) // xs is now [1, 2, 3]
 */
export const patternDefeatingSort = <T>(data: T[], before: Before<T>, lo: number, hi: number): void =>
  sortSlice(data, before, lo, hi, bitLength(hi - lo))
