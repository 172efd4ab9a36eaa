/**
 * The API server's create and update paths for Jobs, offline, as pipelines
 * over pluggable validators (`./create-job.ts` wires in Job validation).
 *
 * Create: decode → (extensions/v1beta1: its own defaults, then conversion to
 * batch/v1) → server-owned metadata (uid, generation 1; timestamps and
 * resourceVersion dropped) and `status: {}` → defaults and selector
 * generation → validation → the object as a later GET shows it.
 *
 * Update: decode → defaults without generation → prev's server-owned fields
 * (uid, creationTimestamp, resourceVersion, deletionTimestamp, status) →
 * generation bumped when the spec changed → `validateJob` + `validateJobUpdate`
 * (`validateJobForUpdate`, whose options come from `prev` as upstream's do).
 *
 * @module
 */
import * as E from '../wire/either'
import { convertJob } from '../conversion/convert'
import type { FieldError } from '../field/index'
import { CONTROLLER_UID_LABEL, LEGACY_CONTROLLER_UID_LABEL, SERVER_OWNED_ON_UPDATE } from './constants'
import { decodeJob } from './decode'
import { defaultJobWith } from './default-job'
import {
  copyRecord,
  isEmptyMap,
  isNil,
  isRecord,
  ownField,
  ownRecord,
  semanticEqual,
  withFields,
  withoutFields,
  type JsonRecord,
} from './json'
import { resolveJobOptions, type JobOptions, type ResolvedJobOptions } from './options'
import type { JobInput } from './input-types'
import type { Job, JobV1beta1 } from './types'
import { safeValidator } from './validators'
import { guarded, unreadableJob } from '../wire/guard'

/**
 * The validation functions the create and update paths call.
 *
 * @example
 * const v: JobValidators = { validateJob: () => [], validateJobForUpdate: () => [] }
 */
export interface JobValidators {
  /** `ValidateJob` (create). */
  readonly validateJob: (job: Job, options?: { requirePrefixedLabels?: boolean }) => FieldError[]
  /** `jobStrategy.ValidateUpdate`: `ValidateJob` + `ValidateJobUpdate` with options derived from `prev`. */
  readonly validateJobForUpdate: (next: Job, prev: Job) => FieldError[]
}

/**
 * The detail of the design-mode error for a selector written without
 * `manualSelector: true` (reported as `FieldValueForbidden` at
 * `spec.selector`).
 *
 * @example
 * MANUAL_SELECTOR_REQUIRED_DETAIL.startsWith('may only be set') // true
 */
export const MANUAL_SELECTOR_REQUIRED_DETAIL =
  'may only be set when `manualSelector` is true; remove `spec.selector` to have a unique selector generated, ' +
  'or set `spec.manualSelector: true` to choose the selector and the pod labels yourself'

/**
 * The design-mode create error for a user-written selector in automatic mode.
 *
 * @example
 * selectorWithoutManualSelectorError()
 * // { type: 'FieldValueForbidden', field: 'spec.selector', detail: 'may only be set when `manualSelector` is true; …' }
 */
export const selectorWithoutManualSelectorError = (): FieldError => ({
  type: 'FieldValueForbidden',
  field: 'spec.selector',
  detail: MANUAL_SELECTOR_REQUIRED_DETAIL,
})

/**
 * Decoded input of either version as batch/v1, after its own version's defaults.
 *
 * @example
 * asBatchV1({ apiVersion: 'extensions/v1beta1', kind: 'Job', spec: { template: {} } }, resolveJobOptions({})).apiVersion
 * // 'batch/v1'
 */
export const asBatchV1 = (decoded: Job | JobV1beta1, o: ResolvedJobOptions): Job =>
  decoded.apiVersion === 'extensions/v1beta1'
    ? (convertJob(defaultJobWith(decoded, o, false) as JobV1beta1, 'batch/v1') as Job)
    : decoded

const SERVER_SET_ON_CREATE = [
  'creationTimestamp',
  'deletionTimestamp',
  'deletionGracePeriodSeconds',
  'resourceVersion',
  'uid',
  'generation',
]

const metadataForCreate = (metadata: JsonRecord | undefined, uid: string | undefined): JsonRecord => {
  // Dropped: set by the server on create (timestamps, uid, generation) or
  // refused by its storage (resourceVersion; clients strip it).
  const rest = withoutFields(metadata, SERVER_SET_ON_CREATE)
  if (uid !== undefined) rest['uid'] = uid
  rest['generation'] = 1
  return rest
}

