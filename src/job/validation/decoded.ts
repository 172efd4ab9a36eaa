/**
 * The entry of Job validation: any input decoded once, through the wire
 * boundary (src/wire/decode.ts), into the typed batch/v1 model that every
 * rule reads — the analogue of Go's internal `batch.Job` after decoding.
 * What the decoder found wrong comes back as field errors: a value of the
 * wrong JSON type as `FieldValueTypeInvalid` (`must be of type int32`,
 * read as unset), a value Go's decoder stops at (a quantity, a timestamp)
 * with Go's error text, a value JSON cannot express (a cycle, an accessor)
 * with the decoder's text.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { ObjectMetaSchema } from '../../core/generated/meta-schema'
import type * as meta from '../../core/generated/meta-model'
import { decodeStruct } from '../../wire/decode'
import type { DecodeIssue } from '../../wire/decode-issue'
import type { StructSchema } from '../../wire/schema'
import { JobSchema } from '../generated/batch-schema'
import type * as model from '../generated/model'
import { child, typeInvalid } from './field-errors'

/**
 * A decoded value and the decode errors found on the way.
 *
 * @example
 * decodeJobModel({ spec: { parallelism: 'x' } }).typeErrors[0]?.field // 'spec.parallelism'
 */
export interface DecodedModel<T> {
  readonly value: T
  readonly typeErrors: FieldError[]
}

/** `decodeJob`'s detail for a number outside a Go integer type (or not whole). */
const wholeNumberDetail = (type: string): string =>
  type === 'int32'
    ? 'must be a whole number from -2147483648 to 2147483647 (Go type int32)'
    : 'must be a whole number from -9223372036854775808 to 9223372036854775807 (Go type int64)'

/**
 * A decode issue under `base` as a field error (strict-mode issues are not
 * errors here). With `wholeNumbers`, a number out of an integer field's
 * range says so (`decodeJob`'s vocabulary).
 *
 * @example
 * issueError({ kind: 'type', path: 'a', message: '…', value: 'x', expected: 'int32' }, 'spec', false)?.field // 'spec.a'
 */
export const issueError = (i: DecodeIssue, base: string, wholeNumbers: boolean): FieldError | undefined => {
  if (i.kind === 'unknownField' || i.kind === 'duplicateField') return undefined
  const rel = i.fieldPath ?? i.path
  const field = rel === '' ? base : base === '' ? rel : rel.startsWith('[') ? `${base}${rel}` : child(base, rel)
  if (i.expected !== undefined) {
    if (wholeNumbers && typeof i.value === 'number' && (i.expected === 'int32' || i.expected === 'int64')) {
      return { type: 'FieldValueTypeInvalid', field, badValue: i.value, detail: wholeNumberDetail(i.expected) }
    }
    return typeInvalid(field, i.value, i.expected)
  }
  return i.kind === 'limit'
    ? { type: 'FieldValueInvalid', field, detail: i.message }
    : { type: 'FieldValueTypeInvalid', field, detail: i.message }
}

/**
 * Decodes `input` with `schema`, its decode issues as field errors under `base`.
 *
 * @example
 * decodeModel(ObjectMetaSchema, { name: 7 }, 'metadata').typeErrors[0]?.detail // 'must be of type string'
 */
export const decodeModel = <T>(
  schema: StructSchema<T>,
  input: unknown,
  base: string,
  wholeNumbers = false,
  minor?: number,
): DecodedModel<T> => {
  const d = decodeStruct(
    schema,
    input,
    minor === undefined ? { unknownFields: 'ignore' } : { unknownFields: 'ignore', minor },
  )
  const typeErrors: FieldError[] = []
  for (const i of d.issues) {
    const e = issueError(i, base, wholeNumbers)
    if (e !== undefined) typeErrors.push(e)
  }
  return { value: d.value, typeErrors }
}

/**
 * Any input as a batch/v1 Job model (`Date`s read as the API server reads
 * timestamps). A non-object input is reported at the root (field `""`) and
 * read as the zero Job. `minor` (a Kubernetes minor number) decodes as that
 * minor's Go types: a field they lack is dropped.
 *
 * @example
 * decodeJobModel(42).typeErrors[0]?.detail // 'must be of type object'
 */
export const decodeJobModel = (input: unknown, minor?: number): DecodedModel<model.Job> => {
  // The decoder reads a `Date` as the API server stores it (whole seconds in a timestamp field).
  const d = decodeModel(JobSchema, input, '', false, minor)
  // Go's decoder reads `null` as the zero Job; a Job to validate must be an object.
  if (input === null || input === undefined) d.typeErrors.unshift(typeInvalid('', input, 'object'))
  return d
}

/**
 * Any input as `metav1.ObjectMeta` at `path`.
 *
 * @example
 * decodeMetaModel({ name: 'a' }, 'metadata').value.name // 'a'
 */
export const decodeMetaModel = (input: unknown, path: string): DecodedModel<meta.ObjectMeta> =>
  decodeModel(ObjectMetaSchema, input, path)

/**
 * `status.startTime` is set: the Job has started.
 *
 * @example
 * jobStarted(decodeJobModel({ status: { startTime: '2026-01-01T00:00:00Z' } }).value) // true
 */
export const jobStarted = (job: model.Job): boolean => job.status.startTime !== undefined
