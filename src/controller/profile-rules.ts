/**
 * The Job controller's decisions that depend on the cluster profile
 * (Kubernetes minor and feature gates), as small rules read once per sync.
 * Each rule names the gate or minor range it exists in; everything else the
 * controller does is the same on every supported minor. Internal to the
 * package.
 *
 * - `clearStartTimeOnSuspend`: suspending a Job clears `status.startTime`
 *   only under `MutableSchedulingDirectivesForSuspendedJobs` (the gate
 *   exists from 1.35: alpha, off by default; beta, on by default, from
 *   1.36). Before 1.35 the controller never clears it; a 1.35 controller
 *   keeps it unless the gate is turned on.
 *
 * @module
 */
import { gateEnabled, type ResolvedClusterProfile } from '../profile/resolve'

/** What the rules decide for one profile. */
export interface ControllerRules {
  readonly clearStartTimeOnSuspend: boolean
}

/**
 * The controller rules of a resolved profile.
 *
 * @example
 * controllerRules(DEFAULT_CLUSTER_PROFILE).clearStartTimeOnSuspend // true (1.37: the gate is on)
 */
export const controllerRules = (profile: ResolvedClusterProfile): ControllerRules => ({
  clearStartTimeOnSuspend: gateEnabled(profile, 'MutableSchedulingDirectivesForSuspendedJobs'),
})
