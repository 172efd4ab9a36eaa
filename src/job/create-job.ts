/**
 * `createJob` and `updateJob`: the model paths of `./create-model.ts` wired
 * to this library's Job validation.
 *
 * @module
 */
import { minorNumber } from '../profile/minor-rules'
import * as E from '../wire/either'
import type { FieldError } from '../field/index'
import { JOB_API_VERSIONS } from './constants'
import { isUnconditionalUpdateArtefact, resourceVersionConflict } from './create'
import { asJobJson, decodeRequestJob, updateJobModel, type ModelCreateResult } from './create-model'
import { runCreatePipeline } from './create-pipeline'
import { nameSuffixFor } from './dry-run-support'
import { jobHeaderErrors } from './decode'
import { resolveJobOptions, type JobOptions, type ResolvedJobOptions } from './options'
import { validateJobModelForUpdate } from './validation/update'
import type { JobInput } from './input-types'
import type { Job } from './types'
import type * as model from './generated/model'
import { caught, unreadableJob, optionOf } from '../wire/guard'
import { resolveProfile, type ClusterProfile, type ResolvedClusterProfile } from '../profile/resolve'
import { dropGatesOn } from '../profile/pod-options'

/**
 * `createJob`'s options: {@link JobOptions} with the uid the server gives,
 * and the five random characters a `generateName` name ends with (default:
 * derived from `uid`, as `dryRunCreateJob` derives them).
 *
 * @example
 * const o: CreateJobOptions = { uid: '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77', nameSuffix: 'x7k2q' }
 */
export type CreateJobOptions = JobOptions & {
  readonly uid: string
  readonly nameSuffix?: string
  /** The cluster the answer is for (default: Kubernetes 1.37, `--allow-privileged=true`). */
  readonly profile?: ClusterProfile
}

/**
 * `updateJob`'s options: {@link JobOptions} and the cluster profile.
 *
 * @example
 * const o: UpdateJobOptions = { profile: { allowPrivileged: false } }
 */
export type UpdateJobOptions = JobOptions & { readonly profile?: ClusterProfile }

/**
 * `createJob` before the exception guard: decoded once (`Date`s read as the
 * server reads them; an extensions/v1beta1 Job defaulted and converted on
 * its model), then the one create pipeline (`./create-pipeline.ts`), which
 * `dryRunCreateJob` runs too.
 */
const createJobUnguarded = (input: unknown, options: CreateJobOptions): ModelCreateResult => {
  const profile = resolveProfile(optionOf(options, 'profile'))
  if (E.isLeft(profile)) return profile
  const header = jobHeaderErrors(input, JOB_API_VERSIONS)
  if (header.length > 0) return E.left(header)
  const decoded = decodeRequestJob(input as object, minorNumber(profile.right.kubernetesVersion))
  if (E.isLeft(decoded)) return decoded
  const o = resolveJobOptions(options)
  const given = optionOf(options, 'nameSuffix')
  const suffix = typeof given === 'string' ? given : nameSuffixFor(o.uid ?? '')
  const created = runCreatePipeline(decoded.right, { job: o, nameSuffix: suffix, profile: profile.right }).outcome
  // Without a request namespace the pipeline fails only validation.
  return E.isRight(created) ? created : E.left(created.left.kind === 'invalid' ? created.left.errors : [])
}

/** `updateJob` before the exception guard: decoded once, then the model path. */
const updateJobUnguarded = (input: unknown, prev: JobInput, options?: UpdateJobOptions): ModelCreateResult => {
  const profile = resolveProfile(optionOf(options, 'profile'))
  if (E.isLeft(profile)) return profile
  const header = jobHeaderErrors(input, JOB_API_VERSIONS)
  if (header.length > 0) return E.left(header)
  const decoded = decodeRequestJob(input as object, minorNumber(profile.right.kubernetesVersion))
  return E.isLeft(decoded) ? decoded : updateDecoded(decoded.right, prev, resolveJobOptions(options), profile.right)
}

