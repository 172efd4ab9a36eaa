/**
 * cronjob.create and cronjob.update: the API server's create and update
 * paths for CronJobs (ops_cronjob.go).
 *
 * Library side: `dryRunCreateCronJob` / `dryRunUpdateCronJob` with the
 * request's inputs, mapped to the oracle's answer shape as the job ops are.
 */
import { dryRunCreateCronJob, dryRunUpdateCronJob } from '../../src/cronjob/dry-run'
import { cronJobCreateRequest, cronJobUpdateRequest, sweepCronJobCreateRequests } from '../generators/cronjobs'
import type { JobCreateRequest, JobUpdateRequest } from '../generators/job-requests'
import type { OpSpec } from '../harness/op-spec'
import type { WriteResult } from './api-status'
import { caseProfile } from '../generators/profile'
import { fixedCreateRequest } from '../generators/request-parts'
import { APISERVER_PANIC_TEXT, asWriteResult } from './job'

const libraryCreate = (i: JobCreateRequest): WriteResult =>
  asWriteResult(
    dryRunCreateCronJob(i.body, {
      namespace: i.namespace,
      fieldValidation: i.fieldValidation,
      uid: i.uid,
      creationTimestamp: i.creationTimestamp,
      nameSuffix: i.nameSuffix,
      profile: caseProfile(i),
    }),
  )

const libraryUpdate = (i: JobUpdateRequest): WriteResult =>
  asWriteResult(
    dryRunUpdateCronJob(i.body, i.stored, {
      namespace: i.namespace,
      name: i.name,
      fieldValidation: i.fieldValidation,
      profile: caseProfile(i),
    }),
  )

/** An upstream panic (HTTP 500) the library answers with validation errors, by design (as for Jobs). */
const designDifference = (_i: unknown, _ours: WriteResult, theirs: WriteResult): string | undefined =>
  !theirs.outcome.ok && theirs.outcome.status.code === 500 && theirs.outcome.status.message === APISERVER_PANIC_TEXT
    ? 'design: upstream panics (HTTP 500); the library answers with validation errors'
    : undefined

const HELLO = {
  apiVersion: 'batch/v1',
  kind: 'CronJob',
  metadata: { name: 'hello' },
  spec: {
    schedule: '* * * * *',
    jobTemplate: {
      spec: {
        template: {
          spec: {
            restartPolicy: 'OnFailure',
            containers: [{ name: 'hello', image: 'busybox:1.28', command: ['/bin/sh', '-c', 'date'] }],
          },
        },
      },
    },
  },
}
/** The CronJob of issue 23's first paragraph: three errors. */
const NIGHTLY = {
  apiVersion: 'batch/v1',
  kind: 'CronJob',
  metadata: { name: 'nightly-report' },
  spec: {
    schedule: '61 25 * * *',
    concurrencyPolicy: 'Sometimes',
    jobTemplate: {
      spec: {
        template: {
          spec: {
            restartPolicy: 'OnFailure',
            containers: [
              {
                name: 'report',
                image: 'busybox',
                resources: { requests: { memory: '2Gi' }, limits: { memory: '1Gi' } },
              },
            ],
          },
        },
      },
    },
  },
}
const request = (body: unknown, fieldValidation = 'Strict'): JobCreateRequest =>
  fixedCreateRequest(JSON.stringify(body), fieldValidation)
const withSpec = (spec: Record<string, unknown>): unknown => ({ ...HELLO, spec: { ...HELLO.spec, ...spec } })

export const cronJobCreate: OpSpec<JobCreateRequest, WriteResult> = {
  op: 'cronjob.create',
  arbitrary: cronJobCreateRequest,
  sweep: sweepCronJobCreateRequests,
  examples: [
    request(HELLO),
    request(NIGHTLY),
    request(withSpec({ schedule: 'TZ=UTC 0 * * * *' })),
    request(withSpec({ timeZone: 'Local' })),
    request(withSpec({ timeZone: 'Mars/Olympus' })),
    request(withSpec({ timeZone: 'Europe/Berlin', schedule: '@every 90s' })),
    request(withSpec({ schedule: '' })),
    request({ ...HELLO, metadata: { name: 'x'.repeat(53) } }),
    request(withSpec({ scheduel: '* * * * *' })),
    request(withSpec({ scheduel: '* * * * *' }), 'Warn'),
  ],
  record: 600,
  library: libraryCreate,
  versioned: 'profile',
  knownDifference: designDifference,
}

export const cronJobUpdate: OpSpec<JobUpdateRequest, WriteResult> = {
  op: 'cronjob.update',
  arbitrary: cronJobUpdateRequest,
  record: 300,
  library: libraryUpdate,
  versioned: 'profile',
  knownDifference: designDifference,
}

export const cronJobOps = [cronJobCreate, cronJobUpdate]
