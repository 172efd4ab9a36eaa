/**
 * Pod templates that reach the rule families the plain template generator
 * (./jobs.ts `podTemplate`) rarely or never reaches: sysctls, node
 * `matchFields`, hugepages, privilege escalation, SELinux and Windows
 * options (hostProcess), ephemeral containers, the tolerations
 * annotation and the host namespaces (hostPID with shareProcessNamespace,
 * hostUsers, hostnameOverride). Each family patches a generated template, mostly with valid
 * values and sometimes with broken ones.
 */
import fc from 'fast-check'
import { type Json, type JsonObject, podTemplate } from './jobs'
import { moreFamilies, type Patch } from './pod-families'

const some = <T>(xs: readonly T[]): fc.Arbitrary<T> => fc.constantFrom(...xs)
const list = <T>(a: fc.Arbitrary<T>, max = 3): fc.Arbitrary<T[]> => fc.array(a, { maxLength: max })
const partial = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) => fc.record(fields, { requiredKeys: [] })

// ---------------------------------------------------------------------------
// sysctls
// ---------------------------------------------------------------------------

const SYSCTL_NAMES = [
  'kernel.shm_rmid_forced',
  'kernel.shmmax',
  'kernel.shm',
  'kernel.shmfoo',
  'kernel.msgmax',
  'kernel.msg',
  'kernel.sem',
  'kernel.sem.x',
  'kernel/shmall',
  'fs.mqueue.msg_max',
  'fs.mqueue',
  'fs/mqueue/queues_max',
  'fs.mqueue/x',
  'net.core.somaxconn',
  'net.ipv4.ip_local_port_range',
  'net/ipv4/ip_forward',
  'net',
  'netfilter.x',
  'net.',
  'net..x',
  'vm.swappiness',
  'kernel.domainname',
  'user.max_user_namespaces',
  '',
  'Bad_Name',
  'a..b',
  '.net.a',
  'A.B',
  `${'a'.repeat(251)}.b`,
  `${'a'.repeat(252)}.b`,
]
const sysctls: fc.Arbitrary<Patch> = fc
  .record({
    names: list(some(SYSCTL_NAMES), 4),
    value: some(['1', '', '65535']),
    hostNetwork: fc.boolean(),
    hostIPC: fc.boolean(),
  })
  .map(({ names, value, hostNetwork, hostIPC }) => ({
    spec: {
      hostNetwork,
      hostIPC,
      securityContext: { sysctls: names.map((name) => ({ name, value })) },
    },
  }))

// ---------------------------------------------------------------------------
// node affinity matchFields
// ---------------------------------------------------------------------------

const fieldRequirement = fc.record(
  {
    key: fc.oneof(
      { weight: 6, arbitrary: fc.constant('metadata.name') },
      { weight: 1, arbitrary: some(['spec.x', '', 'metadata.namespace']) },
    ),
    operator: fc.oneof(
      { weight: 6, arbitrary: some(['In', 'NotIn']) },
      { weight: 1, arbitrary: some(['Exists', 'DoesNotExist', 'Gt', 'Bogus', '']) },
    ),
    values: fc.oneof(
      { weight: 6, arbitrary: some([['node-1'], ['worker.example.com']]) },
      { weight: 2, arbitrary: some([[], ['a', 'b'], ['Bad_Name'], ['Bad_Name', 'B'], ['x'.repeat(254)]]) },
    ),
  },
  { requiredKeys: ['key', 'operator'] },
)
const term = partial({
  matchFields: list(fieldRequirement, 2),
  matchExpressions: some([[{ key: 'disktype', operator: 'In', values: ['ssd'] }]]),
})
const matchFields: fc.Arbitrary<Patch> = fc
  .record({ required: fc.option(list(term, 2)), preferred: fc.option(list(term, 1)) })
  .map(({ required, preferred }) => {
    const nodeAffinity: JsonObject = {}
    if (required !== null)
      nodeAffinity['requiredDuringSchedulingIgnoredDuringExecution'] = { nodeSelectorTerms: required as Json }
    if (preferred !== null)
      nodeAffinity['preferredDuringSchedulingIgnoredDuringExecution'] = preferred.map((preference) => ({
        weight: 10,
        preference: preference as Json,
      }))
    return { spec: { affinity: { nodeAffinity } } }
  })

