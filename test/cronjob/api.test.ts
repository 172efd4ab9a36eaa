/**
 * The CronJob API: codecs, defaults, validation, create/update and the dry
 * runs, with upstream's cases (answers checked against the oracle's recorded
 * fixtures in test/conformance) and the laws every function keeps.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createCronJob,
  cronJobColumns,
  decodeCronJob,
  defaultCronJob,
  dryRunCreateCronJob,
  dryRunUpdateCronJob,
  updateCronJob,
  validateCronJob,
  validateCronJobUpdate,
  type CronJob,
} from '../../src/cronjob/index'
import * as E from '../../src/wire/either'
import { cronJobObject } from '../../conformance/generators/cronjobs'
import { numRuns } from '../support/runs'

const hello = (spec: Record<string, unknown> = {}, name = 'hello'): CronJob => ({
  apiVersion: 'batch/v1',
  kind: 'CronJob',
  metadata: { name, namespace: 'default' },
  spec: {
    schedule: '*/5 * * * *',
    jobTemplate: {
      spec: { template: { spec: { restartPolicy: 'OnFailure', containers: [{ name: 'hello', image: 'busybox' }] } } },
    },
    ...spec,
  },
})

const created = (c: CronJob): CronJob => {
  const r = createCronJob(c, { uid: 'u-1' })
  if (E.isLeft(r)) throw new Error(JSON.stringify(r.left))
  return { ...r.right, metadata: { ...r.right.metadata, resourceVersion: '7' } }
}

const fields = (errs: readonly { field: string }[]) => errs.map((e) => e.field)

