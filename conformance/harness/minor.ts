/**
 * How the runners ask an op as one Kubernetes minor (`--kubernetes-version
 * 1.MM` of conformance:diff, conformance:record, conformance:minor-diff, and
 * the per-minor fixture replay of test/conformance/upstream-minors.test.ts).
 *
 * An op says how it is versioned (`OpSpec.versioned`):
 * - `'profile'`: its input carries a cluster profile as `profile` (the
 *   oracle client sends it as the request's top-level profile). A minor run
 *   sets `profile.kubernetesVersion` to that minor in every input, so the
 *   oracle (which refuses another minor than its build's) and the library
 *   answer as that minor. An input without a profile (the Go packages'
 *   settings, `allowPrivileged: false`) gets `{ allowPrivileged: false,
 *   kubernetesVersion }`, the same settings named explicitly.
 * - `'independent'` (the default): the library has no version for the op; it
 *   answers the same on every minor, and a minor run compares that answer
 *   with the minor's oracle as it is (docs/versions.md says which of these
 *   ops differ upstream). To version such an op, give its inputs a `profile`
 *   and mark it `'profile'`: nothing else in the runners changes.
 *
 * 1.37 (the default) inputs are left as generated, so that 1.37 runs and
 * recordings are what they were before minors existed.
 */
import { PREVIEW_KUBERNETES_VERSIONS, SUPPORTED_KUBERNETES_VERSIONS } from '../../src/profile/versions'
import { type GateSpec, parseGateTable } from '../../src/profile/gate-table'
import { ALL_GATES_1_33 } from '../../src/profile/generated/gates-1-33'
import { ALL_GATES_1_34 } from '../../src/profile/generated/gates-1-34'
import { ALL_GATES_1_35 } from '../../src/profile/generated/gates-1-35'
import { ALL_GATES_1_36 } from '../../src/profile/generated/gates-1-36'
import { ALL_GATES_1_37 } from '../../src/profile/generated/gates-1-37'
import type { AnyOpSpec } from './op-spec'
import { DEFAULT_KUBERNETES_VERSION, type KubernetesMinor, PINNED_RELEASE } from './versions'

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/** Whether the library answers for a minor (src/profile/versions.ts SUPPORTED_KUBERNETES_VERSIONS). */
export const librarySupports = (minor: KubernetesMinor): boolean =>
  (SUPPORTED_KUBERNETES_VERSIONS as readonly string[]).includes(minor)

/** Whether the library answers a minor only as a preview (`profile.preview: true`; src/profile/versions.ts). */
export const libraryPreviews = (minor: KubernetesMinor): boolean =>
  (PREVIEW_KUBERNETES_VERSIONS as readonly string[]).includes(minor)

/** How the runners say that the library does not fully support a minor (printed once per op). */
export const unsupportedText = (minor: KubernetesMinor): string =>
  libraryPreviews(minor)
    ? `the library answers ${minor} only as a preview (profile.preview: true)`
    : `library does not support ${minor} yet`

/**
 * The version text to put in a profile, in the form the generator chose
 * (`1.37`, `v1.37` or `1.37.2`), for another minor.
 */
const versionText = (previous: unknown, minor: KubernetesMinor): string => {
  if (typeof previous !== 'string') return minor
  const v = previous.startsWith('v') ? 'v' : ''
  const patch = previous.split('.').length === 3 ? `.${PINNED_RELEASE[minor].split('.')[2]}` : ''
  return `${v}${minor}${patch}`
}

/** Every gate kube-apiserver of each minor knows (src/profile/generated/gates-1-MM.ts, from each minor's oracle). */
const ALL_GATES: Readonly<Record<KubernetesMinor, string>> = {
  '1.33': ALL_GATES_1_33,
  '1.34': ALL_GATES_1_34,
  '1.35': ALL_GATES_1_35,
  '1.36': ALL_GATES_1_36,
  '1.37': ALL_GATES_1_37,
}
const gatesOf = new Map<KubernetesMinor, ReadonlyMap<string, GateSpec>>()

/**
 * Whether a minor's kube-apiserver takes a gate at this value: it knows the
 * gate, and the gate is not locked to the other value there (the oracle
 * refuses such a request outright, `profile: unrecognized feature gate` or
 * `feature is locked`, so it could not be compared).
 */
export const minorKnowsGate = (minor: KubernetesMinor, gate: string, value?: unknown): boolean => {
  let table = gatesOf.get(minor)
  if (table === undefined) {
    table = parseGateTable(ALL_GATES[minor])
    gatesOf.set(minor, table)
  }
  const spec = table.get(gate)
  return spec !== undefined && !(spec.locked && typeof value === 'boolean' && value !== spec.default)
}

/**
 * An input as a minor asks it (unchanged for 1.37 and for version-independent
 * ops). The gates the minor does not know, or locks to the other value,
 * are left out of the profile: the oracle refuses such a request outright
 * (`profile: unrecognized feature gate`), so it could not be compared; profile.setGates, whose input is the
 * gate map itself, compares those messages.
 */
export const inputForMinor = <I>(spec: AnyOpSpec, input: I, minor: KubernetesMinor): I => {
  if (minor === DEFAULT_KUBERNETES_VERSION || spec.versioned !== 'profile' || !isRecord(input)) return input
  const had = Object.hasOwn(input, 'profile') && isRecord(input['profile'])
  const profile = had ? (input['profile'] as Record<string, unknown>) : { allowPrivileged: false }
  const gates = profile['featureGates']
  const known = isRecord(gates)
    ? { featureGates: Object.fromEntries(Object.entries(gates).filter(([g, v]) => minorKnowsGate(minor, g, v))) }
    : {}
  return {
    ...input,
    profile: {
      ...profile,
      ...known,
      kubernetesVersion: versionText(profile['kubernetesVersion'], minor),
      ...(libraryPreviews(minor) ? { preview: true } : {}),
    },
  } as I
}

/**
 * Whether the library is asked at all for this op on this minor: not for a
 * versioned op while the library refuses the minor (the runners then only
 * call the oracle and say {@link unsupportedText} once).
 */
export const libraryAsked = (spec: AnyOpSpec, minor: KubernetesMinor): boolean =>
  spec.library !== undefined && (spec.versioned !== 'profile' || librarySupports(minor) || libraryPreviews(minor))
