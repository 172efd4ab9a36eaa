/**
 * The support functions `syncJob` calls, gathered in one place.
 *
 * @module
 */
import type { PodFailurePolicy } from '../job/types'
import {
  matchPodFailurePolicyUnguarded as matchPodFailurePolicy,
  type PodFailurePolicyMatch,
} from './pod-failure-policy'
import { formatTime, parseTime, podFinishedTimeMs } from './pod'
import type { BackoffRecord } from './backoff'
import type { PodInfo } from './pod-types'
import { timeField } from '../wire/dates'

/**
 * RFC 3339 timestamp → epoch milliseconds, or `undefined` (total over any input).
 *
 * @example
 * parseTimeMs('1970-01-01T00:00:10Z') // 10000
 */
export const parseTimeMs = (s: unknown): number | undefined => (typeof s === 'string' ? parseTime(s) : undefined)

/**
 * Epoch milliseconds → `2026-01-02T03:04:05Z` (whole seconds, as metav1.Time serialises).
 *
 * @example
 * formatTimeMs(10000) // '1970-01-01T00:00:10Z'
 */
export const formatTimeMs = (ms: number): string => formatTime(ms)

const ZERO_TIME = -62135596800000 // Go's zero time.Time (0001-01-01T00:00:00Z)

/**
 * A pod's finish time for back-off purposes (BO `getFinishedTime`), epoch ms;
 * Go's zero time when nothing is known.
 *
 * @example
 * podFinishedMs({ metadata: { creationTimestamp: '1970-01-01T00:00:10Z' } }) // 10000
 */
export const podFinishedMs = (pod: unknown): number => podFinishedTimeMs(pod as PodInfo) ?? ZERO_TIME

/**
 * Result of matching one failed pod against a pod failure policy.
 *
 * @example
 * const m: PolicyMatch = { countFailed: false, action: 'Ignore' }
 */
export type PolicyMatch = PodFailurePolicyMatch

/**
 * Matches a failed pod against `spec.podFailurePolicy` (PFP): the first rule
 * whose requirement matches decides.
 *
 * @example
 * matchPolicy({ rules: [{ action: 'Ignore', onExitCodes: { operator: 'In', values: [42] } }] }, pod).countFailed
 */
export const matchPolicy = (policy: unknown, pod: unknown): PolicyMatch =>
  matchPodFailurePolicy(policy as PodFailurePolicy, pod as PodInfo)

// ---------------------------------------------------------------------------
// finish times and the back-off record, for many pods at once
// ---------------------------------------------------------------------------

/**
 * Loose views of the wire objects the finish-time reader walks; every field is
 * `unknown` and type-checked before use. Fields are read by literal name: a
 * cached named-property load, where a `(o, key) => o[key]` helper that is not
 * inlined turns into a slow megamorphic keyed load (a sixth of a 100,000-pod
 * sync in profiles). None of these names exists on `Object.prototype` or
 * `Array.prototype`, so a plain read equals an own-property read.
 */
interface RawPod {
  readonly metadata?: unknown
  readonly spec?: unknown
  readonly status?: unknown
}
interface RawMeta {
  readonly creationTimestamp?: unknown
  readonly deletionTimestamp?: unknown
  readonly deletionGracePeriodSeconds?: unknown
}
interface RawPodSpec {
  readonly initContainers?: unknown
}
interface RawPodStatus {
  readonly conditions?: unknown
  readonly containerStatuses?: unknown
  readonly initContainerStatuses?: unknown
}
interface RawContainer {
  readonly name?: unknown
  readonly restartPolicy?: unknown
  readonly state?: unknown
  readonly finishedAt?: unknown
  readonly terminated?: unknown
  readonly type?: unknown
  readonly status?: unknown
  readonly lastTransitionTime?: unknown
}
const asObj = <T>(x: unknown): T | undefined =>
  typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as T) : undefined
const listOf = (x: unknown): readonly unknown[] => (Array.isArray(x) ? x : [])
const EMPTY: readonly unknown[] = []

/**
 * A finish-time reader for one sync: same result as `podFinishedTimeMs`
 * (with Go's zero time for "unknown"), but each distinct timestamp string is
 * parsed once — thousands of pods finishing in the same second cost one parse.
 *
 * @example
 * const finishedAt = finishTimeReader()
 * finishedAt({ metadata: { creationTimestamp: '1970-01-01T00:00:10Z' } }) // 10000
 */
