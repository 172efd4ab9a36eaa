import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { fieldErrorTypeText, formatFieldError, type FieldError } from '../../src/field/index'
import { formatInvalidString } from '../../src/field/format'
import { fieldPathChild, fieldPathIndex, fieldPathKey } from '../../src/field/path'
import { numRuns } from '../support/runs'
import { binaryString } from '../../conformance/generators/text'

describe('formatFieldError (field.Error.Error())', () => {
  // TestErrorUsefulMessage / TestNewErrorTypeMatcher-style cases of apimachinery's errors_test.go
  it.each<[FieldError, string]>([
    [
      {
        type: 'FieldValueInvalid',
        field: 'spec.parallelism',
        badValue: -1,
        detail: 'must be greater than or equal to 0',
      },
      'spec.parallelism: Invalid value: -1: must be greater than or equal to 0',
    ],
    [{ type: 'FieldValueRequired', field: 'spec.selector', badValue: '', detail: '' }, 'spec.selector: Required value'],
    [
      { type: 'FieldValueRequired', field: 'spec.template', detail: 'is required' },
      'spec.template: Required value: is required',
    ],
    [
      { type: 'FieldValueForbidden', field: 'spec.x', badValue: 'ignored', detail: 'may not be set' },
      'spec.x: Forbidden: may not be set',
    ],
    [
      {
        type: 'FieldValueTooLong',
        field: 'name',
        badValue: '<value omitted>',
        detail: 'may not be more than 63 bytes',
      },
      'name: Too long: may not be more than 63 bytes',
    ],
    [{ type: 'InternalError', field: 'x', badValue: {}, detail: 'boom' }, 'x: Internal error: boom'],
    [
      {
        type: 'FieldValueNotSupported',
        field: 'spec.restartPolicy',
        badValue: 'Always',
        detail: 'supported values: "OnFailure", "Never"',
      },
      'spec.restartPolicy: Unsupported value: "Always": supported values: "OnFailure", "Never"',
    ],
    [{ type: 'FieldValueDuplicate', field: 'items[1]', badValue: 'a', detail: '' }, 'items[1]: Duplicate value: "a"'],
    [{ type: 'FieldValueNotFound', field: 'ref', badValue: 'x', detail: '' }, 'ref: Not found: "x"'],
    [
      { type: 'FieldValueTooMany', field: 'list', badValue: 5, detail: 'must have at most 4 items' },
      'list: Too many: 5: must have at most 4 items',
    ],
    [
      { type: 'FieldValueTypeInvalid', field: 'a', badValue: true, detail: 'must be a string' },
      'a: Invalid value: true: must be a string',
    ],
    [
      {
        type: 'FieldValueInvalid',
        field: 'values',
        badValue: ['x', 'y'],
        detail: 'values set must be empty for exists and does not exist',
      },
      'values: Invalid value: ["x","y"]: values set must be empty for exists and does not exist',
    ],
    [
      {
        type: 'FieldValueInvalid',
        field: 'values',
        badValue: null,
        detail: "for 'in', 'notin' operators, values set can't be empty",
      },
      "values: Invalid value: null: for 'in', 'notin' operators, values set can't be empty",
    ],
    [
      { type: 'FieldValueInvalid', field: 'labels', badValue: { b: '2', a: '<' }, detail: 'bad' },
      'labels: Invalid value: {"a":"\\u003c","b":"2"}: bad',
    ],
    [
      {
        type: 'FieldValueInvalid',
        field: 'op',
        badValue: '<&>',
        badValueEncoding: 'json',
        detail: 'not a valid selector operator',
      },
      'op: Invalid value: "\\u003c\\u0026\\u003e": not a valid selector operator',
    ],
    [
      { type: 'FieldValueInvalid', field: 'op', badValue: '<&>', detail: 'plain string' },
      'op: Invalid value: "<&>": plain string',
    ],
    [
      { type: 'FieldValueInvalid', field: '<nil>', badValue: 'a\u000b', detail: 'd' },
      '<nil>: Invalid value: "a\\v": d',
    ],
    [{ type: 'FieldValueInvalid', field: 'x', detail: 'value omitted' }, 'x: Invalid value: value omitted'],
    [{ type: 'FieldValueInvalid', field: '', badValue: 1, detail: '' }, ': Invalid value: 1'],
    [
      { type: 'FieldValueInvalid', field: 'r', badValue: { b: 1, a: 2 }, badValueText: '{"b":1,"a":2}', detail: 'd' },
      'r: Invalid value: {"b":1,"a":2}: d',
    ],
    [
      { type: 'FieldValueRequired', field: 'r', badValue: { b: 1 }, badValueText: '{"b":1}', detail: '' },
      'r: Required value',
    ],
  ])('%j renders as %s', (e, expected) => {
    expect(formatFieldError(e)).toBe(expected)
  })

  it('renders an unknown error type as Go does', () => {
    const e = { type: 'Bogus', field: 'f', badValue: 1, detail: 'd' } as unknown as FieldError
    expect(formatFieldError(e)).toBe(
      'f: Internal error: unhandled error code: <unknown error "Bogus">: please report this: d',
    )
    expect(fieldErrorTypeText('FieldValueTooFew')).toBe('Too few')
  })

  it('fuzz: formatFieldError never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withBigInt: true }), (u) => {
        expect(typeof formatFieldError(u as FieldError)).toBe('string')
      }),
      { numRuns: numRuns(500) },
    )
  })

  it('always starts with the field and the type text', () => {
    const types = ['FieldValueInvalid', 'FieldValueRequired', 'FieldValueForbidden', 'FieldValueNotSupported'] as const
    fc.assert(
      fc.property(
        fc.constantFrom(...types),
        fc.string(),
        fc.jsonValue(),
        fc.string(),
        (type, field, badValue, detail) => {
          const s = formatFieldError({ type, field, badValue, detail })
          expect(s.startsWith(`${field}: ${fieldErrorTypeText(type)}`)).toBe(true)
          expect(s.endsWith(detail.length ? `: ${detail}` : '')).toBe(true)
        },
      ),
      { numRuns: numRuns(300) },
    )
  })
})

describe("formatInvalidString (the label parser's renderer)", () => {
  it('is formatFieldError of an Invalid value error with a string', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), binaryString()),
        fc.oneof(fc.constant(''), fc.string()),
        (field, value, detail) => {
          expect(formatInvalidString(field, value, detail)).toBe(
            formatFieldError({ type: 'FieldValueInvalid', field, badValue: value, detail }),
          )
        },
      ),
      { numRuns: numRuns(500) },
    )
  })
})

describe('field paths (field.Path.String())', () => {
  it('joins children with dots and puts indexes and keys in brackets', () => {
    const p = fieldPathIndex(fieldPathChild('spec', 'selector', 'matchExpressions'), 0)
    expect(fieldPathChild(p, 'values')).toBe('spec.selector.matchExpressions[0].values')
    expect(fieldPathKey('spec.template.metadata.labels', 'batch.kubernetes.io/job-name')).toBe(
      'spec.template.metadata.labels[batch.kubernetes.io/job-name]',
    )
    expect(fieldPathChild('', 'key')).toBe('key')
  })
})
