/**
 * Named regression inputs found by the coverage-directed generators of
 * issue #21 (the rule-family sweeps of job.create, job.update,
 * cronjob.create and podTemplate.validate: valid templates that draw each
 * pod warning, the init/ephemeral-container variants, metadata forms).
 * Only the inputs live here; their expected answers are the oracle's,
 * recorded by `npm run conformance:record -- --regressions --op
 * job.create,cronjob.create,podTemplate.validate` (see ./regressions.ts).
 */
import { fixedCreateRequest } from './generators/request-parts'
import type { RegressionCase } from './regressions'

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }
type JsonObject = { [k: string]: Json }

const request = (body: JsonObject) => fixedCreateRequest(JSON.stringify(body))

const MAIN = { name: 'main', image: 'busybox' }

/** A create request for a Job whose template has `spec` (merged) and `annotations`. */
const jobWith = (spec: JsonObject, metadata: JsonObject = {}, templateMeta: JsonObject = {}) =>
  request({
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'pi', ...metadata },
    spec: { template: { metadata: templateMeta, spec: { restartPolicy: 'Never', containers: [MAIN], ...spec } } },
  })

const mounted = (volume: JsonObject): JsonObject => ({
  volumes: [{ name: 'v', ...volume }],
  containers: [{ ...MAIN, volumeMounts: [{ name: 'v', mountPath: '/m/v' }] }],
})

const entry = (e: JsonObject): JsonObject => ({
  manager: 'kubectl',
  operation: 'Update',
  apiVersion: 'batch/v1',
  time: '2026-01-02T03:04:05Z',
  fieldsType: 'FieldsV1',
  fieldsV1: { 'f:spec': {} },
  ...e,
})

