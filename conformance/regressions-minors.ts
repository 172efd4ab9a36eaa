/**
 * Named regression inputs of the version-ranged rules that are not feature
 * gates (src/profile/minor-rules.ts, issue #22): each is recorded from every
 * minor's oracle (`npm run conformance:record -- --regressions
 * --kubernetes-version 1.MM --op …`), which asks it as that minor, so one
 * input pins the rule on both sides of its first minor.
 */
import type { RegressionCase } from './regressions'

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }
type JsonObject = { [k: string]: Json }

/** The uid every request of the minors' regression cases carries. */
export const UID = '6b1f0c2e-3d4a-4b5c-8d9e-0f1a2b3c4d5e'
const LABELS = {
  'batch.kubernetes.io/controller-uid': UID,
  'batch.kubernetes.io/job-name': 'pi',
  'controller-uid': UID,
  'job-name': 'pi',
}
/** The pod spec of the minors' regression cases. */
export const POD = { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl:5.34.0' }] }

const body = (metadata: JsonObject, spec: JsonObject, kind = 'Job', apiVersion = 'batch/v1'): string =>
  JSON.stringify({ apiVersion, kind, metadata, spec })

/** A create request of the minors' regression cases (Strict, fixed uid, time and name suffix, default profile). */
export const create = (metadata: JsonObject, spec: JsonObject, kind = 'Job', apiVersion = 'batch/v1'): JsonObject => ({
  body: body(metadata, spec, kind, apiVersion),
  namespace: 'default',
  fieldValidation: 'Strict',
  uid: UID,
  creationTimestamp: '2026-01-02T03:04:05Z',
  nameSuffix: 'x7k2q',
  profile: {},
})

/** A Job as the API server stores it. */
const stored = (spec: JsonObject): JsonObject => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: {
    name: 'pi',
    namespace: 'default',
    uid: UID,
    resourceVersion: '7',
    generation: 1,
    creationTimestamp: '2026-01-02T03:04:05Z',
    labels: LABELS,
  },
  spec: {
    parallelism: 1,
    completions: 1,
    backoffLimit: 6,
    selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': UID } },
    manualSelector: false,
    template: { metadata: { labels: LABELS }, spec: { ...POD, serviceAccountName: 'etl' } },
    completionMode: 'NonIndexed',
    suspend: false,
    podReplacementPolicy: 'TerminatingOrFailed',
    ...spec,
  },
  status: { startTime: '2026-01-02T03:04:06Z', active: 1, ready: 0, terminating: 0, uncountedTerminatedPods: {} },
})

const update = (next: JsonObject, prev: JsonObject): JsonObject => ({
  body: JSON.stringify(next),
  namespace: 'default',
  name: 'pi',
  fieldValidation: 'Strict',
  stored: prev,
  profile: {},
})

const prev = stored({})
const withSpec = (j: JsonObject, spec: JsonObject): JsonObject => ({
  ...j,
  spec: { ...(j['spec'] as JsonObject), ...spec },
})

const templateWith = (pod: JsonObject): JsonObject => ({
  metadata: { labels: LABELS },
  spec: { ...POD, serviceAccountName: 'etl', ...pod },
})
const RULES = [{ action: 'Restart', exitCodes: { operator: 'In', values: [1] } }]

/** Updates whose old template already uses a field of a gate that is off (or that the minor lacks). */
const gatedOnUpdate: [string, string, JsonObject][] = [
  [
    'minor-update-image-volume-gate-off',
    'issue #22: while ImageVolume is off (1.33, 1.34) an image volume kept from the old template gets no pullPolicy default (Required, and its mount is Not found)',
    {
      containers: [{ ...(POD.containers[0] as JsonObject), volumeMounts: [{ name: 'v', mountPath: '/m' }] }],
      volumes: [{ name: 'v', image: { reference: 'busybox' } }],
    },
  ],
  [
    'minor-update-init-restart-rules-without-policy',
    'issue #22: before 1.35 an init container with restart rules and no restartPolicy is not checked (initRestartRulesNeedPolicy)',
    { initContainers: [{ name: 'i', image: 'x', restartPolicyRules: RULES }] },
  ],
  [
    'minor-update-restart-all-containers-before-gate',
    'issue #22: before 1.35 (no RestartAllContainersOnContainerExits gate) RestartAllContainers is refused even when the old template uses it',
    {
      containers: [
        {
          ...(POD.containers[0] as JsonObject),
          restartPolicy: 'Never',
          restartPolicyRules: [
            ...RULES,
            { action: 'RestartAllContainers', exitCodes: { operator: 'In', values: [2] } },
          ],
        },
      ],
    },
  ],
]

