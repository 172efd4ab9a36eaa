/**
 * IP addresses of legacy fields (apimachinery `IsValidIPForLegacyField`
 * with strict validation, the `StrictIPCIDRValidation` default), host
 * aliases (core `ValidateHostAliases`) and the pod DNS config
 * (`validatePodDNSConfig`).
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import type * as core from '../generated/model'
import { characters, child, index, invalid, regexError, required, validateDNS1123Subdomain } from './errors'
import { pushAll } from '../../wire/push-all'

interface Parsed {
  readonly bytes: number[]
  /** What the strict parser (`netip.ParseAddr`) rejects: octets with leading 0s, hex groups of 5+ digits. */
  readonly lenient: boolean
}

/** Decimal digits at the start of `s` (Go's `dtoi`): value, length, and whether it had a leading 0. */
const digits = (s: string): { n: number; c: number } | undefined => {
  let c = 0
  let n = 0
  while (c < s.length && s.charCodeAt(c) >= 48 && s.charCodeAt(c) <= 57) {
    n = n * 10 + (s.charCodeAt(c) - 48)
    if (n >= 0xffffff) return undefined
    c++
  }
  return c === 0 ? undefined : { n, c }
}

const parse4 = (input: string): Parsed | undefined => {
  let s = input
  const bytes: number[] = []
  let lenient = false
  for (let i = 0; i < 4; i++) {
    if (s.length === 0) return undefined
    if (i > 0) {
      if (s[0] !== '.') return undefined
      s = s.slice(1)
    }
    const d = digits(s)
    if (d === undefined || d.n > 0xff) return undefined
    if (d.c > 1 && s[0] === '0') lenient = true
    bytes.push(d.n)
    s = s.slice(d.c)
  }
  return s.length === 0 ? { bytes, lenient } : undefined
}

const hex = (s: string): { n: number; c: number } | undefined => {
  let c = 0
  let n = 0
  while (c < s.length && /[0-9a-fA-F]/.test(s[c] as string)) {
    n = n * 16 + Number.parseInt(s[c] as string, 16)
    if (n >= 0xffffff) return undefined
    c++
  }
  return c === 0 ? undefined : { n, c }
}

const parse6 = (input: string): Parsed | undefined => {
  let s = input
  const ip = new Array<number>(16).fill(0)
  let lenient = false
  let ellipsis = -1
  if (s.startsWith('::')) {
    ellipsis = 0
    s = s.slice(2)
    if (s.length === 0) return { bytes: ip, lenient }
  }
  let i = 0
  while (i < 16) {
    const h = hex(s)
    if (h === undefined || h.n > 0xffff) return undefined
    if (h.c < s.length && s[h.c] === '.') {
      if ((ellipsis < 0 && i !== 12) || i + 4 > 16) return undefined
      const v4 = parse4(s)
      if (v4 === undefined) return undefined
      v4.bytes.forEach((b, k) => {
        ip[i + k] = b
      })
      lenient ||= v4.lenient
      s = ''
      i += 4
      break
    }
    if (h.c > 4) lenient = true
    ip[i] = h.n >> 8
    ip[i + 1] = h.n & 0xff
    i += 2
    s = s.slice(h.c)
    if (s.length === 0) break
    if (s[0] !== ':' || s.length === 1) return undefined
    s = s.slice(1)
    if (s[0] === ':') {
      if (ellipsis >= 0) return undefined
      ellipsis = i
      s = s.slice(1)
      if (s.length === 0) break
    }
  }
  if (s.length !== 0) return undefined
  if (i < 16) {
    if (ellipsis < 0) return undefined
    const n = 16 - i
    for (let j = i - 1; j >= ellipsis; j--) ip[j + n] = ip[j] as number
    for (let j = ellipsis + n - 1; j >= ellipsis; j--) ip[j] = 0
  } else if (ellipsis >= 0) return undefined
  return { bytes: ip, lenient }
}

/** `netutils.ParseIPSloppy`: the first `.` or `:` decides the family. */
const parseSloppy = (s: string): Parsed | undefined => {
  for (const ch of s) {
    if (ch === '.') return parse4(s)
    if (ch === ':') return parse6(s)
  }
  return undefined
}

/**
 * `IsValidIPForLegacyField(path, value, strict = true, nil)`.
 *
 * @example
 * validateLegacyIP('010.1.1.1', 'ip')[0]?.detail // 'must not have leading 0s'
 */
