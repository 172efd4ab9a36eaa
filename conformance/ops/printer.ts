/**
 * OpSpec for the oracle op `printer.job`: the row of `kubectl get jobs -o wide`
 * (the API server's printJob) against `jobColumns`.
 *
 * Inputs are batch/v1 Jobs the Go decoder accepts, with whole-second
 * timestamps (the oracle moves them onto its clock, exact only to the
 * second), biased towards the boundaries of HumanDuration, every STATUS rule
 * (first condition of a type wins, deletion, suspension, interim
 * conditions), COMPLETIONS with and without `completions` and `parallelism`,
 * container names and images with commas, and selectors that print `<error>`.
 */
import fc from 'fast-check'
import { jobColumns, type JobColumns } from '../../src/controller/job-columns'
import type { Job } from '../../src/job/types'
import type { OpSpec } from '../harness/op-spec'
import { binaryString } from '../generators/text'

/** Input of `printer.job`. */
export interface PrinterJobInput {
  readonly job: Record<string, unknown>
  readonly now: string
  /** Only in a minor run (harness/minor.ts): the minor whose printer answers. */
  readonly profile?: { readonly kubernetesVersion?: string; readonly allowPrivileged?: boolean }
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const YEAR = 365 * DAY

/** Seconds since the epoch of 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z. */
const MIN_SECONDS = -62_135_596_800
const MAX_SECONDS = 253_402_300_799

const pad = (n: number, w: number): string => String(n).padStart(w, '0')

/** RFC 3339 text of whole seconds since the epoch, in the given UTC offset (minutes). */
export const rfc3339 = (seconds: number, offsetMinutes: number): string => {
  const local = new Date((seconds + offsetMinutes * 60) * SECOND)
  const y = local.getUTCFullYear()
  const base =
    `${pad(y, 4)}-${pad(local.getUTCMonth() + 1, 2)}-${pad(local.getUTCDate(), 2)}T` +
    `${pad(local.getUTCHours(), 2)}:${pad(local.getUTCMinutes(), 2)}:${pad(local.getUTCSeconds(), 2)}`
  if (offsetMinutes === 0) return `${base}Z`
  const a = Math.abs(offsetMinutes)
  return `${base}${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(a / 60), 2)}:${pad(a % 60, 2)}`
}

/** Every boundary of HumanDuration, in milliseconds, and a second either side. */
const BOUNDARIES = [0, 2 * MINUTE, 10 * MINUTE, 3 * HOUR, 8 * HOUR, 48 * HOUR, 8 * DAY, 2 * YEAR, 8 * YEAR, 292 * YEAR]
const boundaryOffset = fc
  .tuple(fc.constantFrom(...BOUNDARIES), fc.integer({ min: -2, max: 2 }))
  .map(([b, s]) => b + s * SECOND)

/** An elapsed time in whole seconds (ms), from "in the future" to centuries. */
const elapsed: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: boundaryOffset },
  { weight: 2, arbitrary: fc.integer({ min: -5, max: 200 }).map((s) => s * SECOND) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 12 * 60 }).map((m) => m * MINUTE + (m % 7) * SECOND) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 24 * 400 }).map((h) => h * HOUR + (h % 5) * MINUTE) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 3000 }).map((d) => d * DAY + (d % 3) * HOUR) },
  { weight: 1, arbitrary: fc.integer({ min: -400 * 24, max: -1 }).map((h) => h * HOUR) },
  { weight: 1, arbitrary: fc.integer({ min: -9000, max: 9000 }).map((y) => y * YEAR + (y % 11) * DAY) },
)

const offsetMinutes = fc.oneof(
  { weight: 6, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.constantFrom(60, -300, 330, 345, -570, 840, -720) },
)

/** A timestamp `elapsedMs` before `nowSeconds`, kept inside years 1..9999. */
const before = (nowSeconds: number, elapsedMs: number, offset: number): string => {
  const s = Math.min(MAX_SECONDS - 86_400, Math.max(MIN_SECONDS + 86_400, nowSeconds - elapsedMs / SECOND))
  return rfc3339(s, offset)
}

const CONDITION_TYPES = ['Complete', 'Failed', 'Suspended', 'FailureTarget', 'SuccessCriteriaMet', 'Custom'] as const
const condition = fc.record(
  {
    type: fc.constantFrom(...CONDITION_TYPES),
    status: fc.oneof(
      { weight: 3, arbitrary: fc.constant('True') },
      { weight: 2, arbitrary: fc.constantFrom('False', 'Unknown', 'true', '') },
    ),
    reason: fc.constantFrom('BackoffLimitExceeded', 'CompletionsReached', 'JobSuspended', 'PodFailurePolicy'),
  },
  { requiredKeys: ['type', 'status'] },
)

const INT32_MAX = 2_147_483_647
const int32 = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 0, max: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 100, 10_000, INT32_MAX, -INT32_MAX - 1) },
)

const shortText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('pi', 'main', 'sidecar', 'worker-1', 'perl:5.34.0', 'busybox', 'a,b', '') },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: binaryString({ maxLength: 6 }) },
)
const container = fc.record({ name: shortText, image: shortText }, { requiredKeys: [] })

