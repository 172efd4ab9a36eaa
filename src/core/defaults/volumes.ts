/**
 * Volume defaults: a volume with no source becomes an `emptyDir`; file
 * modes `0644` (420) for secret, configMap, downwardAPI and projected
 * volumes; hostPath `type` `""`; the iSCSI, RBD, Azure Disk and ScaleIO
 * plug-in defaults; downward-API `fieldRef.apiVersion` `v1`; projected
 * service-account tokens expiring after 3600 s; image volumes' pull policy
 * from their reference; generic ephemeral volumes' claim `volumeMode`
 * `Filesystem` and resource quantities rounded up to thousandths.
 *
 * @module
 */
import { zeroStruct } from '../../wire/zero'
import type {
  AzureDiskVolumeSource,
  ConfigMapVolumeSource,
  DownwardAPIProjection,
  DownwardAPIVolumeFile,
  DownwardAPIVolumeSource,
  EphemeralVolumeSource,
  HostPathVolumeSource,
  ImageVolumeSource,
  ISCSIVolumeSource,
  PersistentVolumeClaimSpec,
  PersistentVolumeClaimTemplate,
  ProjectedVolumeSource,
  RBDVolumeSource,
  ScaleIOVolumeSource,
  SecretVolumeSource,
  ServiceAccountTokenProjection,
  Volume,
  VolumeProjection,
  VolumeResourceRequirements,
} from '../generated/volume-model'
import { EmptyDirVolumeSourceSchema } from '../generated/volume-schema'
import { defaultObjectFieldSelector } from './containers'
import { defaultPullPolicy } from './image-reference'
import { ifStruct, isStruct, mapItems, withChanges } from './model-edit'
import { defaultResourceList } from './resources'

/** `0644`, the file mode of secret, configMap, downwardAPI and projected volumes. */
const DEFAULT_FILE_MODE = 0o644
/** One hour, the default lifetime of a projected service-account token. */
const TOKEN_EXPIRATION_SECONDS = 3600

const orString = (value: string | undefined, fallback: string): string =>
  value === '' || value === undefined ? fallback : value

const withDefaultMode = <S extends { readonly defaultMode: number | undefined }>(source: S): S =>
  source.defaultMode === undefined ? withChanges(source as S, { defaultMode: DEFAULT_FILE_MODE } as Partial<S>) : source

const defaultDownwardApiFile = (file: DownwardAPIVolumeFile): DownwardAPIVolumeFile =>
  ifStruct(file, (f) => withChanges(f, { fieldRef: ifStruct(f.fieldRef, defaultObjectFieldSelector) }))

const defaultDownwardApi = (source: DownwardAPIVolumeSource): DownwardAPIVolumeSource =>
  withChanges(withDefaultMode(source), { items: mapItems(source.items, defaultDownwardApiFile) })

const defaultToken = (token: ServiceAccountTokenProjection): ServiceAccountTokenProjection =>
  token.expirationSeconds === undefined ? withChanges(token, { expirationSeconds: TOKEN_EXPIRATION_SECONDS }) : token

const defaultDownwardApiProjection = (projection: DownwardAPIProjection): DownwardAPIProjection =>
  withChanges(projection, { items: mapItems(projection.items, defaultDownwardApiFile) })

const defaultProjection = (projection: VolumeProjection): VolumeProjection =>
  ifStruct(projection, (p) =>
    withChanges(p, {
      downwardAPI: ifStruct(p.downwardAPI, defaultDownwardApiProjection),
      serviceAccountToken: ifStruct(p.serviceAccountToken, defaultToken),
    }),
  )

const defaultProjected = (source: ProjectedVolumeSource): ProjectedVolumeSource =>
  withChanges(withDefaultMode(source), { sources: mapItems(source.sources, defaultProjection) })

const defaultHostPath = (source: HostPathVolumeSource): HostPathVolumeSource =>
  source.type === undefined ? withChanges(source, { type: '' }) : source

const defaultIscsi = (source: ISCSIVolumeSource): ISCSIVolumeSource =>
  withChanges(source, { iscsiInterface: orString(source.iscsiInterface, 'default') })

const defaultRbd = (source: RBDVolumeSource): RBDVolumeSource =>
  withChanges(source, {
    pool: orString(source.pool, 'rbd'),
    user: orString(source.user, 'admin'),
    keyring: orString(source.keyring, '/etc/ceph/keyring'),
  })

