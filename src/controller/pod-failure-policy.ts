/**
 * Pod failure policy matching (upstream `matchPodFailurePolicy`, modern
 * profile: `FailIndex` is honoured since JobBackoffLimitPerIndex is GA).
 *
 * @module
 */
import type { PodFailurePolicy } from '../job/generated/batch-types'
import type {
  PodFailurePolicy as PodFailurePolicyModel,
  PodFailurePolicyOnExitCodesRequirement,
  PodFailurePolicyOnPodConditionsPattern,
} from '../job/generated/batch-model'
import { PodFailurePolicySchema } from '../job/generated/batch-schema'
import { decodeStruct } from '../wire/decode'
import { type ContainerStatusModel, decodePodOrEmpty, type PodConditionModel, type PodModel } from './pod-model'
import type { PodInfo } from './pod-types'
import { guarded } from '../wire/guard'

/**
 * A pod failure policy action as the matcher reports it.
 *
 * @example
 * const action: PodFailurePolicyActionName = 'FailIndex'
 */
export type PodFailurePolicyActionName = 'FailJob' | 'FailIndex' | 'Ignore' | 'Count'

/**
 * Outcome of matching one failed pod against a pod failure policy.
 *
 * @example
 * const ignored: PodFailurePolicyMatch = { countFailed: false, action: 'Ignore' }
 */
export interface PodFailurePolicyMatch {
  /** Job failure message; present only when a `FailJob` rule matched. */
  readonly message?: string
  /** Whether the failure counts towards `backoffLimit` (false only for `Ignore`). */
  readonly countFailed: boolean
  /** The matched rule's action; absent when no rule matched. */
  readonly action?: PodFailurePolicyActionName
}

const noMatch = (): PodFailurePolicyMatch => ({ countFailed: true })

// What a matched rule decides; an unknown action matches nothing (upstream
// falls through to the next rule).
const ruleResult = (action: string, failJobMessage: () => string): PodFailurePolicyMatch | undefined => {
  switch (action) {
    case 'Ignore':
      return { countFailed: false, action: 'Ignore' }
    case 'FailIndex':
      return { countFailed: true, action: 'FailIndex' }
    case 'Count':
      return { countFailed: true, action: 'Count' }
    case 'FailJob':
      return { message: failJobMessage(), countFailed: true, action: 'FailJob' }
    default:
      return undefined
  }
}

const operatorMatches = (exitCode: number, operator: string, values: readonly number[]): boolean => {
  if (operator === 'In') return values.includes(exitCode)
  if (operator === 'NotIn') return !values.includes(exitCode)
  return false
}

interface MatchedContainer {
  readonly name: string
  readonly exitCode: number
}

// First terminated container with a non-zero exit code satisfying the requirement.
const matchContainerList = (
  statuses: readonly ContainerStatusModel[],
  requirement: PodFailurePolicyOnExitCodesRequirement,
): MatchedContainer | undefined => {
  const { containerName, operator } = requirement
  const values = requirement.values ?? []
  for (const cs of statuses) {
    const terminated = cs.state.terminated
    if (terminated === undefined) continue
    const name = cs.name
    if (containerName !== undefined && containerName !== name) continue
    const exitCode = terminated.exitCode
    if (exitCode !== 0 && operatorMatches(exitCode, operator, values)) return { name, exitCode }
  }
  return undefined
}

const matchOnExitCodes = (
  pod: PodModel,
  requirement: PodFailurePolicyOnExitCodesRequirement,
): MatchedContainer | undefined =>
  matchContainerList(pod.status.containerStatuses, requirement) ??
  matchContainerList(pod.status.initContainerStatuses, requirement)

// First pod condition (in pod order) equal to any pattern; status defaults to True.
const matchOnPodConditions = (
  conditions: readonly PodConditionModel[],
  patterns: readonly PodFailurePolicyOnPodConditionsPattern[],
): string | undefined => {
  for (const c of conditions) {
    for (const p of patterns) {
      const wantStatus = p.status || 'True'
      if (c.type === p.type && c.status === wantStatus) return c.type
    }
  }
  return undefined
}