export const finishTimeReader = (): ((pod: unknown) => number) => {
  const cache = new Map<string, number | undefined>()
  const parse = (raw: unknown): number | undefined => {
    const x = timeField(raw)
    if (typeof x !== 'string') return undefined
    if (cache.has(x)) return cache.get(x)
    const ms = parseTime(x)
    const v = ms === ZERO_TIME ? undefined : ms
    cache.set(x, v)
    return v
  }
  const latest = (
    prev: number | undefined,
    statuses: readonly unknown[],
    sidecars: Set<string> | undefined,
  ): number | undefined => {
    let finish = prev
    for (let k = 0; k < statuses.length; k++) {
      const o = asObj<RawContainer>(statuses[k])
      if (sidecars !== undefined) {
        const name = o?.name
        if (!sidecars.has(typeof name === 'string' ? name : '')) continue
      }
      const terminated = asObj<RawContainer>(asObj<RawContainer>(o?.state)?.terminated)
      const at = terminated === undefined ? undefined : parse(terminated.finishedAt)
      if (at === undefined) return undefined
      if (finish === undefined || finish < at) finish = at
    }
    return finish
  }
  return (pod: unknown): number => {
    const p = asObj<RawPod>(pod)
    const st = asObj<RawPodStatus>(p?.status)
    let fromContainers = latest(undefined, st === undefined ? EMPTY : listOf(st.containerStatuses), undefined)
    // Init containers count only when they are sidecars (restartPolicy Always).
    let sidecars: Set<string> | undefined
    const inits = listOf(asObj<RawPodSpec>(p?.spec)?.initContainers)
    for (let k = 0; k < inits.length; k++) {
      const o = asObj<RawContainer>(inits[k])
      if (o !== undefined && o.restartPolicy === 'Always') {
        const name = o.name
        sidecars ??= new Set<string>()
        sidecars.add(typeof name === 'string' ? name : '')
      }
    }
    if (sidecars !== undefined) fromContainers = latest(fromContainers, listOf(st?.initContainerStatuses), sidecars)
    if (fromContainers !== undefined) return fromContainers
    const conditions = listOf(st?.conditions)
    for (let k = 0; k < conditions.length; k++) {
      const o = asObj<RawContainer>(conditions[k])
      if (o?.type !== 'Ready') continue
      if (o.status === 'False') {
        const t = parse(o.lastTransitionTime)
        if (t !== undefined) return t
      }
      break
    }
    const m = asObj<RawMeta>(p?.metadata)
    const deletion = parse(m?.deletionTimestamp)
    if (deletion !== undefined) {
      const grace = m?.deletionGracePeriodSeconds
      return deletion - (typeof grace === 'number' && Number.isFinite(grace) ? Math.trunc(grace) : 0) * 1000
    }
    return parse(m?.creationTimestamp) ?? ZERO_TIME
  }
}

/**
 * BO `newBackoffRecord` over precomputed finish times (the first
 * `succeededCount` / `failedCount` entries, by default all): without new successes
 * the failures add up (latest failure kept); with one, only failures strictly
 * after the latest new success count. Same result as `updateBackoffRecord`.
 *
 * @example
 * nextBackoffRecord({ failuresAfterLastSuccess: 1 }, [], [10000]) // { failuresAfterLastSuccess: 2, lastFailureTime: '1970-01-01T00:00:10Z' }
 */
export const nextBackoffRecord = (
  record: BackoffRecord,
  succeededTimes: ArrayLike<number>,
  failedTimes: ArrayLike<number>,
  succeededCount: number = succeededTimes.length,
  failedCount: number = failedTimes.length,
): BackoffRecord => {
  if (succeededCount === 0) {
    if (failedCount === 0) return record
    let last = -Infinity
    for (let k = 0; k < failedCount; k++) {
      const t = failedTimes[k] as number
      if (t > last) last = t
    }
    return {
      failuresAfterLastSuccess: record.failuresAfterLastSuccess + failedCount,
      lastFailureTime: formatTime(last),
    }
  }
  let lastSuccess = -Infinity
  for (let k = 0; k < succeededCount; k++) {
    const t = succeededTimes[k] as number
    if (t > lastSuccess) lastSuccess = t
  }
  let count = 0
  let lastFailure = -Infinity
  for (let k = 0; k < failedCount; k++) {
    const t = failedTimes[k] as number
    if (t > lastSuccess) {
      count++
      if (t > lastFailure) lastFailure = t
    }
  }
  return count === 0
    ? { failuresAfterLastSuccess: 0 }
    : { failuresAfterLastSuccess: count, lastFailureTime: formatTime(lastFailure) }
}
