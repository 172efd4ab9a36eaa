/**
 * Snippets aimed at the long tail that `npm run conformance:coverage --
 * --fixtures 200 --runs 100 --blocks` still showed unreached after the
 * seventh pass (issue #21, eighth pass): one or two blocks each, reached by
 * the random draw only now and then. File modes above 0777, empty or bad
 * names and keys of env sources and volume fields, an image with spaces, a
 * value source with none or two sources, probe and handler bounds, the
 * recursive read-only mount modes, DNS and hostname bounds, Windows and
 * Linux stop signals, resize policies with empty fields, node selector
 * operators with the wrong value count, a mirror-pod and a deletion-cost
 * annotation, AppArmor annotations beside a pod-level profile, and more.
 */
import type { JsonObject } from '../jobs'
import type { Patch } from './patch'

const vol = (v: JsonObject): Patch => ({
  spec: { volumes: [{ name: 'v', ...v }] },
  container: { volumeMounts: [{ name: 'v', mountPath: '/m/v' }] },
})
const env = (valueFrom: JsonObject): Patch => ({ container: { env: [{ name: 'E', valueFrom }] } })
const init = (c: JsonObject): Patch => ({ spec: { initContainers: [{ name: 'init', image: 'busybox', ...c }] } })
const claimTemplate = (spec: JsonObject): Patch =>
  vol({
    ephemeral: {
      volumeClaimTemplate: {
        spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } }, ...spec },
      },
    },
  })
const mount = (m: JsonObject): Patch => ({
  spec: { volumes: [{ name: 'v', emptyDir: {} }] },
  container: { volumeMounts: [{ name: 'v', mountPath: '/m/v', ...m }] },
})
const nodeTerm = (expr: JsonObject, key = 'matchExpressions'): Patch => ({
  spec: {
    affinity: {
      nodeAffinity: { requiredDuringSchedulingIgnoredDuringExecution: { nodeSelectorTerms: [{ [key]: [expr] }] } },
    },
  },
})
const APPARMOR_MAIN = 'container.apparmor.security.beta.kubernetes.io/main'
const appArmorPod = (annotation: string): Patch => ({
  annotations: { [APPARMOR_MAIN]: annotation },
  spec: { securityContext: { appArmorProfile: { type: 'RuntimeDefault' } } },
})

