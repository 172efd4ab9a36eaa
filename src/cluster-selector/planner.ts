/**
 * The federation replica planner (`util/planner.Planner.Plan`): how many of
 * an object's replicas each selected cluster runs, by weight, minimum,
 * maximum, estimated capacity and — without rebalancing — the replicas
 * already running. Arithmetic is Go's int64 (wrapping), done with `bigint`.
 */
import { fnv1Hash32 } from './fnv'
import { toInt64 } from './int64'
import type { ReplicaSetPreferences } from './preferences'

/**
 * Extra inputs of {@link planReplicas}.
 * - `currentReplicas`: replicas now running per cluster (clusters without
 *   the object have no entry). Used only when `rebalance` is false.
 * - `estimatedCapacity`: how many replicas a cluster can take at most
 *   (set when pods are unschedulable there); excess is reported as overflow.
 * - `replicaSetKey`: the object key (`namespace/name`) hashed with each
 *   cluster name to break weight ties; default `''`.
 *
 * @example
 * const options: PlanReplicasOptions = { currentReplicas: { A: 30 }, replicaSetKey: 'default/web' }
 */
export interface PlanReplicasOptions {
  readonly currentReplicas?: Readonly<Record<string, number>>
  readonly estimatedCapacity?: Readonly<Record<string, number>>
  readonly replicaSetKey?: string
}

/**
 * A replica plan: `plan` has an entry for every listed cluster (0 when no
 * preference applies); `overflow` has the extra replicas worth trying where
 * capacity ran out (the federation sets a cluster's spec.replicas to
 * plan + overflow).
 *
 * @example
 * const result: ReplicaPlan = { plan: { A: 16, B: 17, C: 17 }, overflow: {} }
 */
export interface ReplicaPlan {
  readonly plan: Record<string, number>
  readonly overflow: Record<string, number>
}

/**
 * The planner stops after this many distribution rounds that change the
 * plan. Upstream has no bound; only inputs on which upstream does not
 * terminate in practice (negative weights, or int64-sized replica counts
 * combined with extreme weight ratios and existing replicas) come near it.
 *
 * @example
 * PLANNER_MAX_ROUNDS //=> 100000
 */
export const PLANNER_MAX_ROUNDS = 100_000

interface Pref {
  readonly name: string
  readonly hash: number
  readonly order: number
  readonly min: bigint
  readonly max: bigint | undefined
  readonly weight: bigint
}

const wrap = (x: bigint): bigint => BigInt.asIntN(64, x)
const minOf = (a: bigint, b: bigint): bigint => (a < b ? a : b)

const isRecord = (u: unknown): u is Record<string, unknown> => u !== null && typeof u === 'object'

/** An own entry of a user record that is a count, as int64; `undefined` when absent or not a count. */
const ownCount = (record: unknown, key: string): bigint | undefined => {
  if (!isRecord(record) || !Object.hasOwn(record, key)) return undefined
  const v = record[key]
  return typeof v === 'number' || typeof v === 'bigint' ? toInt64(v) : undefined
}

/** The preferences entry for a cluster: its own, else `"*"`, else none. */
const preferenceFor = (clusters: unknown, name: string): Record<string, unknown> | null | undefined => {
  if (!isRecord(clusters)) return undefined
  const key = Object.hasOwn(clusters, name) ? name : Object.hasOwn(clusters, '*') ? '*' : undefined
  if (key === undefined) return undefined
  const entry = clusters[key]
  return isRecord(entry) ? entry : null
}

/**
 * Distributes `replicas` over `clusters` exactly as the federation planner
 * did:
 * 1. each cluster takes its own preferences, else `"*"`, else gets 0;
 * 2. clusters are ordered by weight (descending), then by the FNV-1 32-bit
 *    hash of cluster name + `replicaSetKey` (ascending);
 * 3. minimums are granted in that order (capped by what is left and by capacity);
 * 4. without `rebalance`, clusters keep their current replicas where
 *    max/capacity/remaining allow ("pre-allocation");
 * 5. the rest is shared by weight in rounds (fractions rounded up), capping at
 *    maxReplicas and capacity (recording overflow) until nothing changes;
 * 6. without `rebalance`, overflow is trimmed to the replicas left unplaced.
 *
 * Replicas that no cluster can take stay unplaced. Total for any input: a
 * non-integer `replicas` is truncated; malformed preference values count as
 * 0 (`maxReplicas`: unbounded).
 *
 * @example
 * planReplicas({ rebalance: false, clusters: { '*': { minReplicas: 0, weight: 1 } } }, 50, ['A', 'B', 'C'])
 * //=> { plan: { A: 16, B: 17, C: 17 }, overflow: {} }
 * planReplicas({ rebalance: true, clusters: { '*': { minReplicas: 0, weight: 1 } } }, 50, ['A', 'B', 'C'],
 *              { estimatedCapacity: { C: 10 } })
 * //=> { plan: { A: 20, B: 20, C: 10 }, overflow: { C: 7 } }
 */
