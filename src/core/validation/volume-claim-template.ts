/**
 * The claim template of an ephemeral volume (core
 * `validateEphemeralVolumeSource` → `ValidatePersistentVolumeClaimTemplate`):
 * template metadata with only labels and annotations, and a claim spec
 * with access modes, a storage request, class names, a volume mode and
 * data sources, under the options a new template gets
 * (`ValidationOptionsForPersistentVolumeClaimTemplate` without an old one).
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { validateLabelSelector, validateLabels } from '../../labels/index'
import type * as core from '../generated/model'
import { quantitySign, quantityToString } from '../quantity/index'
import { validateAnnotationMap } from './annotations'
import { child, forbidden, invalid, key, named, notSupported, required } from './errors'
import { nameIsDNSSubdomain, validateNamespaceName } from './object-names'
import { dns1123Subdomain } from './errors'
import { pushAll } from '../../wire/push-all'

/** ObjectMeta fields in Go's struct order, with the names Go's reflection lower-cases (`UID` → `uID`). */
const META_FIELDS: ReadonlyArray<readonly [keyof core.ObjectMeta, string]> = [
  ['name', 'name'],
  ['generateName', 'generateName'],
  ['namespace', 'namespace'],
  ['selfLink', 'selfLink'],
  ['uid', 'uID'],
  ['resourceVersion', 'resourceVersion'],
  ['generation', 'generation'],
  ['creationTimestamp', 'creationTimestamp'],
  ['deletionTimestamp', 'deletionTimestamp'],
  ['deletionGracePeriodSeconds', 'deletionGracePeriodSeconds'],
  ['ownerReferences', 'ownerReferences'],
  ['finalizers', 'finalizers'],
  ['managedFields', 'managedFields'],
]

/** A field Go's reflection sees as set: not its zero value (an empty list is set, a missing one is not). */
const isSet = (v: unknown): boolean => v !== undefined && v !== '' && v !== 0

/**
 * `ValidateTemplateObjectMeta`: annotations, labels, and no other field.
 *
 * @example
 * validateTemplateObjectMeta({ name: 'x' } as core.ObjectMeta, 'm')[0]?.field // 'm.name'
 */
export const validateTemplateObjectMeta = (meta: core.ObjectMeta, path: string): FieldError[] => {
  const errs = validateAnnotationMap(meta.annotations, child(path, 'annotations'))
  pushAll(errs, validateLabels(meta.labels, child(path, 'labels')))
  for (const [f, name] of META_FIELDS) if (isSet(meta[f])) errs.push(forbidden(child(path, name), 'cannot be set'))
  return errs
}

const ACCESS_MODES = ['ReadOnlyMany', 'ReadWriteMany', 'ReadWriteOnce', 'ReadWriteOncePod']
const VOLUME_MODES = ['Block', 'Filesystem']

/** `validateDataSource` / `validateDataSourceRef` (the reference's namespace only for the latter). */
const dataSource = (ref: core.TypedLocalObjectReference | core.TypedObjectReference, path: string): FieldError[] => {
  const errs: FieldError[] = []
  if (ref.name.length === 0) errs.push(required(child(path, 'name')))
  if (ref.kind.length === 0) errs.push(required(child(path, 'kind')))
  const group = ref.apiGroup ?? ''
  if (group.length === 0 && ref.kind !== 'PersistentVolumeClaim')
    errs.push(invalid(path, ref.kind, "must be 'PersistentVolumeClaim' when referencing the default apiGroup"))
  for (const m of dns1123Subdomain(group)) if (group.length > 0) errs.push(invalid(child(path, 'apiGroup'), group, m))
  const ns = 'namespace' in ref ? ref.namespace : undefined
  if (ns !== undefined && ns.length > 0)
    for (const m of validateNamespaceName(ns)) errs.push(invalid(child(path, 'namespace'), ns, m))
  return errs
}

