/**
 * batch/v1 CronJobs as clients send them, for cronjob.create and
 * cronjob.update: every field family of the CronJob spec (schedules valid
 * and broken, `TZ=` prefixes, time zones the server has and lacks,
 * concurrency policies, deadlines, history limits, suspend, names around
 * the 52-character limit) around a Job template built from the Job
 * generators (pod templates, Job spec shapes, template labels, a selector
 * or `manualSelector` the template may not have), and the request text
 * (wrong JSON types, unknown and duplicate fields, broken bodies).
 */
import fc from 'fast-check'
import { profileArb } from './profile'
import { annotations, anyLabels, jobName, mostly, podTemplate, specShape, type Json, type JsonObject } from './jobs'
import { brokenBody, renderJson, setPath, type Path, type TextEdit } from './request-text'
import { longName, timestamp, uid } from './text'
import type { JobCreateRequest, JobUpdateRequest } from './job-requests'
import { containerVariantTemplates, sweepTemplates } from './pod-families'
import { METADATA_EDITS, storedMetadata } from './metadata-edits'
import { editedBy, fieldValidation, fixedCreateRequest, nameSuffix, updateRequestOf, type Edit } from './request-parts'

export const VALID_SCHEDULES = [
  '*/5 * * * *',
  '0 3 * * *',
  '30 2 1 * *',
  '0 0 * * MON-FRI',
  '0 */2 * * *',
  '15,45 * * * ?',
  '0 9-17/2 * jan,jul sun',
  '59 23 31 2 *',
  '@daily',
  '@hourly',
  '@yearly',
  '@annually',
  '@monthly',
  '@weekly',
  '@midnight',
  '@every 1h',
  '@every 90s',
  '@every 500ms',
  '* * * * *',
] as const
export const BROKEN_SCHEDULES = [
  '61 25 * * *',
  '* * * *',
  '* * * * * *',
  '0 0 * * 8',
  '*/0 * * * *',
  '1- * * * *',
  '5-1 * * * *',
  'foo',
  '@every -1s',
  '@every 1x',
  '@yearly x',
  '@fortnightly',
  'TZ=UTC 0 * * * *',
  'CRON_TZ=Europe/Berlin 0 3 * * *',
  'TZ=Mars/Olympus 0 * * * *',
  'TZ=UTC',
  '0 0 0 * *',
  '0 0 * 13 *',
  '0 0 * feb-jan *',
  ' ',
] as const
const ZONES = [
  'Etc/UTC',
  'UTC',
  'Europe/Berlin',
  'America/New_York',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'America/Argentina/Buenos_Aires',
  'EST5EDT',
  'GMT+0',
  'Asia/Calcutta',
  'US/Pacific',
] as const
const BAD_ZONES = [
  'Local',
  'local',
  '',
  'Mars/Olympus',
  'Europe/Berlin/',
  '../etc/passwd',
  'Europe//Berlin',
  '-Europe',
  'Abcdefghijklmno',
  'Europe/Ber lin',
  'US/Pacific-New',
  'europe/berlin',
  'utc',
] as const

export const schedule: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...VALID_SCHEDULES) },
  { weight: 3, arbitrary: fc.constantFrom(...BROKEN_SCHEDULES) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: -1, max: 61 }), fc.integer({ min: -1, max: 25 }), fc.integer({ min: 0, max: 32 }))
      .map(([m, h, d]) => `${m} ${h} ${d} * *`),
  },
)

const cronJobName = fc.oneof(
  { weight: 12, arbitrary: jobName },
  { weight: 2, arbitrary: fc.constantFrom(longName(52), longName(53), 'nightly-report', 'backup.daily') },
)

const optional = <T>(a: fc.Arbitrary<T>, freq = 2): fc.Arbitrary<T | null> => fc.option(a, { freq })

interface CronJobParts {
  readonly name: string | null
  readonly generateName: string | null
  readonly namespace: string | null
  readonly labels: JsonObject | null
  readonly annotations: JsonObject | null
  readonly schedule: string | null
  readonly timeZone: string | null
  readonly startingDeadlineSeconds: number | null
  readonly concurrencyPolicy: string | null
  readonly suspend: boolean | null
  readonly successfulJobsHistoryLimit: number | null
  readonly failedJobsHistoryLimit: number | null
  readonly templateLabels: JsonObject | null
  readonly templateAnnotations: JsonObject | null
  readonly jobSpec: JsonObject
  readonly podTemplate: JsonObject
  readonly selector: 'none' | 'selector' | 'manual' | 'manual-false'
}

