/**
 * Valid templates that draw each pod warning (pkg/api/pod `warningsForPodSpecAndMeta`,
 * `warningsForOverlappingVirtualPaths`): the API server only warns about a
 * Job that passes validation, so these snippets must be valid apart from
 * what they warn about. Deprecated node labels in selectors, affinity and
 * spread constraints, deprecated annotations, deprecated volume plugins,
 * overlapping projected paths, duplicate host aliases and pull secrets,
 * fractional byte quantities, seccomp and AppArmor annotations without the
 * field, hidden env definitions, port overlaps, negative grace periods,
 * empty affinity selectors, (deprecated IP forms
 * are invalid at v1.37 unless the old object has them: not reachable here).
 */
import type { JsonObject } from '../jobs'
import type { Patch } from './patch'

const mount = (name: string): JsonObject => ({ name, mountPath: `/m/${name}` })
const vol = (v: JsonObject): Patch => ({
  spec: { volumes: [{ name: 'v', ...v }] },
  container: { volumeMounts: [mount('v')] },
})
const OLD_ZONE = 'failure-domain.beta.kubernetes.io/zone'
const term = (key: string): JsonObject => ({ matchExpressions: [{ key, operator: 'In', values: ['a'] }] })
const podTerm = (selector: JsonObject | null): JsonObject => {
  const t: JsonObject = { topologyKey: 'kubernetes.io/hostname' }
  if (selector !== null) t['labelSelector'] = selector
  return t
}

