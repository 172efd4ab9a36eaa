/**
 * kubectl's view of a Job: the cells `kubectl get jobs -o wide` prints, as the
 * API server's table printer (`printJob` in
 * `pkg/printers/internalversion/printers.go`) computes them, with the clock
 * passed in as `now`.
 *
 * @module
 */
import { formatLabelSelector } from '../labels/label-selector'
import type { LabelSelector } from '../labels/types'
import type { JobInput } from '../job/input-types'
import { JobSchema } from '../job/generated/batch-schema'
import type { Job, JobCondition } from '../job/generated/batch-model'
import { jobWithoutDates } from '../wire/dates'
import { decodeStruct } from '../wire/decode'
import { parseTime } from './pod'
import { guarded, optionOf } from '../wire/guard'
import type { FieldError } from '../field/index'
import { type ClusterProfile, resolveProfile } from '../profile/resolve'
import * as E from '../wire/either'
import { type ControllerRules, controllerRules, DEFAULT_CONTROLLER_RULES } from './profile-rules'

/**
 * The STATUS column of `kubectl get jobs` (Kubernetes ≥ 1.30). Unlike
 * {@link JobPhase}, there is no `Pending`: a Job that has not started yet
 * shows `Running`.
 *
 * @example
 * const s: KubectlJobStatus = kubectlJobStatus(job) // 'Running' | 'Complete' | …
 */
export type KubectlJobStatus =
  | 'Complete'
  | 'Failed'
  | 'Terminating'
  | 'Suspended'
  | 'FailureTarget'
  | 'SuccessCriteriaMet'
  | 'Running'

/**
 * The cells of one `kubectl get jobs -o wide` row; the first five are the
 * default columns (NAME, STATUS, COMPLETIONS, DURATION, AGE), the last three
 * the `-o wide` ones (CONTAINERS, IMAGES, SELECTOR).
 *
 * @example
 * const row: JobColumns = jobColumns(job, '2026-01-01T00:10:00Z')
 * row.completions // '1/3'
 */
export interface JobColumns {
  readonly name: string
  readonly status: KubectlJobStatus
  readonly completions: string
  readonly duration: string
  readonly age: string
  readonly containers: string
  readonly images: string
  readonly selector: string
  /** Why the `profile` option was refused (the row is then empty), when it was. */
  readonly profileErrors?: FieldError[]
}

/**
 * Options of {@link jobColumns}: the cluster profile whose printer answers.
 *
 * @example
 * const o: JobColumnsOptions = { profile: { kubernetesVersion: '1.37' } }
 */
export interface JobColumnsOptions {
  readonly profile?: ClusterProfile
}

const EMPTY_ROW: JobColumns = {
  name: '',
  status: 'Running',
  completions: '0/1',
  duration: '',
  age: '<unknown>',
  containers: '',
  images: '',
  selector: '',
}

/** Go's `time.Duration` range, in milliseconds: `time.Sub` saturates there. */
const MAX_DURATION_MS = 9_223_372_036_854
const MINUTE = 60_000
const HOUR = 3_600_000

/** `humanDuration` before the boundary guard. */
const humanDurationUnguarded = (ms: number): string => {
  if (typeof ms !== 'number' || Number.isNaN(ms)) return '<invalid>'
  const d = Math.max(-MAX_DURATION_MS, Math.min(MAX_DURATION_MS, ms))
  const seconds = Math.trunc(d / 1000)
  if (seconds < -1) return '<invalid>'
  if (seconds < 0) return '0s'
  if (seconds < 120) return `${seconds}s`
  const minutes = Math.floor(d / MINUTE)
  if (minutes < 10) {
    const s = seconds % 60
    return s === 0 ? `${minutes}m` : `${minutes}m${s}s`
  }
  if (minutes < 180) return `${minutes}m`
  const hours = Math.floor(d / HOUR)
  if (hours < 8) {
    const m = minutes % 60
    return m === 0 ? `${hours}h` : `${hours}h${m}m`
  }
  if (hours < 48) return `${hours}h`
  const days = Math.floor(hours / 24)
  if (hours < 24 * 8) {
    const h = hours % 24
    return h === 0 ? `${days}d` : `${days}d${h}h`
  }
  if (hours < 24 * 365 * 2) return `${days}d`
  const years = Math.floor(days / 365)
  if (hours < 24 * 365 * 8) {
    const dy = days % 365
    return dy === 0 ? `${years}y` : `${years}y${dy}d`
  }
  return `${years}y`
}

