// The laws of the label-selector module, property-tested.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import * as L from '../../src/labels/index'
import { formatFieldError } from '../../src/field/index'
import { numRuns } from '../support/runs'
import { KEYS, labelSelector, labelSet, mutatedSelectorText, selectorText } from './arbitraries'
import { binaryString } from '../../conformance/generators/text'

// Values of every kind, with keys that mean something to JavaScript objects
// (__proto__, constructor) or to a LabelSelector.
const hostileKey = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    'matchLabels',
    'matchExpressions',
    'key',
    'operator',
    'values',
    'requirements',
    'matchesNothing',
  ),
)
const anything = fc.oneof(
  fc.anything({ withNullPrototype: true, withObjectString: true, withBigInt: true, withSparseArray: true }),
  fc.anything({ key: hostileKey, withNullPrototype: true, maxDepth: 4 }),
)
const anyString = fc.oneof(binaryString(), mutatedSelectorText, selectorText)

const deepFreeze = <T>(x: T): T => {
  if (typeof x === 'object' && x !== null && !Object.isFrozen(x)) {
    Object.freeze(x)
    for (const k of Reflect.ownKeys(x)) deepFreeze((x as Record<PropertyKey, unknown>)[k])
  }
  return x
}

describe('parse and print', () => {
  it('fuzz: print∘parse round-trips: the printed form parses to the same selector and the same string', () => {
    fc.assert(
      fc.property(fc.oneof(selectorText, mutatedSelectorText), (s) => {
        const first = L.parseSelector(s)
        if (E.isLeft(first)) return
        const printed = L.selectorToString(first.right)
        const second = L.parseSelector(printed)
        expect(second).toEqual(E.right(first.right))
        expect(E.isRight(second) && L.selectorToString(second.right)).toBe(printed)
      }),
      { numRuns: numRuns(2000) },
    )
  })

  it('valid generated selectors always parse, with key-sorted requirements and sorted, distinct values', () => {
    fc.assert(
      fc.property(selectorText, (s) => {
        const r = L.parseSelector(s)
        expect(E.isRight(r)).toBe(true)
        if (E.isLeft(r)) return
        const keys = r.right.requirements.map((q) => q.key)
        expect(keys).toEqual([...keys].sort())
        for (const q of r.right.requirements) expect(q.values).toEqual([...new Set(q.values)].sort())
      }),
      { numRuns: numRuns(1000) },
    )
  })

  it('printing is canonical: independent of whitespace and of value order and repetition', () => {
    fc.assert(
      fc.property(selectorText, (s) => {
        const r = L.parseSelector(s)
        if (E.isLeft(r)) return
        const spaced = L.parseSelector(s.replace(/,/g, ' , ').replace(/\(/g, '( ').replace(/\)/g, ' )'))
        expect(E.isRight(spaced) && L.selectorToString(spaced.right)).toBe(L.selectorToString(r.right))
      }),
      { numRuns: numRuns(500) },
    )
  })

  it('parseRequirements agrees with parseSelector', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        const a = L.parseSelector(s)
        const b = L.parseRequirements(s)
        if (E.isLeft(a)) expect(b).toEqual(a)
        else expect(b).toEqual(E.right(a.right.requirements))
      }),
      { numRuns: numRuns(500) },
    )
  })
})

