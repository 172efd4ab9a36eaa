/**
 * job.create and job.update: the API server's create and update paths.
 *
 * Library side today: `createJob` / `updateJob` (compat 'upstream'). They
 * take an object, not request text, have no clock, no request namespace and
 * no warnings, so the adapters do what the request around them would:
 * parse the body (a parse failure is reported as a 400 the library did not
 * produce), fill `metadata.namespace` from the request when the body has
 * none, stamp `metadata.creationTimestamp` on a created object and leave
 * out `metadata.resourceVersion` (storage assigns it; the oracle leaves it
 * out as well). When
 * `dryRunCreateJob` / `dryRunUpdateJob` land, the adapters become
 * `(i) => dryRunCreateJob(i.body, i)` and need none of this.
 */
import * as E from 'fp-ts/lib/Either.js'
import { createJob, defaultJob, updateJob, type Job } from '../../src/job/index'
import { jobCreateRequest, jobUpdateRequest, type JobCreateRequest, type JobUpdateRequest } from '../generators/job-requests'
import type { OpSpec } from '../harness/op-spec'
import { invalidStatus, type WriteResult } from './api-status'

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

const notJson = (): WriteResult => ({
  outcome: { ok: false, status: { code: 400, reason: 'BadRequest', message: '(adapter) the body is not JSON; createJob/updateJob take objects', errors: [] } },
  warnings: [],
})

const parseBody = (body: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(body) as unknown }
  } catch {
    return { ok: false }
  }
}

/** The body with the request namespace filled in where it has none (as the server does before validating). */
const withRequestNamespace = (obj: unknown, namespace: string): unknown => {
  if (!isRecord(obj)) return obj
  const meta = obj['metadata']
  if (meta !== undefined && meta !== null && !isRecord(meta)) return obj
  const m = isRecord(meta) ? meta : {}
  if (typeof m['namespace'] === 'string' && m['namespace'] !== '') return obj
  return { ...obj, metadata: { ...m, namespace } }
}

/** storage assigns the resourceVersion of the written object; neither side models it (the oracle leaves it out too). */
const withoutResourceVersion = (metadata: Record<string, unknown>): Record<string, unknown> => {
  const { resourceVersion: _rv, ...rest } = metadata
  return rest
}

const nameOf = (obj: unknown): string => {
  const meta = isRecord(obj) ? obj['metadata'] : undefined
  const name = isRecord(meta) ? meta['name'] : undefined
  return typeof name === 'string' ? name : ''
}

const libraryCreate = (i: JobCreateRequest): WriteResult => {
  const parsed = parseBody(i.body)
  if (!parsed.ok) return notJson()
  const input = withRequestNamespace(parsed.value, i.namespace)
  const r = createJob(input, { uid: i.uid, compat: 'upstream' })
  if (E.isLeft(r)) return { outcome: { ok: false, status: invalidStatus(nameOf(input), r.left) }, warnings: [] }
  const job = r.right as unknown as Record<string, unknown>
  const object = { ...job, metadata: withoutResourceVersion({ ...(job['metadata'] as Record<string, unknown>), creationTimestamp: i.creationTimestamp }) }
  return { outcome: { ok: true, object }, warnings: [] }
}

const libraryUpdate = (i: JobUpdateRequest): WriteResult => {
  const parsed = parseBody(i.body)
  if (!parsed.ok) return notJson()
  const input = withRequestNamespace(parsed.value, i.namespace)
  // Storage hands the registry the stored object decoded with defaulting.
  const stored = defaultJob(i.stored as unknown as Job, { compat: 'upstream' })
  const r = updateJob(input, stored, { compat: 'upstream' })
  if (E.isLeft(r)) return { outcome: { ok: false, status: invalidStatus(nameOf(input), r.left) }, warnings: [] }
  const job = r.right as unknown as Record<string, unknown>
  return { outcome: { ok: true, object: { ...job, metadata: withoutResourceVersion(job['metadata'] as Record<string, unknown>) } }, warnings: [] }
}

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
  !theirs.outcome.ok && /"apiVersion"\s*:\s*"extensions\/v1beta1"/.test(i.body) && /no kind "Job" is registered for version "extensions\/v1beta1"/.test(theirs.outcome.status.message)
    ? 'design: extensions/v1beta1 Jobs are accepted as a 1.2-1.5 server did'
    : undefined

const designDifference = (i: { body: string }, _ours: WriteResult, theirs: WriteResult): string | undefined => upstreamPanic(theirs) ?? extensionsV1beta1(i, theirs)

const PI = JSON.stringify({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'pi' },
  spec: { backoffLimit: 4, template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl:5.34.0', command: ['perl', '-Mbignum=bpi', '-wle', 'print bpi(2000)'] }] } } },
})
const request = (body: string, fieldValidation = 'Strict'): JobCreateRequest => ({
  body,
  namespace: 'default',
  fieldValidation,
  uid: '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
  creationTimestamp: '2026-01-02T03:04:05Z',
  nameSuffix: 'x7k2q',
})

export const jobCreate: OpSpec<JobCreateRequest, WriteResult> = {
  op: 'job.create',
  arbitrary: jobCreateRequest,
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
  knownDifference: designDifference,
}

export const jobUpdate: OpSpec<JobUpdateRequest, WriteResult> = {
  op: 'job.update',
  arbitrary: jobUpdateRequest,
  record: 2000,
  library: libraryUpdate,
  knownDifference: designDifference,
}

export const jobOps = [jobCreate, jobUpdate]
