import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { ClusterSelectorError } from '../../src/cluster-selector/errors'
import { CLUSTER_SELECTOR_OPERATOR_SPELLINGS } from '../../src/cluster-selector/operators'
import { CLUSTER_SELECTOR_ANNOTATION, sendToCluster } from '../../src/cluster-selector/placement'
import {
  clusterSelectorMatches,
  compileClusterSelector,
  parseClusterSelector,
} from '../../src/cluster-selector/selector'
import { deepFreeze } from './support'

const annotated = (value: string) => deepFreeze({ [CLUSTER_SELECTOR_ANNOTATION]: value })
const req = (key: string, operator: string, values?: unknown[]) =>
  JSON.stringify(values === undefined ? [{ key, operator }] : [{ key, operator, values }])

const parseOk = (text: string) => {
  const r = parseClusterSelector(text)
  if (E.isLeft(r)) throw new Error(`expected Right, got ${r.left.message}`)
  return r.right
}
const parseErr = (text: string): ClusterSelectorError => {
  const r = parseClusterSelector(text)
  if (E.isRight(r)) throw new Error(`expected Left for ${text}`)
  return r.left
}
const sends = (text: string, labels: Record<string, string>) => {
  const r = sendToCluster(annotated(text), deepFreeze(labels))
  if (E.isLeft(r)) throw new Error(`expected Right, got ${r.left.message}`)
  return r.right
}

const NAME_RULE =
  "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')"
const VALUE_RULE =
  "a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')"

describe('TestSendToCluster (federation clusterselector_test.go)', () => {
  const clusterLabels = { location: 'europe', environment: 'prod', version: '15' }
  const cases: Array<[string, string, boolean | 'error']> = [
    ['match with single annotation', `[{"key": "location", "operator": "in", "values": ["europe"]}]`, true],
    [
      'match on multiple annotations',
      `[{"key": "location", "operator": "in", "values": ["europe"]}, {"key": "environment", "operator": "==", "values": ["prod"]}]`,
      true,
    ],
    [
      'mismatch on one annotation',
      `[{"key": "location", "operator": "in", "values": ["europe"]}, {"key": "environment", "operator": "==", "values": ["test"]}]`,
      false,
    ],
    [
      'match on not equal annotation',
      `[{"key": "location", "operator": "!=", "values": ["usa"]}, {"key": "environment", "operator": "in", "values": ["prod"]}]`,
      true,
    ],
    ['match on greater than annotation', `[{"key": "version", "operator": ">", "values": ["14"]}]`, true],
    ['mismatch on greater than annotation', `[{"key": "version", "operator": ">", "values": ["15"]}]`, false],
    ['unable to parse annotation', `[{"not able to parse",}]`, 'error'],
  ]
  it.each(cases)('%s', (_name, annotation, expected) => {
    const r = sendToCluster(annotated(annotation), deepFreeze(clusterLabels))
    if (expected === 'error') {
      expect(E.isLeft(r)).toBe(true)
      expect(E.isLeft(r) && r.left.rule).toBe('json-syntax')
      expect(E.isLeft(r) && r.left.detail).toBe("invalid character ',' after object key")
    } else {
      expect(r).toEqual(E.right(expected))
    }
  })
})

describe('annotation presence', () => {
  it('no annotation forwards to every cluster, labelled or not', () => {
    expect(sendToCluster(undefined, {})).toEqual(E.right(true))
    expect(sendToCluster({}, { location: 'europe' })).toEqual(E.right(true))
    expect(sendToCluster({ other: 'x' }, {})).toEqual(E.right(true))
  })
  it('[] and null forward everywhere', () => {
    expect(sends('[]', {})).toBe(true)
    expect(sends('null', { a: 'b' })).toBe(true)
    expect(sends(' [ ] ', {})).toBe(true)
  })
  it('an empty annotation value is present and is a decode error', () => {
    const r = sendToCluster(annotated(''), {})
    expect(E.isLeft(r) && r.left.detail).toBe('unexpected end of JSON input')
  })
  it('the FederationOnly selector string is not JSON, so such objects are never placed', () => {
    const e = parseErr('federation.kubernetes.io/federation-control-plane=true')
    expect(e.rule).toBe('json-syntax')
    expect(e.detail).toBe("invalid character 'e' in literal false (expecting 'a')")
  })
  it('the annotation key', () => {
    expect(CLUSTER_SELECTOR_ANNOTATION).toBe('federation.alpha.kubernetes.io/cluster-selector')
  })
})