export const jobCreate: RegressionCase[] = [
  {
    name: 'minor-owner-reference-empty-fields',
    why: 'issue #22: before 1.37 owner references are checked at metadata.ownerReferences (Invalid; 1.33 names the field in the text), from 1.37 at [i] (Required)',
    input: create(
      {
        name: 'pi',
        ownerReferences: [
          { apiVersion: '', kind: '', name: '', uid: '' },
          { apiVersion: 'a/b/c', kind: 'Event', name: 'e', uid: 'u' },
          { apiVersion: 'v1', kind: 'Event', name: 'e', uid: 'u2' },
        ],
      },
      { template: { spec: POD } },
    ),
  },
  {
    name: 'minor-share-process-namespace-host-pid',
    why: 'issue #22: before 1.37 the shareProcessNamespace/hostPID rule is a pod security context check (spec.template.spec.securityContext.shareProcessNamespace)',
    input: create(
      { name: 'pi' },
      {
        template: { spec: { ...POD, hostPID: true, shareProcessNamespace: true, securityContext: { runAsUser: -1 } } },
      },
    ),
  },
  {
    name: 'minor-errors-listed-twice',
    why: 'issue #22: before 1.37 an error found twice (a bad label key of the Job, copied to its template) is listed as often as found',
    input: create(
      { name: 'pi', labels: { '-bad': 'x' } },
      { template: { metadata: { labels: { '-bad': 'x' } }, spec: POD } },
    ),
  },
  {
    name: 'minor-workload-ref',
    why: 'issue #22: spec.template.spec.workloadRef is a field of 1.35 only (dropped there while GenericWorkload is off); strict decoding checks its members there and rejects the field elsewhere',
    input: create(
      { name: 'pi' },
      { template: { spec: { ...POD, workloadRef: { name: 'w', podGroup: 'g', podGroupReplicaKey: 'r' } } } },
    ),
  },
  {
    name: 'minor-workload-ref-unknown-member',
    why: 'issue #22: an unknown member and a wrong type inside 1.35’s workloadRef',
    input: create({ name: 'pi' }, { template: { spec: { ...POD, workloadRef: { name: 5, bogus: 'x' } } } }),
  },
  {
    name: 'warning-projected-empty-source-order',
    why: 'the "has no sources provided" warning of an empty projected source comes in source order, after the path overlaps of the sources before it (1.35/1.36 leave such a source when ClusterTrustBundleProjection is off)',
    input: create(
      { name: 'pi' },
      {
        template: {
          spec: {
            ...POD,
            volumes: [
              {
                name: 'v',
                projected: {
                  sources: [
                    { configMap: { name: 'c', items: [{ key: 'a', path: 'x' }] } },
                    { secret: { name: 's', items: [{ key: 'b', path: 'x/y' }] } },
                    {},
                  ],
                },
              },
            ],
          },
        },
      },
    ),
  },
]

const suspendedNeverStarted = {
  ...stored({ suspend: true }),
  status: { active: 0, ready: 0, terminating: 0, uncountedTerminatedPods: {} },
}
const withResources = (j: JsonObject, image = 'perl:5.34.0'): JsonObject =>
  withSpec(j, {
    template: {
      metadata: { labels: LABELS },
      spec: {
        ...POD,
        serviceAccountName: 'etl',
        containers: [{ name: 'pi', image, resources: { requests: { cpu: '500m' } } }],
      },
    },
  })

