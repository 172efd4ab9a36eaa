/**
 * Job defaulting on the decoded model: batch/v1 `SetDefaults_Job` (with the
 * pod template and pod-failure-policy pattern defaults it triggers), the
 * extensions/v1beta1 (1.2–1.5) variant, and selector generation. Shared by
 * `defaultJob`, `createJob` and `updateJob` (and the dry runs); every
 * function returns a new model, keeping the unknown fields a `'keep'`
 * decode stored.
 *
 * @module
 */
import { defaultPodTemplateSpec } from '../core/defaults/pod-template'
import type * as meta from '../core/generated/meta-model'
import { PodTemplateSpecSchema } from '../core/generated/pod-schema'
import { LabelSelectorSchema, ObjectMetaSchema } from '../core/generated/meta-schema'
import { assigned } from '../core/defaults/model-edit'
import { withUnknownFieldsOf } from '../wire/unknown-fields'
import { copyStruct, zeroStruct } from '../wire/zero'
import type { StructSchema } from '../wire/schema'
import { JobSchema, JobSpecSchema } from './generated/batch-schema'
import { MAX_INT32 } from './constants'
import type * as model from './generated/model'
import type { ResolvedJobOptions } from './options'
import type { GateOn } from '../core/validation/drop-gated'
import {
  generateSelectorModel,
  generateTemplateLabels,
  goMap,
  replaceJobLabelValues,
  type GenerationParams,
} from './selector-generation'
import type { JobSpecV1beta1Model, JobV1beta1Model } from './v1beta1-schema'

/**
 * `a` with `fields` replaced, keeping the unknown fields a `'keep'` decode
 * stored on `a`; with the `schema` of the model `a` is, copied without a
 * megamorphic spread (`copyStruct`).
 *
 * @example
 * rebuilt({ a: 1, b: 2 }, { b: 3 }) // { a: 1, b: 3 }
 */
export const rebuilt = <T extends object>(a: T, fields: Partial<T>, schema?: StructSchema<T>): T =>
  withUnknownFieldsOf(schema === undefined ? { ...a, ...fields } : assigned(copyStruct(schema, a), fields), a)

/**
 * Go's `len(labels) == 0`.
 *
 * @example
 * isEmptyLabels(undefined) // true
 */
export const isEmptyLabels = (labels: meta.ObjectMeta['labels']): boolean =>
  labels === undefined || Object.keys(labels).length === 0

/**
 * Rule #4 of `SetDefaults_Job` (both versions): a Job without labels gets a
 * copy of the template's label map (even an empty one).
 *
 * @example
 * declare const m: meta.ObjectMeta
 * withJobLabels(m, { app: 'pi' }).labels
 */
export const withJobLabels = (m: meta.ObjectMeta, templateLabels: meta.ObjectMeta['labels']): meta.ObjectMeta =>
  templateLabels !== undefined && isEmptyLabels(m.labels)
    ? rebuilt(m, { labels: goMap(templateLabels) }, ObjectMetaSchema)
    : m

const defaultPattern = (
  p: model.PodFailurePolicyOnPodConditionsPattern,
): model.PodFailurePolicyOnPodConditionsPattern => (p.status === '' ? rebuilt(p, { status: 'True' }) : p)

/**
 * `SetDefaults_PodFailurePolicyOnPodConditionsPattern` on every rule (a
 * pattern without `status` gets `True`).
 *
 * @example
 * declare const policy: model.PodFailurePolicy
 * defaultPolicy(policy).rules
 */
export const defaultPolicy = (policy: model.PodFailurePolicy): model.PodFailurePolicy => {
  const rules = policy.rules
  if (rules === undefined) return policy
  return rebuilt(policy, {
    rules: rules.map((r) =>
      r.onPodConditions === undefined ? r : rebuilt(r, { onPodConditions: r.onPodConditions.map(defaultPattern) }),
    ),
  })
}

/**
 * batch/v1 `SetDefaults_Job` on the spec, in upstream order (the Job-labels
 * rule is {@link withJobLabels}). `manualSelector` is defaulted to `false`
 * only when `defaultManualSelector` is true (compat `'upstream'`).
 *
 * @example
 * declare const spec: model.JobSpec
 * defaultJobSpecModel(spec, true).manualSelector // false unless the spec set it
 */
export const defaultJobSpecModel = (s: model.JobSpec, defaultManualSelector: boolean, on?: GateOn): model.JobSpec => {
  const bothNil = s.completions === undefined && s.parallelism === undefined
  return rebuilt(
    s,
    {
      completions: bothNil ? 1 : s.completions,
      parallelism: s.parallelism ?? 1,
      backoffLimit: s.backoffLimit ?? (s.backoffLimitPerIndex === undefined ? 6 : MAX_INT32),
      completionMode: s.completionMode ?? 'NonIndexed',
      suspend: s.suspend ?? false,
      podReplacementPolicy:
        s.podReplacementPolicy ?? (s.podFailurePolicy === undefined ? 'TerminatingOrFailed' : 'Failed'),
      template: defaultPodTemplateSpec(s.template, undefined, on),
      manualSelector: defaultManualSelector && s.manualSelector === undefined ? false : s.manualSelector,
      podFailurePolicy: s.podFailurePolicy === undefined ? undefined : defaultPolicy(s.podFailurePolicy),
    },
    JobSpecSchema,
  )
}

