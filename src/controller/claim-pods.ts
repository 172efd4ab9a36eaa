/**
 * Pod ownership for one sync (the controller's pod "claim", upstream's
 * `ControllerRefManager`): which of the listed pods the Job works on, and
 * the ownership patches it sends.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { compileSelector } from '../labels/compile'
import { labelSelectorAsSelector } from '../labels/label-selector'
import type { LabelSelectorInput } from '../labels/types'
import { JOB_TRACKING_FINALIZER } from './constants'
import type { PodInfo } from './pod-types'

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const own = (o: unknown, k: string): unknown => (isObject(o) && Object.hasOwn(o, k) ? o[k] : undefined)
const text = (v: unknown): string => (typeof v === 'string' ? v : '')
/** A `deletionTimestamp` is set (Go: a non-nil pointer; JSON `null` leaves it nil). */
const isSet = (v: unknown): boolean => v !== undefined && v !== null

/** Whether any owner reference has the Job's uid. */
const namesJob = (refs: unknown, uid: string): boolean => {
  if (!Array.isArray(refs)) return false
  for (const r of refs) if (isObject(r) && text(r['uid']) === uid) return true
  return false
}

/** Which pods one sync works on, and the ownership patches it sends. */
export interface PodClaim {
  /**
   * The pods the Job works on, in input order: its own pods the selector
   * matches and the orphans it adopts (an adopted pod without the tracking
   * finalizer and without any owner reference naming the Job is a copy
   * that carries the finalizer, as upstream's sync goes on with).
   * `pods` itself when every pod is claimed unchanged.
   */
  readonly claimed: readonly unknown[]
  /** Names of the orphans adopted (controller reference and tracking finalizer patched in). */
  readonly adopt: string[]
  /** Names of owned pods the selector no longer matches (controller reference and tracking finalizer removed). */
  readonly release: string[]
}

/**
 * Splits `pods` by ownership of `job`, as the controller's claim does.
 *
 * - Only pods in the Job's namespace are listed (`metadata.namespace`,
 *   absent = `''`); the others are ignored.
 * - The controller reference of a pod is its first `ownerReferences` entry
 *   with `controller: true`. A pod whose controller is another object (by
 *   `uid`) is ignored.
 * - A pod the Job controls is claimed when `spec.selector` matches its
 *   labels; otherwise it is released, or just ignored while the Job is
 *   being deleted.
 * - A pod without a controller (an orphan) is adopted and claimed when the
 *   selector matches it and neither the Job nor the pod is being deleted.
 * - A Job without `spec.selector` matches no pod (the API server always
 *   generates one).
 *
 * Returns `undefined` when `spec.selector` is not a valid label selector
 * (upstream's sync stops with an error before doing anything). Never throws.
 *
 * @example
 * const job = { metadata: { uid: 'j' }, spec: { selector: { matchLabels: { app: 'a' } } } }
 * const c = claimPods(job, [
 *   { metadata: { name: 'orphan', labels: { app: 'a' } } },
 *   { metadata: { name: 'other', labels: { app: 'a' }, ownerReferences: [{ uid: 'x', controller: true }] } },
 * ])
 * c?.adopt // ['orphan']
 * c?.claimed.length // 1
 */
export const claimPods = (job: unknown, pods: readonly PodInfo[]): PodClaim | undefined => {
  const jobMeta = own(job, 'metadata')
  const uid = text(own(jobMeta, 'uid'))
  const namespace = text(own(jobMeta, 'namespace'))
  const jobDeleting = isSet(own(jobMeta, 'deletionTimestamp'))
  const sel = own(own(job, 'spec'), 'selector')
  let matches: (labels: Record<string, string>) => boolean = () => false
  if (sel !== undefined && sel !== null) {
    if (!isObject(sel)) return undefined
    const parsed = labelSelectorAsSelector(sel as LabelSelectorInput)
    if (E.isLeft(parsed)) return undefined
    matches = compileSelector(parsed.right)
  }
  const noLabels: Record<string, string> = {}
  const list: readonly unknown[] = Array.isArray(pods) ? pods : []
  // Copy-on-first-difference: most syncs claim every pod unchanged.
  let claimed: unknown[] | undefined
  const adopt: string[] = []
  const release: string[] = []
  const n = list.length
  for (let k = 0; k < n; k++) {
    const pod = list[k]
    const meta = isObject(pod) ? pod['metadata'] : undefined
    let keep = false
    let replacement: unknown
    if (isObject(meta) && text(meta['namespace']) === namespace) {
      const rawLabels = meta['labels']
      const labels = isObject(rawLabels) ? (rawLabels as Record<string, string>) : noLabels
      const refs = meta['ownerReferences']
      let ref: unknown
      if (Array.isArray(refs)) {
        for (const r of refs) {
          if (isObject(r) && r['controller'] === true) {
            ref = r
            break
          }
        }
      }
      if (ref !== undefined) {
        if (text((ref as Record<string, unknown>)['uid']) === uid) {
          if (matches(labels)) keep = true
          else if (!jobDeleting) release.push(text(meta['name']))
        }
      } else if (!jobDeleting && !isSet(meta['deletionTimestamp']) && matches(labels)) {
        keep = true
        adopt.push(text(meta['name']))
        // The sync goes on with the listed pod, given the finalizer in
        // memory unless some owner reference already names the Job.
        const finalizers = meta['finalizers']
        const list2 = Array.isArray(finalizers) ? (finalizers as unknown[]) : []
        if (!list2.includes(JOB_TRACKING_FINALIZER) && !namesJob(refs, uid)) {
          replacement = { ...(pod as object), metadata: { ...meta, finalizers: [...list2, JOB_TRACKING_FINALIZER] } }
        }
      }
    }
    if (keep && replacement === undefined) {
      if (claimed !== undefined) claimed.push(pod)
      continue
    }
    if (claimed === undefined) claimed = list.slice(0, k)
    if (keep) claimed.push(replacement)
  }
  return { claimed: claimed ?? list, adopt, release }
}
