/**
 * `resolveClusterProfile`: a whole cluster profile checked against every
 * feature gate the version's kube-apiserver knows, with the messages
 * Kubernetes prints for `--feature-gates` (`featuregate.SetFromMap`), and
 * reduced to the gates Job and pod-template answers read, so that its
 * result can be passed to every function that takes a profile. It carries
 * the whole gate table (a few kB), which the other functions do not.
 *
 * @module
 */
import type { FieldError } from '../field/index'
import * as E from '../wire/either'
import { ALL_GATES_1_33 } from './generated/gates-1-33'
import { ALL_GATES_1_34 } from './generated/gates-1-34'
import { ALL_GATES_1_35 } from './generated/gates-1-35'
import { ALL_GATES_1_36 } from './generated/gates-1-36'
import { ALL_GATES_1_37 } from './generated/gates-1-37'
import { jobPathGates, parseGateTable, type GateSpec } from './gate-table'
import { lockedGateDetail, readProfileParts, resolvedFrom, type ResolvedClusterProfile } from './resolve'
import type { KubernetesVersion } from './versions'

const ALL_TEXT: Readonly<Record<KubernetesVersion, string>> = {
  '1.33': ALL_GATES_1_33,
  '1.34': ALL_GATES_1_34,
  '1.35': ALL_GATES_1_35,
  '1.36': ALL_GATES_1_36,
  '1.37': ALL_GATES_1_37,
}
const parsed = new Map<KubernetesVersion, ReadonlyMap<string, GateSpec>>()

/**
 * Every gate kube-apiserver knows at a supported minor (parsed once).
 *
 * @example
 * allGates('1.37').has('KubeProxyIPVS') // true
 */
export const allGates = (version: KubernetesVersion): ReadonlyMap<string, GateSpec> => {
  let table = parsed.get(version)
  if (table === undefined) {
    table = parseGateTable(ALL_TEXT[version])
    parsed.set(version, table)
  }
  return table
}

const SPECIAL: Readonly<Record<string, GateSpec['stage']>> = { AllAlpha: 'ALPHA', AllBeta: 'BETA' }

/**
 * What `featuregate.SetFromMap` answers for `gates` at `version`, one
 * message per Go error (Go joins several as `[a, b]`), and the gates'
 * values afterwards. Go walks the map in random order; here names are
 * taken sorted, so which of several unknown gates is named (Go stops at the
 * first it meets) and the order of the messages are one of Go's.
 *
 * @example
 * setFromMap('1.37', [['JobManagedBy', false]]).errors
 * // ['cannot set feature gate JobManagedBy to false, feature is locked to true']
 */
export const setFromMap = (
  version: KubernetesVersion,
  gates: ReadonlyArray<readonly [string, boolean]>,
): { readonly errors: string[]; readonly enabled: ReadonlyMap<string, boolean> } => {
  const known = allGates(version)
  const errors: string[] = []
  const enabled = new Map<string, boolean>()
  const special: Array<readonly [GateSpec['stage'], boolean]> = []
  for (const [name, value] of gates) {
    const spec = known.get(name)
    if (spec === undefined) {
      errors.push(`unrecognized feature gate: ${name}`)
      return { errors, enabled }
    }
    if (spec.locked && spec.default !== value) {
      errors.push(lockedGateDetail(name, value, spec.default))
      continue
    }
    const stage = SPECIAL[name]
    if (stage !== undefined) special.push([stage, value])
    enabled.set(name, value)
  }
  if (errors.length > 0) return { errors, enabled }
  // AllAlpha / AllBeta set every gate of their stage that was not set by name.
  const explicit = new Set(enabled.keys())
  for (const [stage, value] of special)
    for (const spec of known.values())
      if (spec.stage === stage && SPECIAL[spec.name] === undefined && !explicit.has(spec.name))
        enabled.set(spec.name, value)
  const on = (name: string): boolean => enabled.get(name) ?? known.get(name)?.default ?? false
  for (const spec of [...known.values()].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (spec.dependsOn.length === 0 || !on(spec.name)) continue
    const off = spec.dependsOn.filter((d) => !on(d))
    if (off.length > 0)
      errors.push(`${spec.name} is enabled, but depends on features that are disabled: [${off.join(' ')}]`)
  }
  return { errors, enabled }
}

/**
 * Checks a cluster profile the way the Kubernetes components check their
 * flags, and resolves it: the version as `resolveProfile` reads it, the
 * gates as kube-apiserver's `--feature-gates` (unknown gates, locked gates
 * set to the other value, gates enabled while a gate they depend on is off,
 * `AllAlpha`/`AllBeta`), each error at `profile.featureGates` with
 * Kubernetes' text. The result keeps only the gates that Job and
 * pod-template answers read (with `AllAlpha`/`AllBeta` spelled out), so it
 * can be passed as the `profile` of `createJob`, `validateJob`, … — which
 * still refuse a gate whose non-default value the library does not
 * implement. Never throws.
 *
 * @example
 * resolveClusterProfile({ featureGates: { KubeProxyIPVS: false } })
 * // right({ kubernetesVersion: '1.37', allowPrivileged: true, featureGates: {} })
 * resolveClusterProfile({ featureGates: { Nope: true } })
 * // left([{ type: 'FieldValueInvalid', field: 'profile.featureGates', badValue: 'Nope=true',
 * //         detail: 'unrecognized feature gate: Nope' }])
 */
export const resolveClusterProfile = (profile: unknown): E.Either<FieldError[], ResolvedClusterProfile> => {
  const parts = readProfileParts(profile)
  if (parts.gates.length === 0) return parts.errors.length > 0 ? E.left(parts.errors) : E.right(resolvedFrom(parts))
  const { errors, enabled } = setFromMap(parts.version, parts.gates)
  const given = parts.gates.map(([n, v]) => `${n}=${v}`).join(',')
  const all: FieldError[] = [
    ...parts.errors,
    ...errors.map(
      (detail): FieldError => ({ type: 'FieldValueInvalid', field: 'profile.featureGates', badValue: given, detail }),
    ),
  ]
  if (all.length > 0) return E.left(all)
  const read = jobPathGates(parts.version)
  const kept: Array<readonly [string, boolean]> = []
  for (const [name, value] of [...enabled].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
    if (read.has(name)) kept.push([name, value])
  return E.right(resolvedFrom({ ...parts, gates: kept }))
}
