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
