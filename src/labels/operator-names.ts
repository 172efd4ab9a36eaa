/**
 * The meta/v1 `LabelSelectorOperator` names and the selector operators they
 * become (`LabelSelectorAsSelector`'s switch).
 *
 * @module
 */
import type { Operator } from './types'

/**
 * The selector operator for a meta/v1 operator name, or `undefined` for
 * anything else (the caller reports it as Go does).
 *
 * @example
 * selectorOperatorOf('NotIn') // 'notin'
 * selectorOperatorOf('in') // undefined
 */
export const selectorOperatorOf = (op: unknown): Operator | undefined => {
  switch (op) {
    case 'In':
      return 'in'
    case 'NotIn':
      return 'notin'
    case 'Exists':
      return 'exists'
    case 'DoesNotExist':
      return '!'
    default:
      return undefined
  }
}