export const jobUpdate: RegressionCase[] = [
  {
    name: 'minor-update-create-checks',
    why: 'issue #22: before 1.37 a Job update also runs ValidateJob (name, generated selector labels, hostname) and lists every error as often as found',
    input: update(
      withSpec(
        {
          ...prev,
          metadata: {
            ...(prev['metadata'] as JsonObject),
            ownerReferences: [{ apiVersion: 'v1', kind: 'ConfigMap', name: 'c', uid: '' }],
          },
        },
        { template: { metadata: { labels: { app: 'x' } }, spec: { ...POD, serviceAccountName: 'etl' } } },
      ),
      prev,
    ),
  },
  {
    name: 'minor-immutable-template-value',
    why: 'issue #22: the immutable spec.template bad value prints the internal pod types in each minor’s layout (host fields in the security context before 1.37)',
    input: update(
      withSpec(prev, {
        template: {
          metadata: { labels: LABELS },
          spec: {
            ...POD,
            serviceAccountName: 'etl',
            hostNetwork: true,
            setHostnameAsFQDN: false,
            volumes: [{ name: 'd', emptyDir: {} }],
          },
        },
      }),
      prev,
    ),
  },
  {
    name: 'minor-immutable-template-quantities-as-parsed',
    why: 'issue #22: 1.33 prints the immutable spec.template’s quantities as parsed from the request and rounded up to thousandths (`0.5` → int64Amount{value:5, scale:-1}, s:""; `1.5Gi` an inf.Dec), not in their canonical form',
    input: update(
      withSpec(prev, {
        template: templateWith({
          containers: [
            {
              ...(POD.containers[0] as JsonObject),
              resources: {
                limits: { cpu: '1.23456789012345678', memory: '1.5Gi', 'ephemeral-storage': '1.5e3' },
                requests: { cpu: '0.5', memory: '1.0', 'ephemeral-storage': '1000' },
              },
            },
          ],
        }),
      }),
      prev,
    ),
  },
  {
    name: 'minor-immutable-template-null-quantity',
    why: 'issue #22: a quantity given as JSON null is Go’s zero Quantity, which 1.33 prints without a format (Format:"")',
    input: update(
      withSpec(prev, {
        template: templateWith({
          containers: [{ ...(POD.containers[0] as JsonObject), resources: { limits: { cpu: null } } }],
        }),
      }),
      prev,
    ),
  },
  {
    name: 'minor-update-stored-without-creation-timestamp',
    why: 'issue #22: before 1.34 a Job whose metadata has no creationTimestamp (a zero metav1.Time) is written with "creationTimestamp": null, as its pod template is',
    input: (() => {
      const meta = { ...(prev['metadata'] as JsonObject) }
      delete meta['creationTimestamp']
      const untimed = { ...prev, metadata: meta }
      return update(withSpec(untimed, { parallelism: 2 }), untimed)
    })(),
  },
  {
    name: 'minor-update-nil-policy-value',
    why: 'issue #22: before 1.34 a removed podFailurePolicy or successPolicy (a nil pointer) is printed as the string "null" in the immutable error, quoted',
    input: (() => {
      const policed = stored({
        completionMode: 'Indexed',
        podFailurePolicy: { rules: [{ action: 'FailJob', onExitCodes: { operator: 'In', values: [42] } }] },
        successPolicy: { rules: [{ succeededIndexes: '0' }] },
      })
      const spec = { ...(policed['spec'] as JsonObject) }
      delete spec['podFailurePolicy']
      delete spec['successPolicy']
      return update({ ...policed, spec }, policed)
    })(),
  },
  {
    name: 'minor-update-field-path-value-twice',
    why: 'issue #22: before 1.37 a Job update validates the template twice; 1.33 prints a claim template’s mismatched dataSource as a field.Path with its parent’s address, so the two errors differ and its message lists both',
    input: (() => {
      const claimed = stored({
        template: templateWith({
          containers: [{ ...(POD.containers[0] as JsonObject), volumeMounts: [{ name: 'v', mountPath: '/v' }] }],
          volumes: [
            {
              name: 'v',
              ephemeral: {
                volumeClaimTemplate: {
                  spec: {
                    accessModes: ['ReadOnlyMany'],
                    resources: { requests: { storage: '1Gi' } },
                    dataSource: { kind: 'PersistentVolumeClaim', name: 'a' },
                    dataSourceRef: { kind: 'PersistentVolumeClaim', name: 'b' },
                  },
                },
              },
            },
          ],
        }),
      })
      return update(withSpec(claimed, { parallelism: 2 }), claimed)
    })(),
  },
  {
    name: 'minor-update-volume-attributes-class-kept-unchecked',
    why: 'issue #22: an ephemeral claim template is validated without its old template, so while VolumeAttributesClass is off (1.33) an update that keeps a bad volumeAttributesClassName is not checked either',
    input: (() => {
      const classed = stored({
        template: templateWith({
          containers: [{ ...(POD.containers[0] as JsonObject), volumeMounts: [{ name: 'v', mountPath: '/v' }] }],
          volumes: [
            {
              name: 'v',
              ephemeral: {
                volumeClaimTemplate: {
                  spec: {
                    accessModes: ['ReadWriteOnce'],
                    resources: { requests: { storage: '1Gi' } },
                    volumeAttributesClassName: 'Bad Class',
                  },
                },
              },
            },
          ],
        }),
      })
      return update(withSpec(classed, { parallelism: 2 }), classed)
    })(),
  },
  ...gatedOnUpdate.map(
    ([name, why, pod]): RegressionCase => ({
      name,
      why,
      input: update(
        withSpec(prev, { parallelism: 2, template: templateWith(pod) }),
        withSpec(prev, { template: templateWith(pod) }),
      ),
    }),
  ),
  {
    name: 'minor-suspended-never-started-resources',
    why: 'issue #22: from 1.36 a suspended Job that never started may change container resources (spec.template.spec is checked); a 1.35 server with the gates on needs Suspended=True and reports spec.template immutable',
    input: {
      ...update(withResources(suspendedNeverStarted), suspendedNeverStarted),
      profile: {
        featureGates: { MutablePodResourcesForSuspendedJobs: true, MutableSchedulingDirectivesForSuspendedJobs: true },
      },
    },
  },
  {
    name: 'minor-suspended-never-started-image',
    why: 'issue #22: the immutable template error of a suspended Job that never started is at spec.template.spec (the pod spec) from 1.36, at spec.template (the whole template) on 1.35 with the gates on',
    input: {
      ...update(withResources(suspendedNeverStarted, 'perl:5.36.0'), suspendedNeverStarted),
      profile: {
        featureGates: { MutablePodResourcesForSuspendedJobs: true, MutableSchedulingDirectivesForSuspendedJobs: true },
      },
    },
  },
]

