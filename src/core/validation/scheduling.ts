/**
 * Scheduling parts of a pod spec: tolerations (core `ValidateTolerations`),
 * node affinity (`validateNodeAffinity`), readiness and scheduling gates
 * and the pod OS (pod affinity and topology spread:
 * ./spread-affinity.ts). Node `matchFields` may only select
 * `metadata.name`, with `In` or `NotIn` and exactly one node name.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { isQualifiedName, isValidLabelValue, parseGoInt64 } from '../../labels/index'
import { goQuote } from '../../field/go-format'
import type * as core from '../generated/model'
import { sinceMinor } from '../../profile/minor-rules'
import {
  child,
  dns1123Subdomain,
  duplicate,
  forbidden,
  index,
  invalid,
  named,
  notSupported,
  required,
  validateQualifiedName,
} from './errors'
import type { PodValidationOptions } from './options'
import { pushAll } from '../../wire/push-all'

const EFFECTS = ['NoSchedule', 'PreferNoSchedule', 'NoExecute']

/** The value of an `Lt`/`Gt` toleration: `content.IsDecimalInteger`, then `strconv.ParseInt(v, 10, 64)`'s error. */
const comparisonValue = (v: string, path: string): FieldError[] => {
  const errs: FieldError[] = []
  if (v.length === 0) errs.push(invalid(path, v, 'must be non-empty'))
  else if (!/^(0|-?[1-9][0-9]*)$/.test(v))
    errs.push(invalid(path, v, 'must be a valid decimal integer in canonical form'))
  if (parseGoInt64(v) === undefined)
    errs.push(
      invalid(
        path,
        v,
        `strconv.ParseInt: parsing ${goQuote(v)}: ${/^[+-]?[0-9]+$/.test(v) ? 'value out of range' : 'invalid syntax'}`,
      ),
    )
  return errs
}

/**
 * `ValidateTolerations`: key, operator/value agreement, effect.
 *
 * @example
 * validateTolerations([{ key: 'k', operator: 'Exists', value: 'v', effect: '', tolerationSeconds: undefined }], 't', opts)[0]?.detail
 * // "value must be empty when `operator` is 'Exists'"
 */
export const validateTolerations = (
  tolerations: readonly core.Toleration[] | undefined,
  path: string,
  opts: PodValidationOptions,
): FieldError[] => {
  const errs: FieldError[] = []
  ;(tolerations ?? []).forEach((t, i) => {
    const p = index(path, i)
    const op = child(p, 'operator')
    if (t.key.length > 0) for (const m of isQualifiedName(t.key)) errs.push(invalid(child(p, 'key'), t.key, m))
    if (t.key.length === 0 && t.operator !== 'Exists')
      errs.push(
        invalid(
          op,
          t.operator,
          'operator must be Exists when `key` is empty, which means "match all values and all keys"',
        ),
      )
    if (t.tolerationSeconds !== undefined && t.effect !== 'NoExecute')
      errs.push(invalid(child(p, 'effect'), t.effect, "effect must be 'NoExecute' when `tolerationSeconds` is set"))
    switch (t.operator) {
      case 'Equal':
      case '': {
        const msgs = isValidLabelValue(t.value)
        if (msgs.length > 0) errs.push(invalid(op, t.value, msgs.join(';')))
        break
      }
      case 'Exists':
        if (t.value.length > 0) errs.push(invalid(op, t.value, "value must be empty when `operator` is 'Exists'"))
        break
      case 'Lt':
      case 'Gt':
        if (!sinceMinor(opts, 'tolerationComparisonOperatorsListed')) {
          errs.push(named(notSupported(op, t.operator, ['Equal', 'Exists'])))
          break
        }
        if (!opts.allowTaintTolerationComparisonOperators) {
          errs.push(named(notSupported(op, t.operator, ['Equal', 'Exists', 'Lt', 'Gt'])))
          break
        }
        pushAll(errs, comparisonValue(t.value, child(p, 'value')))
        break
      default:
        errs.push(named(notSupported(op, t.operator, ['Equal', 'Exists'])))
    }
    if (t.effect.length > 0 && !EFFECTS.includes(t.effect))
      errs.push(named(notSupported(child(p, 'effect'), t.effect, EFFECTS)))
  })
  return errs
}

const validateRequirement = (rq: core.NodeSelectorRequirement, checkValues: boolean, path: string): FieldError[] => {
  const errs: FieldError[] = []
  const values = rq.values ?? []
  const vp = child(path, 'values')
  switch (rq.operator) {
    case 'In':
    case 'NotIn':
      if (values.length === 0) errs.push(required(vp, "must be specified when `operator` is 'In' or 'NotIn'"))
      break
    case 'Exists':
    case 'DoesNotExist':
      if (values.length > 0)
        errs.push(forbidden(vp, "may not be specified when `operator` is 'Exists' or 'DoesNotExist'"))
      break
    case 'Gt':
    case 'Lt':
      if (values.length !== 1) errs.push(required(vp, "must be specified single value when `operator` is 'Lt' or 'Gt'"))
      break
    default:
      errs.push(invalid(child(path, 'operator'), rq.operator, 'not a valid selector operator'))
  }
  for (const m of isQualifiedName(rq.key)) errs.push(invalid(child(path, 'key'), rq.key, m))
  if (checkValues)
    values.forEach((v, j) => {
      for (const m of isValidLabelValue(v)) errs.push(invalid(index(vp, j), v, m))
    })
  return errs
}

