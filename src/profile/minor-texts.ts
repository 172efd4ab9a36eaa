/**
 * The texts of apimachinery's name and label checks as an older minor
 * words them (the `labelTextsInBytes` row of ./minor-rules.ts): Kubernetes
 * 1.35 changed `must be no more than N characters` to `… N bytes` and the
 * label-key text `a qualified name must consist …` to `a valid label key
 * must consist …`. The checks produce 1.37's texts; the functions that
 * answer for a profile pass their errors through {@link withMinorTexts}.
 *
 * @module
 */
import type { FieldError } from '../field/index'
import { LATEST_MINOR, MINOR_RULES } from './minor-rules'

const BYTES = /must be no more than (\d+) bytes/g
const LABEL_KEY = 'a valid label key must consist'

const olderDetail = (detail: string): string =>
  detail.replace(BYTES, 'must be no more than $1 characters').replaceAll(LABEL_KEY, 'a qualified name must consist')

/**
 * `errs` with the older minor's texts (the same array from 1.35 on, and
 * the same error wherever its text did not change).
 *
 * @example
 * withMinorTexts([{ type: 'FieldValueInvalid', field: 'metadata.labels', badValue: 'a', detail: 'must be no more than 63 bytes' }], 34)[0]?.detail
 * // 'must be no more than 63 characters'
 */
export const withMinorTexts = (errs: FieldError[], minor: number = LATEST_MINOR): FieldError[] => {
  if (minor >= MINOR_RULES.labelTextsInBytes) return errs
  return errs.map((e) => {
    if (typeof e.detail !== 'string') return e
    const detail = olderDetail(e.detail)
    return detail === e.detail ? e : { ...e, detail }
  })
}

/**
 * `errs` as a 1.33 server prints their values (the `badValuesAsJson` row of
 * ./minor-rules.ts): before 1.34 a `null` bad value reads `"null"` in the
 * message (a Go nil, replaced by the string "null" and quoted); the errors'
 * values themselves stay `null`. The same array from 1.34 on.
 *
 * @example
 * withMinorValueTexts([{ type: 'FieldValueInvalid', field: 'spec.completions', badValue: null, detail: 'field is immutable' }], 33)[0]?.badValueText
 * // '"null"'
 */
export const withMinorValueTexts = (errs: FieldError[], minor: number = LATEST_MINOR): FieldError[] => {
  if (minor >= MINOR_RULES.badValuesAsJson) return errs
  return errs.map((e) =>
    e.badValue === null && e.badValueText === undefined && Object.hasOwn(e, 'badValue')
      ? { ...e, badValueText: '"null"' }
      : e,
  )
}