describe('operators', () => {
  it('accepts exactly the federation spellings', () => {
    expect([...CLUSTER_SELECTOR_OPERATOR_SPELLINGS.keys()].sort()).toEqual(
      [
        '!',
        '!=',
        '<',
        '=',
        '==',
        '>',
        'DoesNotExist',
        'Exists',
        'Gt',
        'In',
        'Lt',
        'NotIn',
        'exists',
        'gt',
        'in',
        'lt',
        'notin',
      ].sort(),
    )
  })
  it.each([
    ['In', 'in', ['europe']],
    ['in', 'in', ['europe']],
    ['=', '=', ['europe']],
    ['==', '==', ['europe']],
    ['NotIn', 'notin', ['usa']],
    ['notin', 'notin', ['usa']],
    ['!=', '!=', ['usa']],
    ['Exists', 'exists', undefined],
    ['exists', 'exists', undefined],
    ['DoesNotExist', '!', undefined],
    ['!', '!', undefined],
    ['Gt', 'gt', ['14']],
    ['gt', 'gt', ['14']],
    ['>', 'gt', ['14']],
    ['Lt', 'lt', ['16']],
    ['lt', 'lt', ['16']],
    ['<', 'lt', ['16']],
  ] as const)('%s is %s', (spelling, internal, values) => {
    const key = internal === 'gt' || internal === 'lt' ? 'version' : 'location'
    const sel = parseOk(req(key, spelling, values as unknown[] | undefined))
    expect(sel.requirements).toEqual([{ key, operator: internal, values: values ?? [] }])
    const europe15 = { location: 'europe', version: '15' }
    const expected = internal === '!' ? false : true
    expect(clusterSelectorMatches(sel, europe15)).toBe(expected)
  })
  it.each(['IN', 'iN', 'Equals', 'doesnotexist', 'DOESNOTEXIST', 'NOTIN', 'Notin', 'GT', 'gte', '', '=~', ' in'])(
    '%j is not recognised; the detail quotes the empty operator as upstream did',
    (spelling) => {
      const e = parseErr(req('location', spelling, ['europe']))
      expect(e.rule).toBe('unknown-operator')
      expect(e.detail).toBe("operator '' is not recognized")
      expect(e.operator).toBe(spelling)
      expect(e.message).toContain(
        `cluster selector requirement 0 (key "location"): operator ${JSON.stringify(spelling)} is not recognized`,
      )
    },
  )
  it('a missing operator is not recognised', () => {
    expect(parseErr('[{"key": "location", "values": ["x"]}]').rule).toBe('unknown-operator')
  })
})

describe('value-count rules (apimachinery 1.8 NewRequirement)', () => {
  it.each([
    ['in', [], "for 'in', 'notin' operators, values set can't be empty"],
    ['NotIn', [], "for 'in', 'notin' operators, values set can't be empty"],
    ['=', [], 'exact-match compatibility requires one single value'],
    ['==', ['a', 'b'], 'exact-match compatibility requires one single value'],
    ['!=', ['a', 'b'], 'exact-match compatibility requires one single value'],
    ['Exists', ['a'], 'values set must be empty for exists and does not exist'],
    ['!', [''], 'values set must be empty for exists and does not exist'],
    ['Gt', [], "for 'Gt', 'Lt' operators, exactly one value is required"],
    ['<', ['1', '2'], "for 'Gt', 'Lt' operators, exactly one value is required"],
  ])('%s with %j', (op, values, detail) => {
    const e = parseErr(req('location', op, values))
    expect(e).toMatchObject({ rule: 'value-count', index: 0, key: 'location', operator: op, detail })
    expect(e.message.startsWith('cluster selector requirement 0 (key "location"): ')).toBe(true)
    expect(e.message).toContain(detail)
  })
  it('Exists/DoesNotExist accept an omitted, empty or null values field', () => {
    expect(parseOk('[{"key": "a", "operator": "Exists"}]').requirements).toHaveLength(1)
    expect(parseOk('[{"key": "a", "operator": "Exists", "values": []}]').requirements).toHaveLength(1)
    expect(parseOk('[{"key": "a", "operator": "!", "values": null}]').requirements).toHaveLength(1)
  })
})

