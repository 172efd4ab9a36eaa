// After apimachinery pkg/apis/meta/v1/helpers_test.go and validation_test.go.
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import {
  everything,
  formatLabelSelector,
  labelSelectorAsSelector,
  matches,
  nothing,
  parseSelector,
  parseToLabelSelector,
  selectorToString,
  validateLabels,
  validateLabelSelector,
  type LabelSelector,
} from '../../src/labels/index'
import { formatFieldError } from '../../src/field/index'

const str = (ls: LabelSelector | null | undefined) => {
  const r = labelSelectorAsSelector(ls)
  return E.isRight(r) ? selectorToString(r.right) : `error: ${r.left.message}`
}

describe('TestLabelSelectorAsSelector', () => {
  const matchLabels = { foo: 'bar' }
  const matchExpressions = [{ key: 'baz', operator: 'In' as const, values: ['qux', 'norf'] }]
  it('nil is Nothing, {} is Everything', () => {
    expect(labelSelectorAsSelector(null)).toEqual(E.right(nothing))
    expect(labelSelectorAsSelector(undefined)).toEqual(E.right(nothing))
    expect(labelSelectorAsSelector({})).toEqual(E.right(everything))
    expect(labelSelectorAsSelector({ matchLabels: {}, matchExpressions: [] })).toEqual(E.right(everything))
    expect(labelSelectorAsSelector({ matchLabels: null, matchExpressions: null } as never)).toEqual(E.right(everything))
  })
  it.each<[LabelSelector, string]>([
    [{ matchLabels }, 'foo=bar'],
    [{ matchExpressions }, 'baz in (norf,qux)'],
    [{ matchLabels, matchExpressions }, 'baz in (norf,qux),foo=bar'],
  ])('%j converts to %s', (ls, out) => {
    expect(str(ls)).toBe(out)
    const parsed = parseSelector(out)
    expect(E.isRight(parsed) && selectorToString(parsed.right)).toBe(out)
  })
  it('rejects values on Exists', () => {
    expect(str({ matchExpressions: [{ key: 'baz', operator: 'Exists', values: ['qux', 'norf'] }] })).toBe(
      'error: values: Invalid value: ["qux","norf"]: values set must be empty for exists and does not exist',
    )
  })
  it('keeps expression values in input order with duplicates; prints them sorted', () => {
    const r = labelSelectorAsSelector({ matchExpressions: [{ key: 'a', operator: 'In', values: ['b', 'b', 'a'] }] })
    expect(E.isRight(r) && r.right.requirements[0]!.values).toEqual(['b', 'b', 'a'])
    expect(E.isRight(r) && selectorToString(r.right)).toBe('a in (a,b,b)')
  })
  it('checks the operator before the key', () => {
    expect(str({ matchExpressions: [{ key: '-bad', operator: 'in' as never }] })).toBe(
      'error: "in" is not a valid label selector operator',
    )
    expect(str({ matchExpressions: [{ key: 'a', operator: 'NotIn' }] })).toBe(
      "error: values: Invalid value: null: for 'in', 'notin' operators, values set can't be empty",
    )
    expect(str({ matchExpressions: [{ key: 'a', operator: 'In', values: [] }] })).toBe(
      "error: values: Invalid value: null: for 'in', 'notin' operators, values set can't be empty",
    )
  })
  it('reports a bad value at values[i][key] with the input index', () => {
    expect(str({ matchExpressions: [{ key: 'a', operator: 'In', values: ['ok', '-bad'] }] })).toMatch(
      /^error: values\[1\]\[a\]: Invalid value: "-bad": /,
    )
  })
  it('a nil selector matches nothing, an empty one everything', () => {
    const nil = labelSelectorAsSelector(null)
    const empty = labelSelectorAsSelector({})
    expect(E.isRight(nil) && matches(nil.right, {})).toBe(false)
    expect(E.isRight(empty) && matches(empty.right, { any: 'thing' })).toBe(true)
  })
  it('rejects non-objects with an error value instead of throwing', () => {
    for (const bad of [5, 'a=b', [], true, { matchLabels: 5 }, { matchExpressions: {} }])
      expect(E.isLeft(labelSelectorAsSelector(bad as never))).toBe(true)
  })
})

describe('FormatLabelSelector', () => {
  it.each<[LabelSelector | null, string]>([
    [null, '<none>'],
    [{}, '<none>'],
    [{ matchLabels: {} }, '<none>'],
    [{ matchLabels: { app: 'web' } }, 'app=web'],
    [{ matchLabels: { a: '-b' } }, '<error>'],
    [{ matchExpressions: [{ key: 'x', operator: 'DoesNotExist' }] }, '!x'],
  ])('%j → %s', (ls, out) => {
    expect(formatLabelSelector(ls)).toBe(out)
  })
})