describe("the parser's value errors", () => {
  // Identifier text the lexer reads as one token: name characters, and some
  // that make a label value invalid (no whitespace, NUL or = ! ( ) , > <).
  const valueChar = fc.constantFrom('a', 'Z', '0', '9', '-', '_', '.', 'é', '%', '"', '\\', '\u{1f600}', '\u00a0')
  const identifier = fc.oneof(
    fc.string({ unit: valueChar, minLength: 1, maxLength: 8 }),
    fc.string({ unit: valueChar, minLength: 60, maxLength: 70 }),
    fc.constantFrom('+5', '-1', '9223372036854775808', '01', 'x'),
  )
  const sortedUnique = (xs: readonly string[]): string[] =>
    [...new Set(xs)].sort((a, b) => Buffer.from(a).compare(Buffer.from(b)))

  it("are labels.NewRequirement's errors, rendered as requirementErrors + formatFieldError render them", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...KEYS),
        fc.constantFrom('in', 'notin', '=', '==', '!=', 'gt', 'lt'),
        fc.array(identifier, { minLength: 1, maxLength: 4 }),
        (key, op, values) => {
          const single = op !== 'in' && op !== 'notin'
          const vals = single ? values.slice(0, 1) : sortedUnique(values)
          const text =
            op === 'in' || op === 'notin'
              ? `${key} ${op} (${values.join(',')})`
              : `${key}${op === 'gt' ? '>' : op === 'lt' ? '<' : op}${vals[0]}`
          const parsed = L.parseSelector(text)
          const errors = L.requirementErrors(key, op, vals)
          if (errors.length === 0) expect(E.isRight(parsed)).toBe(true)
          else {
            const messages = [...new Set(errors.map(formatFieldError))]
            const aggregate = messages.length === 1 ? messages[0] : `[${messages.join(', ')}]`
            expect(parsed).toEqual(E.left({ message: `unable to parse requirement: ${aggregate}` }))
          }
        },
      ),
      { numRuns: numRuns(500) },
    )
  })
})

