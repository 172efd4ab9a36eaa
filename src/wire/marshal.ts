/**
 * Go's `json.Marshal` text of a wire value of a known Go type: struct fields
 * in declaration order (as the schema lists them), map keys in byte order,
 * slices in order. Used where Go prints a typed value, such as the bad value
 * of a field error whose value is a struct.
 *
 * @module
 */
import { compareGoStrings, goJsonMarshal, goJsonString } from '../field/go-format'
import type { Kind } from './schema'

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const marshalAs = (kind: Kind, v: unknown, depth: number): string => {
  if (depth > 1000) return 'null'
  switch (kind.k) {
    case 'struct': {
      if (!isRecord(v)) return goJsonMarshal(v)
      const parts: string[] = []
      for (const f of kind.struct().fields) {
        if (Object.hasOwn(v, f.json)) parts.push(`${goJsonString(f.json)}:${marshalAs(f.kind, v[f.json], depth + 1)}`)
      }
      return `{${parts.join(',')}}`
    }
    case 'slice':
      return Array.isArray(v)
        ? `[${v.map((x: unknown) => marshalAs(kind.elem, x, depth + 1)).join(',')}]`
        : goJsonMarshal(v)
    case 'map': {
      if (!isRecord(v)) return goJsonMarshal(v)
      const keys = Object.keys(v).sort(compareGoStrings)
      return `{${keys.map((k) => `${goJsonString(k)}:${marshalAs(kind.elem, v[k], depth + 1)}`).join(',')}}`
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