export const planReplicas = (
  prefs: ReplicaSetPreferences,
  replicas: number,
  clusters: readonly string[],
  options?: PlanReplicasOptions,
): ReplicaPlan => {
  const opts: Record<string, unknown> = isRecord(options) ? options : {}
  const current = opts['currentReplicas']
  const capacityRecord = opts['estimatedCapacity']
  const key = typeof opts['replicaSetKey'] === 'string' ? (opts['replicaSetKey'] as string) : ''
  const prefsRecord: Record<string, unknown> = isRecord(prefs) ? (prefs as unknown as Record<string, unknown>) : {}
  const rebalance = prefsRecord['rebalance'] === true
  const clusterPrefs = prefsRecord['clusters']
  const names: string[] = Array.isArray(clusters) ? clusters.filter((c): c is string => typeof c === 'string') : []

  const plan = new Map<string, bigint>()
  const overflow = new Map<string, bigint>()
  const capacityCache = new Map<string, bigint | undefined>()
  const capacity = (name: string): bigint | undefined => {
    if (!capacityCache.has(name)) capacityCache.set(name, ownCount(capacityRecord, name))
    return capacityCache.get(name)
  }

  let list: Pref[] = []
  names.forEach((name, order) => {
    const p = preferenceFor(clusterPrefs, name)
    if (p === undefined) {
      plan.set(name, 0n)
      return
    }
    const max = p === null ? undefined : p['maxReplicas']
    list.push({
      name,
      order,
      hash: fnv1Hash32(name, key),
      min: p === null ? 0n : toInt64(p['minReplicas']),
      max: typeof max === 'number' || typeof max === 'bigint' ? toInt64(max) : undefined,
      weight: p === null ? 0n : toInt64(p['weight']),
    })
  })
  list.sort((a, b) =>
    a.weight !== b.weight ? (a.weight > b.weight ? -1 : 1) : a.hash !== b.hash ? a.hash - b.hash : a.order - b.order,
  )

  let remaining = toInt64(replicas)

  // Minimums.
  for (const p of list) {
    let m = minOf(p.min, remaining)
    const cap = capacity(p.name)
    if (cap !== undefined) m = minOf(m, cap)
    remaining = wrap(remaining - m)
    plan.set(p.name, m)
  }

  // Keep what is already running (rebalance = false).
  const preallocated = new Map<string, bigint>()
  if (!rebalance) {
    for (const p of list) {
      const planned = plan.get(p.name) ?? 0n
      const count = ownCount(current, p.name)
      if (count !== undefined && count > planned) {
        let target = count
        if (p.max !== undefined) target = minOf(p.max, target)
        const cap = capacity(p.name)
        if (cap !== undefined) target = minOf(cap, target)
        let extra = minOf(wrap(target - planned), remaining)
        if (extra < 0n) extra = 0n
        remaining = wrap(remaining - extra)
        preallocated.set(p.name, extra)
        plan.set(p.name, wrap(extra + planned))
      }
    }
  }

  // Weighted rounds.
  let modified = true
  let rounds = 0
  const shares: bigint[] = []
  while (modified && remaining > 0n && rounds < PLANNER_MAX_ROUNDS) {
    rounds++
    modified = false
    let weightSum = 0n
    for (const p of list) weightSum = wrap(weightSum + p.weight)
    const next: Pref[] = []
    const distribute = remaining
    let pure = weightSum > 0n
    shares.length = 0
    for (const p of list) {
      if (weightSum <= 0n) break
      const start = plan.get(p.name) ?? 0n
      let extra = wrap(wrap(wrap(distribute * p.weight) + weightSum - 1n) / weightSum)
      extra = minOf(extra, remaining)
      shares.push(extra)
      const prealloc = preallocated.get(p.name) ?? 0n
      const used = minOf(extra, prealloc)
      preallocated.set(p.name, wrap(prealloc - used))
      extra = wrap(extra - used)
      if (used > 0n) modified = true
      let total = wrap(start + extra)
      let full = false
      if (p.max !== undefined && total > p.max) {
        total = p.max
        full = true
      }
      const cap = capacity(p.name)
      if (cap !== undefined && total > cap) {
        overflow.set(p.name, wrap(total - cap))
        total = cap
        full = true
      }
      if (!full) next.push(p)
      remaining = wrap(remaining - wrap(total - start))
      plan.set(p.name, total)
      if (total > start) modified = true
      if (full || total !== start) pure = false
    }
    list = next
    if (pure && modified) {
      // Nothing but pre-allocation was consumed, so the following rounds repeat this one
      // exactly for as long as every cluster's pre-allocation still covers its share:
      // apply them all at once (upstream runs them one by one).
      let repeats: bigint | undefined
      list.forEach((p, i) => {
        const share = shares[i] ?? 0n
        if (share > 0n) {
          const k = (preallocated.get(p.name) ?? 0n) / share
          if (repeats === undefined || k < repeats) repeats = k
        }
      })
      if (repeats !== undefined && repeats > 0n) {
        const k = repeats
        list.forEach((p, i) => {
          preallocated.set(p.name, wrap((preallocated.get(p.name) ?? 0n) - k * (shares[i] ?? 0n)))
        })
      }
    }
  }

  const planOut = Object.create(null) as Record<string, number>
  const overflowOut = Object.create(null) as Record<string, number>
  for (const name of names) {
    if (Object.hasOwn(planOut, name)) continue
    planOut[name] = Number(plan.get(name) ?? 0n)
    const o = overflow.get(name)
    if (o === undefined) continue
    const kept = rebalance ? o : minOf(o, remaining)
    if (rebalance || kept > 0n) overflowOut[name] = Number(kept)
  }
  return { plan: planOut, overflow: overflowOut }
}
