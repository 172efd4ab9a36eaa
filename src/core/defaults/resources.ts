/**
 * Resource lists: every quantity of a `ResourceList` is rounded up to a
 * whole number of thousandths (`SetDefaults_ResourceList`), so `0.0001`
 * becomes `1m` and `-1n` becomes `-1m`. A rounded quantity forgets the text
 * it was parsed from unless Go's integer form already had at most three
 * decimals; the encoder then prints its canonical form.
 *
 * @module
 */
import { roundAwayFromZero } from '../quantity/decimal'
import { isQuantity } from '../quantity/guard'
import type { Quantity } from '../quantity/types'
import type { GoMap } from '../../wire/values'
import { isStruct } from './model-edit'

/** Thousandths: the finest precision a resource keeps. */
const MILLI = -3

/**
 * Go's `Quantity.RoundUp(-3)`: away from zero to a multiple of `10^-3`. An
 * integer amount already at that precision is kept as it is (text
 * included); any other amount is rescaled to thousandths and prints its
 * canonical form. Anything that is not a quantity is returned unchanged.
 *
 * @example
 * import * as E from 'fp-ts/lib/Either.js'
 * import { parseQuantity, quantityToString } from '../quantity/index'
 * const q = parseQuantity('0.0001')
 * E.isRight(q) && quantityToString(roundUpToMilli(q.right)) // '1m'
 */
export const roundUpToMilli = (q: Quantity): Quantity => {
  if (!isQuantity(q)) return q
  if (q.amountKind === 'int64' && q.scale >= MILLI) return q
  const rounded = roundAwayFromZero(q, MILLI)
  if (rounded === q && q.scale === MILLI && q.text === undefined) return q
  return {
    format: q.format,
    sign: rounded.sign,
    digits: rounded.digits,
    exponent: rounded.exponent,
    amountKind: q.amountKind,
    scale: MILLI,
    text: undefined,
  }
}

/**
 * A resource list with every quantity rounded up to thousandths (a new map
 * only when a value changed; Go's nil map stays nil).
 *
 * @example
 * defaultResourceList(undefined) // undefined
 */
export const defaultResourceList = (list: GoMap<Quantity> | undefined): GoMap<Quantity> | undefined => {
  if (!isStruct(list)) return list
  let out: Record<string, Quantity> | undefined
  for (const key of Object.keys(list)) {
    const q = list[key] as Quantity
    const rounded = roundUpToMilli(q)
    if (rounded !== q) {
      if (out === undefined) {
        out = Object.create(null) as Record<string, Quantity>
        for (const k of Object.keys(list)) out[k] = list[k] as Quantity
      }
      out[key] = rounded
    }
  }
  return out ?? list
}
