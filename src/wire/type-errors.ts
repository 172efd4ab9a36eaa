/**
 * Go's text for a JSON value of the wrong type (`json: cannot unmarshal
 * string into Go struct field JobSpec.spec.parallelism of type int32`), and
 * the value and expected JSON type a field error shows with it.
 *
 * @module
 */
import { NumberLiteral, jsonKind } from './read'
import type { Kind } from './schema'
import { issue, type Walk } from './walk'

/**
 * What Go names a JSON value in "cannot unmarshal X into …" (`number 1.5`
 * with the literal, for the integer kinds).
 *
 * @example
 * describe('x', false) // 'string'
 */
export const describe = (v: unknown, withLiteral: boolean): string => {
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

/**
 * The JSON text of a number, as Go would see it (`JSON.stringify`'s text
 * for a JavaScript number, the literal as written for a parsed one).
 *
 * @example
 * numberText(1e3) // '1000'
 */
export const numberText = (v: unknown): string => {
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

/**
 * A caller's value as the issue keeps it (a number literal as its number).
 *
 * @example
 * badValue('x') // 'x'
 */
export const badValue = (v: unknown): unknown => (v instanceof NumberLiteral ? Number(v.text) : v)

/**
 * Records Go's `UnmarshalTypeError` for the value `v` (named `valueText`)
 * in a field of `kind`, in the Go struct field the walk is at.
 *
 * @example
 * declare const w: Walk
 * typeError(w, 'string', { k: 'int32', goType: 'int32', pointer: true }, 'two')
 */
export const typeError = (w: Walk, valueText: string, kind: Kind, v: unknown): void => {
  const goType = kind.goType
  const message =
    w.goStruct !== '' || w.goStack.length > 0
      ? `json: cannot unmarshal ${valueText} into Go struct field ${w.goStruct}.${w.goStack.join('.')} of type ${goType}`
      : `json: cannot unmarshal ${valueText} into Go value of type ${goType}`
  issue(w, 'type', message, undefined, { value: badValue(v), expected: expectedType(kind) })
}
