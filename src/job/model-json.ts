/**
 * The decoded batch/v1 model as the JSON the Job pipelines (`createJob`,
 * `updateJob`, validation) read. Unlike a GET's encoding, a map or list that
 * was present but empty stays (`labels: {}`), because Go's in-memory object
 * keeps that difference and validation messages show it (`Invalid value:
 * {}` versus `Invalid value: null`); `omitzero` fields (timestamps) are left
 * out when zero.
 *
 * @module
 */
import { quantityToString } from '../core/quantity/canonical'
import type { Quantity } from '../core/quantity/types'
import { isZeroScalar } from '../wire/encode'
import { setOwn } from '../wire/read'
import type { FieldSchema, Kind, StructSchema } from '../wire/schema'

const value = (kind: Kind, v: unknown): unknown => {
  switch (kind.k) {
    case 'struct':
      return modelToJson(kind.struct(), v as object)
    case 'slice':
      return (v as readonly unknown[]).map((x) => (x === undefined ? null : value(kind.elem, x)))
    case 'map': {
      const out: Record<string, unknown> = {}
      for (const k of Object.keys(v as object)) {
        const x = (v as Record<string, unknown>)[k]
        setOwn(out, k, x === undefined ? null : value(kind.elem, x))
      }
      return out
    }
    case 'quantity':
      return quantityToString(v as Quantity)
    default:
      return v
  }
}

/**
 * A model struct as plain JSON for the pipelines: nil pointers, nil
 * `omitempty` slices and maps and zero `omitempty` scalars left out (a nil
 * list or map without `omitempty` is `null`, as Go writes it); empty but present maps and
 * lists kept; quantities in canonical form.
 *
 * @example
 * declare const S: StructSchema<{ labels: Record<string, string> | undefined }>
 * modelToJson(S, { labels: {} }) // { labels: {} }
 */
export const modelToJson = (schema: StructSchema, model: object): Record<string, unknown> => {
  const m = model as Readonly<Record<string, unknown>>
  const out: Record<string, unknown> = {}
  const fields = schema.fields
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i] as FieldSchema
    const v = m[f.json]
    if (v === undefined) {
      // A nil list or map Go writes as null unless omitempty (the pipelines' decoders expect the field).
      if (!f.omitEmpty && (f.kind.k === 'slice' || f.kind.k === 'map')) out[f.json] = null
      continue
    }
    if (f.omitEmpty && !f.kind.pointer && isZeroScalar(f.kind, v)) continue
    out[f.json] = value(f.kind, v)
  }
  return out
}