/**
 * Selector generation on a defaulted spec in automatic mode: the selector
 * and the template labels (see `./selector-generation.ts`).
 *
 * @example
 * declare const spec: model.JobSpec
 * generateOnSpec(spec, { uid: 'u', name: 'pi', labelScheme: 'current', compat: 'upstream', uniqueLabelKey: undefined })
 */
export const generateOnSpec = (s: model.JobSpec, p: GenerationParams): model.JobSpec => {
  const t = s.template
  const metadata = rebuilt(t.metadata, { labels: generateTemplateLabels(t.metadata.labels, p) }, ObjectMetaSchema)
  return rebuilt(
    s,
    { selector: generateSelectorModel(s.selector, p), template: rebuilt(t, { metadata }, PodTemplateSpecSchema) },
    JobSpecSchema,
  )
}

/**
 * The generation parameters for a Job, or `undefined` when no uid is known
 * (`options.uid`, else `metadata.uid`). The name is `metadata.name`.
 *
 * @example
 * declare const m: meta.ObjectMeta
 * generationParams(m, resolveJobOptions({ uid: 'u' }))?.uid // 'u'
 */
export const generationParams = (m: meta.ObjectMeta, o: ResolvedJobOptions): GenerationParams | undefined => {
  const uid = o.uid ?? (m.uid === '' ? undefined : m.uid)
  if (uid === undefined) return undefined
  return { uid, name: m.name, labelScheme: o.labelScheme, compat: o.compat, uniqueLabelKey: o.uniqueLabelKey }
}

/**
 * A batch/v1 Job with every default of `SetDefaults_Job`, then (with
 * `generate`, a uid known and `manualSelector` not true) the generated
 * selector and labels (design mode also replaces stale system values in
 * the Job's own labels), then the Job-labels rule (after generation:
 * upstream shares the template's label map with the Job).
 *
 * @example
 * declare const job: model.Job
 * defaultJobModel(job, resolveJobOptions({ uid: 'u' }), true).spec.selector
 */
export const defaultJobModel = (job: model.Job, o: ResolvedJobOptions, generate: boolean, on?: GateOn): model.Job => {
  let spec = defaultJobSpecModel(job.spec, o.compat === 'upstream', on)
  let metadata = job.metadata
  const p = generate ? generationParams(metadata, o) : undefined
  if (p !== undefined && spec.manualSelector !== true) {
    spec = generateOnSpec(spec, p)
    if (p.compat === 'design') {
      const replaced = replaceJobLabelValues(metadata.labels, p)
      if (replaced !== metadata.labels && replaced !== undefined)
        metadata = rebuilt(metadata, { labels: goMap(replaced) }, ObjectMetaSchema)
    }
  }
  return rebuilt(job, { metadata: withJobLabels(metadata, spec.template.metadata.labels), spec }, JobSchema)
}

/**
 * extensions/v1beta1 `SetDefaults_Job` (Kubernetes 1.2–1.5) on the spec: with
 * a template label map and no selector, the selector becomes those labels
 * unless `autoSelector` is true; then completions/parallelism, and the pod
 * template defaults as for batch/v1.
 */
const defaultSpecV1beta1 = (s: JobSpecV1beta1Model): JobSpecV1beta1Model => {
  const labels = s.template.metadata.labels
  const copySelector = labels !== undefined && s.autoSelector !== true && s.selector === undefined
  const bothNil = s.completions === undefined && s.parallelism === undefined
  return rebuilt(s, {
    selector: copySelector ? rebuilt(zeroStruct(LabelSelectorSchema), { matchLabels: goMap(labels) }) : s.selector,
    completions: bothNil ? 1 : s.completions,
    parallelism: s.parallelism ?? 1,
    template: defaultPodTemplateSpec(s.template),
  })
}

/**
 * An extensions/v1beta1 Job with the 1.2–1.5 defaults (selector copied from
 * the template labels unless `autoSelector: true`, completions and
 * parallelism, the pod template defaults, Job labels from the template's).
 *
 * @example
 * declare const job: JobV1beta1Model
 * defaultJobV1beta1Model(job).spec.parallelism // 1 unless set
 */
export const defaultJobV1beta1Model = (job: JobV1beta1Model): JobV1beta1Model => {
  const spec = defaultSpecV1beta1(job.spec)
  return rebuilt(job, { metadata: withJobLabels(job.metadata, spec.template.metadata.labels), spec })
}
