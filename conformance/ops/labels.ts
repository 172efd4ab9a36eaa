/**
 * Label-selector ops (apimachinery pkg/labels, meta/v1 helpers and
 * validation). Output shapes are those of the label vectors
 * (test/fixtures/labels), so the adapters are the same views.
 */
import fc from 'fast-check'
import * as E from 'fp-ts/lib/Either.js'
import { formatFieldError, type FieldError } from '../../src/field/index'
import {
  formatLabelSelector,
  isEmptySelector,
  isQualifiedName,
  isValidLabelValue,
  labelSelectorAsSelector,
  matches,
  parseSelector,
  parseToLabelSelector,
  selectorFromValidatedSet,
  selectorToString,
  validateLabelSelector,
  validateLabels,
  type LabelSelector,
  type Labels,
  type Selector,
  type SelectorError,
} from '../../src/labels/index'
import { labelSelectorStruct, labelSet, labelsToValidate, nameOrValue, selector } from '../generators/labels'
import type { OpSpec } from '../harness/op-spec'

const selectorView = (r: E.Either<SelectorError, Selector>, withFlags: boolean) =>
  E.isLeft(r)
    ? { ok: false, error: r.left.message }
    : {
        ok: true,
        string: selectorToString(r.right),
        empty: isEmptySelector(r.right),
        ...(withFlags
          ? { selectable: r.right.matchesNothing !== true, matchesNothing: r.right.matchesNothing === true }
          : {}),
        requirements: r.right.requirements.map((q) => ({ key: q.key, operator: q.operator, values: [...q.values] })),
      }

const matchView = (r: E.Either<SelectorError, Selector>, labels: Labels | null) =>
  E.isLeft(r) ? { ok: false, error: r.left.message } : { ok: true, matches: matches(r.right, (labels ?? {}) as Labels) }

const fieldErrorView = (e: FieldError) => ({
  type: e.type,
  field: e.field,
  badValue: e.badValue,
  detail: e.detail,
  ...(e.origin !== undefined ? { origin: e.origin } : {}),
  string: formatFieldError(e),
})

type SelectorInput = { selector: string }
type MatchInput = { selector: string; labels: Record<string, string> | null }
type StructInput = { labelSelector: LabelSelector | null }
type StructMatchInput = { labelSelector: LabelSelector | null; labels: Record<string, string> | null }
type LabelsInput = { labels: Record<string, string> | null }
type ValueInput = { value: string }

export const labelsParse: OpSpec<SelectorInput> = {
  op: 'labels.parse',
  arbitrary: selector.map((s) => ({ selector: s })),
  examples: ['', 'a', 'a in (b,)', 'a>1', 'a gt 1', '\u0000a', 'a\u0000=b', 'x=a,x=b'].map((s) => ({ selector: s })),
  record: 1500,
  library: (i) => selectorView(parseSelector(i.selector), false),
}

const MATCH_SWEEP_SETS: ReadonlyArray<Record<string, string> | null> = [
  { a: 'x' },
  { a: 'y' },
  { a: '2' },
  { a: '0' },
  { b: 'x' },
  {},
  null,
]

export const labelsMatch: OpSpec<MatchInput> = {
  op: 'labels.match',
  arbitrary: fc.record({ selector, labels: labelSet }),
  // each operator against a label set that has the key with a matching value, another value, and not at all
  sweep: ['a in (x)', 'a notin (x)', 'a=x', 'a!=x', 'a', '!a', 'a>1', 'a<1', 'a>-1'].flatMap((selector) =>
    MATCH_SWEEP_SETS.map((labels): MatchInput => ({ selector, labels })),
  ),
  record: 1500,
  library: (i) => matchView(parseSelector(i.selector), i.labels),
}

const structArb = labelSelectorStruct.map((ls) => ({ labelSelector: ls as LabelSelector | null }))

export const labelsLabelSelectorAsSelector: OpSpec<StructInput> = {
  op: 'labels.labelSelectorAsSelector',
  arbitrary: structArb,
  record: 1200,
  library: (i) => selectorView(labelSelectorAsSelector(i.labelSelector), true),
}

export const labelsLabelSelectorMatch: OpSpec<StructMatchInput> = {
  op: 'labels.labelSelectorMatch',
  arbitrary: fc.record({ labelSelector: labelSelectorStruct as fc.Arbitrary<LabelSelector | null>, labels: labelSet }),
  record: 1000,
  library: (i) => matchView(labelSelectorAsSelector(i.labelSelector), i.labels),
}

export const labelsParseToLabelSelector: OpSpec<SelectorInput> = {
  op: 'labels.parseToLabelSelector',
  arbitrary: selector.map((s) => ({ selector: s })),
  record: 1000,
  library: (i) => {
    const r = parseToLabelSelector(i.selector)
    return E.isLeft(r)
      ? { ok: false, error: r.left.message }
      : { ok: true, labelSelector: r.right, formatted: formatLabelSelector(r.right) }
  },
}

export const labelsFormatLabelSelector: OpSpec<StructInput> = {
  op: 'labels.formatLabelSelector',
  arbitrary: structArb,
  record: 600,
  library: (i) => ({ ok: true, string: formatLabelSelector(i.labelSelector) }),
}

export const labelsSelectorFromValidatedSet: OpSpec<LabelsInput> = {
  op: 'labels.selectorFromValidatedSet',
  arbitrary: labelsToValidate.map((l) => ({ labels: l })),
  record: 800,
  library: (i) => {
    const r = selectorFromValidatedSet((i.labels ?? {}) as Labels)
    return E.isLeft(r)
      ? { ok: false, error: r.left.message }
      : { ok: true, string: selectorToString(r.right), empty: isEmptySelector(r.right) }
  },
}

export const labelsValidateLabelSelector: OpSpec<StructInput> = {
  op: 'labels.validateLabelSelector',
  arbitrary: structArb,
  record: 1000,
  library: (i) => ({ ok: true, errors: validateLabelSelector(i.labelSelector).map(fieldErrorView) }),
}

export const labelsValidateLabels: OpSpec<LabelsInput> = {
  op: 'labels.validateLabels',
  arbitrary: labelsToValidate.map((l) => ({ labels: l })),
  record: 800,
  library: (i) => ({ ok: true, errors: validateLabels(i.labels).map(fieldErrorView) }),
}

export const labelsIsQualifiedName: OpSpec<ValueInput> = {
  op: 'labels.isQualifiedName',
  arbitrary: nameOrValue.map((v) => ({ value: v })),
  record: 700,
  library: (i) => ({ ok: true, messages: isQualifiedName(i.value) }),
}

export const labelsIsValidLabelValue: OpSpec<ValueInput> = {
  op: 'labels.isValidLabelValue',
  arbitrary: nameOrValue.map((v) => ({ value: v })),
  record: 700,
  library: (i) => ({ ok: true, messages: isValidLabelValue(i.value) }),
}

export const labelOps = [
  labelsParse,
  labelsMatch,
  labelsLabelSelectorAsSelector,
  labelsLabelSelectorMatch,
  labelsParseToLabelSelector,
  labelsFormatLabelSelector,
  labelsSelectorFromValidatedSet,
  labelsValidateLabelSelector,
  labelsValidateLabels,
  labelsIsQualifiedName,
  labelsIsValidLabelValue,
]
