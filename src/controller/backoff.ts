/**
 * Pod-failure back-off (upstream `backoff_utils.go`): the per-Job record of
 * consecutive failures, its update from newly finished pods, and the
 * remaining delay before replacement pods may be created — globally and per
 * index (`backoffLimitPerIndex`).
 *
 * Delay for `n ≥ 1` failures: `min(base · 2^(n−1), cap)` with base 10 s and
 * cap 600 s; remaining = delay − (now − lastFailureTime), or 0 once elapsed.
 *
 * @module
 */
import { DEFAULT_JOB_POD_FAILURE_BACKOFF_SECONDS, MAX_JOB_POD_FAILURE_BACKOFF_SECONDS } from './constants'
import { GO_ZERO_TIME_MS, absoluteFailureCountOf, finishTimeOf } from './pod-fields'
import { decodePodOrEmpty, type PodModel } from './pod-model'
import type { PodInfo } from './pod-types'
import { formatTimeMillis, parseTime } from './rfc3339'
import { ownField, ownLength } from '../wire/read'

/**
 * The controller's in-memory back-off record for one Job (same shape as
 * `ControllerState.backoff` in the API). `lastFailureTime` is RFC 3339
 * (milliseconds kept when present); `0001-01-01T00:00:00Z` is Go's zero time,
 * recorded when the failed pod carried no usable timestamp.
 *
 * @example
 * const record: BackoffRecord = { failuresAfterLastSuccess: 2, lastFailureTime: '2026-01-01T00:00:00Z' }
 */
export interface BackoffRecord {
  readonly failuresAfterLastSuccess: number
  readonly lastFailureTime?: string
}

// A pod without timestamps finishes at Go's zero time.
const finishMs = (pod: PodModel): number => finishTimeOf(pod) ?? GO_ZERO_TIME_MS
const finishMsOf = (pod: unknown): number => finishMs(decodePodOrEmpty(pod))

const asCount = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) && x > 0 ? Math.trunc(x) : 0)

// The finish times of a caller's pod list: own elements only (a hole or an
// accessor element is the empty pod), bounded; not a list, or a list a proxy
// cannot read: no pod.
const finishTimesOf = (pods: unknown): readonly number[] => {
  try {
    const n = ownLength(pods)
    const elements: unknown[] = []
    for (let i = 0; i < n; i++) elements.push(ownField(pods, i))
    return elements.map(finishMsOf)
  } catch {
    return []
  }
}

// One field of a caller's back-off record: an own, enumerable data property
// of a non-array object (no getter runs, a planted prototype property is
// never seen), `undefined` where a proxy throws.
const recordField = (record: unknown, key: string): unknown => {
  try {
    return Array.isArray(record) ? undefined : ownField(record, key)
  } catch {
    return undefined
  }
}

/**
 * A caller's back-off record. It is the library's own state
 * (`ControllerState.backoff`), not Kubernetes JSON, so no Go decoder
 * applies: a typed guard reads it, a count that is not a positive finite
 * number as 0 (truncated otherwise), a `lastFailureTime` that is not a
 * string as absent.
 */
const readBackoffRecord = (record: unknown): BackoffRecord => {
  const failuresAfterLastSuccess = asCount(recordField(record, 'failuresAfterLastSuccess'))
  const last = recordField(record, 'lastFailureTime')
  return typeof last === 'string' ? { failuresAfterLastSuccess, lastFailureTime: last } : { failuresAfterLastSuccess }
}

/**
 * Upstream `newBackoffRecord` over finish times in epoch milliseconds (the
 * first `succeededCount` / `failedCount` entries): without new successes the
 * failures add up (the latest failure kept); with one, only failures strictly
 * after the latest new success count. `format` prints the last failure time.
 * Shared by `updateBackoffRecord` and syncJob's `nextBackoffRecord`.
 *
 * @example
 * foldBackoffRecord({ failuresAfterLastSuccess: 1 }, [], [10250], 0, 1, formatTimeMillis)
 * // { failuresAfterLastSuccess: 2, lastFailureTime: '1970-01-01T00:00:10.250Z' }
 */
export const foldBackoffRecord = (
  record: BackoffRecord,
  succeededTimes: ArrayLike<number>,
  failedTimes: ArrayLike<number>,
  succeededCount: number,
  failedCount: number,
  format: (ms: number) => string,
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
      lastFailureTime: format(last),
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
    : { failuresAfterLastSuccess: count, lastFailureTime: format(lastFailure) }
}

/**
 * Upstream `newBackoffRecord`: folds the pods that finished since the last
 * sync into the record.
 * - no new success: failures grow by the number of new failures and the last
 *   failure time becomes the latest new failure's finish time;
 * - some new success: the count restarts and only new failures finishing
 *   strictly after the latest new success are counted (the last failure time
 *   is then the latest of those, or absent).
 * Finish times follow `getFinishedTime` (see `podFinishedTimeMs`). Failures
 * ignored by a pod failure policy still count here, as upstream.
 *
 * @example
 * const failed = { status: { phase: 'Failed', containerStatuses: [{ name: 'c',
 *   state: { terminated: { exitCode: 1, finishedAt: '2026-01-01T00:00:00Z' } } }] } }
 * updateBackoffRecord({ failuresAfterLastSuccess: 2 }, [], [failed])
 * // { failuresAfterLastSuccess: 3, lastFailureTime: '2026-01-01T00:00:00Z' }
 */
