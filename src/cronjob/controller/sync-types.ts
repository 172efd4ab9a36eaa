/**
 * Input and output shapes of {@link syncCronJob}.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import type { Job } from '../../job/types'
import type { ClusterProfile } from '../../profile/resolve'
import type { CronJobStatus } from '../types'

/**
 * An event the CronJob controller records on the CronJob.
 *
 * @example
 * const e: CronJobEvent = { type: 'Normal', reason: 'SuccessfulCreate', message: 'Created job hello-29453880' }
 */
export interface CronJobEvent {
  readonly type: 'Normal' | 'Warning'
  readonly reason: string
  readonly message: string
}

/**
 * Options of one sync: what the API server answers that the controller
 * cannot know beforehand.
 *
 * @example
 * const o: CronJobSyncOptions = { createdJobUid: '5f1c7a4e-0d1b-4c55-9a8e-2b7c1d0e9f31' }
 */
export interface CronJobSyncOptions {
  /** The UID the API server gives the Job the sync creates (default `''`): it goes into `status.active`. */
  readonly createdJobUid?: string
  /** The cluster the controller runs in (default Kubernetes 1.37). */
  readonly profile?: ClusterProfile
}

/**
 * Everything one sync of the CronJob controller decides.
 *
 * - `status`: the CronJob status after the sync (batch/v1 wire form, as the
 *   status write sends it; the input status when nothing changed);
 * - `statusChanged`: whether the controller writes the status;
 * - `createJobs`: the Job the controller sends to be created (at most one;
 *   also when the API server already has a Job of that name, which it then
 *   refuses: a `SuccessfulCreate` event tells a real creation), exactly as
 *   it sends it: named `<cronjob>-<scheduled time in minutes since the
 *   epoch>`, the template's labels and annotations, the
 *   `batch.kubernetes.io/cronjob-scheduled-timestamp` annotation (the
 *   scheduled time in the CronJob's zone), the controller owner reference,
 *   `creationTimestamp` the scheduled time, and the template's Job spec;
 * - `deleteJobs`: names of the Jobs deleted, in order (finished Jobs past
 *   the history limits, oldest first, then the running Jobs `Replace`
 *   replaces);
 * - `events`: in emission order;
 * - `requeueAfter` / `requeueAfterSeconds`: when the controller looks
 *   again (Go's duration text and seconds): 100 ms after the next
 *   scheduled time; absent when it waits for a change of the CronJob
 *   (suspended, a schedule or zone that does not load, deleting);
 * - `error`: what the sync returned to the work queue (it then retries
 *   with back-off);
 * - `scheduledTime`: the run the sync started or skipped.
 *
 * @example
 * const r: CronJobSyncResult = syncCronJob(cronJob, [], '2026-01-01T02:00:05Z')
 * r.createJobs[0]?.metadata?.name // 'hello-29453880'
 */
export interface CronJobSyncResult {
  readonly status: CronJobStatus
  readonly statusChanged: boolean
  readonly createJobs: Job[]
  readonly deleteJobs: string[]
  readonly events: CronJobEvent[]
  readonly requeueAfter?: string
  readonly requeueAfterSeconds?: number
  readonly error?: string
  /**
   * The scheduled time the sync acted on: the run it started, or skipped
   * (`JobAlreadyActive` with `Forbid`, `MissSchedule` past the deadline);
   * absent when no run was due.
   */
  readonly scheduledTime?: string
  /** Why the `profile` option was refused (the sync is then a no-op), when it was. */
  readonly profileErrors?: FieldError[]
}
