/**
 * controller.syncCronJob: one sync of the real CronJob controller (see
 * ops_controller_cronjob.go for the output shape). Library side:
 * `syncCronJob`.
 *
 * Not compared: `statusWrites` (the library says whether the status is
 * written, `statusChanged`, which is `statusWrites > 0`: compared as that).
 * Events are compared sorted, as the oracle reports them (upstream's order
 * follows the Job informer's index, a Go map).
 *
 * Before 1.35 the controller's `cron.ParseStandard` has no panic recovery: a
 * `TZ=`/`CRON_TZ=` prefix without a space panics the sync, which the 1.33
 * and 1.34 oracles answer as `{"panic": …}` (as cronjob.schedule does). A
 * 1.33 or 1.34 API server answers the create of such a CronJob with its
 * panic filter's HTTP 500, so the controller never sees one; the library
 * answers 1.35's `UnparseableSchedule` event for the recovered panic
 * (docs/conformance.md). Recognised only when the library's answer has that
 * event with the same panic's text.
 */
import { syncCronJob } from '../../src/cronjob/controller/sync-cronjob'
import type { CronJob } from '../../src/cronjob/types'
import type { ClusterProfile } from '../../src/profile/resolve'
import type { Job } from '../../src/job/types'
import { cronJobSyncInput, type CronJobSyncInput } from '../generators/cronjob-controller'
import { jsonEqual } from '../harness/json'
import type { OpSpec } from '../harness/op-spec'

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

type Event = { type: string; reason: string; message: string }
const byReason = (a: Event, b: Event): number =>
  a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : a.message < b.message ? -1 : a.message > b.message ? 1 : 0

const library = (i: CronJobSyncInput): unknown => {
  // a minor run gives the input a cluster profile (conformance/harness/minor.ts)
  const profile = (i as { profile?: ClusterProfile }).profile
  const r = syncCronJob(i.cronJob as unknown as CronJob, i.jobs as unknown as Job[], i.now, {
    createdJobUid: i.createdUid,
    ...(profile !== undefined ? { profile } : {}),
  })
  return {
    ...(r.error !== undefined ? { error: r.error } : {}),
    status: r.status,
    statusWrites: r.statusChanged ? 1 : 0,
    createJobs: r.createJobs,
    deleteJobs: r.deleteJobs,
    events: [...r.events].sort(byReason),
    ...(r.requeueAfter !== undefined ? { requeueAfter: r.requeueAfter } : {}),
  }
}

/** `statusWrites` as whether there was one. */
export const comparable = (v: unknown): unknown => {
  if (!isRecord(v)) return v
  return { ...v, statusWrites: typeof v['statusWrites'] === 'number' && v['statusWrites'] > 0 }
}

/** The design difference above, or `undefined`. */
export const parserPanic = (ours: unknown, theirs: unknown): string | undefined => {
  const panicked = isRecord(theirs) ? theirs['panic'] : undefined
  if (typeof panicked !== 'string' || !isRecord(ours) || !Array.isArray(ours['events'])) return undefined
  const suffix = ` : invalid schedule format: ${panicked}`
  const recovered = (ours['events'] as unknown[]).some(
    (e) =>
      isRecord(e) &&
      e['reason'] === 'UnparseableSchedule' &&
      typeof e['message'] === 'string' &&
      e['message'].endsWith(suffix),
  )
  return recovered
    ? "design: cron.ParseStandard panics the sync before 1.35 (the API server answers the CronJob's create HTTP 500); the library answers 1.35's UnparseableSchedule event"
    : undefined
}

export const controllerSyncCronJob: OpSpec<CronJobSyncInput> = {
  op: 'controller.syncCronJob',
  arbitrary: cronJobSyncInput,
  record: 400,
  library,
  versioned: 'profile',
  equal: (ours, theirs) => jsonEqual(comparable(ours), comparable(theirs)),
  view: comparable,
  knownDifference: (_input, ours, theirs) => parserPanic(ours, theirs),
}
