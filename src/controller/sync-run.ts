/**
 * The working state of one `syncJob` call (upstream's `jobCtx`, plus the
 * API calls the sync issues): what it reads — the defaulted spec, the Job's
 * pods, the time — and what its decisions have produced so far. Each
 * decision (./sync-*.ts) reads what it needs from it and records its
 * outcome in it. Owned by one sync: never shared, never returned. Internal
 * to the package.
 *
 * @module
 */
import { SYNC_JOB_BATCH_PERIOD_SECONDS } from './constants'
import type { JobPods } from './sync-job-pods'
import type { SyncPod } from './sync-pods'
import type { SyncSpec } from './sync-spec'
import type { JobEvent } from './sync-types'
import { type ControllerRules, DEFAULT_CONTROLLER_RULES } from './profile-rules'

/**
 * One sync's working state (see the module comment).
 *
 * @example
 * const run = new SyncRun(spec, jobPods, nowMs, '2026-01-02T03:04:05Z', [], undefined)
 * run.active // the active pods before any create or delete
 */
export class SyncRun {
  /** Active pods, after this sync's creates and deletes so far. */
  active: number
  /** Ready active pods, after this sync's deletes so far. */
  ready: number
  /** Terminating pods, including the ones this sync deletes. */
  terminating: number
  /** Names of the pods to delete. */
  readonly deletePods: string[] = []
  /** Names of the pods whose tracking finalizer goes. */
  readonly removeFinalizers: string[] = []
  /** Number of pods to create. */
  createPods = 0
  /** Indexed: the completion indexes of the pods to create. */
  createIndexes: number[] | undefined = undefined
  /** `backoffLimitPerIndex`: the failure-count annotation of each pod to create. */
  createFailureCounts: number[] | undefined = undefined
  /** `backoffLimitPerIndex`: the ignored-failure-count annotation of each pod to create. */
  createIgnoredCounts: number[] | undefined = undefined
  /** Time-based re-syncs asked for, in seconds. */
  readonly requeues: number[] = []
  /** The Job's conditions (the input list, copied, then changed in place). */
  readonly conditions: unknown[]
  /** Job events, in emission order. */
  readonly events: JobEvent[] = []
  /** `status.startTime` as this sync leaves it. */
  startTime: string | undefined
  /** Whether suspending the Job cleared `startTime`. */
  startTimeCleared = false
  /** Whether upstream writes the status in this sync (and so stores the back-off record). */
  needsFlush = false
  /** The profile's controller rules (./profile-rules); the default profile's until set. */
  rules: ControllerRules = DEFAULT_CONTROLLER_RULES

  /**
   * @param spec the Job's defaulted spec
   * @param pods the Job's pods
   * @param nowMs the sync's time, epoch milliseconds
   * @param nowStr the sync's time as metav1.Time serialises it
   * @param conditionsIn the input status's conditions (copied)
   * @param startTime `status.startTime` at the start of the sync
   */
  constructor(
    readonly spec: SyncSpec,
    readonly pods: JobPods,
    readonly nowMs: number,
    readonly nowStr: string,
    conditionsIn: readonly unknown[],
    startTime: string | undefined,
  ) {
    this.active = pods.scan.activeCount
    this.ready = pods.scan.activeReady
    this.terminating = pods.terminatingCount()
    this.conditions = conditionsIn.slice()
    this.startTime = startTime
  }

  /** Asks for a re-sync after `seconds`, at least the controller's batch period. */
  requeueWithBatchPeriod(seconds: number): void {
    this.requeues.push(Math.max(seconds, SYNC_JOB_BATCH_PERIOD_SECONDS))
  }

  /** Deletes active pods, removing their tracking finalizer too (they are never counted). */
  deleteWithFinalizerRemoval(victims: readonly SyncPod[]): void {
    for (const p of victims) {
      if (p.finalizer) this.removeFinalizers.push(p.name)
      this.deletePods.push(p.name)
      if (p.ready) this.ready--
    }
    this.active -= victims.length
    this.terminating += victims.length
  }
}