const parts: fc.Arbitrary<CronJobParts> = fc.record({
  name: fc.option(cronJobName, { freq: 12 }),
  generateName: fc.option(fc.constantFrom('hello-', 'Bad_', longName(60)), { freq: 8 }),
  namespace: fc.option(mostly(fc.constantFrom('default'), fc.constantFrom('other', 'Bad_NS'), 8), { freq: 3 }),
  labels: optional(anyLabels, 3),
  annotations: optional(annotations, 4),
  schedule: fc.option(schedule, { freq: 20 }),
  timeZone: optional(mostly(fc.constantFrom(...ZONES), fc.constantFrom(...BAD_ZONES), 3), 2),
  startingDeadlineSeconds: optional(fc.constantFrom(200, 0, 10, -1, 9007199254740991), 3),
  concurrencyPolicy: optional(
    mostly(fc.constantFrom('Allow', 'Forbid', 'Replace'), fc.constantFrom('Sometimes', 'allow', ''), 6),
    2,
  ),
  suspend: optional(fc.boolean(), 3),
  successfulJobsHistoryLimit: optional(fc.constantFrom(0, 1, 3, 10, -1), 3),
  failedJobsHistoryLimit: optional(fc.constantFrom(0, 1, 5, -2), 3),
  templateLabels: optional(anyLabels, 3),
  templateAnnotations: optional(annotations, 5),
  jobSpec: specShape,
  podTemplate,
  selector: fc.oneof(
    { weight: 20, arbitrary: fc.constant('none' as const) },
    { weight: 1, arbitrary: fc.constantFrom('selector' as const, 'manual' as const, 'manual-false' as const) },
  ),
})

const set = (o: JsonObject, k: string, v: Json | null): void => {
  if (v !== null) o[k] = v
}

const build = (p: CronJobParts): JsonObject => {
  const metadata: JsonObject = {}
  set(metadata, 'name', p.name)
  set(metadata, 'generateName', p.generateName)
  set(metadata, 'namespace', p.namespace)
  set(metadata, 'labels', p.labels)
  set(metadata, 'annotations', p.annotations)
  const jobSpec: JsonObject = { ...structuredClone(p.jobSpec), template: structuredClone(p.podTemplate) as Json }
  if (p.selector === 'selector') jobSpec['selector'] = { matchLabels: { app: 'x' } }
  if (p.selector === 'manual') jobSpec['manualSelector'] = true
  if (p.selector === 'manual-false') jobSpec['manualSelector'] = false
  const jobTemplate: JsonObject = { spec: jobSpec }
  if (p.templateLabels !== null || p.templateAnnotations !== null) {
    const tm: JsonObject = {}
    set(tm, 'labels', p.templateLabels)
    set(tm, 'annotations', p.templateAnnotations)
    jobTemplate['metadata'] = tm
  }
  const spec: JsonObject = {}
  set(spec, 'schedule', p.schedule)
  set(spec, 'timeZone', p.timeZone)
  set(spec, 'startingDeadlineSeconds', p.startingDeadlineSeconds)
  set(spec, 'concurrencyPolicy', p.concurrencyPolicy)
  set(spec, 'suspend', p.suspend)
  set(spec, 'successfulJobsHistoryLimit', p.successfulJobsHistoryLimit)
  set(spec, 'failedJobsHistoryLimit', p.failedJobsHistoryLimit)
  spec['jobTemplate'] = jobTemplate
  return { apiVersion: 'batch/v1', kind: 'CronJob', metadata, spec }
}

/** CronJobs as clients send them on create. */
export const cronJobObject: fc.Arbitrary<JsonObject> = parts.map(build)

const SCALAR_PATHS: ReadonlyArray<Path> = [
  ['spec', 'schedule'],
  ['spec', 'timeZone'],
  ['spec', 'startingDeadlineSeconds'],
  ['spec', 'concurrencyPolicy'],
  ['spec', 'suspend'],
  ['spec', 'successfulJobsHistoryLimit'],
  ['spec', 'failedJobsHistoryLimit'],
  ['spec', 'jobTemplate'],
  ['spec', 'jobTemplate', 'spec'],
  ['spec', 'jobTemplate', 'metadata', 'labels'],
  ['spec', 'jobTemplate', 'spec', 'parallelism'],
  ['spec', 'jobTemplate', 'spec', 'template', 'spec', 'containers'],
  ['spec', 'jobTemplate', 'spec', 'template', 'spec', 'containers', 0, 'image'],
  ['metadata', 'name'],
  ['status', 'lastScheduleTime'],
  ['status', 'active'],
  ['kind'],
  ['spec'],
]
const WRONG_VALUES: readonly Json[] = [true, {}, 'x', 0, -1, 2 ** 53, [1], '', null]

const wrongType = (c: JsonObject): fc.Arbitrary<JsonObject> =>
  fc.tuple(fc.constantFrom(...SCALAR_PATHS), fc.constantFrom(...WRONG_VALUES)).map(([p, v]) => setPath(c, p, v))