describe('Gt/Lt integers', () => {
  it.each([
    ['014', true],
    ['0', true],
    ['9223372036854775807', true],
  ])('threshold %j is accepted', (v, ok) => {
    expect(E.isRight(parseClusterSelector(req('version', 'Gt', [v])))).toBe(ok)
  })
  it.each([
    [' 5', 'integer-value'],
    ['9223372036854775808', 'integer-value'],
    ['v15', 'integer-value'],
    ['1_000', 'integer-value'],
    ['', 'integer-value'],
    ['-1', 'invalid-value'],
    ['+5', 'invalid-value'],
  ])('threshold %j is rejected (%s)', (v, rule) => {
    const e = parseErr(req('version', 'Gt', [v]))
    expect(e.rule).toBe(rule)
    expect(e.value).toBe(v)
    if (rule === 'integer-value') expect(e.detail).toBe("for 'Gt', 'Lt' operators, the value must be an integer")
    else expect(e.detail).toBe(`invalid label value: ${JSON.stringify(v)}: ${VALUE_RULE}`)
  })
  it('compares as 64-bit integers, numerically and strictly', () => {
    const gt = (threshold: string, label: string) => sends(req('version', 'Gt', [threshold]), { version: label })
    const lt = (threshold: string, label: string) => sends(req('version', 'Lt', [threshold]), { version: label })
    expect(gt('9', '15')).toBe(true)
    expect(gt('15', '15')).toBe(false)
    expect(gt('014', '15')).toBe(true)
    expect(gt('9223372036854775806', '9223372036854775807')).toBe(true)
    expect(gt('9007199254740992', '9007199254740993')).toBe(true) // beyond 2^53: floats would say equal
    expect(lt('9007199254740993', '9007199254740992')).toBe(true)
    expect(lt('0', '-3')).toBe(true)
    expect(gt('15', '+16')).toBe(true)
  })
  it('a label that is not an int64 makes the requirement fail, never an error', () => {
    for (const label of [' 16', '16 ', '1_6', 'v16', '', '+', '9223372036854775808', '1e3', '16.0']) {
      expect(sends(req('version', 'Gt', ['1']), { version: label })).toBe(false)
      expect(sends(req('version', 'Lt', ['1']), { version: label })).toBe(false)
    }
    expect(sends(req('version', 'Gt', ['1']), {})).toBe(false)
  })
})

describe('matching semantics', () => {
  it('missing keys: In, =, ==, Exists, Gt, Lt fail; NotIn, !=, DoesNotExist hold', () => {
    const on = (op: string, values?: unknown[]) => sends(req('zone', op, values), { location: 'europe' })
    expect(on('In', ['a'])).toBe(false)
    expect(on('=', ['a'])).toBe(false)
    expect(on('==', ['a'])).toBe(false)
    expect(on('Exists')).toBe(false)
    expect(on('Gt', ['1'])).toBe(false)
    expect(on('Lt', ['1'])).toBe(false)
    expect(on('NotIn', ['a'])).toBe(true)
    expect(on('!=', ['a'])).toBe(true)
    expect(on('DoesNotExist')).toBe(true)
  })
  it('an empty-string label value is present', () => {
    expect(sends(req('gpu', 'In', ['']), { gpu: '' })).toBe(true)
    expect(sends(req('gpu', 'Exists'), { gpu: '' })).toBe(true)
    expect(sends(req('gpu', '!'), { gpu: '' })).toBe(false)
    expect(sends(req('gpu', 'NotIn', ['']), { gpu: '' })).toBe(false)
  })
  it('values compare exactly and case-sensitively', () => {
    expect(sends(req('location', 'In', ['Europe']), { location: 'europe' })).toBe(false)
    expect(sends(req('location', 'In', ['usa', 'europe']), { location: 'europe' })).toBe(true)
  })
  it('requirements are ANDed; duplicate keys are kept', () => {
    expect(
      sends(
        '[{"key":"location","operator":"In","values":["europe"]},{"key":"location","operator":"In","values":["usa"]}]',
        {
          location: 'europe',
        },
      ),
    ).toBe(false)
    expect(
      sends('[{"key":"location","operator":"Exists"},{"key":"location","operator":"In","values":["europe"]}]', {
        location: 'europe',
      }),
    ).toBe(true)
    expect(parseOk('[{"key":"a","operator":"Exists"},{"key":"a","operator":"Exists"}]').requirements).toHaveLength(2)
  })
  it('labels that are inherited or not strings do not count', () => {
    const sel = parseOk(req('constructor', 'Exists'))
    expect(clusterSelectorMatches(sel, {})).toBe(false)
    const proto = { requirements: [{ key: '__proto__', operator: 'exists' as const, values: [] }] }
    expect(clusterSelectorMatches(proto, JSON.parse('{"__proto__": "x"}'))).toBe(true)
    expect(clusterSelectorMatches(proto, {})).toBe(false)
    expect(clusterSelectorMatches(sel, { constructor: 5 } as never)).toBe(false)
  })
  it('compileClusterSelector gives the same answers', () => {
    const sel = parseOk(
      '[{"key":"version","operator":"Gt","values":["3"]},{"key":"zone","operator":"NotIn","values":["x"]}]',
    )
    const f = compileClusterSelector(sel)
    const labelSets: Array<Record<string, string>> = [
      { version: '4' },
      { version: '3' },
      { version: '4', zone: 'x' },
      {},
      { version: 'x' },
    ]
    for (const labels of labelSets) {
      expect(f(labels)).toBe(clusterSelectorMatches(sel, labels))
    }
  })
  it('non-selectors never match, and never throw', () => {
    expect(clusterSelectorMatches(null as never, {})).toBe(false)
    expect(clusterSelectorMatches({ requirements: [null] } as never, {})).toBe(false)
    expect(
      clusterSelectorMatches({ requirements: [{ key: 'a', operator: 'bogus', values: [] }] } as never, { a: 'b' }),
    ).toBe(false)
    expect(
      clusterSelectorMatches({ requirements: [{ key: 'a', operator: 'gt', values: ['x'] }] } as never, { a: '5' }),
    ).toBe(false)
    expect(compileClusterSelector(undefined as never)({})).toBe(false)
    expect(clusterSelectorMatches({ requirements: [] }, null as never)).toBe(true)
  })
})

