/**
 * The cluster-profile flags every command that validates, creates or
 * simulates takes: `--kubernetes-version` (else `$K8S_JOBS_KUBERNETES_VERSION`),
 * `--allow-privileged[=false]` and `--feature-gates=A=true,B=false`, read
 * as kube-apiserver reads its own flags and checked against every gate of
 * the version (`resolveClusterProfile`, Kubernetes' messages), then against
 * what the library implements. A bad value is a usage error (exit 2).
 *
 * @module
 */
import * as E from '../wire/either'
import { formatFieldError } from '../field/index'
import { resolveClusterProfile } from '../profile/cluster-profile'
import { resolveProfile, type ResolvedClusterProfile } from '../profile/resolve'
import { isPreviewVersion, PREVIEW_KUBERNETES_VERSIONS, SUPPORTED_KUBERNETES_VERSIONS } from '../profile/versions'
import { listFlag, stringFlag, usageError, type FlagSpec, type ParsedArgs, type UsageError } from './args'
import type { Host } from './host'

/** The three flags, for a command's flag list. */
export const PROFILE_FLAGS: readonly FlagSpec[] = [
  { name: 'kubernetes-version', kind: 'string' },
  { name: 'allow-privileged', kind: 'optional-value' },
  { name: 'feature-gates', kind: 'list' },
  { name: 'preview-version', kind: 'boolean' },
]

/** The `--help` lines of the three flags. */
export const PROFILE_HELP = `      --kubernetes-version string
                           the cluster's Kubernetes version: ${SUPPORTED_KUBERNETES_VERSIONS.join(', ')}
                           ('v1.37' and '1.37.2' read as 1.37; default: $K8S_JOBS_KUBERNETES_VERSION,
                           else ${SUPPORTED_KUBERNETES_VERSIONS[SUPPORTED_KUBERNETES_VERSIONS.length - 1]})
      --allow-privileged[=false]
                           the API server's --allow-privileged (default true, as kubeadm, kind,
                           minikube, k3s, GKE, EKS and AKS run it); false refuses privileged containers
      --feature-gates list the API server's --feature-gates, e.g. A=true,B=false; repeatable
      --preview-version    accept a preview version (${PREVIEW_KUBERNETES_VERSIONS.join(', ')}): its answers
                           still differ from that server in the ways docs/versions.md lists`

/** Go's `strconv.ParseBool`. */
const parseBool = (s: string): boolean | undefined =>
  ['1', 't', 'T', 'TRUE', 'true', 'True'].includes(s)
    ? true
    : ['0', 'f', 'F', 'FALSE', 'false', 'False'].includes(s)
      ? false
      : undefined

/**
 * `--feature-gates` values as kube-apiserver's flag parses them
 * (`featuregate.Set`): comma-separated `name=bool`, blanks trimmed, empty
 * items skipped; a later value of a name wins.
 */
export const parseFeatureGates = (values: readonly string[]): Array<readonly [string, boolean]> | UsageError => {
  const gates = new Map<string, boolean>()
  for (const value of values)
    for (const item of value.split(',')) {
      if (item.length === 0) continue
      const eq = item.indexOf('=')
      const name = (eq < 0 ? item : item.slice(0, eq)).trim()
      if (eq < 0) return usageError(`invalid value for --feature-gates: missing bool value for ${name}`)
      const text = item.slice(eq + 1).trim()
      const v = parseBool(text)
      if (v === undefined)
        return usageError(
          `invalid value for --feature-gates: invalid value of ${name}=${text}, err: strconv.ParseBool: parsing "${text}": invalid syntax`,
        )
      gates.set(name, v)
    }
  return [...gates]
}

/** The profile of a command line, or the usage error that says what is wrong with it. */
export const profileOf = (args: ParsedArgs, host: Host): ResolvedClusterProfile | UsageError => {
  const flag = stringFlag(args, 'kubernetes-version')
  const version = flag ?? host.env['K8S_JOBS_KUBERNETES_VERSION']
  const allow = stringFlag(args, 'allow-privileged')
  const allowPrivileged = allow === undefined ? true : parseBool(allow)
  if (allowPrivileged === undefined)
    return usageError(`invalid value "${allow}" for --allow-privileged: want true or false`)
  const gates = parseFeatureGates(listFlag(args, 'feature-gates'))
  if (!Array.isArray(gates)) return gates
  const profile = {
    ...(version === undefined || version === '' ? {} : { kubernetesVersion: version }),
    ...(args.flags['preview-version'] === true ? { preview: true } : {}),
    allowPrivileged,
    featureGates: Object.fromEntries(gates),
  }
  const source = (field: string): string =>
    field === 'profile.kubernetesVersion'
      ? flag === undefined
        ? 'K8S_JOBS_KUBERNETES_VERSION'
        : '--kubernetes-version'
      : '--feature-gates'
  const checked = resolveClusterProfile(profile)
  const resolved = E.isLeft(checked) ? checked : resolveProfile(checked.right)
  if (E.isLeft(resolved)) {
    const first = resolved.left[0]
    if (first === undefined) return usageError('invalid cluster profile')
    const detail =
      first.field === 'profile.kubernetesVersion'
        ? `invalid value "${String(first.badValue)}" for ${source(first.field)}: supported versions: ${SUPPORTED_KUBERNETES_VERSIONS.join(', ')} (with --preview-version also ${PREVIEW_KUBERNETES_VERSIONS.join(', ')})`
        : `invalid value for ${source(first.field)}: ${first.field === 'profile.featureGates' ? first.detail : formatFieldError(first).replace(/^profile\.featureGates\./, '')}`
    return usageError(detail)
  }
  return resolved.right
}

/** How a report names the profile: `Kubernetes 1.37`, then the non-default settings. */
export const profileLabel = (p: ResolvedClusterProfile): string => {
  const gates = Object.keys(p.featureGates)
    .sort()
    .map((n) => `${n}=${p.featureGates[n]}`)
  return [
    `Kubernetes ${p.kubernetesVersion}${isPreviewVersion(p.kubernetesVersion) ? ' (preview)' : ''}`,
    ...(p.allowPrivileged ? [] : ['--allow-privileged=false']),
    ...(gates.length === 0 ? [] : [`--feature-gates=${gates.join(',')}`]),
  ].join(', ')
}