export const validateLegacyIP = (value: string, path: string): FieldError[] => {
  const ip = parseSloppy(value)
  if (ip === undefined) return [invalid(path, value, 'must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)')]
  const errs: FieldError[] = []
  if (ip.lenient) errs.push(invalid(path, value, 'must not have leading 0s'))
  else if (
    value.includes(':') &&
    ip.bytes.slice(0, 10).every((b) => b === 0) &&
    ip.bytes[10] === 0xff &&
    ip.bytes[11] === 0xff
  )
    errs.push(invalid(path, value, 'must not be an IPv4-mapped IPv6 address'))
  return errs
}

/**
 * `ValidateHostAliases`.
 *
 * @example
 * validateHostAliases([{ ip: '10.0.0.1', hostnames: ['db'] }], 'spec.hostAliases') // []
 */
export const validateHostAliases = (aliases: readonly core.HostAlias[] | undefined, path: string): FieldError[] =>
  (aliases ?? []).flatMap((a, i) => [
    ...validateLegacyIP(a.ip, child(index(path, i), 'ip')),
    ...(a.hostnames ?? []).flatMap((h, j) => validateDNS1123Subdomain(h, index(child(index(path, i), 'hostnames'), j))),
  ])

const SUBDOMAIN_UNDERSCORE = '_?[a-z0-9]([-_a-z0-9]*[a-z0-9])?(\\._?[a-z0-9]([-_a-z0-9]*[a-z0-9])?)*'
const SUBDOMAIN_UNDERSCORE_RE = /* @__PURE__ */ new RegExp(`^${SUBDOMAIN_UNDERSCORE}$`)

/** `validation.IsDNS1123SubdomainWithUnderscore`. */
const subdomainWithUnderscore = (value: string): string[] => {
  const errs: string[] = []
  if (value.length > 253) errs.push('must be no more than 253 bytes')
  if (!SUBDOMAIN_UNDERSCORE_RE.test(value))
    errs.push(
      regexError(
        "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '_', '-' or '.', and must start and end with an alphanumeric character",
        SUBDOMAIN_UNDERSCORE,
        'example.com',
      ),
    )
  return characters(errs)
}

/**
 * `validatePodDNSConfig`: the `dnsPolicy: None` requirements, nameserver
 * IPs (at most 3), search domains (at most 32, 2048 characters) and option
 * names.
 *
 * @example
 * validatePodDNSConfig(undefined, 'None', 'd')[0]?.detail // 'must provide `dnsConfig` when `dnsPolicy` is None'
 */
export const validatePodDNSConfig = (c: core.PodDNSConfig | undefined, policy: string, path: string): FieldError[] => {
  if (policy === 'None') {
    if (c === undefined) return [required(path, 'must provide `dnsConfig` when `dnsPolicy` is None')]
    if ((c.nameservers ?? []).length === 0)
      return [required(child(path, 'nameservers'), 'must provide at least one DNS nameserver when `dnsPolicy` is None')]
  }
  if (c === undefined) return []
  const errs: FieldError[] = []
  const ns = c.nameservers ?? []
  if (ns.length > 3)
    errs.push(invalid(child(path, 'nameservers'), c.nameservers, 'must not have more than 3 nameservers'))
  ns.forEach((n, i) => {
    pushAll(errs, validateLegacyIP(n, index(child(path, 'nameservers'), i)))
  })
  const searches = c.searches ?? []
  if (searches.length > 32)
    errs.push(invalid(child(path, 'searches'), c.searches, 'must not have more than 32 search paths'))
  if (new TextEncoder().encode(searches.join(' ')).length > 2048)
    errs.push(
      invalid(
        child(path, 'searches'),
        c.searches,
        'must not have more than 2048 characters (including spaces) in the search list',
      ),
    )
  searches.forEach((s, i) => {
    if (s === '.') return
    const v = s.endsWith('.') ? s.slice(0, -1) : s
    for (const m of subdomainWithUnderscore(v)) errs.push(invalid(index(child(path, 'searches'), i), v, m))
  })
  ;(c.options ?? []).forEach((o, i) => {
    if (o.name.length === 0) errs.push(required(index(child(path, 'options'), i), 'must not be empty'))
  })
  return errs
}
