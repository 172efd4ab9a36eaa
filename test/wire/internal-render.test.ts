import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { PodSpecSchema, PodTemplateSpecSchema } from '../../src/core/generated/pod-schema'
import { internalGoValue } from '../../src/wire/internal-render'
import { map, scalar, struct } from '../../src/wire/schema'

const TEMPLATE = struct(() => PodTemplateSpecSchema, 'core.PodTemplateSpec')
const POD_SPEC = struct(() => PodSpecSchema, 'core.PodSpec')

describe('internalGoValue (internal core types)', () => {
  const template = {
    metadata: { labels: { b: '2', a: '1' }, name: '' },
    spec: {
      containers: [{ name: 'c', image: 'i', tty: true, resources: { limits: { cpu: '0.5' } } }],
      serviceAccount: 'sa',
      dnsPolicy: 'ClusterFirst',
      restartPolicy: 'Never',
    },
  }

  it('prints the template metadata in place and the spec under Go field names, every field present', () => {
    const { text } = internalGoValue(TEMPLATE, template)
    expect(text.startsWith('{"labels":{"a":"1","b":"2"},"Spec":{"Volumes":null,"InitContainers":null,')).toBe(true)
    expect(text).toContain('"Containers":[{"Name":"c","Image":"i","Command":null,')
    expect(text).toContain('"Resources":{"Limits":{"cpu":"500m"},"Requests":null,"Claims":null}')
    expect(text).toContain('"Stdin":false,"StdinOnce":false,"TTY":true}]')
    expect(text).toContain('"RestartPolicy":"Never","TerminationGracePeriodSeconds":null')
    expect(text).toContain('"DNSPolicy":"ClusterFirst"')
    expect(text).toContain('"ServiceAccountName":"","DeprecatedServiceAccount":"sa"')
    expect(text).toContain('"NodeName":"","HostNetwork":false')
    expect(text.endsWith('"EvictionResponders":null}}')).toBe(true)
  })

  it('the value is the same JSON as the text', () => {
    const { value, text } = internalGoValue(TEMPLATE, template)
    expect(value).toEqual(JSON.parse(text))
    const spec = internalGoValue(POD_SPEC, template.spec)
    expect(spec.value).toEqual(JSON.parse(spec.text))
    expect(internalGoValue(TEMPLATE, undefined).text.startsWith('{"Spec":{"Volumes":null,')).toBe(true)
  })

  it('map keys in byte order, __proto__ an ordinary key', () => {
    const m = map(scalar('string', 'string'), 'map[string]string')
    const v = JSON.parse('{"__proto__":"x","\\uffff":"1","\\ud800\\udc00":"2"}') as unknown
    const r = internalGoValue(m, v)
    expect(r.text).toBe('{"__proto__":"x","\uffff":"1","\u{10000}":"2"}')
    expect(Object.keys(r.value as object)).toContain('__proto__')
  })

  it('never throws, and its text is JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (metadata, spec) => {
        const r = internalGoValue(TEMPLATE, { metadata, spec })
        expect(() => JSON.parse(r.text)).not.toThrow()
      }),
      { numRuns: 200 },
    )
  })
})

describe('internalGoValue (metav1 types inside)', () => {
  it('prints times as metav1.Time marshals them, the zero time left out (omitzero)', () => {
    const at = (metadata: unknown) => internalGoValue(TEMPLATE, { metadata }).text
    expect(at({ creationTimestamp: '2026-01-01T01:00:00.5+01:00' })).toMatch(
      /^\{"creationTimestamp":"2026-01-01T00:00:00Z","Spec":/,
    )
    expect(at({ creationTimestamp: new Date('2026-01-01T00:00:00.750Z') })).toMatch(
      /^\{"creationTimestamp":"2026-01-01T00:00:00Z",/,
    )
    expect(at({ creationTimestamp: null })).toMatch(/^\{"Spec":/)
    expect(at({ creationTimestamp: '0001-01-01T00:00:00Z' })).toMatch(/^\{"Spec":/)
  })

  it('owner references print with their tags, non-omitempty fields at their zero value', () => {
    expect(internalGoValue(TEMPLATE, { metadata: { ownerReferences: [{ kind: 'K' }] } }).text).toMatch(
      /^\{"ownerReferences":\[\{"apiVersion":"","kind":"K","name":"","uid":""\}\],"Spec":/,
    )
  })
})
