/**
 * The rest of `GetWarningsForPodTemplate` (`pkg/api/pod/warnings.go`):
 * fractional byte quantities of an ephemeral volume's claim template and of
 * `overhead`, overlapping paths inside a configMap, secret, downwardAPI or
 * projected volume, and the seccomp and AppArmor annotations that have no
 * matching field. Each function answers one part in upstream's order
 * within it; `dry-run-warnings.ts` puts the parts in upstream's order.
 *
 * @module
 */
import { quantityMilliValue } from '../core/quantity/index'
import { quantityToString } from '../core/quantity/canonical'
import type * as core from '../core/generated/model'
import { goQuote } from '../field/go-format'
import type { GoMap, Quantity } from '../wire/values'
import { LATEST_MINOR, MINOR_RULES } from '../profile/minor-rules'

const fractional = (quantities: GoMap<Quantity> | undefined, name: string, path: string): string[] => {
  const q = quantities !== undefined && Object.hasOwn(quantities, name) ? quantities[name] : undefined
  return q !== undefined && quantityMilliValue(q) % 1000n !== 0n
    ? [`${path}[${name}]: fractional byte value ${goQuote(quantityToString(q))} is invalid, must be an integer`]
    : []
}

/**
 * A fractional `storage` request or limit in an ephemeral volume's claim template.
 *
 * @example
 * declare const v: core.Volume // ephemeral.volumeClaimTemplate.spec.resources.requests.storage: '1.5'
 * claimTemplateWarnings(v, 'spec.template.spec.volumes[0]')
 * // ['spec.template.spec.volumes[0].ephemeral.volumeClaimTemplate.spec.resources.requests[storage]: fractional byte value "1500m" is invalid, must be an integer']
 */
export const claimTemplateWarnings = (v: core.Volume, path: string): string[] => {
  const template = v.ephemeral?.volumeClaimTemplate
  if (template === undefined) return []
  const at = `${path}.ephemeral.volumeClaimTemplate.spec.resources`
  const { requests, limits } = template.spec.resources
  return [...fractional(requests, 'storage', `${at}.requests`), ...fractional(limits, 'storage', `${at}.limits`)]
}

/**
 * Fractional `memory` and `ephemeral-storage` in the pod's `overhead`.
 *
 * @example
 * declare const spec: core.PodSpec // overhead: { memory: '1500m' }
 * overheadWarnings(spec, 'spec.template.spec')
 * // ['spec.template.spec.overhead[memory]: fractional byte value "1500m" is invalid, must be an integer']
 */
export const overheadWarnings = (spec: core.PodSpec, at: string): string[] => [
  ...fractional(spec.overhead, 'memory', `${at}.overhead`),
  ...fractional(spec.overhead, 'ephemeral-storage', `${at}.overhead`),
]

interface Located {
  readonly path: string
  readonly source: string
}

const located = ({ path, source }: Located): string => (source === '' ? goQuote(path) : `${goQuote(path)} (${source})`)

/** A path without its trailing slashes. */
const trimmed = (p: string): string => {
  let end = p.length
  while (end > 0 && p.charCodeAt(end - 1) === 47) end--
  return p.slice(0, end)
}

/** The earlier paths that `needle` equals, contains or lies in (none for an empty path). */
const collisions = (haystack: readonly Located[], needle: Located): Located[] => {
  if (needle.path === '') return []
  const b = `${needle.path}/`
  return haystack.filter((item) => {
    if (item.path === '') return false
    const a = `${item.path}/`
    return a.startsWith(b) || b.startsWith(a)
  })
}

/** Each path (trailing slashes trimmed) against those before it, appended to `seen`: `"now" with "before"` per collision. */
const overlaps = (paths: readonly Located[], seen: Located[] = []): string[] => {
  const out: string[] = []
  for (const p of paths) {
    const now = { path: trimmed(p.path), source: p.source }
    for (const before of collisions(seen, now)) out.push(`${located(now)} with ${located(before)}`)
    seen.push(now)
  }
  return out
}

