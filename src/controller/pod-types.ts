/**
 * core/v1 Pod in wire (JSON) form, as a client lists it: the fields the Job
 * controller reads. Every object keeps unknown fields (index signatures).
 *
 * @module
 */

import type { Pod as WirePod } from '../core/generated/pod-types'

/**
 * core/v1 `PodCondition`.
 *
 * @example
 * const c: PodCondition = { type: 'Ready', status: 'True' }
 */
export interface PodCondition {
  readonly type: string
  readonly status: string
  readonly reason?: string
  readonly message?: string
  readonly lastTransitionTime?: string | null
  readonly [extra: string]: unknown
}

/**
 * core/v1 `ContainerStateTerminated`.
 *
 * @example
 * const t: ContainerStateTerminated = { exitCode: 42, finishedAt: '2026-01-01T00:00:30Z' }
 */
export interface ContainerStateTerminated {
  readonly exitCode: number
  readonly reason?: string
  readonly message?: string
  readonly startedAt?: string | null
  readonly finishedAt?: string | null
  readonly [extra: string]: unknown
}

/**
 * core/v1 `ContainerState`.
 *
 * @example
 * const s: ContainerState = { terminated: { exitCode: 0 } }
 */
export interface ContainerState {
  readonly waiting?: { readonly reason?: string; readonly message?: string } | null
  readonly running?: { readonly startedAt?: string | null } | null
  readonly terminated?: ContainerStateTerminated | null
  readonly [extra: string]: unknown
}

/**
 * core/v1 `ContainerStatus`.
 *
 * @example
 * const s: ContainerStatus = { name: 'main', restartCount: 1, state: { terminated: { exitCode: 1 } } }
 */
export interface ContainerStatus {
  readonly name: string
  readonly state?: ContainerState
  readonly lastState?: ContainerState
  readonly ready?: boolean
  readonly restartCount?: number
  readonly [extra: string]: unknown
}

/**
 * core/v1 `PodStatus`.
 *
 * @example
 * const s: PodStatus = { phase: 'Failed', containerStatuses: [{ name: 'main', state: { terminated: { exitCode: 1 } } }] }
 */
export interface PodStatus {
  readonly phase?: string
  readonly conditions?: readonly PodCondition[] | null
  readonly containerStatuses?: readonly ContainerStatus[] | null
  readonly initContainerStatuses?: readonly ContainerStatus[] | null
  readonly startTime?: string | null
  readonly [extra: string]: unknown
}

/**
 * A core/v1 Pod as the controller functions take it: plain JSON (what
 * `kubectl get pod -o json` prints) or YAML, `V1Pod` from
 * `@kubernetes/client-node` (timestamps as `Date`s) or `Pod`/`IPod` from
 * `kubernetes-models`. Every field is optional and typed as the API's JSON
 * gives it, without index signatures, so object literals are checked for
 * misspelt fields. The controller reads `metadata.name/uid/labels/
 * annotations/deletionTimestamp/finalizers/creationTimestamp`,
 * `status.phase`, `status.conditions` and the container and init-container
 * statuses.
 *
 * @example
 * const pod: PodInfo = {
 *   metadata: { name: 'pi-abcde', uid: 'u1', annotations: { 'batch.kubernetes.io/job-completion-index': '0' } },
 *   status: { phase: 'Succeeded' },
 * }
 */
export type PodInfo = WirePod