const withoutSelector = (spec: JsonRecord): JsonRecord => {
  return withoutFields(spec, ['selector'])
}

/**
 * With a design-mode `uniqueLabelKey`, the template carries the user's key
 * instead of the `controller-uid` labels, so the generated-selector checks
 * that look for those keys do not apply; the selector is generated.
 *
 * @example
 * isReplacedUidCheck({ type: 'FieldValueRequired', field: 'x', detail: '' }, resolveJobOptions({})) // false
 */
export const isReplacedUidCheck = (e: FieldError, o: ResolvedJobOptions): boolean => {
  if (o.compat !== 'design' || o.uniqueLabelKey === undefined) return false
  if (e.field === 'spec.selector' && e.type === 'FieldValueInvalid' && e.detail === '`selector` not auto-generated') {
    return true
  }
  return (
    e.type === 'FieldValueRequired' &&
    (e.field === `spec.template.metadata.labels[${LEGACY_CONTROLLER_UID_LABEL}]` ||
      e.field === `spec.template.metadata.labels[${CONTROLLER_UID_LABEL}]`)
  )
}

/**
 * The Job as upstream validates it on create. Go's defaulting gives a Job
 * without labels the template's label map itself, so the generated labels
 * reach the Job's labels before validation only when the template had a
 * label map (even an empty one); without one the Job's labels are still
 * empty when validated (they appear when the Job is read back).
 */
const asValidated = (prepared: JsonRecord, created: Job): Job => {
  const metadata = ownRecord(prepared, 'metadata')
  const labels = ownField(metadata, 'labels')
  const templateMeta = ownRecord(ownRecord(ownRecord(prepared, 'spec'), 'template'), 'metadata')
  if (!isEmptyMap(labels) || !isNil(ownField(templateMeta, 'labels'))) return created
  return { ...created, metadata: { ...created.metadata, labels: labels as NonNullable<Job['metadata']>['labels'] } }
}

/**
 * The create path over the given validators; see `createJob`.
 *
 * Total: `validators` is read as plain data (own data properties; no
 * accessor is invoked, a polluted prototype is not read). When
 * `validateJob` is missing or not a function, or when it throws or returns
 * something other than an array, the returned function answers a Left with
 * one `InternalError` field error; it never throws.
 *
 * @example
 * const create = createJobWith({ validateJob: () => [], validateJobForUpdate: () => [] })
 * create({ apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'pi' }, spec: { template: {} } }, { uid: 'u' })
 */
export const createJobWith = (
  validators: JobValidators,
): ((input: unknown, options: JobOptions & { uid: string }) => E.Either<FieldError[], Job>) => {
  const validateJob = safeValidator<Parameters<JobValidators['validateJob']>>(validators, 'validateJob')
  return guarded(
    () => E.left(unreadableJob.map((e) => ({ ...e }))),
    (input: unknown, options: JobOptions & { uid: string }): E.Either<FieldError[], Job> => {
      const o = resolveJobOptions(options)
      const decoded = decodeJob(input)
      if (E.isLeft(decoded)) return decoded
      const job = asBatchV1(decoded.right, o)
      const spec: JsonRecord = job.spec
      const rejectSelector =
        o.compat === 'design' && !isNil(ownField(spec, 'selector')) && ownField(spec, 'manualSelector') !== true
      const prepared = withFields(job, {
        metadata: metadataForCreate(ownRecord(job, 'metadata'), o.uid),
        spec: rejectSelector ? withoutSelector(spec) : spec,
        status: {},
      })
      const created = defaultJobWith(prepared, o, true) as Job
      const errors = [
        ...(rejectSelector ? [selectorWithoutManualSelectorError()] : []),
        ...validateJob(asValidated(prepared, created), { requirePrefixedLabels: o.labelScheme === 'current' }).filter(
          (e) => !isReplacedUidCheck(e, o),
        ),
      ]
      return errors.length > 0 ? E.left(errors) : E.right(created)
    },
  )
}

