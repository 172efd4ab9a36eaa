/**
 * The cluster trust bundle and pod certificate sources of a projected
 * volume (both GA at v1.37, so validated): names or signer names, label
 * selectors, paths that claim a place in the volume, key types and
 * lifetimes; and `ValidateSignerName`.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { goQuote } from '../../field/go-format'
import { goToLower } from '../../field/go-lower'
import { utf8Length } from '../../field/utf8'
import { isDNS1123Label, isDNS1123Subdomain, isQualifiedName, validateLabelSelector } from '../../labels/index'
import type * as core from '../generated/model'
import { ClusterTrustBundleProjectionSchema } from '../generated/volume-schema'
import { LabelSelectorSchema } from '../generated/meta-schema'
import { marshalWire } from '../../wire/marshal'
import { internalGoValue } from '../../wire/internal-render'
import { LATEST_MINOR } from '../../profile/minor-rules'
import { encodeStruct } from '../../wire/encode'
import { struct } from '../../wire/schema'
import { TOTAL_ANNOTATION_SIZE_LIMIT_BYTES } from './annotations'
import { characters, child, inclusiveRange, invalid, notSupported, required, tooLong } from './errors'
import { nameIsDNSSubdomain } from './object-names'
import { localNonReservedPath } from './paths'
import { pushAll } from '../../wire/push-all'

/**
 * Records a file path of the volume; false when another source already wrote it.
 *
 * @example
 * const seen = new Set<string>()
 * const claim: ClaimPath = (f) => !seen.has(f) && seen.add(f) !== undefined
 */
export type ClaimPath = (file: string) => boolean

const user = (u: number | undefined, path: string): FieldError[] =>
  u === undefined || (u >= 0 && u <= 2147483647) ? [] : [invalid(path, u, inclusiveRange(0, 2147483647))]

/**
 * `ValidateSignerName`: `<domain>/<path>`, a domain of DNS labels with at
 * least one dot, a path of DNS subdomains, within the length limits.
 *
 * @example
 * validateSignerName('s', 'example.com/x') // []
 * validateSignerName('s', 'x')[0]?.detail // "must be a fully qualified domain and path of the form 'example.com/signer-name'"
 */
export const validateSignerName = (path: string, signerName: string): FieldError[] => {
  if (signerName.length === 0) return [required(path)]
  const segments = signerName.split('/')
  if (segments.length !== 2)
    return [
      invalid(path, signerName, "must be a fully qualified domain and path of the form 'example.com/signer-name'"),
    ]
  const [domain, rest] = segments as [string, string]
  const errs: FieldError[] = []
  if (utf8Length(domain) > 253) errs.push(tooLong(path, 253))
  const labels = domain.split('.')
  for (const l of labels) {
    // apimachinery's IsDNS1123Label here: its length message counts characters
    const msgs = characters(isDNS1123Label(l))
    if (msgs.length === 0) continue
    for (const m of msgs) errs.push(invalid(path, domain, `validating label ${goQuote(l)}: ${m}`))
    break
  }
  if (labels.length < 2)
    errs.push(invalid(path, domain, 'should be a domain with at least two segments separated by dots'))
  for (const l of rest.split('.')) {
    const msgs = characters(isDNS1123Subdomain(l))
    if (msgs.length === 0) continue
    for (const m of msgs) errs.push(invalid(path, rest, `validating label ${goQuote(l)}: ${m}`))
    break
  }
  if (utf8Length(signerName) > 253 + 253 + 63 + 1 + 1) errs.push(tooLong(path, 571))
  return errs
}

/** `ValidateClusterTrustBundleName(signer)(name)`: the messages. */
const bundleNameErrors = (name: string): string[] => {
  const cut = name.lastIndexOf(':')
  if (cut < 0) return nameIsDNSSubdomain(name, false)
  const signer = name.slice(0, cut).replaceAll(':', '/')
  if (signer === '')
    return name.includes(':') ? ['ClusterTrustBundle without signer name must not have ":" in its name'] : []
  const prefix = `${signer.replaceAll('/', ':')}:`
  if (!name.startsWith(prefix))
    return [`ClusterTrustBundle for signerName ${signer} must be named with prefix ${prefix}`]
  return nameIsDNSSubdomain(name.slice(prefix.length), false)
}

const SELECTOR = /* @__PURE__ */ struct(() => LabelSelectorSchema, 'v1.LabelSelector', true)
const BUNDLE = /* @__PURE__ */ struct(
  () => ClusterTrustBundleProjectionSchema,
  'core.ClusterTrustBundleProjection',
  true,
)

/**
 * A `clusterTrustBundle` projection at `path` (`…sources[i].clusterTrustBundle`);
 * a duplicate path is reported at `volumePath`.
 *
 * @example
 * validateClusterTrustBundle({ path: 'x' } as core.ClusterTrustBundleProjection, 'b', 'v', () => true)[0]?.detail
 * // 'either name or signerName must be specified'
 */
