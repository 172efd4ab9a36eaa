/**
 * `createJob`'s path for batch/v1 Jobs on the typed model: the request is
 * decoded once (src/wire/decode.ts, unknown fields kept), the server-owned
 * metadata set, `SetDefaults_Job` and the pod template defaults applied to
 * the model, the selector generated, the model validated, and the Job
 * encoded once at the end, as Go marshals it (empty lists and maps the
 * user wrote kept).
 *
 * @module
 */
import * as E from '../wire/either'
import { defaultPodTemplateSpec } from '../core/defaults/pod-template'
import type * as meta from '../core/generated/meta-model'
import { LabelSelectorSchema } from '../core/generated/meta-schema'
import type { FieldError } from '../field/index'
import { decodeStruct, withUnknownFieldsOf, zeroStruct } from '../wire/decode'
import { encodeStruct } from '../wire/encode'
import { MAX_INT32, SERVER_OWNED_ON_UPDATE } from './constants'
import { JobSchema, JobSpecSchema, JobStatusSchema } from './generated/batch-schema'
import type * as model from './generated/model'
import type { ResolvedJobOptions } from './options'
import {
  generateSelectorObject,
  generateTemplateLabels,
  replaceJobLabelValues,
  type GenerationParams,
} from './selector-generation'
import type { Job } from './types'
import { issueError } from './validation/decoded'
import { jsonSemanticEqual } from './validation/semantic-equal'

/** `a` with `fields` replaced, keeping the unknown fields a `'keep'` decode stored on `a`. */
const rebuilt = <T extends object>(a: T, fields: Partial<T>): T => withUnknownFieldsOf({ ...a, ...fields }, a)

type Labels = meta.ObjectMeta['labels']

/** A label map as the model holds maps: a null-prototype copy (no inherited keys, whatever a prototype holds). */
const goMap = (m: Readonly<Record<string, unknown>>): NonNullable<Labels> =>
  Object.assign(Object.create(null) as Record<string, string>, m)

const isEmptyLabels = (labels: Labels): boolean => labels === undefined || Object.keys(labels).length === 0

/** Rule #4 of `SetDefaults_Job`: a Job without labels gets a copy of the template's label map. */
const withJobLabels = (m: meta.ObjectMeta, templateLabels: Labels): meta.ObjectMeta =>
  templateLabels !== undefined && isEmptyLabels(m.labels) ? rebuilt(m, { labels: goMap(templateLabels) }) : m

const defaultPattern = (
  p: model.PodFailurePolicyOnPodConditionsPattern,
): model.PodFailurePolicyOnPodConditionsPattern => (p.status === '' ? rebuilt(p, { status: 'True' }) : p)

/** `SetDefaults_PodFailurePolicyOnPodConditionsPattern` on every rule. */
const defaultPolicy = (policy: model.PodFailurePolicy): model.PodFailurePolicy => {
  const rules = policy.rules
  if (rules === undefined) return policy
  return rebuilt(policy, {
    rules: rules.map((r) =>
      r.onPodConditions === undefined ? r : rebuilt(r, { onPodConditions: r.onPodConditions.map(defaultPattern) }),
    ),
  })
}

/** batch/v1 `SetDefaults_Job` on the spec (the Job-labels rule is {@link withJobLabels}). */
const defaultSpec = (s: model.JobSpec, defaultManualSelector: boolean): model.JobSpec => {
  const bothNil = s.completions === undefined && s.parallelism === undefined
  return rebuilt(s, {
    completions: bothNil ? 1 : s.completions,
    parallelism: s.parallelism ?? 1,
    backoffLimit: s.backoffLimit ?? (s.backoffLimitPerIndex === undefined ? 6 : MAX_INT32),
    completionMode: s.completionMode ?? 'NonIndexed',
    suspend: s.suspend ?? false,
    podReplacementPolicy:
      s.podReplacementPolicy ?? (s.podFailurePolicy === undefined ? 'TerminatingOrFailed' : 'Failed'),
    template: defaultPodTemplateSpec(s.template),
    manualSelector: defaultManualSelector && s.manualSelector === undefined ? false : s.manualSelector,
    podFailurePolicy: s.podFailurePolicy === undefined ? undefined : defaultPolicy(s.podFailurePolicy),
  })
}

/** Selector generation in automatic mode (see `./selector-generation.ts`). */
const generate = (s: model.JobSpec, p: GenerationParams): model.JobSpec => {
  const t = s.template
  const generated = generateSelectorObject(s.selector, p) as { readonly matchLabels: Record<string, unknown> }
  return rebuilt(s, {
    selector: rebuilt(s.selector ?? zeroStruct(LabelSelectorSchema), { matchLabels: goMap(generated.matchLabels) }),
    template: rebuilt(t, {
      metadata: rebuilt(t.metadata, { labels: goMap(generateTemplateLabels(t.metadata.labels, p)) }),
    }),
  })
}

/**
 * The outcome of the model path: the created Job, or the errors.
 *
 * @example
 * declare const r: ModelCreateResult
 */
export type ModelCreateResult = E.Either<FieldError[], Job>

/** The request body as a batch/v1 Job model (unknown fields kept), or its decode errors. */
const decodeJobBody = (input: object): E.Either<FieldError[], model.Job> => {
  const d = decodeStruct(JobSchema, input, { unknownFields: 'keep' })
  const errors: FieldError[] = []
  for (const i of d.issues) {
    const e = issueError(i, '', true)
    if (e !== undefined) errors.push(e)
  }
  return errors.length > 0 ? E.left(errors) : E.right(d.value)
}

