import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { PodTemplateSpecSchema } from '../../src/core/generated/pod-schema'
import { JobSchema } from '../../src/job/generated/schema'
import { decodeStruct } from '../../src/wire/decode'
import { encodeStruct } from '../../src/wire/encode'
import { numRuns } from '../support/runs'
import { structArb } from './arbitraries'

const roundTrip = (input: unknown, options?: Parameters<typeof encodeStruct>[2]) =>
  encodeStruct(PodTemplateSpecSchema, decodeStruct(PodTemplateSpecSchema, input).value, options)

describe('encodeStruct', () => {
  it('omitzero: the zero creationTimestamp is left out, as Go marshals ObjectMeta', () => {
    expect(roundTrip({ metadata: { creationTimestamp: null } })).toEqual({ metadata: {}, spec: { containers: null } })
    expect(roundTrip({ metadata: { creationTimestamp: '2026-01-01T00:00:00Z' } })['metadata']).toEqual({
      creationTimestamp: '2026-01-01T00:00:00Z',
    })
  })

  it("emptyCollections 'keep' writes empty but non-nil lists and maps; the default omits them as Go does", () => {
    const input = { metadata: { labels: {} }, spec: { containers: [{ name: 'c', args: [] }], volumes: null } }
    expect(roundTrip(input)).toEqual({ metadata: {}, spec: { containers: [{ name: 'c', resources: {} }] } })
    expect(roundTrip(input, { emptyCollections: 'keep' })).toEqual({
      metadata: { labels: {} },
      spec: { containers: [{ name: 'c', args: [], resources: {} }] },
    })
  })

  it("emptyCollections 'nil' treats empty lists and maps as nil, as storage's protobuf round trip does", () => {
    // containers is not omitempty: an empty list comes back from storage as null; args and labels are omitempty.
    const input = { metadata: { labels: {} }, spec: { containers: [], volumes: [] } }
    expect(roundTrip(input, { emptyCollections: 'nil' })).toEqual({ metadata: {}, spec: { containers: null } })
    expect(roundTrip(input)).toEqual({ metadata: {}, spec: { containers: [] } })
  })

  it("emptyCollections 'nil': no empty list in the output, and a fixed point of decode then encode", () => {
    // Raw JSON (managedFields' fieldsV1) is written back as given.
    const hasEmptyList = (v: unknown): boolean =>
      Array.isArray(v)
        ? v.length === 0 || v.some(hasEmptyList)
        : typeof v === 'object' && v !== null && Object.entries(v).some(([k, x]) => k !== 'fieldsV1' && hasEmptyList(x))
    fc.assert(
      fc.property(structArb(PodTemplateSpecSchema, 4), (input) => {
        const once = roundTrip(input, { emptyCollections: 'nil' })
        expect(hasEmptyList(once)).toBe(false)
        expect(roundTrip(once, { emptyCollections: 'nil' })).toEqual(once)
      }),
      { numRuns: numRuns(200) },
    )
  })

  it("nil 'omit' leaves out nil pointers without omitempty, which Go writes as null", () => {
    const input = { spec: { containers: [{ name: 'c', livenessProbe: { grpc: { port: 1 } } }], volumes: [] } }
    const probe = (out: Record<string, unknown>) =>
      ((out['spec'] as { containers: Array<Record<string, unknown>> }).containers[0] as { livenessProbe: unknown })
        .livenessProbe
    expect(probe(roundTrip(input))).toEqual({ grpc: { port: 1, service: null } })
    const shown = roundTrip(input, { emptyCollections: 'keep', mapOrder: 'keep', nil: 'omit' })
    expect(probe(shown)).toEqual({ grpc: { port: 1 } })
    // A nil list without omitempty stays null; an empty one stays empty.
    expect(roundTrip({}, { nil: 'omit' })).toEqual({ metadata: {}, spec: { containers: null } })
    expect((shown['spec'] as Record<string, unknown>)['volumes']).toEqual([])
  })

  it('the field loop used where code generation is not allowed writes what the generated encoders write', async () => {
    const inputs = fc.sample(structArb(JobSchema, 5), { numRuns: numRuns(150), seed: 7 })
    const all: Array<Parameters<typeof encodeStruct>[2]> = [
      undefined,
      { emptyCollections: 'nil' },
      { unknownFields: 'keep', emptyCollections: 'keep', mapOrder: 'keep' },
      { emptyCollections: 'keep', mapOrder: 'keep', nil: 'omit' },
    ]
    const run = (decode: typeof decodeStruct, encode: typeof encodeStruct): string[] =>
      inputs.flatMap((input) => {
        const model = decode(JobSchema, input, { unknownFields: 'keep' }).value
        return all.map((options) => JSON.stringify(encode(JobSchema, model, options)))
      })
    const generated = run(decodeStruct, encodeStruct)
    vi.resetModules()
    vi.stubGlobal('Function', () => {
      throw new EvalError('code generation from strings disallowed for this context')
    })
    let fallback: string[]
    try {
      const d = await import('../../src/wire/decode')
      const e = await import('../../src/wire/encode')
      fallback = run(d.decodeStruct, e.encodeStruct)
    } finally {
      vi.unstubAllGlobals()
      vi.resetModules()
    }
    expect(fallback).toEqual(generated)
  })
})
