// Public surface of the controller support functions (index sets, jobPhase, pod helpers, policies).
export * from './constants'
export type { IndexInterval } from './index-set'
export {
  MAX_EXPANDED_INDEXES,
  formatIndexIntervals,
  formatIndexSet,
  parseIndexIntervals,
  parseIndexSet,
  parseIndexSetStrict,
} from './index-set'
export {
  formatTime,
  hasJobTrackingFinalizer,
  isPodActive,
  isPodFailed,
  isPodReady,
  isPodTerminal,
  isPodTerminating,
  parseTime,
  podCompletionIndex,
  podFinishedTime,
  podIndexAbsoluteFailureCount,
  podIndexFailureCount,
  podIndexIgnoredFailureCount,
  podMaxRestartCount,
} from './pod'
export type { PodFailurePolicyActionName, PodFailurePolicyMatch } from './pod-failure-policy'
export { matchPodFailurePolicy } from './pod-failure-policy'
export type { SuccessPolicyMatch } from './success-policy'
export { matchSuccessPolicy } from './success-policy'
export { compareActivePodsForDeletion } from './active-pods'
export type { JobPhase } from './job-phase'
export { jobPhase } from './job-phase'
export type { BackoffRecord } from './backoff'
export {
  backoffDelaySeconds,
  remainingBackoffSeconds,
  remainingBackoffSecondsForIndex,
  updateBackoffRecord,
} from './backoff'
