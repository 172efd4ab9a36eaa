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
import { ownField, ownLength } from '../wire/read'

const isObject = (v: unknown): v is object => typeof v === 'object' && v !== null && !Array.isArray(v)

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
 * A finish-time reader for one sync: same result as `podFinishedTimeMs`
 * (with Go's zero time for "unknown"), but each distinct timestamp string is
 * parsed once — thousands of pods finishing in the same second cost one parse.
 * It decodes the fields it needs from a caller's pod (or a pod model) through
 * the boundary's field readers: own data properties only, no accessor runs.
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
    statuses: unknown,
    sidecars: Set<string> | undefined,
  ): number | undefined => {
    let finish = prev
    const n = ownLength(statuses)
    for (let k = 0; k < n; k++) {
      const o = ownField(statuses, k)
      if (sidecars !== undefined) {
        const name = ownField(o, 'name')
        if (!sidecars.has(typeof name === 'string' ? name : '')) continue
      }
      const terminated = ownField(ownField(o, 'state'), 'terminated')
      const at = isObject(terminated) ? parse(ownField(terminated, 'finishedAt')) : undefined
      if (at === undefined) return undefined
      if (finish === undefined || finish < at) finish = at
    }
    return finish
  }
  return (pod: unknown): number => {
    try {
      const st = ownField(pod, 'status')
      let fromContainers = latest(undefined, ownField(st, 'containerStatuses'), undefined)
      // Init containers count only when they are sidecars (restartPolicy Always).
      let sidecars: Set<string> | undefined
      const inits = ownField(ownField(pod, 'spec'), 'initContainers')
      const n = ownLength(inits)
      for (let k = 0; k < n; k++) {
        const o = ownField(inits, k)
        if (ownField(o, 'restartPolicy') === 'Always') {
          const name = ownField(o, 'name')
          sidecars ??= new Set<string>()
          sidecars.add(typeof name === 'string' ? name : '')
        }
      }
      if (sidecars !== undefined)
        fromContainers = latest(fromContainers, ownField(st, 'initContainerStatuses'), sidecars)
      if (fromContainers !== undefined) return fromContainers
      const conditions = ownField(st, 'conditions')
      const nc = ownLength(conditions)
      for (let k = 0; k < nc; k++) {
        const o = ownField(conditions, k)
        if (ownField(o, 'type') !== 'Ready') continue
        if (ownField(o, 'status') === 'False') {
          const t = parse(ownField(o, 'lastTransitionTime'))
          if (t !== undefined) return t
        }
        break
      }
      const m = ownField(pod, 'metadata')
      const deletion = parse(ownField(m, 'deletionTimestamp'))
      if (deletion !== undefined) {
        const grace = ownField(m, 'deletionGracePeriodSeconds')
        return deletion - (typeof grace === 'number' && Number.isFinite(grace) ? Math.trunc(grace) : 0) * 1000
      }
      return parse(ownField(m, 'creationTimestamp')) ?? ZERO_TIME
    } catch {
      return ZERO_TIME // a pod whose proxy throws
    }
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
