/**
 * Requirements sorted by key in the order upstream leaves them: Go's
 * `sort.Sort` order, equal keys included (the algorithm, and why the order
 * of equal keys needs it, is in ./pattern-defeating-sort.ts). This module
 * adds the fast paths that give the one order Go can leave without
 * replaying its exchanges, and the key comparisons.
 *
 * @module
 */
import { compareGoStrings } from '../field/go-format'
import { exchange, patternDefeatingSort, SMALL } from './pattern-defeating-sort'

const charAt = (s: string, d: number): number => (d < s.length ? s.charCodeAt(d) : -1)

// A stable insertion sort of items[lo, hi), every key sharing its first d
// characters; character d is compared inline. Up to SMALL elements Go's sort
// is an insertion sort too.
const insertionSortByKey = <T extends { readonly key: string }>(
  items: T[],
  lo: number,
  hi: number,
  d: number,
): void => {
  for (let i = lo + 1; i < hi; i++) {
    const item = items[i]!
    const k = item.key
    const c = charAt(k, d)
    let j = i
    for (; j > lo; j--) {
      const prev = items[j - 1]!.key
      const p = charAt(prev, d)
      if (!(c !== p ? c < p : compareGoStrings(k, prev, d + 1) < 0)) break
      items[j] = items[j - 1]!
    }
    items[j] = item
  }
}

/**
 * A multikey quicksort (three-way radix quicksort) of items[lo, hi), every
 * key sharing its first d characters: the range is split by character d
 * into keys with a smaller one, the pivot's, and a larger one, and only
 * the middle part moves on to character d + 1. Characters are read with
 * `charCodeAt` (the keys of a parsed selector are slices of its text, which
 * V8's `<` compares in a runtime call), and a long prefix shared by many
 * keys is read once per key instead of once per comparison. The two
 * smaller parts are sorted by recursive calls and the largest by the next
 * turn of the loop, so the depth stays logarithmic; a key takes part in at
 * most one split per distinct character at each of its positions, so the
 * work is linear in the length of the keys.
 */
const multikeySort = <T extends { readonly key: string }>(items: T[], lo: number, hi: number, d: number): void => {
  while (hi - lo > SMALL) {
    const p = charAt(items[(lo + hi) >>> 1]!.key, d)
    let lt = lo
    let gt = hi
    for (let i = lo; i < gt; ) {
      const c = charAt(items[i]!.key, d)
      if (c < p) exchange(items, lt++, i++)
      else if (c > p) exchange(items, i, --gt)
      else i++
    }
    // [lo, lt) smaller, [lt, gt) equal (the keys that end at d when p is -1), [gt, hi) larger
    const nl = lt - lo
    const ne = p < 0 ? 0 : gt - lt
    const ng = hi - gt
    if (ne > nl && ne > ng) {
      multikeySort(items, lo, lt, d)
      multikeySort(items, gt, hi, d)
      lo = lt
      hi = gt
      d++
    } else {
      if (ne > 0) multikeySort(items, lt, gt, d + 1)
      if (nl > ng) {
        multikeySort(items, gt, hi, d)
        hi = lt
      } else {
        multikeySort(items, lo, lt, d)
        lo = gt
      }
    }
  }
  insertionSortByKey(items, lo, hi, d)
}

const keyBefore = (x: { readonly key: string }, y: { readonly key: string }): boolean => x.key < y.key

/**
 * Sorts requirements in place by key in Go byte order, exactly as Go's
 * `sort.Sort(ByKey(...))` orders them (including the order of equal keys).
 *
 * Internal, with a precondition: every key is a validated label key, hence
 * ASCII, where JavaScript's `<` is Go's byte order. Callers pass a fresh
 * array, never user input.
 *
 * Fast paths first, each giving the one order Go can leave: up to 12
 * items, a stable insertion sort; past 64, a list in order already (Go's
 * sort exchanges nothing then either) or without equal keys (any sort
 * gives the one order there is). Otherwise Go's algorithm runs on the
 * items themselves.
 *
 * @example
 * const xs = [{ key: 'b' }, { key: 'a' }]
 * goSortByKey(xs) // xs is now [{ key: 'a' }, { key: 'b' }]
 */
export const goSortByKey = <T extends { readonly key: string }>(items: T[]): void => {
  const n = items.length
  if (n <= SMALL) {
    insertionSortByKey(items, 0, n, 0)
    return
  }
  if (n > 64) {
    // without equal keys (the large selectors) there is one order: a multikey quicksort of a copy
    const sorted = items.slice()
    multikeySort(sorted, 0, n, 0)
    let distinct = true
    for (let i = 1; i < n && distinct; i++) distinct = sorted[i]!.key !== sorted[i - 1]!.key
    if (distinct) {
      for (let i = 0; i < n; i++) items[i] = sorted[i]!
      return
    }
  }
  patternDefeatingSort(items, keyBefore, 0, n)
}
