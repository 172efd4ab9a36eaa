/**
 * `ValidateJobSpec` / `validateJobSpec` of `pkg/apis/batch/validation`, in
 * upstream order.
 *
 * @module
 */
import * as E from '../../wire/either'
import type { FieldError } from '../../field/index'
import type { Selector, SelectorError } from '../../labels/index'
// Requirements in input order: these checks only match, so Go's sort (the order of the selector's string) stays out.
import { labelSelectorAsMatcher } from '../../labels/label-selector'
// The interpreter, not `matches`: the selector is converted afresh on every call (plain data), so
// `matches`' cache of compiled matchers would never hit, and bundles of createJob need not carry it.
import { matchesUnguarded as matches } from '../../labels/selector'
import { child, invalid, invalidPolicy, named, nonNegative, notSupported, required, tooLong } from './field-errors'
import type * as model from '../generated/model'
import { successPolicyJson } from './model-values'
import { validateSelectorLabels } from './label-map'
import { isDomainPrefixedPath } from './names'
import { validatePodFailurePolicy } from './pod-failure-policy'
import type { PodValidationOptions } from '../../core/validation/options'
import { validatePodTemplate } from './pod-template'
import { validateSuccessPolicy } from './success-policy'
import { utf8Length } from './wire'
import { pushAll } from '../../wire/push-all'

/**
 * Largest `parallelism` of an Indexed Job.
 *
 * @example
 * MAX_PARALLELISM_FOR_INDEXED_JOB // 100000
 */
export const MAX_PARALLELISM_FOR_INDEXED_JOB = 100_000
/**
 * Largest `maxFailedIndexes` of an Indexed Job.
 *
 * @example
 * MAX_FAILED_INDEXES_FOR_INDEXED_JOB // 100000
 */
export const MAX_FAILED_INDEXES_FOR_INDEXED_JOB = 100_000
/**
 * Above this many completions, `backoffLimitPerIndex` needs tighter limits.
 *
 * @example
 * COMPLETIONS_SOFT_LIMIT // 100000
 */
export const COMPLETIONS_SOFT_LIMIT = 100_000
/**
 * `parallelism` limit when completions exceed {@link COMPLETIONS_SOFT_LIMIT} with per-index back-off.
 *
 * @example
 * PARALLELISM_LIMIT_FOR_HIGH_COMPLETIONS // 10000
 */
export const PARALLELISM_LIMIT_FOR_HIGH_COMPLETIONS = 10_000
/**
 * `maxFailedIndexes` limit in the same situation.
 *
 * @example
 * MAX_FAILED_INDEXES_LIMIT_FOR_HIGH_COMPLETIONS // 10000
 */
export const MAX_FAILED_INDEXES_LIMIT_FOR_HIGH_COMPLETIONS = 10_000
/**
 * Longest `spec.managedBy`, in bytes.
 *
 * @example
 * MAX_MANAGED_BY_LENGTH // 63
 */
export const MAX_MANAGED_BY_LENGTH = 63

/**
 * Selector-related validation options (`LabelSelectorValidationOptions`).
 *
 * @example
 * const o: SpecValidationOptions = { allowInvalidLabelValueInSelector: true }
 */
export interface SpecValidationOptions {
  /** Tolerate invalid label values in `matchExpressions` values (update of a Job that already had them). */
  readonly allowInvalidLabelValueInSelector?: boolean
}

const isDigits = (s: string): boolean => {
  if (s.length === 0) return false
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 48 || c > 57) return false
  }
  return true
}

/** Is `field` `<selectorPath>.matchExpressions[i].values[j]`? */
const isExpressionValueField = (field: string, selectorPath: string): boolean => {
  const prefix = `${selectorPath}.matchExpressions[`
  const middle = '].values['
  if (!field.startsWith(prefix) || !field.endsWith(']')) return false
  const close = field.indexOf(middle, prefix.length)
  return (
    close >= 0 &&
    isDigits(field.slice(prefix.length, close)) &&
    isDigits(field.slice(close + middle.length, field.length - 1))
  )
}

const validatePodReplacementPolicy = (spec: model.JobSpec, path: string): FieldError[] => {
  const policy = spec.podReplacementPolicy
  if (policy === undefined) return []
  if (spec.podFailurePolicy !== undefined) {
    return policy === 'Failed' ? [] : [named(notSupported(path, policy, ['Failed']))]
  }
  return policy === 'Failed' || policy === 'TerminatingOrFailed'
    ? []
    : [named(notSupported(path, policy, ['Failed', 'TerminatingOrFailed']))]
}

