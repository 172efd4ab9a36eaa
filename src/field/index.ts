export type { FieldError, FieldErrorType } from './field-error'
