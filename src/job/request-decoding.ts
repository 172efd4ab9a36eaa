/**
 * The API server's decoding of a Job request body, as the handler runs it
 * for `application/json`: the `fieldValidation` option, the version/kind
 * peek of the JSON serializer (`couldn't get version/kind; …`), the group,
 * version and kind defaulted from the URL (`batch/v1`, `Job`), the strict or
 * plain decode into batch/v1 (unknown and duplicate fields as a 400 under
 * `Strict`, as warnings under `Warn`, ignored under `Ignore`), and the
 * handler's `transformDecodeError` texts.
 *
 * The body is decoded once, by `src/wire/decode.ts` with the generated
 * schema tables, into the batch/v1 model.
 *
 * @module
 */
import { goQuote } from '../field/go-format'
import { decodeJson, decodeStruct } from '../wire/decode'
import { goDecodeError } from '../wire/decode-issue'
import { parseRequestJson } from '../wire/json-text-fast'
import { utf8Prefix } from './create-pipeline'
import { jsonKind, ownValue, toJsonValue } from '../wire/read'
import type { JsonValue } from '../wire/values'
import * as E from '../wire/either'
import { aggregateMessage } from '../labels/requirement'
import { badRequest, invalidStatus, type ApiStatusError } from './api-status'
import { CronJobSchema } from './cronjob-schema'
import { JOB_API_VERSIONS } from './constants'
import { decodeRequestJob } from './create-model'
import { jobHeaderErrors } from './decode'
import { JobSchema } from './generated/schema'
import type { StructSchema } from '../wire/schema'
import type * as model from './generated/model'
import { LATEST_MINOR, MINOR_RULES } from '../profile/minor-rules'

/**
 * The `fieldValidation` query parameter: `'Strict'` (unknown and duplicate
 * fields are a 400), `'Warn'` (they are warnings; also what `''` means),
 * `'Ignore'`. Any other value is answered with a 422 on the options.
 *
 * @example
 * const v: FieldValidation = 'Strict'
 */
export type FieldValidation = 'Strict' | 'Warn' | 'Ignore' | ''

const FIELD_VALIDATION_VALUES: readonly string[] = ['', 'Ignore', 'Strict', 'Warn']

/**
 * `ValidateCreateOptions` / `ValidateUpdateOptions` on `fieldValidation`:
 * the 422 for an unsupported value, else `undefined`.
 *
 * @example
 * fieldValidationStatus('CreateOptions', 'strict')?.message
 * //=> 'CreateOptions.meta.k8s.io "" is invalid: fieldValidation: Unsupported value: "strict": supported values: "", "Ignore", "Strict", "Warn"'
 */
export const fieldValidationStatus = (
  options: 'CreateOptions' | 'UpdateOptions',
  value: unknown,
): ApiStatusError | undefined => {
  if (typeof value === 'string' && FIELD_VALIDATION_VALUES.includes(value)) return undefined
  const badValue = typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)
  if (badValue === '') return undefined
  return invalidStatus(`${options}.meta.k8s.io`, '', [
    {
      type: 'FieldValueNotSupported',
      field: 'fieldValidation',
      badValue,
      detail: `supported values: ${FIELD_VALIDATION_VALUES.map((v) => goQuote(v)).join(', ')}`,
    },
  ])
}

/** The UTF-8 bytes of a string (a lone surrogate as U+FFFD, as Go receives it). */
const utf8 = (s: string): number[] => {
  const out: number[] = []
  for (const ch of s) {
    let c = ch.codePointAt(0) ?? 0
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd
    if (c < 0x80) out.push(c)
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63))
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
  }
  return out
}

/** The first `max` bytes of a string's UTF-8 (with the create pipeline, which names `generateName` Jobs). */
export { utf8Prefix }

/** `summarizeData(body, 30)` of the handler: the text of a `{…}` body, else hex, cut at 30 bytes. */
const summarize = (body: string): string => {
  if (body === '') return '<empty>'
  const bytes = utf8(body)
  const cut = bytes.length > 30
  if (body.startsWith('{')) return cut ? `${utf8Prefix(body, 30)} ...` : body
  const hex = bytes
    .slice(0, 30)
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('')
  return cut ? `${hex} ...` : hex
}

const FIND_KIND_TYPE =
  'struct { APIVersion string "json:\\"apiVersion,omitempty\\""; Kind string "json:\\"kind,omitempty\\"" }'