describe('Go JSON decoding quirks', () => {
  it('field names match case-insensitively', () => {
    expect(parseOk('[{"KEY": "location", "Operator": "in", "VALUES": ["europe"]}]').requirements).toEqual([
      { key: 'location', operator: 'in', values: ['europe'] },
    ])
    expect(parseOk('[{"\u212Aey": "location", "operator": "exists"}]').requirements[0]?.key).toBe('location')
  })
  it('the last of duplicate (case-folded) fields wins', () => {
    const sel = parseOk('[{"key": "location", "operator": "in", "values": ["usa"], "Values": ["europe"]}]')
    expect(sel.requirements[0]?.values).toEqual(['europe'])
    const sel2 = parseOk(
      '[{"values": ["usa"], "Values": ["europe"], "values": ["asia"], "key": "l", "operator": "in"}]',
    )
    expect(sel2.requirements[0]?.values).toEqual(['asia'])
  })
  it('null for a string field leaves it unchanged; null values are nil; a null element is all zero', () => {
    expect(parseOk('[{"key": "a", "KEY": null, "operator": "exists"}]').requirements[0]?.key).toBe('a')
    expect(
      parseOk('[{"key": "a", "operator": "exists", "values": ["x"], "values": null}]').requirements[0]?.values,
    ).toEqual([])
    const e = parseErr('[null]')
    expect(e.rule).toBe('invalid-key')
    expect(e.detail).toBe(`invalid label key "": name part must be non-empty; ${NAME_RULE}`)
  })
  it('a null inside values is the empty string, which is a valid value', () => {
    expect(parseOk('[{"key": "a", "operator": "in", "values": [null]}]').requirements[0]?.values).toEqual([''])
  })
  it('unknown fields are ignored and whitespace is allowed', () => {
    expect(parseOk(' \n[ {"key":"a","operator":"exists","comment":{"x":[1,2]}} ]\t').requirements).toHaveLength(1)
  })
  it.each([
    [
      '{"key": "a", "operator": "exists"}',
      undefined,
      'json: cannot unmarshal object into Go value of type []v1beta1.ClusterSelectorRequirement',
    ],
    ['"a"', undefined, 'json: cannot unmarshal string into Go value of type []v1beta1.ClusterSelectorRequirement'],
    ['[1]', 0, 'json: cannot unmarshal number into Go value of type v1beta1.ClusterSelectorRequirement'],
    [
      '[{"key": "a", "operator": "exists"}, []]',
      1,
      'json: cannot unmarshal array into Go value of type v1beta1.ClusterSelectorRequirement',
    ],
    [
      '[{"key": 5, "operator": "exists"}]',
      0,
      'json: cannot unmarshal number into Go struct field ClusterSelectorRequirement.key of type string',
    ],
    [
      '[{"key": "a", "operator": true}]',
      0,
      'json: cannot unmarshal bool into Go struct field ClusterSelectorRequirement.operator of type string',
    ],
    [
      '[{"key": "a", "operator": "in", "values": "europe"}]',
      0,
      'json: cannot unmarshal string into Go struct field ClusterSelectorRequirement.values of type []string',
    ],
    [
      '[{"key": "a", "operator": "in", "values": [1]}]',
      0,
      'json: cannot unmarshal number into Go struct field ClusterSelectorRequirement.values of type string',
    ],
  ])('%s is a type error', (text, index, detail) => {
    const e = parseErr(text)
    expect(e.rule).toBe('json-type')
    expect(e.index).toBe(index)
    expect(e.detail).toBe(detail)
  })
  it('non-string annotation values are type errors, not exceptions', () => {
    for (const v of [null, 5, {}, [], true, undefined]) {
      expect(E.isLeft(parseClusterSelector(v as never))).toBe(true)
      expect(E.isLeft(sendToCluster({ [CLUSTER_SELECTOR_ANNOTATION]: v } as never, {}))).toBe(true)
    }
  })
})

