/**
 * The parts the Job and CronJob request generators (./job-requests.ts,
 * ./cronjobs.ts) share: the `fieldValidation` and name-suffix arbitraries,
 * a stored object edited by weighted edits, and an update request around
 * a stored object and its edited body.
 */
import fc from 'fast-check'
import type { JsonObject } from './jobs'
import type { JobCreateRequest, JobUpdateRequest } from './job-requests'
import { profileArb } from './profile'

/** `?fieldValidation=`: mostly the three known values and empty, sometimes a wrong one. */
export const fieldValidation: fc.Arbitrary<string> = fc.oneof(
  { weight: 30, arbitrary: fc.constantFrom('Strict', 'Strict', 'Warn', 'Warn', 'Ignore', '') },
  { weight: 1, arbitrary: fc.constantFrom('strict', 'None') },
)

/** A five-character suffix from the name generator's alphabet. */
export const nameSuffix: fc.Arbitrary<string> = fc.stringMatching(/^[bcdfghjklmnpqrstvwxz2456789]{5}$/)

/** One edit of a stored object (the body of an update). */
export type Edit = (stored: JsonObject) => fc.Arbitrary<JsonObject>

/** The stored object after one to three edits drawn by weight from `edits`. */
export const editedBy =
  (edits: ReadonlyArray<readonly [number, Edit]>) =>
  (stored: JsonObject): fc.Arbitrary<JsonObject> =>
    fc
      .array(fc.oneof(...edits.map(([weight, e]) => ({ weight, arbitrary: fc.constant(e) }))), {
        minLength: 1,
        maxLength: 3,
      })
      .chain((chosen) => {
        let acc: fc.Arbitrary<JsonObject> = fc.constant(stored)
        for (const e of chosen) acc = acc.chain((j) => e(j))
        return acc
      })

/** An update request of a stored object: its body text, the URL (mostly the stored namespace and name). */
export const updateRequestOf = (stored: JsonObject, body: fc.Arbitrary<string>): fc.Arbitrary<JobUpdateRequest> => {
  const meta = stored['metadata'] as JsonObject
  return fc.record({
    body,
    namespace: fc.oneof(
      { weight: 20, arbitrary: fc.constant(meta['namespace'] as string) },
      { weight: 1, arbitrary: fc.constant('other') },
    ),
    name: fc.oneof(
      { weight: 20, arbitrary: fc.constant(meta['name'] as string) },
      { weight: 1, arbitrary: fc.constant('other-name') },
    ),
    fieldValidation,
    stored: fc.constant(stored),
    profile: profileArb,
  })
}

/** The uid the fixed create requests (sweeps, examples, regressions) carry. */
export const FIXED_UID = '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77'

/**
 * A create request with a fixed uid, creation time and name suffix, in the
 * namespace `default`: the sweeps', the ops' examples' and the named
 * regressions' form.
 */
export const fixedCreateRequest = (body: string, fieldValidation = 'Strict'): JobCreateRequest => ({
  body,
  namespace: 'default',
  fieldValidation,
  uid: FIXED_UID,
  creationTimestamp: '2026-01-02T03:04:05Z',
  nameSuffix: 'x7k2q',
})
