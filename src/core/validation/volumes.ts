/**
 * Pod volumes and container volume mounts (core `ValidateVolumes`,
 * `validateVolumeSource`, `ValidateVolumeMounts`): volume names (DNS
 * labels, unique), exactly one volume type and the checks of the common
 * types, and mounts that name an existing volume at a unique path.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import type * as core from '../generated/model'
import { quantitySign } from '../quantity/index'
import {
  child,
  duplicate,
  forbidden,
  inclusiveRange,
  index,
  invalid,
  named,
  notFound,
  notSupported,
  required,
  validateDNS1123Label,
} from './errors'
import { minorOfOptions, type PodValidationOptions } from './options'
import { sinceMinor } from '../../profile/minor-rules'
import { isAbsolutePath, localDescendingPath, localNonReservedPath, noBacksteps } from './paths'
import { validateDownwardAPIVolume, validateProjectedVolume } from './volume-projections'
import { validateEphemeralVolume } from './volume-claim-template'
import { dropVolumeUserFields } from './volume-users'
import {
  awsElasticBlockStoreChecks,
  azureDiskChecks,
  csiChecks,
  fcChecks,
  flexVolumeChecks,
  flockerChecks,
  gcePersistentDiskChecks,
  gitRepoChecks,
  imageChecks,
  iscsiChecks,
  iscsiNameLength,
  quobyteChecks,
  simpleSourceChecks,
  storageosChecks,
} from './volume-sources'
import { pushAll } from '../../wire/push-all'

const FILE_MODE = 'must be a number between 0 and 0777 (octal), both inclusive'
const DIR_MODE = 'must be a number between 0 and 01777 (octal), both inclusive'
const HOST_PATH_TYPES = [
  '',
  'BlockDevice',
  'CharDevice',
  'Directory',
  'DirectoryOrCreate',
  'File',
  'FileOrCreate',
  'Socket',
]

const userField = (user: number | undefined, path: string): FieldError[] =>
  user === undefined || (user >= 0 && user <= 2147483647) ? [] : [invalid(path, user, inclusiveRange(0, 2147483647))]

const mode = (m: number | undefined, max: number, detail: string, path: string): FieldError[] =>
  m !== undefined && (m > max || m < 0) ? [invalid(path, m, detail)] : []

const keyToPaths = (items: readonly core.KeyToPath[] | undefined, path: string): FieldError[] =>
  (items ?? []).flatMap((kp, i) => {
    const p = index(path, i)
    const errs: FieldError[] = []
    if (kp.key.length === 0) errs.push(required(child(p, 'key')))
    if (kp.path.length === 0) errs.push(required(child(p, 'path')))
    pushAll(errs, localNonReservedPath(kp.path, child(p, 'path')))
    errs.push(...mode(kp.mode, 0o777, FILE_MODE, child(p, 'mode')), ...userField(kp.user, child(p, 'user')))
    return errs
  })

/**
 * A secret or config map volume: its name (`nameField`) required, then the
 * default mode and user, then the items.
 */
const keyedVolume = (
  source: core.SecretVolumeSource | core.ConfigMapVolumeSource,
  name: string,
  nameField: string,
  p: string,
): FieldError[] => {
  const errs: FieldError[] = []
  if (name.length === 0) errs.push(required(child(p, nameField)))
  errs.push(
    ...mode(source.defaultMode, 0o777, FILE_MODE, child(p, 'defaultMode')),
    ...userField(source.defaultUser, child(p, 'defaultUser')),
  )
  pushAll(errs, keyToPaths(source.items, child(p, 'items')))
  return errs
}

/** The options a volume check reads. */
type VolumeOptions = Pick<
  PodValidationOptions,
  | 'allowEmptyImageVolumeReference'
  | 'volumeAttributesClassOff'
  | 'allowNonLocalProjectedTokenPath'
  | 'allowAtomicWriteVolumeUserFields'
  | 'kubernetesMinor'
>

