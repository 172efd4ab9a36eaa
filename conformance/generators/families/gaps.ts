/**
 * Snippets aimed at the blocks `npm run conformance:coverage -- --blocks`
 * still showed unreached after the third pass (issue #21): a volume with a
 * second source (`validateVolumeSource` checks each source after the first
 * with its own `Forbidden` branch), container resource claims against the
 * pod's claims (`validateResourceClaimNames`), the Windows pod and container
 * security fields that `validateWindows` forbids one by one, and the
 * `runAsUserName` / GMSA bounds of `validateWindowsSecurityContextOptions`.
 */
import type { JsonObject } from '../jobs'
import type { Patch } from './patch'

/** One minimal source of each volume type (in validateVolumeSource's order, hostPath first). */
const SOURCES: JsonObject[] = [
  { emptyDir: {} },
  { gitRepo: { repository: 'https://example.com/r.git' } },
  { gcePersistentDisk: { pdName: 'pd' } },
  { awsElasticBlockStore: { volumeID: 'vol-1' } },
  { secret: { secretName: 's' } },
  { nfs: { server: 'nfs.example', path: '/export' } },
  { iscsi: { targetPortal: '10.0.0.1:3260', iqn: 'iqn.2001-04.com.example:storage', lun: 0 } },
  { glusterfs: { endpoints: 'ep', path: 'vol' } },
  { persistentVolumeClaim: { claimName: 'data' } },
  { rbd: { monitors: ['10.0.0.1'], image: 'img' } },
  { flexVolume: { driver: 'example.com/flex' } },
  { cinder: { volumeID: 'v' } },
  { cephfs: { monitors: ['10.0.0.1'] } },
  { flocker: { datasetName: 'd' } },
  { downwardAPI: {} },
  { fc: { wwids: ['w'] } },
  { azureFile: { secretName: 's', shareName: 'sh' } },
  { vsphereVolume: { volumePath: '/p' } },
  { quobyte: { registry: 'r:7861', volume: 'v' } },
  { azureDisk: { diskName: 'd', diskURI: 'https://example.com/d' } },
  { photonPersistentDisk: { pdID: 'p' } },
  { portworxVolume: { volumeID: 'p' } },
  { scaleIO: { gateway: 'g', system: 's', secretRef: { name: 's' } } },
  { configMap: { name: 'c' } },
  { storageos: { volumeName: 'v' } },
  { csi: { driver: 'csi.example.com' } },
  { projected: { sources: [] } },
  {
    ephemeral: {
      volumeClaimTemplate: { spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } } },
    },
  },
  { image: { reference: 'busybox' } },
]

const twoSources = (s: JsonObject): Patch => ({
  spec: { volumes: [{ name: 'v', hostPath: { path: '/h' }, ...s }] },
  container: { volumeMounts: [{ name: 'v', mountPath: '/m/v' }] },
})

const claims = (pod: JsonObject[] | undefined, container: JsonObject[]): Patch => ({
  ...(pod !== undefined ? { spec: { resourceClaims: pod } } : {}),
  containerResources: { claims: container },
})

const windows = (pod: JsonObject): Patch => ({ spec: { os: { name: 'windows' }, ...pod } })
const windowsContainer = (sc: JsonObject): Patch => ({
  spec: { os: { name: 'windows' } },
  container: { securityContext: sc },
})
const runAsUserName = (name: string): Patch => ({
  spec: { securityContext: { windowsOptions: { runAsUserName: name } } },
})

/** Every gap snippet. */
export const GAPS: Patch[] = [
  ...SOURCES.map(twoSources),
  claims(
    [
      { name: 'gpu', resourceClaimTemplateName: 't' },
      { name: 'net', resourceClaimName: 'n' },
    ],
    [{ name: 'gpu' }, { name: 'net', request: 'r1' }],
  ),
  claims([{ name: 'gpu', resourceClaimTemplateName: 't' }], [{ name: '' }, { name: 'gpu' }, { name: 'gpu' }]),
  claims(
    [{ name: 'gpu', resourceClaimTemplateName: 't' }],
    [
      { name: 'gpu', request: 'a' },
      { name: 'gpu', request: 'a' },
    ],
  ),
  claims([{ name: 'gpu', resourceClaimTemplateName: 't' }], [{ name: 'gpu' }, { name: 'gpu', request: 'a' }]),
  claims([{ name: 'gpu', resourceClaimTemplateName: 't' }], [{ name: 'gpu', request: 'a' }, { name: 'gpu' }]),
  claims([{ name: 'gpu', resourceClaimTemplateName: 't' }], [{ name: 'missing' }]),
  claims(undefined, [{ name: 'gpu' }]),
  claims([{ name: 'gpu', resourceClaimTemplateName: 't' }], [{ name: 'gpu', request: 'Bad_Request' }]),
  windows({
    securityContext: {
      appArmorProfile: { type: 'RuntimeDefault' },
      seccompProfile: { type: 'RuntimeDefault' },
      fsGroupChangePolicy: 'Always',
      runAsGroup: 1,
      supplementalGroups: [1],
      supplementalGroupsPolicy: 'Merge',
      seLinuxChangePolicy: 'Recursive',
    },
    hostUsers: true,
    hostIPC: true,
    shareProcessNamespace: true,
  }),
  windowsContainer({
    appArmorProfile: { type: 'RuntimeDefault' },
    seLinuxOptions: { user: 'u' },
    seccompProfile: { type: 'RuntimeDefault' },
    capabilities: { add: ['NET_ADMIN'] },
    readOnlyRootFilesystem: true,
    privileged: false,
    allowPrivilegeEscalation: false,
    procMount: 'Default',
    runAsUser: 1,
    runAsGroup: 1,
  }),
  runAsUserName(''),
  runAsUserName('bad\u0007name'),
  runAsUserName('a\\b\\c'),
  runAsUserName(`${'d'.repeat(16)}\\user`),
  runAsUserName('domain\\'),
  runAsUserName(`domain\\${'u'.repeat(21)}`),
  runAsUserName('domain\\..'),
  runAsUserName('x'.repeat(257)),
  runAsUserName('bad:"chars'),
  runAsUserName('.\\user'),
  runAsUserName('domain\\<user>&'),
  { spec: { securityContext: { windowsOptions: { gmsaCredentialSpec: `<${'x'.repeat(64 * 1024)}&\u0001` } } } },
  { spec: { securityContext: { windowsOptions: { gmsaCredentialSpec: 'x'.repeat(64 * 1024 + 1) } } } },
]
