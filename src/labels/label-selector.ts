/**
 * meta/v1 `LabelSelector` helpers: conversion to a {@link Selector}
 * (`LabelSelectorAsSelector`), parsing a selector string into a
 * `LabelSelector` (`ParseToLabelSelector`), printing (`FormatLabelSelector`)
 * and field validation (`ValidateLabelSelector`, `ValidateLabels`).
 *
 * Inputs are `unknown`-safe: anything that is not the JSON shape of a
 * `LabelSelector` gives an error value, never an exception.
 *
 * @module
 */
import * as E from '../wire/either'
import type { FieldError } from '../field/field-error'
import { compareGoStrings, goJsonMarshal, goQuote } from '../field/go-format'
import { fieldPathChild, fieldPathIndex } from '../field/path'
import { goSortByKey } from './go-sort'
import { selectorOperatorOf } from './operator-names'
import { isLabelKey, isLabelValue, isQualifiedName, isValidLabelValue } from './names'
import { parseRequirements } from './parser'
import { aggregateMessage, requirementErrorsUnguarded as requirementErrors } from './requirement'
import { everything, nothing, selectorToStringUnguarded as selectorToString } from './selector'
import type {
  LabelSelector,
  LabelSelectorInput,
  LabelSelectorRequirement,
  Operator,
  Requirement,
  Selector,
  SelectorError,
} from './types'
import { guarded } from '../wire/guard'
import { asRequirementsInPlace } from './plain-input'

const isRecord = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null && !Array.isArray(u)

const hasOwn = Object.prototype.hasOwnProperty
const ObjectPrototype = Object.prototype as Record<string, unknown>
const getPrototypeOf = Object.getPrototypeOf

// An own property's value (inherited properties read as absent). A value
// found on a plain object is its own unless Object.prototype has the name,
// which saves the (slow) hasOwnProperty call on the common path.
const own = (o: Record<string, unknown>, k: string): unknown => {
  const v = o[k]
  if (v === undefined) return undefined
  const p: unknown = getPrototypeOf(o)
  if (p === null || (p === ObjectPrototype && ObjectPrototype[k] === undefined && k !== '__proto__')) return v
  return hasOwn.call(o, k) ? v : undefined
}

// The same for the fixed field names of a LabelSelector, each read with a
// constant name (so the engine caches the lookups): `kind` is 1 for a
// null prototype, 2 for Object.prototype, 0 otherwise.
const protoKind = (o: object): number => {
  const p: unknown = getPrototypeOf(o)
  return p === null ? 1 : p === ObjectPrototype ? 2 : 0
}
const fieldMatchLabels = (e: Record<string, unknown>, kind: number): unknown => {
  const v = e.matchLabels
  return v === undefined ||
    kind === 1 ||
    (kind === 2 && ObjectPrototype.matchLabels === undefined) ||
    hasOwn.call(e, 'matchLabels')
    ? v
    : undefined
}
const fieldMatchExpressions = (e: Record<string, unknown>, kind: number): unknown => {
  const v = e.matchExpressions
  return v === undefined ||
    kind === 1 ||
    (kind === 2 && ObjectPrototype.matchExpressions === undefined) ||
    hasOwn.call(e, 'matchExpressions')
    ? v
    : undefined
}
const fieldKey = (e: Record<string, unknown>, kind: number): unknown => {
  const v = e.key
  return v === undefined || kind === 1 || (kind === 2 && ObjectPrototype.key === undefined) || hasOwn.call(e, 'key')
    ? v
    : undefined
}
const fieldOperator = (e: Record<string, unknown>, kind: number): unknown => {
  const v = e.operator
  return v === undefined ||
    kind === 1 ||
    (kind === 2 && ObjectPrototype.operator === undefined) ||
    hasOwn.call(e, 'operator')
    ? v
    : undefined
}
const fieldValues = (e: Record<string, unknown>, kind: number): unknown => {
  const v = e.values
  return v === undefined ||
    kind === 1 ||
    (kind === 2 && ObjectPrototype.values === undefined) ||
    hasOwn.call(e, 'values')
    ? v
    : undefined
}

// Go's view of a string field that may be missing (zero value "").
const goString = (u: unknown): string =>
  typeof u === 'string' ? u : u === undefined || u === null ? '' : goJsonMarshal(u)

