/**
 * `dryRunCreateCronJob` and `dryRunUpdateCronJob`: what
 * `POST /apis/batch/v1/namespaces/<ns>/cronjobs` and
 * `PUT …/cronjobs/<name>` answer, offline, with the answer shape of the Job
 * dry runs (Status code, reason, message, field errors, warnings, the
 * stored object as a GET shows it). The request machinery is the Job's
 * (request decoding, namespace and name checks, owner-reference
 * de-duplication, the resourceVersion rules); the strategy is the
 * CronJob's.
 *
 * @module
 */
import * as E from '../wire/either'
import { resolveProfile } from '../profile/resolve'
import { minorNumber } from '../profile/minor-rules'
import { withMinorValueTexts } from '../profile/minor-texts'
import { cronJobWireForMinor } from '../job/minor-wire'
import {
  distinctFieldErrors,
  internalStatus,
  invalidStatus,
  type ApiStatusError,
  profileStatus,
} from '../job/api-status'
import type { DryRunCreateOptions } from '../job/dry-run-create'
import type { DryRunUpdateOptions } from '../job/dry-run-update'
import { checkUpdateRequest, decodeStoredObject, readUpdateUrl } from '../job/dry-run-update-checks'
import {
  MAX_GENERATED_PREFIX_BYTES,
  addWarnings,
  dedupOwnerReferences,
  nameSuffixFor,
  withRequestNamespace,
  withoutNullTimestamp,
} from '../job/dry-run-support'
import {
  CRONJOB_TARGET,
  decodeBatchRequest,
  fieldValidationStatus,
  utf8Prefix,
  type DecodedRequest,
} from '../job/request-decoding'
import { encodeStruct } from '../wire/encode'
import { caught, safeOptions, UNREADABLE_INPUT_DETAIL } from '../wire/guard'
import { createCronJobModel, updateCronJobModel } from './create'
import { defaultCronJobModel } from './default'
import { CronJobSchema, type CronJobModel } from './model'
import type { CronJob } from './types'
import { warningsForCronJob } from './warnings'

/**
 * The answer of a CronJob dry run: the Status error the server would
 * answer, or the CronJob as a later GET returns it, and the warnings.
 *
 * @example
 * declare const r: CronJobDryRunResult
 * E.isRight(r.outcome) ? r.outcome.right.spec?.schedule : r.outcome.left.message
 */
export interface CronJobDryRunResult {
  readonly outcome: E.Either<ApiStatusError, CronJob>
  readonly warnings: readonly string[]
}

const KIND = 'CronJob.batch'

const str = (v: unknown, fallback: string): string => (typeof v === 'string' ? v : fallback)
const failed = (status: ApiStatusError, warnings: readonly string[]): CronJobDryRunResult => ({
  outcome: E.left(status),
  warnings,
})

/**
 * The stored CronJob as a later GET returns it: Go's batch/v1 JSON, zero
 * values left out, empty lists and maps nil after storage's protobuf round
 * trip, without `metadata.resourceVersion` and `metadata.managedFields`.
 *
 * @example
 * declare const c: CronJobModel
 * cronJobForGet(c).metadata?.resourceVersion // undefined
 */
export const cronJobForGet = (c: CronJobModel): CronJob => {
  const metadata = { ...c.metadata, resourceVersion: '', managedFields: undefined }
  const out = encodeStruct(
    CronJobSchema,
    { ...c, metadata, apiVersion: 'batch/v1', kind: 'CronJob' },
    { emptyCollections: 'nil', unknownFields: 'drop' },
  )
  const spec = out['spec'] as Record<string, unknown>
  const jobTemplate = spec['jobTemplate'] as Record<string, unknown>
  const jobSpec = (jobTemplate['spec'] ?? {}) as Record<string, unknown>
  const template = (jobSpec['template'] ?? {}) as Record<string, unknown>
  return {
    ...out,
    metadata: withoutNullTimestamp(out['metadata']),
    spec: {
      ...spec,
      jobTemplate: {
        ...jobTemplate,
        metadata: withoutNullTimestamp(jobTemplate['metadata']),
        spec: { ...jobSpec, template: { ...template, metadata: withoutNullTimestamp(template['metadata']) } },
      },
    },
  } as unknown as CronJob
}

const decodeBody = (body: unknown, fieldValidation: string, minor: number): DecodedRequest<CronJobModel> =>
  decodeBatchRequest(body, fieldValidation, CRONJOB_TARGET, minor) as DecodedRequest<CronJobModel>

