// Tables after apimachinery pkg/util/validation/validation_test.go.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  isDNS1123Label,
  isDNS1123Subdomain,
  isLabelKey,
  isLabelValue,
  isQualifiedName,
  isValidLabelValue,
  parseGoInt64,
} from '../../src/labels/index'
import { utf8ByteLength } from '../../src/labels/names'
import { numRuns } from '../support/runs'

// Reference definitions with regular expressions (JavaScript's `$` without the
// m flag, like Go's, does not match before a trailing newline).
const NAME = /^([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]$/
const SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/
const LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/
const bytes = (s: string) => Buffer.byteLength(s, 'utf8')
const refQualifiedName = (v: string): boolean => {
  const parts = v.split('/')
  if (parts.length > 2) return false
  const name = parts[parts.length - 1]!
  if (parts.length === 2) {
    const prefix = parts[0]!
    if (prefix.length === 0 || bytes(prefix) > 253 || !SUBDOMAIN.test(prefix)) return false
  }
  return name.length > 0 && bytes(name) <= 63 && NAME.test(name)
}

/** Strings built mostly from the characters that matter to these checks. */
const nameish = fc.string({
  unit: fc.constantFrom('a', 'Z', '0', '9', '-', '_', '.', '/', ' ', '\n', 'é', 'x', 'k'),
  maxLength: 80,
})

describe('isQualifiedName (TestIsQualifiedName)', () => {
  it.each([
    'simple',
    'now-with-dashes',
    '1-starts-with-num',
    '1234',
    'simple/simple',
    'now-with-dashes/simple',
    'now-with-dashes/now-with-dashes',
    'now.with.dots/now-with-dashes',
    'now-with.dashes-and.dots/now_with_underscores',
    'Uppercase_Is_OK_123',
    'example.com/Uppercase_Is_OK_123',
    'requests.storage-foo',
    'a'.repeat(63),
    'a'.repeat(253) + '/' + 'b'.repeat(63),
  ])('accepts %s', (v) => {
    expect(isQualifiedName(v)).toEqual([])
    expect(isLabelKey(v)).toBe(true)
  })

  it.each([
    'nospecialchars%^=@',
    'cantendwithadash-',
    '-cantstartwithadash-',
    'only/one/slash',
    'Example.com/abc',
    'example_com/abc',
    'example.com/',
    '/simple',
    'a'.repeat(64),
    'a'.repeat(254) + '/abc',
    '',
    'a\n',
  ])('rejects %j', (v) => {
    expect(isQualifiedName(v).length).toBeGreaterThan(0)
    expect(isLabelKey(v)).toBe(false)
  })

  it('gives upstream messages in upstream order', () => {
    expect(isQualifiedName('/')).toEqual([
      'prefix part must be non-empty',
      'name part must be non-empty',
      "name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')",
    ])
    expect(isQualifiedName('é'.repeat(32))[0]).toBe('name part must be no more than 63 bytes')
    expect(isQualifiedName('a/b/c')[0]).toMatch(
      /^a valid label key must consist of .* with an optional DNS subdomain prefix and '\/' \(e\.g\. 'example\.com\/MyName'\)$/,
    )
  })

  it('agrees with the regular-expression definition', () => {
    fc.assert(
      fc.property(fc.oneof(nameish, fc.string()), (v) => {
        expect(isQualifiedName(v).length === 0).toBe(refQualifiedName(v))
        expect(isLabelKey(v)).toBe(refQualifiedName(v))
      }),
      { numRuns: numRuns(2000) },
    )
  })
})

describe('isValidLabelValue (TestIsValidLabelValue)', () => {
  it.each(['simple', 'now-with-dashes', '1-starts-with-num', 'end-with-num-1', '1234', 'a'.repeat(63), ''])(
    'accepts %j',
    (v) => {
      expect(isValidLabelValue(v)).toEqual([])
      expect(isLabelValue(v)).toBe(true)
    },
  )
  it.each([
    'nospecialchars%^=@',
    'Tama-nui-te-rā.is.Māori.sun',
    '\\backslashes\\are\\bad',
    '-starts-with-dash',
    'ends-with-dash-',
    '.starts.with.dot',
    'ends.with.dot.',
    'a'.repeat(64),
    'a\n',
  ])('rejects %j', (v) => {
    expect(isValidLabelValue(v).length).toBeGreaterThan(0)
    expect(isLabelValue(v)).toBe(false)
  })
  it('agrees with the regular-expression definition', () => {
    fc.assert(
      fc.property(fc.oneof(nameish, fc.string()), (v) => {
        const ok = v === '' || (bytes(v) <= 63 && NAME.test(v))
        expect(isValidLabelValue(v).length === 0).toBe(ok)
        expect(isLabelValue(v)).toBe(ok)
      }),
      { numRuns: numRuns(2000) },
    )
  })
})

describe('isDNS1123Label / isDNS1123Subdomain', () => {
  it.each(['a', 'ab', 'abc', 'a1', 'a-1', 'a--1--2--b', '0', '01', '012', '1a', '1-a', '1--a--b--2', 'a'.repeat(63)])(
    'label accepts %s (TestIsDNS1123Label)',
    (v) => expect(isDNS1123Label(v)).toEqual([]),
  )
  it.each([
    '',
    'A',
    'ABC',
    'aBc',
    'A1',
    'A-1',
    '1-A',
    '-',
    'a-',
    '-a',
    '1-',
    '-1',
    '_',
    'a_',
    '_a',
    'a_b',
    '1_',
    '_1',
    '1_2',
    '.',
    'a.',
    '.a',
    'a.b',
    '1.',
    '.1',
    '1.2',
    ' ',
    'a ',
    ' a',
    'a b',
    '1 ',
    ' 1',
    '1 2',
    'a'.repeat(64),
  ])('label rejects %j (TestIsDNS1123Label)', (v) => expect(isDNS1123Label(v).length).toBeGreaterThan(0))
  it('says "must not contain dots" for a subdomain that is not a label', () => {
    expect(isDNS1123Label('a.b')).toEqual(['must not contain dots'])
  })
  it.each([
    'a',
    'ab',
    'abc',
    'a1',
    'a-1',
    'a--1--2--b',
    '0',
    '01',
    '012',
    '1a',
    '1-a',
    '1--a--b--2',
    'a.a',
    'ab.a',
    'abc.a',
    'a1.a',
    'a-1.a',
    'a--1--2--b.a',
    'a.1',
    'ab.1',
    '0.a',
    '01.a',
    '012.a',
    '1a.a',
    '1-a.a',
    '1--a--b--2',
    '0.1',
    '01.1',
    'a.b.c.d.e',
    'aa.bb.cc.dd.ee',
    '1.2.3.4.5',
    '11.22.33.44.55',
    'a'.repeat(253),
  ])('subdomain accepts %s (TestIsDNS1123Subdomain)', (v) => expect(isDNS1123Subdomain(v)).toEqual([]))
  it.each([
    '',
    'A',
    'ABC',
    'aBc',
    'A1',
    'A-1',
    '1-A',
    '-',
    'a-',
    '-a',
    '1-',
    '-1',
    '_',
    'a_',
    '_a',
    'a_b',
    '1_',
    '_1',
    '1_2',
    '.',
    'a.',
    '.a',
    'a..b',
    '1.',
    '.1',
    '1..2',
    ' ',
    'a ',
    ' a',
    'a b',
    '1 ',
    ' 1',
    '1 2',
    'A.a',
    'aB.a',
    'ab.A',
    'A1.a',
    'a1.A',
    'A.1',
    'aB.1',
    'A1.1',
    '1A.1',
    '0.A',
    '01.A',
    '012.A',
    '1A.a',
    '1a.A',
    'A.B.C.D.E',
    'AA.BB.CC.DD.EE',
    'a.B.c.d.e',
    'aa.bB.cc.dd.ee',
    'a@b',
    'a,b',
    'a_b',
    'a;b',
    'a:b',
    'a%b',
    'a?b',
    'a$b',
    'a'.repeat(254),
  ])('subdomain rejects %j (TestIsDNS1123Subdomain)', (v) => expect(isDNS1123Subdomain(v).length).toBeGreaterThan(0))
  it('agree with the regular-expression definitions', () => {
    fc.assert(
      fc.property(fc.oneof(nameish, fc.string()), (v) => {
        expect(isDNS1123Subdomain(v).length === 0).toBe(bytes(v) <= 253 && SUBDOMAIN.test(v))
        expect(isDNS1123Label(v).length === 0).toBe(bytes(v) <= 63 && LABEL.test(v))
      }),
      { numRuns: numRuns(2000) },
    )
  })
  it('report length and format problems together, as upstream', () => {
    expect(isDNS1123Subdomain('A'.repeat(254))).toHaveLength(2)
    expect(isDNS1123Label('a'.repeat(64))).toEqual(['must be no more than 63 bytes'])
  })
})

describe('utf8ByteLength', () => {
  it('counts UTF-8 bytes as Node does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(utf8ByteLength(s)).toBe(bytes(s))
      }),
      { numRuns: numRuns(500) },
    )
  })
})

