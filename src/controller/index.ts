// Public surface of src/controller.
export type * from './pod-types'
export * from './public-support'
export { syncJob } from './sync-job'
export type { BackoffState, ControllerState, JobEvent, SyncJobOptions, SyncResult } from './sync-types'
export { simulateJob } from './simulate-job'
export type {
  PodAttempt,
  PodOutcome,
  PodScript,
  SimulateOptions,
  SimulatedPhase,
  SimulatedPod,
  SimulationResult,
  SimulationStop,
  SpecUpdate,
  TimelineEntry,
} from './simulate-job'
export type { JobColumns, JobColumnsOptions, KubectlJobStatus } from './job-columns'
export { humanDuration, jobColumns, kubectlJobStatus } from './job-columns'
