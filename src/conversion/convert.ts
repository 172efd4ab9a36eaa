/**
 * Conversion of Jobs between extensions/v1beta1, the internal hub and
 * batch/v1.
 *
 * The Job is decoded once into the typed model of its version (unknown
 * fields kept), converted on the model (`./model.ts`) and written as Go
 * marshals it, with the empty lists and maps the user wrote kept:
 *
 * - batch/v1 ⇄ internal: 1:1, only `apiVersion` is dropped/added.
 * - extensions/v1beta1 ⇄ internal: `autoSelector` and `manualSelector` are
 *   each other's negation by {@link negateSelectorFlag}; every other field,
 *   known or not, is carried over. The batch/v1-only spec fields
 *   (`backoffLimit`, `podFailurePolicy`, …) that a v1beta1 object cannot
 *   declare are kept as unknown fields of the v1beta1 spec, so a round trip
 *   through v1beta1 loses nothing but the unset≡false distinction.
 * - The result is the Job as Go writes it: fields in Go's order, `null`s and
 *   zero `omitempty` values left out, `metadata` and `status` always there,
 *   quantities canonical. A value the decoder cannot read into the Go types
 *   (which the API server would reject; `decodeJob` reports it) is left
 *   out, as Go's decoder leaves the field at its zero value.
 *
 * @module
 */
import { decodeStruct } from '../wire/decode'
import { withUnknownFieldsOf } from '../wire/unknown-fields'
import { encodeStruct, type EncodeOptions } from '../wire/encode'
import { ownValue } from '../wire/read'
import { JobSchema } from '../job/generated/batch-schema'
import type * as model from '../job/generated/model'
import type { AnyJobInput } from '../job/input-types'
import type { Job, JobV1beta1 } from '../job/types'
import { JobV1beta1Schema } from '../job/v1beta1-schema'
import type { InternalJob } from './internal-job'
import { v1beta1ToV1, v1ToV1beta1 } from './model'
import { guarded } from '../wire/guard'

/** As a Job the pipelines read: unknown fields and empty lists and maps kept, maps in the input's order. */
const AS_WRITTEN: EncodeOptions = { unknownFields: 'keep', emptyCollections: 'keep', mapOrder: 'keep' }

/**
 * Any input as the batch/v1 (hub) model: decoded by its own `apiVersion`
 * (extensions/v1beta1, else batch/v1's field set), unknown fields kept. A
 * value the decoder cannot read into the Go types is left at Go's zero
 * value, as the decoder leaves it (`decodeJob` reports it).
 */
const hubModel = (input: unknown): model.Job => {
  const v1beta1 = typeof input === 'object' && input !== null && ownValue(input, 'apiVersion') === 'extensions/v1beta1'
  return v1beta1
    ? v1beta1ToV1(decodeStruct(JobV1beta1Schema, input, { unknownFields: 'keep' }).value).value
    : decodeStruct(JobSchema, input, { unknownFields: 'keep' }).value
}

/** The hub model written in a wire version (or, for `undefined`, as the internal form: no `apiVersion`). */
const encodeIn = (job: model.Job, apiVersion: 'batch/v1' | 'extensions/v1beta1' | undefined): unknown => {
  if (apiVersion === 'extensions/v1beta1') {
    const beta = v1ToV1beta1(job)
    return encodeStruct(JobV1beta1Schema, withUnknownFieldsOf({ ...beta, kind: 'Job' }, beta), AS_WRITTEN)
  }
  return encodeStruct(
    JobSchema,
    withUnknownFieldsOf({ ...job, kind: 'Job', apiVersion: apiVersion ?? '' }, job),
    AS_WRITTEN,
  )
}

/** `toInternal` before the boundary guard. */
const toInternalUnguarded = (input: AnyJobInput): InternalJob => encodeIn(hubModel(input), undefined) as InternalJob

/** `fromInternal` before the boundary guard. */
const fromInternalUnguarded = (job: InternalJob, apiVersion: 'batch/v1' | 'extensions/v1beta1'): Job | JobV1beta1 =>
  encodeIn(
    decodeStruct(JobSchema, job, { unknownFields: 'keep' }).value,
    apiVersion === 'extensions/v1beta1' ? apiVersion : 'batch/v1',
  ) as Job | JobV1beta1

/** `convertJob` before the boundary guard. */
const convertJobUnguarded = (job: AnyJobInput, apiVersion: 'batch/v1' | 'extensions/v1beta1'): Job | JobV1beta1 =>
  encodeIn(hubModel(job), apiVersion === 'extensions/v1beta1' ? apiVersion : 'batch/v1') as Job | JobV1beta1

/**
 * Converts a batch/v1 or extensions/v1beta1 Job to the internal hub form.
 * Values that are not Jobs are read as an empty Job (never thrown on).
 *
 * @example
 * toInternal({ apiVersion: 'extensions/v1beta1', kind: 'Job', spec: { template: {} } })
 * // { kind: 'Job', metadata: {}, spec: { manualSelector: true, template: { metadata: {}, spec: { containers: null } } },
 * //   status: {} }
 */
export const toInternal = /* @__PURE__ */ guarded(() => ({}) as InternalJob, toInternalUnguarded)

/**
 * Converts an internal Job to a wire version.
 *
 * @example
 * fromInternal({ kind: 'Job', spec: { template: {} } }, 'extensions/v1beta1').spec
 * // { autoSelector: true, template: { metadata: {}, spec: { containers: null } } }
 */
export const fromInternal = /* @__PURE__ */ guarded(() => ({}) as Job, fromInternalUnguarded)

/**
 * Converts a Job to the given wire version through the internal form.
 * Converting to the Job's own version writes the Job as Go does (see the
 * module notes; the result is a fixed point) and, for extensions/v1beta1,
 * normalises `autoSelector: false` to unset.
 *
 * @example
 * convertJob({ apiVersion: 'extensions/v1beta1', kind: 'Job', spec: { template: {}, autoSelector: true } }, 'batch/v1')
 * // { kind: 'Job', apiVersion: 'batch/v1', metadata: {}, spec: { template: { metadata: {}, spec: { containers: null } } },
 * //   status: {} }
 */
export const convertJob: (job: AnyJobInput, apiVersion: 'batch/v1' | 'extensions/v1beta1') => Job | JobV1beta1 =
  /* @__PURE__ */ guarded(() => ({}) as Job, convertJobUnguarded)
