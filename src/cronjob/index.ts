/**
 * `k8s-jobs-core/cronjob`: the batch/v1 CronJob API (codecs, defaulting,
 * validation, create/update and their dry runs, `kubectl get` columns),
 * schedules and time zones, and the CronJob controller as pure functions
 * (`syncCronJob`, `simulateCronJob`). The controller is exported here
 * only, not from the package root: it computes run times with the zone
 * transitions (see `k8s-jobs-core/schedule`). See docs/cronjob.md.
 *
 * @packageDocumentation
 */
export * from './api'
export { syncCronJob } from './controller/sync-cronjob'
export type { CronJobEvent, CronJobSyncOptions, CronJobSyncResult } from './controller/sync-types'
export { simulateCronJob } from './controller/simulate-cronjob'
export type {
  CronJobRun,
  CronJobRunInfo,
  CronJobRunOutcome,
  CronJobSimulateOptions,
  CronJobSimulationResult,
  CronJobSyncEntry,
} from './controller/simulate-types'
