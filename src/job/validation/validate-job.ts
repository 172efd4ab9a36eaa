/**
 * `ValidateJob` (`pkg/apis/batch/validation`): metadata, generated
 * selector, spec, and the Indexed pod-hostname check.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import type * as model from '../generated/model'
import { decodeJobModel } from './decoded'
import { invalid } from './field-errors'
import { validateGeneratedSelector } from './generated-selector'
import type { PodValidationOptions } from '../../core/validation/options'
import { convertSelector, validateJobSpecModel } from './job-spec'
import { isDNS1123Label } from '../../labels/index'
import { validateMetaModel } from './object-meta'
import { pathSegmentName } from './path-segment'
import { optionOf, safeOptions } from '../../wire/guard'
import { withGatedPodOptions } from '../../profile/pod-options'
import { withMinorTexts } from '../../profile/minor-texts'
import { POD_TEMPLATE_CREATE_OPTIONS } from '../../core/validation/pod-spec'
import * as E from '../../wire/either'
import {
  DEFAULT_CLUSTER_PROFILE,
  resolveProfile,
  type ClusterProfile,
  type ResolvedClusterProfile,
} from '../../profile/resolve'
import { pushAll } from '../../wire/push-all'
import { minorNumber } from '../../profile/minor-rules'

/**
 * Options of {@link validateJob} (upstream `JobValidationOptions`, the parts
 * that apply here).
 *
 * @example
 * const o: JobValidationOptions = { requirePrefixedLabels: false }
 */
export interface JobValidationOptions {
  /**
   * Require the `batch.kubernetes.io/controller-uid` and
   * `batch.kubernetes.io/job-name` template labels of a generated selector.
   * Default `true` (always true on create; on update the API server turns it
   * off for Jobs whose old template lacked them, see
   * {@link jobUpdateValidationOptions}).
   */
  readonly requirePrefixedLabels?: boolean
  /** Tolerate invalid label values in selector expressions. Default `false`. */
  readonly allowInvalidLabelValueInSelector?: boolean
  /**
   * The cluster the answer is for (Kubernetes version, `--allow-privileged`,
   * feature gates; see `ClusterProfile`). Default: Kubernetes 1.37 with
   * `--allow-privileged=true`. An invalid profile is answered with its
   * errors at `profile.*` instead of the Job's.
   */
  readonly profile?: ClusterProfile
}

/**
 * `validateNameAllowsCompletions`: an Indexed Job's last pod hostname
 * (`<name>-<completions-1>`) must be a DNS label.
 *
 * @example
 * nameAllowsCompletions(decodeJobModel(job).value) // [] or the metadata.name error
 */
export const nameAllowsCompletions = (job: model.Job): FieldError[] => {
  const { completionMode, completions } = job.spec
  if (completionMode !== 'Indexed' || completions === undefined || completions <= 0) return []
  const name = job.metadata.name
  const hostname = `${name}-${completions - 1}`
  return isDNS1123Label(hostname).length > 0
    ? [invalid('metadata.name', name, `will not able to create pod with invalid DNS label: ${hostname}`)]
    : []
}

/**
 * `ValidateJob` on a decoded Job model (see {@link decodeJobModel}).
 *
 * @example
 * validateJobModel(decodeJobModel(job).value, { requirePrefixedLabels: true })
 * validateJobModel(decodeJobModel(job).value, {}, true) // as part of an update: the name only as a path segment; no generated-selector or hostname checks
 */
export const validateJobModel = (
  job: model.Job,
  options: JobValidationOptions = {},
  onUpdate = false,
  podOptions?: PodValidationOptions,
  profile: ResolvedClusterProfile = DEFAULT_CLUSTER_PROFILE,
): FieldError[] => {
  // On update the name (immutable) is only checked as a URL path segment (rest.BeforeUpdate), the generated
  // selector not at all (create-only upstream); the hostname check comes last in ValidateJobUpdate.
  const errs = validateMetaModel(
    job.metadata,
    'metadata',
    onUpdate ? { nameFn: pathSegmentName } : {},
    minorNumber(profile.kubernetesVersion),
  )
  // Both selector checks read the same converted selector.
  const selector = convertSelector(job.spec)
  if (!onUpdate)
    pushAll(errs, validateGeneratedSelector(job, ownFlag(options, 'requirePrefixedLabels') !== false, selector))
  const pod = podOptions ?? withGatedPodOptions(POD_TEMPLATE_CREATE_OPTIONS, profile)
  pushAll(errs, validateJobSpecModel(job.spec, 'spec', options, selector, pod, profile.allowPrivileged))
  if (!onUpdate) pushAll(errs, nameAllowsCompletions(job))
  return withMinorTexts(errs, minorNumber(profile.kubernetesVersion))
}

