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

const keyToPaths = (items: readonly core.KeyToPath[] | undefined): readonly core.KeyToPath[] | undefined =>
  items?.map((kp) => (kp.user === undefined ? kp : { ...kp, user: undefined }))

const files = (
  items: readonly core.DownwardAPIVolumeFile[] | undefined,
): readonly core.DownwardAPIVolumeFile[] | undefined =>
  items?.map((f) => (f.user === undefined ? f : { ...f, user: undefined }))

const source = (s: core.VolumeProjection): core.VolumeProjection => {
  if (s.secret !== undefined) return { ...s, secret: { ...s.secret, items: keyToPaths(s.secret.items) } }
  if (s.downwardAPI !== undefined) return { ...s, downwardAPI: { ...s.downwardAPI, items: files(s.downwardAPI.items) } }
  if (s.configMap !== undefined) return { ...s, configMap: { ...s.configMap, items: keyToPaths(s.configMap.items) } }
  if (s.serviceAccountToken !== undefined)
    return { ...s, serviceAccountToken: { ...s.serviceAccountToken, user: undefined } }
  if (s.clusterTrustBundle !== undefined)
    return { ...s, clusterTrustBundle: { ...s.clusterTrustBundle, user: undefined } }
  if (s.podCertificate !== undefined) return { ...s, podCertificate: { ...s.podCertificate, user: undefined } }
  return s
}

const volume = (v: core.Volume): core.Volume => {
  if (v.secret !== undefined)
    return { ...v, secret: { ...v.secret, defaultUser: undefined, items: keyToPaths(v.secret.items) } }
  if (v.configMap !== undefined)
    return { ...v, configMap: { ...v.configMap, defaultUser: undefined, items: keyToPaths(v.configMap.items) } }
  if (v.downwardAPI !== undefined)
    return { ...v, downwardAPI: { ...v.downwardAPI, defaultUser: undefined, items: files(v.downwardAPI.items) } }
  if (v.projected !== undefined)
    return {
      ...v,
      projected: { ...v.projected, defaultUser: undefined, sources: v.projected.sources?.map(source) },
    }
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
