/**
 * `ValidateJobUpdate` / `ValidateJobSpecUpdate` (`pkg/apis/batch/validation`)
 * and the options the Job strategy derives from the old object
 * (`validationOptionsForJob` in `pkg/registry/batch/job`).
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { jobWithoutDates } from '../../wire/dates'
import { allowsMutablePodTemplate } from './mutable-template'
import { isValidLabelValue } from '../../labels/index'
import { child, FIELD_IMMUTABLE, invalid, invalidPolicy, named } from './field-errors'
import { CONTROLLER_UID_LABEL, JOB_NAME_LABEL } from '../constants'
import { validateJobSpecView } from './job-spec'
import { readJob, type JobView, type SpecView } from './model'
import { validateMetaViewUpdate } from './object-meta'
import { pointerEqual, semanticDeepEqual } from './semantic-equal'
import { nameAllowsCompletions, validateJobView, type JobValidationOptions } from './validate-job'
import { isRec, mapGet, own, type Rec } from './wire'

/**
 * Options of {@link validateJobUpdate} (upstream `JobValidationOptions`).
 *
 * @example
 * const o: JobUpdateValidationOptions = { allowMutableSchedulingDirectives: true }
 */
export interface JobUpdateValidationOptions extends JobValidationOptions {
  /**
   * The template's labels, annotations, `nodeSelector`, `tolerations`,
   * `schedulingGates` and node affinity may change (the API server allows it
   * for suspended Jobs that never started or carry `Suspended=True`, with no
   * active pods).
   */
  readonly allowMutableSchedulingDirectives?: boolean
  /**
   * For a suspended Job, container and init-container `resources` may change
   * as well, and any other change is reported at `spec.template.spec` (beta
   * feature gate `MutablePodResourcesForSuspendedJobs`, on since 1.36; the
   * API server sets it as `allowMutableSchedulingDirectives`).
   */
  readonly allowMutablePodResources?: boolean
}

const nil = (v: unknown): boolean => v === undefined || v === null

/** A shallow copy of `base` (or `{}`) with the given keys set, or removed when `undefined`. */
const withKeys = (base: unknown, entries: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const out: Record<string, unknown> = isRec(base) ? { ...base } : {}
  for (const k of Object.keys(entries)) {
    const v = entries[k]
    if (v === undefined) delete out[k]
    else out[k] = v
  }
  return out
}

/** The old template as `validatePodTemplateUpdate` compares it when scheduling directives are mutable. */
const maskSchedulingDirectives = (next: Rec | undefined, prev: Rec | undefined): Record<string, unknown> => {
  const nextSpec = own(next, 'spec')
  const prevSpec = own(prev, 'spec')
  const nextSpecRec = isRec(nextSpec) ? nextSpec : undefined
  const prevSpecRec = isRec(prevSpec) ? prevSpec : undefined
  const nextAffinity = own(nextSpecRec, 'affinity')
  const prevAffinity = own(prevSpecRec, 'affinity')
  let affinity: unknown = prevAffinity
  if (nil(nextAffinity) && !nil(prevAffinity)) {
    const rest = withKeys(prevAffinity, { nodeAffinity: undefined })
    affinity = nil(rest['podAffinity']) && nil(rest['podAntiAffinity']) ? undefined : rest
  } else if (!nil(nextAffinity) && nil(prevAffinity)) {
    affinity = withKeys({}, { nodeAffinity: own(isRec(nextAffinity) ? nextAffinity : undefined, 'nodeAffinity') })
  } else if (!nil(nextAffinity) && !nil(prevAffinity)) {
    affinity = withKeys(prevAffinity, {
      nodeAffinity: own(isRec(nextAffinity) ? nextAffinity : undefined, 'nodeAffinity'),
    })
  }
  const nextMeta = own(next, 'metadata')
  const nextMetaRec = isRec(nextMeta) ? nextMeta : undefined
  return withKeys(prev, {
    metadata: withKeys(own(prev, 'metadata'), {
      labels: own(nextMetaRec, 'labels'),
      annotations: own(nextMetaRec, 'annotations'),
    }),
    spec: withKeys(prevSpec, {
      affinity,
      nodeSelector: own(nextSpecRec, 'nodeSelector'),
      tolerations: own(nextSpecRec, 'tolerations'),
      schedulingGates: own(nextSpecRec, 'schedulingGates'),
    }),
  })
}

