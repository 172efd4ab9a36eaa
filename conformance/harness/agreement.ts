/**
 * When the library agrees with a recorded or live oracle answer. The oracle
 * answers `{oneOf: [...]}` when Go map iteration order makes several answers
 * possible, and `{ok: false, errorOneOf: [...]}` when only the error text
 * varies; any one of them is correct.
 */
import { jsonEqual } from './json'
import type { AnyOpSpec } from './op-spec'

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/** The answers the oracle accepts, with `oneOf` expanded. */
export const acceptedAnswers = (theirs: unknown): unknown[] =>
  isRecord(theirs) && Array.isArray(theirs['oneOf']) && Object.keys(theirs).length === 1 ? theirs['oneOf'] : [theirs]

/** Whether our answer is one of the oracle's. */
export const agrees = (spec: AnyOpSpec, ours: unknown, theirs: unknown): boolean => {
  const eq = spec.equal ?? jsonEqual
  for (const answer of acceptedAnswers(theirs)) {
    if (isRecord(answer) && Array.isArray(answer['errorOneOf'])) {
      if (isRecord(ours) && ours['ok'] === false && (answer['errorOneOf'] as unknown[]).includes(ours['error']))
        return true
      continue
    }
    if (eq(ours, answer)) return true
  }
  return false
}

/** The oracle answer closest to ours (for reports): the first, or the one equal to ours. */
export const closestAnswer = (theirs: unknown): unknown => acceptedAnswers(theirs)[0]