// ---------------------------------------------------------------------------
// hugepages
// ---------------------------------------------------------------------------

const HUGEPAGE_NAMES = [
  'hugepages-2Mi',
  'hugepages-2Mi',
  'hugepages-1Gi',
  'hugepages-',
  'hugepages-x',
  'hugepages-0',
  'hugepages-1.5Mi',
]
const HUGEPAGE_VALUES = ['2Mi', '4Mi', '0', '1Gi', '3Mi', '1Mi', '1', '2Gi']
const hugepageList = fc
  .array(fc.tuple(some(HUGEPAGE_NAMES), some(HUGEPAGE_VALUES)), { minLength: 1, maxLength: 2 })
  .map((es) => Object.fromEntries(es) as JsonObject)
const hugeResources = fc
  .record({ pages: hugepageList, memory: fc.boolean(), requests: some(['same', 'none', 'other']) })
  .map(({ pages, memory, requests }): JsonObject => {
    const limits: JsonObject = { ...pages, ...(memory ? { memory: '1Gi' } : {}) }
    if (requests === 'none') return { limits }
    if (requests === 'same') return { limits, requests: limits }
    return { limits, requests: { ...limits, ...Object.fromEntries(Object.keys(pages).map((k) => [k, '2Mi'])) } }
  })
const hugepages: fc.Arbitrary<Patch> = fc
  .record({
    container: hugeResources,
    pod: fc.option(hugeResources, { freq: 3 }),
    sidecar: fc.option(hugeResources, { freq: 4 }),
    medium: fc.option(some(['HugePages', 'HugePages-2Mi', 'HugePages-1Gi', 'HugePages-x', 'Memory', 'Bogus']), {
      freq: 2,
    }),
    overhead: fc.option(hugepageList, { freq: 6 }),
  })
  .map(({ container, pod, sidecar, medium, overhead }) => {
    const spec: JsonObject = {}
    if (pod !== null) spec['resources'] = pod
    if (sidecar !== null)
      spec['initContainers'] = [
        { name: 'init', image: 'busybox', restartPolicy: 'Always', resources: sidecar },
        { name: 'setup', image: 'busybox', resources: sidecar },
      ]
    if (medium !== null) spec['volumes'] = [{ name: 'hp', emptyDir: { medium } }]
    if (overhead !== null) spec['overhead'] = overhead
    return { spec, containerResources: container }
  })

// ---------------------------------------------------------------------------
// privilege escalation, SELinux
// ---------------------------------------------------------------------------

const privilegeEscalation: fc.Arbitrary<Patch> = partial({
  allowPrivilegeEscalation: fc.boolean(),
  privileged: fc.boolean(),
  capabilities: partial({
    add: list(some(['CAP_SYS_ADMIN', 'SYS_ADMIN', 'NET_ADMIN', 'sys_admin']), 2),
    drop: some([['ALL'], []]),
  }),
  runAsUser: some([1000, -1]),
  readOnlyRootFilesystem: fc.boolean(),
  seLinuxOptions: partial({
    user: some(['system_u', 'a:b']),
    level: some(['s0:c1,c2', 'bad level!', '']),
    type: some(['spc_t']),
  }),
}).map((securityContext) => ({ container: { securityContext: securityContext as Json } }))

const seLinux: fc.Arbitrary<Patch> = fc
  .record({
    options: partial({
      user: some(['system_u']),
      role: some(['system_r']),
      type: some(['container_t']),
      level: some(['s0:c1,c2', 'x']),
    }),
    policy: fc.option(some(['MountOption', 'Recursive', 'Bogus', ''])),
  })
  .map(({ options, policy }) => {
    const seLinuxOptions = options as JsonObject
    const securityContext: JsonObject = { seLinuxOptions }
    if (policy !== null) securityContext['seLinuxChangePolicy'] = policy
    return { spec: { securityContext }, container: { securityContext: { seLinuxOptions } } }
  })

