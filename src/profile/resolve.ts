/**
 * The cluster profile: which Kubernetes minor, `--allow-privileged` and
 * `--feature-gates` the answers are computed for, read from untrusted
 * options (own data properties only) into a resolved profile, or field
 * errors at `profile.*` that say what is wrong. Never throws.
 *
 * This resolver is the one every API function runs (`createJob`,
 * `validateJob`, …). It knows only the gates that Job and pod-template code
 * paths read ({@link jobPathGates}), so a gate outside them is refused with
 * a pointer to {@link resolveClusterProfile}, which knows every gate of the
 * version and answers with the Kubernetes components' own messages.
 *
 * @module
 */
import type { FieldError } from '../field/index'
import * as E from '../wire/either'
import { safeOptions } from '../wire/guard'
import { IMPLEMENTED_GATES, jobPathGates } from './gate-table'
import {
  DEFAULT_KUBERNETES_VERSION,
  isPreviewVersion,
  PREVIEW_KUBERNETES_VERSIONS,
  previewFlag,
  SUPPORTED_KUBERNETES_VERSIONS,
  supportedVersion,
  type KubernetesVersion,
} from './versions'

/**
 * The cluster the answers are for. Every field is optional:
 *
 * - `kubernetesVersion`: `'1.37'`, `'v1.37'` or `'1.37.2'` (read as the
 *   minor); default `'1.37'`. The minors of
 *   `SUPPORTED_KUBERNETES_VERSIONS` are accepted; those of
 *   `PREVIEW_KUBERNETES_VERSIONS` only with `preview: true`.
 * - `preview`: `true` accepts a preview minor (1.33), whose answers
 *   still differ from that minor's server in the ways docs/versions.md
 *   lists; default `false`.
 * - `allowPrivileged`: the API server's `--allow-privileged`; default
 *   `true`, as kubeadm, kind, minikube, k3s, GKE, EKS and AKS start it.
 *   `false` rejects privileged containers and Windows HostProcess pods
 *   (`Forbidden: disallowed by cluster policy`).
 * - `featureGates`: `--feature-gates` overrides, e.g.
 *   `{ MutablePodResourcesForSuspendedJobs: false }`; every other gate
 *   keeps the version's default.
 *
 * @example
 * const p: ClusterProfile = { kubernetesVersion: 'v1.37.2', allowPrivileged: false }
 */
export interface ClusterProfile {
  readonly kubernetesVersion?: string
  readonly allowPrivileged?: boolean
  readonly featureGates?: Readonly<Record<string, boolean>>
  readonly preview?: boolean
}

/**
 * A profile with every choice made: the minor, the flag, and the gate
 * overrides that were given (a gate not listed has its default).
 *
 * @example
 * const r: ResolvedClusterProfile = { kubernetesVersion: '1.37', allowPrivileged: true, featureGates: {} }
 */
export interface ResolvedClusterProfile {
  readonly kubernetesVersion: KubernetesVersion
  readonly allowPrivileged: boolean
  readonly featureGates: Readonly<Record<string, boolean>>
  /** `true` for a preview minor, so that the resolved profile is accepted again as a profile. */
  readonly preview?: true
}

/**
 * The profile of an absent `profile` option: Kubernetes 1.37,
 * `--allow-privileged=true`, every gate at its default.
 *
 * @example
 * DEFAULT_CLUSTER_PROFILE.allowPrivileged // true
 */
export const DEFAULT_CLUSTER_PROFILE: ResolvedClusterProfile = Object.freeze({
  kubernetesVersion: DEFAULT_KUBERNETES_VERSION,
  allowPrivileged: true,
  featureGates: Object.freeze(Object.create(null) as Record<string, boolean>),
})

/** Go's `%q` of a plain ASCII-ish string, enough for the values named in these errors. */
const quoted = (s: string): string => JSON.stringify(s)

