/**
 * CronJob schedules and time zones: the parser the API server and the
 * CronJob controller use, Go's `time.LoadLocation` over the zone data their
 * binaries embed, and (with `./schedule/next`) the run times the controller
 * computes. Re-exported from the package root.
 *
 * @module
 */
export { parseCronSchedule } from './schedule/parse'
export type { CronEverySchedule, CronFieldsSchedule, CronSchedule, CronScheduleError } from './schedule/types'
export { loadTimeZone, timeZoneNames } from './zone/load-location'
export type { TimeZone, TimeZoneError } from './zone/load-location'
export { TZDATA_VERSION } from './generated/tz-names'