const NO_OPTIONS: VolumeOptions = {
  allowEmptyImageVolumeReference: false,
  allowNonLocalProjectedTokenPath: false,
  allowAtomicWriteVolumeUserFields: false,
}

type Check = (v: core.Volume, path: string, opts: VolumeOptions) => FieldError[]

/** The volume types in Go's check order: model field, path segment, own checks. */
const TYPES: ReadonlyArray<readonly [keyof core.Volume, string, Check]> = [
  [
    'emptyDir',
    'emptyDir',
    (v, p) => {
      const e = v.emptyDir as core.EmptyDirVolumeSource
      const errs: FieldError[] = []
      if (e.sizeLimit !== undefined && quantitySign(e.sizeLimit) < 0)
        errs.push(forbidden(child(p, 'sizeLimit'), 'SizeLimit field must be a valid resource quantity'))
      pushAll(errs, mode(e.mode, 0o1777, DIR_MODE, child(p, 'mode')))
      return errs
    },
  ],
  [
    'hostPath',
    'hostPath',
    (v, p) => {
      const h = v.hostPath as core.HostPathVolumeSource
      if (h.path.length === 0) return [required(child(p, 'path'))]
      const errs = noBacksteps(h.path, child(p, 'path'))
      if (h.type !== undefined && !HOST_PATH_TYPES.includes(h.type))
        errs.push(named(notSupported(child(p, 'type'), h.type, HOST_PATH_TYPES)))
      return errs
    },
  ],
  ['gitRepo', 'gitRepo', (v, p) => gitRepoChecks(v.gitRepo as core.GitRepoVolumeSource, p)],
  [
    'gcePersistentDisk',
    'gcePersistentDisk',
    (v, p) =>
      gcePersistentDiskChecks(
        v.gcePersistentDisk as core.GCEPersistentDiskVolumeSource,
        p.replace(/gcePersistentDisk$/, 'persistentDisk'),
      ),
  ],
  [
    'awsElasticBlockStore',
    'awsElasticBlockStore',
    (v, p) => awsElasticBlockStoreChecks(v.awsElasticBlockStore as core.AWSElasticBlockStoreVolumeSource, p),
  ],
  [
    'secret',
    'secret',
    (v, p) => {
      const s = v.secret as core.SecretVolumeSource
      return keyedVolume(s, s.secretName, 'secretName', p)
    },
  ],
  [
    'nfs',
    'nfs',
    (v, p) => {
      const n = v.nfs as core.NFSVolumeSource
      const errs: FieldError[] = []
      if (n.server.length === 0) errs.push(required(child(p, 'server')))
      if (n.path.length === 0) errs.push(required(child(p, 'path')))
      if (!isAbsolutePath(n.path)) errs.push(invalid(child(p, 'path'), n.path, 'must be an absolute path'))
      return errs
    },
  ],
  ['iscsi', 'iscsi', (v, p) => iscsiChecks(v.iscsi as core.ISCSIVolumeSource, p)],
  ['glusterfs', 'glusterfs', (v, p) => simpleSourceChecks.glusterfs(v.glusterfs as core.GlusterfsVolumeSource, p)],
  ['flocker', 'flocker', (v, p) => flockerChecks(v.flocker as core.FlockerVolumeSource, p)],
  [
    'persistentVolumeClaim',
    'persistentVolumeClaim',
    (v, p) =>
      (v.persistentVolumeClaim as core.PersistentVolumeClaimVolumeSource).claimName.length === 0
        ? [required(child(p, 'claimName'))]
        : [],
  ],
  ['rbd', 'rbd', (v, p) => simpleSourceChecks.rbd(v.rbd as core.RBDVolumeSource, p)],
  ['cinder', 'cinder', (v, p) => simpleSourceChecks.cinder(v.cinder as core.CinderVolumeSource, p)],
  [
    'cephfs',
    'cephFS',
    (v, p) => simpleSourceChecks.cephfs(v.cephfs as core.CephFSVolumeSource, p.replace(/cephFS$/, 'cephfs')),
  ],
  ['quobyte', 'quobyte', (v, p) => quobyteChecks(v.quobyte as core.QuobyteVolumeSource, p)],
  [
    'downwardAPI',
    'downwarAPI',
    (v, p) =>
      validateDownwardAPIVolume(v.downwardAPI as core.DownwardAPIVolumeSource, p.replace(/downwarAPI$/, 'downwardAPI')),
  ],
  ['fc', 'fc', (v, p) => fcChecks(v.fc as core.FCVolumeSource, p)],
  ['flexVolume', 'flexVolume', (v, p) => flexVolumeChecks(v.flexVolume as core.FlexVolumeSource, p)],
  [
    'configMap',
    'configMap',
    (v, p) => {
      const c = v.configMap as core.ConfigMapVolumeSource
      return keyedVolume(c, c.name, 'name', p)
    },
  ],
  ['azureFile', 'azureFile', (v, p) => simpleSourceChecks.azureFile(v.azureFile as core.AzureFileVolumeSource, p)],
  [
    'vsphereVolume',
    'vsphereVolume',
    (v, p) => simpleSourceChecks.vsphereVolume(v.vsphereVolume as core.VsphereVirtualDiskVolumeSource, p),
  ],
  [
    'photonPersistentDisk',
    'photonPersistentDisk',
    (v, p) =>
      simpleSourceChecks.photonPersistentDisk(v.photonPersistentDisk as core.PhotonPersistentDiskVolumeSource, p),
  ],
  [
    'portworxVolume',
    'portworxVolume',
    (v, p) => simpleSourceChecks.portworxVolume(v.portworxVolume as core.PortworxVolumeSource, p),
  ],
  ['azureDisk', 'azureDisk', (v, p) => azureDiskChecks(v.azureDisk as core.AzureDiskVolumeSource, p)],
  ['storageos', 'storageos', (v, p) => storageosChecks(v.storageos as core.StorageOSVolumeSource, p)],
  [
    'projected',
    'projected',
    (v, p, o) =>
      validateProjectedVolume(
        v.projected as core.ProjectedVolumeSource,
        p,
        o.allowNonLocalProjectedTokenPath,
        minorOfOptions(o),
      ),
  ],
  ['scaleIO', 'scaleIO', (v, p) => simpleSourceChecks.scaleIO(v.scaleIO as core.ScaleIOVolumeSource, p)],
  ['csi', 'csi', (v, p, o) => csiChecks(v.csi as core.CSIVolumeSource, p, sinceMinor(o, 'csiDriverRequiredOnly'))],
  [
    'ephemeral',
    'ephemeral',
    (v, p, o) =>
      validateEphemeralVolume(v.ephemeral as core.EphemeralVolumeSource, p, o.volumeAttributesClassOff === true),
  ],
  ['image', 'image', (v, p, o) => imageChecks(v.image as core.ImageVolumeSource, p, o.allowEmptyImageVolumeReference)],
]

