/**
 * The checks of the network, cloud and plugin volume sources of a pod
 * (core `validateVolumeSource`'s per-type rules other than emptyDir,
 * hostPath, secret, config map, NFS, PVC, downward API and projected
 * volumes): required identifiers, partition and LUN ranges, iSCSI names,
 * Quobyte registries, Azure disk kinds and URIs, FlexVolume option keys,
 * StorageOS names, CSI driver names, image volumes.
 *
 * Each check takes the source and the path of its field
 * (`spec.volumes[i].<segment>`) and returns the errors in Go's order.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import type * as core from '../generated/model'
import { characters, child, inclusiveRange, invalid, key, named, notSupported, required, tooLong } from './errors'
import { dns1123Subdomain, validateDNS1123Label } from './errors'
import { nameIsDNSSubdomain } from './object-names'
import { localDescendingPath } from './paths'
import { utf8Length } from '../../field/utf8'
import { goToLower } from '../../field/go-lower'

/** Upstream's message names 1–255 while it accepts 0. */
const PARTITION = inclusiveRange(1, 255)

/**
 * `validateGitRepoVolumeSource`: a repository, and a relative directory without `..`.
 *
 * @example
 * gitRepoChecks({ repository: 'r', revision: '', directory: '../x' }, 'v.gitRepo')[0]?.detail // "must not contain '..'"
 */
export const gitRepoChecks = (g: core.GitRepoVolumeSource, p: string): FieldError[] => [
  ...(g.repository.length === 0 ? [required(child(p, 'repository'))] : []),
  ...localDescendingPath(g.directory, child(p, 'directory')),
]

/** A disk name and a partition in 0–255 (GCE persistent disks and AWS EBS volumes). */
const disk = (name: string, nameField: string, partition: number, p: string): FieldError[] => [
  ...(name.length === 0 ? [required(child(p, nameField))] : []),
  ...(partition < 0 || partition > 255 ? [invalid(child(p, 'partition'), partition, PARTITION)] : []),
]

/**
 * `validateGCEPersistentDiskVolumeSource` (upstream reports it under `persistentDisk`, not `gcePersistentDisk`).
 *
 * @example
 * gcePersistentDiskChecks({ pdName: '', fsType: '', partition: 0, readOnly: false }, 'v.persistentDisk')[0]?.field // 'v.persistentDisk.pdName'
 */
export const gcePersistentDiskChecks = (d: core.GCEPersistentDiskVolumeSource, p: string): FieldError[] =>
  disk(d.pdName, 'pdName', d.partition, p)

/**
 * `validateAWSElasticBlockStoreVolumeSource`.
 *
 * @example
 * awsElasticBlockStoreChecks({ volumeID: '', fsType: '', partition: 0, readOnly: false }, 'v')[0]?.type // 'FieldValueRequired'
 */
export const awsElasticBlockStoreChecks = (d: core.AWSElasticBlockStoreVolumeSource, p: string): FieldError[] =>
  disk(d.volumeID, 'volumeID', d.partition, p)

// Go's RE2 patterns: the iqn one is unanchored at the start; `\s` is ASCII
// whitespace without \v; `.` is any rune but a newline.
const IQN = /iqn\.\d{4}-\d{2}\.([A-Za-z0-9\-.]+)(:[^,;*&$|\t\n\f\r ]+)$/u
const EUI = /^eui[^\n][A-Za-z0-9]{16}$/u
const NAA = /^naa[^\n][A-Za-z0-9]{32}$/u

/** The iSCSI name format error of `name`, if any (`''` when it has none of the three prefixes). */
const iscsiFormat = (name: string): string | undefined => {
  if (name.startsWith('iqn')) return IQN.test(name) ? undefined : 'must be valid format'
  if (name.startsWith('eui')) return EUI.test(name) ? undefined : 'must be valid format'
  if (name.startsWith('naa')) return NAA.test(name) ? undefined : 'must be valid format'
  return ''
}
const PREFIXES = 'must be valid format starting with iqn, eui, or naa'

/**
 * `validateISCSIVolumeSource`, and the length of `<volume name>:<targetPortal>`
 * when an initiator name is set (checked at the volume's `name` even when the
 * iSCSI source is a second volume type).
 *
 * @example
 * iscsiChecks({ targetPortal: 'p', iqn: 'bad', lun: 0 } as core.ISCSIVolumeSource, 'v.iscsi')[0]?.detail
 * // 'must be valid format starting with iqn, eui, or naa'
 */
