/**
 * `dryRunCreateJob`: the kube-apiserver's create path for batch/v1 Jobs,
 * offline — what `POST /apis/batch/v1/namespaces/<ns>/jobs` answers.
 *
 * @module
 */
import * as E from '../wire/either'
import { distinctFieldErrors, internalStatus, invalidStatus, profileStatus, type ApiStatusError } from './api-status'
import { resolveProfile, type ClusterProfile } from '../profile/resolve'
import { runCreatePipeline } from './create-pipeline'
import { addWarnings, createdJobForGet, nameSuffixFor, withExactIntegers } from './dry-run-support'
import { warningsForJob } from './dry-run-warnings'
import { resolveJobOptions } from './options'
import { decodeJobRequest, fieldValidationStatus } from './request-decoding'
import type { Job } from './types'
import type * as model from './generated/model'
import { caught, safeOptions, UNREADABLE_INPUT_DETAIL } from '../wire/guard'
import { minorNumber } from '../profile/minor-rules'
import { withMinorValueTexts } from '../profile/minor-texts'
import { JobSchema } from './generated/schema'

/**
 * The request around a dry-run create: what the URL, the query and the
 * server's clock and random sources would supply.
 *
 * @example
 * const o: DryRunCreateOptions = { namespace: 'default', fieldValidation: 'Strict', uid: '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
 *   creationTimestamp: '2026-01-02T03:04:05Z', nameSuffix: 'x7k2q' }
 */
export interface DryRunCreateOptions {
  /** The uid the server gives the Job. */
  readonly uid: string
  /** The namespace of the request URL (default `default`). */
  readonly namespace?: string
  /** `?fieldValidation=`: `Strict`, `Warn`, `Ignore` or `''` (the server default, Warn); anything else is a 422. Default `''`. */
  readonly fieldValidation?: string
  /** The creation time the server stamps (RFC 3339); without it the Job has none. */
  readonly creationTimestamp?: string
  /** The five random characters a `generateName` name ends with (default: derived from `uid`). */
  readonly nameSuffix?: string
  /** `'upstream'` (default) answers as today's API server; `'design'` applies the selector-generation design (see `createJob`). */
  readonly compat?: 'design' | 'upstream'
  /**
   * The cluster the answer is for (default: Kubernetes 1.37,
   * `--allow-privileged=true`); an invalid profile is answered as a 400
   * naming its errors.
   */
  readonly profile?: ClusterProfile
}

/**
 * The answer of a dry-run create or update: the Status error the server
 * would answer, or the Job as a later GET returns it (without
 * `metadata.resourceVersion` and `metadata.managedFields`), and the
 * warnings the server would send (in `Warning` headers).
 *
 * @example
 * declare const r: DryRunResult
 * E.isRight(r.outcome) ? r.outcome.right.metadata?.name : r.outcome.left.message
 */
export interface DryRunResult {
  readonly outcome: E.Either<ApiStatusError, Job>
  readonly warnings: readonly string[]
}

const str = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback)

/**
 * A dry-run create of a Job: the request body (JSON text, or an already
 * parsed value) as the API server handles it — `fieldValidation` checked
 * (422), the body decoded (400 for JSON syntax, wrong types with Go's
 * `json: cannot unmarshal …` text and field path, and under `Strict`
 * unknown or duplicate fields; under `Warn` those are warnings), the
 * request namespace applied (400 if the body names another), duplicate
 * owner references dropped (with a warning), system fields set (uid,
 * creationTimestamp, generation 1), a `generateName` name made, defaults
 * and selector generation applied, `validateJob` run (422 `Job.batch "<name>"
 * is invalid: …`), a `resourceVersion` refused — and the Job as a later GET
 * returns it, with the server's warnings. Total: never throws.
 *
 * @example
 * import * as E from '../wire/either'
 * const r = dryRunCreateJob('{"apiVersion":"batch/v1","kind":"Job","metadata":{"name":"pi"},"spec":{"paralelism":2}}',
 *   { uid: 'u-1', fieldValidation: 'Strict' })
 * E.isLeft(r.outcome) && r.outcome.left.message
 * //=> 'Job in version "v1" cannot be handled as a Job: strict decoding error: unknown field "spec.paralelism"'
 */
export const dryRunCreateJob = (body: unknown, options: DryRunCreateOptions): DryRunResult =>
  guardedCreate(body, options)

/** `dryRunCreateJob` before the boundary guard. */
const dryRunCreateJobUnguarded = (body: unknown, options: DryRunCreateOptions): DryRunResult =>
  dryRunCreateAnswer(body, options, createdJobForGet)

