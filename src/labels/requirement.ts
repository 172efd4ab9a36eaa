/**
 * Requirement construction with upstream's checks (`labels.NewRequirement`)
 * and single-requirement matching (`Requirement.Matches`).
 *
 * @module
 */
import * as E from '../wire/either'
import type { FieldError } from '../field/field-error'
import { formatFieldErrorUnguarded as formatFieldError } from '../field/format'
import { goJsonMarshal } from '../field/go-format'
import { isQualifiedName, isValidLabelValue, isLabelKey, isLabelValue } from './names'
import { parseGoInt64 } from './int64'
import type { Labels, Operator, Requirement, SelectorError } from './types'
import { caught, guarded } from '../wire/guard'

const VALID_OPERATORS = ['in', 'notin', '=', '==', '!=', 'gt', 'lt', 'exists', '!'] as const

/**
 * Go's aggregate error text for a list of error messages
 * (`ErrorList.ToAggregate()` then `.Error()`): one message as it is, several
 * as `[m1, m2]`, duplicates dropped. Returns `''` for an empty list.
 *
 * @example
 * aggregateTexts(['a: bad', 'b: bad', 'a: bad']) //=> '[a: bad, b: bad]'
 */
export const aggregateTexts = (messages: readonly string[]): string => {
  const seen = new Set<string>()
  const parts: string[] = []
  for (const msg of messages) {
    if (seen.has(msg)) continue
    seen.add(msg)
    parts.push(msg)
  }
  if (parts.length === 0) return ''
  return parts.length === 1 ? parts[0]! : '[' + parts.join(', ') + ']'
}

/**
 * Go's aggregate error text for a field-error list (`ErrorList.ToAggregate()`
 * then `.Error()`): one message as it is, several as `[e1, e2]`, duplicates
 * dropped. Returns `''` for an empty list.
 *
 * @example
 * aggregateMessage([{ type: 'FieldValueInvalid', field: 'key', badValue: '-a', detail: 'bad' }])
 * //=> 'key: Invalid value: "-a": bad'
 */
export const aggregateMessage = (errors: readonly FieldError[]): string => {
  const messages: string[] = []
  for (const e of errors) messages.push(formatFieldError(e))
  return aggregateTexts(messages)
}

const invalid = (field: string, badValue: unknown, detail: string): FieldError => ({
  type: 'FieldValueInvalid',
  field,
  badValue,
  detail,
})

/** `requirementErrors` before the boundary guard. */
export const requirementErrorsUnguarded = (key: string, op: string, values: readonly string[] | null): FieldError[] => {
  if (!Array.isArray(values)) values = null
  const vals: readonly string[] = values ?? []
  // Fast path: the common valid shapes allocate nothing.
  if (isLabelKey(key) && isCountValid(op, vals.length) && vals.every(isLabelValue)) {
    if (op !== 'gt' && op !== 'lt') return []
    if (parseGoInt64(vals[0]!) !== undefined) return []
  }
  const errs: FieldError[] = []
  const keyMsgs = isQualifiedName(key)
  if (keyMsgs.length !== 0) errs.push(invalid('key', key, keyMsgs.join('; ')))
  switch (op) {
    case 'in':
    case 'notin':
      if (vals.length === 0)
        errs.push(invalid('values', values, "for 'in', 'notin' operators, values set can't be empty"))
      break
    case '=':
    case '==':
    case '!=':
      if (vals.length !== 1) errs.push(invalid('values', values, 'exact-match compatibility requires one single value'))
      break
    case 'exists':
    case '!':
      if (vals.length !== 0)
        errs.push(invalid('values', values, 'values set must be empty for exists and does not exist'))
      break
    case 'gt':
    case 'lt':
      if (vals.length !== 1)
        errs.push(invalid('values', values, "for 'Gt', 'Lt' operators, exactly one value is required"))
      break
    default:
      errs.push({
        type: 'FieldValueNotSupported',
        field: 'operator',
        badValue: op,
        badValueEncoding: 'json',
        detail: 'supported values: ' + VALID_OPERATORS.map((o) => `"${o}"`).join(', '),
      })
  }
  if (vals.length !== 0)
    eachValueError(keyText(key), op, vals, (field, value, detail) => errs.push(invalid(field, value, detail)))
  return errs
}

/**
 * The value checks of {@link requirementErrorsUnguarded}, in its order: for
 * `gt`/`lt` each value that is not an int64, then each value that is not a
 * valid label value (`keyText` is the key as the field path shows it). Each
 * error goes to `report` as (field, bad value, detail), all of them
 * `Invalid value` errors; the parser renders them without building
 * {@link FieldError}s.
 *
 * @example
 * const out: string[] = []
 * eachValueError('a', 'gt', ['x'], (field) => out.push(field))
 * out //=> ['values[0]']
 */
export const eachValueError = <V>(
  keyText: string,
  op: string,
  vals: readonly V[],
  report: (field: string, value: V, detail: string) => void,
): void => {
  if (op === 'gt' || op === 'lt') {
    for (let i = 0; i < vals.length; i++) {
      if (parseGoInt64(vals[i] as string) === undefined)
        report(`values[${i}]`, vals[i]!, "for 'Gt', 'Lt' operators, the value must be an integer")
    }
  }
  for (let i = 0; i < vals.length; i++) {
    const msgs = isValidLabelValue(vals[i] as string)
    if (msgs.length !== 0) report(`values[${i}][${keyText}]`, vals[i]!, msgs.join('; '))
  }
}

const keyText = (key: unknown): string => (typeof key === 'string' ? key : goJsonMarshal(key))