// The valid case of requirementErrors for the four LabelSelector operators, without allocating.
const isValidConverted = (key: string, op: Operator, values: readonly string[] | null): boolean => {
  if (!isLabelKey(key)) return false
  const count = values === null ? 0 : values.length
  if ((op === 'in' || op === 'notin') !== (count !== 0)) return false
  for (let i = 0; i < count; i++) if (!isLabelValue(values![i]!)) return false
  return true
}

const fail = (message: string): E.Either<SelectorError, never> => E.left({ message })

/** The message of an invalid requirement (Go's aggregate of its errors). */
type InvalidText = (key: string, op: Operator, values: readonly string[] | null) => string

const requirementMessage: InvalidText = (key, op, values) => aggregateMessage(requirementErrors(key, op, values))

/**
 * `labelSelectorAsSelector` before the boundary guard and Go's sort of the
 * requirements (input order), an invalid requirement's message written by
 * `invalidText`.
 */
const requirementsUnguarded = (
  ls: LabelSelectorInput | null | undefined,
  invalidText: InvalidText,
): E.Either<SelectorError, Selector> => {
  if (ls === null || ls === undefined) return E.right(nothing)
  if (!isRecord(ls)) return fail('label selector must be an object')
  const kind = protoKind(ls)
  const matchLabels = fieldMatchLabels(ls, kind)
  const matchExpressions = fieldMatchExpressions(ls, kind)
  if (matchLabels !== undefined && matchLabels !== null && !isRecord(matchLabels))
    return fail('matchLabels must be an object of string values')
  if (matchExpressions !== undefined && matchExpressions !== null && !Array.isArray(matchExpressions))
    return fail('matchExpressions must be a list')
  const labelKeys = isRecord(matchLabels) ? Object.keys(matchLabels) : []
  const exprs: readonly unknown[] = Array.isArray(matchExpressions) ? matchExpressions : []
  if (labelKeys.length + exprs.length === 0) return E.right(everything)
  const reqs: Requirement[] = new Array<Requirement>(labelKeys.length + exprs.length)
  let n = 0
  for (let i = 0; i < labelKeys.length; i++) {
    const key = labelKeys[i]!
    const value = (matchLabels as Record<string, unknown>)[key] as string
    if (!isLabelKey(key) || !isLabelValue(value)) return fail(invalidText(key, '=', [value]))
    reqs[n++] = { key, operator: '=', values: [value] }
  }
  for (let i = 0; i < exprs.length; i++) {
    const expr = exprs[i]
    const e: Record<string, unknown> = isRecord(expr) ? expr : {}
    const kind = protoKind(e)
    const opText = goString(fieldOperator(e, kind))
    const op = selectorOperatorOf(opText)
    if (op === undefined) return fail(`${goQuote(opText)} is not a valid label selector operator`)
    const key = goString(fieldKey(e, kind))
    const rawValues = fieldValues(e, kind)
    // Go copies the values into a nil slice: no values is nil, rendered `null`
    const values: string[] | null =
      Array.isArray(rawValues) && rawValues.length !== 0 ? (rawValues.slice() as string[]) : null
    if (!isValidConverted(key, op, values)) return fail(invalidText(key, op, values))
    reqs[n++] = { key, operator: op, values: values ?? [] }
  }
  return E.right({ requirements: reqs, empty: false, matchesNothing: false })
}

// Go's sort of a converted selector's requirements (a fresh array), by key.
const sortedRequirements = (sel: E.Either<SelectorError, Selector>): E.Either<SelectorError, Selector> => {
  if (E.isRight(sel) && sel.right.requirements.length > 1) goSortByKey(sel.right.requirements as Requirement[])
  return sel
}

/** `labelSelectorAsSelector` before the boundary guard. */
const labelSelectorAsSelectorUnguarded = (
  ls: LabelSelectorInput | null | undefined,
): E.Either<SelectorError, Selector> => sortedRequirements(requirementsUnguarded(ls, requirementMessage))

// Sets an own property even for the key "__proto__".
const setOwn = (o: Record<string, string>, k: string, v: string): void => {
  if (k === '__proto__') Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true })
  else o[k] = v
}

/**
 * `metav1.ParseToLabelSelector`: parses a selector string into a
 * `LabelSelector`. `=`/`==` go to `matchLabels` (a later duplicate wins),
 * `in`, `notin`, `exists` and `!` to `matchExpressions` (values sorted);
 * `!=`, `gt` and `lt` cannot be expressed and are errors. Empty parts are
 * omitted, as Go's JSON does: `""` gives `{}`.
 *
 * @example
 * parseToLabelSelector('a=b,c in (e,d)')
 * //=> right({ matchLabels: { a: 'b' }, matchExpressions: [{ key: 'c', operator: 'In', values: ['d', 'e'] }] })
 * parseToLabelSelector('a<3') //=> left({ message: '"lt" isn\'t supported in label selectors' })
 */
