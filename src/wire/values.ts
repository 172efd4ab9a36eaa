/**
 * The value types of the model that have no Go struct of their own: maps,
 * int-or-strings, quantities and raw JSON.
 *
 * @module
 */

/**
 * A Go `map[string]T` after decoding: a null-prototype object, so that a
 * lookup of an absent key is `undefined` whatever `Object.prototype` holds.
 * Read it with plain indexing; never assume `hasOwnProperty` exists on it.
 *
 * @example
 * declare const labels: GoMap<string>
 * labels['app'] // string | undefined
 */
export type GoMap<T> = Readonly<Record<string, T>>

/**
 * `intstr.IntOrString`: a JSON number decodes to a number, a JSON string to
 * a string.
 *
 * @example
 * const port: IntOrString = 'http'
 */
export type IntOrString = number | string

/**
 * `resource.Quantity` in the model: the parsed quantity of
 * `src/core/quantity` (Go marshals it as `quantityToString(q)`).
 *
 * @example
 * declare const q: Quantity
 * q.format // 'DecimalSI'
 */
export type { Quantity } from '../core/quantity/types'

/**
 * A JSON value, as kept for raw fields (`managedFields[].fieldsV1`) and for
 * fields the schema does not know.
 *
 * @example
 * const v: JsonValue = { f: [1, 'two', null] }
 */
export type JsonValue = null | boolean | number | string | readonly JsonValue[] | { readonly [key: string]: JsonValue }
