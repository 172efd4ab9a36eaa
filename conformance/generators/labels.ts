/** Label selectors, label sets, LabelSelector structs and label keys/values: grammar-aware and hostile. */
import fc from 'fast-check'
import { anyText, hostileText, longName } from './text'

export const KEYS = [
  'a',
  'b',
  'app',
  'tier',
  'env',
  'in',
  'notin',
  'k8s.io/x',
  'a.b/c-d',
  'example.com/owner',
  'x_1',
  'Z9',
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
  'controller-uid',
  'batch.kubernetes.io/job-name',
] as const
const BAD_KEYS = [
  '-a',
  'a-',
  '',
  '/a',
  'a/',
  'A_/b',
  'a b',
  'é',
  'a/b/c',
  `${longName(64)}`,
  `${longName(254)}/a`,
  `${longName(32, 'é')}`,
  'a\n',
  'a\u0000',
  'kubernetes.io/',
  'Example.com/x',
] as const
export const VALUES = [
  '',
  'a',
  'b',
  'web',
  '1',
  '01',
  '42',
  'x.y',
  'in',
  'notin',
  '9223372036854775807',
  'prod',
  'v1.2.3',
] as const
const BAD_VALUES = ['-a', 'a-', 'a b', 'é', longName(64), '_a', 'a/b', '\u00a0', 'a\u0000'] as const
const INTS = [
  '0',
  '1',
  '5',
  '01',
  '00',
  '42',
  '9223372036854775807',
  '9223372036854775808',
  '-1',
  '+5',
  '1.5',
  '0x10',
  '1_000',
] as const

const ALNUM = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
const alnum = fc.constantFrom(...ALNUM)
const lowerAlnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789')
/** `[A-Za-z0-9]([A-Za-z0-9_.-]{0,6}[A-Za-z0-9])?`: a valid name part. */
const namePart = fc.oneof(
  alnum,
  fc
    .tuple(alnum, fc.string({ unit: fc.constantFrom(...ALNUM, '_', '.', '-'), maxLength: 6 }), alnum)
    .map((p) => p.join('')),
)
/** `[a-z0-9]{1,4}(\.[a-z0-9]([a-z0-9-]{0,3}[a-z0-9])?)?`: a DNS-subdomain prefix. */
const prefix = fc
  .tuple(
    fc.string({ unit: lowerAlnum, minLength: 1, maxLength: 4 }),
    fc.option(fc.tuple(lowerAlnum, fc.string({ unit: fc.constantFrom(...'abc019-'), maxLength: 3 }), lowerAlnum), {
      freq: 2,
    }),
  )
  .map(([a, b]) => (b === null ? a : `${a}.${b[0]}${b[1]}${b[2]}`))
const goodKey = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...KEYS) },
  {
    weight: 2,
    arbitrary: fc.tuple(fc.option(prefix, { freq: 2 }), namePart).map(([p, n]) => (p === null ? n : `${p}/${n}`)),
  },
)
export const labelKey: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: goodKey },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_KEYS) },
  { weight: 1, arbitrary: hostileText(10) },
)
export const labelValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...VALUES) },
  { weight: 2, arbitrary: fc.constantFrom(...BAD_VALUES, ...INTS) },
  { weight: 1, arbitrary: hostileText(10) },
)

const ws = fc.constantFrom('', '', '', ' ', '\t', '\n', '\r', '  ')
const ws1 = fc.constantFrom(' ', '\t', '\n', ' \r ')

const requirementText: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(ws, goodKey, ws).map(([a, k, b]) => `${a}${k}${b}`),
  fc.tuple(ws, ws, goodKey, ws).map(([a, b, k, c]) => `${a}!${b}${k}${c}`),
  fc
    .tuple(ws, goodKey, ws, fc.constantFrom('=', '==', '!='), ws, fc.constantFrom(...VALUES), ws)
    .map((p) => p.join('')),
  fc.tuple(ws, goodKey, ws, fc.constantFrom('>', '<'), ws, fc.constantFrom(...INTS), ws).map((p) => p.join('')),
  fc
    .tuple(
      ws,
      goodKey,
      ws1,
      fc.constantFrom('in', 'notin'),
      ws,
      fc.array(fc.tuple(ws, fc.constantFrom(...VALUES), ws), { maxLength: 4 }),
      ws,
    )
    .map(([a, k, b, op, c, vals, d]) => `${a}${k}${b}${op}${c}(${vals.map((v) => v.join('')).join(',')})${d}`),
)

/** Valid selector strings: 0–16 requirements (past 12, Go's unstable sort shows). */
const selectorText: fc.Arbitrary<string> = fc.array(requirementText, { maxLength: 16 }).map((rs) => rs.join(','))

/**
 * Large selectors: 65–300 requirements whose keys share a long prefix and
 * end in a number, all distinct (the multikey quicksort of
 * src/labels/go-sort.ts) or with a few repeated (the replay of Go's sort),
 * with every kind of requirement.
 */
