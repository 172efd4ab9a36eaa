/**
 * The Either helpers of the package root are fp-ts's own functions, so a
 * result can be read without importing fp-ts, and values from either side
 * are interchangeable.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import * as api from '../src/index'

describe('Either helpers from the package root', () => {
  it('are fp-ts Either functions themselves', () => {
    const pairs = [
      [api.isLeft, E.isLeft],
      [api.isRight, E.isRight],
      [api.left, E.left],
      [api.right, E.right],
      [api.match, E.match],
      [api.fold, E.fold],
      [api.getOrElse, E.getOrElse],
      [api.map, E.map],
      [api.mapLeft, E.mapLeft],
    ] as const
    for (const [ours, fpTs] of pairs) expect(ours).toBe(fpTs)
  })

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
