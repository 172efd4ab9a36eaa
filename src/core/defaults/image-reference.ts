/**
 * The one question pod defaulting asks of a container image reference:
 * would the container runtime pull it as `latest`? The kubelet's parser
 * (the Docker "normalized named" reference grammar) decides: a reference
 * that parses and names the tag `latest`, or names neither a tag nor a
 * digest, is a `latest` image; one that does not parse is not.
 *
 * Written from the grammar (lowercase path components joined by `.`, `_`,
 * `__` or dashes; an optional registry host with port; a tag of at most
 * 128 word characters, dots and dashes; a `sha256`/`sha384`/`sha512` digest
 * of exactly the algorithm's hex length) as a linear scan: no regular
 * expression here can backtrack over a long input.
 *
 * @module
 */

const DEFAULT_DOMAIN = 'docker.io'
const LEGACY_DEFAULT_DOMAIN = 'index.docker.io'
const LOCALHOST = 'localhost'
const OFFICIAL_PREFIX = 'library/'
const MAX_PATH_LENGTH = 255
const MAX_TAG_LENGTH = 128

const IDENTIFIER = /^[a-f0-9]{64}$/
const DIGEST = /^(?:sha256:[a-f0-9]{64}|sha384:[a-f0-9]{96}|sha512:[a-f0-9]{128})$/
const TAG = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/
const PATH_COMPONENT = /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*$/
const DOMAIN_LABEL = /^[A-Za-z0-9-]+$/
const PORT = /^[0-9]+$/
const IPV6_HOST = /^\[[A-Fa-f0-9:]+\]$/

/** What a parsed reference names besides its repository. */
interface ParsedReference {
  readonly tag: string
  readonly digest: string
}

/** A registry host (DNS name or bracketed IPv6 address) with an optional `:port`. */
const isDomainAndPort = (segment: string): boolean => {
  let host = segment
  if (segment.startsWith('[')) {
    const close = segment.indexOf(']')
    if (close < 0) return false
    host = segment.slice(0, close + 1)
    const rest = segment.slice(close + 1)
    if (rest !== '' && !(rest.startsWith(':') && PORT.test(rest.slice(1)))) return false
    return IPV6_HOST.test(host)
  }
  const colon = segment.indexOf(':')
  if (colon >= 0) {
    if (!PORT.test(segment.slice(colon + 1))) return false
    host = segment.slice(0, colon)
  }
  for (const label of host.split('.')) {
    if (!DOMAIN_LABEL.test(label) || label.startsWith('-') || label.endsWith('-')) return false
  }
  return true
}

/** The repository path of a name (`[host[:port]/]component(/component)*`), or `undefined` when it is not one. */
const repositoryPath = (name: string): string | undefined => {
  const segments = name.split('/')
  const pathFrom = (start: number): boolean => {
    for (let i = start; i < segments.length; i++) if (!PATH_COMPONENT.test(segments[i] as string)) return false
    return true
  }
  // The grammar prefers reading the first segment as a registry host.
  if (segments.length >= 2 && isDomainAndPort(segments[0] as string) && pathFrom(1)) return segments.slice(1).join('/')
  return pathFrom(0) ? name : undefined
}

/** The full grammar on `host/remainder`: `name[:tag][@digest]`. */
const parseReference = (s: string): ParsedReference | undefined => {
  const at = s.indexOf('@')
  const named = at < 0 ? s : s.slice(0, at)
  const digest = at < 0 ? '' : s.slice(at + 1)
  if (at >= 0 && !DIGEST.test(digest)) return undefined
  // A tag has no `/`; a `:` before the last `/` can only be a registry port.
  const colon = named.lastIndexOf(':')
  const tagged = colon > named.lastIndexOf('/')
  const tag = tagged ? named.slice(colon + 1) : ''
  if (tagged && (tag.length > MAX_TAG_LENGTH || !TAG.test(tag))) return undefined
  const path = repositoryPath(tagged ? named.slice(0, colon) : named)
  if (path === undefined || path.length > MAX_PATH_LENGTH) return undefined
  return { tag, digest }
}

/** Splits a familiar name into registry and remainder (`ubuntu` → `docker.io`, `library/ubuntu`). */
const splitDomain = (name: string): readonly [string, string] => {
  const slash = name.indexOf('/')
  if (slash < 0) return [DEFAULT_DOMAIN, OFFICIAL_PREFIX + name]
  const first = name.slice(0, slash)
  const rest = name.slice(slash + 1)
  let domain: string
  let remainder: string
  if (first === LEGACY_DEFAULT_DOMAIN) {
    domain = DEFAULT_DOMAIN
    remainder = rest
  } else if (first === LOCALHOST || first.includes('.') || first.includes(':') || first.toLowerCase() !== first) {
    // A host: `localhost`, a dotted name or IP, a port, or a first segment with uppercase (never a path).
    domain = first
    remainder = rest
  } else {
    domain = DEFAULT_DOMAIN
    remainder = name
  }
  if (domain === DEFAULT_DOMAIN && !remainder.includes('/')) remainder = OFFICIAL_PREFIX + remainder
  return [domain, remainder]
}

/**
 * Parses an image reference as the kubelet normalizes it; `undefined` when
 * it is not a valid reference (empty, uppercase repository, bad tag or
 * digest, a bare 64-hex identifier, a path over 255 characters).
 *
 * @example
 * parseImageReference('busybox')            // { tag: '', digest: '' }
 * parseImageReference('nginx:1.27')         // { tag: '1.27', digest: '' }
 * parseImageReference('Busybox')            // undefined
 */
export const parseImageReference = (image: string): ParsedReference | undefined => {
  if (typeof image !== 'string' || IDENTIFIER.test(image)) return undefined
  const [domain, remainder] = splitDomain(image)
  const colon = remainder.indexOf(':')
  const remote = colon < 0 ? remainder : remainder.slice(0, colon)
  if (remote.toLowerCase() !== remote) return undefined
  return parseReference(`${domain}/${remainder}`)
}

/**
 * Whether the reference, without a digest, names a tag other than `latest`
 * (`perl:5.34.0`): `IfNotPresent` whether or not the whole reference parses,
 * so the parse is skipped. The tag is what follows the last `:` of the last
 * `/`-segment, as {@link parseReference} reads it (the registry prefix that
 * normalization adds never changes the last segment).
 */
const namesOtherTag = (image: string): boolean => {
  if (image.includes('@')) return false
  const colon = image.lastIndexOf(':')
  return colon > image.lastIndexOf('/') && image.slice(colon + 1) !== 'latest'
}

/**
 * The pull policy an image gets when none is set: `Always` for a `latest`
 * image (tag `latest`, or neither tag nor digest), else `IfNotPresent` —
 * also for a reference that does not parse.
 *
 * @example
 * defaultPullPolicy('busybox')          // 'Always'
 * defaultPullPolicy('busybox:latest')   // 'Always'
 * defaultPullPolicy('perl:5.34.0')      // 'IfNotPresent'
 * defaultPullPolicy('busybox@sha256:' + 'a'.repeat(64)) // 'IfNotPresent'
 * defaultPullPolicy('')                 // 'IfNotPresent' (not a reference)
 */
export const defaultPullPolicy = (image: string): 'Always' | 'IfNotPresent' => {
  if (typeof image === 'string' && namesOtherTag(image)) return 'IfNotPresent'
  const ref = parseImageReference(image)
  if (ref === undefined) return 'IfNotPresent'
  return ref.tag === 'latest' || (ref.tag === '' && ref.digest === '') ? 'Always' : 'IfNotPresent'
}
