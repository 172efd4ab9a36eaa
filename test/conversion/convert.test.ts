import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { convertJob, fromInternal, toInternal } from '../../src/conversion/convert'
import type { InternalJob } from '../../src/conversion/internal-job'
import type { Job, JobV1beta1 } from '../../src/job/types'
import { numRuns } from '../support/runs'
import { deepFreeze, garbageArb, jobArb, jobV1beta1Arb } from '../job/arbitraries'

const internal = (manualSelector?: boolean | null): InternalJob =>
  ({ kind: 'Job', spec: { template: {}, ...(manualSelector === undefined ? {} : { manualSelector }) } }) as InternalJob
const beta = (autoSelector?: boolean | null): JobV1beta1 =>
  ({
    apiVersion: 'extensions/v1beta1',
    kind: 'Job',
    spec: { template: {}, ...(autoSelector === undefined ? {} : { autoSelector }) },
  }) as JobV1beta1

/** The unset≡false normalisation: a false (or null) flag reads as absent. */
const normaliseFlag = (j: Job | JobV1beta1, flag: 'manualSelector' | 'autoSelector') => {
  const { [flag]: value, ...rest } = j.spec as Record<string, unknown>
  return { ...j, spec: value === true ? { ...rest, [flag]: true } : rest }
}

/** A Job as the conversion writes it: Go's field set, `metadata` and `status` present (see src/conversion/convert.ts). */
const written = (spec: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  kind: 'Job',
  metadata: {},
  spec: { ...spec, template: { metadata: {}, spec: { containers: null } } },
  status: {},
  ...extra,
})

/** The Job in its own version as the conversion writes it (decoded and encoded once). */
const own = (j: Job | JobV1beta1) => convertJob(j, j.apiVersion === 'extensions/v1beta1' ? j.apiVersion : 'batch/v1')

describe('TestJobSpecConversion (internal ⇄ extensions/v1beta1 truth table)', () => {
  const v1beta1 = { apiVersion: 'extensions/v1beta1' }
  it('internal manualSelector nil → v1beta1 autoSelector true', () => {
    expect(fromInternal(internal(), 'extensions/v1beta1')).toEqual(written({ autoSelector: true }, v1beta1))
  })
  it('internal manualSelector false → v1beta1 autoSelector true', () => {
    expect(fromInternal(internal(false), 'extensions/v1beta1')).toEqual(written({ autoSelector: true }, v1beta1))
  })
  it('internal manualSelector true → v1beta1 autoSelector nil', () => {
    expect(fromInternal(internal(true), 'extensions/v1beta1')).toEqual(written({}, v1beta1))
  })
  it('v1beta1 autoSelector nil → internal manualSelector true', () => {
    expect(toInternal(beta())).toEqual(written({ manualSelector: true }))
    expect(toInternal(beta(null))).toEqual(written({ manualSelector: true }))
  })
  it('v1beta1 autoSelector false → internal manualSelector true', () => {
    expect(toInternal(beta(false))).toEqual(written({ manualSelector: true }))
  })
  it('v1beta1 autoSelector true → internal manualSelector nil', () => {
    expect(toInternal(beta(true))).toEqual(written({}))
  })
})

describe('conversion', () => {
  it('batch/v1 ⇄ internal is 1:1 apart from apiVersion', () => {
    const j = deepFreeze({
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'a' },
      spec: { template: {}, manualSelector: false, backoffLimit: 6 },
      x: 1,
    }) as Job
    const hub = written({ backoffLimit: 6, manualSelector: false }, { metadata: { name: 'a' }, x: 1 })
    expect(toInternal(j)).toEqual(hub)
    expect(fromInternal(toInternal(j), 'batch/v1')).toEqual({ ...hub, apiVersion: 'batch/v1' })
  })

  it('batch/v1-only fields ride along in a v1beta1 spec as unknown fields, and come back', () => {
    const j = {
      apiVersion: 'batch/v1',
      kind: 'Job',
      spec: { template: {}, backoffLimit: 3, podFailurePolicy: { rules: [] } },
    } as Job
    const beta1 = convertJob(j, 'extensions/v1beta1')
    expect(beta1).toEqual(
      written(
        { backoffLimit: 3, podFailurePolicy: { rules: [] }, autoSelector: true },
        { apiVersion: 'extensions/v1beta1' },
      ),
    )
    expect(convertJob(beta1, 'batch/v1')).toEqual(own(j))
  })

  it("a value of the wrong type is left out, as Go's decoder leaves the field at its zero value", () => {
    const j = { apiVersion: 'batch/v1', kind: 'Job', spec: { template: {}, parallelism: 'x', backoffLimit: 2 } }
    expect(convertJob(j as unknown as Job, 'batch/v1').spec).toEqual(written({ backoffLimit: 2 }).spec)
  })

  it('writing through extensions/v1beta1 and reading through batch/v1 shows manualSelector: true', () => {
    expect(convertJob(beta(), 'batch/v1').spec).toEqual(written({ manualSelector: true }).spec)
    expect(convertJob(beta(true), 'batch/v1').spec).toEqual(written({}).spec)
  })

  it('fuzz: v1beta1 → internal → v1beta1 returns the Job as written in its version, up to autoSelector unset≡false', () => {
    fc.assert(
      fc.property(jobV1beta1Arb, (j) => {
        deepFreeze(j)
        expect(fromInternal(toInternal(j), 'extensions/v1beta1')).toEqual(normaliseFlag(own(j), 'autoSelector'))
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('fuzz: v1 → v1beta1 → v1 returns the Job as written in its version, up to manualSelector unset≡false', () => {
    fc.assert(
      fc.property(jobArb, (j) => {
        fc.pre(!Object.hasOwn(j.spec, 'autoSelector'))
        deepFreeze(j)
        expect(convertJob(convertJob(j, 'extensions/v1beta1'), 'batch/v1')).toEqual(
          normaliseFlag(own(j), 'manualSelector'),
        )
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('fuzz: v1 → v1 is a fixed point after one conversion, and conversion is stable after one round', () => {
    fc.assert(
      fc.property(jobArb, jobV1beta1Arb, (a, b) => {
        deepFreeze(a)
        deepFreeze(b)
        const a1 = convertJob(a, 'batch/v1')
        expect(convertJob(a1, 'batch/v1')).toEqual(a1)
        const once = convertJob(convertJob(b, 'batch/v1'), 'extensions/v1beta1')
        expect(convertJob(convertJob(once, 'batch/v1'), 'extensions/v1beta1')).toEqual(once)
      }),
      { numRuns: numRuns(200) },
    )
  })

  it('fuzz: conversion never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(garbageArb, fc.constantFrom('batch/v1' as const, 'extensions/v1beta1' as const), (u, v) => {
        deepFreeze(u)
        expect(convertJob(u as Job, v).kind).toBe('Job')
        expect(fromInternal(u as InternalJob, v).apiVersion).toBe(v)
        expect(toInternal(u as Job).kind).toBe('Job')
      }),
      { numRuns: numRuns(500) },
    )
  })
})
