/**
 * The two checks of CronJob validation that need the schedule parser and
 * the server's time-zone database: `cron.ParseStandard`'s error text for
 * `spec.schedule` (`./schedule/parse.ts`), `time.LoadLocation`'s for
 * `spec.timeZone` over the zone data the server's binary embeds
 * (`./zone/load-location.ts`), not the JavaScript runtime's.
 *
 * @module
 */
import { parseCronSchedule } from './schedule/parse'
import { loadTimeZone } from './zone/load-location'

/**
 * The error text the server's schedule parser gives for `schedule`, or
 * `undefined` when it parses.
 *
 * @example
 * scheduleParseError('@daily') // undefined
 * scheduleParseError('61 25 * * *') // 'end of range (61) above maximum (59): 61'
 */
export const scheduleParseError = (schedule: string): string | undefined => {
  const parsed = parseCronSchedule(schedule)
  return parsed._tag === 'Left' ? parsed.left.message : undefined
}

/**
 * The error text of `time.LoadLocation(timeZone)` in the server's binary
 * (its embedded zone data), or `undefined` when the zone loads.
 *
 * @example
 * timeZoneLoadError('Europe/Berlin') // undefined
 * timeZoneLoadError('Mars/Olympus') // 'unknown time zone Mars/Olympus'
 */
export const timeZoneLoadError = (timeZone: string): string | undefined => {
  const loaded = loadTimeZone(timeZone)
  return loaded._tag === 'Left' ? loaded.left.message : undefined
}
