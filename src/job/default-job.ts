/**
 * `defaultJob`: the defaults of a Job's own API version followed, for
 * batch/v1 Jobs with a known uid in automatic mode, by selector generation.
 *
 * @module
 */
import { jobWithoutDates } from '../wire/dates'
import { guarded } from '../wire/guard'
import { defaultJobLabels, defaultJobSpecV1, defaultJobSpecV1beta1 } from './defaults'
import { isNil, isRecord, ownField, ownRecord, ownString, withFields, type JsonRecord } from './json'
import { resolveJobOptions, type JobOptions, type ResolvedJobOptions } from './options'
import { generateSelector, replaceJobLabelValues, type GenerationParams } from './selector-generation'
import type { AnyJobInput } from './input-types'
import type { Job, JobV1beta1 } from './types'

const templateLabelsOf = (spec: JsonRecord): unknown =>
  ownField(ownRecord(ownField(spec, 'template'), 'metadata'), 'labels')

const withParts = (job: JsonRecord, metadata: unknown, spec: JsonRecord): JsonRecord => {
  return metadata !== ownField(job, 'metadata') ? withFields(job, { metadata, spec }) : withFields(job, { spec })
}

/**
 * The generation parameters for a Job, or `undefined` when no uid is known
 * (`options.uid`, else `metadata.uid`). The name is `metadata.name` or `''`.
 *
 * @example
 * generationParams({ metadata: { name: 'pi', uid: 'u' } }, resolveJobOptions({}))
 * // { uid: 'u', name: 'pi', labelScheme: 'current', compat: 'design', uniqueLabelKey: undefined }
 */
export const generationParams = (job: unknown, o: ResolvedJobOptions): GenerationParams | undefined => {
  const metadata = ownRecord(job, 'metadata')
  const metaUid = ownString(metadata, 'uid')
  const uid = o.uid ?? (metaUid === '' ? undefined : metaUid)
  if (uid === undefined) return undefined
  return {
    uid,
    name: ownString(metadata, 'name') ?? '',
    labelScheme: o.labelScheme,
    compat: o.compat,
    uniqueLabelKey: o.uniqueLabelKey,
  }
}

/**
 * The worker behind `defaultJob`, for untyped input; `generate: false` gives
 * the update path's defaulting (field defaults only, never generation).
 *
 * @example
 * defaultJobWith({ apiVersion: 'batch/v1', kind: 'Job', spec: {} }, resolveJobOptions({}), false)
 */
export const defaultJobWith = (job: unknown, o: ResolvedJobOptions, generate: boolean): unknown => {
  if (!isRecord(job)) return job
  const rawSpec = ownField(job, 'spec')
  const metadata = ownField(job, 'metadata')
  if ((!isNil(rawSpec) && !isRecord(rawSpec)) || (!isNil(metadata) && !isRecord(metadata))) return job
  const spec: JsonRecord = rawSpec ?? {}
  const apiVersion = ownField(job, 'apiVersion')
  if (apiVersion === 'extensions/v1beta1') {
    const s = defaultJobSpecV1beta1(spec)
    return withParts(job, defaultJobLabels(metadata, templateLabelsOf(s)), s)
  }
  if (apiVersion !== 'batch/v1') return job
  let s = defaultJobSpecV1(spec, o.compat === 'upstream')
  let meta: unknown = metadata
  const params = generate ? generationParams(job, o) : undefined
  if (params !== undefined && ownField(s, 'manualSelector') !== true) {
    s = generateSelector(s, params)
    if (params.compat === 'design') {
      const labels = ownField(meta, 'labels')
      const replaced = replaceJobLabelValues(labels, params)
      if (replaced !== labels) meta = withFields(meta, { labels: replaced })
    }
  }
  // Rule #4 after generation: upstream shares the template's label map with
  // the Job (and re-defaults on read), so the Job shows the final labels.
  return withParts(job, defaultJobLabels(meta, templateLabelsOf(s)), s)
}

/**
 * Applies every default of the Job's own API version, then (batch/v1, uid
 * known, `manualSelector` not true) generates the selector and system labels.
 *
 * - batch/v1: `SetDefaults_Job` in upstream order (completions/parallelism,
 *   backoffLimit, completionMode, suspend, podReplacementPolicy,
 *   `manualSelector: false` in `'upstream'` compat only, pod-failure-policy
 *   pattern status `True`, and every core/v1 pod template default on
 *   `spec.template` — `restartPolicy: Always`, `dnsPolicy`, container
 *   `imagePullPolicy`, … — see `defaultPodTemplate`), selector generation,
 *   and Job labels copied from the template labels when the Job has none.
 * - extensions/v1beta1: the 1.2–1.5 defaults (selector copied from template
 *   labels unless `autoSelector: true`, completions/parallelism, Job labels,
 *   the pod template defaults as for batch/v1).
 *
 * Idempotent, total and non-mutating; anything that is not a Job of a known
 * version is returned unchanged (as a plain-data copy). The Job is read as
 * plain data (own data properties; no accessor is invoked, a proxy that
 * throws reads as `null`, a polluted prototype is not read).
 *
 * @example
 * defaultJob({ apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'pi' },
 *   spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } } } },
 *   { uid: 'a1b2' })
 * // spec.selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': 'a1b2' } }
 * // spec.template.metadata.labels and metadata.labels: the 4 system labels
 * // spec: completions 1, parallelism 1, backoffLimit 6, completionMode 'NonIndexed', suspend false,
 * //       podReplacementPolicy 'TerminatingOrFailed'
 */
export const defaultJob: {
  <J extends Job | JobV1beta1>(job: J, options?: JobOptions): J
  (job: AnyJobInput, options?: JobOptions): Job | JobV1beta1
} = /* @__PURE__ */ guarded(
  (job: AnyJobInput): Job | JobV1beta1 => job as Job | JobV1beta1,
  (job: AnyJobInput, options?: JobOptions): Job | JobV1beta1 =>
    defaultJobWith(jobWithoutDates(job), resolveJobOptions(options), true) as Job | JobV1beta1,
)
