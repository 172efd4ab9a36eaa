/**
 * The federation replica planner (`util/planner.Planner.Plan`): how many of
 * an object's replicas each selected cluster runs, by weight, minimum,
 * maximum, estimated capacity and — without rebalancing — the replicas
 * already running. Arithmetic is Go's int64 (wrapping), done with `bigint`, or with
 * plain numbers when every input is small enough that the two cannot differ.
 */
import { fnv1Hash32 } from './fnv'
import { toInt64 } from './int64'
import type { ReplicaSetPreferences } from './preferences'
import { guarded, optionOf } from '../wire/guard'

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

/** Integer arithmetic the planner runs on: Go int64 (`bigint`, wrapping) or small exact `number`s. */
interface Arith<N> {
  readonly zero: N
  readonly one: N
  readonly add: (a: N, b: N) => N
  readonly sub: (a: N, b: N) => N
  readonly mul: (a: N, b: N) => N
  /** Division truncating toward zero, as Go's `/`. */
  readonly quo: (a: N, b: N) => N
  readonly lt: (a: N, b: N) => boolean
  readonly of: (v: Count) => N
  readonly toNumber: (v: N) => number
}

const INT64: Arith<bigint> = {
  zero: 0n,
  one: 1n,
  add: (a, b) => BigInt.asIntN(64, a + b),
  sub: (a, b) => BigInt.asIntN(64, a - b),
  mul: (a, b) => BigInt.asIntN(64, a * b),
  quo: (a, b) => BigInt.asIntN(64, a / b),
  lt: (a, b) => a < b,
  of: (v) => (typeof v === 'bigint' ? v : BigInt(v)),
  toNumber: (v) => Number(v),
}

/**
 * Exact for the inputs {@link isSmall} admits: every count is in [0, 2^20] and
 * there are at most 1024 clusters, so no intermediate value (at most
 * (clusters + 1)·2^20 replicas times a 2^20 weight) leaves the safe-integer
 * range, and Go's int64 could not have wrapped either.
 */
const SMALL: Arith<number> = {
  zero: 0,
  one: 1,
  add: (a, b) => a + b,
  sub: (a, b) => a - b,
  mul: (a, b) => a * b,
  quo: (a, b) => Math.trunc(a / b),
  lt: (a, b) => a < b,
  of: (v) => Number(v),
  toNumber: (v) => v,
}
const SMALL_LIMIT = 1 << 20
const SMALL_CLUSTERS = 1024

/** An input count as int64: a plain number when it is an integer in [0, 2^20], else a bigint. */
type Count = number | bigint

/** Like {@link toInt64}, but keeps small non-negative integers as numbers (no bigint allocation). */
const toCount = (u: unknown): Count => {
  if (typeof u === 'number' && Number.isFinite(u)) {
    const t = Math.trunc(u)
    if (t >= 0 && t <= SMALL_LIMIT) return t === 0 ? 0 : t
    return toInt64(t)
  }
  if (typeof u === 'bigint') return u >= 0n && u <= BigInt(SMALL_LIMIT) ? Number(u) : toInt64(u)
  // Anything that is not a count is 0 (Go's zero value).
  return 0
}

/** A cluster's inputs, normalised to int64. */
interface ClusterInput {
  readonly slot: number
  readonly hash: number
  readonly order: number
  readonly min: Count
  readonly max: Count | undefined
  readonly weight: Count
}

interface Pref<N> {
  readonly slot: number
  readonly hash: number
  readonly order: number
  readonly min: N
  readonly max: N | undefined
  readonly weight: N
}

const isRecord = (u: unknown): u is Record<string, unknown> => u !== null && typeof u === 'object'

/** An own entry of a user record that is a count; `undefined` when absent or not a count. */
const ownCount = (record: unknown, key: string): Count | undefined => {
  if (!isRecord(record) || !Object.hasOwn(record, key)) return undefined
  const v = record[key]
  return typeof v === 'number' || typeof v === 'bigint' ? toCount(v) : undefined
}

/** The preferences entry for a cluster: its own, else `"*"`, else none. */
const preferenceFor = (clusters: unknown, name: string): Record<string, unknown> | null | undefined => {
  if (!isRecord(clusters)) return undefined
  const key = Object.hasOwn(clusters, name) ? name : Object.hasOwn(clusters, '*') ? '*' : undefined
  if (key === undefined) return undefined
  const entry = clusters[key]
  return isRecord(entry) ? entry : null
}

