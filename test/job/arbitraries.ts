/**
 * fast-check arbitraries for Jobs, derived from the schema tables the wire
 * decoder reads (the `generated` schema files and `src/job/v1beta1-schema.ts`):
 * `arbitraryFromSchema` generates JSON that the real decoder reads without
 * an issue and the encoder writes back as it was (canonical quantities,
 * times and durations), plus hand-built generators for *valid* create
 * inputs. Exported for reuse by the validation and controller tests.
 */
import fc from 'fast-check'
import { ContainerSchema } from '../../src/core/generated/container-schema'
import { ObjectMetaSchema } from '../../src/core/generated/meta-schema'
import { PodSpecSchema } from '../../src/core/generated/pod-schema'
import { MAX_INT32, MIN_INT32 } from '../../src/job/constants'
import { JobSchema, JobSpecSchema } from '../../src/job/generated/batch-schema'
import type { Job, JobV1beta1 } from '../../src/job/types'
import { JobSpecV1beta1Schema, JobV1beta1Schema } from '../../src/job/v1beta1-schema'
import type { Kind, ScalarKind, StructSchema } from '../../src/wire/schema'

/** Builds an object from entries, keeping `__proto__` an own data property. */
export const objectFromEntries = (entries: ReadonlyArray<readonly [string, unknown]>): Record<string, unknown> => {
  const o: Record<string, unknown> = {}
  for (const [k, v] of entries) {
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true })
  }
  return o
}

/** Keys that trip naive map handling. */
export const trickyKeys = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'] as const

/** Label-ish keys: short names, prefixed names, the system keys and tricky keys. */
export const labelKeyArb: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/),
  fc.stringMatching(/^[a-z]{1,5}\.io\/[a-z][a-z0-9-]{0,5}[a-z0-9]$/),
  fc.constantFrom('job-name', 'controller-uid', 'batch.kubernetes.io/job-name', 'batch.kubernetes.io/controller-uid'),
  fc.constantFrom(...trickyKeys),
)

/** A string→string map with {@link labelKeyArb} keys. */
export const stringMapArb = (valueArb: fc.Arbitrary<string> = fc.string({ maxLength: 8 })) =>
  fc.uniqueArray(fc.tuple(labelKeyArb, valueArb), { maxLength: 4, selector: ([k]) => k }).map(objectFromEntries)

/** JSON values for unknown fields. */
const extraValueArb: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 2 })

/** Unknown-field names (never a known field of the struct they are added to). */
const extraKeyArb = fc.oneof(fc.stringMatching(/^x[A-Za-z]{0,6}$/), fc.constantFrom('__proto__', 'constructor'))

export interface SchemaArbOptions {
  /** Add unknown fields to objects (default true). */
  readonly extras?: boolean
  /** Use `null` for pointers, slices and maps sometimes (default true). */
  readonly nulls?: boolean
  /** Per struct schema, the only fields generated (the rest of a large struct, e.g. the pod spec, stays absent). */
  readonly only?: ReadonlyMap<StructSchema, readonly string[]>
  /** Per struct schema, the fields always generated (never `null`). */
  readonly required?: ReadonlyMap<StructSchema, readonly string[]>
}

/** Scalars the decoder reads without an issue and the encoder writes back unchanged. */
const scalarArb = (k: ScalarKind): fc.Arbitrary<unknown> => {
  switch (k) {
    case 'string':
      return fc.string({ maxLength: 8 })
    case 'bool':
      return fc.boolean()
    case 'int32':
      return fc.oneof(fc.integer({ min: -3, max: 10 }), fc.integer({ min: MIN_INT32, max: MAX_INT32 }))
    case 'int64':
      return fc.oneof(fc.integer({ min: -3, max: 100 }), fc.maxSafeInteger())
    case 'uint32':
    case 'uint64':
    case 'float64':
      return fc.integer({ min: 0, max: 100 })
    case 'quantity':
      return fc.constantFrom('1', '100m', '2Gi', '500Mi')
    case 'intOrString':
      return fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom('http', '50%'))
    case 'time':
      return fc
        .integer({ min: 0, max: 4_102_444_800 })
        .map((s) => new Date(s * 1000).toISOString().replace(/\.000Z$/, 'Z'))
    case 'microTime':
      return fc.constant('2026-01-02T03:04:05.000000Z')
    case 'duration':
      return fc.constantFrom('1s', '1m0s')
    case 'bytes':
      return fc.constantFrom('', 'YQ==')
    case 'raw':
      return fc.jsonValue({ maxDepth: 1 })
  }
}

/**
 * An arbitrary of JSON values the wire decoder reads into `schema`'s model
 * without an issue: every field optional, `null` only where Go has a
 * pointer, slice or map, unknown fields (`x…`, `__proto__`, `constructor`)
 * now and then.
 */
