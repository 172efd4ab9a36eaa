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

export interface OpenBug {
  readonly category: string
  readonly reason: string
}

export interface Classifier {
  /** `open-bug: <short name>`. */
  readonly category: string
  /** What is wrong in the library, one line. */
  readonly description: string
  readonly ops: readonly string[]
  /** A one-line reason when the case differs only because of this bug. */
  readonly match: (op: string, input: unknown, ours: unknown, theirs: unknown) => string | undefined
}

import { acceptedAnswers } from './harness/agreement'
import { canonicalJson, jsonDiffPaths } from './harness/json'

const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v)

/** Applies f to every string in a JSON value. */
const mapStrings = (v: unknown, f: (s: string) => string): unknown => {
  if (typeof v === 'string') return f(v)
  if (Array.isArray(v)) return v.map((x) => mapStrings(x, f))
  if (isRecord(v)) {
    const out: Record<string, unknown> = {}
    for (const k of Object.keys(v)) Object.defineProperty(out, k, { value: mapStrings(v[k], f), enumerable: true, writable: true, configurable: true })
    return out
  }
  return v
}

/** Some accepted oracle answer for which `test(ours, answer)` holds. */
const someAnswer = (theirs: unknown, test: (answer: unknown) => boolean): boolean => acceptedAnswers(theirs).some(test)

/** `\UXXXXXXXX` and non-ASCII `\uXXXX` escapes (Go %q of non-printable code points) turned back into the characters. */
const unescapeGoQuote = (s: string): string =>
  s.replace(/\\U([0-9a-f]{8})|\\u([0-9a-f]{4})/g, (m, long: string | undefined, short: string | undefined) => {
    const cp = parseInt(long ?? short ?? '', 16)
    return cp >= 0x80 && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : m
  })

const goQuotePrintability: Classifier = {
  category: 'open-bug: %q printability (Unicode version)',
  description:
    "Go's %q escapes code points that Go 1.26's Unicode tables (Unicode 15.0) do not list as printable; the library prints some of them raw (or escapes ones Go prints), following the JavaScript engine's newer Unicode tables",
  ops: ['labels.parse', 'labels.match', 'labels.labelSelectorAsSelector', 'labels.labelSelectorMatch', 'labels.parseToLabelSelector', 'labels.formatLabelSelector', 'labels.selectorFromValidatedSet', 'labels.validateLabelSelector', 'labels.validateLabels', 'job.create', 'job.update', 'podTemplate.validate'],
  match: (_op, _input, ours, theirs) =>
    someAnswer(theirs, (a) => canonicalJson(mapStrings(ours, unescapeGoQuote)) === canonicalJson(mapStrings(a, unescapeGoQuote)))
      ? `escaping differs at ${jsonDiffPaths(ours, acceptedAnswers(theirs)[0], 3).join(' ')}`
      : undefined,
}

interface ReqView {
  key: string
  operator: string
  values: string[]
}

const sameRequirementsReordered = (ours: unknown, answer: unknown): boolean => {
  if (!isRecord(ours) || !isRecord(answer) || ours['ok'] !== true || answer['ok'] !== true) return false
  const a = ours['requirements'] as ReqView[] | undefined
  const b = answer['requirements'] as ReqView[] | undefined
  if (!Array.isArray(a) || !Array.isArray(b) || a.length < 13 || a.length !== b.length) return false
  const sorted = (rs: ReqView[]) => rs.map((r) => canonicalJson(r)).sort().join('\n')
  const keys = (rs: ReqView[]) => rs.map((r) => r.key).join('\n')
  const parts = (s: unknown) => (typeof s === 'string' ? s.split(',').sort().join(',') : '')
  return sorted(a) === sorted(b) && keys(a) === keys(b) && parts(ours['string']) === parts(answer['string'])
}

/** formatLabelSelector: the same 13+ comma-separated requirements, in another order. */
const samePartsReordered = (ours: unknown, answer: unknown): boolean => {
  if (!isRecord(ours) || !isRecord(answer) || typeof ours['string'] !== 'string' || typeof answer['string'] !== 'string') return false
  if (isRecord(ours) && 'requirements' in ours) return false
  const a = ours['string'].split(',')
  const b = answer['string'].split(',')
  return a.length >= 13 && a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',')
}

const pdqsortOrder: Classifier = {
  category: 'open-bug: LabelSelectorAsSelector order of 13+ requirements',
  description:
    "LabelSelectorAsSelector sorts its requirements with Go's unstable sort.Sort (pdqsort); with 13 or more requirements, same-key requirements come out in a different order than the library's",
  ops: ['labels.labelSelectorAsSelector', 'labels.formatLabelSelector'],
  match: (_op, _input, ours, theirs) =>
    someAnswer(theirs, (a) => sameRequirementsReordered(ours, a) || samePartsReordered(ours, a))
      ? 'same requirements, same-key order differs'
      : undefined,
}

export const classifiers: Classifier[] = [goQuotePrintability, pdqsortOrder]

export const classifyOpenBug = (op: string, input: unknown, ours: unknown, theirs: unknown): OpenBug | undefined => {
  for (const c of classifiers) {
    if (!c.ops.includes(op)) continue
    const reason = c.match(op, input, ours, theirs)
    if (reason !== undefined) return { category: c.category, reason }
  }
  return undefined
}
