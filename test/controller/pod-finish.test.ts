import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { finishTimeReader } from '../../src/controller/pod-finish'
import { decodePodOrEmpty } from '../../src/controller/pod-model'
import { podFinishedTimeMs } from '../../src/controller/pod'
import { parseTime } from '../../src/controller/rfc3339'
import { numRuns } from '../support/runs'

const ZERO = -62135596800000

const stamp = fc.oneof(
  fc.constantFrom('1970-01-01T00:00:10Z', '1970-01-01T00:00:20Z', '0001-01-01T00:00:00Z', 'bad', '', null),
  fc.date({ min: new Date(0), max: new Date(100_000) }),
  fc.anything(),
)
const leaf = fc.oneof(fc.anything({ withDate: true, withNullPrototype: true, withSparseArray: true }), stamp)
const status = fc.oneof(
  fc.record(
    {
      name: fc.constantFrom('c', 's', ''),
      state: fc.oneof(fc.record({ terminated: fc.oneof(fc.record({ finishedAt: stamp }), leaf) }), leaf),
    },
    { requiredKeys: [] },
  ),
  leaf,
)
const pod = fc.oneof(
  fc.record(
    {
      metadata: fc.oneof(
        fc.record(
          {
            creationTimestamp: stamp,
            deletionTimestamp: stamp,
            deletionGracePeriodSeconds: fc.oneof(fc.integer({ min: -5, max: 30 }), leaf),
          },
          { requiredKeys: [] },
        ),
        leaf,
      ),
      spec: fc.oneof(
        fc.record({
          initContainers: fc.array(
            fc.oneof(
              fc.record({ name: fc.constantFrom('s', 'c'), restartPolicy: fc.constantFrom('Always', 'Never') }),
              leaf,
            ),
            { maxLength: 2 },
          ),
        }),
        leaf,
      ),
      status: fc.oneof(
        fc.record(
          {
            conditions: fc.array(
              fc.oneof(
                fc.record({
                  type: fc.constantFrom('Ready', 'Other'),
                  status: fc.constantFrom('True', 'False'),
                  lastTransitionTime: stamp,
                }),
                leaf,
              ),
              { maxLength: 3 },
            ),
            containerStatuses: fc.oneof(fc.array(status, { maxLength: 3 }), leaf),
            initContainerStatuses: fc.oneof(fc.array(status, { maxLength: 2 }), leaf),
          },
          { requiredKeys: [] },
        ),
        leaf,
      ),
    },
    { requiredKeys: [] },
  ),
  leaf,
)

describe('finishTimeReader (the scan decodes finished pods into a reused record)', () => {
  test('fuzz: a raw pod, its decoded model and podFinishedTimeMs agree, pod after pod', () => {
    fc.assert(
      fc.property(fc.array(pod, { maxLength: 8 }), (pods) => {
        const read = finishTimeReader(parseTime)
        for (const p of pods) {
          const expected = podFinishedTimeMs(p as never) ?? ZERO
          expect(read.raw(p)).toBe(expected)
          expect(read.decoded(decodePodOrEmpty(p))).toBe(expected)
        }
      }),
      { numRuns: numRuns(1000) },
    )
  })

  test('the record is reused: a pod with fewer entries does not see the previous one', () => {
    const read = finishTimeReader(parseTime)
    const terminated = (name: string, at: string) => ({ name, state: { terminated: { finishedAt: at } } })
    const sidecarPod = {
      spec: { initContainers: [{ name: 's', restartPolicy: 'Always' }] },
      status: {
        containerStatuses: [terminated('a', '1970-01-01T00:00:10Z'), terminated('b', '1970-01-01T00:00:20Z')],
        initContainerStatuses: [terminated('s', '1970-01-01T00:00:30Z')],
      },
    }
    expect(read.raw(sidecarPod)).toBe(30_000)
    expect(read.raw({ status: { containerStatuses: [terminated('a', '1970-01-01T00:00:10Z')] } })).toBe(10_000)
    expect(read.raw({ metadata: { creationTimestamp: '1970-01-01T00:00:05Z' } })).toBe(5_000)
    expect(
      read.raw({
        status: { conditions: [{ type: 'Ready', status: 'False', lastTransitionTime: '1970-01-01T00:00:07Z' }] },
      }),
    ).toBe(7_000)
    expect(read.raw({})).toBe(ZERO)
    expect(read.raw('not a pod')).toBe(ZERO)
  })
  test('an index planted on Array.prototype is never read as a pooled entry', () => {
    const pod = {
      status: { containerStatuses: [{ name: 'c', state: { terminated: { finishedAt: '1970-01-01T00:00:10Z' } } }] },
    }
    Object.defineProperty(Array.prototype, '0', {
      value: 'planted',
      enumerable: true,
      writable: true,
      configurable: true,
    })
    try {
      expect(finishTimeReader(parseTime).raw(pod)).toBe(10_000)
    } finally {
      delete (Array.prototype as unknown as Record<string, unknown>)['0']
    }
  })
})
