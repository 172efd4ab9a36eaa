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

/**
 * Sorts slots [lo, hi) of `data` in place with a strict "sorts before"
 * test, making the exchanges Go's sort makes. The steps are inner
 * functions sharing the array; `looksAscending`/`looksDescending` and
 * `untouched` are the second results of `pickPivot` and `split`, kept in
 * variables so that no tuple is allocated per step.
 *
 * @example
 * const xs = [3, 1, 2]
 * patternDefeatingSort(xs, (a, b) => a < b, 0, xs.length) // xs is now [1, 2, 3]
 */
export const patternDefeatingSort = <T>(data: T[], before: (x: T, y: T) => boolean, lo: number, hi: number): void => {
  let looksAscending = false
  let looksDescending = false
  let untouched = false

  /** Whether the element at slot `i` sorts strictly before the one at slot `j`. */
  const less = (i: number, j: number): boolean => {
    return before(data[i]!, data[j]!)
  }

  const exchange = (i: number, j: number): void => {
    const d = data
    const t = d[i]!
    d[i] = d[j]!
    d[j] = t
  }

  /**
   * One slice. The smaller side of each split is sorted by a recursive call,
   * the larger one by the next turn of the loop, so the depth stays
   * logarithmic. Every split leaves the pivot in its final slot, so the slot
   * just left of a slice always holds an element that sorts no later than
   * anything in the slice (the test for runs of equal elements uses that).
   */
  const sortSlice = (lo0: number, hi0: number, budget0: number): void => {
    let lo = lo0
    let hi = hi0
    let budget = budget0
    // how the previous split went: balanced, and without a single exchange
    let balanced = true
    let partitioned = true
    for (;;) {
      const n = hi - lo
      if (n <= SMALL) {
        insertionSort(lo, hi)
        return
      }
      if (budget === 0) {
        heapSort(lo, hi)
        return
      }
      if (!balanced) {
        scramble(lo, hi)
        budget--
      }
      let pivot = pickPivot(lo, hi)
      if (looksDescending) {
        // reversed, the slice looks ascending, and the pivot moves with its element
        reverse(lo, hi)
        pivot = hi - 1 - (pivot - lo)
        looksAscending = true
      }
      if (balanced && partitioned && looksAscending && finishNearlySorted(lo, hi)) return
      if (lo > 0 && !less(lo - 1, pivot)) {
        // the pivot equals the element left of the slice: drop the run of its equals
        lo = gatherEquals(lo, hi, pivot)
        continue
      }
      const mid = split(lo, hi, pivot)
      partitioned = untouched
      const left = mid - lo
      const right = hi - mid
      const enough = Math.floor(n / 8)
      if (left < right) {
        balanced = left >= enough
        sortSlice(lo, mid, budget)
        lo = mid + 1
      } else {
        balanced = right >= enough
        sortSlice(mid + 1, hi, budget)
        hi = mid
      }
    }
  }

  /** Stable insertion sort of [lo, hi): each element sinks left past the ones it sorts strictly before. */
  const insertionSort = (lo: number, hi: number): void => {
    for (let i = lo + 1; i < hi; i++) for (let j = i; j > lo && less(j, j - 1); j--) exchange(j, j - 1)
  }

  /**
   * Heap sort of [lo, hi), the fallback once the budget is spent: a max-heap
   * is built in place (children of heap node `k` at `2k+1` and `2k+2`,
   * relative to `lo`), then its top is exchanged to the end one by one.
   */
  const heapSort = (lo: number, hi: number): void => {
    const size = hi - lo
    for (let k = Math.floor((size - 1) / 2); k >= 0; k--) siftDown(lo, k, size)
    for (let end = size - 1; end >= 0; end--) {
      exchange(lo, lo + end)
      siftDown(lo, 0, end)
    }
  }

  /** Moves heap node `k` down (the larger child first, ties to the left child) while a child is larger. */
  const siftDown = (base: number, k0: number, size: number): void => {
    let k = k0
    for (;;) {
      let child = 2 * k + 1
      if (child >= size) return
      if (child + 1 < size && less(base + child, base + child + 1)) child++
      if (!less(base + k, base + child)) return
      exchange(base + k, base + child)
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
  const scramble = (lo: number, hi: number): void => {
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
      exchange(slot, lo + (drawn >= n ? drawn - n : drawn))
    }
  }

  /**
   * The pivot's slot (nothing is moved). Sets `looksAscending` when every
   * median search found its samples in order, `looksDescending` when every
   * comparison found them reversed (12 exchanges: only possible with the
   * ninther's four searches of three comparisons).
   */
  const pickPivot = (lo: number, hi: number): number => {
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
      if (less(y, x)) {
        t = x
        x = y
        y = t
        exchanges++
      }
      if (less(z, y)) {
        t = y
        y = z
        z = t
        exchanges++
      }
      if (less(y, x)) {
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
    looksAscending = exchanges === 0
    looksDescending = exchanges === 12
    return b
  }

  const reverse = (lo: number, hi: number): void => {
    for (let i = lo, j = hi - 1; i < j; i++, j--) exchange(i, j)
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
  const finishNearlySorted = (lo: number, hi: number): boolean => {
    let i = lo + 1
    for (let fix = 0; fix < NEARLY_SORTED_FIXES; fix++) {
      while (i < hi && !less(i, i - 1)) i++
      if (i === hi) return true
      if (hi - lo < NEARLY_SORTED_MIN) return false
      exchange(i, i - 1)
      // the smaller one moves further left (stopping at the slice's start is
      // enough: the slot left of the slice never sorts after anything in it)
      for (let j = i - 1; j > lo && less(j, j - 1); j--) exchange(j, j - 1)
      // the larger one moves further right
      for (let j = i + 1; j < hi && less(j, j - 1); j++) exchange(j, j - 1)
    }
    return false
  }

  /**
   * Parks the pivot at `lo` and moves every element that does not sort
   * after it to the front, from both ends inwards. Answers the first slot
   * past that run: the run is final (all its elements equal the pivot,
   * which equals the element left of the slice).
   */
  const gatherEquals = (lo: number, hi: number, pivot: number): number => {
    exchange(lo, pivot)
    let i = lo + 1
    let j = hi - 1
    for (;;) {
      while (i <= j && !less(lo, i)) i++
      while (i <= j && less(lo, j)) j--
      if (i > j) return i
      exchange(i, j)
      i++
      j--
    }
  }

  /**
   * Splits [lo, hi) around the pivot: parked at `lo`, then elements sorting
   * before it are gathered on the left and the others on the right by
   * exchanging the outermost misplaced pair, from both ends inwards; the
   * pivot finally goes between the two sides. Answers its slot, and sets
   * `untouched` when no pair had to be exchanged (the slice was partitioned
   * already, a hint that it may be sorted).
   */
  const split = (lo: number, hi: number, pivot: number): number => {
    exchange(lo, pivot)
    let i = lo + 1
    let j = hi - 1
    let exchanged = false
    for (;;) {
      while (i <= j && less(i, lo)) i++
      while (i <= j && !less(j, lo)) j--
      if (i > j) break
      exchange(i, j)
      exchanged = true
      i++
      j--
    }
    exchange(j, lo)
    untouched = !exchanged
    return j
  }

  sortSlice(lo, hi, bitLength(hi - lo))
}
