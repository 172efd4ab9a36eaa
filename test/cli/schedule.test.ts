// `k8s-jobs schedule`: the next run times of CronJobs, in-process on a memory host.
// The times are the CronJob controller's (nextScheduleTimes, checked against the oracle's
// cronjob.schedule op in test/cronjob/schedule.test.ts); here: reading, printing, errors.
import { describe, expect, it } from 'vitest'
import { main } from '../../src/cli/main'
import { wellFormed } from '../timeline/well-formed'
import { memoryHost } from './support/memory-host'

const cronJob = (schedule: string, timeZone?: string, name = 'nightly-report') => `apiVersion: batch/v1
kind: CronJob
metadata: {name: ${JSON.stringify(name)}}
spec:
  schedule: ${JSON.stringify(schedule)}
${timeZone === undefined ? '' : `  timeZone: ${timeZone}\n`}  jobTemplate:
    spec:
      template: {spec: {restartPolicy: Never, containers: [{name: a, image: busybox}]}}
`

const run = (files: Record<string, string>, ...argv: string[]) => {
  const host = memoryHost(files)
  const code = main(['schedule', ...argv], host)
  return { code, out: host.out(), err: host.err() }
}

/** `k8s-jobs schedule <flags…> cj.yaml` on one file, `cj.yaml`, holding `manifest`. */
const schedule = (manifest: string, ...flags: string[]) => run({ 'cj.yaml': manifest }, ...flags, 'cj.yaml')

describe('k8s-jobs schedule', () => {
  it('prints each run in the zone and in UTC, across a daylight-saving change', () => {
    const r = schedule(cronJob('30 2 * * *', 'America/New_York'), '--from', '2026-03-07T00:00:00Z', '-n', '3')
    expect(r.code).toBe(0)
    expect(r.out).toContain('cj.yaml:1:1: CronJob "nightly-report": "30 2 * * *" in "America/New_York" (tzdata 2025c)')
    // 02:30 does not exist on 8 March 2026 in New York: the controller skips that day
    expect(r.out).toContain('2026-03-07T02:30:00-05:00   2026-03-07T07:30:00Z')
    expect(r.out).toContain('2026-03-09T02:30:00-04:00   2026-03-09T06:30:00Z')
    expect(r.out).toContain('2026-03-10T02:30:00-04:00   2026-03-10T06:30:00Z')
    expect(r.out).not.toContain('2026-03-08')
  })

  it('json: the same times, and UTC when the CronJob names no zone', () => {
    const r = schedule(cronJob('@hourly'), '--from', '2026-01-01T00:10:00Z', '-n', '2', '-o', 'json')
    expect(r.code).toBe(0)
    const [answer] = JSON.parse(r.out) as { timeZone: unknown; times: { local: string; utc: string }[] }[]
    expect(answer?.timeZone).toBe(null)
    expect(answer?.times).toEqual([
      { local: '2026-01-01T01:00:00Z', utc: '2026-01-01T01:00:00Z' },
      { local: '2026-01-01T02:00:00Z', utc: '2026-01-01T02:00:00Z' },
    ])
  })

  it('a schedule that never fires has no run; one that does not parse is an error with exit code 1', () => {
    const never = schedule(cronJob('59 23 31 2 *'), '--from', '2026-01-01T00:00:00Z')
    expect(never.code).toBe(0)
    expect(never.out).toContain('no run in the next five years')
    const bad = schedule(cronJob('61 25 * * *'), '--from', '2026-01-01T00:00:00Z')
    expect(bad.code).toBe(1)
    expect(bad.err).toContain('CronJob "nightly-report"')
    expect(bad.err).toContain('end of range (61) above maximum (59): 61')
  })

  it('--output svg draws one CronJob; names from the manifest are quoted', () => {
    const r = schedule(
      cronJob('0 9 * * 1-5', 'Europe/Berlin'),
      '--from',
      '2026-03-20T00:00:00Z',
      '-n',
      '10',
      '-o',
      'svg',
    )
    expect(r.code).toBe(0)
    expect(wellFormed(r.out)).toBe(true)
    expect(r.out).toContain('Europe/Berlin')
    const two = run(
      { 'a.yaml': `${cronJob('@daily')}---\n${cronJob('@daily', undefined, 'other')}` },
      '-o',
      'svg',
      'a.yaml',
    )
    expect(two.code).toBe(2)
    const hostile = schedule(cronJob('61 * * * *', undefined, '::warning::x\u001b[31m'))
    expect(hostile.err).toContain('CronJob "::warning::x\\x1b[31m"')
  })

  it('usage errors: no input, a bad --from, a bad --count', () => {
    expect(run({}).code).toBe(2)
    expect(schedule(cronJob('@daily'), '--from', 'yesterday').code).toBe(2)
    expect(schedule(cronJob('@daily'), '-n', '0').code).toBe(2)
  })
})
