/**
 * CronJob schedules, time zones and instants for `cronjob.schedule`: every
 * field form of the standard parser (numbers at and past the bounds, names in
 * any case, ranges, steps, lists with empty items, `*` and `?`), the
 * descriptors and `@every` with Go durations (below a second, negative,
 * fractions, bad units), `TZ=`/`CRON_TZ=` prefixes, zones with daylight
 * saving (including half-hour and negative DST, midnight changes, skipped
 * days), names Go does not know, and instants on and around the zones'
 * transitions.
 */
import fc from 'fast-check'
import { timeZoneNames } from '../../src/cronjob/zone/load-location'
import { loadTimeZone } from '../../src/cronjob/zone/load-location'
import { zonePeriod } from '../../src/cronjob/zone/lookup'
import { formatGoTime } from '../../src/wire/go-time'

/** Zones whose clocks change in ways schedule code gets wrong. */
export const TRICKY_ZONES = [
  'America/New_York',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Dublin', // negative DST in the data
  'Africa/Casablanca', // DST suspended for Ramadan, negative offsets
  'Australia/Lord_Howe', // 30-minute DST
  'Australia/Sydney',
  'Asia/Kolkata', // +05:30
  'Asia/Kathmandu', // +05:45
  'America/St_Johns', // -03:30 with DST
  'Pacific/Chatham', // +12:45/+13:45
  'America/Sao_Paulo', // DST changes at midnight until 2019
  'America/Havana', // midnight changes
  'America/Santiago', // midnight changes
  'America/Asuncion',
  'Asia/Tehran',
  'Asia/Gaza',
  'Antarctica/Troll', // 2-hour DST
  'Pacific/Apia', // skipped 30 December 2011
  'Pacific/Kiritimati', // +14, skipped a day in 1994
  'America/Caracas',
  'Europe/Moscow',
  'Asia/Jerusalem',
  'America/Godthab',
  'America/Nuuk',
  'America/Scoresbysund',
  'Europe/Kyiv',
  'Etc/GMT+12',
  'Etc/GMT-14',
  'EST5EDT',
  'CET',
  'UTC',
  'Etc/UTC',
]

/** Names Go's zone database lacks or refuses, and names only differently cased. */
export const BAD_ZONES = [
  'Local',
  'local',
  'LOCAL',
  '',
  'utc',
  'america/new_york',
  'AMERICA/NEW_YORK',
  'Mars/Olympus',
  'America',
  'America/',
  '/etc/localtime',
  '\\x',
  '../etc/passwd',
  'a..b',
  'US/Pacific-New', // removed from tzdata in 2020
  'Asia/Calcutta ',
  ' UTC',
  'America/New York',
  'EST5',
  'GMT+5',
  'Etc/GMT+13',
  'Etc/GMT-15',
  'Europe/Kiev-',
  'Asia/Hanoi', // in newer CLDR/Intl alias lists, not tzdata
  'America/Coyhaique', // added in tzdata 2025b
  'ABCDEFGHIJKLMNO/x', // a component longer than 14 characters
  'Europe/Berlin\u0000',
  'Europe/Bérlin',
]

const allZones = timeZoneNames()

export const zoneName: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...TRICKY_ZONES) },
  { weight: 3, arbitrary: fc.constantFrom(...allZones) },
  { weight: 1, arbitrary: fc.constantFrom(...BAD_ZONES) },
)

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']
const recase = (s: string, mask: number): string =>
  [...s].map((c, i) => ((mask >> i) & 1 ? c.toUpperCase() : c)).join('')

const number = (min: number, max: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 8, arbitrary: fc.integer({ min, max }).map(String) },
    { weight: 2, arbitrary: fc.constantFrom(String(min - 1), String(max + 1), String(max)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('-1', '+3', '007', '', 'x', '99999999999999999999', '9223372036854775807', '1e3', ' '),
    },
  )

const atom = (min: number, max: number, names?: readonly string[]): fc.Arbitrary<string> => {
  const base = number(min, max)
  if (names === undefined) return base
  const named = fc.tuple(fc.constantFrom(...names), fc.nat(7)).map(([n, mask]) => recase(n, mask))
  return fc.oneof(
    { weight: 3, arbitrary: base },
    { weight: 2, arbitrary: named },
    { weight: 1, arbitrary: fc.constant('frİ') },
  )
}

