/**
 * batch/v1 Jobs as clients send them: every real-world shape (Indexed,
 * podFailurePolicy, backoffLimitPerIndex, successPolicy, suspend,
 * manualSelector, generateName, copies of `kubectl get -o yaml` output) and
 * hostile variants (wrong JSON types, unknown and duplicate fields, bad
 * names, overflowing integers), plus the request text the API server reads.
 */
import fc from 'fast-check'
import { labelKey, labelValue } from './labels'
import { resourceQuantity } from './quantity'
import { dnsLabel, hostileText, longName, timestamp, uid } from './text'

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json }
export type JsonObject = { [k: string]: Json }

const own = (entries: ReadonlyArray<readonly [string, Json]>): JsonObject => {
  const o: JsonObject = {}
  for (const [k, v] of entries)
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true })
  return o
}

/** Optional record fields: each key present or not. */
const partial = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) => fc.record(fields, { requiredKeys: [] })

// ---------------------------------------------------------------------------
// names and labels
// ---------------------------------------------------------------------------

/** The controlling owner reference a CronJob writes on the Jobs it creates. */
export const CRONJOB_OWNER: JsonObject = {
  apiVersion: 'batch/v1',
  kind: 'CronJob',
  name: 'nightly',
  uid: '5d9e2f0a-8c1b-4e3d-a7f6-2b4c6d8e0f1a',
  controller: true,
  blockOwnerDeletion: true,
}

export const jobName: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 30,
    arbitrary: fc.constantFrom('pi', 'backup', 'db-migrate', 'etl-nightly', 'report.daily', 'job-1', 'indexed-job'),
  },
  { weight: 8, arbitrary: dnsLabel },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'Pi',
      'pi_1',
      '-pi',
      'pi-',
      'a.b',
      'a..b',
      longName(63),
      longName(64),
      longName(253),
      longName(254),
      'x'.repeat(60) + '-',
      'é',
      '',
    ),
  },
  { weight: 1, arbitrary: hostileText(8) },
)

const goodLabels = fc
  .array(
    fc.tuple(
      fc.constantFrom('app', 'team', 'tier', 'app.kubernetes.io/name', 'app.kubernetes.io/part-of', 'env'),
      fc.constantFrom('pi', 'web', 'batch', 'prod', 'etl', ''),
    ),
    { maxLength: 3 },
  )
  .map(own)
export const anyLabels = fc.oneof(
  { weight: 12, arbitrary: goodLabels },
  { weight: 1, arbitrary: fc.array(fc.tuple(labelKey, labelValue), { maxLength: 3 }).map(own) },
)
export const annotations = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom(
            'description',
            'owner',
            'example.com/ticket',
            'kubectl.kubernetes.io/last-applied-configuration',
          ),
          fc.constantFrom('nightly', 'x', '{}', ''),
        ),
        { maxLength: 2 },
      )
      .map(own),
  },
  { weight: 1, arbitrary: fc.array(fc.tuple(labelKey, fc.string({ maxLength: 8 })), { maxLength: 2 }).map(own) },
)

// ---------------------------------------------------------------------------
// pod templates
// ---------------------------------------------------------------------------

/** Mostly the valid values, sometimes the hostile ones. */
export const mostly = <T>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<unknown>, odds = 12): fc.Arbitrary<T> =>
  fc.oneof(
    { weight: odds, arbitrary: valid as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: hostile },
  ) as fc.Arbitrary<T>

const cpu = mostly(fc.constantFrom('100m', '250m', '500m', '1', '2', '0.5'), resourceQuantity, 6)
const memory = mostly(fc.constantFrom('64Mi', '128Mi', '1Gi', '512M', '1.5Gi', '1000000000'), resourceQuantity, 6)
const resources = fc.oneof(
  { weight: 3, arbitrary: partial({ cpu, memory }).map((r) => ({ requests: r })) },
  {
    weight: 2,
    arbitrary: partial({
      cpu,
      memory,
      'nvidia.com/gpu': mostly(fc.constantFrom('1', '2'), fc.constantFrom('0.5')),
    }).map((r) => ({ limits: r })),
  },
  { weight: 3, arbitrary: partial({ cpu, memory }).map((r) => ({ requests: r, limits: r })) },
  {
    weight: 1,
    arbitrary: partial({
      limits: partial({ cpu, memory }),
      requests: partial({ cpu, memory, 'ephemeral-storage': fc.constantFrom('1Gi', '10G') }),
    }),
  },
)

