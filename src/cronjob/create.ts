/**
 * `createCronJob` and `updateCronJob`: the API server's create and update
 * paths for CronJobs, offline, on the typed model — decode once (unknown
 * fields kept), the strategy's PrepareForCreate / PrepareForUpdate (status
 * cleared or carried over, `metadata.generation` 1 or bumped when the spec
 * changed), the server-owned metadata, the defaults, and validation.
 *
 * @module
 */
import * as E from '../wire/either'
import type { FieldError } from '../field/index'
import { ObjectMetaSchema } from '../core/generated/meta-schema'
import { carriedMetadata } from '../job/carried-metadata'
import { resourceVersionConflict, isUnconditionalUpdateArtefact } from '../job/create'
import { rebuilt } from '../job/default-model'
import { issueError } from '../job/validation/decoded'
import { jsonSemanticEqual } from '../job/validation/semantic-equal'
import { decodeStruct } from '../wire/decode'
import { encodeStruct } from '../wire/encode'
import { caught, optionOf, safeOptions, unreadableJob } from '../wire/guard'
import {
  DEFAULT_CLUSTER_PROFILE,
  resolveProfile,
  type ClusterProfile,
  type ResolvedClusterProfile,
} from '../profile/resolve'
import { zeroStruct } from '../wire/zero'
import { cronJobHeaderErrors } from './decode'
import { cronJobJson, defaultCronJobModel } from './default'
import {
  CronJobSchema,
  CronJobSpecSchema,
  CronJobStatusSchema,
  JobTemplateSpecSchema,
  type CronJobModel,
} from './model'
import { JobSpecSchema } from '../job/generated/batch-schema'
import { dropDisabledTemplateFields } from '../core/validation/drop-disabled'
import { dropGatesOn } from '../profile/pod-options'
import { minorNumber } from '../profile/minor-rules'
import type { CronJob } from './types'
import { validateCronJobModel, validateCronJobModelUpdate } from './validation'

/**
 * A request body (header already checked) as the batch/v1 CronJob model,
 * unknown fields kept; decode problems as field errors.
 *
 * @example
 * decodeRequestCronJob({ apiVersion: 'batch/v1', kind: 'CronJob', spec: { schedule: 1 } })
 * // left([{ type: 'FieldValueTypeInvalid', field: 'spec.schedule', badValue: 1, detail: 'must be of type string' }])
 */
export const decodeRequestCronJob = (input: unknown): E.Either<FieldError[], CronJobModel> => {
  const header = cronJobHeaderErrors(input)
  if (header.length > 0) return E.left(header)
  const d = decodeStruct(CronJobSchema, input, { unknownFields: 'keep' })
  const errors: FieldError[] = []
  for (const i of d.issues) {
    const e = issueError(i, '', true)
    if (e !== undefined) errors.push(e)
  }
  return errors.length > 0 ? E.left(errors) : E.right(d.value)
}

/** PrepareForCreate / PrepareForUpdate's `pod.DropDisabledTemplateFields` on the Job template's pod template. */
const withoutDisabledFields = (
  c: CronJobModel,
  old: CronJobModel | undefined,
  profile: ResolvedClusterProfile,
): CronJobModel => {
  const jobTemplate = c.spec.jobTemplate
  const template = dropDisabledTemplateFields(
    jobTemplate.spec.template,
    old?.spec.jobTemplate.spec.template,
    dropGatesOn(profile),
  )
  if (template === jobTemplate.spec.template) return c
  const spec = rebuilt(jobTemplate.spec, { template }, JobSpecSchema)
  const jt = rebuilt(jobTemplate, { spec }, JobTemplateSpecSchema)
  return rebuilt(c, { spec: rebuilt(c.spec, { jobTemplate: jt }, CronJobSpecSchema) }, CronJobSchema)
}

/**
 * The create path on a decoded CronJob: server-owned metadata (uid,
 * generation 1; timestamps and resourceVersion dropped), `status` cleared,
 * the defaults, the disabled template fields dropped, `ValidateCronJobCreate`.
 *
 * @example
 * declare const c: CronJobModel
 * createCronJobModel(c, 'u-1')
 */
export const createCronJobModel = (
  c: CronJobModel,
  uid: string,
  profile: ResolvedClusterProfile = DEFAULT_CLUSTER_PROFILE,
): E.Either<FieldError[], CronJobModel> => {
  const metadata = rebuilt(
    c.metadata,
    {
      creationTimestamp: undefined,
      deletionTimestamp: undefined,
      deletionGracePeriodSeconds: undefined,
      resourceVersion: '',
      uid,
      generation: 1,
    },
    ObjectMetaSchema,
  )
  const created = withoutDisabledFields(
    defaultCronJobModel(
      rebuilt(c, { metadata, status: zeroStruct(CronJobStatusSchema) }, CronJobSchema),
      minorNumber(profile.kubernetesVersion),
    ),
    undefined,
    profile,
  )
  const errors = validateCronJobModel(created, undefined, profile)
  return errors.length > 0 ? E.left(errors) : E.right(created)
}

const specJson = (c: CronJobModel): unknown => encodeStruct(CronJobSpecSchema, c.spec, { emptyCollections: 'keep' })

