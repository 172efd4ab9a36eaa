/**
 * Selector values and their behaviour: the shared {@link everything} and
 * {@link nothing}, canonical printing (`Selector.String()`), matching
 * (`Selector.Matches`), a compiled matcher, and `ValidatedSelectorFromSet`.
 *
 * @module
 */
import * as E from '../wire/either'
import { compareGoStrings } from '../field/go-format'
import { goSortByKey } from './go-sort'
import {
  aggregateMessage,
  requirementErrorsUnguarded as requirementErrors,
  requirementMatchesUnguarded as requirementMatches,
} from './requirement'
import type { Labels, Requirement, Selector, SelectorError } from './types'
import { guarded } from '../wire/guard'

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

/** `isEmptySelector` before the boundary guard. */
export const isEmptySelectorUnguarded = (sel: Selector): boolean =>
  isSelectorLike(sel) && sel.matchesNothing !== true && sel.requirements.length === 0

const isSortedCopyNeeded = (values: readonly string[]): boolean => {
  for (let i = 1; i < values.length; i++) if (compareGoStrings(values[i]!, values[i - 1]!) < 0) return true
  return false
}

/** `requirementToString` before the boundary guard. */
export const requirementToStringUnguarded = (r: Requirement): string => {
  if (typeof r !== 'object' || r === null) return ''
  const key = typeof r.key === 'string' ? r.key : ''
  let out: string
  switch (r.operator) {
    case '!':
      return '!' + key
    case 'exists':
      return key
    case '=':
      out = key + '='
      break
    case '==':
      out = key + '=='
      break
    case '!=':
      out = key + '!='
      break
    case 'in':
      out = key + ' in ('
      break
    case 'notin':
      out = key + ' notin ('
      break
    case 'gt':
      out = key + '>'
      break
    case 'lt':
      out = key + '<'
      break
    default:
      out = key
  }
  const values: readonly string[] = Array.isArray(r.values) ? r.values.filter((v) => typeof v === 'string') : []
  if (values.length === 1) out += values[0]
  else if (values.length > 1)
    out += (isSortedCopyNeeded(values) ? values.slice().sort(compareGoStrings) : values).join(',')
  if (r.operator === 'in' || r.operator === 'notin') out += ')'
  return out
}

/** `selectorToString` before the boundary guard. */
export const selectorToStringUnguarded = (sel: Selector): string => {
  if (!isSelectorLike(sel) || sel.matchesNothing === true) return ''
  const reqs = sel.requirements
  let out = ''
  for (let i = 0; i < reqs.length; i++) out += (i === 0 ? '' : ',') + requirementToStringUnguarded(reqs[i]!)
  return out
}

/** `matches` before the boundary guard. */
export const matchesUnguarded = (sel: Selector, labels: Labels): boolean => {
  if (!isSelectorLike(sel) || sel.matchesNothing === true) return false
  const reqs = sel.requirements
  for (let i = 0; i < reqs.length; i++) if (!requirementMatches(reqs[i]!, labels)) return false
  return true
}

/** `selectorFromValidatedSet` before the boundary guard. */
export const selectorFromValidatedSetUnguarded = (labels: Labels): E.Either<SelectorError, Selector> => {
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

/**
 * `Requirement.String()`: `key=v`, `key==v`, `key!=v`, `key in (a,b)`,
 * `key notin (a,b)`, `key`, `!key`, `key>n`, `key<n`; set values printed in
 * sorted order without changing the requirement.
 *
 * @example
 * requirementToString({ key: 'a', operator: 'in', values: ['b', 'a', 'b'] }) //=> 'a in (a,b,b)'
 */
export const requirementToString = /* @__PURE__ */ guarded(() => '', requirementToStringUnguarded)

/**
 * `Selector.String()`: the canonical text, requirements joined by `,` in the
 * selector's (key-sorted) order. {@link everything} and {@link nothing} both
 * print `""`.
 *
 * @example
 * import * as E from '../wire/either'
 * const s = parseSelector('x in (b,a), !y,z==1')
 * E.isRight(s) && selectorToString(s.right) //=> 'x in (a,b),!y,z==1'
 */
export const selectorToString = /* @__PURE__ */ guarded(() => '', selectorToStringUnguarded)

/**
 * `labels.ValidatedSelectorFromSet`: a selector of `key=value` requirements
 * that matches exactly the label set, each key and value validated. An empty
 * set gives {@link everything}. On several invalid entries, the error of one
 * of them is returned (upstream picks by Go map order).
 *
 * @example
 * import * as E from '../wire/either'
 * const s = selectorFromValidatedSet({ tier: 'web', app: 'x' })
 * E.isRight(s) && selectorToString(s.right) //=> 'app=x,tier=web'
 */
export const selectorFromValidatedSet = /* @__PURE__ */ guarded(
  () => E.left({ message: 'the input could not be read as JSON data' }),
  selectorFromValidatedSetUnguarded,
)

/**
 * `Selector.Empty()`: true when the selector has no requirements and is not
 * {@link nothing}.
 *
 * @example
 * isEmptySelector(everything) //=> true
 * isEmptySelector(nothing)    //=> false
 */
export const isEmptySelector = /* @__PURE__ */ guarded(() => false, isEmptySelectorUnguarded)
