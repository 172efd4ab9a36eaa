/**
 * The part of `pod.DropDisabledTemplateFields` that a cluster profile's
 * feature gates switch: each field behind a gate that is off is dropped
 * from the new template unless the old template of an update already uses
 * it (create: no old template). At v1.37's defaults every gate here is on
 * and nothing is dropped; older minors (and `featureGates` overrides) turn
 * them off:
 *
 * - `HostnameOverride`: `spec.hostnameOverride`;
 * - `PodLevelResources`: `spec.resources` (in use: requests or limits set);
 * - `DynamicResourceAllocation`: `spec.resourceClaims` and every
 *   container's `resources.claims` (in use: pod-level claims);
 * - `ContainerRestartRules`: `restartPolicy` of regular and ephemeral
 *   containers, an init container's `restartPolicy` other than `Always`,
 *   and every `restartPolicyRules` (in use: an init container's non-`Always`
 *   policy or rules, or a regular container's policy);
 * - `EnvFiles`: `env[].valueFrom.fileKeyRef`;
 * - `PodCertificateRequest` / `ClusterTrustBundleProjection`: the
 *   `podCertificate` / `clusterTrustBundle` projected sources;
 * - `ImageVolume`: image volumes and the mounts of them.
 *
 * @module
 */
import type * as core from '../generated/model'
import { withUnknownFieldsOf } from '../../wire/unknown-fields'

type AnyContainer = core.Container | core.EphemeralContainer

/** Whether a gate is on (the profile's answer). */
export type GateOn = (gate: string) => boolean

/**
 * `a` with `fields` replaced, keeping the unknown fields `a` was decoded with.
 *
 * @example
 * withFields({ a: 1, b: 2 }, { b: 3 }) // { a: 1, b: 3 }
 */
export const withFields = <T extends object>(a: T, fields: Partial<T>): T => withUnknownFieldsOf({ ...a, ...fields }, a)
const w = withFields

/**
 * Every container of a pod spec: init, regular, then ephemeral.
 *
 * @example
 * everyContainer({ containers: [{ name: 'c' }] } as unknown as core.PodSpec).length // 1
 */
export const everyContainer = (spec: core.PodSpec): AnyContainer[] => [
  ...(spec.initContainers ?? []),
  ...(spec.containers ?? []),
  ...(spec.ephemeralContainers ?? []),
]

/**
 * `spec` with `f` applied to each container list (a new spec; `kind`: 0
 * init, 1 regular, 2 ephemeral).
 *
 * @example
 * mapContainers({ containers: [] } as unknown as core.PodSpec, (c) => c).containers // []
 */
export const mapContainers = (
  spec: core.PodSpec,
  f: <C extends AnyContainer>(c: C, kind: 0 | 1 | 2) => C,
): core.PodSpec =>
  w(spec, {
    initContainers: spec.initContainers?.map((c) => f(c, 0)),
    containers: spec.containers?.map((c) => f(c, 1)),
    ephemeralContainers: spec.ephemeralContainers?.map((c) => f(c, 2)),
  })

const podResourcesInUse = (spec: core.PodSpec): boolean =>
  Object.keys(spec.resources?.requests ?? {}).length > 0 || Object.keys(spec.resources?.limits ?? {}).length > 0

/**
 * The old template uses container restart rules (`containerRestartRulesInUse`):
 * an init container's policy other than `Always` or any rules, or a regular
 * container's policy.
 *
 * @example
 * restartRulesInUse({ containers: [] } as unknown as core.PodSpec) // false
 */
export const restartRulesInUse = (spec: core.PodSpec): boolean =>
  (spec.initContainers ?? []).some(
    (c) => (c.restartPolicy !== undefined && c.restartPolicy !== 'Always') || (c.restartPolicyRules ?? []).length > 0,
  ) || (spec.containers ?? []).some((c) => c.restartPolicy !== undefined)

/**
 * The old template uses the `RestartAllContainers` restart-rule action
 * (`restartAllContainersActionInUse`), or a sidecar has restart rules.
 *
 * @example
 * restartAllContainersInUse({ containers: [] } as unknown as core.PodSpec) // false
 */
export const restartAllContainersInUse = (spec: core.PodSpec): boolean =>
  (spec.containers ?? []).some((c) => (c.restartPolicyRules ?? []).some((r) => r.action === 'RestartAllContainers')) ||
  (spec.initContainers ?? []).some(
    (c) =>
      (c.restartPolicyRules ?? []).some((r) => r.action === 'RestartAllContainers') ||
      (c.restartPolicy === 'Always' && (c.restartPolicyRules ?? []).length > 0),
  )

