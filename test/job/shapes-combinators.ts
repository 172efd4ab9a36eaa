/**
 * Test support: the structural io-ts combinators the test generators
 * (./arbitraries.ts) derive Job-shaped values from. The library's codecs
 * decode through the wire boundary (src/job/codec.ts); these describe the
 * shape of the fields the generators vary.
 *
 * The io-ts building blocks the shapes are made of. They differ from
 * `t.type`/`t.partial` in three ways that matter for Kubernetes objects:
 *
 * - unknown fields are **kept** (the decoded object is the input object, or a
 *   shallow copy of it when a field had to be normalised);
 * - a `null` in a field whose Go type is not a pointer is dropped, as Go's
 *   JSON decoder leaves such a field at its zero value;
 * - failures carry Kubernetes-style messages (`must be of type int32`), and
 *   each codec records its shape (`kind`) so that test generators can be
 *   derived from it.
 *
 * Laws: for every decoded value `a`, `codec.decode(codec.encode(a))` is
 * `right(a)`, and `encode` is the identity.
 *
 * @module
 */
import * as t from 'io-ts'
import { MAX_INT32, MIN_INT32 } from '../../src/job/constants'

const isRecord = (u: unknown): u is Readonly<Record<string, unknown>> =>
  typeof u === 'object' && u !== null && !Array.isArray(u)

/**
 * The io-ts message the combinators use for a missing required field
 * (`decodeJob` turns it into `FieldValueRequired`).
 *
 * @example
 * REQUIRED_MESSAGE // 'Required value'
 */
export const REQUIRED_MESSAGE = 'Required value'

/**
 * How a field of a struct may be present.
 * - `required`: must be present and non-null (Go: the TS type declares it).
 * - `optional`: may be absent; `null` is dropped (Go: non-pointer field).
 * - `nullable`: may be absent or `null`; `null` is kept (Go: pointer, slice
 *   or map field, where JSON `null` means nil).
 *
 * @example
 * const p: Presence = 'nullable'
 */
export type Presence = 'required' | 'optional' | 'nullable'

/**
 * One field of a `struct` codec.
 *
 * @example
 * const f: FieldSpec = { codec: int32, presence: 'nullable' }
 */
export interface FieldSpec {
  readonly codec: ShapedType
  readonly presence: Presence
}

/**
 * What shape a codec decodes, for generators and error paths.
 *
 * @example
 * int32.shape // { kind: 'int32' }
 */
export type Shape =
  | { readonly kind: 'string' }
  | { readonly kind: 'time' }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'int32' }
  | { readonly kind: 'int64' }
  | { readonly kind: 'literal'; readonly value: string }
  | { readonly kind: 'array'; readonly item: ShapedType }
  | { readonly kind: 'stringMap' }
  | { readonly kind: 'struct'; readonly fields: Readonly<Record<string, FieldSpec>> }

/**
 * An io-ts codec that also describes its shape.
 *
 * @example
 * const c: ShapedType = string
 */
export interface ShapedType<A = unknown> extends t.Type<A, A, unknown> {
  readonly shape: Shape
  /**
   * True when `validate` would succeed with the value unchanged. Lets
   * containers skip building io-ts contexts and results for valid children:
   * decoding a valid object is one allocation-free walk, and the full
   * `validate` (which builds the error paths) only runs where something is
   * wrong or must be normalised.
   */
  readonly accepts?: (u: unknown) => boolean
}

const typeMessage = (name: string): string => `must be of type ${name}`

/* @__NO_SIDE_EFFECTS__ */
const shaped = <A>(
  name: string,
  shape: Shape,
  validate: (u: unknown, c: t.Context) => t.Validation<A>,
  accepts?: (u: unknown) => boolean,
): ShapedType<A> => {
  const is = (u: unknown): u is A => {
    const r = validate(u, [])
    return r._tag === 'Right' && r.right === u
  }
  const codec = new t.Type<A, A, unknown>(name, is, validate, (a) => a)
  return Object.assign(codec, accepts === undefined ? { shape } : { shape, accepts })
}

/* @__NO_SIDE_EFFECTS__ */
const primitive = <A>(name: string, shape: Shape, guard: (u: unknown) => u is A, message: (u: unknown) => string) =>
  shaped<A>(name, shape, (u, c) => (guard(u) ? t.success(u) : t.failure(u, c, message(u))), guard)

/** Validates one child value, building its context only when it is needed. */
const validateChild = (codec: ShapedType, v: unknown, c: t.Context, key: string): t.Validation<unknown> =>
  codec.accepts?.(v) === true ? t.success(v) : codec.validate(v, [...c, { key, type: codec, actual: v }])

/**
 * A JSON string.
 *
 * @example
 * string.decode('a') // right('a')
 */
