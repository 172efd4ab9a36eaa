// Example tables after apimachinery pkg/labels/selector_test.go and
// pkg/apis/meta/v1/helpers_test.go, plus the upstream quirks the conformance
// README documents.
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import {
  compileSelector,
  everything,
  isEmptySelector,
  matches,
  newRequirement,
  nothing,
  parseSelector,
  requirementToString,
  selectorFromValidatedSet,
  selectorToString,
  type Labels,
  type Requirement,
  type Selector,
} from '../../src/labels/index'

const parse = (s: string): Selector => {
  const r = parseSelector(s)
  if (E.isLeft(r)) throw new Error(`unexpected parse error for ${JSON.stringify(s)}: ${r.left.message}`)
  return r.right
}
const parseError = (s: string): string => {
  const r = parseSelector(s)
  if (E.isRight(r)) throw new Error(`expected a parse error for ${JSON.stringify(s)}`)
  return r.left.message
}
const NAME_MSG =
  "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')"
const VALUE_MSG =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')"

describe('TestSelectorParse', () => {
  it.each(['x=a,y=b,z=c', '', 'x!=a,y=b', 'x=', 'x= ', 'x=,z= ', 'x= ,z= ', '!x', 'x>1', 'x>1,z<5'])(
    'good: %j re-prints without spaces',
    (s) => {
      expect(selectorToString(parse(s))).toBe(s.replace(/ /g, ''))
    },
  )
  it.each(['x=a||y=b', 'x==a==b', '!x=a', 'x<a'])('bad: %j', (s) => {
    expect(E.isLeft(parseSelector(s))).toBe(true)
  })
})

describe('TestLexer (through the parser)', () => {
  it('treats "~" and "||" as identifiers, "!=" and "==" as the longest tokens', () => {
    expect(parseError('x=a||y=b')).toBe(
      'unable to parse requirement: values[0][x]: Invalid value: "a||y": ' + VALUE_MSG,
    )
    expect(selectorToString(parse('x!=y'))).toBe('x!=y')
    expect(selectorToString(parse('x==y'))).toBe('x==y')
  })
  it('knows only space, \\t, \\r and \\n as whitespace', () => {
    expect(selectorToString(parse(' \t\r\nx \t\r\n= \t\r\ny \t\r\n'))).toBe('x=y')
    expect(parseError('a\u000b=b')).toBe(`unable to parse requirement: <nil>: Invalid value: "a\\v": ${NAME_MSG}`)
    expect(parseError('a\u00a0=b')).toBe(`unable to parse requirement: <nil>: Invalid value: "a\\u00a0": ${NAME_MSG}`)
  })
  it('ends the input at a NUL that starts a token, and ends a token at a NUL inside it', () => {
    expect(selectorToString(parse('\u0000a'))).toBe('')
    expect(selectorToString(parse('a \u0000garbage'))).toBe('a')
    expect(selectorToString(parse('a\u0000=b'))).toBe('a=b')
    expect(parseError('a=b\u0000c')).toBe("found 'c', expected: ',' or 'end of string'")
    expect(selectorToString(parse('a!=\u0000b'))).toBe('a!=b')
  })
})

describe('TestParserLookahead / keywords', () => {
  it('needs whitespace after the key for in/notin, but not before "("', () => {
    expect(selectorToString(parse('a in(b)'))).toBe('a in (b)')
    expect(parseError('ain (b)')).toBe("unable to parse requirement: found '(', expected: in, notin, =, ==, !=, gt, lt")
    expect(parseError('a IN (b)')).toBe(
      "unable to parse requirement: found 'IN', expected: in, notin, =, ==, !=, gt, lt",
    )
  })
  it('reads in and notin as plain values inside a list, and as keys', () => {
    expect(parse('notin notin (notin)').requirements).toEqual([{ key: 'notin', operator: 'notin', values: ['notin'] }])
    expect(selectorToString(parse('in in (in,notin)'))).toBe('in in (in,notin)')
    expect(selectorToString(parse('notin=in'))).toBe('notin=in')
  })
})

