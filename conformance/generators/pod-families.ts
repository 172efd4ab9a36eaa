/**
 * More pod-template rule families, chosen from what `npm run
 * conformance:coverage -- --blocks` showed unreached in
 * pkg/apis/core/validation and pkg/api/pod: volume sources, probes and
 * lifecycle handlers, env sources, ports, security contexts, affinity,
 * topology spread, DNS, host aliases, readiness and scheduling gates,
 * resource claims, sidecars (restartable init containers), container
 * resize policies and restart rules. Each family is a list of snippets,
 * valid ones and boundary or broken ones, patched into a generated template
 * by ./pod-rules.ts.
 */
import fc from 'fast-check'
import type { Json, JsonObject } from './jobs'

/** A spec patch: fields merged into the template's spec, or into its first container. */
export interface Patch {
  readonly spec?: JsonObject
  readonly container?: JsonObject
  readonly containerResources?: JsonObject
  readonly annotations?: JsonObject
}

const spec = (...xs: JsonObject[]): fc.Arbitrary<Patch> => fc.constantFrom(...xs.map((s) => ({ spec: s })))
const mount = (name: string, extra: JsonObject = {}): JsonObject => ({ name, mountPath: `/m/${name}`, ...extra })

/** A volume and a mount of it in the first container. */
const vol = (v: JsonObject, m: JsonObject = {}): Patch => ({
  spec: { volumes: [{ name: 'v', ...v }] },
  container: { volumeMounts: [mount('v', m)] },
})

