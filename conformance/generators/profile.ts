/**
 * Cluster profiles of the conformance inputs (src/profile). The ops whose
 * answer depends on the cluster carry the profile in their input as
 * `profile`; the oracle client sends it as the request's top-level profile
 * (conformance/harness/oracle-client.ts, cmd/oracle/profile.go).
 *
 * A recorded input without `profile` was recorded before profiles existed,
 * when the oracle ran with the Go packages' own settings
 * (`capabilities.Get().AllowPrivileged` false): its adapter passes
 * {@link GO_PACKAGE_PROFILE} to the library, whose own default is
 * `allowPrivileged: true`. New inputs always carry a profile, mostly the
 * library's default (`{}`).
 */
import fc from 'fast-check'

/** A profile as an op input carries it (the library's `ClusterProfile`). */
export interface ProfileInput {
  readonly kubernetesVersion?: string
  readonly allowPrivileged?: boolean
  readonly featureGates?: Readonly<Record<string, boolean>>
}

/** What the oracle ran with for an input that has no profile: the Go packages' `--allow-privileged` default. */
export const GO_PACKAGE_PROFILE: ProfileInput = { allowPrivileged: false }

/** The profile a case ran with. */
export const caseProfile = (input: { readonly profile?: ProfileInput }): ProfileInput =>
  Object.hasOwn(input, 'profile') && input.profile !== undefined ? input.profile : GO_PACKAGE_PROFILE

/**
 * The gates whose non-default values the library implements
 * (src/profile/gate-table.ts), in groups kube-apiserver accepts together
 * (a gate whose dependency is off is refused: `PodLevelResources=false`
 * needs its three dependants off, `ContainerRestartRules=false` needs
 * `RestartAllContainersOnContainerExits=false`).
 */
const implementedGates = fc
  .tuple(
    fc.record(
      {
        MutablePodResourcesForSuspendedJobs: fc.boolean(),
        MutableSchedulingDirectivesForSuspendedJobs: fc.boolean(),
        PodDeletionCost: fc.boolean(),
        TaintTolerationComparisonOperators: fc.boolean(),
        EnvFiles: fc.boolean(),
        PodCertificateRequest: fc.boolean(),
        ClusterTrustBundleProjection: fc.boolean(),
        SELinuxMount: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
    fc.constantFrom<Record<string, boolean>>(
      {},
      {
        PodLevelResources: false,
        InPlacePodLevelResourcesVerticalScaling: false,
        PodLevelResourcesFixDefaulting: false,
        PodLevelResourcesFixKubeletQOSClass: false,
      },
    ),
    fc.constantFrom<Record<string, boolean>>(
      {},
      { RestartAllContainersOnContainerExits: false },
      { ContainerRestartRules: false, RestartAllContainersOnContainerExits: false },
    ),
  )
  .map(([a, b, c]) => ({ ...a, ...b, ...c }))

/** Profiles of new inputs: mostly the library's default, `--allow-privileged=false` often, gates now and then. */
export const profileArb: fc.Arbitrary<ProfileInput> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({}) },
  { weight: 3, arbitrary: fc.constant({ allowPrivileged: false }) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        kubernetesVersion: fc.constantFrom('1.37', 'v1.37', '1.37.2'),
        allowPrivileged: fc.boolean(),
        featureGates: implementedGates,
      },
      { requiredKeys: [] },
    ),
  },
)
