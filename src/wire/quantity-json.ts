/**
 * `resource.Quantity`'s JSON unmarshalling as the decoder needs it: the
 * text of a JSON string (trimmed) or number → the model's quantity, or the
 * error `ParseQuantity` returns.
 *
 * @module
 */

const FORMAT = /^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$/

/**
 * Decodes a quantity's JSON text.
 *
 * @example
 * decodeQuantityText('500m') // { ok: true, value: '500m' }
 */
export const decodeQuantityText = (
  text: string,
): { readonly ok: true; readonly value: string } | { readonly ok: false; readonly error: string } =>
  FORMAT.test(text)
    ? { ok: true, value: text }
    : { ok: false, error: "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'" }