export const validateClusterTrustBundle = (
  b: core.ClusterTrustBundleProjection,
  path: string,
  volumePath: string,
  claim: ClaimPath,
  minor = LATEST_MINOR,
): FieldError[] => {
  const errs: FieldError[] = []
  if (b.name !== undefined && b.signerName !== undefined) {
    const wire = encodeStruct(ClusterTrustBundleProjectionSchema, b, { emptyCollections: 'keep' })
    const { value, text } = internalGoValue(BUNDLE, wire, minor)
    errs.push({ ...invalid(path, value, 'only one of name and signerName may be used'), badValueText: text })
  } else if (b.name !== undefined) {
    if (b.name === '') errs.push(required(child(path, 'name'), 'must be a valid object name'))
    for (const m of bundleNameErrors(b.name))
      errs.push(invalid(child(path, 'name'), b.name, `not a valid clustertrustbundlename: ${m}`))
    if (b.labelSelector !== undefined) {
      const value = encodeStruct(LabelSelectorSchema, b.labelSelector)
      errs.push({
        ...invalid(child(path, 'labelSelector'), value, 'labelSelector must be unset if name is specified'),
        badValueText: marshalWire(SELECTOR, value),
      })
    }
  } else if (b.signerName !== undefined) {
    if (b.signerName === '') errs.push(required(child(path, 'signerName'), 'must be a valid signer name'))
    pushAll(errs, validateSignerName(child(path, 'signerName'), b.signerName))
    pushAll(errs, validateLabelSelector(b.labelSelector, child(path, 'labelSelector')))
  } else errs.push(required(path, 'either name or signerName must be specified'))
  if (b.path === '') errs.push(required(child(path, 'path')))
  pushAll(errs, user(b.user, child(path, 'user')))
  pushAll(errs, localNonReservedPath(b.path, child(path, 'path')))
  if (!claim(b.path)) errs.push(invalid(volumePath, b.path, 'conflicting duplicate paths'))
  return errs
}

const KEY_TYPES = ['RSA3072', 'RSA4096', 'ECDSAP256', 'ECDSAP384', 'ECDSAP521', 'ED25519']

/** `IsKubernetesSignerName`. */
const isKubernetesSigner = (signerName: string): boolean => {
  const slash = signerName.indexOf('/')
  const host = slash < 0 ? signerName : signerName.slice(0, slash)
  return host === 'kubernetes.io' || host.endsWith('.kubernetes.io')
}

/** `ValidateUserAnnotations`: domain-prefixed keys (case-insensitive), the annotation size limit. */
const userAnnotations = (a: Readonly<Record<string, string>>, path: string): FieldError[] => {
  const errs: FieldError[] = []
  let total = 0
  for (const k of Object.keys(a)) {
    const key = goToLower(k)
    total += utf8Length(k) + utf8Length(a[k] ?? '')
    if (key.length === 0) {
      errs.push(required(path))
      continue
    }
    const msgs = isQualifiedName(key)
    for (const m of msgs) errs.push(invalid(path, key, m))
    if (msgs.length === 0 && key.split('/').length !== 2)
      errs.push(invalid(path, key, 'must be a domain-prefixed key (such as "acme.io/foo")'))
  }
  if (total > TOTAL_ANNOTATION_SIZE_LIMIT_BYTES) errs.push(tooLong(path, TOTAL_ANNOTATION_SIZE_LIMIT_BYTES))
  return errs
}

/**
 * A `podCertificate` projection at `path`; duplicate paths are reported at `volumePath`.
 *
 * @example
 * validatePodCertificate({ signerName: 'example.com/s', keyType: 'ED25519', credentialBundlePath: 'c', keyPath: '', certificateChainPath: '' } as core.PodCertificateProjection, 'p', 'v', () => true)
 * // []
 */
export const validatePodCertificate = (
  c: core.PodCertificateProjection,
  path: string,
  volumePath: string,
  claim: ClaimPath,
): FieldError[] => {
  const errs = validateSignerName(child(path, 'signerName'), c.signerName)
  if (c.userAnnotations !== undefined) pushAll(errs, userAnnotations(c.userAnnotations, child(path, 'userAnnotations')))
  pushAll(errs, user(c.user, child(path, 'user')))
  if (!KEY_TYPES.includes(c.keyType)) errs.push(notSupported(child(path, 'keyType'), c.keyType, KEY_TYPES))
  const max = c.maxExpirationSeconds
  if (max !== undefined) {
    const mp = child(path, 'maxExpirationSeconds')
    if (max < 3600) errs.push(invalid(mp, max, 'if provided, maxExpirationSeconds must be >= 3600'))
    const limit = isKubernetesSigner(c.signerName) ? 24 * 60 * 60 : 91 * 24 * 60 * 60
    if (max > limit) errs.push(invalid(mp, max, `if provided, maxExpirationSeconds must be <= ${limit}`))
  }
  let paths = 0
  for (const [f, file] of [
    ['credentialBundlePath', c.credentialBundlePath],
    ['keyPath', c.keyPath],
    ['certificateChainPath', c.certificateChainPath],
  ] as const) {
    if (file.length === 0) continue
    paths++
    pushAll(errs, localNonReservedPath(file, child(path, f)))
    if (!claim(file)) errs.push(invalid(volumePath, file, 'conflicting duplicate paths'))
  }
  if (paths === 0)
    errs.push(required(path, 'specify at least one of credentialBundlePath, keyPath, and certificateChainPath'))
  return errs
}
