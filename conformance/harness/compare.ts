/** Runs the library side of one case and compares it with the oracle's answer. */
import { agrees, closestAnswer } from './agreement'
import type { AnyOpSpec } from './op-spec'
import { classifyOpenBug } from '../known-differences'
import { olderLabelTexts } from '../known/label-texts'

export type Verdict =
  | { readonly kind: 'agree' }
  | { readonly kind: 'design'; readonly reason: string; readonly ours: unknown }
  | { readonly kind: 'open-bug'; readonly category: string; readonly reason: string; readonly ours: unknown }
  | { readonly kind: 'mismatch'; readonly ours: unknown }
  | { readonly kind: 'pending' }

/** Our answer; a throw is reported as `{libraryThrew: message}` (which never agrees). */
export const libraryAnswer = (spec: AnyOpSpec, input: unknown): unknown => {
  if (spec.library === undefined) return undefined
  try {
    return spec.library(structuredClone(input))
  } catch (e) {
    return { libraryThrew: e instanceof Error ? e.message : String(e) }
  }
}

/**
 * `minor`: the Kubernetes minor the oracle answered as (a minor run's
 * `--kubernetes-version`); version-independent ops whose library answer is
 * 1.37's by design (the labels.* ops) are then recognised as design.
 */
export const judge = (spec: AnyOpSpec, input: unknown, theirs: unknown, minor?: string): Verdict => {
  if (spec.library === undefined) return { kind: 'pending' }
  const ours = libraryAnswer(spec, input)
  if (agrees(spec, ours, theirs)) return { kind: 'agree' }
  const design =
    spec.knownDifference?.(input, ours, closestAnswer(theirs)) ??
    (spec.op.startsWith('labels.') && spec.versioned !== 'profile'
      ? olderLabelTexts(spec, ours, theirs, minor, input)
      : undefined)
  if (design !== undefined) return { kind: 'design', reason: design, ours }
  const bug = classifyOpenBug(spec.op, input, ours, theirs)
  if (bug !== undefined) return { kind: 'open-bug', category: bug.category, reason: bug.reason, ours }
  return { kind: 'mismatch', ours }
}