export const string: ShapedType<string> = primitive(
  'string',
  { kind: 'string' },
  (u): u is string => typeof u === 'string',
  () => typeMessage('string'),
)

/**
 * A JSON boolean.
 *
 * @example
 * boolean.decode(true) // right(true)
 */
export const boolean: ShapedType<boolean> = primitive(
  'boolean',
  { kind: 'boolean' },
  (u): u is boolean => typeof u === 'boolean',
  () => typeMessage('boolean'),
)

/* @__NO_SIDE_EFFECTS__ */
const integerCodec = (name: 'int32' | 'int64', min: number, maxExclusive: number): ShapedType<number> =>
  primitive(
    name,
    { kind: name },
    (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= min && u < maxExclusive,
    (u) =>
      typeof u === 'number'
        ? `must be a whole number from ${name === 'int32' ? MIN_INT32 : '-9223372036854775808'} to ${
            name === 'int32' ? MAX_INT32 : '9223372036854775807'
          } (Go type ${name})`
        : typeMessage(name),
  )

/**
 * A Go `int32` as JSON: an integer from -2147483648 to 2147483647.
 *
 * @example
 * int32.decode(3) // right(3)
 * int32.decode(1.5) // left(...)
 */
export const int32: ShapedType<number> = integerCodec('int32', MIN_INT32, MAX_INT32 + 1)

/**
 * A Go `int64` as JSON: an integer from -2^63 to 2^63-1 (JS numbers above
 * 2^53 are accepted as parsed; precision is the caller's JSON parser's).
 *
 * @example
 * int64.decode(30) // right(30)
 */
export const int64: ShapedType<number> = integerCodec('int64', -(2 ** 63), 2 ** 63)

/**
 * Exactly the given string.
 *
 * @example
 * literal('Job').decode('Job') // right('Job')
 */
/* @__NO_SIDE_EFFECTS__ */
export const literal = <L extends string>(value: L): ShapedType<L> =>
  primitive(
    JSON.stringify(value),
    { kind: 'literal', value },
    (u): u is L => u === value,
    () => `supported values: ${JSON.stringify(value)}`,
  )

/** Arrays longer than this are a decoding error (the wire decoder's node budget). */
const MAX_ARRAY_LENGTH = 1_000_000

/**
 * A JSON array of `item`. The array is returned as given unless an element
 * was normalised.
 *
 * @example
 * arrayOf(int32).decode([1, 2]) // right([1, 2])
 */
/* @__NO_SIDE_EFFECTS__ */
export const arrayOf = <A>(item: ShapedType<A>): ShapedType<readonly A[]> => {
  const itemAccepts = (item as ShapedType).accepts
  const accepts = (u: unknown): boolean => {
    if (!Array.isArray(u) || itemAccepts === undefined || u.length > MAX_ARRAY_LENGTH) return false
    for (let i = 0; i < u.length; i++) if (!Object.hasOwn(u, i) || !itemAccepts(u[i])) return false
    return true
  }
  return shaped<readonly A[]>(
    `Array<${item.name}>`,
    { kind: 'array', item: item as ShapedType },
    (u, c) => {
      if (!Array.isArray(u)) return t.failure(u, c, typeMessage('array'))
      // Work bounded by the input: no JSON array is this long, and a sparse one
      // (a hole reads Array.prototype[i]) cannot be sent as JSON.
      if (u.length > MAX_ARRAY_LENGTH)
        return t.failure(u, c, `the array of length ${u.length} is longer than the decoding limit allows`)
      const errors: t.ValidationError[] = []
      let out: unknown[] | undefined
      for (let i = 0; i < u.length; i++) {
        if (!Object.hasOwn(u, i)) {
          errors.push({
            value: undefined,
            context: [...c, { key: String(i), type: item, actual: undefined }],
            message: 'the array has a hole here (a sparse array cannot be sent as JSON)',
          })
          continue
        }
        const v: unknown = u[i]
        const r = validateChild(item as ShapedType, v, c, String(i))
        if (r._tag === 'Left') errors.push(...r.left)
        else if (r.right !== v) {
          out ??= u.slice()
          out[i] = r.right
        }
      }
      return errors.length > 0 ? t.failures(errors) : t.success((out ?? u) as readonly A[])
    },
    accepts,
  )
}

const allStringValues = (u: unknown): boolean => {
  if (!isRecord(u)) return false
  for (const k in u) if (Object.hasOwn(u, k) && typeof u[k] !== 'string') return false
  return true
}

/**
 * A string→string JSON object (labels, annotations). Returned as given.
 *
 * @example
 * stringMap.decode({ app: 'web' }) // right({ app: 'web' })
 */
export const stringMap: ShapedType<Readonly<Record<string, string>>> = shaped(
  'Record<string, string>',
  { kind: 'stringMap' },
  (u, c) => {
    if (allStringValues(u)) return t.success(u as Readonly<Record<string, string>>)
    if (!isRecord(u)) return t.failure(u, c, typeMessage('object'))
    const errors: t.ValidationError[] = []
    for (const k of Object.keys(u)) {
      const v = u[k]
      if (typeof v !== 'string') {
        errors.push({ value: v, context: [...c, { key: k, type: string, actual: v }], message: typeMessage('string') })
      }
    }
    return errors.length > 0 ? t.failures(errors) : t.success(u as Readonly<Record<string, string>>)
  },
  allStringValues,
)

/**
 * A JSON object with the given known fields; every other field is kept
 * untouched. Field values are decoded with their codecs; a `null` in an
 * `optional` field is removed.
 *
 * @example
 * const Pair = struct<{ a: number }>('Pair', { a: { codec: int32, presence: 'required' } })
 * Pair.decode({ a: 1, extra: true }) // right({ a: 1, extra: true })
 */
/* @__NO_SIDE_EFFECTS__ */
export const struct = <A>(name: string, fields: Readonly<Record<string, FieldSpec>>): ShapedType<A> => {
  const keys = Object.keys(fields)
  // Per field, read once here (child codecs are complete before their
  // parent is built): its `accepts`, whether it may be absent, and whether
  // `null` is kept as it is.
  const fieldAccepts = keys.map((key) => (fields[key] as FieldSpec).codec.accepts)
  const mayBeAbsent = keys.map((key) => (fields[key] as FieldSpec).presence !== 'required')
  const keepsNull = keys.map((key) => (fields[key] as FieldSpec).presence === 'nullable')
  // `validate` would return `u` itself: every required field present, no
  // `null` to drop, every value accepted by its codec.
  const accepts = (u: unknown): boolean => {
    if (!isRecord(u)) return false
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string
      const v = Object.hasOwn(u, key) ? u[key] : undefined
      if (v === undefined) {
        if (!mayBeAbsent[i]) return false
      } else if (v === null) {
        if (!keepsNull[i]) return false
      } else {
        const ok = fieldAccepts[i]
        if (ok === undefined || !ok(v)) return false
      }
    }
    return true
  }
  return shaped<A>(
    name,
    { kind: 'struct', fields },
    (u, c) => {
      if (!isRecord(u)) return t.failure(u, c, typeMessage('object'))
      const errors: t.ValidationError[] = []
      let out: Record<string, unknown> | undefined
      for (const key of keys) {
        const spec = fields[key] as FieldSpec
        const v = Object.hasOwn(u, key) ? u[key] : undefined
        if (v === undefined || v === null) {
          if (spec.presence === 'required') {
            errors.push({ value: v, context: [...c, { key, type: spec.codec, actual: v }], message: REQUIRED_MESSAGE })
          } else if (v === null && spec.presence === 'optional') {
            out ??= { ...u }
            delete out[key]
          }
          continue
        }
        const r = validateChild(spec.codec, v, c, key)
        if (r._tag === 'Left') errors.push(...r.left)
        else if (r.right !== v) {
          out ??= { ...u }
          out[key] = r.right
        }
      }
      return errors.length > 0 ? t.failures(errors) : t.success((out ?? u) as A)
    },
    accepts,
  )
}

