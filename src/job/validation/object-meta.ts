/**
 * `ObjectMeta` validation: apimachinery `ValidateObjectMeta`,
 * `ValidateObjectMetaUpdate`, `ValidateAnnotations`, owner references and
 * finalizers, plus the core wrapper's finalizer-name rule
 * (`pkg/apis/core/validation`).
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { isQualifiedName } from '../../labels/index'
import { child, FIELD_IMMUTABLE, forbidden, index, invalid, nonNegative, required } from './field-errors'
import { goQuote } from '../../field/go-format'
import { OwnerReferenceSchema } from '../../core/generated/meta-schema'
import { marshalWire } from '../../wire/marshal'
import { slice, struct } from '../../wire/schema'
import { validateLabelMap } from './label-map'
import type * as meta from '../../core/generated/meta-model'
import { decodeMetaModel } from './decoded'
import { ownerReferenceJson } from './model-values'
import { safeOptions } from '../../wire/guard'
import { nameIsDNSSubdomain, validateNamespaceName } from './names'
import { validateAnnotationMap } from '../../core/validation/annotations'
import { pushAll } from '../../wire/push-all'
import { LATEST_MINOR, MINOR_RULES } from '../../profile/minor-rules'
import { internalGoSyntax } from '../../wire/go-syntax'
import { validateManagedFields } from './managed-fields'

export { TOTAL_ANNOTATION_SIZE_LIMIT_BYTES, validateAnnotations } from '../../core/validation/annotations'

/**
 * A name rule: messages for `name` (`prefix` = it is a `generateName`).
 *
 * @example
 * const rule: NameValidator = nameIsDNSSubdomain
 */
export type NameValidator = (name: string, prefix: boolean) => string[]

/** `<group>/<version>` or `<version>`; undefined for more than one '/' or an empty version. */
const parseGroupVersion = (apiVersion: string): { group: string; version: string } | undefined => {
  const first = apiVersion.indexOf('/')
  if (first < 0) return apiVersion.length === 0 ? undefined : { group: '', version: apiVersion }
  const version = apiVersion.slice(first + 1)
  if (version.length === 0 || version.includes('/')) return undefined
  return { group: apiVersion.slice(0, first), version }
}

const OWNER_REFERENCE = /* @__PURE__ */ struct(() => OwnerReferenceSchema, 'v1.OwnerReference')
const OWNER_REFERENCES = /* @__PURE__ */ slice(OWNER_REFERENCE, '[]v1.OwnerReference')

/** An Invalid error whose value is an owner reference struct (or a list of them), printed in Go's field order. */
const invalidRefs = (
  path: string,
  value: unknown,
  kind: typeof OWNER_REFERENCE,
  detail: string,
  minor: number,
): FieldError => ({
  ...invalid(path, value, detail),
  // Before 1.34 the value is printed with Go's `%#v` (`[]v1.OwnerReference{v1.OwnerReference{APIVersion:"v1", …}}`).
  badValueText: minor < MINOR_RULES.badValuesAsJson ? internalGoSyntax(kind, value, minor) : marshalWire(kind, value),
})

/** One reference's own checks as Kubernetes 1.37 words them, at `ownerReferences[i]`. */
const ownerReferenceErrors = (ref: meta.OwnerReference, at: string, errs: FieldError[]): void => {
  const gv = ref.apiVersion.length === 0 ? undefined : parseGroupVersion(ref.apiVersion)
  if (ref.apiVersion.length === 0) errs.push(required(child(at, 'apiVersion'), 'must not be empty'))
  else if (gv === undefined) {
    errs.push(invalid(child(at, 'apiVersion'), ref.apiVersion, 'must be <group>/<version> or <version>'))
  }
  if (ref.kind.length === 0) errs.push(required(child(at, 'kind'), 'must not be empty'))
  if (ref.name.length === 0) errs.push(required(child(at, 'name'), 'must not be empty'))
  if (ref.uid.length === 0) errs.push(required(child(at, 'uid'), 'must not be empty'))
  if (gv !== undefined && gv.group === '' && gv.version === 'v1' && ref.kind === 'Event') {
    errs.push(
      invalidRefs(
        at,
        ownerReferenceJson(ref),
        OWNER_REFERENCE,
        '/v1, Kind=Event is disallowed from being an owner',
        LATEST_MINOR,
      ),
    )
  }
}

