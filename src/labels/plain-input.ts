/**
 * `labelSelectorAsSelector` on plain input, read in place: one pass over
 * the caller's `LabelSelector` that checks each field as it reads it and
 * converts at the same time, without the copying boundary guard
 * (src/wire/guard.ts).
 *
 * The guard's contract holds: a field is read only when it is an own,
 * enumerable data property (no accessor runs, nothing inherited or
 * polluted is seen). The pass gives up — and the caller takes the guard,
 * which answers on its copy — at the first thing that is not the common,
 * valid shape: an accessor, a hole, a non-enumerable field, a class
 * instance, a non-string where a string is read, polluted prototypes, and
 * also any invalid key, value or operator (the error answers are the
 * guard path's, built from its copy). What it accepts is therefore plain,
 * valid data, on which the copy would be the same data; so the answer is
 * the same.
 *
 * The cost is the checks, which is why each kind of read takes the
 * cheapest engine call that still sees an accessor without running it:
 *
 * - a named field (`matchLabels`, `key`, …): `Object.getOwnPropertyDescriptor`,
 *   whose descriptor also gives the value and enumerability (one call, the
 *   value is not read a second time);
 * - an array element: `__lookupGetter__` (no descriptor object allocated;
 *   it finds a getter on the element or, for a hole, on a prototype)
 *   plus an own-property test for holes. Array elements need no
 *   enumerability test: the guard's copy reads indexes, not keys.
 *
 * @module
 */
import * as E from '../wire/either'
import { goSortByKey } from './go-sort'
import { selectorOperatorOf } from './operator-names'
import { isLabelKey, isLabelValue } from './names'
import { everything } from './selector'
import type { Requirement, Selector, SelectorError } from './types'
import { prototypesPolluted } from '../wire/polluted'

const getOwn = Object.getOwnPropertyDescriptor
const getProto = Object.getPrototypeOf
const hasOwn = Object.hasOwn
const ObjectPrototype = Object.prototype
const ArrayPrototype = Array.prototype
const isArray = Array.isArray
// Annex B, in every engine; captured now, so that a program replacing it later changes nothing here.
const lookupGetter = (Object.prototype as unknown as { __lookupGetter__: (k: PropertyKey) => unknown }).__lookupGetter__

/** What a read answers for anything the guard must read instead. */
const NOT_PLAIN: unique symbol = /* @__PURE__ */ Symbol('not plain')

// The value of an own enumerable data property `o[k]`; undefined when `o`
// has no own property `k`; NOT_PLAIN for an accessor or a non-enumerable one.
const field = (o: object, k: string): unknown => {
  const d = getOwn(o, k)
  if (d === undefined) return undefined
  return d.enumerable === true && 'value' in d ? d.value : NOT_PLAIN
}

// The element `a[i]` when it is an own data property; NOT_PLAIN otherwise
// (a hole, an accessor). A setter-only accessor has no getter: it reads as
// `undefined` without running anything, which no caller accepts either.
const element = (a: readonly unknown[], i: number): unknown =>
  lookupGetter.call(a, i) === undefined && hasOwn(a, i) ? a[i] : NOT_PLAIN

const isPlainObject = (u: unknown): u is object => {
  if (typeof u !== 'object' || u === null || isArray(u)) return false
  const p: unknown = getProto(u)
  return p === ObjectPrototype || p === null
}

const isPlainArray = (u: unknown): u is readonly unknown[] => isArray(u) && getProto(u) === ArrayPrototype

// The requirement of expression `e`, when it is plain and valid.
const expressionRequirement = (e: object): Requirement | undefined => {
  const key = field(e, 'key')
  const op = selectorOperatorOf(field(e, 'operator'))
  if (typeof key !== 'string' || op === undefined || !isLabelKey(key)) return undefined
  const raw = field(e, 'values')
  let values: string[]
  if (raw === undefined || raw === null) values = []
  else {
    if (!isPlainArray(raw)) return undefined
    const m = raw.length
    values = new Array<string>(m)
    for (let j = 0; j < m; j++) {
      const v = element(raw, j)
      if (typeof v !== 'string' || !isLabelValue(v)) return undefined
      values[j] = v
    }
  }
  // In and NotIn need values, Exists and DoesNotExist take none
  if ((op === 'in' || op === 'notin') !== (values.length !== 0)) return undefined
  return { key, operator: op, values }
}

/**
 * {@link asSelectorInPlace} without Go's sort of the requirements: they come
 * in input order (`matchLabels`, then `matchExpressions`). The same
 * requirements, so the same answers from `matches`; for callers that only
 * match (the order shows only in the selector's string), which then need
 * not bring Go's sort along.
 *
 * @example
 * asRequirementsInPlace({ matchLabels: { b: '1', a: '2' } }) // right({ requirements: [{ key: 'b', … }, { key: 'a', … }], … })
 * asRequirementsInPlace({ get matchLabels() { return {} } }) // undefined
 */
export const asRequirementsInPlace = (ls: unknown): E.Either<SelectorError, Selector> | undefined => {
  if (!isPlainObject(ls) || prototypesPolluted()) return undefined
  const labels = field(ls, 'matchLabels')
  const exprs = field(ls, 'matchExpressions')
  const reqs: Requirement[] = []
  if (labels !== undefined && labels !== null) {
    if (!isPlainObject(labels)) return undefined
    // for…in meets the own enumerable keys in Object.keys order (the prototype is unpolluted)
    for (const key in labels) {
      const value = field(labels, key)
      if (typeof value !== 'string' || !isLabelKey(key) || !isLabelValue(value)) return undefined
      reqs.push({ key, operator: '=', values: [value] })
    }
  }
  if (exprs !== undefined && exprs !== null) {
    if (!isPlainArray(exprs)) return undefined
    const n = exprs.length
    for (let i = 0; i < n; i++) {
      const e = element(exprs, i)
      if (!isPlainObject(e)) return undefined
      const r = expressionRequirement(e)
      if (r === undefined) return undefined
      reqs.push(r)
    }
  }
  if (reqs.length === 0) return E.right(everything)
  return E.right({ requirements: reqs, empty: false, matchesNothing: false })
}

/**
 * `labelSelectorAsSelector(ls)` read in place (see the module comment), or
 * `undefined` when `ls` is not a plain, valid `LabelSelector` and the
 * copying guard must answer. May throw (a proxy); the caller catches.
 *
 * @example
 * asSelectorInPlace({ matchLabels: { app: 'web' } }) // right({ requirements: [{ key: 'app', … }], … })
 * asSelectorInPlace({ get matchLabels() { return {} } }) // undefined
 */
export const asSelectorInPlace = (ls: unknown): E.Either<SelectorError, Selector> | undefined => {
  const converted = asRequirementsInPlace(ls)
  if (converted !== undefined && E.isRight(converted) && converted.right.requirements.length > 1)
    goSortByKey(converted.right.requirements as Requirement[])
  return converted
}
