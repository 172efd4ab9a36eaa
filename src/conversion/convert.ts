/**
 * Conversion of Jobs between extensions/v1beta1, the internal hub and
 * batch/v1.
 *
 * - batch/v1 ⇄ internal: 1:1, only `apiVersion` is dropped/added.
 * - extensions/v1beta1 ⇄ internal: `autoSelector` and `manualSelector` are
 *   each other's negation by {@link negateSelectorFlag}; every other field,
 *   known or not, is carried over unchanged. The batch/v1-only spec fields
 *   (`backoffLimit`, `podFailurePolicy`, …) that a v1beta1 object cannot
 *   declare are kept as unknown fields of the v1beta1 spec, so a round trip
 *   through v1beta1 loses nothing but the unset≡false distinction.
 *
 * @module
 */
import { jobWithoutDates } from '../wire/dates'
import { isRecord, ownField, withFields, withoutFields, type JsonRecord } from '../job/json'
import type { AnyJobInput } from '../job/input-types'
import type { Job, JobV1beta1 } from '../job/types'
import type { InternalJob } from './internal-job'
import { negateSelectorFlag } from './selector-flags'
import { guarded } from '../wire/guard'

const EMPTY: JsonRecord = {}

const withFlag = (spec: JsonRecord, drop: string, set: string, value: true | undefined): JsonRecord => {
  const rest = withoutFields(spec, [drop, set])
  if (value !== undefined) rest[set] = value
  return rest
}

/** `toInternal` before the boundary guard. */
const toInternalUnguarded = (input: AnyJobInput): InternalJob => {
  const job = jobWithoutDates(input)
  const j: JsonRecord = isRecord(job) ? job : EMPTY
  const apiVersion = ownField(j, 'apiVersion')
  const spec = ownField(j, 'spec')
  const specRec: JsonRecord = isRecord(spec) ? spec : EMPTY
  const internalSpec =
    apiVersion === 'extensions/v1beta1'
      ? withFlag(specRec, 'autoSelector', 'manualSelector', negateSelectorFlag(ownField(specRec, 'autoSelector')))
      : specRec
  return withFields(withoutFields(j, ['apiVersion']), { kind: 'Job', spec: internalSpec }) as InternalJob
}

/** `fromInternal` before the boundary guard. */
const fromInternalUnguarded = (job: InternalJob, apiVersion: 'batch/v1' | 'extensions/v1beta1'): Job | JobV1beta1 => {
  const j: JsonRecord = isRecord(job) ? job : EMPTY
  const spec = ownField(j, 'spec')
  const specRec: JsonRecord = isRecord(spec) ? spec : EMPTY
  if (apiVersion === 'extensions/v1beta1') {
    const v1beta1Spec = withFlag(
      specRec,
      'manualSelector',
      'autoSelector',
      negateSelectorFlag(ownField(specRec, 'manualSelector')),
    )
    return withFields(
      { apiVersion },
      withFields(withoutFields(j, ['apiVersion']), { kind: 'Job', spec: v1beta1Spec }),
    ) as JobV1beta1
  }
  return withFields(
    { apiVersion: 'batch/v1' },
    withFields(withoutFields(j, ['apiVersion']), { kind: 'Job', spec: specRec }),
  ) as Job
}

/** `convertJob` before the boundary guard. */
const convertJobUnguarded = (job: AnyJobInput, apiVersion: 'batch/v1' | 'extensions/v1beta1'): Job | JobV1beta1 =>
  fromInternalUnguarded(toInternalUnguarded(job), apiVersion === 'extensions/v1beta1' ? apiVersion : 'batch/v1')

/**
 * Converts a batch/v1 or extensions/v1beta1 Job to the internal hub form.
 * Values that are not Jobs are read as an empty Job (never thrown on).
 *
 * @example
 * toInternal({ apiVersion: 'extensions/v1beta1', kind: 'Job', spec: { template: {} } })
 * // { kind: 'Job', spec: { template: {}, manualSelector: true } }
 */
export const toInternal = /* @__PURE__ */ guarded(() => ({}) as InternalJob, toInternalUnguarded)

/**
 * Converts an internal Job to a wire version.
 *
 * @example
 * fromInternal({ kind: 'Job', spec: { template: {} } }, 'extensions/v1beta1')
 * // { apiVersion: 'extensions/v1beta1', kind: 'Job', spec: { template: {}, autoSelector: true } }
 */
export const fromInternal = /* @__PURE__ */ guarded(() => ({}) as Job, fromInternalUnguarded)

/**
 * Converts a Job to the given wire version through the internal form.
 * Converting to the Job's own version is the identity for batch/v1 and
 * normalises `autoSelector: false` to unset for extensions/v1beta1.
 *
 * @example
 * convertJob({ apiVersion: 'extensions/v1beta1', kind: 'Job', spec: { template: {}, autoSelector: true } }, 'batch/v1')
 * // { apiVersion: 'batch/v1', kind: 'Job', spec: { template: {} } }
 */
export const convertJob: (job: AnyJobInput, apiVersion: 'batch/v1' | 'extensions/v1beta1') => Job | JobV1beta1 =
  /* @__PURE__ */ guarded(() => ({}) as Job, convertJobUnguarded)