export const iscsiChecks = (s: core.ISCSIVolumeSource, p: string): FieldError[] => {
  const errs: FieldError[] = []
  if (s.targetPortal.length === 0) errs.push(required(child(p, 'targetPortal')))
  if (s.iqn.length === 0) errs.push(required(child(p, 'iqn')))
  else {
    const f = iscsiFormat(s.iqn)
    if (f !== undefined) errs.push(invalid(child(p, 'iqn'), s.iqn, f === '' ? PREFIXES : f))
  }
  if (s.lun < 0 || s.lun > 255) errs.push(invalid(child(p, 'lun'), s.lun, inclusiveRange(0, 255)))
  if ((s.chapAuthDiscovery || s.chapAuthSession) && s.secretRef === undefined)
    errs.push(required(child(p, 'secretRef')))
  if (s.initiatorName !== undefined) {
    const f = iscsiFormat(s.initiatorName)
    if (f !== undefined) errs.push(invalid(child(p, 'initiatorname'), s.initiatorName, f === '' ? PREFIXES : f))
  }
  return errs
}

/**
 * The `name` check of a volume with an iSCSI source and an initiator name.
 *
 * @example
 * iscsiNameLength('v', { targetPortal: 'x'.repeat(70), initiatorName: 'i' } as core.ISCSIVolumeSource, 'spec.volumes[0]').length // 1
 */
export const iscsiNameLength = (volName: string, s: core.ISCSIVolumeSource, volPath: string): FieldError[] =>
  s.initiatorName !== undefined && utf8Length(`${volName}:${s.targetPortal}`) > 64
    ? [
        invalid(
          child(volPath, 'name'),
          volName,
          'Total length of <volume name>:<iscsi.targetPortal> must be under 64 characters if iscsi.initiatorName is specified.',
        ),
      ]
    : []

/**
 * `validateFCVolumeSource`: target WWNs (with a LUN in 0–255) or WWIDs, not both.
 *
 * @example
 * fcChecks({ targetWWNs: undefined, wwids: undefined } as core.FCVolumeSource, 'v.fc')[0]?.field // 'v.fc.targetWWNs'
 */
export const fcChecks = (s: core.FCVolumeSource, p: string): FieldError[] => {
  const errs: FieldError[] = []
  const wwns = s.targetWWNs ?? []
  const wwids = s.wwids ?? []
  if (wwns.length === 0 && wwids.length === 0)
    errs.push(required(child(p, 'targetWWNs'), 'must specify either targetWWNs or wwids, but not both'))
  if (wwns.length > 0 && wwids.length > 0)
    errs.push(invalid(child(p, 'targetWWNs'), wwns, 'targetWWNs and wwids can not be specified simultaneously'))
  if (wwns.length > 0) {
    if (s.lun === undefined) errs.push(required(child(p, 'lun'), 'lun is required if targetWWNs is specified'))
    else if (s.lun < 0 || s.lun > 255) errs.push(invalid(child(p, 'lun'), s.lun, inclusiveRange(0, 255)))
  }
  return errs
}

/** Go's `net.SplitHostPort` accepts `hostport` (the host may be empty, the port anything). */
const splitsHostPort = (hostport: string): boolean => {
  const i = hostport.lastIndexOf(':')
  if (i < 0) return false
  let j = 0
  let k = 0
  if (hostport.startsWith('[')) {
    const end = hostport.indexOf(']')
    if (end < 0 || end + 1 !== i) return false
    j = 1
    k = end + 1
  } else if (hostport.slice(0, i).includes(':')) return false
  return !hostport.slice(j).includes('[') && !hostport.slice(k).includes(']')
}

const REGISTRY = 'must be a host:port pair or multiple pairs separated by commas'

/**
 * `validateQuobyteVolumeSource`: a registry of `host:port` pairs (one error
 * per bad pair), a tenant of at most 64 bytes, a volume.
 *
 * @example
 * quobyteChecks({ registry: 'a:1,b', volume: 'v', tenant: '' } as core.QuobyteVolumeSource, 'q').length // 1
 */
export const quobyteChecks = (s: core.QuobyteVolumeSource, p: string): FieldError[] => {
  const errs: FieldError[] = []
  if (s.registry.length === 0) errs.push(required(child(p, 'registry'), REGISTRY))
  else if (utf8Length(s.tenant) >= 65)
    errs.push(required(child(p, 'tenant'), 'must be a UUID and may not exceed a length of 64 characters'))
  else
    for (const pair of s.registry.split(','))
      if (!splitsHostPort(pair)) errs.push(invalid(child(p, 'registry'), s.registry, REGISTRY))
  if (s.volume.length === 0) errs.push(required(child(p, 'volume')))
  return errs
}

/**
 * `validateFlockerVolumeSource`: exactly one of datasetName and datasetUUID, a name without `/`.
 *
 * @example
 * flockerChecks({ datasetName: '', datasetUUID: '' }, 'f')[0]?.detail // 'one of datasetName and datasetUUID is required'
 */
