import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { createJob, updateJob } from '../../src/job/create-job'
import { dryRunCreateJob } from '../../src/job/dry-run-create'
import { defaultJob } from '../../src/job/default-job'
import type { FieldError } from '../../src/field/index'
import type { Job } from '../../src/job/types'
import { labelSelectorAsSelector, matches } from '../../src/labels/index'
import { numRuns } from '../support/runs'
import { deepFreeze, garbageArb, jobArb, validAutoJobInputArb } from './arbitraries'
import { jobOptionsArb } from './support'

const U = '8d3f0a52-1111-4c2e-9a6b-000000000002'
const O = '1b2c3d4e-0000-4000-8000-00000000000f'
const CU = 'batch.kubernetes.io/controller-uid'
const JN = 'batch.kubernetes.io/job-name'
const generated = (uid: string, name = 'myjob') => ({ 'job-name': name, [JN]: name, 'controller-uid': uid, [CU]: uid })

const myjob = (
  spec: Record<string, unknown> = {},
  templateLabels?: Record<string, string>,
  metadata: Record<string, unknown> = {},
): Job => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'myjob', namespace: 'default', ...metadata },
  spec: {
    template: {
      ...(templateLabels === undefined ? {} : { metadata: { labels: templateLabels } }),
      spec: { restartPolicy: 'Never', containers: [{ name: 'main', image: 'busybox' }] },
    },
    ...spec,
  } as Job['spec'],
})

const upstream = { uid: U, compat: 'upstream' as const }
const design = { uid: U }
const ok = (r: E.Either<FieldError[], Job>): Job => {
  if (E.isLeft(r)) throw new Error(`expected success, got ${JSON.stringify(r.left)}`)
  return r.right
}
const errors = (r: E.Either<FieldError[], Job>): Array<[string, string, string]> =>
  E.isLeft(r) ? r.left.map((e) => [e.type, e.field, e.detail]) : []

/** Does the Job's selector select these labels? (the real label-selector semantics) */
const selects = (job: Job, labels: Readonly<Record<string, string>>): boolean => {
  const sel = labelSelectorAsSelector(job.spec.selector as never)
  return E.isRight(sel) && matches(sel.right, labels)
}
const templateLabels = (job: Job) => job.spec.template.metadata?.labels ?? {}

const FORBIDDEN_SELECTOR: [string, string, string] = [
  'FieldValueForbidden',
  'spec.selector',
  'may only be set when `manualSelector` is true; remove `spec.selector` to have a unique selector generated, or set `spec.manualSelector: true` to choose the selector and the pod labels yourself',
]
const NOT_AUTO: [string, string, string] = ['FieldValueInvalid', 'spec.selector', '`selector` not auto-generated']
const MISMATCH: [string, string, string] = [
  'FieldValueInvalid',
  'spec.template.metadata.labels',
  '`selector` does not match template `labels`',
]

/** `kubectl get job myjob -o yaml` from a 1.27+ cluster, uid O. */
const downloaded = (name = 'myjob'): Job =>
  myjob(
    {
      selector: { matchLabels: { [CU]: O } },
      manualSelector: false,
      completions: 1,
      parallelism: 1,
      backoffLimit: 6,
      completionMode: 'NonIndexed',
      suspend: false,
      podReplacementPolicy: 'TerminatingOrFailed',
    },
    generated(O),
    {
      name,
      uid: O,
      resourceVersion: '4711',
      creationTimestamp: '2026-01-01T00:00:00Z',
      generation: 1,
      labels: generated(O),
    },
  )

