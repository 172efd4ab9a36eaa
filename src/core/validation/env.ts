/**
 * Container `env` and `envFrom` (core `ValidateEnv`, `ValidateEnvFrom`):
 * names, exactly one `valueFrom` source, `value` and `valueFrom` never
 * together, and the checks of each source.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import type * as core from '../generated/model'
import { canonicalQuantityString, isZeroQuantity } from '../quantity/index'
import { nameIsDNSSubdomain } from './object-names'
import { goToLower } from '../../field/go-lower'
import { noBacksteps } from './paths'
import {
  characters,
  child,
  configMapKey,
  index,
  invalid,
  notSupported,
  relaxedEnvVarName,
  regexError,
  required,
  validateDNS1123Label,
  validateQualifiedName,
} from './errors'
import type { PodValidationOptions } from './options'
import { pushAll } from '../../wire/push-all'

const ENV_FIELD_PATHS = /* @__PURE__ */ [
  'metadata.name',
  'metadata.namespace',
  'metadata.uid',
  'spec.nodeName',
  'spec.serviceAccountName',
  'status.hostIP',
  'status.hostIPs',
  'status.podIP',
  'status.podIPs',
].sort()

/** Field labels the downward API converts (`pods.ConvertDownwardAPIFieldLabel`). */
const DOWNWARD_LABELS = /* @__PURE__ */ new Set([
  'metadata.annotations',
  'metadata.labels',
  'metadata.name',
  'metadata.namespace',
  'metadata.uid',
  'spec.nodeName',
  'spec.restartPolicy',
  'spec.serviceAccountName',
  'spec.schedulerName',
  'status.phase',
  'status.hostIP',
  'status.hostIPs',
  'status.podIP',
  'status.podIPs',
])

/** `fieldpath.SplitMaybeSubscriptedPath`: `metadata.labels['x']` → path and subscript. */
export const splitSubscript = (p: string): { path: string; subscript: string } | undefined => {
  if (!p.endsWith("']")) return undefined
  const s = p.slice(0, -2)
  const at = s.indexOf("['")
  if (at <= 0) return undefined
  return { path: s.slice(0, at), subscript: s.slice(at + 2) }
}

const convertFieldLabel = (version: string, label: string): { ok: string } | { err: string } => {
  if (version !== 'v1') return { err: `unsupported pod version: ${version}` }
  const sub = splitSubscript(label)
  if (sub !== undefined) {
    return sub.path === 'metadata.annotations' || sub.path === 'metadata.labels'
      ? { ok: label }
      : { err: `field label does not support subscript: ${label}` }
  }
  if (label === 'spec.host') return { ok: 'spec.nodeName' }
  return DOWNWARD_LABELS.has(label) ? { ok: label } : { err: `field label not supported: ${label}` }
}

/**
 * `validateObjectFieldSelector` with the given allowed expressions.
 *
 * @example
 * validateObjectFieldSelector({ apiVersion: 'v1', fieldPath: 'metadata.name' }, ['metadata.name'], 'f') // []
 */
export const validateObjectFieldSelector = (
  fs: core.ObjectFieldSelector,
  expressions: readonly string[],
  path: string,
): FieldError[] => {
  if (fs.apiVersion.length === 0) return [required(child(path, 'apiVersion'))]
  if (fs.fieldPath.length === 0) return [required(child(path, 'fieldPath'))]
  const conv = convertFieldLabel(fs.apiVersion, fs.fieldPath)
  if ('err' in conv) return [invalid(child(path, 'fieldPath'), fs.fieldPath, `error converting fieldPath: ${conv.err}`)]
  const sub = splitSubscript(conv.ok)
  if (sub !== undefined) {
    if (sub.path === 'metadata.annotations') return validateQualifiedName(goToLower(sub.subscript), path)
    if (sub.path === 'metadata.labels') return validateQualifiedName(sub.subscript, path)
    return [invalid(path, sub.path, 'does not support subscript')]
  }
  if (!expressions.includes(conv.ok)) return [notSupported(child(path, 'fieldPath'), conv.ok, expressions)]
  return []
}

const RESOURCE_EXPRESSIONS = /* @__PURE__ */ [
  'limits.cpu',
  'limits.memory',
  'limits.ephemeral-storage',
  'requests.cpu',
  'requests.memory',
  'requests.ephemeral-storage',
].sort()
const SIZE_DIVISORS = ['1', '1k', '1M', '1G', '1T', '1P', '1E', '1Ki', '1Mi', '1Gi', '1Ti', '1Pi', '1Ei']