describe('ParseToLabelSelector', () => {
  it.each<[string, LabelSelector]>([
    ['', {}],
    [' ', {}],
    ['a=b', { matchLabels: { a: 'b' } }],
    ['a==b', { matchLabels: { a: 'b' } }],
    ['a=b,a=c', { matchLabels: { a: 'c' } }],
    ['! a', { matchExpressions: [{ key: 'a', operator: 'DoesNotExist' }] }],
    ['a', { matchExpressions: [{ key: 'a', operator: 'Exists' }] }],
    [
      'x in (c,b),y notin (d)',
      {
        matchExpressions: [
          { key: 'x', operator: 'In', values: ['b', 'c'] },
          { key: 'y', operator: 'NotIn', values: ['d'] },
        ],
      },
    ],
    [
      'app=web,!legacy',
      { matchLabels: { app: 'web' }, matchExpressions: [{ key: 'legacy', operator: 'DoesNotExist' }] },
    ],
  ])('%j → %j', (s, ls) => {
    expect(parseToLabelSelector(s)).toEqual(E.right(ls))
  })
  it.each([
    ['a!=b', '"!=" is not a valid label selector operator'],
    ['a<3', '"lt" isn\'t supported in label selectors'],
    ['a>3', '"gt" isn\'t supported in label selectors'],
    ['a=b=c', "couldn't parse the selector string \"a=b=c\": found '=', expected: ',' or 'end of string'"],
  ])('%j fails with %s', (s, message) => {
    expect(parseToLabelSelector(s)).toEqual(E.left({ message }))
  })
  it('stores a __proto__ key as an ordinary own label', () => {
    const r = parseToLabelSelector('x=1')
    expect(E.isRight(r)).toBe(true)
    // A key named __proto__ cannot come out of parsing (it is not a valid key), but
    // constructor can; it must be an own property.
    const c = parseToLabelSelector('constructor=1')
    expect(E.isRight(c) && Object.prototype.hasOwnProperty.call(c.right.matchLabels, 'constructor')).toBe(true)
  })
})

describe('ValidateLabelSelector', () => {
  it('accepts nil and valid selectors', () => {
    expect(validateLabelSelector(null)).toEqual([])
    expect(
      validateLabelSelector({
        matchLabels: { app: 'web' },
        matchExpressions: [{ key: 'a', operator: 'In', values: ['b'] }],
      }),
    ).toEqual([])
  })
  it('reports each problem with its path and upstream text', () => {
    const errs = validateLabelSelector({
      matchLabels: { '-a': 'b' },
      matchExpressions: [
        { key: 'a', operator: 'In' },
        { key: 'b', operator: 'Exists', values: ['x'] },
        { key: 'c', operator: '<&>', values: ['<b>'] },
      ],
    })
    expect(errs.map(formatFieldError)).toEqual([
      `spec.selector.matchLabels: Invalid value: "-a": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')`,
      "spec.selector.matchExpressions[0].values: Required value: must be specified when `operator` is 'In' or 'NotIn'",
      "spec.selector.matchExpressions[1].values: Forbidden: may not be specified when `operator` is 'Exists' or 'DoesNotExist'",
      'spec.selector.matchExpressions[2].operator: Invalid value: "\\u003c\\u0026\\u003e": not a valid selector operator',
      `spec.selector.matchExpressions[2].values[0]: Invalid value: "<b>": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')`,
    ])
    expect(errs.map((e) => e.type)).toEqual([
      'FieldValueInvalid',
      'FieldValueRequired',
      'FieldValueForbidden',
      'FieldValueInvalid',
      'FieldValueInvalid',
    ])
  })
  it('uses the given path', () => {
    expect(validateLabelSelector({ matchExpressions: [{ key: 'a', operator: 'In' }] }, 'spec.x')[0]?.field).toBe(
      'spec.x.matchExpressions[0].values',
    )
  })
  it('returns field errors, not exceptions, for values of the wrong type', () => {
    expect(validateLabelSelector(5)).toHaveLength(1)
    expect(validateLabelSelector({ matchExpressions: 5 })).toHaveLength(1)
    expect(validateLabelSelector({ matchExpressions: [5] })).toHaveLength(1)
    expect(
      validateLabelSelector({ matchExpressions: [{ key: 'a', operator: 'In', values: [5] }] }).map((e) => e.type),
    ).toEqual(['FieldValueTypeInvalid'])
  })
})

describe('ValidateLabels', () => {
  it('reports key errors, then value errors, per label in key byte order, all at the map path', () => {
    const errs = validateLabels({ 'z-': 'ok', '-a': 'b', m: '-v' })
    expect(errs.map((e) => [e.field, e.badValue, e.origin])).toEqual([
      ['metadata.labels', '-a', 'format=k8s-label-key'],
      ['metadata.labels', '-v', 'format=k8s-label-value'],
      ['metadata.labels', 'z-', 'format=k8s-label-key'],
    ])
  })
  it('uses the given path and accepts a missing map', () => {
    expect(validateLabels({ '': '' }, 'spec.template.metadata.labels')[0]?.field).toBe('spec.template.metadata.labels')
    expect(validateLabels(undefined)).toEqual([])
    expect(validateLabels(null)).toEqual([])
  })
  it('reports non-string values and non-object maps as FieldValueTypeInvalid', () => {
    expect(validateLabels({ a: 5 }).map((e) => e.type)).toEqual(['FieldValueTypeInvalid'])
    expect(validateLabels([1]).map((e) => e.type)).toEqual(['FieldValueTypeInvalid'])
  })
})