/**
 * The error for a version that is not supported, naming the supported ones
 * (and the previews, accepted with `preview: true`).
 *
 * @example
 * unsupportedVersion('1.32').detail
 * // 'supported values: "1.34", "1.35", "1.36", "1.37" (with preview: true also "1.33")'
 */
export const unsupportedVersion = (given: unknown): FieldError => ({
  type: 'FieldValueNotSupported',
  field: 'profile.kubernetesVersion',
  badValue: given,
  detail:
    `supported values: ${SUPPORTED_KUBERNETES_VERSIONS.map(quoted).join(', ')} ` +
    `(with preview: true also ${PREVIEW_KUBERNETES_VERSIONS.map(quoted).join(', ')})`,
})

const invalid = (field: string, badValue: unknown, detail: string): FieldError => ({
  type: 'FieldValueInvalid',
  field,
  badValue,
  detail,
})

/** What the profile reads: the version, the flag and the raw gates, or the errors so far. */
interface Parts {
  readonly errors: FieldError[]
  readonly version: KubernetesVersion
  readonly allowPrivileged: boolean
  readonly gates: ReadonlyArray<readonly [string, boolean]>
}

/**
 * Reads the profile's three fields as plain data (own data properties; a
 * value of the wrong type is an error, never a silent default). Gate names
 * come sorted, so errors come in a stable order.
 *
 * @example
 * readProfileParts({ allowPrivileged: false }).allowPrivileged // false
 */
export const readProfileParts = (profile: unknown): Parts => {
  const errors: FieldError[] = []
  if (profile === undefined || profile === null)
    return { errors, version: DEFAULT_KUBERNETES_VERSION, allowPrivileged: true, gates: [] }
  const o = safeOptions(profile) as Record<string, unknown> | undefined
  if (o === undefined || Array.isArray(o)) {
    errors.push(invalid('profile', typeof profile, 'must be an object'))
    return { errors, version: DEFAULT_KUBERNETES_VERSION, allowPrivileged: true, gates: [] }
  }
  let version: KubernetesVersion = DEFAULT_KUBERNETES_VERSION
  const v = o['kubernetesVersion']
  if (v !== undefined) {
    const s = typeof v === 'string' ? supportedVersion(v) : undefined
    if (s === undefined) errors.push(unsupportedVersion(v))
    else version = s
  }
  const preview = o['preview']
  if (preview !== undefined && typeof preview !== 'boolean')
    errors.push(invalid('profile.preview', preview, 'must be a boolean'))
  else if (preview !== true && isPreviewVersion(version)) {
    errors.push(unsupportedVersion(v))
    version = DEFAULT_KUBERNETES_VERSION
  }
  const a = o['allowPrivileged']
  if (a !== undefined && typeof a !== 'boolean') errors.push(invalid('profile.allowPrivileged', a, 'must be a boolean'))
  const g = o['featureGates']
  const gates: Array<readonly [string, boolean]> = []
  if (g !== undefined && g !== null) {
    if (typeof g !== 'object' || Array.isArray(g))
      errors.push(invalid('profile.featureGates', typeof g, 'must be an object of gate names to booleans'))
    else
      for (const name of Object.keys(g).sort()) {
        const value = (g as Record<string, unknown>)[name]
        if (typeof value === 'boolean') gates.push([name, value])
        else errors.push(invalid(`profile.featureGates.${name}`, value, 'must be a boolean'))
      }
  }
  return { errors, version, allowPrivileged: a !== false, gates }
}

/**
 * Builds the resolved profile from parts whose gates were checked.
 *
 * @example
 * resolvedFrom({ errors: [], version: '1.37', allowPrivileged: true, gates: [] }).featureGates // {}
 */
export const resolvedFrom = (parts: Parts): ResolvedClusterProfile => {
  if (parts.allowPrivileged && parts.gates.length === 0 && parts.version === DEFAULT_KUBERNETES_VERSION)
    return DEFAULT_CLUSTER_PROFILE
  const featureGates = Object.create(null) as Record<string, boolean>
  for (const [name, value] of parts.gates) featureGates[name] = value
  return {
    kubernetesVersion: parts.version,
    allowPrivileged: parts.allowPrivileged,
    featureGates,
    ...previewFlag(parts.version),
  }
}

