import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import { describe, expect, it } from 'vitest'
import { JobCodec, JobV1beta1Codec } from '../../src/job/codec'
import { decodeJob } from '../../src/job/decode'
import type { Job, JobV1beta1 } from '../../src/job/types'
import { numRuns } from '../support/runs'
import { anyJobArb, deepFreeze, garbageArb, jobArb, jobV1beta1Arb } from './arbitraries'

// Compile-time: the codecs decode to the wire interfaces.
const decodedIsJob: t.TypeOf<typeof JobCodec> extends Job ? true : false = true
const decodedIsV1beta1: t.TypeOf<typeof JobV1beta1Codec> extends JobV1beta1 ? true : false = true

const job = (spec: Record<string, unknown>, extra: Record<string, unknown> = {}): unknown => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'pi' },
  spec: { template: {}, ...spec },
  ...extra,
})

const errorsOf = (u: unknown) => {
  const r = decodeJob(u)
  return E.isLeft(r) ? r.left : []
}

describe('decodeJob', () => {
  it('decodes both versions to the wire interfaces', () => {
    expect(decodedIsJob && decodedIsV1beta1).toBe(true)
    const v1 = job({ parallelism: 2 })
    expect(decodeJob(v1)).toEqual(E.right(v1))
    const v1beta1 = { apiVersion: 'extensions/v1beta1', kind: 'Job', spec: { template: {}, autoSelector: true } }
    expect(decodeJob(v1beta1)).toEqual(E.right(v1beta1))
  })

  it('keeps unknown fields at every level, including __proto__ keys', () => {
    const input = JSON.parse(
      '{"apiVersion":"batch/v1","kind":"Job","x":1,"metadata":{"name":"a","ownerReferences":[{"kind":"CronJob"}]},' +
        '"spec":{"scheduling":{"a":1},"template":{"metadata":{"labels":{"__proto__":"v"}},' +
        '"spec":{"volumes":[],"containers":[{"name":"c","ports":[{"containerPort":80}]}]}}}}',
    ) as unknown
    const r = decodeJob(deepFreeze(input))
    expect(r).toEqual(E.right(input))
    const labels = E.isRight(r) ? (r.right.spec.template.metadata?.labels ?? {}) : {}
    expect(Object.keys(labels)).toEqual(['__proto__'])
    expect(Object.getPrototypeOf(labels)).toBe(Object.prototype)
  })

  it('reports a wrong type with the field path and the value', () => {
    expect(errorsOf(job({ parallelism: 'x' }))).toEqual([
      { type: 'FieldValueTypeInvalid', field: 'spec.parallelism', badValue: 'x', detail: 'must be of type int32' },
    ])
    expect(errorsOf(job({ manualSelector: 'yes' }))).toEqual([
      {
        type: 'FieldValueTypeInvalid',
        field: 'spec.manualSelector',
        badValue: 'yes',
        detail: 'must be of type boolean',
      },
    ])
  })

  it('accepts only integers in the Go integer range', () => {
    const detail32 = 'must be a whole number from -2147483648 to 2147483647 (Go type int32)'
    expect(errorsOf(job({ completions: 1.5 }))).toEqual([
      { type: 'FieldValueTypeInvalid', field: 'spec.completions', badValue: 1.5, detail: detail32 },
    ])
    expect(errorsOf(job({ backoffLimit: 2147483648 }))).toEqual([
      { type: 'FieldValueTypeInvalid', field: 'spec.backoffLimit', badValue: 2147483648, detail: detail32 },
    ])
    expect(errorsOf(job({ backoffLimit: 2147483647, parallelism: -2147483648 }))).toEqual([])
    expect(errorsOf(job({ activeDeadlineSeconds: 2147483648 }))).toEqual([])
    expect(errorsOf(job({ activeDeadlineSeconds: 2 ** 63 }))[0]?.field).toBe('spec.activeDeadlineSeconds')
    // JSON sends NaN as null: Go reads the pointer as nil.
    expect(errorsOf(job({ activeDeadlineSeconds: Number.NaN }))).toEqual([])
  })

  it('renders array indexes and map keys in brackets', () => {
    const u = job({
      podFailurePolicy: { rules: [{ action: 'Ignore' }, { onExitCodes: { operator: 'In', values: [1, 'two'] } }] },
      template: { metadata: { labels: { app: 5 } } },
    })
    // In input order; the missing rules[1].action is Go's zero value (validation reports it).
    expect(errorsOf(u)).toEqual([
      {
        type: 'FieldValueTypeInvalid',
        field: 'spec.template.metadata.labels[app]',
        badValue: 5,
        detail: 'must be of type string',
      },
      {
        type: 'FieldValueTypeInvalid',
        field: 'spec.podFailurePolicy.rules[1].onExitCodes.values[1]',
        badValue: 'two',
        detail: 'must be of type int32',
      },
    ])
  })

  it("leaves a missing spec or spec.template at Go's zero value (validation reports what is missing)", () => {
    expect(errorsOf({ apiVersion: 'batch/v1', kind: 'Job' })).toEqual([])
    expect(errorsOf({ apiVersion: 'batch/v1', kind: 'Job', spec: {} })).toEqual([])
    expect(errorsOf({ apiVersion: 'batch/v1', kind: 'Job', spec: { podFailurePolicy: {} } })).toEqual([])
  })

  it('rejects unknown apiVersion and kind with the supported values', () => {
    expect(errorsOf({ apiVersion: 'batch/v2alpha1', kind: 'CronJob', spec: { template: {} } })).toEqual([
      {
        type: 'FieldValueNotSupported',
        field: 'apiVersion',
        badValue: 'batch/v2alpha1',
        detail: 'supported values: "batch/v1", "extensions/v1beta1"',
      },
      { type: 'FieldValueNotSupported', field: 'kind', badValue: 'CronJob', detail: 'supported values: "Job"' },
    ])
    expect(errorsOf({ spec: {} })).toEqual([
      { type: 'FieldValueRequired', field: 'apiVersion', detail: '' },
      { type: 'FieldValueRequired', field: 'kind', detail: '' },
    ])
    expect(errorsOf('a string')).toEqual([
      { type: 'FieldValueTypeInvalid', field: '', badValue: 'a string', detail: 'must be of type object' },
    ])
  })

  it('accepts null anywhere (Go reads it as the zero value) and returns the input itself', () => {
    const input = deepFreeze(
      job(
        {
          parallelism: null,
          template: { metadata: null, spec: { restartPolicy: null, containers: [{ name: null, image: 'i' }] } },
        },
        { status: null },
      ),
    )
    const r = decodeJob(input)
    expect(E.isRight(r) && r.right === input).toBe(true)
  })

  it('decodes a full status', () => {
    const status = {
      conditions: [
        { type: 'Complete', status: 'True', lastTransitionTime: '2026-01-01T00:00:00Z', reason: 'CompletionsReached' },
      ],
      startTime: '2026-01-01T00:00:00Z',
      completionTime: null,
      active: 0,
      succeeded: 3,
      failed: 1,
      terminating: 0,
      ready: 0,
      completedIndexes: '0-2',
      failedIndexes: null,
      uncountedTerminatedPods: { succeeded: ['uid-1'], failed: [] },
    }
    expect(decodeJob(job({}, { status }))).toEqual(E.right(job({}, { status })))
    expect(errorsOf(job({}, { status: { conditions: [{ type: 'Complete' }], active: -1.5 } }))).toEqual([
      {
        type: 'FieldValueTypeInvalid',
        field: 'status.active',
        badValue: -1.5,
        detail: 'must be a whole number from -2147483648 to 2147483647 (Go type int32)',
      },
    ])
  })

  it('v1beta1 decoding checks autoSelector and keeps batch/v1-only fields as unknown', () => {
    const u = {
      apiVersion: 'extensions/v1beta1',
      kind: 'Job',
      spec: { template: {}, autoSelector: 1, backoffLimit: 'x' },
    }
    expect(errorsOf(u)).toEqual([
      { type: 'FieldValueTypeInvalid', field: 'spec.autoSelector', badValue: 1, detail: 'must be of type boolean' },
    ])
  })

  it('fuzz: decode∘encode is the identity on every codec-valid Job', () => {
    fc.assert(
      fc.property(anyJobArb, (j) => {
        deepFreeze(j)
        const codec = j.apiVersion === 'batch/v1' ? JobCodec : JobV1beta1Codec
        const r = decodeJob((codec as t.Type<Job | JobV1beta1>).encode(j))
        expect(r).toEqual(E.right(j))
        expect(E.isRight(r) && r.right === j).toBe(true)
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('fuzz: the codec guards agree with decoding', () => {
    fc.assert(
      fc.property(jobArb, jobV1beta1Arb, (a, b) => {
        expect(JobCodec.is(a)).toBe(true)
        expect(JobV1beta1Codec.is(b)).toBe(true)
        expect(JobCodec.is(b)).toBe(false)
      }),
      { numRuns: numRuns(100) },
    )
  })

  it('fuzz: decodeJob never throws and reports only well-formed field errors', () => {
    fc.assert(
      fc.property(garbageArb, (u) => {
        deepFreeze(u)
        const r = decodeJob(u)
        if (E.isLeft(r)) {
          expect(r.left.length).toBeGreaterThan(0)
          for (const e of r.left) {
            expect(typeof e.field).toBe('string')
            expect(typeof e.detail).toBe('string')
          }
        } else {
          expect(r.right.kind).toBe('Job')
        }
      }),
      { numRuns: numRuns(500) },
    )
  })
})
