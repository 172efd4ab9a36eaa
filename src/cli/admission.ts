/**
 * The API server's answer to a dry-run create of a Job, in the shape of the
 * library's coming `dryRunCreateJob` (an `ApiStatusError` or the created Job,
 * plus warnings). Until that function is exported, this adapter builds the
 * shape from `createJob`; switching is a change to this file only.
 *
 * What the adapter adds to `createJob`, as the API server and kubectl do:
 * the namespace (`options.namespace`, default `default`) when the manifest
 * has none, a name from `metadata.generateName`, a 400 `BadRequest` for an
 * object with a value of the wrong JSON type, a 422 `Invalid` with the
 * server's message for one that does not validate (or lacks a required
 * part), and the `metadata.name` DNS-label warning.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import type { FieldError } from '../field/field-error'
import { createJob } from '../job/create-job'
import { decodeJob } from '../job/decode'
import type { Job } from '../job/types'
import { isDNS1123Label } from '../labels/names'
import { aggregateMessage } from '../labels/requirement'
import { goQuote } from '../field/go-format'

/** A `metav1.Status` failure as the API server returns it for a create. */
export interface ApiStatusError {
  readonly code: 400 | 409 | 422
  readonly reason: 'BadRequest' | 'Conflict' | 'Invalid'
  /** `Status.message`, e.g. `Job.batch "pi" is invalid: spec.template.spec.containers[0].image: Required value`. */
  readonly message: string
  /** The causes, as field errors. */
  readonly errors: readonly FieldError[]
}

export interface DryRunOptions {
  readonly uid: string
  /** The name for a manifest with only `metadata.generateName`. */
  readonly name?: string
  /** The namespace for a manifest without one (default `default`). */
  readonly namespace?: string
  readonly compat?: 'design' | 'upstream'
}

export interface DryRunResult {
  readonly outcome: E.Either<ApiStatusError, Job>
  readonly warnings: readonly string[]
}

type Rec = Record<string, unknown>
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x)

/** `names.SimpleNameGenerator`: at most 58 bytes of the prefix and five characters. */
const MAX_GENERATED_PREFIX = 58
const SUFFIX_ALPHABET = 'bcdfghjklmnpqrstvwxz2456789'

/** A five-character suffix from upstream's alphabet, derived from `seed` (offline names are deterministic). */
const nameSuffix = (seed: string): string => {
  let h = 2166136261
  let out = ''
  for (let round = 0; round < 5; round++) {
    for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619) >>> 0
    h = Math.imul(h ^ round, 16777619) >>> 0
    out += SUFFIX_ALPHABET[h % SUFFIX_ALPHABET.length]
  }
  return out
}

/** The manifest as the server sees it after kubectl and the name generator: namespace and name filled in. */
const withServerFilledMeta = (input: unknown, options: DryRunOptions): unknown => {
  if (!isRec(input)) return input
  const metadata: Rec = isRec(input['metadata']) ? { ...input['metadata'] } : {}
  if (metadata['namespace'] === undefined || metadata['namespace'] === null || metadata['namespace'] === '') {
    metadata['namespace'] = options.namespace ?? 'default'
  }
  const name = metadata['name']
  const generateName = metadata['generateName']
  if ((name === undefined || name === null || name === '') && typeof generateName === 'string' && generateName !== '') {
    metadata['name'] = options.name ?? generateName.slice(0, MAX_GENERATED_PREFIX) + nameSuffix(options.uid)
  }
  return { ...input, metadata }
}

const versionOf = (input: unknown): string => {
  const apiVersion = isRec(input) && typeof input['apiVersion'] === 'string' ? input['apiVersion'] : ''
  return apiVersion.includes('/') ? apiVersion.slice(apiVersion.indexOf('/') + 1) : apiVersion
}

const nameOf = (input: unknown): string => {
  const metadata = isRec(input) && isRec(input['metadata']) ? input['metadata'] : {}
  return typeof metadata['name'] === 'string' ? metadata['name'] : ''
}

/** `jobStrategy.WarningsOnCreate`, the part that does not depend on the pod template. */
const warningsOnCreate = (job: Job): string[] => {
  const msgs = isDNS1123Label(nameOf(job))
  return msgs.length === 0
    ? []
    : [
        'metadata.name: this is used in Pod names and hostnames, which can result in surprising behavior; ' +
          `a DNS label is recommended: [${msgs.join(' ')}]`,
      ]
}

/**
 * A dry-run create of a Job: the object the server would store, or the
 * Status error it would answer, and the warnings it would send.
 */
export const dryRunCreateJob = (input: unknown, options: DryRunOptions): DryRunResult => {
  const prepared = withServerFilledMeta(input, options)
  const decoded = decodeJob(prepared)
  if (E.isLeft(decoded)) {
    const errors = decoded.left
    // A value of the wrong JSON type stops the server's decoder (400); a
    // missing part decodes as empty and fails validation (422).
    if (errors.some((e) => e.type === 'FieldValueTypeInvalid')) {
      const message = `Job in version ${goQuote(versionOf(prepared))} cannot be handled as a Job: ${aggregateMessage(errors)}`
      return { outcome: E.left({ code: 400, reason: 'BadRequest', message, errors }), warnings: [] }
    }
    const message = `Job.batch ${goQuote(nameOf(prepared))} is invalid: ${aggregateMessage(errors)}`
    return { outcome: E.left({ code: 422, reason: 'Invalid', message, errors }), warnings: [] }
  }
  const created = createJob(prepared, { uid: options.uid, compat: options.compat ?? 'upstream' })
  if (E.isLeft(created)) {
    const errors = created.left
    const message = `Job.batch ${goQuote(nameOf(prepared))} is invalid: ${aggregateMessage(errors)}`
    return { outcome: E.left({ code: 422, reason: 'Invalid', message, errors }), warnings: [] }
  }
  return { outcome: E.right(created.right), warnings: warningsOnCreate(created.right) }
}
