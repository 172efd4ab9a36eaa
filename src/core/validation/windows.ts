/**
 * Windows security options (core `validateWindowsSecurityContextOptions`,
 * checked on every pod whatever its OS) and the HostProcess rules of a pod
 * (`validateWindowsHostProcessPod`): a container's `hostProcess` must equal
 * the pod's when both are set; when any container runs as a HostProcess
 * container, all must, the pod must use the host network, and the cluster
 * must allow it (the kubelet capability is off in the API server, so
 * templates with HostProcess containers are always refused).
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import { utf8Length } from '../../field/utf8'
import type * as core from '../generated/model'
import { child, dns1123Subdomain, forbidden, invalid, named } from './errors'
import { allContainers, containerPath } from './visit-containers'

const GMSA_SPEC_MAX_BYTES = 64 * 1024
const USER_MAX_BYTES = 104
const DOMAIN_MAX_BYTES = 255
const NETBIOS_MAX_CHARACTERS = 15

const NETBIOS_FORBIDDEN = /* @__PURE__ */ new Set(['\\', '/', ':', '*', '?', '"', '<', '>', '|'])
const USER_FORBIDDEN = '"/\\:;|=,+*?<>@[]'
const DNS_LABEL = /^[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/

const hasControlCharacter = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c < 0x20 || c === 0x7f) return true
  }
  return false
}

/** A NetBIOS domain: 1 to 15 characters, none of `\/:*?"<>|`, not starting with a dot. */
const isNetBiosDomain = (d: string): boolean => {
  const chars = [...d]
  if (chars.length === 0 || chars.length > NETBIOS_MAX_CHARACTERS || chars[0] === '.') return false
  return chars.every((ch) => !NETBIOS_FORBIDDEN.has(ch))
}

/** A DNS domain: dot-separated labels of letters, digits and inner hyphens, at most 63 each. */
const isDnsDomain = (d: string): boolean => d.split('.').every((label) => DNS_LABEL.test(label))

const runAsUserNameErrors = (name: string): string[] => {
  if (name.length === 0) return ['runAsUserName cannot be an empty string']
  if (hasControlCharacter(name)) return ['runAsUserName cannot contain control characters']
  const parts = name.split('\\')
  if (parts.length > 2) return ['runAsUserName cannot contain more than one backslash']
  const msgs: string[] = []
  const user = parts.length === 2 ? (parts[1] as string) : name
  if (parts.length === 2) {
    const domain = parts[0] as string
    if (utf8Length(domain) > DOMAIN_MAX_BYTES) msgs.push("runAsUserName's Domain length must be under 256 characters")
    else if (!isNetBiosDomain(domain) && !isDnsDomain(domain))
      msgs.push("runAsUserName's Domain doesn't match the NetBios nor the DNS format")
  }
  if (user.length === 0) {
    msgs.push("runAsUserName's User cannot be empty")
    return msgs
  }
  if (utf8Length(user) > USER_MAX_BYTES)
    msgs.push(`runAsUserName's User length must not be longer than ${USER_MAX_BYTES} characters`)
  if ([...user].some((ch) => USER_FORBIDDEN.includes(ch)))
    msgs.push(`runAsUserName's User cannot contain the following characters: ${USER_FORBIDDEN}`)
  if (/^[. ]+$/.test(user)) msgs.push("runAsUserName's User cannot contain only periods or spaces")
  return msgs
}

/**
 * `validateWindowsSecurityContextOptions` at `<path>` (the `windowsOptions`
 * path): the GMSA credential spec name and spec, and `runAsUserName`
 * (`DOMAIN\user` or `user`: a NetBIOS or DNS domain, a user name of at most
 * 104 bytes without `"/\:;|=,+*?<>@[]`).
 *
 * @example
 * validateWindowsOptions({ gmsaCredentialSpecName: undefined, gmsaCredentialSpec: undefined, runAsUserName: 'a\\b\\c', hostProcess: undefined }, 'w')[0]?.detail
 * // 'runAsUserName cannot contain more than one backslash'
 */
export const validateWindowsOptions = (
  options: core.WindowsSecurityContextOptions | undefined,
  path: string,
): FieldError[] => {
  if (options === undefined) return []
  const errs: FieldError[] = []
  const name = options.gmsaCredentialSpecName
  if (name !== undefined) {
    const p = child(path, 'gmsaCredentialSpecName')
    for (const m of dns1123Subdomain(name)) errs.push(invalid(p, name, m))
  }
  const spec = options.gmsaCredentialSpec
  if (spec !== undefined) {
    const p = child(path, 'gmsaCredentialSpec')
    // Go passes the *string itself, which its error text prints through json.Marshal (`\u0007`, `\u003c`)
    if (spec.length === 0) errs.push(named(invalid(p, spec, 'gmsaCredentialSpec cannot be an empty string')))
    else if (utf8Length(spec) > GMSA_SPEC_MAX_BYTES)
      errs.push(named(invalid(p, spec, 'gmsaCredentialSpec size must be under 64 KiB')))
  }
  const user = options.runAsUserName
  if (user !== undefined)
    for (const m of runAsUserNameErrors(user)) errs.push(named(invalid(child(path, 'runAsUserName'), user, m)))
  return errs
}

/**
 * `validateWindowsHostProcessPod` at `<path>` (the pod spec path);
 * `allowHostProcess` is the cluster's `--allow-privileged` (Go:
 * `capabilities.Get().AllowPrivileged`), off in the Go package.
 *
 * @example
 * validateHostProcess(spec, 'spec.template.spec') // [] when no container is a HostProcess container
 */
export const validateHostProcess = (spec: core.PodSpec, path: string, allowHostProcess = false): FieldError[] => {
  const errs: FieldError[] = []
  const pod = spec.securityContext?.windowsOptions?.hostProcess
  let any = false
  let all = true
  const containers = allContainers(spec)
  for (let k = 0; k < containers.length; k++) {
    const mine = (containers[k] as core.Container | core.EphemeralContainer).securityContext?.windowsOptions
      ?.hostProcess
    if (pod !== undefined && mine !== undefined && mine !== pod)
      errs.push(
        invalid(
          child(child(child(containerPath(spec, path, k), 'securityContext'), 'windowsOptions'), 'hostProcess'),
          mine,
          `pod hostProcess value must be identical if both are specified, was ${pod}`,
        ),
      )
    const effective = mine ?? pod ?? false
    if (effective) any = true
    else all = false
  }
  if (!any) return errs
  if (!all)
    errs.push(
      invalid(
        path,
        '',
        'If pod contains any hostProcess containers then all containers must be HostProcess containers',
      ),
    )
  if (!spec.hostNetwork)
    errs.push(
      invalid(child(path, 'hostNetwork'), false, 'hostNetwork must be true if pod contains any hostProcess containers'),
    )
  if (!allowHostProcess) errs.push(forbidden(path, 'hostProcess containers are disallowed by cluster policy'))
  return errs
}
