/**
 * Conversion between the decoded models of the two wire versions, through
 * batch/v1's model (which is the internal hub's field set): `autoSelector`
 * and `manualSelector` are each other's negation ({@link negateSelectorFlag});
 * the batch/v1-only spec fields an extensions/v1beta1 object cannot declare
 * ride along as unknown fields of its spec, and are decoded again as
 * batch/v1 fields on the way back.
 *
 * @module
 */
import { decodeStruct } from '../wire/decode'
import type { Decoded } from '../wire/decode-issue'
import { unknownFieldsOf, withUnknownFields, withUnknownFieldsOf } from '../wire/unknown-fields'
import { encodeStruct } from '../wire/encode'
import { setOwn } from '../wire/read'
import type { JsonValue } from '../wire/values'
import { JobSchema, JobSpecSchema } from '../job/generated/batch-schema'
import type * as model from '../job/generated/model'
import { JobSpecV1beta1Schema, type JobSpecV1beta1Model, type JobV1beta1Model } from '../job/v1beta1-schema'
import { negateSelectorFlag } from './selector-flags'

/** The spec fields the conversion sets itself: extensions/v1beta1's, and `manualSelector`. */
const CONVERTED: ReadonlySet<string> = /* @__PURE__ */ new Set([
  ...JobSpecV1beta1Schema.fields.map((f) => f.json),
  'manualSelector',
])

/**
 * An extensions/v1beta1 Job model as batch/v1's: `manualSelector` is the
 * negated `autoSelector`, and the unknown fields of the v1beta1 spec are
 * decoded as batch/v1 spec fields (a `manualSelector` among them is
 * dropped). The issues are those of that second decode (paths under
 * `spec.`); the Job's own and its other parts' unknown fields are kept.
 *
 * @example
 * declare const beta: JobV1beta1Model
 * v1beta1ToV1(beta).value.spec.manualSelector // true unless autoSelector was true
 */
export const v1beta1ToV1 = (job: JobV1beta1Model): Decoded<model.Job> => {
  const s = job.spec
  const extras: Record<string, unknown> = {}
  for (const [k, v] of unknownFieldsOf(s)) if (k !== 'manualSelector') setOwn(extras, k, v)
  const carried = decodeStruct(JobSchema, { spec: extras }, { unknownFields: 'keep' })
  const base = carried.value.spec
  const spec: model.JobSpec = withUnknownFieldsOf(
    {
      ...base,
      parallelism: s.parallelism,
      completions: s.completions,
      activeDeadlineSeconds: s.activeDeadlineSeconds,
      selector: s.selector,
      manualSelector: negateSelectorFlag(s.autoSelector),
      template: s.template,
    },
    base,
  )
  const value: model.Job = withUnknownFieldsOf(
    { kind: job.kind, apiVersion: 'batch/v1', metadata: job.metadata, spec, status: job.status },
    job,
  )
  return { value, issues: carried.issues }
}

/**
 * A batch/v1 Job model as extensions/v1beta1's: `autoSelector` is the
 * negated `manualSelector`; the batch/v1-only spec fields that are set
 * become unknown fields of the v1beta1 spec (written as Go marshals them,
 * empty lists and maps kept), ahead of the spec's own unknown fields.
 *
 * @example
 * declare const job: model.Job
 * v1ToV1beta1(job).spec.autoSelector // true unless manualSelector was true
 */
export const v1ToV1beta1 = (job: model.Job): JobV1beta1Model => {
  const s = job.spec
  const encoded = encodeStruct(JobSpecSchema, s, { unknownFields: 'keep', emptyCollections: 'keep', mapOrder: 'keep' })
  const rest: Array<readonly [string, JsonValue]> = []
  for (const k of Object.keys(encoded)) if (!CONVERTED.has(k)) rest.push([k, encoded[k] as JsonValue])
  const spec: JobSpecV1beta1Model = withUnknownFields(
    {
      parallelism: s.parallelism,
      completions: s.completions,
      activeDeadlineSeconds: s.activeDeadlineSeconds,
      selector: s.selector,
      autoSelector: negateSelectorFlag(s.manualSelector),
      template: s.template,
    },
    rest,
  )
  return withUnknownFieldsOf(
    { kind: job.kind, apiVersion: 'extensions/v1beta1', metadata: job.metadata, spec, status: job.status },
    job,
  )
}
