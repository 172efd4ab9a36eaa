/**
 * The quantity checks of pod validation, with Go's arithmetic:
 * `ValidateResourceQuantityValue`'s "must be an integer"
 * (`MilliValue() % 1000 == 0`) and hugepages' "is not positive integer
 * multiple of" (`IsHugePageResourceValueDivisible`). Requests against
 * limits and non-negativity are {@link compareQuantities} and
 * {@link quantitySign}.
 *
 * @module
 */
import { quantitySign } from './arithmetic'
import type { Quantity } from './types'
import { quantityMilliValue, quantityValue } from './value'

/**
 * Whether a quantity passes Go's integer-resource check,
 * `q.MilliValue() % 1000 == 0` (for resources such as `pods` or extended
 * resources). It shares `MilliValue`'s int64 wrap-around for values beyond
 * about 9.2e15.
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * E.map(isIntegerQuantity)(parseQuantity('2'))     // Right(true)
 * E.map(isIntegerQuantity)(parseQuantity('1500m')) // Right(false)
 * E.map(isIntegerQuantity)(parseQuantity('1n'))    // Right(false): MilliValue rounds up to 1
 */
export const isIntegerQuantity = (q: Quantity): boolean => quantityMilliValue(q) % 1000n === 0n

/**
 * Go's `IsHugePageResourceValueDivisible` once the page size is parsed
 * from the resource name (`hugepages-2Mi` → `2Mi`): the page size must be
 * positive and whole, and `quantity.Value()` a multiple of
 * `pageSize.Value()`. A page size whose `Value()` wraps to 0 makes Go
 * panic (integer division by zero); here it is simply not divisible.
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * const q = (s: string) => E.getOrElseW(() => { throw new Error(s) })(parseQuantity(s))
 * isHugePageQuantityDivisible(q('4Mi'), q('2Mi')) // true
 * isHugePageQuantityDivisible(q('3Mi'), q('2Mi')) // false
 * isHugePageQuantityDivisible(q('4Mi'), q('0'))   // false: the page size must be positive
 */
export const isHugePageQuantityDivisible = (quantity: Quantity, pageSize: Quantity): boolean => {
  if (quantitySign(pageSize) <= 0 || quantityMilliValue(pageSize) % 1000n !== 0n) return false
  const size = quantityValue(pageSize)
  return size !== 0n && quantityValue(quantity) % size === 0n
}