describe('key and value validation (apimachinery 1.8 texts)', () => {
  it.each([
    ['', `invalid label key "": name part must be non-empty; ${NAME_RULE}`],
    ['bad key', `invalid label key "bad key": ${NAME_RULE}`],
    ['/zone', 'invalid label key "/zone": prefix part must be non-empty'],
    [
      'Example.com/zone',
      `invalid label key "Example.com/zone": prefix part a DNS-1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')`,
    ],
    [
      'a/b/c',
      `invalid label key "a/b/c": a qualified name must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')`,
    ],
    ['a'.repeat(64), `invalid label key "${'a'.repeat(64)}": name part must be no more than 63 characters`],
    ['tab\there', `invalid label key "tab\\there": ${NAME_RULE}`],
  ])('key %j', (key, detail) => {
    const e = parseErr(req(key, 'Exists'))
    expect(e.rule).toBe('invalid-key')
    expect(e.key).toBe(key)
    expect(e.detail).toBe(detail)
    expect(e.message).toBe(`cluster selector requirement 0 (key ${JSON.stringify(key)}): ${detail}`)
  })
  it('key errors come before operator errors', () => {
    expect(parseErr(req('bad key', 'IN', ['x'])).rule).toBe('invalid-key')
  })
  it.each([
    ['-x', `invalid label value: "-x": ${VALUE_RULE}`],
    ['a'.repeat(64), `invalid label value: "${'a'.repeat(64)}": must be no more than 63 characters`],
    ['-'.repeat(64), `invalid label value: "${'-'.repeat(64)}": must be no more than 63 characters; ${VALUE_RULE}`],
  ])('value %j', (value, detail) => {
    const e = parseErr(`[{"key":"ok","operator":"in","values":["fine",${JSON.stringify(value)}]}]`)
    expect(e.rule).toBe('invalid-value')
    expect(e.value).toBe(value)
    expect(e.detail).toBe(detail)
  })
  it('the whole selector is validated up front: a later bad requirement errors even when an earlier one would not match', () => {
    const text =
      '[{"key":"location","operator":"in","values":["mars"]},{"key":"environment","operator":"==","values":["a","b"]}]'
    const e = parseErr(text)
    expect(e).toMatchObject({ rule: 'value-count', index: 1, key: 'environment' })
    const labelSets: Array<Record<string, string>> = [
      {},
      { location: 'mars' },
      { location: 'europe', environment: 'a' },
    ]
    for (const labels of labelSets) {
      expect(sendToCluster(annotated(text), labels)).toEqual(E.left(e))
    }
  })
  it('reports the first bad requirement in annotation order', () => {
    const e = parseErr(
      '[{"key":"ok","operator":"exists"},{"key":"x","operator":"nope"},{"key":"bad key","operator":"in"}]',
    )
    expect(e).toMatchObject({ index: 1, key: 'x', rule: 'unknown-operator' })
  })
})