const containerList = (spec: unknown, k: string): readonly unknown[] => {
  const v = own(isRec(spec) ? spec : undefined, k)
  return Array.isArray(v) ? v : []
}

/** `validatePodResourceUpdatesOnly`: only container resources may differ. */
const validatePodResourceUpdatesOnly = (nextSpec: unknown, prevSpec: unknown, path: string): FieldError[] => {
  const adopt = (k: string): unknown[] | undefined => {
    const nextList = containerList(nextSpec, k)
    const prevList = containerList(prevSpec, k)
    if (nextList.length !== prevList.length) return undefined
    return prevList.map((c, i) => {
      const n = nextList[i]
      const cRec = isRec(c) ? c : undefined
      const nRec = isRec(n) ? n : undefined
      return own(cRec, 'name') === own(nRec, 'name') ? withKeys(c, { resources: own(nRec, 'resources') }) : c
    })
  }
  const entries: Record<string, unknown> = {}
  const containers = adopt('containers')
  if (containers !== undefined) entries['containers'] = containers
  const inits = adopt('initContainers')
  if (inits !== undefined) entries['initContainers'] = inits
  const adjusted = withKeys(prevSpec, entries)
  return semanticDeepEqual(nextSpec, adjusted) ? [] : [invalidPolicy(path, nextSpec, 'podSpec', FIELD_IMMUTABLE)]
}

const validatePodTemplateUpdate = (
  next: SpecView,
  prev: SpecView,
  path: string,
  options: JobUpdateValidationOptions,
): FieldError[] => {
  const nextTemplate = next.template.raw
  const prevTemplate: unknown =
    options.allowMutableSchedulingDirectives === true
      ? maskSchedulingDirectives(nextTemplate, prev.template.raw)
      : prev.template.raw
  const suspended = prev.suspend === true
  if (suspended && options.allowMutablePodResources === true) {
    return validatePodResourceUpdatesOnly(
      own(nextTemplate, 'spec'),
      own(isRec(prevTemplate) ? prevTemplate : undefined, 'spec'),
      child(path, 'template.spec'),
    )
  }
  return semanticDeepEqual(nextTemplate, prevTemplate)
    ? []
    : [invalidPolicy(child(path, 'template'), nextTemplate, 'template', FIELD_IMMUTABLE)]
}

const validateCompletions = (next: SpecView, prev: SpecView, path: string): FieldError[] => {
  const field = child(path, 'completions')
  if (next.completionMode !== 'Indexed') {
    return next.completions === prev.completions ? [] : [invalid(field, next.completions ?? null, FIELD_IMMUTABLE)]
  }
  if (next.completions === prev.completions || next.completions === undefined) return []
  // Upstream dereferences parallelism here; after defaulting it is always set.
  return next.completions === next.parallelism
    ? []
    : [invalid(field, next.completions, `can only be modified in tandem with ${child(path, 'parallelism')}`)]
}

const immutable = (field: string, nextValue: unknown, same: boolean): FieldError[] =>
  same ? [] : [invalid(field, nextValue ?? null, FIELD_IMMUTABLE)]

/**
 * `ValidateJobSpecUpdate`: `ValidateJobSpec` of the new spec, then the immutability checks in upstream order.
 *
 * @example
 * validateJobSpecUpdateView(readSpec([], next.spec, 'spec'), readSpec([], prev.spec, 'spec'), 'spec', {})
 */