describe('§3.5 create scenarios (upstream mode; design mode where it differs)', () => {
  it('scenario 1: no selector, no labels', () => {
    for (const options of [upstream, design]) {
      const job = ok(createJob(deepFreeze(myjob()), options))
      expect(templateLabels(job)).toEqual(generated(U))
      expect(job.spec.selector).toEqual({ matchLabels: { [CU]: U } })
      expect(job.metadata?.labels).toEqual(generated(U))
      expect(job.metadata?.uid).toBe(U)
      expect(job.metadata?.generation).toBe(1)
      expect(job.status).toEqual({})
    }
    expect(ok(createJob(myjob(), upstream)).spec.manualSelector).toBe(false)
    expect(Object.hasOwn(ok(createJob(myjob(), design)).spec, 'manualSelector')).toBe(false)
  })

  it('scenario 2: user labels on the template', () => {
    const job = ok(createJob(myjob({}, { app: 'web' }), upstream))
    expect(templateLabels(job)).toEqual({ app: 'web', ...generated(U) })
    expect(job.spec.selector).toEqual({ matchLabels: { [CU]: U } })
    expect(job.metadata?.labels).toEqual({ app: 'web', ...generated(U) })
  })

  it('scenario 3: user already has the generated labels', () => {
    expect(E.isRight(createJob(myjob({}, generated(U)), upstream))).toBe(true)
    const wrongUid = createJob(myjob({}, { 'controller-uid': 'X' }), upstream)
    expect(errors(wrongUid)).toEqual([
      ['FieldValueInvalid', 'spec.template.metadata.labels[controller-uid]', `must be '${U}'`],
    ])
    expect(E.isLeft(wrongUid) && wrongUid.left[0]?.badValue).toEqual({
      'controller-uid': 'X',
      'job-name': 'myjob',
      [JN]: 'myjob',
      [CU]: U,
    })
    expect(errors(createJob(myjob({}, { 'job-name': 'other' }), upstream))).toEqual([
      ['FieldValueInvalid', 'spec.template.metadata.labels[job-name]', "must be 'myjob'"],
    ])
    // the prefixed uid key is also the selector key, so the generated selector misses the template too
    expect(errors(createJob(myjob({}, { [CU]: 'X' }), upstream))).toEqual([
      ['FieldValueInvalid', `spec.template.metadata.labels[${CU}]`, `must be '${U}'`],
      MISMATCH,
    ])
    // design: the stale values are replaced
    expect(templateLabels(ok(createJob(myjob({}, { 'controller-uid': 'X', 'job-name': 'other' }), design)))).toEqual(
      generated(U),
    )
  })

  it('scenario 4: a selector without manualSelector is merged upstream, forbidden in design mode', () => {
    const input = myjob({ selector: { matchLabels: { app: 'web' } } }, { app: 'web' })
    const r = createJob(input, upstream)
    expect(errors(r)).toEqual([NOT_AUTO])
    expect(E.isLeft(r) && r.left[0]?.badValue).toEqual({ matchLabels: { app: 'web', [CU]: U } })
    for (const selector of [
      { matchLabels: { 'job-name': 'myjob' } },
      { matchLabels: { 'controller-uid': U } },
      {},
      { matchExpressions: [{ key: 'job-name', operator: 'Exists' }] },
    ]) {
      expect(errors(createJob(myjob({ selector }), upstream))).toEqual([])
      expect(errors(createJob(myjob({ selector }), design))).toEqual([FORBIDDEN_SELECTOR])
      expect(errors(createJob(myjob({ selector, manualSelector: false }), design))).toEqual([FORBIDDEN_SELECTOR])
    }
    expect(errors(createJob(input, design))).toEqual([FORBIDDEN_SELECTOR])
  })

  it('scenario 5: manualSelector=true with a selector', () => {
    for (const options of [upstream, design]) {
      const job = ok(
        createJob(myjob({ manualSelector: true, selector: { matchLabels: { app: 'web' } } }, { app: 'web' }), options),
      )
      expect(templateLabels(job)).toEqual({ app: 'web' })
      expect(job.spec.selector).toEqual({ matchLabels: { app: 'web' } })
      const mismatch = createJob(
        myjob({ manualSelector: true, selector: { matchLabels: { app: 'web' } } }, { app: 'db' }),
        options,
      )
      expect(errors(mismatch)).toEqual([MISMATCH])
      expect(E.isLeft(mismatch) && mismatch.left[0]?.badValue).toEqual({ app: 'db' })
    }
  })

  it('scenario 6: manualSelector=true with no selector', () => {
    for (const options of [upstream, design]) {
      expect(errors(createJob(myjob({ manualSelector: true }, { app: 'web' }), options))).toEqual([
        ['FieldValueRequired', 'spec.selector', ''],
        MISMATCH,
      ])
    }
  })

  it('scenario 7: manifest copied from kubectl get job -o yaml (1.27+) and POSTed again', () => {
    const r = createJob(deepFreeze(downloaded()), upstream)
    expect(errors(r)).toEqual([
      ['FieldValueInvalid', 'spec.template.metadata.labels[controller-uid]', `must be '${U}'`],
      ['FieldValueInvalid', `spec.template.metadata.labels[${CU}]`, `must be '${U}'`],
      NOT_AUTO,
    ])
    const renamed = createJob(downloaded('newjob'), upstream)
    expect(errors(renamed)).toEqual([
      ['FieldValueInvalid', 'spec.template.metadata.labels[controller-uid]', `must be '${U}'`],
      ['FieldValueInvalid', 'spec.template.metadata.labels[job-name]', "must be 'newjob'"],
      ['FieldValueInvalid', `spec.template.metadata.labels[${CU}]`, `must be '${U}'`],
      ['FieldValueInvalid', `spec.template.metadata.labels[${JN}]`, "must be 'newjob'"],
      NOT_AUTO,
    ])
    expect(errors(createJob(downloaded(), design))).toEqual([FORBIDDEN_SELECTOR])
  })

  it('scenario 8: the same from a pre-1.27 cluster', () => {
    const input = myjob(
      { selector: { matchLabels: { 'controller-uid': O } } },
      { 'controller-uid': O, 'job-name': 'myjob' },
    )
    expect(errors(createJob(input, upstream))).toEqual([
      ['FieldValueInvalid', 'spec.template.metadata.labels[controller-uid]', `must be '${U}'`],
      NOT_AUTO,
    ])
    expect(errors(createJob(input, design))).toEqual([FORBIDDEN_SELECTOR])
  })

  it('scenario 9: the same with manualSelector: true is accepted and overlaps the old Job', () => {
    const old = downloaded()
    const input = { ...old, spec: { ...old.spec, manualSelector: true } }
    for (const options of [upstream, design]) {
      const job = ok(createJob(input, options))
      expect(job.spec.selector).toEqual({ matchLabels: { [CU]: O } })
      expect(selects(job, templateLabels(old))).toBe(true)
    }
  })
})

