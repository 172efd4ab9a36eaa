import { describe, expect, it } from 'vitest'
import { planReplicas, PLANNER_MAX_ROUNDS } from '../../src/cluster-selector/planner'
import type { ClusterReplicaPreferences, ReplicaSetPreferences } from '../../src/cluster-selector/preferences'
import { fnv1Hash32 } from '../../src/cluster-selector/fnv'
import { deepFreeze } from './support'

type Pref = Partial<ClusterReplicaPreferences>

/**
 * planReplicas, checked to give the same answer on its int64 (bigint) path: a
 * capacity of 2^40 on every cluster without one changes nothing upstream but
 * takes the input out of the small-number fast path.
 */
const plan = (...[p, replicas, clusters, options]: Parameters<typeof planReplicas>) => {
  const result = planReplicas(p, replicas, clusters, options)
  const capacity: Record<string, number> = { ...options?.estimatedCapacity }
  for (const c of clusters) if (!Object.hasOwn(capacity, c)) capacity[c] = 2 ** 40
  expect(planReplicas(p, replicas, clusters, { ...options, estimatedCapacity: capacity })).toEqual(result)
  return result
}
const prefs = (clusters: Record<string, Pref>, rebalance = false): ReplicaSetPreferences =>
  deepFreeze({
    rebalance,
    clusters: Object.fromEntries(
      Object.entries(clusters).map(([k, v]) => [k, { minReplicas: 0, weight: 0, ...v }]),
    ) as Record<string, ClusterReplicaPreferences>,
  })

/** upstream doCheck: no current replicas, no capacity, no overflow expected. */
const doCheck = (p: Record<string, Pref>, replicas: number, clusters: string[], expected: Record<string, number>) => {
  const result = plan(prefs(p), replicas, deepFreeze(clusters))
  expect(result.plan).toEqual(expected)
  const overflow = result.overflow
  expect(overflow).toEqual({})
}
const doCheckWithExisting = (
  p: Record<string, Pref>,
  replicas: number,
  clusters: string[],
  existing: Record<string, number>,
  expected: Record<string, number>,
) => {
  const result = plan(prefs(p), replicas, deepFreeze(clusters), deepFreeze({ currentReplicas: existing }))
  expect(result.overflow).toEqual({})
  expect(result.plan).toEqual(expected)
}
const doCheckWithExistingAndCapacity = (
  rebalance: boolean,
  p: Record<string, Pref>,
  replicas: number,
  clusters: string[],
  existing: Record<string, number>,
  capacity: Record<string, number>,
  expected: Record<string, number>,
  expectedOverflow: Record<string, number>,
) => {
  const result = plan(
    prefs(p, rebalance),
    replicas,
    deepFreeze(clusters),
    deepFreeze({ currentReplicas: existing, estimatedCapacity: capacity }),
  )
  expect(result.plan).toEqual(expected)
  expect(result.overflow).toEqual(expectedOverflow)
}

describe('FNV-1 32-bit tie-break hash', () => {
  it('matches the reference values of Go fnv.New32 (FNV-1, not FNV-1a)', () => {
    expect(fnv1Hash32('A')).toBe(84696414)
    expect(fnv1Hash32('B')).toBe(84696413)
    expect(fnv1Hash32('C')).toBe(84696412)
    expect(fnv1Hash32('D')).toBe(84696411)
    expect(fnv1Hash32('')).toBe(2166136261)
    // FNV-1a of "a" would be 0xe40c292c; FNV-1 is 0x050c5d7e.
    expect(fnv1Hash32('a')).toBe(0x050c5d7e)
  })
  it('hashes the cluster name followed by the key with no separator, over UTF-8 bytes', () => {
    expect(fnv1Hash32('A', 'default/web')).toBe(fnv1Hash32('Adefault/web'))
    expect(fnv1Hash32('é')).toBe(fnv1Hash32('\u00e9'))
    // 'é' is two UTF-8 bytes c3 a9
    let h = 0x811c9dc5
    for (const b of [0xc3, 0xa9]) h = (Math.imul(h, 0x01000193) ^ b) >>> 0
    expect(fnv1Hash32('é')).toBe(h)
  })
})

describe('TestEqual', () => {
  it('TestEqual 1: 50 over A,B,C (hash dependent)', () =>
    doCheck({ '*': { weight: 1 } }, 50, ['A', 'B', 'C'], { A: 16, B: 17, C: 17 }))
  it('TestEqual 2: 50 over A,B', () => doCheck({ '*': { weight: 1 } }, 50, ['A', 'B'], { A: 25, B: 25 }))
  it('TestEqual 3: 1 over A,B (hash dependent)', () => doCheck({ '*': { weight: 1 } }, 1, ['A', 'B'], { A: 0, B: 1 }))
  it('TestEqual 4: 1 over A,B,C,D (hash dependent)', () =>
    doCheck({ '*': { weight: 1 } }, 1, ['A', 'B', 'C', 'D'], { A: 0, B: 0, C: 0, D: 1 }))
  it('TestEqual 5: 1 over A', () => doCheck({ '*': { weight: 1 } }, 1, ['A'], { A: 1 }))
  it('TestEqual 6: no clusters', () => doCheck({ '*': { weight: 1 } }, 1, [], {}))
})