/**
 * The update path on a decoded CronJob against the stored one (`prev`,
 * defaulted as storage hands it over): defaults, `prev`'s server-owned
 * metadata and status, the generation bumped when the spec changed,
 * `ValidateCronJobUpdate` with the common metadata checks.
 *
 * @example
 * declare const next: CronJobModel
 * declare const prev: CronJobModel
 * updateCronJobModel(next, prev)
 */
export const updateCronJobModel = (
  next: CronJobModel,
  prev: CronJobModel,
  profile: ResolvedClusterProfile = DEFAULT_CLUSTER_PROFILE,
): E.Either<FieldError[], CronJobModel> => {
  const defaulted = withoutDisabledFields(
    defaultCronJobModel(next, minorNumber(profile.kubernetesVersion)),
    prev,
    profile,
  )
  const changed = !jsonSemanticEqual(specJson(defaulted), specJson(prev))
  const metadata = rebuilt(
    defaulted.metadata,
    {
      ...carriedMetadata(prev.metadata, defaulted.metadata),
      generation: changed ? prev.metadata.generation + 1 : prev.metadata.generation,
    },
    ObjectMetaSchema,
  )
  const updated = rebuilt(defaulted, { metadata, status: prev.status }, CronJobSchema)
  const errors = validateCronJobModelUpdate(updated, prev, profile)
  return errors.length > 0 ? E.left(errors) : E.right(updated)
}

const uidOf = (options: unknown): string => {
  const o = safeOptions(options) as { uid?: unknown } | undefined
  return typeof o?.uid === 'string' ? o.uid : ''
}

/**
 * The API server's create path for a batch/v1 CronJob, offline: decode
 * (header and Go's JSON types), server-owned metadata (`uid` from the
 * options, `generation: 1`, timestamps and `resourceVersion` dropped),
 * `status` cleared, the defaults of {@link defaultCronJob}, then
 * `ValidateCronJobCreate` — the schedule, `timeZone`, `concurrencyPolicy`,
 * `startingDeadlineSeconds`, history limits, the 52-character name and the
 * whole Job template at `spec.jobTemplate.spec…`. Total: never throws.
 *
 * @example
 * import * as E from '../wire/either'
 * const r = createCronJob({ apiVersion: 'batch/v1', kind: 'CronJob', metadata: { name: 'hello', namespace: 'default' },
 *   spec: { schedule: '@hourly', concurrencyPolicy: 'Sometimes', jobTemplate: { spec: { template: { spec: {
 *     restartPolicy: 'OnFailure', containers: [{ name: 'hello', image: 'busybox' }] } } } } } }, { uid: 'u-1' })
 * E.isLeft(r) && r.left[0]?.field // 'spec.concurrencyPolicy'
 */
export const createCronJob: (
  input: unknown,
  options: { readonly uid: string; readonly profile?: ClusterProfile },
) => E.Either<FieldError[], CronJob> = /* @__PURE__ */ caught(
  () => E.left(unreadableJob),
  (
    input: unknown,
    options: { readonly uid: string; readonly profile?: ClusterProfile },
  ): E.Either<FieldError[], CronJob> => {
    const profile = resolveProfile(optionOf(options, 'profile'))
    if (E.isLeft(profile)) return profile
    const decoded = decodeRequestCronJob(input)
    if (E.isLeft(decoded)) return decoded
    const created = createCronJobModel(decoded.right, uidOf(options), profile.right)
    return E.isLeft(created) ? created : E.right(cronJobJson(created.right))
  },
)

/**
 * The API server's update path for a batch/v1 CronJob, offline, against
 * `prev` (the stored CronJob): decode, defaults, `prev`'s uid,
 * creationTimestamp, resourceVersion, deletionTimestamp and status kept,
 * `metadata.generation` bumped when the spec changed, a stale
 * `resourceVersion` refused (`the object has been modified; …`), then
 * `ValidateCronJobUpdate` (no name-length limit; a `TZ=` schedule stored
 * before is tolerated; an unchanged `timeZone` is not re-checked).
 *
 * @example
 * import * as E from '../wire/either'
 * declare const stored: CronJob
 * updateCronJob({ ...stored, spec: { ...stored.spec, suspend: true } }, stored) // right(…, generation + 1)
 */
export const updateCronJob: (
  input: unknown,
  prev: unknown,
  options?: { readonly profile?: ClusterProfile },
) => E.Either<FieldError[], CronJob> = /* @__PURE__ */ caught(
  () => E.left(unreadableJob),
  (input: unknown, prev: unknown, options?: { readonly profile?: ClusterProfile }): E.Either<FieldError[], CronJob> => {
    const profile = resolveProfile(optionOf(options, 'profile'))
    if (E.isLeft(profile)) return profile
    const decoded = decodeRequestCronJob(input)
    if (E.isLeft(decoded)) return decoded
    const old = defaultCronJobModel(
      decodeStruct(CronJobSchema, prev, { unknownFields: 'ignore' }).value,
      minorNumber(profile.right.kubernetesVersion),
    )
    const conflict = resourceVersionConflict(decoded.right.metadata.resourceVersion, old.metadata.resourceVersion)
    const updated = updateCronJobModel(decoded.right, old, profile.right)
    const errors = [...conflict, ...(E.isLeft(updated) ? updated.left : [])].filter(
      (e) => !isUnconditionalUpdateArtefact(e),
    )
    if (errors.length > 0 || E.isLeft(updated)) return E.left(errors)
    return E.right(cronJobJson(updated.right))
  },
)
