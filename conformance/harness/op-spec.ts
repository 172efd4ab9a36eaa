/**
 * The shape every conformance op follows (see docs/conformance.md): the
 * oracle op it answers to, fast-check inputs, and the library's answer in
 * exactly the oracle's output JSON shape.
 */
import fc from 'fast-check'

export interface OpSpec<I = unknown, O = unknown> {
  /** Oracle op name, e.g. 'labels.parse'. */
  readonly op: string
  /** Realistic and hostile inputs for this op. */
  readonly arbitrary: fc.Arbitrary<I>
  /**
   * Extra inputs for the live runs only (conformance:diff, conformance:coverage),
   * never recorded: mutations of the real manifests in ../shared/realworld,
   * which are other people's files.
   */
  readonly liveOnly?: fc.Arbitrary<I>
  /**
   * A fixed sweep for the live runs only (conformance:diff and
   * conformance:coverage send it before the random inputs; never recorded):
   * one input per rule-family snippet, so that every targeted rule is
   * reached on every run.
   */
  readonly sweep?: readonly I[]
  /** Hand-picked inputs recorded before the random ones. */
  readonly examples?: readonly I[]
  /** How many random inputs `conformance:record` records (after de-duplication). */
  readonly record: number
  /**
   * Our answer, in exactly the oracle's output shape. Absent while the library
   * has no public function for the op (`pending` says why); the recorded
   * fixtures are then checked for shape only.
   */
  readonly library?: (input: I) => O
  readonly pending?: string
  /** Default: deep equality of JSON (key order and `undefined` fields ignored). */
  readonly equal?: (ours: O, theirs: O) => boolean
  /** The compared part of an answer, for reports (default: all of it). */
  readonly view?: (answer: unknown) => unknown
  /**
   * Only for documented, justified differences (design mode, random names);
   * returns the reason. Open bugs are not listed here but in
   * test/conformance/known-differences.json (see ../known-differences.ts).
   */
  readonly knownDifference?: (input: I, ours: O, theirs: O) => string | undefined
  /**
   * How a minor run (`--kubernetes-version 1.MM`) asks the op (harness/minor.ts):
   * `'profile'` when its input carries a cluster profile (`profile`) whose
   * `kubernetesVersion` the runner sets; `'independent'` (default) when the
   * library answers the same on every minor.
   */
  readonly versioned?: 'profile' | 'independent'
}

/** The inputs of a live run: the recorded generator, and one in four from `liveOnly` when the op has it. */
export const liveArbitrary = <I>(spec: OpSpec<I, unknown>): fc.Arbitrary<I> =>
  spec.liveOnly === undefined
    ? spec.arbitrary
    : fc.oneof({ weight: 3, arbitrary: spec.arbitrary }, { weight: 1, arbitrary: spec.liveOnly })

/** A spec with erased types, as the runners handle them. */
// biome-ignore lint/suspicious/noExplicitAny: runners hold specs of every input and output type in one list
export type AnyOpSpec = OpSpec<any, any>
