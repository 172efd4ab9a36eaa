import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FieldError } from '../../src/field/index'
import { stringsGoSyntax, withMinorTexts } from '../../src/profile/minor-texts'
import { MINOR_RULES, sinceMinor } from '../../src/profile/minor-rules'
import { cronJobWireForMinor, jobWireForMinor } from '../../src/job/minor-wire'
import { validateJob } from '../../src/job/validation/validate-job'

const detailArb = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'must be no more than 63 bytes',
    'name part must be no more than 63 bytes',
    "a valid label key must consist of alphanumeric characters, '-', '_' or '.'",
    'may not be more than 63 bytes',
  ),
)
const errorArb: fc.Arbitrary<FieldError> = fc.record({
  type: fc.constant('FieldValueInvalid' as const),
  field: fc.string(),
  badValue: fc.string(),
  detail: detailArb,
})
const minorArb = fc.integer({ min: 33, max: 37 })

describe('withMinorTexts', () => {
  it('is the identity from 1.35 on, idempotent, and changes only details', () => {
    fc.assert(
      fc.property(fc.array(errorArb), minorArb, (errs, minor) => {
        const once = withMinorTexts(errs, minor)
        if (minor >= MINOR_RULES.labelTextsInBytes) expect(once).toBe(errs)
        expect(withMinorTexts(once, minor)).toEqual(once)
        expect(once.map((e) => [e.type, e.field, e.badValue])).toEqual(errs.map((e) => [e.type, e.field, e.badValue]))
      }),
    )
  })

  it('words the label texts as 1.33/1.34 do (pinned by the minor-label-texts regression case)', () => {
    const [a, b, c] = withMinorTexts(
      [
        { type: 'FieldValueInvalid', field: 'f', badValue: 'x', detail: 'name part must be no more than 63 bytes' },
        { type: 'FieldValueInvalid', field: 'f', badValue: 'x', detail: 'a valid label key must consist of …' },
        { type: 'FieldValueTooLong', field: 'f', badValue: 'x', detail: 'may not be more than 63 bytes' },
      ],
      34,
    )
    expect(a?.detail).toBe('name part must be no more than 63 characters')
    expect(b?.detail).toBe('a qualified name must consist of …')
    expect(c?.detail).toBe('may not be more than 63 bytes')
  })

  it('reaches validateJob for a 1.34 profile only', () => {
    const job = {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'pi', namespace: 'default', labels: { ['a'.repeat(64)]: 'x' } },
      spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } } },
    }
    const details = (profile: object) => validateJob(job, { profile }).map((e) => e.detail)
    expect(details({ kubernetesVersion: '1.34', preview: true })).toContain(
      'name part must be no more than 63 characters',
    )
    expect(details({})).toContain('name part must be no more than 63 bytes')
  })
})

describe('sinceMinor', () => {
  it('reads an absent minor as the newest', () => {
    for (const rule of Object.keys(MINOR_RULES) as (keyof typeof MINOR_RULES)[]) {
      expect(sinceMinor({}, rule)).toBe(true)
      expect(sinceMinor({ kubernetesMinor: 33 }, rule)).toBe(33 >= MINOR_RULES[rule])
    }
  })
})

describe('jobWireForMinor / cronJobWireForMinor', () => {
  const job = { spec: { template: { metadata: { labels: { a: 'b' } }, spec: {} } } }
  it('writes creationTimestamp: null in the templates before 1.34, nothing from 1.34 on', () => {
    expect(jobWireForMinor(job, 34)).toBe(job)
    expect(jobWireForMinor(job, 33)).toEqual({
      spec: { template: { metadata: { creationTimestamp: null, labels: { a: 'b' } }, spec: {} } },
    })
    const cj = { spec: { jobTemplate: { metadata: {}, spec: { template: { metadata: {} } } } } }
    const out = cronJobWireForMinor(cj, 33)
    expect(out.spec.jobTemplate.metadata).toEqual({ creationTimestamp: null })
    expect(out.spec.jobTemplate.spec.template.metadata).toEqual({ creationTimestamp: null })
    expect(cj.spec.jobTemplate.metadata).toEqual({})
  })
  it('never throws and keeps a timestamp that is there', () => {
    fc.assert(
      fc.property(fc.anything(), minorArb, (v, minor) => {
        jobWireForMinor(v, minor)
        cronJobWireForMinor(v, minor)
      }),
    )
    const stamped = { spec: { template: { metadata: { creationTimestamp: '2026-01-02T03:04:05Z' } } } }
    expect(jobWireForMinor(stamped, 33)).toEqual(stamped)
  })
})

describe('stringsGoSyntax (1.33 %#v of string lists and maps)', () => {
  it('prints what the 1.33 oracle printed, and undefined for other values', () => {
    // job.update-v1.33-regression-minor-update-create-checks: `Invalid value: map[string]string{"app":"x"}`.
    expect(stringsGoSyntax({ app: 'x' })).toBe('map[string]string{"app":"x"}')
    expect(stringsGoSyntax(['a', 'b'])).toBe('[]string{"a", "b"}')
    expect(stringsGoSyntax([1])).toBeUndefined()
    expect(stringsGoSyntax('a')).toBeUndefined()
    // 1.33 printed `[]int32{}` and `field.Path{…}` for these (cronjob.update and job.update live diffs).
    expect(stringsGoSyntax([])).toBeUndefined()
    expect(stringsGoSyntax({})).toBeUndefined()
  })

  it('never throws, and prints every key of a string map once, sorted', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        stringsGoSyntax(v)
      }),
    )
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), (m) => {
        const text = stringsGoSyntax(m) ?? 'map[string]string{}'
        expect(text.startsWith('map[string]string{')).toBe(true)
        expect(text.split('":"').length - 1).toBeGreaterThanOrEqual(Object.keys(m).length)
      }),
    )
  })
})
