// Public surface of src/field: the shared FieldError vocabulary and Go-exact rendering.
export type { FieldError, FieldErrorType } from './field-error'
export { formatFieldError, fieldErrorTypeText } from './format'
export { fieldPathChild, fieldPathIndex, fieldPathKey } from './path'
export {
  goQuote,
  goJsonString,
  goJsonMarshal,
  goFormatNumber,
  goFormatFloat,
  isGoPrintable,
  compareGoStrings,
} from './go-format'