/**
 * The Job as the table printer reads it: decoded once into the typed batch/v1
 * model, with timestamps as given (Go's decoded `time.Time`: fractions kept,
 * a `*metav1.Time` set to the zero time still set). `Date`s count as the API
 * server stores them (whole seconds). A field the decoder rejects (wrong JSON
 * type, a timestamp Go cannot parse, an int32 out of range) reads as unset;
 * the rest of the Job is read as decoded. Not an object at all: the empty Job.
 */
const decodeJob = (job: unknown): Job =>
  decodeStruct(JobSchema, jobWithoutDates(job), { unknownFields: 'ignore', times: 'given' }).value

/** `hasJobCondition`: the first condition of the type decides. */
const hasCondition = (conditions: readonly JobCondition[] | undefined, type: string): boolean => {
  for (const c of conditions ?? []) if (c.type === type) return c.status === 'True'
  return false
}

/** The STATUS cell of a decoded Job (`rules`: the profile's, ./profile-rules). */
const statusOf = (job: Job, rules: ControllerRules = DEFAULT_CONTROLLER_RULES): KubectlJobStatus => {
  const conditions = job.status.conditions
  if (hasCondition(conditions, 'Complete')) return 'Complete'
  if (hasCondition(conditions, 'Failed')) return 'Failed'
  if (job.metadata.deletionTimestamp !== undefined) return 'Terminating'
  if (hasCondition(conditions, 'Suspended')) return 'Suspended'
  if (hasCondition(conditions, 'FailureTarget')) return 'FailureTarget'
  if (rules.printsSuccessCriteriaMet && hasCondition(conditions, 'SuccessCriteriaMet')) return 'SuccessCriteriaMet'
  return 'Running'
}

/** `kubectlJobStatus` before the boundary guard. */
const kubectlJobStatusUnguarded = (job: JobInput): KubectlJobStatus => statusOf(decodeJob(job))

const completionsCell = (job: Job): string => {
  const succeeded = job.status.succeeded
  const completions = job.spec.completions
  if (completions !== undefined) return `${succeeded}/${completions}`
  const parallelism = job.spec.parallelism ?? 0
  return parallelism > 1 ? `${succeeded}/1 of ${parallelism}` : `${succeeded}/1`
}

/** Milliseconds of a decoded timestamp, or `undefined` when unset. */
const timeOf = (x: string | undefined): number | undefined => (x === undefined ? undefined : parseTime(x))

/** Go's zero `time.Time` (0001-01-01T00:00:00Z), in milliseconds since the epoch. */
const GO_ZERO_TIME_MS = -62_135_596_800_000

const durationCell = (job: Job, now: number | undefined): string => {
  const start = timeOf(job.status.startTime)
  if (start === undefined) return ''
  const completion = timeOf(job.status.completionTime)
  if (completion !== undefined) return humanDurationUnguarded(completion - start)
  return now === undefined ? '<unknown>' : humanDurationUnguarded(now - start)
}

const ageCell = (job: Job, now: number | undefined): string => {
  const created = timeOf(job.metadata.creationTimestamp)
  if (created === undefined || created === GO_ZERO_TIME_MS || now === undefined) return '<unknown>'
  return humanDurationUnguarded(now - created)
}

/** `jobColumns` before the boundary guard. */
const jobColumnsUnguarded = (jobInput: JobInput, now: string, options?: JobColumnsOptions): JobColumns => {
  const profile = resolveProfile(optionOf(options, 'profile'))
  if (E.isLeft(profile)) return { ...EMPTY_ROW, profileErrors: profile.left }
  const job = decodeJob(jobInput)
  const nowMs = typeof now === 'string' ? parseTime(now) : undefined
  const containers = job.spec.template.spec.containers ?? []
  return {
    name: job.metadata.name,
    status: statusOf(job, controllerRules(profile.right)),
    completions: completionsCell(job),
    duration: durationCell(job, nowMs),
    age: ageCell(job, nowMs),
    containers: containers.map((c) => c.name).join(','),
    images: containers.map((c) => c.image).join(','),
    selector: formatLabelSelector(job.spec.selector as LabelSelector | undefined),
  }
}

