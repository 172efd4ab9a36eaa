/**
 * Name and value checks of apimachinery's `pkg/util/validation`
 * (`IsQualifiedName`, `IsValidLabelValue`, `IsDNS1123Label`,
 * `IsDNS1123Subdomain`): the same messages in the same order, lengths in
 * UTF-8 bytes, implemented as single-pass char-code scanners (no regular
 * expressions). Go's `$` does not match before a trailing newline, so
 * `"a\n"` is invalid everywhere.
 *
 * @module
 */

/** The `regex used for validation` of a label-key name part. */
const QUALIFIED_NAME_FMT = '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]'
const QUALIFIED_NAME_MSG =
  "must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character"
const LABEL_VALUE_FMT = '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?'
const LABEL_VALUE_MSG =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character"
const DNS1123_LABEL_FMT = '[a-z0-9]([-a-z0-9]*[a-z0-9])?'
const DNS1123_LABEL_MSG =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character"
const DNS1123_SUBDOMAIN_FMT = '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*'
const DNS1123_SUBDOMAIN_MSG =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character"

/**
 * Maximum byte length of a label value and of a label key's name part.
 *
 * @example
 * isValidLabelValue('a'.repeat(LABEL_VALUE_MAX_LENGTH)) //=> []
 */
export const LABEL_VALUE_MAX_LENGTH = 63
/**
 * Maximum byte length of a DNS-1123 label.
 *
 * @example
 * isDNS1123Label('a'.repeat(DNS1123_LABEL_MAX_LENGTH + 1)) //=> ['must be no more than 63 bytes']
 */
export const DNS1123_LABEL_MAX_LENGTH = 63
/**
 * Maximum byte length of a DNS-1123 subdomain (and of a label key's prefix).
 *
 * @example
 * isDNS1123Subdomain('a'.repeat(DNS1123_SUBDOMAIN_MAX_LENGTH)) //=> []
 */
export const DNS1123_SUBDOMAIN_MAX_LENGTH = 253

// Go's validation.RegexError: the message, the examples, the regex.
const regexError = (msg: string, fmt: string, ...examples: readonly string[]): string =>
  `${msg} (e.g. ${examples.map((e) => `'${e}'`).join(',  or ')}, regex used for validation is '${fmt}')`

const maxLenError = (n: number): string => `must be no more than ${n} bytes`
const EMPTY_ERROR = 'must be non-empty'

const NAME_REGEX_ERROR = /* @__PURE__ */ regexError(
  QUALIFIED_NAME_MSG,
  QUALIFIED_NAME_FMT,
  'MyName',
  'my.name',
  '123-abc',
)
const LABEL_KEY_PARTS_ERROR =
  'a valid label key ' + NAME_REGEX_ERROR + " with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')"
const LABEL_VALUE_REGEX_ERROR = /* @__PURE__ */ regexError(
  LABEL_VALUE_MSG,
  LABEL_VALUE_FMT,
  'MyValue',
  'my_value',
  '12345',
)
const DNS1123_LABEL_REGEX_ERROR = /* @__PURE__ */ regexError(DNS1123_LABEL_MSG, DNS1123_LABEL_FMT, 'my-name', '123-abc')
/** The `IsDNS1123Subdomain` regex message (for callers that build the message list themselves). */
export const DNS1123_SUBDOMAIN_REGEX_ERROR = /* @__PURE__ */ regexError(
  DNS1123_SUBDOMAIN_MSG,
  DNS1123_SUBDOMAIN_FMT,
  'example.com',
)

/**
 * Number of bytes of the UTF-8 encoding of `s` (Go's `len`). A lone
 * surrogate counts 3 bytes.
 *
 * @example
 * utf8ByteLength('é') //=> 2
 */
export const utf8ByteLength = (s: string): number => {
  const n = s.length
  let bytes = n
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x80) continue
    if (c < 0x800) bytes += 1
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = s.charCodeAt(i + 1)
      if (d >= 0xdc00 && d <= 0xdfff) {
        bytes += 2 // 4 bytes for 2 code units
        i++
      } else bytes += 2
    } else bytes += 2
  }
  return bytes
}

