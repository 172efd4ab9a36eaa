import * as E from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dryRunCreateJob } from '../../src/cli/admission'
import { numRuns } from '../support/runs'

const job = (metadata: Record<string, unknown>, spec: Record<string, unknown> = {}) => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata,
  spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'a', image: 'busybox' }] } }, ...spec },
})

describe('dryRunCreateJob (the library function with the request kubectl sends)', () => {
  it('fills the namespace as kubectl does', () => {
    const r = dryRunCreateJob(job({ name: 'pi' }), { uid: 'u' })
    expect(E.isRight(r.outcome) && r.outcome.right.metadata?.namespace).toBe('default')
    const s = dryRunCreateJob(job({ name: 'pi' }), { uid: 'u', namespace: 'team-a' })
    expect(E.isRight(s.outcome) && s.outcome.right.metadata?.namespace).toBe('team-a')
    const t = dryRunCreateJob(job({ name: 'pi', namespace: 'mine' }), { uid: 'u', namespace: 'team-a' })
    expect(E.isRight(t.outcome) && t.outcome.right.metadata?.namespace).toBe('mine')
  })

  it('names a generateName manifest: the given name, else at most 58 bytes of the prefix and five characters', () => {
    const named = dryRunCreateJob(job({ generateName: 'pi-' }), { uid: 'u', name: 'pi-manual' })
    expect(E.isRight(named.outcome) && named.outcome.right.metadata?.name).toBe('pi-manual')
    const generated = dryRunCreateJob(job({ generateName: 'x'.repeat(70) }), { uid: 'u' })
    const name = E.isRight(generated.outcome) ? (generated.outcome.right.metadata?.name ?? '') : ''
    expect(name).toMatch(/^x{58}[bcdfghjklmnpqrstvwxz2456789]{5}$/)
    expect(dryRunCreateJob(job({ generateName: 'x'.repeat(70) }), { uid: 'u' })).toEqual(generated)
  })

  it('answers 422 Invalid with the server message for a Job that does not validate', () => {
    const r = dryRunCreateJob(job({ name: 'pi' }, { parallelism: -1, completions: -1 }), { uid: 'u' })
    expect(E.isLeft(r.outcome) && r.outcome.left).toMatchObject({
      code: 422,
      reason: 'Invalid',
      message:
        'Job.batch "pi" is invalid: [spec.parallelism: Invalid value: -1: must be greater than or equal to 0, ' +
        'spec.completions: Invalid value: -1: must be greater than or equal to 0]',
    })
    expect(r.warnings).toEqual([])
  })

  it('answers 400 BadRequest for a Job that does not decode', () => {
    const r = dryRunCreateJob(job({ name: 'pi' }, { parallelism: 'two' }), { uid: 'u' })
    expect(E.isLeft(r.outcome) && r.outcome.left).toMatchObject({ code: 400, reason: 'BadRequest' })
    expect(E.isLeft(r.outcome) && r.outcome.left.message).toBe(
      'Job in version "v1" cannot be handled as a Job: json: cannot unmarshal string into Go struct field JobSpec.spec.parallelism of type int32',
    )
  })

  it('answers 422 Invalid for a Job without a spec (it decodes as empty, then fails validation)', () => {
    const r = dryRunCreateJob({ apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'pi' } }, { uid: 'u' })
    expect(E.isLeft(r.outcome) && r.outcome.left).toMatchObject({
      code: 422,
      reason: 'Invalid',
      message:
        'Job.batch "pi" is invalid: [spec.template.spec.containers: Required value, spec.template.spec.restartPolicy: Required value: valid values: "OnFailure", "Never"]',
    })
  })

  it('sends fieldValidation=Strict, as kubectl does', () => {
    const r = dryRunCreateJob(job({ name: 'pi' }, { paralelism: 2 }), { uid: 'u' })
    expect(E.isLeft(r.outcome) && r.outcome.left.message).toBe(
      'Job in version "v1" cannot be handled as a Job: strict decoding error: unknown field "spec.paralelism"',
    )
  })

  it('uses upstream compat unless told otherwise', () => {
    const copied = job({ name: 'pi' }, { selector: { matchLabels: { a: 'b' } } })
    const upstream = dryRunCreateJob(copied, { uid: 'u' })
    const design = dryRunCreateJob(copied, { uid: 'u', compat: 'design' })
    expect(E.isLeft(upstream.outcome) && upstream.outcome.left.errors.map((e) => e.field)).toContain('spec.selector')
    expect(E.isLeft(design.outcome) && design.outcome.left.errors.map((e) => e.type)).toEqual(['FieldValueForbidden'])
  })

  it('warns about a name that is not a DNS label, only when the Job is created', () => {
    expect(dryRunCreateJob(job({ name: 'backup.daily' }), { uid: 'u' }).warnings).toEqual([
      'metadata.name: this is used in Pod names and hostnames, which can result in surprising behavior; a DNS label is recommended: [must not contain dots]',
    ])
    expect(dryRunCreateJob(job({ name: 'backup.daily' }, { parallelism: -1 }), { uid: 'u' }).warnings).toEqual([])
  })

  it('fuzz: never throws and always answers a Status or a Job', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (input, uid) => {
        const r = dryRunCreateJob(input, { uid })
        if (E.isLeft(r.outcome)) expect([400, 409, 422, 500]).toContain(r.outcome.left.code)
        else expect(r.outcome.right.kind).toBe('Job')
      }),
      { numRuns: numRuns(300) },
    )
  })
})
