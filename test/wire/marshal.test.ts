import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { LabelSelectorSchema, OwnerReferenceSchema } from '../../src/core/generated/meta-schema'
import { PodFailurePolicySchema, SuccessPolicySchema } from '../../src/job/generated/batch-schema'
import { goJsonMarshal } from '../../src/field/go-format'
import { internalGoValue, marshalWire } from '../../src/wire/marshal'
import { map, scalar, slice, struct } from '../../src/wire/schema'

const REF = struct(() => OwnerReferenceSchema, 'v1.OwnerReference')

describe('marshalWire', () => {
  it('prints struct fields in Go declaration order, not sorted', () => {
    const ref = { uid: 'u1', controller: true, name: 'x', kind: 'ConfigMap', apiVersion: 'v1' }
    expect(marshalWire(slice(REF, '[]v1.OwnerReference'), [ref])).toBe(
      '[{"apiVersion":"v1","kind":"ConfigMap","name":"x","uid":"u1","controller":true}]',
    )
  })

  it('leaves out undeclared keys and sorts map keys by bytes', () => {
    expect(marshalWire(REF, { kind: 'K', extra: 1 })).toBe('{"kind":"K"}')
    expect(marshalWire(map(scalar('string', 'string'), 'map[string]string'), { b: '1', 10: 'x', 9: 'y' })).toBe(
      '{"10":"x","9":"y","b":"1"}',
    )
  })

  it('leaves out empty omitempty fields, as json.Marshal does (the texts of job.update-regression-selector-*)', () => {
    const sel = struct(() => LabelSelectorSchema, 'v1.LabelSelector', true)
    expect(marshalWire(sel, { matchExpressions: [], matchLabels: {} })).toBe('{}')
    expect(
      marshalWire(sel, {
        matchExpressions: [{ key: 'a', operator: 'DoesNotExist', values: [] }],
        matchLabels: { b: 'c' },
      }),
    ).toBe('{"matchLabels":{"b":"c"},"matchExpressions":[{"key":"a","operator":"DoesNotExist"}]}')
  })

  it('never throws, and marshals a value of the wrong shape as plain JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        const text = marshalWire(REF, v)
        if (typeof v !== 'object' || v === null || Array.isArray(v)) expect(text).toBe(goJsonMarshal(v))
      }),
    )
  })
})

describe('internalGoValue', () => {
  it('prints the batch policies as their internal Go structs (oracle texts)', () => {
    const pfp = struct(() => PodFailurePolicySchema, 'batch.PodFailurePolicy', true)
    const rules = [{ action: 'FailJob', onExitCodes: { operator: 'In', values: [42] } }]
    expect(internalGoValue(pfp, { rules }).text).toBe(
      '{"Rules":[{"Action":"FailJob","OnExitCodes":{"ContainerName":null,"Operator":"In","Values":[42]},"OnPodConditions":null}]}',
    )
    const sp = struct(() => SuccessPolicySchema, 'batch.SuccessPolicy', true)
    const r = internalGoValue(sp, { rules: [{ succeededIndexes: '0-9' }] })
    expect(r.text).toBe('{"Rules":[{"SucceededIndexes":"0-9","SucceededCount":null}]}')
    expect(r.value).toEqual({ Rules: [{ SucceededIndexes: '0-9', SucceededCount: null }] })
    expect(internalGoValue(sp, undefined).text).toBe('null')
  })

  it('never throws', () => {
    const pfp = struct(() => PodFailurePolicySchema, 'batch.PodFailurePolicy', true)
    fc.assert(fc.property(fc.jsonValue(), (v) => typeof internalGoValue(pfp, v).text === 'string'))
  })
})
