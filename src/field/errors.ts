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
import type { FieldError } from './field-error'

/**
 * `fldPath.Child(name)`.
 *
 * @example
 * child('spec', 'selector') // 'spec.selector'
 */
export const child = (path: string, name: string): string => (path === '' ? name : `${path}.${name}`)

/**
 * `fldPath.Index(i)`.
 *
 * @example
 * index('spec.podFailurePolicy.rules', 0) // 'spec.podFailurePolicy.rules[0]'
 */
export const index = (path: string, i: number): string => `${path}[${i}]`

/**
 * `fldPath.Key(k)` (the key is not quoted).
 *
 * @example
 * key('spec.template.metadata.labels', 'job-name') // 'spec.template.metadata.labels[job-name]'
 */
export const key = (path: string, k: string): string => `${path}[${k}]`

/**
 * `field.Required(path, detail)`: the bad value is not part of the error.
 *
 * @example
 * required('spec.selector') // { type: 'FieldValueRequired', field: 'spec.selector', detail: '' }
 */
export const required = (field: string, detail = ''): FieldError => ({
  type: 'FieldValueRequired',
  field,
  detail,
})

/**
 * `field.Forbidden(path, detail)`.
 *
 * @example
 * forbidden('metadata.namespace', 'not allowed on this type').type // 'FieldValueForbidden'
 */
export const forbidden = (field: string, detail: string): FieldError => ({
  type: 'FieldValueForbidden',
  field,
  detail,
})

/**
 * `field.Invalid(path, value, detail)`.
 *
 * @example
 * invalid('spec.parallelism', -1, MIN_ZERO).badValue // -1
 */
export const invalid = (field: string, badValue: unknown, detail: string): FieldError => ({
  type: 'FieldValueInvalid',
  field,
  badValue,
  detail,
})

/**
 * `field.Invalid(path, field.OmitValueType{}, detail)`: the value is not printed.
 *
 * @example
 * 'badValue' in invalidOmitValue('spec.podFailurePolicy.rules[0]', 'x') // false
 */
export const invalidOmitValue = (field: string, detail: string): FieldError => ({
  type: 'FieldValueInvalid',
  field,
  detail,
})

/**
 * `field.Duplicate(path, value)`.
 *
 * @example
 * duplicate('spec.template.spec.containers[1].name', 'a').detail // ''
 */
export const duplicate = (field: string, badValue: unknown): FieldError => ({
  type: 'FieldValueDuplicate',
  field,
  badValue,
  detail: '',
})

/**
 * `field.NotSupported(path, value, valid)`: detail
 * `supported values: "a", "b"` (empty when no values are listed).
 *
 * @example
 * notSupported('spec.completionMode', 'X', ['NonIndexed', 'Indexed']).detail
 * // 'supported values: "NonIndexed", "Indexed"'
 */
export const notSupported = (field: string, badValue: unknown, valid: readonly string[]): FieldError => ({
  type: 'FieldValueNotSupported',
  field,
  badValue,
  detail: valid.length === 0 ? '' : `supported values: ${valid.map((v) => `"${v}"`).join(', ')}`,
})

/**
 * `field.TooMany(path, actual, max)`: `must have at most N items`.
 *
 * @example
 * tooMany('spec.successPolicy.rules', 21, 20).detail // 'must have at most 20 items'
 */
export const tooMany = (field: string, actual: number, max: number): FieldError => ({
  type: 'FieldValueTooMany',
  field,
  badValue: actual,
  detail: `must have at most ${max} items`,
})

/**
 * `field.TooLong(path, "", max)`: `may not be more than N bytes`.
 *
 * @example
 * tooLong('spec.managedBy', 63).detail // 'may not be more than 63 bytes'
 */
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
 *
 * @example
 * typeInvalid('spec.parallelism', 'x', 'int32').detail // 'must be of type int32'
 */
export const typeInvalid = (field: string, badValue: unknown, expected: string): FieldError => ({
  type: 'FieldValueTypeInvalid',
  field,
  badValue,
  detail: `must be of type ${expected}`,
})

/**
 * The detail of `ValidateImmutableField`.
 *
 * @example
 * FIELD_IMMUTABLE // 'field is immutable'
 */
export const FIELD_IMMUTABLE = 'field is immutable'

/**
 * The detail of `ValidateNonnegativeField` (`content.MinError(0)`).
 *
 * @example
 * MIN_ZERO // 'must be greater than or equal to 0'
 */
export const MIN_ZERO = 'must be greater than or equal to 0'

/**
 * `ValidateNonnegativeField(value, path)`; `undefined` (unset) is fine.
 *
 * @example
 * nonNegative('spec.backoffLimit', -1).length // 1
 * nonNegative('spec.backoffLimit', undefined) // []
 */
export const nonNegative = (field: string, value: number | undefined): FieldError[] =>
  value !== undefined && value < 0 ? [invalid(field, value, MIN_ZERO)] : []

/**
 * Marks a string bad value as a Go *named* string type (an enum such as
 * `batch.CompletionMode`), which Go renders with `json.Marshal` rather than
 * `%q`.
 *
 * @example
 * named(notSupported('spec.completionMode', 'X', [])).badValueEncoding // 'json'
 */
export const named = (e: FieldError): FieldError => ({ ...e, badValueEncoding: 'json' })
