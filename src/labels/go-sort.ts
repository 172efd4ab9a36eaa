/**
 * Requirements sorted by key in the order upstream leaves them: Go's
 * `sort.Sort` order, equal keys included (the algorithm, and why the order
 * of equal keys needs it, is in ./pattern-defeating-sort.ts). This module
 * adds the fast paths that give the one order Go can leave without
 * replaying its exchanges, and the key comparisons.
 *
 * @module
 */
import { patternDefeatingSort, SMALL } from './pattern-defeating-sort'

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

const keyBefore = (x: { readonly key: string }, y: { readonly key: string }): boolean => x.key < y.key

// Up to SMALL elements Go's sort is an insertion sort, which is stable: run it on
// the items themselves, comparing first characters inline.
const insertionSortByKey = <T extends { readonly key: string }>(items: T[]): void => {
  for (let i = 1; i < items.length; i++) {
    const item = items[i]!
    const k = item.key
    const c = k.charCodeAt(0)
    let j = i
    for (; j > 0; j--) {
      const prev = items[j - 1]!.key
      const p = prev.charCodeAt(0)
      if (!(c !== p ? c < p : k !== prev && k < prev)) break
      items[j] = items[j - 1]!
    }
    items[j] = item
  }
}

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
  if (n <= 1) return
  if (n <= SMALL) {
    insertionSortByKey(items)
    return
  }
  // past 64 without equal keys (the large selectors): the engine's sort
  if (n > DISTINCT_FIRST && sortIfDistinct(items)) return
  patternDefeatingSort(items, keyBefore, 0, n)
}