describe('design use cases (selector-generation.md), design and upstream outcomes', () => {
  it('use case 1: all label and selector fields blank → reasonable ones filled in, non-overlapping', () => {
    for (const options of [
      { uid: U },
      { uid: U, compat: 'upstream' as const },
      { uid: U, labelScheme: 'legacy' as const },
    ]) {
      const a = ok(createJob(myjob(), options))
      const b = ok(createJob(myjob(), { ...options, uid: O }))
      expect(selects(a, templateLabels(a)) && selects(b, templateLabels(b))).toBe(true)
      expect(selects(a, templateLabels(b)) || selects(b, templateLabels(a))).toBe(false)
    }
  })

  it('use case 2: user labels on the pod template are kept; the system adds its own', () => {
    for (const options of [design, upstream]) {
      const job = ok(createJob(myjob({}, { app: 'web', tier: 'batch' }), options))
      expect(templateLabels(job)).toEqual({ app: 'web', tier: 'batch', ...generated(U) })
      const other = ok(createJob(myjob({}, { app: 'web', tier: 'batch' }), { ...options, uid: O }))
      expect(selects(job, templateLabels(other))).toBe(false)
    }
  })

  it('use case 3: an explicit selector with manualSelector: true disables generation (reparenting pods)', () => {
    const input = myjob({ manualSelector: true, selector: { matchLabels: { run: 'r1' } } }, { run: 'r1' })
    for (const options of [design, upstream]) {
      const job = ok(createJob(input, options))
      expect(templateLabels(job)).toEqual({ run: 'r1' })
      expect(selects(job, { run: 'r1' })).toBe(true)
    }
  })

  it('use case 4: a controller (like scheduled job) can use its own labels', () => {
    const labels = { 'cronjob-name': 'nightly', 'scheduled-time': '1700000000' }
    for (const options of [design, upstream]) {
      const auto = ok(createJob(myjob({}, labels), options))
      expect(templateLabels(auto)).toMatchObject(labels)
      const manual = ok(createJob(myjob({ manualSelector: true, selector: { matchLabels: labels } }, labels), options))
      expect(manual.spec.selector).toEqual({ matchLabels: labels })
    }
  })

  it('use case 5: a v1beta1 definition with only the API group changed may not set a selector', () => {
    const v1beta1 = {
      apiVersion: 'extensions/v1beta1',
      kind: 'Job',
      metadata: { name: 'myjob', namespace: 'default' },
      spec: {
        selector: { matchLabels: { app: 'pi' } },
        template: {
          metadata: { labels: { app: 'pi' } },
          spec: { restartPolicy: 'Never', containers: [{ name: 'c', image: 'i' }] },
        },
      },
    }
    const changedGroup = { ...v1beta1, apiVersion: 'batch/v1' }
    expect(errors(createJob(changedGroup, design))).toEqual([FORBIDDEN_SELECTOR])
    expect(errors(createJob(changedGroup, upstream))).toEqual([NOT_AUTO])
    // Through extensions/v1beta1 itself the selector is the user's (manualSelector: true after conversion).
    for (const options of [design, upstream]) {
      const job = ok(createJob(v1beta1, options))
      expect(job.apiVersion).toBe('batch/v1')
      expect(job.spec.manualSelector).toBe(true)
      expect(job.spec.selector).toEqual({ matchLabels: { app: 'pi' } })
    }
    // v1beta1 without a selector and without template labels: selector Required plus the mismatch
    const bare = { ...v1beta1, spec: { template: { spec: v1beta1.spec.template.spec } } }
    expect(errors(createJob(bare, design))).toEqual([['FieldValueRequired', 'spec.selector', ''], MISMATCH])
    // v1beta1 with autoSelector: true is generated as in batch/v1
    const auto = ok(
      createJob({ ...v1beta1, spec: { ...v1beta1.spec, selector: undefined, autoSelector: true } }, design),
    )
    expect(auto.spec.selector).toEqual({ matchLabels: { [CU]: U } })
  })

  it('use case 6: a downloaded Job definition posted again does not create an overlapping Job', () => {
    expect(errors(createJob(downloaded(), design))).toEqual([FORBIDDEN_SELECTOR])
    expect(E.isLeft(createJob(downloaded(), upstream))).toBe(true)
  })

  it('use case 7: an accidentally copied uniquifying label is replaced, never a conflict', () => {
    const old = downloaded()
    const { selector: _s, ...specWithoutSelector } = old.spec
    const input = { ...old, spec: specWithoutSelector }
    const job = ok(createJob(deepFreeze(input), design))
    expect(templateLabels(job)).toEqual(generated(U))
    expect(job.metadata?.labels).toEqual(generated(U))
    expect(job.spec.selector).toEqual({ matchLabels: { [CU]: U } })
    expect(selects(job, templateLabels(old)) || selects(old, templateLabels(job))).toBe(false)
    expect(errors(createJob(input, upstream))).toEqual([
      ['FieldValueInvalid', 'spec.template.metadata.labels[controller-uid]', `must be '${U}'`],
      ['FieldValueInvalid', `spec.template.metadata.labels[${CU}]`, `must be '${U}'`],
      MISMATCH,
    ])
  })

  it('use case 8: a selector from the swagger docs cannot be set without realizing the risks', () => {
    const everything = myjob({ selector: {} })
    expect(errors(createJob(everything, design))).toEqual([FORBIDDEN_SELECTOR])
    expect(ok(createJob(everything, upstream)).spec.selector).toEqual({ matchLabels: { [CU]: U } })
    expect(errors(createJob(myjob({ selector: { matchLabels: { app: 'x' } } }, { app: 'x' }), upstream))).toEqual([
      NOT_AUTO,
    ])
  })

  it('use case 9: the user picks the name of the non-overlapping key (uniqueLabelKey)', () => {
    const key = 'example.com/run-uid'
    const job = ok(createJob(myjob({}, { app: 'a' }), { uid: U, uniqueLabelKey: key }))
    expect(templateLabels(job)).toEqual({ app: 'a', 'job-name': 'myjob', [JN]: 'myjob', [key]: U })
    expect(job.spec.selector).toEqual({ matchLabels: { [key]: U } })
    const other = ok(createJob(myjob({}, { app: 'a' }), { uid: O, uniqueLabelKey: key }))
    expect(selects(job, templateLabels(other))).toBe(false)
    // legacy scheme: only job-name besides the user's key
    expect(templateLabels(ok(createJob(myjob(), { uid: U, uniqueLabelKey: key, labelScheme: 'legacy' })))).toEqual({
      'job-name': 'myjob',
      [key]: U,
    })
    // an invalid key is still reported by label validation
    expect(E.isLeft(createJob(myjob(), { uid: U, uniqueLabelKey: 'not a key!' }))).toBe(true)
    // upstream: not implemented, the option is ignored
    expect(ok(createJob(myjob(), { uid: U, uniqueLabelKey: key, compat: 'upstream' })).spec.selector).toEqual({
      matchLabels: { [CU]: U },
    })
  })
})

