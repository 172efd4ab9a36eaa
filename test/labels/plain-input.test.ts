// labelSelectorAsSelector reads plain, valid input in place (src/labels/plain-input.ts)
// and gives up on anything else, so that the copying guard answers: the answers
// must be the guard's (the conversion of a plain-data copy) in both cases.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { labelSelectorAsMatcher, labelSelectorAsSelector } from '../../src/labels/label-selector'
import { asRequirementsInPlace, asSelectorInPlace } from '../../src/labels/plain-input'
import { matches } from '../../src/labels/matches'
import type { Requirement } from '../../src/labels/types'
import { plainData } from '../../src/wire/guard'
import { numRuns } from '../support/runs'
import { labelSelector, labelSet } from './arbitraries'

// the guard's answer: the conversion of its copy (a copy is plain data, so the in-place path takes it)
const onCopy = (ls: unknown) => labelSelectorAsSelector(plainData(ls) as never)

describe('labelSelectorAsSelector in place', () => {
  it('answers as on the plain-data copy, and reads every valid plain selector in place', () => {
    fc.assert(
      fc.property(labelSelector, (ls) => {
        expect(labelSelectorAsSelector(ls)).toEqual(onCopy(ls))
        const inPlace = asSelectorInPlace(ls)
        if (inPlace !== undefined) expect(inPlace).toEqual(onCopy(ls))
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('reads a common selector in place', () => {
    const ls = {
      matchLabels: { app: 'web' },
      matchExpressions: [
        { key: 'tier', operator: 'NotIn', values: ['db', 'cache'] },
        { key: 'legacy', operator: 'DoesNotExist' },
      ],
    }
    expect(asSelectorInPlace(ls)).toEqual(onCopy(ls))
    expect(asSelectorInPlace(ls)).toBeDefined()
  })

  let ran = 0
  const getter = (): string => {
    ran++
    return 'a'
  }
  const unusual: [string, () => unknown][] = [
    [
      'a getter field',
      () => ({
        get matchLabels() {
          return getter()
        },
      }),
    ],
    [
      'a getter label',
      () => ({
        matchLabels: {
          get a() {
            return getter()
          },
        },
      }),
    ],
    [
      'a setter-only key',
      () => ({
        matchExpressions: [Object.defineProperty({ operator: 'Exists' }, 'key', { set() {}, enumerable: true })],
      }),
    ],
    [
      'a non-enumerable key',
      () => ({ matchExpressions: [Object.defineProperty({ operator: 'Exists' }, 'key', { value: 'a' })] }),
    ],
    ['a non-enumerable matchLabels', () => Object.defineProperty({}, 'matchLabels', { value: { a: 'b' } })],
    [
      'a getter element',
      () => ({
        matchExpressions: Object.defineProperty([], 0, {
          get: getter,
          enumerable: true,
        }),
      }),
    ],
    [
      'a getter value',
      () => ({
        matchExpressions: [
          {
            key: 'a',
            operator: 'In',
            values: Object.defineProperty(['x'], 0, {
              get: getter,
            }),
          },
        ],
      }),
    ],
    // biome-ignore lint/suspicious/noSparseArray: a hole
    ['a hole in values', () => ({ matchExpressions: [{ key: 'a', operator: 'In', values: ['x', , 'y'] }] })],
    // biome-ignore lint/suspicious/noSparseArray: a hole
    ['a hole in matchExpressions', () => ({ matchExpressions: [, { key: 'a', operator: 'Exists' }] })],
    [
      'a class instance',
      () => ({
        matchLabels: new (class {
          a = 'b'
        })(),
      }),
    ],
    ['a number value', () => ({ matchLabels: { a: 1 } })],
    ['an invalid key', () => ({ matchExpressions: [{ key: '-a', operator: 'Exists' }] })],
    ['In without values', () => ({ matchExpressions: [{ key: 'a', operator: 'In' }] })],
    [
      'a throwing proxy',
      () =>
        new Proxy(
          {},
          {
            getOwnPropertyDescriptor: () => {
              throw new Error('trap')
            },
          },
        ),
    ],
  ]
  it.each(unusual)('leaves %s to the guard, with the answer on its copy, running no getter', (_, make) => {
    ran = 0
    let inPlace: unknown
    try {
      inPlace = asSelectorInPlace(make())
    } catch {
      inPlace = undefined // a proxy threw: the caller takes the guard
    }
    expect(inPlace).toBeUndefined()
    expect(labelSelectorAsSelector(make() as never)).toEqual(onCopy(make()))
    expect(ran).toBe(0)
  })
})

// The Job validation matches with labelSelectorAsMatcher: the conversion
// without Go's sort and without the requirement error texts.
describe('labelSelectorAsMatcher', () => {
  const byKey = (rs: readonly Requirement[]) => rs.map((r) => JSON.stringify([r.key, r.operator, r.values])).sort()
  it('converts exactly when labelSelectorAsSelector does, to the same requirements in input order, matching the same label sets', () => {
    fc.assert(
      fc.property(labelSelector, labelSet, (ls, labels) => {
        const sorted = labelSelectorAsSelector(ls)
        const unsorted = labelSelectorAsMatcher(ls)
        expect(unsorted._tag).toBe(sorted._tag)
        if (sorted._tag === 'Left' || unsorted._tag === 'Left') return
        expect(unsorted.right.empty).toBe(sorted.right.empty)
        expect(unsorted.right.matchesNothing).toBe(sorted.right.matchesNothing)
        expect(byKey(unsorted.right.requirements)).toEqual(byKey(sorted.right.requirements))
        expect(matches(unsorted.right, labels)).toBe(matches(sorted.right, labels))
        const inPlace = asRequirementsInPlace(ls)
        if (inPlace !== undefined) expect(inPlace).toEqual(unsorted)
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('keeps the input order, and sorts nothing that labelSelectorAsSelector sorts in place', () => {
    const ls = { matchLabels: { b: '1', a: '2' }, matchExpressions: [{ key: 'a', operator: 'Exists' as const }] }
    const m = labelSelectorAsMatcher(ls)
    expect(m._tag === 'Right' && m.right.requirements.map((r) => r.key)).toEqual(['b', 'a', 'a'])
    const s = labelSelectorAsSelector(ls)
    expect(s._tag === 'Right' && s.right.requirements.map((r) => [r.key, r.operator])).toEqual([
      ['a', '='],
      ['a', 'exists'],
      ['b', '='],
    ])
  })

  it('is a left with the key named for an invalid requirement', () => {
    expect(labelSelectorAsMatcher({ matchLabels: { a: '-b' } })).toEqual({
      _tag: 'Left',
      left: { message: 'invalid requirement on key "a"' },
    })
    expect(labelSelectorAsMatcher({ matchExpressions: [{ key: 'a', operator: 'in' as never }] })).toEqual(
      labelSelectorAsSelector({ matchExpressions: [{ key: 'a', operator: 'in' as never }] }),
    )
  })
})
