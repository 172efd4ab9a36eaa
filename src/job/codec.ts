/**
 * The io-ts codecs of the Job wire types (`./types.ts`): thin `t.Type`s
 * over the one decoding boundary, src/wire/decode.ts. A codec decodes its
 * input with the Go type's schema table; the input comes back as it is
 * (unknown fields kept) when Go's decoder reads it, and each problem is an
 * io-ts error whose context key is the Kubernetes field path and whose
 * message is the field error's detail (`must be of type int32`).
 *
 * @module
 */
import * as t from 'io-ts'
import type { FieldError } from '../field/index'
import { ContainerSchema } from '../core/generated/container-schema'
import { LabelSelectorRequirementSchema, LabelSelectorSchema, ObjectMetaSchema } from '../core/generated/meta-schema'
import { PodSpecSchema, PodTemplateSpecSchema } from '../core/generated/pod-schema'
import type { StructSchema } from '../wire/schema'
import { jobDecodeErrors } from './decode'
import {
  JobConditionSchema,
  JobSpecSchema,
  JobStatusSchema,
  PodFailurePolicyOnExitCodesRequirementSchema,
  PodFailurePolicyOnPodConditionsPatternSchema,
  PodFailurePolicyRuleSchema,
  PodFailurePolicySchema,
  SuccessPolicyRuleSchema,
  SuccessPolicySchema,
  UncountedTerminatedPodsSchema,
} from './generated/batch-schema'
import type {
  Container,
  Job,
  JobCondition,
  JobSpec,
  JobSpecV1beta1,
  JobStatus,
  JobV1beta1,
  LabelSelectorRequirementWire,
  LabelSelectorWire,
  ObjectMeta,
  PodFailurePolicy,
  PodFailurePolicyOnExitCodesRequirement,
  PodFailurePolicyOnPodConditionsPattern,
  PodFailurePolicyRule,
  PodSpec,
  PodTemplateSpec,
  SuccessPolicy,
  SuccessPolicyRule,
  UncountedTerminatedPods,
} from './types'
import { JobSpecV1beta1Schema } from './v1beta1-schema'
import { decodeModel } from './validation/decoded'
import { unreadableJob } from '../wire/guard'

/**
 * The io-ts message of a missing `apiVersion`/`kind` (the field error's
 * `Required value`).
 *
 * @example
 * REQUIRED_MESSAGE // 'Required value'
 */
export const REQUIRED_MESSAGE = 'Required value'

const toErrors = (errors: readonly FieldError[], c: t.Context): t.Errors =>
  errors.map((e) => ({
    value: e.badValue,
    context: [...c, { key: e.field, type: t.unknown, actual: e.badValue }],
    message: e.type === 'FieldValueRequired' ? REQUIRED_MESSAGE : e.detail,
  }))

/* @__NO_SIDE_EFFECTS__ */
const boundaryType = <A>(name: string, errorsOf: (u: unknown) => FieldError[]): t.Type<A, A, unknown> => {
  // Total: a value the decoder cannot read (a proxy that throws, a revoked
  // proxy) is one `InternalError`, as `decodeJob` answers it.
  const safeErrorsOf = (u: unknown): FieldError[] => {
    try {
      return errorsOf(u)
    } catch {
      return unreadableJob
    }
  }
  const validate = (u: unknown, c: t.Context): t.Validation<A> => {
    const errors = safeErrorsOf(u)
    return errors.length === 0 ? t.success(u as A) : t.failures(toErrors(errors, c))
  }
  return new t.Type<A, A, unknown>(name, (u): u is A => safeErrorsOf(u).length === 0, validate, t.identity)
}

/* @__NO_SIDE_EFFECTS__ */
const structCodec = <A>(name: string, schema: StructSchema): t.Type<A, A, unknown> =>
  boundaryType<A>(name, (u) => decodeModel(schema, u, '', true).typeErrors)

/**
 * meta/v1 `ObjectMeta`.
 *
 * @example
 * ObjectMetaCodec.decode({ name: 'pi', labels: { app: 'pi' } })
 */
export const ObjectMetaCodec: t.Type<ObjectMeta> = /* @__PURE__ */ structCodec('ObjectMeta', ObjectMetaSchema)
/**
 * meta/v1 `LabelSelectorRequirement`.
 *
 * @example
 * LabelSelectorRequirementCodec.decode({ key: 'app', operator: 'In', values: ['web'] })
 */
export const LabelSelectorRequirementCodec: t.Type<LabelSelectorRequirementWire> = /* @__PURE__ */ structCodec(
  'LabelSelectorRequirement',
  LabelSelectorRequirementSchema,
)
/**
 * meta/v1 `LabelSelector`.
 *
 * @example
 * LabelSelectorCodec.decode({ matchLabels: { app: 'web' } })
 */
export const LabelSelectorCodec: t.Type<LabelSelectorWire> = /* @__PURE__ */ structCodec(
  'LabelSelector',
  LabelSelectorSchema,
)
/**
 * core/v1 `Container`.
 *
 * @example
 * ContainerCodec.decode({ name: 'pi', image: 'perl' })
 */
export const ContainerCodec: t.Type<Container> = /* @__PURE__ */ structCodec('Container', ContainerSchema)
/**
 * core/v1 `PodSpec`.
 *
 * @example
 * PodSpecCodec.decode({ restartPolicy: 'Never', containers: [] })
 */
