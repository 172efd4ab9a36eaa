/**
 * The pod's `securityContext.sysctls` (core `validateSysctls`, with the
 * options of a new template): names required, well formed (at most 253
 * characters of dot- or slash-separated lowercase segments) and unique;
 * a sysctl of the network namespace is refused with `hostNetwork`, one of
 * the IPC namespace with `hostIPC`. Values are not checked.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import type * as core from '../generated/model'
import { child, duplicate, index, invalid, required } from './errors'

const SEGMENT = '[a-z0-9]([-_a-z0-9]*[a-z0-9])?'
const SYSCTL_PATTERN = `^(${SEGMENT}[\\./])*${SEGMENT}$`
const SYSCTL_RE = /* @__PURE__ */ new RegExp(SYSCTL_PATTERN)
const SYSCTL_MAX_LENGTH = 253
const BAD_NAME = `must have at most ${SYSCTL_MAX_LENGTH} characters and match regex ${SYSCTL_PATTERN}`

/** Sysctls the kernel keeps per IPC namespace, by exact name. */
const IPC_NAMES = /* @__PURE__ */ new Set([
  'kernel.sem',
  'kernel.shmall',
  'kernel.shmmax',
  'kernel.shmmni',
  'kernel.shm_rmid_forced',
  'kernel.shm',
  'kernel.msgmax',
  'kernel.msgmnb',
  'kernel.msgmni',
  'kernel.msg',
])

/**
 * A sysctl name written with `/` separators (`net/ipv4/ip_forward`) in its
 * dotted form: when the first separator is a slash, slashes and dots swap.
 *
 * @example
 * normalizeSysctlName('net/ipv4/conf/eth0.100/forwarding') // 'net.ipv4.conf.eth0/100.forwarding'
 */
export const normalizeSysctlName = (name: string): string => {
  const dot = name.indexOf('.')
  const slash = name.indexOf('/')
  if (slash < 0 || (dot >= 0 && dot < slash)) return name
  let out = ''
  for (const ch of name) out += ch === '/' ? '.' : ch === '.' ? '/' : ch
  return out
}

/**
 * The kernel namespace a sysctl belongs to, as the API server knows it:
 * `net` for `net.*`, `ipc` for the System V IPC limits and `fs.mqueue.*`,
 * else `undefined` (not one these rules care about).
 *
 * @example
 * sysctlNamespace('kernel.shmmax') // 'ipc'
 * sysctlNamespace('net/core/somaxconn') // 'net'
 * sysctlNamespace('vm.swappiness') // undefined
 */
export const sysctlNamespace = (name: string): 'net' | 'ipc' | undefined => {
  const n = normalizeSysctlName(name)
  if (IPC_NAMES.has(n)) return 'ipc'
  if (n.startsWith('net.')) return 'net'
  if (n.startsWith('fs.mqueue.')) return 'ipc'
  return undefined
}

/**
 * `validateSysctls` of a pod's security context at `<path>` (the
 * `sysctls` list path).
 *
 * @example
 * validateSysctls([{ name: 'net.core.somaxconn', value: '1024' }], true, false, 'spec.securityContext.sysctls')[0]?.detail
 * // "may not be specified when 'hostNetwork' is true"
 */
export const validateSysctls = (
  sysctls: readonly core.Sysctl[] | undefined,
  hostNetwork: boolean,
  hostIPC: boolean,
  path: string,
): FieldError[] => {
  if (sysctls === undefined || sysctls.length === 0) return []
  const errs: FieldError[] = []
  const seen = new Set<string>()
  sysctls.forEach((s, i) => {
    const p = child(index(path, i), 'name')
    if (s.name.length === 0) errs.push(required(p))
    else if (s.name.length > SYSCTL_MAX_LENGTH || !SYSCTL_RE.test(s.name)) errs.push(invalid(p, s.name, BAD_NAME))
    else if (seen.has(s.name)) errs.push(duplicate(p, s.name))
    seen.add(s.name)
    const ns = sysctlNamespace(s.name)
    if (hostNetwork && ns === 'net') errs.push(invalid(p, s.name, "may not be specified when 'hostNetwork' is true"))
    if (hostIPC && ns === 'ipc') errs.push(invalid(p, s.name, "may not be specified when 'hostIPC' is true"))
  })
  return errs
}
