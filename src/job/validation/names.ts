/**
 * Name rules used by Job validation: RFC 1123 labels and subdomains
 * (`content.IsDNS1123Label` / `IsDNS1123Subdomain`), the object-name
 * functions `NameIsDNSSubdomain` / `NameIsDNSLabel`, and
 * `IsDomainPrefixedPath` — char-code scanners with upstream's messages.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { invalid, required } from './field-errors'
import { utf8Length } from './wire'

const DNS1123_LABEL_FMT = '[a-z0-9]([-a-z0-9]*[a-z0-9])?'
const DNS1123_SUBDOMAIN_FMT = `${DNS1123_LABEL_FMT}(\\.${DNS1123_LABEL_FMT})*`
const DNS1123_LABEL_MAX = 63
const DNS1123_SUBDOMAIN_MAX = 253

const DNS1123_LABEL_MSG =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character" +
  ` (e.g. 'my-name',  or '123-abc', regex used for validation is '${DNS1123_LABEL_FMT}')`
const DNS1123_SUBDOMAIN_MSG =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character" +
  ` (e.g. 'example.com', regex used for validation is '${DNS1123_SUBDOMAIN_FMT}')`

const HTTP_PATH_FMT = "[A-Za-z0-9/\\-._~%!$&'()*+,;=:]+"

/**
 * `content.MaxLenError(n)`.
 *
 * @example
 * maxLenError(63) // 'must be no more than 63 bytes'
 */
export const maxLenError = (n: number): string => `must be no more than ${n} bytes`

const isAlnum = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57)

/** Does `s[from, to)` match `^[a-z0-9]([-a-z0-9]*[a-z0-9])?$`? */
const matchesLabel = (s: string, from: number, to: number): boolean => {
  if (to <= from) return false
  if (!isAlnum(s.charCodeAt(from)) || !isAlnum(s.charCodeAt(to - 1))) return false
  for (let i = from + 1; i < to - 1; i++) {
    const c = s.charCodeAt(i)
    if (!isAlnum(c) && c !== 45) return false
  }
  return true
}

/** Does `s` match the RFC 1123 subdomain regex (dot-separated labels)? */
const matchesSubdomain = (s: string): boolean => {
  let start = 0
  for (;;) {
    const dot = s.indexOf('.', start)
    const end = dot < 0 ? s.length : dot
    if (!matchesLabel(s, start, end)) return false
    if (dot < 0) return true
    start = dot + 1
  }
}

/**
 * `IsDNS1123Label`: messages for a string that is not an RFC 1123 label
 * (`[]` = valid).
 *
 * @example
 * isDNS1123LabelMessages('my-name') // []
 * isDNS1123LabelMessages('a.b')     // ['must not contain dots']
 */
export const isDNS1123LabelMessages = (value: string): string[] => {
  const errs: string[] = []
  if (utf8Length(value) > DNS1123_LABEL_MAX) errs.push(maxLenError(DNS1123_LABEL_MAX))
  if (!matchesLabel(value, 0, value.length)) {
    errs.push(matchesSubdomain(value) ? 'must not contain dots' : DNS1123_LABEL_MSG)
  }
  return errs
}

const subdomainMessages = (value: string, byteLength: number): string[] => {
  const errs: string[] = []
  if (byteLength > DNS1123_SUBDOMAIN_MAX) errs.push(maxLenError(DNS1123_SUBDOMAIN_MAX))
  if (!matchesSubdomain(value)) errs.push(DNS1123_SUBDOMAIN_MSG)
  return errs
}

/**
 * `IsDNS1123Subdomain`: messages for a string that is not a lowercase RFC 1123
 * subdomain (`[]` = valid).
 *
 * @example
 * isDNS1123SubdomainMessages('example.com') // []
 * isDNS1123SubdomainMessages('Example')     // ['a lowercase RFC 1123 subdomain must consist of …']
 */
export const isDNS1123SubdomainMessages = (value: string): string[] =>
  subdomainMessages(value, utf8Length(value))

/**
 * `NameIsDNSSubdomain(name, prefix)`: the object-name rule of Jobs. With
 * `prefix` (a `generateName`), a trailing `-` is allowed: upstream's
 * `maskTrailingDash` replaces the last two bytes with `a` before checking.
 *
 * @example
 * nameIsDNSSubdomain('myjob-', true)  // []
 * nameIsDNSSubdomain('myjob-', false) // [the subdomain regex message]
 */
export const nameIsDNSSubdomain = (name: string, prefix: boolean): string[] => {
  if (prefix && name.length > 1 && name.charCodeAt(name.length - 1) === 45) {
    // Go slices bytes: when the character before the dash is multi-byte the
    // result is invalid UTF-8 (never a subdomain) one byte shorter.
    if (name.charCodeAt(name.length - 2) >= 0x80) return subdomainMessages(name, utf8Length(name) - 1)
    return isDNS1123SubdomainMessages(`${name.slice(0, -2)}a`)
  }
  return isDNS1123SubdomainMessages(name)
}

/**
 * `ValidateNamespaceName` (= `NameIsDNSLabel`, no prefix).
 *
 * @example
 * validateNamespaceName('default') // []
 */
export const validateNamespaceName = (name: string): string[] => isDNS1123LabelMessages(name)

const isHttpPathChar = (c: number): boolean =>
  (c >= 65 && c <= 90) ||
  (c >= 97 && c <= 122) ||
  (c >= 48 && c <= 57) ||
  // / - . _ ~ % ! $ & ' ( ) * + , ; = :
  c === 47 || c === 45 || c === 46 || c === 95 || c === 126 || c === 37 || c === 33 ||
  c === 36 || c === 38 || c === 39 || c === 40 || c === 41 || c === 42 || c === 43 ||
  c === 44 || c === 59 || c === 61 || c === 58

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
  const errs = isDNS1123SubdomainMessages(host).map((m) => invalid(path, host, m))
  const rest = value.slice(slash + 1)
  for (let i = 0; i < rest.length; i++) {
    if (!isHttpPathChar(rest.charCodeAt(i))) {
      errs.push(invalid(path, rest, `Invalid path (regex used for validation is '${HTTP_PATH_FMT}')`))
      break
    }
  }
  return errs
}
