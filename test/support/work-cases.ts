/**
 * Cost cases for test/package/cost.test.ts: an input of size `n` and the
 * call whose work is counted (test/support/work.ts). `maxRatio` bounds
 * work(10n) / work(n): 10× input may cost about 10× (a little more for
 * constant start-up costs that shrink in the ratio), 20× where the function
 * sorts.
 */
import * as api from '../../src/index'

export interface CostCase {
  readonly input: (n: number) => unknown
  readonly run: (input: unknown) => void
  /** Bound on work(10n) / work(n). */
  readonly maxRatio: number
  /** Multiplier of the test's sizes (for cases whose unit is small). */
  readonly scale?: number
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i)
const rightOf = <A>(e: { _tag: string; right?: A }): A => {
  if (e._tag !== 'Right') throw new Error('expected Right')
  return e.right as A
}

const job = (containers: number, labels: number): Record<string, unknown> => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: {
    name: 'pi',
    namespace: 'default',
    labels: Object.fromEntries(range(labels).map((i) => [`k${i}`, `v${i}`])),
  },
  spec: {
    completions: 5,
    template: {
      spec: {
        restartPolicy: 'Never',
        containers: range(containers).map((i) => ({ name: `c${i}`, image: 'perl', env: [{ name: 'A', value: 'b' }] })),
      },
    },
  },
})

const pod = (i: number): Record<string, unknown> => ({
  metadata: {
    name: `pi-${i}`,
    uid: `uid-${i}`,
    labels: { 'batch.kubernetes.io/controller-uid': 'u-1' },
    annotations: { 'batch.kubernetes.io/job-completion-index': String(i % 50) },
    finalizers: ['batch.kubernetes.io/job-tracking'],
    creationTimestamp: '2026-01-01T00:00:00Z',
  },
  status: { phase: i % 3 === 0 ? 'Succeeded' : i % 3 === 1 ? 'Failed' : 'Running', startTime: '2026-01-01T00:00:01Z' },
})

const parseAndPrint = (s: unknown): void => {
  const q = api.parseQuantity(s as string)
  if (q._tag === 'Right') api.canonicalQuantityString(q.right)
}