/** `validateNodeFieldSelectorRequirement`: `metadata.name`, `In`/`NotIn`, one node name. */
const validateFieldRequirement = (rq: core.NodeSelectorRequirement, path: string): FieldError[] => {
  const errs: FieldError[] = []
  const values = rq.values ?? []
  const vp = child(path, 'values')
  if (rq.operator === 'In' || rq.operator === 'NotIn') {
    if (values.length !== 1)
      errs.push(required(vp, "must be only one value when `operator` is 'In' or 'NotIn' for node field selector"))
  } else errs.push(invalid(child(path, 'operator'), rq.operator, 'not a valid selector operator'))
  if (rq.key === 'metadata.name')
    values.forEach((v, j) => {
      for (const m of dns1123Subdomain(v)) errs.push(invalid(index(vp, j), v, m))
    })
  else errs.push(invalid(child(path, 'key'), rq.key, 'not a valid field selector key'))
  return errs
}

const validateTerm = (term: core.NodeSelectorTerm, checkValues: boolean, path: string): FieldError[] => [
  ...(term.matchExpressions ?? []).flatMap((rq, j) =>
    validateRequirement(rq, checkValues, index(child(path, 'matchExpressions'), j)),
  ),
  ...(term.matchFields ?? []).flatMap((rq, j) => validateFieldRequirement(rq, index(child(path, 'matchFields'), j))),
]

/**
 * `validateAffinity` (node affinity part).
 *
 * @example
 * validateAffinity(undefined, opts, 'a') // []
 */
export const validateAffinity = (
  a: core.Affinity | undefined,
  opts: PodValidationOptions,
  path: string,
): FieldError[] => {
  const na = a?.nodeAffinity
  if (na === undefined) return []
  const errs: FieldError[] = []
  const p = child(path, 'nodeAffinity')
  const req = na.requiredDuringSchedulingIgnoredDuringExecution
  if (req !== undefined) {
    const tp = child(child(p, 'requiredDuringSchedulingIgnoredDuringExecution'), 'nodeSelectorTerms')
    const terms = req.nodeSelectorTerms ?? []
    if (terms.length === 0) errs.push(required(tp, 'must have at least one node selector term'))
    terms.forEach((t, i) => {
      pushAll(errs, validateTerm(t, !opts.allowInvalidLabelValueInRequiredNodeAffinity, index(tp, i)))
    })
  }
  ;(na.preferredDuringSchedulingIgnoredDuringExecution ?? []).forEach((t, i) => {
    const tp = index(child(p, 'preferredDuringSchedulingIgnoredDuringExecution'), i)
    if (t.weight <= 0 || t.weight > 100) errs.push(invalid(child(tp, 'weight'), t.weight, 'must be in the range 1-100'))
    pushAll(errs, validateTerm(t.preference, false, child(tp, 'preference')))
  })
  return errs
}

/**
 * `validateReadinessGates`.
 *
 * @example
 * validateReadinessGates([{ conditionType: 'a/b' }], 'g') // []
 */
export const validateReadinessGates = (
  gates: readonly core.PodReadinessGate[] | undefined,
  path: string,
): FieldError[] =>
  (gates ?? []).flatMap((g, i) => validateQualifiedName(g.conditionType, child(index(path, i), 'conditionType')))

/**
 * `validateSchedulingGates`: qualified names, no duplicates.
 *
 * @example
 * validateSchedulingGates([{ name: 'a' }, { name: 'a' }], 'g')[0]?.type // 'FieldValueDuplicate'
 */
export const validateSchedulingGates = (
  gates: readonly core.PodSchedulingGate[] | undefined,
  path: string,
): FieldError[] => {
  const seen = new Set<string>()
  return (gates ?? []).flatMap((g, i) => {
    const errs = validateQualifiedName(g.name, index(path, i))
    if (seen.has(g.name)) errs.push(duplicate(index(path, i), g.name))
    seen.add(g.name)
    return errs
  })
}

/**
 * `validateOS`.
 *
 * @example
 * validateOS({ name: 'plan9' }, 'spec.os')[0]?.type // 'FieldValueNotSupported'
 */
export const validateOS = (os: core.PodOS | undefined, path: string): FieldError[] => {
  if (os === undefined) return []
  if (os.name.length === 0) return [required(child(path, 'name'))]
  return os.name === 'linux' || os.name === 'windows' ? [] : [named(notSupported(path, os.name, ['linux', 'windows']))]
}
