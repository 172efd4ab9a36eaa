/**
 * `dryRunUpdateJob`: the kube-apiserver's update path for batch/v1 Jobs,
 * offline — what `PUT /apis/batch/v1/namespaces/<ns>/jobs/<name>` answers
 * given the Job in storage.
 *
 * @module
 */
import * as E from '../wire/either'
import { goQuote } from '../field/go-format'
import { decodeStruct } from '../wire/decode'
import { goDecodeError } from '../wire/decode-issue'
import { parseJsonText } from '../wire/json-text'
import {
  badRequest,
  conflictStatus,
  distinctFieldErrors,
  internalStatus,
  invalidStatus,
  profileStatus,
  type ApiStatusError,
} from './api-status'
import { resolveProfile, type ClusterProfile } from '../profile/resolve'
import { updateJobAsModel } from './create-job'
import { jobJson } from './create-model'
import { RESOURCE_VERSION_CONFLICT_DETAIL } from './create'
import { defaultJobModel } from './default-model'
import type { DryRunResult } from './dry-run-create'
import {
  addWarnings,
  dedupOwnerReferences,
  jobForGet,
  modelToJob,
  withExactIntegers,
  withRequestNamespace,
} from './dry-run-support'
import { warningsForJob } from './dry-run-warnings'
import { JobSchema } from './generated/schema'
import type * as model from './generated/model'
import { resolveJobOptions } from './options'
import { decodeJobRequest, fieldValidationStatus } from './request-decoding'
import { caught, safeOptions, UNREADABLE_INPUT_DETAIL } from '../wire/guard'
import { minorNumber } from '../profile/minor-rules'
import { withMinorValueTexts } from '../profile/minor-texts'
import { jobWireForMinor } from './minor-wire'

/**
 * The request around a dry-run update.
 *
 * @example
 * const o: DryRunUpdateOptions = { namespace: 'default', name: 'pi', fieldValidation: 'Strict' }
 */
export interface DryRunUpdateOptions {
  /** The namespace of the request URL (default: the stored Job's). */
  readonly namespace?: string
  /** The name in the request URL (default: the stored Job's). */
  readonly name?: string
  /** `?fieldValidation=`, as for {@link dryRunCreateJob}. Default `''` (Warn). */
  readonly fieldValidation?: string
  /** `'upstream'` (default) or `'design'` (see `updateJob`). */
  readonly compat?: 'design' | 'upstream'
  /**
   * The cluster the answer is for (default: Kubernetes 1.37,
   * `--allow-privileged=true`); an invalid profile is answered as a 400
   * naming its errors.
   */
  readonly profile?: ClusterProfile
}

const str = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback)

/**
 * `strconv.ParseUint(rv, 10, 64)` as the storage versioner reads a resourceVersion (`''` is 0).
 *
 * @example
 * parseResourceVersion('12') // { ok: true, value: 12n }
 */
export const parseResourceVersion = (rv: string): { ok: true; value: bigint } | { ok: false; error: string } => {
  if (rv === '') return { ok: true, value: 0n }
  if (!/^[0-9]+$/.test(rv)) return { ok: false, error: `strconv.ParseUint: parsing ${goQuote(rv)}: invalid syntax` }
  const value = BigInt(rv)
  return value < 2n ** 64n
    ? { ok: true, value }
    : { ok: false, error: `strconv.ParseUint: parsing ${goQuote(rv)}: value out of range` }
}

/** The stored Job as storage hands it over: batch/v1 JSON decoded with defaulting. */
const decodeStored = (stored: unknown, minor: number): { ok: true; job: model.Job } | { ok: false; error: string } => {
  let value = stored
  if (typeof stored === 'string') {
    const parsed = parseJsonText(stored)
    if (!parsed.ok) return { ok: false, error: parsed.error }
    value = parsed.value
  }
  const decoded = decodeStruct(JobSchema, value, { unknownFields: 'ignore', minor })
  const err = goDecodeError(decoded.issues)
  return err === undefined ? { ok: true, job: decoded.value } : { ok: false, error: err.message }
}

const failed = (status: ApiStatusError, warnings: readonly string[]): DryRunResult => ({
  outcome: E.left(status),
  warnings,
})

/**
 * A dry-run update of a Job: the request body (JSON text or a parsed value)
 * against the Job in storage (`stored`: batch/v1 JSON or text, with its
 * numeric `metadata.resourceVersion`), as the API server handles a PUT —
 * `fieldValidation` (422), decoding (400, strict fields as for
 * {@link dryRunCreateJob}), the request namespace and the URL name (400),
 * duplicate owner references, the uid precondition (409), the
 * `resourceVersion` (absent or `"0"`: an unconditional update; another one
 * than storage's: 409; not a number: 500), then the strategy's
 * PrepareForUpdate, `validateJobForUpdate` (422) and WarningsOnUpdate — and
 * the Job as a later GET returns it. Total: never throws.
 *
 * @example
 * import * as E from '../wire/either'
 * declare const stored: Job
 * const r = dryRunUpdateJob({ ...stored, metadata: { ...stored.metadata, resourceVersion: '1' } }, stored)
 * E.isLeft(r.outcome) && r.outcome.left.code // 409 when storage holds another resourceVersion
 */
