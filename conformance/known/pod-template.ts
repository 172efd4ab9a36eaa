/** Open bugs of podTemplate.default (the template defaults, reached through defaultJob) and podTemplate.validate. */
import * as E from 'fp-ts/lib/Either.js'
import { parseQuantity, quantityMilliValue } from '../../src/core/index'
import { CATEGORY, explainObjectDiff, type Tag } from './writes'
import { acceptedAnswers, canonicalJson, isRecord, jsonDiffPaths, type Classifier, type OpenBug } from './support'

const ORDER: Tag[] = ['decode', 'templateDefaults', 'omitempty', 'quantityCanonical']

const match = (_op: string, _input: unknown, ours: unknown, theirs: unknown): OpenBug | undefined => {
  const answer = acceptedAnswers(theirs)[0]
  if (!isRecord(ours) || !isRecord(answer)) return undefined
  let tags: Set<Tag> | undefined
  if (answer['ok'] === false) tags = new Set<Tag>(['decode'])
  else if (ours['ok'] === true && answer['ok'] === true)
    tags = explainObjectDiff(ours['template'], answer['template'], 'spec')
  if (tags === undefined || tags.size === 0) return undefined
  const ordered = ORDER.filter((t) => tags.has(t))
  const first = ordered[0] as Tag
  const also = ordered.slice(1).map((t) => CATEGORY[t][0].replace('open-bug: ', ''))
  return {
    category: CATEGORY[first][0],
    reason: `${jsonDiffPaths(ours, answer, 3).join(' ')}${also.length > 0 ? `; also: ${also.join(', ')}` : ''}`,
  }
}

export const podTemplateClassifier: Classifier = {
  ops: ['podTemplate.default'],
  categories: Object.fromEntries(ORDER.map((t) => CATEGORY[t])),
  match,
}

/**
 * podTemplate.validate with `defaults` on: the library validates the
 * template after `defaultJob`, which does not apply the core/v1 pod
 * template defaults yet (see podTemplate.default above). The case differs
 * only by that when the oracle's errors are, in order, a subsequence of
 * ours and every extra error of ours is one a pod default would have
 * prevented (a required field the defaults fill, the `serviceAccount`
 * alias, a volume without a source — defaulted to emptyDir — and the
 * mounts of such a volume, probe thresholds and HTTP scheme), or
 * differ from the oracle's only by quantities the defaults round up to
 * milli scale.
 */
const DEFAULTED: ReadonlyArray<(e: ApiError) => boolean> = [
  (e) => e.type === 'FieldValueRequired' && /\.fieldRef\.apiVersion$/.test(e.field),
  (e) => e.type === 'FieldValueRequired' && /\.httpGet\.path$/.test(e.field),
  (e) => e.type === 'FieldValueRequired' && /\.ports\[\d+\]\.protocol$/.test(e.field),
  (e) => e.type === 'FieldValueRequired' && /\.(terminationMessagePolicy|imagePullPolicy)$/.test(e.field),
  (e) =>
    e.type === 'FieldValueRequired' &&
    /^spec\.template\.spec\.(dnsPolicy|restartPolicy|terminationGracePeriodSeconds)$/.test(e.field),
  (e) => e.type === 'FieldValueInvalid' && e.field === 'spec.template.spec.deprecatedServiceAccount',
  (e) =>
    e.type === 'FieldValueRequired' &&
    /^spec\.template\.spec\.volumes\[\d+\]$/.test(e.field) &&
    e.detail === 'must specify a volume type',
  (e) => e.type === 'FieldValueInvalid' && /Probe\.successThreshold$/.test(e.field) && e.badValue === 0,
  (e) => e.type === 'FieldValueNotSupported' && /\.httpGet\.scheme$/.test(e.field) && e.badValue === '',
]

interface ApiError {
  readonly type: string
  readonly field: string
  readonly detail: string
  readonly badValue?: unknown
}

const isSubsequence = (small: readonly string[], big: readonly string[]): boolean => {
  let j = 0
  for (const s of big) if (j < small.length && s === small[j]) j++
  return j === small.length
}

/** Two quantity texts equal once rounded up to milli scale (what the ResourceList defaults do). */
const sameMilli = (a: unknown, b: unknown): boolean => {
  if (typeof a !== 'string' || typeof b !== 'string') return false
  const qa = parseQuantity(a)
  const qb = parseQuantity(b)
  return E.isRight(qa) && E.isRight(qb) && quantityMilliValue(qa.right) === quantityMilliValue(qb.right)
}

