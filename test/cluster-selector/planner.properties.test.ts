import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { planReplicas } from '../../src/cluster-selector/planner'
import type { ClusterReplicaPreferences, ReplicaSetPreferences } from '../../src/cluster-selector/preferences'
import { numRuns } from '../support/runs'
import { deepFreeze } from './support'

const clusterNames = fc.uniqueArray(fc.stringMatching(/^[a-z][a-z0-9-]{0,6}$/), { minLength: 0, maxLength: 7 })

interface Scenario {
  readonly names: string[]
  readonly prefs: ReplicaSetPreferences
  readonly replicas: number
  readonly current: Record<string, number>
  readonly capacity: Record<string, number>
  readonly key: string
}

/** Non-negative preferences with minReplicas ≤ maxReplicas, some clusters relying on "*". */
const scenario = (opts: { positiveWeights?: boolean; unlimited?: boolean } = {}): fc.Arbitrary<Scenario> =>
  clusterNames.chain((names) => {
    const pref: fc.Arbitrary<ClusterReplicaPreferences> = fc
      .record({
        minReplicas: fc.nat(30),
        weight: opts.positiveWeights ? fc.integer({ min: 1, max: 20 }) : fc.nat(20),
        extraMax: opts.unlimited ? fc.constant(undefined) : fc.option(fc.nat(40), { nil: undefined }),
      })
      .map(({ minReplicas, weight, extraMax }) =>
        extraMax === undefined ? { minReplicas, weight } : { minReplicas, weight, maxReplicas: minReplicas + extraMax },
      )
    const perCluster = fc.tuple(...names.map(() => fc.option(pref, { nil: undefined })))
    const counts = (max: number) =>
      fc.tuple(...names.map(() => fc.option(fc.nat(max), { nil: undefined }))).map((xs) => {
        const o: Record<string, number> = {}
        xs.forEach((x, i) => {
          if (x !== undefined) o[names[i] as string] = x
        })
        return o
      })
    return fc
      .record({
        names: fc.constant(names),
        star: pref,
        own: perCluster,
        replicas: fc.nat(200),
        rebalance: fc.boolean(),
        current: counts(80),
        capacity: opts.unlimited ? fc.constant({}) : counts(60),
        key: fc.string({ maxLength: 8 }),
      })
      .map(({ names, star, own, replicas, rebalance, current, capacity, key }) => {
        const clusters: Record<string, ClusterReplicaPreferences> = { '*': star }
        own.forEach((p, i) => {
          if (p !== undefined) clusters[names[i] as string] = p
        })
        return deepFreeze({ names, prefs: { rebalance, clusters }, replicas, current, capacity, key })
      })
  })

const run = (s: Scenario, names = s.names) =>
  planReplicas(s.prefs, s.replicas, names, {
    currentReplicas: s.current,
    estimatedCapacity: s.capacity,
    replicaSetKey: s.key,
  })

const prefOf = (s: Scenario, name: string): ClusterReplicaPreferences =>
  (s.prefs.clusters[name] ?? s.prefs.clusters['*']) as ClusterReplicaPreferences

describe('planner laws', () => {
  it('the plan never exceeds a cluster’s maxReplicas or estimated capacity', () => {
    fc.assert(
      fc.property(scenario(), (s) => {
        const { plan } = run(s)
        for (const name of s.names) {
          const p = plan[name] ?? 0
          const max = prefOf(s, name).maxReplicas
          if (max !== undefined) expect(p).toBeLessThanOrEqual(Number(max))
          const cap = s.capacity[name]
          if (cap !== undefined) expect(p).toBeLessThanOrEqual(cap)
          expect(p).toBeGreaterThanOrEqual(0)
        }
      }),
      { numRuns: numRuns(500) },
    )
  })

  it('honours every minimum it can: when the minimums fit, each cluster gets at least min(minReplicas, capacity)', () => {
    fc.assert(
      fc.property(scenario(), (s) => {
        const floor = (name: string) => Math.min(Number(prefOf(s, name).minReplicas), s.capacity[name] ?? Infinity)
        const needed = s.names.reduce((sum, n) => sum + floor(n), 0)
        fc.pre(needed <= s.replicas)
        const { plan } = run(s)
        for (const name of s.names) expect(plan[name] ?? 0).toBeGreaterThanOrEqual(floor(name))
      }),
      { numRuns: numRuns(500) },
    )
  })

  it('with unlimited capacity and positive weights, the plan places exactly the requested replicas', () => {
    fc.assert(
      fc.property(scenario({ positiveWeights: true, unlimited: true }), (s) => {
        fc.pre(s.names.length > 0)
        const { plan, overflow } = run(s)
        expect(Object.values(plan).reduce((a, b) => a + b, 0)).toBe(s.replicas)
        expect(overflow).toEqual({})
      }),
      { numRuns: numRuns(500) },
    )
  })

  it('the plan does not depend on the order in which clusters are listed', () => {
    fc.assert(
      fc.property(
        scenario().chain((s) => fc.tuple(fc.constant(s), fc.shuffledSubarray(s.names, { minLength: s.names.length }))),
        ([s, shuffled]) => {
          expect(run(s, shuffled)).toEqual(run(s))
        },
      ),
      { numRuns: numRuns(500) },
    )
  })

  it('every listed cluster has a plan entry, and never more replicas are planned than requested', () => {
    fc.assert(
      fc.property(scenario(), (s) => {
        const { plan } = run(s)
        expect(Object.keys(plan).sort()).toEqual([...s.names].sort())
        expect(Object.values(plan).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(s.replicas)
      }),
      { numRuns: numRuns(500) },
    )
  })

  it('fuzz: never throws on arbitrary input', () => {
    const int64ish = fc.oneof(
      fc.integer(),
      fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }),
      fc.double(),
      fc.anything(),
    )
    const prefsArb = fc.oneof(
      fc.anything(),
      fc.record({
        rebalance: fc.oneof(fc.boolean(), fc.anything()),
        clusters: fc.dictionary(
          fc.oneof(fc.constantFrom('A', 'B', '*', '__proto__'), fc.string()),
          fc.oneof(
            fc.anything(),
            fc.record({ minReplicas: int64ish, maxReplicas: int64ish, weight: int64ish }, { requiredKeys: [] }),
          ),
        ),
      }),
    )
    fc.assert(
      fc.property(
        prefsArb,
        fc.oneof(fc.integer(), fc.double(), fc.anything()),
        fc.oneof(fc.array(fc.oneof(fc.constantFrom('A', 'B', 'C'), fc.string())), fc.anything()),
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              currentReplicas: fc.dictionary(fc.constantFrom('A', 'B', 'C'), int64ish),
              estimatedCapacity: fc.dictionary(fc.constantFrom('A', 'B', 'C'), int64ish),
              replicaSetKey: fc.oneof(fc.string(), fc.anything()),
            },
            { requiredKeys: [] },
          ),
        ),
        (prefs, replicas, clusters, options) => {
          const r = planReplicas(prefs as never, replicas as never, clusters as never, options as never)
          expect(typeof r.plan).toBe('object')
          expect(typeof r.overflow).toBe('object')
        },
      ),
      { numRuns: numRuns(300) },
    )
  })
})
