/**
 * How an older minor's API server writes an object back (the
 * `templateTimestampOmitted` row of ../profile/minor-rules.ts): before
 * 1.34, `metav1.Time` was not left out when zero, so every embedded
 * `ObjectMeta` without a creation time (a Job's pod template, a CronJob's
 * Job template and its pod template, their ephemeral volumes' claim
 * templates) reads `"creationTimestamp": null`.
 *
 * @module
 */
import { LATEST_MINOR, MINOR_RULES } from '../profile/minor-rules'
import { isStruct as isRecord } from '../wire/shape'

/** The ObjectMeta fields Go writes before `creationTimestamp`, in order. */
const BEFORE = ['name', 'generateName', 'namespace', 'selfLink', 'uid', 'resourceVersion', 'generation']

/** `meta` with `creationTimestamp: null` in Go's field order, unless it has one. */
const withNullTimestamp = (meta: unknown): unknown => {
  if (!isRecord(meta) || Object.hasOwn(meta, 'creationTimestamp')) return meta
  const out: Record<string, unknown> = {}
  for (const k of BEFORE) if (Object.hasOwn(meta, k)) out[k] = meta[k]
  out['creationTimestamp'] = null
  for (const k of Object.keys(meta)) if (!Object.hasOwn(out, k)) out[k] = meta[k]
  return out
}

/** `obj` with `metadata` of the object at `path` (a chain of keys under it) rewritten. */
const atPath = (obj: unknown, path: readonly string[]): unknown => {
  if (!isRecord(obj)) return obj
  if (path.length === 0) return { ...obj, metadata: withNullTimestamp(obj['metadata']) }
  const [head, ...rest] = path as [string, ...string[]]
  return Object.hasOwn(obj, head) ? { ...obj, [head]: atPath(obj[head], rest) } : obj
}

/** A pod template's ephemeral volumes with their claim templates' `metadata` rewritten. */
const withClaimTemplates = (template: unknown): unknown => {
  if (!isRecord(template) || !isRecord(template['spec']) || !Array.isArray(template['spec']['volumes'])) return template
  const volumes = template['spec']['volumes'].map((v: unknown) =>
    isRecord(v) && isRecord(v['ephemeral']) && Object.hasOwn(v['ephemeral'], 'volumeClaimTemplate')
      ? { ...v, ephemeral: atPath(v['ephemeral'], ['volumeClaimTemplate']) }
      : v,
  )
  return { ...template, spec: { ...template['spec'], volumes } }
}

/** `obj` with the pod template at `path` (a chain of keys) as an older minor writes it. */
const podTemplateAt = (obj: unknown, path: readonly string[]): unknown => {
  if (!isRecord(obj)) return obj
  if (path.length === 0) return withClaimTemplates(atPath(obj, []))
  const [head, ...rest] = path as [string, ...string[]]
  return Object.hasOwn(obj, head) ? { ...obj, [head]: podTemplateAt(obj[head], rest) } : obj
}

/**
 * A pod template as an older minor writes it: its `metadata.creationTimestamp`
 * (and each ephemeral volume's claim template's) is `null` before 1.34; the
 * template itself from 1.34 on.
 *
 * @example
 * podTemplateWireForMinor({ metadata: {} }, 33) // { metadata: { creationTimestamp: null } }
 */
export const podTemplateWireForMinor = <T>(template: T, minor: number = LATEST_MINOR): T =>
  minor >= MINOR_RULES.templateTimestampOmitted ? template : (podTemplateAt(template, []) as T)

/**
 * A Job as an older minor writes it: a missing `metadata.creationTimestamp`,
 * `spec.template.metadata.creationTimestamp` (and each ephemeral volume's
 * `volumeClaimTemplate.metadata.creationTimestamp`) is `null` before 1.34;
 * the object itself from 1.34 on.
 *
 * @example
 * jobWireForMinor({ metadata: { name: 'a' }, spec: { template: { metadata: {} } } }, 33)
 * // { metadata: { name: 'a', creationTimestamp: null }, spec: { template: { metadata: { creationTimestamp: null } } } }
 */
export const jobWireForMinor = <T>(job: T, minor: number = LATEST_MINOR): T =>
  minor >= MINOR_RULES.templateTimestampOmitted ? job : (podTemplateAt(atPath(job, []), ['spec', 'template']) as T)

/**
 * A CronJob as an older minor writes it: its Job template's and pod
 * template's `creationTimestamp` are `null` before 1.34.
 *
 * @example
 * cronJobWireForMinor({ spec: { jobTemplate: { metadata: {}, spec: { template: { metadata: {} } } } } }, 33).spec.jobTemplate.metadata
 * // { creationTimestamp: null }
 */
export const cronJobWireForMinor = <T>(cronJob: T, minor: number = LATEST_MINOR): T =>
  minor >= MINOR_RULES.templateTimestampOmitted
    ? cronJob
    : (podTemplateAt(atPath(cronJob, ['spec', 'jobTemplate']), ['spec', 'jobTemplate', 'spec', 'template']) as T)
