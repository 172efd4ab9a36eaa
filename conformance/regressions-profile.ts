/**
 * Named regression inputs of the cluster profile (issue #22): privileged
 * containers and Windows HostProcess pods with `--allow-privileged` on and
 * off, the version spellings, explicit gate defaults, and the two
 * suspended-Job gates the library implements
 * (MutablePodResourcesForSuspendedJobs, MutableSchedulingDirectivesForSuspendedJobs)
 * on and off. Their answers are the oracle's, recorded with
 * `npm run conformance:record -- --regressions --op job.create,job.update,podTemplate.validate,cronjob.create`
 * (see ./regressions.ts); each input carries its profile (an input without
 * one is answered with the Go packages' settings).
 */
import type { RegressionCase } from './regressions'

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }
type JsonObject = { [k: string]: Json }

const UID = '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77'
const OFF = { allowPrivileged: false }
const ON = {}

const container = (securityContext: JsonObject | undefined, name = 'main'): JsonObject => ({
  name,
  image: 'busybox',
  ...(securityContext === undefined ? {} : { securityContext }),
})

const jobBody = (podSpec: JsonObject, kind = 'Job'): string =>
  JSON.stringify({
    apiVersion: 'batch/v1',
    kind,
    metadata: { name: 'priv' },
    spec: { template: { spec: { restartPolicy: 'Never', ...podSpec } } },
  })

const create = (podSpec: JsonObject, profile?: JsonObject): JsonObject => ({
  body: jobBody(podSpec),
  namespace: 'default',
  fieldValidation: 'Strict',
  uid: UID,
  creationTimestamp: '2026-01-02T03:04:05Z',
  nameSuffix: 'x7k2q',
  ...(profile === undefined ? {} : { profile }),
})

const PRIVILEGED = { containers: [container({ privileged: true })] }
const PRIVILEGED_INIT = {
  initContainers: [container({ privileged: true }, 'init')],
  containers: [container(undefined)],
}
const HOST_PROCESS = {
  hostNetwork: true,
  os: { name: 'windows' },
  securityContext: { windowsOptions: { hostProcess: true, runAsUserName: 'NT AUTHORITY\\SYSTEM' } },
  containers: [container(undefined)],
}
const PRIVILEGED_NO_ESCALATION = { containers: [container({ privileged: true, allowPrivilegeEscalation: false })] }

const COMPARISON = {
  tolerations: [{ key: 'cpu-generation', operator: 'Gt', value: '3', effect: 'NoSchedule' }],
  containers: [container(undefined)],
}
const costBody = (cost: string): string =>
  JSON.stringify({
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'cost' },
    spec: {
      template: {
        metadata: { annotations: { 'controller.kubernetes.io/pod-deletion-cost': cost } },
        spec: { restartPolicy: 'Never', containers: [container(undefined)] },
      },
    },
  })
const COST_OFF = { featureGates: { PodDeletionCost: false } }
const COMPARISON_ON = { featureGates: { TaintTolerationComparisonOperators: true } }

const POD_LEVEL_OFF = {
  featureGates: {
    PodLevelResources: false,
    InPlacePodLevelResourcesVerticalScaling: false,
    PodLevelResourcesFixDefaulting: false,
    PodLevelResourcesFixKubeletQOSClass: false,
  },
}
const RESTART_RULES_OFF = {
  featureGates: { ContainerRestartRules: false, RestartAllContainersOnContainerExits: false },
}
const RESTART_ALL_OFF = { featureGates: { RestartAllContainersOnContainerExits: false } }
const ENV_FILES_OFF = { featureGates: { EnvFiles: false } }
const PROJECTIONS_OFF = { featureGates: { PodCertificateRequest: false, ClusterTrustBundleProjection: false } }
const SELINUX_MOUNT_OFF = { featureGates: { SELinuxMount: false } }

