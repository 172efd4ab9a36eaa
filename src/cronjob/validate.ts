/**
 * `validateCronJob` and `validateCronJobUpdate`: CronJob validation on any
 * input, decoded once into the typed model (src/cronjob/validation.ts has
 * the rules).
 *
 * @module
 */
import type { FieldError } from '../field/index'
import { guarded, optionOf, unreadableJob } from '../wire/guard'
import * as E from '../wire/either'
import { resolveProfile, type ClusterProfile } from '../profile/resolve'
import { decodeCronJobModel } from './decode'
import { validateCronJobModel, validateCronJobModelUpdate } from './validation'

/**
 * The options of the CronJob functions that answer for a cluster: its
 * profile (default Kubernetes 1.37 with `--allow-privileged=true`; an
 * invalid profile is answered with its errors at `profile.*`).
 *
 * @example
 * const o: CronJobProfileOptions = { profile: { allowPrivileged: false } }
 */
export interface CronJobProfileOptions {
  readonly profile?: ClusterProfile
}

/**
 * Validates a batch/v1 CronJob as the API server does on create
 * (`ValidateCronJobCreate`, then the declaratively validated required
 * schedule): `metadata` (name a DNS-1123 subdomain of at most 52
 * characters, namespace required, labels, annotations, …); `spec.schedule`
 * (the server's parser and its error texts; `TZ=`/`CRON_TZ=` refused),
 * `spec.timeZone` (against the zone data the server's binary embeds; not
 * `Local`), `startingDeadlineSeconds`, `concurrencyPolicy`, the history
 * limits; and the whole Job template at `spec.jobTemplate.spec…` by the
 * Job's own rules (the pod template, restart policy, pod failure and
 * success policies; no selector, no `manualSelector: true`). The CronJob is
 * validated as given: apply {@link defaultCronJob} first to validate what
 * the server stores (an unset `concurrencyPolicy` is `Required` here).
 *
 * Total: wrong JSON types come first as `FieldValueTypeInvalid`, then read
 * as unset.
 *
 * @example
 * validateCronJob({ apiVersion: 'batch/v1', kind: 'CronJob', metadata: { name: 'hello', namespace: 'default' },
 *   spec: { schedule: '61 25 * * *', concurrencyPolicy: 'Forbid', jobTemplate: { spec: { template: { spec: {
 *     restartPolicy: 'OnFailure', containers: [{ name: 'hello', image: 'busybox' }] } } } } } })
 *   .map((e) => `${e.field}: ${e.detail}`)
 * // ['spec.schedule: end of range (61) above maximum (59): 61', …the pod template's defaults-dependent errors]
 */
export const validateCronJob: (cronJob: unknown, options?: CronJobProfileOptions) => FieldError[] =
  /* @__PURE__ */ guarded(
    () => unreadableJob.map((e) => ({ ...e })),
    (cronJob: unknown, options?: CronJobProfileOptions): FieldError[] => {
      const profile = resolveProfile(optionOf(options, 'profile'))
      if (E.isLeft(profile)) return profile.left
      const { value, typeErrors } = decodeCronJobModel(cronJob)
      return [...typeErrors, ...validateCronJobModel(value, undefined, profile.right)]
    },
  )

/**
 * Validates an update of a CronJob (`next` replacing `prev`) as the API
 * server does: the common metadata checks (the name as a URL path segment,
 * immutable metadata), then `ValidateCronJobUpdate` — no name-length limit,
 * a `TZ=` schedule `prev` already had is tolerated, an unchanged `timeZone`
 * is not re-checked, the pod template gets the relaxations `prev`'s earns.
 * Repeated errors (the metadata checks run twice upstream) are kept; the
 * dry run lists them once.
 *
 * @example
 * declare const prev: CronJob
 * validateCronJobUpdate({ ...prev, metadata: { ...prev.metadata, uid: 'other' } }, prev)[0]?.field
 * // 'metadata.uid'
 */
export const validateCronJobUpdate: (next: unknown, prev: unknown, options?: CronJobProfileOptions) => FieldError[] =
  /* @__PURE__ */ guarded(
    () => unreadableJob.map((e) => ({ ...e })),
    (next: unknown, prev: unknown, options?: CronJobProfileOptions): FieldError[] => {
      const profile = resolveProfile(optionOf(options, 'profile'))
      if (E.isLeft(profile)) return profile.left
      const n = decodeCronJobModel(next)
      const p = decodeCronJobModel(prev).value
      return [...n.typeErrors, ...validateCronJobModelUpdate(n.value, p, profile.right)]
    },
  )