/**
 * Lower-case `validateJobSpec`: every rule except the selector checks.
 *
 * @example
 * validateJobSpecFields(decodeJobModel({ spec: { parallelism: -1 } }).value.spec, 'spec')[0]?.field // 'spec.parallelism'
 */
export const validateJobSpecFields = (
  spec: model.JobSpec,
  path: string,
  podOptions?: PodValidationOptions,
  allowPrivileged = true,
): FieldError[] => {
  const errs: FieldError[] = []
  const at = (name: string): string => child(path, name)
  // `nonNegative` at `<path>.<name>`, the path built only for an error.
  const nonNegativeAt = (name: string, value: number | undefined): void => {
    if (value !== undefined && value < 0) pushAll(errs, nonNegative(at(name), value))
  }
  // `must be less than or equal to <limit>` (then ` <when>`) at `<path>.<name>` when `value` is above `limit`.
  const atMostAt = (name: string, value: number | undefined, limit: number, when?: string): void => {
    if (value !== undefined && value > limit)
      errs.push(
        invalid(at(name), value, `must be less than or equal to ${limit}${when === undefined ? '' : ` ${when}`}`),
      )
  }
  nonNegativeAt('parallelism', spec.parallelism)
  nonNegativeAt('completions', spec.completions)
  nonNegativeAt('activeDeadlineSeconds', spec.activeDeadlineSeconds)
  nonNegativeAt('backoffLimit', spec.backoffLimit)
  nonNegativeAt('ttlSecondsAfterFinished', spec.ttlSecondsAfterFinished)
  nonNegativeAt('backoffLimitPerIndex', spec.backoffLimitPerIndex)
  if (spec.maxFailedIndexes !== undefined) {
    nonNegativeAt('maxFailedIndexes', spec.maxFailedIndexes)
    if (spec.backoffLimitPerIndex === undefined) {
      errs.push(required(at('backoffLimitPerIndex'), 'when maxFailedIndexes is specified'))
    }
  }
  if (spec.managedBy !== undefined) {
    pushAll(errs, isDomainPrefixedPath(at('managedBy'), spec.managedBy))
    if (utf8Length(spec.managedBy) > MAX_MANAGED_BY_LENGTH) errs.push(tooLong(at('managedBy'), MAX_MANAGED_BY_LENGTH))
  }
  const mode = spec.completionMode
  if (mode !== undefined) {
    if (mode !== 'NonIndexed' && mode !== 'Indexed') {
      errs.push(named(notSupported(at('completionMode'), mode, ['NonIndexed', 'Indexed'])))
    }
    if (mode === 'Indexed') {
      const { completions, parallelism, maxFailedIndexes } = spec
      if (completions === undefined) errs.push(required(at('completions'), 'when completion mode is Indexed'))
      atMostAt('parallelism', parallelism, MAX_PARALLELISM_FOR_INDEXED_JOB, 'when completion mode is Indexed')
      if (completions !== undefined && maxFailedIndexes !== undefined && maxFailedIndexes > completions) {
        errs.push(invalid(at('maxFailedIndexes'), maxFailedIndexes, 'must be less than or equal to completions'))
      }
      atMostAt('maxFailedIndexes', maxFailedIndexes, MAX_FAILED_INDEXES_FOR_INDEXED_JOB)
      if (
        completions !== undefined &&
        completions > COMPLETIONS_SOFT_LIMIT &&
        spec.backoffLimitPerIndex !== undefined
      ) {
        const tail = `when completions are above ${COMPLETIONS_SOFT_LIMIT} and used with backoff limit per index`
        if (maxFailedIndexes === undefined) {
          errs.push(
            required(at('maxFailedIndexes'), `must be specified when completions is above ${COMPLETIONS_SOFT_LIMIT}`),
          )
        }
        atMostAt('parallelism', parallelism, PARALLELISM_LIMIT_FOR_HIGH_COMPLETIONS, tail)
        atMostAt('maxFailedIndexes', maxFailedIndexes, MAX_FAILED_INDEXES_LIMIT_FOR_HIGH_COMPLETIONS, tail)
      }
    }
  }
  if (mode === undefined || mode === 'NonIndexed') {
    if (spec.backoffLimitPerIndex !== undefined) {
      errs.push(invalid(at('backoffLimitPerIndex'), spec.backoffLimitPerIndex, 'requires indexed completion mode'))
    }
    if (spec.maxFailedIndexes !== undefined) {
      errs.push(invalid(at('maxFailedIndexes'), spec.maxFailedIndexes, 'requires indexed completion mode'))
    }
  }
  if (spec.podFailurePolicy !== undefined) pushAll(errs, validatePodFailurePolicy(spec, at('podFailurePolicy')))
  if (spec.successPolicy !== undefined) {
    if (mode !== 'Indexed') {
      errs.push(
        invalidPolicy(
          at('successPolicy'),
          successPolicyJson(spec.successPolicy),
          'successPolicy',
          'requires indexed completion mode',
        ),
      )
    } else pushAll(errs, validateSuccessPolicy(spec, at('successPolicy')))
  }
  pushAll(errs, validatePodReplacementPolicy(spec, at('podReplacementPolicy')))
  pushAll(errs, validatePodTemplate(spec.template, at('template'), podOptions, allowPrivileged))
  const restartPath = (): string => child(at('template'), 'spec.restartPolicy')
  const restart = spec.template.spec.restartPolicy
  if (restart === 'Always' || restart === '') {
    errs.push(required(restartPath(), 'valid values: "OnFailure", "Never"'))
  } else if (restart !== 'OnFailure' && restart !== 'Never') {
    errs.push(named(notSupported(restartPath(), restart, ['OnFailure', 'Never'])))
  } else if (spec.podFailurePolicy !== undefined && restart !== 'Never') {
    errs.push(named(invalid(restartPath(), restart, 'only "Never" is supported when podFailurePolicy is specified')))
  }
  return errs
}

