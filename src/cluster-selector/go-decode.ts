/**
 * Helpers that mirror how Go's `encoding/json` maps a decoded JSON value onto
 * a struct: field names match case-insensitively (Go ≤ 1.20 folding, where
 * the Kelvin sign K matches `k` and the long s ſ matches `s`), and type
 * mismatches produce `UnmarshalTypeError` texts.
 */
import type { GoJson } from './go-json'

/**
 * Folds a JSON member name for comparison with a Go field name: ASCII letters
 * to upper case, U+212A KELVIN SIGN to `K`, U+017F LATIN SMALL LETTER LONG S
 * to `S`; nothing else changes. Go's decoder matches `key`, `Key`, `KEY` (and
 * `\u212Aey`) to the same field.
 *
 * @example
 * foldFieldName('Operator') //=> 'OPERATOR'
 */
export const foldFieldName = (name: string): string => {
  let out = ''
  const n = name.length
  for (let i = 0; i < n; i++) {
    const c = name.charCodeAt(i)
    if (c >= 97 && c <= 122) out += String.fromCharCode(c - 32)
    else if (c === 0x212a) out += 'K'
    else if (c === 0x017f) out += 'S'
    else out += name[i]
  }
  return out
}

/**
 * Go's name for the JSON kind in `cannot unmarshal <kind> into …`.
 *
 * @example
 * jsonKindName({ kind: 'array', items: [] }) //=> 'array'
 */
export const jsonKindName = (v: GoJson): string => {
  switch (v.kind) {
    case 'bool':
      return 'bool'
    case 'number':
      return 'number'
    case 'string':
      return 'string'
    case 'array':
      return 'array'
    case 'object':
      return 'object'
    case 'null':
      return 'null'
  }
}

/**
 * Go's `UnmarshalTypeError.Error()` for a struct field.
 *
 * @example
 * goFieldTypeError('number', 'ClusterSelectorRequirement.key', 'string')
 * //=> 'json: cannot unmarshal number into Go struct field ClusterSelectorRequirement.key of type string'
 */
export const goFieldTypeError = (value: string, structField: string, goType: string): string =>
  `json: cannot unmarshal ${value} into Go struct field ${structField} of type ${goType}`

/**
 * Go's `UnmarshalTypeError.Error()` for a value outside any struct field.
 *
 * @example
 * goValueTypeError('object', '[]v1beta1.ClusterSelectorRequirement')
 * //=> 'json: cannot unmarshal object into Go value of type []v1beta1.ClusterSelectorRequirement'
 */
export const goValueTypeError = (value: string, goType: string): string =>
  `json: cannot unmarshal ${value} into Go value of type ${goType}`
