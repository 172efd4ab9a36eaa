// Public surface of src/timeline (the `k8s-jobs-core/timeline` entry point):
// pictures of simulations and schedules. Not re-exported by the package
// root, so that the renderers add nothing to the other entry points.
export { jobTimelineSvg } from './job-svg'
export type { JobTimelineOptions } from './job-svg'
export { scheduleTimelineSvg } from './schedule-svg'
export type { ScheduleRun, ScheduleRunStatus, ScheduleTimelineOptions } from './schedule-svg'
