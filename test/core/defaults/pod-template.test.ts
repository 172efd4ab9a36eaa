import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { defaultPodTemplate } from '../../../src/core/index'
import { defaultPodTemplateSpec } from '../../../src/core/defaults/pod-template'
import { PodTemplateSpecSchema } from '../../../src/core/generated/pod-schema'
import { decodeStruct } from '../../../src/wire/decode'
import { numRuns } from '../../support/runs'
import { deepFreeze, hostileArb, podTemplateJsonArb } from './arbitraries'

const ok = (template: unknown): Record<string, unknown> => {
  const r = defaultPodTemplate(template)
  if (E.isLeft(r)) throw new Error(r.left.message)
  return r.right as Record<string, unknown>
}
const spec = (template: unknown) => ok(template)['spec'] as Record<string, unknown>
const first = (items: unknown): Record<string, unknown> => (items as Record<string, unknown>[])[0] ?? {}
const containerOf = (c: Record<string, unknown>) => first(spec({ spec: { containers: [c] } })['containers'])
const volumeOf = (v: Record<string, unknown>) => first(spec({ spec: { volumes: [v] } })['volumes'])

const DEFAULT_SPEC = {
  containers: null,
  restartPolicy: 'Always',
  terminationGracePeriodSeconds: 30,
  dnsPolicy: 'ClusterFirst',
  securityContext: {},
  schedulerName: 'default-scheduler',
}

