/** Environment variables, env sources and container ports. */
import type { Patch } from './patch'

/** Env values and sources. */
export const ENV: Patch[] = [
  { container: { env: [{ name: 'A', valueFrom: { configMapKeyRef: { name: 'c', key: 'k', optional: true } } }] } },
  { container: { env: [{ name: 'A', valueFrom: { secretKeyRef: { name: '', key: 'bad key' } } }] } },
  {
    container: {
      env: [{ name: 'A', valueFrom: { resourceFieldRef: { resource: 'requests.memory', divisor: '1Mi' } } }],
    },
  },
  { container: { env: [{ name: 'A', valueFrom: { resourceFieldRef: { resource: 'limits.cpu', divisor: '3' } } }] } },
  { container: { env: [{ name: 'A', valueFrom: { resourceFieldRef: { resource: 'requests.hugepages-2Mi' } } }] } },
  { container: { env: [{ name: 'A', valueFrom: { resourceFieldRef: { containerName: 'other', resource: 'x' } } }] } },
  { container: { env: [{ name: 'A', valueFrom: { fieldRef: { fieldPath: 'status.hostIPs' } } }] } },
  { container: { env: [{ name: 'A', valueFrom: { fieldRef: { fieldPath: 'spec.bogus', apiVersion: '' } } }] } },
  { container: { env: [{ name: 'A', valueFrom: { fieldRef: { fieldPath: "metadata.labels['a']" } } }] } },
  {
    container: {
      env: [{ name: 'A', valueFrom: { fieldRef: { fieldPath: "metadata.annotations['kubectl.kubernetes.io/x']" } } }],
    },
  },
  { container: { env: [{ name: 'A', value: 'x', valueFrom: { fieldRef: { fieldPath: 'metadata.name' } } }] } },
  { container: { env: [{ name: 'A', valueFrom: {} }] } },
  { container: { env: [{ name: 'A', valueFrom: { fileKeyRef: { volumeName: 'v', path: 'env', key: 'K' } } }] } },
  { container: { env: [{ name: 'a b=c', value: 'x' }, { name: '' }] } },
  {
    container: {
      envFrom: [
        { configMapRef: { name: 'c' }, prefix: 'P_' },
        { secretRef: { name: 's', optional: false } },
        { prefix: '1bad' },
        { configMapRef: { name: 'c' }, secretRef: { name: 's' } },
        { configMapRef: { name: '' } },
      ],
    },
  },
]

/** Container ports. */
export const PORTS: Patch[] = [
  { container: { ports: [{ containerPort: 80, protocol: 'UDP', hostPort: 8080, hostIP: '10.0.0.1', name: 'a' }] } },
  {
    container: {
      ports: [
        { containerPort: 80, protocol: 'SCTP' },
        { containerPort: 80, protocol: 'SCTP' },
      ],
    },
  },
  { container: { ports: [{ containerPort: 80, protocol: 'ICMP', hostPort: -1, hostIP: 'bad' }] } },
  {
    container: {
      ports: [
        { containerPort: 80, name: 'x' },
        { containerPort: 81, name: 'x' },
      ],
    },
  },
  {
    container: {
      ports: [
        { containerPort: 80, name: '1234' },
        { containerPort: 81, name: 'a--b' },
      ],
    },
  },
  { spec: { hostNetwork: true }, container: { ports: [{ containerPort: 80, hostPort: 81 }] } },
  { spec: { hostNetwork: true }, container: { ports: [{ containerPort: 80 }] } },
]