export const cronJobCreate: RegressionCase[] = [
  {
    name: 'minor-schedule-required-position',
    why: 'issue #22: before 1.37 spec.schedule Required comes first among the spec errors; from 1.37 last (declarative validation)',
    input: create(
      { name: 'nightly' },
      { jobTemplate: { spec: { template: { spec: { containers: [] } } } } },
      'CronJob',
    ),
  },
  {
    name: 'minor-schedule-tz-prefix-without-space',
    why: 'issue #22: before 1.35 the CronJob validation’s cron.ParseStandard panics on `TZ=UTC` (no space): the API server answers its panic filter’s HTTP 500 (a design difference: the library answers the schedule error 1.35 on give)',
    input: create(
      { name: 'nightly' },
      { schedule: 'TZ=UTC', jobTemplate: { spec: { template: { spec: { ...POD, restartPolicy: 'OnFailure' } } } } },
      'CronJob',
    ),
  },
]

export const podTemplateDefault: RegressionCase[] = [
  {
    name: 'minor-service-account-default',
    why: 'issue #22: serviceAccountName is copied into serviceAccount by defaulting from 1.37 on only',
    input: { template: { spec: { ...POD, serviceAccountName: 'etl' } }, profile: {} },
  },
  {
    name: 'minor-deprecated-service-account-only',
    why: 'issue #22: a template with only the deprecated serviceAccount',
    input: { template: { spec: { ...POD, serviceAccount: 'old' } }, profile: {} },
  },
]

