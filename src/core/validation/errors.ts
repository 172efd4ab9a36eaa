/**
 * Field paths, `field.Error` constructors and the name checks pod
 * validation shares (apimachinery `util/validation` messages, the
 * `ValidateDNS1123Label`-style wrappers of core validation).
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { isDNS1123Label, isDNS1123Subdomain, isQualifiedName } from '../../labels/index'
import { invalid } from '../../field/errors'

export {
  child,
  duplicate,
  forbidden,
  index,
  invalid,
  invalidOmitValue,
  key,
  named,
  notSupported,
  required,
  tooLong,
  tooMany,
  MIN_ZERO,
} from '../../field/errors'

/**
 * `field.NotFound(path, value)`.
 *
 * @example
 * notFound('spec.volumes[0].name', 'x').type // 'FieldValueNotFound'
 */
export const notFound = (field: string, badValue: unknown, detail = ''): FieldError => ({
  type: 'FieldValueNotFound',
  field,
  badValue,
  detail,
})

/**
 * apimachinery's `MaxLenError` counts characters, where the label module says bytes.
 *
 * @example
 * characters(['must be no more than 63 bytes']) // ['must be no more than 63 characters']
 */
export const characters = (msgs: readonly string[]): string[] =>
  msgs.map((m) => m.replace(/^must be no more than (\d+) bytes$/, 'must be no more than $1 characters'))

/**
 * `validation.IsDNS1123Label` with apimachinery's messages.
 *
 * @example
 * dns1123Label('a.b') // ['must not contain dots']
 */
export const dns1123Label = (value: string): string[] => characters(isDNS1123Label(value))

/**
 * `validation.IsDNS1123Subdomain` with apimachinery's messages.
 *
 * @example
 * dns1123Subdomain('ok.example') // []
 */
export const dns1123Subdomain = (value: string): string[] => characters(isDNS1123Subdomain(value))

/**
 * `ValidateDNS1123Label(value, path)`.
 *
 * @example
 * validateDNS1123Label('Bad', 'spec.hostname').length // 1
 */
export const validateDNS1123Label = (value: string, path: string): FieldError[] =>
  dns1123Label(value).map((m) => invalid(path, value, m))

/**
 * `ValidateDNS1123Subdomain(value, path)`.
 *
 * @example
 * validateDNS1123Subdomain('ok', 'spec.x') // []
 */
export const validateDNS1123Subdomain = (value: string, path: string): FieldError[] =>
  dns1123Subdomain(value).map((m) => invalid(path, value, m))

/**
 * `ValidateQualifiedName(value, path)`.
 *
 * @example
 * validateQualifiedName('a/b', 'x') // []
 */
export const validateQualifiedName = (value: string, path: string): FieldError[] =>
  isQualifiedName(value).map((m) => invalid(path, value, m))

/**
 * `validation.InclusiveRangeError(lo, hi)`.
 *
 * @example
 * inclusiveRange(1, 65535) // 'must be between 1 and 65535, inclusive'
 */
export const inclusiveRange = (lo: number, hi: number): string => `must be between ${lo} and ${hi}, inclusive`

/**
 * `validation.IsValidPortNum`.
 *
 * @example
 * portNum(0) // ['must be between 1 and 65535, inclusive']
 */
export const portNum = (port: number): string[] => (port >= 1 && port <= 65535 ? [] : [inclusiveRange(1, 65535)])

/**
 * `validation.IsValidPortName` (IANA service names).
 *
 * @example
 * portName('http') // []
 */
export const portName = (port: string): string[] => {
  const errs: string[] = []
  if (port.length > 15) errs.push('must be no more than 15 characters')
  if (!/^[-a-z0-9]+$/.test(port)) errs.push('must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-)')
  if (!/[a-z]/.test(port)) errs.push('must contain at least one letter (a-z)')
  if (port.includes('--')) errs.push('must not contain consecutive hyphens')
  if (port.length > 0 && (port.startsWith('-') || port.endsWith('-'))) errs.push('must not begin or end with a hyphen')
  return errs
}

/**
 * apimachinery's `RegexError(msg, fmt, examples...)`.
 *
 * @example
 * regexError('bad', '[a-z]+', 'abc') // "bad (e.g. 'abc', regex used for validation is '[a-z]+')"
 */
export const regexError = (msg: string, fmt: string, ...examples: string[]): string =>
  examples.length === 0
    ? `${msg} (regex used for validation is '${fmt}')`
    : `${msg} (e.g. ${examples.map((e) => `'${e}', `).join(' or ')}regex used for validation is '${fmt}')`

const chDirPrefix = (value: string): string[] => {
  if (value === '.') return ["must not be '.'"]
  if (value === '..') return ["must not be '..'"]
  if (value.startsWith('..')) return ["must not start with '..'"]
  return []
}

/**
 * `validation.IsRelaxedEnvVarName`: printable ASCII other than `=`.
 *
 * @example
 * relaxedEnvVarName('A=B').length // 1
 */
export const relaxedEnvVarName = (value: string): string[] => {
  const errs: string[] = []
  if (value.length === 0) errs.push('environment variable name must be non-empty')
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if (c < 0x20 || c > 0x7e || c === 0x3d) {
      errs.push("a valid environment variable name must consist only of printable ASCII characters other than '='")
      break
    }
  }
  return errs
}

/**
 * `validation.IsConfigMapKey`.
 *
 * @example
 * configMapKey('key.name') // []
 */
export const configMapKey = (value: string): string[] => {
  const errs: string[] = []
  if (value.length > 253) errs.push('must be no more than 253 characters')
  if (!/^[-._a-zA-Z0-9]+$/.test(value))
    errs.push(
      regexError(
        "a valid config key must consist of alphanumeric characters, '-', '_' or '.'",
        '[-._a-zA-Z0-9]+',
        'key.name',
        'KEY_NAME',
        'key-name',
      ),
    )
  return [...errs, ...chDirPrefix(value)]
}

/**
 * `validation.IsHTTPHeaderName`.
 *
 * @example
 * httpHeaderName('X-A') // []
 */
export const httpHeaderName = (value: string): string[] =>
  /^[-A-Za-z0-9]+$/.test(value)
    ? []
    : [
        regexError(
          "a valid HTTP header must consist of alphanumeric characters or '-'",
          '[-A-Za-z0-9]+',
          'X-Header-Name',
        ),
      ]

/**
 * `ValidateNonnegativeField(value, path)`.
 *
 * @example
 * nonNegativeField(-1, 'x').length // 1
 */
export const nonNegativeField = (value: number, path: string): FieldError[] =>
  value < 0 ? [invalid(path, value, 'must be greater than or equal to 0')] : []
