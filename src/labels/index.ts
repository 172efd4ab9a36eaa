// Public surface of src/labels: Kubernetes-exact label selectors.
export type {
  Labels,
  Operator,
  Requirement,
  Selector,
  LabelSelectorRequirement,
  LabelSelector,
  LabelSelectorInput,
  SelectorError,
} from './types'
export { parseSelector, parseRequirements } from './parser'
export {
  everything,
  nothing,
  selectorToString,
  requirementToString,
  isEmptySelector,
  selectorFromValidatedSet,
} from './selector'
export { matches } from './matches'
export { compileSelector, compileSelectorWithoutCodegen } from './compile'
export {
  labelSelectorAsSelector,
  parseToLabelSelector,
  formatLabelSelector,
  validateLabelSelector,
  validateLabels,
} from './label-selector'
export {
  newRequirement,
  requirementErrors,
  requirementMatches,
  labelValue,
} from './requirement'
export {
  isQualifiedName,
  isValidLabelValue,
  isDNS1123Label,
  isDNS1123Subdomain,
  isLabelKey,
  isLabelValue,
  LABEL_VALUE_MAX_LENGTH,
  DNS1123_LABEL_MAX_LENGTH,
  DNS1123_SUBDOMAIN_MAX_LENGTH,
} from './names'
export { parseGoInt64 } from './int64'