const itemPaths = (items: readonly { readonly path: string }[], source: string): Located[] =>
  items.map((i) => ({ path: i.path, source }))

const isEmptyProjection = (s: core.VolumeProjection): boolean =>
  s.configMap === undefined &&
  s.secret === undefined &&
  s.downwardAPI === undefined &&
  s.serviceAccountToken === undefined &&
  s.clusterTrustBundle === undefined &&
  s.podCertificate === undefined

/** The paths one projection source writes (upstream takes the first source kind that has paths; undefined: none has). */
const projectionPaths = (s: core.VolumeProjection): Located[] | undefined => {
  if (s.configMap?.items !== undefined) return itemPaths(s.configMap.items, `ConfigMap ${goQuote(s.configMap.name)}`)
  if (s.secret?.items !== undefined) return itemPaths(s.secret.items, `Secret ${goQuote(s.secret.name)}`)
  if (s.downwardAPI?.items !== undefined) return itemPaths(s.downwardAPI.items, 'DownwardAPI')
  if (s.serviceAccountToken !== undefined) return [{ path: s.serviceAccountToken.path, source: 'ServiceAccountToken' }]
  const bundle = s.clusterTrustBundle
  if (bundle !== undefined)
    return [{ path: bundle.path, source: `ClusterTrustBundle ${goQuote(bundle.name ?? bundle.signerName ?? '')}` }]
  const cert = s.podCertificate
  if (cert === undefined) return undefined
  const out: Located[] = []
  if (cert.certificateChainPath !== '') out.push({ path: cert.certificateChainPath, source: 'PodCertificate chain' })
  if (cert.keyPath !== '') out.push({ path: cert.keyPath, source: 'PodCertificate key' })
  if (cert.credentialBundlePath !== '')
    out.push({ path: cert.credentialBundlePath, source: 'PodCertificate credential bundle' })
  return out
}

/**
 * Paths of one volume that overlap (one equals or lies inside another):
 * among a configMap's, a secret's or a downwardAPI's items, and across the
 * sources of a projected volume; a projected source with nothing set.
 * Before 1.34 (`minor` below `projectedPathsPerSource`) a projected source
 * whose kind has no paths (a configMap without `items`) repeats the previous
 * source's paths, which then overlap themselves, as 1.33's server does.
 *
 * @example
 * declare const spec: core.PodSpec // volumes: [{ name: 'v', configMap: { name: 'c', items: [{ key: 'a', path: 'x' }, { key: 'b', path: 'x/y' }] } }]
 * overlappingPathWarnings(spec)
 * // ['volume "v" (ConfigMap "c"): overlapping paths: "x/y" with "x"']
 */
export const overlappingPathWarnings = (spec: core.PodSpec, minor: number = LATEST_MINOR): string[] => {
  const carry = minor < MINOR_RULES.projectedPathsPerSource
  const out: string[] = []
  const warn = (v: core.Volume, what: string, body: string) =>
    out.push(`volume ${goQuote(v.name)} (${what}): overlapping paths: ${body}`)
  for (const v of spec.volumes ?? []) {
    const lists: [string, Located[] | undefined][] = [
      [`ConfigMap ${goQuote(v.configMap?.name ?? '')}`, v.configMap?.items && itemPaths(v.configMap.items, '')],
      [`Secret ${goQuote(v.secret?.secretName ?? '')}`, v.secret?.items && itemPaths(v.secret.items, '')],
      ['DownwardAPI', v.downwardAPI?.items && itemPaths(v.downwardAPI.items, '')],
    ]
    for (const [what, paths] of lists) {
      if (paths === undefined) continue
      for (const body of overlaps(paths)) warn(v, what, body)
    }
    if (v.projected === undefined) continue
    const seen: Located[] = []
    let previous: Located[] = []
    for (const s of v.projected.sources ?? []) {
      if (isEmptyProjection(s)) {
        out.push(`volume ${goQuote(v.name)} (Projected) has no sources provided`)
        continue
      }
      const own = projectionPaths(s)
      const paths = own ?? (carry ? previous : [])
      previous = paths
      for (const body of overlaps(paths, seen)) warn(v, 'Projected', body)
    }
  }
  return out
}

