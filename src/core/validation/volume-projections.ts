/**
 * Downward API and projected volume sources (core
 * `validateDownwardAPIVolumeSource`, `validateProjectedVolumeSource`):
 * modes, file paths, field and resource references, service account token
 * lifetimes, one source per projection and no duplicate paths; cluster
 * trust bundle and pod certificate projections are checked by
 * ./projection-sources.ts.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import type * as core from '../generated/model'
import { LATEST_MINOR, MINOR_RULES } from '../../profile/minor-rules'
import { validateObjectFieldSelector, validateResourceFieldSelector } from './env'
import { child, forbidden, inclusiveRange, index, invalid, required } from './errors'
import { localNonReservedPath } from './paths'
import { validateClusterTrustBundle, validatePodCertificate } from './projection-sources'
import { pushAll } from '../../wire/push-all'

const FILE_MODE = 'must be a number between 0 and 0777 (octal), both inclusive'
const VOLUME_FIELD_PATHS = [
  'metadata.annotations',
  'metadata.labels',
  'metadata.name',
  'metadata.namespace',
  'metadata.uid',
]

const fileMode = (m: number | undefined, path: string): FieldError[] =>
  m !== undefined && (m > 0o777 || m < 0) ? [invalid(path, m, FILE_MODE)] : []
const user = (u: number | undefined, path: string): FieldError[] =>
  u === undefined || (u >= 0 && u <= 2147483647) ? [] : [invalid(path, u, inclusiveRange(0, 2147483647))]

/**
 * `validateDownwardAPIVolumeFile`; `path` is the source's path (upstream
 * does not index the items).
 *
 * @example
 * validateDownwardAPIFile({ path: '', fieldRef: undefined, resourceFieldRef: undefined, mode: undefined, user: undefined }, 'd')[0]?.field
 * // 'd.path'
 */
export const validateDownwardAPIFile = (file: core.DownwardAPIVolumeFile, path: string): FieldError[] => {
  const errs: FieldError[] = []
  if (file.path.length === 0) errs.push(required(child(path, 'path')))
  pushAll(errs, localNonReservedPath(file.path, child(path, 'path')))
  if (file.fieldRef !== undefined) {
    pushAll(errs, validateObjectFieldSelector(file.fieldRef, VOLUME_FIELD_PATHS, child(path, 'fieldRef')))
    if (file.resourceFieldRef !== undefined)
      errs.push(invalid(path, 'resource', 'fieldRef and resourceFieldRef can not be specified simultaneously'))
  } else if (file.resourceFieldRef !== undefined) {
    pushAll(errs, validateResourceFieldSelector(file.resourceFieldRef, child(path, 'resourceFieldRef'), true))
  } else errs.push(required(path, 'one of fieldRef and resourceFieldRef is required'))
  errs.push(...fileMode(file.mode, child(path, 'mode')), ...user(file.user, child(path, 'user')))
  return errs
}

/**
 * `validateDownwardAPIVolumeSource`.
 *
 * @example
 * validateDownwardAPIVolume({ items: undefined, defaultMode: 0o1000, defaultUser: undefined }, 'v.downwardAPI')[0]?.field
 * // 'v.downwardAPI.defaultMode'
 */
export const validateDownwardAPIVolume = (d: core.DownwardAPIVolumeSource, path: string): FieldError[] => [
  ...fileMode(d.defaultMode, child(path, 'defaultMode')),
  ...user(d.defaultUser, child(path, 'defaultUser')),
  ...(d.items ?? []).flatMap((f) => validateDownwardAPIFile(f, path)),
]

const keyToPath = (kp: core.KeyToPath, path: string): FieldError[] => {
  const errs: FieldError[] = []
  if (kp.key.length === 0) errs.push(required(child(path, 'key')))
  if (kp.path.length === 0) errs.push(required(child(path, 'path')))
  pushAll(errs, localNonReservedPath(kp.path, child(path, 'path')))
  errs.push(...fileMode(kp.mode, child(path, 'mode')), ...user(kp.user, child(path, 'user')))
  return errs
}

/**
 * `validateProjectedVolumeSource`.
 *
 * @example
 * validateProjectedVolume({ sources: [], defaultMode: undefined, defaultUser: undefined }, 'v.projected') // []
 */
export const validateProjectedVolume = (
  p: core.ProjectedVolumeSource,
  path: string,
  allowNonLocalTokenPath = false,
  minor = LATEST_MINOR,
): FieldError[] => {
  const errs: FieldError[] = [
    ...fileMode(p.defaultMode, child(path, 'defaultMode')),
    ...user(p.defaultUser, child(path, 'defaultUser')),
  ]
  const paths = new Set<string>()
  const claimPath = (file: string): boolean => {
    if (paths.has(file)) return false
    paths.add(file)
    return true
  }
  const claim = (file: string, bad: unknown): void => {
    if (!claimPath(file)) errs.push(invalid(path, bad, 'conflicting duplicate paths'))
  }
  ;(p.sources ?? []).forEach((source, i) => {
    let n = 0
    const src = index(child(path, 'sources'), i)
    for (const [k, ref] of [
      ['secret', source.secret],
      ['configMap', source.configMap],
    ] as const) {
      if (ref === undefined) continue
      n++
      const pp = child(src, k)
      if (ref.name.length === 0) errs.push(required(child(pp, 'name')))
      ;(ref.items ?? []).forEach((kp, j) => {
        pushAll(errs, keyToPath(kp, index(child(pp, 'items'), j)))
        if (kp.path.length > 0) claim(kp.path, ref.name)
      })
    }
    if (source.downwardAPI !== undefined) {
      n++
      for (const f of source.downwardAPI.items ?? []) {
        pushAll(errs, validateDownwardAPIFile(f, child(src, 'downwardAPI')))
        if (f.path.length > 0) claim(f.path, f.path)
      }
    }
    const token = source.serviceAccountToken
    if (token !== undefined) {
      n++
      const tp = child(src, 'serviceAccountToken')
      // Before `tokenExpirationRequired` a missing duration is the Go zero value, 0.
      const exp = token.expirationSeconds ?? (minor >= MINOR_RULES.tokenExpirationRequired ? undefined : 0)
      if (exp === undefined) errs.push(required(child(tp, 'expirationSeconds')))
      else {
        if (exp < 600)
          errs.push(invalid(child(tp, 'expirationSeconds'), exp, 'may not specify a duration less than 10 minutes'))
        if (exp > 2 ** 32)
          errs.push(invalid(child(tp, 'expirationSeconds'), exp, 'may not specify a duration larger than 2^32 seconds'))
      }
      if (token.path === '') errs.push(required(child(path, 'path')))
      else if (!allowNonLocalTokenPath) pushAll(errs, localNonReservedPath(token.path, child(path, 'path')))
      pushAll(errs, user(token.user, child(tp, 'user')))
    }
    if (source.clusterTrustBundle !== undefined) {
      n++
      pushAll(
        errs,
        validateClusterTrustBundle(source.clusterTrustBundle, child(src, 'clusterTrustBundle'), path, claimPath, minor),
      )
    }
    if (source.podCertificate !== undefined) {
      n++
      pushAll(errs, validatePodCertificate(source.podCertificate, child(src, 'podCertificate'), path, claimPath))
    }
    if (n > 1) errs.push(forbidden(src, 'may not specify more than 1 volume type per source'))
  })
  return errs
}
