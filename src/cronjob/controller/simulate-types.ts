/**
 * Input and output shapes of {@link simulateCronJob}.
 *
 * @module
 */
import type { PodScript } from '../../controller/simulate-types'
import type { FieldError } from '../../field/index'
import type { Job } from '../../job/types'
import type { ClusterProfile } from '../../profile/resolve'
import type { CronJob } from '../types'
import type { CronJobEvent } from './sync-types'

/**
 * One scheduled run as the script sees it.
 *
 * @example
 * const r: CronJobRunInfo = { index: 0, jobName: 'hello-29453880', scheduledTime: '2026-01-01T02:00:00Z' }
 */
export interface CronJobRunInfo {
  /** 0 for the first Job the simulation creates, 1 for the next, … */
  readonly index: number
  readonly jobName: string
  readonly scheduledTime: string
}

/**
 * The window and the scripted Jobs of a simulation.
 *
 * @example
 * const o: CronJobSimulateOptions = {
 *   from: '2026-01-01T00:00:00Z', until: '2026-01-02T00:00:00Z',
 *   jobOutcome: ({ index }) => [{ result: index % 2 === 0 ? 'Succeeded' : 'Failed', afterSeconds: 120 }],
 * }
 */
export interface CronJobSimulateOptions {
  /** The start of the window (RFC 3339); the CronJob's `creationTimestamp` when it has none. */
  readonly from: string
  /** The end of the window (RFC 3339): no sync after it. */
  readonly until: string
  /**
   * The pods of each created Job, as `simulateJob` takes them (a list by
   * pod creation order, or a function of the attempt), per run: a list by
   * run index or a function of the run. Default: every pod succeeds after
   * 60 seconds.
   */
  readonly jobOutcome?: ((run: CronJobRunInfo) => PodScript) | readonly PodScript[]
  /** At most this many syncs (default 10,000). */
  readonly maxSyncs?: number
  /** The cluster the controllers run in (default Kubernetes 1.37), for the CronJob's syncs and each Job's. */
  readonly profile?: ClusterProfile
}

/**
 * What became of one scheduled time.
 *
 * - `Succeeded` / `Failed`: the Job finished so (`finishedAt`);
 * - `Running`: still running at the end of the window;
 * - `Replaced`: deleted while running by the next run (`Replace`);
 * - `Skipped`: not started because a Job was running (`Forbid`);
 * - `Missed`: not started, past `startingDeadlineSeconds`.
 *
 * @example
 * const o: CronJobRunOutcome = 'Replaced'
 */
export type CronJobRunOutcome = 'Succeeded' | 'Failed' | 'Running' | 'Replaced' | 'Skipped' | 'Missed'

/**
 * One run of the CronJob.
 *
 * @example
 * const r: CronJobRun = { scheduledTime: '2026-01-01T02:00:00Z', jobName: 'hello-29453880', createdAt: '2026-01-01T02:00:00.1Z', outcome: 'Succeeded', finishedAt: '2026-01-01T02:01:00Z' }
 */
export interface CronJobRun {
  readonly scheduledTime: string
  /** The created Job (absent for `Skipped` and `Missed`). */
  readonly jobName?: string
  /** When the controller created it. */
  readonly createdAt?: string
  readonly outcome: CronJobRunOutcome
  readonly finishedAt?: string
  /** When the controller deleted the Job (`Replace`, or the history limits). */
  readonly deletedAt?: string
}

/**
 * One sync of the simulation.
 *
 * @example
 * const s: CronJobSyncEntry = { time: '2026-01-01T02:00:00.1Z', events: [], createJobs: ['hello-29453880'], deleteJobs: [] }
 */
export interface CronJobSyncEntry {
  readonly time: string
  readonly events: CronJobEvent[]
  readonly createJobs: string[]
  readonly deleteJobs: string[]
  readonly requeueAfter?: string
}

/**
 * The simulation's answer.
 *
 * @example
 * declare const r: CronJobSimulationResult
 * r.runs.filter((x) => x.outcome === 'Skipped').length
 */
export interface CronJobSimulationResult {
  readonly runs: CronJobRun[]
  readonly syncs: CronJobSyncEntry[]
  /** The CronJob with its status after the last sync. */
  readonly cronJob: CronJob
  /** The Jobs left on the cluster at `until`, as the controller then sees them. */
  readonly jobs: Job[]
  /** `until` (the window ended), `idle` (no sync is ever due again) or `maxSyncs`. */
  readonly stoppedBy: 'until' | 'idle' | 'maxSyncs'
  /** Why the `profile` option was refused (the simulation is then empty), when it was. */
  readonly profileErrors?: FieldError[]
}
