/**
 * Open bugs of controller.syncJob. Like the write ops, a case is explained
 * when removing the effects of known library defects leaves the two answers
 * equal (compared as the OpSpec compares them).
 */
import { comparable } from '../ops/controller'
import { acceptedAnswers, canonicalJson, isRecord, jsonDiffPaths, type Classifier, type OpenBug } from './support'

const CATEGORY = {
  suspendStartTime: [
    'open-bug: startTime kept when a Job is suspended',
    'upstream clears status.startTime when it suspends a started Job (so activeDeadlineSeconds restarts on resume); the library keeps it',
  ],
  indexedSuccess: [
    'open-bug: Indexed success counting with unusual indexes',
    'with succeeded pods whose completion index is invalid, repeated or out of range, or already in uncountedTerminatedPods, upstream counts status.succeeded (and warns TooManySucceededPods) differently',
  ],
} as const
type Tag = keyof typeof CATEGORY
const ORDER = Object.keys(CATEGORY) as Tag[]

/** An Indexed Job with a succeeded pod whose index is invalid, repeated or out of range, or uncounted successes. */
const unusualIndexedSuccess = (input: unknown): boolean => {
  const job = isRecord(input) ? input['job'] : undefined
  const spec = isRecord(job) ? job['spec'] : undefined
  const status = isRecord(job) ? job['status'] : undefined
  if (!isRecord(spec) || spec['completionMode'] !== 'Indexed') return false
  const completions = typeof spec['completions'] === 'number' ? spec['completions'] : 0
  const uncounted =
    isRecord(status) && isRecord(status['uncountedTerminatedPods'])
      ? status['uncountedTerminatedPods']['succeeded']
      : undefined
  if (Array.isArray(uncounted) && uncounted.length > 0) return true
  const seen = new Set<string>()
  const pods = isRecord(input) && Array.isArray(input['pods']) ? input['pods'] : []
  for (const p of pods) {
    if (!isRecord(p) || !isRecord(p['status']) || p['status']['phase'] !== 'Succeeded') continue
    const ann = isRecord(p['metadata']) && isRecord(p['metadata']['annotations']) ? p['metadata']['annotations'] : {}
    const ix = ann['batch.kubernetes.io/job-completion-index']
    if (typeof ix !== 'string' || !/^\d+$/.test(ix) || Number(ix) >= completions || seen.has(ix)) return true
    seen.add(ix)
  }
  return false
}

const explain = (input: unknown, ours: unknown, theirs: unknown): Tag[] | undefined => {
  const o = structuredClone(comparable(ours)) as Record<string, unknown>
  const t = structuredClone(comparable(theirs)) as Record<string, unknown>
  if (!isRecord(o) || !isRecord(t)) return undefined
  const job = isRecord(input) ? input['job'] : undefined
  const tags = new Set<Tag>()
  const os = o['status']
  const ts = t['status']
  const spec = isRecord(job) ? job['spec'] : undefined
  if (
    isRecord(spec) &&
    spec['suspend'] === true &&
    isRecord(os) &&
    isRecord(ts) &&
    os['startTime'] !== undefined &&
    ts['startTime'] === undefined
  ) {
    delete os['startTime']
    tags.add('suspendStartTime')
  }
  if (canonicalJson(o) !== canonicalJson(t) && unusualIndexedSuccess(input)) {
    const rest = jsonDiffPaths(o, t, 50)
    if (rest.every((p) => /^status\.(succeeded|completedIndexes)$|^events/.test(p))) {
      tags.add('indexedSuccess')
      return ORDER.filter((x) => tags.has(x))
    }
  }
  if (canonicalJson(o) !== canonicalJson(t)) return undefined
  return tags.size === 0 ? undefined : ORDER.filter((x) => tags.has(x))
}

const match = (_op: string, input: unknown, ours: unknown, theirs: unknown): OpenBug | undefined => {
  let best: Tag[] | undefined
  for (const answer of acceptedAnswers(theirs)) {
    const tags = explain(input, ours, answer)
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