describe('matching', () => {
  it('compileSelector(sel) gives the same answers as matches(sel)', () => {
    let sawTrue = 0
    let sawFalse = 0
    fc.assert(
      fc.property(selectorText, fc.array(labelSet, { minLength: 1, maxLength: 6 }), (s, sets) => {
        const r = L.parseSelector(s)
        if (E.isLeft(r)) return
        const compiled = L.compileSelector(r.right)
        for (const labels of sets) {
          const m = L.matches(r.right, labels)
          if (m) sawTrue++
          else sawFalse++
          expect(compiled(labels)).toBe(m)
          expect(L.compileSelectorWithoutCodegen(r.right)(labels)).toBe(m)
        }
      }),
      { numRuns: numRuns(2000) },
    )
    // the generators make both answers common
    expect(sawTrue).toBeGreaterThan(100)
    expect(sawFalse).toBeGreaterThan(100)
  })

  it('inherited properties never count: a label set with a prototype matches like its own properties alone', () => {
    fc.assert(
      fc.property(selectorText, labelSet, labelSet, (s, own, inherited) => {
        const r = L.parseSelector(s)
        if (E.isLeft(r)) return
        const withProto = Object.create(inherited) as Record<string, string>
        for (const k of Object.keys(own)) Object.defineProperty(withProto, k, { value: own[k], enumerable: true })
        const expected = L.matches(r.right, own)
        expect(L.matches(r.right, withProto)).toBe(expected)
        expect(L.compileSelector(r.right)(withProto)).toBe(expected)
        expect(L.compileSelectorWithoutCodegen(r.right)(withProto)).toBe(expected)
      }),
      { numRuns: numRuns(1000) },
    )
  })

  it('labels are own properties, enumerable or not, whose value is not undefined', () => {
    fc.assert(
      fc.property(selectorText, labelSet, labelSet, fc.constantFrom(...KEYS), (s, visible, hidden, undef) => {
        const r = L.parseSelector(s)
        if (E.isLeft(r)) return
        const labels: Record<string, string | undefined> = {}
        const union: Record<string, string> = {}
        for (const k of Object.keys(hidden)) {
          Object.defineProperty(labels, k, { value: hidden[k], enumerable: false, configurable: true, writable: true })
          Object.defineProperty(union, k, { value: hidden[k], enumerable: true, configurable: true, writable: true })
        }
        for (const k of Object.keys(visible)) {
          Object.defineProperty(labels, k, { value: visible[k], enumerable: true, configurable: true, writable: true })
          Object.defineProperty(union, k, { value: visible[k], enumerable: true, configurable: true, writable: true })
        }
        // an own property holding undefined is no label
        if (!Object.hasOwn(labels, undef)) Object.defineProperty(labels, undef, { value: undefined, enumerable: true })
        const expected = L.matches(r.right, union)
        expect(L.matches(r.right, labels as L.Labels)).toBe(expected)
        expect(L.compileSelector(r.right)(labels as L.Labels)).toBe(expected)
        expect(L.compileSelectorWithoutCodegen(r.right)(labels as L.Labels)).toBe(expected)
      }),
      { numRuns: numRuns(1000) },
    )
  })

  it('the compiled matcher answers the same on very large label sets', () => {
    fc.assert(
      fc.property(selectorText, labelSet, fc.integer({ min: 0, max: 400 }), (s, labels, extra) => {
        const r = L.parseSelector(s)
        if (E.isLeft(r)) return
        const big: Record<string, string> = {}
        for (let i = 0; i < extra; i++) big[`filler-${i}`] = 'x'
        for (const k of Object.keys(labels))
          Object.defineProperty(big, k, { value: labels[k], enumerable: true, writable: true, configurable: true })
        expect(L.compileSelector(r.right)(big)).toBe(L.matches(r.right, big))
        expect(L.matches(r.right, big)).toBe(L.matches(r.right, labels))
      }),
      { numRuns: numRuns(300) },
    )
  })

  it('hand-built selectors with arbitrary keys and values compile to the same answers (no code injection)', () => {
    const text = fc.oneof(
      binaryString({ maxLength: 6 }),
      fc.constantFrom('"', '\\', '\u2028', '*/', '${x}', '\n', "'", '`', '__proto__', 'constructor'),
    )
    const operator = fc.constantFrom(
      '=',
      '==',
      '!=',
      'in',
      'notin',
      'exists',
      '!',
      'gt',
      'lt',
    ) as fc.Arbitrary<L.Operator>
    const requirement = fc.record({
      key: text,
      operator,
      values: fc.array(fc.oneof(text, fc.constantFrom('1', '-5', '9223372036854775807')), { maxLength: 10 }),
    })
    fc.assert(
      fc.property(
        fc.array(requirement, { maxLength: 5 }),
        fc.array(fc.tuple(text, text), { maxLength: 6 }),
        (requirements, entries) => {
          const sel: L.Selector = { requirements }
          const labels: Record<string, string> = {}
          for (const [k, v] of entries)
            Object.defineProperty(labels, k, { value: v, enumerable: true, configurable: true, writable: true })
          for (const r of requirements)
            if (r.values[0] !== undefined)
              Object.defineProperty(labels, r.key, {
                value: r.values[0],
                enumerable: true,
                configurable: true,
                writable: true,
              })
          const expected = L.matches(sel, labels)
          expect(L.compileSelector(sel)(labels)).toBe(expected)
          expect(L.compileSelectorWithoutCodegen(sel)(labels)).toBe(expected)
        },
      ),
      { numRuns: numRuns(1000) },
    )
  })

  it('treats values inherited from a polluted Object.prototype as absent', () => {
    const proto = Object.prototype as Record<string, unknown>
    const sel = L.parseSelector('app=web,tier,!zone,region notin (x)')
    expect(E.isRight(sel)).toBe(true)
    if (E.isLeft(sel)) return
    const compiled = L.compileSelector(sel.right)
    const interpreted = L.compileSelectorWithoutCodegen(sel.right)
    try {
      proto['app'] = 'web'
      proto['tier'] = 'x'
      proto['zone'] = 'z'
      proto['region'] = 'x'
      for (const labels of [
        {},
        { app: 'web' },
        { app: 'web', tier: 'a' },
        { app: 'web', tier: 'a', zone: 'b' },
        { app: 'web', tier: 'a', region: 'x' },
      ]) {
        const own = JSON.parse(JSON.stringify(labels)) as L.Labels
        const expected =
          own['app'] === 'web' &&
          Object.hasOwn(own, 'app') &&
          Object.hasOwn(own, 'tier') &&
          !Object.hasOwn(own, 'zone') &&
          !(Object.hasOwn(own, 'region') && own['region'] === 'x')
        expect([L.matches(sel.right, own), compiled(own), interpreted(own)]).toEqual([expected, expected, expected])
      }
    } finally {
      delete proto['app']
      delete proto['tier']
      delete proto['zone']
      delete proto['region']
    }
  })

  it('a selector matches exactly when every requirement does; the empty selector matches all', () => {
    fc.assert(
      fc.property(selectorText, labelSet, (s, labels) => {
        const r = L.parseSelector(s)
        if (E.isLeft(r)) return
        expect(L.matches(r.right, labels)).toBe(r.right.requirements.every((q) => L.requirementMatches(q, labels)))
        expect(L.matches(L.everything, labels)).toBe(true)
        expect(L.matches(L.nothing, labels)).toBe(false)
      }),
      { numRuns: numRuns(500) },
    )
  })

  it('notin / != / ! are the negations of in / = / exists', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('a', 'b', 'in'),
        fc.array(fc.constantFrom('', 'a', 'b', 'web'), { minLength: 1, maxLength: 3 }),
        labelSet,
        (k, vals, labels) => {
          const list = vals.join(',')
          const m = (s: string) => {
            const r = L.parseSelector(s)
            return E.isRight(r) && L.matches(r.right, labels)
          }
          expect(m(`${k} notin (${list})`)).toBe(!m(`${k} in (${list})`))
          expect(m(`${k}!=${vals[0]}`)).toBe(!m(`${k}=${vals[0]}`))
          expect(m(`!${k}`)).toBe(!m(k))
        },
      ),
      { numRuns: numRuns(500) },
    )
  })
})