/** Our error, or the oracle's when they differ only by the milli rounding of a quantity. */
const roundedLike = (e: ApiError, their: readonly ApiError[]): ApiError => {
  const last = (d: string): string => d.slice(d.lastIndexOf(' ') + 1)
  const twin = their.find(
    (t) =>
      t.type === e.type &&
      t.field === e.field &&
      (t.detail === e.detail ||
        (t.detail.slice(0, t.detail.lastIndexOf(' ')) === e.detail.slice(0, e.detail.lastIndexOf(' ')) &&
          sameMilli(last(t.detail), last(e.detail)))) &&
      (canonicalJson(t.badValue) === canonicalJson(e.badValue) || sameMilli(t.badValue, e.badValue)),
  )
  return twin ?? e
}

/** Whether every item of `small` occurs in `big` (as multisets). */
const contains = (small: readonly string[], big: readonly string[]): boolean => {
  const left = new Map<string, number>()
  for (const b of big) left.set(b, (left.get(b) ?? 0) + 1)
  for (const s of small) {
    const n = left.get(s) ?? 0
    if (n === 0) return false
    left.set(s, n - 1)
  }
  return true
}

const validateMatch = (_op: string, input: unknown, ours: unknown, theirs: unknown): OpenBug | undefined => {
  if (!isRecord(input) || !isRecord(ours) || ours['ok'] !== true) return undefined
  const defaults = input['defaults'] !== false
  const answers = acceptedAnswers(theirs).filter((a) => isRecord(a) && a['ok'] === true) as Array<
    Record<string, unknown>
  >
  const allTheirs = answers.flatMap((a) => (a['errors'] ?? []) as ApiError[])
  const original = (ours['errors'] ?? []) as ApiError[]
  const mine = defaults ? original.map((e) => roundedLike(e, allTheirs)) : original
  const mineText = mine.map((e) => canonicalJson(e))
  // A volume with an error is left out of the volume map, so its mounts are "not found" too.
  const volumeTypeMissing = mine.some(
    (e) => /^spec\.template\.spec\.volumes\[\d+\]/.test(e.field) && DEFAULTED.some((f) => f(e)),
  )
  const rounded = mine.some((e, i) => canonicalJson(e) !== canonicalJson(original[i]))
  for (const answer of answers) {
    const their = ((answer['errors'] ?? []) as ApiError[]).map((e) => canonicalJson(e))
    if (!contains(their, mineText)) continue
    const extra = mine.filter((_, i) => !their.includes(mineText[i] as string))
    const explained = extra.every(
      (e) =>
        DEFAULTED.some((f) => f(e)) ||
        (volumeTypeMissing && e.type === 'FieldValueNotFound' && /\.volumeMounts\[\d+\]\.name$/.test(e.field)),
    )
    if (!explained || (!defaults && extra.length > 0)) continue
    const inOrder = isSubsequence(
      their,
      mineText.filter((t) => their.includes(t)),
    )
    // Another order is no category: the oracle answers every order Go's map iteration gives
    // (conformance/oracle/cmd/oracle/map_order.go), so one it lacks is a real difference.
    if (!inOrder) continue
    if (extra.length > 0 || rounded) {
      const fields = [...new Set(extra.map((e) => e.field.replace(/\[\d+\]/g, '[]')))].slice(0, 4)
      return {
        category: TEMPLATE_DEFAULTS_BEFORE_VALIDATION[0],
        reason: `errors the pod defaults prevent: ${fields.join(' ')}`,
      }
    }
  }
  return undefined
}

const TEMPLATE_DEFAULTS_BEFORE_VALIDATION = [
  'open-bug: pod template defaults not applied before validation',
  'podTemplate.validate with defaults: the library validates after defaultJob, which does not apply the core/v1 pod template defaults yet, so it also reports the required fields and aliases those defaults fill',
] as const

export const podTemplateValidateClassifier: Classifier = {
  ops: ['podTemplate.validate'],
  categories: {
    [TEMPLATE_DEFAULTS_BEFORE_VALIDATION[0]]: TEMPLATE_DEFAULTS_BEFORE_VALIDATION[1],
  },
  match: validateMatch,
}
