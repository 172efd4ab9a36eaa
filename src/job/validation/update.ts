/**
 * `ValidateJobUpdate` / `ValidateJobSpecUpdate` (`pkg/apis/batch/validation`)
 * and the options the Job strategy derives from the old object
 * (`validationOptionsForJob` in `pkg/registry/batch/job`).
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import type * as core from '../../core/generated/model'
import { isValidLabelValue } from '../../labels/index'
import { optionOf, safeOptions } from '../../wire/guard'
import { withGatedPodOptions } from '../../profile/pod-options'
import { withMinorTexts } from '../../profile/minor-texts'
import * as E from '../../wire/either'
import {
  DEFAULT_CLUSTER_PROFILE,
  gateEnabled,
  resolveProfile,
  type ClusterProfile,
  type ResolvedClusterProfile,
} from '../../profile/resolve'
import { CONTROLLER_UID_LABEL, JOB_NAME_LABEL } from '../constants'
import type * as model from '../generated/model'
import { decodeJobModel } from './decoded'
import { child, FIELD_IMMUTABLE, invalid, invalidPolicy, invalidSelector, named } from './field-errors'
import { allowsMutablePodTemplate, allowsMutablePodTemplate135 } from './mutable-template'
import { convertSelector, validateJobSpecModel } from './job-spec'
import type { PodValidationOptions } from '../../core/validation/options'
import { templateUpdateOptions } from '../../core/validation/update-options'
import { podFailurePolicyJson, podSpecJson, successPolicyJson, templateJson } from './model-values'
import { validateMetaModel, validateMetaModelUpdate } from './object-meta'
import { pathSegmentName } from './path-segment'
import { jsonSemanticEqual, pointerEqual } from './semantic-equal'
import { nameAllowsCompletions, validateJobModel, type JobValidationOptions } from './validate-job'
import { isRec, mapGet, own } from './wire'
import { LATEST_MINOR, minorNumber, since } from '../../profile/minor-rules'

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

/** The old template as `validatePodTemplateUpdate` compares it when scheduling directives are mutable. */
const maskSchedulingDirectives = (next: core.PodTemplateSpec, prev: core.PodTemplateSpec): core.PodTemplateSpec => {
  const nextAffinity = next.spec.affinity
  const prevAffinity = prev.spec.affinity
  let affinity = prevAffinity
  if (nextAffinity === undefined && prevAffinity !== undefined) {
    affinity =
      prevAffinity.podAffinity === undefined && prevAffinity.podAntiAffinity === undefined
        ? undefined
        : { ...prevAffinity, nodeAffinity: undefined }
  } else if (nextAffinity !== undefined) {
    affinity =
      prevAffinity === undefined
        ? { nodeAffinity: nextAffinity.nodeAffinity, podAffinity: undefined, podAntiAffinity: undefined }
        : { ...prevAffinity, nodeAffinity: nextAffinity.nodeAffinity }
  }
  return {
    ...prev,
    metadata: { ...prev.metadata, labels: next.metadata.labels, annotations: next.metadata.annotations },
    spec: {
      ...prev.spec,
      affinity,
      nodeSelector: next.spec.nodeSelector,
      tolerations: next.spec.tolerations,
      schedulingGates: next.spec.schedulingGates,
    },
  }
}

/** `validatePodResourceUpdatesOnly`: only container resources may differ. */
const validatePodResourceUpdatesOnly = (
  nextSpec: core.PodSpec,
  prevSpec: core.PodSpec,
  path: string,
  minor: number,
): FieldError[] => {
  const adopt = (
    nextList: readonly core.Container[] | undefined,
    prevList: readonly core.Container[] | undefined,
  ): readonly core.Container[] | undefined => {
    if ((nextList?.length ?? 0) !== (prevList?.length ?? 0) || prevList === undefined) return prevList
    return prevList.map((c, i) => {
      const n = nextList?.[i]
      return n !== undefined && c.name === n.name ? { ...c, resources: n.resources } : c
    })
  }
  const adjusted: core.PodSpec = {
    ...prevSpec,
    containers: adopt(nextSpec.containers, prevSpec.containers),
    initContainers: adopt(nextSpec.initContainers, prevSpec.initContainers),
  }
  const nextJson = podSpecJson(nextSpec)
  return jsonSemanticEqual(nextJson, podSpecJson(adjusted))
    ? []
    : [invalidPolicy(path, nextJson, 'podSpec', FIELD_IMMUTABLE, minor, nextSpec)]
}