describe('createJob', () => {
  it("'legacy' scheme creates a 1.26-style Job that validates without the prefixed labels", () => {
    for (const compat of ['design', 'upstream'] as const) {
      const job = ok(createJob(myjob(), { uid: U, labelScheme: 'legacy', compat }))
      expect(templateLabels(job)).toEqual({ 'job-name': 'myjob', 'controller-uid': U })
      expect(job.spec.selector).toEqual({ matchLabels: { 'controller-uid': U } })
    }
  })

  it('server-set metadata is replaced: uid, generation 1, no timestamps or resourceVersion, status {}', () => {
    const job = ok(
      createJob(
        myjob({}, undefined, {
          uid: O,
          resourceVersion: '9',
          creationTimestamp: '2020-01-01T00:00:00Z',
          generation: 7,
        }),
        design,
      ),
    )
    expect(job.metadata).toEqual({ name: 'myjob', namespace: 'default', uid: U, generation: 1, labels: generated(U) })
    expect(ok(createJob({ ...myjob(), status: { active: 3 } }, design)).status).toEqual({})
  })

  it('decode errors come back as field errors', () => {
    expect(errors(createJob({ ...myjob(), spec: { ...myjob().spec, parallelism: 'two' } }, design))).toEqual([
      ['FieldValueTypeInvalid', 'spec.parallelism', 'must be of type int32'],
    ])
  })

  it('design mode reports the selector error together with the other problems', () => {
    const r = createJob(myjob({ selector: { matchLabels: { a: 'b' } }, parallelism: -1 }), design)
    expect(errors(r)).toEqual([
      FORBIDDEN_SELECTOR,
      ['FieldValueInvalid', 'spec.parallelism', 'must be greater than or equal to 0'],
    ])
  })

  it('an auto-mode Job created from any valid input validates and selects its own pod template', () => {
    fc.assert(
      fc.property(validAutoJobInputArb(false), fc.uuid(), jobOptionsArb, (input, uid, o) => {
        const options = { ...o, uid, uniqueLabelKey: undefined }
        const job = ok(createJob(deepFreeze(input), options))
        expect(selects(job, templateLabels(job))).toBe(true)
        expect(job.metadata?.uid).toBe(uid)
        // what a later GET shows: read-back defaulting changes nothing
        expect(defaultJob(deepFreeze(job), options)).toEqual(job)
      }),
      { numRuns: numRuns(150) },
    )
  })

  it('design mode accepts any valid auto-mode input, even with copied system labels', () => {
    fc.assert(
      fc.property(
        validAutoJobInputArb(true),
        fc.uuid(),
        fc.constantFrom('current' as const, 'legacy' as const),
        (input, uid, labelScheme) => {
          const job = ok(createJob(deepFreeze(input), { uid, labelScheme }))
          expect(selects(job, templateLabels(job))).toBe(true)
        },
      ),
      { numRuns: numRuns(150) },
    )
  })

  it('two Jobs created with different uids never overlap', () => {
    fc.assert(
      fc.property(
        validAutoJobInputArb(true),
        validAutoJobInputArb(true),
        fc.uuid(),
        fc.uuid(),
        jobOptionsArb,
        (a, b, ua, ub, o) => {
          fc.pre(ua !== ub)
          const ja = createJob(a, { ...o, uid: ua })
          const jb = createJob(b, { ...o, uid: ub })
          if (E.isRight(ja) && E.isRight(jb)) {
            expect(selects(ja.right, templateLabels(jb.right))).toBe(false)
            expect(selects(jb.right, templateLabels(ja.right))).toBe(false)
          }
        },
      ),
      { numRuns: numRuns(150) },
    )
  })

  it('fuzz: createJob never throws on arbitrary input and never mutates it', () => {
    fc.assert(
      fc.property(fc.oneof(garbageArb, jobArb), jobOptionsArb, fc.uuid(), (u, o, uid) => {
        deepFreeze(u)
        const r = createJob(u, { ...o, uid })
        expect(E.isLeft(r) || r.right.metadata?.uid === uid).toBe(true)
        createJob(u, u as never)
      }),
      { numRuns: numRuns(300) },
    )
  })
})