const className = (name: string | undefined, path: string): FieldError[] =>
  name === undefined || name.length === 0 ? [] : nameIsDNSSubdomain(name, false).map((m) => invalid(path, name, m))

/**
 * `ValidatePersistentVolumeClaimSpec` with a new template's options (labels
 * in the selector strictly checked, the volume attributes class enabled).
 *
 * @example
 * validateClaimSpec({ resources: {} } as core.PersistentVolumeClaimSpec, 's')[0]?.detail // 'at least 1 access mode is required'
 */
export const validateClaimSpec = (
  spec: core.PersistentVolumeClaimSpec,
  path: string,
  volumeAttributesClassOff = false,
): FieldError[] => {
  const errs: FieldError[] = []
  const modesPath = child(path, 'accessModes')
  const modes = spec.accessModes ?? []
  if (modes.length === 0) errs.push(required(modesPath, 'at least 1 access mode is required'))
  if (spec.selector !== undefined) pushAll(errs, validateLabelSelector(spec.selector, child(path, 'selector')))
  let once = false
  let other = false
  for (const m of modes) {
    if (!ACCESS_MODES.includes(m)) errs.push(named(notSupported(modesPath, m, ACCESS_MODES)))
    else if (m === 'ReadWriteOncePod') once = true
    else other = true
  }
  if (once && other) errs.push(forbidden(modesPath, 'may not use ReadWriteOncePod with other access modes'))
  const storagePath = key(child(path, 'resources'), 'storage')
  const requests = spec.resources.requests
  const storage = requests !== undefined && Object.hasOwn(requests, 'storage') ? requests['storage'] : undefined
  if (storage === undefined) errs.push(required(storagePath))
  else if (quantitySign(storage) <= 0)
    errs.push(invalid(storagePath, quantityToString(storage), 'must be greater than zero'))
  pushAll(errs, className(spec.storageClassName, child(path, 'storageClassName')))
  if (spec.volumeMode !== undefined && !VOLUME_MODES.includes(spec.volumeMode))
    errs.push(named(notSupported(child(path, 'volumeMode'), spec.volumeMode, VOLUME_MODES)))
  if (spec.dataSource !== undefined) pushAll(errs, dataSource(spec.dataSource, child(path, 'dataSource')))
  if (spec.dataSourceRef !== undefined) pushAll(errs, dataSource(spec.dataSourceRef, child(path, 'dataSourceRef')))
  const ds = spec.dataSource
  const ref = spec.dataSourceRef
  if (ref?.namespace !== undefined && ref.namespace.length > 0) {
    if (ds !== undefined) errs.push(invalid(path, {}, 'may not be specified when dataSourceRef.namespace is specified'))
  } else if (
    ds !== undefined &&
    ref !== undefined &&
    (ds.apiGroup !== ref.apiGroup || ds.kind !== ref.kind || ds.name !== ref.name)
  )
    errs.push(invalid(path, {}, 'must match dataSourceRef'))
  if (!volumeAttributesClassOff)
    pushAll(errs, className(spec.volumeAttributesClassName, child(path, 'volumeAttributesClassName')))
  return errs
}

/**
 * `validateEphemeralVolumeSource`: a claim template, valid.
 *
 * @example
 * validateEphemeralVolume({ volumeClaimTemplate: undefined }, 'v.ephemeral')[0]?.field // 'v.ephemeral.volumeClaimTemplate'
 */
export const validateEphemeralVolume = (
  e: core.EphemeralVolumeSource,
  path: string,
  volumeAttributesClassOff = false,
): FieldError[] => {
  const p = child(path, 'volumeClaimTemplate')
  const t = e.volumeClaimTemplate
  if (t === undefined) return [required(p)]
  return [
    ...validateTemplateObjectMeta(t.metadata, child(p, 'metadata')),
    ...validateClaimSpec(t.spec, child(p, 'spec'), volumeAttributesClassOff),
  ]
}
