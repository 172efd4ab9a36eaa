/**
 * Probes and lifecycle hooks (core `validateProbe`, `validateHandler`,
 * `validateLifecycle`): exactly one handler, each handler's fields, and
 * the probe timings.
 *
 * @module
 */
import type { FieldError } from '../../field/index'
import type * as core from '../generated/model'
import {
  child,
  forbidden,
  httpHeaderName,
  invalid,
  named,
  nonNegativeField,
  notSupported,
  portName,
  portNum,
  required,
} from './errors'
import { pushAll } from '../../wire/push-all'

/** The handler fields of a probe or lifecycle hook, in Go's check order. */
interface Handler {
  readonly exec?: core.ExecAction | undefined
  readonly httpGet?: core.HTTPGetAction | undefined
  readonly tcpSocket?: core.TCPSocketAction | undefined
  readonly grpc?: core.GRPCAction | undefined
  readonly sleep?: core.SleepAction | undefined
}

/**
 * `ValidatePortNumOrName`.
 *
 * @example
 * validatePortNumOrName(0, 'p')[0]?.detail // 'must be between 1 and 65535, inclusive'
 */
export const validatePortNumOrName = (port: number | string, path: string): FieldError[] =>
  typeof port === 'number'
    ? portNum(port).map((m) => invalid(path, port, m))
    : portName(port).map((m) => invalid(path, port, m))

const validateHTTPGet = (h: core.HTTPGetAction, path: string): FieldError[] => {
  const errs: FieldError[] = []
  if (h.path.length === 0) errs.push(required(child(path, 'path')))
  pushAll(errs, validatePortNumOrName(h.port, child(path, 'port')))
  if (h.scheme !== 'HTTP' && h.scheme !== 'HTTPS')
    errs.push(named(notSupported(child(path, 'scheme'), h.scheme, ['HTTP', 'HTTPS'])))
  for (const header of h.httpHeaders ?? [])
    for (const m of httpHeaderName(header.name)) errs.push(invalid(child(path, 'httpHeaders'), header.name, m))
  if (h.protocol !== undefined) {
    if (h.protocol !== 'HTTP1' && h.protocol !== 'HTTP2')
      errs.push(named(notSupported(child(path, 'protocol'), h.protocol, ['HTTP1', 'HTTP2'])))
    else if (h.protocol === 'HTTP2' && h.scheme !== 'HTTP')
      errs.push(invalid(child(path, 'protocol'), h.protocol, 'is only supported with HTTP (H2C)'))
    else if (h.protocol === 'HTTP2' && h.host.length > 0)
      errs.push(invalid(child(path, 'host'), h.host, 'must be empty when `protocol` is "HTTP2"'))
  }
  return errs
}

const handlerChecks = (
  h: Handler,
  gracePeriod: number | undefined,
  path: string,
): Array<[string, () => FieldError[]] | undefined> => [
  h.exec === undefined
    ? undefined
    : ['exec', () => ((h.exec?.command ?? []).length === 0 ? [required(child(child(path, 'exec'), 'command'))] : [])],
  h.httpGet === undefined
    ? undefined
    : ['httpGet', () => validateHTTPGet(h.httpGet as core.HTTPGetAction, child(path, 'httpGet'))],
  h.tcpSocket === undefined
    ? undefined
    : [
        'tcpSocket',
        () =>
          validatePortNumOrName((h.tcpSocket as core.TCPSocketAction).port, child(child(path, 'tcpSocket'), 'port')),
      ],
  h.grpc === undefined
    ? undefined
    : [
        'grpc',
        () => {
          const g = h.grpc as core.GRPCAction
          const errs = validatePortNumOrName(g.port, child(child(path, 'grpc'), 'port'))
          if (g.mode !== undefined && g.mode !== 'Plaintext' && g.mode !== 'TLS')
            errs.push(named(notSupported(child(child(path, 'grpc'), 'mode'), g.mode, ['Plaintext', 'TLS'])))
          return errs
        },
      ],
  h.sleep === undefined
    ? undefined
    : [
        'sleep',
        () => {
          const s = (h.sleep as core.SleepAction).seconds
          return gracePeriod !== undefined && (s < 0 || s > gracePeriod)
            ? [
                invalid(
                  child(path, 'sleep'),
                  s,
                  `must be non-negative and less than terminationGracePeriodSeconds (${gracePeriod})`,
                ),
              ]
            : []
        },
      ],
]

/**
 * `validateHandler`: exactly one handler type, then its own checks.
 *
 * @example
 * validateHandler({}, 30, 'p')[0]?.detail // 'must specify a handler type'
 */
export const validateHandler = (h: Handler, gracePeriod: number | undefined, path: string): FieldError[] => {
  const errs: FieldError[] = []
  let n = 0
  for (const c of handlerChecks(h, gracePeriod, path)) {
    if (c === undefined) continue
    if (n > 0) errs.push(forbidden(child(path, c[0]), 'may not specify more than 1 handler type'))
    else {
      n++
      pushAll(errs, c[1]())
    }
  }
  if (n === 0) errs.push(required(path, 'must specify a handler type'))
  return errs
}

const validateProbe = (probe: core.Probe, gracePeriod: number | undefined, path: string): FieldError[] => {
  const errs = validateHandler(probe, gracePeriod, path)
  errs.push(
    ...nonNegativeField(probe.initialDelaySeconds, child(path, 'initialDelaySeconds')),
    ...nonNegativeField(probe.timeoutSeconds, child(path, 'timeoutSeconds')),
    ...nonNegativeField(probe.periodSeconds, child(path, 'periodSeconds')),
    ...nonNegativeField(probe.successThreshold, child(path, 'successThreshold')),
    ...nonNegativeField(probe.failureThreshold, child(path, 'failureThreshold')),
  )
  const t = probe.terminationGracePeriodSeconds
  if (t !== undefined && t <= 0)
    errs.push(invalid(child(path, 'terminationGracePeriodSeconds'), t, 'must be greater than 0'))
  return errs
}

