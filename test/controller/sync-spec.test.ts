// syncJob's first decisions (src/controller/sync-spec.ts): the syncs skipped before any pod is read,
// and the spec every later decision reads, defaulted as the API server would.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { readSyncSpec, skippedSync } from '../../src/controller/sync-spec'
import { JobSchema } from '../../src/job/generated/batch-schema'
import { decodeStruct } from '../../src/wire/decode'
import { numRuns } from '../support/runs'

const modelOf = (job: unknown) => decodeStruct(JobSchema, job, { unknownFields: 'ignore' }).value
const jobWith = (spec: Record<string, unknown>, status: Record<string, unknown> = {}) => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'j' },
  spec: { template: {}, ...spec },
  status,
})

describe('readSyncSpec', () => {
  test('completions and parallelism both unset read as 1 and 1; one set leaves the other', () => {
    expect(readSyncSpec(modelOf(jobWith({})))).toMatchObject({ completions: 1, comps: 1, parallelism: 1 })
    expect(readSyncSpec(modelOf(jobWith({ parallelism: 3 })))).toMatchObject({
      completions: undefined,
      comps: 0,
      parallelism: 3,
    })
    expect(readSyncSpec(modelOf(jobWith({ completions: 4 })))).toMatchObject({ completions: 4, parallelism: 1 })
  })

  test('backoffLimit defaults to 6, or MaxInt32 with backoffLimitPerIndex', () => {
    expect(readSyncSpec(modelOf(jobWith({})))?.backoffLimit).toBe(6)
    const perIndex = jobWith({ completionMode: 'Indexed', completions: 2, backoffLimitPerIndex: 1 })
    expect(readSyncSpec(modelOf(perIndex))).toMatchObject({ backoffLimit: 2147483647, perIndex: 1, indexed: true })
    expect(readSyncSpec(modelOf(jobWith({ backoffLimit: 0 })))?.backoffLimit).toBe(0)
  })

  test('podReplacementPolicy defaults to Failed with a pod failure policy, else TerminatingOrFailed', () => {
    expect(readSyncSpec(modelOf(jobWith({})))?.onlyReplaceFailed).toBe(false)
    expect(readSyncSpec(modelOf(jobWith({ podFailurePolicy: { rules: [] } })))?.onlyReplaceFailed).toBe(true)
    const explicit = jobWith({ podFailurePolicy: { rules: [] }, podReplacementPolicy: 'TerminatingOrFailed' })
    expect(readSyncSpec(modelOf(explicit))?.onlyReplaceFailed).toBe(false)
  })

  test('malformed numbers read as unset; an Indexed Job without completions is not synced', () => {
    expect(
      readSyncSpec(modelOf(jobWith({ completions: -1, parallelism: 'x', activeDeadlineSeconds: 1.5 }))),
    ).toMatchObject({ completions: 1, parallelism: 1, deadline: undefined })
    expect(readSyncSpec(modelOf(jobWith({ completionMode: 'Indexed', parallelism: 2 })))).toBeUndefined()
  })

  test('suspend, deletionTimestamp and restartPolicy are read', () => {
    const job = {
      ...jobWith({ suspend: true, template: { spec: { restartPolicy: 'OnFailure' } } }),
      metadata: { name: 'j', deletionTimestamp: '2026-01-01T00:00:00Z' },
    }
    expect(readSyncSpec(modelOf(job))).toMatchObject({ suspended: true, jobDeleting: true, restartPolicy: 'OnFailure' })
  })
})

describe('skippedSync', () => {
  test('a Job this controller syncs goes on', () => {
    const job = jobWith({ managedBy: 'kubernetes.io/job-controller' })
    expect(skippedSync(job, modelOf(job), {})).toBeUndefined()
  })

  test('another managedBy: no-op with the state unchanged', () => {
    const job = jobWith({ managedBy: 'example.com/other' })
    const state = { expectationsSatisfied: true, backoff: { failuresAfterLastSuccess: 2 } }
    expect(skippedSync(job, modelOf(job), state)).toMatchObject({ createPods: 0, events: [], state })
  })

  test('any Complete/Failed=True condition, not only the first of its type, finishes the Job', () => {
    const job = jobWith(
      {},
      {
        conditions: [
          { type: 'Failed', status: 'False' },
          { type: 'Failed', status: 'True' },
        ],
      },
    )
    expect(skippedSync(job, modelOf(job), {})?.state).toEqual({ expectationsSatisfied: true })
  })

  test('an unknown completion mode: a warning event', () => {
    const job = jobWith({ completionMode: 'Sparse' })
    expect(skippedSync(job, modelOf(job), {})?.events).toEqual([
      { type: 'Warning', reason: 'UnknownCompletionMode', message: expect.any(String) },
    ])
  })

  test('never throws; the defaulted numbers are non-negative integers', () => {
    const anyValue = fc.oneof(
      fc.integer({ min: -3, max: 8 }),
      fc.string({ maxLength: 12 }),
      fc.boolean(),
      fc.constant(null),
      fc.jsonValue({ maxDepth: 1 }),
    )
    const spec = fc.record(
      {
        completions: anyValue,
        parallelism: anyValue,
        completionMode: fc.oneof(fc.constantFrom('Indexed', 'NonIndexed', 'Sparse'), anyValue),
        backoffLimit: anyValue,
        backoffLimitPerIndex: anyValue,
        managedBy: fc.oneof(fc.constant('kubernetes.io/job-controller'), anyValue),
        podFailurePolicy: fc.oneof(fc.constant({ rules: [] }), anyValue),
        podReplacementPolicy: fc.oneof(fc.constantFrom('Failed', 'TerminatingOrFailed'), anyValue),
        suspend: anyValue,
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(spec, (s) => {
        const job = jobWith(s)
        const model = modelOf(job)
        skippedSync(job, model, {})
        const read = readSyncSpec(model)
        if (read === undefined) return
        expect(read.comps).toBe(read.completions ?? 0)
        for (const n of [read.comps, read.parallelism, read.backoffLimit]) {
          expect(Number.isSafeInteger(n) && n >= 0).toBe(true)
        }
      }),
      { numRuns: numRuns(300) },
    )
  })
})