describe('LabelSelector conversions', () => {
  it('parseToLabelSelector then labelSelectorAsSelector agrees with parseSelector wherever representable', () => {
    let compared = 0
    fc.assert(
      fc.property(selectorText, fc.array(labelSet, { minLength: 1, maxLength: 4 }), (s, sets) => {
        const direct = L.parseSelector(s)
        const ls = L.parseToLabelSelector(s)
        if (E.isLeft(direct)) {
          expect(E.isLeft(ls)).toBe(true)
          return
        }
        const reqs = direct.right.requirements
        const ops = new Set(reqs.map((q) => q.operator))
        const representable = !ops.has('!=') && !ops.has('gt') && !ops.has('lt')
        expect(E.isRight(ls)).toBe(representable)
        if (E.isLeft(ls)) return
        // a later `k=v` overwrites an earlier one in matchLabels: skip those selectors
        const exactKeys = reqs.filter((q) => q.operator === '=' || q.operator === '==').map((q) => q.key)
        if (new Set(exactKeys).size !== exactKeys.length) return
        const back = L.labelSelectorAsSelector(ls.right)
        expect(E.isRight(back)).toBe(true)
        if (E.isLeft(back)) return
        compared++
        for (const labels of sets) expect(L.matches(back.right, labels)).toBe(L.matches(direct.right, labels))
        // the same requirements as text, once == is written = (same-key order may differ:
        // matchLabels come before matchExpressions)
        const texts = (sel: L.Selector) =>
          sel.requirements.map((q) => L.requirementToString(q).replace('==', '=')).sort()
        expect(texts(back.right)).toEqual(texts(direct.right))
      }),
      { numRuns: numRuns(1000) },
    )
    expect(compared).toBeGreaterThan(50)
  })

  it('labelSelectorAsSelector succeeds exactly when validateLabelSelector finds nothing (for known operators)', () => {
    fc.assert(
      fc.property(labelSelector, (ls) => {
        const r = L.labelSelectorAsSelector(ls)
        const errs = L.validateLabelSelector(ls)
        expect(E.isRight(r)).toBe(errs.length === 0)
        expect(L.formatLabelSelector(ls) === '<error>').toBe(E.isLeft(r))
      }),
      { numRuns: numRuns(1000) },
    )
  })

  it('formatLabelSelector output parses back to a selector that matches the same label sets', () => {
    fc.assert(
      fc.property(labelSelector, fc.array(labelSet, { maxLength: 4 }), (ls, sets) => {
        const f = L.formatLabelSelector(ls)
        if (f === '<error>' || f === '<none>') return
        const p = L.parseSelector(f)
        const direct = L.labelSelectorAsSelector(ls)
        expect(E.isRight(p) && E.isRight(direct)).toBe(true)
        if (E.isLeft(p) || E.isLeft(direct)) return
        for (const labels of sets) expect(L.matches(p.right, labels)).toBe(L.matches(direct.right, labels))
      }),
      { numRuns: numRuns(500) },
    )
  })

  it('selectorFromValidatedSet matches exactly its own label set and validateLabels agrees on validity', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('a', 'b', '-x', 'k8s.io/y'), fc.constantFrom('', 'v', '-v')),
        labelSet,
        (set, other) => {
          const r = L.selectorFromValidatedSet(set)
          expect(E.isRight(r)).toBe(L.validateLabels(set).length === 0)
          if (E.isLeft(r)) return
          expect(L.matches(r.right, set)).toBe(true)
          expect(L.matches(r.right, other)).toBe(
            Object.entries(set).every(([k, v]) => Object.hasOwn(other, k) && other[k] === v),
          )
        },
      ),
      { numRuns: numRuns(500) },
    )
  })
})

