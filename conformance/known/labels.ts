/** Open bugs of the label-selector ops. */
import { canonicalJson, isRecord, single, someAnswer, type Classifier } from './support'

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
