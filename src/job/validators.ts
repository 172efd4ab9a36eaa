/**
 * The `validators` argument of `createJobWith` / `updateJobWith`, read as
 * plain data: own data properties only (no accessor is invoked, a polluted
 * prototype is not read), and every call of a user validator guarded, so
 * that the pipelines answer a field error instead of throwing.
 *
 * @module
 */
import type { FieldError } from '../field/index'
import { safeOptions } from '../wire/guard'

/**
 * The detail of the `InternalError` the pipelines answer when a validator
 * is missing or not a function.
 *
 * @example
 * MISSING_VALIDATOR_DETAIL('validateJob') // 'validators.validateJob is not a function'
 */
export const MISSING_VALIDATOR_DETAIL = (name: string): string => `validators.${name} is not a function`

/**
 * The detail of the `InternalError` the pipelines answer when a validator
 * throws or does not return an array.
 *
 * @example
 * FAILED_VALIDATOR_DETAIL('validateJob') // 'validators.validateJob threw or did not return an array'
 */
export const FAILED_VALIDATOR_DETAIL = (name: string): string => `validators.${name} threw or did not return an array`

const internal = (detail: string): FieldError[] => [{ type: 'InternalError', field: '', detail }]

/**
 * One validator as a total function: a missing or non-function validator,
 * one that throws, or one that returns something other than an array
 * answers one `InternalError` field error.
 */
// biome-ignore lint/suspicious/noExplicitAny: the validators' own argument lists
export type SafeValidator<A extends any[]> = (...args: A) => FieldError[]

/**
 * Reads `validators[name]` as an own data property of plain data and wraps
 * it (see {@link SafeValidator}).
 *
 * @example
 * safeValidator(null, 'validateJob')()[0]?.type // 'InternalError'
 * safeValidator({ validateJob: () => [] }, 'validateJob')() // []
 */
// biome-ignore lint/suspicious/noExplicitAny: the validators' own argument lists
export const safeValidator = <A extends any[]>(validators: unknown, name: string): SafeValidator<A> => {
  const o = safeOptions(validators)
  const fn = o !== undefined && Object.hasOwn(o, name) ? (o as Record<string, unknown>)[name] : undefined
  if (typeof fn !== 'function') {
    const errors = internal(MISSING_VALIDATOR_DETAIL(name))
    return () => errors.map((e) => ({ ...e }))
  }
  return (...args: A): FieldError[] => {
    try {
      const out: unknown = fn(...args)
      if (!Array.isArray(out)) return internal(FAILED_VALIDATOR_DETAIL(name))
      return [...(out as FieldError[])]
    } catch {
      return internal(FAILED_VALIDATOR_DETAIL(name))
    }
  }
}
