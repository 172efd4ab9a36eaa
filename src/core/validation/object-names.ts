/**
 * Object-name rules shared by pod and Job validation: the object-name functions
 * `NameIsDNSSubdomain` / `NameIsDNSLabel` and `IsDomainPrefixedPath`, built
 * on the label module's RFC 1123 checks (`isDNS1123Label`,
 * `isDNS1123Subdomain`).
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { isDNS1123Label, isDNS1123Subdomain } from '../../labels/index'
import { DNS1123_SUBDOMAIN_REGEX_ERROR } from '../../labels/names'
import { invalid, required } from '../../field/errors'
import { utf8Length } from '../../field/utf8'

const DNS1123_SUBDOMAIN_MAX = 253

const HTTP_PATH_FMT = "[A-Za-z0-9/\\-._~%!$&'()*+,;=:]+"

/**
 * `content.MaxLenError(n)`.
 *
 * @example
 * maxLenError(63) // 'must be no more than 63 bytes'
 */
export const maxLenError = (n: number): string => `must be no more than ${n} bytes`

/**
 * `NameIsDNSSubdomain(name, prefix)`: the object-name rule of Jobs (the
 * RFC 1123 checks themselves are the label module's `isDNS1123Subdomain`). With
 * `prefix` (a `generateName`), a trailing `-` is allowed: upstream's
 * `maskTrailingDash` replaces the last two bytes with `a` before checking.
 *
 * @example
 * nameIsDNSSubdomain('myjob-', true)  // []
 * nameIsDNSSubdomain('myjob-', false) // [the subdomain regex message]
 */
export const nameIsDNSSubdomain = (name: string, prefix: boolean): string[] => characters(subdomainName(name, prefix))

// apimachinery's util/validation.MaxLenError counts characters, where the label module (validate/content) says bytes.
const characters = (msgs: readonly string[]): string[] =>
  msgs.map((m) => m.replace(/^must be no more than (\d+) bytes$/, 'must be no more than $1 characters'))

const subdomainName = (name: string, prefix: boolean): string[] => {
  if (typeof name !== 'string') return isDNS1123Subdomain(name)
  if (prefix === true && name.length > 1 && name.charCodeAt(name.length - 1) === 45) {
    // Go slices bytes: when the character before the dash is multi-byte the
    // result is invalid UTF-8 (never a subdomain) one byte shorter.
    if (name.charCodeAt(name.length - 2) >= 0x80) {
      const tooLong = utf8Length(name) - 1 > DNS1123_SUBDOMAIN_MAX ? [maxLenError(DNS1123_SUBDOMAIN_MAX)] : []
      return [...tooLong, DNS1123_SUBDOMAIN_REGEX_ERROR]
    }
    return isDNS1123Subdomain(`${name.slice(0, -2)}a`)
  }
  return isDNS1123Subdomain(name)
}

/**
 * `ValidateNamespaceName` (= `NameIsDNSLabel`, no prefix).
 *
 * @example
 * validateNamespaceName('default') // []
 */
export const validateNamespaceName = (name: string): string[] => characters(isDNS1123Label(name))

const isHttpPathChar = (c: number): boolean =>
  (c >= 65 && c <= 90) ||
  (c >= 97 && c <= 122) ||
  (c >= 48 && c <= 57) ||
  // / - . _ ~ % ! $ & ' ( ) * + , ; = :
  c === 47 ||
  c === 45 ||
  c === 46 ||
  c === 95 ||
  c === 126 ||
  c === 37 ||
  c === 33 ||
  c === 36 ||
  c === 38 ||
  c === 39 ||
  c === 40 ||
  c === 41 ||
  c === 42 ||
  c === 43 ||
  c === 44 ||
  c === 59 ||
  c === 61 ||
  c === 58

/**
 * `IsDomainPrefixedPath(path, value)`: a value like `acme.io/foo` — an RFC 1123
 * subdomain, a `/`, then RFC 3986 path characters. Used for `spec.managedBy`.
 *
 * @example
 * isDomainPrefixedPath('spec.managedBy', 'example.com/foo') // []
 * isDomainPrefixedPath('spec.managedBy', 'foo')[0]?.detail
 * // 'must be a domain-prefixed path (such as "acme.io/foo")'
 */
export const isDomainPrefixedPath = (path: string, value: string): FieldError[] => {
  if (typeof value !== 'string' || value.length === 0) return [required(path)]
  const slash = value.indexOf('/')
  if (slash <= 0 || slash === value.length - 1) {
    return [invalid(path, value, 'must be a domain-prefixed path (such as "acme.io/foo")')]
  }
  const host = value.slice(0, slash)
  const errs = isDNS1123Subdomain(host).map((m) => invalid(path, host, m))
  const rest = value.slice(slash + 1)
  for (let i = 0; i < rest.length; i++) {
    if (!isHttpPathChar(rest.charCodeAt(i))) {
      errs.push(invalid(path, rest, `Invalid path (regex used for validation is '${HTTP_PATH_FMT}')`))
      break
    }
  }
  return errs
}