export const updateBackoffRecord = (
  record: BackoffRecord | null | undefined,
  newSucceededPods: readonly PodInfo[],
  newFailedPods: readonly PodInfo[],
): BackoffRecord => {
  const prev = readBackoffRecord(record)
  const succeeded = finishTimesOf(newSucceededPods)
  const failed = finishTimesOf(newFailedPods)
  return foldBackoffRecord(prev, succeeded, failed, succeeded.length, failed.length, formatTimeMillis)
}

/**
 * Back-off delay in seconds after `failures` consecutive failures
 * (upstream loop: start at `baseSeconds`, double once per extra failure,
 * stop at `capSeconds`); 0 for no failure.
 *
 * @example
 * backoffDelaySeconds(1)  // 10
 * backoffDelaySeconds(3)  // 40
 * backoffDelaySeconds(20) // 600
 */
export const backoffDelaySeconds = (
  failures: number,
  baseSeconds: number = DEFAULT_JOB_POD_FAILURE_BACKOFF_SECONDS,
  capSeconds: number = MAX_JOB_POD_FAILURE_BACKOFF_SECONDS,
): number => {
  const n = asCount(failures)
  if (n === 0 || typeof baseSeconds !== 'number' || !(baseSeconds > 0)) return 0
  const cap =
    typeof capSeconds === 'number' && !Number.isNaN(capSeconds) ? capSeconds : MAX_JOB_POD_FAILURE_BACKOFF_SECONDS
  let delay = baseSeconds
  for (let i = 1; i < n; i++) {
    delay *= 2
    if (delay >= cap) return cap
  }
  return delay
}

const remainingMs = (failures: number, lastFailureMs: number, nowMs: number, base: number, cap: number): number => {
  const delayMs = backoffDelaySeconds(failures, base, cap) * 1000
  if (delayMs === 0) return 0
  const elapsed = nowMs - lastFailureMs
  return delayMs < elapsed ? 0 : delayMs - elapsed
}

const validNow = (nowMs: number): number => (typeof nowMs === 'number' && Number.isFinite(nowMs) ? nowMs : 0)

/**
 * Seconds left before the Job may create replacement pods (upstream
 * `getRemainingTime`): `delay(failures) − (now − lastFailureTime)`, or 0 when
 * that has elapsed or there is no failure. A record with failures but no
 * (or an unparsable) `lastFailureTime` has no time left.
 *
 * @example
 * remainingBackoffSeconds({ failuresAfterLastSuccess: 3, lastFailureTime: '2026-01-01T00:00:00Z' },
 *   Date.parse('2026-01-01T00:00:15Z')) // 25
 */
export const remainingBackoffSeconds = (
  record: BackoffRecord | null | undefined,
  nowMs: number,
  baseSeconds: number = DEFAULT_JOB_POD_FAILURE_BACKOFF_SECONDS,
  capSeconds: number = MAX_JOB_POD_FAILURE_BACKOFF_SECONDS,
): number => {
  const { failuresAfterLastSuccess: failures, lastFailureTime } = readBackoffRecord(record)
  const last = lastFailureTime === undefined ? undefined : parseTime(lastFailureTime)
  if (failures === 0 || last === undefined) return 0
  return remainingMs(failures, last, validNow(nowMs), baseSeconds, capSeconds) / 1000
}

/**
 * Seconds left before index `i` may get a replacement pod, given the index's
 * last failed pod (upstream `getRemainingTimePerIndex`): the failure count is
 * the pod's `job-index-failure-count` + `job-index-ignored-failure-count` + 1,
 * measured from the pod's finish time. No pod → 0.
 *
 * @example
 * remainingBackoffSecondsForIndex({ metadata: {
 *   annotations: { 'batch.kubernetes.io/job-index-failure-count': '2' },
 *   deletionTimestamp: '2026-01-01T00:00:00Z' }, status: { phase: 'Failed' } },
 *   Date.parse('2026-01-01T00:00:00Z'), 5, 700) // 20
 */
export const remainingBackoffSecondsForIndex = (
  lastFailedPod: PodInfo | null | undefined,
  nowMs: number,
  baseSeconds: number = DEFAULT_JOB_POD_FAILURE_BACKOFF_SECONDS,
  capSeconds: number = MAX_JOB_POD_FAILURE_BACKOFF_SECONDS,
): number => {
  if (lastFailedPod === null || lastFailedPod === undefined) return 0
  return remainingForIndex(decodePodOrEmpty(lastFailedPod), nowMs, baseSeconds, capSeconds)
}

/**
 * {@link remainingBackoffSecondsForIndex} of a decoded pod (what `syncJob`
 * asks).
 *
 * @example
 * remainingForIndex(decodePod({ metadata: { deletionTimestamp: '2026-01-01T00:00:00Z' } })!,
 *   Date.parse('2026-01-01T00:00:04Z')) // 6
 */
export const remainingForIndex = (
  lastFailedPod: PodModel,
  nowMs: number,
  baseSeconds: number = DEFAULT_JOB_POD_FAILURE_BACKOFF_SECONDS,
  capSeconds: number = MAX_JOB_POD_FAILURE_BACKOFF_SECONDS,
): number => {
  const failures = absoluteFailureCountOf(lastFailedPod) + 1
  const base = typeof baseSeconds === 'number' ? baseSeconds : DEFAULT_JOB_POD_FAILURE_BACKOFF_SECONDS
  const cap = typeof capSeconds === 'number' ? capSeconds : MAX_JOB_POD_FAILURE_BACKOFF_SECONDS
  return remainingMs(failures, finishMs(lastFailedPod), validNow(nowMs), base, cap) / 1000
}
