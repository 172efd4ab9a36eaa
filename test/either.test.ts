/**
 * The Either helpers of the package root are fp-ts's own functions, so a
 * result can be read without importing fp-ts, and values from either side
 * are interchangeable.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import * as api from '../src/index'

describe('Either helpers from the package root', () => {
  it.each(['isLeft', 'isRight', 'left', 'right', 'match', 'fold', 'getOrElse', 'map', 'mapLeft'] as const)(
    '%s is fp-ts Either.%s',
    (name) => {
      expect(api[name]).toBe(E[name])
    },
  )

  it('reads the results of the library', () => {
    const ok = api.parseSelector('b,a')
    const bad = api.parseSelector('a>=1')
    expect(api.isRight(ok)).toBe(true)
    expect(api.isLeft(bad)).toBe(true)
    const print = api.match((e: api.SelectorError) => `error: ${e.message}`, api.selectorToString)
    expect(print(ok)).toBe('a,b')
    expect(print(bad)).toBe("error: unable to parse requirement: found '=', expected: identifier")
    expect(api.getOrElse(() => api.nothing)(bad)).toBe(api.nothing)
    expect(api.map(api.selectorToString)(ok)).toEqual(api.right('a,b'))
    expect(api.mapLeft((e: api.SelectorError) => e.message.length)(ok)).toBe(ok)
    const either: api.Either<string, number> = E.right(1)
    expect(either).toEqual(api.right(1))
  })
})
