// Per-minor unknown fields: a field outside the minors whose Go types have
// it (src/wire/generated/field-minors.ts, generated with fields.json from
// each minor's Go types) is an unknown field when decoding as that minor,
// and decoding as the newest minor is decoding without a minor.
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { dryRunCreateJob } from '../../src/index'
import { JobSchema } from '../../src/job/generated/schema'
import { decodeStruct } from '../../src/wire/decode'
import { fieldInMinor, fieldMinors } from '../../src/wire/field-minors'
import { FIELD_MINORS_NEWEST } from '../../src/wire/generated/field-minors'
import fields from '../../src/core/generated/versions/fields.json'
import { numRuns } from '../support/runs'
import { structArb } from './arbitraries'

const job = (spec: Record<string, unknown>): Record<string, unknown> => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'pi', namespace: 'default' },
  spec: {
    template: { spec: { restartPolicy: 'Never', containers: [{ name: 'c', image: 'busybox' }], ...spec } },
  },
})

describe('fields per minor', () => {
  test('the decoder table is fields.json: a listed field exists exactly in its minors (a field of a struct some minors lack, where its struct is)', () => {
    const structs = fields.structs as Record<
      string,
      { minors?: string[]; fields: Record<string, { minors: string[] }> }
    >
    for (const [struct, entry] of Object.entries(structs))
      for (const [json, f] of Object.entries(entry.fields)) {
        if (json.startsWith('(inline')) continue
        // A field in every minor its struct is in is decided by the field holding the struct: not listed.
        if (entry.minors !== undefined && entry.minors.join() === f.minors.join()) {
          expect(fieldMinors(struct, json)).toBeUndefined()
          continue
        }
        for (const minor of [33, 34, 35, 36, 37])
          expect(fieldInMinor(struct, json, minor), `${struct}.${json} in 1.${minor}`).toBe(
            f.minors.includes(`1.${minor}`),
          )
      }
    expect(fieldMinors('PodSpec', 'hostnameOverride')).toEqual([34, FIELD_MINORS_NEWEST])
    expect(fieldMinors('PodSpec', 'workloadRef')).toEqual([35, 35])
  })

  test('a field added after a minor is an unknown field there: Strict rejects, Warn warns, Ignore drops', () => {
    const body = JSON.stringify(job({ schedulingGroup: { podGroupName: 'g' } }))
    const as = (kubernetesVersion: string, fieldValidation: string) =>
      dryRunCreateJob(body, { uid: 'u', fieldValidation, profile: { kubernetesVersion, preview: true } })
    const strict = as('1.35', 'Strict')
    expect(strict.outcome._tag === 'Left' && strict.outcome.left.message).toBe(
      'Job in version "v1" cannot be handled as a Job: strict decoding error: unknown field "spec.template.spec.schedulingGroup"',
    )
    const warn = as('1.35', 'Warn')
    expect(warn.warnings).toEqual(['unknown field "spec.template.spec.schedulingGroup"'])
    expect(warn.outcome._tag).toBe('Right')
    const ignored = as('1.35', 'Ignore')
    expect(ignored.warnings).toEqual([])
    const stored =
      ignored.outcome._tag === 'Right' ? (ignored.outcome.right as { spec: { template: { spec: object } } }) : undefined
    expect(stored !== undefined && Object.hasOwn(stored.spec.template.spec, 'schedulingGroup')).toBe(false)
    // 1.36 has the field: no strict decoding error.
    const known = as('1.36', 'Strict')
    expect(known.outcome._tag === 'Left' && known.outcome.left.message.includes('unknown field')).toBe(false)
  })

  test('law: decoding as the newest minor is decoding without a minor; an older minor only adds unknown fields', () => {
    fc.assert(
      fc.property(structArb(JobSchema, 6), fc.constantFrom(33, 34, 35, 36), (value, minor) => {
        const plain = decodeStruct(JobSchema, value)
        expect(decodeStruct(JobSchema, value, { minor: FIELD_MINORS_NEWEST })).toEqual(plain)
        const older = decodeStruct(JobSchema, value, { minor })
        const extra = older.issues.filter((i) => !plain.issues.some((p) => p.message === i.message))
        for (const i of extra) expect(i.kind).toBe('unknownField')
      }),
      { numRuns: numRuns(100) },
    )
  })
})
