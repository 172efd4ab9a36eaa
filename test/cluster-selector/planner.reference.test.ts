import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fnv1Hash32 } from '../../src/cluster-selector/fnv'
import { planReplicas } from '../../src/cluster-selector/planner'
import type { ClusterReplicaPreferences, ReplicaSetPreferences } from '../../src/cluster-selector/preferences'
import { numRuns } from '../support/runs'

/**
 * A literal, round-by-round transcription of the federation planner's `Plan`
 * (no shortcuts, no round bound), used as an oracle for planReplicas on inputs
 * where the upstream loop finishes quickly.
 */
const referencePlan = (
  prefs: ReplicaSetPreferences,
  replicas: number,
  clusters: string[],
  current: Record<string, number>,
  capacity: Record<string, number>,
  key: string,
) => {
  type P = { name: string; hash: number; min: number; max: number | undefined; weight: number }
  const plan = new Map<string, number>()
  const overflow = new Map<string, number>()
  let preferences: P[] = []
  for (const name of clusters) {
    const p = Object.hasOwn(prefs.clusters, name) ? prefs.clusters[name] : prefs.clusters['*']
    if (p === undefined) plan.set(name, 0)
    else
      preferences.push({
        name,
        hash: fnv1Hash32(name, key),
        min: Number(p.minReplicas ?? 0),
        max: p.maxReplicas === undefined ? undefined : Number(p.maxReplicas),
        weight: Number(p.weight ?? 0),
      })
  }
  preferences.sort((a, b) => (a.weight !== b.weight ? b.weight - a.weight : a.hash - b.hash))
  let remaining = replicas
  const cap = (n: string) => (Object.hasOwn(capacity, n) ? capacity[n] : undefined)
  for (const p of preferences) {
    let min = Math.min(p.min, remaining)
    const c = cap(p.name)
    if (c !== undefined) min = Math.min(min, c)
    remaining -= min
    plan.set(p.name, min)
  }
  const preallocated = new Map<string, number>()
  if (!prefs.rebalance) {
    for (const p of preferences) {
      const planned = plan.get(p.name) ?? 0
      const count = Object.hasOwn(current, p.name) ? current[p.name] : undefined
      if (count !== undefined && count > planned) {
        let target = count
        if (p.max !== undefined) target = Math.min(p.max, target)
        const c = cap(p.name)
        if (c !== undefined) target = Math.min(c, target)
        const extra = Math.max(0, Math.min(target - planned, remaining))
        remaining -= extra
        preallocated.set(p.name, extra)
        plan.set(p.name, extra + planned)
      }
    }
  }
  let modified = true
  let rounds = 0
  while (modified && remaining > 0) {
    rounds++
    modified = false
    const weightSum = preferences.reduce((s, p) => s + p.weight, 0)
    const next: P[] = []
    const distribute = remaining
    for (const p of preferences) {
      if (weightSum <= 0) break
      const start = plan.get(p.name) ?? 0
      let extra = Math.trunc((distribute * p.weight + weightSum - 1) / weightSum)
      extra = Math.min(extra, remaining)
      const prealloc = preallocated.get(p.name) ?? 0
      const used = Math.min(extra, prealloc)
      preallocated.set(p.name, prealloc - used)
      extra -= used
      if (used > 0) modified = true
      let total = start + extra
      let full = false
      if (p.max !== undefined && total > p.max) {
        total = p.max
        full = true
      }
      const c = cap(p.name)
      if (c !== undefined && total > c) {
        overflow.set(p.name, total - c)
        total = c
        full = true
      }
      if (!full) next.push(p)
      remaining -= total - start
      plan.set(p.name, total)
      if (total > start) modified = true
    }
    preferences = next
  }
  const outOverflow: Record<string, number> = {}
  for (const [k, v] of overflow) {
    const kept = prefs.rebalance ? v : Math.min(v, remaining)
    if (prefs.rebalance || kept > 0) outOverflow[k] = kept
  }
  return { plan: Object.fromEntries(plan), overflow: outOverflow, rounds }
}

