/**
 * The API server's create and update paths for Jobs, offline, as pipelines
 * over pluggable validators (`./create-job.ts` wires in Job validation).
 *
 * Both run the model paths of `./create-model.ts`, the validators getting
 * the Job as JSON (the model encoded as `createJob` returns it).
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
import type { FieldError } from '../field/index'
import { guarded, unreadableJob } from '../wire/guard'
import { CONTROLLER_UID_LABEL, JOB_API_VERSIONS, LEGACY_CONTROLLER_UID_LABEL } from './constants'
import { asJobJson, createJobModel, decodeRequestJob, jobJson, updateJobModel } from './create-model'
import { jobHeaderErrors } from './decode'
import type * as model from './generated/model'
import { resolveJobOptions, type JobOptions, type ResolvedJobOptions } from './options'
import type { JobInput } from './input-types'
import type { Job } from './types'
import { safeValidator } from './validators'

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

/** The request decoded as the batch/v1 model (`decodeJob`'s errors), with `Date`s read as the server reads them. */
const decodeRequest = (input: unknown): E.Either<FieldError[], model.Job> => {
  const header = jobHeaderErrors(input, JOB_API_VERSIONS)
  return header.length > 0 ? E.left(header) : decodeRequestJob(input as object)
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
      const decoded = decodeRequest(input)
      if (E.isLeft(decoded)) return decoded
      return asJobJson(
        createJobModel(
          decoded.right,
          o,
          (job, requirePrefixedLabels) => validateJob(jobJson(job), { requirePrefixedLabels }),
          (e) => !isReplacedUidCheck(e, o),
          selectorWithoutManualSelectorError(),
        ),
      )
    },
  )
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
): ((input: unknown, prev: JobInput, options?: JobOptions) => E.Either<FieldError[], Job>) => {
  const validateJobForUpdate = safeValidator<Parameters<JobValidators['validateJobForUpdate']>>(
    validators,
    'validateJobForUpdate',
  )
  return guarded(
    () => E.left(unreadableJob.map((e) => ({ ...e }))),
    (input: unknown, prev: JobInput, options?: JobOptions): E.Either<FieldError[], Job> => {
      const decoded = decodeRequest(input)
      if (E.isLeft(decoded)) return decoded
      // The validator gets `prev` as given (a non-object as `{}`), the new Job as the path encodes it.
      const prevJob = (typeof prev === 'object' && prev !== null && !Array.isArray(prev) ? prev : {}) as Job
      return asJobJson(
        updateJobModel(
          decoded.right,
          prev,
          resolveJobOptions(options),
          (next) => validateJobForUpdate(jobJson(next), prevJob),
          (e) => !isUnconditionalUpdateArtefact(e),
          resourceVersionConflict,
        ),
      )
    },
  )
}