const validatePodTemplateUpdate = (
  next: model.JobSpec,
  prev: model.JobSpec,
  path: string,
  options: JobUpdateValidationOptions,
  minor: number,
): FieldError[] => {
  const nextTemplate = next.template
  const prevTemplate =
    Object.hasOwn(options, 'allowMutableSchedulingDirectives') && options.allowMutableSchedulingDirectives === true
      ? maskSchedulingDirectives(nextTemplate, prev.template)
      : prev.template
  const suspended = prev.suspend === true
  if (suspended && Object.hasOwn(options, 'allowMutablePodResources') && options.allowMutablePodResources === true) {
    return validatePodResourceUpdatesOnly(nextTemplate.spec, prevTemplate.spec, child(path, 'template.spec'), minor)
  }
  const nextJson = templateJson(nextTemplate)
  return jsonSemanticEqual(nextJson, templateJson(prevTemplate))
    ? []
    : [invalidPolicy(child(path, 'template'), nextJson, 'template', FIELD_IMMUTABLE, minor, nextTemplate)]
}

const validateCompletions = (next: model.JobSpec, prev: model.JobSpec, path: string): FieldError[] => {
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
 * validateJobSpecUpdateModel(decodeJobModel(next).value.spec, decodeJobModel(prev).value.spec, 'spec', {})
 */
export const validateJobSpecUpdateModel = (
  next: model.JobSpec,
  prev: model.JobSpec,
  path: string,
  options: JobUpdateValidationOptions,
  podOptions: PodValidationOptions = templateUpdateOptions(prev.template),
  allowPrivileged = true,
  minor = LATEST_MINOR,
): FieldError[] => [
  ...validateJobSpecModel(next, path, options, convertSelector(next), podOptions, allowPrivileged),
  ...validateCompletions(next, prev, path),
  ...(pointerEqual(next.selector, prev.selector)
    ? []
    : [invalidSelector(child(path, 'selector'), next.selector, FIELD_IMMUTABLE)]),
  ...validatePodTemplateUpdate(next, prev, path, options, minor),
  ...immutable(child(path, 'completionMode'), next.completionMode, next.completionMode === prev.completionMode).map(
    named,
  ),
  ...(pointerEqual(next.podFailurePolicy, prev.podFailurePolicy)
    ? []
    : [
        invalidPolicy(
          child(path, 'podFailurePolicy'),
          podFailurePolicyJson(next.podFailurePolicy),
          'podFailurePolicy',
          FIELD_IMMUTABLE,
        ),
      ]),
  ...immutable(
    child(path, 'backoffLimitPerIndex'),
    next.backoffLimitPerIndex,
    next.backoffLimitPerIndex === prev.backoffLimitPerIndex,
  ),
  ...immutable(child(path, 'managedBy'), next.managedBy, next.managedBy === prev.managedBy),
  ...(pointerEqual(next.successPolicy, prev.successPolicy)
    ? []
    : [
        invalidPolicy(
          child(path, 'successPolicy'),
          successPolicyJson(next.successPolicy),
          'successPolicy',
          FIELD_IMMUTABLE,
        ),
      ]),
]

/** True when a selector expression carries a value that is not a valid label value (`LabelSelectorHasInvalidLabelValue`). */
const selectorHasInvalidLabelValue = (selector: model.JobSpec['selector']): boolean => {
  for (const e of selector?.matchExpressions ?? []) {
    for (const v of e.values ?? []) if (isValidLabelValue(v).length > 0) return true
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
 * {@link jobUpdateValidationOptions} on a decoded Job.
 *
 * @example
 * jobUpdateValidationOptionsOf(decodeJobModel(prev).value).requirePrefixedLabels
 */
export const jobUpdateValidationOptionsOf = (
  prev: model.Job,
  profile: ResolvedClusterProfile = DEFAULT_CLUSTER_PROFILE,
): Required<Omit<JobUpdateValidationOptions, 'profile'>> => {
  const labels = prev.spec.template.metadata.labels
  const since36 = since(profile, 'suspendedTemplateMutableBeforeStart')
  const mutableTemplate = since36 && allowsMutablePodTemplate(prev)
  return {
    requirePrefixedLabels:
      mapGet(labels, JOB_NAME_LABEL) !== undefined && mapGet(labels, CONTROLLER_UID_LABEL) !== undefined,
    allowInvalidLabelValueInSelector: selectorHasInvalidLabelValue(prev.spec.selector),
    // Without MutableSchedulingDirectivesForSuspendedJobs: suspended Jobs that never started only.
    allowMutableSchedulingDirectives: gateEnabled(profile, 'MutableSchedulingDirectivesForSuspendedJobs')
      ? since36
        ? mutableTemplate
        : allowsMutablePodTemplate135(prev, 'schedulingDirectives')
      : prev.spec.suspend === true && prev.status.startTime === undefined,
    allowMutablePodResources:
      gateEnabled(profile, 'MutablePodResourcesForSuspendedJobs') &&
      (since36 ? mutableTemplate : allowsMutablePodTemplate135(prev, 'podResources')),
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
export const jobUpdateValidationOptions = (prev: unknown): Required<Omit<JobUpdateValidationOptions, 'profile'>> =>
  jobUpdateValidationOptionsOf(decodeJobModel(prev).value)

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
  const profile = resolveProfile(optionOf(options, 'profile'))
  if (E.isLeft(profile)) return profile.left
  const minor = minorNumber(profile.right.kubernetesVersion)
  const n = decodeJobModel(next, minor)
  const p = decodeJobModel(prev, minor).value
  const opts = withOverrides(jobUpdateValidationOptionsOf(p, profile.right), safeOptions(options))
  return [
    ...n.typeErrors,
    ...validateMetaModelUpdate(n.value.metadata, p.metadata, 'metadata', minorNumber(profile.right.kubernetesVersion)),
    ...validateJobSpecUpdateModel(
      n.value.spec,
      p.spec,
      'spec',
      opts,
      withGatedPodOptions(templateUpdateOptions(p.spec.template), profile.right, p.spec.template.spec),
      profile.right.allowPrivileged,
      minorNumber(profile.right.kubernetesVersion),
    ),
    ...nameAllowsCompletions(n.value),
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
export const validateJobForUpdate = (
  next: unknown,
  prev: unknown,
  options?: { readonly profile?: ClusterProfile },
): FieldError[] => {
  const profile = resolveProfile(optionOf(options, 'profile'))
  if (E.isLeft(profile)) return profile.left
  const minor = minorNumber(profile.right.kubernetesVersion)
  const n = decodeJobModel(next, minor)
  const p = decodeJobModel(prev, minor).value
  return [...n.typeErrors, ...validateJobModelForUpdate(n.value, p, profile.right)]
}

/**
 * {@link validateJobForUpdate} on decoded Jobs.
 *
 * @example
 * validateJobModelForUpdate(decodeJobModel(next).value, decodeJobModel(prev).value)
 */
export const validateJobModelForUpdate = (
  next: model.Job,
  prev: model.Job,
  profile: ResolvedClusterProfile = DEFAULT_CLUSTER_PROFILE,
): FieldError[] => {
  const opts = jobUpdateValidationOptionsOf(prev, profile)
  // The pod template is validated with the relaxations its old version earns (as the Job strategy does).
  const podOptions = withGatedPodOptions(templateUpdateOptions(prev.spec.template), profile, prev.spec.template.spec)
  const minor = minorNumber(profile.kubernetesVersion)
  const metaUpdate = validateMetaModelUpdate(next.metadata, prev.metadata, 'metadata', minor)
  const specUpdate = validateJobSpecUpdateModel(
    next.spec,
    prev.spec,
    'spec',
    opts,
    podOptions,
    profile.allowPrivileged,
    minor,
  )
  if (!since(profile, 'jobUpdateWithoutCreateChecks'))
    // Before 1.37: rest.BeforeUpdate's common metadata checks, then the strategy's whole ValidateJob (create
    // checks included) and ValidateJobUpdate; nothing is deduplicated, so most errors are listed several times.
    return withMinorTexts(
      [
        ...validateMetaModel(next.metadata, 'metadata', { nameFn: pathSegmentName }, minor),
        ...metaUpdate,
        ...validateJobModel(next, opts, false, podOptions, profile),
        ...metaUpdate,
        ...specUpdate,
      ],
      minor,
    )
  // rest.BeforeUpdate's common checks (the metadata, then its update rules) come before the strategy's; the
  // strategy's repeats are dropped with the other duplicates. validateJobModel starts with the same metadata checks.
  const job = validateJobModel(next, opts, true, podOptions, profile)
  const metaCount = validateMetaModel(next.metadata, 'metadata', { nameFn: pathSegmentName }, minor).length
  return withMinorTexts(
    [...job.slice(0, metaCount), ...metaUpdate, ...job.slice(metaCount), ...specUpdate, ...nameAllowsCompletions(next)],
    minor,
  )
}