const VOLUMES: Patch[] = [
  vol({ hostPath: { path: '/var/log', type: 'Directory' } }),
  vol({ hostPath: { path: '', type: 'Bogus' } }),
  vol({ hostPath: { path: '/a/../b' } }),
  vol({ emptyDir: { medium: 'Memory', sizeLimit: '1Gi' } }),
  vol({ emptyDir: { medium: 'HugePages-2Mi' } }),
  vol({ emptyDir: { sizeLimit: '-1' } }),
  vol({ persistentVolumeClaim: { claimName: 'data', readOnly: true } }),
  vol({ persistentVolumeClaim: { claimName: '' } }),
  vol({ configMap: { name: 'cfg', defaultMode: 420, items: [{ key: 'a', path: 'a.txt', mode: 256 }] } }),
  vol({ configMap: { name: 'cfg', defaultMode: 4096, items: [{ key: '', path: '../x' }] } }),
  vol({
    configMap: {
      name: '',
      items: [
        { key: 'a', path: '/abs' },
        { key: 'b', path: 'a/..' },
      ],
    },
  }),
  vol({ secret: { secretName: 's', defaultMode: -1, optional: true, items: [{ key: 'k', path: 'p', mode: 511 }] } }),
  vol({ secret: { secretName: '', items: [{ key: 'bad key', path: '' }] } }),
  vol({ downwardAPI: { items: [{ path: 'labels', fieldRef: { fieldPath: 'metadata.labels' } }] } }),
  vol({
    downwardAPI: {
      items: [
        { path: 'cpu', resourceFieldRef: { containerName: 'main', resource: 'limits.cpu', divisor: '1m' } },
        { path: 'x', fieldRef: { fieldPath: 'spec.nodeName' } },
        { path: 'y', fieldRef: { fieldPath: "metadata.annotations['a']" } },
        { path: 'y', fieldRef: { fieldPath: "metadata.labels['a b']", apiVersion: 'v2' } },
        { path: 'z', resourceFieldRef: { resource: 'limits.bogus' } },
        { path: 'w', fieldRef: { fieldPath: 'status.podIP' }, resourceFieldRef: { resource: 'limits.cpu' } },
        { path: 'u' },
      ],
    },
  }),
  vol({
    projected: {
      defaultMode: 420,
      sources: [
        { serviceAccountToken: { path: 'token', expirationSeconds: 3600, audience: 'api' } },
        { configMap: { name: 'c', items: [{ key: 'a', path: 'a' }] } },
        { secret: { name: 's' } },
        { downwardAPI: { items: [{ path: 'n', fieldRef: { fieldPath: 'metadata.name' } }] } },
        { clusterTrustBundle: { name: 'b', path: 'ca.pem' } },
      ],
    },
  }),
  vol({
    projected: {
      sources: [
        { serviceAccountToken: { path: '', expirationSeconds: 10 } },
        { serviceAccountToken: { path: '../t', expirationSeconds: 4294967296 * 2 } },
        { configMap: { name: 'c' }, secret: { name: 's' } },
        {},
        { clusterTrustBundle: { signerName: 'example.com/s', labelSelector: { matchLabels: { a: 'b' } }, path: 'x' } },
        { clusterTrustBundle: { name: 'b', signerName: 'example.com/s', path: '' } },
        { podCertificate: { signerName: 'example.com/s', keyType: 'ED25519', credentialBundlePath: 'c' } },
      ],
    },
  }),
  vol({ nfs: { server: 'nfs.example', path: '/exports' } }),
  vol({ nfs: { server: '', path: 'rel' } }),
  vol({ iscsi: { targetPortal: '1.2.3.4:3260', iqn: 'iqn.2001-04.com.example:storage', lun: 0, fsType: 'ext4' } }),
  vol({ iscsi: { targetPortal: '', iqn: 'bad', lun: 300, chapAuthSession: true, initiatorName: 'x' } }),
  vol({
    iscsi: { targetPortal: 'p', iqn: 'eui.02004567A425678D', lun: 1, initiatorName: 'iqn.2001-04.com.example:i' },
  }),
  vol({ csi: { driver: 'csi.example.com', volumeAttributes: { a: 'b' }, nodePublishSecretRef: { name: 's' } } }),
  vol({ csi: { driver: '', nodePublishSecretRef: { name: '' } } }),
  vol({
    ephemeral: {
      volumeClaimTemplate: {
        metadata: { labels: { a: 'b' } },
        spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
      },
    },
  }),
  vol({ ephemeral: { volumeClaimTemplate: { metadata: { name: 'x' }, spec: {} } } }),
  vol({ ephemeral: {} }),
  vol({ image: { reference: 'busybox', pullPolicy: 'IfNotPresent' } }),
  vol({ image: { reference: '', pullPolicy: 'Sometimes' } }, { subPath: 'x' }),
  vol({ gitRepo: { repository: 'https://x', directory: '../x' } }),
  vol({ gcePersistentDisk: { pdName: 'd', partition: -1 } }),
  vol({ awsElasticBlockStore: { volumeID: '', partition: 1 } }),
  vol({ glusterfs: { endpoints: '', path: '' } }),
  vol({ rbd: { monitors: [], image: '' } }),
  vol({ cephfs: { monitors: [] } }),
  vol({ cinder: { volumeID: '' } }),
  vol({ fc: { targetWWNs: ['a'], lun: 300 } }),
  vol({ fc: { wwids: ['w'], targetWWNs: ['a'] } }),
  vol({ flexVolume: { driver: '', options: { 'kubernetes.io/x': 'y' } } }),
  vol({ flocker: { datasetName: 'a', datasetUUID: 'b' } }),
  vol({ azureFile: { secretName: '', shareName: '' } }),
  vol({ azureDisk: { diskName: '', diskURI: '', cachingMode: 'Bad', kind: 'Bad' } }),
  vol({ vsphereVolume: { volumePath: '' } }),
  vol({ quobyte: { registry: '', volume: '' } }),
  vol({ photonPersistentDisk: { pdID: '' } }),
  vol({ portworxVolume: { volumeID: '' } }),
  vol({ scaleIO: { gateway: '', system: '', secretRef: null } }),
  vol({ storageos: { volumeName: 'a/b' } }),
  vol({ emptyDir: {}, hostPath: { path: '/x' } }),
  vol({}),
  vol({ emptyDir: {} }, { mountPropagation: 'Bidirectional' }),
  vol({ emptyDir: {} }, { mountPropagation: 'Bogus', subPathExpr: '$(X)', subPath: 'a' }),
  vol({ emptyDir: {} }, { recursiveReadOnly: 'Enabled', readOnly: true, mountPropagation: 'None' }),
  vol({ emptyDir: {} }, { recursiveReadOnly: 'IfPossible' }),
  vol({ emptyDir: {} }, { recursiveReadOnly: 'Enabled' }),
  vol({ emptyDir: {} }, { subPath: '../x', mountPath: '' }),
  {
    spec: { volumes: [{ name: 'v', persistentVolumeClaim: { claimName: 'c' } }] },
    container: {
      volumeDevices: [{ name: 'v', devicePath: '/dev/x' }],
      volumeMounts: [{ name: 'v', mountPath: '/dev/x' }],
    },
  },
  {
    spec: { volumes: [{ name: 'v', emptyDir: {} }] },
    container: {
      volumeDevices: [
        { name: 'v', devicePath: 'rel' },
        { name: 'missing', devicePath: '/dev/y' },
      ],
    },
  },
  { container: { volumeMounts: [mount('nope'), mount('nope')] } },
]

