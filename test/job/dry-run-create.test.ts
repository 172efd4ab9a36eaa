import * as E from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dryRunCreateJob, type DryRunCreateOptions, type DryRunResult } from '../../src/index'
import { dryRunCreateJobNamed } from '../../src/job/dry-run-create'
import { numRuns } from '../support/runs'

const PI = {
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'pi' },
  spec: {
    backoffLimit: 4,
    template: { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl:5.34.0' }] } },
  },
}
const PI_TEXT = JSON.stringify(PI)
const REQUEST: DryRunCreateOptions = {
  namespace: 'default',
  fieldValidation: 'Strict',
  uid: '3f1c7c1e-6d6a-4c1e-9b0a-2f0f5d1b9c77',
  creationTimestamp: '2026-01-02T03:04:05Z',
  nameSuffix: 'x7k2q',
}

const failure = (r: DryRunResult) => (E.isLeft(r.outcome) ? r.outcome.left : undefined)
const created = (r: DryRunResult) => (E.isRight(r.outcome) ? r.outcome.right : undefined)
const message = (body: unknown, options: Partial<DryRunCreateOptions> = {}) =>
  failure(dryRunCreateJob(body, { ...REQUEST, ...options }))?.message

describe('dryRunCreateJob: the created Job as a later GET returns it', () => {
  it('warns of deprecated nodeSelector labels in insertion order, one of the rotations Go iterates a small map in', () => {
    const nodeSelector = {
      'failure-domain.beta.kubernetes.io/zone': 'a',
      'failure-domain.beta.kubernetes.io/region': 'r',
      'beta.kubernetes.io/os': 'linux',
    }
    const body = { ...PI, spec: { template: { spec: { ...PI.spec.template.spec, nodeSelector } } } }
    // The oracle answers the three rotations of the insertion order; sorted order is none of them.
    expect(dryRunCreateJob(body, REQUEST).warnings.map((w) => w.slice(0, w.indexOf(']') + 1))).toEqual([
      'spec.template.spec.nodeSelector[failure-domain.beta.kubernetes.io/zone]',
      'spec.template.spec.nodeSelector[failure-domain.beta.kubernetes.io/region]',
      'spec.template.spec.nodeSelector[beta.kubernetes.io/os]',
    ])
  })

  it('empty lists come back nil from storage: null where not omitempty, left out elsewhere (oracle answer)', () => {
    const body = {
      ...PI,
      spec: {
        podFailurePolicy: { rules: [] },
        template: { spec: { restartPolicy: 'Never', containers: [{ name: 'c', image: 'i', args: [] }] } },
      },
    }
    const job = created(dryRunCreateJob(body, REQUEST))
    expect(job?.spec?.podFailurePolicy).toEqual({ rules: null })
    expect(job?.spec?.template.spec?.containers?.[0]).not.toHaveProperty('args')
  })

  it('creates the pi Job with the server-set fields and defaults', () => {
    const r = dryRunCreateJob(PI_TEXT, REQUEST)
    expect(r.warnings).toEqual([])
    const job = created(r)
    expect(job?.metadata).toMatchObject({
      name: 'pi',
      namespace: 'default',
      uid: REQUEST.uid,
      generation: 1,
      creationTimestamp: '2026-01-02T03:04:05Z',
    })
    expect(job?.spec).toMatchObject({
      parallelism: 1,
      completions: 1,
      backoffLimit: 4,
      completionMode: 'NonIndexed',
      suspend: false,
      manualSelector: false,
    })
    expect(job?.spec.selector).toEqual({ matchLabels: { 'batch.kubernetes.io/controller-uid': REQUEST.uid } })
    expect(job?.status).toEqual({})
    expect(job?.metadata?.resourceVersion).toBeUndefined()
  })

  it('takes a parsed value as well as text', () => {
    expect(dryRunCreateJob(PI, REQUEST)).toEqual(dryRunCreateJob(PI_TEXT, REQUEST))
  })

  it('names a generateName Job with at most 58 bytes of the prefix and the request suffix', () => {
    const body = { ...PI, metadata: { generateName: 'x'.repeat(70) } }
    expect(created(dryRunCreateJob(body, REQUEST))?.metadata?.name).toBe(`${'x'.repeat(58)}x7k2q`)
    const derived = created(dryRunCreateJob(body, { ...REQUEST, nameSuffix: undefined }))?.metadata?.name ?? ''
    expect(derived).toMatch(/^x{58}[bcdfghjklmnpqrstvwxz2456789]{5}$/)
  })

  it('drops repeated owner references with the server warning', () => {
    const owner = { apiVersion: 'batch/v1', kind: 'CronJob', name: 'a', uid: 'u1' }
    const r = dryRunCreateJob({ ...PI, metadata: { name: 'pi', ownerReferences: [owner, owner] } }, REQUEST)
    expect(created(r)?.metadata?.['ownerReferences']).toEqual([owner])
    expect(r.warnings).toEqual([
      '.metadata.ownerReferences contains duplicate entries; API server dedups owner references in 1.20+, and may reject such requests as early as 1.24; please fix your requests; duplicate UID(s) observed: u1',
    ])
  })

  it('warns about a name that is not a DNS label and about deprecated node labels', () => {
    const body = {
      ...PI,
      metadata: { name: 'backup.daily' },
      spec: {
        ...PI.spec,
        template: { spec: { ...PI.spec.template.spec, nodeSelector: { 'beta.kubernetes.io/os': 'linux' } } },
      },
    }
    expect(dryRunCreateJob(body, REQUEST).warnings).toEqual([
      'metadata.name: this is used in Pod names and hostnames, which can result in surprising behavior; a DNS label is recommended: [must not contain dots]',
      'spec.template.spec.nodeSelector[beta.kubernetes.io/os]: deprecated since v1.14; use "kubernetes.io/os" instead',
    ])
  })
})