const UNKNOWN: ReadonlyArray<readonly [Path, string]> = [
  [['spec'], 'scheduel'],
  [['spec'], 'Schedule'],
  [['spec'], 'template'],
  [['spec', 'jobTemplate'], 'template'],
  [['spec', 'jobTemplate', 'spec'], 'foo'],
  [['metadata'], 'labelz'],
  [[], 'status2'],
]
const DUPLICABLE: ReadonlyArray<Path> = [['spec', 'schedule'], ['spec', 'jobTemplate'], ['metadata', 'name'], ['kind']]

const textEdits = (c: JsonObject): fc.Arbitrary<TextEdit[]> =>
  fc
    .array(
      fc.oneof(
        fc
          .tuple(fc.constantFrom(...UNKNOWN), fc.constantFrom('1', '"x"', '{}', 'null'))
          .map(([[path, key], raw]): TextEdit => ({ kind: 'append', path, key, raw })),
        fc
          .tuple(fc.constantFrom(...DUPLICABLE), fc.constantFrom('"other"', '7', '{}', 'null'))
          .map(([path, raw]): TextEdit => ({ kind: 'append', path: path.slice(0, -1), key: String(path.at(-1)), raw })),
        fc
          .constantFrom('1.0', '1e2', '-0', '100000000000000000000')
          .map((raw): TextEdit => ({ kind: 'raw', path: ['spec'], key: 'startingDeadlineSeconds', raw })),
      ),
      { minLength: 1, maxLength: 3 },
    )
    // An edit only applies where its parent object exists in the body.
    .map((es) => es.filter((e) => e.path.every((_, i) => typeof pathIn(c, e.path.slice(0, i + 1)) === 'object')))

const pathIn = (v: Json, path: Path): Json | undefined => {
  let cur: Json | undefined = v
  for (const p of path) {
    if (cur === null || typeof cur !== 'object') return undefined
    cur = (cur as Record<string | number, Json>)[p as never]
  }
  return cur
}

const bodyText = (c: fc.Arbitrary<JsonObject>): fc.Arbitrary<string> =>
  c.chain((j) =>
    fc.oneof(
      { weight: 16, arbitrary: fc.constant(JSON.stringify(j)) },
      { weight: 2, arbitrary: wrongType(j).map((w) => JSON.stringify(w)) },
      { weight: 3, arbitrary: textEdits(j).map((es) => renderJson(j, es)) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(
            { ...j, apiVersion: 'batch/v1beta1' },
            { ...j, kind: 'Job' },
            { ...j, kind: 'CronJobList' },
            { ...j, apiVersion: 'batch/v2' },
            { ...j, kind: undefined as unknown as Json },
          )
          .map((x) => JSON.stringify(x)),
      },
      { weight: 1, arbitrary: brokenBody(JSON.stringify(j)) },
    ),
  )

export const cronJobCreateRequest: fc.Arbitrary<JobCreateRequest> = fc.record({
  body: bodyText(cronJobObject),
  namespace: fc.oneof(
    { weight: 20, arbitrary: fc.constant('default') },
    { weight: 1, arbitrary: fc.constant('batch') },
  ),
  fieldValidation,
  uid,
  creationTimestamp: timestamp(0, 365 * 86400),
  nameSuffix,
  profile: profileArb,
})

/**
 * The live runs' CronJob sweep: each rule-family snippet (and its
 * init/ephemeral-container variants) once as the Job template of a plain
 * CronJob, so that the CronJob's defaulting and validation of the pod
 * template see every family, as job.create's sweep does for Jobs.
 */
export const sweepCronJobCreateRequests: readonly JobCreateRequest[] = [
  ...sweepTemplates,
  ...containerVariantTemplates,
].map((template) =>
  fixedCreateRequest(
    JSON.stringify({
      apiVersion: 'batch/v1',
      kind: 'CronJob',
      metadata: { name: 'sweep' },
      spec: { schedule: '*/5 * * * *', jobTemplate: { spec: { template } } },
    }),
  ),
)

// ---------------------------------------------------------------------------
// update: a stored CronJob and an edited copy
// ---------------------------------------------------------------------------

const SAFE_QUANTITY = /^[0-9]+(\.[0-9]+)?(m|k|M|G|Ki|Mi|Gi)?$/

const sanitizeQuantities = (v: JsonObject): JsonObject => {
  const walk = (x: Json, under: boolean): Json => {
    if (Array.isArray(x)) return x.map((y) => walk(y, under))
    if (x !== null && typeof x === 'object') {
      const out: JsonObject = {}
      for (const [k, y] of Object.entries(x)) out[k] = walk(y, under || k === 'resources' || k === 'overhead')
      return out
    }
    return under && typeof x === 'string' && !SAFE_QUANTITY.test(x) ? '100m' : x
  }
  return walk(v, false) as JsonObject
}

