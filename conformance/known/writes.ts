/**
 * Open bugs of job.create and job.update. A case is explained when the
 * disagreement disappears after removing the effects of known library
 * defects, each recognised precisely (which errors, which object paths);
 * the case is filed under the first of them in CATEGORY order.
 */
import { acceptedAnswers, canonicalJson, isRecord, jsonDiffPaths, type Classifier, type OpenBug } from './support'

export const CATEGORY = {
  decode: [
    'open-bug: request text decoding',
    "the API server's decoder answers (a 400 BadRequest text, strict-field warnings) differ: for job.create/job.update a decoding case dryRunCreateJob/dryRunUpdateJob does not reproduce yet; podTemplate.default's adapter reaches the defaults through defaultJob on a parsed object and has no decoding step (wrong JSON types, bad quantities)",
  ],
  templateDefaults: [
    'open-bug: pod template defaults incomplete',
    'the core/v1 defaults of the pod template (terminationMessagePath/Policy, imagePullPolicy, dnsPolicy, schedulerName, securityContext, terminationGracePeriodSeconds, …) are not applied',
  ],
  omitempty: [
    'open-bug: empty fields differ from Go JSON',
    "Go's JSON drops empty strings, lists and maps (omitempty; protobuf storage too) and always writes non-pointer structs ({}) and non-omitempty nil lists (null); the library keeps or omits them as given",
  ],
  quantityCanonical: [
    'open-bug: quantities not canonicalized',
    'a GET returns resource quantities in canonical form (1.5Gi → 1536Mi); the library keeps the input spelling',
  ],
} as const
export type Tag = keyof typeof CATEGORY
const ORDER = Object.keys(CATEGORY) as Tag[]

interface ApiError {
  type: string
  field: string
  detail: string
  badValue?: unknown
}
interface Status {
  code: number
  reason: string
  message: string
  errors: ApiError[]
}
type Outcome = { ok: true; object: unknown } | { ok: false; status: Status }
interface WriteResult {
  outcome: Outcome
  warnings: string[]
}

const asWrite = (v: unknown): WriteResult | undefined =>
  isRecord(v) && isRecord(v['outcome']) && Array.isArray(v['warnings']) ? (v as unknown as WriteResult) : undefined

const DECODE_TEXT =
  /cannot be handled as a |the object provided is unrecognized|does not match the expected API version|\(adapter\) the body is not JSON/
const UNKNOWN_FIELD_NAMES = new Set([
  'replicas',
  'Parallelism',
  'foo',
  'selfLink',
  'labelz',
  'status2',
  'Spec',
  'restartpolicy',
  'cmd',
])

/** The value at a jsonDiffPaths path (keys may contain dots, e.g. nvidia.com/gpu). */
const at = (v: unknown, path: string): unknown => {
  const parts = path.split(/\.|\[(\d+)\]/).filter((x) => x !== undefined && x !== '')
  let cur = v
  for (let i = 0; i < parts.length; i++) {
    if (cur === null || typeof cur !== 'object') return undefined
    let key = parts[i] as string
    while (!Object.hasOwn(cur, key) && i + 1 < parts.length) key = `${key}.${parts[++i] as string}`
    cur = (cur as Record<string, unknown>)[key]
  }
  return cur
}

const isEmptyValue = (v: unknown): boolean =>
  v === null || v === '' || (Array.isArray(v) && v.length === 0) || (isRecord(v) && Object.keys(v).length === 0)

/**
 * Tags for the paths where two objects differ (a GET result, a defaulted
 * template); undefined when some difference is none of them.
 */
export const explainObjectDiff = (
  mineObj: unknown,
  theirObj: unknown,
  templateSpecPrefix: string,
): Set<Tag> | undefined => {
  const tags = new Set<Tag>()
  for (const p of jsonDiffPaths(mineObj, theirObj, 1000)) {
    const mine = at(mineObj, p)
    const upstream = at(theirObj, p)
    const last = p.split('.').pop() ?? ''
    if (
      p.startsWith(templateSpecPrefix) &&
      mine === undefined &&
      upstream !== undefined &&
      upstream !== null &&
      !isEmptyValue(upstream)
    )
      tags.add('templateDefaults')
    else if (upstream === undefined && UNKNOWN_FIELD_NAMES.has(last)) tags.add('decode')
    else if ((upstream === undefined || isEmptyValue(upstream)) && (mine === undefined || isEmptyValue(mine)))
      tags.add('omitempty')
    else if (
      /\.resources\.(limits|requests)\./.test(p) &&
      (typeof mine === 'string' || typeof mine === 'number') &&
      typeof upstream === 'string'
    )
      tags.add('quantityCanonical')
    else if (upstream === undefined && (mine === false || mine === 0)) tags.add('omitempty')
    else return undefined
  }
  return tags
}

