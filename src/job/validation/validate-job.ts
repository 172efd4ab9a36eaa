/**
 * `ValidateJob` (`pkg/apis/batch/validation`): metadata, generated
 * selector, spec, and the Indexed pod-hostname check.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { jobWithoutDates } from '../../wire/dates'
import { invalid } from './field-errors'
import { validateGeneratedSelector } from './generated-selector'
import { convertSelector, validateJobSpecView } from './job-spec'
import { readJob, type JobView } from './model'
import { isDNS1123Label } from '../../labels/index'
import { validateMetaView } from './object-meta'
import { pathSegmentName } from './path-segment'

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
}

/**
 * `validateNameAllowsCompletions`: an Indexed Job's last pod hostname
 * (`<name>-<completions-1>`) must be a DNS label.
 *
 * @example
 * nameAllowsCompletions(readJob(job).view) // [] or the metadata.name error
 */
export const nameAllowsCompletions = (job: JobView): FieldError[] => {
  const { completionMode, completions } = job.spec
  if (completionMode !== 'Indexed' || completions === undefined || completions <= 0) return []
  const hostname = `${job.meta.name}-${completions - 1}`
  return isDNS1123Label(hostname).length > 0
    ? [invalid('metadata.name', job.meta.name, `will not able to create pod with invalid DNS label: ${hostname}`)]
    : []
}

/**
 * `ValidateJob` on a read {@link JobView}.
 *
 * @example
 * validateJobView(readJob(job).view, { requirePrefixedLabels: true })
 * validateJobView(readJob(job).view, {}, true) // as part of an update: the name only as a path segment; no generated-selector or hostname checks
 */
export const validateJobView = (job: JobView, options: JobValidationOptions = {}, onUpdate = false): FieldError[] => {
  // On update the name (immutable) is only checked as a URL path segment (rest.BeforeUpdate), the generated
  // selector not at all (create-only upstream); the hostname check comes last in ValidateJobUpdate.
  const errs = validateMetaView(job.meta, 'metadata', onUpdate ? { nameFn: pathSegmentName } : {})
  // Both selector checks read the same converted selector.
  const selector = convertSelector(job.spec)
  if (!onUpdate) errs.push(...validateGeneratedSelector(job, options.requirePrefixedLabels !== false, selector))
  errs.push(...validateJobSpecView(job.spec, 'spec', options, selector))
  if (!onUpdate) errs.push(...nameAllowsCompletions(job))
  return errs
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
 */
export const validateJob = (job: unknown, options: JobValidationOptions = {}): FieldError[] => {
  const { view, typeErrors } = readJob(jobWithoutDates(job))
  return [...typeErrors, ...validateJobView(view, options ?? {})]
}