/** The update path on a decoded batch/v1 Job (its quantities as parsed, which a 1.33 error prints). */
const updateDecoded = (
  job: model.Job,
  prev: unknown,
  o: ResolvedJobOptions,
  profile: ResolvedClusterProfile,
): ModelCreateResult =>
  updateJobModel(
    job,
    prev,
    o,
    (next, prev) => validateJobModelForUpdate(next, prev, profile),
    (e) => !isUnconditionalUpdateArtefact(e),
    resourceVersionConflict,
    dropGatesOn(profile),
  )

/**
 * The API server's create path, offline: decode either wire version, convert
 * to batch/v1, default, generate the selector (automatic mode), validate with
 * `requirePrefixedLabels` for the `'current'` scheme, and return the Job as a
 * later GET shows it (`status: {}`, `metadata.generation: 1`, `metadata.uid`
 * = `options.uid`, Job labels from the template labels when it had none).
 *
 * In `'design'` compat a `spec.selector` written without
 * `manualSelector: true` is rejected: `spec.selector: Forbidden: may only be
 * set when \`manualSelector\` is true; …`. In `'upstream'` compat the outcome
 * is exactly today's API server's.
 *
 * @example
 * createJob({ apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'pi', namespace: 'default' },
 *   spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } } } },
 *   { uid: '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77' })
 * // right({ …, metadata: { name: 'pi', namespace: 'default', uid: '3f1c…', generation: 1, labels: {4 system labels} },
 * //         spec: { selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': '3f1c…' } }, … }, status: {} })
 */
export const createJob = /* @__PURE__ */ caught(
  (): E.Either<FieldError[], Job> => E.left(unreadableJob),
  (input: unknown, options: CreateJobOptions): E.Either<FieldError[], Job> =>
    asJobJson(createJobUnguarded(input, options)),
)

/**
 * {@link createJob} answering the created Job as the decoded, defaulted
 * batch/v1 model (before its one encoding), for the dry-run handlers, which
 * read the strategy's warnings from it.
 *
 * @example
 * import * as E from '../wire/either'
 * const created = createJobAsModel(manifest, { uid: 'u-1' })
 * if (E.isRight(created)) created.right.metadata.generation // 1
 */
export const createJobAsModel = /* @__PURE__ */ caught(
  (): ModelCreateResult => E.left(unreadableJob),
  createJobUnguarded,
)

/**
 * The API server's update path, offline: decode, default (no selector
 * generation), keep `prev`'s server-owned fields (uid, creationTimestamp,
 * resourceVersion, deletionTimestamp, status), bump `metadata.generation`
 * when the spec changed, then `validateJob` + `validateJobUpdate`.
 *
 * @example
 * import * as E from '../wire/either'
 * const created = createJob(manifest, { uid: 'u-1' })
 * if (E.isRight(created)) {
 *   updateJob({ ...created.right, spec: { ...created.right.spec, parallelism: 3 } }, created.right)
 *   // right(…, metadata.generation: 2)
 * }
 */
export const updateJob = /* @__PURE__ */ caught(
  (): E.Either<FieldError[], Job> => E.left(unreadableJob),
  (input: unknown, prev: JobInput, options?: UpdateJobOptions): E.Either<FieldError[], Job> =>
    asJobJson(updateJobUnguarded(input, prev, options)),
)

/**
 * {@link updateJob} on the request's decoded batch/v1 model (not encoded
 * again, so that its quantities keep the form they were parsed in),
 * answering the updated Job as the decoded, defaulted batch/v1 model
 * (before its one encoding), for the dry-run handlers.
 *
 * @example
 * import * as E from '../wire/either'
 * declare const next: model.Job
 * const updated = updateJobAsModel(next, prev, { compat: 'upstream' }, profile)
 * if (E.isRight(updated)) updated.right.metadata.generation
 */
export const updateJobAsModel = /* @__PURE__ */ caught(
  (): ModelCreateResult => E.left(unreadableJob),
  (job: model.Job, prev: unknown, options: JobOptions, profile: ResolvedClusterProfile): ModelCreateResult =>
    updateDecoded(job, prev, resolveJobOptions(options), profile),
)
