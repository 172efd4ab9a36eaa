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

