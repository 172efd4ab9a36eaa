import { describe, expect, it } from 'vitest'
import { classifyDifference, newFacts } from '../../conformance/classify-minor'
import { fixtureDirFor, oracleBinaryFor, parseKubernetesVersion } from '../../conformance/harness/versions'

const err = (type: string, field: string, detail: string, badValue?: unknown) => ({ type, field, detail, badValue })
const rejected = (...errors: unknown[]) => ({
  outcome: { ok: false, status: { code: 422, reason: 'Invalid', message: 'm', errors } },
  warnings: [],
})
const accepted = (object: unknown, warnings: string[] = []) => ({ outcome: { ok: true, object }, warnings })

describe('conformance --kubernetes-version', () => {
  it('reads 1.MM, v1.MM and 1.MM.P as the minor', () => {
    expect(parseKubernetesVersion('1.34')).toBe('1.34')
    expect(parseKubernetesVersion('v1.34')).toBe('1.34')
    expect(parseKubernetesVersion('1.34.7')).toBe('1.34')
  })
  it('refuses a minor without an oracle', () => {
    for (const v of ['1.32', '1.38', '2.0', '', 'latest'])
      expect(() => parseKubernetesVersion(v)).toThrow(/unsupported/)
  })
  it('keeps bin/oracle and the fixtures of today for 1.37, per-minor ones for the others', () => {
    expect(oracleBinaryFor('1.36')).toMatch(/bin\/oracle-1\.36$/)
    expect(oracleBinaryFor('1.37')).not.toMatch(/oracle-1\.37/)
    expect(fixtureDirFor('1.33')).toMatch(/upstream\/v1\.33\/$/)
    expect(fixtureDirFor('1.37')).toMatch(/upstream\/$/)
  })
})

describe('classifyDifference', () => {
  it('pairs an error that moved to another path', () => {
    const facts = newFacts()
    const classes = classifyDifference(
      'job.create',
      {},
      rejected(err('FieldValueInvalid', 'metadata.ownerReferences.uid', 'must not be empty')),
      rejected(err('FieldValueRequired', 'metadata.ownerReferences[0].uid', 'must not be empty')),
      facts,
    )
    expect(classes).toEqual(['field-path'])
    expect([...facts.fieldPaths.keys()]).toEqual([
      'FieldValueInvalid metadata.ownerReferences.uid → FieldValueRequired metadata.ownerReferences[*].uid: must not be empty',
    ])
  })
  it('tells reworded texts, listed-twice errors and errors only one minor reports apart', () => {
    const e = err('FieldValueInvalid', 'spec.parallelism', 'must be greater than or equal to 0', -1)
    expect(classifyDifference('job.create', {}, rejected(e, e), rejected(e), newFacts())).toEqual(['duplicate-errors'])
    expect(
      classifyDifference(
        'job.create',
        {},
        rejected(err('FieldValueTooLong', 'metadata.name', 'must be no more than 63 characters')),
        rejected(err('FieldValueTooLong', 'metadata.name', 'must be no more than 63 bytes')),
        newFacts(),
      ),
    ).toEqual(['error-text'])
    expect(
      classifyDifference(
        'job.create',
        {},
        rejected(e),
        rejected(e, err('FieldValueForbidden', 'spec.x', 'no')),
        newFacts(),
      ),
    ).toEqual(['rule-change'])
  })
  it('names unknown fields, dropped fields and defaults', () => {
    const body = JSON.stringify({
      spec: { template: { spec: { hostnameOverride: 'h', resources: { limits: { cpu: '1' } } } } },
    })
    const facts = newFacts()
    expect(
      classifyDifference(
        'job.create',
        { body },
        accepted({ spec: { template: { spec: {} } } }, ['unknown field "spec.template.spec.hostnameOverride"']),
        accepted({
          spec: {
            template: { spec: { hostnameOverride: 'h', resources: { limits: { cpu: '1' } }, serviceAccount: 'a' } },
          },
        }),
        facts,
      ).sort(),
    ).toEqual(['default', 'dropped-field', 'unknown-field'])
    expect([...facts.unknownFields.keys()]).toEqual(['spec.template.spec.hostnameOverride'])
    expect([...facts.droppedFields.keys()]).toEqual(['old drops spec.template.spec.resources'])
    expect([...facts.defaults.keys()]).toEqual(['new only sets spec.template.spec.serviceAccount'])
  })
})
