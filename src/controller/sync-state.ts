/**
 * `syncJob`'s memory between syncs (the controller state in and out) and
 * the no-op result. Internal to the package.
 *
 * @module
 */
import type { JobStatus } from '../job/types'
import type { BackoffRecord } from './backoff'
import { own } from './sync-pods'
import { parseTimeMs } from './sync-support'
import type { ControllerState, JobEvent, SyncResult } from './sync-types'
import { isStruct as isObject } from '../wire/shape'

/** A non-negative safe integer, else `undefined` (malformed numbers read as unset). */
export const count = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : undefined

export interface NormalState {
  readonly expectationsSatisfied: boolean
  readonly backoff: BackoffRecord
  /** Whether the caller passed a back-off record (upstream's store has one). */
  readonly stored: boolean
}

export const readState = (state: unknown): NormalState => {
  const backoff = own(state, 'backoff')
  const failures = count(own(backoff, 'failuresAfterLastSuccess')) ?? 0
  const last = own(backoff, 'lastFailureTime')
  return {
    expectationsSatisfied: own(state, 'expectationsSatisfied') !== false,
    stored: isObject(backoff),
    backoff:
      typeof last === 'string' && parseTimeMs(last) !== undefined
        ? { failuresAfterLastSuccess: failures, lastFailureTime: last }
        : { failuresAfterLastSuccess: failures },
  }
}

export const writeState = (record: BackoffRecord): ControllerState => ({
  expectationsSatisfied: true,
  backoff:
    !Object.hasOwn(record, 'lastFailureTime') || record.lastFailureTime === undefined
      ? { failuresAfterLastSuccess: record.failuresAfterLastSuccess }
      : { failuresAfterLastSuccess: record.failuresAfterLastSuccess, lastFailureTime: record.lastFailureTime },
})

export const noop = (job: unknown, state: ControllerState, events: JobEvent[] = []): SyncResult => ({
  status: (isObject(own(job, 'status')) ? own(job, 'status') : {}) as JobStatus,
  createPods: 0,
  deletePods: [],
  removeFinalizers: [],
  events,
  state,
})
