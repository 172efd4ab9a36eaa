/**
 * `spec.schedule` parsed as the API server and the CronJob controller parse
 * it: `cron.ParseStandard` (github.com/robfig/cron/v3) behind Kubernetes'
 * `ParseCronScheduleWithPanicRecovery`, with the library's exact error
 * texts.
 *
 * @module
 */
import { goToLower } from '../../field/go-lower'
import type { Either } from '../../wire/either'
import { left, right } from '../../wire/either'
import { loadTimeZone } from '../zone/load-location'
import { parseGoDuration } from './go-duration'
import { goAtoi, goFields, goTrimSpace } from './go-text'
import type { CronFieldsSchedule, CronSchedule, CronScheduleError } from './types'

interface Bounds {
  readonly min: number
  readonly max: number
  readonly names?: Readonly<Record<string, number>>
}
const MONTH_NAMES: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
}
const DAY_NAMES: Readonly<Record<string, number>> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 }
const MINUTES: Bounds = { min: 0, max: 59 }
const HOURS: Bounds = { min: 0, max: 23 }
const DOM: Bounds = { min: 1, max: 31 }
const MONTHS: Bounds = { min: 1, max: 12, names: MONTH_NAMES }
const DOW: Bounds = { min: 0, max: 6, names: DAY_NAMES }

/** A field's values (a bit per value) and robfig's star bit. */
interface FieldBits {
  /** Indexed by value; a typed array, so no index can read an inherited (polluted) element. */
  readonly values: Uint8Array
  star: boolean
}

interface Num {
  readonly value: number
  readonly text: string
}

type Step<T> = { readonly ok: true; readonly v: T } | { readonly ok: false; readonly error: string }

const parseInt_ = (expr: string): Step<Num> => {
  const n = goAtoi(expr)
  if (!n.ok) return { ok: false, error: `failed to parse int from ${expr}: ${n.error}` }
  if (n.value < 0) return { ok: false, error: `negative number (${n.text}) not allowed: ${expr}` }
  return { ok: true, v: n }
}

const parseIntOrName = (expr: string, names: Bounds['names']): Step<Num> => {
  if (names !== undefined) {
    const lower = goToLower(expr)
    if (Object.hasOwn(names, lower)) {
      const value = names[lower] as number
      return { ok: true, v: { value, text: String(value) } }
    }
  }
  return parseInt_(expr)
}

/** One comma-separated piece: `*`, `?`, `n`, `n-m`, each with an optional `/step`. */
const addRange = (expr: string, r: Bounds, into: FieldBits): string | undefined => {
  const rangeAndStep = expr.split('/')
  const lowAndHigh = (rangeAndStep[0] as string).split('-')
  const single = lowAndHigh.length === 1
  let start: Num
  let end: Num
  let star = false
  if (lowAndHigh[0] === '*' || lowAndHigh[0] === '?') {
    start = { value: r.min, text: String(r.min) }
    end = { value: r.max, text: String(r.max) }
    star = true
  } else {
    const low = parseIntOrName(lowAndHigh[0] as string, r.names)
    if (!low.ok) return low.error
    start = low.v
    if (lowAndHigh.length === 1) end = start
    else if (lowAndHigh.length === 2) {
      const high = parseIntOrName(lowAndHigh[1] as string, r.names)
      if (!high.ok) return high.error
      end = high.v
    } else return `too many hyphens: ${expr}`
  }
  let step = 1
  if (rangeAndStep.length === 2) {
    const s = parseInt_(rangeAndStep[1] as string)
    if (!s.ok) return s.error
    step = s.v.value
    if (single) end = { value: r.max, text: String(r.max) }
    if (step > 1) star = false
  } else if (rangeAndStep.length > 2) return `too many slashes: ${expr}`
  if (start.value < r.min) return `beginning of range (${start.text}) below minimum (${r.min}): ${expr}`
  if (end.value > r.max) return `end of range (${end.text}) above maximum (${r.max}): ${expr}`
  if (start.value > end.value) return `beginning of range (${start.text}) beyond end of range (${end.text}): ${expr}`
  if (step === 0) return `step of range should be a positive number: ${expr}`
  for (let i = start.value; i <= end.value; i += step) into.values[i] = 1
  if (star) into.star = true
  return undefined
}

const parseField = (field: string, r: Bounds): Step<FieldBits> => {
  const bits: FieldBits = { values: new Uint8Array(64), star: false }
  for (const expr of field.split(',')) {
    if (expr === '') continue
    const error = addRange(expr, r, bits)
    if (error !== undefined) return { ok: false, error }
  }
  return { ok: true, v: bits }
}

const list = (bits: FieldBits, r: Bounds): number[] => {
  const out: number[] = []
  for (let i = r.min; i <= r.max; i++) if (bits.values[i] === 1) out.push(i)
  return out
}
const range = (a: number, b: number): number[] => {
  const out: number[] = []
  for (let i = a; i <= b; i++) out.push(i)
  return out
}

