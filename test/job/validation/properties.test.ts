/**
 * Laws of Job validation: totality on arbitrary input, no mutation, a
 * defaulted automatic-mode Job validates, mutable-field updates validate,
 * and every immutable-field change is reported as `field is immutable` at its
 * path.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultJob } from '../../../src/job/index'
import type { Job } from '../../../src/job/types'
import {
  jobUpdateValidationOptions,
  semanticDeepEqual,
  validateJob,
  validateJobForUpdate,
  validateJobUpdate,
  validateObjectMeta,
  validateObjectMetaUpdate,
} from '../../../src/job/validation/index'
import { garbageArb, jobArb, uidArb, validAutoJobInputArb } from '../arbitraries'
import { numRuns } from '../../support/runs'
import { deepFreeze, generatedJob } from './fixtures'

type Json = Record<string, unknown>

const anyInput: fc.Arbitrary<unknown> = fc.oneof(garbageArb, jobArb, fc.constant(generatedJob()))

const callAll = (a: unknown, b: unknown): void => {
  validateJob(a)
  validateJob(a, { requirePrefixedLabels: false })
  validateJob(a, null as never)
  validateJobUpdate(a, b)
  validateJobUpdate(a, b, { allowMutablePodResources: true, allowMutableSchedulingDirectives: true })
  validateJobForUpdate(a, b)
  jobUpdateValidationOptions(a)
  validateObjectMeta(a)
  validateObjectMetaUpdate(a, b)
}

/** A defaulted, generated, stored automatic-mode Job (as a GET returns it). */
const storedJobArb: fc.Arbitrary<Job> = fc.tuple(validAutoJobInputArb(false), uidArb).map(([input, uid]) => {
  const defaulted = defaultJob(input, { uid }) as Job
  return {
    ...defaulted,
    metadata: { ...defaulted.metadata, uid, resourceVersion: '7', generation: 1 },
  }
})

const clone = <T>(v: T): T => structuredClone(v)
const specOf = (j: Json): Json => j['spec'] as Json

