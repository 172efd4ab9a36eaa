/**
 * fast-check arbitraries for Jobs, derived from the io-ts codecs in
 * `src/job/codec.ts` (each codec records its shape; `arbitraryFromCodec`
 * interprets it), plus hand-built generators for *valid* create inputs.
 * Exported for reuse by the validation and controller tests.
 */
import fc from 'fast-check'
import type { ShapedType } from './shapes-combinators'
import { JobCodec, JobV1beta1Codec } from './shapes-codec'
import { MAX_INT32, MIN_INT32 } from '../../src/job/constants'
import type { Job, JobV1beta1 } from '../../src/job/types'

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

export interface CodecArbOptions {
  /** Add unknown fields to objects (default true). */
  readonly extras?: boolean
  /** Use `null` for nullable fields sometimes (default true). */
  readonly nulls?: boolean
}

/**
 * An arbitrary of values that `codec` decodes to themselves: interprets the
 * codec's recorded shape.
 */
export const arbitraryFromCodec = <A>(codec: ShapedType<A>, options: CodecArbOptions = {}): fc.Arbitrary<A> => {
  const extras = options.extras ?? true
  const nulls = options.nulls ?? true
  const go = (c: ShapedType): fc.Arbitrary<unknown> => {
    const shape = c.shape
    switch (shape.kind) {
      case 'string':
        return fc.string({ maxLength: 8 })
      case 'time':
        return fc
          .integer({ min: 0, max: 4_102_444_800 })
          .map((s) => new Date(s * 1000).toISOString().replace(/\.000Z$/, 'Z'))
      case 'boolean':
        return fc.boolean()
      case 'int32':
        return fc.oneof(fc.integer({ min: -3, max: 10 }), fc.integer({ min: MIN_INT32, max: MAX_INT32 }))
      case 'int64':
        return fc.oneof(fc.integer({ min: -3, max: 100 }), fc.maxSafeInteger())
      case 'literal':
        return fc.constant(shape.value)
      case 'array':
        return fc.array(go(shape.item), { maxLength: 2 })
      case 'stringMap':
        return stringMapArb()
      case 'struct': {
        const names = Object.keys(shape.fields)
        const fieldArbs = names.map((name) => {
          const spec = shape.fields[name]!
          const value = go(spec.codec)
          const present =
            spec.presence === 'nullable' && nulls
              ? fc.oneof({ weight: 4, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
              : value
          return spec.presence === 'required'
            ? present.map((v) => [[name, v] as const])
            : fc.option(present, { nil: undefined, freq: 2 }).map((v) => (v === undefined ? [] : [[name, v] as const]))
        })
        const extraArb = extras
          ? fc.uniqueArray(fc.tuple(extraKeyArb, extraValueArb), { maxLength: 2, selector: ([k]) => k })
          : fc.constant([] as Array<[string, unknown]>)
        return fc
          .tuple(fc.tuple(...fieldArbs), extraArb)
          .map(([fields, extra]) => objectFromEntries([...fields.flat(), ...extra.filter(([k]) => !names.includes(k))]))
      }
    }
  }
  return go(codec as ShapedType) as fc.Arbitrary<A>
}

/** Any batch/v1 Job the codec accepts, unknown fields included. */
export const jobArb: fc.Arbitrary<Job> = arbitraryFromCodec(JobCodec)

/** Any extensions/v1beta1 Job the codec accepts, unknown fields included. */
export const jobV1beta1Arb: fc.Arbitrary<JobV1beta1> = arbitraryFromCodec(JobV1beta1Codec)

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