export const dryRunUpdateJob = (body: unknown, stored: unknown, options?: DryRunUpdateOptions): DryRunResult =>
  guardedUpdate(body, stored, options)

/** `dryRunUpdateJob` before the boundary guard. */
const dryRunUpdateJobUnguarded = (body: unknown, stored: unknown, options?: DryRunUpdateOptions): DryRunResult => {
  const o: Partial<DryRunUpdateOptions> =
    typeof options === 'object' && options !== null ? options : Object.create(null)
  const profile = resolveProfile(o.profile)
  if (E.isLeft(profile)) return failed(profileStatus(profile.left), [])
  const existing = decodeStored(stored, minorNumber(profile.right.kubernetesVersion))
  if (!existing.ok) return failed(internalStatus(`stored object: ${existing.error}`), [])
  const oldMeta = existing.job.metadata
  const namespace = str(o.namespace, oldMeta.namespace)
  const urlName = str(o.name, oldMeta.name)
  const fieldValidation = str(o.fieldValidation, '')
  const optionsError = fieldValidationStatus('UpdateOptions', fieldValidation)
  if (optionsError !== undefined) return failed(optionsError, [])
  const decoded = decodeJobRequest(body, fieldValidation, minorNumber(profile.right.kubernetesVersion))
  if (!decoded.ok) return failed(decoded.status, decoded.warnings)
  let warnings = addWarnings([], decoded.warnings)
  const namespaced = withRequestNamespace(decoded.job, namespace)
  if ('code' in namespaced) return failed(namespaced, warnings)
  const name = namespaced.metadata.name
  if (name === '')
    return failed(
      badRequest(`the name of the object (${urlName} based on URL) was undeterminable: name must be provided`),
      warnings,
    )
  if (name !== urlName)
    return failed(
      badRequest(`the name of the object (${name}) does not match the name on the URL (${urlName})`),
      warnings,
    )
  const deduped = dedupOwnerReferences(namespaced)
  warnings = addWarnings(warnings, deduped.warnings)
  const next = deduped.job
  // storage.Preconditions.Check: the body's uid, when it has one, must be the stored one.
  if (next.metadata.uid !== '' && next.metadata.uid !== oldMeta.uid) {
    const detail =
      `StorageError: invalid object, Code: 4, Key: /registry/jobs/${namespace}/${urlName}, ResourceVersion: 0, ` +
      `AdditionalErrorMsg: Precondition failed: UID in precondition: ${next.metadata.uid}, UID in object meta: ${oldMeta.uid}`
    return failed(conflictStatus(urlName, detail), warnings)
  }
  const oldRv = parseResourceVersion(oldMeta.resourceVersion)
  if (!oldRv.ok) return failed(internalStatus(`stored resourceVersion: ${oldRv.error}`), warnings)
  if (oldRv.value === 0n) {
    return failed(
      { code: 404, reason: 'NotFound', message: `jobs.batch ${goQuote(urlName)} not found`, errors: [] },
      warnings,
    )
  }
  const newRv = parseResourceVersion(next.metadata.resourceVersion)
  if (!newRv.ok) return failed(internalStatus(newRv.error), warnings)
  // Jobs allow unconditional updates: no resourceVersion (or "0") means storage's.
  if (newRv.value !== 0n && newRv.value !== oldRv.value)
    return failed(conflictStatus(urlName, RESOURCE_VERSION_CONFLICT_DETAIL), warnings)
  const compat = o.compat === 'design' ? 'design' : 'upstream'
  const prev = defaultJobModel(existing.job, resolveJobOptions({ compat }), false)
  const input = modelToJob({ ...next, metadata: { ...next.metadata, resourceVersion: oldMeta.resourceVersion } })
  const updated = updateJobAsModel(input, modelToJob(prev), { compat, profile: profile.right })
  if (E.isLeft(updated))
    return failed(
      invalidStatus(
        'Job.batch',
        name,
        withExactIntegers(
          withMinorValueTexts(
            distinctFieldErrors(updated.left, minorNumber(profile.right.kubernetesVersion)),
            minorNumber(profile.right.kubernetesVersion),
          ),
          decoded.exactIntegers,
        ),
      ),
      warnings,
    )
  const result = jobWireForMinor(jobForGet(jobJson(updated.right)), minorNumber(profile.right.kubernetesVersion))
  return { outcome: E.right(result), warnings: addWarnings(warnings, warningsForJob(updated.right, prev)) }
}

/**
 * The boundary: the request body and the stored object are read by the
 * request decoder (which reports cycles, depth and size as the server's
 * errors); the options are read as plain data; a throw is answered as a 500.
 */
const guardedUpdate = /* @__PURE__ */ caught(
  (): DryRunResult => ({ outcome: E.left(internalStatus(UNREADABLE_INPUT_DETAIL)), warnings: [] }),
  (body: unknown, stored: unknown, options?: DryRunUpdateOptions): DryRunResult =>
    dryRunUpdateJobUnguarded(body, stored, safeOptions(options) as DryRunUpdateOptions | undefined),
)