/** The job.create regressions. */
export const jobCreateCoverage: readonly RegressionCase[] = [
  {
    name: 'windows-run-as-user-name-control-character-json-quoted',
    why: 'coverage gaps sweep: runAsUserName is a *string in Go, so its error value prints through json.Marshal ("bad\\u0007name"), not %q ("bad\\aname")',
    input: jobWith({ securityContext: { windowsOptions: { runAsUserName: 'bad\u0007name' } } }),
  },
  {
    name: 'windows-run-as-user-name-html-characters-json-quoted',
    why: 'coverage gaps sweep: a *string error value escapes <, > and & as json.Marshal does',
    input: jobWith({ securityContext: { windowsOptions: { runAsUserName: 'domain\\<user>&' } } }),
  },
  {
    name: 'windows-gmsa-credential-spec-too-long-json-quoted',
    why: 'coverage gaps sweep: gmsaCredentialSpec is a *string in Go; its error value prints through json.Marshal',
    input: jobWith({ securityContext: { windowsOptions: { gmsaCredentialSpec: `<${'x'.repeat(64 * 1024)}&\u0001` } } }),
  },
  {
    name: 'warning-claim-template-fractional-storage',
    why: 'coverage sweep: the fractional-byte warning of an ephemeral volume claim template (GetWarningsForPersistentVolumeClaimSpec) was missing',
    input: jobWith(
      mounted({
        ephemeral: {
          volumeClaimTemplate: {
            spec: {
              accessModes: ['ReadWriteOnce'],
              resources: { requests: { storage: '1.5' }, limits: { storage: '2.5' } },
            },
          },
        },
      }),
    ),
  },
  {
    name: 'warning-overhead-fractional-bytes',
    why: 'coverage sweep: the fractional-byte warnings of spec.overhead were missing',
    input: jobWith({ overhead: { memory: '1500m', 'ephemeral-storage': '2500m' } }),
  },
  {
    name: 'warning-projected-overlapping-paths',
    why: 'coverage sweep: the overlapping-path warnings of a projected volume (warningsForOverlappingVirtualPaths) were missing',
    input: jobWith(
      mounted({
        projected: {
          sources: [
            { configMap: { name: 'c', items: [{ key: 'a', path: 'x' }] } },
            { secret: { name: 's', items: [{ key: 'b', path: 'x/y/' }] } },
            { downwardAPI: { items: [{ path: 'x/y/z', fieldRef: { fieldPath: 'metadata.name' } }] } },
            { serviceAccountToken: { path: 'x/t' } },
            { clusterTrustBundle: { signerName: 'example.com/s', labelSelector: {}, path: 'x/b' } },
          ],
        },
      }),
    ),
  },
  {
    name: 'warning-config-map-overlapping-items',
    why: 'coverage sweep: the overlapping-path warnings of a configMap volume were missing',
    input: jobWith(
      mounted({
        configMap: {
          name: 'c',
          items: [
            { key: 'a', path: 'x' },
            { key: 'b', path: 'x/y' },
            { key: 'c', path: 'xy' },
          ],
        },
      }),
    ),
  },
  {
    name: 'warning-seccomp-apparmor-annotations',
    why: 'coverage sweep: the seccomp and AppArmor annotation warnings (no matching field) were missing',
    input: jobWith(
      {},
      {},
      {
        annotations: {
          'seccomp.security.alpha.kubernetes.io/pod': 'runtime/default',
          'container.seccomp.security.alpha.kubernetes.io/main': 'runtime/default',
          'container.apparmor.security.beta.kubernetes.io/main': 'runtime/default',
        },
      },
    ),
  },
  {
    name: 'warning-apparmor-annotation-equal-to-pod-field',
    why: 'coverage sweep: an AppArmor annotation equal to the pod profile draws no warning',
    input: jobWith(
      { securityContext: { appArmorProfile: { type: 'Localhost', localhostProfile: 'p' } } },
      {},
      { annotations: { 'container.apparmor.security.beta.kubernetes.io/main': 'localhost/p' } },
    ),
  },
  {
    name: 'managed-fields-operation-unsupported',
    why: 'coverage sweep: metadata.managedFields were not validated (ValidateManagedFields)',
    input: jobWith({}, { managedFields: [entry({ operation: 'Bogus' }), entry({ operation: '' })] }),
  },
  {
    name: 'managed-fields-type-manager-subresource',
    why: 'coverage sweep: managedFields fieldsType, manager length and characters, subresource length',
    input: jobWith(
      {},
      {
        managedFields: [
          entry({ fieldsType: 'FieldsV2', manager: 'm'.repeat(129) }),
          entry({ manager: 'a\u0007b\u00e9\u200b', subresource: 's'.repeat(257) }),
        ],
      },
    ),
  },
  {
    name: 'ephemeral-empty-restart-policy-rules',
    why: 'coverage sweep: an ephemeral container with restartPolicyRules: [] (set, though empty) is Forbidden',
    input: jobWith({ ephemeralContainers: [{ name: 'debug', image: 'busybox', restartPolicyRules: [], ports: [] }] }),
  },
  {
    name: 'alpha-fields-dropped-on-create',
    why: 'coverage pass (alpha family): bindMountOptions, an emptyDir mode, an HTTP probe protocol and a gRPC probe mode are dropped on create while their v1.37 alpha gates are off; the library kept them in the created Job (and validated them)',
    input: jobWith({
      volumes: [{ name: 'v', emptyDir: { mode: 4000 } }],
      containers: [
        {
          ...MAIN,
          volumeMounts: [{ name: 'v', mountPath: '/m/v', bindMountOptions: ['noexec', 'bad'] }],
          livenessProbe: { httpGet: { port: 80, protocol: 'HTTP3' } },
          readinessProbe: { grpc: { port: 9000, mode: 'SSL' } },
          lifecycle: { preStop: { httpGet: { port: 80, protocol: 'HTTP2' } } },
        },
      ],
    }),
  },
  {
    name: 'signer-name-label-length-counts-characters',
    why: 'coverage pass 8 (tail family): ValidateSignerName checks its labels with apimachinery IsDNS1123Label/IsDNS1123Subdomain, whose length message says "characters"; the library said "bytes"',
    input: jobWith(
      mounted({
        projected: {
          sources: [{ clusterTrustBundle: { signerName: `${'a'.repeat(64)}.com/${'s'.repeat(254)}`, path: 'b' } }],
        },
      }),
    ),
  },
  {
    name: 'ephemeral-container-image-whitespace-in-template',
    why: 'coverage pass 8 (tail family): validateEphemeralContainers applies validateContainerOnlyForPod (image without leading or trailing white space) in templates too; the library reported only the Forbidden ephemeralContainers',
    input: jobWith({ ephemeralContainers: [{ name: 'debug', image: '\u00a0busybox ' }] }),
  },
]