describe('totality', () => {
  it('fuzz: no parsing function throws on arbitrary strings', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        const p = L.parseSelector(s)
        if (E.isRight(p)) {
          L.selectorToString(p.right)
          L.compileSelector(p.right)({ a: 'b' })
        } else expect(typeof p.left.message).toBe('string')
        L.parseToLabelSelector(s)
        L.isQualifiedName(s)
        L.isValidLabelValue(s)
        L.isDNS1123Label(s)
        L.isDNS1123Subdomain(s)
        L.parseGoInt64(s)
      }),
      { numRuns: numRuns(2000) },
    )
  })

  it('fuzz: no function throws on arbitrary values, and none mutates them', () => {
    fc.assert(
      fc.property(anything, anything, (u, v) => {
        deepFreeze(u)
        deepFreeze(v)
        const results: unknown[] = [
          L.parseSelector(u as string),
          L.parseToLabelSelector(u as string),
          L.labelSelectorAsSelector(u as L.LabelSelector),
          L.formatLabelSelector(u as L.LabelSelector),
          L.selectorFromValidatedSet(u as L.Labels),
          L.validateLabelSelector(u).map(formatFieldError),
          L.validateLabels(u).map(formatFieldError),
          L.validateLabelSelector(u, v as string),
          L.validateLabels(u, v as string),
          L.isQualifiedName(u as string),
          L.isValidLabelValue(u as string),
          L.isDNS1123Label(u as string),
          L.isDNS1123Subdomain(u as string),
          L.selectorToString(u as L.Selector),
          L.matches(u as L.Selector, v as L.Labels),
          L.compileSelector(u as L.Selector)(v as L.Labels),
          L.newRequirement(u as string, v as L.Operator, u as string[]),
          L.requirementMatches(u as L.Requirement, v as L.Labels),
          L.requirementToString(u as L.Requirement),
        ]
        expect(results).toHaveLength(19)
      }),
      { numRuns: numRuns(1000) },
    )
  })

  it('fuzz: no function throws on JSON-shaped label selectors and label sets', () => {
    const jsonSelector = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          matchLabels: fc.jsonValue(),
          matchExpressions: fc.oneof(
            fc.jsonValue(),
            fc.array(fc.dictionary(fc.constantFrom('key', 'operator', 'values', '__proto__'), fc.jsonValue())),
          ),
        },
        { requiredKeys: [] },
      ),
    )
    fc.assert(
      fc.property(jsonSelector, fc.jsonValue(), (ls, labels) => {
        const r = L.labelSelectorAsSelector(ls as L.LabelSelector)
        if (E.isRight(r)) {
          expect(L.compileSelector(r.right)(labels as L.Labels)).toBe(L.matches(r.right, labels as L.Labels))
        }
        L.validateLabelSelector(ls).map(formatFieldError)
        L.validateLabels(labels).map(formatFieldError)
        L.formatLabelSelector(ls as L.LabelSelector)
      }),
      { numRuns: numRuns(1000) },
    )
  })

  it('never touches Object.prototype, even for __proto__ keys', () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort()
    const hostile = JSON.parse(
      '{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}}',
    ) as L.Labels
    L.validateLabels(hostile)
    L.selectorFromValidatedSet(hostile)
    L.labelSelectorAsSelector({ matchLabels: hostile as Record<string, string> })
    L.validateLabelSelector({ matchLabels: hostile, matchExpressions: [hostile] })
    L.parseToLabelSelector('constructor=x,toString=y')
    L.compileSelector({
      requirements: [{ key: '__proto__', operator: 'in', values: Array.from({ length: 20 }, (_, i) => `v${i}`) }],
    })(hostile)
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before)
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
  })

  it('returns plain data: selectors survive JSON and structured cloning', () => {
    fc.assert(
      fc.property(selectorText, (s) => {
        const r = L.parseSelector(s)
        if (E.isLeft(r)) return
        expect(JSON.parse(JSON.stringify(r.right))).toEqual(r.right)
        expect(structuredClone(r.right)).toEqual(r.right)
      }),
      { numRuns: numRuns(200) },
    )
  })
})