/** Go's `foldName`: ASCII upper case, with the two non-ASCII letters that fold to ASCII ones. */
const fold = (key: string): string =>
  key.replace(/[a-z\u017f\u0131\u212a]/g, (c) =>
    c === '\u017f' ? 'S' : c === '\u0131' ? 'I' : c === '\u212a' ? 'K' : c.toUpperCase(),
  )

/** Whether a key's first letter folds to the first letter of "APIVERSION" or "KIND" (most keys do not: no fold then). */
const mayFold = (key: string): boolean => {
  const c = key.charCodeAt(0) | 0x20
  return c === 0x61 || c === 0x6b || key.charCodeAt(0) === 0x212a
}

type Peek =
  | { readonly ok: true; readonly apiVersion: string; readonly kind: string }
  | { readonly ok: false; readonly error: string }

/** `SimpleMetaFactory.Interpret`: `encoding/json` into `{apiVersion, kind}` (keys matched case-insensitively). */
const peekVersionKind = (
  value: unknown,
  members: ReadonlyMap<object, ReadonlyArray<readonly [string, unknown]>> | undefined,
): Peek => {
  const k = jsonKind(value)
  if (k === 'null' || k === 'absent') return { ok: true, apiVersion: '', kind: '' }
  if (k !== 'object') {
    const named = k === 'bool' ? 'bool' : k
    return {
      ok: false,
      error: `couldn't get version/kind; json parse error: json: cannot unmarshal ${named} into Go value of type ${FIND_KIND_TYPE}`,
    }
  }
  let apiVersion = ''
  let kind = ''
  let error: string | undefined
  const entries =
    members?.get(value as object) ?? Object.keys(value as object).map((k) => [k, ownValue(value as object, k)] as const)
  for (const [key, raw] of entries) {
    // Folding keeps the length: only keys as long as "kind" or "apiVersion" can fold to them.
    if (key.length !== 4 && key.length !== 10) continue
    const name =
      key === 'apiVersion' || key === 'kind'
        ? key
        : !mayFold(key)
          ? undefined
          : fold(key) === 'APIVERSION'
            ? 'apiVersion'
            : fold(key) === 'KIND'
              ? 'kind'
              : undefined
    if (name === undefined) continue
    const v = toJsonValue(raw)
    const vk = jsonKind(v)
    if (vk === 'string') {
      if (name === 'apiVersion') apiVersion = v as string
      else kind = v as string
    } else if (vk !== 'null' && vk !== 'absent' && error === undefined) {
      error = `couldn't get version/kind; json parse error: json: cannot unmarshal ${vk} into Go struct field .${name} of type string`
    }
  }
  return error === undefined ? { ok: true, apiVersion, kind } : { ok: false, error }
}

/**
 * A decoded request body: the batch/v1 Job model and the warnings decoding
 * produced, or the server's answer.
 *
 * @example
 * declare const d: DecodedJobRequest
 * d.ok ? d.job.metadata.name : d.status.message
 */
export type DecodedJobRequest =
  | {
      readonly ok: true
      readonly job: model.Job
      readonly warnings: readonly string[]
      /** The body's integers the model holds only approximately, by field path (see `Decoded.exactIntegers`). */
      readonly exactIntegers?: ReadonlyMap<string, string>
    }
  | { readonly ok: false; readonly status: ApiStatusError; readonly warnings: readonly string[] }

/**
 * A decoded request body of the kind an endpoint serves: its batch/v1
 * model and the warnings decoding produced, or the server's answer.
 *
 * @example
 * declare const d: DecodedRequest<model.Job>
 * d.ok ? d.value.metadata.name : d.status.message
 */
export type DecodedRequest<T> =
  | {
      readonly ok: true
      readonly value: T
      readonly warnings: readonly string[]
      /** The body's integers the model holds only approximately, by field path (see `Decoded.exactIntegers`). */
      readonly exactIntegers?: ReadonlyMap<string, string>
    }
  | { readonly ok: false; readonly status: ApiStatusError; readonly warnings: readonly string[] }

const fail = <T>(status: ApiStatusError, warnings: readonly string[] = []): DecodedRequest<T> => ({
  ok: false,
  status,
  warnings,
})