/**
 * The same checks before Kubernetes 1.37: every error at `ownerReferences`
 * (no index), `Invalid` with the empty value, `version must not be empty`
 * for an apiVersion without a version (`schema.FromAPIVersionAndKind`), and
 * on 1.33 the field named in the text (`uid must not be empty`).
 */
const legacyOwnerReferenceErrors = (ref: meta.OwnerReference, at: string, minor: number, errs: FieldError[]): void => {
  const slashes = ref.apiVersion.split('/').length - 1
  const version =
    slashes === 0 ? ref.apiVersion : slashes === 1 ? ref.apiVersion.slice(ref.apiVersion.indexOf('/') + 1) : ''
  if (version.length === 0) errs.push(invalid(child(at, 'apiVersion'), ref.apiVersion, 'version must not be empty'))
  const named = minor < MINOR_RULES.ownerReferenceShortTexts
  for (const key of ['kind', 'name', 'uid'] as const) {
    if (ref[key].length === 0)
      errs.push(invalid(child(at, key), ref[key], named ? `${key} must not be empty` : 'must not be empty'))
  }
  const group = slashes === 1 ? ref.apiVersion.slice(0, ref.apiVersion.indexOf('/')) : ''
  if (slashes < 2 && group === '' && version === 'v1' && ref.kind === 'Event') {
    errs.push(
      invalidRefs(
        at,
        ownerReferenceJson(ref),
        OWNER_REFERENCE,
        '/v1, Kind=Event is disallowed from being an owner',
        minor,
      ),
    )
  }
}

const validateOwnerReferences = (m: meta.ObjectMeta, path: string, minor: number): FieldError[] => {
  const refs = m.ownerReferences ?? []
  const errs: FieldError[] = []
  const indexed = minor >= MINOR_RULES.ownerReferenceIndexedPaths
  let firstController = ''
  refs.forEach((ref, i) => {
    if (indexed) ownerReferenceErrors(ref, index(path, i), errs)
    else legacyOwnerReferenceErrors(ref, path, minor, errs)
    if (ref.controller === true) {
      const current = `${ref.kind}/${ref.name}`
      if (firstController !== '') {
        errs.push(
          invalidRefs(
            path,
            refs.map(ownerReferenceJson),
            OWNER_REFERENCES,
            `Only one reference can have Controller set to true. Found "true" in references for ${firstController} and ${current}`,
            minor,
          ),
        )
      } else firstController = current
    }
  })
  return errs
}

const FINALIZER_ORPHAN = 'orphan'
const FINALIZER_FOREGROUND = 'foregroundDeletion'
const STANDARD_FINALIZERS = /* @__PURE__ */ new Set(['kubernetes', FINALIZER_ORPHAN, FINALIZER_FOREGROUND])

/** apimachinery `ValidateFinalizers` (errors at the list path, no index). */
const validateFinalizersGeneric = (finalizers: readonly string[], path: string): FieldError[] => {
  const errs: FieldError[] = []
  for (const f of finalizers) for (const msg of isQualifiedName(f)) errs.push(invalid(path, f, msg))
  if (finalizers.includes(FINALIZER_ORPHAN) && finalizers.includes(FINALIZER_FOREGROUND)) {
    errs.push(invalid(path, finalizers, `finalizer ${FINALIZER_ORPHAN} and ${FINALIZER_FOREGROUND} cannot be both set`))
  }
  return errs
}

/** core `validateKubeFinalizerName` for each finalizer, at `finalizers[i]`. */
const validateKubeFinalizerNames = (finalizers: readonly string[], path: string): FieldError[] => {
  const errs: FieldError[] = []
  finalizers.forEach((f, i) => {
    if (!f.includes('/') && !STANDARD_FINALIZERS.has(f)) {
      errs.push(invalid(index(path, i), f, 'name is neither a standard finalizer name nor is it fully qualified'))
    }
  })
  return errs
}

/**
 * Options of {@link validateObjectMeta}.
 *
 * @example
 * validateObjectMeta({ name: 'n' }, 'metadata', { requiresNamespace: false }) // []
 */
export interface ObjectMetaOptions {
  /** `metadata.namespace` must be set (namespaced kinds such as Job). Default true. */
  readonly requiresNamespace?: boolean
  /** The name rule; default `NameIsDNSSubdomain` (the Job rule). */
  readonly nameFn?: NameValidator
}

/**
 * The detail of the `InternalError` a caller's `nameFn` earns when it
 * throws or does not return an array of strings.
 *
 * @example
 * NAME_FN_FAILED_DETAIL // 'options.nameFn threw or did not return an array of strings'
 */
