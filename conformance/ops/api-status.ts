/**
 * The API server's answer shape for the create/update ops, shared by the
 * oracle (ops_job.go) and the library adapters. This is the shape the
 * library's coming `dryRunCreateJob` / `dryRunUpdateJob` return, so that
 * they can later be compared with a plain deep-equal:
 *
 *   { outcome: { ok: true, object } | { ok: false, status: ApiStatusError }, warnings: string[] }
 *   ApiStatusError = { code, reason, message, errors: [{ type, field, detail, badValue? }] }
 *
 * `message` is the server's Status.message byte for byte; `errors` are the
 * field errors behind an Invalid (422) answer ([] for other answers);
 * `badValue` is present where the rendered message shows the value.
 */
import { formatFieldError, type FieldError } from '../../src/field/index'
import { goQuote } from '../../src/field/go-format'

export interface ApiFieldError {
  readonly type: string
  readonly field: string
  readonly detail: string
  readonly badValue?: unknown
}

export interface ApiStatusError {
  readonly code: number
  readonly reason: string
  readonly message: string
  readonly errors: ApiFieldError[]
}

export type Outcome = { readonly ok: true; readonly object: unknown } | { readonly ok: false; readonly status: ApiStatusError }

export interface WriteResult {
  readonly outcome: Outcome
  readonly warnings: string[]
}

const VALUE_SHOWN = new Set(['FieldValueInvalid', 'FieldValueTypeInvalid', 'FieldValueNotSupported', 'FieldValueNotFound', 'FieldValueDuplicate', 'FieldValueTooMany', 'FieldValueTooFew'])

/** A library FieldError in the answer's shape. */
export const apiFieldError = (e: FieldError): ApiFieldError => ({
  type: e.type,
  field: e.field,
  detail: e.detail,
  ...(VALUE_SHOWN.has(e.type) && e.badValue !== undefined ? { badValue: e.badValue } : {}),
})

/**
 * `apierrors.NewInvalid(Job.batch, name, errs)`: its message is
 * `Job.batch "<name>" is invalid: <e>` for one distinct error and
 * `… is invalid: [<e1>, <e2>]` for several.
 */
export const invalidStatus = (name: string, errs: readonly FieldError[]): ApiStatusError => {
  const distinct = [...new Set(errs.map(formatFieldError))]
  const agg = distinct.length === 1 ? distinct[0] : `[${distinct.join(', ')}]`
  return { code: 422, reason: 'Invalid', message: `Job.batch ${goQuote(name)} is invalid: ${agg}`, errors: errs.map(apiFieldError) }
}
