/**
 * The Kubernetes field-error vocabulary shared by every module.
 *
 * Mirrors `k8s.io/apimachinery/pkg/util/validation/field.Error`: a type, the
 * path of the offending field, the value that was wrong and a human detail.
 *
 * @module
 */

/**
 * The `field.ErrorType` strings of apimachinery.
 *
 * @example
 * const t: FieldErrorType = 'FieldValueRequired'
 */
export type FieldErrorType =
  | 'FieldValueNotFound'
  | 'FieldValueRequired'
  | 'FieldValueDuplicate'
  | 'FieldValueInvalid'
  | 'FieldValueNotSupported'
  | 'FieldValueForbidden'
  | 'FieldValueTooLong'
  | 'FieldValueTooMany'
  | 'InternalError'
  | 'FieldValueTypeInvalid'

/**
 * One problem with one field, as Kubernetes reports it.
 *
 * `badValue` absent means Go's `field.Required`/`Forbidden`-style errors whose
 * value is omitted from the rendered text.
 *
 * @example
 * const e: FieldError = {
 *   type: 'FieldValueInvalid',
 *   field: 'spec.parallelism',
 *   badValue: -1,
 *   detail: 'must be greater than or equal to 0',
 * }
 */
export interface FieldError {
  readonly type: FieldErrorType
  readonly field: string
  readonly badValue?: unknown
  readonly detail: string
  /** Upstream `origin` (e.g. `format=k8s-label-key`); informational only. */
  readonly origin?: string
  /**
   * How {@link formatFieldError} renders a string `badValue`. Go prints a
   * plain `string` with `%q`, but a value of a *named* string type (such as
   * `metav1.LabelSelectorOperator` or `batch.RestartPolicy`) goes through
   * `json.Marshal`, which escapes `<`, `>` and `&` and keeps non-printable
   * Unicode raw. Set `'json'` for those; absent means `%q`.
   */
  readonly badValueEncoding?: 'json'
  /**
   * Go's text of `badValue` where the value alone does not fix it: a Go
   * struct prints its fields in declaration order, not sorted as a map's
   * keys. When set, {@link formatFieldError} prints it verbatim.
   */
  readonly badValueText?: string
}
