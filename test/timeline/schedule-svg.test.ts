// scheduleTimelineSvg: the golden picture (docs/timelines/schedule-dst.svg),
// laws over random run lists (every run is drawn in both panels and listed
// in the description, markup well formed, never throws) and the day limit.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type ScheduleRun, scheduleTimelineSvg } from '../../src/timeline/index'
import { numRuns } from '../support/runs'
import { scheduleScenarios } from './scenarios'
import { wellFormed } from './well-formed'

const root = fileURLToPath(new URL('../../', import.meta.url))

describe('scheduleTimelineSvg golden picture', () => {
  it.each(scheduleScenarios.map((s) => [s.name, s] as const))('%s is docs/timelines/%s.svg', (name, s) => {
    const golden = readFileSync(`${root}docs/timelines/${name}.svg`, 'utf8')
    // On a difference: node scripts/generate-timelines.mjs, then look at the screenshot.
    expect(scheduleTimelineSvg(s.runs, { ...s.options, idPrefix: `tl-${name}` })).toBe(golden)
  })

  it('shows the daylight-saving change, the day without a run, and each status', () => {
    const s = scheduleScenarios[0] as (typeof scheduleScenarios)[number]
    const svg = scheduleTimelineSvg(s.runs, s.options)
    expect(svg).toContain('⇄ UTC−04:00')
    expect(svg).toContain('Sun 2026-03-08')
    expect(svg).toContain('no scheduled time this day')
    expect(svg).toContain('2026-03-07 02:30 UTC−05:00 = 07:30 UTC: run')
    expect(svg).toContain('2026-03-09 02:30 UTC−04:00 = 06:30 UTC: run')
    for (const c of ['run run', 'run missed', 'run skipped', 'run next']) expect(svg).toContain(`class="${c}"`)
  })
})

const offsetArb = fc.integer({ min: -12 * 60, max: 14 * 60 }).map((m) => {
  const a = Math.abs(m)
  return m === 0
    ? 'Z'
    : `${m < 0 ? '-' : '+'}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`
})
const runArb: fc.Arbitrary<ScheduleRun> = fc.record({
  time: fc
    .tuple(
      fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2020-03-01T00:00:00Z'), noInvalidDate: true }),
      offsetArb,
    )
    .map(([d, o]) => `${d.toISOString().slice(0, 19)}${o}`),
  status: fc.constantFrom('run', 'missed', 'skipped', 'next') as fc.Arbitrary<ScheduleRun['status']>,
})

describe('scheduleTimelineSvg laws', () => {
  it('every run is in the picture (both panels) and in the description; the markup is well formed', () => {
    fc.assert(
      fc.property(fc.array(runArb, { maxLength: 40 }), fc.integer({ min: 1, max: 80 }), (runs, maxRows) => {
        const svg = scheduleTimelineSvg(runs, { maxRows, timeZone: 'Somewhere/Else' })
        expect(wellFormed(svg)).toBe(true)
        const drawn = [...svg.matchAll(/<g class="run /g)].length
        const hidden = /: (\d+) scheduled times<\/text>/.exec(svg)
        expect(drawn + (hidden === null ? 0 : Number(hidden[1]))).toBe(runs.length)
        const desc = /<desc[^>]*>([^<]*)<\/desc>/.exec(svg)?.[1] ?? ''
        expect(desc.startsWith(`${runs.length} scheduled times`)).toBe(true)
      }),
      { numRuns: numRuns(150) },
    )
  })

  it('never throws and always answers an SVG, whatever the arguments', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (runs, options) => {
        const svg = scheduleTimelineSvg(runs as ScheduleRun[], options as never)
        expect(svg.startsWith('<svg ')).toBe(true)
        expect(wellFormed(svg)).toBe(true)
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('draws at most maxRows days and counts the rest', () => {
    const runs = Array.from({ length: 90 }, (_, k) => ({
      time: `${new Date(Date.UTC(2026, 0, 1 + k)).toISOString().slice(0, 10)}T09:00:00+01:00`,
    }))
    const svg = scheduleTimelineSvg(runs, { maxRows: 10 })
    expect(svg).toContain('… 81 more days not drawn (limit 10): 81 scheduled times')
    expect([...svg.matchAll(/<g class="run /g)].length).toBe(9)
  })
})
