/**
 * Success policy matching for Indexed Jobs (upstream `matchSuccessPolicy`,
 * modern profile: JobSuccessPolicy is GA).
 *
 * @module
 */
import type { SuccessPolicy } from '../job/generated/batch-types'
import type { SuccessPolicy as SuccessPolicyModel } from '../job/generated/batch-model'
import { SuccessPolicySchema } from '../job/generated/batch-schema'
import { decodeStruct } from '../wire/decode'
import { type IndexInterval, indexIntervalsTotal, parseIndexIntervals, toIndexIntervals } from './index-set'
import { guarded } from '../wire/guard'

/**
 * Outcome of {@link matchSuccessPolicy}.
 *
 * @example
 * const m: SuccessPolicyMatch = { matched: true, message: 'Matched rules at index 0' }
 */
export interface SuccessPolicyMatch {
  /** Whether some rule is satisfied. */
  readonly matched: boolean
  /** `Matched rules at index N` for the first satisfied rule, else `''`. */
  readonly message: string
}

// Upstream matchSucceededIndexesRule: walks both interval lists, counting the
// overlap; the rule holds when every rule index succeeded or, with a
// succeededCount, when at least that many rule indexes succeeded.
const matchSucceededIndexesRule = (
  ruleIndexes: readonly IndexInterval[],
  succeeded: readonly IndexInterval[],
  succeededCount: number | undefined,
): boolean => {
  let contains = 0
  let s = 0
  let r = 0
  while (r < ruleIndexes.length && s < succeeded.length) {
    const ri = ruleIndexes[r] as IndexInterval
    const si = succeeded[s] as IndexInterval
    const overlap = Math.min(ri.last, si.last) - Math.max(ri.first, si.first) + 1
    if (overlap > 0) contains += overlap
    if (si.last < ri.last) s++
    else if (si.last > ri.last) r++
    else {
      s++
      r++
    }
  }
  return contains === indexIntervalsTotal(ruleIndexes) || (succeededCount !== undefined && contains >= succeededCount)
}

const NOT_MATCHED: SuccessPolicyMatch = /* @__PURE__ */ Object.freeze({ matched: false, message: '' })

/** `matchSuccessPolicy` before the boundary guard: the policy decoded once (the batch/v1 model). */
const matchSuccessPolicyUnguarded = (
  policy: SuccessPolicy | null | undefined,
  succeededIndexes: readonly number[],
  completions: number,
): SuccessPolicyMatch => {
  const rules = decodeStruct(SuccessPolicySchema, policy, { unknownFields: 'ignore' }).value.rules
  if (rules === undefined) return NOT_MATCHED
  const succeeded = toIndexIntervals(succeededIndexes)
  if (succeeded.length === 0) return NOT_MATCHED
  return matchRules(rules, succeeded, completions)
}

const matchRules = (
  rules: NonNullable<SuccessPolicyModel['rules']>,
  succeeded: readonly IndexInterval[],
  completions: number,
): SuccessPolicyMatch => {
  for (let index = 0; index < rules.length; index++) {
    const { succeededIndexes: ruleIndexes, succeededCount } = rules[index] as (typeof rules)[number]
    if (ruleIndexes !== undefined) {
      const required = parseIndexIntervals(ruleIndexes, completions)
      if (required.length === 0) continue
      if (matchSucceededIndexesRule(required, succeeded, succeededCount)) {
        return { matched: true, message: `Matched rules at index ${index}` }
      }
    } else if (succeededCount !== undefined && indexIntervalsTotal(succeeded) >= succeededCount) {
      return { matched: true, message: `Matched rules at index ${index}` }
    }
  }
  return NOT_MATCHED
}

/**
 * Decides whether an Indexed Job's success policy is met by its succeeded
 * indexes. Rules are tried in order; the first satisfied rule wins:
 * - with `succeededIndexes` (read leniently against `completions`; a rule
 *   whose set reads as empty is skipped): all of its indexes succeeded, or,
 *   with `succeededCount`, at least that many of *its* indexes succeeded;
 * - with only `succeededCount`: at least that many indexes succeeded overall.
 * Nothing matches when there is no policy or no succeeded index.
 *
 * `succeededIndexes` may be unsorted or contain duplicates (it is read as a
 * set). The policy is decoded once as the batch/v1 model (Go's decoder: a
 * field of the wrong JSON type, such as a `succeededCount` that is not an
 * int32, reads as unset). Never throws.
 *
 * @example
 * matchSuccessPolicy({ rules: [{ succeededIndexes: '9' }, { succeededIndexes: '4,6' }] }, [0, 1, 2, 4, 5, 6, 7], 10)
 * // { matched: true, message: 'Matched rules at index 1' }
 * matchSuccessPolicy({ rules: [{ succeededCount: 4 }] }, [0, 1, 2], 10)
 * // { matched: false, message: '' }
 */
export const matchSuccessPolicy = /* @__PURE__ */ guarded(
  () => ({ matched: false, message: '' }),
  matchSuccessPolicyUnguarded,
)
