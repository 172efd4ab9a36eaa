/**
 * What a decode returns: the model value and the issues it found, and which
 * of them Go's decoder would have returned as its error.
 *
 * @module
 */

/**
 * What a decode found wrong:
 * - `type`: Go's saved `UnmarshalTypeError` (decoding went on);
 * - `fatal`: an error that stops Go's decoder (a custom unmarshaler's, such
 *   as a quantity's or a timestamp's);
 * - `unknownField` / `duplicateField`: what strict field validation reports;
 * - `limit`: what Go never sees because JSON cannot express it (cycles,
 *   holes, accessors, throwing proxies) or what exceeds the size limits.
 *
 * @example
 * const i: DecodeIssue = { kind: 'unknownField', path: 'spec.paralelism', message: 'unknown field "spec.paralelism"' }
 */
export interface DecodeIssue {
  readonly kind: 'type' | 'fatal' | 'unknownField' | 'duplicateField' | 'limit'
  /** The field path as strict decoding prints it (`spec.template.spec.containers[0].image`). */
  readonly path: string
  /** The full text: Go's error for `type`/`fatal`, `unknown field "…"` and `duplicate field "…"` for strict issues. */
  readonly message: string
  /** The path as a field error prints it: map keys in brackets (`metadata.labels[app]`). */
  readonly fieldPath?: string
  /** A value of the wrong JSON type (`type` issues, and a timestamp that is not a string): the value read. */
  readonly value?: unknown
  /** …and the JSON type the field takes: `string`, `boolean`, `int32`, `int64`, `object`, `array`, …. */
  readonly expected?: string
}

/**
 * A decoded model value and everything the decode found wrong. The value is
 * always there: like Go, decoding goes on after a type error and leaves the
 * offending field at its zero value.
 *
 * @example
 * declare const d: Decoded<{ name: string }>
 * d.issues.length === 0 && d.value.name
 */
export interface Decoded<T> {
  readonly value: T
  readonly issues: readonly DecodeIssue[]
  /**
   * The integers the value holds only approximately (int64 beyond 2^53: the
   * model's `number` is the nearest double), by field path
   * (`spec.template.spec.securityContext.fsGroup`), with their exact decimal
   * text; absent when there are none.
   */
  readonly exactIntegers?: ReadonlyMap<string, string>
}

/**
 * The error Go's decoder returns for these issues, if any: the first
 * `fatal` or `limit` issue (those stop Go's decoder, or would), else the
 * first `type` issue. Strict-mode issues are not decode errors.
 *
 * @example
 * goDecodeError([{ kind: 'type', path: 'spec', message: 'json: …' }])?.message // 'json: …'
 */
export const goDecodeError = (issues: readonly DecodeIssue[]): DecodeIssue | undefined => {
  let firstType: DecodeIssue | undefined
  for (const i of issues) {
    if (i.kind === 'fatal' || i.kind === 'limit') return i
    if (i.kind === 'type' && firstType === undefined) firstType = i
  }
  return firstType
}
