/**
 * Go's `time.LoadLocation` over the zone database the API server and the
 * controller manager embed (`time/tzdata`, Go 1.26: tzdata 2025c): which
 * names load, and the error texts of those that do not.
 *
 * @module
 */
import type { Either } from '../../wire/either'
import { left, right } from '../../wire/either'
import { TZ_NAME_RECORDS, TZ_NAMES } from '../generated/tz-names'

/**
 * A loaded location: `UTC`, `Local` (the process's own zone; the library
 * takes it to be UTC, as in the server's container images) or a zone of the
 * embedded database (`record` indexes the generated zone data).
 *
 * @example
 * const zone: TimeZone = { name: 'Europe/Berlin', record: 140 }
 */
export interface TimeZone {
  /** Go's `Location.String()`: `UTC` for `""`, otherwise the name given. */
  readonly name: string
  /** The zone's record in the generated data; -1 for `UTC` and `Local`. */
  readonly record: number
}

/**
 * Why a location did not load, with Go's error text.
 *
 * @example
 * const e: TimeZoneError = { message: 'unknown time zone Mars/Olympus' }
 */
export interface TimeZoneError {
  readonly message: string
}

let index: Map<string, number> | undefined

const zoneIndex = (): Map<string, number> => {
  if (index !== undefined) return index
  const map = new Map<string, number>()
  let p = 0
  let area = ''
  for (const word of TZ_NAMES.split(' ')) {
    // A word ending in `/` is the area of the names after it (generated/tz-names.ts).
    if (word.endsWith('/')) {
      area = word === '/' ? '' : word
      continue
    }
    const name = area + word
    let n = 0
    for (;;) {
      const c = TZ_NAME_RECORDS.charCodeAt(p++)
      if (c >= 0x5d) n = n * 32 + (c - 0x5d)
      else {
        n = n * 32 + (c - 0x28)
        break
      }
    }
    map.set(name, n)
  }
  index = map
  return map
}

/**
 * The names of every zone the embedded database holds, sorted (Go's byte
 * order).
 *
 * @example
 * timeZoneNames().includes('America/New_York') // true
 * timeZoneNames().includes('Local')            // false
 */
export const timeZoneNames = (): readonly string[] => [...zoneIndex().keys()]

/**
 * `time.LoadLocation(name)` as the API server and the CronJob controller run
 * it: `""` and `UTC` are UTC, `Local` is the process's zone, a name with `..`
 * or a leading `/` or `\` is `time: invalid location name`, a name the
 * embedded database holds (exactly, case included) loads, anything else is
 * `unknown time zone <name>`. Never throws; a non-string is an unknown zone.
 *
 * @example
 * loadTimeZone('Asia/Kolkata')     // right({ name: 'Asia/Kolkata', record: … })
 * loadTimeZone('asia/kolkata')     // left({ message: 'unknown time zone asia/kolkata' })
 * loadTimeZone('../etc/passwd')    // left({ message: 'time: invalid location name' })
 * loadTimeZone('')                 // right({ name: 'UTC', record: -1 })
 */
export const loadTimeZone = (name: string): Either<TimeZoneError, TimeZone> => {
  if (typeof name !== 'string') return left({ message: 'unknown time zone' })
  if (name === '' || name === 'UTC') return right({ name: 'UTC', record: -1 })
  if (name === 'Local') return right({ name: 'Local', record: -1 })
  if (name.includes('..') || name[0] === '/' || name[0] === '\\')
    return left({ message: 'time: invalid location name' })
  const record = zoneIndex().get(name)
  if (record === undefined) return left({ message: `unknown time zone ${name}` })
  return right({ name, record })
}
