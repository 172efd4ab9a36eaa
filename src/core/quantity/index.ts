// Public surface of src/core/quantity: Kubernetes-exact resource quantities.
export type { Quantity, QuantityFormat, QuantityError } from './types'
export { parseQuantity } from './parse'
export { quantityToString, canonicalQuantityString } from './canonical'
export { compareQuantities, addQuantities, subQuantities, quantitySign, isZeroQuantity } from './arithmetic'
export { quantityValue, quantityMilliValue } from './value'
export { quantityFromJson } from './json'
export { isIntegerQuantity, isHugePageQuantityDivisible } from './validation'
export { isQuantity } from './guard'
