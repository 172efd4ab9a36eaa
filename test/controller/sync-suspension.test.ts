// syncJob's suspension decisions (src/controller/sync-suspension.ts): startTime at the start of a sync.
// (The Suspended condition and its events are pinned through syncJob in sync-job-policies.test.ts.)
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { startTimeAtSync } from '../../src/controller/sync-suspension'
import { numRuns } from '../support/runs'

const NOW = '2026-01-02T03:04:05Z'
const NOW_MS = Date.parse(NOW)

describe('startTimeAtSync', () => {
  test('a parsable input startTime is kept, suspended or not', () => {
    for (const suspended of [false, true]) {
      expect(startTimeAtSync('2026-01-01T00:00:00Z', suspended, NOW_MS, NOW)).toEqual({
        startTime: '2026-01-01T00:00:00Z',
        startMs: Date.parse('2026-01-01T00:00:00Z'),
      })
    }
  })

  test('none (or an unparsable one): now, unless the Job is suspended', () => {
    for (const input of [undefined, null, 'yesterday', 42]) {
      expect(startTimeAtSync(input, false, NOW_MS, NOW)).toEqual({ startTime: NOW, startMs: NOW_MS })
      expect(startTimeAtSync(input, true, NOW_MS, NOW)).toEqual({ startTime: undefined, startMs: undefined })
    }
  })

  test('startTime and startMs are both set or both unset', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          fc.anything(),
        ),
        fc.boolean(),
        (s, susp) => {
          const r = startTimeAtSync(s, susp, NOW_MS, NOW)
          expect(r.startTime === undefined).toBe(r.startMs === undefined)
        },
      ),
      { numRuns: numRuns(200) },
    )
  })
})
