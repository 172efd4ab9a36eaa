/**
 * Go's zero values in the model, and fast copies of model structs: every
 * struct has every field as an own property in Go's order, so one object
 * literal per struct (generated where code generation is allowed) copies it
 * with a single hidden class.
 *
 * @module
 */
import { ZERO } from './quantity-json'
import type { Kind, StructSchema } from './schema'

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

/**
 * A fresh copy of Go's zero value of a struct (every field an own property,
 * in Go's order), to decode into.
 *
 * @example
 * declare const S: StructSchema<{ name: string }>
 * freshZero(S) // { name: '' }, a new object
 */
export const freshZero = (schema: StructSchema): Record<string, unknown> => {
  const c = clonerOf(schema)
  return c.copy === null ? { ...c.zero } : c.copy(c.zero)
}

/**
 * `{ ...model }` for a model struct of `schema` (every field an own
 * property, in Go's order, as decoding and {@link zeroStruct} build them),
 * without the megamorphic spread; an object with another number of own
 * keys is spread as it is. Unknown fields are not copied (see
 * `withUnknownFieldsOf`).
 *
 * @example
 * declare const S: StructSchema<{ name: string }>
 * copyStruct(S, { name: 'pi' }) // { name: 'pi' }
 */
export const copyStruct = <T extends object>(schema: StructSchema<T>, model: T): T => {
  const c = clonerOf(schema as StructSchema)
  return (c.copy === null || Object.keys(model).length !== c.keys ? { ...model } : c.copy(model)) as T
}
