/**
 * The in-place check that lets the label functions read a caller's value
 * without the copying boundary guard (src/wire/guard.ts): a value passes
 * when everything the function will read is plain data already, so that
 * reading it directly invokes no accessor, meets no inherited or polluted
 * property and cannot throw. Anything else (an accessor, a hole, a class
 * instance, a non-string where a string is read, polluted prototypes) fails
 * the check, and the caller takes the copying guard instead, which gives
 * the same answers on its copy.
 *
 * The check allocates nothing but the property descriptors it asks for
 * (short-lived, the only way to see an accessor without invoking it) and
 * has no recursion: a `LabelSelector` has a fixed depth.
 *
 * @module
 */
import { prototypesPolluted } from '../wire/polluted'

const getOwn = Object.getOwnPropertyDescriptor
const getProto = Object.getPrototypeOf
const ObjectPrototype = Object.prototype
const ArrayPrototype = Array.prototype
const isArray = Array.isArray

/** What {@link ownData} answers for an accessor. */
const NO: unique symbol = /* @__PURE__ */ Symbol('accessor')
/** What {@link ownData} answers for an absent field. */
const ABSENT: unique symbol = /* @__PURE__ */ Symbol('absent')

// The own data value of `o[k]` when it is one; ABSENT when there is no own
// property; NO for an accessor.
const ownData = (o: object, k: string | number): unknown => {
  const d = getOwn(o, k)
  if (d === undefined) return ABSENT
  return 'value' in d ? d.value : NO
}

const isPlainObject = (u: unknown): u is Record<string, unknown> => {
  if (typeof u !== 'object' || u === null || isArray(u)) return false
  const p: unknown = getProto(u)
  return p === ObjectPrototype || p === null
}

const isPlainArray = (u: unknown): u is readonly unknown[] => isArray(u) && getProto(u) === ArrayPrototype

// A string field: absent, null or a string (a non-string is printed as JSON by the converter: the guard's copy does that).
const isStringField = (v: unknown): boolean => v === ABSENT || v === null || typeof v === 'string'

// A dense, plain array of strings, every element an own data property.
const isStringArray = (a: unknown): boolean => {
  if (!isPlainArray(a)) return false
  for (let i = 0; i < a.length; i++) if (typeof ownData(a, i) !== 'string') return false
  return true
}

/**
 * Whether `labelSelectorAsSelector` (and `formatLabelSelector`) may read `ls`
 * in place: a plain object whose `matchLabels` is absent, `null`, `undefined` or a plain
 * object of strings, and whose `matchExpressions` is absent, `null`, `undefined` or a
 * dense plain array of plain objects with string (or absent) `key` and
 * `operator` and absent, `null`, `undefined` or string-array `values` (a decoded model
 * has its nil fields as own `undefined` properties) — every field an
 * own data property — while no prototype is polluted.
 *
 * @example
 * isPlainLabelSelector({ matchLabels: { a: 'b' } }) // true
 * isPlainLabelSelector({ get matchLabels() { return {} } }) // false
 */
export const isPlainLabelSelector = (ls: unknown): boolean => {
  if (!isPlainObject(ls) || prototypesPolluted()) return false
  const labels = ownData(ls, 'matchLabels')
  if (labels === NO) return false
  if (labels !== ABSENT && labels !== null && labels !== undefined) {
    if (!isPlainObject(labels)) return false
    for (const k in labels) if (typeof ownData(labels, k) !== 'string') return false
  }
  const exprs = ownData(ls, 'matchExpressions')
  if (exprs === NO) return false
  if (exprs === ABSENT || exprs === null || exprs === undefined) return true
  if (!isPlainArray(exprs)) return false
  for (let i = 0; i < exprs.length; i++) {
    const e = ownData(exprs, i)
    if (!isPlainObject(e)) return false
    if (!isStringField(ownData(e, 'key')) || !isStringField(ownData(e, 'operator'))) return false
    const values = ownData(e, 'values')
    if (values !== ABSENT && values !== null && values !== undefined && !isStringArray(values)) return false
  }
  return true
}
