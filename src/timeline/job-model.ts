/**
 * What a picture of a simulated Job shows, derived from a
 * {@link SimulationResult}: rows of pod bars (one row per completion index
 * for Indexed Jobs, per pod slot otherwise), back-off gaps, condition
 * markers, suspended spans and the deadline, all in milliseconds from the
 * first sync. Shared by the SVG and the text renderers.
 *
 * @module
 */
import { type IndexInterval, parseIndexIntervals } from '../controller/index-set'
import { matchPodFailurePolicyModel } from '../controller/pod-failure-policy'
import type { PodModel } from '../controller/pod-model'
import { parseTime } from '../controller/rfc3339'
import type { SimulatedPod, SimulationResult } from '../controller/simulate-types'

/** How a pod bar ended. */
export type BarOutcome = 'Succeeded' | 'Failed' | 'Ignored' | 'Deleted' | 'Running'

export interface PodBar {
  readonly name: string
  readonly index: number | undefined
  readonly attempt: number
  readonly from: number
  /** End of the run; `undefined` while still running when the simulation stopped. */
  readonly to: number | undefined
  readonly outcome: BarOutcome
  readonly exitCode: number | undefined
  /** Deletion time, when the controller deleted the pod. */
  readonly deletedAt: number | undefined
  /** The pod failure policy action that matched the failure, when one did. */
  readonly policyAction: string | undefined
}

export interface Row {
  readonly label: string
  readonly bars: readonly PodBar[]
}

export interface Marker {
  readonly at: number
  readonly type: string
  readonly status: string
  readonly reason: string
  /** `Suspended`, `Resumed`, `Complete (Completed)`, `FailureTarget=False`, … */
  readonly label: string
}

export interface JobPicture {
  readonly name: string
  /** RFC 3339 time of the first sync. */
  readonly start: string
  /** Milliseconds from the first sync to the right edge. */
  readonly span: number
  readonly indexed: boolean
  readonly rows: readonly Row[]
  /** Rows not drawn (beyond the row limit) and the pods in them. */
  readonly hiddenRows: number
  readonly hiddenPods: readonly PodBar[]
  readonly markers: readonly Marker[]
  readonly suspended: readonly (readonly [number, number])[]
  readonly deadline: { readonly at: number; readonly seconds: number } | undefined
  /** `Complete after 2m10s`, `not finished (maxSyncs)`, … */
  readonly outcome: string
  readonly syncs: number
}

type Rec = Record<string, unknown>
const isRec = (x: unknown): x is Rec => typeof x === 'object' && x !== null && !Array.isArray(x)
const arr = (x: unknown): readonly unknown[] => (Array.isArray(x) ? x : [])
const str = (x: unknown): string => (typeof x === 'string' ? x : '')
const num = (x: unknown): number | undefined => (typeof x === 'number' && Number.isFinite(x) ? x : undefined)
const timeOf = (x: unknown): number | undefined => (typeof x === 'string' ? parseTime(x) : undefined)

