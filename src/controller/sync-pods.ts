/**
 * One pass over the pods a sync sees: every field `syncJob` needs, read once
 * into a compact record. Total over arbitrary input (non-object pods are
 * dropped; missing fields read as absent).
 *
 * @module
 */
import { JOB_COMPLETION_INDEX_ANNOTATION, JOB_TRACKING_FINALIZER, PodPhase } from './constants'
import type { PodInfo } from './pod-types'

/** A pod as one sync sees it. `index` is -1 when the pod has no valid completion index. */
export interface SyncPod {
  readonly pod: PodInfo
  readonly pos: number
  readonly name: string
  readonly uid: string
  readonly phase: string
  readonly deleted: boolean
  readonly finalizer: boolean
  readonly index: number
  readonly active: boolean
  readonly terminating: boolean
  readonly ready: boolean
}

/** Own property of a plain object, else undefined. */
export const own = (o: unknown, key: string): unknown =>
  typeof o === 'object' && o !== null && !Array.isArray(o) && Object.prototype.hasOwnProperty.call(o, key)
    ? (o as Record<string, unknown>)[key]
    : undefined

/** The value when it is an array, else an empty array. */
export const arrayOf = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : [])

const CHAR_0 = 48
const CHAR_9 = 57

/**
 * Completion index from the annotation (Go `strconv.Atoi`, non-negative), or -1.
 *
 * @example
 * completionIndexOf({ metadata: { annotations: { 'batch.kubernetes.io/job-completion-index': '3' } } }) // 3
 */
export const completionIndexOf = (pod: unknown): number => {
  const v = own(own(own(pod, 'metadata'), 'annotations'), JOB_COMPLETION_INDEX_ANNOTATION)
  if (typeof v !== 'string' || v.length === 0) return -1
  let i = 0
  const c0 = v.charCodeAt(0)
  if (c0 === 43 /* + */) i = 1
  else if (c0 === 45 /* - */) {
    // "-0" parses to 0 in Go; any other negative value is invalid.
    for (let k = 1; k < v.length; k++) if (v.charCodeAt(k) !== CHAR_0) return -1
    return v.length > 1 ? 0 : -1
  }
  if (i >= v.length) return -1
  let n = 0
  for (; i < v.length; i++) {
    const c = v.charCodeAt(i)
    if (c < CHAR_0 || c > CHAR_9) return -1
    n = n * 10 + (c - CHAR_0)
  }
  return n > 9223372036854775807 ? -1 : n
}

/**
 * Whether the pod still carries `batch.kubernetes.io/job-tracking`.
 *
 * @example
 * hasTrackingFinalizer({ metadata: { finalizers: ['batch.kubernetes.io/job-tracking'] } }) // true
 */
export const hasTrackingFinalizer = (pod: unknown): boolean => {
  const fs = own(own(pod, 'metadata'), 'finalizers')
  if (!Array.isArray(fs)) return false
  for (let k = 0; k < fs.length; k++) if (fs[k] === JOB_TRACKING_FINALIZER) return true
  return false
}

/**
 * Whether the pod's `Ready` condition is `True` (first `Ready` condition wins).
 *
 * @example
 * podReady({ status: { conditions: [{ type: 'Ready', status: 'True' }] } }) // true
 */
export const podReady = (pod: unknown): boolean => {
  const cs = own(own(pod, 'status'), 'conditions')
  if (!Array.isArray(cs)) return false
  for (let k = 0; k < cs.length; k++) {
    if (own(cs[k], 'type') === 'Ready') return own(cs[k], 'status') === 'True'
  }
  return false
}

/**
 * Reads every pod once. Non-object pods are skipped.
 *
 * @example
 * readPods([{ metadata: { name: 'a' }, status: { phase: 'Running' } }])[0]?.active // true
 */
export const readPods = (pods: unknown): SyncPod[] => {
  const list = arrayOf(pods)
  const out: SyncPod[] = []
  for (let pos = 0; pos < list.length; pos++) {
    const pod = list[pos]
    if (typeof pod !== 'object' || pod === null || Array.isArray(pod)) continue
    const meta = own(pod, 'metadata')
    const rawName = own(meta, 'name')
    const rawUid = own(meta, 'uid')
    const name = typeof rawName === 'string' ? rawName : ''
    const uid = typeof rawUid === 'string' && rawUid !== '' ? rawUid : name
    const rawPhase = own(own(pod, 'status'), 'phase')
    const phase = typeof rawPhase === 'string' ? rawPhase : ''
    const dts = own(meta, 'deletionTimestamp')
    const deleted = typeof dts === 'string' && dts !== ''
    const terminal = phase === PodPhase.Succeeded || phase === PodPhase.Failed
    const active = !terminal && !deleted
    out.push({
      pod: pod as PodInfo,
      pos,
      name,
      uid,
      phase,
      deleted,
      finalizer: hasTrackingFinalizer(pod),
      index: completionIndexOf(pod),
      active,
      terminating: deleted && !terminal,
      ready: active && podReady(pod),
    })
  }
  return out
}
