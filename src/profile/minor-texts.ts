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
import { goQuote } from '../field/go-format'
import { goValueTexts, type ValueSource } from './minor-values'

const BYTES = /must be no more than (\d+) bytes/g
const LABEL_KEY = 'a valid label key must consist'

const HOST_USERS = 'when `hostUsers` is false'
const SEARCH_REGEX = "'_?[a-z0-9]([-_a-z0-9]*[a-z0-9])?(\\._?[a-z0-9]([-_a-z0-9]*[a-z0-9])?)*'"

const olderDetail = (e: FieldError, detail: string, minor: number): string => {
  // 1.33 (osNameRequiredBare): validateOS says why an empty OS name is required.
  if (
    detail === '' &&
    minor < MINOR_RULES.osNameRequiredBare &&
    e.type === 'FieldValueRequired' &&
    e.field.endsWith('.os.name')
  )
    return 'cannot be empty'
  const d = detail
    .replace(BYTES, 'must be no more than $1 characters')
    .replaceAll(LABEL_KEY, 'a qualified name must consist')
  if (minor >= MINOR_RULES.hostUsersShortText) return d
  // 1.33 (hostUsersShortText, dnsSearchRegexWithUnderscore): the pod field's Go name, the plain subdomain regex.
  return d === HOST_USERS
    ? 'when `pod.Spec.HostUsers` is false'
    : d.replace(SEARCH_REGEX, "'[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*'")
}

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
    const detail = olderDetail(e, e.detail, minor)
    return detail === e.detail ? e : { ...e, detail }
  })
}

/**
 * `errs` as a 1.33 server prints their values (the `badValuesAsJson` row of
 * ./minor-rules.ts): before 1.34 a `null` bad value reads `"null"` in the
 * message (a Go nil, replaced by the string "null" and quoted), and Go
 * values print as ./minor-values.ts says, read from `source` (the request's
 * object) where the error does not tell their type; the errors' values
 * themselves stay as they are. The same array from 1.34 on.
 *
 * @example
 * withMinorValueTexts([{ type: 'FieldValueInvalid', field: 'spec.completions', badValue: null, detail: 'field is immutable' }], 33)[0]?.badValueText
 * // '"null"'
 */
export const withMinorValueTexts = (
  errs: FieldError[],
  minor: number = LATEST_MINOR,
  source?: ValueSource,
): FieldError[] => {
  if (minor >= MINOR_RULES.badValuesAsJson) return errs
  return goValueTexts(errs, source, minor).map((e) => {
    if (!Object.hasOwn(e, 'badValue')) return e
    // A nil (a nil policy's `null` text too) is the string "null"; a nil map or slice keeps its `%#v`.
    if (e.badValue === null && (e.badValueText ?? 'null') === 'null') return { ...e, badValueText: '"null"' }
    if (e.badValueText !== undefined) return e
    const text = stringsGoSyntax(e.badValue)
    return text === undefined ? e : { ...e, badValueText: text }
  })
}

/**
 * Go's `%#v` of a `[]string` or `map[string]string` bad value (the value
 * kinds 1.33 prints that way without a type of their own: label maps,
 * string lists); `undefined` for any other value, and for an empty list or
 * map, whose Go type the value does not tell.
 *
 * @example
 * stringsGoSyntax({ b: 'x', a: 'y' }) // 'map[string]string{"a":"y", "b":"x"}'
 * stringsGoSyntax(['a']) // '[]string{"a"}'
 */
export const stringsGoSyntax = (v: unknown): string | undefined => {
  // An empty list or map says nothing of its Go type (`[]int32{}`, a `field.Path` marshals as `{}`): left alone.
  if (Array.isArray(v))
    return v.length > 0 && v.every((x) => typeof x === 'string') ? `[]string{${v.map(goQuote).join(', ')}}` : undefined
  if (typeof v !== 'object' || v === null) return undefined
  const keys = Object.keys(v).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const r = v as Readonly<Record<string, unknown>>
  if (keys.length === 0 || !keys.every((k) => typeof r[k] === 'string')) return undefined
  return `map[string]string{${keys.map((k) => `${goQuote(k)}:${goQuote(r[k] as string)}`).join(', ')}}`
}