describe('gt and lt', () => {
  it('accepts only the symbols > and <', () => {
    expect(parseError('a gt 1')).toBe("unable to parse requirement: found 'gt', expected: in, notin, =, ==, !=, gt, lt")
    expect(parseError('a>=1')).toBe("unable to parse requirement: found '=', expected: identifier")
  })
  it('needs a non-negative Go int64 that is also a label value', () => {
    expect(parseError('a>-1')).toBe(`unable to parse requirement: values[0][a]: Invalid value: "-1": ${VALUE_MSG}`)
    for (const v of ['1.5', '0x10', '1_000', '9223372036854775808'])
      expect(parseError(`a>${v}`)).toBe(
        `unable to parse requirement: values[0]: Invalid value: "${v}": for 'Gt', 'Lt' operators, the value must be an integer`,
      )
    expect(parseError('a>')).toBe(
      `unable to parse requirement: values[0]: Invalid value: "": for 'Gt', 'Lt' operators, the value must be an integer`,
    )
    expect(selectorToString(parse('a>01,b<00'))).toBe('a>01,b<00')
  })
  it('joins several errors of one requirement as [e1, e2]', () => {
    expect(parseError('a>-1.5')).toBe(
      `unable to parse requirement: [values[0]: Invalid value: "-1.5": for 'Gt', 'Lt' operators, the value must be an integer, values[0][a]: Invalid value: "-1.5": ${VALUE_MSG}]`,
    )
  })
  it('compares label values parsed with ParseInt', () => {
    const gt0 = parse('a>0')
    expect(matches(gt0, { a: '+5' })).toBe(true)
    for (const v of [' 5', '0x5', '5.0', '9223372036854775808']) expect(matches(gt0, { a: v })).toBe(false)
    expect(matches(gt0, {})).toBe(false)
    expect(matches(parse('a<1'), { a: '-9223372036854775808' })).toBe(true)
    expect(matches(parse('a>9223372036854775806'), { a: '9223372036854775807' })).toBe(true)
    expect(matches(parse('a>9223372036854775807'), { a: '9223372036854775807' })).toBe(false)
  })
})

describe('values and printing', () => {
  it.each([
    ['a=', 'a='],
    ['a==', 'a=='],
    ['a!=', 'a!='],
    ['a in ()', 'a in ()'],
    ['a in (,)', 'a in ()'],
    ['a in (b,)', 'a in (,b)'],
    ['a in (,b)', 'a in (,b)'],
    ['a in (b,,c)', 'a in (,b,c)'],
    ['a in (b,c,b)', 'a in (b,c)'],
    ['a in (,,)', 'a in ()'],
    ['x in (foo,,baz),y,z notin ()', 'x in (,baz,foo),y,z notin ()'],
    ['b=1,a=2', 'a=2,b=1'],
  ])('%j prints as %j', (s, out) => {
    expect(selectorToString(parse(s))).toBe(out)
  })
  it('sorts and de-duplicates parsed values in memory', () => {
    expect(parse('a in (c,b,c,)').requirements[0]!.values).toEqual(['', 'b', 'c'])
  })
  it('keeps same-key requirements in input order up to 12 (insertion sort)', () => {
    const parts = Array.from({ length: 12 }, (_, i) => `k${i % 3}=v${i}`)
    expect(selectorToString(parse(parts.join(',')))).toBe(
      'k0=v0,k0=v3,k0=v6,k0=v9,k1=v1,k1=v4,k1=v7,k1=v10,k2=v2,k2=v5,k2=v8,k2=v11',
    )
  })
  it("reorders them from 13 on, exactly as Go's pdqsort does", () => {
    const parts = Array.from({ length: 13 }, (_, i) => `k${i % 3}=v${i}`)
    expect(selectorToString(parse(parts.join(',')))).toBe(
      'k0=v6,k0=v3,k0=v0,k0=v9,k0=v12,k1=v1,k1=v4,k1=v7,k1=v10,k2=v2,k2=v5,k2=v8,k2=v11',
    )
  })
  it('sorts keys by UTF-8 bytes, not UTF-16 units (keys are ASCII, so only the order of values shows it)', () => {
    const r: Requirement = { key: 'a', operator: 'in', values: ['\u{10000}', '\uffff'] }
    expect(requirementToString(r)).toBe('a in (\uffff,\u{10000})')
  })
  it('reports invalid values of a parsed list in UTF-8 byte order too', () => {
    expect(parseError('a in (\u{10000},b,\uffff)')).toBe(
      `unable to parse requirement: [values[1][a]: Invalid value: "\\uffff": ${VALUE_MSG}, values[2][a]: Invalid value: "\u{10000}": ${VALUE_MSG}]`,
    )
  })
})

describe('error texts between and inside requirements', () => {
  it.each([
    [',a', "found ',', expected: !, identifier, or 'end of string'"],
    ['a,', "found '', expected: identifier after ','"],
    ['a=b=c', "found '=', expected: ',' or 'end of string'"],
    ['a in b', "unable to parse requirement: found 'b' expected: '('"],
    ['a in (b c)', "unable to parse requirement: found 'c', expected: ',' or ')'"],
    ['a in (=)', "unable to parse requirement: found '=', expected: ',', ')' or identifier"],
    ['a in (b,=)', "unable to parse requirement: found '=', expected: ',', or identifier"],
    ['a=(', "unable to parse requirement: found '(', expected: identifier"],
    ['!', "unable to parse requirement: found '', expected: identifier"],
    ['!a=b', "found '=', expected: ',' or 'end of string'"],
    ['-a', `unable to parse requirement: <nil>: Invalid value: "-a": ${NAME_MSG}`],
    ['a in (z,-bad)', `unable to parse requirement: values[0][a]: Invalid value: "-bad": ${VALUE_MSG}`],
  ])('%j → %s', (s, message) => {
    expect(parseError(s)).toBe(message)
  })
  it('quotes bad keys with Go %q', () => {
    expect(parseError('a\u0001')).toBe(`unable to parse requirement: <nil>: Invalid value: "a\\x01": ${NAME_MSG}`)
    expect(parseError('日本')).toBe(`unable to parse requirement: <nil>: Invalid value: "日本": ${NAME_MSG}`)
  })
})

