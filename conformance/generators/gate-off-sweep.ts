/**
 * The sweep's gate-off inputs (issue #21, coverage): the branches that run
 * only when a gate that is on by default is turned off (the drop of
 * `restartPolicyRules` and of the `RestartAllContainers` action in
 * `dropDisabledFields`, the validation options' ratchets for an old
 * template that already uses them). Each rule-family snippet that uses a
 * gated field is sent with each profile below, on create, on an update
 * from the same template (the field in use: kept) and on an update from a
 * plain template (not in use: dropped or refused).
 * `MatchLabelKeysInPodTopologySpread` is not here: the library accepts it
 * only at its default (src/profile/gate-table.ts `IMPLEMENTED_GATES`).
 */
import type { JsonObject } from './jobs'
import { allPatches, containerVariantTemplates, sweepTemplates } from './pod-families'
import type { ProfileInput } from './profile'

/** The gate-off profiles, in the groups kube-apiserver accepts together. */
export const GATE_OFF_PROFILES: readonly ProfileInput[] = [
  { featureGates: { RestartAllContainersOnContainerExits: false } },
  { featureGates: { ContainerRestartRules: false, RestartAllContainersOnContainerExits: false } },
]

// restart rules, the RestartAllContainers action, an init container's own restart policy
const GATED = /"restartPolicyRules"|"RestartAllContainers"|"initContainers":\[[^\]]*"restartPolicy"/

/** The sweep templates (see ./pod-families.ts) whose snippet uses a field the profiles above gate. */
export const gatedTemplates: readonly JsonObject[] = [
  ...sweepTemplates.filter((_, i) => GATED.test(JSON.stringify(allPatches[i]))),
  // the same snippets in a sidecar and in an ephemeral container
  ...containerVariantTemplates.filter((t) => GATED.test(JSON.stringify(t))),
]

/** The plain template (one container `main`, no snippet). */
export const plainTemplate: JsonObject = {
  metadata: { labels: { app: 'work' } },
  spec: { restartPolicy: 'Never', containers: [{ name: 'main', image: 'busybox' }] },
}
