/**
 * Open bugs of job.create and job.update. A case is explained when the
 * disagreement disappears after removing the effects of known library
 * defects, each recognised precisely (which errors, which object paths);
 * the case is filed under the first of them in CATEGORY order.
 */
import {
  acceptedAnswers,
  canonicalJson,
  isRecord,
  jsonDiffPaths,
  mapStrings,
  unescapeGoQuote,
  type Classifier,
  type OpenBug,
} from './support'

export const CATEGORY = {
  decode: [
    'open-bug: request text decoding',
    "the API server's decoder answers (a 400 BadRequest text, strict-field warnings) differ: for job.create/job.update a decoding case dryRunCreateJob/dryRunUpdateJob does not reproduce yet; podTemplate.default's adapter reaches the defaults through defaultJob on a parsed object and has no decoding step (wrong JSON types, bad quantities)",
  ],
  options: [
    'open-bug: fieldValidation not validated',
    'an unsupported fieldValidation value is a 422 on CreateOptions/UpdateOptions upstream; the library answers otherwise',
  ],
  request: [
    'open-bug: request namespace and URL name not checked',
    "a body namespace other than the request's, or a name other than the URL's, is a 400 upstream; the library answers otherwise",
  ],
  conflict: [
    'open-bug: update conflicts are not Status answers',
    'a uid precondition failure or a stale resourceVersion is a 409 Conflict (a non-numeric resourceVersion a 500) upstream, and resourceVersion "0" is an unconditional update; the library answers otherwise',
  ],
  generateName: [
    'open-bug: generateName not applied',
    'the server names a Job from generateName plus a random suffix before validating; the library does not',
  ],
  templateValidation: [
    'open-bug: pod template validation incomplete',
    'most of ValidatePodTemplateSpec (containers, ports, env, volumes, tolerations, securityContext, dnsPolicy, resources, …) is not implemented, so those errors are missing',
  ],
  templateDefaults: [
    'open-bug: pod template defaults incomplete',
    'the core/v1 defaults of the pod template (terminationMessagePath/Policy, imagePullPolicy, dnsPolicy, schedulerName, securityContext, terminationGracePeriodSeconds, …) are not applied',
  ],
  jobLabels: [
    'open-bug: Job labels at validation time',
    "upstream's SetDefaults_Job shares the template's label map with the Job (so generated labels reach the Job's labels before validation) only when the template had labels; otherwise the Job's labels are empty until read back; the library validates other labels",
  ],
  generationBump: [
    'open-bug: generation bumped on an unchanged spec',
    'upstream compares specs with Semantic.DeepEqual (quantities by value, decoded forms); the library sees a change where there is none and bumps metadata.generation',
  ],
  templateImmutablePath: [
    'open-bug: immutable pod template reported at spec.template',
    'for a suspended Job whose template may change only in scheduling directives, upstream reports the immutable pod spec at spec.template.spec (value: the internal PodSpec); the library reports spec.template',
  ],
  badValueKeyOrder: [
    'open-bug: bad values of Go structs in sorted-key order',
    'upstream renders a struct bad value (such as ownerReferences) with its fields in declaration order; the library sorts the keys',
  ],
  pathSegment: [
    'open-bug: path-segment name checks missing',
    "names that cannot be a URL path segment ('.', '..', containing '/' or '%') get \"may not be '.'\" / \"may not contain '/'\" upstream; the library lacks these checks",
  ],
  dupErrors: [
    'open-bug: identical field errors repeated',
    'upstream reports an identical field error (same type, field, value, detail) once; the library repeats it',
  ],
  omitempty: [
    'open-bug: empty fields differ from Go JSON',
    "Go's JSON drops empty strings, lists and maps (omitempty; protobuf storage too) and always writes non-pointer structs ({}) and non-omitempty nil lists (null); the library keeps or omits them as given",
  ],
  quantityCanonical: [
    'open-bug: quantities not canonicalized',
    'a GET returns resource quantities in canonical form (1.5Gi → 1536Mi); the library keeps the input spelling',
  ],
  updateRevalidates: [
    'open-bug: update re-runs create-only checks',
    "on update the library re-checks the name format and the generated selector labels ('must be <uid>', '`selector` not auto-generated'), which upstream checks only on create",
  ],
  lengthWording: [
    'open-bug: "no more than N characters" messages',
    'upstream says "must be no more than N characters" for container names and Job names that are too long; the library says "N bytes"',
  ],
  goNames: [
    'open-bug: bad values of internal Go types',
    'upstream renders some bad values from internal types without JSON tags (the immutable spec.template as {"labels":…,"Spec":{"Volumes":…}}); the library renders wire JSON ({"metadata":…,"spec":…}). podFailurePolicy and successPolicy are rendered as upstream',
  ],
  goQuote: ['open-bug: %q printability (Unicode version)', ''],
  errorOrder: ['open-bug: field error order', 'the library reports the same field errors as upstream in another order'],
  warnings: [
    'open-bug: warnings not produced',
    'WarningsOnCreate/WarningsOnUpdate (names that are not DNS labels, deprecated node labels, …) are not produced',
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

const bodyOf = (input: unknown): { text: string; parsed: unknown } => {
  const text = isRecord(input) && typeof input['body'] === 'string' ? input['body'] : ''
  try {
    return { text, parsed: JSON.parse(text) as unknown }
  } catch {
    return { text, parsed: undefined }
  }
}

const generateNameOnly = (parsed: unknown): boolean => {
  const m = isRecord(parsed) ? parsed['metadata'] : undefined
  return (
    isRecord(m) &&
    typeof m['generateName'] === 'string' &&
    m['generateName'] !== '' &&
    (m['name'] === undefined || m['name'] === '')
  )
}

/** The name the answer gives the Job: the created object's, or the one in an Invalid message. */
const generatedName = (r: WriteResult): string => {
  if (r.outcome.ok) {
    const m = isRecord(r.outcome.object) ? r.outcome.object['metadata'] : undefined
    return isRecord(m) && typeof m['name'] === 'string' ? m['name'] : ''
  }
  const quoted = /^Job\.batch ("(?:[^"\\]|\\.)*") is invalid/.exec(r.outcome.status.message)?.[1]
  try {
    return quoted === undefined ? '' : (JSON.parse(quoted) as string)
  } catch {
    return quoted ?? ''
  }
}

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

/** Whether two texts are rearrangements of each other (the same characters). */
const sameCharacters = (a: string, b: string): boolean =>
  a.length === b.length && [...a].sort().join('') === [...b].sort().join('')

const isEmptyValue = (v: unknown): boolean =>
  v === null || v === '' || (Array.isArray(v) && v.length === 0) || (isRecord(v) && Object.keys(v).length === 0)

const isTemplateSpecError = (e: ApiError) =>
  e.field.startsWith('spec.template.spec.') || e.field === 'spec.template.spec'

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
    else if (p === 'metadata.generation' && typeof mine === 'number' && mine === Number(upstream) + 1)
      tags.add('generationBump')
    else return undefined
  }
  return tags
}

