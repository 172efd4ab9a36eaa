/**
 * Job-specific `field.Error` helpers; the generic constructors live in
 * src/field/errors.ts and are re-exported here.
 *
 * @module
 */
import { PodFailurePolicySchema, SuccessPolicySchema } from '../generated/batch-schema'
import { PodSpecSchema, PodTemplateSpecSchema } from '../../core/generated/pod-schema'
import { LabelSelectorSchema } from '../../core/generated/meta-schema'
import type * as meta from '../../core/generated/meta-model'
import { encodeStruct } from '../../wire/encode'
import { internalGoValue } from '../../wire/internal-render'
import { internalGoSyntax } from '../../wire/go-syntax'
import { MINOR_RULES } from '../../profile/minor-rules'
import { marshalWire } from '../../wire/marshal'
import { struct } from '../../wire/schema'
import type { FieldError } from '../../field/index'
import { invalid } from '../../field/errors'

export {
  child,
  index,
  key,
  required,
  forbidden,
  invalid,
  invalidOmitValue,
  duplicate,
  notSupported,
  tooMany,
  tooLong,
  typeInvalid,
  FIELD_IMMUTABLE,
  MIN_ZERO,
  nonNegative,
  named,
} from '../../field/errors'

const INTERNAL_KINDS = {
  podFailurePolicy: struct(() => PodFailurePolicySchema, 'batch.PodFailurePolicy', true),
  successPolicy: struct(() => SuccessPolicySchema, 'batch.SuccessPolicy', true),
  template: struct(() => PodTemplateSpecSchema, 'core.PodTemplateSpec'),
  podSpec: struct(() => PodSpecSchema, 'core.PodSpec'),
} as const

/**
 * An Invalid error whose value is a Job's `podFailurePolicy`,
 * `successPolicy` (absent = nil), pod `template` or pod spec (wire form),
 * reported as upstream does: as the internal Go struct
 * (`{"Rules":[{"SucceededIndexes":"0-9","SucceededCount":null}]}`,
 * `{"labels":{…},"Spec":{"Volumes":null,…}}`). Before 1.34 (`minor`) the
 * text is Go's `%#v` of `model`, the value as the decoder's model, when given
 * (`core.PodTemplateSpec{ObjectMeta:v1.ObjectMeta{…}, Spec:core.PodSpec{…}}`).
 *
 * @example
 * invalidPolicy('spec.successPolicy', { rules: [] }, 'successPolicy', 'requires indexed completion mode').badValue
 * // { Rules: [] }
 */
export const invalidPolicy = (
  field: string,
  wireValue: unknown,
  policy: keyof typeof INTERNAL_KINDS,
  detail: string,
  minor?: number,
  model?: unknown,
): FieldError => {
  const { value, text } = internalGoValue(INTERNAL_KINDS[policy], wireValue, minor)
  // Before 1.34 the text is Go's `%#v` of the internal value, printed from the model (quantities keep Go's form).
  const goText =
    model !== undefined && minor !== undefined && minor < MINOR_RULES.badValuesAsJson
      ? internalGoSyntax(INTERNAL_KINDS[policy], model, minor)
      : text
  return { ...invalid(field, value, detail), badValueText: goText }
}

const LABEL_SELECTOR = /* @__PURE__ */ struct(() => LabelSelectorSchema, 'v1.LabelSelector', true)

/**
 * An Invalid error whose value is a `*metav1.LabelSelector` (the decoded
 * model; `undefined` = nil), printed as Go's `json.Marshal` prints it:
 * `matchLabels` before `matchExpressions`, empty `matchLabels` and `values`
 * left out (`{}` for an empty selector), `null` for nil.
 *
 * @example
 * invalidSelector('spec.selector', { matchLabels: {}, matchExpressions: undefined }, 'field is immutable').badValueText
 * // '{}'
 */
export const invalidSelector = (
  field: string,
  selector: meta.LabelSelector | undefined,
  detail: string,
): FieldError => {
  if (selector === undefined) return invalid(field, null, detail)
  const value = encodeStruct(LabelSelectorSchema, selector)
  return { ...invalid(field, value, detail), badValueText: marshalWire(LABEL_SELECTOR, value) }
}