const POD_RESOURCES: JsonObject = {
  resources: { requests: { cpu: '2' }, limits: { cpu: '1' } },
  containers: [container(undefined)],
}
const RESTART_RULES: JsonObject = {
  initContainers: [{ name: 'init', image: 'busybox', restartPolicy: 'OnFailure' }],
  containers: [
    {
      name: 'main',
      image: 'busybox',
      restartPolicy: 'Never',
      restartPolicyRules: [{ action: 'RestartAllContainers', exitCodes: { operator: 'In', values: [42] } }],
    },
  ],
}
const FILE_KEY_REF: JsonObject = {
  volumes: [{ name: 'env', emptyDir: {} }],
  containers: [
    {
      name: 'main',
      image: 'busybox',
      env: [{ name: 'A', valueFrom: { fileKeyRef: { volumeName: 'env', path: 'a.env', key: 'A' } } }],
    },
  ],
}
const PROJECTIONS: JsonObject = {
  volumes: [
    {
      name: 'certs',
      projected: {
        sources: [
          { podCertificate: { signerName: 'example.com/s', keyType: 'ED25519', credentialBundlePath: 'c' } },
          { clusterTrustBundle: { signerName: 'example.com/s', path: 'ca' } },
        ],
      },
    },
  ],
  containers: [container(undefined)],
}
const SELINUX_MOUNT: JsonObject = {
  securityContext: { seLinuxChangePolicy: 'MountOption' },
  containers: [container(undefined)],
}

/** The job.create profile regressions. */
export const jobCreate: readonly RegressionCase[] = [
  {
    name: 'profile-toleration-gt-default',
    why: 'issue #22: a Gt toleration is refused at the 1.37 default (TaintTolerationComparisonOperators alpha, off)',
    input: create(COMPARISON, ON),
  },
  {
    name: 'profile-toleration-gt-gate-on',
    why: 'issue #22: TaintTolerationComparisonOperators=true allows Gt/Lt tolerations',
    input: create(COMPARISON, COMPARISON_ON),
  },
  {
    name: 'profile-deletion-cost-default',
    why: 'issue #22: a pod-deletion-cost that is not an int32 is refused at the default (PodDeletionCost beta, on)',
    input: { ...create({}, ON), body: costBody('abc') },
  },
  {
    name: 'profile-deletion-cost-gate-off',
    why: 'issue #22: PodDeletionCost=false: the annotation is not checked',
    input: { ...create({}, COST_OFF), body: costBody('abc') },
  },
  {
    name: 'profile-privileged-allowed',
    why: 'issue #22: --allow-privileged=true (the library default) accepts a privileged container',
    input: create(PRIVILEGED, ON),
  },
  {
    name: 'profile-privileged-refused',
    why: 'issue #22: --allow-privileged=false: Forbidden: disallowed by cluster policy',
    input: create(PRIVILEGED, OFF),
  },
  {
    name: 'profile-privileged-go-default',
    why: 'issue #22: no profile is the Go packages default (privileged refused)',
    input: create(PRIVILEGED),
  },
  {
    name: 'profile-privileged-init-allowed',
    why: 'issue #22: a privileged init container with --allow-privileged=true',
    input: create(PRIVILEGED_INIT, ON),
  },
  {
    name: 'profile-privileged-init-refused',
    why: 'issue #22: a privileged init container with --allow-privileged=false',
    input: create(PRIVILEGED_INIT, OFF),
  },
  {
    name: 'profile-host-process-allowed',
    why: 'issue #22: Windows HostProcess pods need --allow-privileged (validateWindowsHostProcessPod)',
    input: create(HOST_PROCESS, ON),
  },
  {
    name: 'profile-host-process-refused',
    why: 'issue #22: HostProcess containers are disallowed by cluster policy without it',
    input: create(HOST_PROCESS, OFF),
  },
  {
    name: 'profile-privileged-no-escalation-allowed',
    why: 'issue #22: privileged with allowPrivilegeEscalation false is invalid whatever the flag',
    input: create(PRIVILEGED_NO_ESCALATION, ON),
  },
  {
    name: 'profile-privileged-no-escalation-refused',
    why: 'issue #22: the same with the flag off: both errors, in Go order',
    input: create(PRIVILEGED_NO_ESCALATION, OFF),
  },
  {
    name: 'profile-version-spellings',
    why: 'issue #22: kubernetesVersion v1.37.2 reads as 1.37',
    input: create(PRIVILEGED, { kubernetesVersion: 'v1.37.2', allowPrivileged: true }),
  },
  {
    name: 'profile-gates-at-default',
    why: 'issue #22: gates set to their 1.37 defaults change nothing',
    input: create(PRIVILEGED, {
      featureGates: {
        MutablePodResourcesForSuspendedJobs: true,
        MutableSchedulingDirectivesForSuspendedJobs: true,
        JobManagedBy: true,
        PodLevelResources: true,
      },
    }),
  },
  {
    name: 'profile-pod-resources-gate-off',
    why: 'issue #22: PodLevelResources=false (as 1.33): spec.resources is dropped on create, so its errors go too',
    input: create(POD_RESOURCES, POD_LEVEL_OFF),
  },
  {
    name: 'profile-pod-resources-gate-on',
    why: 'issue #22: the same at the 1.37 default: the pod-level requests exceed the limits',
    input: create(POD_RESOURCES, ON),
  },
  {
    name: 'profile-restart-rules-gate-off',
    why: "issue #22: ContainerRestartRules=false (as 1.34): a regular container's restartPolicy and rules and an init container's OnFailure are dropped",
    input: create(RESTART_RULES, RESTART_RULES_OFF),
  },
  {
    name: 'profile-restart-all-gate-off',
    why: 'issue #22: RestartAllContainersOnContainerExits=false (as 1.35): the RestartAllContainers action is not supported',
    input: create(RESTART_RULES, RESTART_ALL_OFF),
  },
  {
    name: 'profile-env-files-gate-off',
    why: 'issue #22: EnvFiles=false (as 1.34): fileKeyRef is dropped, leaving an empty valueFrom',
    input: create(FILE_KEY_REF, ENV_FILES_OFF),
  },
  {
    name: 'profile-projections-gate-off',
    why: 'issue #22: PodCertificateRequest and ClusterTrustBundleProjection off (as 1.36): both sources dropped, each warns',
    input: create(PROJECTIONS, PROJECTIONS_OFF),
  },
  {
    name: 'profile-selinux-mount-gate-off',
    why: 'issue #22: SELinuxMount=false (as 1.36): only Recursive is a supported seLinuxChangePolicy',
    input: create(SELINUX_MOUNT, SELINUX_MOUNT_OFF),
  },
  {
    name: 'profile-suspended-gates-off-create',
    why: 'issue #22: the suspended-Job gates off do not change a create',
    input: create(PRIVILEGED, {
      featureGates: { MutablePodResourcesForSuspendedJobs: false, MutableSchedulingDirectivesForSuspendedJobs: false },
    }),
  },
]

