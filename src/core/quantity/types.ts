/**
 * Data types of the quantity module: `resource.Quantity` of
 * k8s.io/apimachinery as plain, readonly data (no classes, no `bigint`
 * fields), so quantities survive JSON, structured cloning and the dual
 * ESM/CJS package.
 *
 * A quantity holds its exact value as a normalized decimal
 * (`sign × digits × 10^exponent`) plus the two facts about Go's in-memory
 * form that change observable results: whether Go keeps the amount as an
 * `int64Amount` or as an `inf.Dec` (`Value()` rounds negative fractions
 * differently for the two), and the scale of that amount.
 *
 * @module
 */

/**
 * How a quantity prints its suffix (`resource.Format`): `"DecimalSI"`
 * (`m`, `k`, `M`, …), `"BinarySI"` (`Ki`, `Mi`, …) or `"DecimalExponent"`
 * (`e3`, `e-9`, …). Parsing picks it from the suffix.
 *
 * @example
 * const f: QuantityFormat = 'BinarySI' // what "1Gi" parses to
 */
export type QuantityFormat = 'DecimalExponent' | 'BinarySI' | 'DecimalSI'

/**
 * A parsed `resource.Quantity`.
 *
 * - `sign`, `digits`, `exponent`: the exact value, `sign × digits ×
 *   10^exponent`, with `digits` free of leading and trailing zeros (`''`
 *   for zero, whose `sign` is `0` and `exponent` `0`).
 * - `amountKind`, `scale`: Go's representation. `'int64'` is Go's
 *   `int64Amount{value, scale}` (value `= digits × 10^(exponent - scale)`
 *   fits an int64); `'dec'` is an `inf.Dec` whose unscaled integer is the
 *   value `× 10^-scale` (Go's `inf.Dec` scale is `-scale`).
 * - `text`: the string Go remembers from parsing, which `String()` and JSON
 *   return verbatim (Go keeps the input when it guesses it is canonical, so
 *   `"+1"` and `"1.500k"` print unchanged); `undefined` after arithmetic and
 *   for inputs Go does not keep.
 *
 * Build quantities with {@link parseQuantity} or {@link quantityFromJson};
 * a value that is not a well-formed quantity counts as zero everywhere.
 *
 * @example
 * // parseQuantity('1.5Gi') gives:
 * const q: Quantity = {
 *   format: 'BinarySI', sign: 1, digits: '1610612736', exponent: 0,
 *   amountKind: 'dec', scale: -9, text: undefined,
 * }
 */
export interface Quantity {
  readonly format: QuantityFormat
  readonly sign: -1 | 0 | 1
  readonly digits: string
  readonly exponent: number
  readonly amountKind: 'int64' | 'dec'
  readonly scale: number
  readonly text: string | undefined
}

/**
 * Why a string is not a quantity: the message is Go's error text
 * (`resource.ErrFormatWrong`, `ErrNumeric`, `ErrSuffix`), or, for
 * arithmetic whose exact result would be absurdly long, this library's own
 * message (see {@link addQuantities}).
 *
 * @example
 * const e: QuantityError = { message: "unable to parse quantity's suffix" }
 */
export interface QuantityError {
  readonly message: string
}

/** The part of a quantity that is its value; every `Quantity` is one. */
export interface DecimalValue {
  readonly sign: -1 | 0 | 1
  readonly digits: string
  readonly exponent: number
}

export const FORMAT_ERROR: QuantityError = {
  message: "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'",
}
export const NUMERIC_ERROR: QuantityError = { message: 'unable to parse numeric part of quantity' }
export const SUFFIX_ERROR: QuantityError = { message: "unable to parse quantity's suffix" }

/**
 * Exact arithmetic stops here: a sum or difference whose digits would span
 * more positions than this is refused instead of materialized (Go would
 * allocate the whole number, or never finish).
 */
export const MAX_EXACT_DIGITS = 1 << 20

export const TOO_LARGE_ERROR: QuantityError = {
  message: `quantity arithmetic result would need more than ${MAX_EXACT_DIGITS} digits`,
}

/** Zero as Go's zero `Quantity{}` compares and prints ("0"). */
export const ZERO_QUANTITY: Quantity = {
  format: 'DecimalSI',
  sign: 0,
  digits: '',
  exponent: 0,
  amountKind: 'int64',
  scale: 0,
  text: undefined,
}
