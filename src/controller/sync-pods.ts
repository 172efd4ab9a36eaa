/**
 * One pass over the pods a sync sees: every field `syncJob` needs, read once
 * into a compact record. Total over arbitrary input (non-object pods are
 * dropped; missing fields read as absent).
 *
 * @module
 */
import { PodPhase } from './constants'
import { hasDeletionTimestamp, hasJobTrackingFinalizer, isPodReady, podCompletionIndex } from './pod'
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
    const deleted = hasDeletionTimestamp(pod as PodInfo)
    const terminal = phase === PodPhase.Succeeded || phase === PodPhase.Failed
    const active = !terminal && !deleted
    out.push({
      pod: pod as PodInfo,
      pos,
      name,
      uid,
      phase,
      deleted,
      finalizer: hasJobTrackingFinalizer(pod as PodInfo),
      index: podCompletionIndex(pod as PodInfo) ?? -1,
      active,
      terminating: deleted && !terminal,
      ready: active && isPodReady(pod as PodInfo),
    })
  }
  return out
}
