/**
 * Test support (see ./shapes-combinators.ts): io-ts shapes for the Job wire types of `./types.ts`, batch/v1 and
 * extensions/v1beta1. Built from `./codec-combinators.ts`: unknown fields are
 * kept, Go integer widths are enforced, and `null` is accepted exactly where
 * the Go field is a pointer, slice or map (and dropped elsewhere).
 *
 * Only the fields this library reads are typed; everything else a user
 * wrote (container ports, volumes, annotations on conditions, …) is carried
 * through untouched.
 *
 * @module
 */
import {
  arrayOf,
  boolean,
  int32,
  int64,
  literal,
  nullable,
  optional,
  required,
  string,
  stringMap,
  timestamp,
  struct,
  type ShapedType,
} from './shapes-combinators'
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
} from '../../src/job/types'

/**
 * meta/v1 `ObjectMeta`.
 *
 * @example
 * ObjectMetaCodec.decode({ name: 'pi', labels: { app: 'pi' } })
 */
export const ObjectMetaCodec: ShapedType<ObjectMeta> = struct<ObjectMeta>('ObjectMeta', {
  name: optional(string),
  generateName: optional(string),
  namespace: optional(string),
  uid: optional(string),
  resourceVersion: optional(string),
  generation: optional(int64),
  creationTimestamp: nullable(timestamp),
  deletionTimestamp: nullable(timestamp),
  labels: nullable(stringMap),
  annotations: nullable(stringMap),
  finalizers: nullable(arrayOf(string)),
})

/**
 * meta/v1 `LabelSelectorRequirement`.
 *
 * @example
 * LabelSelectorRequirementCodec.decode({ key: 'app', operator: 'Exists' })
 */
export const LabelSelectorRequirementCodec: ShapedType<LabelSelectorRequirementWire> =
  struct<LabelSelectorRequirementWire>('LabelSelectorRequirement', {
    key: required(string),
    operator: required(string),
    values: nullable(arrayOf(string)),
  })

/**
 * meta/v1 `LabelSelector`.
 *
 * @example
 * LabelSelectorCodec.decode({ matchLabels: { app: 'web' } })
 */
export const LabelSelectorCodec: ShapedType<LabelSelectorWire> = struct<LabelSelectorWire>('LabelSelector', {
  matchLabels: nullable(stringMap),
  matchExpressions: nullable(arrayOf(LabelSelectorRequirementCodec)),
})

/**
 * core/v1 `Container` (name and image typed, the rest kept).
 *
 * @example
 * ContainerCodec.decode({ name: 'main', image: 'busybox' })
 */
export const ContainerCodec: ShapedType<Container> = struct<Container>('Container', {
  name: optional(string),
  image: optional(string),
})

/**
 * core/v1 `PodSpec` (restartPolicy and containers typed, the rest kept).
 *
 * @example
 * PodSpecCodec.decode({ restartPolicy: 'Never', containers: [{ name: 'c' }] })
 */
export const PodSpecCodec: ShapedType<PodSpec> = struct<PodSpec>('PodSpec', {
  restartPolicy: optional(string),
  containers: nullable(arrayOf(ContainerCodec)),
  initContainers: nullable(arrayOf(ContainerCodec)),
})

/**
 * core/v1 `PodTemplateSpec`.
 *
 * @example
 * PodTemplateSpecCodec.decode({ metadata: { labels: { app: 'x' } }, spec: {} })
 */
export const PodTemplateSpecCodec: ShapedType<PodTemplateSpec> = struct<PodTemplateSpec>('PodTemplateSpec', {
  metadata: optional(ObjectMetaCodec),
  spec: optional(PodSpecCodec),
})

/**
 * batch/v1 `PodFailurePolicyOnExitCodesRequirement`.
 *
 * @example
 * OnExitCodesCodec.decode({ operator: 'In', values: [42] })
 */
export const OnExitCodesCodec: ShapedType<PodFailurePolicyOnExitCodesRequirement> =
  struct<PodFailurePolicyOnExitCodesRequirement>('PodFailurePolicyOnExitCodesRequirement', {
    containerName: nullable(string),
    operator: required(string),
    values: required(arrayOf(int32)),
  })

/**
 * batch/v1 `PodFailurePolicyOnPodConditionsPattern`.
 *
 * @example
 * OnPodConditionsPatternCodec.decode({ type: 'DisruptionTarget' })
 */
export const OnPodConditionsPatternCodec: ShapedType<PodFailurePolicyOnPodConditionsPattern> =
  struct<PodFailurePolicyOnPodConditionsPattern>('PodFailurePolicyOnPodConditionsPattern', {
    type: required(string),
    status: optional(string),
  })

/**
 * batch/v1 `PodFailurePolicyRule`.
 *
 * @example
 * PodFailurePolicyRuleCodec.decode({ action: 'Ignore', onPodConditions: [{ type: 'DisruptionTarget' }] })
 */
export const PodFailurePolicyRuleCodec: ShapedType<PodFailurePolicyRule> = struct<PodFailurePolicyRule>(
  'PodFailurePolicyRule',
  {
    action: required(string),
    onExitCodes: nullable(OnExitCodesCodec),
    onPodConditions: nullable(arrayOf(OnPodConditionsPatternCodec)),
  },
)

/**
 * batch/v1 `PodFailurePolicy`.
 *
 * @example
 * PodFailurePolicyCodec.decode({ rules: [] })
 */
