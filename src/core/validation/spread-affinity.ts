/**
 * Pod (anti-)affinity terms (core `validatePodAffinity`,
 * `validatePodAntiAffinity`) and topology spread constraints
 * (`validateTopologySpreadConstraints`), with the options of a new
 * template: label selectors, namespaces, match/mismatch label keys,
 * topology keys, weights, skew, domains and node policies.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { isQualifiedName, validateLabelSelector } from '../../labels/index'
import type * as core from '../generated/model'
import { dns1123Label, duplicate, forbidden, child, index, invalid, named, notSupported, required } from './errors'
import type { PodValidationOptions } from './options'
import { pushAll } from '../../wire/push-all'

type Selector = core.PodAffinityTerm['labelSelector']

const labelName = (k: string, path: string): FieldError[] => isQualifiedName(k).map((m) => invalid(path, k, m))

const labelKeys = (path: string, keys: readonly string[] | undefined, selector: Selector): FieldError[] => {
  if (keys === undefined || keys.length === 0) return []
  if (selector === undefined) return [forbidden(path, 'must not be specified when labelSelector is not set')]
  return keys.flatMap((k, i) => labelName(k, index(path, i)))
}

/**
 * `ValidateMatchLabelKeysAndMismatchLabelKeys` (its `exists in both … labelSelector` error sits at `<path>[i]`, as upstream's).
 *
 * @example
 * matchAndMismatchKeys('c', ['app'], undefined, { matchLabels: { app: 'x' }, matchExpressions: [{ key: 'app', operator: 'In', values: ['x'] }] }).length // 1
 */
export const matchAndMismatchKeys = (
  path: string,
  match: readonly string[] | undefined,
  mismatch: readonly string[] | undefined,
  selector: Selector,
): FieldError[] => {
  const errs = [
    ...labelKeys(child(path, 'matchLabelKeys'), match, selector),
    ...labelKeys(child(path, 'mismatchLabelKeys'), mismatch, selector),
  ]
  if (selector !== undefined) {
    const at = new Map<string, number>()
    ;(match ?? []).forEach((k, i) => {
      at.set(k, i)
    })
    const seen = new Set<string>(Object.keys(selector.matchLabels ?? {}))
    for (const e of selector.matchExpressions ?? []) {
      const i = at.get(e.key)
      if (i !== undefined && seen.has(e.key))
        errs.push(invalid(index(path, i), e.key, 'exists in both matchLabelKeys and labelSelector'))
      seen.add(e.key)
    }
  }
  const mm = new Set(mismatch ?? [])
  ;(match ?? []).forEach((k, i) => {
    if (mm.has(k))
      errs.push(
        invalid(index(child(path, 'matchLabelKeys'), i), k, 'exists in both matchLabelKeys and mismatchLabelKeys'),
      )
  })
  return errs
}

/** A requirement value's label-value error, which `AllowInvalidLabelValueInSelector` waives. */
const VALUE_ERROR = /\.matchExpressions\[\d+\]\.values\[\d+\]$/

/**
 * `ValidatePodAffinityTermSelector`: the term's label and namespace
 * selectors; with `allowInvalidValues` the requirement values need not be
 * label values.
 *
 * @example
 * affinityTermSelectors({ labelSelector: { matchExpressions: [{ key: 'a', operator: 'In', values: ['b c'] }] } } as core.PodAffinityTerm, 't', true) // []
 */
export const affinityTermSelectors = (
  t: core.PodAffinityTerm,
  path: string,
  allowInvalidValues: boolean,
): FieldError[] => {
  const errs = [
    ...validateLabelSelector(t.labelSelector, child(path, 'labelSelector')),
    ...validateLabelSelector(t.namespaceSelector, child(path, 'namespaceSelector')),
  ]
  return allowInvalidValues ? errs.filter((e) => !(e.type === 'FieldValueInvalid' && VALUE_ERROR.test(e.field))) : errs
}

const affinityTerm = (t: core.PodAffinityTerm, path: string, allowInvalidValues: boolean): FieldError[] => {
  const errs = affinityTermSelectors(t, path, allowInvalidValues)
  for (const ns of t.namespaces ?? [])
    for (const m of dns1123Label(ns)) errs.push(invalid(child(path, 'namespace'), ns, m))
  pushAll(errs, matchAndMismatchKeys(path, t.matchLabelKeys, t.mismatchLabelKeys, t.labelSelector))
  if (t.topologyKey.length === 0) errs.push(required(child(path, 'topologyKey'), 'can not be empty'))
  pushAll(errs, labelName(t.topologyKey, child(path, 'topologyKey')))
  return errs
}

const affinity = (a: core.PodAffinity | core.PodAntiAffinity, path: string, allow: boolean): FieldError[] => [
  ...(a.requiredDuringSchedulingIgnoredDuringExecution ?? []).flatMap((t, i) =>
    affinityTerm(t, index(child(path, 'requiredDuringSchedulingIgnoredDuringExecution'), i), allow),
  ),
  ...(a.preferredDuringSchedulingIgnoredDuringExecution ?? []).flatMap((w, j) => {
    const p = index(child(path, 'preferredDuringSchedulingIgnoredDuringExecution'), j)
    const errs =
      w.weight <= 0 || w.weight > 100 ? [invalid(child(p, 'weight'), w.weight, 'must be in the range 1-100')] : []
    return [...errs, ...affinityTerm(w.podAffinityTerm, child(p, 'podAffinityTerm'), allow)]
  }),
]

