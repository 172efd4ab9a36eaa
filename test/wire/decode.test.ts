import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { decodeJson, decodeStruct } from '../../src/wire/decode'
import { goDecodeError } from '../../src/wire/decode-issue'
import { unknownFieldsOf } from '../../src/wire/unknown-fields'
import { encodeStruct } from '../../src/wire/encode'
import { JobSchema } from '../../src/job/generated/schema'
import { parseJsonText } from '../../src/wire/json-text'
import { PodSchema } from '../../src/core/generated/schema'
import { numRuns } from '../support/runs'
import { structArb } from './arbitraries'

const job = (spec: unknown, rest: Record<string, unknown> = {}) => ({
  apiVersion: 'batch/v1',
  kind: 'Job',
  metadata: { name: 'pi' },
  spec,
  ...rest,
})
const messages = (input: unknown) => decodeStruct(JobSchema, input).issues.map((i) => i.message)

describe('Go type errors', () => {
  test.each([
    [
      { parallelism: 'two' },
      'json: cannot unmarshal string into Go struct field JobSpec.spec.parallelism of type int32',
    ],
    [
      { parallelism: 1.5 },
      'json: cannot unmarshal number 1.5 into Go struct field JobSpec.spec.parallelism of type int32',
    ],
    [
      { parallelism: 2 ** 31 },
      'json: cannot unmarshal number 2147483648 into Go struct field JobSpec.spec.parallelism of type int32',
    ],
    [
      { manualSelector: 'yes' },
      'json: cannot unmarshal string into Go struct field JobSpec.spec.manualSelector of type bool',
    ],
    [
      { completionMode: 1 },
      'json: cannot unmarshal number into Go struct field JobSpec.spec.completionMode of type v1.CompletionMode',
    ],
    [
      { template: [] },
      'json: cannot unmarshal array into Go struct field JobSpec.spec.template of type v1.PodTemplateSpec',
    ],
    [
      { template: { spec: { containers: {} } } },
      'json: cannot unmarshal object into Go struct field PodSpec.spec.template.spec.containers of type []v1.Container',
    ],
    [
      { template: { spec: { containers: [{ image: 5 }] } } },
      'json: cannot unmarshal number into Go struct field Container.spec.template.spec.containers.image of type string',
    ],
    [
      { template: { spec: { containers: ['x'] } } },
      'json: cannot unmarshal string into Go struct field PodSpec.spec.template.spec.containers of type v1.Container',
    ],
    [
      { template: { metadata: { labels: { a: 1 } } } },
      'json: cannot unmarshal number into Go struct field ObjectMeta.spec.template.metadata.labels of type string',
    ],
    [
      { template: { spec: { volumes: [{ name: 'v', hostPath: 'x' }] } } },
      'json: cannot unmarshal string into Go struct field Volume.spec.template.spec.volumes.VolumeSource.hostPath of type v1.HostPathVolumeSource',
    ],
    [
      { template: { spec: { volumes: [{ name: 'v', hostPath: { path: 1 } }] } } },
      'json: cannot unmarshal number into Go struct field HostPathVolumeSource.spec.template.spec.volumes.VolumeSource.hostPath.path of type string',
    ],
  ])('%j', (spec, message) => {
    expect(messages(job(spec))).toEqual([message])
  })

  test('a non-object document', () => {
    expect(messages('job')).toEqual(['json: cannot unmarshal string into Go value of type v1.Job'])
  })

  test('the first type error is the decode error; decoding goes on', () => {
    const d = decodeStruct(JobSchema, job({ parallelism: 'a', completions: 'b', backoffLimit: 3 }))
    expect(goDecodeError(d.issues)?.path).toBe('spec.parallelism')
    expect(d.value.spec.backoffLimit).toBe(3)
    expect(d.value.spec.parallelism).toBeUndefined()
  })

  test('custom unmarshalers stop the decoder (fatal)', () => {
    const d = decodeStruct(
      JobSchema,
      job({ parallelism: 'a', template: { spec: { containers: [{ resources: { limits: { cpu: 'lots' } } }] } } }),
    )
    expect(goDecodeError(d.issues)).toMatchObject({
      kind: 'fatal',
      path: 'spec.template.spec.containers[0].resources.limits.cpu',
    })
    expect(
      messages(job({ template: { spec: { containers: [{ livenessProbe: { httpGet: { port: 1.5 } } }] } } })),
    ).toEqual([
      // The oracle's text: the decoder gives a custom unmarshaler's UnmarshalTypeError the field's context
      // (IntOrString decodes an int32), as test/fixtures/upstream/job.create.regressions.jsonl records.
      'json: cannot unmarshal number 1.5 into Go struct field HTTPGetAction.spec.template.spec.containers.livenessProbe.ProbeHandler.httpGet.port of type int32',
    ])
    expect(messages({ status: { startTime: 1 } })).toEqual([
      'json: cannot unmarshal number into Go struct field JobStatus.status.startTime of type string',
    ])
    expect(messages({ metadata: { creationTimestamp: 'yesterday' } })).toEqual([
      'parsing time "yesterday" as "2006-01-02T15:04:05Z07:00": cannot parse "yesterday" as "2006"',
    ])
  })
})

