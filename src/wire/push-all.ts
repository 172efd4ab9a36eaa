/**
 * Appending one array to another without a spread call: `a.push(...b)`
 * passes every element of `b` as an argument and throws a `RangeError`
 * (call stack size exceeded) once `b` holds a few hundred thousand of them
 * (100,000 invalid labels answered "the input could not be read as JSON
 * data", issue #24). Lists of field errors and warnings grow with the input,
 * so the library appends them with this loop.
 *
 * @module
 */

/**
 * Appends the elements of `more` to `into` (in place) and returns `into`.
 *
 * @example
 * pushAll([1], [2, 3]) // [1, 2, 3]
 */
export const pushAll = <T>(into: T[], more: readonly T[]): T[] => {
  for (let i = 0; i < more.length; i++) into.push(more[i] as T)
  return into
}
