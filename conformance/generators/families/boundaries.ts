/**
 * Snippets aimed at the blocks the fifth coverage pass (issue #21) still
 * showed unreached with `npm run conformance:coverage -- --blocks`: seccomp
 * and AppArmor annotations beside the field they must match, the seccomp
 * annotation values, AppArmor localhost bounds, env sources with empty or
 * bad names, keys and prefixes, downward-API divisors per resource, volume
 * devices and mounts with empty or repeated names and paths, an ephemeral
 * volume whose claim name another volume already uses, pod resource claims
 * with bad names, lifecycle handlers with two actions, init container restart
 * policies and rules, and projected sources with empty names.
 */
import type { JsonObject } from '../jobs'
import type { Patch } from './patch'

const SECCOMP_POD = 'seccomp.security.alpha.kubernetes.io/pod'
const SECCOMP_MAIN = 'container.seccomp.security.alpha.kubernetes.io/main'
const APPARMOR_MAIN = 'container.apparmor.security.beta.kubernetes.io/main'

const seccompPod = (annotation: string, profile: JsonObject): Patch => ({
  annotations: { [SECCOMP_POD]: annotation },
  spec: { securityContext: { seccompProfile: profile } },
})
const seccompMain = (annotation: string, profile: JsonObject): Patch => ({
  annotations: { [SECCOMP_MAIN]: annotation },
  container: { securityContext: { seccompProfile: profile } },
})
const appArmorMain = (annotation: string, profile: JsonObject | null, pod: JsonObject | null = null): Patch => ({
  annotations: { [APPARMOR_MAIN]: annotation },
  ...(profile !== null ? { container: { securityContext: { appArmorProfile: profile } } } : {}),
  ...(pod !== null ? { spec: { securityContext: { appArmorProfile: pod } } } : {}),
})
const env = (e: JsonObject): Patch => ({ container: { env: [{ name: 'E', ...e }] } })
const envFrom = (e: JsonObject): Patch => ({ container: { envFrom: [e] } })
const divisor = (resource: string, d: string): Patch => ({
  container: { env: [{ name: 'E', valueFrom: { resourceFieldRef: { resource, divisor: d } } }] },
})
const PVC = { name: 'v', persistentVolumeClaim: { claimName: 'c' } }
const devices = (list: JsonObject[]): Patch => ({ spec: { volumes: [PVC] }, container: { volumeDevices: list } })
const handler = (h: JsonObject): Patch => ({ container: { lifecycle: { postStart: h, preStop: h } } })
const init = (c: JsonObject): Patch => ({ spec: { initContainers: [{ name: 'init', image: 'busybox', ...c }] } })
const projected = (source: JsonObject): Patch => ({
  spec: { volumes: [{ name: 'v', projected: { sources: [source] } }] },
  container: { volumeMounts: [{ name: 'v', mountPath: '/m/v' }] },
})
const exitRule = (values: number[]): JsonObject => ({
  action: 'Restart',
  exitCodes: { operator: 'In', values },
})

