/**
 * Pod spec defaults, as the API server applies them to a pod template
 * (core/v1 `SetDefaults_PodSpec` and the defaults of everything the spec
 * holds):
 *
 * - `serviceAccountName` ↔ `serviceAccount`: an empty name takes the
 *   deprecated field's value, then the deprecated field mirrors the name
 *   (Kubernetes 1.37 on; before, `minor` < 37, only the conversion to the
 *   internal type did that, which a Job's create and update paths still do);
 * - `dnsPolicy` `ClusterFirst`, `restartPolicy` `Always`, `schedulerName`
 *   `default-scheduler` when empty; `securityContext` `{}` and
 *   `terminationGracePeriodSeconds` 30 when absent;
 * - volumes (`./volumes.ts`), init, regular and ephemeral containers
 *   (`./containers.ts`), and the `overhead` and pod-level `resources`
 *   quantities rounded up to thousandths.
 *
 * What a Pod gets but a template does not (requests copied from limits,
 * `enableServiceLinks`, host ports under `hostNetwork`, a negative grace
 * period raised to 1) is left alone, as upstream leaves it.
 *
 * @module
 */
import { zeroStruct } from '../../wire/zero'
import type { PodSpec } from '../generated/pod-model'
import { PodSecurityContextSchema } from '../generated/security-schema'
import { PodSpecSchema } from '../generated/pod-schema'
import { ContainerSchema, EphemeralContainerSchema } from '../generated/container-schema'
import { defaultContainer, defaultResourceRequirements } from './containers'
import { ifStruct, mapItems, withChanges } from './model-edit'
import { defaultResourceList } from './resources'
import { defaultVolume, defaultVolumeGated } from './volumes'
import type { GateOn } from '../validation/drop-gated'
import { LATEST_MINOR, MINOR_RULES } from '../../profile/minor-rules'

/** `DefaultTerminationGracePeriodSeconds`. */
const TERMINATION_GRACE_PERIOD_SECONDS = 30
/** `DefaultSchedulerName`. */
const DEFAULT_SCHEDULER_NAME = 'default-scheduler'

const orString = (value: string | undefined, fallback: string): string =>
  value === '' || value === undefined ? fallback : value

/** A list item defaulted as a container when it is a struct (one function for every call). */
const defaultContainerItem = <C extends object>(c: C): C =>
  ifStruct(c, (s) => defaultContainer(s as never, ContainerSchema) as never)

const defaultEphemeralContainerItem = <C extends object>(c: C): C =>
  ifStruct(c, (s) => defaultContainer(s as never, EphemeralContainerSchema) as never)

const withoutImageDefaults = (v: Parameters<typeof defaultVolume>[0]) => defaultVolumeGated(v, false)

/**
 * Every pod spec default (see the module comment). `on`: the profile's
 * gates where a default depends on one (`ImageVolume`), every gate on when
 * absent. Returns the spec itself
 * when it is already defaulted.
 *
 * @example
 * declare const spec: PodSpec // Go's zero PodSpec
 * defaultPodSpec(spec)
 * defaultPodSpec(spec, 36) // as a 1.36 server: serviceAccount not mirrored
 * defaultPodSpec(spec, 34, (gate) => gate !== 'ImageVolume') // image volumes' pullPolicy left empty
 * // restartPolicy 'Always', dnsPolicy 'ClusterFirst', schedulerName 'default-scheduler',
 * // securityContext {}, terminationGracePeriodSeconds 30
 */
export const defaultPodSpec = (spec: PodSpec, minor = LATEST_MINOR, on?: GateOn): PodSpec => {
  // Before 1.37 only the conversion to the internal type mirrored the two (a v1 default left them alone).
  const mirror = minor >= MINOR_RULES.serviceAccountDefault
  const accountName = orString(
    spec.serviceAccountName,
    typeof spec.serviceAccount === 'string' ? spec.serviceAccount : '',
  )
  return withChanges(
    spec,
    {
      serviceAccountName: mirror ? accountName : spec.serviceAccountName,
      serviceAccount: mirror ? accountName : spec.serviceAccount,
      dnsPolicy: orString(spec.dnsPolicy, 'ClusterFirst'),
      restartPolicy: orString(spec.restartPolicy, 'Always'),
      securityContext: spec.securityContext ?? zeroStruct(PodSecurityContextSchema),
      terminationGracePeriodSeconds: spec.terminationGracePeriodSeconds ?? TERMINATION_GRACE_PERIOD_SECONDS,
      schedulerName: orString(spec.schedulerName, DEFAULT_SCHEDULER_NAME),
      volumes: mapItems(spec.volumes, on === undefined || on('ImageVolume') ? defaultVolume : withoutImageDefaults),
      initContainers: mapItems(spec.initContainers, defaultContainerItem),
      containers: mapItems(spec.containers, defaultContainerItem),
      ephemeralContainers: mapItems(spec.ephemeralContainers, defaultEphemeralContainerItem),
      overhead: defaultResourceList(spec.overhead),
      resources: ifStruct(spec.resources, defaultResourceRequirements),
    },
    PodSpecSchema,
  )
}