describe('Go value semantics', () => {
  test('null and absent give zero values; pointers, slices and maps stay nil', () => {
    const d = decodeStruct(JobSchema, { apiVersion: null, spec: { parallelism: null, template: null } })
    expect(d.issues).toEqual([])
    expect(d.value.apiVersion).toBe('')
    expect(d.value.spec.parallelism).toBeUndefined()
    expect(d.value.spec.template.spec.containers).toBeUndefined()
    expect(d.value.metadata.creationTimestamp).toBeUndefined()
  })

  test('every schema field is an own property of the model', () => {
    const d = decodeStruct(JobSchema, job({}))
    const specSchema = JobSchema.index.get('spec')?.kind
    const names = specSchema?.k === 'struct' ? specSchema.struct().fields.map((f) => f.json) : []
    expect(names).toContain('managedBy')
    expect(Object.keys(d.value.spec)).toEqual(names)
    expect(Object.hasOwn(d.value.spec, 'managedBy')).toBe(true)
  })

  test('timestamps are stored as Go marshals them; Dates are read like their JSON', () => {
    const a = decodeStruct(JobSchema, { metadata: { creationTimestamp: '2026-01-01T01:00:00.5+01:00' } })
    const b = decodeStruct(JobSchema, { metadata: { creationTimestamp: new Date('2026-01-01T00:00:00.123Z') } })
    expect(a.value.metadata.creationTimestamp).toBe('2026-01-01T00:00:00Z')
    expect(b.value.metadata.creationTimestamp).toBe('2026-01-01T00:00:00Z')
  })

  test("times: 'given' keeps the text of a timestamp Go accepts, zero time included", () => {
    const input = {
      metadata: { creationTimestamp: '2026-01-01T01:00:00.5+01:00', deletionTimestamp: 'soon' },
      status: { startTime: '0001-01-01T00:00:00Z' },
    }
    const d = decodeStruct(JobSchema, input, { times: 'given' })
    expect(d.value.metadata.creationTimestamp).toBe('2026-01-01T01:00:00.5+01:00')
    expect(d.value.status.startTime).toBe('0001-01-01T00:00:00Z')
    expect(d.value.metadata.deletionTimestamp).toBeUndefined()
    expect(d.issues).toEqual(decodeStruct(JobSchema, input).issues)
    expect(decodeStruct(JobSchema, input).value.status.startTime).toBeUndefined()
  })

  test('maps are null-prototype objects holding __proto__ keys as data', () => {
    const labels = JSON.parse('{"__proto__": "x", "app": "pi"}')
    const d = decodeStruct(JobSchema, { metadata: { labels } })
    const m = d.value.metadata.labels as Record<string, string>
    expect(Object.getPrototypeOf(m)).toBeNull()
    expect(Object.getOwnPropertyDescriptor(m, '__proto__')?.value).toBe('x')
    expect(m['toString']).toBeUndefined()
  })
})

