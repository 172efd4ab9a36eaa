import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { canonicalGoTime, formatGoTime, parseGoTime } from '../../src/wire/go-time'
import { numRuns } from '../support/runs'

describe('Go RFC 3339 timestamps', () => {
  test.each([
    ['2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'],
    ['2026-01-01T01:30:00+01:30', '2026-01-01T00:00:00Z'],
    ['2026-01-01T00:00:00.999999999Z', '2026-01-01T00:00:00Z'],
    ['2026-01-01T0:00:00Z', '2026-01-01T00:00:00Z'],
    ['2024-02-29T23:59:59-00:00', '2024-02-29T23:59:59Z'],
    ['0001-01-01T00:00:00Z', undefined],
  ])('%s is stored as %s', (text, canonical) => {
    expect(canonicalGoTime(text)).toEqual({ ok: true, value: canonical })
  })

  test.each([
    ['', 'parsing time "" as "2006-01-02T15:04:05Z07:00": cannot parse "" as "2006"'],
    ['2026-13-01T00:00:00Z', 'parsing time "2026-13-01T00:00:00Z": month out of range'],
    ['2025-02-29T00:00:00Z', 'parsing time "2025-02-29T00:00:00Z": day out of range'],
    [
      '2026-01-01 00:00:00Z',
      'parsing time "2026-01-01 00:00:00Z" as "2006-01-02T15:04:05Z07:00": cannot parse " 00:00:00Z" as "T"',
    ],
    [
      '2026-01-01T00:00:00',
      'parsing time "2026-01-01T00:00:00" as "2006-01-02T15:04:05Z07:00": cannot parse "" as "Z07:00"',
    ],
    ['2026-01-01T00:00:00Zjunk', 'parsing time "2026-01-01T00:00:00Zjunk": extra text: "junk"'],
    ['2026-01-01T24:00:00Z', 'parsing time "2026-01-01T24:00:00Z": hour out of range'],
    [
      '2026-01-01T00:00:00+0100',
      'parsing time "2026-01-01T00:00:00+0100" as "2006-01-02T15:04:05Z07:00": cannot parse "+0100" as "Z07:00"',
    ],
    ['é', 'parsing time "\\xc3\\xa9" as "2006-01-02T15:04:05Z07:00": cannot parse "\\xc3\\xa9" as "2006"'],
  ])('%j is rejected as Go rejects it', (text, error) => {
    expect(parseGoTime(text)).toEqual({ ok: false, error })
  })

  test('fuzz: formatting then parsing is the identity on whole seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: -62135596800, max: 253402300799 }), (s) => {
        expect(parseGoTime(formatGoTime(s))).toEqual({ ok: true, seconds: s, nanos: 0 })
      }),
      { numRuns: numRuns(1000) },
    )
  })

  test('fuzz: agrees with Date on every instant Date can print', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString()
          const p = parseGoTime(iso)
          expect(p).toEqual({
            ok: true,
            seconds: Math.floor(d.getTime() / 1000),
            nanos: (d.getTime() - Math.floor(d.getTime() / 1000) * 1000) * 1e6,
          })
        },
      ),
      { numRuns: numRuns(1000) },
    )
  })
})
