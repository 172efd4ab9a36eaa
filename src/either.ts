/**
 * The fp-ts `Either` helpers users need to read this library's results,
 * re-exported so that basic use needs no import from fp-ts itself (which
 * also works under pnpm's strict layout, where a transitive dependency
 * cannot be imported). The values and types are fp-ts's own: an `Either`
 * from this module and one from `fp-ts/Either` are interchangeable.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'

/**
 * fp-ts `Either<E, A>`: a failure `Left<E>` (`{ _tag: 'Left', left }`) or a
 * success `Right<A>` (`{ _tag: 'Right', right }`).
 *
 * @example
 * const r: Either<string, number> = right(1)
 */
export type Either<L, A> = E.Either<L, A>

/**
 * fp-ts `Left<E>`: `{ _tag: 'Left', left: E }`.
 *
 * @example
 * const l: Left<string> = { _tag: 'Left', left: 'no' }
 */
export type Left<L> = E.Left<L>

/**
 * fp-ts `Right<A>`: `{ _tag: 'Right', right: A }`.
 *
 * @example
 * const r: Right<number> = { _tag: 'Right', right: 1 }
 */
export type Right<A> = E.Right<A>

/**
 * fp-ts `isLeft`: whether the result is a failure (narrows to `Left`).
 *
 * @example
 * isLeft(parseSelector('a>=1')) // true
 */
export const isLeft = E.isLeft

/**
 * fp-ts `isRight`: whether the result is a success (narrows to `Right`).
 *
 * @example
 * const sel = parseSelector('app=web')
 * if (isRight(sel)) matches(sel.right, { app: 'web' }) // true
 */
export const isRight = E.isRight

/**
 * fp-ts `left`: builds a failure.
 *
 * @example
 * left('boom') // { _tag: 'Left', left: 'boom' }
 */
export const left = E.left

/**
 * fp-ts `right`: builds a success.
 *
 * @example
 * right(1) // { _tag: 'Right', right: 1 }
 */
export const right = E.right

/**
 * fp-ts `match`: folds a result into one value, `onLeft` for a failure,
 * `onRight` for a success (data-last, for use with a direct call or `pipe`).
 *
 * @example
 * match((e: SelectorError) => e.message, selectorToString)(parseSelector('b,a')) // 'a,b'
 */
export const match = E.match

/**
 * fp-ts `fold`: the older name of {@link match}.
 *
 * @example
 * fold((e: SelectorError) => e.message, selectorToString)(parseSelector('a>=1'))
 * // "unable to parse requirement: found '=', expected: identifier"
 */
export const fold = E.fold

/**
 * fp-ts `getOrElse`: the success value, or `onLeft(error)` for a failure.
 *
 * @example
 * getOrElse(() => everything)(parseSelector('a>=1')) // everything
 */
export const getOrElse = E.getOrElse

/**
 * fp-ts `map`: transforms the success value, keeps a failure.
 *
 * @example
 * map(selectorToString)(parseSelector('b,a')) // right('a,b')
 */
export const map = E.map

/**
 * fp-ts `mapLeft`: transforms the failure, keeps a success.
 *
 * @example
 * mapLeft((errors: FieldError[]) => errors.map(formatFieldError))(decodeJob({}))
 * // left(['apiVersion: Required value', 'kind: Required value'])
 */
export const mapLeft = E.mapLeft
