/**
 * fp-ts's `Either` constructors and tests, built here: the values are
 * fp-ts's own shapes (`{ _tag: 'Left', left }`, `{ _tag: 'Right', right }`)
 * and the types are fp-ts's, but importing fp-ts's `Either` module would
 * bring its top-level instances (which bundlers cannot drop) into every
 * bundle that returns a result. The library's modules import these; users
 * get fp-ts's own from `src/either.ts`.
 *
 * @module
 */
import type { Either, Left, Right } from 'fp-ts/lib/Either.js'

export type { Either, Left, Right }

/**
 * fp-ts `left`: a failure.
 *
 * @example
 * left('no') // { _tag: 'Left', left: 'no' }
 */
export const left = <L = never, A = never>(l: L): Either<L, A> => ({ _tag: 'Left', left: l })

/**
 * fp-ts `right`: a success.
 *
 * @example
 * right(1) // { _tag: 'Right', right: 1 }
 */
export const right = <L = never, A = never>(a: A): Either<L, A> => ({ _tag: 'Right', right: a })

/**
 * fp-ts `isLeft`: whether the result is a failure.
 *
 * @example
 * isLeft(left('no')) // true
 */
export const isLeft = <L>(ma: Either<L, unknown>): ma is Left<L> => ma._tag === 'Left'

/**
 * fp-ts `isRight`: whether the result is a success.
 *
 * @example
 * isRight(right(1)) // true
 */
export const isRight = <A>(ma: Either<unknown, A>): ma is Right<A> => ma._tag === 'Right'