describe('dryRunCreateJob: deprecated node labels in the node affinity (answers of the oracle, Kubernetes v1.37.2)', () => {
  it('warns about required and preferred terms, and about preferred values that are not label values', () => {
    const affinity = {
      nodeAffinity: {
        requiredDuringSchedulingIgnoredDuringExecution: {
          nodeSelectorTerms: [
            { matchExpressions: [{ key: 'kubernetes.io/os', operator: 'In', values: ['linux'] }] },
            {
              matchExpressions: [
                { key: 'node-role.kubernetes.io/master', operator: 'Exists' },
                { key: 'beta.kubernetes.io/arch', operator: 'In', values: ['amd64'] },
              ],
            },
          ],
        },
        preferredDuringSchedulingIgnoredDuringExecution: [
          {
            weight: 1,
            preference: {
              matchExpressions: [{ key: 'app.kubernetes.io/created-by', operator: 'In', values: ['ok', 'not ok!'] }],
            },
          },
        ],
      },
    }
    const topologySpreadConstraints = [
      {
        maxSkew: 1,
        topologyKey: 'failure-domain.beta.kubernetes.io/zone',
        whenUnsatisfiable: 'DoNotSchedule',
        labelSelector: {},
      },
    ]
    const body = {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: { name: 'a' },
      spec: {
        template: {
          spec: {
            restartPolicy: 'Never',
            containers: [{ name: 'c', image: 'i' }],
            affinity,
            topologySpreadConstraints,
          },
        },
      },
    }
    expect(dryRunCreateJob(body, REQUEST).warnings).toEqual([
      'spec.template.spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms[1].matchExpressions[0].key: node-role.kubernetes.io/master is use "node-role.kubernetes.io/control-plane" instead',
      'spec.template.spec.affinity.nodeAffinity.requiredDuringSchedulingIgnoredDuringExecution.nodeSelectorTerms[1].matchExpressions[1].key: beta.kubernetes.io/arch is deprecated since v1.14; use "kubernetes.io/arch" instead',
      'spec.template.spec.affinity.nodeAffinity.preferredDuringSchedulingIgnoredDuringExecution[0].preference.matchExpressions[0].key: app.kubernetes.io/created-by is deprecated since v1.9',
      "spec.template.spec.affinity.nodeAffinity.preferredDuringSchedulingIgnoredDuringExecution[0].preference.matchExpressions[0].values[1]: not ok! is invalid, a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')",
      'spec.template.spec.topologySpreadConstraints[0].topologyKey: failure-domain.beta.kubernetes.io/zone is deprecated since v1.17; use "topology.kubernetes.io/zone" instead',
    ])
  })
})

