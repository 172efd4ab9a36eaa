/**
 * `spec.successPolicy` rules (`validateSuccessPolicy`), with the strict
 * index-set reader of API validation for `succeededIndexes`.
 *
 * @module
 */
import * as E from '../../wire/either'
import { indexIntervalsTotal, parseIndexIntervalsStrict } from '../../controller/index-set'
import type { FieldError } from '../../field/index'
import { child, index, invalid, nonNegative, required, tooLong, tooMany } from './field-errors'
import type * as model from '../generated/model'
import { utf8Length } from './wire'
import { pushAll } from '../../wire/push-all'

/**
 * At most this many success-policy rules.
 *
 * @example
 * MAX_SUCCESS_POLICY_RULES // 20
 */
export const MAX_SUCCESS_POLICY_RULES = 20
/**
 * `succeededIndexes` may be at most 64 KiB.
 *
 * @example
 * MAX_SUCCEEDED_INDEXES_BYTES // 65536
 */
export const MAX_SUCCEEDED_INDEXES_BYTES = 64 * 1024

/**
 * Upstream `validateIndexesFormat(s, completions)`: the number of indexes in
 * a strict index-set string, or upstream's error text.
 *
 * @example
 * countIndexesStrict('1,3,5-9', 10) // right(7)
 * countIndexesStrict('3,1', 10)     // left('non-increasing order, previous: 3, current: 1')
 */
export const countIndexesStrict = (s: string, completions: number): E.Either<string, number> => {
  const parsed = parseIndexIntervalsStrict(s, completions)
  return E.isLeft(parsed) ? parsed : E.right(indexIntervalsTotal(parsed.right))
}

const validateRule = (spec: model.JobSpec, rule: model.SuccessPolicyRule, path: string): FieldError[] => {
  const errs: FieldError[] = []
  if (rule.succeededCount === undefined && rule.succeededIndexes === undefined) {
    errs.push(required(path, 'at least one of succeededCount or succeededIndexes must be specified'))
  }
  const completions = spec.completions
  let totalIndexes = 0
  if (rule.succeededIndexes !== undefined) {
    const p = child(path, 'succeededIndexes')
    if (utf8Length(rule.succeededIndexes) > MAX_SUCCEEDED_INDEXES_BYTES) {
      errs.push(tooLong(p, MAX_SUCCEEDED_INDEXES_BYTES))
    }
    // Upstream dereferences completions here (a nil completions panics in Go;
    // the missing value is already reported as `spec.completions: Required`).
    if (completions !== undefined) {
      const counted = countIndexesStrict(rule.succeededIndexes, completions)
      if (E.isLeft(counted)) {
        errs.push(invalid(p, rule.succeededIndexes, `error parsing succeededIndexes: ${counted.left}`))
      } else totalIndexes = counted.right
    }
  }
  if (rule.succeededCount !== undefined) {
    const p = child(path, 'succeededCount')
    const count = rule.succeededCount
    pushAll(errs, nonNegative(p, count))
    if (completions !== undefined) {
      if (count > completions) {
        errs.push(
          invalid(p, count, `must be less than or equal to ${completions} (the number of specified completions)`),
        )
      }
      if (rule.succeededIndexes !== undefined && count > totalIndexes) {
        errs.push(
          invalid(
            p,
            count,
            `must be less than or equal to ${totalIndexes} (the number of indexes in the specified succeededIndexes field)`,
          ),
        )
      }
    }
  }
  return errs
}

/**
 * `validateSuccessPolicy` for an Indexed spec whose `successPolicy` is set.
 *
 * @example
 * const spec = decodeJobModel({ spec: { completions: 5, successPolicy: { rules: [{ succeededCount: 6 }] } } }).value.spec
 * validateSuccessPolicy(spec, 'spec.successPolicy')[0]?.detail
 * // 'must be less than or equal to 5 (the number of specified completions)'
 */
export const validateSuccessPolicy = (spec: model.JobSpec, path: string): FieldError[] => {
  const policy = spec.successPolicy
  if (policy === undefined) return []
  const errs: FieldError[] = []
  const rulesPath = child(path, 'rules')
  const rules = policy.rules ?? []
  if (rules.length === 0) {
    errs.push(required(rulesPath, 'at least one rules must be specified when the successPolicy is specified'))
  }
  if (rules.length > MAX_SUCCESS_POLICY_RULES) {
    errs.push(tooMany(rulesPath, rules.length, MAX_SUCCESS_POLICY_RULES))
  }
  rules.forEach((rule, i) => pushAll(errs, validateRule(spec, rule, index(rulesPath, i))))
  return errs
}