export const parseToLabelSelector = (s: string): E.Either<SelectorError, LabelSelector> => {
  if (typeof s !== 'string') return fail('selector must be a string')
  const parsed = parseRequirements(s)
  if (E.isLeft(parsed)) return fail(`couldn't parse the selector string "${s}": ${parsed.left.message}`)
  const matchLabels: Record<string, string> = {}
  let labelCount = 0
  const matchExpressions: LabelSelectorRequirement[] = []
  for (const req of parsed.right) {
    let op: LabelSelectorRequirement['operator']
    switch (req.operator) {
      case '=':
      case '==':
        setOwn(matchLabels, req.key, req.values[0]!)
        labelCount++
        continue
      case 'in':
        op = 'In'
        break
      case 'notin':
        op = 'NotIn'
        break
      case 'exists':
        op = 'Exists'
        break
      case '!':
        op = 'DoesNotExist'
        break
      case 'gt':
      case 'lt':
        return fail(`${goQuote(req.operator)} isn't supported in label selectors`)
      default:
        return fail(`${goQuote(req.operator)} is not a valid label selector operator`)
    }
    const values = req.values.slice().sort(compareGoStrings)
    matchExpressions.push(values.length === 0 ? { key: req.key, operator: op } : { key: req.key, operator: op, values })
  }
  const out: LabelSelector = {}
  if (labelCount !== 0) out.matchLabels = matchLabels
  if (matchExpressions.length !== 0) out.matchExpressions = matchExpressions
  return E.right(out)
}

/**
 * A function of a `LabelSelector` computed from its conversion: plain, valid
 * input is converted in place ({@link asSelectorInPlace}), anything else
 * takes the copying guard. The same answers, without copying the common
 * input.
 */
const inPlaceOrGuarded =
  <R>(
    guardedF: (ls: LabelSelectorInput | null | undefined) => R,
    f: (ls: LabelSelectorInput | null | undefined) => R,
    fromSelector: (sel: E.Either<SelectorError, Selector>) => R,
  ) =>
  (ls: LabelSelectorInput | null | undefined): R => {
    if (ls === null || ls === undefined) return f(ls)
    let converted: E.Either<SelectorError, Selector> | undefined
    try {
      converted = asRequirementsInPlace(ls)
    } catch {
      // a proxy threw: the guard reads it as far as it can
    }
    return converted === undefined ? guardedF(ls) : fromSelector(converted)
  }

// `formatLabelSelector` of a converted selector (requirements in input order).
const formatSelector = (sel: E.Either<SelectorError, Selector>): string => {
  if (E.isLeft(sel)) return '<error>'
  sortedRequirements(sel)
  const s = selectorToString(sel.right)
  return s.length === 0 ? '<none>' : s
}

/** `formatLabelSelector` before the boundary guard. */
const formatLabelSelectorUnguarded = (ls: LabelSelectorInput | null | undefined): string =>
  formatSelector(requirementsUnguarded(ls, requirementMessage))

const compareKeys = compareGoStrings

// The common case, a label map without problems, answered without sorting
// the keys or allocating messages: the boolean predicates accept exactly the
// keys and values for which isQualifiedName / isValidLabelValue return none.
// for…in with an own-property test visits the same keys as Object.keys.
const allLabelsValid = (labels: Readonly<Record<string, unknown>>): boolean => {
  for (const k in labels) {
    if (!Object.hasOwn(labels, k)) continue
    const v = labels[k]
    if (typeof v !== 'string' || !isLabelKey(k) || !isLabelValue(v)) return false
  }
  return true
}

/** `validateLabels` before the boundary guard. */
const validateLabelsUnguarded = (labels: unknown, path: string = 'metadata.labels'): FieldError[] => {
  const p = typeof path === 'string' ? path : 'metadata.labels'
  if (labels === null || labels === undefined) return []
  if (!isRecord(labels))
    return [{ type: 'FieldValueTypeInvalid', field: p, badValue: labels, detail: 'must be an object of string values' }]
  if (allLabelsValid(labels)) return []
  const errs: FieldError[] = []
  const keys = Object.keys(labels).sort(compareKeys)
  for (const k of keys) {
    for (const msg of isQualifiedName(k))
      errs.push({ type: 'FieldValueInvalid', field: p, badValue: k, detail: msg, origin: 'format=k8s-label-key' })
    const v = labels[k]
    if (typeof v !== 'string') {
      errs.push({
        type: 'FieldValueTypeInvalid',
        field: p,
        badValue: v === undefined ? null : v,
        detail: 'must be a string',
      })
      continue
    }
    for (const msg of isValidLabelValue(v))
      errs.push({ type: 'FieldValueInvalid', field: p, badValue: v, detail: msg, origin: 'format=k8s-label-value' })
  }
  return errs
}