const handler = (h: JsonObject): JsonObject => h
const HANDLERS: JsonObject[] = [
  handler({ exec: { command: ['true'] } }),
  handler({ httpGet: { path: '/healthz', port: 8080, scheme: 'HTTPS', httpHeaders: [{ name: 'X-A', value: 'b' }] } }),
  handler({ httpGet: { port: 'http', host: 'x' } }),
  handler({ httpGet: { port: 0, scheme: 'FTP', httpHeaders: [{ name: 'bad header', value: '' }] } }),
  handler({ httpGet: { port: 'Not_A_Name' } }),
  handler({ tcpSocket: { port: 5432 } }),
  handler({ tcpSocket: { port: 70000 } }),
  handler({ grpc: { port: 9090, service: 'health' } }),
  handler({ grpc: { port: -1 } }),
  handler({ exec: { command: ['a'] }, tcpSocket: { port: 1 } }),
  handler({}),
  handler({ sleep: { seconds: 5 } }),
  handler({ sleep: { seconds: -1 } }),
]
const probe = (h: JsonObject, extra: JsonObject = {}): JsonObject => ({ ...h, ...extra })
const PROBES: Patch[] = HANDLERS.flatMap((h): Patch[] => [
  { container: { livenessProbe: probe(h, { periodSeconds: 10, successThreshold: 1 }) } },
  { container: { readinessProbe: probe(h, { initialDelaySeconds: -1, timeoutSeconds: 0, failureThreshold: -1 }) } },
  { container: { startupProbe: probe(h, { successThreshold: 2, terminationGracePeriodSeconds: 0 }) } },
  { container: { lifecycle: { postStart: h, preStop: h, stopSignal: 'SIGTERM' } } },
])
PROBES.push(
  {
    container: { livenessProbe: { exec: { command: ['x'] }, successThreshold: 3, terminationGracePeriodSeconds: -1 } },
  },
  { container: { lifecycle: { stopSignal: 'SIGBOGUS' } } },
  { spec: { os: { name: 'linux' } }, container: { lifecycle: { stopSignal: 'SIGUSR1' } } },
  { spec: { os: { name: 'windows' } }, container: { lifecycle: { stopSignal: 'SIGKILL' } } },
)

