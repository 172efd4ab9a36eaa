/**
 * fast-check arbitraries derived from the schema tables: wire JSON for any
 * generated struct, valid by type (every field of its Go kind), with the
 * depth and breadth bounded so that a whole Job stays small.
 */
import fc from 'fast-check'
import type { Kind, StructSchema } from '../../src/wire/schema'

const stringArb = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/) },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
  { weight: 1, arbitrary: fc.constantFrom('', '__proto__', 'constructor') },
)
const quantityArb = fc.oneof(
  fc.constantFrom('1', '100m', '0.5', '1Gi', '512Mi', '2k', '1e3', '0'),
  fc.integer({ min: 0, max: 4096 }),
)
const timeArb = fc
  .integer({ min: 0, max: 4102444800 })
  .map((s) => new Date(s * 1000).toISOString().replace('.000Z', 'Z'))

const scalarArb = (kind: Kind): fc.Arbitrary<unknown> => {
  switch (kind.k) {
    case 'string':
    case 'bytes':
    case 'duration':
      return stringArb
    case 'bool':
      return fc.boolean()
    case 'int32':
      return fc.oneof(fc.integer({ min: -3, max: 10 }), fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }))
    case 'int64':
      return fc.oneof(fc.integer({ min: -3, max: 10 }), fc.maxSafeInteger())
    case 'uint32':
    case 'uint64':
      return fc.nat()
    case 'float64':
      return fc.double({ noNaN: true, noDefaultInfinity: true })
    case 'quantity':
      return quantityArb
    case 'intOrString':
      return fc.oneof(fc.integer({ min: 0, max: 65535 }), stringArb)
    case 'time':
    case 'microTime':
      return timeArb
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

/**
 * Wire JSON for a kind. `budget` bounds nesting: below zero, optional
 * structs, slices and maps are left out.
 */
export const wireArb = (kind: Kind, budget: number): fc.Arbitrary<unknown> => {
  const value = ((): fc.Arbitrary<unknown> => {
    switch (kind.k) {
      case 'struct':
        return structArb(kind.struct(), budget - 1)
      case 'slice':
        return fc.array(wireArb(kind.elem, budget - 1), { maxLength: budget > 1 ? 2 : 1 })
      case 'map':
        return fc.dictionary(stringArb, wireArb(kind.elem, budget - 1), { maxKeys: 2 })
      default:
        return scalarArb(kind)
    }
  })()
  return kind.pointer || kind.k === 'slice' || kind.k === 'map'
    ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
    : value
}

/** Wire JSON for a struct: a random subset of its fields (fewer as `budget` shrinks). */
export const structArb = (schema: StructSchema, budget: number): fc.Arbitrary<Record<string, unknown>> => {
  const fields = schema.fields.filter(
    (f) => budget > 0 || (f.kind.k !== 'struct' && f.kind.k !== 'slice' && f.kind.k !== 'map'),
  )
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const f of fields) model[f.json] = wireArb(f.kind, budget)
  return fc.record(model, { requiredKeys: [] }).chain((r) => {
    // Keep objects small: at most 6 fields of a wide struct.
    const keys = Object.keys(r)
    if (keys.length <= 6) return fc.constant(r)
    return fc
      .shuffledSubarray(keys, { minLength: 1, maxLength: 6 })
      .map((ks) => Object.fromEntries(ks.map((k) => [k, r[k]])))
  })
}
