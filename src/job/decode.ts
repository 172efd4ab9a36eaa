/**
 * `decodeJob`: parsed JSON/YAML → a typed Job of either wire version, or the
 * Kubernetes-style field errors that say what is wrong and where.
 *
 * Error vocabulary (see docs/jobs.md):
 * - a missing required field: `FieldValueRequired` at its path, no detail;
 * - a value of the wrong JSON type or out of Go's integer range:
 *   `FieldValueTypeInvalid` with the value and e.g. `must be of type int32`
 *   (upstream's JSON decoder says `json: cannot unmarshal string into Go
 *   struct field JobSpec.spec.parallelism of type int32`);
 * - an unknown `apiVersion` or `kind`: `FieldValueNotSupported` listing the
 *   supported values.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import type { FieldError } from '../field/index'
import { REQUIRED_MESSAGE, type ShapedType } from './codec-combinators'
import { JobCodec, JobV1beta1Codec } from './codec'
import { JOB_API_VERSIONS } from './constants'
import { isRecord } from './json'
import { jobWithoutDates } from '../wire/dates'
import type { Job, JobV1beta1 } from './types'
import { caught, unreadableJob } from '../wire/guard'

const isIndexed = (type: t.Decoder<unknown, unknown>): boolean => {
  const shape = (type as Partial<ShapedType>).shape
  return shape !== undefined && (shape.kind === 'array' || shape.kind === 'stringMap')
}

/**
 * Renders an io-ts context as a Kubernetes field path: struct fields joined
 * with `.`, array indexes and map keys in brackets
 * (`spec.template.metadata.labels[app]`, `spec.podFailurePolicy.rules[0]`).
 *
 * @example
 * contextToPath([]) // ''
 */
export const contextToPath = (context: t.Context): string => {
  let path = ''
  for (let i = 1; i < context.length; i++) {
    const entry = context[i] as t.ContextEntry
    const parent = (context[i - 1] as t.ContextEntry).type
    if (isIndexed(parent)) path += `[${entry.key}]`
    else path += path === '' ? entry.key : `.${entry.key}`
  }
  return path
}

/**
 * Converts io-ts validation errors from the Job codecs into field errors.
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * const r = JobCodec.decode({ apiVersion: 'batch/v1', kind: 'Job', spec: { template: {}, parallelism: 'x' } })
 * E.isLeft(r) && toFieldErrors(r.left)
 * // [{ type: 'FieldValueTypeInvalid', field: 'spec.parallelism', badValue: 'x', detail: 'must be of type int32' }]
 */
export const toFieldErrors = (errors: t.Errors): FieldError[] =>
  errors.map((e): FieldError => {
    const field = contextToPath(e.context)
    return e.message === REQUIRED_MESSAGE
      ? { type: 'FieldValueRequired', field, detail: '' }
      : { type: 'FieldValueTypeInvalid', field, badValue: e.value, detail: e.message ?? 'invalid value' }
  })

const supported = (values: readonly string[]): string =>
  `supported values: ${values.map((v) => JSON.stringify(v)).join(', ')}`

const headerError = (field: 'apiVersion' | 'kind', value: unknown, allowed: readonly string[]): FieldError[] => {
  if (value === undefined || value === null) return [{ type: 'FieldValueRequired', field, detail: '' }]
  if (typeof value !== 'string') {
    return [{ type: 'FieldValueTypeInvalid', field, badValue: value, detail: 'must be of type string' }]
  }
  return allowed.includes(value)
    ? []
    : [{ type: 'FieldValueNotSupported', field, badValue: value, detail: supported(allowed) }]
}

/** `decodeJob` before the boundary guard. */
const decodeJobUnguarded = (input: unknown): E.Either<FieldError[], Job | JobV1beta1> => {
  const u = jobWithoutDates(input)
  if (!isRecord(u)) {
    return E.left([{ type: 'FieldValueTypeInvalid', field: '', badValue: u, detail: 'must be of type object' }])
  }
  const apiVersion = Object.hasOwn(u, 'apiVersion') ? u['apiVersion'] : undefined
  const kind = Object.hasOwn(u, 'kind') ? u['kind'] : undefined
  const header = [...headerError('apiVersion', apiVersion, JOB_API_VERSIONS), ...headerError('kind', kind, ['Job'])]
  if (header.length > 0) return E.left(header)
  const decoded: t.Validation<Job | JobV1beta1> =
    apiVersion === 'batch/v1' ? JobCodec.decode(u) : JobV1beta1Codec.decode(u)
  return E.mapLeft(toFieldErrors)(decoded)
}

/**
 * Decodes a parsed JSON/YAML value into a batch/v1 or extensions/v1beta1 Job,
 * chosen by its `apiVersion`. Unknown fields are kept; every problem is
 * reported, never thrown.
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * decodeJob({ apiVersion: 'batch/v1', kind: 'Job', spec: { template: {} } }) // right(the same object)
 * decodeJob({ apiVersion: 'batch/v2', kind: 'Job', spec: { template: {} } })
 * // left([{ type: 'FieldValueNotSupported', field: 'apiVersion', badValue: 'batch/v2',
 * //         detail: 'supported values: "batch/v1", "extensions/v1beta1"' }])
 */
export const decodeJob = caught(() => E.left(unreadableJob), decodeJobUnguarded)
