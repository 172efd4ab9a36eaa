// Public surface of src/cronjob: the batch/v1 CronJob API (this branch) and schedules and time zones
// (./schedule-index.ts).
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
