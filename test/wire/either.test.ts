// The library's own Either constructors and tests are fp-ts's, value for value.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as FE from 'fp-ts/lib/Either.js'
import * as E from '../../src/wire/either'
import { numRuns } from '../support/runs'

describe('src/wire/either', () => {
  it('builds and tests the values fp-ts builds and tests', () => {
    fc.assert(
      fc.property(fc.anything(), (u) => {
        expect(E.left(u)).toStrictEqual(FE.left(u))
        expect(E.right(u)).toStrictEqual(FE.right(u))
        for (const v of [E.left(u), E.right(u)]) {
          expect(E.isLeft(v)).toBe(FE.isLeft(v))
          expect(E.isRight(v)).toBe(FE.isRight(v))
        }
      }),
      { numRuns: numRuns(200) },
    )
  })
})
