import * as E from '../wire/either'
import { goQuote } from '../field/go-format'
import { parseGoJson, type GoJson } from './go-json'

/**
 * Which rule an annotation broke.
 * - `json-syntax`: the text is not JSON (Go's scanner error in `detail`).
 * - `json-type`: JSON of the wrong shape, e.g. an object instead of an array,
 *   a number where a string belongs (Go's `UnmarshalTypeError` in `detail`).
 * - `invalid-key`: the requirement key is not a qualified label key.
 * - `unknown-operator`: the operator spelling is not one the federation accepted.
 * - `value-count`: wrong number of values for the operator.
 * - `integer-value`: a Gt/Lt value is not a base-10 int64.
 * - `invalid-value`: a value is not a valid label value.
 *
 * @example
 * const rule: ClusterSelectorRule = 'value-count'
 */
export type ClusterSelectorRule =
  | 'json-syntax'
  | 'json-type'
  | 'invalid-key'
  | 'unknown-operator'
  | 'value-count'
  | 'integer-value'
  | 'invalid-value'

/**
 * Why a cluster-selector (or replica-set-preferences) annotation was
 * rejected. Plain data.
 * - `message`: human text naming the requirement (index and key) and the rule.
 * - `detail`: the text the retired federation code returned as `err.Error()`
 *   (apimachinery 1.8 `NewRequirement` wording; Go `encoding/json` wording for
 *   JSON problems, which was never a contract).
 * - `index`/`key`/`operator`/`value`: the offending requirement and part.
 * - `offset`: where a JSON syntax error was found.
 * - `field`: for preferences, the JSON path of a wrongly typed field.
 *
 * @example
 * const e: ClusterSelectorError = {
 *   rule: 'value-count', index: 1, key: 'environment', operator: '==',
 *   detail: 'exact-match compatibility requires one single value',
 *   message: 'cluster selector requirement 1 (key "environment"): operator "==" needs exactly one value, got 2 (exact-match compatibility requires one single value)',
 * }
 */
export interface ClusterSelectorError {
  readonly message: string
  readonly rule: ClusterSelectorRule
  readonly detail: string
  readonly index?: number
  readonly key?: string
  readonly operator?: string
  readonly value?: string
  readonly offset?: number
  readonly field?: string
}

/**
 * The prefix naming a requirement in messages.
 *
 * @example
 * requirementLabel(1, 'environment') //=> 'cluster selector requirement 1 (key "environment")'
 */
export const requirementLabel = (index: number, key?: string): string =>
  key === undefined
    ? `cluster selector requirement ${index}`
    : `cluster selector requirement ${index} (key ${goQuote(key)})`

/**
 * Decodes an annotation's JSON text with Go's rules; a syntax error becomes a
 * `json-syntax` {@link ClusterSelectorError} whose message names the
 * annotation (`what`) and the offset.
 *
 * @example
 * decodeAnnotationJson('[1,]', 'cluster selector annotation')
 * // E.left({ rule: 'json-syntax', offset: 3, message: 'cluster selector annotation is not valid JSON: … (at offset 3)', … })
 */
export const decodeAnnotationJson = (text: string, what: string): E.Either<ClusterSelectorError, GoJson> => {
  const json = parseGoJson(text)
  if (E.isRight(json)) return json
  const { message, offset } = json.left
  return E.left({
    rule: 'json-syntax',
    detail: message,
    offset,
    message: `${what} is not valid JSON: ${message} (at offset ${offset})`,
  })
}

/**
 * The error a guarded function of this module answers when reading its
 * input threw (a throwing proxy or accessor).
 *
 * @example
 * unreadable.rule // 'json-type'
 */
export const unreadable: ClusterSelectorError = {
  message: 'the input could not be read as JSON data',
  rule: 'json-type',
  detail: 'the input could not be read as JSON data',
}
