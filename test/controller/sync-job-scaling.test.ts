// Laws the large-Job fast paths of syncJob must keep (see docs/controller.md, Performance):
// tracked finished pods are read without building a record per pod, and completion indexes are
// ordered by a counting sort (a comparison sort only for sparse, huge indexes).
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { syncJob } from '../../src/controller/sync-job'
import type { PodInfo } from '../../src/controller/pod-types'
import { intervalsOf, printIntervals, printsAs } from '../../src/controller/sync-intervals'
import { NOW, deepFreeze, newJob, pod } from './arbitraries'

/** Index annotations: valid, out of range, huge (forces the comparison sort), or unparsable. */
const indexArb = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0, max: 40 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom('99999999999', '-1', 'x', '') },
)
const finishedArb = fc.record({ succeeded: fc.boolean(), index: indexArb })

const indexOfAnnotation = (s: string): number => (/^[0-9]+$/.test(s) ? Number(s) : -1)

describe('syncJob on many tracked finished pods', () => {
  test('Indexed: finalizers are removed in stable completion-index order (unknown index first)', () => {
    fc.assert(
      fc.property(fc.array(finishedArb, { maxLength: 300 }), (specs) => {
        const pods: PodInfo[] = specs.map((s, i) =>
          pod(`p${i}`, s.succeeded ? 'Succeeded' : 'Failed', { index: s.index }),
        )
        const job = newJob(0, 30, 1000, { completionMode: 'Indexed' }, { startTime: NOW })
        const r = syncJob(deepFreeze(job), deepFreeze(pods), NOW)
        // No finished condition and no per-index limit: every tracked finished pod loses its
        // finalizer (fewer than 500 are counted), in index order, ties in list order.
        const expected = specs
          .map((s, i) => ({ name: `p${i}`, index: indexOfAnnotation(s.index), i }))
          .sort((a, b) => a.index - b.index || a.i - b.i)
          .map((p) => p.name)
        expect(r.removeFinalizers).toEqual(expected)
      }),
      { numRuns: 200 },
    )
  })

  test('NonIndexed: counting stops at 500 UIDs per sync, in list order, the rest stay tracked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1200 }), fc.integer({ min: 1, max: 7 }), (n, stride) => {
        const pods: PodInfo[] = []
        for (let i = 0; i < n; i++) pods.push(pod(`p${i}`, i % stride === 0 ? 'Failed' : 'Succeeded'))
        const r = syncJob(deepFreeze(newJob(0, 5000, 5000, {}, { startTime: NOW })), deepFreeze(pods), NOW)
        const processed = Math.min(n, 500)
        expect(r.removeFinalizers).toEqual(pods.slice(0, processed).map((p) => p.metadata?.name))
        const failed = pods.slice(0, processed).filter((p) => p.status?.phase === 'Failed').length
        expect(r.status.succeeded ?? 0).toBe(processed - failed)
        expect(r.status.failed ?? 0).toBe(failed)
        expect(r.status.uncountedTerminatedPods).toEqual({})
      }),
      { numRuns: 60 },
    )
  })
})

describe('printsAs', () => {
  const intervalsArb = fc
    .array(fc.integer({ min: 0, max: 2 ** 53 - 1 }), { maxLength: 12 })
    .map((xs) => intervalsOf(xs.map((x) => x % 200).concat(xs.filter((x) => x > 1e12))))
  test('agrees with printing and comparing, on printed strings and on edits of them', () => {
    fc.assert(
      fc.property(
        intervalsArb,
        fc.nat(),
        fc.constantFrom('', ',', '-', '0', '9', 'x', '1,2'),
        fc.boolean(),
        (iv, at, insert, drop) => {
          const printed = printIntervals(iv)
          expect(printsAs(iv, printed)).toBe(true)
          const cut = printed.length === 0 ? 0 : at % (printed.length + 1)
          const edited = printed.slice(0, cut) + insert + printed.slice(drop ? cut + 1 : cut)
          expect(printsAs(iv, edited)).toBe(printed === edited)
        },
      ),
      { numRuns: 2000 },
    )
  })
  test('upstream-style strings', () => {
    expect(printsAs([0, 2, 5, 5], '0-2,5')).toBe(true)
    expect(printsAs([0, 1], '0-1')).toBe(false)
    expect(printsAs([0, 1], '0,1')).toBe(true)
    expect(printsAs([], '')).toBe(true)
    expect(printsAs([7, 7], '07')).toBe(false)
    expect(printsAs([7, 7], '7,')).toBe(false)
  })
})