/**
 * The pod affinity and anti-affinity parts of `validateAffinity`.
 *
 * @example
 * validatePodAffinities(undefined, 'spec.affinity') // []
 */
export const validatePodAffinities = (
  a: core.Affinity | undefined,
  path: string,
  allowInvalidLabelValueInSelector = false,
): FieldError[] => [
  ...(a?.podAffinity === undefined
    ? []
    : affinity(a.podAffinity, child(path, 'podAffinity'), allowInvalidLabelValueInSelector)),
  ...(a?.podAntiAffinity === undefined
    ? []
    : affinity(a.podAntiAffinity, child(path, 'podAntiAffinity'), allowInvalidLabelValueInSelector)),
]

const ACTIONS = ['DoNotSchedule', 'ScheduleAnyway']
const NODE_POLICIES = ['Honor', 'Ignore']
const NOT_POSITIVE = 'must be greater than zero'

/**
 * `validateTopologySpreadConstraints`.
 *
 * @example
 * validateTopologySpreadConstraints(undefined, 'spec.topologySpreadConstraints', POD_TEMPLATE_CREATE_OPTIONS) // []
 */
export const validateTopologySpreadConstraints = (
  constraints: readonly core.TopologySpreadConstraint[] | undefined,
  path: string,
  opts: PodValidationOptions,
): FieldError[] => {
  const list = constraints ?? []
  const errs: FieldError[] = []
  // How many later constraints share each {topologyKey, whenUnsatisfiable} (a linear pass, not Go's quadratic scan).
  const seen = new Set<string>()
  const repeatedLater: boolean[] = []
  for (let i = list.length - 1; i >= 0; i--) {
    const c = list[i] as core.TopologySpreadConstraint
    const k = JSON.stringify([c.topologyKey, c.whenUnsatisfiable])
    repeatedLater[i] = seen.has(k)
    seen.add(k)
  }
  list.forEach((c, i) => {
    const p = index(path, i)
    if (c.maxSkew <= 0) errs.push(invalid(child(p, 'maxSkew'), c.maxSkew, NOT_POSITIVE))
    if (c.topologyKey.length === 0) errs.push(required(child(p, 'topologyKey'), 'can not be empty'))
    if (!ACTIONS.includes(c.whenUnsatisfiable))
      errs.push(named(notSupported(child(p, 'whenUnsatisfiable'), c.whenUnsatisfiable, ACTIONS)))
    if (repeatedLater[i] === true)
      errs.push(duplicate(child(p, '{topologyKey, whenUnsatisfiable}'), `{${c.topologyKey}, ${c.whenUnsatisfiable}}`))
    if (c.minDomains !== undefined) {
      const mp = child(p, 'minDomains')
      if (c.minDomains <= 0) errs.push(invalid(mp, c.minDomains, NOT_POSITIVE))
      if (c.whenUnsatisfiable !== 'DoNotSchedule')
        errs.push(
          invalid(
            mp,
            c.minDomains,
            `can only use minDomains if whenUnsatisfiable=DoNotSchedule, not ${c.whenUnsatisfiable}`,
          ),
        )
    }
    for (const [k, v] of [
      ['nodeAffinityPolicy', c.nodeAffinityPolicy],
      ['nodeTaintsPolicy', c.nodeTaintsPolicy],
    ] as const)
      if (v !== undefined && !NODE_POLICIES.includes(v)) errs.push(named(notSupported(child(p, k), v, NODE_POLICIES)))
    if (
      opts.allowMatchLabelKeysInPodTopologySpread &&
      opts.allowMatchLabelKeysInPodTopologySpreadSelectorMerge &&
      !opts.oldPodViolatesMatchLabelKeysValidation
    )
      pushAll(errs, matchAndMismatchKeys(p, c.matchLabelKeys, undefined, c.labelSelector))
    else pushAll(errs, legacyMatchLabelKeys(child(p, 'matchLabelKeys'), c.matchLabelKeys, c.labelSelector))
    if (!opts.allowInvalidTopologySpreadConstraintLabelSelector)
      pushAll(errs, validateLabelSelector(c.labelSelector, child(p, 'labelSelector')))
  })
  return errs
}

/** `ValidateMatchLabelKeysInTopologySpread`. */
const legacyMatchLabelKeys = (path: string, keys: readonly string[] | undefined, selector: Selector): FieldError[] => {
  if (keys === undefined || keys.length === 0) return []
  const errs: FieldError[] = []
  const inSelector = new Set<string>()
  if (selector === undefined) errs.push(forbidden(path, 'must not be specified when labelSelector is not set'))
  else {
    for (const k of Object.keys(selector.matchLabels ?? {})) inSelector.add(k)
    for (const e of selector.matchExpressions ?? []) inSelector.add(e.key)
  }
  keys.forEach((k, i) => {
    pushAll(errs, labelName(k, index(path, i)))
    if (inSelector.has(k)) errs.push(invalid(index(path, i), k, 'exists in both matchLabelKeys and labelSelector'))
  })
  return errs
}