/**
 * What an endpoint decodes a body as: the kind it serves, its batch/v1
 * schema, the other kinds of its group it decodes and then refuses (a
 * schema when the body's decoding errors come first), and the bodies of
 * another group version it handles itself.
 *
 * @example
 * declare const t: RequestTarget<model.Job>
 * t.kind // 'Job'
 */
export interface RequestTarget<T> {
  readonly kind: 'Job' | 'CronJob'
  readonly schema: StructSchema<T>
  /** Other kinds of batch/v1 (kind → Go type, schema to decode them with first). */
  readonly others: Readonly<Record<string, { readonly goType: string; readonly schema?: StructSchema }>>
  /** A body of another group version (`gv`) this endpoint reads, or `undefined`. */
  readonly alternate?: (
    gv: string,
    kind: string,
    value: unknown,
    decode: (schema: StructSchema) => DecodedRequest<unknown>,
    cannot: (err: string) => ApiStatusError,
  ) => DecodedRequest<T> | undefined
}

/** Whether strict decoding is on for a validated `fieldValidation` (`''` is the server default, Warn). */
const directive = (fieldValidation: string): 'Strict' | 'Warn' | 'Ignore' =>
  fieldValidation === 'Strict' ? 'Strict' : fieldValidation === 'Ignore' ? 'Ignore' : 'Warn'

/** The most JSON text a parsed body may stand for (shared values count each time they are written). */
const MAX_BODY_TEXT = 64 * 1024 * 1024
const TOO_LARGE_TEXT = 'the value is too large: its JSON text is longer than the decoding limit allows'

/**
 * Whether the JSON text of `value` (a snapshot: plain objects, arrays and
 * scalars) stays within {@link MAX_BODY_TEXT}: each string counts its length
 * and 3, each other value 8, as often as it is written. A loop of the value's
 * own, with no text built: the text is made only for an error that quotes it.
 */
const textFits = (value: JsonValue): boolean => {
  let size = 0
  const stack: JsonValue[] = [value]
  while (stack.length > 0) {
    const x = stack.pop() as JsonValue
    size += typeof x === 'string' ? x.length + 3 : 8
    if (size > MAX_BODY_TEXT) return false
    if (typeof x !== 'object' || x === null) continue
    if (Array.isArray(x)) for (let i = x.length - 1; i >= 0; i--) stack.push(x[i] as JsonValue)
    else {
      const o = x as { readonly [key: string]: JsonValue }
      for (const k of Object.keys(o)) stack.push(o[k] as JsonValue)
    }
  }
  return true
}

/**
 * Decodes a request body as the API server's handler for `target` does.
 * `body` is the request text, or an already parsed value (treated as the
 * JSON it stands for). `fieldValidation` must already be supported (see
 * {@link fieldValidationStatus}). Total.
 *
 * @example
 * declare const target: RequestTarget<model.Job>
 * decodeBatchRequest('{"apiVersion":"batch/v1","kind":"Job"}', 'Strict', target)
 */