const defaultAzureDisk = (source: AzureDiskVolumeSource): AzureDiskVolumeSource =>
  withChanges(source, {
    cachingMode: source.cachingMode ?? 'ReadWrite',
    fsType: source.fsType ?? 'ext4',
    readOnly: source.readOnly ?? false,
    kind: source.kind ?? 'Shared',
  })

const defaultScaleIo = (source: ScaleIOVolumeSource): ScaleIOVolumeSource =>
  withChanges(source, {
    storageMode: orString(source.storageMode, 'ThinProvisioned'),
    fsType: orString(source.fsType, 'xfs'),
  })

const defaultClaimResources = (resources: VolumeResourceRequirements): VolumeResourceRequirements =>
  withChanges(resources, {
    limits: defaultResourceList(resources.limits),
    requests: defaultResourceList(resources.requests),
  })

const defaultClaimSpec = (spec: PersistentVolumeClaimSpec): PersistentVolumeClaimSpec =>
  withChanges(spec, {
    volumeMode: spec.volumeMode ?? 'Filesystem',
    resources: ifStruct(spec.resources, defaultClaimResources),
  })

const defaultClaimTemplate = (template: PersistentVolumeClaimTemplate): PersistentVolumeClaimTemplate =>
  withChanges(template, { spec: ifStruct(template.spec, defaultClaimSpec) })

const defaultEphemeral = (source: EphemeralVolumeSource): EphemeralVolumeSource =>
  withChanges(source, { volumeClaimTemplate: ifStruct(source.volumeClaimTemplate, defaultClaimTemplate) })

const defaultImage = (source: ImageVolumeSource): ImageVolumeSource =>
  source.pullPolicy === '' || source.pullPolicy === undefined
    ? withChanges(source, {
        pullPolicy: defaultPullPolicy(typeof source.reference === 'string' ? source.reference : ''),
      })
    : source

/** True when the volume names no source at all (every source field is Go's nil). */
const hasNoSource = (volume: Volume): boolean => {
  for (const key of Object.keys(volume)) {
    if (key !== 'name' && (volume as unknown as Readonly<Record<string, unknown>>)[key] !== undefined) return false
  }
  return true
}

/**
 * Every default of one volume (see the module comment).
 *
 * @example
 * declare const v: Volume // { name: 'data', configMap: { name: 'cfg', defaultMode: undefined, … }, … }
 * defaultVolume(v).configMap?.defaultMode // 420
 */
export const defaultVolume = (volume: Volume): Volume => defaultVolumeGated(volume, true)

/**
 * {@link defaultVolume} with the `ImageVolume` gate as the server has it:
 * an image volume's `pullPolicy` is defaulted only while the gate is on
 * (`SetDefaults_Volume`; off by default in Kubernetes 1.33 and 1.34).
 *
 * @example
 * declare const v: Volume // { name: 'i', image: { reference: 'busybox', pullPolicy: '' }, … }
 * defaultVolumeGated(v, false).image?.pullPolicy // ''
 */
export const defaultVolumeGated = (volume: Volume, imageVolume: boolean): Volume => {
  if (!isStruct(volume)) return volume
  if (hasNoSource(volume)) return withChanges(volume, { emptyDir: zeroStruct(EmptyDirVolumeSourceSchema) })
  return withChanges(volume, {
    hostPath: ifStruct(volume.hostPath, defaultHostPath),
    secret: ifStruct(volume.secret, (s: SecretVolumeSource) => withDefaultMode(s)),
    iscsi: ifStruct(volume.iscsi, defaultIscsi),
    rbd: ifStruct(volume.rbd, defaultRbd),
    downwardAPI: ifStruct(volume.downwardAPI, defaultDownwardApi),
    configMap: ifStruct(volume.configMap, (s: ConfigMapVolumeSource) => withDefaultMode(s)),
    azureDisk: ifStruct(volume.azureDisk, defaultAzureDisk),
    projected: ifStruct(volume.projected, defaultProjected),
    scaleIO: ifStruct(volume.scaleIO, defaultScaleIo),
    ephemeral: ifStruct(volume.ephemeral, defaultEphemeral),
    image: imageVolume ? ifStruct(volume.image, defaultImage) : volume.image,
  })
}
