import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PodTemplateSpecSchema } from '../../src/core/generated/pod-schema'
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
})