// Expected values are the oracle's answers (test/fixtures/upstream/podTemplate.default.jsonl.gz and live runs).
describe('defaultPodTemplate: upstream cases', () => {
  it('an empty or null template gets the pod spec defaults', () => {
    expect(ok({})).toEqual({ metadata: {}, spec: DEFAULT_SPEC })
    expect(ok(null)).toEqual({ metadata: {}, spec: DEFAULT_SPEC })
    expect(ok(undefined)).toEqual({ metadata: {}, spec: DEFAULT_SPEC })
  })

  it('the pi Job template', () => {
    const template = {
      spec: {
        restartPolicy: 'Never',
        containers: [
          { name: 'pi', image: 'perl:5.34.0', command: ['perl', '-Mbignum=bpi', '-wle', 'print bpi(2000)'] },
        ],
      },
    }
    expect(ok(deepFreeze(template))).toEqual({
      metadata: {},
      spec: {
        containers: [
          {
            name: 'pi',
            image: 'perl:5.34.0',
            command: ['perl', '-Mbignum=bpi', '-wle', 'print bpi(2000)'],
            resources: {},
            terminationMessagePath: '/dev/termination-log',
            terminationMessagePolicy: 'File',
            imagePullPolicy: 'IfNotPresent',
          },
        ],
        restartPolicy: 'Never',
        terminationGracePeriodSeconds: 30,
        dnsPolicy: 'ClusterFirst',
        securityContext: {},
        schedulerName: 'default-scheduler',
      },
    })
  })

  it('serviceAccount mirrors serviceAccountName; the name wins, else the deprecated field fills it', () => {
    expect(spec({ spec: { serviceAccountName: 'a' } })).toMatchObject({ serviceAccountName: 'a', serviceAccount: 'a' })
    expect(spec({ spec: { serviceAccount: 'b' } })).toMatchObject({ serviceAccountName: 'b', serviceAccount: 'b' })
    expect(spec({ spec: { serviceAccountName: 'a', serviceAccount: 'b' } })).toMatchObject({
      serviceAccountName: 'a',
      serviceAccount: 'a',
    })
  })

  it('what a Pod gets but a template does not: no requests from limits, no enableServiceLinks, no host ports, negative grace period kept', () => {
    const s = spec({
      spec: {
        hostNetwork: true,
        terminationGracePeriodSeconds: -5,
        containers: [{ name: 'c', image: 'x', ports: [{ containerPort: 80 }], resources: { limits: { cpu: '1' } } }],
      },
    })
    expect(s['enableServiceLinks']).toBeUndefined()
    expect(s['terminationGracePeriodSeconds']).toBe(-5)
    const c = first(s['containers'])
    expect(c).toMatchObject({ ports: [{ containerPort: 80, protocol: 'TCP' }], resources: { limits: { cpu: '1' } } })
    expect(first(c['ports'])).not.toHaveProperty('hostPort')
  })

  it('containers: pull policy by tag, termination message, env fieldRef and fileKeyRef, probes, lifecycle, quantities', () => {
    expect(containerOf({ name: 'c', image: 'busybox' })['imagePullPolicy']).toBe('Always')
    expect(containerOf({ name: 'c', image: 'busybox:latest' })['imagePullPolicy']).toBe('Always')
    expect(containerOf({ name: 'c', image: '' })['imagePullPolicy']).toBe('IfNotPresent')
    expect(containerOf({ name: 'c', image: 'busybox', imagePullPolicy: 'Never' })['imagePullPolicy']).toBe('Never')
    const c = containerOf({
      name: 'c',
      image: 'x:1',
      env: [
        {
          name: 'N',
          valueFrom: { fieldRef: { fieldPath: 'metadata.name' }, fileKeyRef: { volumeName: 'v', path: 'p', key: 'k' } },
        },
      ],
      livenessProbe: { httpGet: { port: 80 } },
      readinessProbe: { grpc: { port: 9 }, timeoutSeconds: 5 },
      lifecycle: { preStop: { httpGet: { port: 'http', scheme: 'HTTPS' } } },
      resources: { limits: { cpu: '0.0001', memory: '1.5Gi' }, requests: { cpu: '1n' } },
    })
    expect(c).toMatchObject({
      env: [
        {
          name: 'N',
          valueFrom: { fieldRef: { apiVersion: 'v1', fieldPath: 'metadata.name' }, fileKeyRef: { optional: false } },
        },
      ],
      livenessProbe: {
        httpGet: { path: '/', port: 80, scheme: 'HTTP' },
        timeoutSeconds: 1,
        periodSeconds: 10,
        successThreshold: 1,
        failureThreshold: 3,
      },
      readinessProbe: { grpc: { port: 9, service: '' }, timeoutSeconds: 5 },
      lifecycle: { preStop: { httpGet: { path: '/', port: 'http', scheme: 'HTTPS' } } },
      resources: { limits: { cpu: '1m', memory: '1536Mi' }, requests: { cpu: '1m' } },
    })
  })

  it('init and ephemeral containers get the same defaults', () => {
    const s = spec({
      spec: { initContainers: [{ name: 'i', image: 'a' }], ephemeralContainers: [{ name: 'e', image: 'b:2' }] },
    })
    expect(s['initContainers']).toMatchObject([{ imagePullPolicy: 'Always', terminationMessagePolicy: 'File' }])
    expect(s['ephemeralContainers']).toMatchObject([
      { imagePullPolicy: 'IfNotPresent', terminationMessagePath: '/dev/termination-log' },
    ])
  })

  it('volumes', () => {
    expect(volumeOf({ name: 'v' })).toEqual({ name: 'v', emptyDir: {} })
    expect(volumeOf({ name: 'v', secret: { secretName: 's' } })).toEqual({
      name: 'v',
      secret: { secretName: 's', defaultMode: 420 },
    })
    expect(volumeOf({ name: 'v', configMap: { name: 'c', defaultMode: 0 } })).toEqual({
      name: 'v',
      configMap: { name: 'c', defaultMode: 0 },
    })
    expect(volumeOf({ name: 'v', hostPath: { path: '/x' } })).toEqual({ name: 'v', hostPath: { path: '/x', type: '' } })
    expect(volumeOf({ name: 'v', downwardAPI: { items: [{ path: 'p', fieldRef: { fieldPath: 'x' } }] } })).toEqual({
      name: 'v',
      downwardAPI: { items: [{ path: 'p', fieldRef: { apiVersion: 'v1', fieldPath: 'x' } }], defaultMode: 420 },
    })
    expect(volumeOf({ name: 'v', projected: { sources: [{ serviceAccountToken: { path: 't' } }] } })).toEqual({
      name: 'v',
      projected: { sources: [{ serviceAccountToken: { expirationSeconds: 3600, path: 't' } }], defaultMode: 420 },
    })
    expect(volumeOf({ name: 'v', iscsi: { targetPortal: 't', iqn: 'q', lun: 0 } })).toMatchObject({
      iscsi: { iscsiInterface: 'default' },
    })
    expect(volumeOf({ name: 'v', rbd: { monitors: ['m'], image: 'i' } })).toMatchObject({
      rbd: { pool: 'rbd', user: 'admin', keyring: '/etc/ceph/keyring' },
    })
    expect(volumeOf({ name: 'v', azureDisk: { diskName: 'd', diskURI: 'u' } })).toMatchObject({
      azureDisk: { cachingMode: 'ReadWrite', fsType: 'ext4', readOnly: false, kind: 'Shared' },
    })
    expect(volumeOf({ name: 'v', scaleIO: { gateway: 'g', system: 's', secretRef: { name: 'x' } } })).toMatchObject({
      scaleIO: { storageMode: 'ThinProvisioned', fsType: 'xfs' },
    })
    expect(
      volumeOf({
        name: 'v',
        ephemeral: { volumeClaimTemplate: { spec: { resources: { requests: { storage: '0.0001' } } } } },
      }),
    ).toMatchObject({
      ephemeral: {
        volumeClaimTemplate: { spec: { resources: { requests: { storage: '1m' } }, volumeMode: 'Filesystem' } },
      },
    })
    expect(volumeOf({ name: 'v', image: { reference: 'busybox' } })).toEqual({
      name: 'v',
      image: { reference: 'busybox', pullPolicy: 'Always' },
    })
  })

  it('unknown fields are dropped, as the API server decodes', () => {
    expect(ok({ extra: 1, spec: { containers: [{ name: 'c', imagee: 'x' }] } })).not.toHaveProperty('extra')
  })

  it('decode errors carry the decoder text', () => {
    const err = (t: unknown) => {
      const r = defaultPodTemplate(t)
      return E.isLeft(r) ? r.left.message : undefined
    }
    expect(err({ spec: { restartPolicy: 1 } })).toBe(
      'json: cannot unmarshal number into Go struct field PodSpec.template.spec.restartPolicy of type v1.RestartPolicy',
    )
    expect(err({ spec: { containers: {} } })).toBe(
      'json: cannot unmarshal object into Go struct field PodSpec.template.spec.containers of type []v1.Container',
    )
    expect(err({ metadata: { labels: [] } })).toBe(
      'json: cannot unmarshal array into Go struct field ObjectMeta.template.metadata.labels of type map[string]string',
    )
    expect(err({ spec: { containers: [{ resources: { limits: { cpu: '-548e' } } }] } })).toBe(
      "unable to parse quantity's suffix",
    )
    expect(err({ spec: { containers: [{ resources: { limits: { cpu: '1x' } } }] } })).toBe(
      "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'",
    )
    expect(err(5)).toBe(
      'json: cannot unmarshal number into Go struct field PodTemplate.template of type v1.PodTemplateSpec',
    )
  })
})