const LABELS = {
  'batch.kubernetes.io/controller-uid': UID,
  'batch.kubernetes.io/job-name': 'pi',
  'controller-uid': UID,
  'job-name': 'pi',
}

/** A stored (defaulted) Job; `started`: status.startTime set with a Suspended=True condition. */
const stored = (suspend: boolean, started: boolean, podSpec: JsonObject = {}): JsonObject => ({
  kind: 'Job',
  apiVersion: 'batch/v1',
  metadata: {
    name: 'pi',
    namespace: 'default',
    uid: UID,
    generation: 1,
    creationTimestamp: '2026-01-02T03:04:05Z',
    labels: LABELS,
    resourceVersion: '5',
  },
  spec: {
    parallelism: 1,
    completions: 1,
    backoffLimit: 6,
    selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': UID } },
    manualSelector: false,
    template: {
      metadata: { labels: LABELS },
      spec: {
        containers: [
          {
            name: 'pi',
            image: 'perl',
            resources: { requests: { cpu: '100m' } },
            terminationMessagePath: '/dev/termination-log',
            terminationMessagePolicy: 'File',
            imagePullPolicy: 'Always',
          },
        ],
        restartPolicy: 'Never',
        terminationGracePeriodSeconds: 30,
        dnsPolicy: 'ClusterFirst',
        securityContext: {},
        schedulerName: 'default-scheduler',
        ...podSpec,
      },
    },
    completionMode: 'NonIndexed',
    suspend,
    podReplacementPolicy: 'TerminatingOrFailed',
  },
  status: started
    ? {
        startTime: '2026-01-02T03:04:06Z',
        active: 0,
        conditions: [
          {
            type: 'Suspended',
            status: 'True',
            lastProbeTime: '2026-01-02T03:05:00Z',
            lastTransitionTime: '2026-01-02T03:05:00Z',
            reason: 'JobSuspended',
            message: 'Job suspended',
          },
        ],
      }
    : {},
})

