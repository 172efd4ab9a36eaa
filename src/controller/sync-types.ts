/**
 * Input and output shapes of {@link syncJob} (API.md §5).
 *
 * @module
 */
import type { FieldError } from '../field/index'
import type { JobStatus } from '../job/types'
import type { ClusterProfile } from '../profile/resolve'

/**
 * Options of {@link syncJob}: the cluster profile the controller runs
 * under (Kubernetes minor and feature gates; default Kubernetes 1.37 with
 * its gate defaults). An invalid profile makes the sync a no-op that
 * reports `profileErrors`.
 *
 * @example
 * const o: SyncJobOptions = { profile: { featureGates: { MutableSchedulingDirectivesForSuspendedJobs: false } } }
 */
export interface SyncJobOptions {
  readonly profile?: ClusterProfile
}

/**
 * A Job-level event the controller records (pod-control events such as
 * `SuccessfulCreate` are not included).
 *
 * @example
 * const e: JobEvent = { type: 'Normal', reason: 'Completed', message: 'Job completed' }
 */
export interface JobEvent {
  readonly type: 'Normal' | 'Warning'
  readonly reason: string
  readonly message: string
}

/**
 * The controller's in-memory back-off record for one Job
 * (`backoffRecord` upstream): consecutive pod failures since the last
 * success and the finish time of the latest of them.
 *
 * @example
 * const b: BackoffState = { failuresAfterLastSuccess: 2, lastFailureTime: '2026-01-02T03:04:05Z' }
 */
export interface BackoffState {
  readonly failuresAfterLastSuccess: number
  readonly lastFailureTime?: string
}

/**
 * What the controller remembers outside the Job between syncs.
 * `expectationsSatisfied` (default `true`) is `false` while creates/deletes
 * issued earlier are not yet observed in the pod list.
 *
 * @example
 * const s: ControllerState = { expectationsSatisfied: true, backoff: { failuresAfterLastSuccess: 0 } }
 */
export interface ControllerState {
  readonly expectationsSatisfied?: boolean
  readonly backoff?: BackoffState
}

/**
 * Everything one sync decides.
 *
 * - `status`: the next Job status (batch/v1 wire form), as it is after the
 *   whole sync when every API call succeeds;
 * - `createPods` / `createIndexes`: pods to create (Indexed: their indexes,
 *   lowest pending first); `createIndexFailureCounts` /
 *   `createIndexIgnoredFailureCounts` (only with `backoffLimitPerIndex`) are
 *   the `job-index-failure-count` / `job-index-ignored-failure-count`
 *   annotation values for the pod of the same position in `createIndexes`;
 * - `deletePods`: names of pods to delete now;
 * - `removeFinalizers`: names of pods whose `batch.kubernetes.io/job-tracking`
 *   finalizer the controller removes in this sync (they are then counted in
 *   `status`, or — pods deleted for suspension or scale-down — never counted);
 * - `events`: Job-level events, in emission order;
 * - `requeueAfterSeconds`: the earliest time-based re-sync (back-off or
 *   `activeDeadlineSeconds`), if any;
 * - `adoptPods` / `releasePods`: ownership patches — orphans the selector
 *   matches are adopted (and counted), owned pods it no longer matches are
 *   released; pods another controller owns are ignored;
 * - `state`: controller memory for the next call.
 *
 * @example
 * const r: SyncResult = syncJob(job, pods, '2026-01-02T03:04:05Z')
 * r.createPods // 1
 */
export interface SyncResult {
  readonly status: JobStatus
  readonly createPods: number
  readonly createIndexes?: number[]
  readonly createIndexFailureCounts?: number[]
  readonly createIndexIgnoredFailureCounts?: number[]
  readonly deletePods: string[]
  readonly removeFinalizers: string[]
  readonly events: JobEvent[]
  readonly requeueAfterSeconds?: number
  /** Orphan pods the Job adopts (their controller reference is set), when any. */
  readonly adoptPods?: string[]
  /** Owned pods the selector no longer matches, released, when any. */
  readonly releasePods?: string[]
  readonly state: ControllerState
  /** Why the `profile` option was refused (the sync is then a no-op), when it was. */
  readonly profileErrors?: FieldError[]
}
