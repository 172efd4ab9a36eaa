/**
 * Replays test/fixtures/upstream/printer.job.jsonl, recorded from the API
 * server's table printer (printJob) through the oracle op `printer.job`,
 * against `jobColumns`.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { jobColumns } from '../../src/controller/job-columns'
import type { Job } from '../../src/job/types'

interface Case {
  readonly id: string
  readonly op: string
  readonly input: { readonly job: unknown; readonly now: string }
  readonly output: Record<string, string>
}

const cases: Case[] = readFileSync(new URL('../fixtures/upstream/printer.job.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.length > 0)
  .map((line) => JSON.parse(line) as Case)

describe('printer.job (recorded from kube-apiserver printJob)', () => {
  it('has the recorded cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(2000)
    expect(new Set(cases.map((c) => c.output['status'])).size).toBe(7)
  })

  it('jobColumns answers every recorded case as printJob did', () => {
    const mismatches = cases
      .filter((c) => c.op === 'printer.job')
      .filter(
        (c) => JSON.stringify(sorted(jobColumns(c.input.job as Job, c.input.now))) !== JSON.stringify(sorted(c.output)),
      )
      .map((c) => c.id)
    expect(mismatches).toEqual([])
  })
})

const sorted = (o: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
