/**
 * The allocation-free label fast paths must give exactly the label module's
 * answers: `validateLabelMap` ≡ `validateLabels(labels ?? {})` and
 * `validateSelectorLabels` ≡ `validateLabelSelector`, for any input.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isQualifiedName, validateLabels, validateLabelSelector } from '../../../src/labels/index'
import {
  CONTROLLER_UID_LABEL,
  JOB_NAME_LABEL,
  LEGACY_CONTROLLER_UID_LABEL,
  LEGACY_JOB_NAME_LABEL,
} from '../../../src/job/constants'
import { allLabelsValid, validateLabelMap, validateSelectorLabels } from '../../../src/job/validation/label-map'
import { numRuns } from '../../support/runs'

// Keys and values near the edges of validity: prefixes, dots, dashes,
// underscores, upper case, non-ASCII, empty parts, 63/64 and 253/254 lengths.
const piece = fc.constantFrom(
  'a',
  'Z',
  '0',
  '-',
  '_',
  '.',
  '/',
  'é',
  ' ',
  'x'.repeat(62),
  'y'.repeat(63),
  'ab.cd'.repeat(50),
)
const edgyString = fc.array(piece, { maxLength: 5 }).map((ps) => ps.join(''))
const labelString = fc.oneof(
  edgyString,
  fc.string({ maxLength: 70 }),
  fc.constantFrom('__proto__', 'constructor', 'toString', CONTROLLER_UID_LABEL, JOB_NAME_LABEL, 'job-name', '-a'),
)
const labelValue = fc.oneof(labelString, labelString, fc.anything())
const labelMap = fc.dictionary(labelString, labelValue, { maxKeys: 6 })
const anyLabels = fc.oneof(
  labelMap,
  fc.constantFrom(undefined, null, 3, 'x', []),
  fc.dictionary(labelString, labelString),
)

describe('label fast paths', () => {
  it('the system label keys recognised without a scan are valid label keys', () => {
    for (const k of [CONTROLLER_UID_LABEL, JOB_NAME_LABEL, LEGACY_CONTROLLER_UID_LABEL, LEGACY_JOB_NAME_LABEL]) {
      expect(isQualifiedName(k)).toEqual([])
      expect(allLabelsValid({ [k]: 'v' })).toBe(true)
    }
    expect(allLabelsValid({ [JOB_NAME_LABEL]: 'a', 'job-name': 'a', x: '-a' })).toBe(false)
    expect(allLabelsValid({ a: 'b', c: 'b', d: 'b.' })).toBe(false)
  })

  it('valid maps take the fast path, invalid ones the full validator', () => {
    expect(allLabelsValid({ app: 'web', 'example.com/tier': 'db-1', empty: '' })).toBe(true)
    expect(allLabelsValid({ app: 'Web_1.x' })).toBe(true)
    expect(allLabelsValid({ '-a': 'b' })).toBe(false)
    expect(allLabelsValid({ a: '-b' })).toBe(false)
    expect(allLabelsValid({ a: 3 })).toBe(false)
    expect(validateLabelMap({ '-a': 'b' }, 'metadata.labels')).toEqual(validateLabels({ '-a': 'b' }, 'metadata.labels'))
  })

  it("visits the labels in the map's order (Go's small-map iteration), not sorted", () => {
    expect(validateLabelMap({ '-z': 'x', '-a': 'x' }, 'metadata.labels').map((e) => e.badValue)).toEqual(['-z', '-a'])
  })

  it('fuzz: validateLabelMap gives the errors of validateLabels(labels ?? {}), label by label in map order', () => {
    const key = (e: unknown) => JSON.stringify(e)
    fc.assert(
      fc.property(anyLabels, (labels) => {
        const errs = validateLabelMap(labels, 'spec.template.labels')
        expect(errs.map(key).sort()).toEqual(
          validateLabels(labels ?? {}, 'spec.template.labels')
            .map(key)
            .sort(),
        )
        if (labels !== null && typeof labels === 'object' && !Array.isArray(labels)) {
          const rec = labels as Record<string, unknown>
          const expected = Object.keys(rec).flatMap((k) => validateLabels({ [k]: rec[k] }, 'spec.template.labels'))
          expect(errs).toEqual(expected)
        }
      }),
      { numRuns: numRuns(2000) },
    )
  })

  it('fuzz: validateSelectorLabels gives exactly validateLabelSelector', () => {
    const expr = fc.record({
      key: labelString,
      operator: fc.constantFrom('In', 'Exists', 'x'),
      values: fc.array(labelString),
    })
    const selector = fc.oneof(
      fc.record({ matchLabels: anyLabels }, { requiredKeys: [] }),
      fc.record({
        matchLabels: anyLabels,
        matchExpressions: fc.oneof(fc.constant(null), fc.array(expr, { maxLength: 2 })),
      }),
      fc.anything(),
    )
    fc.assert(
      fc.property(selector, (s) => {
        expect(validateSelectorLabels(s, 'spec.selector')).toEqual(validateLabelSelector(s, 'spec.selector'))
      }),
      { numRuns: numRuns(2000) },
    )
  })
})
