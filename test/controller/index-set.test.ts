import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import {
  expandIndexIntervals,
  formatIndexSet,
  goAtoi,
  indexIntervalsHas,
  indexIntervalsTotal,
  mergeIndexIntervals,
  parseIndexIntervals,
  parseIndexIntervalsStrict,
  parseIndexSet,
  parseIndexSetStrict,
  toIndexIntervals,
  formatIndexIntervals,
} from '../../src/controller/index-set'
import { numRuns } from '../support/runs'

const range = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i)

describe('formatIndexSet (orderedIntervals.String)', () => {
  it.each([
    [[], ''],
    [[0], '0'],
    [[0, 1], '0,1'],
    [[0, 1, 2], '0-2'],
    [[1, 3, 4, 5, 7], '1,3-5,7'],
    [[2, 4, 5, 7, 8, 9], '2,4,5,7-9'],
    [[7, 5, 1, 4, 3, 3, 7], '1,3-5,7'],
    [[0, 2, 3, 4, 5, 10, 11, 12], '0,2-5,10-12'],
  ])('%j → %s', (xs, s) => {
    expect(formatIndexSet(xs)).toBe(s)
  })
  it('ignores entries that are not non-negative integers', () => {
    expect(formatIndexSet([1, -1, 1.5, Number.NaN, 2, '3' as unknown as number])).toBe('1,2')
    expect(formatIndexSet(null as unknown as number[])).toBe('')
  })
})

describe('parseIndexSet (parseIndexesFromString, IJUT TestCalculateSucceededIndexes)', () => {
  it.each([
    ['prev interval out of range', '0-5,8-10', 8, range(0, 5)],
    ['prev interval partially out of range', '0-5,8-10', 10, [...range(0, 5), 8, 9]],
    ['prev and new separate', '0,4,5,10-12', 13, [0, 4, 5, 10, 11, 12]],
    ['prev between new', '3,4,6', 9, [3, 4, 6]],
    ['new between prev', '2,7,8', 9, [2, 7, 8]],
    ['new within prev', '2-7', 10, range(2, 7)],
    ['corrupted interval', '0,1-foo,bar', 4, [0]],
    ['empty', '', 5, []],
    ['leading plus accepted by Atoi', '+1,+3-+4', 5, [1, 3, 4]],
    ['first value at completions stops parsing', '1,5,2', 5, [1]],
    ['extra dash parts ignored', '1-2-9', 5, [1, 2]],
    ['spaces rejected', ' 1,2', 5, [2]],
    ['int64 overflow skips the piece', '99999999999999999999,2', 5, [2]],
    ['negative completions', '0,1', -1, []],
  ])('%s', (_name, s, completions, want) => {
    expect(parseIndexSet(s, completions)).toEqual(want)
  })

  it('keeps upstream intervals, merging only adjacent pieces', () => {
    expect(parseIndexIntervals('0-5,8-10', 10)).toEqual([
      { first: 0, last: 5 },
      { first: 8, last: 9 },
    ])
    expect(parseIndexIntervals('1,2,3', 10)).toEqual([{ first: 1, last: 3 }])
    expect(parseIndexIntervals('5-3', 10)).toEqual([{ first: 5, last: 3 }])
    expect(parseIndexSet('5-3,1', 10)).toEqual([1])
  })
})

describe('parseIndexSetStrict (validateIndexesFormat / parseIndexInterval)', () => {
  it.each([
    ['1,3-5,7', 10, [1, 3, 4, 5, 7]],
    ['', 0, []],
    ['0', 1, [0]],
    ['0-2', 3, [0, 1, 2]],
    ['+1', 3, [1]],
  ])('accepts %s (completions %d)', (s, c, want) => {
    expect(parseIndexSetStrict(s, c)).toEqual(E.right(want))
  })
  it.each([
    ['5', 5, 'too large index: "5"'],
    ['0-5', 5, 'too large index: "5"'],
    ['3,1', 5, 'non-increasing order, previous: 3, current: 1'],
    ['1-3,3', 5, 'non-increasing order, previous: 3, current: 3'],
    ['3-1', 5, 'non-increasing order, previous: 3, current: 1'],
    ['2-2', 5, 'non-increasing order, previous: 2, current: 2'],
    ['x', 5, 'cannot convert string to integer for index: "x"'],
    ['1-x', 5, 'cannot convert string to integer for index: "x"'],
    ['1,', 5, 'cannot convert string to integer for index: ""'],
    ['-1', 5, 'cannot convert string to integer for index: ""'],
    [
      '1-2-3',
      5,
      `the fragment "1-2-3" violates the requirement that an index interval can have at most two parts separated by '-'`,
    ],
    ['a"b', 5, 'cannot convert string to integer for index: "a\\"b"'],
  ])('rejects %s (completions %d)', (s, c, err) => {
    expect(parseIndexSetStrict(s, c)).toEqual(E.left(err))
  })
})