export const NAME_FN_FAILED_DETAIL = 'options.nameFn threw or did not return an array of strings'

/**
 * Appends the messages of a name validator as `Invalid` errors at `field`.
 * A caller's `nameFn` is input too: one that throws, or returns something
 * other than an array of strings (a proxy, a sparse array, an array longer
 * than 10,000), answers one `InternalError` instead.
 */
const nameErrors = (nameFn: NameValidator, name: string, prefix: boolean, field: string, errs: FieldError[]): void => {
  let messages: string[] | undefined
  try {
    const out: unknown = nameFn(name, prefix)
    if (Array.isArray(out) && out.length <= 10_000) {
      messages = []
      for (let i = 0; i < out.length; i++) {
        const d = Object.getOwnPropertyDescriptor(out, i)
        const m: unknown = d !== undefined && Object.hasOwn(d, 'value') ? d.value : undefined
        if (typeof m !== 'string') {
          messages = undefined
          break
        }
        messages.push(m)
      }
    }
  } catch {
    messages = undefined
  }
  if (messages === undefined) errs.push({ type: 'InternalError', field, detail: NAME_FN_FAILED_DETAIL })
  else for (const msg of messages) errs.push(invalid(field, name, msg))
}

/**
 * {@link validateObjectMeta} on decoded `ObjectMeta`.
 *
 * @example
 * validateMetaModel(decodeMetaModel({ name: 'a', namespace: 'n' }, 'metadata').value, 'metadata') // []
 */
export const validateMetaModel = (
  meta: meta.ObjectMeta,
  path: string,
  options: ObjectMetaOptions = {},
  minor = LATEST_MINOR,
): FieldError[] => {
  // Own properties only: a planted Object.prototype.nameFn is not an option.
  const o: ObjectMetaOptions = typeof options === 'object' && options !== null ? options : Object.create(null)
  const ownFn = Object.hasOwn(o, 'nameFn') ? o.nameFn : undefined
  const nameFn = typeof ownFn === 'function' ? ownFn : nameIsDNSSubdomain
  const ownNs = Object.hasOwn(o, 'requiresNamespace') ? o.requiresNamespace : undefined
  const requiresNamespace = typeof ownNs === 'boolean' ? ownNs : true
  const errs: FieldError[] = []
  if (meta.generateName.length !== 0) nameErrors(nameFn, meta.generateName, true, child(path, 'generateName'), errs)
  if (meta.name.length === 0) errs.push(required(child(path, 'name'), 'name or generateName is required'))
  else nameErrors(nameFn, meta.name, false, child(path, 'name'), errs)
  if (requiresNamespace) {
    if (meta.namespace.length === 0) errs.push(required(child(path, 'namespace')))
    else {
      for (const msg of validateNamespaceName(meta.namespace)) {
        errs.push(invalid(child(path, 'namespace'), meta.namespace, msg))
      }
    }
  } else if (meta.namespace.length !== 0) {
    errs.push(forbidden(child(path, 'namespace'), 'not allowed on this type'))
  }
  // Unset fields find nothing: their paths are built only when there is something to check.
  if (meta.generation < 0) pushAll(errs, nonNegative(child(path, 'generation'), meta.generation))
  if (meta.labels !== undefined) pushAll(errs, validateLabelMap(meta.labels, child(path, 'labels')))
  if (meta.annotations !== undefined) pushAll(errs, validateAnnotationMap(meta.annotations, child(path, 'annotations')))
  if (meta.ownerReferences !== undefined)
    pushAll(errs, validateOwnerReferences(meta, child(path, 'ownerReferences'), minor))
  const finalizers = meta.finalizers ?? []
  if (finalizers.length > 0) pushAll(errs, validateFinalizersGeneric(finalizers, child(path, 'finalizers')))
  // the generic ObjectMeta checks end with managedFields; core validation adds its finalizer names after them
  if (meta.managedFields !== undefined)
    pushAll(errs, validateManagedFields(meta.managedFields, child(path, 'managedFields'), minor))
  if (finalizers.length > 0) pushAll(errs, validateKubeFinalizerNames(finalizers, child(path, 'finalizers')))
  return errs
}