describe('validation laws', () => {
  it('fuzz: never throws on arbitrary input', () => {
    fc.assert(
      fc.property(anyInput, anyInput, (a, b) => {
        callAll(a, b)
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('fuzz: never mutates its (deep-frozen) inputs', () => {
    fc.assert(
      fc.property(fc.oneof(jobArb, fc.jsonValue({ maxDepth: 4 })), storedJobArb, (a, b) => {
        const beforeA = JSON.stringify(a)
        const beforeB = JSON.stringify(b)
        callAll(deepFreeze(a), deepFreeze(b))
        expect(JSON.stringify(a)).toBe(beforeA)
        expect(JSON.stringify(b)).toBe(beforeB)
      }),
      { numRuns: numRuns(200) },
    )
  })

  it('deeply nested input does not exhaust the stack', () => {
    let deep: unknown = {}
    for (let i = 0; i < 200_000; i++) deep = { spec: deep }
    const job = { ...generatedJob(), spec: { ...specOf(generatedJob()), template: { x: deep } } }
    const prev = { ...generatedJob(), spec: { ...specOf(generatedJob()), template: { x: { spec: 1 } } } }
    // Unknown template fields are dropped by the decoder, as Go drops them: the templates are equal.
    expect(validateJobUpdate(job, prev).some((e) => e.field === 'spec.template')).toBe(false)
    const deepSpec = { ...generatedJob(), spec: { ...specOf(generatedJob()), template: deep } }
    expect(validateJobUpdate(deepSpec, prev).length).toBeGreaterThan(0)
  })

  it('a defaulted automatic-mode Job (selector generated from its uid) validates', () => {
    fc.assert(
      fc.property(storedJobArb, (job) => {
        expect(validateJob(job)).toEqual([])
      }),
      { numRuns: numRuns(200) },
    )
  })

  const mutation = fc.oneof(
    fc.record({ parallelism: fc.integer({ min: 0, max: 20 }) }),
    fc.record({ activeDeadlineSeconds: fc.integer({ min: 0, max: 10_000 }) }),
    fc.record({ ttlSecondsAfterFinished: fc.integer({ min: 0, max: 10_000 }) }),
    fc.record({ backoffLimit: fc.integer({ min: 0, max: 100 }) }),
    fc.record({ suspend: fc.boolean() }),
    fc.record({ manualSelector: fc.boolean() }),
    fc.record({ podReplacementPolicy: fc.constantFrom('Failed', 'TerminatingOrFailed') }),
  )

  it('a stored Job plus any mutation of mutable fields still validates on update', () => {
    fc.assert(
      fc.property(storedJobArb, fc.array(mutation, { minLength: 1, maxLength: 4 }), (prev, changes) => {
        const next = clone(prev) as unknown as Json
        for (const c of changes) Object.assign(specOf(next), c)
        const spec = specOf(next)
        // Indexed completions may only change together with parallelism; keep them apart here.
        if (
          spec['completionMode'] === 'Indexed' &&
          spec['completions'] !== specOf(prev as unknown as Json)['completions']
        )
          return
        ;(next['metadata'] as Json)['labels'] = { app: 'changed' }
        ;(next['metadata'] as Json)['annotations'] = { note: 'x' }
        expect(validateJobForUpdate(deepFreeze(next), deepFreeze(prev))).toEqual([])
      }),
      { numRuns: numRuns(200) },
    )
  })

  const immutableChange: fc.Arbitrary<{ field: string; apply: (j: Json) => void }> = fc.constantFrom(
    {
      field: 'spec.selector',
      apply: (j: Json) => Object.assign(specOf(j), { selector: { matchLabels: { other: 'x' } } }),
    },
    {
      field: 'spec.template',
      apply: (j: Json) => {
        const t = specOf(j)['template'] as Json
        specOf(j)['template'] = { ...t, spec: { ...(t['spec'] as Json), hostname: 'changed' } }
      },
    },
    { field: 'spec.completionMode', apply: (j: Json) => Object.assign(specOf(j), { completionMode: 'Other' }) },
    {
      field: 'spec.podFailurePolicy',
      apply: (j: Json) =>
        Object.assign(specOf(j), {
          podFailurePolicy: { rules: [{ action: 'Ignore', onExitCodes: { operator: 'In', values: [1] } }] },
        }),
    },
    { field: 'spec.backoffLimitPerIndex', apply: (j: Json) => Object.assign(specOf(j), { backoffLimitPerIndex: 3 }) },
    { field: 'spec.managedBy', apply: (j: Json) => Object.assign(specOf(j), { managedBy: 'example.com/other' }) },
    {
      field: 'spec.successPolicy',
      apply: (j: Json) => Object.assign(specOf(j), { successPolicy: { rules: [{ succeededCount: 1 }] } }),
    },
    { field: 'metadata.name', apply: (j: Json) => Object.assign(j['metadata'] as Json, { name: 'renamed' }) },
    {
      field: 'metadata.namespace',
      apply: (j: Json) => Object.assign(j['metadata'] as Json, { namespace: 'elsewhere' }),
    },
    { field: 'metadata.uid', apply: (j: Json) => Object.assign(j['metadata'] as Json, { uid: 'another-uid' }) },
  )

  it('an immutable field change always yields `field is immutable` at its path', () => {
    fc.assert(
      fc.property(storedJobArb, immutableChange, (prev, change) => {
        const next = clone(prev) as unknown as Json
        change.apply(next)
        const errs = validateJobUpdate(deepFreeze(next), deepFreeze(prev))
        // A suspended Job's template may change in resources: any other change is reported at spec.template.spec.
        const field =
          change.field === 'spec.template' && jobUpdateValidationOptions(prev).allowMutablePodResources
            ? 'spec.template.spec'
            : change.field
        expect(errs).toContainEqual(
          expect.objectContaining({ type: 'FieldValueInvalid', field, detail: 'field is immutable' }),
        )
      }),
      { numRuns: numRuns(200) },
    )
  })

  it('NonIndexed completions are immutable; a no-op update has no immutability errors', () => {
    fc.assert(
      fc.property(storedJobArb, fc.integer({ min: 0, max: 50 }), (prev, completions) => {
        const same = validateJobUpdate(prev, prev)
        expect(same.filter((e) => e.detail === 'field is immutable')).toEqual([])
        const spec = specOf(prev as unknown as Json)
        if (spec['completionMode'] === 'Indexed' || spec['completions'] === completions) return
        const next = clone(prev) as unknown as Json
        specOf(next)['completions'] = completions
        expect(validateJobUpdate(next, prev)).toContainEqual(
          expect.objectContaining({ field: 'spec.completions', detail: 'field is immutable' }),
        )
      }),
      { numRuns: numRuns(100) },
    )
  })

  it('updating any codec-valid Job to a copy of itself reports no immutable field', () => {
    fc.assert(
      fc.property(jobArb, (job) => {
        const errs = validateJobUpdate(structuredClone(job), job)
        expect(
          errs.filter((e) => e.detail === 'field is immutable' || e.detail.startsWith('can only be modified')),
        ).toEqual([])
      }),
      { numRuns: numRuns(200) },
    )
  })

  it('mutable-field changes of any codec-valid Job never report an immutable field', () => {
    fc.assert(
      fc.property(jobArb, fc.array(mutation, { minLength: 1, maxLength: 3 }), (prev, changes) => {
        const next = clone(prev) as unknown as Json
        for (const c of changes) Object.assign(specOf(next), c)
        const completionsUnchanged = specOf(next)['completions'] === specOf(prev as unknown as Json)['completions']
        fc.pre(completionsUnchanged)
        const errs = validateJobUpdate(next, prev)
        expect(errs.filter((e) => e.detail === 'field is immutable')).toEqual([])
      }),
      { numRuns: numRuns(200) },
    )
  })

  const schedulingChange = fc.record(
    {
      labels: fc.dictionary(fc.constantFrom('a', 'b', 'zone'), fc.constantFrom('x', 'y')),
      annotations: fc.dictionary(fc.constantFrom('note', 'other'), fc.string({ maxLength: 3 })),
      nodeSelector: fc.dictionary(fc.constantFrom('zone', 'disk'), fc.constantFrom('a', 'ssd')),
      tolerations: fc.array(fc.record({ key: fc.constantFrom('k1', 'k2'), operator: fc.constant('Exists') }), {
        maxLength: 2,
      }),
      schedulingGates: fc.array(fc.record({ name: fc.constantFrom('g1', 'g2') }), { maxLength: 2 }),
      nodeAffinity: fc.option(fc.record({ preferredDuringSchedulingIgnoredDuringExecution: fc.constant([]) }), {
        nil: undefined,
      }),
    },
    { requiredKeys: [] },
  )

  it('a suspended, never-started Job accepts any change of its scheduling directives', () => {
    fc.assert(
      fc.property(storedJobArb, schedulingChange, (stored, change) => {
        const prev = clone(stored) as unknown as Json
        specOf(prev)['suspend'] = true
        const next = clone(prev)
        const template = specOf(next)['template'] as Json
        const meta = { ...((template['metadata'] as Json | undefined) ?? {}) }
        const pod = { ...(template['spec'] as Json) }
        if (change.labels !== undefined) meta['labels'] = change.labels
        if (change.annotations !== undefined) meta['annotations'] = change.annotations
        if (change.nodeSelector !== undefined) pod['nodeSelector'] = change.nodeSelector
        if (change.tolerations !== undefined) pod['tolerations'] = change.tolerations
        if (change.schedulingGates !== undefined) pod['schedulingGates'] = change.schedulingGates
        if (change.nodeAffinity !== undefined) pod['affinity'] = { nodeAffinity: change.nodeAffinity }
        specOf(next)['template'] = { ...template, metadata: meta, spec: pod }
        const errs = validateJobUpdate(next, prev)
        expect(errs.filter((e) => e.field === 'spec.template')).toEqual([])
        // The same change on a started Job is rejected whenever it changed anything.
        const started = { ...prev, status: { startTime: '2026-01-01T00:00:00Z' } }
        const changed = !semanticDeepEqual(specOf(next)['template'], specOf(prev)['template'])
        expect(validateJobUpdate(next, started).some((e) => e.field === 'spec.template')).toBe(changed)
      }),
      { numRuns: numRuns(200) },
    )
  })

  it('semanticDeepEqual is reflexive on JSON and treats absent, null, [] and {} alike', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (v) => {
        expect(semanticDeepEqual(v, structuredClone(v))).toBe(true)
        expect(semanticDeepEqual({ a: v, b: [] }, { a: v, c: null, d: {} })).toBe(true)
      }),
      { numRuns: numRuns(200) },
    )
  })
})