describe('TestEqualWithExisting', () => {
  const star = { '*': { weight: 1 } }
  it('TestEqualWithExisting 1: C has 30', () =>
    doCheckWithExisting(star, 50, ['A', 'B', 'C'], { C: 30 }, { A: 10, B: 10, C: 30 }))
  it('TestEqualWithExisting 2: A has 30', () => doCheckWithExisting(star, 50, ['A', 'B'], { A: 30 }, { A: 30, B: 20 }))
  for (const [n, a] of [
    [3, 0],
    [4, 1],
    [5, 4],
    [6, 5],
    [7, 6],
    [8, 7],
  ] as const) {
    it(`TestEqualWithExisting ${n}: 15 with A ${a}, B 8`, () =>
      doCheckWithExisting(star, 15, ['A', 'B'], { A: a, B: 8 }, { A: 7, B: 8 }))
  }
  it('TestEqualWithExisting 9: 500000 with A 300000', () =>
    doCheckWithExisting(star, 500000, ['A', 'B'], { A: 300000 }, { A: 300000, B: 200000 }))
  it('TestEqualWithExisting 10: 50 with A 10', () =>
    doCheckWithExisting(star, 50, ['A', 'B'], { A: 10 }, { A: 25, B: 25 }))
  it('TestEqualWithExisting 11: 50 with A 10, B 70 (hash dependent; upstream TODO #31816)', () =>
    doCheckWithExisting(star, 50, ['A', 'B'], { A: 10, B: 70 }, { A: 0, B: 50 }))
  it('TestEqualWithExisting 12: 1 with A 30', () => doCheckWithExisting(star, 1, ['A', 'B'], { A: 30 }, { A: 1, B: 0 }))
  it('TestEqualWithExisting 13: 50 with A 10, B 20', () =>
    doCheckWithExisting(star, 50, ['A', 'B'], { A: 10, B: 20 }, { A: 25, B: 25 }))
})

describe('TestWithExistingAndCapacity', () => {
  it('TestWithExistingAndCapacity 1: rebalance, C capacity 10', () =>
    doCheckWithExistingAndCapacity(
      true,
      { '*': { weight: 1 } },
      50,
      ['A', 'B', 'C'],
      {},
      { C: 10 },
      { A: 20, B: 20, C: 10 },
      { C: 7 },
    ))
  it('TestWithExistingAndCapacity 2: rebalance, B capacity 10, A not available', () =>
    doCheckWithExistingAndCapacity(
      true,
      { A: { weight: 10000 }, B: { weight: 1 } },
      50,
      ['B', 'C'],
      {},
      { B: 10 },
      { B: 10, C: 0 },
      { B: 40 },
    ))
  it('TestWithExistingAndCapacity 3: rebalance, weights 1:2, B capacity 10', () =>
    doCheckWithExistingAndCapacity(
      true,
      { A: { weight: 1 }, B: { weight: 2 } },
      60,
      ['A', 'B', 'C'],
      {},
      { B: 10 },
      { A: 50, B: 10, C: 0 },
      { B: 30 },
    ))
  it('TestWithExistingAndCapacity 4: rebalance, max and capacity', () =>
    doCheckWithExistingAndCapacity(
      true,
      {
        A: { weight: 10000, maxReplicas: 10 },
        B: { weight: 1 },
        C: { weight: 1, maxReplicas: 21 },
        D: { weight: 1, maxReplicas: 10 },
      },
      71,
      ['A', 'B', 'C', 'D'],
      {},
      { C: 10 },
      { A: 10, B: 41, C: 10, D: 10 },
      { C: 11 },
    ))
  it('TestWithExistingAndCapacity 5: no rebalance, A and B capacity 10', () =>
    doCheckWithExistingAndCapacity(
      false,
      { A: { weight: 1 }, B: { weight: 1 } },
      60,
      ['A', 'B', 'C'],
      {},
      { A: 10, B: 10 },
      { A: 10, B: 10, C: 0 },
      { A: 20, B: 20 },
    ))
  it('TestWithExistingAndCapacity 6: no rebalance, weights 1:5, overflow trimmed', () =>
    doCheckWithExistingAndCapacity(
      false,
      { A: { weight: 1 }, B: { weight: 5 } },
      60,
      ['A', 'B', 'C'],
      {},
      { B: 10 },
      { A: 50, B: 10, C: 0 },
      {},
    ))
  it('TestWithExistingAndCapacity 7: no rebalance, minimums with B capacity 10', () =>
    doCheckWithExistingAndCapacity(
      false,
      { '*': { minReplicas: 20, weight: 0 } },
      50,
      ['A', 'B', 'C'],
      {},
      { B: 10 },
      { A: 20, B: 10, C: 20 },
      {},
    ))
  it('TestWithExistingAndCapacity 8: rebalance, min 20, B capacity 10', () =>
    doCheckWithExistingAndCapacity(
      true,
      { '*': { minReplicas: 20, weight: 1 } },
      60,
      ['A', 'B'],
      {},
      { B: 10 },
      { A: 50, B: 10 },
      { B: 15 },
    ))
})