describe('strict decoding', () => {
  test('unknown fields are listed with their paths and dropped', () => {
    const d = decodeStruct(
      JobSchema,
      job({ paralelism: 2, template: { spec: { containers: [{ name: 'a', imagee: 'x' }] } } }),
    )
    expect(d.issues.map((i) => i.message)).toEqual([
      'unknown field "spec.paralelism"',
      'unknown field "spec.template.spec.containers[0].imagee"',
    ])
    expect(encodeStruct(JobSchema, d.value).spec).not.toHaveProperty('paralelism')
  })

  test('kept unknown fields are written back', () => {
    const d = decodeStruct(JobSchema, job({ future: { x: [1] } }), { unknownFields: 'keep' })
    expect(unknownFieldsOf(d.value.spec)).toEqual([['future', { x: [1] }]])
    expect(encodeStruct(JobSchema, d.value, { unknownFields: 'keep' }).spec).toMatchObject({ future: { x: [1] } })
  })

  test('duplicate fields are reported from the text table', () => {
    const o = { parallelism: 2 }
    const d = decodeStruct(JobSchema, { spec: o }, { duplicates: new Map([[o, ['parallelism']]]) })
    expect(d.issues.map((i) => i.message)).toEqual(['duplicate field "spec.parallelism"'])
  })

  test('repeated keys in JSON text: a struct or map read again merges, a map element is replaced', () => {
    const text =
      '{"metadata":{"labels":{"a":"1","b":"2"},"name":"x","labels":{"a":"3","c":"4"}},' +
      '"spec":{"template":{"metadata":{"name":"t"}},"template":{"spec":{"restartPolicy":"Never"}},"bogus":1,"bogus":2}}'
    const parsed = parseJsonText(text)
    if (!parsed.ok) throw new Error(parsed.error)
    const d = decodeStruct(JobSchema, parsed.value, { duplicates: parsed.duplicates, members: parsed.members })
    expect({ ...d.value.metadata.labels }).toEqual({ a: '3', b: '2', c: '4' })
    expect(d.value.metadata.name).toBe('x')
    expect(d.value.spec.template.metadata.name).toBe('t')
    expect(d.value.spec.template.spec.restartPolicy).toBe('Never')
    // Go reports a repeated known field and every unknown one, in document order.
    expect(d.issues.map((i) => [i.kind, i.path])).toEqual([
      ['duplicateField', 'metadata.labels'],
      ['duplicateField', 'spec.template'],
      ['unknownField', 'spec.bogus'],
      ['unknownField', 'spec.bogus'],
    ])
    // The same object with its own keys only (last value wins) and the duplicates table: the same reports
    // for known fields, and for a map entry repeated.
    const labels = { a: '3' }
    const e = decodeStruct(JobSchema, { metadata: { labels } }, { duplicates: new Map([[labels, ['a']]]) })
    expect(e.issues.map((i) => [i.kind, i.path, i.fieldPath])).toEqual([
      ['duplicateField', 'metadata.labels.a', 'metadata.labels.a'],
    ])
  })

  test("unknown fields 'ignore': neither reported nor kept", () => {
    const input = job({ parallelism: 2, other: { deep: [1] } })
    const d = decodeStruct(JobSchema, input, { unknownFields: 'ignore' })
    expect(d.issues).toEqual([])
    expect(d.value.spec.parallelism).toBe(2)
    expect(unknownFieldsOf(d.value.spec)).toEqual([])
    expect(decodeStruct(JobSchema, input).issues.map((i) => [i.kind, i.path])).toEqual([['unknownField', 'spec.other']])
  })
})

