/**
 * Growth where the work hides in built-ins (issue #24). test/package/cost.test.ts
 * counts the basic blocks of src/ a call runs, which does not see work inside
 * `indexOf`, `includes` and other built-ins: a search running to the end of a
 * string on each piece of an index list, or `includes` over a growing list of
 * warnings, was quadratic there while the block count stayed linear. These
 * cases compare the CPU time of sizes n and 10n instead: the least of three
 * runs each (CPU time of this process, not the wall clock), against a
 * generous bound — quadratic work gives about 100×, linear about 10×, so 35×
 * tells them apart on a busy machine without a time threshold. The garbage
 * collector's share grows faster than linearly with the heap (200,000 small
 * objects already cost a ratio of 37 in a full `npm test` run), so the bound is
 * 3.5 times the ratio of a linear reference that allocates as much in the
 * same run (a JSON round trip of the input and one object per list entry),
 * and never less than 35.
 */
import { cpuUsage } from 'node:process'
import { describe, expect, it } from 'vitest'
import * as api from '../../src/index'

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i)
const evens = (n: number): string =>
  range(n)
    .map((i) => 2 * i)
    .join(',')

interface GrowthCase {
  readonly input: (n: number) => unknown
  readonly run: (input: unknown) => unknown
  /** The smaller size (the larger is ten times it). */
  readonly n: number
}

const jobText = (env: unknown[]): string =>
  JSON.stringify({
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'a' },
    spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'a', image: 'b', env }] } } },
  })

const cases: Record<string, GrowthCase> = {
  'parseIndexSet (0,2,4,… n entries)': {
    input: evens,
    run: (s) => api.parseIndexSet(s as string, 2 ** 31 - 1),
    n: 20_000,
  },
  'parseIndexIntervals (0,2,4,… n entries)': {
    input: evens,
    run: (s) => api.parseIndexIntervals(s as string, 2 ** 31 - 1),
    n: 20_000,
  },
  'matchSuccessPolicy (0,2,4,… n entries)': {
    input: (n) => ({ rules: [{ succeededIndexes: evens(n) }], succeeded: range(n).map((i) => 2 * i), n }),
    run: (x) => {
      const { rules, succeeded, n } = x as { rules: never; succeeded: number[]; n: number }
      return api.matchSuccessPolicy({ rules }, succeeded, 2 * n + 1)
    },
    n: 20_000,
  },
  'dryRunCreateJob (n env entries with one name: n-1 warnings)': {
    input: (n) => jobText(range(n).map((i) => ({ name: 'A', value: String(i) }))),
    run: (text) => api.dryRunCreateJob(text, { uid: 'u', namespace: 'd' }),
    n: 1_000,
  },
}

/** Linear work that allocates about as much as the cases: one object per list entry, a JSON round trip. */
const linearReference: GrowthCase['run'] = (input) => {
  const text = typeof input === 'string' ? input : JSON.stringify(input)
  return [text.split(',').map((x) => ({ first: x.length, last: x })), JSON.parse(JSON.stringify(text))]
}

/** The least CPU time (µs) of three runs of `run` on `input`. */
const cpuTime = (c: Pick<GrowthCase, 'run'>, input: unknown): number => {
  let best = Number.POSITIVE_INFINITY
  for (let i = 0; i < 3; i++) {
    const before = cpuUsage()
    c.run(input)
    const used = cpuUsage(before)
    best = Math.min(best, used.user + used.system)
  }
  return Math.max(best, 1)
}

describe('ten times the input costs about ten times the CPU time (work inside built-ins)', () => {
  it.each(Object.keys(cases))('%s', (name) => {
    const c = cases[name] as GrowthCase
    const small = c.input(c.n)
    const large = c.input(10 * c.n)
    c.run(small) // warm up
    linearReference(small)
    const ratio = cpuTime(c, large) / cpuTime(c, small)
    const reference = { run: linearReference }
    const referenceRatio = cpuTime(reference, large) / cpuTime(reference, small)
    expect(ratio).toBeLessThan(3.5 * Math.max(10, referenceRatio))
  })
})

describe('long error lists (issue #24)', () => {
  it('200,000 invalid labels are 200,000 field errors, not an unreadable-input error (no spread of a huge array)', () => {
    const labels = Object.fromEntries(range(200_000).map((i) => [`-bad${i}`, 'v']))
    const errors = api.validateObjectMeta({ name: 'a', namespace: 'b', labels })
    expect(errors.length).toBe(200_000)
    expect(errors[0]?.field).toBe('metadata.labels')
    expect(errors.some((e) => e.type === 'InternalError')).toBe(false)
  })
})

describe('values whose objects share children (YAML alias style, issue #24)', () => {
  const dag = (depth: number): unknown => {
    let v: unknown = { x: 1 }
    for (let i = 0; i < depth; i++) v = { a: v, b: v }
    return v
  }
  it('formatFieldError prints a value past the node budget as a clear placeholder, at once', () => {
    const e = { type: 'FieldValueInvalid', field: 'spec.x', badValue: dag(40), detail: 'bad' } as const
    expect(api.formatFieldError(e)).toBe(
      'spec.x: Invalid value: <value not printed: unreadable, or more than 4000000 nodes>: bad',
    )
  })
  it('createJob with such a value in an unknown field answers the decoding limit (a bound, not 2^40 nodes)', () => {
    const job = {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'a', namespace: 'd' },
      spec: { bogus: dag(40), template: { spec: { restartPolicy: 'Never', containers: [{ name: 'a', image: 'b' }] } } },
    }
    const r = api.createJob(job as never, { uid: 'u-1' })
    expect(r._tag === 'Left' && r.left.map((e) => e.detail)).toEqual([
      'the value is too large: it has more nested values than the decoding limit allows',
    ])
  })
  it('formatFieldError prints a small shared value in full, as Go prints its JSON', () => {
    const e = { type: 'FieldValueInvalid', field: 'f', badValue: dag(2), detail: '' } as const
    expect(api.formatFieldError(e)).toBe(
      'f: Invalid value: {"a":{"a":{"x":1},"b":{"x":1}},"b":{"a":{"x":1},"b":{"x":1}}}',
    )
  })
})