describe('TestMin', () => {
  it('TestMin 1: min 2 weight 0', () =>
    doCheck({ '*': { minReplicas: 2, weight: 0 } }, 50, ['A', 'B', 'C'], { A: 2, B: 2, C: 2 }))
  it('TestMin 2: min 20 weight 0 (hash dependent)', () =>
    doCheck({ '*': { minReplicas: 20, weight: 0 } }, 50, ['A', 'B', 'C'], { A: 10, B: 20, C: 20 }))
  it('TestMin 3: A min 100 weight 1 beats the rest', () =>
    doCheck({ '*': { minReplicas: 20, weight: 0 }, A: { minReplicas: 100, weight: 1 } }, 50, ['A', 'B', 'C'], {
      A: 50,
      B: 0,
      C: 0,
    }))
  it('TestMin 4: min 10 max 12', () =>
    doCheck({ '*': { minReplicas: 10, weight: 1, maxReplicas: 12 } }, 50, ['A', 'B', 'C'], { A: 12, B: 12, C: 12 }))
})

describe('TestMax', () => {
  it('TestMax 1: max 2', () =>
    doCheck({ '*': { weight: 1, maxReplicas: 2 } }, 50, ['A', 'B', 'C'], { A: 2, B: 2, C: 2 }))
  it('TestMax 2: max 2 weight 0', () =>
    doCheck({ '*': { weight: 0, maxReplicas: 2 } }, 50, ['A', 'B', 'C'], { A: 0, B: 0, C: 0 }))
})

describe('TestWeight', () => {
  it('TestWeight 1: weights 1:2', () =>
    doCheck({ A: { weight: 1 }, B: { weight: 2 } }, 60, ['A', 'B', 'C'], { A: 20, B: 40, C: 0 }))
  it('TestWeight 2: weight 10000 takes all', () =>
    doCheck({ A: { weight: 10000 }, B: { weight: 1 } }, 50, ['A', 'B', 'C'], { A: 50, B: 0, C: 0 }))
  it('TestWeight 3: heavy cluster not available', () =>
    doCheck({ A: { weight: 10000 }, B: { weight: 1 } }, 50, ['B', 'C'], { B: 50, C: 0 }))
  it('TestWeight 4: heavy cluster capped at 10', () =>
    doCheck({ A: { weight: 10000, maxReplicas: 10 }, B: { weight: 1 }, C: { weight: 1 } }, 50, ['A', 'B', 'C'], {
      A: 10,
      B: 20,
      C: 20,
    }))
  it('TestWeight 5: two caps', () =>
    doCheck(
      { A: { weight: 10000, maxReplicas: 10 }, B: { weight: 1 }, C: { weight: 1, maxReplicas: 10 } },
      50,
      ['A', 'B', 'C'],
      { A: 10, B: 30, C: 10 },
    ))
  it('TestWeight 6: three caps', () =>
    doCheck(
      {
        A: { weight: 10000, maxReplicas: 10 },
        B: { weight: 1 },
        C: { weight: 1, maxReplicas: 21 },
        D: { weight: 1, maxReplicas: 10 },
      },
      71,
      ['A', 'B', 'C', 'D'],
      { A: 10, B: 30, C: 21, D: 10 },
    ))
  it('TestWeight 7: three caps and E', () =>
    doCheck(
      {
        A: { weight: 10000, maxReplicas: 10 },
        B: { weight: 1 },
        C: { weight: 1, maxReplicas: 21 },
        D: { weight: 1, maxReplicas: 10 },
        E: { weight: 1 },
      },
      91,
      ['A', 'B', 'C', 'D', 'E'],
      { A: 10, B: 25, C: 21, D: 10, E: 25 },
    ))
})

