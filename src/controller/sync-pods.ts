/**
 * One pass over the pods a sync sees: every field `syncJob` needs, read once
 * into a compact record. Total over arbitrary input (non-object pods are
 * dropped; missing fields read as absent).
 *
 * @module
 */
import { PodPhase } from './constants'
import { podCompletionIndex } from './pod'
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

const TRACKING_FINALIZER = 'batch.kubernetes.io/job-tracking'

/**
 * Reads a fixed field name. The names read here (`metadata`, `status`, …)
 * never exist on `Object.prototype`, so a plain property read is as safe as an
 * own-property check and much cheaper on the hot path.
 */
const field = (o: unknown, key: string): unknown =>
  typeof o === 'object' && o !== null ? (o as Record<string, unknown>)[key] : undefined

const INDEX_ANNOTATION = 'batch.kubernetes.io/job-completion-index'

/** Completion index: plain decimal fast path, else the support reader (Go Atoi rules). */
const indexOf = (pod: object, meta: unknown): number => {
  const annotations = field(meta, 'annotations')
  if (typeof annotations !== 'object' || annotations === null) return -1
  if (!Object.prototype.hasOwnProperty.call(annotations, INDEX_ANNOTATION)) return -1
  const v = (annotations as Record<string, unknown>)[INDEX_ANNOTATION]
  if (typeof v !== 'string') return -1
  const len = v.length
  if (len > 0 && len < 10) {
    let n = 0
    let k = 0
    for (; k < len; k++) {
      const c = v.charCodeAt(k) - 48
      if (c < 0 || c > 9) break
      n = n * 10 + c
    }
    if (k === len) return n
  }
  return podCompletionIndex(pod as PodInfo) ?? -1
}

/** First `Ready` condition has status `True` (podutil.IsPodReady). */
const readyOf = (status: unknown): boolean => {
  const conditions = field(status, 'conditions')
  if (!Array.isArray(conditions)) return false
  for (let k = 0; k < conditions.length; k++) {
    const c = conditions[k]
    if (field(c, 'type') === 'Ready') return field(c, 'status') === 'True'
  }
  return false
}

/**
 * Reads every pod once, keeping only the pods a sync can act on: pods that
 * are not terminal, or that still carry the tracking finalizer. (Finished
 * pods without the finalizer were counted in an earlier sync; the only step
 * that still looks at them, the pod-failure-policy `FailJob` scan, reads the
 * raw list.) Non-object pods are skipped. `index` is read only for Indexed Jobs.
 *
 * @example
 * readPods([{ metadata: { name: 'a' }, status: { phase: 'Running' } }], false)[0]?.active // true
 */
export const readPods = (pods: unknown, indexed: boolean): SyncPod[] => {
  const list = arrayOf(pods)
  const out: SyncPod[] = []
  for (let pos = 0; pos < list.length; pos++) {
    const pod = list[pos]
    if (typeof pod !== 'object' || pod === null || Array.isArray(pod)) continue
    const meta = field(pod, 'metadata')
    const status = field(pod, 'status')
    const rawPhase = field(status, 'phase')
    const phase = typeof rawPhase === 'string' ? rawPhase : ''
    const terminal = phase === PodPhase.Succeeded || phase === PodPhase.Failed
    const finalizers = field(meta, 'finalizers')
    const finalizer = Array.isArray(finalizers) && finalizers.includes(TRACKING_FINALIZER)
    if (terminal && !finalizer) continue
    const rawName = field(meta, 'name')
    const rawUid = field(meta, 'uid')
    const name = typeof rawName === 'string' ? rawName : ''
    const uid = typeof rawUid === 'string' && rawUid !== '' ? rawUid : name
    const deletion = field(meta, 'deletionTimestamp')
    const deleted = deletion !== undefined && deletion !== null
    const active = !terminal && !deleted
    out.push({
      pod: pod as PodInfo,
      pos,
      name,
      uid,
      phase,
      deleted,
      finalizer,
      index: indexed ? indexOf(pod, meta) : -1,
      active,
      terminating: deleted && !terminal,
      ready: active && readyOf(status),
    })
  }
  return out
}
