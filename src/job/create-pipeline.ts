/**
 * The one create pipeline: what the API server's create handler and the Job
 * strategy do to a decoded Job, run by both `createJob` and
 * `dryRunCreateJob`, so the two cannot disagree.
 *
 * On the decoded batch/v1 model: the system fields wiped
 * (`WipeObjectMetaSystemFields`: creationTimestamp, uid, deletion fields,
 * selfLink), the request namespace applied (`dryRunCreateJob` only: a
 * `createJob` call has no request URL), duplicate owner references dropped
 * with the server's warning, a `generateName` Job named (the prefix cut to
 * 58 bytes, then the 5-character suffix), then `rest.BeforeCreate` on the
 * model (`createJobModel`: server-owned metadata, defaults and selector
 * generation, `ValidateJob`). What follows the strategy — its warnings, and
 * storage refusing a `resourceVersion` — is left to the dry-run handler.
 *
 * @module
 */
import * as E from '../wire/either'
import type { FieldError } from '../field/index'
import type { ApiStatusError } from './api-status'
import { isReplacedUidCheck, selectorWithoutManualSelectorError } from './create'
import { createJobModel } from './create-model'
import { MAX_GENERATED_PREFIX_BYTES, dedupOwnerReferences, withRequestNamespace } from './dry-run-support'
import type * as model from './generated/model'
import type { ResolvedJobOptions } from './options'
import { DEFAULT_CLUSTER_PROFILE, type ResolvedClusterProfile } from '../profile/resolve'
import { dropGatesOn } from '../profile/pod-options'
import { validateJobModel } from './validation/validate-job'

/**
 * What the pipeline needs besides the Job: the resolved Job options (their
 * `uid` is the uid the server gives), the random suffix of a generated
 * name, and the request namespace (absent for `createJob`).
 *
 * @example
 * const o: CreatePipelineOptions = { job: resolveJobOptions({ uid: 'u-1', compat: 'upstream' }), nameSuffix: 'x7k2q' }
 */
export interface CreatePipelineOptions {
  readonly job: ResolvedJobOptions
  readonly nameSuffix: string
  readonly namespace?: string
  /** The cluster profile (default: {@link DEFAULT_CLUSTER_PROFILE}). */
  readonly profile?: ResolvedClusterProfile
}

/**
 * Why a create failed: a Status before validation (a namespace that is not
 * the request's, 400), or the field errors of validation (422) with the
 * name the Job had then.
 *
 * @example
 * declare const f: CreateFailure
 * f.kind === 'invalid' ? f.errors.length : f.status.code
 */
export type CreateFailure =
  | { readonly kind: 'status'; readonly status: ApiStatusError }
  | { readonly kind: 'invalid'; readonly name: string; readonly errors: FieldError[] }

/**
 * The outcome of the pipeline: the created Job as the model (before its one
 * encoding), or why not; and the warnings so far (duplicate owner references).
 *
 * @example
 * declare const r: CreatePipelineResult
 * E.isRight(r.outcome) && r.outcome.right.metadata.name
 */
export interface CreatePipelineResult {
  readonly outcome: E.Either<CreateFailure, model.Job>
  readonly warnings: readonly string[]
}

/** How many UTF-8 bytes a code point takes (a lone surrogate as U+FFFD, as Go receives it: 3). */
const utf8Length = (c: number): number => (c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4)

/**
 * The first `max` bytes of a string's UTF-8 as a string, as Go's
 * `string(b[:max])` reads when printed through JSON: a character cut in
 * the middle leaves one U+FFFD per remaining byte.
 *
 * @example
 * utf8Prefix('aé', 2) // 'a\ufffd'
 */
export const utf8Prefix = (s: string, max: number): string => {
  let out = ''
  let used = 0
  for (const ch of s) {
    const n = utf8Length(ch.codePointAt(0) ?? 0)
    if (used + n > max) return out + '\ufffd'.repeat(max - used)
    out += ch
    used += n
  }
  return out
}

/**
 * `generateName` through the server's name generator: a Job without a name
 * gets the prefix (at most 58 bytes) and the suffix; a named Job keeps its name.
 *
 * @example
 * declare const job: model.Job // metadata: { generateName: 'pi-', name: '' }
 * withGeneratedName(job, 'x7k2q').metadata.name // 'pi-x7k2q'
 */
export const withGeneratedName = (job: model.Job, suffix: string): model.Job => {
  const m = job.metadata
  if (m.generateName === '' || m.name !== '') return job
  return { ...job, metadata: { ...m, name: utf8Prefix(m.generateName, MAX_GENERATED_PREFIX_BYTES) + suffix } }
}

/**
 * Runs the create pipeline (see the module comment) on a decoded Job.
 *
 * @example
 * declare const decoded: model.Job
 * const r = runCreatePipeline(decoded, { job: resolveJobOptions({ uid: 'u-1', compat: 'upstream' }), nameSuffix: 'x7k2q' })
 * E.isRight(r.outcome) && r.outcome.right.metadata.uid // 'u-1'
 */
export const runCreatePipeline = (decoded: model.Job, options: CreatePipelineOptions): CreatePipelineResult => {
  const wiped: model.Job = {
    ...decoded,
    metadata: {
      ...decoded.metadata,
      creationTimestamp: undefined,
      uid: '',
      deletionTimestamp: undefined,
      deletionGracePeriodSeconds: undefined,
      selfLink: '',
    },
  }
  // (own properties only: the caller's object literal inherits from a prototype that may be polluted)
  const namespace = Object.hasOwn(options, 'namespace') ? options.namespace : undefined
  const namespaced = namespace === undefined ? wiped : withRequestNamespace(wiped, namespace)
  if ('code' in namespaced) return { outcome: E.left({ kind: 'status', status: namespaced }), warnings: [] }
  const deduped = dedupOwnerReferences(namespaced)
  const job = withGeneratedName(deduped.job, options.nameSuffix)
  const o = options.job
  const profile = (Object.hasOwn(options, 'profile') ? options.profile : undefined) ?? DEFAULT_CLUSTER_PROFILE
  const created = createJobModel(
    job,
    o,
    (j, requirePrefixedLabels) => validateJobModel(j, { requirePrefixedLabels }, false, undefined, profile),
    (e) => !isReplacedUidCheck(e, o),
    selectorWithoutManualSelectorError(),
    dropGatesOn(profile),
  )
  return {
    outcome: E.isLeft(created)
      ? E.left({ kind: 'invalid', name: job.metadata.name, errors: created.left })
      : E.right(created.right),
    warnings: deduped.warnings,
  }
}