describe('TestSelectorMatches', () => {
  const yes: [string, Labels][] = [
    ['', { x: 'y' }],
    ['x=y', { x: 'y' }],
    ['x=y,z=w', { x: 'y', z: 'w' }],
    ['x!=y,z!=w', { x: 'z', z: 'a' }],
    ['notin=in', { notin: 'in' }],
    ['x', { x: 'z' }],
    ['!x', { y: 'z' }],
    ['x>1', { x: '2' }],
    ['x<1', { x: '0' }],
    ['foo=bar', { foo: 'bar', baz: 'blah' }],
    ['baz=blah', { foo: 'bar', baz: 'blah' }],
    ['foo=bar,baz=blah', { foo: 'bar', baz: 'blah' }],
    ['x notin (a)', {}],
    ['x!=a', {}],
  ]
  const no: [string, Labels][] = [
    ['x=z', {}],
    ['x=y', { x: 'z' }],
    ['x=y,z=w', { x: 'w', z: 'w' }],
    ['x!=y,z!=w', { x: 'z', z: 'w' }],
    ['x', { y: 'z' }],
    ['!x', { x: 'z' }],
    ['x>1', { x: '0' }],
    ['x<1', { x: '2' }],
    ['foo=blah', { foo: 'bar', baz: 'blah' }],
    ['baz=bar', { foo: 'bar', baz: 'blah' }],
    ['foo=bar,foobar=bar,baz=blah', { foo: 'bar', baz: 'blah' }],
    ['x in (a)', {}],
  ]
  it.each(yes)('%j matches %j', (s, labels) => {
    expect(matches(parse(s), labels)).toBe(true)
    expect(compileSelector(parse(s))(labels)).toBe(true)
  })
  it.each(no)('%j does not match %j', (s, labels) => {
    expect(matches(parse(s), labels)).toBe(false)
    expect(compileSelector(parse(s))(labels)).toBe(false)
  })
  it('counts only own properties: constructor, toString, __proto__ are ordinary keys', () => {
    for (const key of ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf']) {
      const exists = parse(key === '__proto__' ? 'x' : key)
      if (key !== '__proto__') {
        expect(matches(exists, {})).toBe(false)
        expect(compileSelector(exists)({})).toBe(false)
        expect(matches(parse(`!${key}`), {})).toBe(true)
        expect(matches(parse(`${key} notin (x)`), {})).toBe(true)
      }
    }
    const own = JSON.parse('{"__proto__":"x","constructor":"y"}') as Labels
    const sel: Selector = {
      requirements: [
        { key: '__proto__', operator: '=', values: ['x'] },
        { key: 'constructor', operator: '=', values: ['y'] },
      ],
    }
    expect(matches(sel, own)).toBe(true)
    expect(compileSelector(sel)(own)).toBe(true)
    expect(matches(sel, {})).toBe(false)
  })
  it('treats a missing or non-object label set as empty', () => {
    for (const labels of [null, undefined, 5, 'a=b'] as unknown as Labels[]) {
      expect(matches(parse('a'), labels)).toBe(false)
      expect(matches(parse('!a,b notin (c)'), labels)).toBe(true)
      expect(compileSelector(parse('!a,b notin (c)'))(labels)).toBe(true)
    }
  })
})

describe('everything and nothing', () => {
  it('Everything matches all, is empty, prints ""', () => {
    expect(matches(everything, {})).toBe(true)
    expect(isEmptySelector(everything)).toBe(true)
    expect(selectorToString(everything)).toBe('')
    expect(parse('')).toEqual(everything)
  })
  it('Nothing matches nothing, is not empty, prints ""', () => {
    expect(matches(nothing, {})).toBe(false)
    expect(compileSelector(nothing)({ a: 'b' })).toBe(false)
    expect(isEmptySelector(nothing)).toBe(false)
    expect(selectorToString(nothing)).toBe('')
  })
})