export const costCases: Record<string, CostCase> = {
  'parseSelector (n requirements)': {
    input: (n) =>
      range(n)
        .map((i) => `k${i} in (a,b)`)
        .join(','),
    run: (s) => void api.parseSelector(s as string),
    maxRatio: 20, // canonical order: the requirements are sorted
  },
  'parseSelector (one long value)': {
    input: (n) => `a=${'x'.repeat(n)}`,
    run: (s) => void api.parseSelector(s as string),
    maxRatio: 12,
  },
  'labelSelectorAsSelector (n expressions)': {
    input: (n) => ({ matchExpressions: range(n).map((i) => ({ key: `k${i}`, operator: 'In', values: ['a', 'b'] })) }),
    run: (ls) => void api.labelSelectorAsSelector(ls as never),
    maxRatio: 20,
  },
  'compileSelector and match (n requirements)': {
    input: (n) => {
      const sel = rightOf(
        api.parseSelector(
          range(n)
            .map((i) => `k${i}=v`)
            .join(','),
        ),
      )
      return { sel, labels: Object.fromEntries(range(n).map((i) => [`k${i}`, 'v'])) }
    },
    run: (x) => {
      const { sel, labels } = x as { sel: never; labels: Record<string, string> }
      api.compileSelector(sel)(labels)
    },
    maxRatio: 12,
  },
  'matches (n requirements)': {
    input: (n) => {
      const sel = rightOf(
        api.parseSelector(
          range(n)
            .map((i) => `k${i}=v`)
            .join(','),
        ),
      )
      return { sel, labels: Object.fromEntries(range(n).map((i) => [`k${i}`, 'v'])) }
    },
    run: (x) => {
      const { sel, labels } = x as { sel: never; labels: Record<string, string> }
      api.matches(sel, labels)
    },
    maxRatio: 12,
  },
  'parseIndexSet (n entries)': {
    input: (n) =>
      range(n)
        .map((i) => 2 * i)
        .join(','),
    run: (s) => void api.parseIndexSet(s as string, 2 ** 31 - 1),
    maxRatio: 12,
  },
  'matchSuccessPolicy (n entries)': {
    input: (n) => ({
      rules: [
        {
          succeededIndexes: range(n)
            .map((i) => 2 * i)
            .join(','),
        },
      ],
      succeeded: range(n).map((i) => 2 * i),
    }),
    run: (x) => {
      const { rules, succeeded } = x as { rules: never; succeeded: number[] }
      api.matchSuccessPolicy({ rules } as never, succeeded, 2 * succeeded.length + 1)
    },
    maxRatio: 12,
  },
  'formatIndexSet (n indexes)': {
    input: (n) => range(n).map((i) => 2 * i),
    run: (xs) => void api.formatIndexSet(xs as number[]),
    maxRatio: 12,
  },
  'parseQuantity and print (integer, n characters)': {
    input: (n) => '7'.repeat(n),
    run: parseAndPrint,
    maxRatio: 12,
    scale: 10,
  },
  'parseQuantity and print (fraction, n characters)': {
    input: (n) => `${'7'.repeat(n / 2)}.${'3'.repeat(n / 2)}`,
    run: parseAndPrint,
    maxRatio: 12,
    scale: 10,
  },
  'parseQuantity and print (binary fraction, n characters)': {
    input: (n) => `${'7'.repeat(n / 2)}.${'3'.repeat(n / 2)}Ki`,
    run: parseAndPrint,
    maxRatio: 12,
    scale: 10,
  },
  'parseQuantity and print (tiny, n characters)': {
    input: (n) => `0.${'0'.repeat(n)}1`,
    run: parseAndPrint,
    maxRatio: 12,
    scale: 10,
  },
  'parseQuantity and print (rounding nines, n characters)': {
    input: (n) => `0.${'9'.repeat(n)}`,
    run: parseAndPrint,
    maxRatio: 12,
    scale: 10,
  },
  'parseQuantity and print (exponent, n characters)': {
    input: (n) => `${'7'.repeat(n)}e-5`,
    run: parseAndPrint,
    maxRatio: 12,
    scale: 10,
  },
  'parseQuantity and print (invalid, n characters)': {
    input: (n) => `${'7'.repeat(n)}x`,
    run: parseAndPrint,
    maxRatio: 12,
    scale: 10,
  },
  'formatFieldError (n-key bad value)': {
    input: (n) => ({
      type: 'FieldValueInvalid',
      field: 'spec',
      badValue: Object.fromEntries(range(n).map((i) => [`k${i}`, i])),
      detail: 'x',
    }),
    run: (e) => void api.formatFieldError(e as never),
    maxRatio: 20, // Go prints map keys sorted
  },
  'decodeJob (n containers)': {
    input: (n) => job(n, 1),
    run: (j) => void api.decodeJob(j),
    maxRatio: 12,
  },
  'createJob (n labels)': {
    input: (n) => job(1, n),
    run: (j) => void api.createJob(j, { uid: 'u-1' }),
    maxRatio: 20,
  },
  'validateJob (n containers)': {
    input: (n) => job(n, 1),
    run: (j) => void api.validateJob(j as never),
    maxRatio: 20,
  },
  'syncJob (n pods)': {
    input: (n) => {
      const created = rightOf(
        api.createJob(
          {
            ...job(1, 1),
            spec: { ...(job(1, 1)['spec'] as object), completionMode: 'Indexed', completions: 50, parallelism: 10 },
          },
          { uid: 'u-1' },
        ),
      )
      return { created, pods: range(n).map(pod) }
    },
    run: (x) => {
      const { created, pods } = x as { created: never; pods: never[] }
      api.syncJob(created, pods, '2026-01-01T00:01:00Z')
    },
    maxRatio: 20,
  },
  'planReplicas (n clusters)': {
    input: (n) => ({
      prefs: { rebalance: true, clusters: { '*': { minReplicas: 0, weight: 1 } } },
      clusters: range(n).map((i) => `c${i}`),
    }),
    run: (x) => {
      const { prefs, clusters } = x as { prefs: never; clusters: string[] }
      api.planReplicas(prefs, clusters.length * 3, clusters)
    },
    maxRatio: 20,
  },
  'parseClusterSelector (n requirements)': {
    input: (n) => JSON.stringify(range(n).map((i) => ({ key: `k${i}`, operator: 'in', values: ['a', 'b'] }))),
    run: (s) => void api.parseClusterSelector(s as string),
    maxRatio: 12,
  },
  // issue #24: each sync of the simulator used to list every pod created so far, so a Job whose
  // pods always fail (backoffLimit 2^31-1) cost the square of its syncs.
  'simulateJob (always-failing pods, n/20 syncs)': {
    input: (n) => n,
    run: (n) =>
      void api.simulateJob(
        { ...job(1, 1), spec: { ...(job(1, 1)['spec'] as object), backoffLimit: 2 ** 31 - 1, completions: 1 } },
        [{ result: 'Failed', afterSeconds: 1 }],
        { maxSyncs: n as number },
      ),
    maxRatio: 14,
    scale: 0.05,
  },
  'simulateJob (n/20 spec updates)': {
    input: (n) => range(n).map((i) => ({ atSeconds: i, spec: { parallelism: (i % 3) + 1 } })),
    run: (specUpdates) =>
      void api.simulateJob(
        { ...job(1, 1), spec: { ...(job(1, 1)['spec'] as object), completions: 1 } },
        [{ result: 'Succeeded', afterSeconds: 1_000_000 }],
        { specUpdates: specUpdates as never },
      ),
    maxRatio: 14,
    scale: 0.05,
  },
  'parseIndexIntervals (n entries)': {
    input: (n) =>
      range(n)
        .map((i) => 2 * i)
        .join(','),
    run: (s) => void api.parseIndexIntervals(s as string, 2 ** 31 - 1),
    maxRatio: 12,
  },
  'semanticDeepEqual (n keys)': {
    input: (n) => {
      const a = Object.fromEntries(range(n).map((i) => [`k${i}`, { v: [i, 'x'] }]))
      return [a, structuredClone(a)]
    },
    run: (x) => {
      const [a, b] = x as [unknown, unknown]
      api.semanticDeepEqual(a, b)
    },
    maxRatio: 12,
  },
}