export const decodeBatchRequest = <T>(
  body: unknown,
  fieldValidation: string,
  target: RequestTarget<T>,
  minor?: number,
): DecodedRequest<T> => {
  const unrecognized = `the object provided is unrecognized (must be of type ${target.kind})`
  let value: unknown
  // The body's text, made only when an error quotes it.
  let textOf: () => string
  let members: ReadonlyMap<object, ReadonlyArray<readonly [string, unknown]>> | undefined
  if (typeof body === 'string') {
    textOf = () => body
    const parsed = parseRequestJson(body)
    if (!parsed.ok) {
      return fail(
        badRequest(
          `${unrecognized}: couldn't get version/kind; json parse error: ${parsed.error} (${summarize(body)})`,
        ),
      )
    }
    value = parsed.value
    // The fast path's empty list is no list: the decoder then looks nothing up per object.
    members = parsed.members.size === 0 ? undefined : parsed.members
  } else {
    const snapshot = decodeJson(body)
    const limit = snapshot.issues.length > 0 ? snapshot.issues[0] : undefined
    const handled = `${target.kind} in version "v1" cannot be handled as a ${target.kind}`
    if (limit !== undefined) return fail(badRequest(`${handled}: ${limit.message}`))
    const kept = snapshot.value ?? null
    if (!textFits(kept)) return fail(badRequest(`${handled}: ${TOO_LARGE_TEXT}`))
    value = kept
    textOf = () => JSON.stringify(kept)
  }
  const peek = peekVersionKind(value, members)
  if (!peek.ok) return fail(badRequest(`${unrecognized}: ${peek.error} (${summarize(textOf())})`))
  const slashes = peek.apiVersion.split('/').length - 1
  if (slashes > 1 && peek.apiVersion !== '/') {
    return fail(
      badRequest(`${unrecognized}: unexpected GroupVersion string: ${peek.apiVersion} (${summarize(textOf())})`),
    )
  }
  let [group, version] =
    peek.apiVersion === '/' || peek.apiVersion === ''
      ? ['', '']
      : slashes === 0
        ? ['', peek.apiVersion]
        : (peek.apiVersion.split('/') as [string, string])
  const kind = peek.kind === '' ? target.kind : peek.kind
  if (version === '' && (group === '' || group === 'batch')) {
    group = 'batch'
    version = 'v1'
  }
  const cannot = (err: string) =>
    badRequest(`${kind} in version ${goQuote(version)} cannot be handled as a ${target.kind}: ${err}`)
  if (version === '') return fail(cannot(`Object 'apiVersion' is missing in '${textOf()}'`))
  const gv = group === '' ? version : `${group}/${version}`
  const mode = directive(fieldValidation)
  const decodeAs = (schema: StructSchema): DecodedRequest<unknown> => {
    const decoded = decodeStruct(schema, value, {
      unknownFields: mode === 'Ignore' ? 'ignore' : 'drop',
      ...(members === undefined ? {} : { members }),
      ...(minor === undefined ? {} : { minor }),
      // The body's text was parsed here: a tree of plain JSON values.
      // Both readings above give a fresh tree of JSON values (the text parsed, or the snapshot
      // `decodeJson` copied from the caller's value): read directly, without the caller guards.
      plain: true,
    })
    const err = goDecodeError(decoded.issues)
    if (err !== undefined) return fail(cannot(err.message))
    const strict: string[] = []
    if (mode !== 'Ignore') {
      for (const i of decoded.issues) {
        if (
          (i.kind === 'unknownField' || i.kind === 'duplicateField') &&
          !strict.includes(i.message) &&
          strict.length < 100
        )
          strict.push(i.message)
      }
    }
    if (mode === 'Strict' && strict.length > 0) return fail(cannot(`strict decoding error: ${strict.join(', ')}`))
    return decoded.exactIntegers === undefined
      ? { ok: true, value: decoded.value, warnings: strict }
      : { ok: true, value: decoded.value, warnings: strict, exactIntegers: decoded.exactIntegers }
  }
  if (!(gv === 'batch/v1' && kind === target.kind)) {
    const alternate = target.alternate?.(gv, kind, value, decodeAs, cannot)
    if (alternate !== undefined) return alternate
    const other = gv === 'batch/v1' && Object.hasOwn(target.others, kind) ? target.others[kind] : undefined
    if (other !== undefined) {
      // A kind with a schema is decoded as itself first: its decoding error comes before the refused conversion.
      const asItself =
        other.schema === undefined
          ? undefined
          : goDecodeError(
              decodeStruct(other.schema, value, {
                unknownFields: 'ignore',
                ...(members === undefined ? {} : { members }),
                plain: true,
              }).issues,
            )
      return fail(
        cannot(asItself?.message ?? `converting (${other.goType}) to (batch.${target.kind}): unknown conversion`),
      )
    }
    return fail(
      cannot(
        `no kind ${goQuote(kind)} is registered for version ${goQuote(gv)} in scheme "pkg/runtime/scheme.go:${(minor ?? LATEST_MINOR) >= MINOR_RULES.schemeLine111 ? 111 : 110}"`,
      ),
    )
  }
  return decodeAs(target.schema) as DecodedRequest<T>
}

/** Kinds of batch/v1 other than Job and CronJob. */
const LIST_AND_OPTION_KINDS: RequestTarget<unknown>['others'] = {
  CronJobList: { goType: 'v1.CronJobList' },
  JobList: { goType: 'v1.JobList' },
  WatchEvent: { goType: 'v1.WatchEvent' },
  ListOptions: { goType: 'v1.ListOptions' },
  GetOptions: { goType: 'v1.GetOptions' },
  DeleteOptions: { goType: 'v1.DeleteOptions' },
  CreateOptions: { goType: 'v1.CreateOptions' },
  UpdateOptions: { goType: 'v1.UpdateOptions' },
  PatchOptions: { goType: 'v1.PatchOptions' },
}

