/** Pod templates as users write them, with every defaulted part, plus hostile variants. */
import fc from 'fast-check'

const HEX = 'a1b2c3d4e5f60789'
export const imageArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    'busybox',
    'busybox:latest',
    'perl:5.34.0',
    'Busybox',
    'localhost:5000/app',
    'registry.example.com/team/app:latest',
    `busybox@sha256:${HEX.repeat(4)}`,
    `busybox:latest@sha256:${HEX.repeat(4)}`,
    HEX.repeat(4),
  ),
  fc.string({ maxLength: 12 }),
)

const quantityArb = fc.oneof(
  fc.constantFrom('1', '0.5', '0.0001', '1.5Gi', '100m', '1n', '-1n', '1e-4', '+1', '1.000', '64Mi', '1000000000'),
  fc.integer({ min: -5, max: 5000 }),
)
const resourceListArb = fc.option(
  fc.dictionary(fc.constantFrom('cpu', 'memory', 'nvidia.com/gpu', 'ephemeral-storage'), quantityArb, { maxKeys: 3 }),
  {
    nil: undefined,
  },
)

const probeArb = fc.record(
  {
    httpGet: fc.record(
      {
        port: fc.constantFrom(80, 'http'),
        path: fc.constantFrom('', '/healthz'),
        scheme: fc.constantFrom('', 'HTTPS'),
      },
      { requiredKeys: ['port'] },
    ),
    grpc: fc.record({ port: fc.constant(9000), service: fc.constantFrom('', 'svc') }, { requiredKeys: ['port'] }),
    exec: fc.constant({ command: ['true'] }),
    timeoutSeconds: fc.integer({ min: 0, max: 5 }),
    periodSeconds: fc.integer({ min: 0, max: 5 }),
    successThreshold: fc.integer({ min: 0, max: 2 }),
    failureThreshold: fc.integer({ min: 0, max: 5 }),
  },
  { requiredKeys: [] },
)

const containerArb = fc.record(
  {
    name: fc.constantFrom('main', 'sidecar', ''),
    image: imageArb,
    imagePullPolicy: fc.constantFrom('', 'Always', 'Never', 'IfNotPresent'),
    terminationMessagePath: fc.constantFrom('', '/tmp/log'),
    terminationMessagePolicy: fc.constantFrom('', 'FallbackToLogsOnError'),
    args: fc.array(fc.string({ maxLength: 3 }), { maxLength: 2 }),
    ports: fc.array(
      fc.record(
        { containerPort: fc.integer({ min: 1, max: 9000 }), protocol: fc.constantFrom('', 'UDP') },
        { requiredKeys: ['containerPort'] },
      ),
      {
        maxLength: 2,
      },
    ),
    env: fc.array(
      fc.record({
        name: fc.constantFrom('A', 'B'),
        valueFrom: fc.record(
          {
            fieldRef: fc.record(
              { fieldPath: fc.constant('metadata.name'), apiVersion: fc.constantFrom('', 'v1') },
              { requiredKeys: ['fieldPath'] },
            ),
            fileKeyRef: fc.record(
              { volumeName: fc.constant('v'), path: fc.constant('p'), key: fc.constant('k'), optional: fc.boolean() },
              { requiredKeys: ['key'] },
            ),
          },
          { requiredKeys: [] },
        ),
      }),
      { maxLength: 2 },
    ),
    resources: fc.record({ limits: resourceListArb, requests: resourceListArb }, { requiredKeys: [] }),
    livenessProbe: probeArb,
    readinessProbe: probeArb,
    startupProbe: probeArb,
    lifecycle: fc.record(
      {
        preStop: fc.record({ httpGet: fc.record({ port: fc.constant(80) }) }),
        postStart: fc.constant({ exec: { command: ['x'] } }),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ['name'] },
)

const volumeArb = fc.oneof(
  fc.constant({ name: 'empty' }),
  fc.record({
    name: fc.constant('s'),
    secret: fc.record(
      { secretName: fc.constant('x'), defaultMode: fc.constantFrom(256, 420) },
      { requiredKeys: ['secretName'] },
    ),
  }),
  fc.record({
    name: fc.constant('c'),
    configMap: fc.record({ name: fc.constant('cfg'), defaultMode: fc.constant(384) }, { requiredKeys: ['name'] }),
  }),
  fc.constant({ name: 'd', downwardAPI: { items: [{ path: 'p', fieldRef: { fieldPath: 'metadata.name' } }] } }),
  fc.constant({
    name: 'p',
    projected: {
      sources: [
        { serviceAccountToken: { path: 't' } },
        { downwardAPI: { items: [{ path: 'q', fieldRef: { fieldPath: 'x' } }] } },
      ],
    },
  }),
  fc.constant({ name: 'h', hostPath: { path: '/data' } }),
  fc.constant({ name: 'i', iscsi: { targetPortal: 't', iqn: 'q', lun: 0 } }),
  fc.constant({ name: 'r', rbd: { monitors: ['m'], image: 'img' } }),
  fc.constant({ name: 'a', azureDisk: { diskName: 'd', diskURI: 'u' } }),
  fc.constant({ name: 'o', scaleIO: { gateway: 'g', system: 's', secretRef: { name: 'x' } } }),
  fc.constant({
    name: 'e',
    ephemeral: { volumeClaimTemplate: { spec: { resources: { requests: { storage: '0.5' } } } } },
  }),
  fc.record({ name: fc.constant('img'), image: fc.record({ reference: imageArb }) }),
)

/** Valid core/v1 pod templates (as JSON) touching every default. */
export const podTemplateJsonArb: fc.Arbitrary<Record<string, unknown>> = fc.record(
  {
    metadata: fc.record(
      { labels: fc.dictionary(fc.constantFrom('app', 'tier'), fc.constantFrom('a', '')), annotations: fc.constant({}) },
      { requiredKeys: [] },
    ),
    spec: fc.record(
      {
        restartPolicy: fc.constantFrom('', 'Never', 'OnFailure'),
        dnsPolicy: fc.constantFrom('', 'Default'),
        schedulerName: fc.constantFrom('', 'custom'),
        serviceAccountName: fc.constantFrom('', 'runner'),
        serviceAccount: fc.constantFrom('', 'legacy'),
        terminationGracePeriodSeconds: fc.option(fc.integer({ min: -1, max: 60 }), { nil: null }),
        securityContext: fc.option(fc.constant({ runAsUser: 1000 }), { nil: null }),
        hostNetwork: fc.boolean(),
        containers: fc.array(containerArb, { maxLength: 2 }),
        initContainers: fc.array(containerArb, { maxLength: 1 }),
        ephemeralContainers: fc.array(containerArb, { maxLength: 1 }),
        volumes: fc.array(volumeArb, { maxLength: 3 }),
        overhead: resourceListArb,
        resources: fc.record({ limits: resourceListArb }, { requiredKeys: [] }),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
)

/** Anything: templates, templates with a wrong-typed value, and arbitrary values. */
export const hostileArb: fc.Arbitrary<unknown> = fc.oneof(
  podTemplateJsonArb,
  fc.anything({ maxDepth: 4 }),
  fc.record({ spec: fc.anything({ maxDepth: 3 }), metadata: fc.anything({ maxDepth: 2 }) }),
  fc.record({
    spec: fc.record({
      containers: fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 2 }),
      volumes: fc.anything({ maxDepth: 2 }),
    }),
  }),
)

export const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const k of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[k as string])
  }
  return value
}
