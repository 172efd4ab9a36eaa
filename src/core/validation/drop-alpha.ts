/**
 * The part of `pod.DropDisabledTemplateFields` for the fields that v1.37
 * added behind alpha gates, off by default: a mount's `bindMountOptions`
 * (VolumeBindMountOptions), an emptyDir's `mode` (EmptyDirVolumeMode), an
 * HTTP probe or lifecycle handler's `protocol` (H2CContainerProbe) and a
 * gRPC probe's `mode` (GRPCContainerProbeTLS). Each is dropped from every
 * container (and volume) of the new template unless its gate is on or the
 * old template of an update already uses it (upstream's `…InUse(old)`), so
 * it is validated only then. Older minors do not know the fields (the
 * decoder drops them as unknown), so only the gates' answers matter.
 *
 * @module
 */
import type * as core from '../generated/model'
import { everyContainer, mapContainers, withFields } from './drop-gated'

type AnyContainer = core.Container | core.EphemeralContainer

/** Whether a gate is on; absent: Kubernetes 1.37's defaults, where these gates are off. */
export type AlphaGateOn = ((gate: string) => boolean) | undefined

const w = withFields
const containersOf = everyContainer

const probes = (c: AnyContainer): Array<core.Probe | undefined> => [c.livenessProbe, c.readinessProbe, c.startupProbe]

const bindMountOptionsInUse = (spec: core.PodSpec): boolean =>
  containersOf(spec).some((c) => (c.volumeMounts ?? []).some((m) => (m.bindMountOptions ?? []).length > 0))

const emptyDirModeInUse = (spec: core.PodSpec): boolean =>
  (spec.volumes ?? []).some((v) => v.emptyDir?.mode !== undefined)

const httpProtocolInUse = (spec: core.PodSpec): boolean =>
  containersOf(spec).some(
    (c) =>
      probes(c).some((p) => p?.httpGet?.protocol !== undefined) ||
      c.lifecycle?.postStart?.httpGet?.protocol !== undefined ||
      c.lifecycle?.preStop?.httpGet?.protocol !== undefined,
  )

const grpcModeInUse = (spec: core.PodSpec): boolean =>
  containersOf(spec).some((c) => probes(c).some((p) => p?.grpc?.mode !== undefined))

const withoutProtocol = <H extends core.Probe | core.LifecycleHandler>(h: H | undefined): H | undefined =>
  h?.httpGet?.protocol === undefined
    ? h
    : (w<core.Probe | core.LifecycleHandler>(h, { httpGet: w(h.httpGet, { protocol: undefined }) }) as H)

const withoutGrpcMode = (p: core.Probe | undefined): core.Probe | undefined =>
  p?.grpc?.mode === undefined ? p : w(p, { grpc: w(p.grpc, { mode: undefined }) })

/**
 * `spec` without the alpha fields of gates that are off and that `old`
 * (the template before an update; `undefined` on create) does not use; the
 * same object when nothing is dropped. Pure: the input is not changed.
 *
 * @example
 * const spec = { containers: [{ name: 'c', volumeMounts: [{ name: 'v', mountPath: '/v', bindMountOptions: ['noexec'] }] }] }
 * dropAlphaFields(spec as unknown as core.PodSpec, undefined, undefined).containers?.[0]?.volumeMounts?.[0]?.bindMountOptions
 * // undefined
 */
export const dropAlphaFields = (spec: core.PodSpec, old: core.PodSpec | undefined, on: AlphaGateOn): core.PodSpec => {
  const off = (gate: string, inUse: (s: core.PodSpec) => boolean): boolean =>
    !(on?.(gate) ?? false) && (old === undefined || !inUse(old))
  let s = spec
  if (bindMountOptionsInUse(s) && off('VolumeBindMountOptions', bindMountOptionsInUse))
    s = mapContainers(s, (c) =>
      (c.volumeMounts ?? []).every((m) => m.bindMountOptions === undefined)
        ? c
        : (w<AnyContainer>(c, {
            volumeMounts: c.volumeMounts?.map((m) =>
              m.bindMountOptions === undefined ? m : w(m, { bindMountOptions: undefined }),
            ),
          }) as typeof c),
    )
  if (emptyDirModeInUse(s) && off('EmptyDirVolumeMode', emptyDirModeInUse))
    s = w(s, {
      volumes: s.volumes?.map((v) =>
        v.emptyDir?.mode === undefined ? v : w(v, { emptyDir: w(v.emptyDir, { mode: undefined }) }),
      ),
    })
  if (httpProtocolInUse(s) && off('H2CContainerProbe', httpProtocolInUse))
    s = mapContainers(s, (c) => {
      const l = c.lifecycle
      const lifecycle =
        l === undefined ? l : w(l, { postStart: withoutProtocol(l.postStart), preStop: withoutProtocol(l.preStop) })
      return w<AnyContainer>(c, {
        livenessProbe: withoutProtocol(c.livenessProbe),
        readinessProbe: withoutProtocol(c.readinessProbe),
        startupProbe: withoutProtocol(c.startupProbe),
        lifecycle,
      }) as typeof c
    })
  if (grpcModeInUse(s) && off('GRPCContainerProbeTLS', grpcModeInUse))
    s = mapContainers(
      s,
      (c) =>
        w<AnyContainer>(c, {
          livenessProbe: withoutGrpcMode(c.livenessProbe),
          readinessProbe: withoutGrpcMode(c.readinessProbe),
          startupProbe: withoutGrpcMode(c.startupProbe),
        }) as typeof c,
    )
  return s
}