/**
 * `validateVolumeSource`: exactly one volume type, then its checks (and the
 * volume name's length with an iSCSI initiator name, whichever type came first).
 *
 * @example
 * validateVolumeSource({ name: 'v' } as core.Volume, 'spec.volumes[0]')[0]?.detail // 'must specify a volume type'
 */
export const validateVolumeSource = (v: core.Volume, path: string, opts: VolumeOptions = NO_OPTIONS): FieldError[] => {
  const errs: FieldError[] = []
  let n = 0
  for (const [field, segment, check] of TYPES) {
    if (v[field] === undefined) continue
    if (n > 0) errs.push(forbidden(child(path, segment), 'may not specify more than 1 volume type'))
    else {
      n++
      pushAll(errs, check(v, child(path, segment), opts))
    }
    if (field === 'iscsi') pushAll(errs, iscsiNameLength(v.name, v.iscsi as core.ISCSIVolumeSource, path))
  }
  if (n === 0) errs.push(required(path, 'must specify a volume type'))
  return errs
}

/**
 * `ValidateVolumes` of a pod template (no pod name): the errors and the
 * volumes that passed (Go's map of valid volume sources).
 *
 * @example
 * validateVolumes(undefined, 'spec.volumes').volumes.size // 0
 */
export const validateVolumes = (
  volumes: readonly core.Volume[] | undefined,
  path: string,
  opts: VolumeOptions = NO_OPTIONS,
): { readonly volumes: ReadonlyMap<string, core.Volume>; readonly errors: FieldError[] } => {
  const errors: FieldError[] = []
  const valid = new Map<string, core.Volume>()
  // Go clears the gated atomic-writer user fields before validation (see ./volume-users.ts).
  const kept = opts.allowAtomicWriteVolumeUserFields ? volumes : dropVolumeUserFields(volumes)
  ;(kept ?? []).forEach((v, i) => {
    const p = index(path, i)
    const namePath = child(p, 'name')
    const el = validateVolumeSource(v, p, opts)
    if (v.name.length === 0) el.push(required(namePath))
    else pushAll(el, validateDNS1123Label(v.name, namePath))
    if (valid.has(v.name)) el.push(duplicate(namePath, v.name))
    if (el.length === 0) valid.set(v.name, v)
    else pushAll(errors, el)
  })
  return { volumes: valid, errors }
}

