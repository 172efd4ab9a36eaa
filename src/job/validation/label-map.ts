/**
 * Allocation-free fast paths in front of the label module's
 * `validateLabels` / `validateLabelSelector` for the common case: a label
 * map (or a `matchLabels`-only selector) that is entirely valid.
 *
 * The fast check only ever answers "valid" when the label module's own
 * boolean predicates (`isLabelKey`, `isLabelValue`) accept every entry, and
 * those accept only keys and values for which `isQualifiedName` /
 * `isValidLabelValue` return no message. Anything else falls through to the
 * full validator, so the errors (text, order, paths) are always upstream's.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { isLabelKey, isLabelValue, validateLabels, validateLabelSelector } from '../../labels/index'
import { CONTROLLER_UID_LABEL, JOB_NAME_LABEL, LEGACY_CONTROLLER_UID_LABEL, LEGACY_JOB_NAME_LABEL } from '../constants'
import { isRec } from './wire'
import { pushAll } from '../../wire/push-all'

/**
 * The system label keys selector generation writes: valid label keys (a
 * test checks them with `isQualifiedName`), recognised by identity so that
 * generated maps need no character scan for them.
 */
const isSystemKey = (k: string): boolean =>
  k === CONTROLLER_UID_LABEL || k === JOB_NAME_LABEL || k === LEGACY_CONTROLLER_UID_LABEL || k === LEGACY_JOB_NAME_LABEL

/**
 * True when every own enumerable entry of `labels` is a valid label key with
 * a string value that is a valid label value (nil counts as valid). A
 * `false` answer means "not known to be valid", never "invalid".
 *
 * @example
 * allLabelsValid({ app: 'web', 'example.com/tier': 'db' }) // true
 * allLabelsValid({ '-a': 'b' }) // false
 */
export const allLabelsValid = (labels: unknown): boolean => {
  if (labels === undefined || labels === null) return true
  if (!isRec(labels)) return false
  // Generated maps repeat values (the uid and the name each under two
  // keys, next to each other): a value equal to the previous valid one is
  // not scanned again.
  let lastValidValue: string | undefined
  // for…in with an own-property test visits exactly Object.keys(labels)
  // (own, enumerable, string keys) without building the key array.
  for (const k in labels) {
    if (!Object.hasOwn(labels, k)) continue
    const v = labels[k]
    if (typeof v !== 'string') return false
    if (!isSystemKey(k) && !isLabelKey(k)) return false
    if (v !== lastValidValue) {
      if (!isLabelValue(v)) return false
      lastValidValue = v
    }
  }
  return true
}

/**
 * `validateLabels(labels ?? {}, path)`, answering `[]` without sorting or
 * allocating when every label is valid. The labels are visited in the
 * map's (insertion) order, not the label module's byte order: Go 1.26
 * fills a small map's slots in insertion order and iterates them from a
 * random slot, so its order is a rotation of the insertion order, most
 * often the insertion order itself.
 *
 * @example
 * validateLabelMap({ app: 'web' }, 'metadata.labels') // []
 * validateLabelMap({ '-a': 'b' }, 'metadata.labels')[0]?.origin // 'format=k8s-label-key'
 */
export const validateLabelMap = (labels: unknown, path: string): FieldError[] => {
  if (allLabelsValid(labels)) return []
  if (!isRec(labels)) return validateLabels(labels ?? {}, path)
  const errs: FieldError[] = []
  for (const k of Object.keys(labels)) pushAll(errs, validateLabels({ [k]: labels[k] }, path))
  return errs
}

/**
 * `validateLabelSelector(selector, path)`, answering `[]` without
 * allocating for a selector without `matchExpressions` whose `matchLabels`
 * are all valid (upstream then only validates `matchLabels` as labels).
 *
 * @example
 * validateSelectorLabels({ matchLabels: { app: 'web' } }, 'spec.selector') // []
 */
export const validateSelectorLabels = (selector: unknown, path: string): FieldError[] => {
  if (isRec(selector)) {
    const exprs = Object.hasOwn(selector, 'matchExpressions') ? selector['matchExpressions'] : undefined
    const matchLabels = Object.hasOwn(selector, 'matchLabels') ? selector['matchLabels'] : undefined
    if ((exprs === undefined || exprs === null) && allLabelsValid(matchLabels)) return []
  }
  return validateLabelSelector(selector, path)
}
