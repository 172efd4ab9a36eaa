/**
 * Pod ownership for one sync (the controller's pod "claim"): the Job works
 * only on pods whose controller reference is the Job and that its selector
 * still matches. An orphan the selector matches is adopted (and then counted
 * like an owned pod), an owned pod the selector no longer matches is
 * released, a pod another controller owns is ignored.
 */
import * as E from 'fp-ts/lib/Either.js'
import { compileSelector } from '../labels/compile'
import { labelSelectorAsSelector } from '../labels/label-selector'
import type { LabelSelectorInput } from '../labels/types'
import type { PodInfo } from './pod-types'

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const own = (o: unknown, k: string): unknown =>
  isObject(o) && Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined
const deleting = (o: unknown): boolean => {
  const t = own(own(o, 'metadata'), 'deletionTimestamp')
  return t !== undefined && t !== null && t !== ''
}

/** Which pods one sync works on, and the ownership patches it sends. */
export interface PodClaim {
  /** The pods the Job owns (after adoption), in input order. */
  readonly claimed: readonly PodInfo[]
  /** Names of orphans the Job adopts (a controller reference is patched in). */
  readonly adopt: string[]
  /** Names of owned pods the selector no longer matches (their reference is removed). */
  readonly release: string[]
}

/**
 * Splits `pods` by ownership of `job`: pods whose first controller owner
 * reference has the Job's uid are claimed when `spec.selector` matches them
 * (else released, unless the Job is being deleted); pods without a controller
 * reference are adopted when the selector matches and neither the Job nor
 * the pod is being deleted; other pods are ignored. An invalid or absent
 * selector matches nothing. Never throws.
 *
 * @example
 * const job = { metadata: { uid: 'j' }, spec: { selector: { matchLabels: { app: 'a' } } } }
 * const c = claimPods(job, [
 *   { metadata: { name: 'orphan', labels: { app: 'a' } } },
 *   { metadata: { name: 'other', labels: { app: 'a' }, ownerReferences: [{ uid: 'x', controller: true }] } },
 * ])
 * c.adopt // ['orphan']
 * c.claimed.length // 1
 */
export const claimPods = (job: unknown, pods: readonly PodInfo[]): PodClaim => {
  const uid = own(own(job, 'metadata'), 'uid')
  const sel = own(own(job, 'spec'), 'selector')
  const parsed = isObject(sel) ? labelSelectorAsSelector(sel as LabelSelectorInput) : undefined
  const matches = parsed !== undefined && E.isRight(parsed) ? compileSelector(parsed.right) : () => false
  const jobDeleting = deleting(job)
  const claimed: PodInfo[] = []
  const adopt: string[] = []
  const release: string[] = []
  for (const pod of pods) {
    const meta = own(pod, 'metadata')
    const rawLabels = own(meta, 'labels')
    const labels: Record<string, string> = {}
    if (isObject(rawLabels))
      for (const k of Object.keys(rawLabels)) if (typeof rawLabels[k] === 'string') labels[k] = rawLabels[k] as string
    const refs = own(meta, 'ownerReferences')
    const ref = Array.isArray(refs) ? refs.find((r) => own(r, 'controller') === true) : undefined
    const name = own(meta, 'name')
    const podName = typeof name === 'string' ? name : ''
    if (ref !== undefined) {
      if (own(ref, 'uid') !== uid) continue
      if (matches(labels)) claimed.push(pod)
      else if (!jobDeleting) release.push(podName)
      continue
    }
    if (jobDeleting || !matches(labels) || deleting(pod)) continue
    adopt.push(podName)
    claimed.push(pod)
  }
  return { claimed, adopt, release }
}
