/**
 * job.update's metadata forms (issue #21, coverage): what a stored Job's
 * metadata may hold besides what create wrote (owner references of a
 * CronJob, a deletion in progress with its grace period and finalizer, no
 * creation timestamp), and edits of the update body's metadata that
 * `ValidateObjectMetaUpdate` and the declarative ObjectMeta and
 * OwnerReference update rules judge (the deletion fields, the creation
 * timestamp, the uid, an owner reference changed under the same uid);
 * stored Jobs without a uid or with a generation of 0 or below.
 */
import fc from 'fast-check'
import { CRONJOB_OWNER, type Json, type JsonObject } from './jobs'
import type { Edit } from './request-parts'
import { setPath } from './request-text'

const SECOND_OWNER: JsonObject = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  name: 'cfg',
  uid: '7b2d4f60-1a3c-4e5f-8a9b-0c1d2e3f4a5b',
}

/** A stored Job's metadata as storage may hold it after create (most often unchanged). */
export const storedMetadata = (m: JsonObject): fc.Arbitrary<JsonObject> =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant<JsonObject>(m) },
    { weight: 2, arbitrary: fc.constant<JsonObject>({ ...m, ownerReferences: [CRONJOB_OWNER] }) },
    { weight: 1, arbitrary: fc.constant<JsonObject>({ ...m, ownerReferences: [CRONJOB_OWNER, SECOND_OWNER] }) },
    {
      weight: 1,
      arbitrary: fc.constant<JsonObject>({
        ...m,
        deletionTimestamp: '2026-01-01T00:05:00Z',
        deletionGracePeriodSeconds: 30,
        finalizers: ['example.com/cleanup'],
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constant<JsonObject>(
        Object.fromEntries(Object.entries(m).filter(([k]) => k !== 'creationTimestamp')),
      ),
    },
    // no uid, or a generation of 0 or below: the declarative ObjectMeta rules' OptionalValue and Minimum
    // (rest.BeforeUpdate copies the stored uid only when the request has none, and the stored generation always)
    {
      weight: 1,
      arbitrary: fc.constant<JsonObject>(Object.fromEntries(Object.entries(m).filter(([k]) => k !== 'uid'))),
    },
    { weight: 1, arbitrary: fc.constantFrom<JsonObject>({ ...m, generation: 0 }, { ...m, generation: -2 }) },
  )

const ownerEdit = (s: JsonObject, f: (owners: Json[]) => Json): fc.Arbitrary<JsonObject> => {
  const owners = (s['metadata'] as JsonObject | undefined)?.['ownerReferences']
  return fc.constant(setPath(s, ['metadata', 'ownerReferences'], f(Array.isArray(owners) ? owners : [])))
}

const first = (owners: Json[], patch: JsonObject): Json[] => {
  const o = owners[0]
  const base = o !== null && typeof o === 'object' && !Array.isArray(o) ? o : CRONJOB_OWNER
  return [{ ...base, ...patch }, ...owners.slice(1)]
}

/** Edits of the body's metadata, with their weights (job.update's EDITS). */
export const METADATA_EDITS: ReadonlyArray<readonly [number, Edit]> = [
  [
    1,
    (s) =>
      fc
        .constantFrom<Json>('2026-01-01T00:09:00Z', '2026-01-01T00:05:00Z', null)
        .map((t) => setPath(s, ['metadata', 'deletionTimestamp'], t)),
  ],
  [
    1,
    (s) =>
      fc.constantFrom<Json>(0, 30, 60, -1, null).map((g) => setPath(s, ['metadata', 'deletionGracePeriodSeconds'], g)),
  ],
  [
    1,
    (s) =>
      fc.constantFrom<Json>('2025-06-01T00:00:00Z', null).map((t) => setPath(s, ['metadata', 'creationTimestamp'], t)),
  ],
  [
    1,
    (s) =>
      fc
        .constantFrom<Json>('00000000-0000-4000-8000-00000000beef', '', null)
        .map((u) => setPath(s, ['metadata', 'uid'], u)),
  ],
  [
    2,
    (s) =>
      fc
        .constantFrom<(owners: Json[]) => Json>(
          (o) => first(o, { name: 'renamed' }),
          (o) => first(o, { kind: 'Deployment', apiVersion: 'apps/v1' }),
          (o) => first(o, { controller: false }),
          (o) => first(o, { blockOwnerDeletion: false }),
          (o) => first(o, { apiVersion: '' }),
          (o) => first(o, { uid: '' }),
          (o) => [...o, SECOND_OWNER],
          () => [],
        )
        .chain((f) => ownerEdit(s, f)),
  ],
]