export const BOUNDARIES: Patch[] = [
  seccompPod('runtime/default', { type: 'Unconfined' }),
  seccompPod('unconfined', { type: 'Unconfined' }),
  seccompPod('unconfined', { type: 'RuntimeDefault' }),
  seccompPod('docker/default', { type: 'RuntimeDefault' }),
  seccompPod('runtime/default', { type: 'Localhost', localhostProfile: 'p.json' }),
  seccompPod('localhost/other.json', { type: 'Localhost', localhostProfile: 'p.json' }),
  seccompPod('localhost/p.json', { type: 'Localhost', localhostProfile: 'p.json' }),
  seccompMain('unconfined', { type: 'RuntimeDefault' }),
  seccompMain('localhost/p.json', { type: 'Localhost', localhostProfile: 'p.json' }),
  seccompMain('localhost/x', { type: 'Unconfined' }),
  { annotations: { [SECCOMP_POD]: 'unconfined', [SECCOMP_MAIN]: 'localhost/p.json' } },
  { annotations: { [SECCOMP_POD]: 'bogus', [SECCOMP_MAIN]: 'localhost/' } },
  appArmorMain('unconfined', { type: 'RuntimeDefault' }),
  appArmorMain('unconfined', { type: 'Unconfined' }),
  appArmorMain('runtime/default', { type: 'Unconfined' }),
  appArmorMain('runtime/default', { type: 'Localhost', localhostProfile: 'p' }),
  appArmorMain('localhost/q', { type: 'Localhost', localhostProfile: 'p' }),
  appArmorMain('localhost/p', { type: 'Localhost', localhostProfile: 'p' }),
  appArmorMain('unconfined', null, { type: 'RuntimeDefault' }),
  appArmorMain('runtime/default', null, { type: 'Unconfined' }),
  appArmorMain('localhost/p', null, { type: 'Localhost', localhostProfile: 'q' }),
  appArmorMain('bogus', null),
  { container: { securityContext: { appArmorProfile: { type: 'Localhost', localhostProfile: '' } } } },
  { container: { securityContext: { appArmorProfile: { type: 'Localhost', localhostProfile: 'p'.repeat(4096) } } } },
  { container: { securityContext: { appArmorProfile: { type: '' } } } },
  envFrom({ prefix: 'A=B', configMapRef: { name: 'c' } }),
  envFrom({ prefix: 'ok_', secretRef: { name: 's' } }),
  env({ valueFrom: { configMapKeyRef: { name: 'Bad_Name', key: '' } } }),
  env({ valueFrom: { configMapKeyRef: { name: 'c', key: 'bad key' } } }),
  env({ valueFrom: { secretKeyRef: { name: '', key: 'k' } } }),
  env({ valueFrom: { fieldRef: { fieldPath: '' } } }),
  env({ valueFrom: { fieldRef: { fieldPath: 'metadata.annotations' } } }),
  env({ valueFrom: { fieldRef: { apiVersion: 'v1', fieldPath: "metadata.labels['a']" } } }),
  env({ valueFrom: { fileKeyRef: { volumeName: '', path: '', key: '' } } }),
  env({ valueFrom: { fileKeyRef: { volumeName: 'v', path: 'env', key: 'A=B' } } }),
  divisor('limits.memory', '3'),
  divisor('limits.memory', '1Mi'),
  divisor('requests.ephemeral-storage', '3'),
  divisor('requests.ephemeral-storage', '1Gi'),
  divisor('requests.hugepages-2Mi', '3'),
  divisor('limits.hugepages-1Gi', '1Mi'),
  devices([{ name: '', devicePath: '' }]),
  devices([
    { name: 'v', devicePath: '/dev/a' },
    { name: 'v', devicePath: '/dev/a' },
  ]),
  devices([{ name: 'v', devicePath: '/dev/../a' }]),
  { spec: { volumes: [{ name: 'v', emptyDir: {} }] }, container: { volumeMounts: [{ name: '', mountPath: '/m' }] } },
  { spec: { volumes: [{ name: '', emptyDir: {} }] } },
  {
    spec: {
      resourceClaims: [
        { name: '', resourceClaimName: 'Bad_Name' },
        { name: 'c', resourceClaimTemplateName: 'Bad_Name' },
      ],
    },
  },
  handler({ exec: { command: ['true'] }, httpGet: { port: 80 } }),
  handler({ exec: { command: ['true'] }, tcpSocket: { port: 80 } }),
  handler({ httpGet: { port: 80 }, sleep: { seconds: 1 } }),
  handler({ tcpSocket: { port: 80 }, sleep: { seconds: 1 } }),
  init({ restartPolicy: 'OnFailure' }),
  init({ restartPolicyRules: [exitRule([1])] }),
  init({ restartPolicy: 'Never', restartPolicyRules: [exitRule([1])] }),
  // a sidecar with rules, a sidecar alone, an init container with the RestartAllContainers action
  // (with ContainerRestartRules or RestartAllContainersOnContainerExits off: ./gate-off-sweep.ts)
  init({ restartPolicy: 'Always', restartPolicyRules: [exitRule([1])] }),
  init({ restartPolicy: 'Always' }),
  init({
    restartPolicy: 'Never',
    restartPolicyRules: [{ action: 'RestartAllContainers', exitCodes: { operator: 'In', values: [2] } }],
  }),
  { container: { restartPolicy: 'Always' } },
  { container: { restartPolicy: 'Bogus' } },
  { container: { restartPolicy: 'Never', restartPolicyRules: Array.from({ length: 21 }, () => exitRule([1])) } },
  {
    container: {
      restartPolicy: 'Never',
      restartPolicyRules: [exitRule(Array.from({ length: 256 }, (_, i) => i))],
    },
  },
  projected({ secret: { name: '' } }),
  projected({ configMap: { name: '' } }),
  projected({ serviceAccountToken: { path: 't' } }),
  projected({ secret: { name: 's', items: [{ key: 'a', path: 'p' }] }, configMap: { name: 'c' } }),
  // the same path from several sources (validateProjectionSources' allPaths, across sources)
  {
    spec: {
      volumes: [
        {
          name: 'v',
          projected: {
            sources: [
              { secret: { name: 's', items: [{ key: 'a', path: 'p' }] } },
              { configMap: { name: 'c', items: [{ key: 'b', path: 'p' }] } },
              { downwardAPI: { items: [{ path: 'p', fieldRef: { fieldPath: 'metadata.name' } }] } },
              { serviceAccountToken: { path: 'p' } },
              {
                secret: {
                  name: 's2',
                  items: [
                    { key: 'a', path: 'q/r' },
                    { key: 'b', path: 'q/r' },
                  ],
                },
              },
              { podCertificate: { signerName: 'example.com/s', keyType: 'ED25519', credentialBundlePath: 'p' } },
              {
                podCertificate: {
                  signerName: 'example.com/s',
                  keyType: 'ED25519',
                  certificateChainPath: 'q/r',
                  keyPath: 'p',
                },
              },
            ],
          },
        },
      ],
    },
    container: { volumeMounts: [{ name: 'v', mountPath: '/m/v' }] },
  },
]
