/**
 * The support functions `syncJob` calls, gathered in one place.
 *
 * @module
 */
import type { PodFailurePolicy } from '../job/types'
import { DEFAULT_JOB_POD_FAILURE_BACKOFF_SECONDS, MAX_JOB_POD_FAILURE_BACKOFF_SECONDS } from './constants'
import { matchPodFailurePolicy, type PodFailurePolicyMatch } from './pod-failure-policy'
import { formatTime, parseTime, podFinishedTimeMs } from './pod'
import type { PodInfo } from './pod-types'
import { arrayOf, own } from './sync-pods'

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
 * Remaining back-off, seconds, after `failures` consecutive failures the last
 * of which finished at `lastFailureMs` (BO `getRemainingTimeForFailuresCount`):
 * the delay is 10 s doubled per further failure, capped at 600 s.
 *
 * @example
 * remainingBackoff(3, 0, 5000) // 35
 */
export const remainingBackoff = (failures: number, lastFailureMs: number | undefined, nowMs: number): number => {
  if (failures <= 0 || lastFailureMs === undefined) return 0
  let delay = DEFAULT_JOB_POD_FAILURE_BACKOFF_SECONDS * 1000
  const cap = MAX_JOB_POD_FAILURE_BACKOFF_SECONDS * 1000
  for (let i = 1; i < failures; i++) {
    delay *= 2
    if (delay >= cap) {
      delay = cap
      break
    }
  }
  const elapsed = nowMs - lastFailureMs
  return delay < elapsed ? 0 : (delay - elapsed) / 1000
}

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

const PHASE_ORDINAL: Readonly<Record<string, number>> = { Pending: 0, Unknown: 1, Running: 2 }

const readyTransitionMs = (pod: unknown): number | undefined => {
  for (const c of arrayOf(own(own(pod, 'status'), 'conditions'))) {
    if (own(c, 'type') === 'Ready') return own(c, 'status') === 'True' ? parseTimeMs(own(c, 'lastTransitionTime')) : undefined
  }
  return undefined
}

const isReady = (pod: unknown): boolean => {
  for (const c of arrayOf(own(own(pod, 'status'), 'conditions'))) {
    if (own(c, 'type') === 'Ready') return own(c, 'status') === 'True'
  }
  return false
}

const maxRestarts = (pod: unknown): number => {
  let max = 0
  for (const c of arrayOf(own(own(pod, 'status'), 'containerStatuses'))) {
    const r = own(c, 'restartCount')
    if (typeof r === 'number' && r > max) max = r
  }
  return max
}

/** Go `afterOrZero`: a zero (absent) time sorts first. */
const afterOrZero = (a: number | undefined, b: number | undefined): boolean =>
  a === undefined || b === undefined ? a === undefined : a > b

/**
 * CU `ActivePods.Less` as a comparator: negative when `a` should be deleted before `b`.
 *
 * @example
 * [running, pending].sort(compareForDeletion) // [pending, running]
 */
export const compareForDeletion = (a: unknown, b: unknown): number => {
  const less = (x: unknown, y: unknown): boolean => {
    const nx = own(own(x, 'spec'), 'nodeName')
    const ny = own(own(y, 'spec'), 'nodeName')
    const ax = typeof nx === 'string' && nx !== ''
    const ay = typeof ny === 'string' && ny !== ''
    if (ax !== ay) return !ax
    const px = own(own(x, 'status'), 'phase')
    const py = own(own(y, 'status'), 'phase')
    const ox = typeof px === 'string' ? (PHASE_ORDINAL[px] ?? 0) : 0
    const oy = typeof py === 'string' ? (PHASE_ORDINAL[py] ?? 0) : 0
    if (ox !== oy) return ox < oy
    const rx = isReady(x)
    const ry = isReady(y)
    if (rx !== ry) return !rx
    if (rx && ry) {
      const tx = readyTransitionMs(x)
      const ty = readyTransitionMs(y)
      if (tx !== ty) return afterOrZero(tx, ty)
    }
    const mx = maxRestarts(x)
    const my = maxRestarts(y)
    if (mx !== my) return mx > my
    const cx = parseTimeMs(own(own(x, 'metadata'), 'creationTimestamp'))
    const cy = parseTimeMs(own(own(y, 'metadata'), 'creationTimestamp'))
    if (cx !== cy) return afterOrZero(cx, cy)
    return false
  }
  return less(a, b) ? -1 : less(b, a) ? 1 : 0
}
