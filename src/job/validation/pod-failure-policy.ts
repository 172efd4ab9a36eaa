/**
 * `spec.podFailurePolicy` rules (`validatePodFailurePolicy` and its rule,
 * exit-code and pod-condition helpers in `pkg/apis/batch/validation`).
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { isQualifiedName } from '../../labels/index'
import {
  child,
  duplicate,
  index,
  invalid,
  invalidOmitValue,
  named,
  notSupported,
  required,
  tooMany,
} from './field-errors'
import type * as model from '../generated/model'
import { pushAll } from '../../wire/push-all'

/**
 * At most this many rules.
 *
 * @example
 * MAX_POD_FAILURE_POLICY_RULES // 20
 */
export const MAX_POD_FAILURE_POLICY_RULES = 20
/**
 * At most this many exit codes per `onExitCodes`.
 *
 * @example
 * MAX_POD_FAILURE_POLICY_ON_EXIT_CODES_VALUES // 255
 */
export const MAX_POD_FAILURE_POLICY_ON_EXIT_CODES_VALUES = 255
/**
 * At most this many `onPodConditions` patterns per rule.
 *
 * @example
 * MAX_POD_FAILURE_POLICY_ON_POD_CONDITIONS_PATTERNS // 20
 */
export const MAX_POD_FAILURE_POLICY_ON_POD_CONDITIONS_PATTERNS = 20

/**
 * Supported actions, sorted (`sets.List`).
 *
 * @example
 * POD_FAILURE_POLICY_ACTIONS // ['Count', 'FailIndex', 'FailJob', 'Ignore']
 */
export const POD_FAILURE_POLICY_ACTIONS = ['Count', 'FailIndex', 'FailJob', 'Ignore'] as const
const OPERATORS = ['In', 'NotIn'] as const
const STATUSES = ['False', 'True', 'Unknown'] as const

/** Go `%q` of a string slice of plain ASCII words: `["a" "b"]`. */
const quotedList = (xs: readonly string[]): string => `[${xs.map((x) => `"${x}"`).join(' ')}]`

const validateOnExitCodes = (
  e: model.PodFailurePolicyOnExitCodesRequirement,
  path: string,
  containerNames: ReadonlySet<string>,
): FieldError[] => {
  const errs: FieldError[] = []
  const operatorPath = child(path, 'operator')
  if (e.operator === '') errs.push(required(operatorPath, `valid values: ${quotedList(OPERATORS)}`))
  else if (!(OPERATORS as readonly string[]).includes(e.operator)) {
    errs.push(named(notSupported(operatorPath, e.operator, OPERATORS)))
  }
  if (e.containerName !== undefined && !containerNames.has(e.containerName)) {
    errs.push(
      invalid(
        child(path, 'containerName'),
        e.containerName,
        'must be one of the container or initContainer names in the pod template',
      ),
    )
  }
  const valuesPath = child(path, 'values')
  const values = e.values ?? []
  if (values.length === 0) errs.push(invalid(valuesPath, e.values ?? null, 'at least one value is required'))
  else if (values.length > MAX_POD_FAILURE_POLICY_ON_EXIT_CODES_VALUES) {
    errs.push(tooMany(valuesPath, values.length, MAX_POD_FAILURE_POLICY_ON_EXIT_CODES_VALUES))
  }
  let ordered = true
  const seen = new Set<number>()
  values.forEach((v, j) => {
    const valuePath = index(valuesPath, j)
    if (e.operator === 'In' && v === 0) errs.push(invalid(valuePath, v, 'must not be 0 for the In operator'))
    if (seen.has(v)) errs.push(duplicate(valuePath, v))
    else seen.add(v)
    if (j > 0 && (values[j - 1] as number) > v) ordered = false
  })
  if (!ordered) errs.push(invalid(valuesPath, values, 'must be ordered'))
  return errs
}

