/**
 * job.create and job.update: the API server's create and update paths.
 *
 * Library side: `dryRunCreateJob` / `dryRunUpdateJob` with the request's
 * inputs (body text, namespace, URL name, fieldValidation, uid,
 * creationTimestamp, name suffix, the stored Job); the adapters only map
 * the answer to the oracle's shape (`Either` → `{ok, …}`, field errors with
 * `badValue` where the message shows it).
 */
import * as E from 'fp-ts/lib/Either.js'
import { dryRunCreateJob, dryRunUpdateJob, type ApiStatusError, type DryRunResult } from '../../src/job/index'
import {
  jobCreateRequest,
  realWorldCreateRequest,
  sweepCreateRequests,
  jobUpdateRequest,
  realWorldUpdateRequest,
  type JobCreateRequest,
  type JobUpdateRequest,
} from '../generators/job-requests'
import { sweepUpdateRequests } from '../generators/job-update-sweep'
import type { OpSpec } from '../harness/op-spec'
import { apiFieldError, type WriteResult } from './api-status'
import { caseProfile } from '../generators/profile'
import { fixedCreateRequest } from '../generators/request-parts'

/** A dry run's answer in the oracle's shape. */
export const asWriteResult = (r: {
  readonly outcome: E.Either<ApiStatusError, unknown>
  readonly warnings: DryRunResult['warnings']
}): WriteResult => ({
  outcome: E.isRight(r.outcome)
    ? { ok: true, object: r.outcome.right }
    : {
        ok: false,
        status: {
          code: r.outcome.left.code,
          reason: r.outcome.left.reason,
          message: r.outcome.left.message,
          errors: r.outcome.left.errors.map(apiFieldError),
        },
      },
  warnings: [...r.warnings],
})

const libraryCreate = (i: JobCreateRequest): WriteResult =>
  asWriteResult(
    dryRunCreateJob(i.body, {
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
    dryRunUpdateJob(i.body, i.stored, {
      namespace: i.namespace,
      name: i.name,
      fieldValidation: i.fieldValidation,
      profile: caseProfile(i),
    }),
  )

/** The text of the API server's panic-recovery filter (an upstream panic, answered as HTTP 500). */
export const APISERVER_PANIC_TEXT = 'This request caused apiserver to panic. Look in the logs for details.'

/**
 * Upstream code panics on some inputs (for example ValidateJobSpec on an
 * Indexed Job with a successPolicy and no completions dereferences the nil
 * completions); the server answers a plain 500. The library reports the
 * validation errors instead, by design.
 */
const upstreamPanic = (theirs: WriteResult): string | undefined =>
  !theirs.outcome.ok && theirs.outcome.status.code === 500 && theirs.outcome.status.message === APISERVER_PANIC_TEXT
    ? 'design: upstream panics (HTTP 500); the library answers with validation errors'
    : undefined

/**
 * extensions/v1beta1 Jobs: today's servers no longer serve them; the library
 * accepts them as a 1.2–1.5 server did, by design (docs/upstream-differences.md).
 */
const extensionsV1beta1 = (i: { body: string }, theirs: WriteResult): string | undefined =>
  !theirs.outcome.ok &&
  /"apiVersion"\s*:\s*"extensions\/v1beta1"/.test(i.body) &&
  /no kind "Job" is registered for version "extensions\/v1beta1"/.test(theirs.outcome.status.message)
    ? 'design: extensions/v1beta1 Jobs are accepted as a 1.2-1.5 server did'
    : undefined

const designDifference = (i: { body: string }, _ours: WriteResult, theirs: WriteResult): string | undefined =>
  upstreamPanic(theirs) ?? extensionsV1beta1(i, theirs)

const PI = JSON.stringify({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'pi' },
  spec: {
    backoffLimit: 4,
    template: {
      spec: {
        restartPolicy: 'Never',
        containers: [
          { name: 'pi', image: 'perl:5.34.0', command: ['perl', '-Mbignum=bpi', '-wle', 'print bpi(2000)'] },
        ],
      },
    },
  },
})
const request = (body: string, fieldValidation = 'Strict'): JobCreateRequest =>
  fixedCreateRequest(body, fieldValidation)

export const jobCreate: OpSpec<JobCreateRequest, WriteResult> = {
  op: 'job.create',
  arbitrary: jobCreateRequest,
  liveOnly: realWorldCreateRequest,
  sweep: sweepCreateRequests,
  examples: [
    request(PI),
    request(PI.replace('"backoffLimit":4', '"backoffLimit":4,"foo":1')),
    request(PI.replace('"backoffLimit":4', '"backoffLimit":4,"foo":1'), 'Warn'),
    request(PI.replace('"backoffLimit":4', '"backoffLimit":4,"foo":1'), 'Ignore'),
    request(PI.replace('"name":"pi"', '"name":"pi","name":"pi2"')),
    request(PI.replace('"backoffLimit":4', '"backoffLimit":"4"')),
    request(PI.replace('"name":"pi"', '"generateName":"pi-"')),
    request(PI.replace('"restartPolicy":"Never"', '"restartPolicy":"Always"')),
  ],
  record: 2500,
  library: libraryCreate,
  versioned: 'profile',
  knownDifference: designDifference,
}

export const jobUpdate: OpSpec<JobUpdateRequest, WriteResult> = {
  op: 'job.update',
  arbitrary: jobUpdateRequest,
  liveOnly: realWorldUpdateRequest,
  sweep: sweepUpdateRequests,
  record: 2000,
  library: libraryUpdate,
  versioned: 'profile',
  knownDifference: designDifference,
}

export const jobOps = [jobCreate, jobUpdate]