type Edit = (spec: JsonObject) => JsonObject
const withResources: Edit = (podSpec) => ({
  ...podSpec,
  containers: ((podSpec['containers'] as JsonObject[]) ?? []).map((c) => ({
    ...c,
    resources: { requests: { cpu: '200m' } },
  })),
})
const withNodeSelector: Edit = (podSpec) => ({ ...podSpec, nodeSelector: { zone: 'a' } })
const withPrivileged: Edit = (podSpec) => ({
  ...podSpec,
  containers: ((podSpec['containers'] as JsonObject[]) ?? []).map((c) => ({
    ...c,
    securityContext: { privileged: true },
  })),
})

const update = (prev: JsonObject, edit: Edit, profile: JsonObject): JsonObject => {
  const spec = prev['spec'] as JsonObject
  const template = spec['template'] as JsonObject
  const next = { ...prev, spec: { ...spec, template: { ...template, spec: edit(template['spec'] as JsonObject) } } }
  delete (next as Record<string, unknown>)['status']
  return {
    body: JSON.stringify(next),
    namespace: 'default',
    name: 'pi',
    fieldValidation: 'Strict',
    stored: prev,
    profile,
  }
}

const RESOURCES_OFF = { featureGates: { MutablePodResourcesForSuspendedJobs: false } }
const DIRECTIVES_OFF = { featureGates: { MutableSchedulingDirectivesForSuspendedJobs: false } }
const BOTH_OFF = {
  featureGates: { MutablePodResourcesForSuspendedJobs: false, MutableSchedulingDirectivesForSuspendedJobs: false },
}

/** The job.update profile regressions. */
export const jobUpdate: readonly RegressionCase[] = [
  {
    name: 'profile-suspended-started-resources',
    why: 'issue #22: MutablePodResourcesForSuspendedJobs on (default): resources of a suspended Job that started are mutable',
    input: update(stored(true, true), withResources, ON),
  },
  {
    name: 'profile-suspended-started-resources-gate-off',
    why: 'issue #22: MutablePodResourcesForSuspendedJobs=false: the template is immutable again',
    input: update(stored(true, true), withResources, RESOURCES_OFF),
  },
  {
    name: 'profile-suspended-started-node-selector',
    why: 'issue #22: MutableSchedulingDirectivesForSuspendedJobs on: a started suspended Job may change its nodeSelector',
    input: update(stored(true, true), withNodeSelector, ON),
  },
  {
    name: 'profile-suspended-started-node-selector-gate-off',
    why: 'issue #22: MutableSchedulingDirectivesForSuspendedJobs=false: only never-started suspended Jobs may',
    input: update(stored(true, true), withNodeSelector, DIRECTIVES_OFF),
  },
  {
    name: 'profile-suspended-started-node-selector-both-off',
    why: 'issue #22: both suspended-Job gates off',
    input: update(stored(true, true), withNodeSelector, BOTH_OFF),
  },
  {
    name: 'profile-suspended-new-node-selector-both-off',
    why: 'issue #22: both gates off: a suspended Job that never started still may change its nodeSelector',
    input: update(stored(true, false), withNodeSelector, BOTH_OFF),
  },
  {
    name: 'profile-suspended-new-resources-both-off',
    why: 'issue #22: both gates off: resources of a never-started suspended Job are immutable',
    input: update(stored(true, false), withResources, BOTH_OFF),
  },
  {
    name: 'profile-update-env-files-in-use',
    why: 'issue #22: EnvFiles=false: a template that already uses fileKeyRef keeps it on update (and it is validated)',
    input: update(stored(false, false, FILE_KEY_REF), (s) => s, ENV_FILES_OFF),
  },
  {
    name: 'profile-update-env-files-new',
    why: 'issue #22: EnvFiles=false: a fileKeyRef added on update is dropped (then the template change is refused)',
    input: update(stored(false, false), (s) => ({ ...s, ...FILE_KEY_REF }), ENV_FILES_OFF),
  },
  {
    name: 'profile-update-selinux-in-use',
    why: 'issue #22: SELinuxMount=false: a stored MountOption policy stays valid on update',
    input: update(
      stored(false, false, { securityContext: { seLinuxChangePolicy: 'MountOption' } }),
      (s) => s,
      SELINUX_MOUNT_OFF,
    ),
  },
  {
    name: 'profile-update-privileged-refused',
    why: 'issue #22: an update to a privileged container with --allow-privileged=false',
    input: update(stored(false, false), withPrivileged, OFF),
  },
  {
    name: 'profile-update-stored-privileged-template-edit',
    why: 'issue #22: a template edit of a stored privileged Job, flag on: the immutable-template error alone, no cluster-policy error',
    input: update(
      stored(false, false, {
        containers: [
          {
            name: 'pi',
            image: 'perl',
            securityContext: { privileged: true },
            terminationMessagePath: '/dev/termination-log',
            terminationMessagePolicy: 'File',
            imagePullPolicy: 'Always',
          },
        ],
      }),
      (s) => ({ ...s, activeDeadlineSeconds: 5 }),
      ON,
    ),
  },
]