/**
 * Core `ValidateObjectMeta` on create: `generateName` and `name` by the name
 * rule (default: DNS-1123 subdomain, as for Jobs), `namespace` required (a
 * DNS-1123 label), `generation` ≥ 0, labels, annotations, owner references
 * finalizers and `managedFields`. Never throws; input of the
 * wrong shape is reported as `FieldValueTypeInvalid`.
 *
 * @example
 * validateObjectMeta({ name: 'myjob', namespace: 'default' }) // []
 * validateObjectMeta({ name: 'MyJob' }).map((e) => e.field)
 * // ['metadata.name', 'metadata.namespace']
 */
export const validateObjectMeta = (meta: unknown, path = 'metadata', options: ObjectMetaOptions = {}): FieldError[] => {
  const p = typeof path === 'string' ? path : 'metadata'
  const opts = (safeOptions(options) ?? Object.create(null)) as ObjectMetaOptions
  const { value, typeErrors } = decodeMetaModel(meta, p)
  return [...typeErrors, ...validateMetaModel(value, p, opts)]
}

/**
 * {@link validateObjectMetaUpdate} on decoded `ObjectMeta`s.
 *
 * @example
 * const m = decodeMetaModel({ name: 'a', resourceVersion: '1' }, 'metadata').value
 * validateMetaModelUpdate(m, m, 'metadata') // []
 */
export const validateMetaModelUpdate = (
  next: meta.ObjectMeta,
  prev: meta.ObjectMeta,
  path: string,
  minor = LATEST_MINOR,
): FieldError[] => {
  const errs: FieldError[] = []
  if (prev.deletionTimestamp !== undefined) {
    const old = new Set(prev.finalizers)
    const extra = [...new Set(next.finalizers)].filter((f) => !old.has(f)).sort()
    if (extra.length !== 0) {
      errs.push(
        forbidden(
          child(path, 'finalizers'),
          `no new finalizers can be added if the object is being deleted, found new finalizers []string{${extra.map(goQuote).join(', ')}}`,
        ),
      )
    }
  }
  if (next.resourceVersion.length === 0) {
    errs.push(invalid(child(path, 'resourceVersion'), next.resourceVersion, 'must be specified for an update'))
  }
  if (next.generation < prev.generation) {
    errs.push(invalid(child(path, 'generation'), next.generation, 'must not be decremented'))
  }
  const immutable = (name: string, nextValue: unknown, same: boolean): void => {
    if (!same) errs.push(invalid(child(path, name), nextValue, FIELD_IMMUTABLE))
  }
  immutable('name', next.name, next.name === prev.name)
  immutable('namespace', next.namespace, next.namespace === prev.namespace)
  immutable('uid', next.uid, next.uid === prev.uid)
  immutable('creationTimestamp', next.creationTimestamp ?? '', next.creationTimestamp === prev.creationTimestamp)
  immutable('deletionTimestamp', next.deletionTimestamp ?? null, next.deletionTimestamp === prev.deletionTimestamp)
  immutable(
    'deletionGracePeriodSeconds',
    next.deletionGracePeriodSeconds ?? null,
    next.deletionGracePeriodSeconds === prev.deletionGracePeriodSeconds,
  )
  pushAll(errs, validateLabelMap(next.labels, child(path, 'labels')))
  pushAll(errs, validateAnnotationMap(next.annotations, child(path, 'annotations')))
  pushAll(errs, validateOwnerReferences(next, child(path, 'ownerReferences'), minor))
  pushAll(errs, validateManagedFields(next.managedFields, child(path, 'managedFields'), minor))
  pushAll(errs, validateKubeFinalizerNames(next.finalizers ?? [], child(path, 'finalizers')))
  return errs
}

/**
 * Core `ValidateObjectMetaUpdate`: no new finalizers while deleting,
 * `resourceVersion` required, `generation` not decremented, `name`,
 * `namespace`, `uid`, `creationTimestamp`, `deletionTimestamp` and
 * `deletionGracePeriodSeconds` immutable (`field is immutable`), then the
 * new labels, annotations, owner references and finalizer names.
 *
 * @example
 * validateObjectMetaUpdate(
 *   { name: 'b', namespace: 'ns', resourceVersion: '2' },
 *   { name: 'a', namespace: 'ns', resourceVersion: '1' },
 * ).map((e) => `${e.field}: ${e.detail}`) // ['metadata.name: field is immutable']
 */
export const validateObjectMetaUpdate = (next: unknown, prev: unknown, path = 'metadata'): FieldError[] => {
  const at = typeof path === 'string' ? path : 'metadata'
  const n = decodeMetaModel(next, at)
  const p = decodeMetaModel(prev, at).value
  return [...n.typeErrors, ...validateMetaModelUpdate(n.value, p, at)]
}
