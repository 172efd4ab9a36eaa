// `k8s-jobs status` and `k8s-jobs simulate` with CronJobs, in-process on a memory host. The
// controller's decisions are syncCronJob's (checked against the oracle's controller.syncCronJob
// op); here: reading, printing, scripts and errors.
import { describe, expect, it } from 'vitest'
import { main } from '../../src/cli/main'
import { memoryHost } from './support/memory-host'

const CRONJOB = `apiVersion: batch/v1
kind: CronJob
metadata: {name: nightly-report, creationTimestamp: "2026-01-01T00:00:00Z"}
spec:
  schedule: "0 * * * *"
  timeZone: Europe/Berlin
  concurrencyPolicy: Forbid
  startingDeadlineSeconds: 600
  jobTemplate:
    spec:
      backoffLimit: 0
      template: {spec: {restartPolicy: Never, containers: [{name: report, image: busybox}]}}
status: {lastScheduleTime: "2026-01-01T02:00:00Z"}
`
const JOB = `apiVersion: batch/v1
kind: Job
metadata: {name: pi, creationTimestamp: "2026-01-01T00:00:00Z"}
spec: {template: {spec: {restartPolicy: Never, containers: [{name: pi, image: perl}]}}}
`

const run = (files: Record<string, string>, ...argv: string[]) => {
  const host = memoryHost(files)
  const code = main(argv, host)
  return { code, out: host.out(), err: host.err() }
}

describe('k8s-jobs status with CronJobs', () => {
  it("prints kubectl's get cronjobs columns, after the Jobs", () => {
    const r = run(
      { 'cj.yaml': CRONJOB, 'job.yaml': JOB },
      'status',
      '--now',
      '2026-01-01T03:00:00Z',
      'job.yaml',
      'cj.yaml',
    )
    expect(r.code).toBe(0)
    const lines = r.out.split('\n')
    expect(lines[0]).toMatch(/^NAME\s+STATUS\s+COMPLETIONS/)
    const at = lines.findIndex((l) => l.startsWith('NAME') && l.includes('SCHEDULE'))
    expect(at).toBeGreaterThan(1)
    expect(lines[at]).toMatch(/^NAME\s+SCHEDULE\s+TIMEZONE\s+SUSPEND\s+ACTIVE\s+LAST SCHEDULE\s+AGE$/)
    expect(lines[at + 1]).toMatch(/^nightly-report\s+0 \* \* \* \*\s+Europe\/Berlin\s+<unset>\s+0\s+60m\s+3h$/)
    expect(r.err).not.toContain('skipped')
  })

  it('wide: the template and the next scheduled time; json: the rows with kind CronJob', () => {
    const wide = run({ 'cj.yaml': CRONJOB }, 'status', '-o', 'wide', '--now', '2026-01-01T03:10:00Z', 'cj.yaml')
    expect(wide.out).toContain('NEXT SCHEDULE')
    expect(wide.out).toMatch(/report\s+busybox\s+<none>\s+2026-01-01T04:00:00Z/)
    const json = run({ 'cj.yaml': CRONJOB }, 'status', '-o', 'json', '--now', '2026-01-01T03:10:00Z', 'cj.yaml')
    expect(JSON.parse(json.out)).toEqual([
      expect.objectContaining({
        kind: 'CronJob',
        name: 'nightly-report',
        active: 0,
        nextSchedule: '2026-01-01T04:00:00Z',
      }),
    ])
  })
})

describe('k8s-jobs simulate with a CronJob', () => {
  it('runs the controller over the window: Forbid skips while a Job runs', () => {
    const script =
      'pods:\n  - {run: 0, result: Succeeded, afterSeconds: 5400}\n  - {result: Failed, afterSeconds: 30}\n'
    const r = run(
      { 'cj.yaml': CRONJOB, 's.yaml': script },
      'simulate',
      '--now',
      '2026-01-01T00:30:00Z',
      '--for',
      '3h',
      '--script',
      's.yaml',
      'cj.yaml',
    )
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
    expect(r.out).toContain('CronJob "nightly-report" from 2026-01-01T00:30:00Z to 2026-01-01T03:30:00Z')
    expect(r.out).toMatch(/2026-01-01T01:00:00Z\s+nightly-report-29453820\s+2026-01-01T01:00:00\.1Z\s+Succeeded/)
    expect(r.out).toMatch(/2026-01-01T02:00:00Z\s+-\s+-\s+Skipped/)
    expect(r.out).toMatch(/2026-01-01T03:00:00Z\s+nightly-report-29453940\s+\S+\s+Failed/)
    expect(r.out).toContain('JobAlreadyActive')
    expect(r.out).toContain('Result: 3 runs (1 succeeded, 1 failed, 1 skipped)')
  })

  it('json, and the CronJob API errors of an invalid CronJob', () => {
    const json = run(
      { 'cj.yaml': CRONJOB },
      'simulate',
      '-o',
      'json',
      '--now',
      '2026-01-01T00:00:00Z',
      '--for',
      '2h30m',
      'cj.yaml',
    )
    expect(json.code).toBe(0)
    const answer = JSON.parse(json.out)
    expect(answer.runs.map((x: { outcome: string }) => x.outcome)).toEqual(['Succeeded', 'Succeeded'])
    expect(answer.status.lastScheduleTime).toBe('2026-01-01T02:00:00Z')
    const bad = run({ 'cj.yaml': CRONJOB.replace('"0 * * * *"', '"61 25 * * *"') }, 'simulate', 'cj.yaml')
    expect(bad.code).toBe(1)
    expect(bad.err).toContain('The CronJob "nightly-report" is invalid')
    expect(bad.err).toContain('spec.schedule')
    const window = run({ 'cj.yaml': CRONJOB }, 'simulate', '--for', '2d', 'cj.yaml')
    expect(window.code).toBe(2)
    expect(window.err).toContain('--for')
  })
})