export const PodFailurePolicyCodec: ShapedType<PodFailurePolicy> = struct<PodFailurePolicy>('PodFailurePolicy', {
  rules: required(arrayOf(PodFailurePolicyRuleCodec)),
})

/**
 * batch/v1 `SuccessPolicyRule`.
 *
 * @example
 * SuccessPolicyRuleCodec.decode({ succeededIndexes: '0-2', succeededCount: 1 })
 */
export const SuccessPolicyRuleCodec: ShapedType<SuccessPolicyRule> = struct<SuccessPolicyRule>('SuccessPolicyRule', {
  succeededIndexes: nullable(string),
  succeededCount: nullable(int32),
})

/**
 * batch/v1 `SuccessPolicy`.
 *
 * @example
 * SuccessPolicyCodec.decode({ rules: [{ succeededCount: 1 }] })
 */
export const SuccessPolicyCodec: ShapedType<SuccessPolicy> = struct<SuccessPolicy>('SuccessPolicy', {
  rules: required(arrayOf(SuccessPolicyRuleCodec)),
})

/**
 * batch/v1 `JobSpec`, every current field.
 *
 * @example
 * JobSpecCodec.decode({ template: {}, parallelism: 2 })
 */
export const JobSpecCodec: ShapedType<JobSpec> = struct<JobSpec>('JobSpec', {
  parallelism: nullable(int32),
  completions: nullable(int32),
  activeDeadlineSeconds: nullable(int64),
  podFailurePolicy: nullable(PodFailurePolicyCodec),
  successPolicy: nullable(SuccessPolicyCodec),
  backoffLimit: nullable(int32),
  backoffLimitPerIndex: nullable(int32),
  maxFailedIndexes: nullable(int32),
  selector: nullable(LabelSelectorCodec),
  manualSelector: nullable(boolean),
  template: required(PodTemplateSpecCodec),
  ttlSecondsAfterFinished: nullable(int32),
  completionMode: nullable(string),
  suspend: nullable(boolean),
  podReplacementPolicy: nullable(string),
  managedBy: nullable(string),
})

/**
 * batch/v1 `JobCondition`.
 *
 * @example
 * JobConditionCodec.decode({ type: 'Complete', status: 'True' })
 */
export const JobConditionCodec: ShapedType<JobCondition> = struct<JobCondition>('JobCondition', {
  type: required(string),
  status: required(string),
  lastProbeTime: nullable(timestamp),
  lastTransitionTime: nullable(timestamp),
  reason: optional(string),
  message: optional(string),
})

/**
 * batch/v1 `UncountedTerminatedPods`.
 *
 * @example
 * UncountedTerminatedPodsCodec.decode({ succeeded: ['uid-1'] })
 */
export const UncountedTerminatedPodsCodec: ShapedType<UncountedTerminatedPods> = struct<UncountedTerminatedPods>(
  'UncountedTerminatedPods',
  { succeeded: nullable(arrayOf(string)), failed: nullable(arrayOf(string)) },
)

/**
 * batch/v1 `JobStatus` (the same shape is used for extensions/v1beta1).
 *
 * @example
 * JobStatusCodec.decode({ active: 1 })
 */
export const JobStatusCodec: ShapedType<JobStatus> = struct<JobStatus>('JobStatus', {
  conditions: nullable(arrayOf(JobConditionCodec)),
  startTime: nullable(timestamp),
  completionTime: nullable(timestamp),
  active: optional(int32),
  succeeded: optional(int32),
  failed: optional(int32),
  terminating: nullable(int32),
  completedIndexes: optional(string),
  failedIndexes: nullable(string),
  uncountedTerminatedPods: nullable(UncountedTerminatedPodsCodec),
  ready: nullable(int32),
})

/**
 * A batch/v1 Job. Decodes to the {@link Job} interface; unknown fields kept.
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * E.isRight(JobCodec.decode({ apiVersion: 'batch/v1', kind: 'Job', spec: { template: {} } })) // true
 */
export const JobCodec: ShapedType<Job> = struct<Job>('Job', {
  apiVersion: required(literal('batch/v1')),
  kind: required(literal('Job')),
  metadata: optional(ObjectMetaCodec),
  spec: required(JobSpecCodec),
  status: optional(JobStatusCodec),
})

/**
 * extensions/v1beta1 `JobSpec`: the 1.2–1.5 fields, `autoSelector` instead of
 * `manualSelector`. Fields that only batch/v1 has are kept as unknown fields.
 *
 * @example
 * JobSpecV1beta1Codec.decode({ template: {}, autoSelector: true })
 */
export const JobSpecV1beta1Codec: ShapedType<JobSpecV1beta1> = struct<JobSpecV1beta1>('JobSpecV1beta1', {
  parallelism: nullable(int32),
  completions: nullable(int32),
  activeDeadlineSeconds: nullable(int64),
  selector: nullable(LabelSelectorCodec),
  autoSelector: nullable(boolean),
  template: required(PodTemplateSpecCodec),
})

/**
 * An extensions/v1beta1 Job. Decodes to the {@link JobV1beta1} interface.
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * E.isRight(JobV1beta1Codec.decode({ apiVersion: 'extensions/v1beta1', kind: 'Job', spec: { template: {} } })) // true
 */
export const JobV1beta1Codec: ShapedType<JobV1beta1> = struct<JobV1beta1>('JobV1beta1', {
  apiVersion: required(literal('extensions/v1beta1')),
  kind: required(literal('Job')),
  metadata: optional(ObjectMetaCodec),
  spec: required(JobSpecV1beta1Codec),
  status: optional(JobStatusCodec),
})
