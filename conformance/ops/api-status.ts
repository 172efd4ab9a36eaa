/**
 * The API server's answer shape for the create/update ops, shared by the
 * oracle (ops_job.go) and the library adapters: the shape of
 * `dryRunCreateJob` / `dryRunUpdateJob`'s answers with their `Either`
 * written as `ok`, compared with a plain deep-equal:
 *
 *   { outcome: { ok: true, object } | { ok: false, status: ApiStatusError }, warnings: string[] }
 *   ApiStatusError = { code, reason, message, errors: [{ type, field, detail, badValue? }] }
 *
 * `message` is the server's Status.message byte for byte; `errors` are the
 * field errors behind an Invalid (422) answer ([] for other answers);
 * `badValue` is present where the rendered message shows the value.
 */
import type { FieldError } from '../../src/field/index'

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

export type Outcome =
  | { readonly ok: true; readonly object: unknown }
  | { readonly ok: false; readonly status: ApiStatusError }

export interface WriteResult {
  readonly outcome: Outcome
  readonly warnings: string[]
}

const VALUE_SHOWN = new Set([
  'FieldValueInvalid',
  'FieldValueTypeInvalid',
  'FieldValueNotSupported',
  'FieldValueNotFound',
  'FieldValueDuplicate',
  'FieldValueTooMany',
  'FieldValueTooFew',
])

/** A library FieldError in the answer's shape. */
export const apiFieldError = (e: FieldError): ApiFieldError => ({
  type: e.type,
  field: e.field,
  detail: e.detail,
  ...(VALUE_SHOWN.has(e.type) && e.badValue !== undefined ? { badValue: e.badValue } : {}),
})