const validateDivisor = (
  resource: string,
  divisor: core.ResourceFieldSelector['divisor'],
  path: string,
): FieldError[] => {
  if (isZeroQuantity(divisor)) return []
  const d = canonicalQuantityString(divisor)
  const p = child(path, 'divisor')
  const errs: FieldError[] = []
  const sizes = "only divisor's values 1, 1k, 1M, 1G, 1T, 1P, 1E, 1Ki, 1Mi, 1Gi, 1Ti, 1Pi, 1Ei are supported with the"
  if ((resource === 'limits.cpu' || resource === 'requests.cpu') && d !== '1m' && d !== '1')
    errs.push(invalid(p, resource, "only divisor's values 1m and 1 are supported with the cpu resource"))
  if ((resource === 'limits.memory' || resource === 'requests.memory') && !SIZE_DIVISORS.includes(d))
    errs.push(invalid(p, resource, `${sizes} memory resource`))
  if (
    (resource === 'limits.ephemeral-storage' || resource === 'requests.ephemeral-storage') &&
    !SIZE_DIVISORS.includes(d)
  )
    errs.push(invalid(p, resource, `${sizes} local ephemeral storage resource`))
  if (
    (resource.startsWith('requests.hugepages-') || resource.startsWith('limits.hugepages-')) &&
    !SIZE_DIVISORS.includes(d)
  )
    errs.push(invalid(p, resource, `${sizes} hugepages resource`))
  return errs
}

/**
 * `validateContainerResourceFieldSelector` (`volume`: the downward API
 * volume form, which requires `containerName`).
 *
 * @example
 * validateResourceFieldSelector({ containerName: '', resource: 'limits.cpu', divisor: ZERO }, 'r', false) // []
 */
export const validateResourceFieldSelector = (
  fs: core.ResourceFieldSelector,
  path: string,
  volume: boolean,
): FieldError[] => {
  const errs: FieldError[] = []
  if (volume && fs.containerName.length === 0) errs.push(required(child(path, 'containerName')))
  else if (fs.resource.length === 0) errs.push(required(child(path, 'resource')))
  else if (
    !RESOURCE_EXPRESSIONS.includes(fs.resource) &&
    !fs.resource.startsWith('limits.hugepages-') &&
    !fs.resource.startsWith('requests.hugepages-')
  )
    errs.push(notSupported(child(path, 'resource'), fs.resource, RESOURCE_EXPRESSIONS))
  pushAll(errs, validateDivisor(fs.resource, fs.divisor, path))
  return errs
}

const validateKeySelector = (name: string, key: string, path: string): FieldError[] => {
  const errs = characters(nameIsDNSSubdomain(name, false)).map((m) => invalid(child(path, 'name'), name, m))
  if (key.length === 0) errs.push(required(child(path, 'key')))
  else for (const m of configMapKey(key)) errs.push(invalid(child(path, 'key'), key, m))
  return errs
}

const validateFileKeySelector = (s: core.FileKeySelector, path: string): FieldError[] => {
  const errs: FieldError[] = []
  if (s.key.length === 0) errs.push(required(child(path, 'key')))
  else for (const m of relaxedEnvVarName(s.key)) errs.push(invalid(child(path, 'key'), s.key, m))
  if (s.volumeName.length === 0) errs.push(required(child(path, 'volumeName')))
  else pushAll(errs, validateDNS1123Label(s.volumeName, child(path, 'volumeName')))
  if (s.path.length === 0) errs.push(required(child(path, 'path')))
  else pushAll(errs, noBacksteps(s.path, child(path, 'path')))
  return errs
}