describe('parseGoInt64 (strconv.ParseInt(s, 10, 64))', () => {
  it.each([
    ['0', 0],
    ['+5', 5],
    ['-5', -5],
    ['007', 7],
    ['-0', 0],
    ['9223372036854775807', 9223372036854775807n],
    ['-9223372036854775808', -9223372036854775808n],
  ])('parses %s', (s, v) => expect(parseGoInt64(s)).toBe(v))
  it.each([
    '',
    '+',
    '-',
    ' 5',
    '5 ',
    '0x10',
    '1_000',
    '1.5',
    '5.0',
    '1e3',
    '9223372036854775808',
    '-9223372036854775809',
    '٣',
  ])('rejects %j', (s) => expect(parseGoInt64(s)).toBeUndefined())
  it('agrees with BigInt on decimal strings, within the int64 range', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(1n << 70n), max: 1n << 70n }), fc.constantFrom('', '+', '0'), (n, pre) => {
        const s = n < 0n ? '-' + pre.replace('+', '') + (-n).toString() : pre + n.toString()
        const inRange = n >= -(1n << 63n) && n < 1n << 63n
        const got = parseGoInt64(s)
        if (!inRange) expect(got).toBeUndefined()
        else expect(BigInt(got!)).toBe(n)
      }),
      { numRuns: numRuns(1000) },
    )
  })
})
