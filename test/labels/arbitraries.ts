// fast-check generators for label selectors, their strings and label sets.
import fc from 'fast-check'
import type { LabelSelector, Labels } from '../../src/labels/index'

/** Keys that mean something to the parser or to JavaScript objects, plus plain ones. */
export const KEYS = [
  'a',
  'b',
  'app',
  'tier',
  'in',
  'notin',
  'k8s.io/x',
  'a.b/c-d',
  'constructor',
  'toString',
  'x_1',
  'Z9',
] as const
/** Label values: empty, keywords, numbers (with Go ParseInt corner cases among the label-set values). */
export const VALUES = ['', 'a', 'b', 'web', '1', '01', '42', 'x.y', 'in', 'notin', '9223372036854775807'] as const
const INTS = ['0', '1', '5', '01', '42', '9223372036854775807'] as const
const LABEL_ONLY_VALUES = ['+5', ' 5', '5.0', '9223372036854775808', '-9223372036854775808', '-1', '2'] as const

const ws = fc.constantFrom('', '', '', ' ', '\t', '\n', '\r', '  ')
const ws1 = fc.constantFrom(' ', '\t', '\n', ' \r ')

const key = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KEYS) },
  {
    weight: 1,
    arbitrary: fc.stringMatching(
      /^[a-z0-9]{1,4}(\.[a-z0-9]([a-z0-9-]{0,3}[a-z0-9])?)?\/[A-Za-z0-9]([A-Za-z0-9_.-]{0,6}[A-Za-z0-9])?$/,
    ),
  },
)
const value = fc.constantFrom(...VALUES)

/** One requirement written as text, with random but legal whitespace. */
export const requirementText: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(ws, key, ws).map(([a, k, b]) => `${a}${k}${b}`),
  fc.tuple(ws, ws, key, ws).map(([a, b, k, c]) => `${a}!${b}${k}${c}`),
  fc.tuple(ws, key, ws, fc.constantFrom('=', '==', '!='), ws, value, ws).map((p) => p.join('')),
  fc.tuple(ws, key, ws, fc.constantFrom('>', '<'), ws, fc.constantFrom(...INTS), ws).map((p) => p.join('')),
  fc
    .tuple(ws, key, ws1, fc.constantFrom('in', 'notin'), ws, fc.array(fc.tuple(ws, value, ws), { maxLength: 4 }), ws)
    .map(([a, k, b, op, c, vals, d]) => `${a}${k}${b}${op}${c}(${vals.map((v) => v.join('')).join(',')})${d}`),
)

/** A valid selector string: 0–16 requirements (past 12, Go's unstable sort shows). */
export const selectorText: fc.Arbitrary<string> = fc.array(requirementText, { maxLength: 16 }).map((rs) => rs.join(','))

/** Character-level mutations of valid selectors: mostly invalid, sometimes valid. */
export const mutatedSelectorText: fc.Arbitrary<string> = fc
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
          '\ud800',
        ),
      ),
      { maxLength: 3 },
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

/** Label sets whose keys and values overlap the selectors', so matches are not always false. */
export const labelSet: fc.Arbitrary<Labels> = fc
  .array(fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom(...VALUES, ...INTS, ...LABEL_ONLY_VALUES)), {
    maxLength: 8,
  })
  .map((entries) => {
    const o: Record<string, string> = {}
    for (const [k, v] of entries)
      Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true })
    return o
  })

/** meta/v1 LabelSelectors, valid and invalid, in JSON form. */
export const labelSelector: fc.Arbitrary<LabelSelector | null> = fc.oneof(
  { weight: 1, arbitrary: fc.constant(null) },
  {
    weight: 8,
    arbitrary: fc.record(
      {
        matchLabels: fc.dictionary(fc.constantFrom(...KEYS, '-bad'), fc.constantFrom(...VALUES, '-bad'), {
          maxKeys: 4,
        }),
        matchExpressions: fc.array(
          fc.record(
            {
              key: fc.constantFrom(...KEYS, '-bad'),
              operator: fc.constantFrom('In', 'NotIn', 'Exists', 'DoesNotExist', 'in', ''),
              values: fc.array(fc.constantFrom(...VALUES, '-bad'), { maxLength: 3 }),
            },
            { requiredKeys: ['key', 'operator'] },
          ),
          { maxLength: 5 },
        ),
      },
      { requiredKeys: [] },
    ) as fc.Arbitrary<LabelSelector>,
  },
)