const isSmall = (v: Count | undefined): boolean => typeof v !== 'bigint'

interface PlannerInput {
  readonly rebalance: boolean
  readonly replicas: Count
  /** Distinct cluster names; a slot is an index into this array. */
  readonly slots: readonly string[]
  readonly clusters: readonly ClusterInput[]
  readonly current: ReadonlyArray<Count | undefined>
  readonly capacity: ReadonlyArray<Count | undefined>
}

interface PlannerOutput<N> {
  readonly plan: ReadonlyArray<N>
  readonly overflow: ReadonlyArray<N | undefined>
  readonly remaining: N
}

/** The upstream `Plan`, step by step, on the chosen arithmetic; indexed by slot. */
const runPlanner = <N>(A: Arith<N>, input: PlannerInput): PlannerOutput<N> => {
  const { rebalance, slots } = input
  const capacity = input.capacity.map((c) => (c === undefined ? undefined : A.of(c)))
  const plan: N[] = slots.map(() => A.zero)
  const overflow: Array<N | undefined> = slots.map(() => undefined)
  const preallocated: N[] = slots.map(() => A.zero)
  const min = (a: N, b: N): N => (A.lt(a, b) ? a : b)

  let list: Array<Pref<N>> = input.clusters.map((c) => ({
    slot: c.slot,
    hash: c.hash,
    order: c.order,
    min: A.of(c.min),
    max: c.max === undefined ? undefined : A.of(c.max),
    weight: A.of(c.weight),
  }))
  list.sort((a, b) =>
    A.lt(b.weight, a.weight)
      ? -1
      : A.lt(a.weight, b.weight)
        ? 1
        : a.hash !== b.hash
          ? a.hash - b.hash
          : a.order - b.order,
  )

  let remaining = A.of(input.replicas)

  // Minimums.
  for (const p of list) {
    let m = min(p.min, remaining)
    const cap = capacity[p.slot]
    if (cap !== undefined) m = min(m, cap)
    remaining = A.sub(remaining, m)
    plan[p.slot] = m
  }

  // Keep what is already running (rebalance = false).
  if (!rebalance) {
    for (const p of list) {
      const planned = plan[p.slot] as N
      const count = input.current[p.slot]
      if (count === undefined) continue
      const have = A.of(count)
      if (!A.lt(planned, have)) continue
      let target = have
      if (p.max !== undefined) target = min(p.max, target)
      const cap = capacity[p.slot]
      if (cap !== undefined) target = min(cap, target)
      let extra = min(A.sub(target, planned), remaining)
      if (A.lt(extra, A.zero)) extra = A.zero
      remaining = A.sub(remaining, extra)
      preallocated[p.slot] = extra
      plan[p.slot] = A.add(extra, planned)
    }
  }

  // Weighted rounds.
  let modified = true
  let rounds = 0
  const shares: N[] = []
  while (modified && A.lt(A.zero, remaining) && rounds < PLANNER_MAX_ROUNDS) {
    rounds++
    modified = false
    let weightSum = A.zero
    for (const p of list) weightSum = A.add(weightSum, p.weight)
    const next: Array<Pref<N>> = []
    const distribute = remaining
    const positive = A.lt(A.zero, weightSum)
    let pure = positive
    shares.length = 0
    for (const p of list) {
      if (!positive) break
      const start = plan[p.slot] as N
      let extra = A.quo(A.sub(A.add(A.mul(distribute, p.weight), weightSum), A.one), weightSum)
      extra = min(extra, remaining)
      shares.push(extra)
      const prealloc = preallocated[p.slot] as N
      const used = min(extra, prealloc)
      preallocated[p.slot] = A.sub(prealloc, used)
      extra = A.sub(extra, used)
      if (A.lt(A.zero, used)) modified = true
      let total = A.add(start, extra)
      let full = false
      if (p.max !== undefined && A.lt(p.max, total)) {
        total = p.max
        full = true
      }
      const cap = capacity[p.slot]
      if (cap !== undefined && A.lt(cap, total)) {
        overflow[p.slot] = A.sub(total, cap)
        total = cap
        full = true
      }
      if (!full) next.push(p)
      remaining = A.sub(remaining, A.sub(total, start))
      plan[p.slot] = total
      if (A.lt(start, total)) modified = true
      if (full || total !== start) pure = false
    }
    list = next
    if (pure && modified) {
      // Only pre-allocation was consumed, so the following rounds repeat this one exactly
      // for as long as every cluster's pre-allocation still covers its share: apply them
      // all at once (upstream runs them one by one).
      let repeats: N | undefined
      list.forEach((p, i) => {
        const share = shares[i] as N
        if (A.lt(A.zero, share)) {
          const k = A.quo(preallocated[p.slot] as N, share)
          if (repeats === undefined || A.lt(k, repeats)) repeats = k
        }
      })
      if (repeats !== undefined && A.lt(A.zero, repeats)) {
        const k = repeats
        list.forEach((p, i) => {
          preallocated[p.slot] = A.sub(preallocated[p.slot] as N, A.mul(k, shares[i] as N))
        })
      }
    }
  }
  return { plan, overflow, remaining }
}

