/**
 * The model → wire JSON, as Go's `encoding/json` marshals the versioned
 * types: fields in Go's order, `omitempty` omitting `false`, `0`, `""`, nil
 * pointers and empty slices and maps (never structs), nil values without
 * `omitempty` written as `null`, map keys sorted, timestamps in Go's
 * RFC 3339 form. The result is fresh plain JSON data.
 *
 * @module
 */
import { quantityToString } from '../core/quantity/canonical'
import type { Quantity } from '../core/quantity/types'
import { unknownFieldsOf } from './unknown-fields'
import { setOwn } from './read'
import type { FieldSchema, Kind, StructSchema } from './schema'

/**
 * Options of an encode.
 *
 * @example
 * const o: EncodeOptions = { unknownFields: 'keep' }
 */
export interface EncodeOptions {
  /** `'keep'` writes back the unknown fields a `'keep'` decode stored (after the known ones). Default `'drop'`. */
  readonly unknownFields?: 'drop' | 'keep'
  /**
   * `'keep'` writes empty but non-nil slices and maps (`[]`, `{}`) even where the field is `omitempty`, so that
   * the result still tells Go's nil from empty, as the value in memory does (used where the JSON is validated
   * again, e.g. by Job validation, before the object would be stored). `'nil'` treats every empty slice and map
   * as nil, as a protobuf round trip (etcd storage) does: left out where the field is `omitempty`, `null`
   * elsewhere (a GET of `podFailurePolicy: {rules: []}` shows `"rules": null`). Default `'omit'`, as Go
   * marshals.
   */
  readonly emptyCollections?: 'omit' | 'keep' | 'nil'
  /**
   * `'keep'` writes map entries in the model's (insertion) order, the order Go iterates a small map in most of
   * the time, for JSON that is validated again (field errors and warnings in Go's map order). Default `'sorted'`
   * (byte order of the key), as Go marshals.
   */
  readonly mapOrder?: 'sorted' | 'keep'
  /**
   * `'omit'` leaves out every nil field other than a slice or map (nil pointers, zero timestamps, absent raw
   * values), with or without `omitempty`, for the JSON a field error shows a value with (`Invalid value: …`)
   * and the dry-run pipelines read. Default `'null'`, as Go marshals (`null` where the field is not
   * `omitempty`).
   */
  readonly nil?: 'null' | 'omit'
}

/**
 * The options for a model as the Job pipelines read it back and as a field
 * error shows a value (`Invalid value: …`): what Go's in-memory object
 * holds, not what a GET returns — empty but present lists and maps kept
 * (`labels: {}`, not left out), map entries in the model's order, nil
 * pointers and zero timestamps left out (a nil list or map without
 * `omitempty` is `null`), unknown fields dropped.
 *
 * @example
 * declare const S: StructSchema<{ labels: Record<string, string> | undefined }>
 * encodeStruct(S, { labels: {} }, IN_MEMORY) // { labels: {} }
 */
export const IN_MEMORY: EncodeOptions = { emptyCollections: 'keep', mapOrder: 'keep', nil: 'omit' }

interface Flags {
  readonly keepMapOrder: boolean
  readonly keepUnknown: boolean
  readonly keepEmpty: boolean
  readonly nilEmpty: boolean
  readonly omitNil: boolean
}

/** Go's `isEmptyValue` for the field's Go type. */
const isEmpty = (kind: Kind, v: unknown): boolean => {
  if (kind.pointer) return v === undefined
  switch (kind.k) {
    case 'slice':
      return v === undefined || (v as readonly unknown[]).length === 0
    case 'map':
      return v === undefined || isEmptyMap(v as object)
    case 'string':
    case 'bytes':
      return v === undefined || v === ''
    default:
      return isZeroScalar(kind, v)
  }
}

/**
 * Go's `omitzero` for the kinds the tables mark with it: a nil pointer,
 * slice or map, the zero time (absent in the model), or a scalar at its zero
 * value. (A struct is never treated as zero here: no table marks one.)
 */
const isZero = (kind: Kind, v: unknown): boolean => v === undefined || (!kind.pointer && isZeroScalar(kind, v))

/**
 * Whether `v` is the zero value of a scalar kind (`""`, `false`, `0`); never
 * for structs, slices or maps.
 *
 * @example
 * isZeroScalar({ k: 'string', goType: 'string' }, '') // true
 */
export const isZeroScalar = (kind: Kind, v: unknown): boolean => {
  switch (kind.k) {
    case 'string':
    case 'bytes':
      return v === ''
    case 'bool':
      return v === false
    case 'int32':
    case 'int64':
    case 'uint32':
    case 'uint64':
    case 'float64':
      return v === 0
    default:
      return false
  }
}

const isEmptyMap = (m: object): boolean => {
  for (const _ in m) return false
  return true
}