/**
 * A container (of any kind) takes an env var from a file (`env[].valueFrom.fileKeyRef`).
 *
 * @example
 * fileKeyRefInUse({ containers: [] } as unknown as core.PodSpec) // false
 */
export const fileKeyRefInUse = (spec: core.PodSpec): boolean =>
  everyContainer(spec).some((c) => (c.env ?? []).some((e) => e.valueFrom?.fileKeyRef !== undefined))

const projectedInUse = (spec: core.PodSpec, key: 'podCertificate' | 'clusterTrustBundle'): boolean =>
  (spec.volumes ?? []).some((v) => (v.projected?.sources ?? []).some((s) => s[key] !== undefined))

const dropProjected = (spec: core.PodSpec, key: 'podCertificate' | 'clusterTrustBundle'): core.PodSpec =>
  w(spec, {
    volumes: spec.volumes?.map((v) =>
      v.projected === undefined
        ? v
        : w(v, {
            projected: w(v.projected, {
              sources: v.projected.sources?.map((s) => (s[key] === undefined ? s : w(s, { [key]: undefined }))),
            }),
          }),
    ),
  })

const imageVolumesInUse = (spec: core.PodSpec): boolean => (spec.volumes ?? []).some((v) => v.image !== undefined)

/** Go's append-to-nil: an emptied list is no list. */
const orNone = <T>(list: T[]): T[] | undefined => (list.length > 0 ? list : undefined)

const dropImageVolumes = (spec: core.PodSpec): core.PodSpec => {
  const names = new Set((spec.volumes ?? []).filter((v) => v.image !== undefined).map((v) => v.name))
  const kept = mapContainers(spec, (c) =>
    c.volumeMounts === undefined
      ? c
      : (w<AnyContainer>(c, { volumeMounts: orNone(c.volumeMounts.filter((m) => !names.has(m.name))) }) as typeof c),
  )
  return w(kept, { volumes: orNone((spec.volumes ?? []).filter((v) => v.image === undefined)) })
}

/**
 * The template's spec with the fields of the gates that are off dropped,
 * as PrepareForCreate (`old` undefined) or PrepareForUpdate leaves it; the
 * same object when nothing is dropped. Pure.
 *
 * @example
 * dropGatedSpecFields(spec, undefined, (g) => g !== 'HostnameOverride').hostnameOverride // undefined
 */
export const dropGatedSpecFields = (spec: core.PodSpec, old: core.PodSpec | undefined, on: GateOn): core.PodSpec => {
  const off = (gate: string, inUse: (s: core.PodSpec) => boolean): boolean =>
    !on(gate) && (old === undefined || !inUse(old))
  let s = spec
  if (s.hostnameOverride !== undefined && off('HostnameOverride', (o) => o.hostnameOverride !== undefined))
    s = w(s, { hostnameOverride: undefined })
  if (s.resources !== undefined && off('PodLevelResources', podResourcesInUse)) s = w(s, { resources: undefined })
  if (off('DynamicResourceAllocation', (o) => (o.resourceClaims ?? []).length > 0))
    s = w(
      mapContainers(s, (c) =>
        c.resources.claims === undefined
          ? c
          : (w<AnyContainer>(c, { resources: w(c.resources, { claims: undefined }) }) as typeof c),
      ),
      { resourceClaims: undefined },
    )
  if (off('ContainerRestartRules', restartRulesInUse))
    s = mapContainers(s, (c, kind) =>
      c.restartPolicy === undefined && c.restartPolicyRules === undefined
        ? c
        : (w<AnyContainer>(c, {
            // An init container keeps restartPolicy Always (a sidecar).
            restartPolicy: kind === 0 && c.restartPolicy === 'Always' ? 'Always' : undefined,
            restartPolicyRules: undefined,
          }) as typeof c),
    )
  if (fileKeyRefInUse(s) && off('EnvFiles', fileKeyRefInUse))
    s = mapContainers(s, (c) =>
      c.env === undefined
        ? c
        : (w<AnyContainer>(c, {
            env: c.env.map((e) =>
              e.valueFrom?.fileKeyRef === undefined
                ? e
                : w(e, { valueFrom: w(e.valueFrom, { fileKeyRef: undefined }) }),
            ),
          }) as typeof c),
    )
  if (projectedInUse(s, 'podCertificate') && off('PodCertificateRequest', (o) => projectedInUse(o, 'podCertificate')))
    s = dropProjected(s, 'podCertificate')
  if (
    projectedInUse(s, 'clusterTrustBundle') &&
    off('ClusterTrustBundleProjection', (o) => projectedInUse(o, 'clusterTrustBundle'))
  )
    s = dropProjected(s, 'clusterTrustBundle')
  if (imageVolumesInUse(s) && off('ImageVolume', imageVolumesInUse)) s = dropImageVolumes(s)
  return s
}
