/**
 * The `scheduler.alpha.kubernetes.io/tolerations` annotation (core
 * `ValidateTolerationsInPodAnnotations`): its value must be JSON that Go
 * decodes into the internal `[]core.Toleration` (the struct has no JSON
 * tags, so keys match the Go field names case-insensitively), and the
 * tolerations it holds must be valid as `spec.tolerations` would be. A
 * value that does not decode is one error carrying Go's decoder text.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { parseJsonText } from '../../wire/json-text'
import { NumberLiteral } from '../../wire/read'
import type * as core from '../generated/model'
import { child, invalid } from './errors'
import type { PodValidationOptions } from './options'
import { validateTolerations } from './scheduling'

/**
 * The annotation key.
 *
 * @example
 * TOLERATIONS_ANNOTATION // 'scheduler.alpha.kubernetes.io/tolerations'
 */
export const TOLERATIONS_ANNOTATION = 'scheduler.alpha.kubernetes.io/tolerations'

type Fields = { key: string; operator: string; value: string; effect: string; tolerationSeconds: number | undefined }
const STRING_FIELDS: Readonly<Record<string, readonly [keyof Fields, string]>> = {
  key: ['key', 'Key'],
  operator: ['operator', 'Operator'],
  value: ['value', 'Value'],
  effect: ['effect', 'Effect'],
}

/** The JSON kind Go names in an unmarshal error. */
const kindOf = (v: unknown): string =>
  v instanceof NumberLiteral || typeof v === 'number'
    ? 'number'
    : typeof v === 'string'
      ? 'string'
      : typeof v === 'boolean'
        ? 'bool'
        : Array.isArray(v)
          ? 'array'
          : 'object'

const INT64_MIN = -(2n ** 63n)
const INT64_MAX = 2n ** 63n - 1n

/** An int64 from a JSON number, or the literal Go quotes when it is not one. */
const int64Of = (v: number | NumberLiteral): number | string => {
  const text = v instanceof NumberLiteral ? v.text : String(v)
  if (!/^-?(0|[1-9][0-9]*)$/.test(text)) return text
  const n = BigInt(text)
  return n < INT64_MIN || n > INT64_MAX ? text : Number(n)
}

/** Lower-cased ASCII letters: Go's case-insensitive match of field names for these ASCII names. */
const fold = (k: string): string => k.replace(/[A-Z]/g, (c) => c.toLowerCase())

const fieldError = (from: string, field: string, type: string): string =>
  `json: cannot unmarshal ${from} into Go struct field Toleration.${field} of type ${type}`

/**
 * Decodes the annotation value as Go's `json.Unmarshal` into
 * `[]core.Toleration`: the tolerations, or the error Go returns (a syntax
 * error first, else the first type error).
 *
 * @example
 * decodeTolerationsAnnotation('[{"key":1}]').error
 * // 'json: cannot unmarshal number into Go struct field Toleration.Key of type string'
 */
export const decodeTolerationsAnnotation = (
  text: string,
): { readonly tolerations: core.Toleration[]; readonly error: string | undefined } => {
  const parsed = parseJsonText(text)
  if (!parsed.ok) return { tolerations: [], error: parsed.error }
  const root = parsed.value
  let error: string | undefined
  const fail = (msg: string): void => {
    if (error === undefined) error = msg
  }
  if (root === null) return { tolerations: [], error: undefined }
  if (!Array.isArray(root))
    return { tolerations: [], error: `json: cannot unmarshal ${kindOf(root)} into Go value of type []core.Toleration` }
  const tolerations: core.Toleration[] = []
  for (const item of root) {
    const t: Fields = { key: '', operator: '', value: '', effect: '', tolerationSeconds: undefined }
    if (item !== null && (typeof item !== 'object' || Array.isArray(item) || item instanceof NumberLiteral))
      fail(`json: cannot unmarshal ${kindOf(item)} into Go value of type core.Toleration`)
    else if (item !== null)
      for (const [k, v] of Object.entries(item as Record<string, unknown>)) {
        const name = fold(k)
        const str = STRING_FIELDS[name]
        if (v === null) {
          if (name === 'tolerationseconds') t.tolerationSeconds = undefined
          continue
        }
        if (str !== undefined) {
          if (typeof v === 'string') (t as Record<string, unknown>)[str[0]] = v
          else fail(fieldError(kindOf(v), str[1], 'string'))
        } else if (name === 'tolerationseconds') {
          if (typeof v === 'number' || v instanceof NumberLiteral) {
            const n = int64Of(v)
            if (typeof n === 'number') t.tolerationSeconds = n
            else fail(fieldError(`number ${n}`, 'TolerationSeconds', 'int64'))
          } else fail(fieldError(kindOf(v), 'TolerationSeconds', 'int64'))
        }
      }
    tolerations.push(t)
  }
  return { tolerations, error }
}

/**
 * `ValidateTolerationsInPodAnnotations` at `<path>` (the annotations path).
 *
 * @example
 * validateTolerationsAnnotation('[bad', 'spec.template.annotations', opts)[0]?.detail
 * // "invalid character 'b' looking for beginning of value"
 */
export const validateTolerationsAnnotation = (
  value: string,
  path: string,
  opts: PodValidationOptions,
): FieldError[] => {
  const { tolerations, error } = decodeTolerationsAnnotation(value)
  if (error !== undefined) return [invalid(path, TOLERATIONS_ANNOTATION, error)]
  if (tolerations.length === 0) return []
  return validateTolerations(tolerations, child(path, TOLERATIONS_ANNOTATION), opts)
}