const metadataForUpdate = (next: JsonRecord | undefined, prev: JsonRecord | undefined, specChanged: boolean) => {
  const m = copyRecord(next)
  for (const k of SERVER_OWNED_ON_UPDATE) {
    const v = ownField(prev, k)
    if (v === undefined) delete m[k]
    else m[k] = v
  }
  const prevGeneration = ownField(prev, 'generation')
  const generation = typeof prevGeneration === 'number' && Number.isFinite(prevGeneration) ? prevGeneration : 0
  const nextGeneration = specChanged ? generation + 1 : generation
  if (nextGeneration === 0 && prevGeneration === undefined) delete m['generation']
  else m['generation'] = nextGeneration
  return m
}

/**
 * The text of upstream's 409 Conflict for a stale `resourceVersion`.
 *
 * @example
 * RESOURCE_VERSION_CONFLICT_DETAIL.startsWith('the object has been modified') // true
 */
export const RESOURCE_VERSION_CONFLICT_DETAIL =
  'the object has been modified; please apply your changes to the latest version and try again'

/**
 * A set `resourceVersion` that is not prev's: upstream answers 409 Conflict.
 *
 * @example
 * resourceVersionConflict('2', '1')[0]?.detail === RESOURCE_VERSION_CONFLICT_DETAIL // true
 */
export const resourceVersionConflict = (rv: unknown, prevRv: unknown): FieldError[] => {
  return typeof rv === 'string' && rv !== '' && typeof prevRv === 'string' && rv !== prevRv
    ? [
        {
          type: 'FieldValueInvalid',
          field: 'metadata.resourceVersion',
          badValue: rv,
          detail: RESOURCE_VERSION_CONFLICT_DETAIL,
        },
      ]
    : []
}

/**
 * Jobs allow unconditional updates: the server fills a missing
 * `resourceVersion` from storage before validating, so "must be specified for
 * an update" cannot happen for a Job. Offline, `prev` may lack one.
 *
 * @example
 * isUnconditionalUpdateArtefact({ type: 'FieldValueInvalid', field: 'metadata.resourceVersion', detail: 'must be specified for an update' }) // true
 */
export const isUnconditionalUpdateArtefact = (e: FieldError): boolean =>
  e.field === 'metadata.resourceVersion' && e.detail === 'must be specified for an update'

/**
 * The update path over the given validators; see `updateJob`.
 *
 * Total: `validators` is read as plain data (own data properties; no
 * accessor is invoked, a polluted prototype is not read). When
 * `validateJobForUpdate` is missing or not a function, or when it throws or
 * returns something other than an array, the returned function answers a
 * Left with one `InternalError` field error; it never throws.
 *
 * @example
 * const update = updateJobWith({ validateJob: () => [], validateJobForUpdate: () => [] })
 */
export const updateJobWith = (
  validators: JobValidators,
): ((input: unknown, prev: JobInput, options?: JobOptions) => E.Either<FieldError[], Job>) =>
  guarded(
    () => E.left(unreadableJob.map((e) => ({ ...e }))),
    updatePipeline(
      safeValidator<Parameters<JobValidators['validateJobForUpdate']>>(validators, 'validateJobForUpdate'),
    ),
  )

/**
 * The update pipeline over one total update validator, without the
 * boundary guard (for callers whose own boundary already reads the input).
 *
 * @example
 * const update = updatePipeline(() => [])
 */
export const updatePipeline =
  (validateJobForUpdate: (next: Job, prev: Job) => FieldError[]) =>
  (input: unknown, prev: JobInput, options?: JobOptions): E.Either<FieldError[], Job> => {
    const o = resolveJobOptions(options)
    const decoded = decodeJob(input)
    if (E.isLeft(decoded)) return decoded
    const defaulted = defaultJobWith(asBatchV1(decoded.right, o), o, false) as Job
    const prevRecord: JsonRecord = isRecord(prev) ? prev : {}
    const specChanged = !semanticEqual(defaulted.spec, ownField(prevRecord, 'spec'))
    const next = withFields(defaulted, {
      metadata: metadataForUpdate(ownRecord(defaulted, 'metadata'), ownRecord(prevRecord, 'metadata'), specChanged),
      status: ownRecord(prevRecord, 'status') ?? {},
    }) as Job
    const errors = [
      ...resourceVersionConflict(
        ownField(ownRecord(defaulted, 'metadata'), 'resourceVersion'),
        ownField(ownRecord(prevRecord, 'metadata'), 'resourceVersion'),
      ),
      ...validateJobForUpdate(next, prevRecord as Job).filter((e) => !isUnconditionalUpdateArtefact(e)),
    ]
    return errors.length > 0 ? E.left(errors) : E.right(next)
  }