/** `dryRunCreateCronJob` before the boundary guard. */
const createUnguarded = (body: unknown, options: DryRunCreateOptions): CronJobDryRunResult => {
  // (a missing options object reads as one without a prototype: nothing planted on Object.prototype is an option)
  const o: Partial<DryRunCreateOptions> =
    typeof options === 'object' && options !== null ? options : Object.create(null)
  const profile = resolveProfile(o.profile)
  if (E.isLeft(profile)) return failed(profileStatus(profile.left), [])
  const fieldValidation = str(o.fieldValidation, '')
  const optionsError = fieldValidationStatus('CreateOptions', fieldValidation)
  if (optionsError !== undefined) return failed(optionsError, [])
  const decoded = decodeBody(body, fieldValidation, minorNumber(profile.right.kubernetesVersion))
  if (!decoded.ok) return failed(decoded.status, decoded.warnings)
  let warnings = addWarnings([], decoded.warnings)
  const m = decoded.value.metadata
  const wiped: CronJobModel = {
    ...decoded.value,
    metadata: {
      ...m,
      creationTimestamp: undefined,
      uid: '',
      deletionTimestamp: undefined,
      deletionGracePeriodSeconds: undefined,
      selfLink: '',
    },
  }
  const namespaced = withRequestNamespace(wiped, str(o.namespace, 'default'))
  if ('code' in namespaced) return failed(namespaced, warnings)
  const deduped = dedupOwnerReferences(namespaced)
  warnings = addWarnings(warnings, deduped.warnings)
  const uid = str(o.uid, '')
  let c = deduped.job
  if (c.metadata.generateName !== '' && c.metadata.name === '') {
    const name = utf8Prefix(c.metadata.generateName, MAX_GENERATED_PREFIX_BYTES) + str(o.nameSuffix, nameSuffixFor(uid))
    c = { ...c, metadata: { ...c.metadata, name } }
  }
  const created = createCronJobModel(c, uid, profile.right)
  if (E.isLeft(created))
    return failed(
      invalidStatus(
        KIND,
        c.metadata.name,
        withMinorValueTexts(
          distinctFieldErrors(created.left, minorNumber(profile.right.kubernetesVersion)),
          minorNumber(profile.right.kubernetesVersion),
          { schema: CronJobSchema, value: c },
        ),
      ),
      warnings,
    )
  warnings = addWarnings(
    warnings,
    warningsForCronJob(created.right, undefined, minorNumber(profile.right.kubernetesVersion)),
  )
  // etcd3 refuses an object that carries a resourceVersion (one that does not parse is not looked at).
  const rv = c.metadata.resourceVersion
  if (/^[0-9]+$/.test(rv) && BigInt(rv) !== 0n && BigInt(rv) < 2n ** 64n) {
    return failed(internalStatus('resourceVersion should not be set on objects to be created'), warnings)
  }
  const stamped =
    typeof o.creationTimestamp === 'string'
      ? { ...created.right, metadata: { ...created.right.metadata, creationTimestamp: o.creationTimestamp } }
      : created.right
  return {
    outcome: E.right(cronJobWireForMinor(cronJobForGet(stamped), minorNumber(profile.right.kubernetesVersion))),
    warnings,
  }
}

/**
 * A dry-run create of a CronJob: the request body (JSON text, or an already
 * parsed value) as the API server's CronJobs handler takes it —
 * `fieldValidation` (422), decoding (400: JSON syntax, Go's JSON types, and
 * under `Strict` unknown or duplicate fields; under `Warn` those are
 * warnings), the request namespace, duplicate owner references, system
 * fields, a `generateName` name, the defaults, `ValidateCronJobCreate` (422
 * `CronJob.batch "<name>" is invalid: …`), a `resourceVersion` refused — and
 * the CronJob as a later GET returns it, with the strategy's warnings. The
 * options are the Job dry run's. Total: never throws.
 *
 * @example
 * import * as E from '../wire/either'
 * const r = dryRunCreateCronJob({ apiVersion: 'batch/v1', kind: 'CronJob', metadata: { name: 'hello' },
 *   spec: { schedule: '@hourly', concurrencyPolicy: 'Sometimes', jobTemplate: { spec: { template: { spec: {
 *     restartPolicy: 'OnFailure', containers: [{ name: 'hello', image: 'busybox' }] } } } } } }, { uid: 'u-1' })
 * E.isLeft(r.outcome) && r.outcome.left.message
 * //=> 'CronJob.batch "hello" is invalid: spec.concurrencyPolicy: Unsupported value: "Sometimes": supported values: "Allow", "Forbid", "Replace"'
 */
