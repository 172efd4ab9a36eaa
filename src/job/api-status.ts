/**
 * The API server's failure answers (`metav1.Status`) for the create and
 * update paths of Jobs, as `apierrors` builds them.
 *
 * @module
 */
import type { FieldError } from '../field/index'
import { goQuote } from '../field/go-format'
import { aggregateMessage } from '../labels/requirement'
import { formatFieldErrorUnguarded as formatFieldError } from '../field/format'
import { LATEST_MINOR, MINOR_RULES } from '../profile/minor-rules'

/**
 * A failure as the API server answers it: the HTTP code, `Status.reason`,
 * `Status.message` byte for byte and, for a 422 `Invalid`, the field errors
 * behind it (`[]` for other answers).
 *
 * - 400 `BadRequest`: the body could not be decoded (syntax, JSON types,
 *   strict field validation), or its namespace or name is not the request's;
 * - 404 `NotFound`: an update of a Job storage does not hold;
 * - 409 `Conflict`: a uid precondition or a stale `resourceVersion`;
 * - 422 `Invalid`: validation (or an unsupported `fieldValidation`);
 * - 500 (reason `''`): what the server answers for a `resourceVersion` that is
 *   not a number, or one set on a create.
 *
 * @example
 * const s: ApiStatusError = { code: 400, reason: 'BadRequest', message: 'the namespace of the provided object does not match the namespace sent on the request', errors: [] }
 */
export interface ApiStatusError {
  readonly code: 400 | 404 | 409 | 422 | 500
  readonly reason: 'BadRequest' | 'NotFound' | 'Conflict' | 'Invalid' | ''
  /** `Status.message`, e.g. `Job.batch "pi" is invalid: spec.template.spec.containers[0].image: Required value`. */
  readonly message: string
  /** The causes of a 422, as field errors. */
  readonly errors: readonly FieldError[]
}

/**
 * `apierrors.NewBadRequest(message)`.
 *
 * @example
 * badRequest('name must be provided').code // 400
 */
export const badRequest = (message: string): ApiStatusError => ({
  code: 400,
  reason: 'BadRequest',
  message,
  errors: [],
})

/** A `field.Path` bad value as 1.33 prints it (`%#v`), with its parent's address. */
const FIELD_PATH_POINTER = '(*field.Path)(0x'

/**
 * The aggregate text of `NewInvalid` (duplicates dropped, as
 * `aggregateMessage`), except that an error printing a `field.Path` with its
 * parent's address is never a duplicate: each validation of a field builds
 * its own path, so two such errors differ in Go (1.33 lists both; the
 * address is normalised away in what we print).
 */
const invalidMessage = (errs: readonly FieldError[]): string => {
  const seen = new Set<string>()
  const parts: string[] = []
  for (const e of errs) {
    const msg = formatFieldError(e)
    if (!msg.includes(FIELD_PATH_POINTER)) {
      if (seen.has(msg)) continue
      seen.add(msg)
    }
    parts.push(msg)
  }
  return parts.length === 0 ? '' : parts.length === 1 ? (parts[0] ?? '') : `[${parts.join(', ')}]`
}

/**
 * `apierrors.NewInvalid(kind, name, errs)`: `<kind> "<name>" is invalid: <e>`
 * for one distinct error, `… is invalid: [<e1>, <e2>]` for several.
 *
 * @example
 * invalidStatus('Job.batch', 'pi', [{ type: 'FieldValueRequired', field: 'spec.template.spec.containers', detail: '' }]).message
 * //=> 'Job.batch "pi" is invalid: spec.template.spec.containers: Required value'
 */
export const invalidStatus = (qualifiedKind: string, name: string, errs: readonly FieldError[]): ApiStatusError => {
  const agg = invalidMessage(errs)
  return {
    code: 422,
    reason: 'Invalid',
    message:
      agg === ''
        ? `${qualifiedKind} ${goQuote(name)} is invalid`
        : `${qualifiedKind} ${goQuote(name)} is invalid: ${agg}`,
    errors: errs,
  }
}

/**
 * The answer of a dry run whose cluster profile is invalid (the library's
 * own, no server answers it): a 400 `invalid cluster profile: <errors>`
 * carrying the profile's field errors.
 *
 * @example
 * profileStatus([{ type: 'FieldValueNotSupported', field: 'profile.kubernetesVersion', badValue: '1.30', detail: 'supported values: "1.33", "1.37"' }]).message
 * //=> 'invalid cluster profile: profile.kubernetesVersion: Unsupported value: "1.30": supported values: "1.33", "1.37"'
 */
export const profileStatus = (errs: readonly FieldError[]): ApiStatusError => ({
  code: 400,
  reason: 'BadRequest',
  message: `invalid cluster profile: ${aggregateMessage(errs)}`,
  errors: errs,
})

/**
 * `apierrors.NewConflict(<resource>, name, err)`: `Operation cannot be fulfilled on jobs.batch "<name>": <detail>`
 * (`resource` default `jobs.batch`).
 *
 * @example
 * conflictStatus('pi', 'the object has been modified; please apply your changes to the latest version and try again').code // 409
 */
export const conflictStatus = (name: string, detail: string, resource = 'jobs.batch'): ApiStatusError => ({
  code: 409,
  reason: 'Conflict',
  message: `Operation cannot be fulfilled on ${resource} ${goQuote(name)}: ${detail}`,
  errors: [],
})

/**
 * A plain Go error the server answers as HTTP 500 with an empty reason.
 *
 * @example
 * internalStatus('strconv.ParseUint: parsing "abc": invalid syntax').code // 500
 */
export const internalStatus = (message: string): ApiStatusError => ({ code: 500, reason: '', message, errors: [] })

/**
 * `JSON.stringify` of plain data without its hooks: a `toJSON` planted on
 * `Object.prototype` must not make every error the same key (own
 * enumerable properties only; a primitive string never consults `toJSON`).
 */
const plainJson = (v: unknown): string => {
  if (typeof v !== 'object' || v === null) return v === undefined ? 'null' : JSON.stringify(v)
  if (Array.isArray(v)) {
    let out = '['
    for (let i = 0; i < v.length; i++) out += (i > 0 ? ',' : '') + plainJson(Object.hasOwn(v, i) ? v[i] : null)
    return `${out}]`
  }
  let out = '{'
  let first = true
  for (const k of Object.keys(v)) {
    out += `${first ? '' : ','}${JSON.stringify(k)}:${plainJson((v as Record<string, unknown>)[k])}`
    first = false
  }
  return `${out}}`
}

const errorKey = (e: FieldError): string | undefined => {
  try {
    return plainJson([e.type, e.field, e.detail, e.badValue === undefined ? null : e.badValue])
  } catch {
    return undefined
  }
}

/**
 * The field errors the server's answer lists: an error identical to an
 * earlier one (type, field, value and detail) is listed once, as the
 * API server's answers do from Kubernetes 1.37 on (`minor`, default 37;
 * older minors list every error as often as validation found it).
 *
 * @example
 * const e: FieldError = { type: 'FieldValueRequired', field: 'spec.template.spec.containers', detail: '' }
 * distinctFieldErrors([e, e]).length // 1
 */
export const distinctFieldErrors = (errs: readonly FieldError[], minor = LATEST_MINOR): FieldError[] => {
  if (minor < MINOR_RULES.distinctErrors) return [...errs]
  const seen = new Set<string>()
  const out: FieldError[] = []
  for (const e of errs) {
    const key = errorKey(e)
    if (key !== undefined) {
      if (seen.has(key)) continue
      seen.add(key)
    }
    out.push(e)
  }
  return out
}
