/**
 * Open bugs: the shapes of the library's current disagreements with the
 * oracle, by category. A category names one library defect; its classifier
 * recognises a case that differs *only* because of it, so that a new kind of
 * difference is never hidden under an old category.
 *
 * test/conformance/known-differences.json lists every recorded case that
 * differs today, grouped by category (`npm run conformance:known -- --write`
 * regenerates it from the fixtures and these classifiers). The fixture test
 * asserts that every listed case still differs and every unlisted case
 * agrees; the live diff counts a random mismatch that a classifier
 * recognises under its category and fails on any other.
 */

import { pdqsortOrder } from './known/labels'
import { writeOpsClassifier } from './known/writes'
import { podTemplateClassifier, podTemplateValidateClassifier } from './known/pod-template'
import type { Classifier, OpenBug } from './known/support'
import { yamlClassifiers } from './known/yaml'

export type { Classifier, OpenBug }

/** Every category any classifier can name, with its description. */
export const categoryDescriptions = (): Record<string, string> =>
  Object.assign({}, ...classifiers.map((c) => c.categories)) as Record<string, string>

/** In priority order: the first that explains a case names its category. */
export const classifiers: Classifier[] = [
  pdqsortOrder,
  writeOpsClassifier,
  podTemplateClassifier,
  podTemplateValidateClassifier,
  ...yamlClassifiers,
]

export const classifyOpenBug = (op: string, input: unknown, ours: unknown, theirs: unknown): OpenBug | undefined => {
  for (const c of classifiers) {
    if (!c.ops.includes(op)) continue
    const bug = c.match(op, input, ours, theirs)
    if (bug !== undefined) return bug
  }
  return undefined
}