describe('hostile values', () => {
  test('cycles are reported, not followed', () => {
    const spec: Record<string, unknown> = {}
    spec['template'] = { spec: { containers: [spec] } }
    const d = decodeStruct(JobSchema, job(spec))
    expect(d.issues.some((i) => i.kind === 'limit' && i.message.includes('cycle'))).toBe(true)
  })

  test('getters are never invoked; throwing proxies become issues', () => {
    let called = 0
    const spec = Object.defineProperty({}, 'parallelism', { enumerable: true, get: () => ++called })
    expect(decodeStruct(JobSchema, job(spec)).value.spec.parallelism).toBeUndefined()
    expect(called).toBe(0)
    const proxy = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('boom')
        },
      },
    )
    const d = decodeStruct(JobSchema, job(proxy))
    expect(d.issues).toEqual([expect.objectContaining({ kind: 'limit', message: 'the value could not be read: boom' })])
  })

  test('sparse and absurdly long arrays are rejected without looping over them', () => {
    const holes: unknown[] = [{ name: 'a' }]
    holes[2] = { name: 'b' }
    expect(messages(job({ template: { spec: { containers: holes } } }))).toEqual([
      'the array has a hole here (a sparse array cannot be sent as JSON)',
    ])
    const huge: unknown[] = []
    huge.length = 2 ** 32 - 1
    expect(messages(job({ template: { spec: { containers: huge } } }))[0]).toContain('larger than the decoding limit')
  })

  test('polluted prototypes are not read', () => {
    const proto = Object.prototype as Record<string, unknown>
    proto['parallelism'] = 7
    proto['toJSON'] = () => 'polluted'
    try {
      const d = decodeStruct(JobSchema, job({}))
      expect(d.issues).toEqual([])
      expect(d.value.spec.parallelism).toBeUndefined()
    } finally {
      delete proto['parallelism']
      delete proto['toJSON']
    }
  })

  test('class instances with toJSON, BigInts and boxed values read as JSON.stringify sends them', () => {
    class Model {
      toJSON() {
        return { parallelism: 3n, completionMode: new String('Indexed') }
      }
    }
    const d = decodeStruct(JobSchema, job(new Model()))
    expect(d.issues).toEqual([])
    expect(d.value.spec.parallelism).toBe(3)
    expect(d.value.spec.completionMode).toBe('Indexed')
  })

  test('deep raw values stop at the depth limit', () => {
    let deep: unknown = 1
    for (let i = 0; i < 200_000; i++) deep = [deep]
    expect(decodeJson(deep).issues[0]?.message).toBe('the value is nested more than 1000 levels deep')
  })

  test('an alias bomb is cut off by the node budget', () => {
    let v: unknown = { name: 'x' }
    for (let i = 0; i < 30; i++) v = [v, v]
    const d = decodeStruct(JobSchema, job({ future: v }), { unknownFields: 'keep', maxNodes: 10_000 })
    expect(d.issues.some((i) => i.message.includes('decoding limit'))).toBe(true)
  })
})

describe('laws', () => {
  test('fuzz: decoding never throws, and decode ∘ encode is the identity on decoded models', () => {
    fc.assert(
      fc.property(structArb(JobSchema, 5), (wire) => {
        const d = decodeStruct(JobSchema, wire)
        const again = decodeStruct(JobSchema, encodeStruct(JobSchema, d.value))
        expect(again.issues).toEqual([])
        expect(encodeStruct(JobSchema, again.value)).toEqual(encodeStruct(JobSchema, d.value))
      }),
      { numRuns: numRuns(300) },
    )
  })

  test('fuzz: decoding any value never throws (pods)', () => {
    fc.assert(
      fc.property(fc.anything(), (u) => {
        const d = decodeStruct(PodSchema, u)
        expect(Array.isArray(d.issues)).toBe(true)
      }),
      { numRuns: numRuns(500) },
    )
  })
})

describe('integers beyond 2^53', () => {
  const parsed = (text: string): unknown => {
    const p = parseJsonText(text)
    if (!p.ok) throw new Error(p.error)
    return p.value
  }

  test('the exact text of an int64 a number holds only approximately is kept by field path', () => {
    const d = decodeStruct(
      JobSchema,
      parsed(
        '{"spec":{"activeDeadlineSeconds":9007199254740993,"template":{"spec":{"securityContext":{"supplementalGroups":[1,-9007199254740995]}}}}}',
      ),
    )
    expect(d.value.spec.activeDeadlineSeconds).toBe(9007199254740992)
    expect([...(d.exactIntegers ?? new Map())]).toEqual([
      ['spec.activeDeadlineSeconds', '9007199254740993'],
      ['spec.template.spec.securityContext.supplementalGroups[1]', '-9007199254740995'],
    ])
  })

  test('exact integers (2^53 itself, small ones) are not recorded', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(2n ** 53n), max: 2n ** 53n }), (b) => {
        const d = decodeStruct(JobSchema, parsed(`{"spec":{"activeDeadlineSeconds":${b}}}`))
        expect(d.exactIntegers).toBeUndefined()
        expect(d.value.spec.activeDeadlineSeconds).toBe(Number(b))
      }),
      { numRuns: numRuns(200) },
    )
  })
})