export const arbitraryFromSchema = (
  schema: StructSchema,
  options: SchemaArbOptions = {},
  fixed: Readonly<Record<string, unknown>> = {},
): fc.Arbitrary<Record<string, unknown>> => {
  const extras = options.extras ?? true
  const nulls = options.nulls ?? true
  const cache = new Map<StructSchema, fc.Arbitrary<Record<string, unknown>>>()
  const value = (kind: Kind, required = false): fc.Arbitrary<unknown> => {
    const v =
      kind.k === 'struct'
        ? struct(kind.struct())
        : kind.k === 'slice'
          ? fc.array(value(kind.elem), { maxLength: 2 })
          : kind.k === 'map'
            ? kind.elem.k === 'string'
              ? stringMapArb()
              : fc
                  .uniqueArray(fc.tuple(labelKeyArb, value(kind.elem)), { maxLength: 2, selector: ([k]) => k })
                  .map(objectFromEntries)
            : scalarArb(kind.k)
    const nullable = nulls && !required && (kind.pointer || kind.k === 'slice' || kind.k === 'map')
    return nullable ? fc.oneof({ weight: 4, arbitrary: v }, { weight: 1, arbitrary: fc.constant(null) }) : v
  }
  const struct = (
    s: StructSchema,
    pinned: Readonly<Record<string, unknown>> = {},
  ): fc.Arbitrary<Record<string, unknown>> => {
    const cached = cache.get(s)
    if (cached !== undefined && Object.keys(pinned).length === 0) return cached
    const only = options.only?.get(s)
    const fields = s.fields.filter(
      (f) => (only === undefined || only.includes(f.json)) && !Object.hasOwn(pinned, f.json),
    )
    const names = s.fields.map((f) => f.json)
    const required = options.required?.get(s) ?? []
    const fieldArbs = fields.map((f) =>
      required.includes(f.json)
        ? value(f.kind, true).map((v) => [[f.json, v] as const])
        : fc
            .option(value(f.kind), { nil: undefined, freq: 2 })
            .map((v) => (v === undefined ? [] : [[f.json, v] as const])),
    )
    const extraArb = extras
      ? fc.uniqueArray(fc.tuple(extraKeyArb, extraValueArb), { maxLength: 2, selector: ([k]) => k })
      : fc.constant([] as Array<[string, unknown]>)
    const arb = fc
      .tuple(fc.tuple(...fieldArbs), extraArb)
      .map(([fs, extra]) =>
        objectFromEntries([...Object.entries(pinned), ...fs.flat(), ...extra.filter(([k]) => !names.includes(k))]),
      )
    if (Object.keys(pinned).length === 0) cache.set(s, arb)
    return arb
  }
  return struct(schema, fixed)
}

/** The fields the Job generators fill in the large structs (the ones Job validation and the controller read). */
const JOB_FIELDS: ReadonlyMap<StructSchema, readonly string[]> = new Map<StructSchema, readonly string[]>([
  [PodSpecSchema as StructSchema, ['restartPolicy', 'containers', 'initContainers']],
  [ContainerSchema as StructSchema, ['name', 'image']],
  [
    ObjectMetaSchema as StructSchema,
    [
      'name',
      'generateName',
      'namespace',
      'uid',
      'resourceVersion',
      'generation',
      'creationTimestamp',
      'deletionTimestamp',
      'labels',
      'annotations',
      'finalizers',
    ],
  ],
])

/** The Job generators always write a spec and its template. */
const JOB_REQUIRED: ReadonlyMap<StructSchema, readonly string[]> = new Map<StructSchema, readonly string[]>([
  [JobSchema as StructSchema, ['spec']],
  [JobV1beta1Schema as StructSchema, ['spec']],
  [JobSpecSchema as StructSchema, ['template']],
  [JobSpecV1beta1Schema as StructSchema, ['template']],
])

/** Any batch/v1 Job the decoder reads without an issue, unknown fields included. */
export const jobArb: fc.Arbitrary<Job> = arbitraryFromSchema(
  JobSchema as StructSchema,
  { only: JOB_FIELDS, required: JOB_REQUIRED },
  {
    apiVersion: 'batch/v1',
    kind: 'Job',
  },
) as unknown as fc.Arbitrary<Job>

/** Any extensions/v1beta1 Job the decoder reads without an issue, unknown fields included. */
export const jobV1beta1Arb: fc.Arbitrary<JobV1beta1> = arbitraryFromSchema(
  JobV1beta1Schema as StructSchema,
  { only: JOB_FIELDS, required: JOB_REQUIRED },
  { apiVersion: 'extensions/v1beta1', kind: 'Job' },
) as unknown as fc.Arbitrary<JobV1beta1>

/** A Job of either version. */
export const anyJobArb: fc.Arbitrary<Job | JobV1beta1> = fc.oneof(jobArb, jobV1beta1Arb)

