/**
 * Pure accessors on a {@link PodInfo} as the Job controller reads pods, plus
 * the RFC 3339 time helpers the controller support code needs.
 *
 * Every function is total: a malformed pod (missing or wrongly typed fields,
 * `null`s, arrays where objects belong) reads as "field absent", exactly like
 * Go's zero values would.
 *
 * @module
 */
import {
  JOB_COMPLETION_INDEX_ANNOTATION,
  JOB_INDEX_FAILURE_COUNT_ANNOTATION,
  JOB_INDEX_IGNORED_FAILURE_COUNT_ANNOTATION,
  JOB_TRACKING_FINALIZER,
  MAX_INT32,
} from './constants'
import { timeField } from '../wire/dates'
import { goAtoi } from './index-set'
import type { PodInfo } from './pod-types'
import { type Obj, asObj, own, asString, asArray } from './wire'

// ---------------------------------------------------------------------------
// defensive field access
// ---------------------------------------------------------------------------

const asInt = (x: unknown): number => (typeof x === 'number' && Number.isFinite(x) ? Math.trunc(x) : 0)

const meta = (pod: PodInfo): Obj | undefined => asObj(own(asObj(pod), 'metadata'))
const status = (pod: PodInfo): Obj | undefined => asObj(own(asObj(pod), 'status'))
const spec = (pod: PodInfo): Obj | undefined => asObj(own(asObj(pod), 'spec'))

/**
 * Value of annotation `key`, or `undefined` when absent or not a string.
 *
 * @example
 * podAnnotation({ metadata: { annotations: { a: 'b' } } }, 'a') // 'b'
 */
export const podAnnotation = (pod: PodInfo, key: string): string | undefined => {
  const v = own(asObj(own(meta(pod), 'annotations')), key)
  return typeof v === 'string' ? v : undefined
}

/**
 * `status.phase` ('' when absent).
 *
 * @example
 * podPhase({ status: { phase: 'Running' } }) // 'Running'
 */
export const podPhase = (pod: PodInfo): string => asString(own(status(pod), 'phase'))

/**
 * `metadata.name` ('' when absent).
 *
 * @example
 * podName({ metadata: { name: 'pi-1' } }) // 'pi-1'
 */
export const podName = (pod: PodInfo): string => asString(own(meta(pod), 'name'))

/**
 * `metadata.namespace` ('' when absent).
 *
 * @example
 * podNamespace({ metadata: { namespace: 'default' } }) // 'default'
 */
export const podNamespace = (pod: PodInfo): string => asString(own(meta(pod), 'namespace'))

/**
 * `metadata.uid` ('' when absent).
 *
 * @example
 * podUid({ metadata: { uid: 'u1' } }) // 'u1'
 */
export const podUid = (pod: PodInfo): string => asString(own(meta(pod), 'uid'))

/**
 * `spec.nodeName` ('' when the pod is not scheduled).
 *
 * @example
 * podNodeName({ spec: { nodeName: 'n1' } }) // 'n1'
 */
export const podNodeName = (pod: PodInfo): string => asString(own(spec(pod), 'nodeName'))

/**
 * Whether `metadata.deletionTimestamp` is set.
 *
 * @example
 * hasDeletionTimestamp({ metadata: { deletionTimestamp: '2026-01-01T00:00:00Z' } }) // true
 */
export const hasDeletionTimestamp = (pod: PodInfo): boolean => {
  const v = own(meta(pod), 'deletionTimestamp')
  return v !== undefined && v !== null
}

// ---------------------------------------------------------------------------
// phase predicates
// ---------------------------------------------------------------------------

/**
 * Phase is `Succeeded` or `Failed`.
 *
 * @example
 * isPodTerminal({ status: { phase: 'Failed' } }) // true
 */
export const isPodTerminal = (pod: PodInfo): boolean => {
  const phase = podPhase(pod)
  return phase === 'Succeeded' || phase === 'Failed'
}

/**
 * Upstream `IsPodActive`: phase is neither `Succeeded` nor `Failed` and the
 * pod has no `deletionTimestamp`.
 *
 * @example
 * isPodActive({ status: { phase: 'Pending' } }) // true
 * isPodActive({ status: { phase: 'Running' }, metadata: { deletionTimestamp: '2026-01-01T00:00:00Z' } }) // false
 */
