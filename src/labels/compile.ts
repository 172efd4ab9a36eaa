/**
 * The compiled matcher: the same answers as `matches`, built for speed.
 *
 * A label set's labels are its own enumerable string-keyed properties (what
 * `Object.keys`, JSON and spreading see). Two evaluation strategies give the
 * same answer:
 *
 * - *lookup*: for each requirement, read the label (Go's way); best for
 *   one or two requirements or very large label sets;
 * - *scan*: walk the label set once with `for…in` (which V8 runs from its
 *   enum cache) and look each label key up in a `Map` of the selector's keys;
 *   requirements on keys never seen are then settled by what they say about
 *   absent keys. Keyed lookups with many different keys are the slow part of
 *   the first strategy; the scan avoids them. A scan that meets more labels
 *   than a small multiple of the requirement count falls back to *lookup*,
 *   so the cost stays bounded by the selector, as upstream's is.
 *
 * @module
 */
import { parseGoInt64 } from './int64'
import type { Labels, Selector } from './types'

// Operation codes.
const OP_EQ = 0 // in / = / == with one value
const OP_NE = 1 // notin / != with one value
const OP_IN_LIST = 2
const OP_NOTIN_LIST = 3
const OP_IN_SET = 4
const OP_NOTIN_SET = 5
const OP_EXISTS = 6
const OP_ABSENT = 7
const OP_GT = 8
const OP_LT = 9
const OP_FALSE = 10 // unknown operator or unusable gt/lt threshold: never holds

/** Value lists longer than this become a `Set`. */
const SET_THRESHOLD = 8

const hasOwn = Object.prototype.hasOwnProperty
const isOwnEnumerable = Object.prototype.propertyIsEnumerable

const includes = (list: readonly unknown[], v: unknown): boolean => {
  for (let j = 0; j < list.length; j++) if (list[j] === v) return true
  return false
}

/**
 * Returns an engine-internalized copy of `s`: property keys that come out of
 * an object literal are internalized, so keyed lookups with them skip
 * hashing (parsed keys are substrings of the input and are not).
 */
const internalize = (s: string): string => {
  const o: Record<string, number> = {}
  o[s] = 0
  for (const k in o) return k
  return s
}

const holdsWhenAbsent = (op: number): boolean =>
  op === OP_NE || op === OP_NOTIN_LIST || op === OP_NOTIN_SET || op === OP_ABSENT

/**
 * Compiles a selector into a matcher that gives the same answers as
 * `matches` but is built for speed: requirements become flat arrays of
 * operation codes grouped by key, gt/lt thresholds are parsed once, long
 * value lists become `Set`s, and nothing is allocated per call.
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * const s = parseSelector('env in (prod,staging),!legacy')
 * if (E.isRight(s)) {
 *   const isProd = compileSelector(s.right)
 *   isProd({ env: 'prod' })                 //=> true
 *   isProd({ env: 'prod', legacy: 'true' }) //=> false
 * }
 */