/**
 * An option of the library's own options objects, read as an own property
 * only (a literal such as `{ requirePrefixedLabels }` inherits from a
 * possibly polluted `Object.prototype` for every other key).
 *
 * @example
 * ownFlag({ requirePrefixedLabels: false }, 'requirePrefixedLabels') // false
 */
export const ownFlag = (options: object, key: string): unknown =>
  Object.hasOwn(options, key) ? (options as Record<string, unknown>)[key] : undefined

/**
 * The options as plain data: own boolean fields only (a polluted
 * `Object.prototype` or an accessor is not an option).
 *
 * @example
 * validationOptions({ requirePrefixedLabels: false }) // { requirePrefixedLabels: false }
 */
export const validationOptions = (options: unknown): JobValidationOptions => {
  const o = safeOptions(options) as Record<string, unknown> | undefined
  const out: { requirePrefixedLabels?: boolean; allowInvalidLabelValueInSelector?: boolean } = Object.create(null)
  if (o === undefined) return out
  if (typeof o['requirePrefixedLabels'] === 'boolean') out.requirePrefixedLabels = o['requirePrefixedLabels']
  if (typeof o['allowInvalidLabelValueInSelector'] === 'boolean') {
    out.allowInvalidLabelValueInSelector = o['allowInvalidLabelValueInSelector']
  }
  return out
}

/**
 * Validates a batch/v1 Job as the API server does on create (upstream
 * `ValidateJob`): `metadata` (name a DNS-1123 subdomain, namespace required,
 * labels, annotations, finalizers, owner references); the generated
 * selector (unless `manualSelector: true`: `metadata.uid` required, the
 * `controller-uid`/`job-name` template labels — plus the
 * `batch.kubernetes.io/` pair with `requirePrefixedLabels`, default true —
 * and a selector that selects exactly those); every `spec` rule in upstream
 * order (counts, completion mode, per-index back-off, pod failure policy,
 * success policy, pod replacement policy, pod template, restart policy,
 * selector and selector-vs-template match); and, for Indexed Jobs, that
 * `<name>-<completions-1>` is a valid pod hostname.
 *
 * Total: never throws, whatever the input. Values of the wrong JSON type
 * (which Go would reject while decoding) come first, as
 * `FieldValueTypeInvalid`, and are then treated as unset.
 *
 * @example
 * const errs = validateJob({
 *   apiVersion: 'batch/v1', kind: 'Job',
 *   metadata: { name: 'pi', namespace: 'default', uid: 'u1' },
 *   spec: {
 *     selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': 'u1' } },
 *     template: {
 *       metadata: { labels: { 'controller-uid': 'u1', 'job-name': 'pi',
 *         'batch.kubernetes.io/controller-uid': 'u1', 'batch.kubernetes.io/job-name': 'pi' } },
 *       spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] },
 *     },
 *   },
 * })
 * // errs: []
 * validateJob(privilegedJob, { profile: { allowPrivileged: false } })
 * // [{ type: 'FieldValueForbidden', field: 'spec.template.spec.containers[0].securityContext.privileged', detail: 'disallowed by cluster policy' }]
 */
export const validateJob = (job: unknown, options: JobValidationOptions = {}): FieldError[] => {
  const profile = resolveProfile(optionOf(options, 'profile'))
  if (E.isLeft(profile)) return profile.left
  const { value, typeErrors } = decodeJobModel(job, minorNumber(profile.right.kubernetesVersion))
  return [...typeErrors, ...validateJobModel(value, validationOptions(options), false, undefined, profile.right)]
}
