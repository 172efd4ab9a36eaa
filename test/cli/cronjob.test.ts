import { describe, expect, it } from 'vitest'
import { jobFromCronJob } from '../../src/cli/cronjob'

const cronJob = (spec: Record<string, unknown> = {}) => ({
  apiVersion: 'batch/v1',
  kind: 'CronJob',
  metadata: { name: 'report', namespace: 'ops', labels: { not: 'copied' } },
  spec: {
    schedule: '0 3 * * *',
    jobTemplate: {
      metadata: { labels: { app: 'report' }, annotations: { note: 'kept' } },
      spec: {
        backoffLimit: 2,
        template: { spec: { restartPolicy: 'Never', containers: [{ name: 'r', image: 'busybox' }] } },
      },
    },
    ...spec,
  },
})

const JAN = Date.UTC(2026, 0, 15, 3, 0, 0)
const JUL = Date.UTC(2026, 6, 15, 3, 0, 0)

describe('jobFromCronJob (getJobFromTemplate2)', () => {
  it("builds the controller's Job: template labels and annotations, name by minute, owner reference, template spec", () => {
    const made = jobFromCronJob(cronJob(), JAN, 'cj-uid')
    expect('job' in made && made.job).toEqual({
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: {
        labels: { app: 'report' },
        annotations: { note: 'kept', 'batch.kubernetes.io/cronjob-scheduled-timestamp': '2026-01-15T03:00:00Z' },
        name: `report-${JAN / 60000}`,
        namespace: 'ops',
        ownerReferences: [
          {
            apiVersion: 'batch/v1',
            kind: 'CronJob',
            name: 'report',
            uid: 'cj-uid',
            controller: true,
            blockOwnerDeletion: true,
          },
        ],
      },
      spec: cronJob().spec.jobTemplate.spec,
    })
  })

  it('writes the scheduled time in the CronJob time zone', () => {
    const at = (tz: string, ms: number) => {
      const made = jobFromCronJob(cronJob({ timeZone: tz }), ms, 'u')
      return 'job' in made
        ? (made.job['metadata'] as { annotations: Record<string, string> }).annotations[
            'batch.kubernetes.io/cronjob-scheduled-timestamp'
          ]
        : made
    }
    expect(at('Europe/Berlin', JAN)).toBe('2026-01-15T04:00:00+01:00')
    expect(at('Europe/Berlin', JUL)).toBe('2026-07-15T05:00:00+02:00')
    expect(at('America/St_Johns', JAN)).toBe('2026-01-14T23:30:00-03:30')
    expect(at('UTC', JAN)).toBe('2026-01-15T03:00:00Z')
  })

  it('reports an unknown or Local time zone as the CronJob API does', () => {
    expect(jobFromCronJob(cronJob({ timeZone: 'Mars/Base' }), JAN, 'u')).toEqual({
      type: 'FieldValueInvalid',
      field: 'spec.timeZone',
      badValue: 'Mars/Base',
      detail: 'unknown time zone Mars/Base',
    })
    expect(jobFromCronJob(cronJob({ timeZone: 'Local' }), JAN, 'u')).toMatchObject({
      detail: 'timeZone must be an explicit time zone as defined in https://www.iana.org/time-zones',
    })
  })

  it('maps the Job field paths back to the CronJob', () => {
    const made = jobFromCronJob(cronJob(), JAN, 'u')
    if (!('cronJobPath' in made)) throw new Error('no job')
    expect(made.cronJobPath('spec.template.spec.containers[0].image')).toBe(
      'spec.jobTemplate.spec.template.spec.containers[0].image',
    )
    expect(made.cronJobPath('metadata.labels[app]')).toBe('spec.jobTemplate.metadata.labels[app]')
    expect(made.cronJobPath('metadata.annotations')).toBe('spec.jobTemplate.metadata.annotations')
    expect(made.cronJobPath('metadata.name')).toBe('metadata.name')
  })

  it('is total on malformed CronJobs', () => {
    for (const x of [null, 1, 'x', [], {}, { spec: { jobTemplate: 3 } }, { metadata: { name: 7 } }]) {
      const made = jobFromCronJob(x, JAN, 'u')
      expect('job' in made || 'type' in made).toBe(true)
    }
  })
})
