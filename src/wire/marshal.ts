/**
 * Go's `json.Marshal` text of a wire value of a known Go type: struct fields
 * in declaration order (as the schema lists them), map keys in byte order,
 * slices in order. Used where Go prints a typed value, such as the bad value
 * of a field error whose value is a struct.
 *
 * @module
 */
import { compareGoStrings, goJsonMarshal, goJsonString } from '../field/go-format'
import type { FieldSchema, Kind } from './schema'

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

type KeyOf = (f: FieldSchema) => string

const jsonKey: KeyOf = (f) => f.json

const marshalAs = (kind: Kind, v: unknown, depth: number, keyOf: KeyOf = jsonKey): string => {
  if (depth > 1000) return 'null'
  switch (kind.k) {
    case 'struct': {
      if (!isRecord(v)) return goJsonMarshal(v)
      const parts: string[] = []
      for (const f of kind.struct().fields) {
        const k = keyOf(f)
        if (Object.hasOwn(v, k)) parts.push(`${goJsonString(k)}:${marshalAs(f.kind, v[k], depth + 1, keyOf)}`)
      }
      return `{${parts.join(',')}}`
    }
    case 'slice':
      return Array.isArray(v)
        ? `[${v.map((x: unknown) => marshalAs(kind.elem, x, depth + 1, keyOf)).join(',')}]`
        : goJsonMarshal(v)
    case 'map': {
      if (!isRecord(v)) return goJsonMarshal(v)
      const keys = Object.keys(v).sort(compareGoStrings)
      return `{${keys.map((k) => `${goJsonString(k)}:${marshalAs(kind.elem, v[k], depth + 1, keyOf)}`).join(',')}}`
    }
    default:
      return goJsonMarshal(v)
  }
}

/**
 * `json.Marshal` of the wire value `value` (as `encodeStruct` writes it) of
 * the Go type `kind`. Keys the type does not declare are left out; a value
 * of the wrong shape is marshalled as plain JSON. Never throws.
 *
 * @example
 * import { OwnerReferenceSchema } from '../core/generated/meta-schema'
 * import { struct } from './schema'
 * marshalWire(struct(() => OwnerReferenceSchema, 'v1.OwnerReference'), { uid: 'u', controller: true, kind: 'Pod' })
 * //=> '{"kind":"Pod","uid":"u","controller":true}'
 */
export const marshalWire = (kind: Kind, value: unknown): string => marshalAs(kind, value, 0)

/** The Go field name of a JSON field of the batch policy types (`rules` → `Rules`). */
const goFieldName: KeyOf = (f) => f.json.charAt(0).toUpperCase() + f.json.slice(1)

const internalAs = (kind: Kind, v: unknown, depth: number): unknown => {
  if (depth > 1000) return null
  if (v === undefined || v === null) {
    if (kind.pointer) return null
    switch (kind.k) {
      case 'struct':
        return internalAs(kind, {}, depth)
      case 'string':
        return ''
      case 'bool':
        return false
      case 'int32':
      case 'int64':
      case 'uint32':
      case 'uint64':
      case 'float64':
        return 0
      default:
        return null
    }
  }
  switch (kind.k) {
    case 'struct': {
      if (!isRecord(v)) return v
      const out: Record<string, unknown> = {}
      for (const f of kind.struct().fields) out[goFieldName(f)] = internalAs(f.kind, v[f.json], depth + 1)
      return out
    }
    case 'slice':
      return Array.isArray(v) ? v.map((x: unknown) => internalAs(kind.elem, x, depth + 1)) : v
    default:
      return v
  }
}

/**
 * A wire value (as `encodeStruct` writes it) of a batch policy type
 * (`PodFailurePolicy`, `SuccessPolicy`) as Go's *internal* type prints it in
 * a field error: Go field names (`Rules`, `SucceededIndexes`), every field
 * present (no `omitempty`: nil pointers and slices `null`, absent scalars at
 * their zero value), in declaration order. `value` is the bad value, `text`
 * its `json.Marshal` text. Never throws.
 *
 * @example
 * import { SuccessPolicySchema } from '../job/generated/batch-schema'
 * import { struct } from './schema'
 * internalGoValue(struct(() => SuccessPolicySchema, 'v1.SuccessPolicy', true), { rules: [{ succeededIndexes: '0-9' }] }).text
 * //=> '{"Rules":[{"SucceededIndexes":"0-9","SucceededCount":null}]}'
 */
export const internalGoValue = (kind: Kind, value: unknown): { readonly value: unknown; readonly text: string } => {
  const internal = internalAs(kind, value, 0)
  return { value: internal, text: marshalAs(kind, internal, 0, goFieldName) }
}