/** `1 pod`, `2 pods`. */
export const plural = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`

/** A duration in the largest units that keep it exact to the second: `45s`, `2m30s`, `1h5m`, `3d2h`. */
export const formatSpan = (ms: number): string => {
  if (!Number.isFinite(ms) || ms <= 0) return '0s'
  if (ms < 1000) return `${Math.round(ms)}ms`
  let s = Math.round(ms / 1000)
  const d = Math.floor(s / 86400)
  s -= d * 86400
  const h = Math.floor(s / 3600)
  s -= h * 3600
  const m = Math.floor(s / 60)
  s -= m * 60
  const parts: [number, string][] = [
    [d, 'd'],
    [h, 'h'],
    [m, 'm'],
    [s, 's'],
  ]
  const first = parts.findIndex(([v]) => v > 0)
  return parts
    .slice(first, first + 2)
    .filter(([v], i) => i === 0 || v > 0)
    .map(([v, u]) => `${v}${u}`)
    .join('')
}

/** The Job's pod failure policy, read leniently (a malformed part matches nothing). */
const policyOf = (policy: unknown): Parameters<typeof matchPodFailurePolicyModel>[0] => {
  if (!isRec(policy)) return undefined
  const rules = arr(policy['rules'])
    .filter(isRec)
    .map((r) => {
      const codes = r['onExitCodes']
      const conditions = r['onPodConditions']
      return {
        action: str(r['action']),
        ...(isRec(codes)
          ? {
              onExitCodes: {
                ...(typeof codes['containerName'] === 'string' ? { containerName: codes['containerName'] } : {}),
                operator: str(codes['operator']),
                values: arr(codes['values']).filter((v): v is number => typeof v === 'number'),
              },
            }
          : {}),
        ...(Array.isArray(conditions)
          ? {
              onPodConditions: conditions
                .filter(isRec)
                .map((c) => ({ type: str(c['type']), status: str(c['status']) })),
            }
          : {}),
      }
    })
  return { rules } as Parameters<typeof matchPodFailurePolicyModel>[0]
}

const failureAction = (
  policy: Parameters<typeof matchPodFailurePolicyModel>[0],
  namespace: string,
  p: SimulatedPod,
): string | undefined => {
  if (policy === undefined) return undefined
  const pod = {
    metadata: { name: str(p.name), namespace },
    status: {
      phase: 'Failed',
      conditions: arr(p.conditions)
        .filter(isRec)
        .map((c) => ({ type: str(c['type']), status: str(c['status']) })),
      containerStatuses: [{ name: 'main', state: { terminated: { exitCode: num(p.exitCode) ?? 1 } } }],
      initContainerStatuses: [],
    },
  } as unknown as PodModel
  const match = matchPodFailurePolicyModel(policy, pod)
  // No own `action` when no rule matched (an inherited one must not count).
  return Object.hasOwn(match, 'action') ? match.action : undefined
}

const barOf = (
  p: SimulatedPod,
  t0: number,
  policy: Parameters<typeof matchPodFailurePolicyModel>[0],
  namespace: string,
): PodBar => {
  const from = (timeOf(p.createdAt) ?? t0) - t0
  const end = timeOf(p.finishedAt)
  const deleted = timeOf(p.deletedAt)
  const action = p.phase === 'Failed' && p.killed !== true ? failureAction(policy, namespace, p) : undefined
  const outcome: BarOutcome =
    p.phase === 'Succeeded'
      ? 'Succeeded'
      : p.phase === 'Failed'
        ? p.killed === true
          ? 'Deleted'
          : action === 'Ignore'
            ? 'Ignored'
            : 'Failed'
        : 'Running'
  return {
    name: str(p.name),
    index: num(p.index),
    attempt: num(p.attempt) ?? 0,
    from,
    to: end === undefined || p.phase === 'Running' ? undefined : Math.max(from, end - t0),
    outcome,
    exitCode: num(p.exitCode),
    deletedAt: deleted === undefined ? undefined : deleted - t0,
    policyAction: action,
  }
}

/** Pod slots: each pod takes the lowest slot whose previous pod had ended when it was created. */
const slotRows = (bars: readonly PodBar[]): PodBar[][] => {
  const rows: PodBar[][] = []
  const busyUntil: number[] = []
  for (const b of bars) {
    let k = busyUntil.findIndex((until) => until <= b.from)
    if (k < 0) {
      k = rows.length
      rows.push([])
      busyUntil.push(0)
    }
    ;(rows[k] as PodBar[]).push(b)
    busyUntil[k] = b.to ?? Number.POSITIVE_INFINITY
  }
  return rows
}

const markerLabel = (type: string, status: string, reason: string): string => {
  if (type === 'Suspended' && status === 'False') return 'Resumed'
  const head = status === 'True' ? type : `${type}=${status}`
  return reason === '' || reason === type || (type === 'Complete' && reason === 'Completed')
    ? head
    : `${head} (${reason})`
}

/** The picture's content; `maxRows` bounds the rows drawn (the rest are counted). */
export const jobPicture = (sim: SimulationResult, maxRows: number): JobPicture => {
  const timeline = arr(sim?.timeline).filter(isRec)
  const history = arr(sim?.podHistory).filter(isRec) as unknown as SimulatedPod[]
  const job: Rec = isRec(sim?.job) ? sim.job : {}
  const meta: Rec = isRec(job['metadata']) ? job['metadata'] : {}
  const spec: Rec = isRec(job['spec']) ? job['spec'] : {}
  const status: Rec = isRec(job['status']) ? job['status'] : {}
  const firstTime = timeline.map((e) => timeOf(e['time'])).find((t) => t !== undefined)
  const t0 = firstTime ?? timeOf(history[0]?.createdAt) ?? 0
  const policy = policyOf(spec['podFailurePolicy'])
  const bars = history.map((p) => barOf(p, t0, policy, str(meta['namespace'])))

  // Condition transitions, sync by sync.
  const markers: Marker[] = []
  const seen = new Map<string, string>()
  let lastSync = 0
  for (const e of timeline) {
    const at = (timeOf(e['time']) ?? t0) - t0
    lastSync = Math.max(lastSync, at)
    const st: Rec = isRec(e['status']) ? e['status'] : {}
    for (const c of arr(st['conditions'])) {
      if (!isRec(c)) continue
      const type = str(c['type'])
      const cs = str(c['status'])
      if (seen.get(type) === cs || (seen.get(type) === undefined && cs !== 'True')) continue
      seen.set(type, cs)
      const reason = str(c['reason'])
      markers.push({ at, type, status: cs, reason, label: markerLabel(type, cs, reason) })
    }
  }
  let span = lastSync
  for (const b of bars) span = Math.max(span, b.to ?? b.from, b.deletedAt ?? 0)
  const deadlineSeconds = num(spec['activeDeadlineSeconds'])
  const startTime = timeOf(status['startTime'])
  const deadline =
    deadlineSeconds !== undefined && startTime !== undefined
      ? { at: startTime - t0 + deadlineSeconds * 1000, seconds: deadlineSeconds }
      : undefined
  if (deadline !== undefined && deadline.at <= span * 1.25 + 1000) span = Math.max(span, deadline.at)
  // Leave room after the last event (more for bars still running at the end).
  span = bars.some((b) => b.to === undefined) || span === 0 ? Math.max(span * 1.05, span + 1000) : span * 1.02

  const suspended: [number, number][] = []
  let from: number | undefined
  for (const m of markers) {
    if (m.type !== 'Suspended') continue
    if (m.status === 'True' && from === undefined) from = m.at
    else if (m.status !== 'True' && from !== undefined) {
      suspended.push([from, m.at])
      from = undefined
    }
  }
  if (from !== undefined) suspended.push([from, span])

  const indexed = str(spec['completionMode']) === 'Indexed' || bars.some((b) => b.index !== undefined)
  let rows: Row[]
  if (indexed) {
    const byIndex = new Map<number, PodBar[]>()
    const completions = num(spec['completions']) ?? 0
    if (completions <= maxRows) for (let i = 0; i < completions; i++) byIndex.set(i, [])
    for (const b of bars) {
      const k = b.index ?? -1
      const list = byIndex.get(k) ?? []
      list.push(b)
      byIndex.set(k, list)
    }
    const limitIndex = bars.reduce((m, b) => Math.max(m, (b.index ?? 0) + 1), completions)
    const done = parseIndexIntervals(str(status['completedIndexes']), limitIndex)
    const failed = parseIndexIntervals(str(status['failedIndexes']), limitIndex)
    const has = (set: readonly IndexInterval[], k: number): boolean => set.some((i) => i.first <= k && k <= i.last)
    const mark = (k: number): string => (has(done, k) ? ' ✓' : has(failed, k) ? ' ✗' : '')
    rows = [...byIndex.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([k, list]) => ({ label: k < 0 ? 'no index' : `index ${k}${mark(k)}`, bars: list }))
  } else {
    rows = slotRows(bars).map((list, k) => ({ label: `pod slot ${k}`, bars: list }))
  }
  const limit = Math.max(1, Math.floor(maxRows))
  const shown = rows.length > limit ? rows.slice(0, limit - 1) : rows
  const hidden = rows.slice(shown.length)

  const last = timeline[timeline.length - 1]
  const finalPhase = str(last?.['phase'])
  const stopped = str(sim?.stoppedBy)
  const outcome =
    sim?.finished === true
      ? `${finalPhase} after ${formatSpan(lastSync)}`
      : `not finished after ${formatSpan(lastSync)}${stopped === '' ? '' : ` (stopped: ${stopped})`}`
  return {
    name: str(meta['name']),
    start: str(timeline[0]?.['time']),
    span,
    indexed,
    rows: shown,
    hiddenRows: hidden.length,
    hiddenPods: hidden.flatMap((r) => r.bars),
    markers,
    suspended,
    deadline,
    outcome,
    syncs: num(sim?.syncs) ?? timeline.length,
  }
}
