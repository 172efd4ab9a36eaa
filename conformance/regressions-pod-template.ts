/**
 * Named regression inputs of the pod-template rules (issue #21): the
 * divergences the generators' live diff found in podTemplate.validate and
 * through it in job.create / job.update — volume sources the library did not
 * check, gated fields PrepareForCreate/PrepareForUpdate drop, and the
 * validation options an update derives from its old template. Only the
 * inputs live here; the answers are the oracle's
 * (`npm run conformance:record -- --regressions --op podTemplate.validate,job.create,job.update`).
 */
import type { RegressionCase } from './regressions'

type Json = null | boolean | number | string | Json[] | { [k: string]: Json }
type JsonObject = { [k: string]: Json }

/** A pod template: one container `main` (with `container` merged in) and `spec` merged into the spec. */
const template = (spec: JsonObject = {}, container: JsonObject = {}): JsonObject => ({
  metadata: { labels: { app: 'work' } },
  spec: { restartPolicy: 'Never', containers: [{ name: 'main', image: 'busybox', ...container }], ...spec },
})

const create = (name: string, why: string, t: JsonObject): RegressionCase => ({ name, why, input: { template: t } })
const update = (name: string, why: string, t: JsonObject, old: JsonObject = t): RegressionCase => ({
  name,
  why,
  input: { template: t, oldTemplate: old },
})

const vol = (v: JsonObject): JsonObject => ({ volumes: [{ name: 'v', ...v }] })
const mounted = { volumeMounts: [{ name: 'v', mountPath: '/v' }] }

const STOP = { lifecycle: { stopSignal: 'SIGUSR1' } }
const SPREAD = (selector: JsonObject, keys: string[]): JsonObject => ({
  topologySpreadConstraints: [
    {
      maxSkew: 1,
      topologyKey: 'zone',
      whenUnsatisfiable: 'DoNotSchedule',
      labelSelector: selector,
      matchLabelKeys: keys,
    },
  ],
})
const USERS = vol({
  secret: { secretName: 's', defaultUser: -1, items: [{ key: 'k', path: 'p', user: 2147483648 }] },
})

