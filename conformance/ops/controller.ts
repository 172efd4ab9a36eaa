/**
 * controller.syncJob: one sync of the real Job controller (see
 * ops_controller.go for the output shape). Library side: `syncJob`, with
 * the input's cluster profile (`profile`, when the case has one).
 *
 * Not compared (see docs/conformance.md): `statusWrites` (how many
 * UpdateStatus calls; the library returns the status after the whole sync,
 * not the calls) and the output `state.expectationsSatisfied` (the library's
 * state assumes its own creates and deletes are observed before the next
 * call, so it is always true; upstream's expectations stay unsatisfied until
 * the informer sees them). The input expectations are compared through
 * everything they change.
 */
import { syncJob, type ControllerState, type PodInfo } from '../../src/controller/index'
import type { Job } from '../../src/job/index'
import { syncInput, type SyncInput } from '../generators/controller'
import { syncEdges, syncSweep } from '../generators/controller-edges'
import { jsonEqual } from '../harness/json'
import type { OpSpec } from '../harness/op-spec'

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

const library = (i: SyncInput): unknown => {
  const state: ControllerState = {
    expectationsSatisfied: !(
      i.expectations !== undefined &&
      (i.expectations.creations > 0 || i.expectations.deletions > 0)
    ),
    ...(i.backoff !== undefined ? { backoff: i.backoff } : {}),
  }
  const r = syncJob(i.job as unknown as Job, i.pods as unknown as PodInfo[], i.now, state, {
    ...(i.profile !== undefined ? { profile: i.profile } : {}),
  })
  const spec = i.job['spec'] as Record<string, unknown>
  const indexed = spec['completionMode'] === 'Indexed'
  const perIndex = spec['backoffLimitPerIndex'] !== undefined && spec['backoffLimitPerIndex'] !== null
  const out: Record<string, unknown> = {
    status: r.status,
    createPods: r.createPods,
    deletePods: [...r.deletePods].sort(),
    removeFinalizers: [...r.removeFinalizers].sort(),
    events: r.events.map((e) => ({ type: e.type, reason: e.reason, message: e.message })),
    state: {
      expectationsSatisfied: r.state.expectationsSatisfied !== false,
      ...(r.state.backoff !== undefined ? { backoff: r.state.backoff } : {}),
    },
  }
  if (indexed && r.createPods > 0) {
    const order = (r.createIndexes ?? []).map((index, k) => ({ index, k })).sort((a, b) => a.index - b.index)
    out['createIndexes'] = order.map((o) => o.index)
    if (perIndex) {
      out['createIndexFailureCounts'] = order.map((o) => r.createIndexFailureCounts?.[o.k] ?? -1)
      out['createIndexIgnoredFailureCounts'] = order.map((o) => r.createIndexIgnoredFailureCounts?.[o.k] ?? -1)
    }
  }
  if (r.requeueAfterSeconds !== undefined) out['requeueAfterSeconds'] = r.requeueAfterSeconds
  if (r.adoptPods !== undefined) out['adoptPods'] = [...r.adoptPods].sort()
  // The oracle files every pod patch that removes the tracking finalizer
  // under removeFinalizers, a release patch (which also removes it) included.
  if (r.releasePods !== undefined) out['removeFinalizers'] = [...r.removeFinalizers, ...r.releasePods].sort()
  return out
}

/** An answer without the fields the library does not model (see the module comment). */
export const comparable = (v: unknown): unknown => {
  if (!isRecord(v)) return v
  const { statusWrites: _writes, ...rest } = v
  if (isRecord(rest['state'])) {
    const { expectationsSatisfied: _e, ...state } = rest['state']
    rest['state'] = state
  }
  return rest
}

export const controllerSyncJob: OpSpec<SyncInput> = {
  op: 'controller.syncJob',
  arbitrary: syncInput,
  // the blocks the recorded generator misses (issue #21): live runs only
  liveOnly: syncEdges,
  sweep: syncSweep,
  record: 4000,
  library,
  versioned: 'profile',
  equal: (ours, theirs) => jsonEqual(comparable(ours), comparable(theirs)),
  view: comparable,
}

export const controllerOps = [controllerSyncJob]
