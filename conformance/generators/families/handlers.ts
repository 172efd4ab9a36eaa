/** Probe and lifecycle handlers: each handler kind, valid and broken, in every probe and hook. */
import type { JsonObject } from '../jobs'
import type { Patch } from './patch'

const handler = (h: JsonObject): JsonObject => h
const HANDLERS: JsonObject[] = [
  handler({ exec: { command: ['true'] } }),
  handler({ httpGet: { path: '/healthz', port: 8080, scheme: 'HTTPS', httpHeaders: [{ name: 'X-A', value: 'b' }] } }),
  handler({ httpGet: { port: 'http', host: 'x' } }),
  handler({ httpGet: { port: 0, scheme: 'FTP', httpHeaders: [{ name: 'bad header', value: '' }] } }),
  handler({ httpGet: { port: 'Not_A_Name' } }),
  handler({ tcpSocket: { port: 5432 } }),
  handler({ tcpSocket: { port: 70000 } }),
  handler({ grpc: { port: 9090, service: 'health' } }),
  handler({ grpc: { port: -1 } }),
  handler({ exec: { command: ['a'] }, tcpSocket: { port: 1 } }),
  handler({}),
  handler({ sleep: { seconds: 5 } }),
  handler({ sleep: { seconds: -1 } }),
]
const probe = (h: JsonObject, extra: JsonObject = {}): JsonObject => ({ ...h, ...extra })
/** Probes, lifecycle hooks and stop signals. */
export const PROBES: Patch[] = HANDLERS.flatMap((h): Patch[] => [
  { container: { livenessProbe: probe(h, { periodSeconds: 10, successThreshold: 1 }) } },
  { container: { readinessProbe: probe(h, { initialDelaySeconds: -1, timeoutSeconds: 0, failureThreshold: -1 }) } },
  { container: { startupProbe: probe(h, { successThreshold: 2, terminationGracePeriodSeconds: 0 }) } },
  { container: { lifecycle: { postStart: h, preStop: h, stopSignal: 'SIGTERM' } } },
])
PROBES.push(
  {
    container: { livenessProbe: { exec: { command: ['x'] }, successThreshold: 3, terminationGracePeriodSeconds: -1 } },
  },
  { container: { lifecycle: { stopSignal: 'SIGBOGUS' } } },
  { spec: { os: { name: 'linux' } }, container: { lifecycle: { stopSignal: 'SIGUSR1' } } },
  { spec: { os: { name: 'windows' } }, container: { lifecycle: { stopSignal: 'SIGKILL' } } },
)