// ---------------------------------------------------------------------------
// Windows options
// ---------------------------------------------------------------------------

const RUN_AS_USER_NAMES = [
  'ContainerUser',
  'ContainerAdministrator',
  'NT AUTHORITY\\NETWORK SERVICE',
  'NT AUTHORITY\\Local service',
  'dom\\user',
  'dom.com\\user',
  `${'a'.repeat(15)}\\u`,
  `${'a'.repeat(16)}\\u`,
  `d\\${'u'.repeat(21)}`,
  'user.',
  '',
  'a\\b\\c',
  '\\user',
  'dom\\',
  'us"er',
  'user@dom',
  'do*m\\user',
  '...',
  ' . ',
  'a'.repeat(105),
  'a'.repeat(104),
  `${'d'.repeat(64)}.com\\u`,
  '-dom\\u',
  'dom-\\u',
  'dom.-x\\u',
  '1dom\\u',
  '12345\\u',
  'd_m\\u',
  'd.m\\u',
  'Dom.Com\\u',
]
const windowsOptions = partial({
  hostProcess: fc.boolean(),
  runAsUserName: some(RUN_AS_USER_NAMES),
  gmsaCredentialSpecName: some(['gmsa-spec', 'Bad_Name']),
  gmsaCredentialSpec: some(['{}', '']),
})
const windows: fc.Arbitrary<Patch> = fc
  .record({
    os: fc.option(some(['windows', 'linux'])),
    pod: fc.option(windowsOptions),
    container: fc.option(windowsOptions),
    init: fc.option(windowsOptions, { freq: 3 }),
    hostNetwork: fc.boolean(),
  })
  .map(({ os, pod, container, init, hostNetwork }) => {
    const spec: JsonObject = { hostNetwork }
    if (os !== null) spec['os'] = { name: os }
    if (pod !== null) spec['securityContext'] = { windowsOptions: pod as Json }
    if (init !== null)
      spec['initContainers'] = [{ name: 'init', image: 'busybox', securityContext: { windowsOptions: init as Json } }]
    return {
      spec,
      ...(container === null ? {} : { container: { securityContext: { windowsOptions: container as Json } } }),
    }
  })

// ---------------------------------------------------------------------------
// ephemeral containers
// ---------------------------------------------------------------------------

const ephemeralContainer = fc
  .tuple(
    fc.record({ name: some(['debug', 'main', 'Bad_Name', '']), image: some(['busybox', '']) }),
    partial({
      targetContainerName: some(['main', 'pi', 'missing', '']),
      ports: some([[{ containerPort: 80, protocol: 'TCP' }]]),
      resources: some([{ limits: { cpu: '1' } }, {}]),
      lifecycle: some([{ preStop: { exec: { command: ['true'] } } }]),
      livenessProbe: some([{ exec: { command: ['true'] } }]),
      readinessProbe: some([{ exec: { command: ['true'] } }]),
      startupProbe: some([{ exec: { command: ['true'] } }]),
      restartPolicy: some(['Always', 'Never']),
      resizePolicy: some([[{ resourceName: 'cpu', restartPolicy: 'NotRequired' }]]),
      volumeMounts: some([
        [{ name: 'data', mountPath: '/data' }],
        [{ name: 'data', mountPath: '/data', subPath: 'x' }],
      ]),
      imagePullPolicy: some(['IfNotPresent', 'Sometimes']),
      terminationMessagePolicy: some(['File']),
      securityContext: some([{ privileged: true }, { runAsUser: -1 }]),
    }),
  )
  .map(([a, b]) => ({ ...a, ...(b as JsonObject) }) as JsonObject)
const ephemeral: fc.Arbitrary<Patch> = fc
  .array(ephemeralContainer, { minLength: 1, maxLength: 2 })
  .map((ephemeralContainers) => ({ spec: { ephemeralContainers } }))