/** The podTemplate.validate regressions of the pod-template rules. */
export const podTemplateRules: readonly RegressionCase[] = [
  create(
    'git-repo-directory-backsteps',
    "issue #21: a gitRepo directory with '..' was accepted (Go: must not contain '..', and the mount's volume is not found)",
    template(vol({ gitRepo: { repository: 'https://example.com/r.git', directory: '../x' } }), mounted),
  ),
  create(
    'aws-ebs-empty-volume-id',
    'issue #21: awsElasticBlockStore with an empty volumeID was accepted (Go: Required value)',
    template(vol({ awsElasticBlockStore: { volumeID: '', partition: 1 } }), mounted),
  ),
  create(
    'rbd-empty-monitors-and-image',
    'issue #21: an rbd volume with empty monitors and image was accepted (Go: Required value for both)',
    template(vol({ rbd: { monitors: [], image: '' } })),
  ),
  create(
    'legacy-volume-sources',
    'issue #21: the checks of the plugin volume sources (iSCSI names, Quobyte registries, FC, Azure disks, Flex options, StorageOS, CSI driver names)',
    template({
      volumes: [
        { name: 'a', iscsi: { targetPortal: '', iqn: 'iqn.20x', lun: 300, chapAuthSession: true, initiatorName: 'x' } },
        { name: 'b', quobyte: { registry: 'r,a:b:c', volume: '' } },
        { name: 'c', fc: { targetWWNs: ['w'], wwids: ['i'] } },
        { name: 'd', azureDisk: { diskName: 'd', diskURI: 'http://x', kind: 'Managed', cachingMode: 'Bad' } },
        { name: 'e', flexVolume: { driver: '', options: { 'a.K8S.io/x': '1' } } },
        { name: 'f', storageos: { volumeName: 'Bad_Name', volumeNamespace: 'x', secretRef: { name: '' } } },
        { name: 'g', csi: { driver: 'Bad_Driver' } },
        { name: 'h', flocker: { datasetName: 'a/b', datasetUUID: 'u' } },
        { name: 'i', gcePersistentDisk: { pdName: '', partition: 256 } },
        { name: 'j', scaleIO: { gateway: '', system: 's', volumeName: '' } },
      ],
    }),
  ),
  create(
    'ephemeral-claim-template',
    'issue #21: the claim template of an ephemeral volume was not validated (ValidatePersistentVolumeClaimTemplate)',
    template(
      vol({
        ephemeral: {
          volumeClaimTemplate: {
            metadata: { name: 'x', labels: { 'bad key!': 'v' } },
            spec: {
              accessModes: ['ReadWriteOncePod', 'ReadWriteOnce'],
              resources: { requests: { storage: '0' } },
              dataSource: { kind: 'Snapshot', name: 'a' },
              dataSourceRef: { kind: 'PersistentVolumeClaim', name: 'b' },
            },
          },
        },
      }),
    ),
  ),
  create(
    'cluster-trust-bundle-and-pod-certificate',
    'issue #21: cluster trust bundle and pod certificate projections (GA at v1.37) were not validated',
    template(
      vol({
        projected: {
          sources: [
            { clusterTrustBundle: { name: 'b', signerName: 'example.com/s', path: 'a' } },
            { clusterTrustBundle: { signerName: 'Bad_Domain/x', path: 'a' } },
            { podCertificate: { signerName: 'example.com/s', keyType: 'RSA2048', maxExpirationSeconds: 100 } },
          ],
        },
      }),
    ),
  ),
  create(
    'volume-user-fields-dropped-on-create',
    'issue #21: the atomic-writer user fields are dropped on create (AtomicWriteVolumeUserFields off), so their bad values are not errors',
    template(USERS),
  ),
  update(
    'volume-user-fields-kept-by-old-template',
    'issue #21: an update whose old template sets a user field keeps and validates them',
    template(USERS),
  ),
  create(
    'stop-signal-dropped-on-create',
    'issue #21: a stop signal without spec.os.name is dropped on create (ContainerStopSignals off): no error',
    template({}, STOP),
  ),
  update(
    'stop-signal-kept-by-old-template',
    'issue #21: lifecycle.stopSignal without spec.os.name on an update whose old template sets one (Go: Forbidden)',
    template({}, STOP),
  ),
  update(
    'stop-signal-windows-kept-by-old-template',
    'issue #21: a Linux-only stop signal on a Windows pod, kept by the old template (Go: Unsupported value)',
    template({ os: { name: 'windows' } }, STOP),
    template({}, STOP),
  ),
  create(
    'spread-match-label-keys-in-selector',
    'issue #21: a matchLabelKeys key in both matchLabels and matchExpressions of the labelSelector',
    template(
      SPREAD({ matchLabels: { app: 'x' }, matchExpressions: [{ key: 'app', operator: 'In', values: ['x'] }] }, ['app']),
    ),
  ),
  update(
    'spread-match-label-keys-old-violates',
    'issue #21: an old template violating the selector-merge rules selects the legacy matchLabelKeys check (Go: exists in both matchLabelKeys and labelSelector)',
    template(SPREAD({ matchExpressions: [{ key: 'app', operator: 'In', values: ['x'] }] }, ['app', 'Bad Key'])),
  ),
  update(
    'host-network-user-namespaces-kept-by-old-template',
    'issue #21: hostUsers false with hostNetwork on an update whose old template has them (allowed)',
    template({ hostUsers: false, hostNetwork: true }),
  ),
  update(
    'toleration-comparison-kept-by-old-template',
    'issue #21: Lt/Gt tolerations kept by the old template; their values checked as content.IsDecimalInteger and strconv.ParseInt word it',
    template({
      tolerations: [
        { key: 'n', operator: 'Gt', value: '5' },
        { key: 'n', operator: 'Lt', value: 'x' },
        { key: 'n', operator: 'Lt', value: '99999999999999999999' },
      ],
    }),
  ),
  update(
    'options-from-old-template',
    'issue #21: an update relaxes what the old template already breaks (non-local token path, empty image reference, required node-affinity values, pod deletion cost)',
    {
      metadata: { annotations: { 'controller.kubernetes.io/pod-deletion-cost': 'x' } },
      spec: {
        restartPolicy: 'Never',
        containers: [{ name: 'main', image: 'busybox' }],
        volumes: [
          { name: 't', projected: { sources: [{ serviceAccountToken: { path: '../t', expirationSeconds: 3600 } }] } },
          { name: 'i', image: { reference: '', pullPolicy: 'IfNotPresent' } },
        ],
        affinity: {
          nodeAffinity: {
            requiredDuringSchedulingIgnoredDuringExecution: {
              nodeSelectorTerms: [{ matchExpressions: [{ key: 'a', operator: 'In', values: ['bad value!'] }] }],
            },
          },
        },
      },
    },
  ),
]