export const validateJobSpecUpdateView = (
  next: SpecView,
  prev: SpecView,
  path: string,
  options: JobUpdateValidationOptions,
): FieldError[] => [
  ...validateJobSpecView(next, path, options),
  ...validateCompletions(next, prev, path),
  ...immutable(child(path, 'selector'), next.selector, pointerEqual(next.selector, prev.selector)),
  ...validatePodTemplateUpdate(next, prev, path, options),
  ...immutable(child(path, 'completionMode'), next.completionMode, next.completionMode === prev.completionMode).map(
    named,
  ),
  ...(pointerEqual(next.podFailurePolicy?.raw, prev.podFailurePolicy?.raw)
    ? []
    : [
        invalidPolicy(child(path, 'podFailurePolicy'), next.podFailurePolicy?.raw, 'podFailurePolicy', FIELD_IMMUTABLE),
      ]),
  ...immutable(
    child(path, 'backoffLimitPerIndex'),
    next.backoffLimitPerIndex,
    next.backoffLimitPerIndex === prev.backoffLimitPerIndex,
  ),
  ...immutable(child(path, 'managedBy'), next.managedBy, next.managedBy === prev.managedBy),
  ...(pointerEqual(next.successPolicy?.raw, prev.successPolicy?.raw)
    ? []
    : [invalidPolicy(child(path, 'successPolicy'), next.successPolicy?.raw, 'successPolicy', FIELD_IMMUTABLE)]),
]

/** True when a selector expression carries a value that is not a valid label value (`LabelSelectorHasInvalidLabelValue`). */
const selectorHasInvalidLabelValue = (selector: Rec | undefined): boolean => {
  const expressions = own(selector, 'matchExpressions')
  if (!Array.isArray(expressions)) return false
  for (const e of expressions) {
    const values = own(isRec(e) ? e : undefined, 'values')
    if (!Array.isArray(values)) continue
    for (const v of values) if (typeof v === 'string' && isValidLabelValue(v).length > 0) return true
  }
  return false
}

/**
 * `base` with every option that `overrides` sets (to a boolean) replaced.
 *
 * @example
 * withOverrides({ requirePrefixedLabels: true }, { requirePrefixedLabels: false }).requirePrefixedLabels // false
 */
export const withOverrides = <O extends JobUpdateValidationOptions>(base: O, overrides: unknown): O => {
  if (!isRec(overrides)) return base
  const out = Object.assign({}, base) as Record<string, unknown>
  for (const k of [
    'requirePrefixedLabels',
    'allowInvalidLabelValueInSelector',
    'allowMutableSchedulingDirectives',
    'allowMutablePodResources',
  ] as const) {
    const v = own(overrides, k)
    if (typeof v === 'boolean') out[k] = v
  }
  return out as O
}

/**
 * {@link jobUpdateValidationOptions} on read views (`prevRaw`: the stored Job as given, for its status).
 *
 * @example
 * jobUpdateValidationOptionsOf(readJob(prev).view, prev).requirePrefixedLabels
 */
export const jobUpdateValidationOptionsOf = (prev: JobView, prevRaw: unknown): Required<JobUpdateValidationOptions> => {
  const labels = prev.spec.template.labels
  const mutableTemplate = allowsMutablePodTemplate(prevRaw)
  return {
    requirePrefixedLabels:
      mapGet(labels, JOB_NAME_LABEL) !== undefined && mapGet(labels, CONTROLLER_UID_LABEL) !== undefined,
    allowInvalidLabelValueInSelector: selectorHasInvalidLabelValue(prev.spec.selector),
    allowMutableSchedulingDirectives: mutableTemplate,
    allowMutablePodResources: mutableTemplate,
  }
}

/**
 * The validation options the API server's Job strategy uses for an update,
 * derived from the stored (old) Job: `requirePrefixedLabels` only when the
 * old template had both `batch.kubernetes.io/job-name` and
 * `batch.kubernetes.io/controller-uid`; invalid label values tolerated in the
 * selector when the old selector already had one; scheduling directives and
 * container resources mutable when the old Job is suspended, has not started
 * (`status.startTime` unset) or has a `Suspended=True` condition, and has no
 * active pods (the `MutableSchedulingDirectivesForSuspendedJobs` and
 * `MutablePodResourcesForSuspendedJobs` gates, beta and on since 1.36).
 *
 * @example
 * jobUpdateValidationOptions({ spec: { suspend: true, template: {} } })
 * // { requirePrefixedLabels: false, allowInvalidLabelValueInSelector: false,
 * //   allowMutableSchedulingDirectives: true, allowMutablePodResources: true }
 */
