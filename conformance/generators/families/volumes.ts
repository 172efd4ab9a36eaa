/** Volume sources and mounts: each volume type's valid and broken forms, mount options, devices. */
import type { JsonObject } from '../jobs'
import type { Patch } from './patch'

const mount = (name: string, extra: JsonObject = {}): JsonObject => ({ name, mountPath: `/m/${name}`, ...extra })

/** A volume and a mount of it in the first container. */
const vol = (v: JsonObject, m: JsonObject = {}): Patch => ({
  spec: { volumes: [{ name: 'v', ...v }] },
  container: { volumeMounts: [mount('v', m)] },
})

/** One snippet per volume-source rule (a volume named `v` and a mount of it in the first container). */
export const VOLUMES: Patch[] = [
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
  // boundary forms of the legacy and plugin sources
  vol({ gitRepo: { repository: '', directory: '/abs' } }),
  vol({ gitRepo: { repository: 'r', directory: 'a/../..' } }),
  vol({ gcePersistentDisk: { pdName: '', partition: 256 } }),
  vol({ awsElasticBlockStore: { volumeID: 'vol-1', partition: 255 } }),
  vol({ iscsi: { targetPortal: 'p:3260', iqn: 'iqn.2001-04.com.example', lun: -1 } }),
  vol({ iscsi: { targetPortal: 'p', iqn: 'naa.60014055d8e6a4bce0f4', lun: 0, chapAuthDiscovery: true } }),
  vol({ iscsi: { targetPortal: 'p', iqn: 'eui.02004567A425678', lun: 0, initiatorName: 'eui.0123456789abcdef' } }),
  vol({ iscsi: { targetPortal: 'p', iqn: 'x-iqn.2001-04.com.example:s', lun: 0, initiatorName: 'bogus' } }),
  vol({
    iscsi: {
      targetPortal: `${'p'.repeat(60)}:3260`,
      iqn: 'naa.0123456789abcdef0123456789abcdef',
      lun: 0,
      initiatorName: 'iqn.2001-04.com.example:i x',
      secretRef: { name: 's' },
      chapAuthSession: true,
    },
  }),
  vol({ quobyte: { registry: 'reg:7861,[::1]:7861', volume: 'v', tenant: 't' } }),
  vol({ quobyte: { registry: 'reg,a:b:c,[::1,[x]:1]', volume: '' } }),
  vol({ quobyte: { registry: 'r:1', volume: 'v', tenant: 'x'.repeat(65) } }),
  vol({ fc: { targetWWNs: ['500a0982991b8dc5'], lun: 2 } }),
  vol({ fc: { targetWWNs: ['a'] } }),
  vol({ fc: {} }),
  vol({ flocker: { datasetName: '', datasetUUID: '' } }),
  vol({ flocker: { datasetName: 'a/b' } }),
  vol({ flexVolume: { driver: 'example/lvm', options: { 'a.K8S.io/x': '1', 'ok/x': '2', 'kubernetes.io': '3' } } }),
  vol({ azureDisk: { diskName: 'd', diskURI: 'https://a.blob.core.windows.net/c/d.vhd', kind: 'Shared' } }),
  vol({ azureDisk: { diskName: 'd', diskURI: 'http://x', kind: 'Managed', cachingMode: 'None' } }),
  vol({ azureDisk: { diskName: 'd', diskURI: '/subscriptions/x', kind: 'Dedicated' } }),
  vol({ storageos: { volumeName: 'ok', volumeNamespace: 'Bad_NS', secretRef: { name: '' } } }),
  vol({ storageos: { volumeName: '' } }),
  vol({ cinder: { volumeID: 'v', secretRef: { name: '' } } }),
  vol({ cephfs: { monitors: ['m:6789'], path: '/' } }),
  vol({ rbd: { monitors: ['m'], image: 'i' } }),
  vol({ scaleIO: { gateway: 'g', system: 's', volumeName: '', secretRef: { name: 's' } } }),
  vol({ csi: { driver: 'Bad_Driver.example.com' } }),
  vol({ csi: { driver: `${'d'.repeat(64)}.example.com`, nodePublishSecretRef: { name: 'Bad_Name' } } }),
  vol({ image: { reference: 'busybox' } }),
  // atomic-writer user fields (gated: dropped on create, kept when the old template has one)
  vol({ secret: { secretName: 's', defaultUser: -1, items: [{ key: 'k', path: 'p', user: 2147483648 }] } }),
  vol({ configMap: { name: 'c', defaultUser: 1000, items: [{ key: 'k', path: 'p', user: -5 }] } }),
  vol({ downwardAPI: { defaultUser: -1, items: [{ path: 'n', fieldRef: { fieldPath: 'metadata.name' }, user: -1 }] } }),
  vol({
    projected: {
      defaultUser: -1,
      sources: [
        { serviceAccountToken: { path: 't', expirationSeconds: 3600, user: -1 } },
        { secret: { name: 's', items: [{ key: 'k', path: 'p', user: -1 }] } },
        { configMap: { name: 'c', items: [{ key: 'k', path: 'q', user: 1 }] }, downwardAPI: { items: [] } },
      ],
    },
  }),
  // ephemeral claim templates
  vol({
    ephemeral: {
      volumeClaimTemplate: {
        metadata: { labels: { 'bad key!': 'v' }, annotations: { 'a b': 'c' }, namespace: 'x', finalizers: [] },
        spec: {
          accessModes: ['ReadWriteOncePod', 'ReadWriteOnce', 'Bogus'],
          resources: { requests: { storage: '0' } },
          storageClassName: 'Bad_Class',
          volumeMode: 'Bogus',
          selector: { matchExpressions: [{ key: 'a', operator: 'In' }] },
        },
      },
    },
  }),
  vol({
    ephemeral: {
      volumeClaimTemplate: {
        spec: {
          accessModes: ['ReadWriteMany'],
          resources: { requests: { storage: '-1Gi' } },
          dataSource: { kind: 'Snapshot', name: '' },
          dataSourceRef: { kind: '', name: 'x', apiGroup: 'Bad_Group' },
          volumeAttributesClassName: 'Bad Class',
        },
      },
    },
  }),
  vol({
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
  }),
  vol({
    ephemeral: {
      volumeClaimTemplate: {
        spec: {
          accessModes: ['ReadWriteOnce'],
          resources: { requests: { storage: '1Gi' } },
          dataSource: { kind: 'VolumeSnapshot', name: 'a', apiGroup: 'snapshot.storage.k8s.io' },
          dataSourceRef: {
            kind: 'VolumeSnapshot',
            name: 'a',
            apiGroup: 'snapshot.storage.k8s.io',
            namespace: 'Bad_NS',
          },
        },
      },
    },
  }),
  // projected cluster trust bundles and pod certificates
  vol({
    projected: {
      sources: [
        { clusterTrustBundle: { name: 'example.com:signer:bundle', path: 'a' } },
        { clusterTrustBundle: { name: 'example.com:s:', path: 'a', labelSelector: {} } },
        { clusterTrustBundle: { name: ':x', path: '../b' } },
        { clusterTrustBundle: { name: '', path: '' } },
        { clusterTrustBundle: { path: 'c', user: -1 } },
        { clusterTrustBundle: { signerName: 'bad', path: 'd' } },
        { clusterTrustBundle: { signerName: 'a/b/c', path: 'e' } },
        { clusterTrustBundle: { signerName: 'Bad_Domain/x..y', path: 'f' } },
        { clusterTrustBundle: { signerName: '', path: 'g' } },
      ],
    },
  }),
  vol({
    projected: {
      sources: [
        {
          podCertificate: {
            signerName: 'kubernetes.io/kube-apiserver-client',
            keyType: 'RSA2048',
            maxExpirationSeconds: 100000,
            keyPath: 'k',
            certificateChainPath: 'k',
            userAnnotations: { 'example.com/a': 'b', Bad: 'c' },
          },
        },
        { podCertificate: { signerName: 'example.com/s', keyType: 'ECDSAP256', maxExpirationSeconds: 100 } },
        {
          podCertificate: {
            signerName: 'example.com/s',
            keyType: 'ED25519',
            maxExpirationSeconds: 10000000,
            credentialBundlePath: '/abs',
            user: -1,
          },
        },
      ],
    },
  }),
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