/** The cronjob.create regressions. */
export const cronJobCreateCoverage: readonly RegressionCase[] = [
  {
    name: 'template-stop-signal-and-volume-user-dropped',
    why: "coverage sweep: the CronJob strategy drops the template's disabled fields (stop signals, volume user fields) as the Job strategy does",
    input: request({
      apiVersion: 'batch/v1',
      kind: 'CronJob',
      metadata: { name: 'nightly' },
      spec: {
        schedule: '*/5 * * * *',
        jobTemplate: {
          spec: {
            template: {
              spec: {
                restartPolicy: 'Never',
                containers: [
                  { ...MAIN, lifecycle: { stopSignal: 'SIGUSR1' }, volumeMounts: [{ name: 'v', mountPath: '/v' }] },
                ],
                volumes: [
                  { name: 'v', configMap: { name: 'c', defaultUser: 1000, items: [{ key: 'a', path: 'a', user: 5 }] } },
                ],
              },
            },
          },
        },
      },
    }),
  },
]

/** The podTemplate.validate regressions. */
export const podTemplateValidateCoverage: readonly RegressionCase[] = [
  {
    name: 'ephemeral-lifecycle-stop-signal-only',
    why: 'coverage sweep: an ephemeral container whose lifecycle holds only a stop signal has none once the signal is dropped',
    input: {
      template: {
        spec: {
          restartPolicy: 'Never',
          containers: [MAIN],
          ephemeralContainers: [{ name: 'debug', image: 'busybox', lifecycle: { stopSignal: 'SIGBOGUS' } }],
        },
      },
      profile: {},
    },
  },
  {
    name: 'ephemeral-empty-restart-policy-rules',
    why: 'coverage sweep: an ephemeral container with restartPolicyRules: [] (set, though empty) is Forbidden',
    input: {
      template: {
        spec: {
          restartPolicy: 'Never',
          containers: [MAIN],
          ephemeralContainers: [
            { name: 'debug', image: 'busybox', restartPolicy: 'OnFailure', restartPolicyRules: [] },
          ],
        },
      },
      profile: {},
    },
  },
  {
    name: 'bind-mount-options-kept-when-old-uses-them',
    why: 'coverage pass (alpha family): an update whose old template has bindMountOptions keeps them, and validateBindMountOptions reports an unsupported option, a duplicate and options on an image volume; the library never checked them',
    input: {
      template: {
        spec: {
          restartPolicy: 'Never',
          containers: [
            {
              ...MAIN,
              volumeMounts: [
                { name: 'v', mountPath: '/m/v', bindMountOptions: ['noexec', 'bad', 'noexec'] },
                { name: 'i', mountPath: '/m/i', bindMountOptions: ['nosuid'] },
              ],
            },
          ],
          volumes: [
            { name: 'v', emptyDir: {} },
            { name: 'i', image: { reference: 'busybox' } },
          ],
        },
      },
      oldTemplate: {
        spec: {
          restartPolicy: 'Never',
          containers: [{ ...MAIN, volumeMounts: [{ name: 'v', mountPath: '/m/v', bindMountOptions: ['nodev'] }] }],
          volumes: [{ name: 'v', emptyDir: {} }],
        },
      },
      profile: {},
    },
  },
  {
    name: 'alpha-probe-fields-dropped-on-create',
    why: 'coverage pass (alpha family): an invalid emptyDir mode, HTTP probe protocol and gRPC mode are dropped before validation on create (gates off), so nothing is reported; the library reported all three',
    input: {
      template: {
        spec: {
          restartPolicy: 'Never',
          containers: [
            {
              ...MAIN,
              livenessProbe: { httpGet: { port: 80, protocol: 'HTTP3' } },
              readinessProbe: { grpc: { port: 9000, mode: 'SSL' } },
            },
          ],
          volumes: [{ name: 'v', emptyDir: { mode: 4000 } }],
        },
      },
      profile: {},
    },
  },
]

