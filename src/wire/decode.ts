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
 * total and its work is bounded by the size of its input ({@link ./walk}).
 *
 * The model it builds has every field of every struct as an own property in
 * Go's field order (Go's zero value where the input had none, {@link ./zero}),
 * maps as null-prototype objects, and nothing else — so code reading the
 * model never reaches a prototype, whatever a polluted `Object.prototype`
 * holds. This file walks structs, slices and maps; scalars are
 * {@link ./decode-scalar}'s, values the schema does not describe
 * {@link ./snapshot}'s.
 *
 * @module
 */
import { decodeScalar } from './decode-scalar'
import type { Decoded } from './decode-issue'
import { HOLE, arrayLength, describeThrown, jsonKind, ownItem, ownValue, toJsonValue } from './read'
import type { FieldSchema, Kind, StructSchema } from './schema'
import { snapshot, snapshotJson } from './snapshot'
import { duplicateField, unknownField } from './strict-fields'
import { MINOR_RULES } from '../profile/minor-rules'
import { fieldInMinor } from './field-minors'
import { retiredField } from './retired-fields'
import { describe, typeError } from './type-errors'
import { storeUnknownFields } from './unknown-fields'
import type { JsonValue } from './values'
import { type DecodeOptions, type Walk, enter, fitsBudget, hole, issue, newWalk, spend } from './walk'
import { freshZero, zeroOf, zeroStruct } from './zero'

/** Decodes a caller's value of `kind` (a plain JSON tree's values are already converted). */
const decodeValue = (w: Walk, kind: Kind, raw: unknown): unknown =>
  decodeJsonValue(w, kind, w.plain ? raw : toJsonValue(raw))

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

const decodeSlice = (w: Walk, kind: Kind & { readonly elem: Kind }, v: unknown): unknown => {
  if (jsonKind(v) !== 'array') {
    typeError(w, describe(v, false), kind, v)
    return undefined
  }
  const a = v as readonly unknown[]
  if (!enter(w, a)) return undefined
  const n = arrayLength(a)
  if (!fitsBudget(w, a, n)) return undefined
  const out: unknown[] = new Array(n)
  for (let i = 0; i < n; i++) {
    w.path.push(i)
    const item = w.plain ? a[i] : ownItem(a, i)
    if (item === HOLE) {
      hole(w)
      out[i] = zeroOf(kind.elem)
    } else {
      out[i] = decodeValue(w, kind.elem, item)
    }
    w.path.pop()
  }
  w.active.delete(a)
  return out
}

type Kept = Array<readonly [string, JsonValue]>

/**
 * Decodes the members of `o` into `out` as Go reads them: in document
 * order with every repeat when the parser listed them (`members`), else the
 * own keys (repeats from `duplicates`). Into a struct's fields (`schema`)
 * or, with `schema` null, into the entries of a map of `elem`: one loop for
 * both, with no closure per object on the hot path. Returns the unknown
 * fields a `'keep'` decode keeps.
 */
const decodeMembers = (
  w: Walk,
  o: object,
  out: Record<string, unknown>,
  schema: StructSchema | null,
  elem: Kind | null,
): Kept | undefined => {
  const listed = w.members?.get(o)
  const keys = listed === undefined ? Object.keys(o) : undefined
  const dup = listed === undefined ? w.duplicates?.get(o) : undefined
  const seen = listed === undefined ? undefined : new Set<string>()
  const n = listed === undefined ? (keys as string[]).length : listed.length
  const goDepth = w.goStack.length
  let kept: Kept | undefined
  for (let i = 0; i < n; i++) {
    let key: string
    let repeat: boolean
    if (listed === undefined) {
      key = (keys as string[])[i] as string
      repeat = dup?.includes(key) === true
    } else {
      key = (listed[i] as readonly [string, unknown])[0]
      repeat = (seen as Set<string>).has(key)
      ;(seen as Set<string>).add(key)
    }
    let f = schema === null ? undefined : schema.index.get(key)
    // A field the decoded minor's Go types lack is an unknown field there.
    if (f !== undefined && w.minor !== 0 && !fieldInMinor((schema as StructSchema).goName, key, w.minor)) f = undefined
    // A field the decoded minor has that the newest types lack (./retired-fields).
    else if (f === undefined && schema !== null && w.minor !== 0) f = retiredField(schema.goName, key, w.minor)
    // With unknown fields ignored, a member no field takes is not even read.
    if (schema !== null && f === undefined && !w.reportUnknown) continue
    const raw =
      listed === undefined
        ? w.plain
          ? (o as Record<string, unknown>)[key]
          : ownValue(o, key)
        : (listed[i] as readonly [string, unknown])[1]
    if (schema === null) decodeMapEntry(w, elem as Kind, out, key, raw, repeat)
    else {
      const unknown = decodeStructMember(w, schema, f, out, key, raw, repeat, goDepth)
      if (unknown !== undefined) {
        kept ??= []
        kept.push(unknown)
      }
    }
  }
  return kept
}