const env = fc.array(
  fc.oneof(
    fc.record({
      name: mostly(fc.constantFrom('MODE', 'DEBUG', 'PATH_X', 'a-b'), fc.constantFrom('1BAD', '', 'A=B')),
      value: fc.constantFrom('1', 'true', ''),
    }),
    fc.record({
      name: fc.constantFrom('POD_NAME', 'NODE'),
      valueFrom: fc.constant({ fieldRef: { fieldPath: 'metadata.name' } }),
    }),
  ),
  { maxLength: 3 },
)

const containerName = mostly(
  fc.constantFrom('main', 'pi', 'worker', 'app', 'sidecar'),
  fc.constantFrom('', 'Main', 'a_b', longName(64)),
  20,
)

export const container: fc.Arbitrary<JsonObject> = fc
  .tuple(
    fc.record({
      name: containerName,
      image: mostly(
        fc.constantFrom('busybox', 'perl:5.34.0', 'python:3.12-slim', 'registry.example.com/etl:1.2', 'busybox:latest'),
        fc.constantFrom('', ' busybox'),
      ),
    }),
    partial({
      command: fc.constantFrom(
        ['perl', '-Mbignum=bpi', '-wle', 'print bpi(2000)'],
        ['sh', '-c', 'echo hello; sleep 5'],
        ['python', 'main.py'],
      ),
      args: fc.array(fc.constantFrom('--verbose', '--batch=100', ''), { maxLength: 2 }),
      env,
      resources,
      imagePullPolicy: mostly(fc.constantFrom('Always', 'IfNotPresent', 'Never'), fc.constantFrom('Sometimes')),
      workingDir: fc.constantFrom('/work', '/'),
      ports: fc.array(
        fc.record({
          containerPort: mostly(fc.constantFrom(8080, 9090), fc.constantFrom(0, 70000)),
          name: mostly(fc.constantFrom('http', 'metrics'), fc.constantFrom('HTTP', 'a-very-long-port-name')),
        }),
        { maxLength: 1 },
      ),
      terminationMessagePolicy: mostly(fc.constantFrom('File', 'FallbackToLogsOnError'), fc.constantFrom('Logs')),
    }),
  )
  .map(([a, b]) => ({ ...a, ...(b as JsonObject) }) as JsonObject)

const restartPolicy = mostly(
  fc.constantFrom('Never', 'OnFailure'),
  fc.constantFrom('Always', '', 'never', 'Sometimes'),
  8,
)

const volumes = mostly(
  fc.constantFrom(
    [{ name: 'data', emptyDir: {} }],
    [{ name: 'data', configMap: { name: 'cfg' } }],
    [{ name: 'data', secret: { secretName: 'creds' } }],
  ),
  fc.constantFrom(
    [
      { name: 'data', emptyDir: {} },
      { name: 'data', emptyDir: {} },
    ],
    [{ name: 'Data', emptyDir: {} }],
    [{ name: 'data' }],
  ),
  6,
)

