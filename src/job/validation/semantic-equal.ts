/**
 * `apiequality.Semantic.DeepEqual` for JSON values, as `ValidateImmutableField`
 * uses it.
 *
 * Go compares decoded structs, where an absent list or map equals an empty
 * one. On wire JSON this reads: `undefined` ≡ `null` ≡ `[]` ≡ `{}` (and an
 * object holding only such values) for any nested value; scalars compare
 * strictly. (Go additionally treats an absent
 * non-pointer scalar as its zero value and compares resource quantities
 * numerically; neither is modelled — see `docs/job-validation.md`.)
 *
 * @module
 */
import { guarded } from '../../wire/guard'
import { isRec } from './wire'

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k)

const scalarEqual = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b))

/**
 * Semantic deep equality of two JSON values (see module notes): a missing or
 * `null` value equals `[]`, `{}` and any object whose values are all such
 * empty values. Iterative, so arbitrarily deep input cannot exhaust the call
 * stack.
 *
 * @example
 * jsonSemanticEqual({ a: [], b: 1 }, { b: 1 })       // true
 * jsonSemanticEqual(undefined, { metadata: {} })    // true
 * jsonSemanticEqual({ b: 1 }, { b: 2 })             // false
 */
export const jsonSemanticEqual = (left: unknown, right: unknown): boolean => {
  const stack: unknown[] = [left, right]
  while (stack.length > 0) {
    const b = stack.pop()
    const a = stack.pop()
    if (a === b) continue
    const aNil = a === undefined || a === null
    const bNil = b === undefined || b === null
    if (aNil || bNil) {
      const other = aNil ? b : a
      if (other === undefined || other === null) continue
      if (Array.isArray(other)) {
        if (other.length === 0) continue
        return false
      }
      if (isRec(other)) {
        for (const k of Object.keys(other)) stack.push(other[k], undefined)
        continue
      }
      return false
    }
    if (Array.isArray(a)) {
      if (!Array.isArray(b) || a.length !== b.length) return false
      for (let i = 0; i < a.length; i++) stack.push(a[i], b[i])
    } else if (isRec(a)) {
      if (!isRec(b)) return false
      for (const k of Object.keys(a)) stack.push(a[k], hasOwn(b, k) ? b[k] : undefined)
      for (const k of Object.keys(b)) if (!hasOwn(a, k)) stack.push(undefined, b[k])
    } else if (!scalarEqual(a, b)) return false
  }
  return true
}

/**
 * Equality of an optional (pointer) field: nil differs from any set value,
 * even an empty one; two set values compare with {@link semanticDeepEqual}.
 *
 * @example
 * pointerEqual(undefined, {}) // false
 * pointerEqual(null, undefined) // true
 */
export const pointerEqual = (a: unknown, b: unknown): boolean => {
  const aNil = a === undefined || a === null
  const bNil = b === undefined || b === null
  if (aNil || bNil) return aNil && bNil
  return jsonSemanticEqual(a, b)
}

/**
 * The public `jsonSemanticEqual`: the arguments are read as plain
 * data first (own enumerable data properties; accessors are not invoked,
 * a polluted prototype is not read), and anything that throws answers
 * `false`.
 *
 * @example
 * semanticDeepEqual({ a: [], b: 1 }, { b: 1 })       // true
 * semanticDeepEqual(undefined, { metadata: {} })    // true
 * semanticDeepEqual({ b: 1 }, { b: 2 })             // false
 */
export const semanticDeepEqual: (left: unknown, right: unknown) => boolean = /* @__PURE__ */ guarded(
  () => false,
  jsonSemanticEqual,
)
