/**
 * CronJob defaulting on the decoded model: batch/v1 `SetDefaults_CronJob`
 * (`concurrencyPolicy: Allow`, `suspend: false`, history limits 3 and 1)
 * and what the generated defaulter applies inside the Job template — the
 * pod-failure-policy pattern status and every core/v1 pod template default —
 * but none of `SetDefaults_Job` (a template's `completions`, `parallelism`,
 * `backoffLimit` stay unset until the controller creates the Job).
 *
 * @module
 */
import { defaultPodTemplateSpec } from '../core/defaults/pod-template'
import { JobSpecSchema } from '../job/generated/batch-schema'
import { defaultPolicy, rebuilt } from '../job/default-model'
import { encodeStruct, type EncodeOptions } from '../wire/encode'
import { goDecodeError } from '../wire/decode-issue'
import { decodeStruct } from '../wire/decode'
import { withoutDates } from '../wire/dates'
import { guarded } from '../wire/guard'
import { ownValue } from '../wire/read'
import { CRONJOB_TIME_FIELDS } from './decode'
import { CronJobSchema, CronJobSpecSchema, JobTemplateSpecSchema, type CronJobModel } from './model'
import type { CronJob } from './types'
import { LATEST_MINOR, MINOR_RULES } from '../profile/minor-rules'

/**
 * `SetDefaults_CronJob` and the template defaults on a decoded CronJob, as
 * Kubernetes 1.`minor` applies them.
 *
 * @example
 * declare const c: CronJobModel
 * defaultCronJobModel(c).spec.concurrencyPolicy // 'Allow' unless set
 */
export const defaultCronJobModel = (c: CronJobModel, minor: number = LATEST_MINOR): CronJobModel => {
  const s = c.spec
  const t = s.jobTemplate
  // Before 1.34 the pattern status was defaulted by SetDefaults_Job only, not inside a CronJob's template.
  const policy = t.spec.podFailurePolicy
  const jobSpec = rebuilt(
    t.spec,
    {
      podFailurePolicy:
        policy === undefined || minor < MINOR_RULES.cronJobPatternStatusDefault ? policy : defaultPolicy(policy),
      template: defaultPodTemplateSpec(t.spec.template),
    },
    JobSpecSchema,
  )
  const spec = rebuilt(
    s,
    {
      concurrencyPolicy: s.concurrencyPolicy === '' ? 'Allow' : s.concurrencyPolicy,
      suspend: s.suspend ?? false,
      successfulJobsHistoryLimit: s.successfulJobsHistoryLimit ?? 3,
      failedJobsHistoryLimit: s.failedJobsHistoryLimit ?? 1,
      jobTemplate: rebuilt(t, { spec: jobSpec }, JobTemplateSpecSchema),
    },
    CronJobSpecSchema,
  )
  return rebuilt(c, { spec }, CronJobSchema)
}

/** As validation reads an object: unknown fields and the empty lists and maps the user wrote kept. */
const AS_VALIDATED: EncodeOptions = { unknownFields: 'keep', emptyCollections: 'keep', mapOrder: 'keep' }

/**
 * The model as the CronJob JSON the library returns.
 *
 * @example
 * declare const c: CronJobModel
 * cronJobJson(c).spec?.schedule
 */
export const cronJobJson = (c: CronJobModel): CronJob =>
  encodeStruct(CronJobSchema, c, AS_VALIDATED) as unknown as CronJob

const defaultCronJobUnguarded = (cronJob: unknown): CronJob => {
  if (typeof cronJob === 'object' && cronJob !== null && ownValue(cronJob, 'apiVersion') === 'batch/v1') {
    const d = decodeStruct(CronJobSchema, cronJob, { unknownFields: 'keep' })
    if (goDecodeError(d.issues) === undefined) return cronJobJson(defaultCronJobModel(d.value))
  }
  // Not a batch/v1 CronJob, or one the API server would refuse to decode (400): nothing to default.
  return withoutDates(cronJob, CRONJOB_TIME_FIELDS) as CronJob
}

/**
 * Applies every default the API server applies to a batch/v1 CronJob:
 * `SetDefaults_CronJob` (`concurrencyPolicy: 'Allow'`, `suspend: false`,
 * `successfulJobsHistoryLimit: 3`, `failedJobsHistoryLimit: 1`), the
 * pod-failure-policy pattern status of the Job template and every core/v1
 * pod template default on `spec.jobTemplate.spec.template`
 * (`restartPolicy: Always`, `dnsPolicy`, container `imagePullPolicy`, …).
 * The Job template's own Job defaults (`completions`, `backoffLimit`, …)
 * are not applied: the server applies them to each Job it creates.
 *
 * Idempotent, total and non-mutating; anything that is not a batch/v1
 * CronJob, or that does not decode, comes back unchanged (a plain-data copy).
 *
 * @example
 * defaultCronJob({ apiVersion: 'batch/v1', kind: 'CronJob', metadata: { name: 'hello' },
 *   spec: { schedule: '@hourly', jobTemplate: { spec: { template: { spec: {
 *     restartPolicy: 'OnFailure', containers: [{ name: 'hello', image: 'busybox' }] } } } } } })
 * // spec: concurrencyPolicy 'Allow', suspend false, successfulJobsHistoryLimit 3, failedJobsHistoryLimit 1;
 * // the container gets imagePullPolicy 'Always', terminationMessagePath, …
 */
export const defaultCronJob: (cronJob: unknown) => CronJob = /* @__PURE__ */ guarded(
  (cronJob: unknown): CronJob => cronJob as CronJob,
  defaultCronJobUnguarded,
)
