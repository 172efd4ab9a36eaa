/**
 * Go's `json.Marshal` text of a wire value of a known Go type: struct fields
 * in declaration order (as the schema lists them), map keys in byte order,
 * slices in order. Used where Go prints a typed value, such as the bad value
 * of a field error whose value is a struct.
 *
 * @module
 */
import { compareGoStrings, goJsonMarshal, goJsonString } from '../field/go-format'
import { isZeroScalar } from './encode'
import type { FieldSchema, Kind } from './schema'
import { isStruct as isRecord } from './shape'

type KeyOf = (f: FieldSchema) => string

/**
 * Go's `isEmptyValue` on a wire value (`omitempty`): nil (absent or `null`),
 * an empty slice, map or string, `false`, `0`; never a struct.
 */
const isEmptyWire = (kind: Kind, v: unknown): boolean => {
  if (v === undefined || v === null) return true
  if (kind.pointer) return false
  switch (kind.k) {
    case 'slice':
      return Array.isArray(v) && v.length === 0
    case 'map':
      return isRecord(v) && Object.keys(v).length === 0
    default:
      return isZeroScalar(kind, v)
  }
}

/** Whether `json.Marshal` leaves the field out: `omitempty` on an empty value, `omitzero` on a zero one. */
const omitted = (f: FieldSchema, v: unknown): boolean =>
  (f.omitEmpty && isEmptyWire(f.kind, v)) ||
  (f.omitZero && (v === undefined || v === null || (!f.kind.pointer && isZeroScalar(f.kind, v))))

const jsonKey: KeyOf = (f) => f.json

const marshalAs = (kind: Kind, v: unknown, depth: number, keyOf: KeyOf = jsonKey): string => {
  if (depth > 1000) return 'null'
  switch (kind.k) {
    case 'struct': {
      if (!isRecord(v)) return goJsonMarshal(v)
      const parts: string[] = []
      for (const f of kind.struct().fields) {
        const k = keyOf(f)
        if (Object.hasOwn(v, k) && !omitted(f, v[k]))
          parts.push(`${goJsonString(k)}:${marshalAs(f.kind, v[k], depth + 1, keyOf)}`)
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
 * the Go type `kind`: struct fields in declaration order, `omitempty` and
 * `omitzero` fields left out when empty (`"values":[]` of a selector
 * requirement, an empty `matchLabels`), map keys sorted. Keys the type does
 * not declare are left out; a value of the wrong shape is marshalled as
 * plain JSON. Never throws.
 *
 * @example
 * import { OwnerReferenceSchema } from '../core/generated/meta-schema'
 * import { struct } from './schema'
 * marshalWire(struct(() => OwnerReferenceSchema, 'v1.OwnerReference'), { uid: 'u', controller: true, kind: 'Pod' })
 * //=> '{"kind":"Pod","uid":"u","controller":true}'
 */
export const marshalWire = (kind: Kind, value: unknown): string => marshalAs(kind, value, 0)

/**
 * The internal Go value of a wire value and its `json.Marshal` text (moved
 * to `internal-render.ts`, which follows the generated internal-type keys).
 *
 * @example
 * import { SuccessPolicySchema } from '../job/generated/batch-schema'
 * import { struct } from './schema'
 * internalGoValue(struct(() => SuccessPolicySchema, 'v1.SuccessPolicy', true), { rules: [] }).text
 * //=> '{"Rules":[]}'
 */
export { internalGoValue } from './internal-render'