const UID = '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77'
const createBody = (spec: JsonObject, container: JsonObject = {}): string =>
  JSON.stringify({
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'pi' },
    spec: {
      template: {
        spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl', ...container }], ...spec },
      },
    },
  })
const createInput = (body: string): JsonObject => ({
  body,
  namespace: 'default',
  fieldValidation: 'Strict',
  uid: UID,
  creationTimestamp: '2026-01-02T03:04:05Z',
  nameSuffix: 'x7k2q',
})

/** The job.create regressions of the pod-template rules. */
export const jobCreateRules: readonly RegressionCase[] = [
  {
    name: 'git-repo-directory-backsteps',
    why: "issue #21: a gitRepo directory with '..' was accepted by createJob",
    input: createInput(createBody({ volumes: [{ name: 'v', gitRepo: { repository: 'r', directory: '../x' } }] })),
  },
  {
    name: 'rbd-empty-monitors-and-image',
    why: 'issue #21: an rbd volume with empty monitors and image was accepted by createJob',
    input: createInput(createBody({ volumes: [{ name: 'v', rbd: { monitors: [], image: '' } }] })),
  },
  {
    name: 'stop-signal-dropped',
    why: 'issue #21: PrepareForCreate drops a stop signal (ContainerStopSignals off): the stored Job has no lifecycle',
    input: createInput(createBody({}, { lifecycle: { stopSignal: 'SIGTERM' } })),
  },
  {
    name: 'seccomp-localhost-profile-go-field-order',
    why: 'issue #21 (sweep): the internal SeccompProfile in an error message prints Type before LocalhostProfile, as Go declares them',
    input: createInput(
      createBody({}, { securityContext: { seccompProfile: { type: 'RuntimeDefault', localhostProfile: 'x' } } }),
    ),
  },
  {
    name: 'cluster-trust-bundle-selector-with-name',
    why: 'issue #21 (sweep): an empty labelSelector next to a trust bundle name prints as {} in the message',
    input: createInput(
      createBody({
        volumes: [
          { name: 'v', projected: { sources: [{ clusterTrustBundle: { name: 'b', path: 'a', labelSelector: {} } }] } },
        ],
      }),
    ),
  },
  {
    name: 'volume-user-fields-dropped',
    why: 'issue #21: PrepareForCreate drops the atomic-writer user fields: the stored secret volume has no defaultUser',
    input: createInput(createBody({ volumes: [{ name: 'v', secret: { secretName: 's', defaultUser: 5 } }] })),
  },
]

const LABELS = {
  'batch.kubernetes.io/controller-uid': UID,
  'batch.kubernetes.io/job-name': 'pi',
  'controller-uid': UID,
  'job-name': 'pi',
}
/** A stored Job (without its defaults: storage defaults it) whose template has `container` merged in. */
const storedJob = (container: JsonObject): JsonObject => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
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
    selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': UID } },
    template: {
      metadata: { labels: LABELS },
      spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl', ...container }] },
    },
  },
})

/** The job.update regressions of the pod-template rules. */
export const jobUpdateRules: readonly RegressionCase[] = [
  {
    name: 'stop-signal-kept-by-stored',
    why: 'issue #21: PrepareForUpdate keeps the stop signals when the stored template has one; validation then forbids it without spec.os.name',
    input: {
      body: JSON.stringify(storedJob({ lifecycle: { stopSignal: 'SIGUSR1' } })),
      namespace: 'default',
      name: 'pi',
      fieldValidation: 'Strict',
      stored: storedJob({ lifecycle: { stopSignal: 'SIGTERM' } }),
    },
  },
  {
    name: 'stop-signal-dropped-when-stored-has-none',
    why: 'issue #21: PrepareForUpdate drops a new stop signal when the stored template has none: the template is unchanged, no error',
    input: {
      body: JSON.stringify(storedJob({ lifecycle: { stopSignal: 'SIGUSR1' } })),
      namespace: 'default',
      name: 'pi',
      fieldValidation: 'Strict',
      stored: storedJob({}),
    },
  },
]
