/**
 * The schedule model: what `spec.schedule` parses to.
 *
 * @module
 */

/**
 * A five-field schedule (or a descriptor other than `@every`) as
 * `cron.ParseStandard` builds it: the allowed values of each field, ascending.
 *
 * @example
 * const s: CronFieldsSchedule = {
 *   kind: 'fields', minutes: [30], hours: [2], daysOfMonth: [1], months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
 *   daysOfWeek: [0, 1, 2, 3, 4, 5, 6], daysOfMonthStar: false, daysOfWeekStar: true, location: 'Local',
 * } // "30 2 1 * *"
 */
export interface CronFieldsSchedule {
  readonly kind: 'fields'
  /** 0–59 */
  readonly minutes: readonly number[]
  /** 0–23 */
  readonly hours: readonly number[]
  /** 1–31 */
  readonly daysOfMonth: readonly number[]
  /** 1–12 */
  readonly months: readonly number[]
  /** 0–6, Sunday is 0 */
  readonly daysOfWeek: readonly number[]
  /**
   * The day-of-month field was written `*` or `?` (without a step above 1).
   * When either day field is starred a day must match both fields, otherwise
   * either.
   */
  readonly daysOfMonthStar: boolean
  /** The day-of-week field was written `*` or `?` (without a step above 1). */
  readonly daysOfWeekStar: boolean
  /**
   * The schedule's zone: `Local` when the text has no `TZ=`/`CRON_TZ=`
   * prefix (the times are then computed in the zone of the instant given:
   * the controller's local zone, UTC for the library), `UTC`, or a zone name.
   */
  readonly location: string
}

/**
 * `@every <duration>`: a fixed delay in whole seconds (at least 1; the
 * duration's fraction of a second is dropped), independent of time zones.
 *
 * @example
 * const s: CronEverySchedule = { kind: 'every', delaySeconds: 90 } // "@every 1m30s"
 */
export interface CronEverySchedule {
  readonly kind: 'every'
  readonly delaySeconds: number
}

/**
 * A parsed `spec.schedule`.
 *
 * @example
 * const s: CronSchedule = { kind: 'every', delaySeconds: 1 } // "@every 10ms"
 */
export type CronSchedule = CronFieldsSchedule | CronEverySchedule

/**
 * Why a schedule did not parse: the error text of the server's parser
 * (`cron.ParseStandard` behind `ParseCronScheduleWithPanicRecovery`).
 *
 * @example
 * const e: CronScheduleError = { message: 'end of range (61) above maximum (59): 61' }
 */
export interface CronScheduleError {
  readonly message: string
}
