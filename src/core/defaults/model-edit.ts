/**
 * Small helpers for rebuilding model values without mutating them: a struct
 * with some fields replaced (keeping the unknown fields a `'keep'` decode
 * stored on it), an array with some items replaced, and shape checks that
 * keep the defaulting functions total on values that are not models.
 *
 * Every helper returns its input itself when nothing changes, so defaulting
 * an already defaulted model allocates nothing.
 *
 * @module
 */
import { isStruct } from '../../wire/shape'
import { withUnknownFieldsOf } from '../../wire/unknown-fields'
import { copyStruct } from '../../wire/zero'
import type { StructSchema } from '../../wire/schema'

export { isStruct }

/**
 * `from` with `changes` applied, or `from` itself when every change is the
 * value it already has. Unknown fields kept by a `'keep'` decode stay.
 *
 * @example
 * const p = { path: '', scheme: 'HTTP' }
 * withChanges(p, { scheme: 'HTTP' }) === p // true
 * withChanges(p, { path: '/' })            // { path: '/', scheme: 'HTTP' }
 */
export const withChanges = <T extends object>(from: T, changes: Partial<T>, schema?: StructSchema<T>): T => {
  const current = from as Readonly<Record<string, unknown>>
  const next = changes as Readonly<Record<string, unknown>>
  const keys = Object.keys(next)
  let changed = false
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string
    if (current[key] !== next[key]) {
      changed = true
      break
    }
  }
  if (!changed) return from
  return withUnknownFieldsOf(
    schema === undefined ? { ...from, ...changes } : assigned(copyStruct(schema, from), changes),
    from,
  )
}

/**
 * `{ ...copy, ...changes }` on a fresh `copy`, in place (the keys of
 * `changes` are this library's field names, never `__proto__`).
 *
 * @example
 * assigned({ a: 1 }, { a: 2 }) // { a: 2 }
 */
export const assigned = <T extends object>(copy: T, changes: Partial<T>): T => {
  // Object.assign copies a plain object's own properties without a keyed
  // store per key (changes are plain object literals of data properties).
  return Object.assign(copy, changes)
}

/**
 * `items` with `f` applied to each item (a new array only when an item
 * changed); anything that is not an array is returned as it is.
 *
 * @example
 * const a = [1, 2]
 * mapItems(a, (x) => x) === a // true
 * mapItems(a, (x) => x * 2)   // [2, 4]
 */
export const mapItems = <T>(items: readonly T[] | undefined, f: (item: T) => T): readonly T[] | undefined => {
  if (!Array.isArray(items)) return items
  let out: T[] | undefined
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as T
    const next = f(item)
    if (next !== item) {
      if (out === undefined) out = items.slice()
      out[i] = next
    }
  }
  return out ?? items
}

/**
 * `value` when it is a model struct, passed through `f`; anything else
 * (Go's nil, or a value that is not a struct) unchanged.
 *
 * @example
 * ifStruct(undefined, (s) => s) // undefined
 */
export const ifStruct = <T>(value: T, f: (s: NonNullable<T>) => NonNullable<T>): T =>
  isStruct(value) ? (f(value as NonNullable<T>) as T) : value
