import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { JobSchema } from '../../src/job/generated/schema'
import { JOB_TIME_FIELDS, jobWithoutDates, timeField, type TimeFields, withoutDates } from '../../src/wire/dates'
import type { Kind, StructSchema } from '../../src/wire/schema'
import { numRuns } from '../support/runs'
import { structArb } from './arbitraries'

/** The value with every `metav1.Time` string of `schema` replaced by a `Date` of that second plus `ms`. */
const withDates = (kind: Kind | undefined, v: unknown, ms: number): unknown => {
  if (typeof v === 'string' && kind?.k === 'time') return new Date(Date.parse(v) + ms)
  if (Array.isArray(v)) return v.map((x) => withDates(kind?.k === 'slice' ? kind.elem : undefined, x, ms))
  if (typeof v !== 'object' || v === null) return v
  const out: Record<string, unknown> = {}
  for (const [k, x] of Object.entries(v)) {
    const fk = kind?.k === 'struct' ? kind.struct().index.get(k)?.kind : kind?.k === 'map' ? kind.elem : undefined
    Object.defineProperty(out, k, { value: withDates(fk, x, ms), enumerable: true, writable: true, configurable: true })
  }
  return out
}
const structKind = (s: StructSchema): Kind => ({ k: 'struct', goType: s.goName, pointer: false, struct: () => s })

/** The paths of the `metav1.Time` fields a schema describes (`status.conditions[].lastProbeTime`). */
const schemaTimePaths = (kind: Kind, path: string, out: string[], depth = 0): string[] => {
  if (depth > 40) return out
  if (kind.k === 'time') out.push(path)
  else if (kind.k === 'slice') schemaTimePaths(kind.elem, `${path}[]`, out, depth + 1)
  else if (kind.k === 'map') schemaTimePaths(kind.elem, `${path}{}`, out, depth + 1)
  else if (kind.k === 'struct')
    for (const f of kind.struct().fields)
      schemaTimePaths(f.kind, path === '' ? f.json : `${path}.${f.json}`, out, depth + 1)
  return out
}
const tablePaths = (fields: TimeFields, path: string, out: string[]): string[] => {
  if (fields === true) out.push(path)
  else if (Array.isArray(fields)) tablePaths(fields[0] as TimeFields, `${path}[]`, out)
  else for (const [k, f] of Object.entries(fields)) tablePaths(f as TimeFields, path === '' ? k : `${path}.${k}`, out)
  return out
}

