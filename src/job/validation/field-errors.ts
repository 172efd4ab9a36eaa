/**
 * Field paths and `field.Error` constructors, with apimachinery's exact
 * detail texts (`k8s.io/apimachinery/pkg/util/validation/field`).
 *
 * Paths are plain strings rendered as Go's `field.Path.String()` does:
 * children joined with `.`, list indexes as `[i]`, map keys as `[key]`
 * (unquoted).
 *
 * @module
 */
import type { FieldError } from '../../field/index'

/** `fldPath.Child(name)`. */
export const child = (path: string, name: string): string => (path === '' ? name : `${path}.${name}`)

/** `fldPath.Index(i)`. */
export const index = (path: string, i: number): string => `${path}[${i}]`

/** `fldPath.Key(k)`. */
export const key = (path: string, k: string): string => `${path}[${k}]`

/** `field.Required(path, detail)`: the bad value is not part of the error. */
export const required = (field: string, detail = ''): FieldError => ({
  type: 'FieldValueRequired',
  field,
  detail,
})

/** `field.Forbidden(path, detail)`. */
export const forbidden = (field: string, detail: string): FieldError => ({
  type: 'FieldValueForbidden',
  field,
  detail,
})

/** `field.Invalid(path, value, detail)`. */
export const invalid = (field: string, badValue: unknown, detail: string): FieldError => ({
  type: 'FieldValueInvalid',
  field,
  badValue,
  detail,
})

/** `field.Invalid(path, field.OmitValueType{}, detail)`: value not printed. */
export const invalidOmitValue = (field: string, detail: string): FieldError => ({
  type: 'FieldValueInvalid',
  field,
  detail,
})

/** `field.Duplicate(path, value)`. */
export const duplicate = (field: string, badValue: unknown): FieldError => ({
  type: 'FieldValueDuplicate',
  field,
  badValue,
  detail: '',
})

/**
 * `field.NotSupported(path, value, valid)`: detail
 * `supported values: "a", "b"` (empty when no values are listed).
 */
export const notSupported = (
  field: string,
  badValue: unknown,
  valid: readonly string[],
): FieldError => ({
  type: 'FieldValueNotSupported',
  field,
  badValue,
  detail: valid.length === 0 ? '' : `supported values: ${valid.map((v) => `"${v}"`).join(', ')}`,
})

/** `field.TooMany(path, actual, max)`: `must have at most N items`. */
export const tooMany = (field: string, actual: number, max: number): FieldError => ({
  type: 'FieldValueTooMany',
  field,
  badValue: actual,
  detail: `must have at most ${max} items`,
})

/** `field.TooLong(path, "", max)`: `may not be more than N bytes`. */
export const tooLong = (field: string, max: number): FieldError => ({
  type: 'FieldValueTooLong',
  field,
  badValue: '',
  detail: `may not be more than ${max} bytes`,
})

/**
 * A value of the wrong JSON type (what Go's decoder would reject before
 * validation runs). Not an upstream validation error; the detail names the
 * expected type.
 */
export const typeInvalid = (field: string, badValue: unknown, expected: string): FieldError => ({
  type: 'FieldValueTypeInvalid',
  field,
  badValue,
  detail: `must be of type ${expected}`,
})

/** The detail of `ValidateImmutableField`. */
export const FIELD_IMMUTABLE = 'field is immutable'

/** The detail of `ValidateNonnegativeField` (`content.MinError(0)`). */
export const MIN_ZERO = 'must be greater than or equal to 0'

/** `ValidateNonnegativeField(value, path)`. */
export const nonNegative = (field: string, value: number | undefined): FieldError[] =>
  value !== undefined && value < 0 ? [invalid(field, value, MIN_ZERO)] : []

/**
 * Marks a string bad value as a Go *named* string type (an enum such as
 * `batch.CompletionMode`), which Go renders with `json.Marshal` rather than
 * `%q`.
 */
export const named = (e: FieldError): FieldError => ({ ...e, badValueEncoding: 'json' })