export const flockerChecks = (s: core.FlockerVolumeSource, p: string): FieldError[] => {
  const errs: FieldError[] = []
  if (s.datasetName.length === 0 && s.datasetUUID.length === 0)
    errs.push(required(p, 'one of datasetName and datasetUUID is required'))
  if (s.datasetName.length > 0 && s.datasetUUID.length > 0)
    errs.push(invalid(p, 'resource', 'datasetName and datasetUUID can not be specified simultaneously'))
  if (s.datasetName.includes('/')) errs.push(invalid(child(p, 'datasetName'), s.datasetName, "must not contain '/'"))
  return errs
}

/** Required string fields, in the given order: `[field, value]`. */
const requiredFields = (p: string, ...fields: ReadonlyArray<readonly [string, string]>): FieldError[] =>
  fields.filter(([, v]) => v.length === 0).map(([f]) => required(child(p, f)))

/** A secret reference, when present, names a secret. */
const secretRefName = (ref: core.LocalObjectReference | undefined, p: string): FieldError[] =>
  ref !== undefined && ref.name.length === 0 ? [required(child(child(p, 'secretRef'), 'name'))] : []

/**
 * The sources whose only rules are required fields (and a named secret reference).
 *
 * @example
 * simpleSourceChecks.rbd({ monitors: [], image: '' } as unknown as core.Volume['rbd'], 'v.rbd').length // 2
 */
export const simpleSourceChecks = {
  glusterfs: (s: core.GlusterfsVolumeSource, p: string): FieldError[] =>
    requiredFields(p, ['endpoints', s.endpoints], ['path', s.path]),
  rbd: (s: core.RBDVolumeSource, p: string): FieldError[] => [
    ...((s.monitors ?? []).length === 0 ? [required(child(p, 'monitors'))] : []),
    ...requiredFields(p, ['image', s.image]),
  ],
  cinder: (s: core.CinderVolumeSource, p: string): FieldError[] => [
    ...requiredFields(p, ['volumeID', s.volumeID]),
    ...secretRefName(s.secretRef, p),
  ],
  cephfs: (s: core.CephFSVolumeSource, p: string): FieldError[] =>
    (s.monitors ?? []).length === 0 ? [required(child(p, 'monitors'))] : [],
  azureFile: (s: core.AzureFileVolumeSource, p: string): FieldError[] =>
    requiredFields(p, ['secretName', s.secretName], ['shareName', s.shareName]),
  vsphereVolume: (s: core.VsphereVirtualDiskVolumeSource, p: string): FieldError[] =>
    requiredFields(p, ['volumePath', s.volumePath]),
  photonPersistentDisk: (s: core.PhotonPersistentDiskVolumeSource, p: string): FieldError[] =>
    requiredFields(p, ['pdID', s.pdID]),
  portworxVolume: (s: core.PortworxVolumeSource, p: string): FieldError[] =>
    requiredFields(p, ['volumeID', s.volumeID]),
  scaleIO: (s: core.ScaleIOVolumeSource, p: string): FieldError[] =>
    requiredFields(p, ['gateway', s.gateway], ['system', s.system], ['volumeName', s.volumeName]),
} as const

/**
 * `validateFlexVolumeSource`: a driver, and option keys outside the
 * `kubernetes.io` and `k8s.io` namespaces (the part before the first `/`,
 * compared case-insensitively, itself or a subdomain).
 *
 * @example
 * flexVolumeChecks({ driver: 'd', options: { 'kubernetes.io/x': 'y' } } as unknown as core.FlexVolumeSource, 'f')[0]?.field
 * // 'f.options[kubernetes.io/x]'
 */
export const flexVolumeChecks = (s: core.FlexVolumeSource, p: string): FieldError[] => {
  const errs = requiredFields(p, ['driver', s.driver])
  for (const k of Object.keys(s.options ?? {})) {
    const slash = k.indexOf('/')
    const normalized = `.${goToLower(slash < 0 ? k : k.slice(0, slash))}`
    if (normalized.endsWith('.kubernetes.io') || normalized.endsWith('.k8s.io'))
      errs.push(invalid(key(child(p, 'options'), k), k, 'kubernetes.io and k8s.io namespaces are reserved'))
  }
  return errs
}

const CACHING_MODES = ['None', 'ReadOnly', 'ReadWrite']
const DISK_KINDS = ['Dedicated', 'Managed', 'Shared']

/**
 * `validateAzureDisk`: a disk name and URI, a known caching mode and kind,
 * and a URI of the kind's form.
 *
 * @example
 * azureDiskChecks({ diskName: 'd', diskURI: 'x', kind: 'Managed' } as core.AzureDiskVolumeSource, 'a')[0]?.field // 'a.diskURI'
 */