const PROPAGATIONS = ['Bidirectional', 'HostToContainer', 'None']
const RRO = ['Disabled', 'Enabled', 'IfPossible']
const BIND_MOUNT_OPTIONS = ['nodev', 'noexec', 'nosuid']

/**
 * `ValidateVolumeMounts` of one container.
 *
 * @example
 * validateVolumeMounts([{ name: 'x', mountPath: '/x' } as core.VolumeMount], new Map(), undefined, 'm')[0]?.type
 * // 'FieldValueNotFound'
 */
export const validateVolumeMounts = (
  mounts: readonly core.VolumeMount[] | undefined,
  volumes: ReadonlyMap<string, core.Volume>,
  container: Pick<core.Container, 'securityContext' | 'volumeDevices'>,
  path: string,
): FieldError[] => {
  if (mounts === undefined || mounts.length === 0) return []
  const errs: FieldError[] = []
  const points = new Set<string>()
  const devices = new Map<string, string>((container.volumeDevices ?? []).map((d) => [d.name, d.devicePath]))
  const devicePaths = new Set(devices.values())
  const privileged = container.securityContext?.privileged === true
  mounts.forEach((m, i) => {
    const p = index(path, i)
    if (m.name.length === 0) errs.push(required(child(p, 'name')))
    if (!volumes.has(m.name)) errs.push(notFound(child(p, 'name'), m.name))
    if (m.mountPath.length === 0) errs.push(required(child(p, 'mountPath')))
    if (points.has(m.mountPath)) errs.push(invalid(child(p, 'mountPath'), m.mountPath, 'must be unique'))
    points.add(m.mountPath)
    if (devices.has(m.name)) errs.push(invalid(child(p, 'name'), m.name, 'must not already exist in volumeDevices'))
    if (devicePaths.has(m.mountPath))
      errs.push(invalid(child(p, 'mountPath'), m.mountPath, 'must not already exist as a path in volumeDevices'))
    if (m.subPath.length > 0) pushAll(errs, localDescendingPath(m.subPath, child(path, 'subPath')))
    if (m.subPathExpr.length > 0) {
      if (m.subPath.length > 0)
        errs.push(invalid(child(p, 'subPathExpr'), m.subPathExpr, 'subPathExpr and subPath are mutually exclusive'))
      pushAll(errs, localDescendingPath(m.subPathExpr, child(path, 'subPathExpr')))
    }
    if (m.mountPropagation !== undefined) {
      const pp = child(path, 'mountPropagation')
      if (!PROPAGATIONS.includes(m.mountPropagation))
        errs.push(named(notSupported(pp, m.mountPropagation, PROPAGATIONS)))
      if (m.mountPropagation === 'Bidirectional' && !privileged)
        errs.push(forbidden(pp, 'Bidirectional mount propagation is available only to privileged containers'))
    }
    if (m.recursiveReadOnly !== undefined) {
      const rp = child(path, 'recursiveReadOnly')
      if (m.recursiveReadOnly === 'Enabled' || m.recursiveReadOnly === 'IfPossible') {
        if (!m.readOnly) errs.push(forbidden(rp, 'may only be specified when readOnly is true'))
        if (m.mountPropagation !== undefined && m.mountPropagation !== 'None')
          errs.push(forbidden(rp, 'may only be specified when mountPropagation is None or not specified'))
      } else if (m.recursiveReadOnly !== 'Disabled') errs.push(named(notSupported(rp, m.recursiveReadOnly, RRO)))
    }
    // kept only when the VolumeBindMountOptions gate is on or the old template uses them (./drop-alpha)
    const bind = m.bindMountOptions ?? []
    if (bind.length > 0) {
      const bp = child(p, 'bindMountOptions')
      const seen = new Set<string>()
      bind.forEach((opt, j) => {
        if (!BIND_MOUNT_OPTIONS.includes(opt)) errs.push(notSupported(index(bp, j), opt, BIND_MOUNT_OPTIONS))
        if (seen.has(opt)) errs.push(duplicate(index(bp, j), opt))
        seen.add(opt)
      })
      if (volumes.get(m.name)?.image !== undefined)
        errs.push(invalid(bp, bind, 'bindMountOptions may not be used with image volumes'))
    }
  })
  return errs
}