/** ASCII character classes: bit 1 = name character [-A-Za-z0-9_.], bit 2 = alphanumeric. */
const NAME = 1
const ALNUM = 2
const CLASS: Uint8Array = /* @__PURE__ */ (() => {
  const t = new Uint8Array(128)
  for (let c = 0; c < 128; c++) {
    const alnum = (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)
    if (alnum) t[c] = NAME | ALNUM
    else if (c === 0x2d || c === 0x5f || c === 0x2e) t[c] = NAME
  }
  return t
})()

/**
 * Whether the character code is alphanumeric ASCII.
 *
 * @example
 * isAlnum(0x41) //=> true
 */
export const isAlnum = (c: number): boolean => c < 128 && (CLASS[c]! & ALNUM) !== 0

/**
 * Whether the character code is a label-name character `[-A-Za-z0-9_.]`.
 *
 * @example
 * isNameChar(0x5f) //=> true ('_')
 */
export const isNameChar = (c: number): boolean => c < 128 && (CLASS[c]! & NAME) !== 0

// ^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$ on s[from, to)
const isNamePart = (s: string, from: number, to: number): boolean => {
  if (to <= from) return false
  if (!isAlnum(s.charCodeAt(from)) || !isAlnum(s.charCodeAt(to - 1))) return false
  for (let i = from + 1; i < to - 1; i++) {
    const c = s.charCodeAt(i)
    if (c >= 128 || (CLASS[c]! & NAME) === 0) return false
  }
  return true
}

const isLowerAlnum = (c: number): boolean => (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x7a)

// ^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$ on s[from, to);
// with allowDots false, the DNS-1123 label regex.
const isDns1123 = (s: string, from: number, to: number, allowDots: boolean): boolean => {
  if (to <= from) return false
  let prev = 0x2e // as if after a dot: the next char must be alphanumeric
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i)
    if (isLowerAlnum(c)) {
      prev = c
      continue
    }
    if (c === 0x2d) {
      if (prev === 0x2e) return false
    } else if (c === 0x2e && allowDots) {
      if (prev === 0x2e || prev === 0x2d) return false
    } else return false
    prev = c
  }
  return prev !== 0x2e && prev !== 0x2d
}

/**
 * `validation.IsDNS1123Subdomain`: lowercase alphanumerics, `-` and `.`,
 * starting and ending with an alphanumeric, each dot-separated part likewise,
 * at most 253 bytes. Returns the upstream messages; `[]` means valid.
 *
 * @example
 * isDNS1123Subdomain('example.com') //=> []
 * isDNS1123Subdomain('Example.com')[0]?.startsWith('a lowercase RFC 1123 subdomain') //=> true
 */
export const isDNS1123Subdomain = (value: string): string[] => {
  if (typeof value !== 'string') return [DNS1123_SUBDOMAIN_REGEX_ERROR]
  const errs: string[] = []
  if (value.length > DNS1123_SUBDOMAIN_MAX_LENGTH / 3 && utf8ByteLength(value) > DNS1123_SUBDOMAIN_MAX_LENGTH)
    errs.push(maxLenError(DNS1123_SUBDOMAIN_MAX_LENGTH))
  if (!isDns1123(value, 0, value.length, true)) errs.push(DNS1123_SUBDOMAIN_REGEX_ERROR)
  return errs
}

/**
 * `validation.IsDNS1123Label`: like a subdomain but without dots and at most
 * 63 bytes; a valid subdomain that is not a label gets `must not contain dots`.
 *
 * @example
 * isDNS1123Label('my-name') //=> []
 * isDNS1123Label('a.b')     //=> ['must not contain dots']
 */
export const isDNS1123Label = (value: string): string[] => {
  if (typeof value !== 'string') return [DNS1123_LABEL_REGEX_ERROR]
  const errs: string[] = []
  if (value.length > DNS1123_LABEL_MAX_LENGTH / 3 && utf8ByteLength(value) > DNS1123_LABEL_MAX_LENGTH)
    errs.push(maxLenError(DNS1123_LABEL_MAX_LENGTH))
  if (!isDns1123(value, 0, value.length, false)) {
    errs.push(isDns1123(value, 0, value.length, true) ? 'must not contain dots' : DNS1123_LABEL_REGEX_ERROR)
  }
  return errs
}