// ---------------------------------------------------------------------------
// the tolerations annotation
// ---------------------------------------------------------------------------

const TOLERATIONS_ANNOTATIONS = [
  '[]',
  '[{"key":"dedicated","operator":"Equal","value":"batch","effect":"NoSchedule"}]',
  '[{"operator":"Exists"}]',
  '[{"key":"Bad Key","operator":"Bogus"}]',
  '[{"key":"k","operator":"Exists","value":"v"}]',
  '[{"key":"k","tolerationSeconds":5,"effect":"NoSchedule"}]',
  '[{"key":"k","value":"Bad Value!"}]',
  'null',
  '{}',
  '[bad',
  '',
  '[{"key":1}]',
  '[{"key":"k","tolerationSeconds":"5"}]',
  '[{"key":"k","unknown":true}]',
]
const tolerationsAnnotation: fc.Arbitrary<Patch> = some(TOLERATIONS_ANNOTATIONS).map((v) => ({
  annotations: { 'scheduler.alpha.kubernetes.io/tolerations': v },
}))

// ---------------------------------------------------------------------------
// host namespaces (ValidatePodSpec's shareProcessNamespace, hostUsers and hostnameOverride rules)
// ---------------------------------------------------------------------------

const hostNamespaces: fc.Arbitrary<Patch> = fc
  .record({
    spec: partial({
      hostPID: fc.boolean(),
      hostIPC: fc.boolean(),
      hostNetwork: fc.boolean(),
      shareProcessNamespace: fc.boolean(),
      hostUsers: fc.boolean(),
      setHostnameAsFQDN: fc.boolean(),
      hostnameOverride: some(['node-a', 'Bad_Name', '', 'a'.repeat(65)]),
    }),
    devices: fc.boolean(),
  })
  .map(({ spec, devices }) => ({
    spec: spec as JsonObject,
    ...(devices ? { container: { volumeDevices: [{ name: 'data', devicePath: '/dev/xvda' }] } } : {}),
  }))

// ---------------------------------------------------------------------------

const firstFamilies: fc.Arbitrary<Patch> = fc.oneof(
  sysctls,
  matchFields,
  hugepages,
  privilegeEscalation,
  seLinux,
  windows,
  ephemeral,
  tolerationsAnnotation,
  hostNamespaces,
)

const apply = (template: JsonObject, patch: Patch): JsonObject => {
  const out = structuredClone(template)
  const spec = (out['spec'] ?? {}) as JsonObject
  out['spec'] = spec
  if (patch.spec !== undefined) {
    const sc = spec['securityContext']
    Object.assign(spec, patch.spec)
    const patched = patch.spec['securityContext']
    if (sc !== undefined && patched !== undefined)
      spec['securityContext'] = { ...(sc as JsonObject), ...(patched as JsonObject) }
  }
  const containers = Array.isArray(spec['containers']) ? (spec['containers'] as JsonObject[]) : []
  const first = containers[0]
  if (first !== undefined && (patch.container !== undefined || patch.containerResources !== undefined)) {
    const c: JsonObject = { ...first, ...(patch.container ?? {}) }
    if (patch.containerResources !== undefined) c['resources'] = patch.containerResources
    containers[0] = c
  }
  if (patch.annotations !== undefined) {
    const meta = (out['metadata'] ?? {}) as JsonObject
    out['metadata'] = { ...meta, annotations: { ...((meta['annotations'] ?? {}) as JsonObject), ...patch.annotations } }
  }
  return out
}

const family: fc.Arbitrary<Patch> = fc.oneof(
  { weight: 1, arbitrary: firstFamilies },
  { weight: 2, arbitrary: moreFamilies },
)

/** A generated template with one or two rule families' fields patched in. */
export const podTemplateWithRules: fc.Arbitrary<JsonObject> = fc
  .tuple(podTemplate, fc.array(family, { minLength: 1, maxLength: 2 }))
  .map(([template, patches]) => patches.reduce(apply, template))
