/**
 * The Kubernetes versions a cluster profile may name, in one place: adding
 * a minor here (with its generated gate table in ./generated and its entry
 * in ./gate-table.ts) is what makes `kubernetesVersion` accept it.
 *
 * @module
 */

/**
 * Every Kubernetes minor the library has version data and rules for,
 * oldest first (each as the newest patch release its oracle is pinned to:
 * 1.33: v1.33.13, 1.34: v1.34.4, 1.35: v1.35.4, 1.36: v1.36.3, 1.37:
 * v1.37.2). Only {@link SUPPORTED_KUBERNETES_VERSIONS} are answered by
 * default; the others are {@link PREVIEW_KUBERNETES_VERSIONS}.
 *
 * @example
 * KUBERNETES_MINORS // ['1.33', '1.34', '1.35', '1.36', '1.37']
 */
export const KUBERNETES_MINORS = ['1.33', '1.34', '1.35', '1.36', '1.37'] as const

/**
 * The Kubernetes minors the library answers for without reservation: the
 * recorded fixtures and the live differential runs of each agree with that
 * minor's real code.
 *
 * @example
 * SUPPORTED_KUBERNETES_VERSIONS // ['1.34', '1.35', '1.36', '1.37']
 */
export const SUPPORTED_KUBERNETES_VERSIONS = ['1.34', '1.35', '1.36', '1.37'] as const

/**
 * Minors answered only when a profile says `preview: true`: their rules and
 * data are in the library, but some of their answers still differ from
 * that minor's server (docs/versions.md lists how), so they are never
 * accepted by accident.
 *
 * @example
 * PREVIEW_KUBERNETES_VERSIONS // ['1.33']
 */
export const PREVIEW_KUBERNETES_VERSIONS = ['1.33'] as const

/**
 * A Kubernetes minor the library has data for (supported or preview).
 *
 * @example
 * const v: KubernetesVersion = '1.37'
 */
export type KubernetesVersion = (typeof KUBERNETES_MINORS)[number]

/**
 * The minor a profile without `kubernetesVersion` means: the newest supported.
 *
 * @example
 * DEFAULT_KUBERNETES_VERSION // '1.37'
 */
export const DEFAULT_KUBERNETES_VERSION: KubernetesVersion = '1.37'

/** `<digits>` with no sign, no leading zero unless `0`. */
const isNumber = (s: string): boolean => {
  if (s.length === 0 || s.length > 9 || (s.length > 1 && s.charCodeAt(0) === 48)) return false
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 48 || c > 57) return false
  }
  return true
}

/**
 * A version string read as its minor: `'1.37'`, `'v1.37'` and `'1.37.2'`
 * all read as `'1.37'`; anything else (`'1'`, `'1.37.x'`, `' 1.37'`) is
 * `undefined`. Whether the minor is supported is a separate question
 * (see {@link SUPPORTED_KUBERNETES_VERSIONS}).
 *
 * @example
 * kubernetesMinor('v1.37.2') // '1.37'
 * kubernetesMinor('1.37.2-rc.1') // undefined
 */
export const kubernetesMinor = (version: string): string | undefined => {
  if (typeof version !== 'string' || version.length > 40) return undefined
  const s = version.startsWith('v') ? version.slice(1) : version
  const parts = s.split('.')
  if (parts.length < 2 || parts.length > 3 || !parts.every(isNumber)) return undefined
  return `${parts[0]}.${parts[1]}`
}

/**
 * The minor a version string names when the library has data for it
 * (supported or preview, see {@link KUBERNETES_MINORS}), else `undefined`.
 *
 * @example
 * supportedVersion('1.37.2') // '1.37'
 * supportedVersion('1.30') // undefined
 */
export const supportedVersion = (version: string): KubernetesVersion | undefined => {
  if (typeof version !== 'string') return undefined
  const minor = kubernetesMinor(version)
  return KUBERNETES_MINORS.find((v) => v === minor)
}

/**
 * Whether a minor is answered only with `preview: true`.
 *
 * @example
 * isPreviewVersion('1.33') // true
 * isPreviewVersion('1.37') // false
 */
export const isPreviewVersion = (version: KubernetesVersion): boolean =>
  (PREVIEW_KUBERNETES_VERSIONS as readonly string[]).includes(version)

const PREVIEW_FLAG: { readonly preview?: true } = { preview: true }
const NO_PREVIEW_FLAG: { readonly preview?: true } = {}

/**
 * The `preview` field a profile of this minor carries, to spread into it:
 * `{ preview: true }` for a preview minor (so that the profile is accepted
 * as one), `{}` for a supported one.
 *
 * @example
 * previewFlag('1.33') // { preview: true }
 * previewFlag('1.37') // {}
 */
export const previewFlag = (version: KubernetesVersion): { readonly preview?: true } =>
  isPreviewVersion(version) ? PREVIEW_FLAG : NO_PREVIEW_FLAG

/** The minor number of a supported version (`'1.36'` → 36). */
const minorNumber = (v: KubernetesVersion): number => Number(v.slice(2))

/**
 * Whether a profile's minor is `minor` or newer: the guard of a rule that
 * exists from `minor` on (`minorAtLeast(profile, '1.36')`). Takes the
 * resolved profile (or anything with its `kubernetesVersion`).
 *
 * @example
 * minorAtLeast({ kubernetesVersion: '1.37' }, '1.36') // true
 * minorAtLeast({ kubernetesVersion: '1.35' }, '1.36') // false
 */
export const minorAtLeast = (
  profile: { readonly kubernetesVersion: KubernetesVersion },
  minor: KubernetesVersion,
): boolean => minorNumber(profile.kubernetesVersion) >= minorNumber(minor)
