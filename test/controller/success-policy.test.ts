import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { matchSuccessPolicy } from '../../src/controller/success-policy'
import type { SuccessPolicy, SuccessPolicyRule } from '../../src/job/types'
import { numRuns } from '../support/runs'

type Iv = [number, number]
const expand = (ivs: Iv[]): number[] => ivs.flatMap(([a, b]) => Array.from({ length: b - a + 1 }, (_, i) => a + i))
const rules = (...rs: SuccessPolicyRule[]): SuccessPolicy => ({ rules: rs })
const M0 = 'Matched rules at index 0'

describe('matchSuccessPolicy (upstream TestMatchSuccessPolicy, JobSuccessPolicy enabled)', () => {
  it.each<[string, SuccessPolicy | null, Iv[], string]>([
    ['successPolicy is null', null, [[0, 0]], ''],
    ['any rules are nothing', rules(), [[0, 0]], ''],
    ['rules.succeededIndexes is invalid format', rules({ succeededIndexes: 'invalid-form' }), [[0, 0]], ''],
    [
      'rules.succeededIndexes is specified; succeededIndexes matched rules',
      rules({ succeededIndexes: '0-2' }),
      [
        [0, 2],
        [4, 7],
      ],
      M0,
    ],
    [
      "rules.succeededIndexes is specified; succeededIndexes didn't match rules",
      rules({ succeededIndexes: '3' }),
      [[0, 2]],
      '',
    ],
    ['rules.succeededCount is specified; succeededIndexes matched rules', rules({ succeededCount: 2 }), [[0, 2]], M0],
    [
      "rules.succeededCount is specified; succeededIndexes didn't match rules",
      rules({ succeededCount: 4 }),
      [[0, 2]],
      '',
    ],
    [
      'multiple rules; rules.succeededIndexes is specified; succeededIndexes met one of rules',
      rules({ succeededIndexes: '9' }, { succeededIndexes: '4,6' }),
      [
        [0, 2],
        [4, 7],
      ],
      'Matched rules at index 1',
    ],
    [
      'multiple rules; rules.succeededIndexes is specified; succeededIndexes met all rules',
      rules({ succeededIndexes: '0,1' }, { succeededIndexes: '5' }),
      [
        [0, 2],
        [4, 7],
      ],
      M0,
    ],
    [
      'rules.succeededIndexes and rules.succeededCount are specified; succeededIndexes met all rules',
      rules({ succeededIndexes: '3-6', succeededCount: 2 }),
      [
        [0, 2],
        [4, 7],
      ],
      M0,
    ],
    [
      "rules.succeededIndexes and rules.succeededCount are specified; succeededIndexes didn't match rules",
      rules({ succeededIndexes: '3-6', succeededCount: 2 }),
      [
        [0, 2],
        [6, 7],
      ],
      '',
    ],
    ['rules.succeededIndexes is specified; succeededIndexes are nothing', rules({ succeededCount: 4 }), [], ''],
    [
      'rules.succeededIndexes is specified; succeededIndexes matched rules; rules is proper subset of succeededIndexes',
      rules({ succeededIndexes: '2-4,6-8' }),
      [
        [1, 5],
        [6, 9],
      ],
      M0,
    ],
    [
      'rules.succeededIndexes is specified; succeededIndexes matched rules; rules equals succeededIndexes',
      rules({ succeededIndexes: '2-4,6-9' }),
      [
        [2, 4],
        [6, 9],
      ],
      M0,
    ],
    [
      'rules.succeededIndexes is specified; succeededIndexes matched rules; rules is subset of succeededIndexes',
      rules({ succeededIndexes: '2-4,8-12' }),
      [
        [2, 5],
        [7, 15],
      ],
      M0,
    ],
    [
      "rules.succeededIndexes is specified; succeededIndexes didn't match rules; rules is an empty set",
      rules({ succeededIndexes: '' }),
      [[1, 3]],
      '',
    ],
    [
      "rules.succeededIndexes is specified; succeededIndexes didn't match rules; succeededIndexes is an empty set",
      rules({ succeededIndexes: '' }),
      [],
      '',
    ],
    [
      "rules.succeededIndexes is specified; succeededIndexes didn't match rules; all elements of rules.succeededIndexes aren't included in succeededIndexes",
      rules({ succeededIndexes: '10-12,14-16' }),
      [
        [1, 3],
        [5, 7],
      ],
      '',
    ],
    [
      "rules.succeededIndexes is specified; succeededIndexes didn't match rules; rules overlaps succeededIndexes at first",
      rules({ succeededIndexes: '1-3,5-7' }),
      [
        [2, 4],
        [6, 8],
      ],
      '',
    ],
    [
      'rules.succeededIndexes and rules.succeededCount are specified; succeededIndexes matched rules; rules overlaps succeededIndexes at first',
      rules({ succeededIndexes: '1-3,5-7', succeededCount: 4 }),
      [
        [2, 4],
        [6, 8],
      ],
      M0,
    ],
    [
      "rules.succeededIndexes is specified; succeededIndexes didn't match rules; rules overlaps succeededIndexes at last",
      rules({ succeededIndexes: '2-4,6-9' }),
      [
        [1, 3],
        [5, 7],
      ],
      '',
    ],
    [
      'rules.succeededIndexes and rules.succeededCount are specified; succeededIndexes matched rules; rules overlaps succeededIndexes at last',
      rules({ succeededIndexes: '2-4,6-9', succeededCount: 4 }),
      [
        [1, 3],
        [5, 7],
      ],
      M0,
    ],
    [
      "rules.succeededIndexes is specified; succeededIndexes didn't match rules; rules completely overlaps succeededIndexes",
      rules({ succeededIndexes: '0-4,6-9' }),
      [
        [1, 3],
        [7, 8],
      ],
      '',
    ],
    [
      'rules.succeededIndexes and rules.succeededCount are specified; succeededIndexes matched rules; rules completely overlaps succeededIndexes',
      rules({ succeededIndexes: '0-4,6-9', succeededCount: 5 }),
      [
        [1, 3],
        [7, 8],
      ],
      M0,
    ],
    [
      "rules.succeededIndexes is specified; succeededIndexes didn't match rules; rules overlaps multiple succeededIndexes at last",
      rules({ succeededIndexes: '0-6,8-9' }),
      [
        [1, 3],
        [5, 9],
      ],
      '',
    ],
    [
      'rules.succeededIndexes and rules.succeededCount are specified; succeededIndexes matched rules; rules overlaps multiple succeededIndexes at last',
      rules({ succeededIndexes: '0-6,8-9', succeededCount: 7 }),
      [
        [1, 3],
        [5, 9],
      ],
      M0,
    ],
    [
      "rules.succeededIndexes is specified; succeededIndexes didn't match rules; rules overlaps succeededIndexes at first, and rules equals succeededIndexes at last",
      rules({ succeededIndexes: '0-5,7-9' }),
      [
        [1, 5],
        [7, 10],
      ],
      '',
    ],
    [
      'rules.succeededIndexes and rules.succeededCount are specified; succeededIndexes matched rules; rules overlaps succeededIndexes at first, and rules equals succeededIndexes at last',
      rules({ succeededIndexes: '0-5,7-9', succeededCount: 8 }),
      [
        [1, 5],
        [7, 10],
      ],
      M0,
    ],
    [
      "rules.succeededIndexes is specified; succeededIndexes didn't match rules; the first rules overlaps succeededIndexes at first",
      rules({ succeededIndexes: '0-3,6-9' }),
      [[1, 10]],
      '',
    ],
    [
      'rules.succeededIndexes and rules.succeededCount are specified; succeededIndexes matched rules; the first rules overlaps succeededIndexes at first',
      rules({ succeededIndexes: '0-3,6-9', succeededCount: 7 }),
      [[1, 10]],
      M0,
    ],
  ])('%s', (_name, policy, succeeded, message) => {
    expect(matchSuccessPolicy(policy, expand(succeeded), 10)).toEqual({ matched: message !== '', message })
  })
})

