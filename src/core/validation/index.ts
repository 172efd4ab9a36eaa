// Public surface of src/core/validation: pod template validation.
export type { PodValidationOptions } from './options'
export { DEFAULT_POD_VALIDATION_OPTIONS } from './options'
export { POD_TEMPLATE_CREATE_OPTIONS, validatePodSpec, validatePodTemplateSpec } from './pod-spec'
export { validatePodTemplate, decodePodTemplate, type ValidatePodTemplateOptions } from './validate-template'
export { templateUpdateOptions } from './update-options'
