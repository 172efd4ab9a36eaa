/**
 * The feature-gate tables of each supported Kubernetes minor, parsed once
 * on first use from the generated strings of ./generated (see
 * scripts/generate-gates.mjs), and which gates' non-default values the
 * library implements.
 *
 * @module
 */
import { JOB_PATH_GATES } from './generated/job-path-gates'
import { KUBERNETES_MINORS, type KubernetesVersion } from './versions'

/**
 * One feature gate at one Kubernetes minor (Go's `featuregate.FeatureSpec`
 * at that emulation version).
 *
 * @example
 * const g: GateSpec = { name: 'JobManagedBy', default: true, locked: true, stage: 'GA', dependsOn: [] }
 */
export interface GateSpec {
  readonly name: string
  readonly default: boolean
  /** `LockToDefault`: the gate cannot be set to the other value. */
  readonly locked: boolean
  readonly stage: 'ALPHA' | 'BETA' | 'GA' | 'DEPRECATED' | 'PREALPHA'
  /** Gates that must be enabled while this one is (`AddDependencies`). */
  readonly dependsOn: readonly string[]
}

const STAGES: Readonly<Record<string, GateSpec['stage']>> = {
  A: 'ALPHA',
  B: 'BETA',
  G: 'GA',
  D: 'DEPRECATED',
  P: 'PREALPHA',
}

/**
 * Parses a generated gate table (`<name>:<default><locked><stage>[:<dep>+…]`
 * joined by `,`).
 *
 * @example
 * parseGateTable('JobManagedBy:11G').get('JobManagedBy')?.locked // true
 */
export const parseGateTable = (text: string): ReadonlyMap<string, GateSpec> => {
  const out = new Map<string, GateSpec>()
  for (const row of text.split(',')) {
    const [name = '', flags = '', deps] = row.split(':')
    out.set(name, {
      name,
      default: flags[0] === '1',
      locked: flags[1] === '1',
      stage: STAGES[flags[2] ?? 'G'] ?? 'GA',
      dependsOn: deps === undefined ? [] : deps.split('+'),
    })
  }
  return out
}

const parsed = new Map<KubernetesVersion, ReadonlyMap<string, GateSpec>>()

/**
 * The gates the Job and pod-template paths of a minor read (parsed once).
 *
 * @example
 * jobPathGates('1.37').get('PodLevelResources')?.default // true
 * jobPathGates('1.33').get('PodLevelResources')?.default // false
 */
export const jobPathGates = (version: KubernetesVersion): ReadonlyMap<string, GateSpec> => {
  let table = parsed.get(version)
  if (table === undefined) {
    // One row per gate with three flag characters per minor (./generated/job-path-gates.ts).
    const at = 3 * KUBERNETES_MINORS.indexOf(version)
    const rows: string[] = []
    for (const row of JOB_PATH_GATES.split(',')) {
      const colon = row.indexOf(':')
      const flags = row.slice(colon + 1 + at, colon + 4 + at)
      if (flags !== '---') rows.push(`${row.slice(0, colon)}:${flags}`)
    }
    table = parseGateTable(rows.join(','))
    parsed.set(version, table)
  }
  return table
}

/**
 * The gates whose non-default value the library implements; any other
 * gate of {@link jobPathGates} may only be set to its default.
 * `InPlacePodLevelResourcesVerticalScaling` and
 * `PodLevelResourcesFixKubeletQOSClass` change nothing a Job or template
 * answer shows (pod resize, the kubelet's QoS class); they are listed so
 * that `PodLevelResources=false` can be given with its dependants, and
 * `PodLevelResourcesFixDefaulting=false` is accepted only with
 * `PodLevelResources=false` (see `resolveProfile`).
 *
 * @example
 * IMPLEMENTED_GATES.has('MutablePodResourcesForSuspendedJobs') // true
 */
export const IMPLEMENTED_GATES: ReadonlySet<string> = new Set([
  'ClusterTrustBundleProjection',
  'ContainerRestartRules',
  'DynamicResourceAllocation',
  'EnvFiles',
  'HostnameOverride',
  'ImageVolume',
  'InPlacePodLevelResourcesVerticalScaling',
  'MutablePodResourcesForSuspendedJobs',
  'MutableSchedulingDirectivesForSuspendedJobs',
  'PodCertificateRequest',
  'PodDeletionCost',
  'PodLevelResources',
  'PodLevelResourcesFixDefaulting',
  'PodLevelResourcesFixKubeletQOSClass',
  'RestartAllContainersOnContainerExits',
  'SELinuxMount',
  'TaintTolerationComparisonOperators',
])