const ENV: Patch[] = [
  { container: { env: [{ name: 'A', valueFrom: { configMapKeyRef: { name: 'c', key: 'k', optional: true } } }] } },
  { container: { env: [{ name: 'A', valueFrom: { secretKeyRef: { name: '', key: 'bad key' } } }] } },
  {
    container: {
      env: [{ name: 'A', valueFrom: { resourceFieldRef: { resource: 'requests.memory', divisor: '1Mi' } } }],
    },
  },
  { container: { env: [{ name: 'A', valueFrom: { resourceFieldRef: { resource: 'limits.cpu', divisor: '3' } } }] } },
  { container: { env: [{ name: 'A', valueFrom: { resourceFieldRef: { resource: 'requests.hugepages-2Mi' } } }] } },
  { container: { env: [{ name: 'A', valueFrom: { resourceFieldRef: { containerName: 'other', resource: 'x' } } }] } },
  { container: { env: [{ name: 'A', valueFrom: { fieldRef: { fieldPath: 'status.hostIPs' } } }] } },
  { container: { env: [{ name: 'A', valueFrom: { fieldRef: { fieldPath: 'spec.bogus', apiVersion: '' } } }] } },
  { container: { env: [{ name: 'A', valueFrom: { fieldRef: { fieldPath: "metadata.labels['a']" } } }] } },
  {
    container: {
      env: [{ name: 'A', valueFrom: { fieldRef: { fieldPath: "metadata.annotations['kubectl.kubernetes.io/x']" } } }],
    },
  },
  { container: { env: [{ name: 'A', value: 'x', valueFrom: { fieldRef: { fieldPath: 'metadata.name' } } }] } },
  { container: { env: [{ name: 'A', valueFrom: {} }] } },
  { container: { env: [{ name: 'A', valueFrom: { fileKeyRef: { volumeName: 'v', path: 'env', key: 'K' } } }] } },
  { container: { env: [{ name: 'a b=c', value: 'x' }, { name: '' }] } },
  {
    container: {
      envFrom: [
        { configMapRef: { name: 'c' }, prefix: 'P_' },
        { secretRef: { name: 's', optional: false } },
        { prefix: '1bad' },
        { configMapRef: { name: 'c' }, secretRef: { name: 's' } },
        { configMapRef: { name: '' } },
      ],
    },
  },
]

const PORTS: Patch[] = [
  { container: { ports: [{ containerPort: 80, protocol: 'UDP', hostPort: 8080, hostIP: '10.0.0.1', name: 'a' }] } },
  {
    container: {
      ports: [
        { containerPort: 80, protocol: 'SCTP' },
        { containerPort: 80, protocol: 'SCTP' },
      ],
    },
  },
  { container: { ports: [{ containerPort: 80, protocol: 'ICMP', hostPort: -1, hostIP: 'bad' }] } },
  {
    container: {
      ports: [
        { containerPort: 80, name: 'x' },
        { containerPort: 81, name: 'x' },
      ],
    },
  },
  {
    container: {
      ports: [
        { containerPort: 80, name: '1234' },
        { containerPort: 81, name: 'a--b' },
      ],
    },
  },
  { spec: { hostNetwork: true }, container: { ports: [{ containerPort: 80, hostPort: 81 }] } },
  { spec: { hostNetwork: true }, container: { ports: [{ containerPort: 80 }] } },
]

const CONTAINER_SECURITY: JsonObject[] = [
  { securityContext: { capabilities: { add: ['NET_ADMIN', 'SYS_ADMIN'], drop: ['ALL'] } } },
  { securityContext: { privileged: true, allowPrivilegeEscalation: false } },
  { securityContext: { capabilities: { add: ['CAP_SYS_ADMIN'] }, allowPrivilegeEscalation: false } },
  { securityContext: { procMount: 'Unmasked' } },
  { securityContext: { procMount: 'Bogus' } },
  { securityContext: { readOnlyRootFilesystem: true, runAsNonRoot: true, runAsUser: 0 } },
  { securityContext: { runAsUser: -1, runAsGroup: 2147483648 } },
  { securityContext: { seccompProfile: { type: 'Localhost', localhostProfile: 'p.json' } } },
  { securityContext: { seccompProfile: { type: 'Localhost' } } },
  { securityContext: { seccompProfile: { type: 'RuntimeDefault', localhostProfile: 'x' } } },
  { securityContext: { seccompProfile: { type: 'Bogus' } } },
  { securityContext: { appArmorProfile: { type: 'Localhost', localhostProfile: 'p' } } },
  { securityContext: { appArmorProfile: { type: 'RuntimeDefault', localhostProfile: 'p' } } },
  { securityContext: { appArmorProfile: { type: 'Bogus' } } },
  { securityContext: { appArmorProfile: { type: 'Localhost', localhostProfile: ' ' } } },
]
const POD_SECURITY: JsonObject[] = [
  { securityContext: { fsGroup: -1, fsGroupChangePolicy: 'Sometimes', supplementalGroups: [1, -2] } },
  { securityContext: { fsGroupChangePolicy: 'OnRootMismatch', supplementalGroupsPolicy: 'Merge' } },
  { securityContext: { supplementalGroupsPolicy: 'Bogus', seLinuxChangePolicy: 'Bogus' } },
  { securityContext: { seLinuxChangePolicy: 'MountOption', seLinuxOptions: { level: 's0:c1,c2' } } },
  { securityContext: { sysctls: [{ name: 'net.ipv4.ip_forward', value: '1' }], hostNetwork: true } },
  { securityContext: { seccompProfile: { type: 'Unconfined' }, appArmorProfile: { type: 'Unconfined' } } },
  { securityContext: { appArmorProfile: { type: 'Localhost' } } },
  { hostPID: true, shareProcessNamespace: true },
  { hostUsers: false, hostNetwork: true },
  { hostUsers: false, hostPID: true, hostIPC: true },
  { hostUsers: false, securityContext: { sysctls: [{ name: 'net.core.somaxconn', value: '1' }] } },
  { hostIPC: true, securityContext: { sysctls: [{ name: 'kernel.shmmax', value: '1' }] } },
  { hostNetwork: true, securityContext: { sysctls: [{ name: 'net.core.somaxconn', value: '1' }] } },
]