const piece = (min: number, max: number, names?: readonly string[]): fc.Arbitrary<string> => {
  const a = atom(min, max, names)
  const step = fc.oneof(fc.integer({ min: 1, max: max + 2 }).map(String), fc.constantFrom('0', '-1', 'x', ''))
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('*', '*', '?') },
    { weight: 5, arbitrary: a },
    { weight: 3, arbitrary: fc.tuple(a, a).map(([x, y]) => `${x}-${y}`) },
    { weight: 2, arbitrary: step.map((s) => `*/${s}`) },
    { weight: 1, arbitrary: fc.tuple(a, step).map(([x, s]) => `${x}/${s}`) },
    { weight: 2, arbitrary: fc.tuple(a, a, step).map(([x, y, s]) => `${x}-${y}/${s}`) },
    { weight: 1, arbitrary: fc.constantFrom('1-2-3', '1/2/3', '*-3', '?/2', '*/1', '5-', '-', '/') },
  )
}

const field = (min: number, max: number, names?: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: piece(min, max, names) },
    { weight: 2, arbitrary: fc.array(piece(min, max, names), { minLength: 2, maxLength: 4 }).map((p) => p.join(',')) },
    { weight: 1, arbitrary: fc.constantFrom(',', '1,,2', ',5') },
  )

/** Mostly valid fields: the schedules that fire, for the Next comparisons. */
const tameField = (min: number, max: number, names?: readonly string[]): fc.Arbitrary<string> => {
  const n = fc.integer({ min, max })
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant('*') },
    { weight: 4, arbitrary: n.map(String) },
    { weight: 2, arbitrary: fc.tuple(n, n).map(([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`) },
    { weight: 2, arbitrary: fc.integer({ min: 2, max: Math.max(2, max) }).map((s) => `*/${s}`) },
    { weight: 1, arbitrary: fc.array(n, { minLength: 2, maxLength: 4 }).map((v) => v.join(',')) },
    ...(names === undefined ? [] : [{ weight: 1, arbitrary: fc.constantFrom(...names) }]),
  )
}

const SPACES = [' ', ' ', ' ', '  ', '\t', '\u00a0', '\u3000', '\u200b']
const join = (parts: readonly string[], seps: readonly number[]): string =>
  parts.map((p, i) => (i === 0 ? p : `${SPACES[(seps[i] ?? 0) % SPACES.length]}${p}`)).join('')

const fiveFields = (tame: boolean): fc.Arbitrary<string> => {
  const f = tame ? tameField : field
  return fc
    .tuple(
      f(0, 59),
      f(0, 23),
      f(1, 31),
      f(1, 12, MONTHS),
      f(0, 6, DAYS),
      fc.array(fc.nat(), { minLength: 5, maxLength: 5 }),
    )
    .map(([a, b, c, d, e, seps]) => join([a, b, c, d, e], tame ? [0, 0, 0, 0, 0] : seps))
}

const DURATIONS = [
  '1h',
  '30m',
  '1h30m',
  '90s',
  '1s',
  '500ms',
  '999ms',
  '1.5s',
  '0',
  '-5s',
  '+2m',
  '1µs',
  '1μs',
  '1us',
  '2h45m10.5s',
  '0.000000001s',
  '.5h',
  '1.h',
  '9223372036854775807ns',
  '9223372036854775808ns',
  '2562047h',
  '2562048h',
  '1d',
  '',
  ' 1h',
  '5',
  '1hh',
  'h',
  '-',
  '1h 2m',
  '1.5.5s',
  '10000000000000000000000h',
]

const descriptor: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom('@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly'),
  },
  { weight: 3, arbitrary: fc.constantFrom(...DURATIONS).map((d) => `@every ${d}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('@Daily', '@daily ', ' @daily', '@every', '@every  1h', '@reboot', '@', '@every1h'),
  },
)

const prefixed = (inner: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    fc.tuple(fc.constantFrom('TZ=', 'CRON_TZ='), zoneName, inner).map(([p, z, s]) => `${p}${z} ${s}`),
    fc.constantFrom(
      'TZ=UTC',
      'TZ=',
      'TZ= 0 0 * * *',
      'CRON_TZ=Local @hourly',
      'TZ=Europe/Berlin  @daily',
      'tz=UTC 0 0 * * *',
      '0 0 * * * TZ',
    ),
  )

/** Schedule texts: valid ones weighted up so Next is exercised, and every error path. */
export const scheduleText: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: fiveFields(true) },
  { weight: 6, arbitrary: fiveFields(false) },
  { weight: 3, arbitrary: descriptor },
  { weight: 2, arbitrary: prefixed(fc.oneof(fiveFields(true), descriptor)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '59 23 31 2 *',
      '0 0 30 2 *',
      '0 0 29 2 *',
      '0 0 31 4,6,9,11 *',
      '0 0 31 * 1',
      '30 2 * * *',
      '30 1 * * *',
      '0 0 * * *',
      '0 0 1 1 *',
      '*/5 * * * *',
      '0 0 13 * 5',
      '0 0 ? * 0',
      '0 0 */2 * 1-5',
      '',
      ' ',
      '0 0 * *',
      '0 0 * * * *',
      '61 25 * * *',
      '* * * * 7',
      '0 0 1 FrI-SAT *',
      '0 0 1 * FRI-sat',
      '0 0 , * *',
    ),
  },
)