/** Explains one oracle answer; undefined when something unknown differs. */
const hasGoFieldNames = (v: unknown): boolean =>
  Array.isArray(v)
    ? v.some(hasGoFieldNames)
    : isRecord(v)
      ? Object.keys(v).some((k) => /^[A-Z]/.test(k) || hasGoFieldNames(v[k]))
      : false

const CREATE_ONLY_CHECK = (e: ApiError): boolean =>
  e.field === 'metadata.name' ||
  (e.field.startsWith('spec.template.metadata.labels[') && e.detail.startsWith('must be ')) ||
  (e.field === 'spec.selector' && e.detail === '`selector` not auto-generated')

/** resourceVersion "0" reported as a conflict (upstream: an unconditional update). */
const RV_ZERO = (e: ApiError): boolean =>
  e.field === 'metadata.resourceVersion' && e.badValue === '0' && e.detail.startsWith('the object has been modified')

const explain = (op: string, input: unknown, ours: WriteResult, theirs: WriteResult): Tag[] | undefined => {
  const body = bodyOf(input)
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
  if (!sameOutcome && !to.ok && /^(Create|Update)Options\.meta\.k8s\.io /.test(theirMessage)) return ['options']
  if (
    !sameOutcome &&
    !to.ok &&
    to.status.code === 400 &&
    /^the namespace of the (provided )?object|^the name of the object/.test(theirMessage)
  )
    return ['request']
  if (!sameOutcome && !to.ok && (to.status.code === 409 || to.status.code === 500)) return ['conflict']
  if (generateNameOnly(body.parsed) && generatedName(ours) !== generatedName(theirs)) return ['generateName']

  const tags = new Set<Tag>()
  if (canonicalJson(ours.warnings) !== canonicalJson(theirs.warnings)) tags.add('warnings')
  if (oo.ok && to.ok) {
    const objectTags = explainObjectDiff(oo.object, to.object, 'spec.template.spec')
    if (objectTags === undefined) return undefined
    for (const x of objectTags) tags.add(x)
  } else if (!oo.ok && !to.ok) {
    if (oo.status.code !== to.status.code || oo.status.reason !== to.status.reason) return undefined
    const key = (e: ApiError) => canonicalJson(e)
    let o = oo.status.errors.map((e) => {
      const m = /^must be no more than (\d+) bytes$/.exec(e.detail)
      const wording = m !== null ? { ...e, detail: `must be no more than ${m[1] as string} characters` } : undefined
      if (wording !== undefined && to.status.errors.some((x) => canonicalJson(x) === canonicalJson(wording))) {
        tags.add('lengthWording')
        return wording
      }
      return e
    })
    const mine = new Set(o.map(key))
    let t = to.status.errors.filter((e) => {
      if (!mine.has(key(e)) && isTemplateSpecError(e) && e.detail !== 'field is immutable') {
        tags.add('templateValidation')
        return false
      }
      return true
    })
    // The immutable-template error at spec.template.spec upstream, spec.template here.
    const immutableSpec = t.find((e) => e.field === 'spec.template.spec' && e.detail === 'field is immutable')
    if (
      immutableSpec !== undefined &&
      o.some((e) => e.field === 'spec.template' && e.detail === 'field is immutable')
    ) {
      tags.add('templateImmutablePath')
      o = o.map((e) => (e.field === 'spec.template' && e.detail === 'field is immutable' ? immutableSpec : e))
    }
    // A template upstream sees unchanged once both sides are defaulted (a field written null in the body,
    // defaulted in storage): the library, lacking that default, reports it immutable.
    const isImmutableTemplate = (e: ApiError) =>
      (e.field === 'spec.template' || e.field === 'spec.template.spec') && e.detail === 'field is immutable'
    if (op === 'job.update' && o.some(isImmutableTemplate) && !t.some(isImmutableTemplate)) {
      tags.add('templateDefaults')
      o = o.filter((e) => !isImmutableTemplate(e))
    }
    // resourceVersion "0" is an unconditional update upstream, not a conflict.
    if (o.some(RV_ZERO)) {
      tags.add('conflict')
      o = o.filter((e) => !RV_ZERO(e))
    }
    // Path-segment checks of the name (rest.ValidateObjectMetaAccessor) the library lacks.
    const pathSeg = (e: ApiError) =>
      (e.field === 'metadata.name' || e.field === 'metadata.generateName') && /^may not (be|contain) '/.test(e.detail)
    if (t.some(pathSeg) && !o.some(pathSeg)) {
      tags.add('pathSegment')
      t = t.filter((e) => !pathSeg(e))
      o = o.filter((e) => !(e.field === 'metadata.name' && t.every((x) => x.field !== 'metadata.name')))
    }
    const deduped = o.filter((e, i) => o.findIndex((x) => key(x) === key(e)) === i)
    if (deduped.length !== o.length) {
      tags.add('dupErrors')
      o = deduped
    }
    // Job labels: errors at metadata.labels that only one side reports.
    const theirKeys = new Set(t.map(key))
    const ourKeys = new Set(o.map(key))
    const labelOnly = (e: ApiError, other: Set<string>) => e.field === 'metadata.labels' && !other.has(key(e))
    if (o.some((e) => labelOnly(e, theirKeys)) || t.some((e) => labelOnly(e, ourKeys))) {
      tags.add('jobLabels')
      o = o.filter((e) => !labelOnly(e, theirKeys))
      t = t.filter((e) => !labelOnly(e, ourKeys))
    }
    if (op === 'job.update') {
      const theirKeys2 = new Set(t.map(key))
      const extra = o.filter((e) => !theirKeys2.has(key(e)) && CREATE_ONLY_CHECK(e))
      if (extra.length > 0) {
        tags.add('updateRevalidates')
        o = o.filter((e) => theirKeys2.has(key(e)) || !CREATE_ONLY_CHECK(e))
      }
    }
    // Bad values of internal Go types: same error, the value rendered with Go field names.
    t = t.map((e) => {
      const mineAt = o.find((x) => x.type === e.type && x.field === e.field && x.detail === e.detail)
      if (
        mineAt !== undefined &&
        'badValue' in e &&
        hasGoFieldNames(e.badValue) &&
        canonicalJson(mineAt) !== canonicalJson(e)
      ) {
        tags.add('goNames')
        return mineAt
      }
      return e
    })
    if (canonicalJson(o) !== canonicalJson(t)) {
      const unquote = (e: ApiError) => mapStrings(e, unescapeGoQuote) as ApiError
      const t2 = t.map(unquote)
      const o2 = o.map(unquote)
      if (canonicalJson(t2) !== canonicalJson(t) || canonicalJson(o2) !== canonicalJson(o)) {
        if (canonicalJson(t2) === canonicalJson(o2)) tags.add('goQuote')
        t = t2
        o = o2
      }
    }
    if (canonicalJson(o) !== canonicalJson(t)) {
      const sorted = (errs: ApiError[]) => errs.map(key).sort().join('\n')
      if (sorted(o) !== sorted(t)) return undefined
      tags.add('errorOrder')
    }
    if (tags.size === 0 && ourMessage !== theirMessage) {
      if (!sameCharacters(ourMessage, theirMessage)) return undefined
      tags.add('badValueKeyOrder')
    }
  } else if (
    !oo.ok &&
    to.ok &&
    op === 'job.update' &&
    oo.status.errors.length > 0 &&
    oo.status.errors.every((e) => CREATE_ONLY_CHECK(e) || RV_ZERO(e))
  ) {
    if (oo.status.errors.some(CREATE_ONLY_CHECK)) tags.add('updateRevalidates')
    if (oo.status.errors.some(RV_ZERO)) tags.add('conflict')
  } else if (oo.ok && !to.ok) {
    if (to.status.code !== 422 || !to.status.errors.every(isTemplateSpecError)) return undefined
    tags.add('templateValidation')
  } else {
    return undefined
  }
  return tags.size === 0 ? undefined : ORDER.filter((x) => tags.has(x))
}

const match = (_op: string, input: unknown, ours: unknown, theirs: unknown): OpenBug | undefined => {
  const o = asWrite(ours)
  if (o === undefined) return undefined
  let best: Tag[] | undefined
  for (const answer of acceptedAnswers(theirs)) {
    const t = asWrite(answer)
    if (t === undefined) continue
    const tags = explain(_op, input, o, t)
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
  categories: Object.fromEntries(ORDER.filter((t) => t !== 'goQuote').map((t) => CATEGORY[t])),
  match,
}