/**
 * Go's `SetFromMap` text for a locked gate set to the other value.
 *
 * @example
 * lockedGateDetail('JobManagedBy', false, true)
 * // 'cannot set feature gate JobManagedBy to false, feature is locked to true'
 */
export const lockedGateDetail = (name: string, value: boolean, locked: boolean): string =>
  `cannot set feature gate ${name} to ${value}, feature is locked to ${locked}`

/**
 * Resolves a profile for the Job and pod-template functions (see the
 * module comment). Errors, each at `profile.*`:
 *
 * - `kubernetesVersion` not supported: `Unsupported value: "1.32":
 *   supported values: "1.34", "1.35", "1.36", "1.37" (with preview: true also "1.33")`, and a
 *   preview minor without `preview: true`;
 * - a value of the wrong type;
 * - a locked gate set to the other value: Kubernetes' `cannot set feature
 *   gate JobManagedBy to false, feature is locked to true`;
 * - a gate that Job and pod-template paths do not read (or that is not a
 *   gate of the version): use {@link resolveClusterProfile} first, which
 *   checks it against every gate and keeps only the ones read here;
 * - a gate set to the value other than its default whose behaviour the
 *   library does not implement (it would otherwise answer as if unset).
 *
 * @example
 * resolveProfile(undefined) // right(DEFAULT_CLUSTER_PROFILE)
 * resolveProfile({ kubernetesVersion: '1.32' })
 * // left([{ type: 'FieldValueNotSupported', field: 'profile.kubernetesVersion', badValue: '1.32', detail: 'supported values: "1.34", "1.35", "1.36", "1.37" (with preview: true also "1.33")' }])
 */
export const resolveProfile = (profile: unknown): E.Either<FieldError[], ResolvedClusterProfile> => {
  if (profile === undefined || profile === null) return E.right(DEFAULT_CLUSTER_PROFILE)
  const parts = readProfileParts(profile)
  const errors = parts.errors
  if (parts.gates.length > 0) {
    const table = jobPathGates(parts.version)
    for (const [name, value] of parts.gates) {
      const spec = table.get(name)
      const field = `profile.featureGates.${name}`
      if (spec === undefined)
        errors.push(
          invalid(
            field,
            value,
            `not a gate that Job or pod template answers read in Kubernetes ${parts.version} ` +
              '(or not a gate at all): check the whole gate list with resolveClusterProfile, which keeps only these',
          ),
        )
      else if (value !== spec.default && spec.locked)
        errors.push(invalid(field, value, lockedGateDetail(name, value, spec.default)))
      else if (
        value !== spec.default &&
        (!IMPLEMENTED_GATES.has(name) ||
          // Off while PodLevelResources is on, templates' pod-level requests are defaulted (not implemented).
          (name === 'PodLevelResourcesFixDefaulting' &&
            parts.gates.find(([n]) => n === 'PodLevelResources')?.[1] !== false))
      )
        errors.push(
          invalid(
            field,
            value,
            `k8s-jobs-core does not implement ${name}=${value} yet; it answers only with the Kubernetes ` +
              `${parts.version} default, ${name}=${spec.default}`,
          ),
        )
    }
  }
  return errors.length > 0 ? E.left(errors) : E.right(resolvedFrom(parts))
}

/**
 * Whether a gate is on in a resolved profile: its override, else its
 * default at the profile's version (`false` for a gate the version's Job
 * paths do not read).
 *
 * @example
 * gateEnabled(DEFAULT_CLUSTER_PROFILE, 'MutablePodResourcesForSuspendedJobs') // true
 */
export const gateEnabled = (profile: ResolvedClusterProfile, name: string): boolean => {
  const set = Object.hasOwn(profile.featureGates, name) ? profile.featureGates[name] : undefined
  return set ?? jobPathGates(profile.kubernetesVersion).get(name)?.default ?? false
}