describe('TestRequirementConstructor (newRequirement)', () => {
  const ok: [string, Requirement['operator'], string[] | null][] = [
    ['x3', 'in', ['foo']],
    ['x4', 'notin', ['foo']],
    ['x6', 'exists', null],
    ['x7', '!', null],
    ['x9', 'in', ['bar']],
    ['x11', 'gt', ['1']],
    ['x12', 'lt', ['6']],
    ['x18', '=', ['']],
    ['example.com/x', 'in', ['a', 'b', 'a']],
  ]
  it.each(ok)('accepts %s %s %j', (key, op, values) => {
    expect(E.isRight(newRequirement(key, op, values))).toBe(true)
  })
  const bad: [string, Requirement['operator'], string[] | null, string][] = [
    ['x1', 'in', null, "values: Invalid value: null: for 'in', 'notin' operators, values set can't be empty"],
    ['x2', 'notin', [], "values: Invalid value: []: for 'in', 'notin' operators, values set can't be empty"],
    [
      'x5',
      '=',
      ['foo', 'bar'],
      'values: Invalid value: ["foo","bar"]: exact-match compatibility requires one single value',
    ],
    ['x8', 'exists', ['foo'], 'values: Invalid value: ["foo"]: values set must be empty for exists and does not exist'],
    ['x13', 'gt', null, "values: Invalid value: null: for 'Gt', 'Lt' operators, exactly one value is required"],
    ['x14', 'gt', ['a'], `values[0]: Invalid value: "a": for 'Gt', 'Lt' operators, the value must be an integer`],
    ['-x', 'exists', null, `key: Invalid value: "-x": ${NAME_MSG}`],
  ]
  it.each(bad)('rejects %s %s %j', (key, op, values, message) => {
    expect(newRequirement(key, op, values)).toEqual(E.left({ message }))
  })
  it('reports an unknown operator as NotSupported with the JSON-quoted value', () => {
    expect(newRequirement('a', '<&>' as never, null)).toEqual(
      E.left({
        message:
          'operator: Unsupported value: "\\u003c\\u0026\\u003e": supported values: "in", "notin", "=", "==", "!=", "gt", "lt", "exists", "!"',
      }),
    )
  })
})

describe('TestToString', () => {
  const req = (key: string, operator: Requirement['operator'], values: string[]): Requirement => ({
    key,
    operator,
    values,
  })
  it.each<[Requirement[], string]>([
    [
      [req('x', 'in', ['abc', 'def']), req('y', 'notin', ['jkl']), req('z', 'exists', [])],
      'x in (abc,def),y notin (jkl),z',
    ],
    [[req('x', 'notin', ['abc', 'def']), req('y', '!=', ['jkl']), req('z', '!', [])], 'x notin (abc,def),y!=jkl,!z'],
    [[req('x', 'in', ['abc', 'def']), { key: '', operator: '' as never, values: [] }], 'x in (abc,def),'],
    [
      [req('x', 'notin', ['abc']), req('y', 'in', ['jkl', 'mno']), req('z', 'notin', [''])],
      'x notin (abc),y in (jkl,mno),z notin ()',
    ],
    [
      [req('x', '=', ['abc']), req('y', '==', ['jkl']), req('z', '!=', ['a']), req('z', 'exists', [])],
      'x=abc,y==jkl,z!=a,z',
    ],
    [[req('x', 'gt', ['2']), req('y', 'lt', ['8']), req('z', 'exists', [])], 'x>2,y<8,z'],
  ])('%j prints as %s', (requirements, out) => {
    expect(selectorToString({ requirements })).toBe(out)
  })
  it('prints set values sorted without changing the requirement', () => {
    const r = req('a', 'in', ['b', 'b', 'a'])
    expect(requirementToString(r)).toBe('a in (a,b,b)')
    expect(r.values).toEqual(['b', 'b', 'a'])
  })
})

describe('selectorFromValidatedSet (ValidatedSelectorFromSet)', () => {
  it('builds key=value requirements sorted by key', () => {
    const s = selectorFromValidatedSet({ tier: 'web', app: 'x', 'example.com/a': '' })
    expect(E.isRight(s) && selectorToString(s.right)).toBe('app=x,example.com/a=,tier=web')
  })
  it('gives Everything for an empty or missing set', () => {
    expect(selectorFromValidatedSet({})).toEqual(E.right(everything))
    expect(selectorFromValidatedSet(null as unknown as Labels)).toEqual(E.right(everything))
  })
  it('reports the key or value error with the key/values path', () => {
    expect(selectorFromValidatedSet({ a: '-b' })).toEqual(
      E.left({ message: `values[0][a]: Invalid value: "-b": ${VALUE_MSG}` }),
    )
    expect(selectorFromValidatedSet({ '-a': 'b' })).toEqual(
      E.left({ message: `key: Invalid value: "-a": ${NAME_MSG}` }),
    )
  })
})