export const podTemplateValidate: RegressionCase[] = [
  {
    name: 'minor-os-name-empty',
    why: 'issue #22: an empty spec.os.name is `Required value: cannot be empty` on 1.33 and a bare `Required value` from 1.34 (osNameRequiredBare); found by the tail family of coverage pass 8 in the 1.33 diff at 1,000 runs',
    input: { template: { spec: { ...POD, os: { name: '' } } }, profile: {} },
  },
  {
    name: 'minor-non-sidecar-init-restart-container-resize',
    why: "issue #21 (coverage pass 8, tail family): an init container without restartPolicy Always whose resize policy is RestartContainer is refused from 1.36 (`must not be set to 'RestartContainer' for non-sidecar initContainers`); 1.35 and older have no such rule",
    input: {
      template: {
        spec: {
          ...POD,
          initContainers: [
            {
              name: 'init',
              image: 'busybox',
              resizePolicy: [{ resourceName: 'cpu', restartPolicy: 'RestartContainer' }],
            },
          ],
        },
      },
      profile: {},
    },
  },
  {
    name: 'minor-decode-path-embedded-volume-source',
    why: 'issue #22: a volume source of the wrong JSON type is `Go struct field Volume.template.spec.volumes.secret` before 1.35 and names the embedded `VolumeSource` from 1.35 on (decodePathsNameEmbeddedStructs); found by the 1.34 diff of podTemplate.validate, whose pre-decode ignored the minor',
    input: {
      template: { spec: { ...POD, volumes: [{ name: 'v', secret: true }] } },
      profile: {},
    },
  },
  {
    name: 'minor-windows-host-fields-order',
    why: 'issue #22: a Windows pod’s forbidden host fields (hostUsers, hostPID, hostIPC, shareProcessNamespace) come among the security context’s before 1.37, after them from 1.37',
    input: {
      template: {
        spec: {
          ...POD,
          os: { name: 'windows' },
          securityContext: {
            appArmorProfile: { type: 'RuntimeDefault' },
            seccompProfile: { type: 'RuntimeDefault' },
            fsGroupChangePolicy: 'Always',
            sysctls: [{ name: 'kernel.shm_rmid_forced', value: '1' }],
            runAsGroup: 1,
            seLinuxChangePolicy: 'Recursive',
          },
          hostUsers: true,
          hostPID: true,
          hostIPC: true,
          shareProcessNamespace: true,
        },
      },
      defaults: false,
      profile: {},
    },
  },
  {
    name: 'minor-restart-rule-lists-too-many',
    why: 'issue #22: 21 restart rules and 256 exit codes are `Too many: …: must have at most N items` from 1.36, `Too long: may not be more than N bytes` before',
    input: {
      template: {
        spec: {
          ...POD,
          containers: [
            {
              name: 'pi',
              image: 'perl:5.34.0',
              restartPolicy: 'Never',
              restartPolicyRules: [
                { action: 'Restart', exitCodes: { operator: 'In', values: Array.from({ length: 256 }, (_, i) => i) } },
                ...Array.from({ length: 20 }, () => RULES[0]),
              ],
            },
          ],
        },
      },
      defaults: false,
      profile: {},
    },
  },
  {
    name: 'minor-token-expiration-required',
    why: 'issue #22: a projected serviceAccountToken without expirationSeconds, not defaulted, is `Required value` on newer minors and `Invalid value: 0: may not specify a duration less than 10 minutes` before',
    input: {
      template: {
        spec: {
          ...POD,
          volumes: [{ name: 'token', projected: { sources: [{ serviceAccountToken: { path: 'token' } }] } }],
        },
      },
      defaults: false,
      profile: {},
    },
  },
  {
    name: 'minor-image-volume-kept-gate-off',
    why: 'issue #22: an update keeps an image volume of the old template while ImageVolume is off (1.34) but defaults no pullPolicy for it (`pullPolicy: Required value`); with the gate on (1.35 on) the pull policy is defaulted',
    input: {
      template: { spec: { ...POD, volumes: [{ name: 'v', image: { reference: 'busybox' } }] } },
      oldTemplate: { spec: { ...POD, volumes: [{ name: 'v', image: { reference: 'busybox' } }] } },
      profile: {},
    },
  },
  {
    name: 'minor-deprecated-service-account-rule',
    why: 'issue #22: deprecatedServiceAccount must equal serviceAccountName from 1.37 on only',
    input: {
      template: { spec: { ...POD, serviceAccountName: 'etl', serviceAccount: 'other' } },
      defaults: false,
      profile: {},
    },
  },
]

