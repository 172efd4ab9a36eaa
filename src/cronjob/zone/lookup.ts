/**
 * The offset from UTC of a zone at an instant, as Go's `Location.lookup`
 * answers it from the embedded zone data: the transitions, the zone in force
 * before the first one, and the POSIX rule after the last one; with the
 * bounds of the period, which Go's `time.Date` uses to resolve local times
 * that occur twice or not at all.
 *
 * @module
 */
import { TZ_RECORDS, TZ_RULES } from '../generated/tz-data'
import type { ZonePeriod } from './tzset'
import { tzset } from './tzset'

interface ZoneData {
  readonly first: number
  readonly when: readonly number[]
  readonly offsets: readonly number[]
  readonly rule: string
}

const decoded = new Map<number, ZoneData>()

const decode = (record: number): ZoneData | undefined => {
  const text = TZ_RECORDS[record]
  if (text === undefined) return undefined
  let p = 0
  const next = (): number => {
    let n = 0
    for (;;) {
      const c = text.charCodeAt(p++)
      if (c >= 0x5d) n = n * 32 + (c - 0x5d)
      else return n * 32 + (c - 0x28)
    }
  }
  const unzig = (n: number): number => (n % 2 === 1 ? -(n + 1) / 2 : n / 2)
  const nOffsets = next()
  const table: number[] = []
  for (let i = 0; i < nOffsets; i++) table.push(unzig(next()))
  const first = table[next()] ?? 0
  const nTx = next()
  const when: number[] = []
  const offsets: number[] = []
  let prev = 0
  for (let i = 0; i < nTx; i++) {
    prev += unzig(next())
    when.push(prev)
    offsets.push(table[next()] ?? 0)
  }
  return { first, when, offsets, rule: TZ_RULES[next()] ?? '' }
}

const zoneData = (record: number): ZoneData | undefined => {
  let z = decoded.get(record)
  if (z === undefined) {
    z = decode(record)
    if (z !== undefined) decoded.set(record, z)
  }
  return z
}

const UTC_PERIOD: ZonePeriod = { offset: 0, start: Number.NEGATIVE_INFINITY, end: Number.POSITIVE_INFINITY }

/**
 * Go's `loc.lookup(sec)` for a zone of the embedded data (`record` from
 * {@link loadTimeZone}; -1 is UTC): the offset in force at Unix second
 * `sec` and the period it is in force for.
 *
 * @example
 * zonePeriod(loadTimeZone('Asia/Kolkata').right.record, 0).offset // 19800
 */
export const zonePeriod = (record: number, sec: number): ZonePeriod => {
  if (record < 0) return UTC_PERIOD
  const z = zoneData(record)
  if (z === undefined) return UTC_PERIOD
  const { when, offsets } = z
  if (when.length === 0) {
    if (z.rule !== '') {
      const p = tzset(z.rule, Number.NEGATIVE_INFINITY, sec)
      if (p !== undefined) return p
    }
    return { offset: z.first, start: Number.NEGATIVE_INFINITY, end: Number.POSITIVE_INFINITY }
  }
  if (sec < (when[0] as number)) return { offset: z.first, start: Number.NEGATIVE_INFINITY, end: when[0] as number }
  let lo = 0
  let hi = when.length
  let end = Number.POSITIVE_INFINITY
  while (hi - lo > 1) {
    const m = (lo + hi) >>> 1
    const lim = when[m] as number
    if (sec < lim) {
      end = lim
      hi = m
    } else lo = m
  }
  const start = when[lo] as number
  if (lo === when.length - 1 && z.rule !== '') {
    const p = tzset(z.rule, start, sec)
    if (p !== undefined) return p
  }
  return { offset: offsets[lo] as number, start, end }
}
