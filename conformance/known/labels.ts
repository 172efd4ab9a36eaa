/** Open bugs of the label-selector ops (and the %q rendering every op shares). */
import {
  acceptedAnswers,
  canonicalJson,
  isRecord,
  jsonDiffPaths,
  mapStrings,
  single,
  someAnswer,
  unescapeGoQuote,
  type Classifier,
} from './support'

export const goQuotePrintability: Classifier = single(
  'open-bug: %q printability (Unicode version)',
  "Go's %q escapes code points that Go 1.26's Unicode tables (Unicode 15.0) do not list as printable; the library prints some of them raw (or escapes ones Go prints), following the JavaScript engine's newer Unicode tables",
  [
    'labels.parse',
    'labels.match',
    'labels.labelSelectorAsSelector',
    'labels.labelSelectorMatch',
    'labels.parseToLabelSelector',
    'labels.formatLabelSelector',
    'labels.selectorFromValidatedSet',
    'labels.validateLabelSelector',
    'labels.validateLabels',
    'job.create',
    'job.update',
    'podTemplate.validate',
  ],
  (_op, _input, ours, theirs) =>
    someAnswer(
      theirs,
      (a) => canonicalJson(mapStrings(ours, unescapeGoQuote)) === canonicalJson(mapStrings(a, unescapeGoQuote)),
    )
      ? `escaping differs at ${jsonDiffPaths(ours, acceptedAnswers(theirs)[0], 3).join(' ')}`
      : undefined,
)

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
  const sorted = (rs: ReqView[]) =>
    rs
      .map((r) => canonicalJson(r))
      .sort()
      .join('\n')
  const keys = (rs: ReqView[]) => rs.map((r) => r.key).join('\n')
  const parts = (s: unknown) => (typeof s === 'string' ? s.split(',').sort().join(',') : '')
  return sorted(a) === sorted(b) && keys(a) === keys(b) && parts(ours['string']) === parts(answer['string'])
}

/** formatLabelSelector: the same 13+ comma-separated requirements, in another order. */
const samePartsReordered = (ours: unknown, answer: unknown): boolean => {
  if (
    !isRecord(ours) ||
    !isRecord(answer) ||
    typeof ours['string'] !== 'string' ||
    typeof answer['string'] !== 'string'
  )
    return false
  if (isRecord(ours) && 'requirements' in ours) return false
  const a = ours['string'].split(',')
  const b = answer['string'].split(',')
  return a.length >= 13 && a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',')
}

export const pdqsortOrder: Classifier = single(
  'open-bug: LabelSelectorAsSelector order of 13+ requirements',
  "LabelSelectorAsSelector sorts its requirements with Go's unstable sort.Sort (pdqsort); with 13 or more requirements, same-key requirements come out in a different order than the library's",
  ['labels.labelSelectorAsSelector', 'labels.formatLabelSelector'],
  (_op, _input, ours, theirs) =>
    someAnswer(theirs, (a) => sameRequirementsReordered(ours, a) || samePartsReordered(ours, a))
      ? 'same requirements, same-key order differs'
      : undefined,
)