describe('withoutDates', () => {
  test('the tables of time fields are those of the generated schemas', () => {
    expect(tablePaths(JOB_TIME_FIELDS, '', []).sort()).toEqual(schemaTimePaths(structKind(JobSchema), '', []).sort())
  })

  test('a Job with Date timestamps (any milliseconds) becomes its wire JSON with Go-encoded times', () => {
    fc.assert(
      fc.property(structArb(JobSchema, 4), fc.integer({ min: 0, max: 999 }), (json, ms) => {
        const input = withDates(structKind(JobSchema), json, ms)
        const before = structuredClone(input)
        expect(jobWithoutDates(input)).toEqual(json)
        expect(input).toEqual(before)
      }),
      { numRuns: numRuns(100) },
    )
  })

  test('Dates outside timestamp fields read as JSON.stringify writes them', () => {
    const d = new Date('2026-01-01T00:00:00.250Z')
    expect(jobWithoutDates({ metadata: { annotations: { at: d }, creationTimestamp: d } })).toEqual({
      metadata: { annotations: { at: '2026-01-01T00:00:00.250Z' }, creationTimestamp: '2026-01-01T00:00:00Z' },
    })
    expect(withoutDates([d, { d }])).toEqual(['2026-01-01T00:00:00.250Z', { d: '2026-01-01T00:00:00.250Z' }])
  })

  test('Dates Go cannot read stay as JSON sends them', () => {
    expect(jobWithoutDates({ status: { startTime: new Date(Number.NaN) } })).toEqual({ status: { startTime: null } })
    expect(jobWithoutDates({ status: { startTime: new Date('+010000-01-01T00:00:00Z') } })).toEqual({
      status: { startTime: '+010000-01-01T00:00:00.000Z' },
    })
    expect(jobWithoutDates({ status: { startTime: new Date('-000001-01-01T00:00:00Z') } })).toEqual({
      status: { startTime: '-000001-01-01T00:00:00.000Z' },
    })
    expect(jobWithoutDates({ status: { startTime: new Date('0001-01-01T00:00:00.999Z') } })).toEqual({
      status: { startTime: '0001-01-01T00:00:00Z' },
    })
  })

  test('class instances on the way to a Date become plain objects; the rest is the caller’s own', () => {
    class Meta {
      constructor(readonly creationTimestamp: Date) {}
    }
    const spec = { template: {} }
    const out = jobWithoutDates({ metadata: new Meta(new Date(0)), spec }) as Record<string, unknown>
    expect(Object.getPrototypeOf(out['metadata'])).toBe(Object.prototype)
    expect(out['spec']).toBe(spec)
    const noDates = { metadata: new Meta(undefined as unknown as Date), spec }
    expect(jobWithoutDates(noDates)).toBe(noDates)
    const keys = JSON.parse('{"__proto__": {"x": 1}, "d": "x"}') as Record<string, unknown>
    keys['d'] = new Date(0)
    expect(Object.keys(withoutDates(keys) as object)).toEqual(['__proto__', 'd'])
  })

  test('a value without Dates is returned as it is (plain data, cycles and large values included)', () => {
    const cyclic: Record<string, unknown> = { a: [1] }
    cyclic['self'] = cyclic
    expect(withoutDates(cyclic)).toBe(cyclic)
    const large = { items: Array.from({ length: 200_000 }, (_, i) => ({ i })) }
    expect(withoutDates(large)).toBe(large)
    const withDate = { items: [...large.items, { at: new Date(0) }] }
    expect((withoutDates(withDate) as typeof withDate).items[200_000]).toEqual({ at: '1970-01-01T00:00:00.000Z' })
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(withoutDates(v)).toBe(v)
        expect(jobWithoutDates(v)).toBe(v)
      }),
      { numRuns: numRuns(200) },
    )
  })

  test('fuzz: never throws, never mutates, and JSON.stringify cannot tell the result from the input', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withDate: true,
          withBoxedValues: true,
          withNullPrototype: true,
          withSparseArray: true,
          withObjectString: true,
        }),
        (v) => {
          const before = JSON.stringify(v)
          expect(JSON.stringify(withoutDates(v))).toBe(before)
          expect(JSON.stringify(v)).toBe(before)
          jobWithoutDates(v)
          timeField(v)
        },
      ),
      { numRuns: numRuns(300) },
    )
  })

  describe('hostile values are given back unchanged', () => {
    const d = new Date(0)
    test('a cycle', () => {
      const o: Record<string, unknown> = { d }
      o['self'] = o
      expect(withoutDates(o)).toBe(o)
    })
    test('an accessor: the value is given back as it is', () => {
      const o = {
        d,
        get boom(): number {
          throw new Error('boom')
        },
      }
      expect(withoutDates(o)).toBe(o)
      const p = {
        d,
        get fine() {
          return 1
        },
      }
      expect(withoutDates(p)).toBe(p)
    })
    test('a hole', () => {
      // biome-ignore lint/suspicious/noSparseArray: the hole is the point
      const a = [d, , d]
      expect(withoutDates(a)).toBe(a)
    })
    test('proxies that throw, revoked proxies, toJSON that throws, fake Dates', () => {
      const throwing = new Proxy(
        { d },
        {
          ownKeys: () => {
            throw new Error('boom')
          },
        },
      )
      const { proxy, revoke } = Proxy.revocable({ d }, {})
      revoke()
      const toJson = {
        d,
        toJSON: () => {
          throw new Error('boom')
        },
      }
      const fake = { [Symbol.toStringTag]: 'Date' }
      for (const v of [throwing, proxy, toJson, fake, { x: [{ y: throwing }], d }]) {
        expect(withoutDates(v)).toBe(v)
      }
    })
  })

  test('timeField: a Date as Go re-encodes it, anything else as it is', () => {
    expect(timeField(new Date('2026-01-01T00:00:00.750Z'))).toBe('2026-01-01T00:00:00Z')
    expect(timeField(new Date(Number.NaN))).toBe(null)
    const o = {}
    for (const x of ['2026-01-01T00:00:00.750Z', 1, null, undefined, o]) expect(timeField(x)).toBe(x)
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    expect(timeField(proxy)).toBe(proxy)
  })

  test('a shared object is walked once (linear in the object graph)', () => {
    let node: unknown = { d: new Date(0) }
    for (let i = 0; i < 200; i++) node = [node, node]
    const t0 = performance.now()
    const out = withoutDates(node) as unknown[]
    expect(performance.now() - t0).toBeLessThan(1000)
    expect(out[0]).toBe(out[1])
    let leaf: unknown = out
    for (let i = 0; i < 200; i++) leaf = (leaf as unknown[])[1]
    expect(leaf).toEqual({ d: '1970-01-01T00:00:00.000Z' })
  })
})
