/**
 * A plain JSON copy of a caller's value the schema does not describe
 * (unknown fields kept, raw fields), under the same guards as the rest of a
 * decode, and with a depth limit.
 *
 * @module
 */
import { HOLE, NumberLiteral, arrayLength, jsonKind, ownEntries, ownItem, setOwn, toJsonValue } from './read'
import type { JsonValue } from './values'
import { enter, fitsBudget, hole, limit, spend, type Walk } from './walk'

/**
 * A plain JSON copy of a caller's value (`undefined` where nothing can be
 * read), `depth` levels below where the copy started.
 *
 * @example
 * declare const w: Walk
 * snapshot(w, { a: [1] }, 0) // { a: [1] }
 */
export const snapshot = (w: Walk, raw: unknown, depth: number): JsonValue | undefined =>
  snapshotJson(w, toJsonValue(raw), depth)

/**
 * {@link snapshot} of a value already converted by `toJsonValue`.
 *
 * @example
 * declare const w: Walk
 * snapshotJson(w, 'x', 0) // 'x'
 */
export const snapshotJson = (w: Walk, v: unknown, depth: number): JsonValue | undefined => {
  if (!spend(w)) return undefined
  switch (jsonKind(v)) {
    case 'absent':
      return undefined
    case 'null':
      return null
    case 'string':
    case 'bool':
      return v as string | boolean
    case 'number':
      return v instanceof NumberLiteral ? Number(v.text) : (v as number)
  }
  if (depth >= w.maxDepth) {
    // Fatal, as Go's scanner stops at its depth limit: reported once, the
    // rest is not read (an object shared along many paths would otherwise
    // report it once per path).
    limit(w, `the value is nested more than ${w.maxDepth} levels deep`)
    w.exhausted = true
    return null
  }
  const o = v as object
  if (!enter(w, o)) return null
  if (Array.isArray(o)) {
    const n = arrayLength(o)
    if (!fitsBudget(w, o, n)) return null
    const out: JsonValue[] = []
    for (let i = 0; i < n; i++) {
      const item = ownItem(o, i)
      w.path.push(i)
      if (item === HOLE) hole(w)
      out.push(item === HOLE ? null : (snapshot(w, item, depth + 1) ?? null))
      w.path.pop()
    }
    w.active.delete(o)
    return out
  }
  const out: Record<string, JsonValue> = {}
  for (const [k, item] of ownEntries(o)) {
    w.path.push(k)
    const value = snapshot(w, item, depth + 1)
    w.path.pop()
    if (value !== undefined) setOwn(out, k, value)
  }
  w.active.delete(o)
  return out
}