const JOB_TARGET: RequestTarget<model.Job> = {
  kind: 'Job',
  schema: JobSchema,
  others: { CronJob: { goType: 'v1.CronJob', schema: CronJobSchema }, ...LIST_AND_OPTION_KINDS },
  alternate: (gv, kind, value, _decode, cannot) =>
    gv === 'extensions/v1beta1' && kind === 'Job' ? fromExtensionsV1beta1(value, cannot) : undefined,
}

/**
 * The endpoint target of the CronJobs handler: a Job body is decoded as one
 * and refused by the conversion; a batch/v1beta1 CronJob (still in the
 * server's scheme) is decoded and refused for its version.
 *
 * @example
 * CRONJOB_TARGET.kind // 'CronJob'
 */
export const CRONJOB_TARGET: RequestTarget<unknown> = {
  kind: 'CronJob',
  schema: CronJobSchema,
  others: { Job: { goType: 'v1.Job', schema: JobSchema as StructSchema }, ...LIST_AND_OPTION_KINDS },
  alternate: (gv, kind, _value, decode, cannot) => {
    if (gv !== 'batch/v1beta1') return undefined
    if (kind === 'CronJob') {
      const d = decode(CronJobSchema)
      if (!d.ok) return d as DecodedRequest<never>
      return fail(
        badRequest('the API version in the data (batch/v1beta1) does not match the expected API version (batch/v1)'),
        d.warnings,
      )
    }
    const other = Object.hasOwn(V1BETA1_KINDS, kind) ? V1BETA1_KINDS[kind] : undefined
    return other === undefined
      ? undefined
      : fail(cannot(`converting (${other}) to (batch.CronJob): unknown conversion`))
  },
}

/** Kinds batch/v1beta1 registers besides CronJob. */
const V1BETA1_KINDS: Readonly<Record<string, string>> = {
  CronJobList: 'v1beta1.CronJobList',
  JobTemplate: 'v1beta1.JobTemplate',
  WatchEvent: 'v1.WatchEvent',
  ListOptions: 'v1.ListOptions',
  GetOptions: 'v1.GetOptions',
  DeleteOptions: 'v1.DeleteOptions',
  CreateOptions: 'v1.CreateOptions',
  UpdateOptions: 'v1.UpdateOptions',
  PatchOptions: 'v1.PatchOptions',
}

/**
 * Decodes a request body as the API server's Job handler does. `body` is the
 * request text, or an already parsed value (treated as the JSON it stands
 * for). `fieldValidation` must already be supported (see
 * {@link fieldValidationStatus}). Total.
 *
 * A Job of the retired `extensions/v1beta1` version, which today's server
 * refuses, is accepted by design: decoded with its own defaults and
 * converted to batch/v1, as a 1.2–1.5 server did.
 *
 * @example
 * const d = decodeJobRequest('{"apiVersion":"batch/v1","kind":"Job","spec":{"foo":1}}', 'Strict')
 * d.ok ? '' : d.status.message
 * //=> 'Job in version "v1" cannot be handled as a Job: strict decoding error: unknown field "spec.foo"'
 */
export const decodeJobRequest = (body: unknown, fieldValidation: string, minor?: number): DecodedJobRequest => {
  const d = decodeBatchRequest(body, fieldValidation, JOB_TARGET, minor)
  if (!d.ok) return d
  return d.exactIntegers === undefined
    ? { ok: true, job: d.value, warnings: d.warnings }
    : { ok: true, job: d.value, warnings: d.warnings, exactIntegers: d.exactIntegers }
}

/**
 * The design's extensions/v1beta1 path: its own decoding and defaults, then
 * conversion to batch/v1, on the model (`decodeRequestJob`).
 */
const fromExtensionsV1beta1 = (value: unknown, cannot: (err: string) => ApiStatusError): DecodedRequest<model.Job> => {
  const header = jobHeaderErrors(value, JOB_API_VERSIONS)
  const decoded = header.length > 0 ? E.left(header) : decodeRequestJob(value as object)
  return E.isLeft(decoded)
    ? fail(cannot(aggregateMessage(decoded.left)))
    : { ok: true, value: decoded.right, warnings: [] }
}
