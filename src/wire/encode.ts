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
import { unknownFieldsOf } from './decode'
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
}

interface Flags {
  readonly keepMapOrder: boolean
  readonly keepUnknown: boolean
  readonly keepEmpty: boolean
  readonly nilEmpty: boolean
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

type StructEncoder = (
  m: Readonly<Record<string, unknown>>,
  kinds: readonly Kind[],
  keep: Flags,
  encodeValue: (kind: Kind, v: unknown, keep: Flags) => unknown,
  isEmpty: (kind: Kind, v: unknown) => boolean,
  isZero: (kind: Kind, v: unknown) => boolean,
) => Record<string, unknown>

interface Compiled {
  readonly kinds: readonly Kind[]
  readonly encode: StructEncoder | null
}

const compiledCache = /* @__PURE__ */ new WeakMap<StructSchema, Compiled>()

/**
 * The field loop of {@link encodeStructGeneric} written out for one struct
 * (`null` where code generation is not allowed): a named read and store
 * per field instead of a megamorphic keyed one. Same tests, same order.
 */
const compileStruct = (schema: StructSchema): Compiled => {
  const kinds = schema.fields.map((f) => f.kind)
  try {
    if (schema.fields.some((f) => f.json === '__proto__')) return { kinds, encode: null }
    let body = 'const out = {}\nlet v\n'
    schema.fields.forEach((f, i) => {
      const key = JSON.stringify(f.json)
      const k = `kinds[${i}]`
      const sliceOrMap = !f.kind.pointer && (f.kind.k === 'slice' || f.kind.k === 'map')
      body += `v = m[${key}]\n`
      if (sliceOrMap) body += `if (keep.nilEmpty && isEmpty(${k}, v)) v = undefined\n`
      const skips: string[] = []
      if (f.omitEmpty)
        skips.push(sliceOrMap ? `(keep.keepEmpty ? v === undefined : isEmpty(${k}, v))` : `isEmpty(${k}, v)`)
      if (f.omitZero) skips.push(`isZero(${k}, v)`)
      const store = `out[${key}] = encodeValue(${k}, v, keep)`
      body += skips.length === 0 ? `${store}\n` : `if (!(${skips.join(' || ')})) ${store}\n`
    })
    body += 'return out\n'
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- field names enter only as JSON string literals
    const encode = new Function(
      `return function encodeStruct(m, kinds, keep, encodeValue, isEmpty, isZero) {\n${body}}`,
    )() as StructEncoder
    return { kinds, encode }
  } catch {
    return { kinds, encode: null }
  }
}

const encodeStructWith = (schema: StructSchema, model: object, keep: Flags): Record<string, unknown> => {
  let c = compiledCache.get(schema)
  if (c === undefined) {
    c = compileStruct(schema)
    compiledCache.set(schema, c)
  }
  if (c.encode === null) return encodeStructGeneric(schema, model, keep)
  const out = c.encode(model as Readonly<Record<string, unknown>>, c.kinds, keep, encodeValue, isEmpty, isZero)
  if (keep.keepUnknown) {
    const unknown = unknownFieldsOf(model)
    for (let i = 0; i < unknown.length; i++) {
      const [k, v] = unknown[i] as readonly [string, unknown]
      setOwn(out, k, v)
    }
  }
  return out
}

const encodeStructGeneric = (schema: StructSchema, model: object, keep: Flags): Record<string, unknown> => {
  const m = model as Readonly<Record<string, unknown>>
  const out: Record<string, unknown> = {}
  const fields = schema.fields
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i] as FieldSchema
    let v = m[f.json]
    if (keep.nilEmpty && (f.kind.k === 'slice' || f.kind.k === 'map') && !f.kind.pointer && isEmpty(f.kind, v)) {
      v = undefined
    }
    if (f.omitEmpty) {
      const k = f.kind
      // Kept empty, a non-nil slice or map is never omitted (nor read to tell whether it is empty).
      if (keep.keepEmpty && !k.pointer && (k.k === 'slice' || k.k === 'map')) {
        if (v === undefined) continue
      } else if (isEmpty(k, v)) continue
    }
    if (f.omitZero && isZero(f.kind, v)) continue
    out[f.json] = encodeValue(f.kind, v, keep)
  }
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
  })
