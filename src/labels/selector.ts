/**
 * Selector values and their behaviour: the shared {@link everything} and
 * {@link nothing}, canonical printing (`Selector.String()`), matching
 * (`Selector.Matches`), a compiled matcher, and `ValidatedSelectorFromSet`.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { compareGoStrings } from '../field/go-format'
import { goSortByKey } from './go-sort'
import { parseGoInt64 } from './int64'
import { aggregateMessage, requirementErrors, requirementMatches } from './requirement'
import type { Labels, Requirement, Selector, SelectorError } from './types'

/**
 * `labels.Everything()`: no requirements; matches every label set; prints `""`.
 *
 * @example
 * matches(everything, {}) //=> true
 */
export const everything: Selector = /* @__PURE__ */ Object.freeze({
  requirements: /* @__PURE__ */ Object.freeze([]) as readonly Requirement[],
  empty: true,
  matchesNothing: false,
})

/**
 * `labels.Nothing()`: matches no label set; prints `""`; not empty. This is
 * what a nil `LabelSelector` converts to.
 *
 * @example
 * matches(nothing, { app: 'web' }) //=> false
 */
export const nothing: Selector = /* @__PURE__ */ Object.freeze({
  requirements: /* @__PURE__ */ Object.freeze([]) as readonly Requirement[],
  empty: false,
  matchesNothing: true,
})

const isSelectorLike = (sel: unknown): sel is Selector =>
  typeof sel === 'object' && sel !== null && Array.isArray((sel as Selector).requirements)

/**
 * `Selector.Empty()`: true when the selector has no requirements and is not
 * {@link nothing}.
 *
 * @example
 * isEmptySelector(everything) //=> true
 * isEmptySelector(nothing)    //=> false
 */
export const isEmptySelector = (sel: Selector): boolean =>
  isSelectorLike(sel) && sel.matchesNothing !== true && sel.requirements.length === 0

const isSortedCopyNeeded = (values: readonly string[]): boolean => {
  for (let i = 1; i < values.length; i++) if (compareGoStrings(values[i]!, values[i - 1]!) < 0) return true
  return false
}

/**
 * `Requirement.String()`: `key=v`, `key==v`, `key!=v`, `key in (a,b)`,
 * `key notin (a,b)`, `key`, `!key`, `key>n`, `key<n`; set values printed in
 * sorted order without changing the requirement.
 *
 * @example
 * requirementToString({ key: 'a', operator: 'in', values: ['b', 'a', 'b'] }) //=> 'a in (a,b,b)'
 */
export const requirementToString = (r: Requirement): string => {
  if (typeof r !== 'object' || r === null) return ''
  const key = typeof r.key === 'string' ? r.key : ''
  let out: string
  switch (r.operator) {
    case '!': return '!' + key
    case 'exists': return key
    case '=': out = key + '='; break
    case '==': out = key + '=='; break
    case '!=': out = key + '!='; break
    case 'in': out = key + ' in ('; break
    case 'notin': out = key + ' notin ('; break
    case 'gt': out = key + '>'; break
    case 'lt': out = key + '<'; break
    default: out = key
  }
  const values: readonly string[] = Array.isArray(r.values) ? r.values.filter((v) => typeof v === 'string') : []
  if (values.length === 1) out += values[0]
  else if (values.length > 1)
    out += (isSortedCopyNeeded(values) ? values.slice().sort(compareGoStrings) : values).join(',')
  if (r.operator === 'in' || r.operator === 'notin') out += ')'
  return out
}

/**
 * `Selector.String()`: the canonical text, requirements joined by `,` in the
 * selector's (key-sorted) order. {@link everything} and {@link nothing} both
 * print `""`.
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * const s = parseSelector('x in (b,a), !y,z==1')
 * E.isRight(s) && selectorToString(s.right) //=> 'x in (a,b),!y,z==1'
 */
export const selectorToString = (sel: Selector): string => {
  if (!isSelectorLike(sel) || sel.matchesNothing === true) return ''
  const reqs = sel.requirements
  let out = ''
  for (let i = 0; i < reqs.length; i++) out += (i === 0 ? '' : ',') + requirementToString(reqs[i]!)
  return out
}

/**
 * `Selector.Matches`: whether every requirement holds for the label set.
 * Label sets are plain objects and only own properties count; they are not
 * validated. {@link nothing} matches nothing; a non-selector matches
 * nothing.
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * const s = parseSelector('app=web,tier notin (db)')
 * E.isRight(s) && matches(s.right, { app: 'web' })             //=> true
 * E.isRight(s) && matches(s.right, { app: 'web', tier: 'db' }) //=> false
 */