const isCountValid = (op: string, n: number): boolean => {
  switch (op) {
    case 'in':
    case 'notin':
      return n !== 0
    case '=':
    case '==':
    case '!=':
    case 'gt':
    case 'lt':
      return n === 1
    case 'exists':
    case '!':
      return n === 0
    default:
      return false
  }
}

/** `newRequirement` before the boundary guard. */
export const newRequirementUnguarded = (
  key: string,
  operator: Operator,
  values: readonly string[] | null,
): E.Either<SelectorError, Requirement> => {
  const errs = requirementErrorsUnguarded(key, operator, values)
  if (errs.length !== 0) return E.left({ message: aggregateMessage(errs) })
  return E.right({ key, operator, values: Array.isArray(values) ? values.slice() : [] })
}

// Shared with the compiled matchers (./compile.ts) and the cache of `matches` (./matches.ts).
/** `Object.prototype.hasOwnProperty`, called with `.call`. @internal */
export const hasOwn = Object.prototype.hasOwnProperty
/** `Object.prototype`, as a record. @internal */
export const ObjectPrototype = Object.prototype as Record<string, unknown>
/** `Object.getPrototypeOf`. @internal */
export const getPrototypeOf = Object.getPrototypeOf

/** `labelValue` before the boundary guard. */
export const labelValueUnguarded = (labels: Labels, key: string): unknown => {
  if (typeof labels !== 'object' || labels === null || typeof key !== 'string') return undefined
  const v = (labels as Record<string, unknown>)[key]
  if (v === undefined) return undefined
  // a value found on a plain object is its own unless Object.prototype has
  // the name; only the other cases need the (slow) hasOwnProperty call
  const p: unknown = getPrototypeOf(labels)
  if (p === null || (p === ObjectPrototype && ObjectPrototype[key] === undefined && key !== '__proto__')) return v
  return hasOwn.call(labels, key) ? v : undefined
}

const includes = (values: readonly string[], v: unknown): boolean => {
  const n = values.length
  // a sparse array past any sane length (2^32-1 holes) is no value list: bounded work
  if (n > 1_000_000 && Object.keys(values).length < n) return false
  // own elements only: a hole must not read Array.prototype[i]
  for (let i = 0; i < n; i++) if (values[i] === v && Object.hasOwn(values, i)) return true
  return false
}

/** `requirementMatches` before the boundary guard. */
export const requirementMatchesUnguarded = (r: Requirement, labels: Labels): boolean => {
  if (typeof r !== 'object' || r === null) return false
  const key = typeof r.key === 'string' ? r.key : '' // as compileSelector reads a non-string key
  const values: readonly string[] = Array.isArray(r.values) ? r.values : []
  const v = labelValueUnguarded(labels, key) // undefined: no such label
  switch (r.operator) {
    case 'in':
    case '=':
    case '==':
      return v !== undefined && includes(values, v)
    case 'notin':
    case '!=':
      return v === undefined || !includes(values, v)
    case 'exists':
      return v !== undefined
    case '!':
      return v === undefined
    case 'gt':
    case 'lt': {
      if (v === undefined) return false
      const lv = typeof v === 'string' ? parseGoInt64(v) : undefined
      if (lv === undefined || values.length !== 1) return false
      const rv = parseGoInt64(values[0]!)
      if (rv === undefined) return false
      return r.operator === 'gt' ? lv > rv : lv < rv
    }
    default:
      return false
  }
}

/**
 * `labels.NewRequirement`: a validated requirement, or upstream's error text.
 * Values are kept in the given order (copied).
 *
 * @example
 * newRequirement('env', 'in', ['prod', 'qa'])
 * //=> right({ key: 'env', operator: 'in', values: ['prod', 'qa'] })
 * newRequirement('a', 'gt', ['x'])
 * //=> left({ message: "values[0]: Invalid value: \"x\": for 'Gt', 'Lt' operators, the value must be an integer" })
 */
export const newRequirement = /* @__PURE__ */ guarded(
  () => E.left({ message: 'the input could not be read as JSON data' }),
  newRequirementUnguarded,
)

/**
 * The field errors `labels.NewRequirement(key, op, values)` reports, with
 * upstream's paths (`key`, `values`, `values[i]`, `values[i][key]`,
 * `operator`) and order. `[]` means the requirement is valid. `values` is
 * Go's slice; pass `null` for a nil slice (it renders as `null`).
 *
 * @example
 * requirementErrors('a', 'in', null).map(formatFieldError)
 * //=> ["values: Invalid value: null: for 'in', 'notin' operators, values set can't be empty"]
 */
export const requirementErrors = /* @__PURE__ */ guarded(
  (): FieldError[] => [{ type: 'InternalError', field: '', detail: 'the input could not be read as JSON data' }],
  requirementErrorsUnguarded,
)

/**
 * `Requirement.Matches`: whether one requirement holds for a label set.
 * `notin`, `!=` and `!` hold when the key is absent; `in`, `=`, `==`,
 * `exists`, `gt` and `lt` need it. `gt`/`lt` compare the label value parsed
 * with Go's `ParseInt` (a value that does not parse never matches).
 *
 * @example
 * requirementMatches({ key: 'a', operator: 'gt', values: ['0'] }, { a: '+5' }) //=> true
 * requirementMatches({ key: 'a', operator: 'notin', values: ['x'] }, {})        //=> true
 */
export const requirementMatches = /* @__PURE__ */ guarded(() => false, requirementMatchesUnguarded)

/**
 * The value of label `key` in a label set, or `undefined` when the set has
 * no such label: a label is an own property whose value is not `undefined`
 * (inherited properties never count). Non-object sets are empty.
 *
 * @example
 * labelValue({ app: 'web' }, 'app')     //=> 'web'
 * labelValue({}, 'constructor')        //=> undefined
 */
export const labelValue = /* @__PURE__ */ caught(() => undefined, labelValueUnguarded)