const descriptor = (spec: string, location: string): Either<CronScheduleError, CronSchedule> => {
  const fields = (
    hours: readonly number[],
    daysOfMonth: readonly number[],
    months: readonly number[],
    daysOfWeek: readonly number[],
  ): CronFieldsSchedule => ({
    kind: 'fields',
    minutes: [0],
    hours,
    daysOfMonth,
    months,
    daysOfWeek,
    daysOfMonthStar: daysOfMonth.length === 31,
    daysOfWeekStar: daysOfWeek.length === 7,
    location,
  })
  const allDays = range(1, 31)
  const allMonths = range(1, 12)
  const allWeek = range(0, 6)
  switch (spec) {
    case '@yearly':
    case '@annually':
      return right(fields([0], [1], [1], allWeek))
    case '@monthly':
      return right(fields([0], [1], allMonths, allWeek))
    case '@weekly':
      return right(fields([0], allDays, allMonths, [0]))
    case '@daily':
    case '@midnight':
      return right(fields([0], allDays, allMonths, allWeek))
    case '@hourly':
      return right(fields(range(0, 23), allDays, allMonths, allWeek))
  }
  if (spec.startsWith('@every ')) {
    const d = parseGoDuration(spec.slice(7))
    if (!d.ok) return left({ message: `failed to parse duration ${spec}: ${d.error}` })
    const ns = d.nanoseconds < 1000000000n ? 1000000000n : d.nanoseconds
    return right({ kind: 'every', delaySeconds: Number(ns / 1000000000n) })
  }
  return left({ message: `unrecognized descriptor: ${spec}` })
}

/**
 * Parses a CronJob's `spec.schedule` exactly as the API server's validation
 * and the CronJob controller do: five fields (minute, hour, day of month,
 * month, day of week) of `*`, `?`, numbers, names (`jan`–`dec`,
 * `sun`–`sat`, any case), ranges, steps and lists; the descriptors
 * `@yearly`, `@annually`, `@monthly`, `@weekly`, `@daily`, `@midnight`,
 * `@hourly` and `@every <Go duration>`; and a `TZ=<zone> ` or
 * `CRON_TZ=<zone> ` prefix. The parser accepts the prefix; the API's
 * validation rejects it separately ("cannot use TZ or CRON_TZ in schedule,
 * use timeZone field instead"). Errors carry the parser's texts, including
 * the server's `invalid schedule format: …` for a prefix without a space.
 * Never throws.
 *
 * @example
 * parseCronSchedule('*\/15 9-17 * * mon-fri') // right({ kind: 'fields', minutes: [0, 15, 30, 45], … })
 * parseCronSchedule('61 25 * * *')           // left({ message: 'end of range (61) above maximum (59): 61' })
 * parseCronSchedule('@every 500ms')          // right({ kind: 'every', delaySeconds: 1 })
 * parseCronSchedule('0 0 * *')               // left({ message: 'expected exactly 5 fields, found 4: [0 0 * *]' })
 */
export const parseCronSchedule = (text: string): Either<CronScheduleError, CronSchedule> => {
  if (typeof text !== 'string') return left({ message: 'empty spec string' })
  if (text.length === 0) return left({ message: 'empty spec string' })
  let spec = text
  let location = 'Local'
  if (spec.startsWith('TZ=') || spec.startsWith('CRON_TZ=')) {
    const space = spec.indexOf(' ')
    if (space < 0) return left({ message: 'invalid schedule format: runtime error: slice bounds out of range [:-1]' })
    const name = spec.slice(spec.indexOf('=') + 1, space)
    const zone = loadTimeZone(name)
    if (zone._tag === 'Left') return left({ message: `provided bad location ${name}: ${zone.left.message}` })
    location = zone.right.name
    spec = goTrimSpace(spec.slice(space))
  }
  if (spec.startsWith('@')) return descriptor(spec, location)
  const fields = goFields(spec)
  if (fields.length !== 5)
    return left({ message: `expected exactly 5 fields, found ${fields.length}: [${fields.join(' ')}]` })
  const bounds = [MINUTES, HOURS, DOM, MONTHS, DOW]
  const parsed: FieldBits[] = []
  for (let i = 0; i < 5; i++) {
    const f = parseField(fields[i] as string, bounds[i] as Bounds)
    if (!f.ok) return left({ message: f.error })
    parsed.push(f.v)
  }
  const [minute, hour, dom, month, dow] = parsed as [FieldBits, FieldBits, FieldBits, FieldBits, FieldBits]
  return right({
    kind: 'fields',
    minutes: list(minute, MINUTES),
    hours: list(hour, HOURS),
    daysOfMonth: list(dom, DOM),
    months: list(month, MONTHS),
    daysOfWeek: list(dow, DOW),
    daysOfMonthStar: dom.star,
    daysOfWeekStar: dow.star,
    location,
  })
}