export const isPodActive = (pod: PodInfo): boolean => !isPodTerminal(pod) && !hasDeletionTimestamp(pod)

/**
 * Upstream `IsPodTerminating`: not in a terminal phase but has a
 * `deletionTimestamp`.
 *
 * @example
 * isPodTerminating({ status: { phase: 'Running' }, metadata: { deletionTimestamp: '2026-01-01T00:00:00Z' } }) // true
 */
export const isPodTerminating = (pod: PodInfo): boolean => !isPodTerminal(pod) && hasDeletionTimestamp(pod)

/**
 * The job controller's `isPodFailed`: phase `Failed`; or, unless only failed
 * pods are replaced (`podReplacementPolicy: Failed`), a pod being deleted that
 * has not succeeded.
 *
 * @example
 * isPodFailed({ status: { phase: 'Running' }, metadata: { deletionTimestamp: '2026-01-01T00:00:00Z' } }, false) // true
 * isPodFailed({ status: { phase: 'Running' }, metadata: { deletionTimestamp: '2026-01-01T00:00:00Z' } }, true)  // false
 */
export const isPodFailed = (pod: PodInfo, onlyReplaceFailedPods: boolean): boolean => {
  const phase = podPhase(pod)
  if (phase === 'Failed') return true
  if (onlyReplaceFailedPods) return false
  return hasDeletionTimestamp(pod) && phase !== 'Succeeded'
}

const firstCondition = (pod: PodInfo, type: string): Obj | undefined => {
  for (const c of asArray(own(status(pod), 'conditions'))) {
    const o = asObj(c)
    if (own(o, 'type') === type) return o
  }
  return undefined
}

/**
 * Upstream `IsPodReady`: the first `Ready` condition has status `True`.
 *
 * @example
 * isPodReady({ status: { conditions: [{ type: 'Ready', status: 'True' }] } }) // true
 */
export const isPodReady = (pod: PodInfo): boolean => own(firstCondition(pod, 'Ready'), 'status') === 'True'

/**
 * Transition time (ms) of the pod's `Ready=True` condition when the pod is
 * ready, else `undefined` (Go's zero time) — upstream `podReadyTime`.
 *
 * @example
 * podReadyTimeMs({ status: { conditions: [{ type: 'Ready', status: 'True', lastTransitionTime: '1970-01-01T00:00:01Z' }] } }) // 1000
 */
export const podReadyTimeMs = (pod: PodInfo): number | undefined => {
  if (!isPodReady(pod)) return undefined
  for (const c of asArray(own(status(pod), 'conditions'))) {
    const o = asObj(c)
    if (own(o, 'type') === 'Ready' && own(o, 'status') === 'True') {
      return parseTimeOrZero(own(o, 'lastTransitionTime'))
    }
  }
  return undefined
}

// ---------------------------------------------------------------------------
// Job annotations and finalizers
// ---------------------------------------------------------------------------

/**
 * Completion index of an Indexed Job pod: annotation
 * `batch.kubernetes.io/job-completion-index` read with Go `strconv.Atoi`
 * (`+3` and `007` are accepted), `undefined` when absent, unparsable or
 * negative (upstream `getCompletionIndex`; the label is not consulted).
 *
 * @example
 * podCompletionIndex({ metadata: { annotations: { 'batch.kubernetes.io/job-completion-index': '3' } } }) // 3
 * podCompletionIndex({ metadata: { annotations: { 'batch.kubernetes.io/job-completion-index': 'x' } } }) // undefined
 */
export const podCompletionIndex = (pod: PodInfo): number | undefined => {
  const v = podAnnotation(pod, JOB_COMPLETION_INDEX_ANNOTATION)
  if (v === undefined) return undefined
  const i = goAtoi(v)
  return i === undefined || i < 0 ? undefined : i
}

const parseInt32Annotation = (pod: PodInfo, key: string): number => {
  const v = podAnnotation(pod, key)
  if (v === undefined) return 0
  const i = goAtoi(v)
  return i === undefined || i < 0 || i > MAX_INT32 ? 0 : i
}

/**
 * `batch.kubernetes.io/job-index-failure-count` as upstream reads it: 0 when
 * absent, unparsable, negative or above MaxInt32.
 *
 * @example
 * podIndexFailureCount({ metadata: { annotations: { 'batch.kubernetes.io/job-index-failure-count': '2' } } }) // 2
 */