/** `validateLabelSelector` before the boundary guard. */
const validateLabelSelectorUnguarded = (ls: unknown, path: string = 'spec.selector'): FieldError[] => {
  const p = typeof path === 'string' ? path : 'spec.selector'
  if (ls === null || ls === undefined) return []
  if (!isRecord(ls)) return [{ type: 'FieldValueTypeInvalid', field: p, badValue: ls, detail: 'must be an object' }]
  const errs = validateLabelsUnguarded(own(ls, 'matchLabels'), fieldPathChild(p, 'matchLabels'))
  const exprs = own(ls, 'matchExpressions')
  if (exprs === undefined || exprs === null) return errs
  const exprsPath = fieldPathChild(p, 'matchExpressions')
  if (!Array.isArray(exprs)) {
    errs.push({ type: 'FieldValueTypeInvalid', field: exprsPath, badValue: exprs, detail: 'must be a list' })
    return errs
  }
  for (let i = 0; i < exprs.length; i++) {
    const at = fieldPathIndex(exprsPath, i)
    const expr: unknown = exprs[i]
    if (!isRecord(expr)) {
      errs.push({ type: 'FieldValueTypeInvalid', field: at, badValue: expr ?? null, detail: 'must be an object' })
      continue
    }
    const op = goString(own(expr, 'operator'))
    const rawValues = own(expr, 'values')
    const values: readonly unknown[] = Array.isArray(rawValues) ? rawValues : []
    const valuesPath = fieldPathChild(at, 'values')
    switch (op) {
      case 'In':
      case 'NotIn':
        if (values.length === 0)
          errs.push({
            type: 'FieldValueRequired',
            field: valuesPath,
            badValue: '',
            detail: "must be specified when `operator` is 'In' or 'NotIn'",
          })
        break
      case 'Exists':
      case 'DoesNotExist':
        if (values.length > 0)
          errs.push({
            type: 'FieldValueForbidden',
            field: valuesPath,
            badValue: '',
            detail: "may not be specified when `operator` is 'Exists' or 'DoesNotExist'",
          })
        break
      default:
        errs.push({
          type: 'FieldValueInvalid',
          field: fieldPathChild(at, 'operator'),
          badValue: op,
          badValueEncoding: 'json',
          detail: 'not a valid selector operator',
        })
    }
    const key = goString(own(expr, 'key'))
    for (const msg of isQualifiedName(key))
      errs.push({
        type: 'FieldValueInvalid',
        field: fieldPathChild(at, 'key'),
        badValue: key,
        detail: msg,
        origin: 'format=k8s-label-key',
      })
    for (let j = 0; j < values.length; j++) {
      const v = values[j]
      if (typeof v !== 'string') {
        errs.push({
          type: 'FieldValueTypeInvalid',
          field: fieldPathIndex(valuesPath, j),
          badValue: v ?? null,
          detail: 'must be a string',
        })
        continue
      }
      for (const msg of isValidLabelValue(v))
        errs.push({ type: 'FieldValueInvalid', field: fieldPathIndex(valuesPath, j), badValue: v, detail: msg })
    }
  }
  return errs
}

/**
 * `metav1.LabelSelectorAsSelector`: converts a `LabelSelector` into a
 * {@link Selector}. `null`/`undefined` (a nil pointer) gives {@link nothing};
 * a selector with no labels and no expressions gives {@link everything}.
 * `matchLabels` become `=` requirements; expression values keep their order
 * and duplicates. Keys, values and operators are validated with upstream's
 * messages.
 *
 * @example
 * import * as E from '../wire/either'
 * const s = labelSelectorAsSelector({ matchLabels: { app: 'web' },
 *   matchExpressions: [{ key: 'tier', operator: 'NotIn', values: ['db', 'cache'] }] })
 * E.isRight(s) && selectorToString(s.right) //=> 'app=web,tier notin (cache,db)'
 * labelSelectorAsSelector({ matchExpressions: [{ key: 'a', operator: 'in' as never }] })
 * //=> left({ message: '"in" is not a valid label selector operator' })
 */
