// jobTimelineSvg: golden pictures (docs/timelines/*.svg, written by
// scripts/generate-timelines.mjs), laws over random simulations (every pod
// and every condition change is in the picture, the markup is well formed,
// rendering never throws) and the row limit.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { simulateJob } from '../../src/controller/simulate-job'
import type { SimulationResult } from '../../src/controller/simulate-types'
import { jobTimelineSvg } from '../../src/timeline/index'
import { deepFreeze, jobArb, scriptArb, specUpdatesArb } from '../controller/arbitraries'
import { numRuns } from '../support/runs'
import { scenarios, simulated } from './scenarios'
import { wellFormed } from './well-formed'

const root = fileURLToPath(new URL('../../', import.meta.url))

describe('jobTimelineSvg golden pictures', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s is docs/timelines/%s.svg', (name, s) => {
    const golden = readFileSync(`${root}docs/timelines/${name}.svg`, 'utf8')
    const svg = jobTimelineSvg(simulated(s), { idPrefix: `tl-${name}` })
    // On a difference: node scripts/generate-timelines.mjs, then look at the screenshot.
    expect(svg).toBe(golden)
  })

  it('the scenarios show what they are named for', () => {
    const [indexed, policy, suspend, deadline] = scenarios.map((s) => jobTimelineSvg(simulated(s)))
    expect(indexed).toContain('back-off 10s')
    expect(indexed).toContain('Failed (FailedIndexes)')
    expect(indexed).toContain('index 2 ✗')
    expect(policy).toContain('→ FailJob')
    expect(policy).toContain('ignored by the pod failure policy')
    expect(policy).toContain('Failed (PodFailurePolicy)')
    expect(suspend).toContain('Suspended (JobSuspended)')
    expect(suspend).toContain('>Resumed<')
    expect(suspend).toContain('class="suspended"')
    expect(deadline).toContain('Failed (DeadlineExceeded)')
    expect(deadline).toContain('deadline 1m30s')
  })
})

/** Condition changes of a simulation, as `type=status` in order of first appearance per change. */
const conditionChanges = (r: SimulationResult): string[] => {
  const seen = new Map<string, string>()
  const out: string[] = []
  for (const e of r.timeline) {
    for (const c of e.status.conditions ?? []) {
      const before = seen.get(c.type)
      if (before === c.status || (before === undefined && c.status !== 'True')) continue
      seen.set(c.type, c.status)
      out.push(
        c.type === 'Suspended' && c.status === 'False'
          ? 'Resumed'
          : c.status === 'True'
            ? c.type
            : `${c.type}=${c.status}`,
      )
    }
  }
  return out
}

const simArb = fc.record({
  job: jobArb,
  script: scriptArb,
  grace: fc.integer({ min: 0, max: 40 }),
  updates: specUpdatesArb,
  maxRows: fc.integer({ min: 1, max: 60 }),
  width: fc.integer({ min: 200, max: 2000 }),
})

describe('jobTimelineSvg laws', () => {
  it('every pod is drawn or counted, every condition change is marked, the markup is well formed', () => {
    fc.assert(
      fc.property(simArb, (x) => {
        const r = simulateJob(deepFreeze(x.job), x.script, {
          terminationGracePeriodSeconds: x.grace,
          maxSyncs: 500,
          specUpdates: x.updates,
        })
        const svg = jobTimelineSvg(r, { maxRows: x.maxRows, width: x.width })
        expect(wellFormed(svg)).toBe(true)
        const drawn = new Set([...svg.matchAll(/data-pod="([^"]*)"/g)].map((m) => m[1]))
        const hidden = /… (\d+) more rows not drawn \(limit \d+\): (\d+) pods/.exec(svg)
        const missing = r.podHistory.filter((p) => !drawn.has(p.name))
        expect(missing.length).toBe(hidden === null ? 0 : Number(hidden[2]))
        for (const p of r.podHistory) if (drawn.has(p.name)) expect(svg).toContain(`<title>${p.name} (`)
        const desc = /<desc[^>]*>([^<]*)<\/desc>/.exec(svg)?.[1] ?? ''
        for (const change of conditionChanges(r)) {
          expect(svg).toContain(`>${change}`)
          expect(desc).toContain(change)
        }
      }),
      { numRuns: numRuns(60) },
    )
  })

  it('never throws and always answers an SVG, whatever the arguments', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (sim, options) => {
        const svg = jobTimelineSvg(sim as SimulationResult, options as never)
        expect(svg.startsWith('<svg ')).toBe(true)
        expect(wellFormed(svg)).toBe(true)
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('escapes what it writes: names and titles cannot break out of the markup', () => {
    const r = simulateJob({ metadata: { name: 'a<b>&"c' }, spec: { template: {} } }, [{ result: 'Succeeded' }])
    const svg = jobTimelineSvg(
      { ...r, podHistory: r.podHistory.map((p) => ({ ...p, name: '</title><script>x</script>\u0001\ud800' })) },
      { title: '<&>' },
    )
    expect(wellFormed(svg)).toBe(true)
    expect(svg).not.toContain('<script')
    expect(svg).toContain('&lt;&amp;&gt;')
  })

  it('large simulations stay small: rows beyond maxRows are counted in a note', () => {
    const job = {
      metadata: { name: 'wide' },
      spec: { completionMode: 'Indexed', completions: 400, parallelism: 400, template: {} },
    }
    const r = simulateJob(job, [{ result: 'Succeeded', afterSeconds: 5 }])
    expect(r.podHistory.length).toBe(400)
    const svg = jobTimelineSvg(r, { maxRows: 25 })
    expect(svg).toContain('… 376 more rows not drawn (limit 25): 376 pods, 376 succeeded')
    expect([...svg.matchAll(/data-pod=/g)].length).toBe(24)
    expect(svg.length).toBeLessThan(40_000)
  })

  it('the options are read leniently: out-of-range numbers are clamped, a bad id prefix is replaced', () => {
    const r = simulateJob({ metadata: { name: 'pi' }, spec: { template: {} } }, [{ result: 'Succeeded' }])
    expect(jobTimelineSvg(r, { width: 10 })).toContain('width="320"')
    expect(jobTimelineSvg(r, { width: 1e9 })).toContain('width="4000"')
    expect(jobTimelineSvg(r, { idPrefix: '"><x' })).toContain('id="k8sjt-title"')
    expect(jobTimelineSvg(r, { idPrefix: 'a1' })).toContain('id="a1-title"')
  })
})
