/**
 * `decodeCronJob`: parsed JSON/YAML → a batch/v1 CronJob, or the field
 * errors that say what is wrong and where — decoded once, by the wire
 * decoder (src/wire/decode.ts) with the CronJob's schema tables, into the
 * typed model ({@link decodeCronJobModel}) every later stage reads.
 *
 * @module
 */
import * as E from '../wire/either'
import type { FieldError } from '../field/index'
import { withoutDates, JOB_TIME_FIELDS, type TimeFields } from '../wire/dates'
import { caught, unreadableJob } from '../wire/guard'
import { ownValue } from '../wire/read'
import { decodeModel, type DecodedModel } from '../job/validation/decoded'
import { typeInvalid } from '../job/validation/field-errors'
import { CronJobSchema, type CronJobModel } from './model'
import type { CronJob } from './types'
import { isStruct as isObject } from '../wire/shape'

/**
 * The API versions a CronJob is served in (batch/v1beta1 was removed in 1.25).
 *
 * @example
 * CRONJOB_API_VERSIONS // ['batch/v1']
 */
export const CRONJOB_API_VERSIONS: readonly ['batch/v1'] = ['batch/v1']

const jobTimes = JOB_TIME_FIELDS as { readonly [k: string]: TimeFields }

/**
 * The `metav1.Time` fields of a batch/v1 CronJob.
 *
 * @example
 * (CRONJOB_TIME_FIELDS as { status: { lastScheduleTime: true } }).status.lastScheduleTime // true
 */
export const CRONJOB_TIME_FIELDS: TimeFields = {
  metadata: jobTimes['metadata'] as TimeFields,
  spec: { jobTemplate: { metadata: jobTimes['metadata'] as TimeFields, spec: jobTimes['spec'] as TimeFields } },
  status: { lastScheduleTime: true, lastSuccessfulTime: true },
}

const headerError = (field: 'apiVersion' | 'kind', value: unknown, allowed: readonly string[]): FieldError[] => {
  if (value === undefined || value === null) return [{ type: 'FieldValueRequired', field, detail: '' }]
  if (typeof value !== 'string') return [typeInvalid(field, value, 'string')]
  return allowed.includes(value)
    ? []
    : [
        {
          type: 'FieldValueNotSupported',
          field,
          badValue: value,
          detail: `supported values: ${allowed.map((v) => JSON.stringify(v)).join(', ')}`,
        },
      ]
}

/**
 * What the header of a CronJob says wrong: a non-object, a missing or
 * unsupported `apiVersion` (`batch/v1`) or `kind` (`CronJob`).
 *
 * @example
 * cronJobHeaderErrors({ apiVersion: 'batch/v1', kind: 'CronJob' }) // []
 */
export const cronJobHeaderErrors = (input: unknown): FieldError[] => {
  if (!isObject(input)) {
    return [{ type: 'FieldValueTypeInvalid', field: '', badValue: input, detail: 'must be of type object' }]
  }
  return [
    ...headerError('apiVersion', ownValue(input, 'apiVersion'), CRONJOB_API_VERSIONS),
    ...headerError('kind', ownValue(input, 'kind'), ['CronJob']),
  ]
}

/**
 * Any input as the batch/v1 CronJob model, and what the decoder found
 * wrong (a value of the wrong JSON type as `FieldValueTypeInvalid`, read as
 * unset). A non-object input is reported at the root and read as the zero
 * CronJob. Total.
 *
 * @example
 * decodeCronJobModel({ spec: { schedule: 5 } }).typeErrors[0]?.field // 'spec.schedule'
 */
export const decodeCronJobModel = (input: unknown): DecodedModel<CronJobModel> => {
  const d = decodeModel(CronJobSchema, input, '', true)
  if (input === null || input === undefined) d.typeErrors.unshift(typeInvalid('', input, 'object'))
  return d
}

/** `decodeCronJob` before the boundary guard. */
const decodeCronJobUnguarded = (input: unknown): E.Either<FieldError[], CronJob> => {
  const header = cronJobHeaderErrors(input)
  if (header.length > 0) return E.left(header)
  const errors = decodeCronJobModel(input).typeErrors
  return errors.length > 0 ? E.left(errors) : E.right(withoutDates(input, CRONJOB_TIME_FIELDS) as CronJob)
}

/**
 * Decodes a parsed JSON/YAML value as a batch/v1 CronJob through the wire
 * decoder (Go's rules: own data properties only, `null` and absent fields
 * as Go's zero values). The CronJob comes back as given (`Date`s as the API
 * server stores them, unknown fields kept); every problem is reported as a
 * field error, never thrown.
 *
 * @example
 * decodeCronJob({ apiVersion: 'batch/v1', kind: 'CronJob', spec: { schedule: '@daily' } }) // right(the same object)
 * decodeCronJob({ apiVersion: 'batch/v1', kind: 'CronJob', spec: { suspend: 'yes' } })
 * // left([{ type: 'FieldValueTypeInvalid', field: 'spec.suspend', badValue: 'yes', detail: 'must be of type boolean' }])
 */
export const decodeCronJob: (input: unknown) => E.Either<FieldError[], CronJob> = /* @__PURE__ */ caught(
  () => E.left(unreadableJob),
  decodeCronJobUnguarded,
)