export const TAIL: Patch[] = [
  // volume sources
  vol({ awsElasticBlockStore: { volumeID: 'vol-1', partition: 256 } }),
  vol({ nfs: { server: 'nfs.example', path: '' } }),
  vol({ iscsi: { targetPortal: '10.0.0.1:3260', iqn: '', lun: 0 } }),
  vol({ iscsi: { targetPortal: '10.0.0.1:3260', iqn: 'eui.XYZ', lun: 0 } }),
  vol({ iscsi: { targetPortal: '10.0.0.1:3260', iqn: 'naa.XYZ', lun: 0 } }),
  vol({ iscsi: { targetPortal: '10.0.0.1:3260', iqn: 'iqn.2001-04.com.example:s', lun: 0, initiatorName: 'eui.XYZ' } }),
  vol({ iscsi: { targetPortal: '10.0.0.1:3260', iqn: 'iqn.2001-04.com.example:s', lun: 0, initiatorName: 'naa.XYZ' } }),
  vol({ hostPath: { path: '/h', type: 'Bogus' } }),
  vol({ downwardAPI: { defaultMode: 512, items: [{ path: 'p', fieldRef: { fieldPath: 'metadata.name' } }] } }),
  vol({ downwardAPI: { items: [{ path: '', fieldRef: { fieldPath: 'metadata.name' } }] } }),
  vol({ downwardAPI: { items: [{ path: 'p', mode: 512, fieldRef: { fieldPath: 'metadata.name' } }] } }),
  vol({ downwardAPI: { items: [{ path: 'p', mode: -1, fieldRef: { fieldPath: 'metadata.name' } }] } }),
  vol({ secret: { secretName: 's', items: [{ key: 'k', path: 'p', mode: 512 }] } }),
  vol({ configMap: { name: 'c', items: [{ key: 'k', path: '..p', mode: -1 }] } }),
  vol({ projected: { defaultMode: 512, sources: [{ secret: { name: 's' } }] } }),
  vol({ projected: { defaultMode: -1, sources: [{ configMap: { name: 'c' } }] } }),
  vol({ projected: { sources: [{ serviceAccountToken: { path: '..t' } }] } }),
  vol({
    projected: {
      sources: [{ clusterTrustBundle: { name: 'example.com:signer:b', signerName: 'other.com/s', path: 'b' } }],
    },
  }),
  vol({ projected: { sources: [{ clusterTrustBundle: { signerName: `${'a'.repeat(64)}.com/s`, path: 'b' } }] } }),
  vol({
    projected: { sources: [{ clusterTrustBundle: { signerName: `example.com/${'s'.repeat(600)}`, path: 'b' } }] },
  }),
  claimTemplate({ dataSource: { name: 'd', kind: '' } }),
  claimTemplate({ dataSource: { name: 'd', kind: 'Snap', apiGroup: 'Bad_Group' } }),
  claimTemplate({ dataSourceRef: { name: '', kind: 'Snap', apiGroup: 'example.com' } }),
  claimTemplate({ dataSourceRef: { name: 'd', kind: 'Snap' } }),
  // mounts
  mount({ readOnly: true, recursiveReadOnly: 'Disabled' }),
  mount({ readOnly: true, recursiveReadOnly: 'Enabled', mountPropagation: 'HostToContainer' }),
  mount({ readOnly: true, recursiveReadOnly: 'Bogus' }),
  {
    spec: {
      volumes: [{ name: 'v', emptyDir: {} }],
      ephemeralContainers: [
        { name: 'debug', image: 'busybox', volumeMounts: [{ name: 'v', mountPath: '/m', subPathExpr: '$(X)' }] },
      ],
    },
  },
  // env
  { container: { envFrom: [{ configMapRef: { name: 'Bad_Name' } }] } },
  { container: { envFrom: [{ secretRef: { name: '' } }] } },
  { container: { envFrom: [{ secretRef: { name: 'Bad_Name' } }] } },
  env({}),
  env({ configMapKeyRef: { name: 'c', key: 'k' }, secretKeyRef: { name: 's', key: 'k' } }),
  env({ secretKeyRef: { name: 's', key: '' } }),
  env({ resourceFieldRef: { containerName: 'main', resource: '' } }),
  env({ fieldRef: { apiVersion: 'v1', fieldPath: "spec.nodeName['x']" } }),
  env({ fieldRef: { apiVersion: 'v1', fieldPath: "metadata.name['x']" } }),
  // containers
  { container: { image: ' busybox ' } },
  { container: { readinessProbe: { exec: { command: ['true'] }, terminationGracePeriodSeconds: 5 } } },
  { container: { livenessProbe: { exec: { command: [] } } } },
  { container: { livenessProbe: { exec: { command: ['true'] }, httpGet: { port: 80 }, tcpSocket: { port: 80 } } } },
  { container: { resizePolicy: [{ resourceName: '', restartPolicy: '' }] } },
  {
    container: {
      resources: { requests: { 'example.com/foo': '1' }, limits: { 'example.com/foo': '2' } },
    },
  },
  { container: { resources: { requests: { foo: '1' }, limits: { foo: '1' } } } },
  { container: { resources: { requests: { 'requests.foo': '1' }, limits: { 'requests.foo': '1' } } } },
  { container: { resources: { limits: { 'hugepages-2Mi': '3Mi', memory: '1Gi' } } } },
  init({ livenessProbe: { exec: { command: ['true'] } } }),
  init({ resizePolicy: [{ resourceName: 'cpu', restartPolicy: 'RestartContainer' }] }),
  init({ restartPolicy: 'Always', resizePolicy: [{ resourceName: 'cpu', restartPolicy: 'RestartContainer' }] }),
  init({ restartPolicy: 'Never' }),
  init({ restartPolicy: 'Bogus' }),
  {
    spec: {
      containers: [
        { name: 'main', image: 'busybox', ports: [{ containerPort: 80, hostPort: 8080 }] },
        { name: 'two', image: 'busybox', ports: [{ containerPort: 81, hostPort: 8080 }] },
      ],
    },
  },
  // pod
  { spec: { os: { name: '' } } },
  { spec: { os: { name: 'windows' } }, container: { lifecycle: { stopSignal: 'SIGUSR1' } } },
  { spec: { os: { name: 'linux' } }, container: { lifecycle: { stopSignal: 'SIGFOO' } } },
  { spec: { os: { name: 'windows' }, resources: { requests: { cpu: '1' } } } },
  { spec: { resources: { claims: [{ name: 'c' }] } } },
  { spec: { dnsPolicy: 'None', dnsConfig: { searches: ['a.example'] } } },
  {
    spec: {
      dnsConfig: {
        nameservers: ['1.1.1.1'],
        searches: Array.from({ length: 30 }, (_, i) => `${'s'.repeat(70)}${i}.example`),
      },
    },
  },
  { spec: { hostnameOverride: 'h'.repeat(65) } },
  { spec: { securityContext: { runAsGroup: -1 } } },
  { spec: { securityContext: { sysctls: [{ name: '', value: '1' }] } } },
  { spec: { securityContext: { sysctls: [{ name: `kernel.${'a'.repeat(250)}`, value: '1' }] } } },
  { spec: { securityContext: { seccompProfile: { type: '' } } } },
  { spec: { securityContext: { windowsOptions: { runAsUserName: `${'d'.repeat(16)}\\user` } } } },
  { spec: { preemptionPolicy: '' } },
  nodeTerm({ key: 'k', operator: 'In', values: [] }),
  nodeTerm({ key: 'k', operator: 'Gt', values: ['1', '2'] }),
  nodeTerm({ key: 'metadata.name', operator: 'In', values: ['Bad_Name!'] }, 'matchFields'),
  {
    spec: {
      topologySpreadConstraints: [
        {
          maxSkew: 1,
          topologyKey: 'zone',
          whenUnsatisfiable: 'DoNotSchedule',
          labelSelector: { matchLabels: { app: 'work' } },
          matchLabelKeys: ['app'],
        },
      ],
    },
  },
  {
    spec: {
      affinity: {
        podAffinity: {
          requiredDuringSchedulingIgnoredDuringExecution: [
            {
              topologyKey: 'zone',
              labelSelector: { matchExpressions: [{ key: 'app', operator: 'In', values: ['work'] }] },
              matchLabelKeys: ['app'],
              mismatchLabelKeys: ['app'],
            },
          ],
        },
      },
    },
  },
  // annotations
  { annotations: { 'kubernetes.io/config.mirror': 'x' } },
  { annotations: { 'controller.kubernetes.io/pod-deletion-cost': 'x' } },
  { annotations: { 'container.apparmor.security.beta.kubernetes.io/nosuch': 'runtime/default' } },
  { annotations: { big: 'x'.repeat(256 * 1024 + 1) } },
  appArmorPod('unconfined'),
  appArmorPod('runtime/default'),
  appArmorPod('bogus'),
]