/**
 * The liveness, readiness and startup probe checks of a container.
 *
 * @example
 * validateProbes({ livenessProbe: undefined, readinessProbe: undefined, startupProbe: undefined }, 30, 'c') // []
 */
export const validateProbes = (
  c: Pick<core.Container, 'livenessProbe' | 'readinessProbe' | 'startupProbe'>,
  gracePeriod: number | undefined,
  path: string,
): FieldError[] => {
  const errs: FieldError[] = []
  const mustBeOne = (p: core.Probe, at: string): FieldError[] =>
    p.successThreshold !== 1 ? [invalid(child(at, 'successThreshold'), p.successThreshold, 'must be 1')] : []
  if (c.livenessProbe !== undefined) {
    const at = child(path, 'livenessProbe')
    errs.push(...validateProbe(c.livenessProbe, gracePeriod, at), ...mustBeOne(c.livenessProbe, at))
  }
  if (c.readinessProbe !== undefined) {
    const at = child(path, 'readinessProbe')
    pushAll(errs, validateProbe(c.readinessProbe, gracePeriod, at))
    if (c.readinessProbe.terminationGracePeriodSeconds !== undefined)
      errs.push(
        invalid(
          child(at, 'terminationGracePeriodSeconds'),
          c.readinessProbe.terminationGracePeriodSeconds,
          'must not be set for readinessProbes',
        ),
      )
  }
  if (c.startupProbe !== undefined) {
    const at = child(path, 'startupProbe')
    errs.push(...validateProbe(c.startupProbe, gracePeriod, at), ...mustBeOne(c.startupProbe, at))
  }
  return errs
}

const LINUX_SIGNALS = /* @__PURE__ */ [
  'SIGABRT',
  'SIGALRM',
  'SIGBUS',
  'SIGCHLD',
  'SIGCLD',
  'SIGCONT',
  'SIGFPE',
  'SIGHUP',
  'SIGILL',
  'SIGINT',
  'SIGIO',
  'SIGIOT',
  'SIGKILL',
  'SIGPIPE',
  'SIGPOLL',
  'SIGPROF',
  'SIGPWR',
  'SIGQUIT',
  'SIGSEGV',
  'SIGSTKFLT',
  'SIGSTOP',
  'SIGSYS',
  'SIGTERM',
  'SIGTRAP',
  'SIGTSTP',
  'SIGTTIN',
  'SIGTTOU',
  'SIGURG',
  'SIGUSR1',
  'SIGUSR2',
  'SIGVTALRM',
  'SIGWINCH',
  'SIGXCPU',
  'SIGXFSZ',
  'SIGRTMIN',
  'SIGRTMIN+1',
  'SIGRTMIN+2',
  'SIGRTMIN+3',
  'SIGRTMIN+4',
  'SIGRTMIN+5',
  'SIGRTMIN+6',
  'SIGRTMIN+7',
  'SIGRTMIN+8',
  'SIGRTMIN+9',
  'SIGRTMIN+10',
  'SIGRTMIN+11',
  'SIGRTMIN+12',
  'SIGRTMIN+13',
  'SIGRTMIN+14',
  'SIGRTMIN+15',
  'SIGRTMAX-14',
  'SIGRTMAX-13',
  'SIGRTMAX-12',
  'SIGRTMAX-11',
  'SIGRTMAX-10',
  'SIGRTMAX-9',
  'SIGRTMAX-8',
  'SIGRTMAX-7',
  'SIGRTMAX-6',
  'SIGRTMAX-5',
  'SIGRTMAX-4',
  'SIGRTMAX-3',
  'SIGRTMAX-2',
  'SIGRTMAX-1',
  'SIGRTMAX',
].sort()
const WINDOWS_SIGNALS = ['SIGKILL', 'SIGTERM']

/**
 * `validateLifecycle`: the postStart and preStop handlers and the stop signal.
 *
 * @example
 * validateLifecycle({ postStart: undefined, preStop: {}, stopSignal: undefined }, 30, 'l', undefined)[0]?.field // 'l.preStop'
 */
export const validateLifecycle = (
  l: Pick<core.Lifecycle, 'postStart' | 'preStop' | 'stopSignal'>,
  gracePeriod: number | undefined,
  path: string,
  os: core.PodOS | undefined,
  stopSignals = false,
): FieldError[] => {
  const errs: FieldError[] = []
  if (l.postStart !== undefined) pushAll(errs, validateHandler(l.postStart, gracePeriod, child(path, 'postStart')))
  if (l.preStop !== undefined) pushAll(errs, validateHandler(l.preStop, gracePeriod, child(path, 'preStop')))
  // Go drops the stop signal before validation unless `stopSignals` (PodValidationOptions.allowContainerStopSignals).
  if (l.stopSignal !== undefined && stopSignals) {
    const p = child(path, 'stopSignal')
    if (os === undefined) errs.push(forbidden(p, 'may not be set for containers with empty `spec.os.name`'))
    else if (os.name === 'windows' && !WINDOWS_SIGNALS.includes(l.stopSignal))
      errs.push(named(notSupported(p, l.stopSignal, WINDOWS_SIGNALS)))
    else if (os.name === 'linux' && !LINUX_SIGNALS.includes(l.stopSignal))
      errs.push(named(notSupported(p, l.stopSignal, LINUX_SIGNALS)))
  }
  return errs
}