const encodeValue = (kind: Kind, v: unknown, keep: Flags): unknown => {
  // Only nil pointers, slices and maps, Go's zero time and absent raw values are undefined in the model.
  if (v === undefined) return null
  switch (kind.k) {
    case 'struct':
      return encodeStructWith(kind.struct(), v as object, keep)
    case 'slice': {
      const a = v as readonly unknown[]
      const out: unknown[] = new Array(a.length)
      for (let i = 0; i < a.length; i++) out[i] = encodeValue(kind.elem, a[i], keep)
      return out
    }
    case 'map': {
      const m = v as Readonly<Record<string, unknown>>
      const keys = keep.keepMapOrder ? Object.keys(m) : Object.keys(m).sort(byUtf8)
      const out: Record<string, unknown> = {}
      for (const k of keys) setOwn(out, k, encodeValue(kind.elem, m[k], keep))
      return out
    }
    case 'quantity':
      return quantityToString(v as Quantity)
    default:
      return v
  }
}

/** Go sorts map keys by their UTF-8 bytes; for UTF-16 strings that is code point order. */
const byUtf8 = (a: string, b: string): number => {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    const x = a.codePointAt(i) as number
    const y = b.codePointAt(i) as number
    if (x !== y) return x - y
    if (x > 0xffff) i++
  }
  return a.length - b.length
}

/**
 * The tests that leave a field out, by name: the one description of them
 * that both struct encoders use (the generated one calls them by name, only
 * those that apply to the field; the generic one calls the field's list).
 */
const OMIT_TESTS = {
  /** `omitempty`: Go's `isEmptyValue`. */
  empty: (kind: Kind, v: unknown, _keep: Flags): boolean => isEmpty(kind, v),
  /** `omitempty` on a non-pointer slice or map: only nil is empty when `emptyCollections` is `'keep'` (the value is not read then). */
  emptyCollection: (kind: Kind, v: unknown, keep: Flags): boolean =>
    keep.keepEmpty ? v === undefined : isEmpty(kind, v),
  /** `omitzero`. */
  zero: (kind: Kind, v: unknown, _keep: Flags): boolean => isZero(kind, v),
  /** A nil pointer, zero timestamp or absent raw value under `nil: 'omit'`. */
  nil: (_kind: Kind, v: unknown, keep: Flags): boolean => keep.omitNil && v === undefined,
} as const

type OmitTest = keyof typeof OMIT_TESTS

/** An empty slice or map is nil under `emptyCollections: 'nil'` (for non-pointer slices and maps). */
const nilIfEmpty = (kind: Kind, v: unknown, keep: Flags): unknown => (keep.nilEmpty && isEmpty(kind, v) ? undefined : v)

/** One field as both struct encoders see it: what it is read and written as, and which tests apply. */
interface FieldPlan {
  readonly json: string
  readonly kind: Kind
  /** A non-pointer slice or map: {@link nilIfEmpty} applies. */
  readonly collection: boolean
  /** The {@link OMIT_TESTS} that apply, in order: the field is left out when one is true. */
  readonly omit: readonly OmitTest[]
}

const planOf = (f: FieldSchema): FieldPlan => {
  const k = f.kind
  const collection = !k.pointer && (k.k === 'slice' || k.k === 'map')
  const omit: OmitTest[] = []
  if (f.omitEmpty) omit.push(collection ? 'emptyCollection' : 'empty')
  if (f.omitZero) omit.push('zero')
  if (k.pointer || k.k === 'time' || k.k === 'microTime' || k.k === 'raw') omit.push('nil')
  return { json: f.json, kind: k, collection, omit }
}

type StructEncoder = (m: Readonly<Record<string, unknown>>, keep: Flags) => Record<string, unknown>

const compiledCache = /* @__PURE__ */ new WeakMap<StructSchema, StructEncoder>()

/** The scalar kinds written as they are held (no conversion): `encodeValue`'s default case. */
const AS_HELD: ReadonlySet<string> = /* @__PURE__ */ new Set([
  'string',
  'bool',
  'int32',
  'int64',
  'uint32',
  'uint64',
  'float64',
  'intOrString',
  'time',
  'microTime',
  'duration',
  'bytes',
  'raw',
])

/**
 * One omit test of a field as an expression of `v` (and `keep`): the
 * {@link OMIT_TESTS} entry with what the field's kind decides worked out
 * when the encoder is generated.
 */