describe('dryRunCreateJob: every kind of failure, with the server text', () => {
  it('400 for JSON that does not parse (the body summarised as the handler does)', () => {
    expect(message('')).toBe(
      "the object provided is unrecognized (must be of type Job): couldn't get version/kind; json parse error: unexpected end of JSON input (<empty>)",
    )
    expect(message(PI_TEXT.slice(0, 40))).toBe(
      'the object provided is unrecognized (must be of type Job): couldn\'t get version/kind; json parse error: unexpected end of JSON input ({"apiVersion":"batch/v1","kind ...)',
    )
    expect(message('[]')).toBe(
      'the object provided is unrecognized (must be of type Job): couldn\'t get version/kind; json parse error: json: cannot unmarshal array into Go value of type struct { APIVersion string "json:\\"apiVersion,omitempty\\""; Kind string "json:\\"kind,omitempty\\"" } (5b5d)',
    )
    expect(message(`\ufeff${PI_TEXT}`)).toMatch(
      /json parse error: invalid character 'ï' looking for beginning of value \(efbbbf7b/,
    )
  })

  it("400 for a value of the wrong JSON type, with Go's text and field path", () => {
    expect(message(PI_TEXT.replace('"backoffLimit":4', '"backoffLimit":"4"'))).toBe(
      'Job in version "v1" cannot be handled as a Job: json: cannot unmarshal string into Go struct field JobSpec.spec.backoffLimit of type int32',
    )
    expect(message(PI_TEXT.replace('"backoffLimit":4', '"backoffLimit":1.0'))).toBe(
      'Job in version "v1" cannot be handled as a Job: json: cannot unmarshal number 1.0 into Go struct field JobSpec.spec.backoffLimit of type int32',
    )
    expect(message(PI_TEXT.replace('"kind":"Job"', '"kind":5'))).toBe(
      'the object provided is unrecognized (must be of type Job): couldn\'t get version/kind; json parse error: json: cannot unmarshal number into Go struct field .kind of type string ({"apiVersion":"batch/v1","kind ...)',
    )
  })

  it('400 for another version or kind', () => {
    expect(message(PI_TEXT.replace('batch/v1', 'batch/v2'))).toBe(
      'Job in version "v2" cannot be handled as a Job: no kind "Job" is registered for version "batch/v2" in scheme "pkg/runtime/scheme.go:111"',
    )
    expect(message(PI_TEXT.replace('"kind":"Job"', '"kind":"CronJob"'))).toBe(
      'CronJob in version "v1" cannot be handled as a Job: converting (v1.CronJob) to (batch.Job): unknown conversion',
    )
  })

  it('unknown and duplicate fields: 400 under Strict, warnings under Warn (and ""), nothing under Ignore', () => {
    const body = PI_TEXT.replace('"backoffLimit":4', '"backoffLimit":4,"foo":1').replace(
      '"name":"pi"',
      '"name":"pi","name":"pi"',
    )
    expect(message(body)).toBe(
      'Job in version "v1" cannot be handled as a Job: strict decoding error: duplicate field "metadata.name", unknown field "spec.foo"',
    )
    for (const fieldValidation of ['Warn', '']) {
      const r = dryRunCreateJob(body, { ...REQUEST, fieldValidation })
      expect(E.isRight(r.outcome)).toBe(true)
      expect(r.warnings).toEqual(['duplicate field "metadata.name"', 'unknown field "spec.foo"'])
    }
    const ignored = dryRunCreateJob(body, { ...REQUEST, fieldValidation: 'Ignore' })
    expect(E.isRight(ignored.outcome) && ignored.warnings).toEqual([])
  })

  it('a repeated object is merged into the first, as Go decodes it', () => {
    const body = PI_TEXT.replace('"metadata":{"name":"pi"}', '"metadata":{"name":"pi"},"metadata":{"labels":{"a":"b"}}')
    const r = dryRunCreateJob(body, { ...REQUEST, fieldValidation: 'Ignore' })
    expect(created(r)?.metadata).toMatchObject({ name: 'pi', labels: { a: 'b' } })
  })

  it('422 for an unsupported fieldValidation', () => {
    const r = failure(dryRunCreateJob(PI_TEXT, { ...REQUEST, fieldValidation: 'strict' }))
    expect(r).toEqual({
      code: 422,
      reason: 'Invalid',
      message:
        'CreateOptions.meta.k8s.io "" is invalid: fieldValidation: Unsupported value: "strict": supported values: "", "Ignore", "Strict", "Warn"',
      errors: [
        {
          type: 'FieldValueNotSupported',
          field: 'fieldValidation',
          badValue: 'strict',
          detail: 'supported values: "", "Ignore", "Strict", "Warn"',
        },
      ],
    })
  })

  it("400 for a namespace other than the request's", () => {
    expect(message({ ...PI, metadata: { name: 'pi', namespace: 'other' } })).toBe(
      'the namespace of the provided object does not match the namespace sent on the request',
    )
  })

  it('422 for a Job that does not validate', () => {
    const r = failure(dryRunCreateJob({ ...PI, spec: { ...PI.spec, parallelism: -1 } }, REQUEST))
    expect(r?.code).toBe(422)
    expect(r?.message).toBe(
      'Job.batch "pi" is invalid: spec.parallelism: Invalid value: -1: must be greater than or equal to 0',
    )
  })

  it('500 for a resourceVersion on a create', () => {
    expect(failure(dryRunCreateJob({ ...PI, metadata: { name: 'pi', resourceVersion: '5' } }, REQUEST))).toEqual({
      code: 500,
      reason: '',
      message: 'resourceVersion should not be set on objects to be created',
      errors: [],
    })
  })
})

describe('dryRunCreateJob: total', () => {
  it('__proto__ keys are ordinary keys', () => {
    const r = dryRunCreateJob('{"__proto__":{"polluted":1},"apiVersion":"batch/v1","kind":"Job"}', REQUEST)
    expect(failure(r)?.message).toBe(
      'Job in version "v1" cannot be handled as a Job: strict decoding error: unknown field "__proto__"',
    )
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    const labels = dryRunCreateJob(PI_TEXT.replace('"name":"pi"', '"name":"pi","labels":{"__proto__":"x"}'), REQUEST)
    expect(failure(labels)?.message).toMatch(
      /^Job\.batch "pi" is invalid: metadata\.labels: Invalid value: "__proto__"/,
    )
  })

  it('fuzz: never throws on any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.json(), fc.constantFrom(PI_TEXT)),
        fc.constantFrom('Strict', 'Warn', 'Ignore', '', 'x'),
        (body, fieldValidation) => {
          const r = dryRunCreateJob(body, { ...REQUEST, fieldValidation })
          if (E.isLeft(r.outcome)) expect([400, 409, 422, 500]).toContain(r.outcome.left.code)
          else expect(r.outcome.right.kind).toBe('Job')
        },
      ),
      { numRuns: numRuns(300) },
    )
  })

  it('fuzz: never throws on any value or options', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withDate: true, withMap: true, withNullPrototype: true, withTypedArray: true }),
        fc.anything(),
        (body, options) => {
          const r = dryRunCreateJob(body, options as DryRunCreateOptions)
          expect(Array.isArray(r.warnings)).toBe(true)
        },
      ),
      { numRuns: numRuns(300) },
    )
  })

  it('fuzz: a Job with random edits at random paths never throws', () => {
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.constantFrom('spec', 'metadata', 'spec.template', 'spec.template.spec', 'status'),
        (value, where) => {
          const body = structuredClone(PI) as Record<string, unknown>
          const [a, b, c] = where.split('.') as [string, string?, string?]
          if (b === undefined) body[a] = value
          else if (c === undefined) (body[a] as Record<string, unknown>)[b] = value
          else ((body[a] as Record<string, Record<string, unknown>>)[b] as Record<string, unknown>)[c] = value
          const r = dryRunCreateJob(JSON.stringify(body), { ...REQUEST, fieldValidation: 'Warn' })
          expect(E.isLeft(r.outcome) || r.outcome.right.kind === 'Job').toBe(true)
        },
      ),
      { numRuns: numRuns(300) },
    )
  })
})

