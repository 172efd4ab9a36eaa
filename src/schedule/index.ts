/**
 * `k8s-jobs-core/schedule`: CronJob schedules and time zones as the API
 * server and the CronJob controller compute them — the schedule parser
 * (robfig/cron's `ParseStandard` with its error texts), Go's
 * `time.LoadLocation` over the zone data their binaries embed (Go 1.26,
 * tzdata 2025c), the next run times (`nextScheduleTimes`) and the missed-run
 * analysis (`mostRecentScheduleTime`). A subpath of its own because the zone
 * transitions it carries (about 24 kB gzipped) would otherwise weigh on
 * every import of the package root. See docs/cronjob-schedules.md.
 *
 * @packageDocumentation
 */
export * from '../cronjob/schedule-index'
export { controllerSchedule, nextScheduleTimes } from '../cronjob/schedule/next-times'
export type { ScheduleSpec } from '../cronjob/schedule/next-times'
export { mostRecentScheduleTime } from '../cronjob/schedule/missed-runs'
export type { CronJobHistory, MissedRuns, MissedSchedules } from '../cronjob/schedule/missed-runs'
export { HANG_MESSAGE } from '../cronjob/schedule/next'