/**
 * `validation.IsQualifiedName` (= `content.IsLabelKey`): an optional
 * DNS-1123-subdomain prefix and `/`, then a name part of at most 63 bytes of
 * alphanumerics, `-`, `_` and `.`, starting and ending with an alphanumeric.
 * Returns the upstream messages in upstream order; `[]` means valid.
 * A non-string gets the "a valid label key" message.
 *
 * @example
 * isQualifiedName('example.com/my-app') //=> []
 * isQualifiedName('a/')
 * //=> ['name part must be non-empty', "name part must consist of alphanumeric characters, …"]
 */
export const isQualifiedName = (value: string): string[] => {
  if (typeof value !== 'string') return [LABEL_KEY_PARTS_ERROR]
  const n = value.length
  // Fast path: a short plain name part.
  let slash = -1
  for (let i = 0; i < n; i++) {
    if (value.charCodeAt(i) === 0x2f) {
      if (slash !== -1) return [LABEL_KEY_PARTS_ERROR]
      slash = i
    }
  }
  const errs: string[] = []
  let nameFrom = 0
  if (slash !== -1) {
    nameFrom = slash + 1
    if (slash === 0) errs.push('prefix part ' + EMPTY_ERROR)
    else {
      const prefix = value.slice(0, slash)
      for (const msg of isDNS1123Subdomain(prefix)) errs.push('prefix part ' + msg)
    }
  }
  if (nameFrom === n) errs.push('name part ' + EMPTY_ERROR)
  else if (n - nameFrom > LABEL_VALUE_MAX_LENGTH / 3 && utf8ByteLength(value.slice(nameFrom)) > LABEL_VALUE_MAX_LENGTH)
    errs.push('name part ' + maxLenError(LABEL_VALUE_MAX_LENGTH))
  if (!isNamePart(value, nameFrom, n)) errs.push('name part ' + NAME_REGEX_ERROR)
  return errs
}

/**
 * `validation.IsValidLabelValue` (= `content.IsLabelValue`): empty, or at
 * most 63 bytes of alphanumerics, `-`, `_` and `.`, starting and ending with
 * an alphanumeric. Returns the upstream messages; `[]` means valid.
 * A non-string gets the format message.
 *
 * @example
 * isValidLabelValue('')      //=> []
 * isValidLabelValue('v1.2')  //=> []
 * isValidLabelValue('-b').length //=> 1
 */
export const isValidLabelValue = (value: string): string[] => {
  if (typeof value !== 'string') return [LABEL_VALUE_REGEX_ERROR]
  const n = value.length
  if (n === 0) return []
  const errs: string[] = []
  if (n > LABEL_VALUE_MAX_LENGTH / 3 && utf8ByteLength(value) > LABEL_VALUE_MAX_LENGTH)
    errs.push(maxLenError(LABEL_VALUE_MAX_LENGTH))
  if (!isNamePart(value, 0, n)) errs.push(LABEL_VALUE_REGEX_ERROR)
  return errs
}

/**
 * True when `value` is a valid label key (no message allocation).
 *
 * @example
 * isLabelKey('app') //=> true
 */
export const isLabelKey = (value: string): boolean => {
  if (typeof value !== 'string') return false
  const n = value.length
  // One pass: every character is a name character or the single '/'
  // (prefix characters [-a-z0-9.] are name characters too).
  let slash = -1
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i)
    if (c < 128 && (CLASS[c]! & NAME) !== 0) continue
    if (c !== 0x2f || slash !== -1) return false
    slash = i
  }
  const from = slash + 1
  // name part: 1–63 (ASCII, so bytes) characters, alphanumeric at both ends
  if (n === from || n - from > LABEL_VALUE_MAX_LENGTH) return false
  if (!isAlnum(value.charCodeAt(from)) || !isAlnum(value.charCodeAt(n - 1))) return false
  return slash === -1 || (slash !== 0 && slash <= DNS1123_SUBDOMAIN_MAX_LENGTH && isDns1123(value, 0, slash, true))
}

/**
 * True when `value` is a valid label value (no message allocation).
 *
 * @example
 * isLabelValue('') //=> true
 */
export const isLabelValue = (value: string): boolean =>
  typeof value === 'string' &&
  (value.length === 0 || (value.length <= LABEL_VALUE_MAX_LENGTH && isNamePart(value, 0, value.length)))