describe('Go helpers', () => {
  it.each([
    ['0', 0],
    ['+7', 7],
    ['-0', 0],
    ['-12', -12],
    ['007', 7],
    ['9223372036854775807', 9223372036854775807],
    ['-9223372036854775808', -9223372036854775808],
    ['9223372036854775808', undefined],
    ['', undefined],
    ['+', undefined],
    [' 1', undefined],
    ['1_000', undefined],
    ['0x10', undefined],
  ])('goAtoi(%j) = %s', (s, want) => {
    expect(goAtoi(s)).toBe(want)
  })
})

describe('interval helpers (IJUT TestIntervalsHaveIndex)', () => {
  const ivs = [
    { first: 2, last: 4 },
    { first: 6, last: 8 },
  ]
  it.each([
    ['empty', [], 4, false],
    [
      'before all',
      [
        { first: 2, last: 4 },
        { first: 5, last: 7 },
      ],
      1,
      false,
    ],
    ['after all', ivs, 9, false],
    ['in between', ivs, 5, false],
    ['in first', ivs, 2, true],
    ['in second', ivs, 8, true],
  ])('%s', (_n, intervals, ix, want) => {
    expect(indexIntervalsHas(intervals, ix)).toBe(want)
  })
  it('merges and counts', () => {
    expect(
      mergeIndexIntervals(
        [
          { first: 3, last: 4 },
          { first: 6, last: 6 },
        ],
        [
          { first: 2, last: 2 },
          { first: 7, last: 8 },
        ],
      ),
    ).toEqual([
      { first: 2, last: 4 },
      { first: 6, last: 8 },
    ])
    expect(
      indexIntervalsTotal([
        { first: 0, last: 2 },
        { first: 5, last: 5 },
      ]),
    ).toBe(4)
  })
})

const indexSets = (max: number) => fc.uniqueArray(fc.nat({ max }), { maxLength: 60 })

describe('properties', () => {
  it('fuzz: print(parse(print(xs))) is canonical', () => {
    fc.assert(
      fc.property(indexSets(200), (xs) => {
        const s = formatIndexSet(xs)
        expect(formatIndexSet(parseIndexSet(s, 1000))).toBe(s)
      }),
      { numRuns: numRuns(300) },
    )
  })
  it('fuzz: parse(print(xs), c) = sorted unique xs below c', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 200 }), { maxLength: 60 }), fc.integer({ min: -2, max: 220 }), (xs, c) => {
        const want = [...new Set(xs)].filter((x) => x < c).sort((a, b) => a - b)
        expect(parseIndexSet(formatIndexSet(xs), c)).toEqual(want)
      }),
      { numRuns: numRuns(300) },
    )
  })
  it('fuzz: strict parse accepts every printed set within completions', () => {
    fc.assert(
      fc.property(indexSets(200), (xs) => {
        const want = [...xs].sort((a, b) => a - b)
        expect(parseIndexSetStrict(formatIndexSet(xs), 201)).toEqual(E.right(want))
      }),
      { numRuns: numRuns(300) },
    )
  })
  it('strict acceptance implies the lenient reader agrees', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9,+-]{0,12}$/), fc.integer({ min: 0, max: 30 }), (s, c) => {
        const strict = parseIndexSetStrict(s, c)
        if (E.isRight(strict)) expect(parseIndexSet(s, c)).toEqual(strict.right)
      }),
      { numRuns: numRuns(500) },
    )
  })
  it('fuzz: toIndexIntervals/expand round-trips', () => {
    fc.assert(
      fc.property(indexSets(100), (xs) => {
        expect(expandIndexIntervals(toIndexIntervals(xs))).toEqual([...xs].sort((a, b) => a - b))
      }),
      { numRuns: numRuns(200) },
    )
  })
  it('fuzz: parsers and printer never throw on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^[0-9,+ -]{0,20}$/), fc.anything()),
        fc.oneof(fc.integer({ min: -5, max: 50 }), fc.anything()),
        fc.anything(),
        (s, c, xs) => {
          const lenient = parseIndexSet(s as string, c as number)
          expect(Array.isArray(lenient)).toBe(true)
          const strict = parseIndexSetStrict(s as string, c as number)
          expect(E.isLeft(strict) || Array.isArray(strict.right)).toBe(true)
          expect(typeof formatIndexSet(xs as number[])).toBe('string')
          expect(typeof formatIndexIntervals(xs as never)).toBe('string')
        },
      ),
      { numRuns: numRuns(300) },
    )
  })
})