export const dryRunCreateCronJob: (body: unknown, options: DryRunCreateOptions) => CronJobDryRunResult =
  /* @__PURE__ */ caught(
    (): CronJobDryRunResult => failed(internalStatus(UNREADABLE_INPUT_DETAIL), []),
    (body: unknown, options: DryRunCreateOptions): CronJobDryRunResult =>
      createUnguarded(body, safeOptions(options) as DryRunCreateOptions),
  )

/** The stored CronJob as storage hands it over: batch/v1 JSON decoded with defaulting. */
const decodeStored = (
  stored: unknown,
  minor: number,
): { ok: true; value: CronJobModel } | { ok: false; error: string } => {
  const decoded = decodeStoredObject(CronJobSchema, stored, minor)
  return decoded.ok ? { ok: true, value: defaultCronJobModel(decoded.value, minor) } : decoded
}

/** `dryRunUpdateCronJob` before the boundary guard. */
const updateUnguarded = (body: unknown, stored: unknown, options?: DryRunUpdateOptions): CronJobDryRunResult => {
  const o: Partial<DryRunUpdateOptions> =
    typeof options === 'object' && options !== null ? options : Object.create(null)
  const profile = resolveProfile(o.profile)
  if (E.isLeft(profile)) return failed(profileStatus(profile.left), [])
  const existing = decodeStored(stored, minorNumber(profile.right.kubernetesVersion))
  if (!existing.ok) return failed(internalStatus(`stored object: ${existing.error}`), [])
  const oldMeta = existing.value.metadata
  const url = readUpdateUrl(o, oldMeta)
  if (!url.ok) return failed(url.status, [])
  const { namespace, urlName, fieldValidation } = url
  const decoded = decodeBody(body, fieldValidation, minorNumber(profile.right.kubernetesVersion))
  if (!decoded.ok) return failed(decoded.status, decoded.warnings)
  const target = { namespace, urlName, resource: 'cronjobs' } as const
  const checked = checkUpdateRequest(decoded.value, oldMeta, target, addWarnings([], decoded.warnings))
  const warnings = checked.warnings
  if ('code' in checked.next) return failed(checked.next, warnings)
  const next = checked.next
  const name = next.metadata.name
  const updated = updateCronJobModel(next, existing.value, profile.right)
  if (E.isLeft(updated))
    return failed(
      invalidStatus(
        KIND,
        name,
        withMinorValueTexts(
          distinctFieldErrors(updated.left, minorNumber(profile.right.kubernetesVersion)),
          minorNumber(profile.right.kubernetesVersion),
          { schema: CronJobSchema, value: next },
        ),
      ),
      warnings,
    )
  return {
    outcome: E.right(cronJobWireForMinor(cronJobForGet(updated.right), minorNumber(profile.right.kubernetesVersion))),
    warnings: addWarnings(
      warnings,
      warningsForCronJob(updated.right, existing.value, minorNumber(profile.right.kubernetesVersion)),
    ),
  }
}

/**
 * A dry-run update of a CronJob: the request body against the CronJob in
 * storage (`stored`: batch/v1 JSON or text, with its numeric
 * `metadata.resourceVersion`), as the API server handles a PUT —
 * `fieldValidation` (422), decoding (400), the request namespace and URL
 * name (400), duplicate owner references, the uid precondition (409), the
 * `resourceVersion` (absent or `"0"`: unconditional; another than
 * storage's: 409; not a number: 500), PrepareForUpdate (status kept,
 * generation bumped on a spec change), `ValidateCronJobUpdate` (422) and
 * WarningsOnUpdate — and the CronJob as a later GET returns it. Total.
 *
 * @example
 * declare const stored: CronJob
 * dryRunUpdateCronJob({ ...stored, spec: { ...stored.spec, suspend: true } }, stored).warnings // []
 */
export const dryRunUpdateCronJob: (
  body: unknown,
  stored: unknown,
  options?: DryRunUpdateOptions,
) => CronJobDryRunResult = /* @__PURE__ */ caught(
  (): CronJobDryRunResult => failed(internalStatus(UNREADABLE_INPUT_DETAIL), []),
  (body: unknown, stored: unknown, options?: DryRunUpdateOptions): CronJobDryRunResult =>
    updateUnguarded(body, stored, safeOptions(options) as DryRunUpdateOptions | undefined),
)