/** A Go map decoded before (merged into by a repeated key), as a fresh null-prototype copy. */
const mapBase = (prev: unknown): Record<string, unknown> => {
  const out: Record<string, unknown> = Object.create(null)
  // The model's own string keys, set on an object with no prototype (so `__proto__` is a key there too).
  if (prev !== null && typeof prev === 'object') Object.assign(out, prev)
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
  decodeMembers(w, o, out, null, kind.elem)
  w.active.delete(o)
  return out
}

/** One entry `key` of a map decoded into `out`. */
const decodeMapEntry = (
  w: Walk,
  elem: Kind,
  out: Record<string, unknown>,
  key: string,
  raw: unknown,
  repeat: boolean,
): void => {
  // Go reports a repeated key where it reads it again.
  if (repeat) duplicateField(w, key)
  const value = w.plain ? raw : toJsonValue(raw)
  if (value === undefined) return
  w.path.push(key)
  w.mapKeys.push(w.path.length - 1)
  // A map element is decoded fresh (a repeated key replaces it).
  out[key] = decodeJsonValue(w, elem, value)
  w.mapKeys.pop()
  w.path.pop()
}

/**
 * One member `key` of a struct decoded into `out` (`f` its field, if it has
 * one); an unknown field kept (a `'keep'` decode) is returned, to be stored
 * on the struct.
 */
const decodeStructMember = (
  w: Walk,
  schema: StructSchema,
  f: FieldSchema | undefined,
  out: Record<string, unknown>,
  key: string,
  raw: unknown,
  repeat: boolean,
  goDepth: number,
): readonly [string, JsonValue] | undefined => {
  // Go reports a repeated known field where it reads it again: before the value.
  if (f !== undefined && repeat) duplicateField(w, key)
  const value = w.plain ? raw : toJsonValue(raw)
  if (value === undefined) return undefined
  if (f === undefined) {
    unknownField(w, key)
    if (!w.keepUnknown) return undefined
    w.path.push(key)
    const kept = snapshotJson(w, value, 0)
    w.path.pop()
    return kept === undefined ? undefined : [key, kept]
  }
  const savedStruct = w.goStruct
  w.goStruct = schema.goName
  // the embedded structs Go passes: named in the path from 1.35 on (MINOR_RULES.decodePathsNameEmbeddedStructs)
  if (w.minor === 0 || w.minor >= MINOR_RULES.decodePathsNameEmbeddedStructs)
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

const decodeStructValue = (w: Walk, kind: Kind, schema: StructSchema, v: unknown, prev?: unknown): unknown => {
  if (jsonKind(v) !== 'object') {
    typeError(w, describe(v, false), kind, v)
    return zeroStruct(schema)
  }
  const o = v as object
  if (!enter(w, o)) return zeroStruct(schema)
  // A copy of the zero value has every field, in Go's order, with one hidden class per struct
  // (a struct decoded before, for a repeated key: Go decodes into it).
  const out: Record<string, unknown> =
    prev !== null && typeof prev === 'object' ? { ...(prev as object) } : freshZero(schema)
  const unknown = decodeMembers(w, o, out, schema, null)
  if (unknown !== undefined) storeUnknownFields(out, unknown)
  w.active.delete(o)
  return out
}

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
    return { value: value as T, issues: w.issues, ...(w.exactIntegers && { exactIntegers: w.exactIntegers }) }
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
