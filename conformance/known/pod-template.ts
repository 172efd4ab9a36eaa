/** Open bugs of podTemplate.default (the template defaults, reached through defaultJob). */
import { CATEGORY, explainObjectDiff, type Tag } from './writes'
import { acceptedAnswers, isRecord, jsonDiffPaths, type Classifier, type OpenBug } from './support'

const ORDER: Tag[] = ['decode', 'templateDefaults', 'omitempty', 'quantityCanonical']

const match = (_op: string, _input: unknown, ours: unknown, theirs: unknown): OpenBug | undefined => {
  const answer = acceptedAnswers(theirs)[0]
  if (!isRecord(ours) || !isRecord(answer)) return undefined
  let tags: Set<Tag> | undefined
  if (answer['ok'] === false) tags = new Set<Tag>(['decode'])
  else if (ours['ok'] === true && answer['ok'] === true) tags = explainObjectDiff(ours['template'], answer['template'], 'spec')
  if (tags === undefined || tags.size === 0) return undefined
  const ordered = ORDER.filter((t) => tags.has(t))
  const first = ordered[0] as Tag
  const also = ordered.slice(1).map((t) => CATEGORY[t][0].replace('open-bug: ', ''))
  return { category: CATEGORY[first][0], reason: `${jsonDiffPaths(ours, answer, 3).join(' ')}${also.length > 0 ? `; also: ${also.join(', ')}` : ''}` }
}

export const podTemplateClassifier: Classifier = {
  ops: ['podTemplate.default'],
  categories: Object.fromEntries(ORDER.map((t) => CATEGORY[t])),
  match,
}