const SELECTOR_TERMS: Json[] = [
  [{ matchExpressions: [{ key: 'zone', operator: 'In', values: ['a', 'b'] }] }],
  [
    {
      matchExpressions: [
        { key: 'n', operator: 'Gt', values: ['1'] },
        { key: 'n', operator: 'Lt', values: ['x'] },
      ],
    },
  ],
  [
    {
      matchExpressions: [
        { key: 'a', operator: 'Exists', values: ['x'] },
        { key: 'A B', operator: 'Bogus' },
      ],
    },
  ],
  [{ matchFields: [{ key: 'metadata.name', operator: 'In', values: ['n1'] }] }],
  [{ matchExpressions: [{ key: 'a', operator: 'In', values: ['bad value!'] }] }],
  [],
]
const AFFINITY: JsonObject[] = [
  ...SELECTOR_TERMS.map((t) => ({
    affinity: {
      nodeAffinity: {
        requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: t },
        preferredDuringSchedulingIgnoredDuringExecution: [
          { weight: 1, preference: (t as Json[])[0] ?? {} },
          { weight: 101, preference: {} },
        ],
      },
    },
  })),
  {
    affinity: {
      podAffinity: {
        requiredDuringSchedulingIgnoredDuringExecution: [
          {
            labelSelector: { matchLabels: { app: 'x' } },
            topologyKey: 'zone',
            namespaces: ['a', 'Bad_NS'],
            namespaceSelector: { matchExpressions: [{ key: 'a', operator: 'Exists' }] },
            matchLabelKeys: ['pod-template-hash'],
            mismatchLabelKeys: ['b'],
          },
        ],
        preferredDuringSchedulingIgnoredDuringExecution: [
          { weight: 100, podAffinityTerm: { topologyKey: '', labelSelector: { matchLabels: { 'bad key!': 'v' } } } },
          {
            weight: 0,
            podAffinityTerm: {
              topologyKey: 'z',
              matchLabelKeys: ['app'],
              labelSelector: { matchLabels: { app: 'x' } },
            },
          },
        ],
      },
      podAntiAffinity: {
        requiredDuringSchedulingIgnoredDuringExecution: [
          {
            topologyKey: 'kubernetes.io/hostname',
            labelSelector: { matchExpressions: [{ key: 'app', operator: 'In', values: ['x'] }] },
            matchLabelKeys: ['app', ''],
            mismatchLabelKeys: ['app'],
          },
          { topologyKey: 'z', labelSelector: { matchLabels: { 'a/b/c': 'x' } } },
        ],
      },
    },
  },
  { affinity: { nodeAffinity: { requiredDuringSchedulingIgnoredDuringExecution: {} } } },
  {
    topologySpreadConstraints: [
      {
        maxSkew: 1,
        topologyKey: 'zone',
        whenUnsatisfiable: 'ScheduleAnyway',
        labelSelector: { matchLabels: { app: 'x' } },
        minDomains: 3,
        matchLabelKeys: ['pod-template-hash'],
      },
      { maxSkew: 1, topologyKey: 'zone', whenUnsatisfiable: 'ScheduleAnyway' },
    ],
  },
  {
    topologySpreadConstraints: [
      {
        maxSkew: -1,
        topologyKey: '',
        whenUnsatisfiable: 'Bogus',
        minDomains: 0,
        nodeAffinityPolicy: 'X',
        nodeTaintsPolicy: 'Y',
      },
      {
        maxSkew: 1,
        topologyKey: 'z',
        whenUnsatisfiable: 'DoNotSchedule',
        labelSelector: { matchExpressions: [{ key: 'app', operator: 'In', values: ['x'] }] },
        matchLabelKeys: ['app', 'Bad Key'],
      },
    ],
  },
  {
    tolerations: [
      { key: 'a', operator: 'Equal', value: 'b', effect: 'NoExecute', tolerationSeconds: -5 },
      { key: '', operator: 'Equal', value: 'b' },
      { key: 'bad key!', operator: 'Bogus', effect: 'Bogus' },
      { key: 'n', operator: 'Gt', value: '5' },
      { key: 'n', operator: 'Lt', value: 'x' },
      { operator: 'Exists', effect: 'NoSchedule', tolerationSeconds: 5 },
    ],
  },
  { nodeName: 'node-1', schedulerName: 'Bad Name', priorityClassName: 'system-node-critical' },
  { nodeName: 'Bad_Node!' },
]

