/**
 * The public pod helpers: each decodes a caller's pod once into the
 * controller's pod model (`./pod-model`, the decoder `syncJob` uses) and
 * reads it through the definitions `syncJob` uses (`./pod-fields`), plus
 * the RFC 3339 time helpers (`./rfc3339`).
 *
 * Every function is total: a malformed pod (missing or wrongly typed fields,
 * `null`s, arrays where objects belong) reads as "field absent", exactly like
 * Go's zero values would; an accessor is never invoked, a planted prototype
 * property never seen, and a field a proxy cannot read reads as absent.
 *
 * @module
 */
import {
  absoluteFailureCountOf,
  completionIndexOf,
  finishTimeOf,
  indexFailureCountOf,
  indexIgnoredFailureCountOf,
  isActive,
  isDeleted,
  isFailedPhase,
  isReady,
  isTerminalPhase,
  isTerminating,
  isTracked,
  maxRestartsOf,
} from './pod-fields'
import { decodePodOrEmpty as model } from './pod-model'
import type { PodInfo } from './pod-types'
import { formatTime } from './rfc3339'

export { formatTime, formatTimeMillis, parseTime } from './rfc3339'

// ---------------------------------------------------------------------------
// phase predicates
// ---------------------------------------------------------------------------

/**
 * Phase is `Succeeded` or `Failed`.
 *
 * @example
 * isPodTerminal({ status: { phase: 'Failed' } }) // true
 */
export const isPodTerminal = (pod: PodInfo): boolean => isTerminalPhase(model(pod).status.phase)

/**
 * Upstream `IsPodActive`: phase is neither `Succeeded` nor `Failed` and the
 * pod has no `deletionTimestamp`.
 *
 * @example
 * isPodActive({ status: { phase: 'Pending' } }) // true
 * isPodActive({ status: { phase: 'Running' }, metadata: { deletionTimestamp: '2026-01-01T00:00:00Z' } }) // false
 */
export const isPodActive = (pod: PodInfo): boolean => isActive(model(pod))

/**
 * Upstream `IsPodTerminating`: not in a terminal phase but has a
 * `deletionTimestamp`.
 *
 * @example
 * isPodTerminating({ status: { phase: 'Running' }, metadata: { deletionTimestamp: '2026-01-01T00:00:00Z' } }) // true
 */
export const isPodTerminating = (pod: PodInfo): boolean => isTerminating(model(pod))

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
  const m = model(pod)
  return isFailedPhase(m.status.phase, isDeleted(m), Boolean(onlyReplaceFailedPods))
}

/**
 * Upstream `IsPodReady`: the first `Ready` condition has status `True`.
 *
 * @example
 * isPodReady({ status: { conditions: [{ type: 'Ready', status: 'True' }] } }) // true
 */
export const isPodReady = (pod: PodInfo): boolean => isReady(model(pod))

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
export const podCompletionIndex = (pod: PodInfo): number | undefined => completionIndexOf(model(pod))

/**
 * `batch.kubernetes.io/job-index-failure-count` as upstream reads it: 0 when
 * absent, unparsable, negative or above MaxInt32.
 *
 * @example
 * podIndexFailureCount({ metadata: { annotations: { 'batch.kubernetes.io/job-index-failure-count': '2' } } }) // 2
 */
export const podIndexFailureCount = (pod: PodInfo): number => indexFailureCountOf(model(pod))

/**
 * `batch.kubernetes.io/job-index-ignored-failure-count`, read like
 * {@link podIndexFailureCount}.
 *
 * @example
 * podIndexIgnoredFailureCount({ metadata: { annotations: { 'batch.kubernetes.io/job-index-ignored-failure-count': '1' } } }) // 1
 */
export const podIndexIgnoredFailureCount = (pod: PodInfo): number => indexIgnoredFailureCountOf(model(pod))

/**
 * Failure count plus ignored failure count (upstream
 * `getIndexAbsoluteFailureCount`; int32 wrap-around is not modelled).
 *
 * @example
 * podIndexAbsoluteFailureCount({ metadata: { annotations: {
 *   'batch.kubernetes.io/job-index-failure-count': '2',
 *   'batch.kubernetes.io/job-index-ignored-failure-count': '1' } } }) // 3
 */
export const podIndexAbsoluteFailureCount = (pod: PodInfo): number => absoluteFailureCountOf(model(pod))

/**
 * Whether `metadata.finalizers` contains `batch.kubernetes.io/job-tracking`.
 *
 * @example
 * hasJobTrackingFinalizer({ metadata: { finalizers: ['batch.kubernetes.io/job-tracking'] } }) // true
 */
export const hasJobTrackingFinalizer = (pod: PodInfo): boolean => isTracked(model(pod))

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
export const podMaxRestartCount = (pod: PodInfo): number => maxRestartsOf(model(pod))

// ---------------------------------------------------------------------------
// times
// ---------------------------------------------------------------------------

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
export const podFinishedTimeMs = (pod: PodInfo): number | undefined => finishTimeOf(model(pod))

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
