/**
 * The schema tables that drive decoding and encoding: for every Go struct,
 * its JSON fields in Go's order with their Go kind, Go type name (as Go's
 * JSON errors print it), pointer-ness and `omitempty`. The tables are
 * generated from the pinned Go types by `scripts/generate-model.mjs`; this
 * file holds their shape and the constructors the generated files call.
 *
 * @module
 */

/**
 * The kinds of scalar JSON values Go decodes with a rule of its own.
 *
 * @example
 * const k: ScalarKind = 'int32'
 */
export type ScalarKind =
  | 'string'
  | 'bool'
  | 'int32'
  | 'int64'
  | 'uint32'
  | 'uint64'
  | 'float64'
  | 'quantity'
  | 'intOrString'
  | 'time'
  | 'microTime'
  | 'duration'
  | 'bytes'
  | 'raw'

/**
 * The Go kind of a field: a scalar, a struct, a slice or a map, possibly
 * behind a pointer. `goType` is the name Go's JSON errors use
 * (`int32`, `v1.RestartPolicy`, `[]v1.Container`).
 *
 * @example
 * const k: Kind = { k: 'int32', goType: 'int32', pointer: true }
 */
export type Kind =
  | { readonly k: ScalarKind; readonly goType: string; readonly pointer: boolean }
  | { readonly k: 'struct'; readonly goType: string; readonly pointer: boolean; readonly struct: () => StructSchema }
  | { readonly k: 'slice' | 'map'; readonly goType: string; readonly pointer: boolean; readonly elem: Kind }

/**
 * One JSON field of a struct. `via` names the embedded Go structs it is
 * promoted from (`['VolumeSource']` for `Volume.hostPath`), which Go's
 * decode errors include in the field path.
 *
 * @example
 * const f: FieldSchema = { json: 'parallelism', kind: scalar('int32', 'int32', true), omitEmpty: true, omitZero: false, via: [] }
 */
export interface FieldSchema {
  readonly json: string
  readonly kind: Kind
  readonly omitEmpty: boolean
  readonly omitZero: boolean
  readonly via: readonly string[]
}

/**
 * A Go struct: its name in this library, its Go name (for errors) and its
 * fields in Go's order. `index` finds a field by JSON name.
 *
 * @example
 * declare const s: StructSchema
 * s.index.get('name')?.json // 'name'
 */
export interface StructSchema<T = unknown> {
  readonly name: string
  readonly goName: string
  readonly fields: readonly FieldSchema[]
  readonly index: ReadonlyMap<string, FieldSchema>
  /** Phantom: the model type the schema decodes to. */
  readonly _model?: T
}

/**
 * A scalar kind.
 *
 * @example
 * scalar('string', 'v1.RestartPolicy') // { k: 'string', goType: 'v1.RestartPolicy', pointer: false }
 */
export const scalar = (k: ScalarKind, goType: string, pointer = false): Kind => ({ k, goType, pointer })

/**
 * A struct kind; `struct` is a thunk so that tables may refer to each other
 * in any order.
 *
 * @example
 * declare const ContainerSchema: StructSchema
 * struct(() => ContainerSchema, 'v1.Container')
 */
export const struct = (schema: () => StructSchema, goType: string, pointer = false): Kind => ({
  k: 'struct',
  goType,
  pointer,
  struct: schema,
})

/**
 * A slice kind.
 *
 * @example
 * slice(scalar('string', 'string'), '[]string')
 */
export const slice = (elem: Kind, goType: string, pointer = false): Kind => ({ k: 'slice', goType, pointer, elem })

/**
 * A map kind (string keys).
 *
 * @example
 * map(scalar('string', 'string'), 'map[string]string')
 */
export const map = (elem: Kind, goType: string, pointer = false): Kind => ({ k: 'map', goType, pointer, elem })

/**
 * One field of a struct table.
 *
 * @example
 * field('name', scalar('string', 'string'))
 */
export const field = (
  json: string,
  kind: Kind,
  options: { readonly omitEmpty?: boolean; readonly omitZero?: boolean; readonly via?: readonly string[] } = {},
): FieldSchema => ({
  json,
  kind,
  omitEmpty: options.omitEmpty === true,
  omitZero: options.omitZero === true,
  via: options.via ?? [],
})

/**
 * A struct table.
 *
 * @example
 * const S = structSchema<{ name: string }>('Example', 'Example', [field('name', scalar('string', 'string'))])
 * S.index.has('name') // true
 */
export const structSchema = <T>(name: string, goName: string, fields: readonly FieldSchema[]): StructSchema<T> => {
  const index = new Map<string, FieldSchema>()
  for (const f of fields) index.set(f.json, f)
  return { name, goName, fields, index }
}
