/**
 * The one decoding boundary: any caller value → the typed model of a Go
 * struct, following Go's `encoding/json` as the API server runs it
 * (case-sensitive field names, `null` as the zero value, the first type
 * error reported with Go's exact text, unknown and duplicate fields listed
 * the way strict field validation lists them).
 *
 * The walk reads only own, enumerable data properties ({@link ./read}),
 * never follows a cycle, never visits more than `maxNodes` values, and
 * turns anything a hostile object throws into a `limit` issue: decoding is
 * total and its work is bounded by the size of its input.
 *
 * The model it builds has every field of every struct as an own property in
 * Go's field order (Go's zero value where the input had none), maps as
 * null-prototype objects, and nothing else — so code reading the model
 * never reaches a prototype, whatever a polluted `Object.prototype` holds.
 *
 * @module
 */
import { canonicalGoTime } from './go-time'
import { ZERO, decodeQuantity } from './quantity-json'
import {
  HOLE,
  NumberLiteral,
  arrayLength,
  describeThrown,
  jsonKind,
  ownEntries,
  ownItem,
  ownValue,
  setOwn,
  toJsonValue,
} from './read'
import type { Kind, StructSchema } from './schema'
import type { JsonValue } from './values'

/**
 * What a decode found wrong:
 * - `type`: Go's saved `UnmarshalTypeError` (decoding went on);
 * - `fatal`: an error that stops Go's decoder (a custom unmarshaler's, such
 *   as a quantity's or a timestamp's);
 * - `unknownField` / `duplicateField`: what strict field validation reports;
 * - `limit`: what Go never sees because JSON cannot express it (cycles,
 *   holes, accessors, throwing proxies) or what exceeds the size limits.
 *
 * @example
 * const i: DecodeIssue = { kind: 'unknownField', path: 'spec.paralelism', message: 'unknown field "spec.paralelism"' }
 */
export interface DecodeIssue {
  readonly kind: 'type' | 'fatal' | 'unknownField' | 'duplicateField' | 'limit'
  /** The field path as strict decoding prints it (`spec.template.spec.containers[0].image`). */
  readonly path: string
  /** The full text: Go's error for `type`/`fatal`, `unknown field "…"` and `duplicate field "…"` for strict issues. */
  readonly message: string
  /** The path as a field error prints it: map keys in brackets (`metadata.labels[app]`). */
  readonly fieldPath?: string
  /** A value of the wrong JSON type (`type` issues, and a timestamp that is not a string): the value read. */
  readonly value?: unknown
  /** …and the JSON type the field takes: `string`, `boolean`, `int32`, `int64`, `object`, `array`, …. */
  readonly expected?: string
}

/**
 * Options of a decode.
 *
 * @example
 * const o: DecodeOptions = { unknownFields: 'keep' }
 */
export interface DecodeOptions {
  /**
   * `'drop'` (default, as Go) reports unknown fields as issues and drops them; `'keep'` also stores them on the
   * model (see {@link unknownFieldsOf}) so that encoding can write them back; `'ignore'` neither reports nor
   * keeps them (for decoding only the fields a narrowed schema names).
   */
  readonly unknownFields?: 'drop' | 'keep' | 'ignore'
  /** Duplicated keys per object, from {@link parseJsonText}. */
  readonly duplicates?: ReadonlyMap<object, readonly string[]>
  /**
   * Every member, repeats included, in document order, of the objects that
   * repeat a key (from {@link parseJsonText}): decoded as Go reads them, a
   * repeated struct or map merging into the value decoded before.
   */
  readonly members?: ReadonlyMap<object, ReadonlyArray<readonly [string, unknown]>>
  /** The most values one decode visits (default 1,000,000). */
  readonly maxNodes?: number
  /** The deepest nesting kept for unknown fields (default 1,000). */
  readonly maxDepth?: number
  /**
   * `'stored'` (default) keeps a timestamp as the API server stores it: Go's
   * canonical UTC text, whole seconds, Go's zero time as unset. `'given'`
   * keeps the caller's text of a timestamp Go accepts, zero time included:
   * the `time.Time` Go's decoder holds before any round trip (for readers of
   * a decoded object that is never stored, such as the table printer, where
   * a `*metav1.Time` set to the zero time is set and fractions count).
   */
  readonly times?: 'stored' | 'given'
}