export const podIndexFailureCount = (pod: PodInfo): number =>
  parseInt32Annotation(pod, JOB_INDEX_FAILURE_COUNT_ANNOTATION)

/**
 * `batch.kubernetes.io/job-index-ignored-failure-count`, read like
 * {@link podIndexFailureCount}.
 *
 * @example
 * podIndexIgnoredFailureCount({ metadata: { annotations: { 'batch.kubernetes.io/job-index-ignored-failure-count': '1' } } }) // 1
 */
export const podIndexIgnoredFailureCount = (pod: PodInfo): number =>
  parseInt32Annotation(pod, JOB_INDEX_IGNORED_FAILURE_COUNT_ANNOTATION)

/**
 * Failure count plus ignored failure count (upstream
 * `getIndexAbsoluteFailureCount`; int32 wrap-around is not modelled).
 *
 * @example
 * podIndexAbsoluteFailureCount({ metadata: { annotations: {
 *   'batch.kubernetes.io/job-index-failure-count': '2',
 *   'batch.kubernetes.io/job-index-ignored-failure-count': '1' } } }) // 3
 */
export const podIndexAbsoluteFailureCount = (pod: PodInfo): number =>
  podIndexFailureCount(pod) + podIndexIgnoredFailureCount(pod)

/**
 * Whether `metadata.finalizers` contains `batch.kubernetes.io/job-tracking`.
 *
 * @example
 * hasJobTrackingFinalizer({ metadata: { finalizers: ['batch.kubernetes.io/job-tracking'] } }) // true
 */
export const hasJobTrackingFinalizer = (pod: PodInfo): boolean =>
  asArray(own(meta(pod), 'finalizers')).includes(JOB_TRACKING_FINALIZER)

// ---------------------------------------------------------------------------
// restart counts
// ---------------------------------------------------------------------------

/**
 * Highest `restartCount` among the regular containers (upstream
 * `maxContainerRestarts`), 0 when none.
 *
 * @example
 * podMaxRestartCount({ status: { containerStatuses: [{ name: 'a', restartCount: 2 }, { name: 'b', restartCount: 5 }] } }) // 5
 */
export const podMaxRestartCount = (pod: PodInfo): number => {
  let max = 0
  for (const c of asArray(own(status(pod), 'containerStatuses'))) {
    const n = asInt(own(asObj(c), 'restartCount'))
    if (n > max) max = n
  }
  return max
}

/**
 * Sum of `restartCount` over regular and init containers — what the
 * controller adds up for `restartPolicy: OnFailure` back-off limits.
 *
 * @example
 * podRestartCountSum({ status: { containerStatuses: [{ name: 'a', restartCount: 2 }], initContainerStatuses: [{ name: 'i', restartCount: 1 }] } }) // 3
 */
export const podRestartCountSum = (pod: PodInfo): number => {
  let sum = 0
  for (const key of ['containerStatuses', 'initContainerStatuses']) {
    for (const c of asArray(own(status(pod), key))) sum += asInt(own(asObj(c), 'restartCount'))
  }
  return sum
}

// ---------------------------------------------------------------------------
// RFC 3339 time
// ---------------------------------------------------------------------------

const digitsAt = (s: string, at: number, n: number): number => {
  let v = 0
  for (let i = at; i < at + n; i++) {
    const d = s.charCodeAt(i) - 48
    if (d < 0 || d > 9) return -1
    v = v * 10 + d
  }
  return v
}

// Days since 1970-01-01 of a proleptic Gregorian date (Hinnant's algorithm).
const daysFromCivil = (y0: number, m: number, d: number): number => {
  const y = m <= 2 ? y0 - 1 : y0
  const era = Math.floor(y / 400)
  const yoe = y - era * 400
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy
  return era * 146097 + doe - 719468
}

const isLeap = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

/**
 * Parses an RFC 3339 timestamp as Go's `time.Parse(time.RFC3339, s)` accepts
 * it (`2026-01-02T03:04:05Z`, optional fractional seconds, `Z` or `±hh:mm`)
 * into milliseconds since the Unix epoch; `undefined` when malformed or the
 * date does not exist. Sub-millisecond digits are truncated.
 *
 * @example
 * parseTime('1970-01-01T00:00:01Z')          // 1000
 * parseTime('2026-01-02T03:04:05.5+01:00')   // Date.UTC(2026, 0, 2, 2, 4, 5, 500)
 * parseTime('2026-02-30T00:00:00Z')          // undefined
 */
