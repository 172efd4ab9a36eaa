/**
 * `syncJob`'s Job conditions: finding one by type, and Go's
 * `ensureJobConditionStatus` on the list the sync returns. Internal to the package.
 *
 * @module
 */
import type { JobCondition } from '../job/types'
import { isStruct as isObject } from '../wire/shape'

export const str = (v: unknown): string => (typeof v === 'string' ? v : '')

/** First condition of a type (Go `findConditionByType`), skipping malformed entries. */
export const findCondition = (list: readonly unknown[], type: string): JobCondition | undefined => {
  for (const c of list) if (isObject(c) && c['type'] === type) return c as JobCondition
  return undefined
}

export const isTrue = (c: JobCondition | undefined): boolean => c !== undefined && c.status === 'True'

export const newCondition = (
  type: string,
  status: string,
  reason: string,
  message: string,
  now: string,
): JobCondition => ({
  type,
  status,
  lastProbeTime: now,
  lastTransitionTime: now,
  reason,
  message,
})

/**
 * Go `ensureJobConditionStatus`: update the first condition of the type when
 * status, reason or message differ; append only when the status is not False.
 * Mutates the (locally owned) list; returns whether it changed.
 */
export const ensureCondition = (
  list: unknown[],
  type: string,
  status: string,
  reason: string,
  message: string,
  now: string,
): boolean => {
  for (let k = 0; k < list.length; k++) {
    const c = list[k]
    if (isObject(c) && c['type'] === type) {
      if (c['status'] !== status || str(c['reason']) !== reason || str(c['message']) !== message) {
        list[k] = newCondition(type, status, reason, message, now)
        return true
      }
      return false
    }
  }
  if (status !== 'False') {
    list.push(newCondition(type, status, reason, message, now))
    return true
  }
  return false
}

/** A finished-condition candidate (`jobCtx.finishedCondition` upstream). */
export interface Candidate {
  readonly type: string
  readonly reason: string
  readonly message: string
}