const names = fc.uniqueArray(fc.constantFrom('A', 'B', 'C', 'D', 'E', 'eu-1', 'us-2', 'asia'), { maxLength: 6 })
const pref: fc.Arbitrary<ClusterReplicaPreferences> = fc
  .record({
    minReplicas: fc.nat(40),
    weight: fc.oneof(fc.nat(5), fc.constantFrom(100, 10000)),
    maxReplicas: fc.option(fc.nat(60), { nil: undefined }),
  })
  .map(({ maxReplicas, ...rest }) => (maxReplicas === undefined ? rest : { ...rest, maxReplicas }))
const counts = (ns: string[], max: number) =>
  fc
    .tuple(...ns.map(() => fc.option(fc.nat(max), { nil: undefined })))
    .map((xs) => Object.fromEntries(xs.flatMap((x, i) => (x === undefined ? [] : [[ns[i] as string, x]]))))
const scenario = names.chain((ns) =>
  fc.record({
    names: fc.constant(ns),
    prefs: fc.record({
      rebalance: fc.boolean(),
      clusters: fc.dictionary(fc.constantFrom('*', ...ns, 'other'), pref, { maxKeys: 5 }),
    }),
    replicas: fc.oneof(fc.nat(120), fc.constantFrom(500, 5000)),
    current: counts(ns, 3000),
    capacity: counts(ns, 50),
    key: fc.constantFrom('', 'default/web', 'shop/cart'),
  }),
)

/** Clusters whose existing replicas nearly cover the total: upstream spends many rounds consuming pre-allocation. */
const preallocHeavy = fc
  .record({
    replicas: fc.integer({ min: 20, max: 3000 }),
    short: fc.integer({ min: 1, max: 12 }),
    weightA: fc.integer({ min: 1, max: 4 }),
    others: fc.subarray(['B', 'C']),
    otherMax: fc.nat(3),
    otherWeight: fc.nat(3),
    rebalance: fc.constant(false),
    key: fc.constantFrom('', 'ns/x'),
    splitCurrent: fc.boolean(),
  })
  .map(({ replicas, short, weightA, others, otherMax, otherWeight, key, splitCurrent }) => {
    const clusters: Record<string, ClusterReplicaPreferences> = { A: { minReplicas: 0, weight: weightA } }
    for (const o of others) clusters[o] = { minReplicas: 0, weight: otherWeight, maxReplicas: otherMax }
    const have = Math.max(0, replicas - short)
    const current: Record<string, number> =
      splitCurrent && others.length > 0 ? { A: have - 1, [others[0] as string]: 1 } : { A: have }
    return { names: ['A', ...others], prefs: { rebalance: false, clusters }, replicas, current, capacity: {}, key }
  })

describe('planReplicas against a literal round-by-round transcription of upstream Plan', () => {
  it('same plan and overflow, on both arithmetic paths, including inputs where pre-allocation takes many rounds', () => {
    fc.assert(
      fc.property(fc.oneof(scenario, preallocHeavy), fc.boolean(), (base, forceInt64) => {
        // A listed cluster with a huge capacity moves planReplicas onto its bigint (int64) path.
        const s = forceInt64
          ? { ...base, names: [...base.names, 'zz'], capacity: { ...base.capacity, zz: 2 ** 40 } }
          : base
        const expected = referencePlan(s.prefs, s.replicas, s.names, s.current, s.capacity, s.key)
        const actual = planReplicas(s.prefs, s.replicas, s.names, {
          currentReplicas: s.current,
          estimatedCapacity: s.capacity,
          replicaSetKey: s.key,
        })
        expect(actual.plan).toEqual(expected.plan)
        expect(actual.overflow).toEqual(expected.overflow)
      }),
      { numRuns: numRuns(1000) },
    )
  })

  it('the generator reaches inputs that need many rounds upstream', () => {
    let most = 0
    fc.assert(
      fc.property(preallocHeavy, (s) => {
        most = Math.max(most, referencePlan(s.prefs, s.replicas, s.names, s.current, s.capacity, s.key).rounds)
      }),
      { numRuns: 300, seed: 42 },
    )
    expect(most).toBeGreaterThan(100)
  })

  it('the reference agrees with the upstream TestEqualWithExisting 11 table entry', () => {
    const r = referencePlan(
      { rebalance: false, clusters: { '*': { minReplicas: 0, weight: 1 } } },
      50,
      ['A', 'B'],
      { A: 10, B: 70 },
      {},
      '',
    )
    expect(r.plan).toEqual({ A: 0, B: 50 })
  })
})
