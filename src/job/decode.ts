/**
 * `decodeJob`: parsed JSON/YAML → a typed Job of either wire version, or the
 * Kubernetes-style field errors that say what is wrong and where. The one
 * decoder is src/wire/decode.ts; this adds the version choice.
 *
 * Error vocabulary (see docs/jobs.md):
 * - a missing `apiVersion` or `kind`: `FieldValueRequired` at its path, no detail;
 * - a value of the wrong JSON type or out of Go's integer range:
 *   `FieldValueTypeInvalid` with the value and e.g. `must be of type int32`
 *   (upstream's JSON decoder says `json: cannot unmarshal string into Go
 *   struct field JobSpec.spec.parallelism of type int32`);
 * - an unknown `apiVersion` or `kind`: `FieldValueNotSupported` listing the
 *   supported values.
 *
 * @module
 */
import * as E from '../wire/either'
import type { FieldError } from '../field/index'
import { jobWithoutDates } from '../wire/dates'
import { caught, unreadableJob } from '../wire/guard'
import { ownValue } from '../wire/read'
import type { StructSchema } from '../wire/schema'
import { JOB_API_VERSIONS } from './constants'
import { JobSchema } from './generated/batch-schema'
import type { Job, JobV1beta1 } from './types'
import { JobV1beta1Schema } from './v1beta1-schema'
import { decodeModel } from './validation/decoded'
import { isStruct as isObject } from '../wire/shape'

const supported = (values: readonly string[]): string =>
  `supported values: ${values.map((v) => JSON.stringify(v)).join(', ')}`

const headerError = (field: 'apiVersion' | 'kind', value: unknown, allowed: readonly string[]): FieldError[] => {
  if (value === undefined || value === null) return [{ type: 'FieldValueRequired', field, detail: '' }]
  if (typeof value !== 'string') {
    return [{ type: 'FieldValueTypeInvalid', field, badValue: value, detail: 'must be of type string' }]
  }
  return allowed.includes(value)
    ? []
    : [{ type: 'FieldValueNotSupported', field, badValue: value, detail: supported(allowed) }]
}

/**
 * The part of {@link jobDecodeErrors} that picks the version: a
 * non-object, a missing or unsupported `apiVersion`/`kind`.
 *
 * @example
 * jobHeaderErrors({ apiVersion: 'batch/v1', kind: 'Job' }, ['batch/v1']) // []
 */
export const jobHeaderErrors = (input: unknown, apiVersions: readonly string[]): FieldError[] => {
  if (!isObject(input)) {
    return [{ type: 'FieldValueTypeInvalid', field: '', badValue: input, detail: 'must be of type object' }]
  }
  return [
    ...headerError('apiVersion', ownValue(input, 'apiVersion'), apiVersions),
    ...headerError('kind', ownValue(input, 'kind'), ['Job']),
  ]
}

/**
 * What decoding `input` as a Job of one of `apiVersions` finds wrong: a
 * non-object, a missing or unsupported `apiVersion`/`kind`, then every
 * value the wire decoder (src/wire/decode.ts) cannot read into the Job's
 * Go types — as field errors; `[]` when the input decodes. Fields Go
 * leaves at their zero value when absent are not required.
 *
 * @example
 * jobDecodeErrors({ apiVersion: 'batch/v1', kind: 'Job', spec: { parallelism: 'x' } }, ['batch/v1'])
 * // [{ type: 'FieldValueTypeInvalid', field: 'spec.parallelism', badValue: 'x', detail: 'must be of type int32' }]
 */
export const jobDecodeErrors = (input: unknown, apiVersions: readonly string[]): FieldError[] => {
  const header = jobHeaderErrors(input, apiVersions)
  if (header.length > 0 || !isObject(input)) return header
  const apiVersion = ownValue(input, 'apiVersion')
  const schema = (apiVersion === 'batch/v1' ? JobSchema : JobV1beta1Schema) as StructSchema
  return decodeModel(schema, input, '', true).typeErrors
}

/** `decodeJob` before the boundary guard. */
const decodeJobUnguarded = (input: unknown): E.Either<FieldError[], Job | JobV1beta1> => {
  const errors = jobDecodeErrors(input, JOB_API_VERSIONS)
  return errors.length > 0 ? E.left(errors) : E.right(jobWithoutDates(input) as Job | JobV1beta1)
}

/**
 * Decodes a parsed JSON/YAML value into a batch/v1 or extensions/v1beta1 Job,
 * chosen by its `apiVersion`, through the wire decoder (Go's rules: own data
 * properties only, `null` and absent fields as Go's zero values). The Job
 * comes back as given (`Date`s as the API server stores them); unknown
 * fields are kept; every problem is reported, never thrown.
 *
 * @example
 * import * as E from '../wire/either'
 * decodeJob({ apiVersion: 'batch/v1', kind: 'Job', spec: { template: {} } }) // right(the same object)
 * decodeJob({ apiVersion: 'batch/v2', kind: 'Job', spec: { template: {} } })
 * // left([{ type: 'FieldValueNotSupported', field: 'apiVersion', badValue: 'batch/v2',
 * //         detail: 'supported values: "batch/v1", "extensions/v1beta1"' }])
 */
export const decodeJob = /* @__PURE__ */ caught(() => E.left(unreadableJob), decodeJobUnguarded)
