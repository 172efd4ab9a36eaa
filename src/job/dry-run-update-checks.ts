/**
 * Steps the API server's update handler takes for Jobs and CronJobs alike
 * before the strategy runs: reading the stored object, the request
 * namespace and URL name, owner-reference de-duplication, the uid
 * precondition and the resourceVersion rules.
 *
 * @module
 */
import type * as meta from '../core/generated/model'
import { goQuote } from '../field/go-format'
import { decodeStruct } from '../wire/decode'
import { goDecodeError } from '../wire/decode-issue'
import type { StructSchema } from '../wire/schema'
import { parseJsonText } from '../wire/json-text'
import { badRequest, conflictStatus, internalStatus, type ApiStatusError } from './api-status'
import { RESOURCE_VERSION_CONFLICT_DETAIL } from './create'
import { addWarnings, dedupOwnerReferences, withRequestNamespace } from './dry-run-support'
import { fieldValidationStatus } from './request-decoding'

/**
 * `strconv.ParseUint(rv, 10, 64)` as the storage versioner reads a resourceVersion (`''` is 0).
 *
 * @example
 * parseResourceVersion('12') // { ok: true, value: 12n }
 */
export const parseResourceVersion = (rv: string): { ok: true; value: bigint } | { ok: false; error: string } => {
  if (rv === '') return { ok: true, value: 0n }
  if (!/^[0-9]+$/.test(rv)) return { ok: false, error: `strconv.ParseUint: parsing ${goQuote(rv)}: invalid syntax` }
  const value = BigInt(rv)
  return value < 2n ** 64n
    ? { ok: true, value }
    : { ok: false, error: `strconv.ParseUint: parsing ${goQuote(rv)}: value out of range` }
}

/**
 * The stored object as storage hands it over: batch/v1 JSON (a value, or
 * text) decoded with unknown fields ignored; a decoding error is Go's text.
 *
 * @example
 * declare const stored: unknown
 * decodeStoredObject(JobSchema, stored).ok
 */
export const decodeStoredObject = <T>(
  schema: StructSchema<T>,
  stored: unknown,
  minor?: number,
): { ok: true; value: T } | { ok: false; error: string } => {
  let value = stored
  if (typeof stored === 'string') {
    const parsed = parseJsonText(stored)
    if (!parsed.ok) return { ok: false, error: parsed.error }
    value = parsed.value
  }
  const decoded = decodeStruct(
    schema,
    value,
    minor === undefined ? { unknownFields: 'ignore' } : { unknownFields: 'ignore', minor },
  )
  const err = goDecodeError(decoded.issues)
  return err === undefined ? { ok: true, value: decoded.value } : { ok: false, error: err.message }
}

/**
 * An update's URL and query as read from its options: the namespace and name
 * (the stored object's when not given) and `?fieldValidation=`, or the status
 * of a `fieldValidation` the server refuses.
 *
 * @example
 * readUpdateUrl({ fieldValidation: 'Strict' }, { namespace: 'default', name: 'pi' })
 * //=> { ok: true, namespace: 'default', urlName: 'pi', fieldValidation: 'Strict' }
 */
export const readUpdateUrl = (
  o: { readonly namespace?: unknown; readonly name?: unknown; readonly fieldValidation?: unknown },
  oldMeta: { readonly namespace: string; readonly name: string },
):
  | { ok: true; namespace: string; urlName: string; fieldValidation: string }
  | { ok: false; status: ApiStatusError } => {
  const fieldValidation = typeof o.fieldValidation === 'string' ? o.fieldValidation : ''
  const status = fieldValidationStatus('UpdateOptions', fieldValidation)
  if (status !== undefined) return { ok: false, status }
  return {
    ok: true,
    namespace: typeof o.namespace === 'string' ? o.namespace : oldMeta.namespace,
    urlName: typeof o.name === 'string' ? o.name : oldMeta.name,
    fieldValidation,
  }
}

/** Where an update request is addressed: the URL's namespace and name, and the resource (`jobs`, `cronjobs`). */
export interface UpdateTarget {
  readonly namespace: string
  readonly urlName: string
  readonly resource: 'cronjobs' | 'jobs'
}

/**
 * The update handler's checks of a decoded body against the stored
 * object's metadata, in the server's order: the request namespace (400),
 * the name against the URL's (400), duplicate owner references (dropped,
 * with a warning), the uid precondition (409), the stored resourceVersion
 * (not a number: 500; none: 404) and the body's (not a number: 500; absent
 * or `"0"`: an unconditional update; another than storage's: 409). The
 * answer carries the warnings so far (`warnings` and the de-duplication's).
 *
 * @example
 * declare const body: model.Job
 * declare const stored: model.Job
 * checkUpdateRequest(body, stored.metadata, { namespace: 'default', urlName: 'pi', resource: 'jobs' }, [])
 */
export const checkUpdateRequest = <J extends { readonly metadata: meta.ObjectMeta }>(
  body: J,
  stored: meta.ObjectMeta,
  target: UpdateTarget,
  warnings: readonly string[],
): { readonly next: J | ApiStatusError; readonly warnings: readonly string[] } => {
  const { namespace, urlName, resource } = target
  const namespaced = withRequestNamespace(body, namespace)
  if ('code' in namespaced) return { next: namespaced, warnings }
  const name = namespaced.metadata.name
  if (name === '')
    return {
      next: badRequest(`the name of the object (${urlName} based on URL) was undeterminable: name must be provided`),
      warnings,
    }
  if (name !== urlName)
    return {
      next: badRequest(`the name of the object (${name}) does not match the name on the URL (${urlName})`),
      warnings,
    }
  const deduped = dedupOwnerReferences(namespaced)
  const all = addWarnings(warnings, deduped.warnings)
  const next = deduped.job
  const qualified = `${resource}.batch`
  // storage.Preconditions.Check: the body's uid, when it has one, must be the stored one.
  if (next.metadata.uid !== '' && next.metadata.uid !== stored.uid) {
    const detail =
      `StorageError: invalid object, Code: 4, Key: /registry/${resource}/${namespace}/${urlName}, ResourceVersion: 0, ` +
      `AdditionalErrorMsg: Precondition failed: UID in precondition: ${next.metadata.uid}, UID in object meta: ${stored.uid}`
    return { next: conflictStatus(urlName, detail, qualified), warnings: all }
  }
  const oldRv = parseResourceVersion(stored.resourceVersion)
  if (!oldRv.ok) return { next: internalStatus(`stored resourceVersion: ${oldRv.error}`), warnings: all }
  if (oldRv.value === 0n) {
    return {
      next: { code: 404, reason: 'NotFound', message: `${qualified} ${goQuote(urlName)} not found`, errors: [] },
      warnings: all,
    }
  }
  const newRv = parseResourceVersion(next.metadata.resourceVersion)
  if (!newRv.ok) return { next: internalStatus(newRv.error), warnings: all }
  // Jobs and CronJobs allow unconditional updates: no resourceVersion (or "0") means storage's.
  if (newRv.value !== 0n && newRv.value !== oldRv.value)
    return { next: conflictStatus(urlName, RESOURCE_VERSION_CONFLICT_DETAIL, qualified), warnings: all }
  return { next, warnings: all }
}