export const podSpec: fc.Arbitrary<JsonObject> = fc
  .tuple(
    mostly(fc.array(container, { minLength: 1, maxLength: 2 }), fc.constant([]), 20),
    fc.option(restartPolicy, { freq: 10 }),
    fc.option(volumes, { freq: 4 }),
    partial({
      initContainers: fc.array(container, { maxLength: 1 }),
      nodeSelector: fc.constantFrom(
        { 'kubernetes.io/os': 'linux' },
        { disktype: 'ssd' },
        { 'beta.kubernetes.io/arch': 'amd64' },
        { 'failure-domain.beta.kubernetes.io/zone': 'a', 'beta.kubernetes.io/os': 'linux' },
      ),
      serviceAccountName: mostly(fc.constantFrom('default', 'etl-runner'), fc.constantFrom('Bad_Name')),
      activeDeadlineSeconds: mostly(fc.constantFrom(60, 3600), fc.constantFrom(0, -1)),
      terminationGracePeriodSeconds: mostly(fc.constantFrom(30, 0), fc.constantFrom(-5)),
      dnsPolicy: mostly(
        fc.constantFrom('ClusterFirst', 'Default', 'ClusterFirstWithHostNet'),
        fc.constantFrom('None', 'Bogus'),
        8,
      ),
      tolerations: fc.constantFrom(
        [{ key: 'dedicated', operator: 'Equal', value: 'batch', effect: 'NoSchedule' }],
        [{ operator: 'Exists' }],
        [{ key: 'k', operator: 'Exists', value: 'v' }],
      ),
      securityContext: mostly(
        fc.constantFrom({ runAsNonRoot: true }, { runAsUser: 1000, fsGroup: 2000 }),
        fc.constantFrom({ runAsUser: -1 }),
      ),
      priorityClassName: fc.constantFrom('high', ''),
      hostname: mostly(fc.constantFrom('worker'), fc.constantFrom('Bad.Host')),
      subdomain: fc.constantFrom('svc', ''),
    }),
  )
  .map(([containers, rp, vols, rest]) => {
    const spec: JsonObject = { ...(rest as JsonObject), containers: containers as Json }
    if (rp !== null) spec['restartPolicy'] = rp
    if (vols !== null) {
      spec['volumes'] = vols as unknown as Json
      const first = (containers as JsonObject[])[0]
      if (first !== undefined)
        (spec['containers'] as JsonObject[])[0] = { ...first, volumeMounts: [{ name: 'data', mountPath: '/data' }] }
    }
    return spec
  })

export const podTemplate: fc.Arbitrary<JsonObject> = fc
  .tuple(fc.option(partial({ labels: anyLabels, annotations }), { freq: 3 }), podSpec)
  .map(([metadata, spec]): JsonObject => (metadata === null ? { spec } : { metadata: metadata as JsonObject, spec }))

// ---------------------------------------------------------------------------
// Job specs
// ---------------------------------------------------------------------------