export const parseTime = (s: string): number | undefined => {
  if (typeof s !== 'string' || s.length < 20 || s.length > 64) return undefined
  if (s[4] !== '-' || s[7] !== '-' || s[10] !== 'T' || s[13] !== ':' || s[16] !== ':') return undefined
  const year = digitsAt(s, 0, 4)
  const month = digitsAt(s, 5, 2)
  const day = digitsAt(s, 8, 2)
  const hour = digitsAt(s, 11, 2)
  const minute = digitsAt(s, 14, 2)
  const second = digitsAt(s, 17, 2)
  if (year < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23) return undefined
  if (minute < 0 || minute > 59 || second < 0 || second > 59) return undefined
  const dim = month === 2 && isLeap(year) ? 29 : (DAYS_IN_MONTH[month - 1] as number)
  if (day > dim) return undefined
  let i = 19
  let ms = 0
  if (s[i] === '.' || s[i] === ',') {
    i++
    const start = i
    let scale = 100
    while (i < s.length) {
      const d = s.charCodeAt(i) - 48
      if (d < 0 || d > 9) break
      if (scale >= 1) ms += d * scale
      scale /= 10
      i++
    }
    if (i === start) return undefined
    ms = Math.floor(ms)
  }
  let offsetMinutes = 0
  if (s[i] === 'Z' && i + 1 === s.length) {
    offsetMinutes = 0
  } else if ((s[i] === '+' || s[i] === '-') && i + 6 === s.length && s[i + 3] === ':') {
    const oh = digitsAt(s, i + 1, 2)
    const om = digitsAt(s, i + 4, 2)
    if (oh < 0 || oh > 23 || om < 0 || om > 59) return undefined
    offsetMinutes = (oh * 60 + om) * (s[i] === '-' ? -1 : 1)
  } else {
    return undefined
  }
  const days = daysFromCivil(year, month, day)
  return ((days * 24 + hour) * 60 + minute - offsetMinutes) * 60000 + second * 1000 + ms
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0')

/**
 * Formats milliseconds since the epoch as Kubernetes prints a `metav1.Time`:
 * UTC, seconds precision (sub-seconds truncated), e.g. `2026-01-02T03:04:05Z`.
 * A non-finite input prints Go's zero time `0001-01-01T00:00:00Z`.
 *
 * @example
 * formatTime(Date.UTC(2026, 0, 2, 3, 4, 5, 999)) // '2026-01-02T03:04:05Z'
 */
export const formatTime = (ms: number): string => {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return '0001-01-01T00:00:00Z'
  const totalSeconds = Math.floor(ms / 1000)
  const days = Math.floor(totalSeconds / 86400)
  const secOfDay = totalSeconds - days * 86400
  // civil from days (Hinnant)
  const z = days + 719468
  const era = Math.floor(z / 146097)
  const doe = z - era * 146097
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365)
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100))
  const mp = Math.floor((5 * doy + 2) / 153)
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1
  const m = mp < 10 ? mp + 3 : mp - 9
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0)
  const year = y < 0 ? '-' + pad(-y, 4) : pad(y, 4)
  return (
    `${year}-${pad(m, 2)}-${pad(d, 2)}T${pad(Math.floor(secOfDay / 3600), 2)}:` +
    `${pad(Math.floor(secOfDay / 60) % 60, 2)}:${pad(secOfDay % 60, 2)}Z`
  )
}

// Go's zero time.Time (0001-01-01T00:00:00Z) in ms since the epoch.
const GO_ZERO_TIME_MS = -62135596800000

// A wire timestamp as a metav1.Time: absent, malformed or the zero time → undefined.
const parseTimeOrZero = (raw: unknown): number | undefined => {
  const x = timeField(raw)
  if (typeof x !== 'string') return undefined
  const ms = parseTime(x)
  return ms === GO_ZERO_TIME_MS ? undefined : ms
}

// ---------------------------------------------------------------------------
// finish time (back-off)
// ---------------------------------------------------------------------------

