/**
 * Steps the API server's create and update handlers share, on the decoded
 * batch/v1 model: the request-namespace check, owner-reference
 * de-duplication, and the object as a later GET returns it.
 *
 * @module
 */
import type * as meta from '../core/generated/model'
import { decodeStruct } from '../wire/decode'
import { IN_MEMORY, encodeStruct } from '../wire/encode'
import { badRequest, type ApiStatusError } from './api-status'
import { JobSchema } from './generated/schema'
import { ObjectMetaSchema } from '../core/generated/meta-schema'
import type * as model from './generated/model'
import type { FieldError } from '../field/index'
import type { Job } from './types'
import { LATEST_MINOR, MINOR_RULES } from '../profile/minor-rules'
import { jobWireForMinor } from './minor-wire'

/**
 * `rest.EnsureObjectNamespaceMatchesRequestNamespace`: an empty namespace
 * takes the request's; another one than the request's is a 400.
 *
 * @example
 * declare const job: model.Job
 * withRequestNamespace(job, 'default')
 */
export const withRequestNamespace = <J extends { readonly metadata: meta.ObjectMeta }>(
  job: J,
  requestNamespace: string,
): J | ApiStatusError => {
  const ns = job.metadata.namespace
  if (ns === requestNamespace || requestNamespace === '') return job
  if (ns === '') return { ...job, metadata: { ...job.metadata, namespace: requestNamespace } }
  return badRequest('the namespace of the provided object does not match the namespace sent on the request')
}

const sameOwner = (a: meta.OwnerReference, b: meta.OwnerReference): boolean =>
  a.apiVersion === b.apiVersion &&
  a.kind === b.kind &&
  a.name === b.name &&
  a.uid === b.uid &&
  a.controller === b.controller &&
  a.blockOwnerDeletion === b.blockOwnerDeletion

/**
 * The handler's owner-reference de-duplication: a reference equal to an
 * earlier one is dropped, with the server's warning naming the duplicate
 * uids.
 *
 * @example
 * declare const job: model.Job
 * dedupOwnerReferences(job).warnings // [] when no reference repeats
 */
export const dedupOwnerReferences = <J extends { readonly metadata: meta.ObjectMeta }>(
  job: J,
): { readonly job: J; readonly warnings: readonly string[] } => {
  const refs = job.metadata.ownerReferences
  if (refs === undefined || refs.length < 2) return { job, warnings: [] }
  const kept: meta.OwnerReference[] = []
  const duplicates: string[] = []
  for (const r of refs) {
    if (kept.some((k) => sameOwner(k, r))) duplicates.push(r.uid)
    else kept.push(r)
  }
  if (duplicates.length === 0) return { job, warnings: [] }
  return {
    job: { ...job, metadata: { ...job.metadata, ownerReferences: kept } },
    warnings: [
      '.metadata.ownerReferences contains duplicate entries; API server dedups owner references in 1.20+, and may reject such requests as early as 1.24; ' +
        `please fix your requests; duplicate UID(s) observed: ${duplicates.join(', ')}`,
    ],
  }
}

/**
 * The model as batch/v1 JSON for the Job pipelines (`createJob`,
 * `updateJob`; see {@link IN_MEMORY}), with the type of the request URL.
 *
 * @example
 * declare const job: model.Job
 * modelToJob(job).kind // 'Job'
 */
export const modelToJob = (job: model.Job): Job =>
  ({ ...encodeStruct(JobSchema, job, IN_MEMORY), apiVersion: 'batch/v1', kind: 'Job' }) as unknown as Job

/**
 * An object's `metadata` without a `creationTimestamp: null` (as a GET shows it).
 *
 * @example
 * withoutNullTimestamp({ creationTimestamp: null, name: 'a' }) // { name: 'a' }
 */
export const withoutNullTimestamp = (m: unknown): unknown => {
  if (m === null || typeof m !== 'object' || Array.isArray(m)) return m
  const r = m as Record<string, unknown>
  if (r['creationTimestamp'] !== null) return m
  const { creationTimestamp: _drop, ...rest } = r
  return rest
}

/**
 * The stored Job as a later GET returns it: Go's batch/v1 JSON (zero values
 * left out, quantities canonical, unknown fields gone, empty lists and maps
 * nil after the protobuf round trip of storage), without
 * `metadata.resourceVersion` and `metadata.managedFields` (no storage
 * revision and no field manager are modelled).
 *
 * @example
 * declare const job: Job
 * jobForGet(job).metadata?.resourceVersion // undefined
 */
export const jobForGet = (job: Job): Job => {
  const decoded = decodeStruct(JobSchema, job, { unknownFields: 'ignore' }).value
  return storedForGet({ ...decoded, metadata: { ...decoded.metadata, resourceVersion: '', managedFields: undefined } })
}

/**
 * The stored model as a GET shows it: batch/v1 JSON with empty lists and
 * maps nil (etcd stores protobuf, which keeps no empty list or map: they
 * come back nil, `null` where not omitempty) and no `creationTimestamp: null`
 * on the Job's or its template's metadata.
 */
