/**
 * Open bugs of controller.syncJob. Like the write ops, a case is explained
 * when removing the effects of known defects leaves the two answers equal
 * (compared as the OpSpec compares them).
 */
import { comparable } from '../ops/controller'
import { acceptedAnswers, canonicalJson, isRecord, jsonDiffPaths, type Classifier, type OpenBug } from './support'

const CATEGORY = {
  recordedPodOrder: [
    'open-bug: recorded answer lacks a pod-order variant',
    "upstream lists pods in Go map order, and which failed pod's FailJob message it reports depends on it; the oracle runs each case several times and answers every variant it saw, but the recording of these cases saw only some (re-running the oracle on them gives the library's answer among the variants); the library reports the first matching pod in list order. A re-record with more runs settles them",
  ],
} as const
type Tag = keyof typeof CATEGORY
const ORDER = Object.keys(CATEGORY) as Tag[]

const FAIL_JOB_MESSAGE = /^Container .+ for pod [^ ]+ failed with exit code -?\d+ matching FailJob rule at index \d+$/

/** The FailJob message with the pod name blanked, or `undefined` for other messages. */
const withoutPod = (m: unknown): string | undefined =>
  typeof m === 'string' && FAIL_JOB_MESSAGE.test(m) ? m.replace(/ for pod [^ ]+ /, ' for pod _ ') : undefined

const explain = (ours: unknown, theirs: unknown): Tag[] | undefined => {
  const o = structuredClone(comparable(ours)) as Record<string, unknown>
  const t = structuredClone(comparable(theirs)) as Record<string, unknown>
  if (!isRecord(o) || !isRecord(t)) return undefined
  const tags = new Set<Tag>()
  const os = o['status']
  const ts = t['status']
  const oc = isRecord(os) && Array.isArray(os['conditions']) ? os['conditions'] : []
  const tc = isRecord(ts) && Array.isArray(ts['conditions']) ? ts['conditions'] : []
  if (oc.length === tc.length) {
    for (let k = 0; k < oc.length; k++) {
      const a = oc[k]
      const b = tc[k]
      if (!isRecord(a) || !isRecord(b) || a['message'] === b['message']) continue
      const x = withoutPod(a['message'])
      if (x !== undefined && x === withoutPod(b['message'])) {
        a['message'] = b['message']
        tags.add('recordedPodOrder')
      }
    }
  }
  if (canonicalJson(o) !== canonicalJson(t)) return undefined
  return tags.size === 0 ? undefined : ORDER.filter((x) => tags.has(x))
}

const match = (_op: string, _input: unknown, ours: unknown, theirs: unknown): OpenBug | undefined => {
  let best: Tag[] | undefined
  for (const answer of acceptedAnswers(theirs)) {
    const tags = explain(ours, answer)
    if (tags !== undefined && (best === undefined || tags.length < best.length)) best = tags
  }
  if (best === undefined) return undefined
  const first = best[0] as Tag
  const also = best.slice(1).map((t) => CATEGORY[t][0].replace('open-bug: ', ''))
  const where = jsonDiffPaths(comparable(ours), comparable(acceptedAnswers(theirs)[0]), 3).join(' ')
  return { category: CATEGORY[first][0], reason: `${where}${also.length > 0 ? `; also: ${also.join(', ')}` : ''}` }
}

export const controllerClassifier: Classifier = {
  ops: ['controller.syncJob'],
  categories: Object.fromEntries(ORDER.map((t) => CATEGORY[t])),
  match,
}