export const WARNINGS: Patch[] = [
  { spec: { nodeSelector: { 'beta.kubernetes.io/arch': 'amd64', [OLD_ZONE]: 'a' } } },
  {
    spec: {
      affinity: {
        nodeAffinity: {
          requiredDuringSchedulingIgnoredDuringExecution: {
            nodeSelectorTerms: [term(OLD_ZONE), term('kubernetes.io/os')],
          },
          preferredDuringSchedulingIgnoredDuringExecution: [{ weight: 1, preference: term('beta.kubernetes.io/os') }],
        },
      },
    },
  },
  {
    spec: {
      topologySpreadConstraints: [
        {
          maxSkew: 1,
          topologyKey: OLD_ZONE,
          whenUnsatisfiable: 'DoNotSchedule',
          labelSelector: { matchLabels: { app: 'work' } },
        },
        { maxSkew: 1, topologyKey: 'kubernetes.io/hostname', whenUnsatisfiable: 'ScheduleAnyway' },
      ],
    },
  },
  {
    annotations: {
      'scheduler.alpha.kubernetes.io/critical-pod': '',
      'security.alpha.kubernetes.io/sysctls': 'kernel.shm_rmid_forced=1',
      'security.alpha.kubernetes.io/unsafe-sysctls': 'net.core.somaxconn=1024',
    },
  },
  vol({ photonPersistentDisk: { pdID: 'disk-1' } }),
  vol({ gitRepo: { repository: 'https://example.com/r.git', revision: 'main', directory: 'src' } }),
  vol({ scaleIO: { gateway: 'https://gw', system: 'sys', volumeName: 'v1', secretRef: { name: 's' } } }),
  vol({ flocker: { datasetName: 'data' } }),
  vol({ storageos: { volumeName: 'vol' } }),
  vol({ quobyte: { registry: 'reg:7861', volume: 'v' } }),
  vol({ glusterfs: { endpoints: 'ep', path: 'vol' } }),
  vol({ cephfs: { monitors: ['m:6789'] } }),
  vol({ rbd: { monitors: ['m:6789'], image: 'img' } }),
  vol({
    ephemeral: {
      volumeClaimTemplate: {
        spec: {
          accessModes: ['ReadWriteOnce'],
          resources: { requests: { storage: '1.5' } },
          selector: { matchLabels: { a: 'b' } },
        },
      },
    },
  }),
  vol({
    projected: {
      sources: [
        { configMap: { name: 'c', items: [{ key: 'a', path: 'x' }] } },
        { secret: { name: 's', items: [{ key: 'b', path: 'x/y' }] } },
        { downwardAPI: { items: [{ path: 'x/y/z', fieldRef: { fieldPath: 'metadata.name' } }] } },
        { serviceAccountToken: { path: 'x/t' } },
      ],
    },
  }),
  vol({
    projected: { sources: [{ configMap: { name: 'c' } }, { secret: { name: 's' } }, { configMap: { name: 'd' } }] },
  }),
  // overlapping item paths of one source (checkVolumeMappingForOverlap: equal, one below the other, a trailing slash)
  vol({
    configMap: {
      name: 'c',
      items: [
        { key: 'a', path: 'x' },
        { key: 'b', path: 'x/y' },
        { key: 'c', path: 'x' },
        { key: 'd', path: 'z/' },
        { key: 'e', path: 'z' },
        { key: 'f', path: 'xy' },
      ],
    },
  }),
  vol({
    secret: {
      secretName: 's',
      items: [
        { key: 'a', path: 'p/q' },
        { key: 'b', path: 'p' },
      ],
    },
  }),
  vol({
    downwardAPI: {
      items: [
        { path: 'n', fieldRef: { fieldPath: 'metadata.name' } },
        { path: 'n/l', fieldRef: { fieldPath: 'metadata.labels' } },
        { path: 'n', resourceFieldRef: { containerName: 'main', resource: 'limits.cpu' } },
      ],
    },
  }),
  // an empty projection source, pod certificate and cluster trust bundle paths overlapping others
  vol({
    projected: {
      sources: [
        {},
        {
          podCertificate: {
            signerName: 'example.com/s',
            keyType: 'ED25519',
            certificateChainPath: 'pc',
            keyPath: 'pc/key',
            credentialBundlePath: 'bundle',
          },
        },
        { clusterTrustBundle: { signerName: 'example.com/s', path: 'bundle/ctb' } },
        { clusterTrustBundle: { name: 'trust', path: 'pc/ctb' } },
        { configMap: { name: 'c', items: [{ key: 'a', path: 'pc/key/x' }] } },
      ],
    },
  }),
  {
    spec: {
      hostAliases: [
        { ip: '10.0.0.1', hostnames: ['a'] },
        { ip: '10.0.0.1', hostnames: ['b'] },
        { ip: '10.0.0.2', hostnames: ['c'] },
      ],
    },
  },
  { spec: { imagePullSecrets: [{ name: 'r' }, { name: 'r' }, { name: '' }] } },
  { spec: { overhead: { memory: '1500m', 'ephemeral-storage': '2500m' } } },
  {
    containerResources: {
      limits: { memory: '1500m', 'ephemeral-storage': '2500m' },
      requests: { memory: '1500m', 'ephemeral-storage': '2500m' },
    },
  },
  {
    annotations: {
      'seccomp.security.alpha.kubernetes.io/pod': 'runtime/default',
      'container.seccomp.security.alpha.kubernetes.io/main': 'runtime/default',
      'container.apparmor.security.beta.kubernetes.io/main': 'runtime/default',
    },
  },
  {
    annotations: { 'container.apparmor.security.beta.kubernetes.io/main': 'localhost/p' },
    spec: { securityContext: { appArmorProfile: { type: 'Localhost', localhostProfile: 'p' } } },
  },
  {
    container: {
      env: [
        { name: 'A', value: '1' },
        { name: 'A', value: '$(A)' },
        { name: 'A', value: '$(A)-x' },
        { name: 'A', value: 'plain' },
        { name: 'A', valueFrom: { fieldRef: { fieldPath: 'metadata.name' } } },
      ],
    },
  },
  {
    container: {
      ports: [
        { containerPort: 80, hostIP: '10.0.0.1' },
        { containerPort: 81, name: 'web' },
        { containerPort: 81, hostPort: 81, name: 'web2' },
        { containerPort: 82, hostPort: 82, hostIP: '10.0.0.2' },
        { containerPort: 82, hostPort: 82, protocol: 'UDP' },
        { containerPort: 83, hostPort: 83, protocol: 'SCTP' },
      ],
    },
    spec: {
      initContainers: [
        {
          name: 'side',
          image: 'busybox',
          restartPolicy: 'Always',
          ports: [
            { containerPort: 81, name: 'web' },
            { containerPort: 82, hostPort: 82 },
            { containerPort: 83, hostPort: 83, hostIP: '10.0.0.3', protocol: 'SCTP' },
          ],
        },
      ],
    },
  },
  { spec: { terminationGracePeriodSeconds: -5 } },
  {
    spec: {
      affinity: {
        podAffinity: {
          requiredDuringSchedulingIgnoredDuringExecution: [podTerm(null), podTerm({ matchLabels: { app: 'work' } })],
          preferredDuringSchedulingIgnoredDuringExecution: [{ weight: 5, podAffinityTerm: podTerm(null) }],
        },
        podAntiAffinity: {
          requiredDuringSchedulingIgnoredDuringExecution: [podTerm(null)],
          preferredDuringSchedulingIgnoredDuringExecution: [
            { weight: 1, podAffinityTerm: podTerm(null) },
            { weight: 2, podAffinityTerm: podTerm({ matchLabels: { app: 'work' } }) },
          ],
        },
      },
    },
  },
]
