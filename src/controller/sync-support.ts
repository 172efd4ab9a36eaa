/**
 * The support functions `syncJob` calls, gathered in one place.
 *
 * @module
 */
import type { PodFailurePolicy } from '../job/types'
import { matchPodFailurePolicy, type PodFailurePolicyMatch } from './pod-failure-policy'
import { formatTime, parseTime, podFinishedTimeMs } from './pod'
import type { PodInfo } from './pod-types'

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

/** Result of matching one failed pod against a pod failure policy. */
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
