// Public surface of src/core/defaults: pod template defaulting.
export { defaultPodTemplate, type PodTemplateDecodeError, type PodTemplateJson } from './pod-template'