/**
 * A field that must be present and non-null.
 *
 * @example
 * required(string) // { codec: string, presence: 'required' }
 */
/* @__NO_SIDE_EFFECTS__ */
export const required = (codec: ShapedType<any>): FieldSpec => ({ codec, presence: 'required' })
/**
 * A field that may be absent; `null` is dropped (Go: a non-pointer field).
 *
 * @example
 * optional(string) // { codec: string, presence: 'optional' }
 */
/* @__NO_SIDE_EFFECTS__ */
export const optional = (codec: ShapedType<any>): FieldSpec => ({ codec, presence: 'optional' })
/**
 * A field that may be absent or `null` (Go: a pointer, slice or map field).
 *
 * @example
 * nullable(int32) // { codec: int32, presence: 'nullable' }
 */
/* @__NO_SIDE_EFFECTS__ */
export const nullable = (codec: ShapedType<any>): FieldSpec => ({ codec, presence: 'nullable' })

/**
 * A `metav1.Time` as JSON: a string (the generators make RFC 3339 times,
 * which Go's decoder reads).
 *
 * @example
 * timestamp.decode('2026-01-01T00:00:00Z') // right('2026-01-01T00:00:00Z')
 */
export const timestamp: ShapedType<string> = primitive(
  'string',
  { kind: 'time' },
  (u): u is string => typeof u === 'string',
  () => typeMessage('string'),
)
