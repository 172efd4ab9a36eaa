// The examples of docs/labels.md and of the TSDoc comments, checked.
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import * as L from '../../src/labels/index'
import { formatFieldError } from '../../src/field/index'
import { aggregateMessage } from '../../src/labels/requirement'
import { utf8ByteLength } from '../../src/labels/names'

const right = <A>(r: E.Either<L.SelectorError, A>): A => {
  if (E.isLeft(r)) throw new Error(r.left.message)
  return r.right
}

describe('docs/labels.md examples', () => {
  it('the opening example', () => {
    const sel = right(L.parseSelector('env in (prod, staging), tier != db, !legacy'))
    expect(L.selectorToString(sel)).toBe('env in (prod,staging),!legacy,tier!=db')
    expect(L.matches(sel, { env: 'prod', tier: 'web' })).toBe(true)
    const isProd = L.compileSelector(sel)
    expect(isProd({ env: 'qa' })).toBe(false)
  })
  it('the LabelSelector examples', () => {
    const ls = {
      matchLabels: { app: 'web' },
      matchExpressions: [{ key: 'tier', operator: 'NotIn' as const, values: ['db', 'cache'] }],
    }
    expect(L.selectorToString(right(L.labelSelectorAsSelector(ls)))).toBe('app=web,tier notin (cache,db)')
    expect(L.parseToLabelSelector('app=web,env in (qa,prod),!legacy')).toEqual(
      E.right({
        matchLabels: { app: 'web' },
        matchExpressions: [
          { key: 'env', operator: 'In', values: ['prod', 'qa'] },
          { key: 'legacy', operator: 'DoesNotExist' },
        ],
      }),
    )
    expect(L.formatLabelSelector({ matchLabels: { app: 'web' } })).toBe('app=web')
  })
  it('the validation examples', () => {
    expect(L.validateLabelSelector({ matchExpressions: [{ key: 'a', operator: 'In' }] }).map(formatFieldError)).toEqual(
      [
        "spec.selector.matchExpressions[0].values: Required value: must be specified when `operator` is 'In' or 'NotIn'",
      ],
    )
    expect(L.validateLabels({ '-a': 'b' })).toMatchObject([
      { type: 'FieldValueInvalid', field: 'metadata.labels', badValue: '-a', origin: 'format=k8s-label-key' },
    ])
    expect(L.isDNS1123Label('a.b')).toEqual(['must not contain dots'])
    expect(L.isValidLabelValue('')).toEqual([])
  })
  it('the error table', () => {
    const err = (s: string) => {
      const r = L.parseSelector(s)
      return E.isLeft(r) ? r.left.message : ''
    }
    expect(err('a in b')).toBe("unable to parse requirement: found 'b' expected: '('")
    expect(err('a gt 1')).toBe("unable to parse requirement: found 'gt', expected: in, notin, =, ==, !=, gt, lt")
    expect(err('a>1.5')).toBe(
      "unable to parse requirement: values[0]: Invalid value: \"1.5\": for 'Gt', 'Lt' operators, the value must be an integer",
    )
  })
})

describe('TSDoc examples', () => {
  it('selector and requirement helpers', () => {
    expect(L.selectorToString(right(L.parseSelector('x in (b,a), !y,z==1')))).toBe('x in (a,b),!y,z==1')
    expect(L.selectorToString(right(L.parseSelector('env in (prod, staging),tier!=db')))).toBe(
      'env in (prod,staging),tier!=db',
    )
    expect(L.parseSelector('a=b=c')).toEqual(E.left({ message: "found '=', expected: ',' or 'end of string'" }))
    expect(L.requirementToString({ key: 'a', operator: 'in', values: ['b', 'a', 'b'] })).toBe('a in (a,b,b)')
    expect(L.requirementMatches({ key: 'a', operator: 'gt', values: ['0'] }, { a: '+5' })).toBe(true)
    expect(L.requirementMatches({ key: 'a', operator: 'notin', values: ['x'] }, {})).toBe(true)
    expect(L.labelValue({ app: 'web' }, 'app')).toBe('web')
    expect(L.labelValue({}, 'constructor')).toBeUndefined()
    expect(L.selectorToString(right(L.selectorFromValidatedSet({ tier: 'web', app: 'x' })))).toBe('app=x,tier=web')
    expect(L.parseRequirements('b=1,a in (y,x)')).toEqual(
      E.right([
        { key: 'a', operator: 'in', values: ['x', 'y'] },
        { key: 'b', operator: '=', values: ['1'] },
      ]),
    )
    expect(L.labelSelectorAsSelector({ matchExpressions: [{ key: 'a', operator: 'in' as never }] })).toEqual(
      E.left({ message: '"in" is not a valid label selector operator' }),
    )
    expect(L.parseToLabelSelector('a=b,c in (e,d)')).toEqual(
      E.right({ matchLabels: { a: 'b' }, matchExpressions: [{ key: 'c', operator: 'In', values: ['d', 'e'] }] }),
    )
    expect(L.parseToLabelSelector('a<3')).toEqual(E.left({ message: '"lt" isn\'t supported in label selectors' }))
    expect(L.formatLabelSelector(null)).toBe('<none>')
    expect(L.formatLabelSelector({ matchLabels: { a: '-b' } })).toBe('<error>')
    expect(L.compileSelectorWithoutCodegen(right(L.parseSelector('app=web')))({ app: 'web' })).toBe(true)
    const isProd = L.compileSelector(right(L.parseSelector('env in (prod,staging),!legacy')))
    expect([isProd({ env: 'prod' }), isProd({ env: 'prod', legacy: 'true' })]).toEqual([true, false])
  })
  it('name checks and numbers', () => {
    expect(L.isQualifiedName('example.com/my-app')).toEqual([])
    expect(L.isQualifiedName('a/')).toHaveLength(2)
    expect(L.isDNS1123Subdomain('example.com')).toEqual([])
    expect(L.isDNS1123Subdomain('Example.com')[0]?.startsWith('a lowercase RFC 1123 subdomain')).toBe(true)
    expect(L.isDNS1123Label('my-name')).toEqual([])
    expect(L.isValidLabelValue('-b')).toHaveLength(1)
    expect(L.isValidLabelValue('a'.repeat(L.LABEL_VALUE_MAX_LENGTH))).toEqual([])
    expect(L.isDNS1123Label('a'.repeat(L.DNS1123_LABEL_MAX_LENGTH + 1))).toEqual(['must be no more than 63 bytes'])
    expect(L.isDNS1123Subdomain('a'.repeat(L.DNS1123_SUBDOMAIN_MAX_LENGTH))).toEqual([])
    expect(utf8ByteLength('é')).toBe(2)
    expect(L.parseGoInt64('+5')).toBe(5)
    expect(L.parseGoInt64('-9223372036854775808')).toBe(-9223372036854775808n)
    expect(L.parseGoInt64('9223372036854775808')).toBeUndefined()
    expect(L.requirementErrors('a', 'in', null).map(formatFieldError)).toEqual([
      "values: Invalid value: null: for 'in', 'notin' operators, values set can't be empty",
    ])
    expect(aggregateMessage([{ type: 'FieldValueInvalid', field: 'key', badValue: '-a', detail: 'bad' }])).toBe(
      'key: Invalid value: "-a": bad',
    )
  })
})