export const jobUpdateValidationOptions = (prev: unknown): Required<JobUpdateValidationOptions> =>
  jobUpdateValidationOptionsOf(readJob(prev).view, prev)

/**
 * Upstream `ValidateJobUpdate(next, prev)`: `ValidateObjectMetaUpdate`
 * (`resourceVersion` required; name, namespace, uid, creation and deletion
 * timestamps immutable; generation not decremented), `ValidateJobSpec` of the
 * new spec, then — each `Invalid` with `field is immutable` unless noted —
 * `spec.completions` (an Indexed Job may change it only together with an
 * equal `spec.parallelism`: `can only be modified in tandem with
 * spec.parallelism`), `spec.selector`, `spec.template` (labels, annotations,
 * node selector, tolerations, scheduling gates and node affinity exempt while
 * the old Job's template is mutable, see {@link jobUpdateValidationOptions}),
 * `spec.completionMode`, `spec.podFailurePolicy`, `spec.backoffLimitPerIndex`,
 * `spec.managedBy`, `spec.successPolicy`; last, for an Indexed Job, that
 * `<name>-<completions-1>` is a valid pod hostname.
 *
 * This keeps upstream's function boundary: it does not include
 * `validateJob(next)` (metadata-on-create rules and the generated-selector
 * checks). The API server runs both; {@link validateJobForUpdate} does that.
 * Options not given in `options` default to {@link jobUpdateValidationOptions}
 * of `prev` (pass `false` explicitly for Go's zero options). Total:
 * never throws; wrong-typed values in `next` are reported first as
 * `FieldValueTypeInvalid`.
 *
 * @example
 * const prev = { metadata: { name: 'a', namespace: 'ns', resourceVersion: '1' },
 *   spec: { completions: 1, selector: { matchLabels: { a: 'b' } },
 *     template: { metadata: { labels: { a: 'b' } },
 *       spec: { restartPolicy: 'Never', containers: [{ name: 'c', image: 'i' }] } } } }
 * validateJobUpdate({ ...prev, spec: { ...prev.spec, completions: 2 } }, prev)
 *   .map((e) => `${e.field}: ${e.detail}`) // ['spec.completions: field is immutable']
 */
export const validateJobUpdate = (next: unknown, prev: unknown, options?: JobUpdateValidationOptions): FieldError[] => {
  const n = readJob(jobWithoutDates(next))
  const p = readJob(jobWithoutDates(prev)).view
  const opts = withOverrides(jobUpdateValidationOptionsOf(p, prev), options)
  return [
    ...n.typeErrors,
    ...validateMetaViewUpdate(n.view.meta, p.meta, 'metadata'),
    ...validateJobSpecUpdateView(n.view.spec, p.spec, 'spec', opts),
    ...nameAllowsCompletions(n.view),
  ]
}

/**
 * What the API server's Job strategy returns for an update
 * (`jobStrategy.ValidateUpdate`): `ValidateJob(next)` followed by
 * `ValidateJobUpdate(next, prev)`, both with the options of
 * {@link jobUpdateValidationOptions}. As upstream, spec errors therefore
 * appear twice.
 *
 * @example
 * validateJobForUpdate(next, prev) // [...validateJob(next, o), ...validateJobUpdate(next, prev, o)]
 */
export const validateJobForUpdate = (next: unknown, prev: unknown): FieldError[] => {
  const n = readJob(next)
  const p = readJob(prev).view
  const opts = jobUpdateValidationOptionsOf(p, prev)
  return [
    ...n.typeErrors,
    ...validateJobView(n.view, opts, true),
    ...validateMetaViewUpdate(n.view.meta, p.meta, 'metadata'),
    ...validateJobSpecUpdateView(n.view.spec, p.spec, 'spec', opts),
    ...nameAllowsCompletions(n.view),
  ]
}
