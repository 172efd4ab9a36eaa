/**
 * `syncJob`'s success policy decision (SP `matchSuccessPolicy`) on the
 * succeeded indexes as interval lists, and the finished-condition candidate
 * it gives. Internal to the package.
 *
 * @module
 */
import { JobConditionReason, JobConditionType } from './constants'
import type { Candidate } from './sync-conditions'
import { type Intervals, parseIntervals, totalIntervals } from './sync-intervals'
import type { SuccessPolicy } from '../job/generated/batch-model'

/**
 * Intersection size of two interval lists.
 */
export const intersectionSize = (a: Intervals, b: Intervals): number => {
  let i = 0
  let j = 0
  let n = 0
  while (i < a.length && j < b.length) {
    const lo = Math.max(a[i] as number, b[j] as number)
    const hi = Math.min(a[i + 1] as number, b[j + 1] as number)
    if (lo <= hi) n += hi - lo + 1
    if ((a[i + 1] as number) < (b[j + 1] as number)) i += 2
    else j += 2
  }
  return n
}

/**
 * SP `matchSuccessPolicy`: rules in order, first match wins.
 */
export const matchSuccessRules = (
  policy: SuccessPolicy | undefined,
  completions: number,
  succeeded: Intervals,
): string | undefined => {
  const total = totalIntervals(succeeded)
  if (policy === undefined || total === 0) return undefined
  const rules = policy.rules ?? []
  for (let index = 0; index < rules.length; index++) {
    const rule = rules[index]
    // (a rule the decoder left nil reads as the empty rule; a negative count matches nothing)
    const count = rule?.succeededCount
    const wantCount = count !== undefined && count >= 0 ? count : undefined
    const indexes = rule?.succeededIndexes
    if (indexes !== undefined) {
      const ruleIv = parseIntervals(indexes, completions)
      if (ruleIv.length === 0) continue
      const matched = intersectionSize(ruleIv, succeeded)
      if (matched === totalIntervals(ruleIv) || (wantCount !== undefined && matched >= wantCount)) {
        return `Matched rules at index ${index}`
      }
    } else if (wantCount !== undefined && total >= wantCount) {
      return `Matched rules at index ${index}`
    }
  }
  return undefined
}

/**
 * The success policy's finished-condition candidate: `SuccessCriteriaMet`
 * with reason `SuccessPolicy` when a rule matches the succeeded indexes.
 *
 * @example
 * successPolicyCandidate({ rules: [{ succeededIndexes: undefined, succeededCount: 1 }] }, 3, [0, 0])?.message // 'Matched rules at index 0'
 */
export const successPolicyCandidate = (
  policy: SuccessPolicy | undefined,
  completions: number,
  succeeded: Intervals,
): Candidate | undefined => {
  const message = matchSuccessRules(policy, completions, succeeded)
  return message === undefined
    ? undefined
    : { type: JobConditionType.SuccessCriteriaMet, reason: JobConditionReason.SuccessPolicy, message }
}
