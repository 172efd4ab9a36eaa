// The shared shape of a differential op (see the conformance harness notes):
// one OpSpec per oracle op, in the oracle's output JSON shape.
import type * as fc from 'fast-check'

export interface OpSpec<I = unknown, O = unknown> {
  /** Oracle op name, e.g. 'labels.parse'. */
  readonly op: string
  /** Realistic and hostile inputs for this op. */
  readonly arbitrary: fc.Arbitrary<I>
  /** Our answer, in exactly the oracle's output JSON shape. */
  readonly library: (input: I) => O
  /** Default: deep equality of JSON. */
  readonly equal?: (ours: O, theirs: O) => boolean
  /** Only for documented, justified differences; returns the reason. */
  readonly knownDifference?: (input: I, ours: O, theirs: O) => string | undefined
}