export const labelsParse: RegressionCase[] = [
  {
    name: 'minor-selector-paired-commas',
    why: "issue #22: 1.33’s and 1.34’s selector parser reads `,,` in a value list as one step, so an even run of commas before `)` is `found ')', expected: ',', or identifier`; 1.35 on parse `a in (b,,)` as `a in (,b)` (the selector functions take no profile: a design difference)",
    input: { selector: 'a in (b,,)' },
  },
]

export const cronJobSchedule: RegressionCase[] = [
  {
    name: 'minor-tz-prefix-without-space',
    why: 'issue #22: `TZ=UTC` without a space panics 1.33’s and 1.34’s cron.ParseStandard (no panic recovery before 1.35; the oracle answers `{"panic": …}`), 1.35 on answer `invalid schedule format: runtime error: slice bounds out of range [:-1]`',
    input: { schedule: 'TZ=UTC', timeZone: null, from: '2026-01-01T00:00:00Z', count: 1 },
  },
]

const CRONJOB_UID = '0c5e2f3a-9b1d-4e6f-8a7b-3c2d1e0f9a8b'
const cronJobOf = (status: JsonObject): JsonObject => ({
  apiVersion: 'batch/v1',
  kind: 'CronJob',
  metadata: {
    name: 'hello',
    namespace: 'default',
    uid: CRONJOB_UID,
    resourceVersion: '42',
    generation: 1,
    creationTimestamp: '2027-04-05T08:00:00Z',
  },
  spec: {
    schedule: '0 * * * *',
    concurrencyPolicy: 'Allow',
    suspend: false,
    successfulJobsHistoryLimit: 3,
    failedJobsHistoryLimit: 1,
    jobTemplate: { spec: { template: { spec: { ...POD, restartPolicy: 'OnFailure' } } } },
  },
  status,
})
/** A running Job of the CronJob's (or of one that looks like it: `namespace`, the reference's `uid`). */
const cronJobChild = (name: string, namespace: string, ownerUid: string): JsonObject => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: {
    name,
    namespace,
    uid: `${name}-${namespace}-uid`,
    resourceVersion: '100',
    ownerReferences: [
      {
        apiVersion: 'batch/v1',
        kind: 'CronJob',
        name: 'hello',
        uid: ownerUid,
        controller: true,
        blockOwnerDeletion: true,
      },
    ],
  },
  spec: { template: { spec: POD } },
  status: { startTime: '2027-04-05T11:00:01Z', active: 1 },
})
const cronJobSync = (jobs: JsonObject[]): JsonObject => ({
  cronJob: cronJobOf({ lastScheduleTime: '2027-04-05T11:00:00Z' }),
  jobs,
  now: '2027-04-05T12:00:00Z',
  createdUid: '00000017-fff2-4fff-8000-000400000004',
})

export const controllerSyncCronJob: RegressionCase[] = [
  {
    name: 'minor-cronjob-children-by-uid',
    why: 'issue #22: from 1.37 the CronJob controller finds its Jobs by the controller reference’s UID in any namespace; before, in its namespace by the reference’s name (UnexpectedJob warnings differ)',
    input: cronJobSync([
      cronJobChild('hello-30115380', 'other', CRONJOB_UID),
      cronJobChild('hello-30115320', 'default', 'another-uid'),
    ]),
  },
  {
    name: 'minor-cronjob-existing-job-namespace',
    why: 'issue #22: when the scheduled Job’s name is taken, 1.37 reads it in the CronJob’s namespace (and lists it as active); before, in the empty namespace (jobs.batch "…" not found)',
    input: cronJobSync([cronJobChild('hello-30115440', 'default', CRONJOB_UID)]),
  },
]
