/**
 * Go's `sort.Sort` behaviour (pattern-defeating quicksort, Go ≥ 1.19) for
 * sorting requirements by key exactly as upstream does. The sort is not
 * stable: up to 12 elements it is an insertion sort (stable), past that
 * same-key elements are reordered in Go's particular, deterministic way, and
 * upstream's selector strings show that order.
 *
 * @module
 */

type Less = (i: number, j: number) => boolean

const swap = <T>(a: T[], i: number, j: number): void => {
  const t = a[i]!
  a[i] = a[j]!
  a[j] = t
}

const bitsLen = (x: number): number => (x === 0 ? 0 : 32 - Math.clz32(x))

const insertionSort = <T>(data: T[], less: Less, a: number, b: number): void => {
  for (let i = a + 1; i < b; i++) {
    for (let j = i; j > a && less(j, j - 1); j--) swap(data, j, j - 1)
  }
}

const siftDown = <T>(data: T[], less: Less, lo: number, hi: number, first: number): void => {
  let root = lo
  for (;;) {
    let child = 2 * root + 1
    if (child >= hi) return
    if (child + 1 < hi && less(first + child, first + child + 1)) child++
    if (!less(first + root, first + child)) return
    swap(data, first + root, first + child)
    root = child
  }
}

const heapSort = <T>(data: T[], less: Less, a: number, b: number): void => {
  const first = a
  const lo = 0
  const hi = b - a
  for (let i = Math.floor((hi - 1) / 2); i >= 0; i--) siftDown(data, less, i, hi, first)
  for (let i = hi - 1; i >= 0; i--) {
    swap(data, first, first + i)
    siftDown(data, less, lo, i, first)
  }
}

const MASK64 = (1n << 64n) - 1n

// Breaking patterns after an unbalanced partition: the three elements
// around the middle of the range (the one before it, it, the one after) are
// swapped with pseudo-random positions. The positions come from a 64-bit
// xorshift generator (shifts left 13, right 7, left 17) seeded with the
// range length, masked to the next power of two above the length and
// wrapped into the range.
const breakPatterns = <T>(data: T[], a: number, b: number): void => {
  const length = b - a
  if (length < 8) return
  let random = BigInt(length)
  const mask = BigInt((1 << bitsLen(length)) - 1)
  const middle = a + Math.floor(length / 4) * 2
  for (let idx = middle - 1; idx <= middle + 1; idx++) {
    random ^= (random << 13n) & MASK64
    random ^= random >> 7n
    random ^= (random << 17n) & MASK64
    let other = Number(random & mask)
    if (other >= length) other -= length
    swap(data, idx, a + other)
  }
}

const UNKNOWN = 0
const INCREASING = 1
const DECREASING = 2

const choosePivot = (less: Less, a: number, b: number): [number, number] => {
  const l = b - a
  let swaps = 0
  let i = a + Math.floor(l / 4) * 1
  let j = a + Math.floor(l / 4) * 2
  let k = a + Math.floor(l / 4) * 3
  const median = (x: number, y: number, z: number): number => {
    if (less(y, x)) {
      swaps++
      const t = x
      x = y
      y = t
    }
    if (less(z, y)) {
      swaps++
      const t = y
      y = z
      z = t
    }
    if (less(y, x)) {
      swaps++
      const t = x
      x = y
      y = t
    }
    return y
  }
  if (l >= 8) {
    if (l >= 50) {
      i = median(i - 1, i, i + 1)
      j = median(j - 1, j, j + 1)
      k = median(k - 1, k, k + 1)
    }
    j = median(i, j, k)
  }
  if (swaps === 0) return [j, INCREASING]
  if (swaps === 12) return [j, DECREASING]
  return [j, UNKNOWN]
}

const reverseRange = <T>(data: T[], a: number, b: number): void => {
  let i = a
  let j = b - 1
  while (i < j) {
    swap(data, i, j)
    i++
    j--
  }
}

const partialInsertionSort = <T>(data: T[], less: Less, a: number, b: number): boolean => {
  const maxSteps = 5
  const shortestShifting = 50
  let i = a + 1
  for (let step = 0; step < maxSteps; step++) {
    while (i < b && !less(i, i - 1)) i++
    if (i === b) return true
    if (b - a < shortestShifting) return false
    swap(data, i, i - 1)
    if (i - a >= 2) {
      for (let j = i - 1; j >= 1; j--) {
        if (!less(j, j - 1)) break
        swap(data, j, j - 1)
      }
    }
    if (b - i >= 2) {
      for (let j = i + 1; j < b; j++) {
        if (!less(j, j - 1)) break
        swap(data, j, j - 1)
      }
    }
  }
  return false
}

const partitionEqual = <T>(data: T[], less: Less, a: number, b: number, pivot: number): number => {
  swap(data, a, pivot)
  let i = a + 1
  let j = b - 1
  for (;;) {
    while (i <= j && !less(a, i)) i++
    while (i <= j && less(a, j)) j--
    if (i > j) break
    swap(data, i, j)
    i++
    j--
  }
  return i
}

const partition = <T>(data: T[], less: Less, a: number, b: number, pivot: number): [number, boolean] => {
  swap(data, a, pivot)
  let i = a + 1
  let j = b - 1
  while (i <= j && less(i, a)) i++
  while (i <= j && !less(j, a)) j--
  if (i > j) {
    swap(data, j, a)
    return [j, true]
  }
  swap(data, i, j)
  i++
  j--
  for (;;) {
    while (i <= j && less(i, a)) i++
    while (i <= j && !less(j, a)) j--
    if (i > j) break
    swap(data, i, j)
    i++
    j--
  }
  swap(data, j, a)
  return [j, false]
}

