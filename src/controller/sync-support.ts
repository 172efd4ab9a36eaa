/**
 * The support functions `syncJob` calls, gathered in one place.
 *
 * @module
 */
import type { PodFailurePolicy } from '../job/generated/batch-model'
import { matchPodFailurePolicyModel, type PodFailurePolicyMatch } from './pod-failure-policy'
import type { PodModel } from './pod-model'
import { formatTime, parseTime } from './rfc3339'
import { type BackoffRecord, foldBackoffRecord } from './backoff'

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
 * matchPolicy(model.spec.podFailurePolicy, pod).countFailed
 */
export const matchPolicy = (policy: PodFailurePolicy | undefined, pod: PodModel): PolicyMatch =>
  matchPodFailurePolicyModel(policy, pod)

// ---------------------------------------------------------------------------
// the back-off record, for many pods at once
// ---------------------------------------------------------------------------

/**
 * BO `newBackoffRecord` over precomputed finish times (the first
 * `succeededCount` / `failedCount` entries, by default all): the fold of
 * `updateBackoffRecord` (`foldBackoffRecord`), the last failure time printed
 * in whole seconds.
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
): BackoffRecord => foldBackoffRecord(record, succeededTimes, failedTimes, succeededCount, failedCount, formatTime)