const labelKey = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom('app', 'batch.kubernetes.io/controller-uid', 'tier', 'env') },
  { weight: 1, arbitrary: fc.constantFrom('a/b/c', '-bad', 'x'.repeat(64)) },
)
const labelValue = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom('web', 'u-1', '', 'prod', 'a.b') },
  { weight: 1, arbitrary: fc.constantFrom('v 1', '-x') },
)
const selector = fc.oneof(
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constant({}) },
  {
    weight: 4,
    arbitrary: fc.record(
      {
        matchLabels: fc.dictionary(labelKey, labelValue, { maxKeys: 3 }),
        matchExpressions: fc.array(
          fc.record(
            {
              key: labelKey,
              operator: fc.oneof(
                { weight: 9, arbitrary: fc.constantFrom('In', 'NotIn', 'Exists', 'DoesNotExist') },
                { weight: 1, arbitrary: fc.constantFrom('in', 'Gt') },
              ),
              values: fc.array(labelValue, { maxLength: 3 }),
            },
            { requiredKeys: ['key', 'operator'] },
          ),
          { maxLength: 2 },
        ),
      },
      { requiredKeys: [] },
    ),
  },
)

/** `a` in `percent` of the cases, else `undefined`. */
const sometimes = <T>(a: fc.Arbitrary<T>, percent: number): fc.Arbitrary<T | undefined> =>
  fc.oneof({ weight: 100 - percent, arbitrary: fc.constant(undefined) }, { weight: percent, arbitrary: a })

const defined = (o: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined))

/** A batch/v1 Job the Go decoder accepts, and a `now`, both with whole-second times. */
export const printerJobInput: fc.Arbitrary<PrinterJobInput> = fc
  .record({
    nowSeconds: fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: 1_500_000_000, max: 2_100_000_000 }) },
      { weight: 1, arbitrary: fc.integer({ min: MIN_SECONDS + 86_400, max: MAX_SECONDS - 86_400 }) },
    ),
    nowOffset: offsetMinutes,
    name: fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom('pi', 'nightly-backup-29000000', '') },
      { weight: 1, arbitrary: fc.string() },
    ),
    created: fc.oneof(
      { weight: 8, arbitrary: fc.tuple(elapsed, offsetMinutes).map(([e, o]) => ({ e, o })) },
      { weight: 1, arbitrary: fc.constantFrom<'absent' | 'null' | 'zero'>('absent', 'null', 'zero') },
    ),
    started: sometimes(fc.tuple(elapsed, offsetMinutes), 60),
    startZero: fc.boolean(),
    completedAfter: sometimes(
      fc.oneof(
        elapsed,
        fc.integer({ min: -3, max: 3 }).map((s) => s * SECOND),
      ),
      40,
    ),
    deleted: sometimes(fc.oneof(fc.constant(null), elapsed), 15),
    conditions: sometimes(fc.array(condition, { maxLength: 4 }), 60),
    succeeded: sometimes(int32, 70),
    completions: sometimes(fc.oneof(int32, fc.constant(null)), 60),
    parallelism: sometimes(fc.oneof(int32, fc.constant(null)), 50),
    suspend: sometimes(fc.boolean(), 20),
    containers: sometimes(fc.array(container, { maxLength: 3 }), 85),
    selector: sometimes(selector, 60),
  })
  .map((r): PrinterJobInput => {
    const now = rfc3339(r.nowSeconds, r.nowOffset)
    const metadata: Record<string, unknown> = { name: r.name }
    if (r.created === 'null') metadata['creationTimestamp'] = null
    else if (r.created === 'zero') metadata['creationTimestamp'] = '0001-01-01T00:00:00Z'
    else if (r.created !== 'absent') metadata['creationTimestamp'] = before(r.nowSeconds, r.created.e, r.created.o)
    if (r.deleted === null) metadata['deletionTimestamp'] = null
    else if (r.deleted !== undefined) metadata['deletionTimestamp'] = before(r.nowSeconds, r.deleted, 0)
    const status: Record<string, unknown> = defined({ succeeded: r.succeeded, conditions: r.conditions })
    if (r.started !== undefined) {
      const [e, o] = r.started
      const start = r.startZero && e % 3 === 0 ? '0001-01-01T00:00:00Z' : before(r.nowSeconds, e, o)
      status['startTime'] = start
      if (r.completedAfter !== undefined) {
        const startSeconds = Date.parse(start) / SECOND
        status['completionTime'] = before(startSeconds, -r.completedAfter, 0)
      }
    }
    const spec = defined({
      completions: r.completions,
      parallelism: r.parallelism,
      suspend: r.suspend,
      selector: r.selector,
      template: r.containers === undefined ? {} : { spec: { containers: r.containers } },
    })
    return { now, job: { apiVersion: 'batch/v1', kind: 'Job', metadata, spec, status } }
  })

export const printerJob: OpSpec<PrinterJobInput, JobColumns> = {
  op: 'printer.job',
  arbitrary: printerJobInput,
  record: 2000,
  library: (input) =>
    jobColumns(input.job as unknown as Job, input.now, input.profile === undefined ? {} : { profile: input.profile }),
  versioned: 'profile',
}
