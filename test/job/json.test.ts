import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { copyRecord, isEmptyMap, ownField, semanticEqual, withFields, withoutFields } from '../../src/job/json'
import { numRuns } from '../support/runs'
import { deepFreeze } from './arbitraries'

const protoKeyed = () => deepFreeze(JSON.parse('{"__proto__":{"polluted":true},"a":1}') as Record<string, unknown>)

describe('json helpers', () => {
  it('copies keep __proto__ an own data property and never change the prototype', () => {
    for (const copy of [
      copyRecord(protoKeyed()),
      withFields(protoKeyed(), { b: 2 }),
      withoutFields(protoKeyed(), ['a']),
    ]) {
      expect(Object.getPrototypeOf(copy)).toBe(Object.prototype)
      expect(Object.hasOwn(copy, '__proto__')).toBe(true)
      expect((copy as { polluted?: unknown }).polluted).toBeUndefined()
    }
    const set = withFields({}, JSON.parse('{"__proto__":"v"}') as Record<string, unknown>)
    expect(Object.getPrototypeOf(set)).toBe(Object.prototype)
    expect(Object.keys(set)).toEqual(['__proto__'])
  })

  it('withFields adds and replaces; withoutFields drops', () => {
    expect(withFields({ a: 1, b: 2 }, { b: 3, c: 4 })).toEqual({ a: 1, b: 3, c: 4 })
    expect(withoutFields({ a: 1, b: 2 }, ['b', 'x'])).toEqual({ a: 1 })
    expect(copyRecord(7)).toEqual({})
  })

  it('ownField ignores inherited properties', () => {
    expect(ownField({}, 'constructor')).toBeUndefined()
    expect(ownField({}, 'toString')).toBeUndefined()
    expect(ownField(null, 'a')).toBeUndefined()
  })

  it('isEmptyMap is Go len(map) == 0', () => {
    expect(isEmptyMap(undefined)).toBe(true)
    expect(isEmptyMap({})).toBe(true)
    expect(isEmptyMap({ a: 'b' })).toBe(false)
  })

  it('semanticEqual treats absent and null alike and is otherwise structural', () => {
    expect(semanticEqual({ a: 1, b: null }, { a: 1 })).toBe(true)
    expect(semanticEqual({ a: [1, { c: undefined }] }, { a: [1, {}] })).toBe(true)
    expect(semanticEqual([1, 2], [2, 1])).toBe(false)
    expect(semanticEqual({ a: 0 }, { a: null })).toBe(false)
    expect(semanticEqual({ a: {} }, { a: [] })).toBe(false)
  })

  it('semanticEqual is reflexive and symmetric on JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.jsonValue({ maxDepth: 3 }), (a, b) => {
        expect(semanticEqual(a, structuredClone(a))).toBe(true)
        expect(semanticEqual(a, b)).toBe(semanticEqual(b, a))
      }),
      { numRuns: numRuns(300) },
    )
  })
})

describe('semanticEqual on deep input', () => {
  it('does not overflow the stack on deeply nested values', () => {
    const deep = (n: number): unknown => {
      let v: unknown = 'leaf'
      for (let i = 0; i < n; i++) v = i % 2 === 0 ? [v] : { a: v }
      return v
    }
    expect(semanticEqual(deep(200_000), deep(200_000))).toBe(true)
    expect(semanticEqual(deep(200_000), deep(199_998))).toBe(false)
  })
})
