/**
 * `createJob`'s and `updateJob`'s paths on the typed model: the request is
 * decoded once (src/wire/decode.ts, unknown fields kept; an
 * extensions/v1beta1 body defaulted and converted on its model), the
 * server-owned metadata set, `SetDefaults_Job` and the pod template
 * defaults applied to the model (`./default-model.ts`), the selector
 * generated and the model validated; the pipelines encode the result once
 * at the end ({@link asJobJson}), as Go marshals it (empty lists and maps
 * the user wrote kept), and the dry-run handlers read its warnings from the
 * model itself.
 *
 * @module
 */
import * as E from '../wire/either'
import { v1beta1ToV1 } from '../conversion/model'
import type { FieldError } from '../field/index'
import { decodeStruct } from '../wire/decode'
import type { DecodeIssue } from '../wire/decode-issue'
import { zeroStruct } from '../wire/zero'
import { encodeStruct, type EncodeOptions } from '../wire/encode'
import { ownValue } from '../wire/read'
import { carriedMetadata } from './carried-metadata'
import { defaultJobModel, defaultJobV1beta1Model, isEmptyLabels, rebuilt } from './default-model'
import { JobSchema, JobSpecSchema, JobStatusSchema } from './generated/batch-schema'
import { ObjectMetaSchema } from '../core/generated/meta-schema'
import type * as model from './generated/model'
import type { ResolvedJobOptions } from './options'
import type { Job } from './types'
import { JobV1beta1Schema } from './v1beta1-schema'
import { issueError } from './validation/decoded'
import { jsonSemanticEqual } from './validation/semantic-equal'
import { dropDisabledTemplateFields } from '../core/validation/drop-disabled'
import type { GateOn } from '../core/validation/drop-gated'

/** As validation reads a Job: unknown fields and the empty lists and maps the user wrote kept, maps in their order. */
const AS_VALIDATED: EncodeOptions = { unknownFields: 'keep', emptyCollections: 'keep', mapOrder: 'keep' }

/**
 * The model as the JSON the pipelines return (see {@link AS_VALIDATED}).
 *
 * @example
 * declare const job: model.Job
 * jobJson(job).spec
 */
export const jobJson = (job: model.Job): Job => encodeStruct(JobSchema, job, AS_VALIDATED) as unknown as Job

/** Decode issues as `decodeJob`'s field errors (strict-mode issues are not errors). */
const issueErrors = (issues: readonly DecodeIssue[]): FieldError[] => {
  const errors: FieldError[] = []
  for (const i of issues) {
    const e = issueError(i, '', true)
    if (e !== undefined) errors.push(e)
  }
  return errors
}

/**
 * A request body (`apiVersion` and `kind` already checked) as the batch/v1
 * model, decoded once with its unknown fields kept; an extensions/v1beta1
 * body is decoded as such, given its own (1.2–1.5) defaults and converted
 * (`src/conversion/model.ts`). Decode problems come back as field errors.
 * `minor` (a Kubernetes minor number) decodes a batch/v1 body as that
 * minor's Go types: a field they lack is an unknown field.
 *
 * @example
 * declare const input: object
 * decodeRequestJob(input)
 */
export const decodeRequestJob = (input: object, minor?: number): E.Either<FieldError[], model.Job> => {
  if (ownValue(input, 'apiVersion') === 'batch/v1') {
    const d = decodeStruct(
      JobSchema,
      input,
      minor === undefined ? { unknownFields: 'keep' } : { unknownFields: 'keep', minor },
    )
    const errors = issueErrors(d.issues)
    return errors.length > 0 ? E.left(errors) : E.right(d.value)
  }
  const beta = decodeStruct(JobV1beta1Schema, input, { unknownFields: 'keep' })
  const errors = issueErrors(beta.issues)
  if (errors.length > 0) return E.left(errors)
  const v1 = v1beta1ToV1(defaultJobV1beta1Model(beta.value))
  const carried = issueErrors(v1.issues)
  return carried.length > 0 ? E.left(carried) : E.right(v1.value)
}

/**
 * The outcome of the model path: the created or updated Job as the decoded,
 * defaulted batch/v1 model, or the errors.
 *
 * @example
 * declare const r: ModelCreateResult
 */
export type ModelCreateResult = E.Either<FieldError[], model.Job>

/**
 * The outcome of the model path as the pipelines return it: the model
 * encoded once (see {@link jobJson}), errors as they are.
 *
 * @example
 * declare const r: ModelCreateResult
 * asJobJson(r)
 */
export const asJobJson = (r: ModelCreateResult): E.Either<FieldError[], Job> =>
  E.isLeft(r) ? r : E.right(jobJson(r.right))