// Upstream latestFinishTime: undefined as soon as a considered container has
// no terminated state or a zero finishedAt; otherwise the latest finishedAt
// (starting from `prev`). `found` distinguishes "no container considered".
const latestFinishTime = (
  prev: number | undefined,
  statuses: readonly unknown[],
  consider: (name: string) => boolean,
): number | undefined => {
  let finish = prev
  for (const cs of statuses) {
    const o = asObj(cs)
    if (!consider(asString(own(o, 'name')))) continue
    const terminated = asObj(own(asObj(own(o, 'state')), 'terminated'))
    const at = terminated === undefined ? undefined : parseTimeOrZero(own(terminated, 'finishedAt'))
    if (at === undefined) return undefined
    if (finish === undefined || finish < at) finish = at
  }
  return finish
}

/**
 * A pod's finish time in ms, as upstream `getFinishedTime` decides it:
 * 1. every regular container (and every restartable init "sidecar"
 *    container) terminated → the latest `finishedAt`;
 * 2. else the `Ready=False` condition's `lastTransitionTime`;
 * 3. else `deletionTimestamp − deletionGracePeriodSeconds`;
 * 4. else `creationTimestamp`.
 * `undefined` stands for Go's zero time (no usable timestamp at all), which
 * sorts before every real time.
 *
 * @example
 * podFinishedTimeMs({ status: { containerStatuses: [{ name: 'c', state: { terminated: { exitCode: 1, finishedAt: '1970-01-01T00:00:10Z' } } }] } }) // 10000
 */
export const podFinishedTimeMs = (pod: PodInfo): number | undefined => {
  const st = status(pod)
  let fromContainers = latestFinishTime(undefined, asArray(own(st, 'containerStatuses')), () => true)
  const sidecars = new Set<string>()
  for (const c of asArray(own(spec(pod), 'initContainers'))) {
    const o = asObj(c)
    if (own(o, 'restartPolicy') === 'Always') sidecars.add(asString(own(o, 'name')))
  }
  fromContainers = latestFinishTime(fromContainers, asArray(own(st, 'initContainerStatuses')), (name) =>
    sidecars.has(name),
  )
  if (fromContainers !== undefined) return fromContainers
  const ready = firstCondition(pod, 'Ready')
  if (own(ready, 'status') === 'False') {
    const t = parseTimeOrZero(own(ready, 'lastTransitionTime'))
    if (t !== undefined) return t
  }
  const m = meta(pod)
  const deletion = parseTimeOrZero(own(m, 'deletionTimestamp'))
  if (deletion !== undefined) return deletion - asInt(own(m, 'deletionGracePeriodSeconds')) * 1000
  return parseTimeOrZero(own(m, 'creationTimestamp'))
}

/**
 * {@link podFinishedTimeMs} printed as a Kubernetes timestamp (seconds
 * precision), or `undefined` for Go's zero time.
 *
 * @example
 * podFinishedTime({ metadata: { creationTimestamp: '2026-01-02T03:04:05Z' } }) // '2026-01-02T03:04:05Z'
 */
export const podFinishedTime = (pod: PodInfo): string | undefined => {
  const ms = podFinishedTimeMs(pod)
  return ms === undefined ? undefined : formatTime(ms)
}

/**
 * `metadata.creationTimestamp` in ms, `undefined` when absent or malformed
 * (Go's zero time).
 *
 * @example
 * podCreationTimeMs({ metadata: { creationTimestamp: '1970-01-01T00:00:02Z' } }) // 2000
 */
export const podCreationTimeMs = (pod: PodInfo): number | undefined =>
  parseTimeOrZero(own(meta(pod), 'creationTimestamp'))

/**
 * Like {@link formatTime} but keeps milliseconds when there are any
 * (`2026-01-02T03:04:05.250Z`); used for controller memory such as the
 * back-off record, where upstream keeps full precision.
 *
 * @example
 * formatTimeMillis(Date.UTC(2026, 0, 2, 3, 4, 5, 250)) // '2026-01-02T03:04:05.250Z'
 * formatTimeMillis(Date.UTC(2026, 0, 2, 3, 4, 5))      // '2026-01-02T03:04:05Z'
 */
export const formatTimeMillis = (ms: number): string => {
  const base = formatTime(ms)
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return base
  const frac = Math.floor(ms) - Math.floor(ms / 1000) * 1000
  return frac === 0 ? base : `${base.slice(0, -1)}.${pad(frac, 3)}Z`
}