/**
 * A decoded model value and everything the decode found wrong. The value is
 * always there: like Go, decoding goes on after a type error and leaves the
 * offending field at its zero value.
 *
 * @example
 * declare const d: Decoded<{ name: string }>
 * d.issues.length === 0 && d.value.name
 */
export interface Decoded<T> {
  readonly value: T
  readonly issues: readonly DecodeIssue[]
}

const UNKNOWN: unique symbol = /* @__PURE__ */ Symbol('unknownFields')

/**
 * The unknown fields a `'keep'` decode stored on a model struct, in input
 * order.
 *
 * @example
 * unknownFieldsOf({}) // []
 */
export const unknownFieldsOf = (model: object): ReadonlyArray<readonly [string, JsonValue]> =>
  (model as { [UNKNOWN]?: ReadonlyArray<readonly [string, JsonValue]> })[UNKNOWN] ?? []

/**
 * A copy of `model` carrying the unknown fields of `from` (used when a
 * struct is rebuilt, e.g. by defaulting, and its unknown fields must stay).
 *
 * @example
 * withUnknownFieldsOf({ a: 1 }, {}) // { a: 1 }
 */
export const withUnknownFieldsOf = <T extends object>(model: T, from: object): T =>
  model === from ? model : withUnknownFields(model, unknownFieldsOf(from))

/**
 * A copy of `model` carrying the given unknown fields (as a `'keep'` decode
 * stores them), e.g. the fields one API version has and another lacks, when
 * a model is converted; `model` itself when there are none.
 *
 * @example
 * unknownFieldsOf(withUnknownFields({ a: 1 }, [['x', 2]])) // [['x', 2]]
 */
export const withUnknownFields = <T extends object>(
  model: T,
  unknown: ReadonlyArray<readonly [string, JsonValue]>,
): T => {
  if (unknown.length === 0) return model
  const copy = { ...model }
  Object.defineProperty(copy, UNKNOWN, { value: unknown, enumerable: false })
  return copy
}

// ---------------------------------------------------------------------------------------------------------------
// Zero values.

const zeroCache = /* @__PURE__ */ new WeakMap<StructSchema, object>()

/**
 * Go's zero value of a struct, as a model object (shared: the model is never
 * mutated; not frozen, because V8 copies frozen objects very slowly and the
 * decoder clones this object for every struct it decodes).
 *
 * @example
 * declare const S: StructSchema<{ name: string }>
 * zeroStruct(S).name // ''
 */
export const zeroStruct = <T>(schema: StructSchema<T>): T => {
  const cached = zeroCache.get(schema as StructSchema)
  if (cached !== undefined) return cached as T
  const built: Record<string, unknown> = {}
  for (const f of schema.fields) built[f.json] = zeroOf(f.kind)
  // Many keyed stores leave an object in dictionary mode; a spread copy has fast properties.
  const out = { ...built }
  zeroCache.set(schema as StructSchema, out)
  return out as T
}

interface Cloner {
  readonly zero: object
  readonly keys: number
  readonly copy: ((z: object) => Record<string, unknown>) | null
}

const clonerCache = /* @__PURE__ */ new WeakMap<StructSchema, Cloner>()

/**
 * A function copying a struct of the given keys key for key (`{ ...z }`
 * for a `z` with exactly these own keys, in this order), or `null` where
 * code generation is not allowed. One object literal per struct: a spread
 * copy at one site shared by every struct is megamorphic, and V8 then
 * copies property by property, many times slower than the literal.
 */