export const labelSelectorAsSelector: (ls: LabelSelectorInput | null | undefined) => E.Either<SelectorError, Selector> =
  /* @__PURE__ */ inPlaceOrGuarded(
    /* @__PURE__ */ guarded(
      () => E.left({ message: 'the input could not be read as JSON data' }),
      labelSelectorAsSelectorUnguarded,
    ),
    labelSelectorAsSelectorUnguarded,
    sortedRequirements,
  )

// The matcher's message of an invalid requirement: that it is invalid, not why.
const invalidRequirement: InvalidText = (key) => `invalid requirement on key ${goQuote(key)}`

/** `labelSelectorAsMatcher` before the boundary guard. */
const matcherUnguarded = (ls: LabelSelectorInput | null | undefined): E.Either<SelectorError, Selector> =>
  requirementsUnguarded(ls, invalidRequirement)

/**
 * {@link labelSelectorAsSelector} for callers that only match and only ask
 * whether the selector converts: the same requirements in input order
 * (`matchLabels`, then `matchExpressions`), so the same answers from
 * `matches`, and a `left` exactly when it is one, whose message for an
 * invalid key, value or value count only names the key. The Job
 * validation's selector checks use it, so that Go's sort (the order of the
 * selector's string) and the requirement error texts stay out of the
 * `createJob` bundle.
 *
 * @example
 * import * as E from '../wire/either'
 * const s = labelSelectorAsMatcher({ matchLabels: { b: '1', a: '2' } })
 * E.isRight(s) && s.right.requirements.map((r) => r.key) //=> ['b', 'a']
 */
export const labelSelectorAsMatcher: (ls: LabelSelectorInput | null | undefined) => E.Either<SelectorError, Selector> =
  /* @__PURE__ */ inPlaceOrGuarded(
    /* @__PURE__ */ guarded(() => E.left({ message: 'the input could not be read as JSON data' }), matcherUnguarded),
    matcherUnguarded,
    (sel) => sel,
  )

/**
 * `metav1.FormatLabelSelector`: the selector's canonical string, `<none>`
 * when it is empty (nil or `{}`), `<error>` when it does not convert.
 *
 * @example
 * formatLabelSelector({ matchLabels: { app: 'web' } }) //=> 'app=web'
 * formatLabelSelector(null)                           //=> '<none>'
 * formatLabelSelector({ matchLabels: { a: '-b' } })    //=> '<error>'
 */
export const formatLabelSelector: (ls: LabelSelectorInput | null | undefined) => string =
  /* @__PURE__ */ inPlaceOrGuarded(
    /* @__PURE__ */ guarded(() => '<error>', formatLabelSelectorUnguarded),
    formatLabelSelectorUnguarded,
    formatSelector,
  )

/**
 * meta/v1 validation `ValidateLabelSelector` (default options): validates
 * `matchLabels` as {@link validateLabels} does, then each expression: an
 * unknown operator (`FieldValueInvalid` at `….operator`), `In`/`NotIn`
 * without values (`FieldValueRequired`), `Exists`/`DoesNotExist` with
 * values (`FieldValueForbidden`), the key, and each value. `null` is valid.
 *
 * @example
 * validateLabelSelector({ matchExpressions: [{ key: 'a', operator: 'In' }] }).map(formatFieldError)
 * //=> ["spec.selector.matchExpressions[0].values: Required value: must be specified when `operator` is 'In' or 'NotIn'"]
 */
export const validateLabelSelector = /* @__PURE__ */ guarded(
  (): FieldError[] => [{ type: 'InternalError', field: '', detail: 'the input could not be read as JSON data' }],
  validateLabelSelectorUnguarded,
)

/**
 * meta/v1 validation `ValidateLabels`: every key must be a qualified name and
 * every value a valid label value; one `FieldValueInvalid` per message, all
 * at `path` (no key in the path), with the key or value as `badValue`.
 * Labels are visited in byte order of the key, key errors before value
 * errors. `null`/`undefined` is valid; a non-object is `FieldValueTypeInvalid`.
 *
 * @example
 * validateLabels({ app: 'web' })           //=> []
 * validateLabels({ '-a': 'b' })[0]?.field  //=> 'metadata.labels'
 */
export const validateLabels = /* @__PURE__ */ guarded(
  (): FieldError[] => [{ type: 'InternalError', field: '', detail: 'the input could not be read as JSON data' }],
  validateLabelsUnguarded,
)