const STORED_UID = '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77'
const SYSTEM_LABELS = {
  'batch.kubernetes.io/controller-uid': STORED_UID,
  'batch.kubernetes.io/job-name': 'pi',
  'controller-uid': STORED_UID,
  'job-name': 'pi',
}
/** A Job as storage holds it, with `metadata` merged into what create wrote (a key set to null is dropped). */
const storedJob = (metadata: JsonObject): JsonObject => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: Object.fromEntries(
    Object.entries({
      name: 'pi',
      namespace: 'default',
      uid: STORED_UID,
      resourceVersion: '5',
      generation: 1,
      creationTimestamp: '2026-01-02T03:04:05Z',
      labels: SYSTEM_LABELS,
      ...metadata,
    }).filter(([, v]) => v !== null),
  ),
  spec: {
    parallelism: 1,
    completions: 1,
    backoffLimit: 6,
    suspend: true,
    manualSelector: false,
    selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': STORED_UID } },
    template: { metadata: { labels: SYSTEM_LABELS }, spec: { restartPolicy: 'Never', containers: [MAIN] } },
  },
})
const BAD_TOLERATION = { tolerations: [{ key: 'k', operator: 'Exists', value: 'v' }] }
/** An update of `stored` whose body's metadata is changed by `metadata` (null drops a key) and template spec by `spec`. */
const updateOf = (stored: JsonObject, metadata: JsonObject, spec: JsonObject = {}): JsonObject => {
  const body = storedJob({ ...(stored['metadata'] as JsonObject), ...metadata })
  const template = (body['spec'] as JsonObject)['template'] as JsonObject
  template['spec'] = { ...(template['spec'] as JsonObject), ...spec }
  return {
    body: JSON.stringify(body),
    namespace: 'default',
    name: 'pi',
    fieldValidation: 'Strict',
    stored,
    profile: {},
  }
}
const deleting = storedJob({
  deletionTimestamp: '2026-01-02T03:05:00Z',
  deletionGracePeriodSeconds: 30,
  finalizers: ['example.com/cleanup'],
})

/** The job.update regressions: rest.BeforeUpdate's carried metadata and the order of its common checks. */
export const jobUpdateCoverage: readonly RegressionCase[] = [
  {
    name: 'update-adds-grace-period',
    why: 'coverage metadata edits: a grace period the stored Job lacks is kept and immutable, listed before the spec errors',
    input: updateOf(storedJob({}), { deletionGracePeriodSeconds: 0 }, BAD_TOLERATION),
  },
  {
    name: 'update-changes-grace-period',
    why: 'coverage metadata edits: a stored grace period changed by the request is immutable',
    input: updateOf(deleting, { deletionGracePeriodSeconds: 60 }),
  },
  {
    name: 'update-omits-grace-period',
    why: 'coverage metadata edits: a grace period the request omits is taken from storage',
    input: updateOf(deleting, { deletionGracePeriodSeconds: null, deletionTimestamp: null }),
  },
  {
    name: 'update-adds-deletion-timestamp',
    why: 'coverage metadata edits: a deletion timestamp the stored Job lacks is kept and immutable',
    input: updateOf(storedJob({}), { deletionTimestamp: '2026-01-02T03:09:00Z' }),
  },
  {
    name: 'update-sets-creation-timestamp',
    why: 'coverage metadata edits: a creation timestamp where storage has none is kept and immutable',
    input: updateOf(storedJob({ creationTimestamp: null }), { creationTimestamp: '2025-06-01T00:00:00Z' }),
  },
  {
    name: 'update-renames-owner',
    why: 'coverage metadata edits: an owner reference changed under the same uid',
    input: updateOf(
      storedJob({ ownerReferences: [{ apiVersion: 'batch/v1', kind: 'CronJob', name: 'nightly', uid: 'u1' }] }),
      { ownerReferences: [{ apiVersion: 'batch/v1', kind: 'CronJob', name: 'renamed', uid: 'u1', controller: true }] },
    ),
  },
]

/** A CronJob as storage holds it, with `metadata` merged in (a key set to null is dropped). */
const storedCronJob = (metadata: JsonObject): JsonObject => ({
  apiVersion: 'batch/v1',
  kind: 'CronJob',
  metadata: Object.fromEntries(
    Object.entries({
      name: 'hello',
      namespace: 'default',
      uid: STORED_UID,
      resourceVersion: '5',
      generation: 1,
      creationTimestamp: '2026-01-02T03:04:05Z',
      ...metadata,
    }).filter(([, v]) => v !== null),
  ),
  spec: {
    schedule: '*/5 * * * *',
    jobTemplate: { spec: { template: { spec: { restartPolicy: 'OnFailure', containers: [MAIN] } } } },
  },
})
const cronUpdateOf = (stored: JsonObject, metadata: JsonObject): JsonObject => ({
  body: JSON.stringify(storedCronJob({ ...(stored['metadata'] as JsonObject), ...metadata })),
  namespace: 'default',
  name: 'hello',
  fieldValidation: 'Strict',
  stored,
  profile: {},
})

