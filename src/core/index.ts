// Public surface of src/core: the pod template's building blocks.
export * from './quantity/index'
export * from './defaults/index'
export type { PodValidationOptions } from './validation/options'
export { DEFAULT_POD_VALIDATION_OPTIONS } from './validation/options'
export { POD_TEMPLATE_CREATE_OPTIONS } from './validation/pod-spec'
export { validatePodTemplate, type ValidatePodTemplateOptions } from './validation/validate-template'
