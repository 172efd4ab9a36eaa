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
  issue(w, 'type', unmarshalTypeText(w, valueText, kind.goType), undefined, {
    value: badValue(v),
    expected: expectedType(kind),
  })
}

/**
 * The text of Go's `UnmarshalTypeError` for a value (named `valueText`)
 * that does not fit `goType`, as the decoder reports it at the walk's
 * position: `… into Go struct field <Struct>.<path> of type <goType>`
 * inside a struct, `… into Go value of type <goType>` at the top. The
 * decoder gives every `UnmarshalTypeError` this context, also one a type's
 * own `UnmarshalJSON` returns (`metav1.Time` and `Duration` decode a
 * string, `IntOrString` an int32 or a string), whose `goType` is then the
 * inner type (`string`, `int32`), not the field's.
 *
 * @example
 * declare const w: Walk // at JobStatus.status.startTime
 * unmarshalTypeText(w, 'number', 'string')
 * // 'json: cannot unmarshal number into Go struct field JobStatus.status.startTime of type string'
 */
export const unmarshalTypeText = (w: Walk, valueText: string, goType: string): string =>
  w.goStruct !== '' || w.goStack.length > 0
    ? `json: cannot unmarshal ${valueText} into Go struct field ${w.goStruct}.${w.goStack.join('.')} of type ${goType}`
    : `json: cannot unmarshal ${valueText} into Go value of type ${goType}`
