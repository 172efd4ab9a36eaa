/**
 * The checks that back selector generation: `validateGeneratedSelector`
 * (`pkg/apis/batch/validation`) and core `ValidateHasLabel`.
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
import { CONTROLLER_UID_LABEL, JOB_NAME_LABEL, LEGACY_CONTROLLER_UID_LABEL, LEGACY_JOB_NAME_LABEL } from '../constants'
import { child, invalid, invalidSelector, key, required } from './field-errors'
import type * as model from '../generated/model'
import { mapGet, type StrMap } from './wire'
import { guarded } from '../../wire/guard'
import { pushAll } from '../../wire/push-all'

/**
 * Core `ValidateHasLabel(meta, path, key, expected)`: `labels[key]` must be
 * `expected`. A missing key is `Required` at `<path>.labels[<key>]`; a
 * different value is `Invalid` there, with the whole label map as the value.
 * Both say `must be '<expected>'`. Path, key or expected value that are not
 * strings give no error (there is nothing to check).
 *
 * @example
 * validateHasLabel({ a: 'x' }, 'spec.template.metadata', 'a', 'y')
 * // [{ type: 'FieldValueInvalid', field: 'spec.template.metadata.labels[a]',
 * //    badValue: { a: 'x' }, detail: "must be 'y'" }]
 */
export const validateHasLabel: (
  labels: Readonly<Record<string, string>> | undefined,
  metaPath: string,
  labelKey: string,
  expected: string,
) => FieldError[] = /* @__PURE__ */ guarded(
  () => [],
  (labels: StrMap | undefined, metaPath: string, labelKey: string, expected: string): FieldError[] =>
    hasLabel(labels ?? undefined, metaPath, labelKey, expected),
)

/** {@link validateHasLabel} before the boundary guard (the library's own callers). */
const hasLabel = (labels: StrMap | undefined, metaPath: string, labelKey: string, expected: string): FieldError[] => {
  if (typeof metaPath !== 'string' || typeof labelKey !== 'string' || typeof expected !== 'string') return []
  const actual = mapGet(labels, labelKey)
  if (actual === expected) return []
  // The path is built only for an error.
  const field = key(child(metaPath, 'labels'), labelKey)
  if (actual === undefined) return [required(field, `must be '${expected}'`)]
  return [invalid(field, labels, `must be '${expected}'`)]
}

/**
 * `validateGeneratedSelector`: skipped when `manualSelector` is true or the
 * selector is nil. Otherwise `metadata.uid` is required, the template must
 * carry `controller-uid`/`job-name` (and, with `requirePrefixedLabels`, the
 * `batch.kubernetes.io/` pair) with the Job's uid and name, and the selector
 * must match those generated labels (`` `selector` not auto-generated ``).
 * `selector`, when given, is `spec.selector` already converted
 * (`LabelSelectorAsSelector`), so callers convert it only once.
 *
 * @example
 * validateGeneratedSelector(decodeJobModel(job).value, true) // [] for a correctly generated Job
 */
export const validateGeneratedSelector = (
  job: model.Job,
  requirePrefixedLabels: boolean,
  selector?: E.Either<SelectorError, Selector>,
): FieldError[] => {
  const { spec, metadata: meta } = job
  if (spec.manualSelector === true || spec.selector === undefined) return []
  const errs: FieldError[] = []
  if (meta.uid === '') errs.push(required('metadata.uid'))
  const labels = spec.template.metadata.labels
  const templateMeta = 'spec.template.metadata'
  pushAll(errs, hasLabel(labels, templateMeta, LEGACY_CONTROLLER_UID_LABEL, meta.uid))
  pushAll(errs, hasLabel(labels, templateMeta, LEGACY_JOB_NAME_LABEL, meta.name))
  if (requirePrefixedLabels) {
    pushAll(errs, hasLabel(labels, templateMeta, CONTROLLER_UID_LABEL, meta.uid))
    pushAll(errs, hasLabel(labels, templateMeta, JOB_NAME_LABEL, meta.name))
  }
  // Literals with constant keys (a label set is its own properties, so the
  // Object.prototype does not matter to `matches`).
  const expected: Readonly<Record<string, string>> = requirePrefixedLabels
    ? {
        [CONTROLLER_UID_LABEL]: meta.uid,
        [JOB_NAME_LABEL]: meta.name,
        [LEGACY_CONTROLLER_UID_LABEL]: meta.uid,
        [LEGACY_JOB_NAME_LABEL]: meta.name,
      }
    : { [LEGACY_CONTROLLER_UID_LABEL]: meta.uid, [LEGACY_JOB_NAME_LABEL]: meta.name }
  const converted = selector ?? labelSelectorAsMatcher(spec.selector as never)
  if (E.isRight(converted) && !matches(converted.right, expected)) {
    errs.push(invalidSelector('spec.selector', spec.selector, '`selector` not auto-generated'))
  }
  return errs
}
