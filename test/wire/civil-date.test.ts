import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { formatTime, parseTime } from '../../src/controller/rfc3339'
import { civilFromDays, daysFromCivil, daysInMonth } from '../../src/wire/civil-date'
import { formatGoTime, parseGoTime } from '../../src/wire/go-time'
import { numRuns } from '../support/runs'

// The two printers as they were before they shared civilFromDays, kept as the
// reference: the shared helper must give the same text for every input, huge
// and fractional ones included (an earlier attempt to print one with the other
// differed near |ms| = 1e250). Each had its own copy of the same arithmetic,
// written once here.
const civilBefore = (days: number): { y: number; m: number; d: number } => {
  const z = days + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1
  const m = mp < 10 ? mp + 3 : mp - 9
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0)
  return { y, m, d }
}
const pad = (n: number, width: number): string => String(n).padStart(width, '0')
const formatTimeBefore = (ms: number): string => {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return '0001-01-01T00:00:00Z'
  const totalSeconds = Math.floor(ms / 1000)
  const days = Math.floor(totalSeconds / 86400)
  const secOfDay = totalSeconds - days * 86400
  const { y, m, d } = civilBefore(days)
  const year = y < 0 ? '-' + pad(-y, 4) : pad(y, 4)
  return (
    `${year}-${pad(m, 2)}-${pad(d, 2)}T${pad(Math.floor(secOfDay / 3600), 2)}:` +
    `${pad(Math.floor(secOfDay / 60) % 60, 2)}:${pad(secOfDay % 60, 2)}Z`
  )
}
const signedPad = (n: number, width: number): string => {
  const t = String(Math.abs(n)).padStart(width, '0')
  return n < 0 ? `-${t}` : t
}
const formatGoTimeBefore = (seconds: number): string => {
  const days = Math.floor(seconds / 86400)
  let rem = seconds - days * 86400
  const { y, m, d } = civilBefore(days)
  const hh = Math.floor(rem / 3600)
  rem -= hh * 3600
  const mi = Math.floor(rem / 60)
  const ss = rem - mi * 60
  return `${signedPad(y, 4)}-${signedPad(m, 2)}-${signedPad(d, 2)}T${signedPad(hh, 2)}:${signedPad(mi, 2)}:${signedPad(ss, 2)}Z`
}

// Every double (NaN, ±Infinity, ±0, subnormals, up to ±1.8e308), whole
// numbers of every size, and the neighbourhoods where float rounding bites.
const huge = fc.oneof(
  fc.double(),
  fc.double({ min: -1e300, max: 1e300, noNaN: true }),
  fc.double({ min: 1e240, max: 1e260, noNaN: true }),
  fc.double({ min: -1e260, max: -1e240, noNaN: true }),
  fc.integer(),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: -62135596800, max: 253402300799 }),
  fc.bigInt({ min: -(1n << 1023n), max: 1n << 1023n }).map(Number),
  fc.constantFrom(1e250, -1e250, 1.0000000000000001e250, 8.64e15, -8.64e15, 2 ** 53, -(2 ** 53), 1e21, 0.5, -0.5),
)

describe('civilFromDays: formatTime and formatGoTime print as before they shared it', () => {
  test.each([
    [0, [1970, 1, 1]],
    [20454, [2026, 1, 1]],
    [-719162, [1, 1, 1]],
    [19782, [2024, 2, 29]],
  ])('day %d is %j', (days, civil) => {
    expect(civilFromDays(days)).toEqual(civil)
  })

  test('formatTime(ms) is the text of the former formatTime for every number', () => {
    fc.assert(
      fc.property(huge, (ms) => {
        expect(formatTime(ms)).toBe(formatTimeBefore(ms))
      }),
      { numRuns: numRuns(2000) },
    )
  })

  test('formatGoTime(seconds) is the text of the former formatGoTime for every number', () => {
    fc.assert(
      fc.property(huge, (seconds) => {
        expect(formatGoTime(seconds)).toBe(formatGoTimeBefore(seconds))
      }),
      { numRuns: numRuns(2000) },
    )
  })

  test('the two agree with the former ones near |ms| = 1e250, step by step', () => {
    for (const base of [1e250, -1e250, 1e300, -1e300, Number.MAX_VALUE, -Number.MAX_VALUE]) {
      let x = base
      for (let i = 0; i < 200; i++) {
        expect(formatTime(x)).toBe(formatTimeBefore(x))
        expect(formatGoTime(x)).toBe(formatGoTimeBefore(x))
        x *= 1 - 2 ** -52
      }
    }
  })
})

// The parsers' former calendar helpers (both validate month 1–12 and the
// day range, with 4-digit years, before calling them).
const rfc3339DaysFromCivil = (y0: number, m: number, d: number): number => {
  const y = m <= 2 ? y0 - 1 : y0
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}
const rfc3339IsLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
const RFC3339_DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const goTimeDaysFromCivil = (y: number, m: number, d: number): number => {
  const yy = m <= 2 ? y - 1 : y
  const era = Math.floor(yy / 400)
  const yoe = yy - era * 400
  const mp = (m + 9) % 12
  const doy = Math.floor((153 * mp + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

describe('daysFromCivil and daysInMonth: parseTime and parseGoTime count days as before they shared them', () => {
  const date = fc.record({
    y: fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: -1e9, max: 1e9 })),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 31 }),
  })

  test('the same day counts and month lengths as both former helpers', () => {
    fc.assert(
      fc.property(date, ({ y, m, d }) => {
        expect(daysFromCivil(y, m, d)).toBe(rfc3339DaysFromCivil(y, m, d))
        expect(daysFromCivil(y, m, d)).toBe(goTimeDaysFromCivil(y, m, d))
        expect(daysInMonth(m, y)).toBe(m === 2 && rfc3339IsLeap(y) ? 29 : RFC3339_DAYS_IN_MONTH[m - 1])
      }),
      { numRuns: numRuns(5000) },
    )
  })

  test('every month of every 4-digit year: the day counts agree and each valid date parses to them', () => {
    for (let y = 0; y <= 9999; y++)
      for (let m = 1; m <= 12; m++) {
        const d = daysInMonth(m, y)
        expect(daysFromCivil(y, m, d)).toBe(rfc3339DaysFromCivil(y, m, d))
        expect(daysFromCivil(y, m, 1)).toBe(goTimeDaysFromCivil(y, m, 1))
      }
    const text = (y: number, m: number, d: number) =>
      `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T00:00:00Z`
    fc.assert(
      fc.property(date, ({ y, m, d }) => {
        const year = ((y % 10000) + 10000) % 10000
        const t = text(year, m, d)
        const valid = d <= (m === 2 && rfc3339IsLeap(year) ? 29 : (RFC3339_DAYS_IN_MONTH[m - 1] as number))
        const days = rfc3339DaysFromCivil(year, m, d)
        expect(parseTime(t)).toBe(valid ? days * 86400000 : undefined)
        expect(parseGoTime(t)).toEqual(
          valid
            ? { ok: true, seconds: days * 86400, nanos: 0 }
            : { ok: false, error: `parsing time "${t}": day out of range` },
        )
      }),
      { numRuns: numRuns(5000) },
    )
  })
})
