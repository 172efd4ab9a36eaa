/**
 * The part of `pod.DropDisabledTemplateFields` that changes a template at
 * v1.37's feature defaults for the fields the library models: container
 * stop signals (ContainerStopSignals, off) and the atomic-writer volume user
 * fields (AtomicWriteVolumeUserFields, off), each dropped unless the old
 * template of an update already uses it, and the other alpha fields of
 * v1.37 (./drop-alpha: `bindMountOptions`, emptyDir `mode`, probe
 * `protocol` and gRPC `mode`). The Job strategy's
 * PrepareForCreate / PrepareForUpdate run it before validation, so the
 * stored Job lacks the fields; validation skips them through the matching
 * options (`allowContainerStopSignals`, `allowAtomicWriteVolumeUserFields`).
 *
 * @module
 */
import type * as core from '../generated/model'
import { withUnknownFieldsOf } from '../../wire/unknown-fields'
import { dropVolumeUserFields, volumeUserFieldsInUse } from './volume-users'
import { dropGatedSpecFields, type GateOn } from './drop-gated'
import { dropAlphaFields } from './drop-alpha'

type AnyContainer = core.Container | core.EphemeralContainer

/** A copy of `a` with `fields` set, its unknown fields kept. */
const w = <T extends object>(a: T, fields: Partial<T>): T => withUnknownFieldsOf({ ...a, ...fields }, a)

const hasStopSignal = (c: AnyContainer): boolean => c.lifecycle?.stopSignal !== undefined

/**
 * A container (of any kind) sets `lifecycle.stopSignal` (`containerStopSignalsInUse`).
 *
 * @example
 * stopSignalsInUse({ containers: [{ lifecycle: { stopSignal: 'SIGTERM' } }] } as unknown as core.PodSpec) // true
 */
export const stopSignalsInUse = (spec: core.PodSpec): boolean =>
  (spec.initContainers ?? []).some(hasStopSignal) ||
  (spec.containers ?? []).some(hasStopSignal) ||
  (spec.ephemeralContainers ?? []).some(hasStopSignal)

/** The container without its stop signal; a lifecycle left empty goes too. */
const withoutStopSignal = <C extends AnyContainer>(c: C): C => {
  const l = c.lifecycle
  if (l === undefined || l.stopSignal === undefined) return c
  const empty = l.postStart === undefined && l.preStop === undefined
  return w<AnyContainer>(c, { lifecycle: empty ? undefined : w(l, { stopSignal: undefined }) }) as C
}

/**
 * The template with the disabled fields dropped, as PrepareForCreate
 * (`old` undefined) or PrepareForUpdate leaves it; the same object when
 * nothing is dropped. Pure: the input is not changed. `on` answers the
 * cluster profile's gates for the fields of ./drop-gated (absent: every
 * such gate on, v1.37's defaults).
 *
 * @example
 * dropDisabledTemplateFields(template, undefined).spec.containers[0]?.lifecycle // undefined for a stop signal alone
 */
export const dropDisabledTemplateFields = (
  template: core.PodTemplateSpec,
  old: core.PodTemplateSpec | undefined,
  on?: GateOn,
): core.PodTemplateSpec => {
  let spec = on === undefined ? template.spec : dropGatedSpecFields(template.spec, old?.spec, on)
  if (stopSignalsInUse(spec) && (old === undefined || !stopSignalsInUse(old.spec)))
    spec = w(spec, {
      initContainers: spec.initContainers?.map(withoutStopSignal),
      containers: spec.containers?.map(withoutStopSignal),
      ephemeralContainers: spec.ephemeralContainers?.map(withoutStopSignal),
    })
  if (volumeUserFieldsInUse(spec) && (old === undefined || !volumeUserFieldsInUse(old.spec)))
    spec = w(spec, { volumes: dropVolumeUserFields(spec.volumes) })
  spec = dropAlphaFields(spec, old?.spec, on)
  return spec === template.spec ? template : w(template, { spec })
}