export const compileSelector = (sel: Selector): ((labels: Labels) => boolean) => {
  if (typeof sel !== 'object' || sel === null || !Array.isArray(sel.requirements) || sel.matchesNothing === true)
    return () => false
  const reqs = sel.requirements
  const n = reqs.length
  if (n === 0) return () => true
  const keys: string[] = new Array<string>(n)
  const ops: number[] = new Array<number>(n)
  const single: string[] = new Array<string>(n)
  const lists: (readonly string[])[] = new Array<readonly string[]>(n)
  const sets: (Set<string> | undefined)[] = new Array<Set<string> | undefined>(n)
  const ints: (number | bigint)[] = new Array<number | bigint>(n)
  for (let i = 0; i < n; i++) {
    const r = reqs[i]
    const ok = typeof r === 'object' && r !== null
    const values: readonly string[] = ok && Array.isArray(r.values) ? r.values.slice() : []
    keys[i] = internalize(ok && typeof r.key === 'string' ? r.key : '')
    single[i] = ''
    lists[i] = values
    sets[i] = undefined
    ints[i] = 0
    let op = OP_FALSE
    switch (ok ? r.operator : undefined) {
      case 'in':
      case '=':
      case '==':
      case 'notin':
      case '!=': {
        const positive = r!.operator === 'in' || r!.operator === '=' || r!.operator === '=='
        if (values.length === 1 && typeof values[0] === 'string') {
          op = positive ? OP_EQ : OP_NE
          single[i] = values[0]
        } else if (values.length > SET_THRESHOLD && values.every((v) => typeof v === 'string')) {
          op = positive ? OP_IN_SET : OP_NOTIN_SET
          sets[i] = new Set(values)
        } else op = positive ? OP_IN_LIST : OP_NOTIN_LIST
        break
      }
      case 'exists':
        op = OP_EXISTS
        break
      case '!':
        op = OP_ABSENT
        break
      case 'gt':
      case 'lt': {
        const rv = values.length === 1 ? parseGoInt64(values[0]!) : undefined
        if (rv !== undefined) {
          op = r!.operator === 'gt' ? OP_GT : OP_LT
          ints[i] = rv
        }
        break
      }
    }
    if (op === OP_FALSE) return () => false
    ops[i] = op
  }
  const allHoldWhenAbsent = ops.every(holdsWhenAbsent)

  // Requirement i on a present label with value v.
  const holdsFor = (i: number, v: unknown): boolean => {
    switch (ops[i]) {
      case OP_EQ:
        return v === single[i]
      case OP_NE:
        return v !== single[i]
      case OP_IN_LIST:
        return includes(lists[i]!, v)
      case OP_NOTIN_LIST:
        return !includes(lists[i]!, v)
      case OP_IN_SET:
        return typeof v === 'string' && sets[i]!.has(v)
      case OP_NOTIN_SET:
        return !(typeof v === 'string' && sets[i]!.has(v))
      case OP_EXISTS:
        return true
      case OP_GT:
      case OP_LT: {
        const lv = typeof v === 'string' ? parseGoInt64(v) : undefined
        if (lv === undefined) return false
        return ops[i] === OP_GT ? lv > ints[i]! : lv < ints[i]!
      }
      default: // OP_ABSENT
        return false
    }
  }

  // Strategy 1: one lookup per requirement. The value is read first; the
  // (costlier) ownership test runs only when the value alone cannot decide:
  // an inherited value means the label is absent.
  const lookup = (ls: Record<string, unknown>): boolean => {
    for (let i = 0; i < n; i++) {
      const key = keys[i]!
      const op = ops[i]!
      const v = ls[key]
      if (op === OP_EXISTS || op === OP_ABSENT) {
        const present = v !== undefined || key in ls ? isOwnEnumerable.call(ls, key) : false
        if (present !== (op === OP_EXISTS)) return false
      } else if (holdsFor(i, v) !== holdsWhenAbsent(op)) {
        // present and absent give different answers: ask which it is
        if (!(isOwnEnumerable.call(ls, key) ? holdsFor(i, v) : holdsWhenAbsent(op))) return false
      } else if (!holdsFor(i, v)) return false
    }
    return true
  }

  if (n === 1 && ops[0] === OP_EQ) {
    // the commonest selector (one key=value, as a Job's controller-uid)
    const key = keys[0]!
    const value = single[0]!
    return (labels: Labels): boolean =>
      typeof labels === 'object' &&
      labels !== null &&
      (labels as Record<string, unknown>)[key] === value &&
      isOwnEnumerable.call(labels, key)
  }
  if (n <= 2) {
    return (labels: Labels): boolean =>
      typeof labels !== 'object' || labels === null ? allHoldWhenAbsent : lookup(labels as Record<string, unknown>)
  }

  // Strategy 2: one pass over the labels. Requirements grouped by key.
  const groupOf = new Map<string, number>()
  const members: number[][] = []
  for (let i = 0; i < n; i++) {
    let g = groupOf.get(keys[i]!)
    if (g === undefined) {
      g = members.length
      groupOf.set(keys[i]!, g)
      members.push([])
    }
    members[g]!.push(i)
  }
  const groups = members.length
  const groupStart: number[] = new Array<number>(groups + 1)
  const order: number[] = []
  const needsPresence: boolean[] = new Array<boolean>(groups)
  let needed = 0
  for (let g = 0; g < groups; g++) {
    groupStart[g] = order.length
    needsPresence[g] = !members[g]!.every((i) => holdsWhenAbsent(ops[i]!))
    if (needsPresence[g]) needed++
    for (const i of members[g]!) order.push(i)
  }
  groupStart[groups] = order.length
  const scanLimit = 8 * n + 16

  return (labels: Labels): boolean => {
    if (typeof labels !== 'object' || labels === null) return allHoldWhenAbsent
    const ls = labels as Record<string, unknown>
    let seen = 0
    let count = 0
    for (const k in ls) {
      if (++count > scanLimit) return lookup(ls)
      const g = groupOf.get(k)
      // for…in lists enumerable keys; an own one among them is a label
      if (g === undefined || !hasOwn.call(ls, k)) continue
      const v = ls[k]
      for (let j = groupStart[g]!; j < groupStart[g + 1]!; j++) if (!holdsFor(order[j]!, v)) return false
      if (needsPresence[g]) seen++
    }
    // every key that must be present was seen, and the others hold when absent
    return seen === needed
  }
}
