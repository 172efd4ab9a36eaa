/**
 * Rendering of a {@link FieldError} as Kubernetes prints it.
 *
 * @module
 */
import type { FieldError } from './field-error'
import { goFormatNumber, goJsonMarshal, goJsonString, goQuote } from './go-format'
import { DEFAULT_NODE_BUDGET, guarded, optionOf } from '../wire/guard'

/**
 * The text Go's `field.ErrorType.String()` gives each error type, e.g.
 * `'Invalid value'` for `FieldValueInvalid`. Unknown types render as Go does
 * (`<unknown error "X">`; a type that is not a string renders as
 * `<unknown error "">`).
 *
 * @example
 * fieldErrorTypeText('FieldValueRequired') //=> 'Required value'
 */
export const fieldErrorTypeText = (type: string): string => {
  switch (type) {
    case 'FieldValueNotFound':
      return 'Not found'
    case 'FieldValueRequired':
      return 'Required value'
    case 'FieldValueDuplicate':
      return 'Duplicate value'
    case 'FieldValueInvalid':
      return 'Invalid value'
    case 'FieldValueNotSupported':
      return 'Unsupported value'
    case 'FieldValueForbidden':
      return 'Forbidden'
    case 'FieldValueTooLong':
      return 'Too long'
    case 'FieldValueTooMany':
      return 'Too many'
    case 'FieldValueTooFew':
      return 'Too few'
    case 'InternalError':
      return 'Internal error'
    case 'FieldValueTypeInvalid':
      return 'Invalid value'
    case 'FieldValueTooShort':
      return 'Too short'
    default:
      return `<unknown error ${goQuote(typeof type === 'string' ? type : '')}>`
  }
}

// The bad value as ErrorBody prints it (after "<TypeText>: ").
const renderBadValue = (value: unknown, encoding: unknown): string => {
  switch (typeof value) {
    case 'string':
      return encoding === 'json' ? goJsonString(value) : goQuote(value)
    case 'number':
      return goFormatNumber(value)
    case 'boolean':
      return value ? 'true' : 'false'
    default:
      return goJsonMarshal(value)
  }
}

const body = (type: string, badValue: unknown, hasValue: boolean, encoding: unknown, text?: unknown): string => {
  switch (type) {
    case 'FieldValueRequired':
    case 'FieldValueForbidden':
    case 'FieldValueTooLong':
    case 'FieldValueTooShort':
    case 'InternalError':
      return fieldErrorTypeText(type)
    case 'FieldValueInvalid':
    case 'FieldValueTypeInvalid':
    case 'FieldValueNotSupported':
    case 'FieldValueNotFound':
    case 'FieldValueDuplicate':
    case 'FieldValueTooMany':
    case 'FieldValueTooFew':
      return hasValue
        ? `${fieldErrorTypeText(type)}: ${typeof text === 'string' ? text : renderBadValue(badValue, encoding)}`
        : fieldErrorTypeText(type)
    default:
      return `Internal error: unhandled error code: ${fieldErrorTypeText(type)}: please report this`
  }
}

/** `formatFieldError` before the boundary guard. */
export const formatFieldErrorUnguarded = (e: FieldError): string => {
  if (typeof e !== 'object' || e === null) return ': ' + body('', undefined, false, undefined)
  const field = typeof e.field === 'string' ? e.field : ''
  const type = typeof e.type === 'string' ? e.type : ''
  const hasValue = e.badValue !== undefined
  let s = body(type, e.badValue, hasValue, e.badValueEncoding, e.badValueText)
  if (typeof e.detail === 'string' && e.detail.length !== 0) s += ': ' + e.detail
  return field + ': ' + s
}

/**
 * {@link formatFieldError} of an `Invalid value` error whose bad value is a
 * string (printed as `%q`), without the renderers of other values: the label
 * parser's errors are all of this kind.
 *
 * @example
 * formatInvalidString('values[0]', 'x', 'must be an integer') //=> 'values[0]: Invalid value: "x": must be an integer'
 */
export const formatInvalidString = (field: string, value: string, detail: string): string =>
  field + ': Invalid value: ' + goQuote(value) + (detail.length !== 0 ? ': ' + detail : '')

/**
 * Go's `(*field.Error).Error()`, byte for byte:
 * `<field>: <TypeText>[: <value>][: <detail>]`.
 *
 * - The value is printed for Invalid, TypeInvalid, NotSupported, NotFound,
 *   Duplicate and TooMany errors, never for Required, Forbidden, TooLong
 *   and Internal ones, and not when `badValue` is absent (Go's
 *   `field.OmitValueType`).
 * - Strings are quoted as Go's `%q`; with `badValueEncoding: 'json'` (Go
 *   named string types) as `json.Marshal`. Numbers and booleans are printed
 *   plainly, `null` and other values as Go's `json.Marshal` (arrays in order,
 *   object keys sorted, `<`, `>`, `&` escaped).
 * - The detail is appended when it is not empty.
 *
 * Never throws; fields of the wrong type are rendered as Go would render
 * their zero value.
 *
 * @example
 * formatFieldError({ type: 'FieldValueInvalid', field: 'spec.parallelism', badValue: -1,
 *   detail: 'must be greater than or equal to 0' })
 * //=> 'spec.parallelism: Invalid value: -1: must be greater than or equal to 0'
 * formatFieldError({ type: 'FieldValueRequired', field: 'spec.selector', detail: '' })
 * //=> 'spec.selector: Required value'
 * formatFieldError({ type: 'FieldValueInvalid', field: 'values', badValue: ['x', 'y'], detail: 'bad' })
 * //=> 'values: Invalid value: ["x","y"]: bad'
 */
export const formatFieldError = (e: FieldError): string => {
  const out = guardedFormat(e)
  if (out !== OVER_BUDGET) return out
  if (typeof e !== 'object' || e === null) return formatFieldErrorUnguarded(e)
  // The error is unreadable (a proxy that throws) or too large to copy (a bad value whose objects share
  // children, as YAML aliases do, expands past the guard's node budget):
  // its other fields are printed, the value as a clear placeholder.
  const text = (k: string): string => {
    const v = optionOf(e, k)
    return typeof v === 'string' ? v : ''
  }
  return formatFieldErrorUnguarded({
    type: text('type'),
    field: text('field'),
    detail: text('detail'),
    badValue: null,
    badValueText: TOO_LARGE_VALUE_TEXT,
  } as FieldError)
}

/**
 * What {@link formatFieldError} prints for the bad value of an error it
 * cannot copy: one larger than the boundary guard's node budget (counted as
 * Go would print it, shared children once per path), or unreadable.
 *
 * @example
 * TOO_LARGE_VALUE_TEXT // '<value not printed: unreadable, or more than 4000000 nodes>'
 */
export const TOO_LARGE_VALUE_TEXT = `<value not printed: unreadable, or more than ${DEFAULT_NODE_BUDGET} nodes>`

const OVER_BUDGET = '\u0000over budget'
const guardedFormat = /* @__PURE__ */ guarded(
  () => '',
  (e: FieldError): string => ((e as unknown) === null ? OVER_BUDGET : formatFieldErrorUnguarded(e)),
)