/** Explains one oracle answer; undefined when something unknown differs. */
const explain = (op: string, ours: WriteResult, theirs: WriteResult): Tag[] | undefined => {
  const to = theirs.outcome
  const oo = ours.outcome
  const theirMessage = to.ok ? '' : to.status.message
  const ourMessage = oo.ok ? '' : oo.status.message
  // The request steps (decoding, options, namespace and name, preconditions) are a category only where they answer differently.
  const sameOutcome = canonicalJson(oo) === canonicalJson(to)
  const strictWarnings = (w: readonly string[]) => canonicalJson(w.filter((x) => /^(unknown|duplicate) field /.test(x)))
  const decodeAnswer = DECODE_TEXT.test(theirMessage) || DECODE_TEXT.test(ourMessage)
  if ((decodeAnswer && !sameOutcome) || strictWarnings(ours.warnings) !== strictWarnings(theirs.warnings))
    return ['decode']

  const tags = new Set<Tag>()
  if (canonicalJson(ours.warnings) !== canonicalJson(theirs.warnings)) return undefined
  if (oo.ok && to.ok) {
    const objectTags = explainObjectDiff(oo.object, to.object, 'spec.template.spec')
    if (objectTags === undefined) return undefined
    for (const x of objectTags) tags.add(x)
  } else if (!oo.ok && !to.ok) {
    if (oo.status.code !== to.status.code || oo.status.reason !== to.status.reason) return undefined
    let o = oo.status.errors
    const t = to.status.errors
    // A template upstream sees unchanged once both sides are defaulted (a field written null in the body,
    // defaulted in storage): the library, lacking that default, reports it immutable.
    const isImmutableTemplate = (e: ApiError) =>
      (e.field === 'spec.template' || e.field === 'spec.template.spec') && e.detail === 'field is immutable'
    if (op === 'job.update' && o.some(isImmutableTemplate) && !t.some(isImmutableTemplate)) {
      tags.add('templateDefaults')
      o = o.filter((e) => !isImmutableTemplate(e))
    }
    // Another order of the same errors is no category: the oracle answers every order Go's map iteration
    // gives (conformance/oracle/cmd/oracle/map_order.go), so one it lacks is a real difference.
    if (canonicalJson(o) !== canonicalJson(t)) return undefined
    if (tags.size === 0 && ourMessage !== theirMessage) return undefined
  } else {
    return undefined
  }
  return tags.size === 0 ? undefined : ORDER.filter((x) => tags.has(x))
}

const match = (_op: string, _input: unknown, ours: unknown, theirs: unknown): OpenBug | undefined => {
  const o = asWrite(ours)
  if (o === undefined) return undefined
  let best: Tag[] | undefined
  for (const answer of acceptedAnswers(theirs)) {
    const t = asWrite(answer)
    if (t === undefined) continue
    const tags = explain(_op, o, t)
    if (tags !== undefined && (best === undefined || tags.length < best.length)) best = tags
  }
  if (best === undefined || best.length === 0) return undefined
  const first = best[0] as Tag
  const also = best.slice(1).map((t) => CATEGORY[t][0].replace('open-bug: ', ''))
  const where = jsonDiffPaths(ours, acceptedAnswers(theirs)[0], 3).join(' ')
  return { category: CATEGORY[first][0], reason: `${where}${also.length > 0 ? `; also: ${also.join(', ')}` : ''}` }
}

export const writeOpsClassifier: Classifier = {
  ops: ['job.create', 'job.update'],
  categories: Object.fromEntries(ORDER.map((t) => CATEGORY[t])),
  match,
}