/**
 * The create path for a batch/v1 Job (`apiVersion`/`kind` already
 * checked): decode once, default and validate the model, encode once.
 * `validate` is `ValidateJob` on the model; `extraErrors` maps the
 * design-mode rules (see `./create.ts`).
 *
 * @example
 * declare const input: object
 * createBatchV1(input, resolveJobOptions({ uid: 'u' }), () => [], (errs) => errs)
 */
export const createBatchV1 = (
  input: object,
  o: ResolvedJobOptions,
  validate: (job: model.Job, requirePrefixedLabels: boolean) => FieldError[],
  keepError: (e: FieldError) => boolean,
  selectorRejected: FieldError,
): ModelCreateResult => {
  const d = decodeJobBody(input)
  if (E.isLeft(d)) return d
  const job = d.right
  const rejectSelector = o.compat === 'design' && job.spec.selector !== undefined && job.spec.manualSelector !== true
  // Server-set on create (timestamps, uid, generation) or refused by storage (resourceVersion).
  const metadata = rebuilt(job.metadata, {
    creationTimestamp: undefined,
    deletionTimestamp: undefined,
    deletionGracePeriodSeconds: undefined,
    resourceVersion: '',
    uid: o.uid ?? '',
    generation: 1,
  })
  const preparedSpec = rejectSelector ? rebuilt(job.spec, { selector: undefined }) : job.spec
  let spec = defaultSpec(preparedSpec, o.compat === 'upstream')
  let jobMeta = metadata
  if (o.uid !== undefined && spec.manualSelector !== true) {
    const p: GenerationParams = {
      uid: o.uid,
      name: metadata.name,
      labelScheme: o.labelScheme,
      compat: o.compat,
      uniqueLabelKey: o.uniqueLabelKey,
    }
    spec = generate(spec, p)
    if (p.compat === 'design' && metadata.labels !== undefined) {
      const replaced = replaceJobLabelValues(metadata.labels, p) as Record<string, unknown>
      if (replaced !== metadata.labels) jobMeta = rebuilt(metadata, { labels: goMap(replaced) })
    }
  }
  const created: model.Job = rebuilt(job, {
    metadata: withJobLabels(jobMeta, spec.template.metadata.labels),
    spec,
    status: zeroStruct(JobStatusSchema),
  })
  // Upstream shares the template's label map with a Job without labels only
  // when the template had one: otherwise the Job's labels are still empty
  // when validated (they appear when the Job is read back).
  const validated =
    !isEmptyLabels(metadata.labels) || preparedSpec.template.metadata.labels !== undefined
      ? created
      : rebuilt(created, { metadata: rebuilt(created.metadata, { labels: metadata.labels }) })
  const errors = [
    ...(rejectSelector ? [selectorRejected] : []),
    ...validate(validated, o.labelScheme === 'current').filter(keepError),
  ]
  if (errors.length > 0) return E.left(errors)
  return E.right(
    encodeStruct(JobSchema, created, {
      unknownFields: 'keep',
      emptyCollections: 'keep',
      mapOrder: 'keep',
    }) as unknown as Job,
  )
}

/**
 * The update path for a batch/v1 Job (`apiVersion`/`kind` of `input`
 * already checked): decode `input` and `prev` once, default the new Job
 * (no selector generation), carry `prev`'s server-owned metadata and
 * status over, bump `metadata.generation` when the spec changed, validate
 * the model (`validate` is `jobStrategy.ValidateUpdate`), encode once.
 *
 * @example
 * declare const input: object
 * updateBatchV1(input, {}, resolveJobOptions({}), () => [], () => true, () => [])
 */
export const updateBatchV1 = (
  input: object,
  prev: unknown,
  o: ResolvedJobOptions,
  validate: (next: model.Job, prev: model.Job) => FieldError[],
  keepError: (e: FieldError) => boolean,
  conflict: (nextResourceVersion: string, prevResourceVersion: string) => FieldError[],
): ModelCreateResult => {
  const d = decodeJobBody(input)
  if (E.isLeft(d)) return d
  const old = decodeStruct(JobSchema, prev, { unknownFields: 'ignore' }).value
  const job = d.right
  const spec = defaultSpec(job.spec, o.compat === 'upstream')
  const specChanged = !jsonSemanticEqual(
    encodeStruct(JobSpecSchema, spec, { emptyCollections: 'keep' }),
    encodeStruct(JobSpecSchema, old.spec, { emptyCollections: 'keep' }),
  )
  const carried: Partial<Record<(typeof SERVER_OWNED_ON_UPDATE)[number], unknown>> = {}
  for (const k of SERVER_OWNED_ON_UPDATE) carried[k] = old.metadata[k]
  const metadata = rebuilt(withJobLabels(job.metadata, spec.template.metadata.labels), {
    ...(carried as Partial<meta.ObjectMeta>),
    generation: specChanged ? old.metadata.generation + 1 : old.metadata.generation,
  })
  const next: model.Job = rebuilt(job, { metadata, spec, status: old.status })
  const errors = [
    ...conflict(job.metadata.resourceVersion, old.metadata.resourceVersion),
    ...validate(next, old).filter(keepError),
  ]
  if (errors.length > 0) return E.left(errors)
  return E.right(
    encodeStruct(JobSchema, next, {
      unknownFields: 'keep',
      emptyCollections: 'keep',
      mapOrder: 'keep',
    }) as unknown as Job,
  )
}
