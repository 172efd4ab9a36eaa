import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultPullPolicy, parseImageReference } from '../../../src/core/defaults/image-reference'
import { numRuns } from '../../support/runs'

/** The pull policy from the full parse alone, as before the fast path for a non-latest tag. */
const fromParse = (image: string): string => {
  const ref = parseImageReference(image)
  if (ref === undefined) return 'IfNotPresent'
  return ref.tag === 'latest' || (ref.tag === '' && ref.digest === '') ? 'Always' : 'IfNotPresent'
}

const part = fc.constantFrom('a', 'B', 'busybox', 'latest', 'localhost', 'x.io', '5000', '1.2', '', '-', '_', '__')
const sep = fc.constantFrom('/', ':', '@', '.', '', '@sha256:' + 'a'.repeat(64))
const image = fc.array(fc.tuple(part, sep), { maxLength: 6 }).map((xs) => xs.map(([p, s]) => p + s).join(''))

describe('defaultPullPolicy fast path', () => {
  it('answers as the full parse does', () => {
    fc.assert(
      fc.property(fc.oneof(image, fc.string()), (s) => {
        expect(defaultPullPolicy(s)).toBe(fromParse(s))
      }),
      { numRuns: numRuns(2000) },
    )
  })
})