/**
 * The row `kubectl get jobs -o wide` prints for a Job at time `now` (RFC
 * 3339), as the API server's table printer computes it:
 *
 * - `status`: {@link kubectlJobStatus}.
 * - `completions`: `succeeded/completions` (`1/3`); without
 *   `spec.completions`, `succeeded/1`, or `succeeded/1 of parallelism` when
 *   `spec.parallelism` is above 1.
 * - `duration`: empty before `status.startTime`; then
 *   {@link humanDuration} of `completionTime − startTime`, or of
 *   `now − startTime` while there is no `completionTime`.
 * - `age`: {@link humanDuration} of `now − creationTimestamp`; `<unknown>`
 *   without one.
 * - `containers`, `images`: the template's container names and images,
 *   comma-separated; `selector`: `formatLabelSelector(spec.selector)`.
 *
 * The Job is decoded once into the typed batch/v1 model, as Go's decoder
 * reads it (no defaulting), and the cells are read from the model.
 * Timestamps count to the millisecond, as given (a `Date` as the API server
 * stores it, whole seconds). The function is total: a field the decoder
 * rejects (a value of the wrong JSON type, a timestamp Go cannot parse, an
 * int32 out of range) reads as absent while the rest of the Job is read as
 * decoded, a value that is not a Job object at all reads as the empty Job
 * (`status: 'Running'`, `completions: '0/1'`, `age: '<unknown>'`), and a
 * `now` that is not RFC 3339 makes the clock-relative cells `<unknown>`.
 *
 * `options.profile`: the cluster whose printer answers (default 1.37); the
 * rows that differ between minors are rules in ./profile-rules.ts (a 1.33
 * server prints no `SuccessCriteriaMet` status). An invalid profile yields
 * the empty row with `profileErrors`.
 *
 * @example
 * jobColumns({ apiVersion: 'batch/v1', kind: 'Job',
 *   metadata: { name: 'pi', creationTimestamp: '2026-01-01T00:00:00Z' },
 *   spec: { completions: 3, template: { spec: { containers: [{ name: 'pi', image: 'perl' }] } },
 *     selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': 'u-1' } } },
 *   status: { succeeded: 1, startTime: '2026-01-01T00:00:02Z' } }, '2026-01-01T00:03:00Z')
 * //=> { name: 'pi', status: 'Running', completions: '1/3', duration: '2m58s', age: '3m',
 * //     containers: 'pi', images: 'perl', selector: 'batch.kubernetes.io/controller-uid=u-1' }
 */
export const jobColumns = /* @__PURE__ */ guarded((): JobColumns => EMPTY_ROW, jobColumnsUnguarded)

/**
 * The STATUS cell of `kubectl get jobs`, first matching row wins (a
 * condition counts when the first condition of its type has status `True`):
 *
 * | status | when |
 * | --- | --- |
 * | `Complete` | `Complete=True` |
 * | `Failed` | `Failed=True` |
 * | `Terminating` | `metadata.deletionTimestamp` is set |
 * | `Suspended` | `Suspended=True` |
 * | `FailureTarget` | `FailureTarget=True` |
 * | `SuccessCriteriaMet` | `SuccessCriteriaMet=True` |
 * | `Running` | otherwise, including a Job not started yet |
 *
 * The Job is decoded as {@link jobColumns} decodes it: a field the decoder
 * rejects reads as absent (a `deletionTimestamp` Go cannot parse is not
 * set), and a value that is not a Job object reads as `Running`.
 *
 * How this maps onto {@link jobPhase}: `Complete`, `Failed` and `Suspended`
 * mean the same in both, except that `jobPhase` also calls a Job created with
 * `spec.suspend: true` and not yet synced `Suspended` (kubectl: `Running`
 * until the controller writes the condition). `FailureTarget` and
 * `SuccessCriteriaMet` are `jobPhase`'s `Running` (finishing, pods may still
 * terminate). `Running` is `jobPhase`'s `Running`, or `Pending` when the Job
 * has no `status.startTime`. `Terminating` has no phase: `jobPhase` ignores
 * deletion and reports the phase underneath.
 *
 * @example
 * kubectlJobStatus({ apiVersion: 'batch/v1', kind: 'Job', spec: { template: {} } })  //=> 'Running'
 * kubectlJobStatus({ apiVersion: 'batch/v1', kind: 'Job', spec: { template: {} },
 *   status: { conditions: [{ type: 'FailureTarget', status: 'True' }] } })            //=> 'FailureTarget'
 */
export const kubectlJobStatus = /* @__PURE__ */ guarded((): KubectlJobStatus => 'Running', kubectlJobStatusUnguarded)

/**
 * apimachinery `duration.HumanDuration`: a duration (in milliseconds) as
 * kubectl prints DURATION and AGE, with two to three significant figures:
 * `45s`, `119s`, `2m5s`, `12m`, `3h4m`, `2d3h`, `400d`, `3y20d`, `12y`.
 * Below −1 s it is `<invalid>`; between −1 s and 0, `0s`.
 *
 * @example
 * humanDuration(125_000)        //=> '2m5s'
 * humanDuration(3 * 3_600_000)  //=> '3h'
 * humanDuration(-2_000)         //=> '<invalid>'
 */
export const humanDuration = /* @__PURE__ */ guarded(() => '<invalid>', humanDurationUnguarded)
