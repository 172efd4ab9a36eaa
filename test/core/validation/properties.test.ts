// validatePodTemplate is total: it never throws, whatever the input, and
// always answers a list of well-formed field errors.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validatePodTemplate } from '../../../src/core/validation/index'
import { templateArb } from '../../../conformance/ops/pod-template'
import { numRuns } from '../../support/runs'

const wellFormed = (errs: unknown): void => {
  expect(Array.isArray(errs)).toBe(true)
  for (const e of errs as Array<Record<string, unknown>>) {
    expect(typeof e['type']).toBe('string')
    expect(typeof e['field']).toBe('string')
    expect(typeof e['detail']).toBe('string')
  }
}

const hostile: unknown[] = [
  undefined,
  null,
  42,
  'x'.repeat(100_000),
  new Date(0),
  [],
  JSON.parse('{"__proto__": {"spec": 1}}'),
  { spec: { containers: [{ name: { toString: () => 'x' } }] } },
  {
    spec: {
      containers: new Proxy([], {
        get: () => {
          throw new Error('boom')
        },
      }),
    },
  },
  { spec: Object.create({ containers: [{ name: 'inherited' }] }) },
  {
    spec: {
      volumes: [{ name: 'v', emptyDir: { sizeLimit: '-1' } }],
      containers: [{ name: 'c', resources: { limits: { cpu: Number.POSITIVE_INFINITY } } }],
    },
  },
]

describe('validatePodTemplate: never throws', () => {
  it('on hostile values', () => {
    for (const h of hostile) wellFormed(validatePodTemplate(h))
  })
  it('fuzz: on anything', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (v) =>
        wellFormed(validatePodTemplate(v)),
      ),
      { numRuns: numRuns(500) },
    )
  })
  it('on templates as users write them', () => {
    fc.assert(
      fc.property(templateArb, (t) => {
        wellFormed(validatePodTemplate(t))
        expect(validatePodTemplate(t)).toEqual(validatePodTemplate(structuredClone(t)))
      }),
      { numRuns: numRuns(300) },
    )
  })
  it('on wrongly shaped options', () => {
    wellFormed(validatePodTemplate({}, null as never))
    wellFormed(validatePodTemplate({}, { path: 3, pod: 'x' } as never))
  })
})
