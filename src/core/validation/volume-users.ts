/**
 * The `user` and `defaultUser` fields of atomic-writer volumes (secret,
 * config map, downward API, projected) exist behind the
 * AtomicWriteVolumeUserFields gate, alpha and off at v1.37:
 * `pod.DropDisabledTemplateFields` clears them before validation unless
 * the old template of an update already sets one
 * (`dropDisabledAtomicWriteVolumeUserFields`). Like upstream, only the
 * first atomic-writer kind of a volume (and of a projected source) is
 * cleared.
 *
 * @module
 */
import type * as core from '../generated/model'
import { withUnknownFieldsOf } from '../../wire/unknown-fields'

/** A copy of `a` with `fields` set, its unknown fields kept. */
const w = <T extends object>(a: T, fields: Partial<T>): T => withUnknownFieldsOf({ ...a, ...fields }, a)

const keyToPaths = (items: readonly core.KeyToPath[] | undefined): readonly core.KeyToPath[] | undefined =>
  items?.map((kp) => (kp.user === undefined ? kp : w(kp, { user: undefined })))

const files = (
  items: readonly core.DownwardAPIVolumeFile[] | undefined,
): readonly core.DownwardAPIVolumeFile[] | undefined =>
  items?.map((f) => (f.user === undefined ? f : w(f, { user: undefined })))

const source = (s: core.VolumeProjection): core.VolumeProjection => {
  if (s.secret !== undefined) return w(s, { secret: w(s.secret, { items: keyToPaths(s.secret.items) }) })
  if (s.downwardAPI !== undefined) return w(s, { downwardAPI: w(s.downwardAPI, { items: files(s.downwardAPI.items) }) })
  if (s.configMap !== undefined) return w(s, { configMap: w(s.configMap, { items: keyToPaths(s.configMap.items) }) })
  if (s.serviceAccountToken !== undefined)
    return w(s, { serviceAccountToken: w(s.serviceAccountToken, { user: undefined }) })
  if (s.clusterTrustBundle !== undefined)
    return w(s, { clusterTrustBundle: w(s.clusterTrustBundle, { user: undefined }) })
  if (s.podCertificate !== undefined) return w(s, { podCertificate: w(s.podCertificate, { user: undefined }) })
  return s
}

const volume = (v: core.Volume): core.Volume => {
  if (v.secret !== undefined)
    return w(v, { secret: w(v.secret, { defaultUser: undefined, items: keyToPaths(v.secret.items) }) })
  if (v.configMap !== undefined)
    return w(v, { configMap: w(v.configMap, { defaultUser: undefined, items: keyToPaths(v.configMap.items) }) })
  if (v.downwardAPI !== undefined)
    return w(v, { downwardAPI: w(v.downwardAPI, { defaultUser: undefined, items: files(v.downwardAPI.items) }) })
  if (v.projected !== undefined)
    return w(v, { projected: w(v.projected, { defaultUser: undefined, sources: v.projected.sources?.map(source) }) })
  return v
}

/**
 * The volumes with their atomic-writer user fields cleared, as the API
 * server stores a new template (new objects; the input is not changed).
 *
 * @example
 * dropVolumeUserFields([{ name: 'v', secret: { secretName: 's', defaultUser: 5 } } as core.Volume])?.[0]?.secret?.defaultUser
 * // undefined
 */
export const dropVolumeUserFields = (volumes: readonly core.Volume[] | undefined): readonly core.Volume[] | undefined =>
  volumes?.map(volume)

const usesKeyToPath = (items: readonly { readonly user: number | undefined }[] | undefined): boolean =>
  (items ?? []).some((i) => i.user !== undefined)

/**
 * `atomicWriteVolumeUserFieldsInUse`: a secret, config map, downward API
 * or projected volume (the first of these a volume has) with a default
 * user or an item's user, or, in a projected source, the user of the first
 * kind the source has.
 *
 * @example
 * volumeUserFieldsInUse({ volumes: [{ name: 'v', secret: { secretName: 's', defaultUser: 5 } }] } as core.PodSpec) // true
 */
export const volumeUserFieldsInUse = (spec: core.PodSpec): boolean =>
  (spec.volumes ?? []).some((v) => {
    if (v.secret !== undefined) return v.secret.defaultUser !== undefined || usesKeyToPath(v.secret.items)
    if (v.configMap !== undefined) return v.configMap.defaultUser !== undefined || usesKeyToPath(v.configMap.items)
    if (v.downwardAPI !== undefined)
      return v.downwardAPI.defaultUser !== undefined || usesKeyToPath(v.downwardAPI.items)
    if (v.projected === undefined) return false
    if (v.projected.defaultUser !== undefined) return true
    return (v.projected.sources ?? []).some((s) =>
      s.secret !== undefined
        ? usesKeyToPath(s.secret.items)
        : s.downwardAPI !== undefined
          ? usesKeyToPath(s.downwardAPI.items)
          : s.configMap !== undefined
            ? usesKeyToPath(s.configMap.items)
            : (s.serviceAccountToken ?? s.clusterTrustBundle ?? s.podCertificate)?.user !== undefined,
    )
  })
