/**
 * The simulator's pod model: a pod the controller created, its scripted
 * outcome, and the pod in wire form at a point of simulated time.
 *
 * @module
 */
import {
  JOB_COMPLETION_INDEX_ANNOTATION,
  JOB_INDEX_FAILURE_COUNT_ANNOTATION,
  JOB_INDEX_IGNORED_FAILURE_COUNT_ANNOTATION,
  JOB_TRACKING_FINALIZER,
} from './constants'
import type { PodCondition, PodInfo } from './pod-types'
import type { PodOwnership } from './simulate-ownership'
import type { PodAttempt, PodOutcome, SimulatedPod } from './simulate-types'
import { formatTimeMs } from './sync-support'
import { decodeStruct } from '../wire/decode'
import { encodeStruct } from '../wire/encode'
import { PodConditionSchema } from '../core/generated/pod-status-schema'
import { pushAll } from '../wire/push-all'

export interface SimPod {
  readonly name: string
  readonly ordinal: number
  readonly index: number | undefined
  readonly attempt: number
  readonly createdAt: number
  readonly finishAt: number
  readonly result: 'Succeeded' | 'Failed'
  readonly exitCode: number
  readonly restarts: number
  readonly conditions: readonly PodCondition[]
  readonly failureCount: number | undefined
  readonly ignoredFailureCount: number | undefined
  finalizer: boolean
  deletedAt: number | undefined
  killedAt: number | undefined
}

export const DEFAULT_OUTCOME: PodOutcome = { result: 'Succeeded', afterSeconds: 1 }

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

export const outcomeOf = (script: unknown, attempt: PodAttempt): PodOutcome => {
  let o: unknown
  if (typeof script === 'function') {
    try {
      o = (script as (a: PodAttempt) => unknown)(attempt)
    } catch {
      o = undefined
    }
  } else if (Array.isArray(script) && script.length > 0) {
    o = script[Math.min(attempt.ordinal, script.length - 1)]
  }
  if (!isObject(o) || (o['result'] !== 'Succeeded' && o['result'] !== 'Failed')) return DEFAULT_OUTCOME
  return o as unknown as PodOutcome
}

/**
 * The extra conditions of a scripted outcome as the API server would store
 * them: each entry decoded as Go decodes a `PodCondition` (a field of the
 * wrong type reads as its zero value, `""` for `type` and `status`; unknown
 * fields are dropped) and encoded again, so that a malformed entry never
 * shows as `undefined` or `[object Object]` in a pod or a message. Entries
 * that are not objects are skipped.
 */
export const scriptedConditions = (conditions: unknown): PodCondition[] => {
  if (!Array.isArray(conditions)) return []
  const out: PodCondition[] = []
  for (const c of conditions) {
    if (!isObject(c)) continue
    const decoded = decodeStruct(PodConditionSchema, c, { unknownFields: 'ignore' }).value
    out.push(encodeStruct(PodConditionSchema, decoded) as unknown as PodCondition)
  }
  return out
}

/** The pod in wire form at simulated time `t` (ms). */
export const podAt = (p: SimPod, t: number, namespace: string, owner: PodOwnership): PodInfo => {
  const annotations: Record<string, string> = {}
  if (p.index !== undefined) annotations[JOB_COMPLETION_INDEX_ANNOTATION] = String(p.index)
  if (p.failureCount !== undefined) annotations[JOB_INDEX_FAILURE_COUNT_ANNOTATION] = String(p.failureCount)
  if (p.ignoredFailureCount !== undefined && p.ignoredFailureCount > 0) {
    annotations[JOB_INDEX_IGNORED_FAILURE_COUNT_ANNOTATION] = String(p.ignoredFailureCount)
  }
  const endedAt = p.killedAt !== undefined && p.killedAt < p.finishAt ? p.killedAt : p.finishAt
  const ended = t >= endedAt
  const killed = ended && p.killedAt !== undefined && p.killedAt < p.finishAt
  const phase = !ended ? 'Running' : killed ? 'Failed' : p.result
  const exitCode = killed ? 137 : p.exitCode
  const conditions: PodCondition[] = [
    {
      type: 'Ready',
      status: ended ? 'False' : 'True',
      lastTransitionTime: formatTimeMs(ended ? endedAt : p.createdAt),
    },
  ]
  if (ended && !killed) pushAll(conditions, p.conditions)
  return {
    metadata: {
      name: p.name,
      namespace,
      uid: p.name,
      creationTimestamp: formatTimeMs(p.createdAt),
      labels: { ...owner.labels },
      ownerReferences: [{ ...owner.ref }],
      ...(Object.keys(annotations).length > 0 ? { annotations } : {}),
      ...(p.finalizer ? { finalizers: [JOB_TRACKING_FINALIZER] } : {}),
      ...(p.deletedAt !== undefined
        ? {
            deletionTimestamp: formatTimeMs(p.deletedAt),
            deletionGracePeriodSeconds: Math.round((endedAt - p.deletedAt) / 1000),
          }
        : {}),
    },
    spec: { nodeName: 'node-1' },
    status: {
      phase,
      conditions,
      containerStatuses: [
        {
          name: 'main',
          restartCount: p.restarts,
          ready: !ended,
          state: ended
            ? { terminated: { exitCode, finishedAt: formatTimeMs(endedAt) } }
            : { running: { startedAt: formatTimeMs(p.createdAt) } },
        },
      ],
    },
  }
}

/** The pod's record in the simulation's history at simulated time `t` (ms). */
export const podHistoryAt = (p: SimPod, t: number): SimulatedPod => {
  const endedAt = p.killedAt !== undefined && p.killedAt < p.finishAt ? p.killedAt : p.finishAt
  const ended = t >= endedAt
  const killed = ended && p.killedAt !== undefined && p.killedAt < p.finishAt
  return {
    name: p.name,
    ordinal: p.ordinal,
    ...(p.index === undefined ? {} : { index: p.index }),
    attempt: p.attempt,
    createdAt: formatTimeMs(p.createdAt),
    phase: !ended ? 'Running' : killed ? 'Failed' : p.result,
    ...(ended ? { finishedAt: formatTimeMs(endedAt), exitCode: killed ? 137 : p.exitCode } : {}),
    ...(p.deletedAt === undefined ? {} : { deletedAt: formatTimeMs(p.deletedAt) }),
    ...(killed ? { killed: true } : {}),
    ...(ended && !killed && p.conditions.length > 0
      ? {
          conditions: p.conditions.map((c) => ({
            type: c.type,
            status: c.status,
            ...(Object.hasOwn(c, 'reason') && typeof c.reason === 'string' ? { reason: c.reason } : {}),
          })),
        }
      : {}),
  }
}