describe('huge inputs', () => {
  const MB = 1_000_000
  it('parses a 1 MB selector of distinct keys into key order', () => {
    const parts: string[] = []
    let len = 0
    for (let i = 0; len < MB; i++) {
      const p = `k${(i * 7919) % 100003}.example.com/n${i}=v${i}`
      parts.push(p)
      len += p.length + 1
    }
    const r = L.parseSelector(parts.join(','))
    expect(E.isRight(r)).toBe(true)
    if (E.isLeft(r)) return
    expect(r.right.requirements).toHaveLength(parts.length)
    const expected = [...parts].sort((a, b) => {
      const ka = a.slice(0, a.indexOf('='))
      const kb = b.slice(0, b.indexOf('='))
      return ka < kb ? -1 : ka > kb ? 1 : 0
    })
    expect(L.selectorToString(r.right)).toBe(expected.join(','))
    const labels = { [parts[0]!.split('=')[0]!]: parts[0]!.split('=')[1]! }
    expect(L.compileSelector(r.right)(labels)).toBe(false)
  })

  it('parses a 1 MB value list, sorting and de-duplicating it', () => {
    const values = Array.from({ length: 150_000 }, (_, i) => `v${i % 100_000}`)
    const s = `a in (${values.join(',')})`
    expect(s.length).toBeGreaterThan(MB)
    const r = L.parseSelector(s)
    expect(E.isRight(r) && r.right.requirements[0]!.values.length).toBe(100_000)
    if (E.isRight(r)) {
      const m = L.compileSelector(r.right)
      expect(m({ a: 'v99999' })).toBe(true)
      expect(m({ a: 'v100000' })).toBe(false)
    }
  })

  it('handles 1 MB of whitespace, commas, parentheses and an overlong key without blowing up', () => {
    expect(L.parseSelector(' '.repeat(MB) + 'a')).toEqual(L.parseSelector('a'))
    expect(L.parseSelector('a in (' + ','.repeat(MB))).toEqual(
      E.left({ message: "unable to parse requirement: found '', expected: ',', or identifier" }),
    )
    expect(L.parseSelector('a in ' + '('.repeat(MB))).toEqual(
      E.left({ message: "unable to parse requirement: found '(', expected: ',', ')' or identifier" }),
    )
    const long = L.parseSelector('k'.repeat(MB))
    expect(
      E.isLeft(long) && long.left.message.startsWith('unable to parse requirement: <nil>: Invalid value: "kkk'),
    ).toBe(true)
    expect(L.isQualifiedName('a'.repeat(MB))).toHaveLength(1)
    expect(L.isValidLabelValue('é'.repeat(MB))).toHaveLength(2)
  })
})