const YEAR = 365 * 86400
/** 1900–2100 in Unix seconds, mostly this decade and the next. */
const baseInstant: fc.Arbitrary<number> = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1_700_000_000, max: 2_100_000_000 }) },
  { weight: 2, arbitrary: fc.integer({ min: -2_208_988_800, max: 4_102_444_800 }) },
  { weight: 1, arbitrary: fc.integer({ min: 946_684_800 - YEAR, max: 946_684_800 + YEAR }) },
)

/** An instant near a transition of the zone (if it has one near `base`), else `base`. */
export const nearTransition = (zone: string, base: number, shift: number): number => {
  const z = loadTimeZone(zone)
  if (z._tag === 'Left' || z.right.record < 0) return base + shift
  const p = zonePeriod(z.right.record, base)
  const edge = Number.isFinite(p.end) && p.end - base < 400 * 86400 ? p.end : Number.isFinite(p.start) ? p.start : base
  return edge + shift
}

const shift = fc.oneof(
  fc.integer({ min: -3 * 3600, max: 3 * 3600 }),
  fc.constantFrom(-86400, -3601, -3600, -1800, -61, -60, -1, 0, 1, 59, 60, 1800, 3599, 3600),
  fc.integer({ min: -40 * 86400, max: 40 * 86400 }),
)
const nanos = fc.oneof(
  { weight: 5, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 999_999_999 }) },
)

const offsets = fc.constantFrom(0, 0, 0, 60, -300, 330, 765, -600)
const pad = (n: number, w: number): string => String(n).padStart(w, '0')
/** RFC 3339 text of an instant, in UTC or another offset, with an optional fraction. */
export const instantText = (seconds: number, ns: number, offsetMinutes: number): string => {
  const utc = formatGoTime(seconds + offsetMinutes * 60).slice(0, -1)
  const frac = ns === 0 ? '' : `.${pad(ns, 9).replace(/0+$/, '')}`
  if (offsetMinutes === 0) return `${utc}${frac}Z`
  const a = Math.abs(offsetMinutes)
  return `${utc}${frac}${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(a / 60), 2)}:${pad(a % 60, 2)}`
}

/** Input of `cronjob.schedule`. */
export interface CronScheduleInput {
  readonly schedule: string
  readonly timeZone: string | null
  readonly from: string
  readonly count: number
  readonly mostRecent?: {
    readonly creationTimestamp: string
    readonly lastScheduleTime: string | null
    readonly startingDeadlineSeconds: number | null
    readonly now: string
  }
}

const elapsed = fc.oneof(
  fc.integer({ min: 0, max: 3 * 3600 }),
  fc.integer({ min: 0, max: 40 * 86400 }),
  fc.integer({ min: 0, max: 3 * YEAR }),
  fc.constantFrom(0, 1, 59, 60, 3600, 86400, 100 * 3600, 101 * 3600, 100 * 60, 101 * 60),
)

export const cronScheduleInput: fc.Arbitrary<CronScheduleInput> = fc
  .record({
    schedule: scheduleText,
    timeZone: fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 5, arbitrary: zoneName }),
    base: baseInstant,
    shift,
    nanos,
    offset: offsets,
    count: fc.integer({ min: 1, max: 12 }),
    missed: fc.option(
      fc.record({
        createdBefore: elapsed,
        last: fc.option(elapsed, { nil: undefined }),
        deadline: fc.option(fc.oneof(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 100_000_000 })), {
          nil: undefined,
        }),
        nowAfter: elapsed,
      }),
      { nil: undefined, freq: 2 },
    ),
  })
  .map((r) => {
    const zone = r.timeZone ?? (/TZ=(\S+)/.exec(r.schedule)?.[1] || 'UTC')
    const at = nearTransition(zone, r.base, r.shift)
    const input: CronScheduleInput = {
      schedule: r.schedule,
      timeZone: r.timeZone,
      from: instantText(at, r.nanos, r.offset),
      count: r.count,
    }
    if (r.missed === undefined) return input
    const m = r.missed
    const created = at - m.createdBefore
    return {
      ...input,
      mostRecent: {
        creationTimestamp: instantText(created, 0, 0),
        lastScheduleTime: m.last === undefined ? null : instantText(created + Math.min(m.last, m.createdBefore), 0, 0),
        startingDeadlineSeconds: m.deadline ?? null,
        now: instantText(at + m.nowAfter, r.nanos, 0),
      },
    }
  })
