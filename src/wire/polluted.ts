/**
 * The prototype-pollution test of the boundary guard (./guard.ts), in a
 * module of its own so that code needing only the test (the cache of
 * `matches`) does not bring the guard into a bundle.
 *
 * @module
 */

const EMPTY_OBJECT: object = /* @__PURE__ */ Object.freeze({})
const EMPTY_ARRAY: readonly unknown[] = /* @__PURE__ */ Object.freeze([])

/**
 * Whether `Object.prototype` or `Array.prototype` carries an enumerable
 * property a program planted there (what prototype pollution through
 * `obj.__proto__.x = …` or `Array.prototype[0] = …` creates). Checked on
 * every guarded call, so it allocates nothing: a `for…in` over an empty
 * object and an empty array meets exactly the inherited enumerable keys.
 * A property planted non-enumerable with `Object.defineProperty` is not
 * seen here.
 *
 * @example
 * prototypesPolluted() // false
 */
export const prototypesPolluted = (): boolean => {
  for (const _ in EMPTY_OBJECT) return true
  for (const _ in EMPTY_ARRAY) return true
  return false
}
