import { describe, expect, it } from 'vitest'
import { PodTemplateSpecSchema } from '../../src/core/generated/pod-schema'
import { decodeStruct } from '../../src/wire/decode'
import { encodeStruct } from '../../src/wire/encode'

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
})