export const PodSpecCodec: t.Type<PodSpec> = /* @__PURE__ */ structCodec('PodSpec', PodSpecSchema)
/**
 * core/v1 `PodTemplateSpec`.
 *
 * @example
 * PodTemplateSpecCodec.decode({ spec: { restartPolicy: 'Never' } })
 */
export const PodTemplateSpecCodec: t.Type<PodTemplateSpec> = /* @__PURE__ */ structCodec(
  'PodTemplateSpec',
  PodTemplateSpecSchema,
)
/**
 * batch/v1 `PodFailurePolicyOnExitCodesRequirement`.
 *
 * @example
 * OnExitCodesCodec.decode({ operator: 'In', values: [1] })
 */
export const OnExitCodesCodec: t.Type<PodFailurePolicyOnExitCodesRequirement> = /* @__PURE__ */ structCodec(
  'PodFailurePolicyOnExitCodesRequirement',
  PodFailurePolicyOnExitCodesRequirementSchema,
)
/**
 * batch/v1 `PodFailurePolicyOnPodConditionsPattern`.
 *
 * @example
 * OnPodConditionsPatternCodec.decode({ type: 'DisruptionTarget', status: 'True' })
 */
export const OnPodConditionsPatternCodec: t.Type<PodFailurePolicyOnPodConditionsPattern> = /* @__PURE__ */ structCodec(
  'PodFailurePolicyOnPodConditionsPattern',
  PodFailurePolicyOnPodConditionsPatternSchema,
)
/**
 * batch/v1 `PodFailurePolicyRule`.
 *
 * @example
 * PodFailurePolicyRuleCodec.decode({ action: 'Ignore', onPodConditions: [] })
 */
export const PodFailurePolicyRuleCodec: t.Type<PodFailurePolicyRule> = /* @__PURE__ */ structCodec(
  'PodFailurePolicyRule',
  PodFailurePolicyRuleSchema,
)
/**
 * batch/v1 `PodFailurePolicy`.
 *
 * @example
 * PodFailurePolicyCodec.decode({ rules: [] })
 */
export const PodFailurePolicyCodec: t.Type<PodFailurePolicy> = /* @__PURE__ */ structCodec(
  'PodFailurePolicy',
  PodFailurePolicySchema,
)
/**
 * batch/v1 `SuccessPolicyRule`.
 *
 * @example
 * SuccessPolicyRuleCodec.decode({ succeededCount: 1 })
 */
export const SuccessPolicyRuleCodec: t.Type<SuccessPolicyRule> = /* @__PURE__ */ structCodec(
  'SuccessPolicyRule',
  SuccessPolicyRuleSchema,
)
/**
 * batch/v1 `SuccessPolicy`.
 *
 * @example
 * SuccessPolicyCodec.decode({ rules: [{ succeededIndexes: '0-2' }] })
 */
export const SuccessPolicyCodec: t.Type<SuccessPolicy> = /* @__PURE__ */ structCodec(
  'SuccessPolicy',
  SuccessPolicySchema,
)
/**
 * batch/v1 `JobSpec`.
 *
 * @example
 * JobSpecCodec.decode({ parallelism: 2, template: {} })
 */
export const JobSpecCodec: t.Type<JobSpec> = /* @__PURE__ */ structCodec('JobSpec', JobSpecSchema)
/**
 * batch/v1 `JobCondition`.
 *
 * @example
 * JobConditionCodec.decode({ type: 'Complete', status: 'True' })
 */
export const JobConditionCodec: t.Type<JobCondition> = /* @__PURE__ */ structCodec('JobCondition', JobConditionSchema)
/**
 * batch/v1 `UncountedTerminatedPods`.
 *
 * @example
 * UncountedTerminatedPodsCodec.decode({ succeeded: ['uid-1'] })
 */
export const UncountedTerminatedPodsCodec: t.Type<UncountedTerminatedPods> = /* @__PURE__ */ structCodec(
  'UncountedTerminatedPods',
  UncountedTerminatedPodsSchema,
)
/**
 * batch/v1 `JobStatus`.
 *
 * @example
 * JobStatusCodec.decode({ active: 1 })
 */
export const JobStatusCodec: t.Type<JobStatus> = /* @__PURE__ */ structCodec('JobStatus', JobStatusSchema)
/**
 * extensions/v1beta1 `JobSpec`: the 1.2–1.5 fields, `autoSelector` instead of
 * `manualSelector`.
 *
 * @example
 * JobSpecV1beta1Codec.decode({ template: {}, autoSelector: true })
 */
export const JobSpecV1beta1Codec: t.Type<JobSpecV1beta1> = /* @__PURE__ */ structCodec(
  'JobSpecV1beta1',
  JobSpecV1beta1Schema as StructSchema,
)

/**
 * A batch/v1 Job (`apiVersion: batch/v1`, `kind: Job` required). Decodes
 * to the {@link Job} interface: the input itself.
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * E.isRight(JobCodec.decode({ apiVersion: 'batch/v1', kind: 'Job', spec: { template: {} } })) // true
 */
export const JobCodec: t.Type<Job> = /* @__PURE__ */ boundaryType('Job', (u) => jobDecodeErrors(u, ['batch/v1']))

/**
 * An extensions/v1beta1 Job. Decodes to the {@link JobV1beta1} interface.
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * E.isRight(JobV1beta1Codec.decode({ apiVersion: 'extensions/v1beta1', kind: 'Job', spec: { template: {} } })) // true
 */
export const JobV1beta1Codec: t.Type<JobV1beta1> = /* @__PURE__ */ boundaryType('JobV1beta1', (u) =>
  jobDecodeErrors(u, ['extensions/v1beta1']),
)