const POD_MISC: JsonObject[] = [
  {
    dnsPolicy: 'None',
    dnsConfig: {
      nameservers: ['1.1.1.1', '2001:db8::1'],
      searches: ['a.example'],
      options: [{ name: 'ndots', value: '2' }],
    },
  },
  { dnsPolicy: 'None' },
  {
    dnsConfig: {
      nameservers: ['bad', '1.1.1.1', '2.2.2.2', '3.3.3.3'],
      searches: ['a..b', 'x'.repeat(254)],
      options: [{ name: '' }],
    },
  },
  { dnsConfig: { searches: Array.from({ length: 33 }, (_, i) => `d${i}.example`) } },
  { dnsConfig: { searches: ['.'] } },
  { hostAliases: [{ ip: '10.0.0.1', hostnames: ['a.example', 'b'] }] },
  { hostAliases: [{ ip: 'not-an-ip', hostnames: ['Bad_Host'] }, { ip: '::1' }] },
  { hostNetwork: true, hostAliases: [{ ip: '10.0.0.1', hostnames: ['a'] }] },
  { readinessGates: [{ conditionType: 'example.com/ready' }, { conditionType: 'bad type!' }] },
  { schedulingGates: [{ name: 'example.com/gate' }, { name: 'example.com/gate' }, { name: 'Bad Gate' }] },
  {
    resourceClaims: [
      { name: 'gpu', resourceClaimName: 'claim' },
      { name: 'tpl', resourceClaimTemplateName: 't' },
    ],
  },
  {
    resourceClaims: [
      { name: 'Bad_Name' },
      { name: 'x', resourceClaimName: 'a', resourceClaimTemplateName: 'b' },
      { name: 'x', resourceClaimName: 'c' },
    ],
  },
  {
    os: { name: 'windows' },
    securityContext: {
      runAsUser: 1,
      seLinuxOptions: { user: 'u' },
      fsGroup: 1,
      sysctls: [{ name: 'kernel.shm_rmid_forced', value: '1' }],
    },
  },
  {
    os: { name: 'windows' },
    hostPID: true,
    securityContext: { windowsOptions: { hostProcess: true, runAsUserName: 'NT AUTHORITY\\SYSTEM' } },
  },
  { os: { name: 'linux' }, securityContext: { windowsOptions: { gmsaCredentialSpecName: 'x' } } },
  { os: { name: 'Bogus' } },
  { runtimeClassName: 'Bad Name', overhead: { cpu: '-1' } },
  { priority: 10, preemptionPolicy: 'Bogus' },
  { preemptionPolicy: 'PreemptLowerPriority', enableServiceLinks: false, automountServiceAccountToken: false },
  { serviceAccount: 'a', serviceAccountName: 'b' },
  { imagePullSecrets: [{ name: 'reg' }, { name: '' }] },
  { setHostnameAsFQDN: true, hostnameOverride: 'my-host' },
  { hostnameOverride: 'Bad_Host', hostNetwork: true },
  { resources: { requests: { cpu: '1', memory: '1Gi' }, limits: { cpu: '2', memory: '2Gi' } } },
  { resources: { requests: { cpu: '2' }, limits: { cpu: '1', 'nvidia.com/gpu': '1' } } },
  { resources: { limits: { 'hugepages-2Mi': '2Mi' } } },
  { activeDeadlineSeconds: 0, terminationGracePeriodSeconds: -1 },
]