export const matches = (sel: Selector, labels: Labels): boolean => {
  if (!isSelectorLike(sel) || sel.matchesNothing === true) return false
  const reqs = sel.requirements
  for (let i = 0; i < reqs.length; i++) if (!requirementMatches(reqs[i]!, labels)) return false
  return true
}

// Operation codes of the compiled matcher.
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
const OP_FALSE = 10

const SET_THRESHOLD = 8

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
const hasOwn = Object.prototype.hasOwnProperty

/**
 * Compiles a selector into a matcher that gives the same answers as
 * {@link matches} but is built for speed: requirements become flat arrays
 * of operation codes, gt/lt thresholds are parsed once, long value lists
 * become `Set`s, and nothing is allocated per call.
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
  if (!isSelectorLike(sel) || sel.matchesNothing === true) return () => false
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
    ops[i] = op
  }
  if (n === 1 && ops[0] === OP_EQ) {
    // the commonest selector (one key=value, as a Job's controller-uid)
    const key = keys[0]!
    const value = single[0]!
    return (labels: Labels): boolean =>
      typeof labels === 'object' &&
      labels !== null &&
      (labels as Record<string, unknown>)[key] === value &&
      hasOwn.call(labels, key)
  }
  return (labels: Labels): boolean => {
    if (typeof labels !== 'object' || labels === null) {
      // no labels at all: only absence-tolerant requirements hold
      for (let i = 0; i < n; i++) {
        const op = ops[i]!
        if (op !== OP_NE && op !== OP_NOTIN_LIST && op !== OP_NOTIN_SET && op !== OP_ABSENT) return false
      }
      return true
    }
    const ls = labels as Record<string, unknown>
    for (let i = 0; i < n; i++) {
      const key = keys[i]!
      // Read the value first: most answers need no ownership test. A value
      // that decides the answer is confirmed as an own property, since an
      // inherited one means the key is absent.
      switch (ops[i]) {
        case OP_EQ:
          if (ls[key] !== single[i] || !hasOwn.call(ls, key)) return false
          break
        case OP_NE:
          if (ls[key] === single[i] && hasOwn.call(ls, key)) return false
          break
        case OP_IN_LIST:
          if (!includes(lists[i]!, ls[key]) || !hasOwn.call(ls, key)) return false
          break
        case OP_NOTIN_LIST:
          if (includes(lists[i]!, ls[key]) && hasOwn.call(ls, key)) return false
          break
        case OP_IN_SET: {
          const v = ls[key]
          if (typeof v !== 'string' || !sets[i]!.has(v) || !hasOwn.call(ls, key)) return false
          break
        }
        case OP_NOTIN_SET: {
          const v = ls[key]
          if (typeof v === 'string' && sets[i]!.has(v) && hasOwn.call(ls, key)) return false
          break
        }
        case OP_EXISTS:
          if (!hasOwn.call(ls, key)) return false
          break
        case OP_ABSENT:
          if (hasOwn.call(ls, key)) return false
          break
        case OP_GT:
        case OP_LT: {
          const v = ls[key]
          const lv = typeof v === 'string' ? parseGoInt64(v) : undefined
          if (lv === undefined) return false
          if (ops[i] === OP_GT ? !(lv > ints[i]!) : !(lv < ints[i]!)) return false
          if (!hasOwn.call(ls, key)) return false
          break
        }
        default:
          return false
      }
    }
    return true
  }
}

/**
 * `labels.ValidatedSelectorFromSet`: a selector of `key=value` requirements
 * that matches exactly the label set, each key and value validated. An empty
 * set gives {@link everything}. On several invalid entries, the error of one
 * of them is returned (upstream picks by Go map order).
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * const s = selectorFromValidatedSet({ tier: 'web', app: 'x' })
 * E.isRight(s) && selectorToString(s.right) //=> 'app=x,tier=web'
 */
export const selectorFromValidatedSet = (labels: Labels): E.Either<SelectorError, Selector> => {
  if (labels === null || labels === undefined) return E.right(everything)
  if (typeof labels !== 'object' || Array.isArray(labels))
    return E.left({ message: 'labels must be an object of string values' })
  const keys = Object.keys(labels)
  if (keys.length === 0) return E.right(everything)
  const reqs: Requirement[] = []
  for (const key of keys) {
    const value = (labels as Record<string, unknown>)[key] as string
    const errs = requirementErrors(key, '=', [value])
    if (errs.length !== 0) return E.left({ message: aggregateMessage(errs) })
    reqs.push({ key, operator: '=', values: [value] })
  }
  goSortByKey(reqs)
  return E.right({ requirements: reqs, empty: false, matchesNothing: false })
}
