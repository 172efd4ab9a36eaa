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
 * - `printsSuccessCriteriaMet`: `kubectl get jobs` prints STATUS
 *   `SuccessCriteriaMet` from 1.34 on; a 1.33 server's printer has no such
 *   row (the Job prints `Running`).
 *
 * - `activeKeptInBackoff` (`jobActiveKeptInBackoff` of
 *   src/profile/minor-rules.ts): a sync that would create pods but waits
 *   for the pod-failure back-off keeps `status.active`; before 1.36
 *   `manageJob` answered 0 there, so the status said no pod was active
 *   (and a Job without `completions` with a success counted as complete).
 *
 * @module
 */
import { since } from '../profile/minor-rules'
import { DEFAULT_CLUSTER_PROFILE, gateEnabled, type ResolvedClusterProfile } from '../profile/resolve'

/** What the rules decide for one profile. */
export interface ControllerRules {
  readonly clearStartTimeOnSuspend: boolean
  readonly printsSuccessCriteriaMet: boolean
  readonly activeKeptInBackoff: boolean
}

/** Whether a profile's minor is `1.<minor>` or newer. */
const atLeast = (profile: ResolvedClusterProfile, minor: number): boolean =>
  Number(profile.kubernetesVersion.split('.')[1]) >= minor

/**
 * The controller rules of a resolved profile.
 *
 * @example
 * controllerRules(DEFAULT_CLUSTER_PROFILE).clearStartTimeOnSuspend // true (1.37: the gate is on)
 */
export const controllerRules = (profile: ResolvedClusterProfile): ControllerRules => ({
  clearStartTimeOnSuspend: gateEnabled(profile, 'MutableSchedulingDirectivesForSuspendedJobs'),
  printsSuccessCriteriaMet: atLeast(profile, 34),
  activeKeptInBackoff: since(profile, 'jobActiveKeptInBackoff'),
})

/**
 * The rules of the default profile (Kubernetes 1.37, its gate defaults).
 *
 * @example
 * DEFAULT_CONTROLLER_RULES.printsSuccessCriteriaMet // true
 */
export const DEFAULT_CONTROLLER_RULES: ControllerRules = controllerRules(DEFAULT_CLUSTER_PROFILE)