const storedCronJob: fc.Arbitrary<JsonObject> = fc
  .tuple(
    cronJobObject,
    uid,
    fc.integer({ min: 1, max: 99999 }),
    timestamp(0, 86400),
    fc.constantFrom('default', 'batch'),
    fc.constantFrom<Json>(
      null,
      { lastScheduleTime: '2026-01-01T00:05:00Z' },
      {
        active: [{ kind: 'Job', namespace: 'default', name: 'hello-29000000', uid: 'j-1', apiVersion: 'batch/v1' }],
        lastScheduleTime: '2026-01-01T00:05:00Z',
        lastSuccessfulTime: '2026-01-01T00:04:00Z',
      },
    ),
    fc.constantFrom('*/5 * * * *', '@daily', 'TZ=UTC 0 * * * *', '0 3 * * *'),
  )
  .map(([c, u, rv, ts, ns, status, sched]) => {
    const out = sanitizeQuantities(structuredClone(c))
    const metadata = (out['metadata'] ?? {}) as JsonObject
    const name = typeof metadata['name'] === 'string' && metadata['name'] !== '' ? metadata['name'] : 'hello'
    const spec = out['spec'] as JsonObject
    spec['schedule'] = sched
    out['metadata'] = {
      ...metadata,
      name,
      namespace: ns,
      uid: u,
      resourceVersion: String(rv),
      creationTimestamp: ts,
      generation: 1,
    }
    delete (out['metadata'] as JsonObject)['generateName']
    if (status !== null) out['status'] = status
    return out
  })
  .chain((j) => storedMetadata(j['metadata'] as JsonObject).map((metadata) => ({ ...j, metadata })))

const specEdit =
  (field: string, values: readonly Json[]): Edit =>
  (s) =>
    fc.constantFrom(...values).map((v) => setPath(s, ['spec', field], v))

const EDITS: ReadonlyArray<readonly [number, Edit]> = [
  [3, (s) => fc.constant(s)],
  [3, (s) => schedule.map((v) => setPath(s, ['spec', 'schedule'], v))],
  [2, specEdit('timeZone', ['Europe/Berlin', 'Local', '', null, 'Mars/Olympus'])],
  [2, specEdit('concurrencyPolicy', ['Forbid', 'Replace', 'Sometimes', ''])],
  [2, specEdit('suspend', [true, false, null])],
  [1, specEdit('startingDeadlineSeconds', [100, -5, null])],
  [1, specEdit('successfulJobsHistoryLimit', [0, 5, -1])],
  [1, specEdit('failedJobsHistoryLimit', [0, 2, -1])],
  [2, (s) => podTemplate.map((t) => setPath(s, ['spec', 'jobTemplate', 'spec', 'template'], t))],
  [
    1,
    (s) =>
      specShape.map((j) => setPath(s, ['spec', 'jobTemplate', 'spec', 'parallelism'], (j['parallelism'] ?? 2) as Json)),
  ],
  [
    1,
    (s) =>
      fc
        .constantFrom<Json>({ app: 'x' }, { '-bad': 'x' })
        .map((l) => setPath(s, ['spec', 'jobTemplate', 'metadata', 'labels'], l)),
  ],
  [
    2,
    (s) => fc.constantFrom<Json>({ app: 'edited' }, { '-bad': 'x' }).map((l) => setPath(s, ['metadata', 'labels'], l)),
  ],
  [2, (s) => fc.constantFrom<Json>('other-uid', '').map((u) => setPath(s, ['metadata', 'uid'], u))],
  [
    2,
    (s) =>
      fc.constantFrom<Json>('1', '', '0', 'abc', '999999').map((rv) => setPath(s, ['metadata', 'resourceVersion'], rv)),
  ],
  [1, (s) => fc.constantFrom<Json>('renamed', 'Bad_Name').map((n) => setPath(s, ['metadata', 'name'], n))],
  [
    1,
    (s) =>
      fc.constantFrom<Json>({ lastScheduleTime: '2026-02-01T00:00:00Z' }, {}).map((st) => setPath(s, ['status'], st)),
  ],
  [1, (s) => fc.constantFrom<Json>(5, 2).map((g) => setPath(s, ['metadata', 'generation'], g))],
  ...METADATA_EDITS,
]

const edited = editedBy(EDITS)

export const cronJobUpdateRequest: fc.Arbitrary<JobUpdateRequest> = storedCronJob.chain((stored) =>
  updateRequestOf(stored, bodyText(edited(stored))),
)