export const azureDiskChecks = (s: core.AzureDiskVolumeSource, p: string): FieldError[] => {
  const errs = requiredFields(p, ['diskName', s.diskName], ['diskURI', s.diskURI])
  if (s.cachingMode !== undefined && !CACHING_MODES.includes(s.cachingMode))
    errs.push(named(notSupported(child(p, 'cachingMode'), s.cachingMode, CACHING_MODES)))
  if (s.kind !== undefined) {
    if (!DISK_KINDS.includes(s.kind)) errs.push(named(notSupported(child(p, 'kind'), s.kind, DISK_KINDS)))
    if (s.kind === 'Managed' && !s.diskURI.startsWith('/subscriptions/'))
      errs.push(
        notSupported(child(p, 'diskURI'), s.diskURI, [
          '/subscriptions/{sub-id}/resourcegroups/{group-name}/providers/microsoft.compute/disks/{disk-id}',
        ]),
      )
    if (s.kind !== 'Managed' && !s.diskURI.startsWith('https://'))
      errs.push(
        notSupported(child(p, 'diskURI'), s.diskURI, [
          'https://{account-name}.blob.core.windows.net/{container-name}/{disk-name}.vhd',
        ]),
      )
  }
  return errs
}

/**
 * `validateStorageOSVolumeSource`: a DNS-label volume name, a DNS-label
 * namespace when set, a named secret reference.
 *
 * @example
 * storageosChecks({ volumeName: 'a/b', volumeNamespace: '' } as core.StorageOSVolumeSource, 's').length // 1
 */
export const storageosChecks = (s: core.StorageOSVolumeSource, p: string): FieldError[] => [
  ...(s.volumeName.length === 0
    ? [required(child(p, 'volumeName'))]
    : validateDNS1123Label(s.volumeName, child(p, 'volumeName'))),
  ...(s.volumeNamespace.length > 0 ? validateDNS1123Label(s.volumeNamespace, child(p, 'volumeNamespace')) : []),
  ...secretRefName(s.secretRef, p),
]

/**
 * `ValidateCSIDriverName`: required, at most 63 bytes, a DNS subdomain once lower-cased.
 *
 * @example
 * csiDriverName('Bad_Driver', 'd')[0]?.badValue // 'Bad_Driver'
 */
export const csiDriverName = (driver: string, p: string, requiredOnly = true): FieldError[] => {
  if (driver.length === 0 && requiredOnly) return [required(p)]
  // Before 1.35 an empty name is also checked as a subdomain (`requiredOnly` false).
  const errs: FieldError[] = driver.length === 0 ? [required(p)] : []
  if (utf8Length(driver) > 63) errs.push(tooLong(p, 63))
  for (const m of dns1123Subdomain(goToLower(driver))) errs.push(invalid(p, driver, m))
  return errs
}

/**
 * `validateCSIVolumeSource`: the driver name and the node-publish secret
 * (whose bad name upstream reports at `csi.name`).
 *
 * @example
 * csiChecks({ driver: '', nodePublishSecretRef: { name: '' } } as core.CSIVolumeSource, 'c').length // 2
 */
export const csiChecks = (c: core.CSIVolumeSource, p: string, requiredOnly = true): FieldError[] => {
  const errs = csiDriverName(c.driver, child(p, 'driver'), requiredOnly)
  const ref = c.nodePublishSecretRef
  if (ref !== undefined) {
    if (ref.name.length === 0) errs.push(required(child(child(p, 'nodePublishSecretRef'), 'name')))
    else
      for (const m of characters(nameIsDNSSubdomain(ref.name, false))) errs.push(invalid(child(p, 'name'), ref.name, m))
  }
  return errs
}

const PULL_POLICIES = ['Always', 'IfNotPresent', 'Never']

/**
 * `validateImageVolumeSource`: a reference (unless the options allow an
 * empty one) and a pull policy.
 *
 * @example
 * imageChecks({ reference: '', pullPolicy: 'IfNotPresent' }, 'i', false)[0]?.field // 'i.reference'
 */
export const imageChecks = (s: core.ImageVolumeSource, p: string, allowEmptyReference: boolean): FieldError[] => {
  const errs: FieldError[] = []
  if (!allowEmptyReference && s.reference.length === 0) errs.push(required(child(p, 'reference')))
  const pp = child(p, 'pullPolicy')
  if (s.pullPolicy === '') errs.push(required(pp))
  else if (!PULL_POLICIES.includes(s.pullPolicy)) errs.push(named(notSupported(pp, s.pullPolicy, PULL_POLICIES)))
  return errs
}
