import * as E from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dryRunCreateJob, dryRunUpdateJob, type DryRunResult, type Job } from '../../src/index'
import { numRuns } from '../support/runs'

const UID = '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77'
const created = dryRunCreateJob(
  {
    apiVersion: 'batch/v1',
    kind: 'Job',
    metadata: { name: 'pi' },
    spec: { template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl:5.34.0' }] } } },
  },
  { uid: UID, creationTimestamp: '2026-01-02T03:04:05Z' },
)
if (E.isLeft(created.outcome)) throw new Error(created.outcome.left.message)
const STORED: Job = { ...created.outcome.right, metadata: { ...created.outcome.right.metadata, resourceVersion: '42' } }

type Editable = { metadata: Record<string, unknown>; spec: Record<string, unknown> }
const edit = (f: (j: Editable) => void): Editable => {
  const j = structuredClone(STORED) as unknown as Editable
  f(j)
  return j
}
const failure = (r: DryRunResult) => (E.isLeft(r.outcome) ? r.outcome.left : undefined)
const updated = (r: DryRunResult) => (E.isRight(r.outcome) ? r.outcome.right : undefined)
const REQUEST = { namespace: 'default', name: 'pi', fieldValidation: 'Strict' }

describe('dryRunUpdateJob', () => {
  it('an unconditional update (no resourceVersion, or "0") applies to the stored version', () => {
    for (const rv of [undefined, '0', '42']) {
      const body = edit((j) => {
        j.spec.parallelism = 3
        if (rv === undefined) delete j.metadata['resourceVersion']
        else j.metadata.resourceVersion = rv
      })
      const job = updated(dryRunUpdateJob(JSON.stringify(body), STORED, REQUEST))
      expect(job?.spec.parallelism).toBe(3)
      expect(job?.metadata?.generation).toBe(2)
      expect(job?.metadata?.uid).toBe(UID)
    }
  })

  it('409 for a stale resourceVersion, 500 for one that is not a number', () => {
    expect(
      failure(
        dryRunUpdateJob(
          edit((j) => (j.metadata.resourceVersion = '41')),
          STORED,
          REQUEST,
        ),
      ),
    ).toEqual({
      code: 409,
      reason: 'Conflict',
      message:
        'Operation cannot be fulfilled on jobs.batch "pi": the object has been modified; please apply your changes to the latest version and try again',
      errors: [],
    })
    expect(
      failure(
        dryRunUpdateJob(
          edit((j) => (j.metadata.resourceVersion = 'abc')),
          STORED,
          REQUEST,
        ),
      ),
    ).toEqual({
      code: 500,
      reason: '',
      message: 'strconv.ParseUint: parsing "abc": invalid syntax',
      errors: [],
    })
  })

  it('409 for a uid precondition that fails', () => {
    expect(
      failure(
        dryRunUpdateJob(
          edit((j) => (j.metadata.uid = 'other-uid')),
          STORED,
          REQUEST,
        ),
      )?.message,
    ).toBe(
      'Operation cannot be fulfilled on jobs.batch "pi": StorageError: invalid object, Code: 4, Key: /registry/jobs/default/pi, ResourceVersion: 0, ' +
        `AdditionalErrorMsg: Precondition failed: UID in precondition: other-uid, UID in object meta: ${UID}`,
    )
  })

  it("400 for a name other than the URL's", () => {
    expect(failure(dryRunUpdateJob(STORED, STORED, { ...REQUEST, name: 'other-name' }))?.message).toBe(
      'the name of the object (pi) does not match the name on the URL (other-name)',
    )
    expect(
      failure(
        dryRunUpdateJob(
          edit((j) => delete j.metadata.name),
          STORED,
          REQUEST,
        ),
      )?.message,
    ).toBe('the name of the object (pi based on URL) was undeterminable: name must be provided')
  })

  it('422 for UpdateOptions and for ValidateUpdate', () => {
    expect(failure(dryRunUpdateJob(STORED, STORED, { ...REQUEST, fieldValidation: 'None' }))?.message).toBe(
      'UpdateOptions.meta.k8s.io "" is invalid: fieldValidation: Unsupported value: "None": supported values: "", "Ignore", "Strict", "Warn"',
    )
    const r = failure(
      dryRunUpdateJob(
        edit((j) => (j.spec.completions = 5)),
        STORED,
        REQUEST,
      ),
    )
    expect(r?.code).toBe(422)
    expect(r?.message).toBe('Job.batch "pi" is invalid: spec.completions: Invalid value: 5: field is immutable')
  })

  it('strict decoding applies to the body as on create', () => {
    const text = JSON.stringify(STORED).replace('"parallelism":1', '"parallelism":1,"replicas":2')
    expect(failure(dryRunUpdateJob(text, STORED, REQUEST))?.message).toBe(
      'Job in version "v1" cannot be handled as a Job: strict decoding error: unknown field "spec.replicas"',
    )
    expect(dryRunUpdateJob(text, STORED, { ...REQUEST, fieldValidation: 'Warn' }).warnings).toEqual([
      'unknown field "spec.replicas"',
    ])
  })

  it('fuzz: never throws for any body, stored object and options', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.string(), fc.constant(STORED)),
        fc.oneof(fc.anything(), fc.constant(STORED)),
        fc.anything(),
        (body, stored, options) => {
          const r = dryRunUpdateJob(body, stored, options as never)
          if (E.isLeft(r.outcome)) expect([400, 404, 409, 422, 500]).toContain(r.outcome.left.code)
        },
      ),
      { numRuns: numRuns(300) },
    )
  })
})
