/**
 * `dryRunUpdateJob`: the kube-apiserver's update path for batch/v1 Jobs,
 * offline — what `PUT /apis/batch/v1/namespaces/<ns>/jobs/<name>` answers
 * given the Job in storage.
 *
 * @module
 */
import * as E from '../wire/either'
import { distinctFieldErrors, internalStatus, invalidStatus, profileStatus, type ApiStatusError } from './api-status'
import { resolveProfile, type ClusterProfile } from '../profile/resolve'
import { updateJobAsModel } from './create-job'
import { jobJson } from './create-model'
import { defaultJobModel } from './default-model'
import { dropGatesOn } from '../profile/pod-options'
import type { DryRunResult } from './dry-run-create'
import { addWarnings, jobForGet, modelToJob, withExactIntegers } from './dry-run-support'
import { checkUpdateRequest, decodeStoredObject, readUpdateUrl } from './dry-run-update-checks'
import { warningsForJob } from './dry-run-warnings'
import { JobSchema } from './generated/schema'
import { resolveJobOptions } from './options'
import { decodeJobRequest } from './request-decoding'
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
  const existing = decodeStoredObject(JobSchema, stored, minorNumber(profile.right.kubernetesVersion))
  if (!existing.ok) return failed(internalStatus(`stored object: ${existing.error}`), [])
  const oldMeta = existing.value.metadata
  const url = readUpdateUrl(o, oldMeta)
  if (!url.ok) return failed(url.status, [])
  const { namespace, urlName, fieldValidation } = url
  const decoded = decodeJobRequest(body, fieldValidation, minorNumber(profile.right.kubernetesVersion))
  if (!decoded.ok) return failed(decoded.status, decoded.warnings)
  const target = { namespace, urlName, resource: 'jobs' } as const
  const checked = checkUpdateRequest(decoded.job, oldMeta, target, addWarnings([], decoded.warnings))
  const warnings = checked.warnings
  if ('code' in checked.next) return failed(checked.next, warnings)
  const next = checked.next
  const name = next.metadata.name
  const compat = o.compat === 'design' ? 'design' : 'upstream'
  // Storage defaults the stored object as the profile's server does (ImageVolume's pullPolicy only while on).
  const prev = defaultJobModel(existing.value, resolveJobOptions({ compat }), false, dropGatesOn(profile.right))
  const input = { ...next, metadata: { ...next.metadata, resourceVersion: oldMeta.resourceVersion } }
  const updated = updateJobAsModel(input, modelToJob(prev), { compat }, profile.right)
  if (E.isLeft(updated))
    return failed(
      invalidStatus(
        'Job.batch',
        name,
        withExactIntegers(
          withMinorValueTexts(
            distinctFieldErrors(updated.left, minorNumber(profile.right.kubernetesVersion)),
            minorNumber(profile.right.kubernetesVersion),
            { schema: JobSchema, value: next },
          ),
          decoded.exactIntegers,
        ),
      ),
      warnings,
    )
  const result = jobWireForMinor(jobForGet(jobJson(updated.right)), minorNumber(profile.right.kubernetesVersion))
  return {
    outcome: E.right(result),
    warnings: addWarnings(warnings, warningsForJob(updated.right, prev, minorNumber(profile.right.kubernetesVersion))),
  }
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