describe('updateJob', () => {
  const created = ok(createJob(myjob({}, { app: 'web' }), design))
  const withServerFields: Job = {
    ...created,
    metadata: { ...created.metadata, resourceVersion: '12', creationTimestamp: '2026-11-21T10:00:00Z' },
    status: { active: 1 },
  }

  it('an unchanged spec keeps the generation; server-owned fields come from prev', () => {
    const input = {
      ...withServerFields,
      metadata: { ...withServerFields.metadata, uid: 'forged', creationTimestamp: null, resourceVersion: undefined },
      status: { succeeded: 99 },
    }
    const next = ok(updateJob(deepFreeze(input), deepFreeze(withServerFields)))
    expect(next.metadata).toEqual(withServerFields.metadata)
    expect(next.status).toEqual({ active: 1 })
  })

  it('a changed spec bumps the generation', () => {
    const next = ok(
      updateJob({ ...withServerFields, spec: { ...withServerFields.spec, parallelism: 3 } }, withServerFields),
    )
    expect(next.metadata?.generation).toBe(2)
    expect(next.spec.parallelism).toBe(3)
  })

  it('defaults apply but no selector generation happens on update', () => {
    const { manualSelector: _m, backoffLimit: _b, ...spec } = withServerFields.spec
    const next = ok(updateJob({ ...withServerFields, spec }, withServerFields))
    expect(next.spec.backoffLimit).toBe(6)
    expect(next.metadata?.generation).toBe(1)
    const manual = ok(
      updateJob({ ...withServerFields, spec: { ...withServerFields.spec, manualSelector: true } }, withServerFields),
    )
    expect(manual.spec.manualSelector).toBe(true)
  })

  it('a stale resourceVersion is a conflict; a missing one is an unconditional update', () => {
    const stale = updateJob(
      { ...withServerFields, metadata: { ...withServerFields.metadata, resourceVersion: '11' } },
      withServerFields,
    )
    expect(errors(stale)).toEqual([
      [
        'FieldValueInvalid',
        'metadata.resourceVersion',
        'the object has been modified; please apply your changes to the latest version and try again',
      ],
    ])
    expect(E.isRight(updateJob(created, created))).toBe(true)
  })

  it('immutable fields are rejected (validateJobUpdate)', () => {
    const r = updateJob({ ...withServerFields, spec: { ...withServerFields.spec, completions: 5 } }, withServerFields)
    expect(errors(r)).toContainEqual(['FieldValueInvalid', 'spec.completions', 'field is immutable'])
    const s = updateJob(
      { ...withServerFields, spec: { ...withServerFields.spec, selector: { matchLabels: { [CU]: O } } } },
      withServerFields,
    )
    expect(errors(s).map(([, f]) => f)).toContain('spec.selector')
  })

  it('upstream compat fills manualSelector: false on update', () => {
    const up = ok(createJob(myjob(), upstream))
    const { manualSelector: _m, ...spec } = up.spec
    expect(ok(updateJob({ ...up, spec }, up, { compat: 'upstream' })).spec.manualSelector).toBe(false)
    expect(Object.hasOwn(ok(updateJob({ ...up, spec }, up)).spec, 'manualSelector')).toBe(false)
  })

  it('fuzz: updateJob never throws on arbitrary input and prev', () => {
    fc.assert(
      fc.property(fc.oneof(garbageArb, jobArb), fc.oneof(garbageArb, jobArb), jobOptionsArb, (u, prev, o) => {
        deepFreeze(u)
        deepFreeze(prev)
        const r = updateJob(u, prev as Job, o)
        expect(E.isLeft(r) || r.right.kind === 'Job').toBe(true)
      }),
      { numRuns: numRuns(300) },
    )
  })
})