/** `planReplicas` before the boundary guard. */
export const planReplicasUnguarded = (
  prefs: ReplicaSetPreferences,
  replicas: number,
  clusters: readonly string[],
  options?: PlanReplicasOptions,
): ReplicaPlan => {
  // Own data properties only: an option planted on Object.prototype is not an option.
  const replicaSetKey = optionOf(options, 'replicaSetKey')
  const currentReplicas = optionOf(options, 'currentReplicas')
  const estimatedCapacity = optionOf(options, 'estimatedCapacity')
  const key = typeof replicaSetKey === 'string' ? replicaSetKey : ''
  const prefsRecord: Record<string, unknown> = isRecord(prefs)
    ? (prefs as unknown as Record<string, unknown>)
    : Object.create(null)
  const rebalance = prefsRecord['rebalance'] === true
  const clusterPrefs = prefsRecord['clusters']
  const names: string[] = Array.isArray(clusters) ? clusters.filter((c): c is string => typeof c === 'string') : []

  // Upstream keys its maps by cluster name, so a repeated name shares one entry (slot).
  const slotOf = new Map<string, number>()
  const slots: string[] = []
  const current: Array<Count | undefined> = []
  const capacity: Array<Count | undefined> = []
  const inputs: ClusterInput[] = []
  const replicaCount = toCount(replicas)
  let small = isSmall(replicaCount) && names.length <= SMALL_CLUSTERS
  names.forEach((name, order) => {
    let slot = slotOf.get(name)
    if (slot === undefined) {
      slot = slots.length
      slotOf.set(name, slot)
      slots.push(name)
      const cur = ownCount(currentReplicas, name)
      const cap = ownCount(estimatedCapacity, name)
      current.push(cur)
      capacity.push(cap)
      small = small && isSmall(cur) && isSmall(cap)
    }
    const p = preferenceFor(clusterPrefs, name)
    if (p === undefined) return
    const maxRaw = p === null || !Object.hasOwn(p, 'maxReplicas') ? undefined : p['maxReplicas']
    const c: ClusterInput = {
      slot,
      order,
      hash: fnv1Hash32(name, key),
      min: p === null || !Object.hasOwn(p, 'minReplicas') ? 0 : toCount(p['minReplicas']),
      max: typeof maxRaw === 'number' || typeof maxRaw === 'bigint' ? toCount(maxRaw) : undefined,
      weight: p === null || !Object.hasOwn(p, 'weight') ? 0 : toCount(p['weight']),
    }
    small = small && isSmall(c.min) && isSmall(c.max) && isSmall(c.weight)
    inputs.push(c)
  })

  const input: PlannerInput = { rebalance, replicas: replicaCount, slots, clusters: inputs, current, capacity }
  return small ? toResult(SMALL, input, runPlanner(SMALL, input)) : toResult(INT64, input, runPlanner(INT64, input))
}

const toResult = <N>(A: Arith<N>, input: PlannerInput, out: PlannerOutput<N>): ReplicaPlan => {
  const plan = Object.create(null) as Record<string, number>
  const overflow = Object.create(null) as Record<string, number>
  input.slots.forEach((name, slot) => {
    plan[name] = A.toNumber(out.plan[slot] as N)
    const o = Object.hasOwn(out.overflow, slot) ? out.overflow[slot] : undefined
    if (o === undefined) return
    // Without rebalance, overflow is trimmed to the replicas left unplaced.
    const kept = input.rebalance || A.lt(o, out.remaining) ? o : out.remaining
    if (input.rebalance || A.lt(A.zero, kept)) overflow[name] = A.toNumber(kept)
  })
  return { plan, overflow }
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
export const planReplicas = /* @__PURE__ */ guarded(() => ({ plan: {}, overflow: {} }), planReplicasUnguarded)