/**
 * {@link matchPodFailurePolicy} on a decoded policy (the batch/v1 model,
 * `spec.podFailurePolicy` of the decoded Job) and a decoded pod (what
 * `syncJob` asks).
 *
 * @example
 * matchPodFailurePolicyModel(decodePodFailurePolicy({ rules: [{ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] }] }),
 *   decodePodOrEmpty({ status: { conditions: [{ type: 'DisruptionTarget', status: 'True' }] } })).action // 'Ignore'
 */
export const matchPodFailurePolicyModel = (
  policy: PodFailurePolicyModel | undefined,
  pod: PodModel,
): PodFailurePolicyMatch => {
  const rules = policy?.rules
  if (rules === undefined) return noMatch()
  const podRef = () => `${pod.metadata.namespace}/${pod.metadata.name}`
  for (let index = 0; index < rules.length; index++) {
    const { action, onExitCodes, onPodConditions } = rules[index] as (typeof rules)[number]
    if (onExitCodes !== undefined) {
      const container = matchOnExitCodes(pod, onExitCodes)
      if (container === undefined) continue
      const matched = ruleResult(
        action,
        () =>
          `Container ${container.name} for pod ${podRef()} failed with exit code ${container.exitCode} matching FailJob rule at index ${index}`,
      )
      if (matched !== undefined) return matched
    } else if (onPodConditions !== undefined) {
      const conditionType = matchOnPodConditions(pod.status.conditions, onPodConditions)
      if (conditionType === undefined) continue
      const matched = ruleResult(
        action,
        () => `Pod ${podRef()} has condition ${conditionType} matching FailJob rule at index ${index}`,
      )
      if (matched !== undefined) return matched
    }
  }
  return noMatch()
}

/**
 * A caller's pod failure policy as the batch/v1 model (Go's decoder: a
 * field of the wrong JSON type reads as unset, a non-object as the empty
 * policy).
 *
 * @example
 * decodePodFailurePolicy({ rules: [{ action: 'Ignore', onExitCodes: 'x' }] }).rules?.[0]?.onExitCodes // undefined
 */
export const decodePodFailurePolicy = (policy: unknown): PodFailurePolicyModel =>
  decodeStruct(PodFailurePolicySchema, policy, { unknownFields: 'ignore' }).value

/** `matchPodFailurePolicy` before the boundary guard: the policy and the pod decoded once. */
const matchPodFailurePolicyUnguarded = (
  policy: PodFailurePolicy | null | undefined,
  pod: PodInfo,
): PodFailurePolicyMatch => matchPodFailurePolicyModel(decodePodFailurePolicy(policy), decodePodOrEmpty(pod))

/**
 * Matches a failed pod against a Job's pod failure policy as the Job
 * controller does: rules in order, the first rule whose requirement matches
 * and whose action is known decides.
 *
 * - `onExitCodes`: the first terminated container with a non-zero exit code
 *   (regular containers, then init containers; only `containerName` when set)
 *   whose code is `In` / `NotIn` the values; an unknown operator never matches.
 * - `onPodConditions`: the pod's conditions in order against every pattern
 *   (same type and status; a missing status means `True`).
 * - `Ignore` → `countFailed: false`; `Count`, `FailIndex` → counted;
 *   `FailJob` → counted, with the job failure message; an unknown action
 *   falls through to the next rule. No policy or no match → counted, no action.
 *
 * The policy is decoded once as the batch/v1 model (Go's decoder: a field
 * of the wrong JSON type reads as unset, e.g. a `containerName` that is not
 * a string matches every container, an `onExitCodes` that is not an object
 * leaves the rule to its `onPodConditions`). Never throws, whatever the
 * shape of `policy` and `pod`.
 *
 * @example
 * matchPodFailurePolicy(
 *   { rules: [{ action: 'FailJob', onExitCodes: { operator: 'In', values: [5] } }] },
 *   { metadata: { namespace: 'default', name: 'mypod' }, status: { phase: 'Failed',
 *     containerStatuses: [{ name: 'main-container', state: { terminated: { exitCode: 5 } } }] } },
 * )
 * // { message: 'Container main-container for pod default/mypod failed with exit code 5 matching FailJob rule at index 0',
 * //   countFailed: true, action: 'FailJob' }
 */
export const matchPodFailurePolicy = /* @__PURE__ */ guarded(
  () => ({ message: undefined, countFailed: true, action: undefined }),
  matchPodFailurePolicyUnguarded,
)
