/**
 * The public types of {@link simulateJob}: the pod script, the options,
 * the timeline and the result.
 *
 * @module
 */
import type { FieldError } from '../field/index'
import type { Job, JobSpec, JobStatus } from '../job/types'
import type { ClusterProfile } from '../profile/resolve'
import type { PodInfo } from './pod-types'
import type { JobEvent } from './sync-types'

/**
 * Which pod the script is asked about.
 *
 * @example
 * const a: PodAttempt = { name: 'pi-2', ordinal: 2, index: 1, attempt: 1 }
 */
export interface PodAttempt {
  /** Pod name, `<job>-<ordinal>`. */
  readonly name: string
  /** Creation order over the whole simulation, from 0. */
  readonly ordinal: number
  /** Indexed Jobs: the completion index. */
  readonly index?: number
  /** Attempt number, from 0: per index for Indexed Jobs, else equal to `ordinal`. */
  readonly attempt: number
}

/**
 * How a scripted pod ends.
 *
 * @example
 * const evicted: PodOutcome = { result: 'Failed', afterSeconds: 20, exitCode: 137, conditions: [{ type: 'DisruptionTarget', status: 'True' }] }
 */
export interface PodOutcome {
  /** Final phase. */
  readonly result: 'Succeeded' | 'Failed'
  /** Seconds from creation to the end of the run (default 1). */
  readonly afterSeconds?: number
  /** Exit code of the container (default 0 when Succeeded, 1 when Failed). */
  readonly exitCode?: number
  /** Container restart count reported while the pod runs (restartPolicy OnFailure). */
  readonly restarts?: number
  /** Extra pod conditions present once the pod has finished, e.g. `{ type: 'DisruptionTarget', status: 'True' }`. */
  readonly conditions?: readonly { readonly type: string; readonly status: string; readonly reason?: string }[]
}

/**
 * The script: a function of the attempt, or a list by creation order (the last entry repeats).
 *
 * @example
 * const flakyFirst: PodScript = ({ attempt }) => ({ result: attempt === 0 ? 'Failed' : 'Succeeded', afterSeconds: 30 })
 * const allOk: PodScript = [{ result: 'Succeeded', afterSeconds: 10 }]
 */
export type PodScript = ((attempt: PodAttempt) => PodOutcome) | readonly PodOutcome[]

/**
 * A scripted change of the Job spec (e.g. suspend or resume) at a point in simulated time.
 *
 * @example
 * const pause: SpecUpdate[] = [{ atSeconds: 10, spec: { suspend: true } }, { atSeconds: 60, spec: { suspend: false } }]
 */
export interface SpecUpdate {
  /** Seconds after the start of the simulation. */
  readonly atSeconds: number
  /** Fields merged into `spec`. */
  readonly spec: Partial<JobSpec>
}

/**
 * Options of {@link simulateJob}.
 *
 * @example
 * const o: SimulateOptions = { start: '2026-01-01T00:00:00Z', terminationGracePeriodSeconds: 30, maxSyncs: 500 }
 */
export interface SimulateOptions {
  /** Start of the simulated clock (RFC 3339, default `2026-01-01T00:00:00Z`). */
  readonly start?: string
  /** Bound on the number of syncs (default 10,000). */
  readonly maxSyncs?: number
  /** Bound on the number of pods the controller may create over the whole simulation (default 10,000). */
  readonly maxPods?: number
  /** Seconds a deleted pod stays terminating (default 0). */
  readonly terminationGracePeriodSeconds?: number
  /** Scripted spec updates. */
  readonly specUpdates?: readonly SpecUpdate[]
  /**
   * The cluster the controller runs in (Kubernetes minor and feature gates;
   * default 1.37 with its gate defaults), passed to every `syncJob`. An
   * invalid profile runs no sync and sets `profileErrors`.
   */
  readonly profile?: ClusterProfile
}

/**
 * Job phase as reported on the timeline (`jobPhase` of the Job after the sync).
 *
 * @example
 * const p: SimulatedPhase = 'Running'
 */
export type SimulatedPhase = 'Pending' | 'Running' | 'Suspended' | 'Complete' | 'Failed'

/**
 * One sync on the timeline.
 *
 * @example
 * simulateJob(job, [{ result: 'Succeeded' }]).timeline[0] // { time, status, events, createPods: 1, deletePods: [], phase: 'Running' }
 */
export interface TimelineEntry {
  readonly time: string
  readonly status: JobStatus
  readonly events: JobEvent[]
  readonly createPods: number
  readonly createIndexes?: number[]
  readonly deletePods: string[]
  readonly requeueAfterSeconds?: number
  readonly phase: SimulatedPhase
}

/**
 * One pod the simulation created, as it ended (or stood when the simulation
 * stopped): every pod, including those deleted and gone from the final
 * listing. Times are RFC 3339.
 *
 * @example
 * const p: SimulatedPod = { name: 'pi-0', ordinal: 0, attempt: 0, createdAt: '2026-01-01T00:00:00Z',
 *   phase: 'Failed', finishedAt: '2026-01-01T00:00:30Z', exitCode: 1 }
 */
export interface SimulatedPod {
  /** Pod name, `<job>-<ordinal>`. */
  readonly name: string
  /** Creation order over the whole simulation, from 0. */
  readonly ordinal: number
  /** Indexed Jobs: the completion index. */
  readonly index?: number
  /** Attempt number, from 0: per index for Indexed Jobs, else equal to `ordinal`. */
  readonly attempt: number
  readonly createdAt: string
  /** `Running` when the simulation stopped before the pod ended. */
  readonly phase: 'Running' | 'Succeeded' | 'Failed'
  /** When the pod's container ended; absent while `Running`. */
  readonly finishedAt?: string
  /** Exit code of the container once it ended (137 when killed by its deletion). */
  readonly exitCode?: number
  /** When the controller deleted the pod, if it did. */
  readonly deletedAt?: string
  /** `true` when the deletion, not the script, ended the pod (its grace period ran out). */
  readonly killed?: boolean
  /** The scripted extra pod conditions (e.g. `DisruptionTarget`), once the pod ended by its script. */
  readonly conditions?: readonly { readonly type: string; readonly status: string; readonly reason?: string }[]
}

/**
 * Result of {@link simulateJob}.
 *
 * @example
 * const r: SimulationResult = simulateJob(job, [{ result: 'Succeeded' }])
 * r.finished // true
 */
export interface SimulationResult {
  readonly timeline: TimelineEntry[]
  /** The Job after the last sync. */
  readonly job: Job
  /** The pods as listed after the last sync. */
  readonly pods: PodInfo[]
  /** Every pod the simulation created, in creation order, including those deleted and no longer listed. */
  readonly podHistory: SimulatedPod[]
  /** Whether the Job ended `Complete` or `Failed`. */
  readonly finished: boolean
  /** Number of syncs run. */
  readonly syncs: number
  /** Why the simulation stopped (see {@link SimulationStop}). */
  readonly stoppedBy: SimulationStop
  /** Why the `profile` option was refused (no sync ran), when it was. */
  readonly profileErrors?: FieldError[]
}

/**
 * Why {@link simulateJob} stopped: the Job ended `Complete` or `Failed`
 * (`finished`); nothing was left to happen (`idle`); the Job's selector does
 * not select the pods it creates, so they would never be its own
 * (`unclaimedPods`, after the first sync); or a limit was reached early
 * (`maxSyncs`, `maxPods`).
 *
 * @example
 * const s: SimulationStop = 'maxSyncs'
 */
export type SimulationStop = 'finished' | 'idle' | 'unclaimedPods' | 'maxSyncs' | 'maxPods'