describe('CronJob API', () => {
  it("issue 23's CronJob: the server's three errors, at the CronJob's fields", () => {
    const body = hello({
      schedule: '61 25 * * *',
      concurrencyPolicy: 'Sometimes',
      jobTemplate: {
        spec: {
          template: {
            spec: {
              restartPolicy: 'OnFailure',
              containers: [
                { name: 'r', image: 'busybox', resources: { requests: { memory: '2Gi' }, limits: { memory: '1Gi' } } },
              ],
            },
          },
        },
      },
    })
    const r = dryRunCreateCronJob(body, { uid: 'u-1' })
    expect(E.isLeft(r.outcome) && r.outcome.left.message).toBe(
      'CronJob.batch "hello" is invalid: [spec.schedule: Invalid value: "61 25 * * *": end of range (61) above maximum (59): 61, ' +
        'spec.concurrencyPolicy: Unsupported value: "Sometimes": supported values: "Allow", "Forbid", "Replace", ' +
        'spec.jobTemplate.spec.template.spec.containers[0].resources.requests: Invalid value: "2Gi": must be less than or equal to memory limit of 1Gi]',
    )
  })

  it('defaults: SetDefaults_CronJob and the pod template, not the Job defaults of the template', () => {
    const d = defaultCronJob(hello())
    expect(d.spec).toMatchObject({
      concurrencyPolicy: 'Allow',
      suspend: false,
      successfulJobsHistoryLimit: 3,
      failedJobsHistoryLimit: 1,
    })
    const jobSpec = d.spec?.jobTemplate?.spec as Record<string, unknown>
    expect(jobSpec['backoffLimit']).toBeUndefined()
    expect(jobSpec['completions']).toBeUndefined()
    expect(JSON.stringify(jobSpec)).toContain('"dnsPolicy":"ClusterFirst"')
  })

  it('names: at most 52 characters on create; a longer stored name can still be updated', () => {
    const long = 'x'.repeat(53)
    expect(fields(validateCronJob(defaultCronJob(hello({}, long))))).toEqual(['metadata.name'])
    expect(validateCronJob(defaultCronJob(hello({}, 'x'.repeat(52))))).toEqual([])
    const stored = {
      ...defaultCronJob(hello({}, long)),
      metadata: { name: long, namespace: 'default', uid: 'u', resourceVersion: '3' },
    }
    expect(E.isRight(updateCronJob({ ...stored, spec: { ...stored.spec, suspend: true } }, stored))).toBe(true)
  })

  it('time zones: unknown, Local and malformed names; an unchanged zone is not re-checked on update', () => {
    const tz = (timeZone: string) => validateCronJob(defaultCronJob(hello({ timeZone }))).map((e) => e.detail)
    expect(tz('Europe/Berlin')).toEqual([])
    expect(tz('Mars/Olympus')).toEqual(['unknown time zone Mars/Olympus'])
    expect(tz('Local')).toEqual([
      'timeZone must be an explicit time zone as defined in https://www.iana.org/time-zones',
    ])
    expect(tz('')).toEqual(['timeZone must be nil or non-empty string'])
    expect(tz('../etc')).toEqual(['unknown time zone ../etc'])
    const prev = {
      ...defaultCronJob(hello({ timeZone: 'Local' })),
      metadata: { name: 'hello', namespace: 'default', uid: 'u', resourceVersion: '3' },
    }
    expect(validateCronJobUpdate(prev, prev)).toEqual([])
  })

  it('TZ= in the schedule: refused on create, kept from before on update with a warning', () => {
    expect(validateCronJob(defaultCronJob(hello({ schedule: 'TZ=UTC 0 * * * *' }))).map((e) => e.detail)).toEqual([
      'cannot use TZ or CRON_TZ in schedule, use timeZone field instead',
    ])
    const stored = {
      ...defaultCronJob(hello({ schedule: 'TZ=UTC 0 * * * *' })),
      metadata: { name: 'hello', namespace: 'default', uid: 'u', resourceVersion: '3', generation: 1 },
    }
    const r = dryRunUpdateCronJob({ ...stored, spec: { ...stored.spec, suspend: true } }, stored)
    expect(E.isRight(r.outcome)).toBe(true)
    expect(r.warnings).toContain(
      'cannot use TZ or CRON_TZ in spec.spec.schedule, use timeZone instead, see https://kubernetes.io/docs/concepts/workloads/controllers/cron-jobs/ for more details',
    )
  })

  it('the Job template: its own rules at spec.jobTemplate.spec, no selector, no manualSelector', () => {
    const errs = validateCronJob(
      defaultCronJob(
        hello({
          jobTemplate: {
            spec: {
              parallelism: -1,
              manualSelector: true,
              selector: { matchLabels: { a: 'b' } },
              template: { spec: { restartPolicy: 'Always', containers: [{ name: 'c', image: 'i' }] } },
            },
          },
        }),
      ),
    )
    expect(fields(errs)).toEqual([
      'spec.jobTemplate.spec.parallelism',
      'spec.jobTemplate.spec.template.spec.restartPolicy',
      'spec.jobTemplate.spec.selector',
      'spec.jobTemplate.spec.manualSelector',
    ])
  })

  it('update: status and server fields kept, generation bumped only when the spec changes', () => {
    const stored = created(hello())
    const same = updateCronJob({ ...stored, status: { lastScheduleTime: '2026-01-01T00:00:00Z' } }, stored)
    expect(E.isRight(same) && same.right.metadata?.generation).toBe(1)
    expect(E.isRight(same) && same.right.status).toEqual(stored.status)
    const changed = updateCronJob({ ...stored, spec: { ...stored.spec, schedule: '@daily' } }, stored)
    expect(E.isRight(changed) && changed.right.metadata?.generation).toBe(2)
    const stale = dryRunUpdateCronJob({ ...stored, metadata: { ...stored.metadata, resourceVersion: '6' } }, stored)
    expect(E.isLeft(stale.outcome) && stale.outcome.left.message).toBe(
      'Operation cannot be fulfilled on cronjobs.batch "hello": the object has been modified; please apply your changes to the latest version and try again',
    )
  })

  it('strict decoding: unknown fields are a 400 under Strict, warnings under Warn', () => {
    const body = JSON.stringify({ ...hello(), spec: { ...hello().spec, scheduel: '@daily' } })
    const strict = dryRunCreateCronJob(body, { uid: 'u', fieldValidation: 'Strict' })
    expect(E.isLeft(strict.outcome) && strict.outcome.left.message).toBe(
      'CronJob in version "v1" cannot be handled as a CronJob: strict decoding error: unknown field "spec.scheduel"',
    )
    expect(dryRunCreateCronJob(body, { uid: 'u', fieldValidation: 'Warn' }).warnings).toEqual([
      'unknown field "spec.scheduel"',
    ])
  })

  it('decodeCronJob: header and Go types', () => {
    expect(E.isRight(decodeCronJob(hello()))).toBe(true)
    const bad = decodeCronJob({ ...hello(), spec: { suspend: 'yes' } })
    expect(E.isLeft(bad) && bad.left).toEqual([
      { type: 'FieldValueTypeInvalid', field: 'spec.suspend', badValue: 'yes', detail: 'must be of type boolean' },
    ])
    expect(E.isLeft(decodeCronJob({ apiVersion: 'batch/v1', kind: 'Job' }))).toBe(true)
  })

  it('cronJobColumns: kubectl get cronjobs', () => {
    const c = {
      ...hello({ timeZone: 'Europe/Berlin' }),
      metadata: { name: 'hello', creationTimestamp: '2026-01-01T00:00:00Z' },
      status: { active: [{ name: 'hello-1' }], lastScheduleTime: '2026-01-01T02:55:00Z' },
    }
    expect(cronJobColumns(c, '2026-01-01T03:00:00Z')).toEqual({
      name: 'hello',
      schedule: '*/5 * * * *',
      timeZone: 'Europe/Berlin',
      suspend: '<unset>',
      active: 1,
      lastSchedule: '5m',
      age: '3h',
      containers: 'hello',
      images: 'busybox',
      selector: '<none>',
    })
    expect(cronJobColumns(42, 'x')).toMatchObject({ timeZone: '<none>', lastSchedule: '<none>', age: '<unknown>' })
  })

  it('fuzz: defaultCronJob is idempotent and every function total on generated CronJobs', () => {
    fc.assert(
      fc.property(cronJobObject, (c) => {
        const d = defaultCronJob(c)
        expect(defaultCronJob(d)).toEqual(d)
        validateCronJob(c)
        validateCronJobUpdate(c, d)
        const r = dryRunCreateCronJob(c, { uid: 'u' })
        // A create the server accepts validates cleanly and reads back as a fixed point of the defaults.
        if (E.isRight(r.outcome)) expect(validateCronJob(r.outcome.right)).toEqual([])
      }),
      { numRuns: numRuns(100) },
    )
  })

  it('fuzz: never throws on any value', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (a, b) => {
        decodeCronJob(a)
        defaultCronJob(a)
        validateCronJob(a)
        validateCronJobUpdate(a, b)
        createCronJob(a, b as never)
        updateCronJob(a, b)
        dryRunCreateCronJob(a, b as never)
        dryRunUpdateCronJob(a, b)
        cronJobColumns(a, b as never)
      }),
      { numRuns: numRuns(200) },
    )
  })
})