/**
 * `metav1.LabelSelectorAsSelector(spec.selector)` (a nil selector converts
 * to the selector that matches nothing), its requirements in input order
 * (for matching; Go's sort orders only the selector's string).
 *
 * @example
 * convertSelector(decodeJobModel({ spec: { selector: { matchLabels: { a: 'b' } } } }).value.spec) // right(a=b)
 */
export const convertSelector = (spec: model.JobSpec): E.Either<SelectorError, Selector> =>
  labelSelectorAsMatcher((spec.selector ?? null) as never)

/**
 * `ValidateJobSpec`: {@link validateJobSpecFields}, then `spec.selector`
 * (required; `ValidateLabelSelector`), then the selector must match the
 * template labels (`` `selector` does not match template `labels` ``).
 * `selector` is the spec's converted selector ({@link convertSelector}),
 * passed in by callers that already converted it.
 *
 * @example
 * validateJobSpecModel(decodeJobModel({}).value.spec, 'spec').map((e) => e.field)
 * // ['spec.template.spec.terminationGracePeriodSeconds', 'spec.template.spec.containers',
 * //  'spec.template.spec.restartPolicy', 'spec.template.spec.dnsPolicy', 'spec.template.spec.restartPolicy',
 * //  'spec.selector', 'spec.template.metadata.labels']
 */
export const validateJobSpecModel = (
  spec: model.JobSpec,
  path: string,
  options: SpecValidationOptions = {},
  selector: E.Either<SelectorError, Selector> = convertSelector(spec),
  podOptions?: PodValidationOptions,
  allowPrivileged = true,
): FieldError[] => {
  const errs = validateJobSpecFields(spec, path, podOptions, allowPrivileged)
  const selectorPath = child(path, 'selector')
  // A selector of matchLabels only that converted (`selector`, the
  // conversion of spec.selector, checks every key and value as a label) has
  // nothing for validateSelectorLabels to report: it is not walked again.
  if (spec.selector === undefined) errs.push(required(selectorPath))
  else if (!(E.isRight(selector) && spec.selector.matchExpressions === undefined)) {
    const selectorErrs = validateSelectorLabels(spec.selector, selectorPath)
    for (const e of selectorErrs) {
      const tolerated =
        Object.hasOwn(options, 'allowInvalidLabelValueInSelector') &&
        options.allowInvalidLabelValueInSelector === true &&
        e.type === 'FieldValueInvalid' &&
        isExpressionValueField(e.field, selectorPath)
      if (!tolerated) errs.push(e)
    }
  }
  if (E.isRight(selector)) {
    const labels = spec.template.metadata.labels
    if (!matches(selector.right, labels ?? {})) {
      errs.push(
        invalid(child(path, 'template.metadata.labels'), labels ?? null, '`selector` does not match template `labels`'),
      )
    }
  }
  return errs
}
