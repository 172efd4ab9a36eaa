// Public surface of src/job.
export type * from './types'
export type { AnyJobInput, JobInput } from './input-types'
export * from './validation/index'
export {
  CONTROLLER_UID_LABEL,
  JOB_API_VERSIONS,
  JOB_NAME_LABEL,
  LEGACY_CONTROLLER_UID_LABEL,
  LEGACY_JOB_NAME_LABEL,
  type JobApiVersion,
} from './constants'
export {
  ContainerCodec,
  JobCodec,
  JobConditionCodec,
  JobSpecCodec,
  JobSpecV1beta1Codec,
  JobStatusCodec,
  JobV1beta1Codec,
  LabelSelectorCodec,
  LabelSelectorRequirementCodec,
  ObjectMetaCodec,
  OnExitCodesCodec,
  OnPodConditionsPatternCodec,
  PodFailurePolicyCodec,
  PodFailurePolicyRuleCodec,
  PodSpecCodec,
  PodTemplateSpecCodec,
  SuccessPolicyCodec,
  SuccessPolicyRuleCodec,
  UncountedTerminatedPodsCodec,
} from './codec'
export { decodeJob } from './decode'
export type { JobOptions } from './options'
export { defaultJob } from './default-job'
export {
  createJobWith,
  updateJobWith,
  selectorWithoutManualSelectorError,
  MANUAL_SELECTOR_REQUIRED_DETAIL,
  RESOURCE_VERSION_CONFLICT_DETAIL,
  type JobValidators,
} from './create'
export { createJob, updateJob, type CreateJobOptions, type UpdateJobOptions } from './create-job'
export { dryRunCreateJob, type DryRunCreateOptions, type DryRunResult } from './dry-run-create'
export { dryRunUpdateJob, type DryRunUpdateOptions } from './dry-run-update'
export type { ApiStatusError } from './api-status'
export type { FieldValidation } from './request-decoding'