const omitExpression = (test: OmitTest, kind: Kind, k: string): string => {
  // The JavaScript test of Go's zero scalar (isZeroScalar), or '' when no value of the kind is one.
  const zero =
    kind.k === 'string' || kind.k === 'bytes'
      ? `v === ''`
      : kind.k === 'bool'
        ? 'v === false'
        : kind.k === 'int32' || kind.k === 'int64' || kind.k === 'uint32' || kind.k === 'uint64' || kind.k === 'float64'
          ? 'v === 0'
          : ''
  const empty = kind.pointer
    ? 'v === undefined'
    : kind.k === 'slice'
      ? '(v === undefined || v.length === 0)'
      : kind.k === 'map'
        ? '(v === undefined || isEmptyMap(v))'
        : kind.k === 'string' || kind.k === 'bytes'
          ? `(v === undefined || v === '')`
          : zero === ''
            ? `T.empty(${k}, v, keep)`
            : `(${zero})`
  switch (test) {
    case 'empty':
      return empty
    case 'emptyCollection':
      return `(keep.keepEmpty ? v === undefined : ${empty})`
    case 'zero':
      return kind.pointer || zero === '' ? 'v === undefined' : `(v === undefined || ${zero})`
    case 'nil':
      return '(keep.omitNil && v === undefined)'
  }
}

/** The expression that writes `v` of a field of `kind` (`encodeValue` with its kind worked out). */
const storeExpression = (kind: Kind, k: string): string =>
  AS_HELD.has(kind.k)
    ? 'v === undefined ? null : v'
    : kind.k === 'struct'
      ? `v === undefined ? null : encodeStructWith(${k}.struct(), v, keep)`
      : `encodeValue(${k}, v, keep)`

/**
 * The field loop of {@link fieldLoop} written out for one struct (`null`
 * where code generation is not allowed): a named read and store per field
 * instead of a megamorphic keyed one, and each test that applies written
 * out for the field's kind (a scalar held as it is stored without a call).
 */
const compileStruct = (plans: readonly FieldPlan[]): StructEncoder | null => {
  try {
    if (plans.some((p) => p.json === '__proto__')) return null
    let body = 'const out = {}\nlet v\n'
    plans.forEach((p, i) => {
      const key = JSON.stringify(p.json)
      const k = `kinds[${i}]`
      body += `v = m[${key}]\n`
      if (p.collection)
        body += `if (keep.nilEmpty && ${p.kind.k === 'slice' ? 'v !== undefined && v.length === 0' : 'v !== undefined && isEmptyMap(v)'}) v = undefined\n`
      const store = `out[${key}] = ${storeExpression(p.kind, k)}`
      const omit = p.omit.map((t) => omitExpression(t, p.kind, k)).join(' || ')
      body += omit === '' ? `${store}\n` : `if (!(${omit})) ${store}\n`
    })
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- field names enter only as JSON string literals
    return new Function(
      'kinds',
      'encodeValue',
      'encodeStructWith',
      'isEmptyMap',
      'T',
      `return function encodeStruct(m, keep) {\n${body}return out\n}`,
    )(
      plans.map((p) => p.kind),
      encodeValue,
      encodeStructWith,
      isEmptyMap,
      OMIT_TESTS,
    ) as StructEncoder
  } catch {
    return null
  }
}

/** The field loop for any struct, where code generation is not allowed. */
const fieldLoop =
  (plans: readonly FieldPlan[]): StructEncoder =>
  (m, keep) => {
    const out: Record<string, unknown> = {}
    fields: for (let i = 0; i < plans.length; i++) {
      const p = plans[i] as FieldPlan
      const v = p.collection ? nilIfEmpty(p.kind, m[p.json], keep) : m[p.json]
      for (let t = 0; t < p.omit.length; t++) if (OMIT_TESTS[p.omit[t] as OmitTest](p.kind, v, keep)) continue fields
      out[p.json] = encodeValue(p.kind, v, keep)
    }
    return out
  }

const encodeStructWith = (schema: StructSchema, model: object, keep: Flags): Record<string, unknown> => {
  let encode = compiledCache.get(schema)
  if (encode === undefined) {
    const plans = schema.fields.map(planOf)
    encode = compileStruct(plans) ?? fieldLoop(plans)
    compiledCache.set(schema, encode)
  }
  const out = encode(model as Readonly<Record<string, unknown>>, keep)
  if (keep.keepUnknown) {
    const unknown = unknownFieldsOf(model)
    for (let i = 0; i < unknown.length; i++) {
      const [k, v] = unknown[i] as readonly [string, unknown]
      setOwn(out, k, v)
    }
  }
  return out
}

/**
 * Encodes a model struct as Go marshals it.
 *
 * @example
 * declare const S: StructSchema<{ name: string }>
 * encodeStruct(S, { name: 'pi' }) // { name: 'pi' }
 */
export const encodeStruct = <T>(schema: StructSchema<T>, model: T, options?: EncodeOptions): Record<string, unknown> =>
  encodeStructWith(schema as StructSchema, model as object, {
    keepUnknown: options?.unknownFields === 'keep',
    keepEmpty: options?.emptyCollections === 'keep',
    nilEmpty: options?.emptyCollections === 'nil',
    keepMapOrder: options?.mapOrder === 'keep',
    omitNil: options?.nil === 'omit',
  })