/** The answer of a dry-run create, with `finish` making the created Job's part of it. */
const dryRunCreateAnswer = <R>(
  body: unknown,
  options: DryRunCreateOptions,
  finish: (job: model.Job, creationTimestamp: string | undefined, minor: number) => R,
): { readonly outcome: E.Either<ApiStatusError, R>; readonly warnings: readonly string[] } => {
  const o: Partial<DryRunCreateOptions> =
    typeof options === 'object' && options !== null ? options : Object.create(null)
  const profile = resolveProfile(o.profile)
  if (E.isLeft(profile)) return { outcome: E.left(profileStatus(profile.left)), warnings: [] }
  const fieldValidation = str(o.fieldValidation, '')
  const optionsError = fieldValidationStatus('CreateOptions', fieldValidation)
  if (optionsError !== undefined) return { outcome: E.left(optionsError), warnings: [] }
  const decoded = decodeJobRequest(body, fieldValidation, minorNumber(profile.right.kubernetesVersion))
  if (!decoded.ok) return { outcome: E.left(decoded.status), warnings: decoded.warnings }
  let warnings = addWarnings([], decoded.warnings)
  const uid = str(o.uid, '')
  const ran = runCreatePipeline(decoded.job, {
    job: resolveJobOptions({ uid, compat: o.compat === 'design' ? 'design' : 'upstream' }),
    nameSuffix: str(o.nameSuffix, nameSuffixFor(uid)),
    namespace: str(o.namespace, 'default'),
    profile: profile.right,
  })
  warnings = addWarnings(warnings, ran.warnings)
  const created = ran.outcome
  if (E.isLeft(created)) {
    const failure = created.left
    return {
      outcome: E.left(
        failure.kind === 'status'
          ? failure.status
          : invalidStatus(
              'Job.batch',
              failure.name,
              withExactIntegers(
                withMinorValueTexts(
                  distinctFieldErrors(failure.errors, minorNumber(profile.right.kubernetesVersion)),
                  minorNumber(profile.right.kubernetesVersion),
                  { schema: JobSchema, value: decoded.job },
                ),
                decoded.exactIntegers,
              ),
            ),
      ),
      warnings,
    }
  }
  warnings = addWarnings(
    warnings,
    warningsForJob(created.right, undefined, minorNumber(profile.right.kubernetesVersion)),
  )
  // etcd3 refuses an object that carries a resourceVersion (one that does not parse is not looked at).
  const rv = decoded.job.metadata.resourceVersion
  if (/^[0-9]+$/.test(rv) && BigInt(rv) !== 0n && BigInt(rv) < 2n ** 64n) {
    return { outcome: E.left(internalStatus('resourceVersion should not be set on objects to be created')), warnings }
  }
  const stamp = typeof o.creationTimestamp === 'string' ? o.creationTimestamp : undefined
  return {
    outcome: E.right(finish(created.right, stamp, minorNumber(profile.right.kubernetesVersion))),
    warnings,
  }
}

/**
 * The boundary: the request body and the stored object are read by the
 * request decoder (which reports cycles, depth and size as the server's
 * errors); the options are read as plain data; a throw is answered as a 500.
 */
const guardedCreate = /* @__PURE__ */ caught(
  (): DryRunResult => ({ outcome: E.left(internalStatus(UNREADABLE_INPUT_DETAIL)), warnings: [] }),
  (body: unknown, options: DryRunCreateOptions): DryRunResult =>
    dryRunCreateJobUnguarded(body, safeOptions(options) as DryRunCreateOptions),
)

/**
 * {@link dryRunCreateJob}'s answer with only the created Job's name in place
 * of the Job (the same outcome, status and warnings, without encoding the Job
 * for a GET): for callers that only report, like `k8s-jobs validate`. Total.
 *
 * @example
 * import * as E from '../wire/either'
 * const r = dryRunCreateJobNamed('{"apiVersion":"batch/v1","kind":"Job","metadata":{"generateName":"pi-"},"spec":{"template":{"spec":{"restartPolicy":"Never","containers":[{"name":"c","image":"i"}]}}}}',
 *   { uid: 'u-1', nameSuffix: 'abcde' })
 * E.isRight(r.outcome) && r.outcome.right //=> 'pi-abcde'
 */
export const dryRunCreateJobNamed = /* @__PURE__ */ caught(
  (): { readonly outcome: E.Either<ApiStatusError, string>; readonly warnings: readonly string[] } => ({
    outcome: E.left(internalStatus(UNREADABLE_INPUT_DETAIL)),
    warnings: [],
  }),
  (
    body: unknown,
    options: DryRunCreateOptions,
  ): { readonly outcome: E.Either<ApiStatusError, string>; readonly warnings: readonly string[] } =>
    dryRunCreateAnswer(body, safeOptions(options) as DryRunCreateOptions, (job) => job.metadata.name),
)