describe('hostile input', () => {
  it('deeply nested unknown fields and huge strings never make create/update throw', () => {
    let deep: unknown = 'leaf'
    for (let i = 0; i < 100_000; i++) deep = i % 2 === 0 ? [deep] : { a: deep }
    // Kept unknown fields are read to a depth of 1,000 (Go's decoder stops at 10,000): an error, not a throw.
    const deepCreate = createJob(myjob({ xDeep: deep }), design)
    expect(E.isLeft(deepCreate) && deepCreate.left[0]?.detail).toBe('the value is nested more than 1000 levels deep')
    const created = ok(createJob(myjob({ xShallow: [[{ a: 1 }]] }), design))
    const deepUpdate = updateJob({ ...created, spec: { ...created.spec, xDeep: [deep] } }, created)
    expect(E.isLeft(deepUpdate) && deepUpdate.left[0]?.detail).toBe('the value is nested more than 1000 levels deep')
    expect(E.isRight(updateJob({ ...created, spec: { ...created.spec, xShallow: [[1]] } }, created))).toBe(true)
    const huge = 'a'.repeat(1_000_000)
    expect(E.isLeft(createJob(myjob({}, { app: huge }, { name: huge }), { uid: huge }))).toBe(true)
  })
})

describe('createJob: Job labels at validation time (checked against the oracle)', () => {
  // A name that is a valid DNS subdomain but not a valid label value (64 characters).
  const long = 'a'.repeat(64)
  const labelErrors = (r: E.Either<FieldError[], Job>) => errors(r).filter(([, f]) => f === 'metadata.labels')
  it('without a template label map the generated labels are not yet the Job labels', () => {
    const r = createJob(myjob({}, undefined, { name: long }), upstream)
    expect(labelErrors(r)).toEqual([])
    expect(errors(r).map(([, f]) => f)).toContain('spec.template.labels')
  })
  it('with a template label map (even empty) the Job shares it and its labels are validated', () => {
    expect(labelErrors(createJob(myjob({}, {}, { name: long }), upstream)).length).toBeGreaterThan(0)
  })
})

