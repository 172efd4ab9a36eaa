/**
 * CronJob validation (`ValidateCronJobCreate` / `ValidateCronJobUpdate` of
 * `pkg/apis/batch/validation`, as the CronJob strategy calls them) on the
 * decoded model. The Job template is checked by the Job's own rules
 * (`validateJobSpecFields`, the pod template rules of src/core) at
 * `spec.jobTemplate.spec`, without the Job's selector rules: a template's
 * selector is always generated.
 *
 * @module
 */
import type { FieldError } from '../field/index'
import type * as meta from '../core/generated/meta-model'
import type { PodValidationOptions } from '../core/validation/options'
import { POD_TEMPLATE_CREATE_OPTIONS } from '../core/validation/pod-spec'
import { templateUpdateOptions } from '../core/validation/update-options'
import { DEFAULT_CLUSTER_PROFILE, type ResolvedClusterProfile } from '../profile/resolve'
import { withGatedPodOptions } from '../profile/pod-options'
import { withMinorTexts } from '../profile/minor-texts'
import { invalid, invalidSelector, named, nonNegative, notSupported, required } from '../job/validation/field-errors'
import { validateJobSpecFields } from '../job/validation/job-spec'
import { validateMetaModel, validateMetaModelUpdate } from '../job/validation/object-meta'
import { pathSegmentName } from '../job/validation/path-segment'
import { utf8Length } from '../job/validation/wire'
import type { CronJobModel, CronJobSpecModel } from './model'
import { scheduleParseError, timeZoneLoadError } from './schedule-checks'
import { pushAll } from '../wire/push-all'
import { LATEST_MINOR, MINOR_RULES, minorNumber, since } from '../profile/minor-rules'

/**
 * The longest CronJob name: a Job name (63) less the 11 characters of
 * `-<minutes>` the controller appends.
 *
 * @example
 * CRONJOB_NAME_MAX_LENGTH // 52
 */
export const CRONJOB_NAME_MAX_LENGTH = 52

/**
 * `concurrencyPolicy` values.
 *
 * @example
 * CONCURRENCY_POLICIES // ['Allow', 'Forbid', 'Replace']
 */
export const CONCURRENCY_POLICIES = ['Allow', 'Forbid', 'Replace'] as const

/** `validateScheduleFormat`. */
const scheduleErrors = (
  schedule: string,
  allowTZ: boolean,
  timeZone: string | undefined,
  path: string,
): FieldError[] => {
  const errs: FieldError[] = []
  const parseError = scheduleParseError(schedule)
  if (parseError !== undefined) errs.push(invalid(path, schedule, parseError))
  const hasTZ = schedule.includes('TZ')
  if (allowTZ && hasTZ && timeZone !== undefined) {
    errs.push(invalid(path, schedule, 'cannot use both timeZone field and TZ or CRON_TZ in schedule'))
  } else if (!allowTZ && hasTZ) {
    errs.push(invalid(path, schedule, 'cannot use TZ or CRON_TZ in schedule, use timeZone field instead'))
  }
  return errs
}

/** A file-name component of a zone name as the API server accepts it: 1–14 of `A-Za-z.-_0-9+`. */
const validZonePart = (part: string): boolean => {
  if (part.length < 1 || part.length > 14 || part === '.' || part === '..' || part.startsWith('-')) return false
  for (let i = 0; i < part.length; i++) {
    const c = part.charCodeAt(i)
    const ok =
      (c >= 65 && c <= 90) ||
      (c >= 97 && c <= 122) ||
      (c >= 48 && c <= 57) ||
      c === 46 ||
      c === 45 ||
      c === 95 ||
      c === 43
    if (!ok) return false
  }
  return true
}

/**
 * `validateTimeZone`: an empty zone, a name of characters the IANA naming
 * rules exclude, `Local` (any case), a zone the server's zone data lacks.
 *
 * @example
 * validateTimeZone('Local', 'spec.timeZone')[0]?.detail
 * // 'timeZone must be an explicit time zone as defined in https://www.iana.org/time-zones'
 */
export const validateTimeZone = (timeZone: string | undefined, path: string): FieldError[] => {
  if (timeZone === undefined) return []
  if (timeZone.length === 0) return [invalid(path, timeZone, 'timeZone must be nil or non-empty string')]
  for (const part of timeZone.split('/')) {
    if (!validZonePart(part)) return [invalid(path, timeZone, `unknown time zone ${timeZone}`)]
  }
  const errs: FieldError[] = []
  if (timeZone.toLowerCase() === 'local') {
    errs.push(
      invalid(path, timeZone, 'timeZone must be an explicit time zone as defined in https://www.iana.org/time-zones'),
    )
  }
  const loadError = timeZoneLoadError(timeZone)
  if (loadError !== undefined) errs.push(invalid(path, timeZone, loadError))
  return errs
}