/** The AppArmor profile an annotation value stands for (`ApparmorFieldForAnnotation`). */
const appArmorOf = (annotation: string): core.AppArmorProfile | undefined => {
  if (annotation === 'runtime/default') return { type: 'RuntimeDefault', localhostProfile: undefined }
  if (annotation === 'unconfined') return { type: 'Unconfined', localhostProfile: undefined }
  if (annotation.startsWith('localhost/'))
    return { type: 'Localhost', localhostProfile: annotation.slice('localhost/'.length) }
  return undefined
}

const sameAppArmor = (a: core.AppArmorProfile, b: core.AppArmorProfile | undefined): boolean =>
  b !== undefined && a.type === b.type && a.localhostProfile === b.localhostProfile

const SECCOMP_POD = 'seccomp.security.alpha.kubernetes.io/pod'
const SECCOMP_CONTAINER = 'container.seccomp.security.alpha.kubernetes.io/'
const APPARMOR_CONTAINER = 'container.apparmor.security.beta.kubernetes.io/'
const SECCOMP_FIELD = 'non-functional in v1.27+; use the "seccompProfile" field instead'

const annotation = (annotations: GoMap<string> | undefined, key: string): string | undefined =>
  annotations !== undefined && Object.hasOwn(annotations, key) ? annotations[key] : undefined

/**
 * The pod seccomp annotation without `securityContext.seccompProfile`.
 *
 * @example
 * declare const template: core.PodTemplateSpec // annotations: { 'seccomp.security.alpha.kubernetes.io/pod': 'runtime/default' }
 * podSeccompWarnings(template, 'spec.template')
 * // ['spec.template.metadata.annotations[seccomp.security.alpha.kubernetes.io/pod]: non-functional in v1.27+; use the "seccompProfile" field instead']
 */
export const podSeccompWarnings = (template: core.PodTemplateSpec, base: string): string[] =>
  template.spec.securityContext?.seccompProfile === undefined &&
  annotation(template.metadata.annotations, SECCOMP_POD) !== undefined
    ? [`${base}.metadata.annotations[${SECCOMP_POD}]: ${SECCOMP_FIELD}`]
    : []

/**
 * A container's seccomp and AppArmor annotations without the matching field
 * (an AppArmor annotation that equals the pod's profile is not reported).
 *
 * @example
 * declare const template: core.PodTemplateSpec
 * declare const c: core.Container // name 'main', annotation container.seccomp.security.alpha.kubernetes.io/main
 * containerAnnotationWarnings(template, c, 'spec.template')
 */
export const containerAnnotationWarnings = (
  template: core.PodTemplateSpec,
  c: { readonly name: string; readonly securityContext: core.SecurityContext | undefined },
  base: string,
): string[] => {
  const out: string[] = []
  const annotations = template.metadata.annotations
  const seccompKey = `${SECCOMP_CONTAINER}${c.name}`
  if (c.securityContext?.seccompProfile === undefined && annotation(annotations, seccompKey) !== undefined)
    out.push(`${base}.metadata.annotations[${seccompKey}]: ${SECCOMP_FIELD}`)
  const appArmorKey = `${APPARMOR_CONTAINER}${c.name}`
  const value = annotation(annotations, appArmorKey)
  if (c.securityContext?.appArmorProfile === undefined && value !== undefined) {
    const pod = template.spec.securityContext?.appArmorProfile
    if (pod === undefined || !sameAppArmor(pod, appArmorOf(value)))
      out.push(
        `${base}.metadata.annotations[${appArmorKey}]: deprecated since v1.30; use the "appArmorProfile" field instead`,
      )
  }
  return out
}