/**
 * `ValidateVolumeDevices` of one container: each device names a
 * PersistentVolumeClaim or ephemeral volume, at a unique path without
 * `..`, and does not overlap the container's mounts.
 *
 * @example
 * validateVolumeDevices([{ name: 'x', devicePath: '/dev/x' }], [], new Map(), 'd')[0]?.type // 'FieldValueNotFound'
 */
export const validateVolumeDevices = (
  devices: readonly core.VolumeDevice[] | undefined,
  mounts: readonly core.VolumeMount[] | undefined,
  volumes: ReadonlyMap<string, core.Volume>,
  path: string,
): FieldError[] => {
  if (devices === undefined || devices.length === 0) return []
  const errs: FieldError[] = []
  const mountPaths = new Map<string, string>()
  for (const m of mounts ?? []) mountPaths.set(m.name, m.mountPath)
  const mountPathSet = new Set(mountPaths.values())
  const paths = new Set<string>()
  const names = new Set<string>()
  devices.forEach((d, i) => {
    const p = index(path, i)
    const np = child(p, 'name')
    const pp = child(p, 'devicePath')
    const v = volumes.get(d.name)
    if (d.name.length === 0) errs.push(required(np))
    if (names.has(d.name)) errs.push(invalid(np, d.name, 'must be unique'))
    if (v !== undefined && v.persistentVolumeClaim === undefined && v.ephemeral === undefined)
      errs.push(
        invalid(np, d.name, 'can only use volume source type of PersistentVolumeClaim or Ephemeral for block mode'),
      )
    if (v === undefined) errs.push(notFound(np, d.name))
    if (d.devicePath.length === 0) errs.push(required(pp))
    if (paths.has(d.devicePath)) errs.push(invalid(pp, d.devicePath, 'must be unique'))
    if (d.devicePath.length > 0 && d.devicePath.split('/').includes('..'))
      errs.push(invalid(pp, d.devicePath, "can not contain backsteps ('..')"))
    else paths.add(d.devicePath)
    if (mountPaths.has(d.name)) errs.push(invalid(np, d.name, 'must not already exist in volumeMounts'))
    if (mountPathSet.has(d.devicePath))
      errs.push(invalid(pp, d.devicePath, 'must not already exist as a path in volumeMounts'))
    if (d.name.length > 0) names.add(d.name)
  })
  return errs
}