describe('dryRunCreateJobNamed (what k8s-jobs validate asks for)', () => {
  const edited = fc
    .tuple(
      fc.oneof(fc.jsonValue(), fc.constant(undefined)),
      fc.constantFrom(
        'spec',
        'metadata',
        'metadata.name',
        'metadata.generateName',
        'spec.template.spec',
        'apiVersion',
        'kind',
      ),
      fc.constantFrom('Strict', 'Warn', 'Ignore', 'bad'),
      fc.boolean(),
    )
    .map(([value, where, fieldValidation, asText]) => {
      const body = structuredClone(PI) as Record<string, unknown>
      const [a, b, c] = where.split('.') as [string, string?, string?]
      if (b === undefined) body[a] = value
      else if (c === undefined) (body[a] as Record<string, unknown>)[b] = value
      else ((body[a] as Record<string, Record<string, unknown>>)[b] as Record<string, unknown>)[c] = value
      return { body: asText ? JSON.stringify(body) : body, fieldValidation }
    })

  it('answers as dryRunCreateJob does, with the created Job’s name in place of the Job', () => {
    fc.assert(
      fc.property(edited, ({ body, fieldValidation }) => {
        const options = { ...REQUEST, fieldValidation }
        const full = dryRunCreateJob(body, options)
        const named = dryRunCreateJobNamed(body, options)
        expect(named.warnings).toEqual(full.warnings)
        if (E.isRight(full.outcome)) expect(named.outcome).toEqual(E.right(full.outcome.right.metadata?.name ?? ''))
        else expect(named.outcome).toEqual(full.outcome)
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('names a generateName Job and never throws on hostile options', () => {
    const body = { ...PI, metadata: { generateName: 'pi-' } }
    expect(dryRunCreateJobNamed(body, REQUEST).outcome).toEqual(E.right('pi-x7k2q'))
    const revoked = Proxy.revocable({}, {})
    revoked.revoke()
    expect(E.isLeft(dryRunCreateJobNamed(revoked.proxy, REQUEST).outcome)).toBe(true)
    expect(() => dryRunCreateJobNamed(PI, revoked.proxy as unknown as DryRunCreateOptions)).not.toThrow()
  })
})
