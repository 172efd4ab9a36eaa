import { describe, expect, it } from 'vitest'
import { decodeStruct } from '../../src/wire/decode'
import { copyStruct, zeroStruct } from '../../src/wire/zero'
import { encodeStruct } from '../../src/wire/encode'
import { JobSchema } from '../../src/job/generated/schema'

describe('copyStruct', () => {
  it('copies a model as a spread does: same keys in the same order, a new object', () => {
    const d = decodeStruct(JobSchema, { metadata: { name: 'pi' }, spec: { parallelism: 2 } }).value
    const c = copyStruct(JobSchema, d)
    expect(c).not.toBe(d)
    expect(Object.keys(c)).toEqual(Object.keys({ ...d }))
    expect(c).toStrictEqual({ ...d })
  })
  it('spreads an object that is not a whole model as it is', () => {
    const partial = { metadata: zeroStruct(JobSchema).metadata } as never
    expect(Object.keys(copyStruct(JobSchema, partial))).toEqual(['metadata'])
  })
  it('leaves the encoding of a decoded model unchanged', () => {
    const input = { apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'pi', labels: {} }, spec: { template: {} } }
    const d = decodeStruct(JobSchema, input, { unknownFields: 'keep' }).value
    expect(encodeStruct(JobSchema, copyStruct(JobSchema, d), { emptyCollections: 'keep' })).toStrictEqual(
      encodeStruct(JobSchema, d, { emptyCollections: 'keep' }),
    )
  })
})
