/**
 * The support functions `syncJob` calls, gathered in one place.
 *
 * @module
 */
import {
  DEFAULT_JOB_POD_FAILURE_BACKOFF_SECONDS,
  MAX_JOB_POD_FAILURE_BACKOFF_SECONDS,
  PodFailurePolicyAction,
} from './constants'
import { arrayOf, own } from './sync-pods'

const RFC3339 = /^(\d{4})-(\d\d)-(\d\d)[Tt](\d\d):(\d\d):(\d\d)(\.\d{1,9})?([Zz]|[+-]\d\d:\d\d)$/

/**
 * RFC 3339 timestamp → epoch milliseconds, or `undefined`.
 *
 * @example
 * parseTimeMs('1970-01-01T00:00:10Z') // 10000
 */
export const parseTimeMs = (s: unknown): number | undefined => {
  if (typeof s !== 'string' || s.length > 40 || !RFC3339.test(s)) return undefined
  const ms = Date.parse(s)
  return Number.isFinite(ms) ? ms : undefined
}

/**
 * Epoch milliseconds → `2026-01-02T03:04:05Z` (whole seconds, as metav1.Time serialises).
 *
 * @example
 * formatTimeMs(10000) // '1970-01-01T00:00:10Z'
 */
export const formatTimeMs = (ms: number): string => {
  const d = new Date(Math.floor(ms / 1000) * 1000)
  const iso = Number.isFinite(d.getTime()) ? d.toISOString() : new Date(0).toISOString()
  return iso.slice(0, 19) + 'Z'
}

const ZERO_TIME = -62135596800000 // Go's zero time.Time (0001-01-01T00:00:00Z)

/**
 * A pod's finish time for back-off purposes (BO `getFinishedTime`), epoch ms:
 * latest container `finishedAt` if every container terminated; else the
 * `Ready=False` condition's transition time; else `deletionTimestamp −
 * deletionGracePeriodSeconds`; else `creationTimestamp`; else Go's zero time.
 *
 * @example
 * podFinishedMs({ status: { containerStatuses: [{ name: 'c', state: { terminated: { exitCode: 1, finishedAt: '1970-01-01T00:00:10Z' } } }] } }) // 10000
 */
export const podFinishedMs = (pod: unknown): number => {
  const status = own(pod, 'status')
  const cs = arrayOf(own(status, 'containerStatuses'))
  let latest: number | undefined
  let allDone = true
  for (const c of cs) {
    const finished = parseTimeMs(own(own(own(c, 'state'), 'terminated'), 'finishedAt'))
    if (finished === undefined) {
      allDone = false
      break
    }
    if (latest === undefined || finished > latest) latest = finished
  }
  if (allDone && latest !== undefined) return latest
  for (const c of arrayOf(own(status, 'conditions'))) {
    if (own(c, 'type') === 'Ready') {
      if (own(c, 'status') === 'False') {
        const t = parseTimeMs(own(c, 'lastTransitionTime'))
        if (t !== undefined) return t
      }
      break
    }
  }
  const meta = own(pod, 'metadata')
  const deletion = parseTimeMs(own(meta, 'deletionTimestamp'))
  if (deletion !== undefined) {
    const grace = own(meta, 'deletionGracePeriodSeconds')
    return deletion - (typeof grace === 'number' && Number.isFinite(grace) ? grace * 1000 : 0)
  }
  return parseTimeMs(own(meta, 'creationTimestamp')) ?? ZERO_TIME
}

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
export interface PolicyMatch {
  readonly message?: string
  readonly countFailed: boolean
  readonly action?: string
}

const NO_MATCH: PolicyMatch = { countFailed: true }

const matchExitCodes = (
  status: unknown,
  req: unknown,
): { name: string; exitCode: number } | undefined => {
  const operator = own(req, 'operator')
  const values = arrayOf(own(req, 'values'))
  const containerName = own(req, 'containerName')
  const scan = (list: readonly unknown[]): { name: string; exitCode: number } | undefined => {
    for (const c of list) {
      const terminated = own(own(c, 'state'), 'terminated')
      if (typeof terminated !== 'object' || terminated === null) continue
      const exitCode = own(terminated, 'exitCode')
      if (typeof exitCode !== 'number' || exitCode === 0) continue
      const name = own(c, 'name')
      if (typeof containerName === 'string' && containerName !== '' && containerName !== name) continue
      const inValues = values.includes(exitCode)
      if ((operator === 'In' && inValues) || (operator === 'NotIn' && !inValues)) {
        return { name: typeof name === 'string' ? name : '', exitCode }
      }
    }
    return undefined
  }
  return scan(arrayOf(own(status, 'containerStatuses'))) ?? scan(arrayOf(own(status, 'initContainerStatuses')))
}

const matchConditions = (status: unknown, patterns: readonly unknown[]): string | undefined => {
  for (const c of arrayOf(own(status, 'conditions'))) {
    for (const p of patterns) {
      const want = own(p, 'status')
      if (own(c, 'type') === own(p, 'type') && own(c, 'status') === (typeof want === 'string' ? want : 'True')) {
        const t = own(c, 'type')
        return typeof t === 'string' ? t : ''
      }
    }
  }
  return undefined
}

/**
 * Matches a failed pod against `spec.podFailurePolicy` (PFP): the first rule
 * whose requirement matches decides.
 *
 * @example
 * matchPolicy({ rules: [{ action: 'Ignore', onExitCodes: { operator: 'In', values: [42] } }] }, pod).countFailed
 */
export const matchPolicy = (policy: unknown, pod: unknown): PolicyMatch => {
  const rules = arrayOf(own(policy, 'rules'))
  const status = own(pod, 'status')
  const meta = own(pod, 'metadata')
  const ns = own(meta, 'namespace')
  const podName = own(meta, 'name')
  const podRef = `${typeof ns === 'string' ? ns : ''}/${typeof podName === 'string' ? podName : ''}`
  for (let index = 0; index < rules.length; index++) {
    const rule = rules[index]
    const action = own(rule, 'action')
    const onExitCodes = own(rule, 'onExitCodes')
    const onPodConditions = own(rule, 'onPodConditions')
    let message: string | undefined
    if (onExitCodes !== undefined && onExitCodes !== null) {
      const m = matchExitCodes(status, onExitCodes)
      if (m === undefined) continue
      message = `Container ${m.name} for pod ${podRef} failed with exit code ${m.exitCode} matching FailJob rule at index ${index}`
    } else if (onPodConditions !== undefined && onPodConditions !== null) {
      const t = matchConditions(status, arrayOf(onPodConditions))
      if (t === undefined) continue
      message = `Pod ${podRef} has condition ${t} matching FailJob rule at index ${index}`
    } else continue
    switch (action) {
      case PodFailurePolicyAction.Ignore:
        return { countFailed: false, action }
      case PodFailurePolicyAction.FailIndex:
      case PodFailurePolicyAction.Count:
        return { countFailed: true, action }
      case PodFailurePolicyAction.FailJob:
        return { message, countFailed: true, action }
      default:
        continue
    }
  }
  return NO_MATCH
}

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