describe('design document scenarios (federated-replicasets.md) as the planner computes them', () => {
  it('scenario 3 (min 20 weight 0, 50 replicas): the code gives A10 B20 C20, not the documented A20 B20 C10', () =>
    doCheck({ '*': { minReplicas: 20, weight: 0 } }, 50, ['A', 'B', 'C'], { A: 10, B: 20, C: 20 }))
  it('scenario 7b (no rebalance, A already has 20, C capacity 6): A21 B23 C6, not the documented A22 B22 C6', () =>
    doCheckWithExistingAndCapacity(
      false,
      { '*': { weight: 1 } },
      50,
      ['A', 'B', 'C'],
      { A: 20 },
      { C: 6 },
      { A: 21, B: 23, C: 6 },
      {},
    ))
  it('rebalance with C capped at 6 of 50: A22 B22 C6 plus overflow C11', () =>
    doCheckWithExistingAndCapacity(
      true,
      { '*': { weight: 1 } },
      50,
      ['A', 'B', 'C'],
      {},
      { C: 6 },
      { A: 22, B: 22, C: 6 },
      { C: 11 },
    ))
})

describe('edge cases', () => {
  it('a cluster without its own entry and without "*" gets 0', () =>
    doCheck({ A: { weight: 1 } }, 10, ['A', 'B'], { A: 10, B: 0 }))
  it('preferences without clusters place nothing', () => {
    expect(planReplicas({ rebalance: false, clusters: {} }, 10, ['A', 'B'])).toEqual({
      plan: { A: 0, B: 0 },
      overflow: {},
    })
  })
  it('the replica-set key changes the hash tie-break', () => {
    const p = prefs({ '*': { weight: 1 } })
    const winners = new Set<string>()
    for (const key of ['ns/a', 'default/web', 'shop/cart', 'zz', 'kube-system/dns']) {
      const { plan } = planReplicas(p, 1, ['A', 'B'], { replicaSetKey: key })
      const winner = Object.entries(plan).find(([, v]) => v === 1)?.[0]
      const expected = fnv1Hash32('A', key) < fnv1Hash32('B', key) ? 'A' : 'B'
      expect(winner).toBe(expected)
      winners.add(expected)
    }
    expect(winners.size).toBe(2)
    // 'shop/cart' favours A although bare names favour B
    expect(planReplicas(p, 1, ['A', 'B'], { replicaSetKey: 'shop/cart' }).plan).toEqual({ A: 1, B: 0 })
    expect(planReplicas(p, 1, ['A', 'B']).plan).toEqual({ A: 0, B: 1 })
  })
  it('huge pre-allocation finishes quickly and exactly (rounds that only consume pre-allocation are applied at once)', () => {
    // Upstream runs ~1e12 identical rounds here; the result is A takes everything.
    const { plan } = planReplicas(prefs({ '*': { weight: 1 } }), 1e12, ['A'], { currentReplicas: { A: 1e12 - 1 } })
    expect(plan).toEqual({ A: 1e12 })
  })
  it('non-terminating upstream inputs (negative weights) stop after PLANNER_MAX_ROUNDS', () => {
    expect(PLANNER_MAX_ROUNDS).toBeGreaterThan(1000)
    const { plan } = planReplicas(prefs({ A: { weight: 2 }, B: { weight: -1 } }), 3, ['A', 'B'])
    expect(Object.keys(plan).sort()).toEqual(['A', 'B'])
  })
  it('int64 arithmetic: counts beyond 2^53 are planned exactly before conversion', () => {
    const big = 2n ** 60n
    const { plan } = planReplicas({ rebalance: false, clusters: { '*': { minReplicas: 0, weight: 1 } } }, Number(big), [
      'A',
      'B',
    ])
    expect(BigInt(plan['A'] ?? 0) + BigInt(plan['B'] ?? 0)).toBe(big)
  })
  it('malformed inputs do not throw', () => {
    expect(planReplicas(null as never, NaN, null as never)).toEqual({ plan: {}, overflow: {} })
    expect(
      planReplicas({ rebalance: 'yes', clusters: { A: null, '*': 5 } } as never, 3.7, ['A', 'B', 7 as never], {
        currentReplicas: null,
        estimatedCapacity: { A: 'x' },
        replicaSetKey: 5,
      } as never),
    ).toEqual({ plan: { A: 0, B: 0 }, overflow: {} })
  })
  it('keys such as __proto__ are ordinary cluster names', () => {
    const clusters = JSON.parse('{"__proto__": {"minReplicas": 0, "weight": 1}}') as Record<
      string,
      ClusterReplicaPreferences
    >
    const { plan } = planReplicas({ rebalance: false, clusters }, 4, ['__proto__', 'constructor'])
    expect(Object.entries(plan)).toEqual([
      ['__proto__', 4],
      ['constructor', 0],
    ])
  })
})