/** A DNS-1123 label (Job names that make valid pod hostnames). */
export const dnsLabelArb = fc.stringMatching(/^[a-z]([a-z0-9-]{0,18}[a-z0-9])?$/)

/** Kubernetes uids (UUID-like). */
export const uidArb = fc.uuid()

/** A valid label value (may be empty). */
export const labelValueArb = fc.stringMatching(/^([A-Za-z0-9]([A-Za-z0-9_.-]{0,10}[A-Za-z0-9])?)?$/)

/** Valid user label keys (qualified names, no system keys). */
export const userLabelKeyArb = fc.oneof(
  fc.stringMatching(/^[a-z][a-z0-9]{0,6}$/),
  fc.stringMatching(/^[a-z]{1,5}\.example\.com\/[a-z][a-z0-9-]{0,5}[a-z0-9]$/),
)

/** Valid template labels, sometimes including stale copies of system labels. */
export const validTemplateLabelsArb = (withSystemKeys: boolean) =>
  fc
    .uniqueArray(
      fc.tuple(
        withSystemKeys
          ? fc.oneof(
              { weight: 4, arbitrary: userLabelKeyArb },
              {
                weight: 1,
                arbitrary: fc.constantFrom(
                  'job-name',
                  'controller-uid',
                  'batch.kubernetes.io/job-name',
                  'batch.kubernetes.io/controller-uid',
                ),
              },
            )
          : userLabelKeyArb,
        labelValueArb,
      ),
      { maxLength: 4, selector: ([k]) => k },
    )
    .map((entries) => objectFromEntries(entries) as Record<string, string>)

/**
 * A valid automatic-mode batch/v1 create input: no selector, `manualSelector`
 * unset or false, a valid name, namespace, container and restart policy.
 * With `withSystemKeys`, template labels may carry stale system labels
 * (which design mode replaces and upstream mode rejects).
 */
export const validAutoJobInputArb = (withSystemKeys = false): fc.Arbitrary<Job> =>
  fc
    .record(
      {
        name: dnsLabelArb,
        labels: fc.option(validTemplateLabelsArb(withSystemKeys), { nil: undefined }),
        jobLabels: fc.option(validTemplateLabelsArb(false), { nil: undefined }),
        manualSelector: fc.constantFrom(undefined, false),
        restartPolicy: fc.constantFrom('Never', 'OnFailure'),
        parallelism: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
        completions: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
        indexed: fc.boolean(),
        suspend: fc.option(fc.boolean(), { nil: undefined }),
        backoffLimit: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
      },
      { requiredKeys: ['name', 'restartPolicy', 'indexed'] },
    )
    .map((r): Job => {
      const completions = r.indexed ? (r.completions ?? 3) : r.completions
      const spec: Record<string, unknown> = {
        template: {
          ...(r.labels === undefined ? {} : { metadata: { labels: r.labels } }),
          spec: { restartPolicy: r.restartPolicy, containers: [{ name: 'main', image: 'busybox' }] },
        },
      }
      if (r.manualSelector !== undefined) spec['manualSelector'] = r.manualSelector
      if (r.parallelism !== undefined) spec['parallelism'] = r.parallelism
      if (completions !== undefined) spec['completions'] = completions
      if (r.indexed) spec['completionMode'] = 'Indexed'
      if (r.suspend !== undefined) spec['suspend'] = r.suspend
      if (r.backoffLimit !== undefined) spec['backoffLimit'] = r.backoffLimit
      return {
        apiVersion: 'batch/v1',
        kind: 'Job',
        metadata: { name: r.name, namespace: 'default', ...(r.jobLabels === undefined ? {} : { labels: r.jobLabels }) },
        spec: spec as unknown as Job['spec'],
      }
    })

/** JSON-ish garbage, including Job-shaped objects with wrong field types. */
export const garbageArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.jsonValue({ maxDepth: 4 }),
  fc.record({
    apiVersion: fc.constantFrom('batch/v1', 'extensions/v1beta1', 'v1', 7, null),
    kind: fc.constantFrom('Job', 'Pod', null),
    metadata: fc.anything({ maxDepth: 2 }),
    spec: fc.oneof(
      fc.anything({ maxDepth: 3 }),
      fc.record({
        template: fc.anything({ maxDepth: 3 }),
        selector: fc.anything({ maxDepth: 2 }),
        manualSelector: fc.anything({ maxDepth: 0 }),
        autoSelector: fc.anything({ maxDepth: 0 }),
        parallelism: fc.anything({ maxDepth: 0 }),
        podFailurePolicy: fc.anything({ maxDepth: 3 }),
      }),
    ),
    status: fc.anything({ maxDepth: 2 }),
  }),
)

/** Recursively freezes a value so that any mutation by the code under test throws. */
export const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const k of Reflect.ownKeys(value)) deepFreeze((value as Record<PropertyKey, unknown>)[k as string])
  }
  return value
}