describe('defaultPodTemplate and defaultPodTemplateSpec laws', () => {
  it('fuzz: idempotent: defaulting a defaulted template changes nothing', () => {
    fc.assert(
      fc.property(podTemplateJsonArb, (t) => {
        const once = ok(deepFreeze(t))
        expect(ok(deepFreeze(once))).toEqual(once)
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('fuzz: on the model, a defaulted template comes back as the same object; the input is never mutated', () => {
    fc.assert(
      fc.property(podTemplateJsonArb, (t) => {
        const model = deepFreeze(decodeStruct(PodTemplateSpecSchema, t).value)
        const once = deepFreeze(defaultPodTemplateSpec(model))
        expect(defaultPodTemplateSpec(once)).toBe(once)
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('fuzz: never throws and never mutates, whatever the input', () => {
    fc.assert(
      fc.property(hostileArb, (u) => {
        const frozen = deepFreeze(u)
        const r = defaultPodTemplate(frozen)
        expect(E.isLeft(r) || typeof r.right === 'object').toBe(true)
        defaultPodTemplateSpec(frozen as never)
      }),
      { numRuns: numRuns(500) },
    )
  })

  it('hostile values: cycles, getters that throw, class instances, huge strings', () => {
    const cyclic: Record<string, unknown> = { spec: {} }
    ;(cyclic['spec'] as Record<string, unknown>)['self'] = cyclic
    expect(E.isRight(defaultPodTemplate(cyclic)) || E.isLeft(defaultPodTemplate(cyclic))).toBe(true)
    const throwing = {
      get spec(): unknown {
        throw new Error('boom')
      },
    }
    // Accessors are not JSON data: the decoder reads own data properties only, so this is an empty template.
    expect(defaultPodTemplate(throwing)).toEqual(E.right({ metadata: {}, spec: DEFAULT_SPEC }))
    expect(defaultPodTemplateSpec(throwing as never)).toBe(throwing)
    expect(E.isLeft(defaultPodTemplate(new Date(0)))).toBe(true)
    // A registry host has no length limit, a repository path at most 255 characters (both checked with the oracle at 100,000).
    const policy = (image: string) =>
      (spec({ spec: { containers: [{ name: 'c', image }] } })['containers'] as Record<string, unknown>[])[0]?.[
        'imagePullPolicy'
      ]
    expect(policy(`${'a'.repeat(1_000_000)}.com/x`)).toBe('Always')
    expect(policy('a'.repeat(1_000_000))).toBe('IfNotPresent')
    expect(defaultPodTemplateSpec(null as never)).toBeNull()
  })
})