const validateOnPodConditions = (
  patterns: readonly model.PodFailurePolicyOnPodConditionsPattern[],
  path: string,
): FieldError[] => {
  const errs: FieldError[] = []
  if (patterns.length > MAX_POD_FAILURE_POLICY_ON_POD_CONDITIONS_PATTERNS) {
    errs.push(tooMany(path, patterns.length, MAX_POD_FAILURE_POLICY_ON_POD_CONDITIONS_PATTERNS))
  }
  patterns.forEach((pattern, j) => {
    const patternPath = index(path, j)
    const typePath = child(patternPath, 'type')
    for (const msg of isQualifiedName(pattern.type)) errs.push(invalid(typePath, pattern.type, msg))
    const statusPath = child(patternPath, 'status')
    if (pattern.status === '') errs.push(required(statusPath, `valid values: ${quotedList(STATUSES)}`))
    else if (!(STATUSES as readonly string[]).includes(pattern.status)) {
      errs.push(named(notSupported(statusPath, pattern.status, STATUSES)))
    }
  })
  return errs
}

const validateRule = (
  spec: model.JobSpec,
  rule: model.PodFailurePolicyRule,
  path: string,
  containerNames: ReadonlySet<string>,
): FieldError[] => {
  const errs: FieldError[] = []
  const actionPath = child(path, 'action')
  if (rule.action === '') {
    errs.push(required(actionPath, `valid values: ${quotedList(POD_FAILURE_POLICY_ACTIONS)}`))
  } else if (rule.action === 'FailIndex') {
    if (spec.backoffLimitPerIndex === undefined) {
      errs.push(named(invalid(actionPath, rule.action, 'requires the backoffLimitPerIndex to be set')))
    }
  } else if (!(POD_FAILURE_POLICY_ACTIONS as readonly string[]).includes(rule.action)) {
    errs.push(named(notSupported(actionPath, rule.action, POD_FAILURE_POLICY_ACTIONS)))
  }
  if (rule.onExitCodes !== undefined) {
    pushAll(errs, validateOnExitCodes(rule.onExitCodes, child(path, 'onExitCodes'), containerNames))
  }
  const conditions = rule.onPodConditions ?? []
  const hasConditions = conditions.length > 0
  if (hasConditions) pushAll(errs, validateOnPodConditions(conditions, child(path, 'onPodConditions')))
  if (rule.onExitCodes !== undefined && hasConditions) {
    errs.push(invalidOmitValue(path, 'specifying both OnExitCodes and OnPodConditions is not supported'))
  }
  if (rule.onExitCodes === undefined && !hasConditions) {
    errs.push(invalidOmitValue(path, 'specifying one of OnExitCodes and OnPodConditions is required'))
  }
  return errs
}

/**
 * `validatePodFailurePolicy` for a spec whose `podFailurePolicy` is set.
 *
 * @example
 * const spec = decodeJobModel({ spec: { podFailurePolicy: { rules: [{ action: 'FailJob' }] } } }).value.spec
 * validatePodFailurePolicy(spec, 'spec.podFailurePolicy')[0]?.detail
 * // 'specifying one of OnExitCodes and OnPodConditions is required'
 */
export const validatePodFailurePolicy = (spec: model.JobSpec, path: string): FieldError[] => {
  const policy = spec.podFailurePolicy
  if (policy === undefined) return []
  const errs: FieldError[] = []
  const rulesPath = child(path, 'rules')
  const rules = policy.rules ?? []
  if (rules.length > MAX_POD_FAILURE_POLICY_RULES) {
    errs.push(tooMany(rulesPath, rules.length, MAX_POD_FAILURE_POLICY_RULES))
  }
  const containerNames = new Set<string>()
  for (const c of spec.template.spec.containers ?? []) containerNames.add(c.name)
  for (const c of spec.template.spec.initContainers ?? []) containerNames.add(c.name)
  rules.forEach((rule, i) => pushAll(errs, validateRule(spec, rule, index(rulesPath, i), containerNames)))
  return errs
}