const structCopier = (keys: readonly string[]): ((z: object) => Record<string, unknown>) | null => {
  try {
    if (keys.includes('__proto__')) return null
    const body = keys.map((k) => `${JSON.stringify(k)}: z[${JSON.stringify(k)}]`).join(',\n')
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- keys enter only as JSON string literals
    return new Function(`return function structCopy(z) {\nreturn {\n${body}\n}\n}`)() as (
      z: object,
    ) => Record<string, unknown>
  } catch {
    return null
  }
}

const clonerOf = (schema: StructSchema): Cloner => {
  let c = clonerCache.get(schema)
  if (c === undefined) {
    const zero = zeroStruct(schema) as object
    const keys = Object.keys(zero)
    c = { zero, keys: keys.length, copy: structCopier(keys) }
    clonerCache.set(schema, c)
  }
  return c
}

/** A fresh copy of Go's zero value of a struct (every field an own property, in Go's order), to decode into. */
const freshZero = (schema: StructSchema): Record<string, unknown> => {
  const c = clonerOf(schema)
  return c.copy === null ? { ...c.zero } : c.copy(c.zero)
}

/**
 * `{ ...model }` for a model struct of `schema` (every field an own
 * property, in Go's order, as decoding and {@link zeroStruct} build them),
 * without the megamorphic spread; an object with another number of own
 * keys is spread as it is. Unknown fields are not copied (see
 * {@link withUnknownFieldsOf}).
 *
 * @example
 * declare const S: StructSchema<{ name: string }>
 * copyStruct(S, { name: 'pi' }) // { name: 'pi' }
 */
export const copyStruct = <T extends object>(schema: StructSchema<T>, model: T): T => {
  const c = clonerOf(schema as StructSchema)
  return (c.copy === null || Object.keys(model).length !== c.keys ? { ...model } : c.copy(model)) as T
}

/**
 * Go's zero value of a kind in the model.
 *
 * @example
 * zeroOf({ k: 'int32', goType: 'int32', pointer: false }) // 0
 */