describe('properties', () => {
  const sets = fc.uniqueArray(fc.nat({ max: 30 }), { maxLength: 20 })
  it('a succeededIndexes rule matches iff its indexes (below completions) all succeeded', () => {
    fc.assert(
      fc.property(sets, sets, (ruleSet, succeeded) => {
        const sorted = [...ruleSet].sort((a, b) => a - b)
        const rule = sorted.join(',')
        const got = matchSuccessPolicy({ rules: [{ succeededIndexes: rule }] }, succeeded, 31).matched
        const want = succeeded.length > 0 && sorted.length > 0 && sorted.every((x) => succeeded.includes(x))
        expect(got).toBe(want)
      }),
      { numRuns: numRuns(300) },
    )
  })
  it('a count-only rule matches iff enough indexes succeeded', () => {
    fc.assert(
      fc.property(sets, fc.integer({ min: 0, max: 25 }), (succeeded, count) => {
        const got = matchSuccessPolicy({ rules: [{ succeededCount: count }] }, succeeded, 31).matched
        expect(got).toBe(succeeded.length > 0 && succeeded.length >= count)
      }),
      { numRuns: numRuns(300) },
    )
  })
  it('fuzz: never throws on arbitrary policies and index lists', () => {
    const junk = fc.oneof(fc.anything(), fc.constant(null))
    const rule = fc.record(
      {
        succeededIndexes: fc.oneof(fc.stringMatching(/^[0-9,-]{0,10}$/), junk),
        succeededCount: fc.oneof(fc.integer(), junk),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(
        fc.oneof(junk, fc.record({ rules: fc.oneof(junk, fc.array(fc.oneof(rule, junk))) })),
        fc.oneof(fc.array(fc.integer()), junk),
        fc.oneof(fc.integer({ min: -1, max: 40 }), junk),
        (p, s, c) => {
          const r = matchSuccessPolicy(p as SuccessPolicy, s as number[], c as number)
          expect(r.matched).toBe(r.message !== '')
        },
      ),
      { numRuns: numRuns(500) },
    )
  })
  it('reads the policy decoded as the batch/v1 model: a succeededCount that is not an int32 is unset', () => {
    const count = (succeededCount: unknown) =>
      matchSuccessPolicy({ rules: [{ succeededCount }] } as unknown as SuccessPolicy, [0, 1, 2], 10).matched
    expect(count(2)).toBe(true)
    expect(count(2.5)).toBe(false)
    expect(count(2 ** 31)).toBe(false)
    expect(count('2')).toBe(false)
  })
})
