/**
 * profile.setGates: what kube-apiserver's `--feature-gates` answers for a
 * gate map (`featuregate.SetFromMap` on a copy of the 1.37.2 gate, see
 * cmd/oracle/profile.go), against the library's `setFromMap`
 * (src/profile/cluster-profile.ts), which `resolveClusterProfile` runs.
 *
 * Go walks the map in random order, so the oracle answers the messages of
 * its aggregate error sorted, and with an unknown gate only that message
 * (Go stops at the first unknown gate it meets); inputs hold at most one
 * unknown gate name.
 */
import fc from 'fast-check'
import { allGates, setFromMap } from '../../src/profile/cluster-profile'
import { KUBERNETES_MINORS, supportedVersion } from '../../src/profile/versions'
import type { OpSpec } from '../harness/op-spec'

interface SetGatesInput {
  readonly featureGates: Readonly<Record<string, boolean>>
  /**
   * Only in a minor run (harness/minor.ts): `{kubernetesVersion, allowPrivileged}`,
   * which the oracle checks against its build; the gates asked are `featureGates`.
   */
  readonly profile?: { readonly kubernetesVersion?: string }
}
interface SetGatesOutput {
  readonly errors: readonly string[]
}

const names = [...allGates('1.37').keys()]
const gateName = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...names) },
  { weight: 1, arbitrary: fc.constantFrom('Nope', 'jobmanagedby', 'PodLevelResource', 'allalpha', '') },
)

// Known on every minor: Go reports the first unknown gate its map iteration meets, so an input holds at most one
// gate some minor does not know (a gate newer than a minor is unknown there).
const known = new Set(names.filter((n) => KUBERNETES_MINORS.every((v) => allGates(v).has(n))))
const gateMap: fc.Arbitrary<Readonly<Record<string, boolean>>> = fc
  .array(fc.tuple(gateName, fc.boolean()), { minLength: 0, maxLength: 5 })
  .map((pairs) => {
    const out: Record<string, boolean> = {}
    let unknown = false
    for (const [n, v] of pairs) {
      if (!known.has(n)) {
        if (unknown) continue
        unknown = true
      }
      out[n] = v
    }
    return out
  })

/** Our answer in the oracle's shape: the messages sorted; with an unknown gate, only its message. */
const library = (i: SetGatesInput): SetGatesOutput => {
  const gates = Object.keys(i.featureGates)
    .sort()
    .map((n) => [n, i.featureGates[n] as boolean] as const)
  const version = supportedVersion(i.profile?.kubernetesVersion ?? '1.37')
  if (version === undefined) return { errors: [`unsupported kubernetesVersion ${i.profile?.kubernetesVersion}`] }
  const { errors } = setFromMap(version, gates)
  const unknown = errors.find((e) => e.startsWith('unrecognized feature gate: '))
  return { errors: unknown === undefined ? [...errors].sort() : [unknown] }
}

export const profileSetGates: OpSpec<SetGatesInput, SetGatesOutput> = {
  op: 'profile.setGates',
  arbitrary: gateMap.map((featureGates) => ({ featureGates })),
  examples: [
    { featureGates: {} },
    { featureGates: { Nope: true } },
    { featureGates: { JobManagedBy: false } },
    { featureGates: { JobManagedBy: true } },
    { featureGates: { JobManagedBy: false, HostnameOverride: false } },
    { featureGates: { PodLevelResources: false } },
    { featureGates: { AllAlpha: true } },
    { featureGates: { AllBeta: false } },
    { featureGates: { MutablePodResourcesForSuspendedJobs: false } },
  ],
  record: 400,
  library,
  versioned: 'profile',
}