const largeSelectorText: fc.Arbitrary<string> = fc
  .tuple(
    fc.integer({ min: 65, max: 300 }),
    fc.nat(),
    fc.boolean(),
    fc.constantFrom('a', 'key', 'example.com/name-', 'app.kubernetes.io/component-x', 'k8s.io/'),
  )
  .map(([n, seed, repeated, prefix]) => {
    const forms = [(k: string) => `${k}=v`, (k: string) => `${k}!=w`, (k: string) => `${k} in (b,a)`, (k: string) => k]
    // 7919 is prime, so i ↦ (7919·i + seed) mod m is a permutation of 0…m-1 (m ≤ 300)
    const m = repeated ? n - 3 : n
    return Array.from({ length: n }, (_, i) => forms[i % 4]!(`${prefix}${(7919 * i + seed) % m}`)).join(',')
  })

/** Character-level mutations of valid selectors: mostly invalid, sometimes valid. */
const mutatedSelectorText: fc.Arbitrary<string> = fc
  .tuple(
    selectorText,
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.constantFrom(
          '',
          ',',
          '(',
          ')',
          '!',
          '=',
          '<',
          '>',
          ' ',
          '\u0000',
          '\u000b',
          'in',
          'notin',
          '-',
          'é',
          'gt',
          'IN',
          '>=',
          '\u00a0',
        ),
      ),
      { minLength: 1, maxLength: 3 },
    ),
  )
  .map(([s, edits]) => {
    let out = s
    for (const [at, text] of edits) {
      const i = out.length === 0 ? 0 : at % (out.length + 1)
      out = text === '' ? out.slice(0, i) + out.slice(i + 1) : out.slice(0, i) + text + out.slice(i)
    }
    return out
  })

/** Selector strings: grammar, mutants and noise. */
export const selector: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: selectorText },
  { weight: 1, arbitrary: largeSelectorText },
  { weight: 4, arbitrary: mutatedSelectorText },
  { weight: 1, arbitrary: anyText(16) },
)

const own = (entries: ReadonlyArray<readonly [string, string]>): Record<string, string> => {
  const o: Record<string, string> = {}
  for (const [k, v] of entries)
    Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true })
  return o
}

/** Label sets that overlap the selectors' keys and values (valid or not). */
export const labelSet: fc.Arbitrary<Record<string, string>> = fc
  .array(
    fc.tuple(
      fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...KEYS) }, { weight: 1, arbitrary: labelKey }),
      fc.oneof(fc.constantFrom(...VALUES, ...INTS), labelValue),
    ),
    { maxLength: 8 },
  )
  .map(own)

/** Label sets for validation: valid ones and ones with a few bad entries. */
export const labelsToValidate: fc.Arbitrary<Record<string, string> | null> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 9, arbitrary: fc.array(fc.tuple(labelKey, labelValue), { maxLength: 5 }).map(own) },
)

const requirementStruct = fc.record(
  {
    key: labelKey,
    operator: fc.constantFrom('In', 'NotIn', 'Exists', 'DoesNotExist', 'In', 'Exists', 'in', '', 'Gt', '<&>'),
    values: fc.oneof(fc.constant(null), fc.array(labelValue, { maxLength: 3 })),
  },
  { requiredKeys: ['key', 'operator'] },
)

/** meta/v1 LabelSelectors in JSON form: null, empty, valid, invalid. */
export const labelSelectorStruct: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(null) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      {},
      { matchLabels: {} },
      { matchExpressions: [] },
      { matchLabels: null, matchExpressions: null },
    ),
  },
  {
    weight: 10,
    arbitrary: fc.record(
      {
        matchLabels: fc.oneof(
          {
            weight: 5,
            arbitrary: fc
              .array(fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...VALUES)), { maxLength: 4 })
              .map(own),
          },
          { weight: 2, arbitrary: fc.array(fc.tuple(labelKey, labelValue), { maxLength: 3 }).map(own) },
        ),
        matchExpressions: fc.array(requirementStruct, { maxLength: 5 }),
      },
      { requiredKeys: [] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom('k0', 'k1', 'k2'), fc.constantFrom('v0', 'v1')), { minLength: 12, maxLength: 16 })
      .map((es) => ({ matchExpressions: es.map(([k, v]) => ({ key: k, operator: 'In', values: [v] })) })),
  },
)

/** Strings for IsQualifiedName / IsValidLabelValue: near the limits and hostile. */
export const nameOrValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: labelKey },
  { weight: 2, arbitrary: labelValue },
  { weight: 1, arbitrary: fc.integer({ min: 60, max: 66 }).map((n) => longName(n)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 250, max: 255 }), fc.integer({ min: 62, max: 64 }))
      .map(([p, n]) => `${longName(p - 4)}.com/${longName(n)}`),
  },
  { weight: 1, arbitrary: anyText(10) },
)
