import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import * as E from '../../src/wire/either'
import { defaultPodTemplate } from '../../src/core/defaults/pod-template'
import { validatePodTemplate } from '../../src/core/validation/validate-template'
import { validateJob } from '../../src/job/validation/validate-job'
import { distinctFieldErrors } from '../../src/job/api-status'
import { invalidPolicy } from '../../src/job/validation/field-errors'
import { LATEST_MINOR, MINOR_RULES, minorNumber, since } from '../../src/profile/minor-rules'
import { KUBERNETES_MINORS } from '../../src/profile/versions'

const POD = { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] }
const job = (metadata: object, spec: object = {}) => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'pi', namespace: 'default', ...metadata },
  spec: {
    manualSelector: true,
    selector: { matchLabels: { a: 'b' } },
    template: { metadata: { labels: { a: 'b' } }, spec: POD },
    ...spec,
  },
})

describe('minor rules', () => {
  it('every rule starts at a supported minor after the oldest', () => {
    const minors = KUBERNETES_MINORS.map(minorNumber)
    for (const first of Object.values(MINOR_RULES)) {
      expect(minors).toContain(first)
      expect(first).toBeGreaterThan(Math.min(...minors))
    }
    expect(Math.max(...minors)).toBe(LATEST_MINOR)
  })

  it('since is monotone in the minor, and minorNumber reads only 1.MM', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KUBERNETES_MINORS),
        fc.constantFrom(...KUBERNETES_MINORS),
        fc.constantFrom(...(Object.keys(MINOR_RULES) as (keyof typeof MINOR_RULES)[])),
        (a, b, rule) => {
          if (minorNumber(a) <= minorNumber(b) && since({ kubernetesVersion: a }, rule))
            expect(since({ kubernetesVersion: b }, rule)).toBe(true)
        },
      ),
    )
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(Number.isInteger(minorNumber(s))).toBe(true)
      }),
    )
    expect(minorNumber('1.33')).toBe(33)
    expect(minorNumber('v1.33')).toBe(LATEST_MINOR)
  })

  // Each expectation below is the oracle's (conformance/regressions-minors.ts records the same inputs per minor).
  it('owner references: indexed Required from 1.37, unindexed Invalid before, the field named on 1.33', () => {
    const refs = { ownerReferences: [{ apiVersion: 'batch/v1', kind: 'CronJob', name: 'n', uid: '' }] }
    const at = (v: string) =>
      validateJob(job(refs), { profile: { kubernetesVersion: v, preview: true } })
        .filter((e) => e.field.startsWith('metadata.'))
        .map((e) => `${e.type} ${e.field}: ${e.detail}`)
    expect(at('1.37')).toEqual(['FieldValueRequired metadata.ownerReferences[0].uid: must not be empty'])
    expect(at('1.36')).toEqual(['FieldValueInvalid metadata.ownerReferences.uid: must not be empty'])
    expect(at('1.34')).toEqual(['FieldValueInvalid metadata.ownerReferences.uid: must not be empty'])
    expect(at('1.33')).toEqual(['FieldValueInvalid metadata.ownerReferences.uid: uid must not be empty'])
  })

  it('serviceAccount is defaulted from 1.37 on only; the deprecatedServiceAccount rule exists from 1.37 on only', () => {
    const t = { spec: { ...POD, serviceAccountName: 'etl' } }
    const sa = (v: string) => {
      const r = defaultPodTemplate(t, { profile: { kubernetesVersion: v, preview: true } })
      return E.isRight(r) ? (r.right['spec'] as Record<string, unknown>)['serviceAccount'] : 'left'
    }
    expect(sa('1.37')).toBe('etl')
    expect(sa('1.36')).toBeUndefined()
    const bad = { spec: { ...POD, serviceAccountName: 'etl', serviceAccount: 'other' } }
    const rule = (v: string) =>
      validatePodTemplate(bad, { profile: { kubernetesVersion: v, preview: true } }).some((e) =>
        e.field.endsWith('deprecatedServiceAccount'),
      )
    expect(rule('1.37')).toBe(true)
    expect(rule('1.36')).toBe(false)
  })

  it('defaultPodTemplate answers an invalid profile with a Left and never throws', () => {
    expect(E.isLeft(defaultPodTemplate({}, { profile: { kubernetesVersion: '1.30' } }))).toBe(true)
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom(...KUBERNETES_MINORS), (t, v) => {
        defaultPodTemplate(t, { profile: { kubernetesVersion: v, preview: true } })
      }),
    )
  })

  it('errors are listed once from 1.37 on, as often as found before', () => {
    const e = { type: 'FieldValueRequired' as const, field: 'spec.x', detail: '' }
    expect(distinctFieldErrors([e, e])).toHaveLength(1)
    expect(distinctFieldErrors([e, e], 36)).toHaveLength(2)
  })

  it('internal values: every minor prints JSON text equal to its value; before 1.37 host fields sit in the security context', () => {
    const template = { spec: { ...POD, hostNetwork: true, volumes: [{ name: 'd', emptyDir: {} }] } }
    for (const v of KUBERNETES_MINORS) {
      const { badValue: value, badValueText: text = '' } = invalidPolicy(
        'spec.template',
        template,
        'template',
        'x',
        minorNumber(v),
      )
      expect(JSON.parse(text)).toEqual(value)
      const spec = (value as { Spec: Record<string, unknown> }).Spec
      const sc = spec['SecurityContext'] as Record<string, unknown>
      if (minorNumber(v) < 37) {
        expect(sc['HostNetwork']).toBe(true)
        expect(Object.hasOwn(spec, 'HostNetwork')).toBe(false)
      } else expect(spec['HostNetwork']).toBe(true)
    }
  })
})