const storedForGet = (job: model.Job): Job => {
  const out = encodeStruct(JobSchema, { ...job, apiVersion: 'batch/v1', kind: 'Job' }, { emptyCollections: 'nil' })
  const spec = out['spec'] as Record<string, unknown>
  const template = spec['template'] as Record<string, unknown>
  return {
    ...out,
    metadata: withoutNullTimestamp(out['metadata']),
    spec: { ...spec, template: { ...template, metadata: withoutNullTimestamp(template['metadata']) } },
  } as unknown as Job
}

/** The last creation time read by {@link createdJobForGet} and what it reads as (callers stamp one time over and over). */
let lastStamp: { readonly text: string; readonly time: string | undefined } | undefined

/** `creationTimestamp` read as the decode of a request reads it (Go's stored text, or unset). */
const stampOf = (text: string): string | undefined => {
  if (lastStamp?.text === text) return lastStamp.time
  const time = decodeStruct(ObjectMetaSchema, { creationTimestamp: text }, { unknownFields: 'ignore' }).value
    .creationTimestamp
  lastStamp = { text, time }
  return time
}

/** Replaces `metadata` of a fresh encoded object (one the encoder just made) by itself without a null `creationTimestamp`. */
const dropNullTimestamp = (out: Record<string, unknown> | undefined): void => {
  if (out !== undefined && out['metadata'] !== undefined) out['metadata'] = withoutNullTimestamp(out['metadata'])
}

/**
 * {@link jobForGet} of a created Job straight from its model, as the API
 * server of Kubernetes 1.`minor` writes it: the same Job as
 * `jobWireForMinor(jobForGet(jobJson(job)), minor)` with `creationTimestamp`
 * stamped, without that encode–decode round trip and, from 1.34 on,
 * without copying the encoded Job again. The timestamp is read as the round
 * trip's decode reads it. Before 1.34 the pod template shows
 * `creationTimestamp: null` (`templateTimestampOmitted`, ./minor-wire.ts).
 *
 * @example
 * declare const job: model.Job
 * createdJobForGet(job, '2026-03-01T12:00:00Z', 37).metadata?.creationTimestamp // '2026-03-01T12:00:00Z'
 */
export const createdJobForGet = (
  job: model.Job,
  creationTimestamp: string | undefined,
  minor: number = LATEST_MINOR,
): Job => {
  const stamp = creationTimestamp === undefined ? job.metadata.creationTimestamp : stampOf(creationTimestamp)
  const out = encodeStruct(
    JobSchema,
    {
      ...job,
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { ...job.metadata, creationTimestamp: stamp, resourceVersion: '', managedFields: undefined },
    },
    { emptyCollections: 'nil' },
  )
  // Every object below is the encoder's own, just made: replacing a member keeps the key order.
  dropNullTimestamp(out)
  dropNullTimestamp((out['spec'] as Record<string, unknown>)['template'] as Record<string, unknown>)
  // Before 1.34 the template's zero time is written (`null`, in Go's field order).
  return (minor >= MINOR_RULES.templateTimestampOmitted ? out : jobWireForMinor(out, minor)) as unknown as Job
}

/** `names.SimpleNameGenerator`: at most 58 bytes of the prefix, then five characters. */
export const MAX_GENERATED_PREFIX_BYTES = 58

const SUFFIX_ALPHABET = 'bcdfghjklmnpqrstvwxz2456789'

/**
 * A five-character suffix from the name generator's alphabet, derived from
 * `seed` (the library has no randomness: the same seed gives the same name).
 *
 * @example
 * nameSuffixFor('3f1c7c1e').length // 5
 */
export const nameSuffixFor = (seed: string): string => {
  let h = 2166136261
  let out = ''
  for (let round = 0; round < 5; round++) {
    for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619) >>> 0
    h = Math.imul(h ^ round, 16777619) >>> 0
    out += SUFFIX_ALPHABET[h % SUFFIX_ALPHABET.length]
  }
  return out
}

/**
 * Adds warnings as the server's warning recorder does: a text already
 * recorded is not repeated.
 *
 * @example
 * addWarnings(['a'], ['a', 'b']) // ['a', 'b']
 */
export const addWarnings = (into: readonly string[], more: readonly string[]): string[] => {
  // A set of the texts recorded so far: `includes` on the growing list made
  // many distinct warnings (one per repeated env name) quadratic.
  const out = [...into]
  const seen = new Set(into)
  for (const w of more)
    if (!seen.has(w)) {
      seen.add(w)
      out.push(w)
    }
  return out
}

/**
 * The field errors with the exact integers of the request: an error whose
 * bad value is a number the model holds only approximately (an int64 beyond
 * 2^53 read from the request text) prints the value Go holds, the decimal
 * text recorded at its path, when that text stands for the same number.
 *
 * @example
 * withExactIntegers([{ type: 'FieldValueInvalid', field: 'a', badValue: 2 ** 53, detail: 'x' }],
 *   new Map([['a', '9007199254740993']]))[0]?.badValueText // '9007199254740993'
 */
export const withExactIntegers = (
  errs: readonly FieldError[],
  exact: ReadonlyMap<string, string> | undefined,
): FieldError[] => {
  if (exact === undefined) return [...errs]
  return errs.map((e) => {
    const text = typeof e.badValue === 'number' ? exact.get(e.field) : undefined
    return text !== undefined && Number(text) === e.badValue && e.badValueText === undefined
      ? { ...e, badValueText: text }
      : e
  })
}