/** `validateCronJobSpec` (`old` on update). */
const validateSpec = (
  spec: CronJobSpecModel,
  old: CronJobSpecModel | undefined,
  podOptions: PodValidationOptions,
  allowPrivileged: boolean,
): FieldError[] => {
  const errs: FieldError[] = []
  // From 1.37 an empty schedule is reported by declarative validation, after every other error (see
  // scheduleRequired); before, the hand-written rule reported it here.
  if (spec.schedule.length === 0) {
    if (!scheduleLast(podOptions)) errs.push(required('spec.schedule'))
  } else {
    const allowTZ = old?.schedule.includes('TZ') === true
    pushAll(errs, scheduleErrors(spec.schedule, allowTZ, spec.timeZone, 'spec.schedule'))
  }
  pushAll(errs, nonNegative('spec.startingDeadlineSeconds', spec.startingDeadlineSeconds))
  if (old === undefined || old.timeZone !== spec.timeZone)
    pushAll(errs, validateTimeZone(spec.timeZone, 'spec.timeZone'))
  const policy = spec.concurrencyPolicy
  if (policy === '') errs.push(required('spec.concurrencyPolicy'))
  else if (!(CONCURRENCY_POLICIES as readonly string[]).includes(policy)) {
    errs.push(named(notSupported('spec.concurrencyPolicy', policy, CONCURRENCY_POLICIES)))
  }
  // ValidateJobTemplateSpec: the Job's spec rules without its selector checks, then the template's own two.
  const jobSpec = spec.jobTemplate.spec
  pushAll(errs, validateJobSpecFields(jobSpec, 'spec.jobTemplate.spec', podOptions, allowPrivileged))
  if (jobSpec.selector !== undefined) {
    errs.push(invalidSelector('spec.jobTemplate.spec.selector', jobSpec.selector, '`selector` will be auto-generated'))
  }
  if (jobSpec.manualSelector === true) {
    errs.push(notSupported('spec.jobTemplate.spec.manualSelector', true, ['nil', 'false']))
  }
  pushAll(errs, nonNegative('spec.successfulJobsHistoryLimit', spec.successfulJobsHistoryLimit))
  pushAll(errs, nonNegative('spec.failedJobsHistoryLimit', spec.failedJobsHistoryLimit))
  return errs
}

/**
 * The one CronJob rule that declarative validation owns: `spec.schedule`
 * required. Its error comes after the hand-written ones; on update only when
 * the schedule changed (declarative validation does not re-check unchanged
 * values).
 */
const scheduleRequired = (
  spec: CronJobSpecModel,
  old: CronJobSpecModel | undefined,
  profile: ResolvedClusterProfile,
): FieldError[] =>
  spec.schedule.length === 0 &&
  (old === undefined || old.schedule !== spec.schedule) &&
  since(profile, 'cronJobScheduleAfterTemplate')
    ? [required('spec.schedule')]
    : []

/** Whether the pod options (with the profile's minor) put the schedule's Required error last (1.37 on). */
const scheduleLast = (podOptions: PodValidationOptions): boolean =>
  (podOptions.kubernetesMinor ?? LATEST_MINOR) >= MINOR_RULES.cronJobScheduleAfterTemplate

/**
 * `ValidateCronJobCreate` on a decoded, defaulted CronJob: `metadata` (name a
 * DNS-1123 subdomain, namespace required, labels, annotations, owner
 * references, …), the spec, and the 52-character name limit.
 *
 * @example
 * declare const c: CronJobModel
 * validateCronJobModel(c) // [] for a valid CronJob
 */
export const validateCronJobModel = (
  c: CronJobModel,
  podOptions: PodValidationOptions = POD_TEMPLATE_CREATE_OPTIONS,
  profile: ResolvedClusterProfile = DEFAULT_CLUSTER_PROFILE,
): FieldError[] => {
  const errs = validateMetaModel(c.metadata, 'metadata', {}, minorNumber(profile.kubernetesVersion))
  pushAll(errs, validateSpec(c.spec, undefined, withGatedPodOptions(podOptions, profile), profile.allowPrivileged))
  if (utf8Length(c.metadata.name) > CRONJOB_NAME_MAX_LENGTH) {
    errs.push(invalid('metadata.name', c.metadata.name, `must be no more than ${CRONJOB_NAME_MAX_LENGTH} characters`))
  }
  pushAll(errs, scheduleRequired(c.spec, undefined, profile))
  return withMinorTexts(errs, minorNumber(profile.kubernetesVersion))
}

/**
 * What the API server checks on a CronJob update, in its order: the common
 * metadata checks of `rest.BeforeUpdate` (the name as a URL path segment,
 * `ValidateObjectMetaUpdate`), then `ValidateCronJobUpdate` (metadata
 * update rules again, the spec with the old one: a `TZ=` schedule kept from
 * before is tolerated, an unchanged `timeZone` is not re-checked, the pod
 * template with the relaxations its old version earns). No name-length
 * limit: old CronJobs with longer names can still be updated. Errors that
 * repeat are listed once by the dry run, as the server's answer does.
 *
 * @example
 * declare const next: CronJobModel
 * declare const prev: CronJobModel
 * validateCronJobModelUpdate(next, prev)
 */
export const validateCronJobModelUpdate = (
  next: CronJobModel,
  prev: CronJobModel,
  profile: ResolvedClusterProfile = DEFAULT_CLUSTER_PROFILE,
): FieldError[] => {
  const minor = minorNumber(profile.kubernetesVersion)
  const metaUpdate = (n: meta.ObjectMeta, p: meta.ObjectMeta): FieldError[] =>
    validateMetaModelUpdate(n, p, 'metadata', minor)
  return withMinorTexts(
    [
      ...validateMetaModel(next.metadata, 'metadata', { nameFn: pathSegmentName }, minor),
      ...metaUpdate(next.metadata, prev.metadata),
      ...metaUpdate(next.metadata, prev.metadata),
      ...validateSpec(
        next.spec,
        prev.spec,
        withGatedPodOptions(
          templateUpdateOptions(prev.spec.jobTemplate.spec.template),
          profile,
          prev.spec.jobTemplate.spec.template.spec,
        ),
        profile.allowPrivileged,
      ),
      ...scheduleRequired(next.spec, prev.spec, profile),
    ],
    minor,
  )
}