const template = (podSpec: JsonObject): JsonObject => ({ spec: { restartPolicy: 'Never', ...podSpec } })

/** The podTemplate.validate profile regressions. */
export const podTemplateValidate: readonly RegressionCase[] = [
  {
    name: 'profile-toleration-lt-gate-on',
    why: 'issue #22: TaintTolerationComparisonOperators=true allows an Lt toleration',
    input: {
      template: template({ ...COMPARISON, tolerations: [{ key: 'k', operator: 'Lt', value: '10' }] }),
      profile: COMPARISON_ON,
    },
  },
  {
    name: 'profile-toleration-lt-default',
    why: 'issue #22: the same at the default',
    input: {
      template: template({ ...COMPARISON, tolerations: [{ key: 'k', operator: 'Lt', value: '10' }] }),
      profile: ON,
    },
  },
  {
    name: 'profile-deletion-cost-gate-off',
    why: 'issue #22: PodDeletionCost=false skips the annotation check',
    input: {
      template: {
        metadata: { annotations: { 'controller.kubernetes.io/pod-deletion-cost': '1.5' } },
        spec: { restartPolicy: 'Never', containers: [container(undefined)] },
      },
      profile: COST_OFF,
    },
  },
  {
    name: 'profile-deletion-cost-default',
    why: 'issue #22: the same at the default',
    input: {
      template: {
        metadata: { annotations: { 'controller.kubernetes.io/pod-deletion-cost': '1.5' } },
        spec: { restartPolicy: 'Never', containers: [container(undefined)] },
      },
      profile: ON,
    },
  },
  {
    name: 'profile-privileged-allowed',
    why: 'issue #22: privileged with --allow-privileged=true',
    input: { template: template(PRIVILEGED), profile: ON },
  },
  {
    name: 'profile-privileged-refused',
    why: 'issue #22: privileged with --allow-privileged=false',
    input: { template: template(PRIVILEGED), profile: OFF },
  },
  {
    name: 'profile-ephemeral-privileged-refused',
    why: 'issue #22: a privileged ephemeral container in a template, flag off',
    input: {
      template: template({
        containers: [container(undefined)],
        ephemeralContainers: [container({ privileged: true }, 'debug')],
      }),
      profile: OFF,
    },
  },
  {
    name: 'profile-ephemeral-privileged-allowed',
    why: 'issue #22: the same with the flag on: only the template rule',
    input: {
      template: template({
        containers: [container(undefined)],
        ephemeralContainers: [container({ privileged: true }, 'debug')],
      }),
      profile: ON,
    },
  },
  {
    name: 'profile-host-process-refused',
    why: 'issue #22: a HostProcess pod, flag off',
    input: { template: template(HOST_PROCESS), profile: OFF },
  },
  {
    name: 'profile-host-process-allowed',
    why: 'issue #22: a HostProcess pod, flag on',
    input: { template: template(HOST_PROCESS), profile: ON },
  },
]

const cronBody = (podSpec: JsonObject): string =>
  JSON.stringify({
    apiVersion: 'batch/v1',
    kind: 'CronJob',
    metadata: { name: 'priv' },
    spec: {
      schedule: '@hourly',
      jobTemplate: { spec: { template: { spec: { restartPolicy: 'Never', ...podSpec } } } },
    },
  })

/** The cronjob.create profile regressions. */
export const cronJobCreate: readonly RegressionCase[] = [
  {
    name: 'profile-privileged-allowed',
    why: 'issue #22: a privileged CronJob template with --allow-privileged=true',
    input: { ...create(PRIVILEGED, ON), body: cronBody(PRIVILEGED) },
  },
  {
    name: 'profile-privileged-refused',
    why: 'issue #22: the same with --allow-privileged=false',
    input: { ...create(PRIVILEGED, OFF), body: cronBody(PRIVILEGED) },
  },
]