/**
 * The create path on a decoded Job (see {@link decodeRequestJob}): the
 * server-owned metadata set, defaults and selector generation applied to
 * the model, the model validated. `validate` is
 * `ValidateJob` on the model; `keepError` and `selectorRejected` carry the
 * design-mode rules (see `./create.ts`).
 *
 * @example
 * declare const job: model.Job
 * createJobModel(job, resolveJobOptions({ uid: 'u' }), () => [], () => true, selectorWithoutManualSelectorError())
 */
export const createJobModel = (
  job: model.Job,
  o: ResolvedJobOptions,
  validate: (job: model.Job, requirePrefixedLabels: boolean) => FieldError[],
  keepError: (e: FieldError) => boolean,
  selectorRejected: FieldError,
  on?: GateOn,
): ModelCreateResult => {
  const rejectSelector = o.compat === 'design' && job.spec.selector !== undefined && job.spec.manualSelector !== true
  // Server-set on create (timestamps, uid, generation) or refused by storage (resourceVersion).
  const metadata = rebuilt(
    job.metadata,
    {
      creationTimestamp: undefined,
      deletionTimestamp: undefined,
      deletionGracePeriodSeconds: undefined,
      resourceVersion: '',
      uid: o.uid ?? '',
      generation: 1,
    },
    ObjectMetaSchema,
  )
  const preparedSpec = rejectSelector ? rebuilt(job.spec, { selector: undefined }, JobSpecSchema) : job.spec
  const defaulted = withoutDisabledFields(
    defaultJobModel(rebuilt(job, { metadata, spec: preparedSpec }, JobSchema), o, true, on),
    undefined,
    on,
  )
  const created: model.Job = rebuilt(defaulted, { status: zeroStruct(JobStatusSchema) }, JobSchema)
  // Upstream shares the template's label map with a Job without labels only
  // when the template had one: otherwise the Job's labels are still empty
  // when validated (they appear when the Job is read back).
  const validated =
    !isEmptyLabels(metadata.labels) || preparedSpec.template.metadata.labels !== undefined
      ? created
      : rebuilt(created, { metadata: rebuilt(created.metadata, { labels: metadata.labels }) })
  const errors = [
    ...(rejectSelector ? [selectorRejected] : []),
    ...validate(validated, o.labelScheme === 'current').filter(keepError),
  ]
  return errors.length > 0 ? E.left(errors) : E.right(created)
}

/** PrepareForCreate / PrepareForUpdate's `pod.DropDisabledTemplateFields` on the Job's template. */
const withoutDisabledFields = (
  job: model.Job,
  oldTemplate: model.JobSpec['template'] | undefined,
  on: GateOn | undefined,
): model.Job => {
  const template = dropDisabledTemplateFields(job.spec.template, oldTemplate, on)
  return template === job.spec.template ? job : rebuilt(job, { spec: rebuilt(job.spec, { template }, JobSpecSchema) })
}

/**
 * The update path on a decoded Job (see {@link decodeRequestJob}): `prev`
 * decoded once and defaulted as storage hands an object over, the new Job
 * defaulted (no selector generation), `prev`'s
 * server-owned metadata and status carried over, `metadata.generation`
 * bumped when the spec changed, the model validated (`validate` is
 * `jobStrategy.ValidateUpdate`).
 *
 * @example
 * declare const job: model.Job
 * updateJobModel(job, {}, resolveJobOptions({}), () => [], () => true, () => [])
 */
export const updateJobModel = (
  job: model.Job,
  prev: unknown,
  o: ResolvedJobOptions,
  validate: (next: model.Job, prev: model.Job) => FieldError[],
  keepError: (e: FieldError) => boolean,
  conflict: (nextResourceVersion: string, prevResourceVersion: string) => FieldError[],
  on?: GateOn,
): ModelCreateResult => {
  // An object read from storage is always decoded with defaulting: `prev` is defaulted as storage would
  // (idempotent for a `prev` that already is), so that fields it leaves to their defaults compare equal.
  const old = defaultJobModel(decodeStruct(JobSchema, prev, { unknownFields: 'ignore' }).value, o, false, on)
  const defaulted = withoutDisabledFields(defaultJobModel(job, o, false, on), old.spec.template, on)
  const spec = defaulted.spec
  const specChanged = !jsonSemanticEqual(
    encodeStruct(JobSpecSchema, spec, { emptyCollections: 'keep' }),
    encodeStruct(JobSpecSchema, old.spec, { emptyCollections: 'keep' }),
  )
  const metadata = rebuilt(defaulted.metadata, {
    ...carriedMetadata(old.metadata, defaulted.metadata),
    generation: specChanged ? old.metadata.generation + 1 : old.metadata.generation,
  })
  const next: model.Job = rebuilt(defaulted, { metadata, status: old.status })
  const errors = [
    ...conflict(job.metadata.resourceVersion, old.metadata.resourceVersion),
    ...validate(next, old).filter(keepError),
  ]
  return errors.length > 0 ? E.left(errors) : E.right(next)
}