/** The cronjob.update regressions: rest.BeforeUpdate's carried metadata, as for Jobs. */
export const cronJobUpdateCoverage: readonly RegressionCase[] = [
  {
    name: 'update-adds-grace-period',
    why: 'coverage metadata edits: a grace period the stored CronJob lacks is kept and immutable',
    input: cronUpdateOf(storedCronJob({}), { deletionGracePeriodSeconds: 30 }),
  },
  {
    name: 'update-sets-creation-timestamp',
    why: 'coverage metadata edits: a creation timestamp where storage has none is kept and immutable',
    input: cronUpdateOf(storedCronJob({ creationTimestamp: null }), { creationTimestamp: '2025-06-01T00:00:00Z' }),
  },
  {
    name: 'update-omits-deletion-fields',
    why: 'coverage metadata edits: the deletion fields the request omits are taken from storage',
    input: cronUpdateOf(
      storedCronJob({
        deletionTimestamp: '2026-01-02T03:05:00Z',
        deletionGracePeriodSeconds: 30,
        finalizers: ['example.com/cleanup'],
      }),
      { deletionTimestamp: null, deletionGracePeriodSeconds: null },
    ),
  },
]

/** A stored CronJob `hello` (schedule every 5 minutes) with `spec` merged, for controller.syncCronJob. */
const cronJobAt = (spec: JsonObject, status: JsonObject, created: string, now: string): JsonObject => ({
  cronJob: {
    apiVersion: 'batch/v1',
    kind: 'CronJob',
    metadata: {
      name: 'hello',
      namespace: 'default',
      uid: '00000000-0000-4000-8000-000000000000',
      resourceVersion: '42',
      generation: 1,
      creationTimestamp: created,
    },
    spec: {
      schedule: '*/5 * * * *',
      concurrencyPolicy: 'Allow',
      suspend: false,
      jobTemplate: {
        metadata: {},
        spec: {
          backoffLimit: 6,
          completionMode: 'NonIndexed',
          template: {
            metadata: { labels: { app: 'hello' } },
            spec: { restartPolicy: 'OnFailure', containers: [{ name: 'c', image: 'busybox', args: ['date'] }] },
          },
        },
      },
      ...spec,
    },
    status,
  },
  jobs: [],
  now,
  createdUid: '00000000-0000-4000-8000-000000000001',
})

/** The controller.syncCronJob regressions. */
export const controllerSyncCronJobCoverage: readonly RegressionCase[] = [
  {
    name: 'starting-deadline-above-2-53',
    why: 'coverage pass (cronjob controller edges): a startingDeadlineSeconds of 2^54 is an int64 Go takes; the library refused every deadline beyond 2^53 ("startingDeadlineSeconds must be an integer") instead of syncing',
    input: cronJobAt(
      { startingDeadlineSeconds: 18014398509481984 },
      { active: [{ kind: 'Job', namespace: 'default', name: 'hello-gone', uid: 'gone-uid', apiVersion: 'batch/v1' }] },
      '2026-03-01T12:00:00Z',
      '2026-03-01T12:00:00Z',
    ),
  },
  {
    name: 'starting-deadline-wraps-to-min-int64',
    why: 'coverage pass: 2^54 seconds times time.Second wraps to exactly -2^63, whose negation is itself, so the earliest time stays the creation time and the scheduled start is past the deadline (MissSchedule, no Job, no lastScheduleTime)',
    input: cronJobAt(
      { startingDeadlineSeconds: 18014398509481984 },
      {},
      '2026-03-01T11:00:00Z',
      '2026-03-01T12:01:01Z',
    ),
  },
  {
    name: 'starting-deadline-five-times-2-54',
    why: 'coverage pass: 5 * 2^54 wraps the same way (MissSchedule); 3 * 2^54 is no test, JSON.stringify prints it as 54043195528445950',
    input: cronJobAt(
      { startingDeadlineSeconds: 90071992547409920 },
      {},
      '2026-03-01T11:00:00Z',
      '2026-03-01T12:07:00Z',
    ),
  },
]