const pdqsort = <T>(data: T[], less: Less, a0: number, b0: number, limit0: number): void => {
  let a = a0
  let b = b0
  let limit = limit0
  let wasBalanced = true
  let wasPartitioned = true
  for (;;) {
    const length = b - a
    if (length <= 12) {
      insertionSort(data, less, a, b)
      return
    }
    if (limit === 0) {
      heapSort(data, less, a, b)
      return
    }
    if (!wasBalanced) {
      breakPatterns(data, a, b)
      limit--
    }
    let [pivot, hint] = choosePivot(less, a, b)
    if (hint === DECREASING) {
      reverseRange(data, a, b)
      pivot = b - 1 - (pivot - a)
      hint = INCREASING
    }
    if (wasBalanced && wasPartitioned && hint === INCREASING) {
      if (partialInsertionSort(data, less, a, b)) return
    }
    if (a > 0 && !less(a - 1, pivot)) {
      a = partitionEqual(data, less, a, b, pivot)
      continue
    }
    const [mid, alreadyPartitioned] = partition(data, less, a, b, pivot)
    wasPartitioned = alreadyPartitioned
    const leftLen = mid - a
    const rightLen = b - mid
    const balanceThreshold = Math.floor(length / 8)
    if (leftLen < rightLen) {
      wasBalanced = leftLen >= balanceThreshold
      pdqsort(data, less, a, mid, limit)
      a = mid + 1
    } else {
      wasBalanced = rightLen >= balanceThreshold
      pdqsort(data, less, mid + 1, b, limit)
      b = mid
    }
  }
}

/** Past this length, {@link goSortByKey} first tries the engine's sort (distinct keys). */
const DISTINCT_FIRST = 64

const byKey = (x: { readonly key: string }, y: { readonly key: string }): number =>
  x.key < y.key ? -1 : x.key === y.key ? 0 : 1

// Sorts `items` by key when they are in order already or no two keys are equal; false (and `items` untouched) otherwise.
const sortIfDistinct = <T extends { readonly key: string }>(items: T[]): boolean => {
  let inOrder = true
  for (let i = 1; i < items.length && inOrder; i++) inOrder = !(items[i]!.key < items[i - 1]!.key)
  if (inOrder) return true // sorted already (equal keys included): Go's sort leaves it so too
  const sorted = items.slice().sort(byKey)
  for (let i = 1; i < sorted.length; i++) if (sorted[i]!.key === sorted[i - 1]!.key) return false
  for (let i = 0; i < sorted.length; i++) items[i] = sorted[i]!
  return true
}

/**
 * Sorts requirements in place by key in Go byte order, exactly as Go's
 * `sort.Sort(ByKey(...))` orders them (including the order of equal keys).
 *
 * Internal, with a precondition: every key is a validated label key, hence
 * ASCII, where JavaScript's `<` is Go's byte order. Callers pass a fresh
 * array, never user input.
 *
 * The sort runs on a permutation of indexes with each key's first three
 * characters packed into one number, so that most comparisons are numeric;
 * the sequence of comparisons and swaps, and so the result, is the one Go's
 * sort makes on the requirements themselves.
 *
 * @example
 * const xs = [{ key: 'b' }, { key: 'a' }]
 * goSortByKey(xs) // xs is now [{ key: 'a' }, { key: 'b' }]
 */
export const goSortByKey = <T extends { readonly key: string }>(items: T[]): void => {
  const n = items.length
  if (n <= 1) return
  if (n <= 12) {
    // Go's pdqsort is an insertion sort up to 12 elements; run it in place,
    // comparing first characters inline
    for (let i = 1; i < n; i++) {
      for (let j = i; j > 0; j--) {
        const a = items[j]!.key
        const b = items[j - 1]!.key
        const ca = a.charCodeAt(0)
        const cb = b.charCodeAt(0)
        if (!(ca !== cb ? ca < cb : a !== b && a < b)) break
        swap(items, j, j - 1)
      }
    }
    return
  }
  // Long lists of distinct keys (the large selectors): every sort gives the
  // one order there is, and the engine's sort is much faster than the
  // replay of Go's comparisons. Equal keys found after sorting: Go's order.
  if (n > DISTINCT_FIRST && sortIfDistinct(items)) return
  const keys: string[] = new Array<string>(n)
  const heads: number[] = new Array<number>(n)
  let sorted = true
  for (let i = 0; i < n; i++) {
    const k = items[i]!.key
    keys[i] = k
    // (c0+1)·2^34 + (c1+1)·2^17 + (c2+1), 0 for a missing character: exact in a double,
    // and ordered like the strings' first three characters
    const len = k.length
    heads[i] =
      (len > 0 ? k.charCodeAt(0) + 1 : 0) * 17179869184 +
      (len > 1 ? k.charCodeAt(1) + 1 : 0) * 131072 +
      (len > 2 ? k.charCodeAt(2) + 1 : 0)
    if (
      sorted &&
      i > 0 &&
      (heads[i]! < heads[i - 1]! || (heads[i] === heads[i - 1] && k !== keys[i - 1] && k < keys[i - 1]!))
    )
      sorted = false
  }
  // Already in order: Go's sort leaves it untouched as well.
  if (sorted) return
  const perm: number[] = new Array<number>(n)
  for (let i = 0; i < n; i++) perm[i] = i
  const less: Less = (i, j) => {
    const a = perm[i]!
    const b = perm[j]!
    const ha = heads[a]!
    const hb = heads[b]!
    if (ha !== hb) return ha < hb
    const ka = keys[a]!
    const kb = keys[b]!
    return ka !== kb && ka < kb
  }
  pdqsort(perm, less, 0, n, bitsLen(n))
  const copy = items.slice()
  for (let i = 0; i < n; i++) items[i] = copy[perm[i]!]!
}
