import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jobArb } from './arbitraries'
import { createdJobForGet, jobForGet } from '../../src/job/dry-run-support'
import { jobJson } from '../../src/job/create-model'
import { jobWireForMinor } from '../../src/job/minor-wire'
import { decodeStruct } from '../../src/wire/decode'
import { JobSchema } from '../../src/job/generated/schema'
import type * as model from '../../src/job/generated/model'
import { numRuns } from '../support/runs'

const modelOf = (job: unknown): model.Job => decodeStruct(JobSchema, job, { unknownFields: 'ignore' }).value

const stampArb = fc.oneof(
  fc.constant(undefined),
  fc.constant('2026-03-01T12:00:00Z'),
  fc.constant('2026-03-01T12:00:00.123+02:00'),
  fc.constant('not a time'),
)

describe('createdJobForGet: the GET form of a created Job for a minor, in one encode', () => {
  it('is jobWireForMinor(jobForGet(jobJson(job with the stamp)), minor): the encode–decode round trip it replaces', () => {
    fc.assert(
      fc.property(jobArb, stampArb, fc.integer({ min: 30, max: 40 }), (job, stamp, minor) => {
        const m = modelOf(job)
        const stamped =
          stamp === undefined
            ? m
            : {
                ...m,
                metadata: {
                  ...m.metadata,
                  creationTimestamp: modelOf({ metadata: { creationTimestamp: stamp } }).metadata.creationTimestamp,
                },
              }
        const expected = jobWireForMinor(jobForGet(jobJson(stamped)), minor)
        const got = createdJobForGet(m, stamp, minor)
        // Same members in the same order.
        expect(JSON.stringify(got)).toBe(JSON.stringify(expected))
        expect(got).toEqual(expected)
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('keeps the pod template’s creationTimestamp: null before 1.34 and drops it from 1.34 on', () => {
    const m = modelOf({
      metadata: { name: 'pi' },
      spec: { template: { spec: { containers: [{ name: 'c', image: 'i' }] } } },
    })
    const old = createdJobForGet(m, '2026-03-01T12:00:00Z', 33) as unknown as {
      spec: { template: { metadata: object } }
    }
    expect(Object.entries(old.spec.template.metadata)).toEqual([['creationTimestamp', null]])
    const now = createdJobForGet(m, '2026-03-01T12:00:00Z', 34) as unknown as {
      metadata: Record<string, unknown>
      spec: { template: { metadata: object } }
    }
    expect(now.spec.template.metadata).toEqual({})
    expect(now.metadata['creationTimestamp']).toBe('2026-03-01T12:00:00Z')
  })
})
