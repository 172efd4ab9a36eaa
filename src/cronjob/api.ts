// The part of src/cronjob the package root re-exports: the batch/v1 CronJob API and schedules and time
// zones (./schedule-index.ts). The controller (./controller) is in the `k8s-jobs-core/cronjob` subpath
// alone: it computes run times with the zone transitions, which the root does not carry.
export type * from './types'
export type {
  CronJobModel,
  CronJobSpecModel,
  CronJobStatusModel,
  JobTemplateSpecModel,
  ObjectReferenceModel,
} from './model'
export { CRONJOB_API_VERSIONS, decodeCronJob } from './decode'
export { defaultCronJob } from './default'
export { CONCURRENCY_POLICIES, CRONJOB_NAME_MAX_LENGTH } from './validation'
export { validateCronJob, validateCronJobUpdate, type CronJobProfileOptions } from './validate'
export { createCronJob, updateCronJob } from './create'
export { dryRunCreateCronJob, dryRunUpdateCronJob, type CronJobDryRunResult } from './dry-run'
export { cronJobColumns, type CronJobColumns } from './columns'
export * from './schedule-index'