// The texts below are the 1.35/1.36 oracles' (conformance:diff --kubernetes-version 1.35 / 1.36).
describe('minor rules: texts', () => {
  const pod = (spec: object) => ({
    spec: {
      restartPolicy: 'Never',
      dnsPolicy: 'ClusterFirst',
      terminationGracePeriodSeconds: 30,
      containers: [
        {
          name: 'main',
          image: 'busybox',
          imagePullPolicy: 'IfNotPresent',
          terminationMessagePolicy: 'File',
          ...spec,
        },
      ],
    },
  })
  const details = (v: string, template: object) =>
    validatePodTemplate(template, { profile: { kubernetesVersion: v, preview: true } }).map((e) => e.detail)

  it("a resize policy under restartPolicy Never: 'when pod `restartPolicy`' from 1.36, 'when `restartPolicy`' before", () => {
    const t = pod({ resizePolicy: [{ resourceName: 'cpu', restartPolicy: 'RestartContainer' }] })
    expect(details('1.36', t)).toEqual(["must be 'NotRequired' when pod `restartPolicy` is 'Never'"])
    expect(details('1.35', t)).toEqual(["must be 'NotRequired' when `restartPolicy` is 'Never'"])
  })

  it('a JSON type error under an embedded struct: the path names it from 1.35 on, skips it before', () => {
    // The texts are the oracles' (podTemplate.default-v1.3x-regression-readiness-probe-tcp-port-bool).
    const t = { spec: { containers: [{ name: 'a', image: 'b', readinessProbe: { tcpSocket: { port: true } } }] } }
    const message = (v: string) => {
      const r = defaultPodTemplate(t, { profile: { kubernetesVersion: v, preview: true } })
      return E.isLeft(r) ? r.left.message : undefined
    }
    const text = (path: string) =>
      `json: cannot unmarshal bool into Go struct field TCPSocketAction.template.spec.containers.readinessProbe.${path} of type int32`
    for (const v of KUBERNETES_MINORS)
      expect(message(v)).toBe(
        text(
          minorNumber(v) >= MINOR_RULES.decodePathsNameEmbeddedStructs
            ? 'ProbeHandler.tcpSocket.port'
            : 'tcpSocket.port',
        ),
      )
    expect(message('1.34')).toBe(text('tcpSocket.port'))
  })

  it('a projected token without expirationSeconds: Required from 1.37, the zero value before; a given one alike', () => {
    // The texts are the oracles' (podTemplate.validate-v1.3x-regression-minor-token-expiration-required).
    const token = (extra: object) => ({
      spec: {
        ...POD,
        volumes: [{ name: 't', projected: { sources: [{ serviceAccountToken: { path: 'token', ...extra } }] } }],
      },
    })
    const at = (v: string, extra: object) =>
      validatePodTemplate(token(extra), { profile: { kubernetesVersion: v, preview: true } })
        .filter((e) => e.field.endsWith('.expirationSeconds'))
        .map((e) => [e.type, e.detail, e.badValue])
    for (const v of ['1.33', '1.34', '1.35', '1.36'])
      expect(at(v, {})).toEqual([['FieldValueInvalid', 'may not specify a duration less than 10 minutes', 0]])
    expect(at('1.37', {})).toEqual([['FieldValueRequired', '', undefined]])
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 2 ** 33 }), fc.constantFrom('1.35', '1.36'), (n, v) => {
        expect(at(v, { expirationSeconds: n })).toEqual(at('1.37', { expirationSeconds: n }))
      }),
      { numRuns: 50 },
    )
  })

  it('a bad managed-fields operation: Unsupported/Required from 1.37, Invalid before', () => {
    const at = (v: string, operation: string) =>
      validateJob(job({ managedFields: [{ manager: 'm', operation }] }), {
        profile: { kubernetesVersion: v, preview: true },
      })
        .filter((e) => e.field.startsWith('metadata.'))
        .map((e) => [e.type, e.field, e.detail])
    expect(at('1.36', 'Bogus')).toEqual([
      ['FieldValueInvalid', 'metadata.managedFields[0].operation', 'must be `Apply` or `Update`'],
    ])
    expect(at('1.36', '')).toEqual([
      ['FieldValueInvalid', 'metadata.managedFields[0].operation', 'must be `Apply` or `Update`'],
    ])
    expect(at('1.37', 'Bogus')).toEqual([
      ['FieldValueNotSupported', 'metadata.managedFields[0].operation', 'supported values: "Apply", "Update"'],
    ])
    expect(at('1.37', '')).toEqual([['FieldValueRequired', 'metadata.managedFields[0].operation', 'must not be empty']])
  })
  it('a Windows pod: host fields among the security context fields before 1.37, after them from 1.37', () => {
    // The 1.34 order is the oracle's (job.create-v1.34-regression-minor-windows-host-fields-order).
    const t = {
      spec: {
        ...POD,
        os: { name: 'windows' },
        hostUsers: true,
        hostPID: true,
        securityContext: { runAsUser: 1, fsGroup: 1 },
      },
    }
    const fields = (v: string) =>
      validatePodTemplate(t, { profile: { kubernetesVersion: v, preview: true } })
        .filter((e) => e.detail === 'cannot be set for a windows pod')
        .map((e) => e.field)
    expect(fields('1.34')).toEqual([
      'spec.template.spec.hostUsers',
      'spec.template.spec.hostPID',
      'spec.template.spec.securityContext.fsGroup',
      'spec.template.spec.securityContext.runAsUser',
    ])
    expect(fields('1.37')).toEqual([
      'spec.template.spec.securityContext.fsGroup',
      'spec.template.spec.securityContext.runAsUser',
      'spec.template.spec.hostUsers',
      'spec.template.spec.hostPID',
    ])
  })
})