export const zeroOf = (kind: Kind): unknown => {
  if (kind.pointer) return undefined
  switch (kind.k) {
    case 'string':
    case 'bytes':
      return ''
    case 'bool':
      return false
    case 'int32':
    case 'int64':
    case 'uint32':
    case 'uint64':
    case 'float64':
    case 'intOrString':
      return 0
    case 'quantity':
      return ZERO
    case 'duration':
      return '0s'
    case 'struct':
      return zeroStruct(kind.struct())
    default:
      return undefined
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The walk.

interface Walk {
  readonly issues: DecodeIssue[]
  budget: number
  readonly keepUnknown: boolean
  readonly reportUnknown: boolean
  readonly maxDepth: number
  readonly duplicates: ReadonlyMap<object, readonly string[]> | undefined
  readonly members: ReadonlyMap<object, ReadonlyArray<readonly [string, unknown]>> | undefined
  readonly active: Set<object>
  /** Go's error context: the struct being decoded and the JSON field stack (no indexes). */
  goStruct: string
  readonly goStack: string[]
  /** The strict-decoding path: field names and array indexes, rendered only when an issue needs it. */
  readonly path: Array<string | number>
  /** The indexes in `path` that are map keys (printed in brackets in a field error's path). */
  readonly mapKeys: number[]
  exhausted: boolean
  /** Timestamps as the caller gave them (see {@link DecodeOptions.times}). */
  readonly givenTimes: boolean
}

const pathText = (w: Walk): string => {
  let out = ''
  for (const p of w.path) out += typeof p === 'number' ? `[${p}]` : out === '' ? p : `.${p}`
  return out
}

/** The path as a field error prints it: struct fields joined with `.`, indexes and map keys in brackets. */
const fieldPathText = (w: Walk): string => {
  let out = ''
  for (let i = 0; i < w.path.length; i++) {
    const p = w.path[i] as string | number
    if (typeof p === 'number' || w.mapKeys.includes(i)) out += `[${p}]`
    else out += out === '' ? p : `.${p}`
  }
  return out
}

const issue = (
  w: Walk,
  kind: DecodeIssue['kind'],
  message: string,
  extra?: string,
  bad?: { readonly value: unknown; readonly expected: string },
): void => {
  const path = extra === undefined ? pathText(w) : joinPath(pathText(w), extra)
  const fieldPath = extra === undefined ? fieldPathText(w) : joinPath(fieldPathText(w), extra)
  w.issues.push(
    bad === undefined
      ? { kind, path, message, fieldPath }
      : { kind, path, message, fieldPath, value: bad.value, expected: bad.expected },
  )
}

const joinPath = (base: string, key: string): string => (base === '' ? key : `${base}.${key}`)

/** What Go names a JSON value in "cannot unmarshal X into …". */
const describe = (v: unknown, withLiteral: boolean): string => {
  switch (jsonKind(v)) {
    case 'string':
      return 'string'
    case 'bool':
      return 'bool'
    case 'array':
      return 'array'
    case 'object':
      return 'object'
    case 'number':
      return withLiteral ? `number ${numberText(v)}` : 'number'
    default:
      return 'null'
  }
}

/** The JSON text of a number, as Go would see it (`JSON.stringify`'s text for a JavaScript number). */
const numberText = (v: unknown): string => {
  if (v instanceof NumberLiteral) return v.text
  const n = v as number
  return Number.isInteger(n) && Math.abs(n) < 1e21 ? BigInt(n).toString() : JSON.stringify(n)
}

/** The JSON type a kind takes, as a field error names it (`must be of type int32`). */
const expectedType = (kind: Kind): string => {
  switch (kind.k) {
    case 'bool':
      return 'boolean'
    case 'slice':
      return 'array'
    case 'map':
    case 'struct':
      return 'object'
    case 'duration':
    case 'bytes':
    case 'time':
    case 'microTime':
      return 'string'
    default:
      return kind.k
  }
}

/** A caller's value as the issue keeps it (a number literal as its number). */
const badValue = (v: unknown): unknown => (v instanceof NumberLiteral ? Number(v.text) : v)

const typeError = (w: Walk, valueText: string, kind: Kind, v: unknown): void => {
  const goType = kind.goType
  const message =
    w.goStruct !== '' || w.goStack.length > 0
      ? `json: cannot unmarshal ${valueText} into Go struct field ${w.goStruct}.${w.goStack.join('.')} of type ${goType}`
      : `json: cannot unmarshal ${valueText} into Go value of type ${goType}`
  issue(w, 'type', message, undefined, { value: badValue(v), expected: expectedType(kind) })
}

/** A value the JSON view of which Go cannot see: reported once per place. */
const limit = (w: Walk, message: string): void => {
  issue(w, 'limit', message)
}

const spend = (w: Walk): boolean => {
  if (w.exhausted) return false
  if (--w.budget < 0) {
    w.exhausted = true
    limit(w, 'the value is too large: it has more nested values than the decoding limit allows')
    return false
  }
  return true
}

const INT_RANGES: Record<string, readonly [bigint, bigint]> = {
  int32: [-(2n ** 31n), 2n ** 31n - 1n],
  int64: [-(2n ** 63n), 2n ** 63n - 1n],
  uint32: [0n, 2n ** 32n - 1n],
  uint64: [0n, 2n ** 64n - 1n],
}

/** Go's `strconv.ParseInt`/`ParseUint` on the literal, then the range check of the field's width. */
const decodeInt = (w: Walk, kind: Kind, v: unknown): unknown => {
  if (jsonKind(v) === 'number') {
    const text = numberText(v)
    const [lo, hi] = INT_RANGES[kind.k] as readonly [bigint, bigint]
    if (/^-?(0|[1-9][0-9]*)$/.test(text)) {
      const b = BigInt(text)
      if (b >= lo && b <= hi) return Number(b)
    }
    typeError(w, describe(v, true), kind, v)
    return zeroOf(kind)
  }
  typeError(w, describe(v, false), kind, v)
  return zeroOf(kind)
}

const decodeScalar = (w: Walk, kind: Kind, v: unknown): unknown => {
  switch (kind.k) {
    case 'string':
      if (typeof v === 'string') return v
      typeError(w, describe(v, false), kind, v)
      return zeroOf(kind)
    case 'bool':
      if (typeof v === 'boolean') return v
      typeError(w, describe(v, false), kind, v)
      return zeroOf(kind)
    case 'int32':
    case 'int64':
    case 'uint32':
    case 'uint64':
      return decodeInt(w, kind, v)
    case 'float64':
      if (typeof v === 'number') return v
      if (v instanceof NumberLiteral) return Number(v.text)
      typeError(w, describe(v, false), kind, v)
      return zeroOf(kind)
    case 'quantity': {
      const q = decodeQuantity(v)
      if (q.ok) return q.value
      issue(w, 'fatal', q.error)
      return zeroOf(kind)
    }
    case 'intOrString': {
      if (typeof v === 'string') return v
      const k = jsonKind(v)
      if (k === 'number') {
        const n = v instanceof NumberLiteral ? Number(v.text) : (v as number)
        if (
          Number.isInteger(n) &&
          n >= -2147483648 &&
          n <= 2147483647 &&
          (!(v instanceof NumberLiteral) || /^-?(0|[1-9][0-9]*)$/.test(v.text))
        ) {
          return n
        }
      }
      issue(w, 'fatal', `json: cannot unmarshal ${describe(v, true)} into Go value of type int32`)
      return zeroOf(kind)
    }
    case 'time':
    case 'microTime': {
      if (typeof v !== 'string') {
        issue(w, 'fatal', `json: cannot unmarshal ${describe(v, false)} into Go value of type string`, undefined, {
          value: badValue(v),
          expected: 'string',
        })
        return undefined
      }
      const t = canonicalGoTime(v)
      if (t.ok) return w.givenTimes ? v : t.value
      issue(w, 'fatal', t.error)
      return undefined
    }
    case 'duration':
    case 'bytes':
      if (typeof v === 'string') return v
      typeError(w, describe(v, false), kind, v)
      return zeroOf(kind)
    case 'raw':
      return snapshotJson(w, v, 0)
    default:
      return undefined
  }
}

/** Decodes a caller's value of `kind`. */
const decodeValue = (w: Walk, kind: Kind, raw: unknown): unknown => decodeJsonValue(w, kind, toJsonValue(raw))

/**
 * Decodes one value of `kind`, already converted by `toJsonValue`. `null`
 * gives the zero value (`undefined` for pointers, slices and maps).
 */
const decodeJsonValue = (w: Walk, kind: Kind, v: unknown, prev?: unknown): unknown => {
  if (!spend(w)) return zeroOf(kind)
  if (v === null || v === undefined) {
    if (kind.pointer || kind.k === 'slice' || kind.k === 'map') return undefined
    // null leaves any other Go value as it was.
    return prev === undefined ? zeroOf(kind) : prev
  }
  switch (kind.k) {
    case 'struct':
      return decodeStructValue(w, kind, kind.struct(), v, prev)
    case 'slice':
      return decodeSlice(w, kind, v)
    case 'map':
      return decodeMap(w, kind, v, prev)
    default:
      return decodeScalar(w, kind, v)
  }
}

const enter = (w: Walk, o: object): boolean => {
  if (w.active.has(o)) {
    limit(w, 'the value contains a cycle: an object that contains itself cannot be sent as JSON')
    return false
  }
  w.active.add(o)
  return true
}

const decodeSlice = (w: Walk, kind: Kind & { readonly elem: Kind }, v: unknown): unknown => {
  if (jsonKind(v) !== 'array') {
    typeError(w, describe(v, false), kind, v)
    return undefined
  }
  const a = v as readonly unknown[]
  if (!enter(w, a)) return undefined
  const n = arrayLength(a)
  if (n > w.budget) {
    w.active.delete(a)
    limit(w, `the array of length ${n} is larger than the decoding limit allows`)
    w.exhausted = true
    return undefined
  }
  const out: unknown[] = new Array(n)
  for (let i = 0; i < n; i++) {
    w.path.push(i)
    const item = ownItem(a, i)
    if (item === HOLE) {
      limit(w, 'the array has a hole here (a sparse array cannot be sent as JSON)')
      out[i] = zeroOf(kind.elem)
    } else {
      out[i] = decodeValue(w, kind.elem, item)
    }
    w.path.pop()
  }
  w.active.delete(a)
  return out
}

/**
 * Visits the members of an object as Go reads them: in document order with
 * every repeat (marked) when the parser listed them, else the own keys
 * (`wanted` filters keys before their value is read).
 */
const forEachMember = (
  w: Walk,
  o: object,
  wanted: (key: string) => boolean,
  visit: (key: string, raw: unknown, repeat: boolean) => void,
): void => {
  const listed = w.members?.get(o)
  if (listed === undefined) {
    const dup = w.duplicates?.get(o)
    const keys = Object.keys(o)
    for (let ki = 0; ki < keys.length; ki++) {
      const key = keys[ki] as string
      if (wanted(key)) visit(key, ownValue(o, key), dup?.includes(key) === true)
    }
    return
  }
  const seen = new Set<string>()
  for (const [key, raw] of listed) {
    if (wanted(key)) visit(key, raw, seen.has(key))
    seen.add(key)
  }
}

const ANY_KEY = (): boolean => true

/** A Go map decoded before (merged into by a repeated key), as a fresh null-prototype copy. */
const mapBase = (prev: unknown): Record<string, unknown> => {
  const out: Record<string, unknown> = Object.create(null)
  if (prev !== null && typeof prev === 'object')
    for (const k of Object.keys(prev)) out[k] = (prev as Record<string, unknown>)[k]
  return out
}

const decodeMap = (w: Walk, kind: Kind & { readonly elem: Kind }, v: unknown, prev?: unknown): unknown => {
  if (jsonKind(v) !== 'object') {
    typeError(w, describe(v, false), kind, v)
    return undefined
  }
  const o = v as object
  if (!enter(w, o)) return undefined
  const out = mapBase(prev)
  forEachMember(w, o, ANY_KEY, (k, raw, repeat) => {
    // Go reports a repeated key where it reads it again.
    if (repeat) issue(w, 'duplicateField', `duplicate field "${joinPath(pathText(w), k)}"`, k)
    const value = toJsonValue(raw)
    if (value === undefined) return
    w.path.push(k)
    w.mapKeys.push(w.path.length - 1)
    // A map element is decoded fresh (a repeated key replaces it).
    out[k] = decodeJsonValue(w, kind.elem, value)
    w.mapKeys.pop()
    w.path.pop()
  })
  w.active.delete(o)
  return out
}

/**
 * One member `key` of a struct decoded into `out`; an unknown field kept
 * (a `'keep'` decode) is returned, to be stored on the struct.
 */
const decodeStructMember = (
  w: Walk,
  schema: StructSchema,
  out: Record<string, unknown>,
  key: string,
  raw: unknown,
  repeat: boolean,
  goDepth: number,
): readonly [string, JsonValue] | undefined => {
  const f = schema.index.get(key)
  // Go reports a repeated known field where it reads it again: before the value.
  if (f !== undefined && repeat) issue(w, 'duplicateField', `duplicate field "${joinPath(pathText(w), key)}"`, key)
  const value = toJsonValue(raw)
  if (value === undefined) return undefined
  if (f === undefined) {
    issue(w, 'unknownField', `unknown field "${joinPath(pathText(w), key)}"`, key)
    if (!w.keepUnknown) return undefined
    w.path.push(key)
    const kept = snapshotJson(w, value, 0)
    w.path.pop()
    return kept === undefined ? undefined : [key, kept]
  }
  const savedStruct = w.goStruct
  w.goStruct = schema.goName
  for (let vi = 0; vi < f.via.length; vi++) w.goStack.push(f.via[vi] as string)
  w.goStack.push(key)
  w.path.push(key)
  // Go decodes into the field's current value: its zero value, or what a repeated key (or a repeated parent) left.
  out[key] = decodeJsonValue(w, f.kind, value, out[key])
  w.path.pop()
  while (w.goStack.length > goDepth) w.goStack.pop()
  w.goStruct = savedStruct
  return undefined
}

const keepMember = (
  kept: Array<readonly [string, JsonValue]> | undefined,
  member: readonly [string, JsonValue],
): Array<readonly [string, JsonValue]> => {
  const out = kept ?? []
  out.push(member)
  return out
}

const decodeStructValue = (w: Walk, kind: Kind, schema: StructSchema, v: unknown, prev?: unknown): unknown => {
  if (jsonKind(v) !== 'object') {
    typeError(w, describe(v, false), kind, v)
    return zeroStruct(schema)
  }
  const o = v as object
  if (!enter(w, o)) return zeroStruct(schema)
  // A clone of the frozen zero value has every field, in Go's order, with one hidden class per struct
  // (a struct decoded before, for a repeated key: Go decodes into it).
  const out: Record<string, unknown> =
    prev !== null && typeof prev === 'object' ? { ...(prev as object) } : freshZero(schema)
  const savedStruct = w.goStruct
  const goDepth = w.goStack.length
  let unknown: Array<readonly [string, JsonValue]> | undefined
  // The members as forEachMember visits them, without a closure per struct (the hot path).
  const listed = w.members?.get(o)
  if (listed === undefined) {
    const dup = w.duplicates?.get(o)
    const keys = Object.keys(o)
    for (let ki = 0; ki < keys.length; ki++) {
      const key = keys[ki] as string
      if (!w.reportUnknown && !schema.index.has(key)) continue
      const kept = decodeStructMember(w, schema, out, key, ownValue(o, key), dup?.includes(key) === true, goDepth)
      if (kept !== undefined) unknown = keepMember(unknown, kept)
    }
  } else {
    const seen = new Set<string>()
    for (const [key, raw] of listed) {
      if (w.reportUnknown || schema.index.has(key)) {
        const kept = decodeStructMember(w, schema, out, key, raw, seen.has(key), goDepth)
        if (kept !== undefined) unknown = keepMember(unknown, kept)
      }
      seen.add(key)
    }
  }
  w.goStruct = savedStruct
  if (unknown !== undefined) Object.defineProperty(out, UNKNOWN, { value: unknown, enumerable: false })
  w.active.delete(o)
  return out
}

/** A plain JSON copy of a caller's value the schema does not describe (unknown fields, raw fields). */
const snapshot = (w: Walk, raw: unknown, depth: number): JsonValue | undefined =>
  snapshotJson(w, toJsonValue(raw), depth)

const snapshotJson = (w: Walk, v: unknown, depth: number): JsonValue | undefined => {
  if (!spend(w)) return undefined
  switch (jsonKind(v)) {
    case 'absent':
      return undefined
    case 'null':
      return null
    case 'string':
    case 'bool':
      return v as string | boolean
    case 'number':
      return v instanceof NumberLiteral ? Number(v.text) : (v as number)
  }
  if (depth >= w.maxDepth) {
    // Fatal, as Go's scanner stops at its depth limit: reported once, the
    // rest is not read (an object shared along many paths would otherwise
    // report it once per path).
    limit(w, `the value is nested more than ${w.maxDepth} levels deep`)
    w.exhausted = true
    return null
  }
  const o = v as object
  if (!enter(w, o)) return null
  if (Array.isArray(o)) {
    const n = arrayLength(o)
    if (n > w.budget) {
      w.active.delete(o)
      limit(w, `the array of length ${n} is larger than the decoding limit allows`)
      w.exhausted = true
      return null
    }
    const out: JsonValue[] = []
    for (let i = 0; i < n; i++) {
      const item = ownItem(o, i)
      w.path.push(i)
      if (item === HOLE) limit(w, 'the array has a hole here (a sparse array cannot be sent as JSON)')
      out.push(item === HOLE ? null : (snapshot(w, item, depth + 1) ?? null))
      w.path.pop()
    }
    w.active.delete(o)
    return out
  }
  const out: Record<string, JsonValue> = {}
  for (const [k, item] of ownEntries(o)) {
    w.path.push(k)
    const value = snapshot(w, item, depth + 1)
    w.path.pop()
    if (value !== undefined) setOwn(out, k, value)
  }
  w.active.delete(o)
  return out
}

const newWalk = (options: DecodeOptions | undefined): Walk => ({
  issues: [],
  budget: options?.maxNodes ?? 1_000_000,
  keepUnknown: options?.unknownFields === 'keep',
  reportUnknown: options?.unknownFields !== 'ignore',
  maxDepth: options?.maxDepth ?? 1000,
  duplicates: options?.duplicates,
  members: options?.members,
  active: new Set(),
  goStruct: '',
  goStack: [],
  path: [],
  mapKeys: [],
  exhausted: false,
  givenTimes: options?.times === 'given',
})

/**
 * Decodes any value into the model of `schema`. Total: whatever the value
 * is or does, the result is a model (zero where nothing could be read) and
 * the list of issues.
 *
 * @example
 * declare const JobSchema: StructSchema<{ spec: { parallelism: number | undefined } }>
 * decodeStruct(JobSchema, { spec: { parallelism: 'two' } }).issues[0]?.message
 * // 'json: cannot unmarshal string into Go struct field JobSpec.spec.parallelism of type int32'
 */
export const decodeStruct = <T>(schema: StructSchema<T>, input: unknown, options?: DecodeOptions): Decoded<T> => {
  const w = newWalk(options)
  try {
    const value = decodeValue(
      w,
      { k: 'struct', goType: `v1.${schema.goName}`, pointer: false, struct: () => schema },
      input,
    )
    return { value: value as T, issues: w.issues }
  } catch (e) {
    issue(w, 'limit', `the value could not be read: ${describeThrown(e)}`)
    return { value: zeroStruct(schema), issues: w.issues }
  }
}

/**
 * Decodes any value as a JSON value (for fields kept raw): the same guards
 * as {@link decodeStruct}.
 *
 * @example
 * decodeJson({ a: [1, new Date(0)] }).value // { a: [1, '1970-01-01T00:00:00.000Z'] }
 */
export const decodeJson = (input: unknown, options?: DecodeOptions): Decoded<JsonValue | undefined> => {
  const w = newWalk(options)
  try {
    return { value: snapshot(w, input, 0), issues: w.issues }
  } catch (e) {
    issue(w, 'limit', `the value could not be read: ${describeThrown(e)}`)
    return { value: undefined, issues: w.issues }
  }
}

/**
 * The error Go's decoder returns for these issues, if any: the first
 * `fatal` or `limit` issue (those stop Go's decoder, or would), else the
 * first `type` issue. Strict-mode issues are not decode errors.
 *
 * @example
 * goDecodeError([{ kind: 'type', path: 'spec', message: 'json: …' }])?.message // 'json: …'
 */
export const goDecodeError = (issues: readonly DecodeIssue[]): DecodeIssue | undefined => {
  let firstType: DecodeIssue | undefined
  for (const i of issues) {
    if (i.kind === 'fatal' || i.kind === 'limit') return i
    if (i.kind === 'type' && firstType === undefined) firstType = i
  }
  return firstType
}