const INIT_AND_RESIZE: Patch[] = [
  {
    spec: {
      initContainers: [
        {
          name: 'sidecar',
          image: 'envoy',
          restartPolicy: 'Always',
          startupProbe: { tcpSocket: { port: 1 } },
          readinessProbe: { exec: { command: ['x'] } },
          livenessProbe: { exec: { command: ['x'] } },
          lifecycle: { postStart: { exec: { command: ['x'] } }, preStop: { sleep: { seconds: 1 } } },
          resizePolicy: [{ resourceName: 'cpu', restartPolicy: 'NotRequired' }],
        },
      ],
    },
  },
  {
    spec: {
      initContainers: [
        { name: 'init', image: 'x', restartPolicy: 'OnFailure', readinessProbe: { exec: { command: ['x'] } } },
        {
          name: 'init2',
          image: 'x',
          lifecycle: { preStop: { exec: { command: ['x'] } } },
          startupProbe: { exec: { command: ['x'] } },
        },
        { name: 'main', image: 'x' },
      ],
    },
  },
  {
    spec: {
      initContainers: [
        {
          name: 'i',
          image: 'x',
          restartPolicyRules: [{ action: 'Restart', exitCodes: { operator: 'In', values: [1] } }],
          resources: { requests: { cpu: '1' } },
        },
      ],
    },
  },
  {
    container: {
      restartPolicy: 'Never',
      restartPolicyRules: [
        { action: 'Restart', exitCodes: { operator: 'NotIn', values: [0] } },
        { action: 'Bogus', exitCodes: { operator: 'Bogus', values: [] } },
        { action: 'RestartAllContainers', exitCodes: { operator: 'In', values: [1, 1, -1] } },
      ],
    },
  },
  { container: { restartPolicy: 'Always' } },
  { container: { restartPolicy: 'OnFailure', restartPolicyRules: [] } },
  {
    container: {
      resizePolicy: [
        { resourceName: 'cpu', restartPolicy: 'RestartContainer' },
        { resourceName: 'cpu', restartPolicy: 'NotRequired' },
        { resourceName: 'gpu', restartPolicy: 'Bogus' },
      ],
    },
  },
  { container: { stdin: true, stdinOnce: true, tty: true, terminationMessagePath: '' } },
  { container: { stdinOnce: true, terminationMessagePath: 'x'.repeat(5000) } },
  { container: { image: '', imagePullPolicy: 'Bogus', workingDir: 'rel' } },
  { container: { name: 'x'.repeat(64) } },
  { spec: { restartPolicy: 'Always' } },
  { spec: { containers: [] } },
]

/** One of the families above, uniformly by family. */
export const moreFamilies: fc.Arbitrary<Patch> = fc.oneof(
  fc.constantFrom(...VOLUMES),
  fc.constantFrom(...PROBES),
  fc.constantFrom(...ENV),
  fc.constantFrom(...PORTS),
  fc.constantFrom(...CONTAINER_SECURITY).map((c): Patch => ({ container: c })),
  spec(...POD_SECURITY),
  spec(...AFFINITY),
  spec(...POD_MISC),
  fc.constantFrom(...INIT_AND_RESIZE),
)
