// Public surface of src/field: the shared FieldError vocabulary and Go-exact rendering.
export type { FieldError, FieldErrorType } from './field-error'
export { formatFieldError, fieldErrorTypeText } from './format'
// The Go rendering helpers (./go-format) and field-path builders (./path)
// are internal: other modules import them from their files.
