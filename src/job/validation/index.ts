// Public surface of Job validation (validateJob, validateJobUpdate).
export { validateJob, type JobValidationOptions } from './validate-job'
export {
  jobUpdateValidationOptions,
  validateJobForUpdate,
  validateJobUpdate,
  type JobUpdateValidationOptions,
} from './update'
export {
  validateObjectMeta,
  validateObjectMetaUpdate,
  validateAnnotations,
  TOTAL_ANNOTATION_SIZE_LIMIT_BYTES,
  type NameValidator,
  type ObjectMetaOptions,
} from './object-meta'
export {
  isDomainPrefixedPath,
  nameIsDNSSubdomain,
} from './names'
export { validateHasLabel } from './generated-selector'
export { countIndexesStrict } from './success-policy'
export { semanticDeepEqual } from './semantic-equal'