const smallInt = fc.oneof(
  { weight: 16, arbitrary: fc.integer({ min: 0, max: 10 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 100, 100001, 2147483647) },
)

const onExitCodes = fc.record(
  {
    containerName: fc.constantFrom('main', 'pi', 'missing'),
    operator: fc.constantFrom('In', 'NotIn', 'Bogus'),
    values: fc.oneof(
      fc.constantFrom([42], [1, 2, 3], [0], [3, 1], [1, 1], []),
      fc.array(fc.integer({ min: -2, max: 300 }), { maxLength: 3 }),
    ),
  },
  { requiredKeys: ['operator', 'values'] },
)
const onPodConditions = fc.array(
  fc.record(
    {
      type: fc.constantFrom('DisruptionTarget', 'ConfigIssue', 'Ready', ''),
      status: fc.constantFrom('True', 'False', 'Unknown', 'Maybe'),
    },
    { requiredKeys: ['type'] },
  ),
  { minLength: 1, maxLength: 2 },
)
const podFailurePolicy = fc.record({
  rules: fc.array(
    fc.oneof(
      fc.record({ action: fc.constantFrom('FailJob', 'Ignore', 'Count', 'FailIndex', 'Restart'), onExitCodes }),
      fc.record({ action: fc.constantFrom('FailJob', 'Ignore', 'Count', 'FailIndex'), onPodConditions }),
      fc.record({ action: fc.constantFrom('Ignore'), onExitCodes, onPodConditions }),
    ),
    { maxLength: 3 },
  ),
})
const successPolicy = fc.record({
  rules: mostly(
    fc.array(
      fc.record(
        {
          succeededIndexes: mostly(
            fc.constantFrom('0', '0-2', '1,3-5', '0-9'),
            fc.constantFrom('5-3', 'x', '0,0', '1-'),
          ),
          succeededCount: mostly(fc.constantFrom(1, 2), fc.constantFrom(0, 20)),
        },
        { requiredKeys: [] },
      ),
      { minLength: 1, maxLength: 2 },
    ),
    fc.constant([]),
    10,
  ),
})

type SpecFields = JsonObject

/** The spec fields of one real-world Job style (template added later). */
const asSpec = (a: fc.Arbitrary<unknown>): fc.Arbitrary<SpecFields> => a as fc.Arbitrary<SpecFields>
export const specShape: fc.Arbitrary<SpecFields> = fc.oneof(
  {
    weight: 4,
    arbitrary: asSpec(partial({ backoffLimit: smallInt, ttlSecondsAfterFinished: fc.constantFrom(100, 0, 86400) })),
  },
  { weight: 3, arbitrary: asSpec(fc.record({ completions: smallInt, parallelism: smallInt }, { requiredKeys: [] })) },
  {
    weight: 3,
    arbitrary: asSpec(
      fc
        .tuple(
          fc.record({ completionMode: fc.constantFrom('Indexed'), completions: smallInt, parallelism: smallInt }),
          partial({ backoffLimitPerIndex: smallInt, maxFailedIndexes: smallInt, successPolicy }),
        )
        .map(([a, b]) => ({ ...a, ...(b as JsonObject) })),
    ),
  },
  {
    weight: 2,
    arbitrary: asSpec(fc.record({ podFailurePolicy, backoffLimit: smallInt }, { requiredKeys: ['podFailurePolicy'] })),
  },
  {
    weight: 1,
    arbitrary: asSpec(fc.record({ suspend: fc.boolean(), parallelism: smallInt }, { requiredKeys: ['suspend'] })),
  },
  {
    weight: 1,
    arbitrary: asSpec(
      partial({
        activeDeadlineSeconds: fc.constantFrom(600, 0, -1, 9007199254740991),
        podReplacementPolicy: fc.constantFrom('Failed', 'TerminatingOrFailed', 'Never'),
        managedBy: fc.constantFrom('kubernetes.io/job-controller', 'example.com/custom', 'bad', longName(64)),
      }),
    ),
  },
  {
    weight: 1,
    arbitrary: asSpec(
      partial({
        completionMode: fc.constantFrom('NonIndexed', 'Indexed', 'indexed'),
        completions: smallInt,
        backoffLimitPerIndex: smallInt,
        maxFailedIndexes: smallInt,
        successPolicy,
        podFailurePolicy,
        suspend: fc.boolean(),
      }),
    ),
  },
)

// ---------------------------------------------------------------------------
// whole Jobs
// ---------------------------------------------------------------------------

export interface JobParts {
  readonly name: string | null
  readonly generateName: string | null
  readonly namespace: string | null
  readonly labels: JsonObject | null
  readonly annotations: JsonObject | null
  readonly ownerReferences: Json | null
  readonly spec: SpecFields
  readonly template: JsonObject
  /** manual: manualSelector true with a matching selector; copied: a selector without manualSelector. */
  readonly selectorMode: 'auto' | 'manual' | 'manual-mismatch' | 'copied' | 'manual-false-selector'
}

const jobParts: fc.Arbitrary<JobParts> = fc.record({
  name: fc.option(jobName, { freq: 10 }),
  generateName: fc.option(
    mostly(fc.constantFrom('pi-', 'etl-', 'x'), fc.constantFrom('Bad_', longName(62) + '-', longName(70))),
    { freq: 4 },
  ),
  namespace: fc.option(mostly(fc.constantFrom('default'), fc.constantFrom('other', 'Bad_NS'), 8), { freq: 3 }),
  labels: fc.option(anyLabels, { freq: 2 }),
  annotations: fc.option(annotations, { freq: 4 }),
  ownerReferences: fc.option(
    fc.constantFrom<Json>(
      [{ ...CRONJOB_OWNER }],
      [{ apiVersion: 'batch/v1', kind: 'CronJob', name: 'nightly', uid: '' }],
      [
        { apiVersion: 'batch/v1', kind: 'CronJob', name: 'a', uid: 'u1' },
        { apiVersion: 'batch/v1', kind: 'CronJob', name: 'a', uid: 'u1' },
      ],
      [
        { apiVersion: 'v1', kind: 'ConfigMap', name: 'x', uid: 'u1', controller: true },
        { apiVersion: 'v1', kind: 'Secret', name: 'y', uid: 'u2', controller: true },
      ],
    ),
    { freq: 12 },
  ),
  spec: specShape,
  template: podTemplate,
  selectorMode: mostly(
    fc.constantFrom('auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'manual'),
    fc.constantFrom('manual-mismatch', 'copied', 'manual-false-selector'),
    10,
  ),
})

/** Builds the wire object of a Job a user writes. */
export const buildJob = (p: JobParts): JsonObject => {
  const metadata: JsonObject = {}
  if (p.name !== null) metadata['name'] = p.name
  if (p.generateName !== null) metadata['generateName'] = p.generateName
  if (p.namespace !== null) metadata['namespace'] = p.namespace
  if (p.labels !== null) metadata['labels'] = p.labels
  if (p.annotations !== null) metadata['annotations'] = p.annotations
  if (p.ownerReferences !== null) metadata['ownerReferences'] = p.ownerReferences
  const template = structuredClone(p.template) as JsonObject
  const spec: JsonObject = { ...p.spec, template }
  const tmeta = (template['metadata'] ?? {}) as JsonObject
  switch (p.selectorMode) {
    case 'manual':
      spec['manualSelector'] = true
      spec['selector'] = { matchLabels: { app: 'manual' } }
      template['metadata'] = { ...tmeta, labels: { ...((tmeta['labels'] ?? {}) as JsonObject), app: 'manual' } }
      break
    case 'manual-mismatch':
      spec['manualSelector'] = true
      spec['selector'] = { matchExpressions: [{ key: 'app', operator: 'In', values: ['other'] }] }
      break
    case 'copied':
      spec['selector'] = {
        matchLabels: { 'batch.kubernetes.io/controller-uid': '0f4c9c2a-5a5b-4a8e-9d7e-1b2c3d4e5f60' },
      }
      break
    case 'manual-false-selector':
      spec['manualSelector'] = false
      spec['selector'] = { matchLabels: { 'job-name': p.name ?? 'x' } }
      break
    default:
      break
  }
  return { apiVersion: 'batch/v1', kind: 'Job', metadata, spec }
}

/** A Job as `kubectl get job -o yaml` prints it (then often edited and re-applied). */
const kubectlGetCopy: fc.Arbitrary<JsonObject> = fc
  .tuple(jobParts, uid, fc.integer({ min: 1, max: 99999 }), timestamp(0, 86400), fc.boolean(), fc.boolean())
  .map(([p, u, rv, ts, keepStatus, stripSystem]) => {
    const name = p.name ?? 'pi'
    const system = {
      'batch.kubernetes.io/controller-uid': u,
      'batch.kubernetes.io/job-name': name,
      'controller-uid': u,
      'job-name': name,
    }
    const job = buildJob({ ...p, name, selectorMode: 'auto' })
    const metadata = job['metadata'] as JsonObject
    Object.assign(metadata, {
      uid: u,
      resourceVersion: String(rv),
      creationTimestamp: ts,
      generation: 1,
      labels: { ...system, ...((metadata['labels'] ?? {}) as JsonObject) },
    })
    if (metadata['namespace'] === undefined) metadata['namespace'] = 'default'
    const spec = job['spec'] as JsonObject
    const template = spec['template'] as JsonObject
    const tmeta = (template['metadata'] ?? {}) as JsonObject
    template['metadata'] = { ...tmeta, labels: { ...((tmeta['labels'] ?? {}) as JsonObject), ...system } }
    Object.assign(spec, {
      selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': u } },
      manualSelector: false,
      backoffLimit: spec['backoffLimit'] ?? 6,
      completionMode: spec['completionMode'] ?? 'NonIndexed',
      suspend: spec['suspend'] ?? false,
      podReplacementPolicy: 'TerminatingOrFailed',
    })
    if (stripSystem) {
      // What people do before re-applying: drop uid and resourceVersion, keep labels and selector.
      delete metadata['uid']
      delete metadata['resourceVersion']
      delete metadata['creationTimestamp']
    }
    if (keepStatus) job['status'] = { startTime: ts, active: 1, ready: 0, terminating: 0, uncountedTerminatedPods: {} }
    return job
  })

/** Jobs as clients send them on create. */
export const jobObject: fc.Arbitrary<JsonObject> = fc.oneof(
  { weight: 12, arbitrary: jobParts.map(buildJob) },
  { weight: 1, arbitrary: kubectlGetCopy },
)