const validateValueFrom = (ev: core.EnvVar, path: string, opts: PodValidationOptions): FieldError[] => {
  const from = ev.valueFrom
  if (from === undefined) return []
  const errs: FieldError[] = []
  let n = 0
  if (from.fieldRef !== undefined) {
    n++
    pushAll(errs, validateObjectFieldSelector(from.fieldRef, ENV_FIELD_PATHS, child(path, 'fieldRef')))
  }
  if (from.resourceFieldRef !== undefined) {
    n++
    pushAll(errs, validateResourceFieldSelector(from.resourceFieldRef, child(path, 'resourceFieldRef'), false))
  }
  if (from.configMapKeyRef !== undefined) {
    n++
    errs.push(
      ...validateKeySelector(from.configMapKeyRef.name, from.configMapKeyRef.key, child(path, 'configMapKeyRef')),
    )
  }
  if (from.secretKeyRef !== undefined) {
    n++
    pushAll(errs, validateKeySelector(from.secretKeyRef.name, from.secretKeyRef.key, child(path, 'secretKeyRef')))
  }
  if (from.fileKeyRef !== undefined) {
    n++
    pushAll(errs, validateFileKeySelector(from.fileKeyRef, child(path, 'fileKeyRef')))
  }
  if (n === 0) {
    const list = opts.allowEnvFilesValidation
      ? '`fieldRef`, `resourceFieldRef`, `configMapKeyRef`, `secretKeyRef` or `fileKeyRef`'
      : '`fieldRef`, `resourceFieldRef`, `configMapKeyRef` or `secretKeyRef`'
    errs.push(invalid(path, '', `must specify one of: ${list}`))
  } else if (ev.value.length !== 0) errs.push(invalid(path, '', 'may not be specified when `value` is not empty'))
  else if (n > 1) errs.push(invalid(path, '', 'may not have more than one field specified at a time'))
  return errs
}

/** The strict (pre-1.34) environment variable name check. */
const strictEnvVarName = (value: string): string[] => {
  const errs = /^[-._a-zA-Z][-._a-zA-Z0-9]*$/.test(value)
    ? []
    : [
        regexError(
          "a valid environment variable name must consist of alphabetic characters, digits, '_', '-', or '.', and must not start with a digit",
          '[-._a-zA-Z][-._a-zA-Z0-9]*',
          'my.env-name',
          'MY_ENV.NAME',
          'MyEnvName1',
        ),
      ]
  if (value === '.') errs.push("must not be '.'")
  else if (value === '..') errs.push("must not be '..'")
  else if (value.startsWith('..')) errs.push("must not start with '..'")
  return errs
}

const envName = (value: string, opts: PodValidationOptions): string[] =>
  opts.allowRelaxedEnvironmentVariableValidation ? relaxedEnvVarName(value) : strictEnvVarName(value)

/**
 * `ValidateEnv(vars, path, opts)`.
 *
 * @example
 * validateEnv([{ name: '', value: 'x', valueFrom: undefined }], 'c.env', DEFAULT_POD_VALIDATION_OPTIONS)[0]?.field // 'c.env[0].name'
 */
export const validateEnv = (
  vars: readonly core.EnvVar[] | undefined,
  path: string,
  opts: PodValidationOptions,
): FieldError[] => {
  const errs: FieldError[] = []
  ;(vars ?? []).forEach((ev, i) => {
    const p = index(path, i)
    if (ev.name.length === 0) errs.push(required(child(p, 'name')))
    else for (const m of envName(ev.name, opts)) errs.push(invalid(child(p, 'name'), ev.name, m))
    pushAll(errs, validateValueFrom(ev, child(p, 'valueFrom'), opts))
  })
  return errs
}

/**
 * `ValidateEnvFrom(vars, path, opts)`.
 *
 * @example
 * validateEnvFrom([{ prefix: '', configMapRef: undefined, secretRef: undefined }], 'c.envFrom', DEFAULT_POD_VALIDATION_OPTIONS)[0]?.detail
 * // 'must specify one of: `configMapRef` or `secretRef`'
 */
export const validateEnvFrom = (
  vars: readonly core.EnvFromSource[] | undefined,
  path: string,
  opts: PodValidationOptions,
): FieldError[] => {
  const errs: FieldError[] = []
  ;(vars ?? []).forEach((ev, i) => {
    const p = index(path, i)
    if (ev.prefix.length > 0)
      for (const m of envName(ev.prefix, opts)) errs.push(invalid(child(p, 'prefix'), ev.prefix, m))
    let n = 0
    for (const [k, ref] of [
      ['configMapRef', ev.configMapRef],
      ['secretRef', ev.secretRef],
    ] as const) {
      if (ref === undefined) continue
      n++
      const np = child(child(p, k), 'name')
      if (ref.name.length === 0) errs.push(required(np))
      else for (const m of characters(nameIsDNSSubdomain(ref.name, true))) errs.push(invalid(np, ref.name, m))
    }
    if (n === 0) errs.push(invalid(path, '', 'must specify one of: `configMapRef` or `secretRef`'))
    else if (n > 1) errs.push(invalid(path, '', 'may not have more than one field specified at a time'))
  })
  return errs
}