describe('createJob and dryRunCreateJob: one create pipeline', () => {
  it('a generateName-only Job is named as the server names it (the oracle case job.create-regression-generate-name-only)', () => {
    const job = {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { generateName: 'pi-', namespace: 'default' },
      spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } } },
    }
    const created = createJob(job, { uid: U, nameSuffix: 'x7k2q', compat: 'upstream' })
    expect(E.isRight(created) && created.right.metadata?.name).toBe('pi-x7k2q')
    // Without a suffix, the one dryRunCreateJob derives from the uid.
    const derived = createJob(job, { uid: U, compat: 'upstream' })
    const dry = dryRunCreateJob(JSON.stringify(job), { uid: U, compat: 'upstream' })
    expect(E.isRight(derived) && E.isRight(dry.outcome) && derived.right.metadata?.name).toBe(
      E.isRight(dry.outcome) ? dry.outcome.right.metadata?.name : 'dry run failed',
    )
  })

  it('both give the same outcome, name and object for Jobs named or generateName-only', () => {
    fc.assert(
      fc.property(
        validAutoJobInputArb(),
        fc.boolean(),
        fc.stringMatching(/^[a-z]([a-z0-9-]{0,10}[a-z0-9])?-?$/),
        fc.stringMatching(/^[bcdfghjklmnpqrstvwxz2456789]{5}$/),
        (job, generate, prefix, suffix) => {
          const metadata: Record<string, unknown> = { ...job.metadata, namespace: 'default', generateName: prefix }
          if (generate) delete metadata['name']
          const input = { ...job, metadata }
          const options = { uid: U, nameSuffix: suffix, compat: 'upstream' } as const
          const ours = createJob(input, options)
          const dry = dryRunCreateJob(JSON.stringify(input), {
            ...options,
            namespace: 'default',
            fieldValidation: 'Ignore',
          })
          expect(E.isRight(ours)).toBe(E.isRight(dry.outcome))
          if (E.isRight(ours) && E.isRight(dry.outcome)) {
            const { metadata: m1, ...rest1 } = ours.right
            const { metadata: m2, ...rest2 } = dry.outcome.right
            expect(m1?.name).toBe(generate ? `${prefix}${suffix}` : job.metadata?.name)
            expect(m1?.name).toBe(m2?.name)
            expect(JSON.parse(JSON.stringify(rest1))).toEqual(JSON.parse(JSON.stringify(rest2)))
          }
        },
      ),
      { numRuns: numRuns(100) },
    )
  })
})

describe('updateJob with a prev written without its defaults', () => {
  // The oracle's answers for these requests (test/fixtures/upstream/job.update.regressions.jsonl): the server decodes
  // the stored object with defaulting, so only the real change counts.
  const cases = readFileSync(new URL('../fixtures/upstream/job.update.regressions.jsonl', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.includes('-regression-undefaulted-stored-'))
    .map(
      (l) =>
        JSON.parse(l) as {
          id: string
          input: { body: string; stored: Job }
          output: { outcome: { ok: boolean; object?: Job } }
        },
    )

  it('has the recorded cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(2)
  })

  for (const c of cases) {
    it(`${c.id}: prev is defaulted as storage would before the comparison`, () => {
      const r = updateJob(JSON.parse(c.input.body) as Job, c.input.stored, { compat: 'upstream' })
      expect(E.isRight(r)).toBe(c.output.outcome.ok)
      if (E.isRight(r)) expect(r.right.metadata?.generation).toBe(c.output.outcome.object?.metadata?.generation)
    })
  }
})
