/**
 * Selector generation for automatic-mode Jobs (the selector-generation
 * design; upstream `generateSelector` in `pkg/registry/batch/job/strategy.go`).
 *
 * Two behaviours, picked by `compat`:
 * - `'upstream'`: a label or selector key that already exists is never
 *   touched, whatever its value (validation rejects conflicts later).
 * - `'design'`: the system labels always end up with this Job's values;
 *   stale values copied from another Job are replaced (design use case 7),
 *   in the template labels, the selector's `matchLabels` and the Job's own
 *   labels. Every other label and selector entry is kept.
 *
 * @module
 */
import { CONTROLLER_UID_LABEL, JOB_NAME_LABEL, LEGACY_CONTROLLER_UID_LABEL, LEGACY_JOB_NAME_LABEL } from './constants'
import { copyRecord, isNil, isRecord, ownField, setOwn, withFields, type JsonRecord } from './json'

/**
 * Everything generation needs besides the Job.
 *
 * @example
 * const g: GenerationParams = { uid: 'u1', name: 'pi', labelScheme: 'current', compat: 'design', uniqueLabelKey: undefined }
 */
export interface GenerationParams {
  readonly uid: string
  readonly name: string
  readonly labelScheme: 'current' | 'legacy'
  readonly compat: 'design' | 'upstream'
  readonly uniqueLabelKey: string | undefined
}

/**
 * The label keys one generation writes.
 *
 * @example
 * generatedKeys({ uid: 'u', name: 'n', labelScheme: 'legacy', compat: 'design', uniqueLabelKey: undefined })
 * // { nameKeys: ['job-name'], uidKeys: ['controller-uid'], selectorKey: 'controller-uid' }
 */
export interface GeneratedKeys {
  readonly nameKeys: readonly string[]
  readonly uidKeys: readonly string[]
  readonly selectorKey: string
}

const CURRENT_SCHEME_KEYS: GeneratedKeys = /* @__PURE__ */ Object.freeze({
  nameKeys: /* @__PURE__ */ Object.freeze([LEGACY_JOB_NAME_LABEL, JOB_NAME_LABEL]),
  uidKeys: /* @__PURE__ */ Object.freeze([LEGACY_CONTROLLER_UID_LABEL, CONTROLLER_UID_LABEL]),
  selectorKey: CONTROLLER_UID_LABEL,
})

const LEGACY_SCHEME_KEYS: GeneratedKeys = /* @__PURE__ */ Object.freeze({
  nameKeys: /* @__PURE__ */ Object.freeze([LEGACY_JOB_NAME_LABEL]),
  uidKeys: /* @__PURE__ */ Object.freeze([LEGACY_CONTROLLER_UID_LABEL]),
  selectorKey: LEGACY_CONTROLLER_UID_LABEL,
})

/**
 * Which label keys generation uses for a scheme (and, in design mode, a
 * user-chosen uid key), in upstream's order.
 *
 * @example
 * generatedKeys({ uid: 'u', name: 'n', labelScheme: 'current', compat: 'upstream', uniqueLabelKey: undefined })
 * // { nameKeys: ['job-name', 'batch.kubernetes.io/job-name'],
 * //   uidKeys: ['controller-uid', 'batch.kubernetes.io/controller-uid'],
 * //   selectorKey: 'batch.kubernetes.io/controller-uid' }
 */
export const generatedKeys = (p: GenerationParams): GeneratedKeys => {
  const current = p.labelScheme === 'current'
  if (p.compat === 'design' && p.uniqueLabelKey !== undefined) {
    const nameKeys = current ? [LEGACY_JOB_NAME_LABEL, JOB_NAME_LABEL] : [LEGACY_JOB_NAME_LABEL]
    return { nameKeys, uidKeys: [p.uniqueLabelKey], selectorKey: p.uniqueLabelKey }
  }
  // The two fixed schemes are shared constants (nothing to build per Job).
  return current ? CURRENT_SCHEME_KEYS : LEGACY_SCHEME_KEYS
}

const NAME_KEYS = [LEGACY_JOB_NAME_LABEL, JOB_NAME_LABEL]
const UID_KEYS = [LEGACY_CONTROLLER_UID_LABEL, CONTROLLER_UID_LABEL]

/** The value design mode owns for a system key, or `undefined` for other keys. */
const systemValue = (key: string, p: GenerationParams): string | undefined =>
  NAME_KEYS.includes(key)
    ? p.name
    : UID_KEYS.includes(key) || (p.compat === 'design' && key === p.uniqueLabelKey)
      ? p.uid
      : undefined

const replaceOne = (labels: JsonRecord, out: Record<string, unknown> | undefined, key: string, p: GenerationParams) => {
  const value = systemValue(key, p)
  if (value === undefined || !Object.hasOwn(labels, key) || labels[key] === value) return out
  const next = out ?? copyRecord(labels)
  setOwn(next, key, value)
  return next
}

/**
 * Design mode: a copy of `labels` where every system key that is present
 * carries this Job's value. Returns `labels` itself when nothing changes.
 */
const replaceSystemValues = (labels: JsonRecord, p: GenerationParams): JsonRecord => {
  let out: Record<string, unknown> | undefined
  for (const key of NAME_KEYS) out = replaceOne(labels, out, key, p)
  for (const key of UID_KEYS) out = replaceOne(labels, out, key, p)
  if (p.compat === 'design' && p.uniqueLabelKey !== undefined) out = replaceOne(labels, out, p.uniqueLabelKey, p)
  return out ?? labels
}

/**
 * Adds the generated labels to a template label map (nil → a new map):
 * upstream mode only where the key is absent, design mode always, plus
 * replacing stale system values.
 *
 * @example
 * generateTemplateLabels({ app: 'web' }, { uid: 'u', name: 'n', labelScheme: 'legacy', compat: 'upstream', uniqueLabelKey: undefined })
 * // { app: 'web', 'job-name': 'n', 'controller-uid': 'u' }
 */
export const generateTemplateLabels = (labels: unknown, p: GenerationParams): JsonRecord => {
  const base: JsonRecord = isRecord(labels) ? labels : {}
  const keys = generatedKeys(p)
  const design = p.compat === 'design'
  const out = copyRecord(design ? replaceSystemValues(base, p) : base)
  for (const key of keys.nameKeys) if (design || !Object.hasOwn(out, key)) setOwn(out, key, p.name)
  for (const key of keys.uidKeys) if (design || !Object.hasOwn(out, key)) setOwn(out, key, p.uid)
  return out
}

/**
 * Generates the selector: nil → `{}`, nil `matchLabels` → `{}`, then the uid
 * key is added (upstream: only when absent; design: always, and stale system
 * values in `matchLabels` are replaced). `matchExpressions` are kept as
 * given. A selector that is not an object is returned unchanged.
 *
 * @example
 * generateSelectorObject(undefined, { uid: 'u', name: 'n', labelScheme: 'current', compat: 'upstream', uniqueLabelKey: undefined })
 * // { matchLabels: { 'batch.kubernetes.io/controller-uid': 'u' } }
 */
export const generateSelectorObject = (selector: unknown, p: GenerationParams): unknown => {
  if (!isNil(selector) && !isRecord(selector)) return selector
  const matchLabels = ownField(selector, 'matchLabels')
  if (!isNil(matchLabels) && !isRecord(matchLabels)) return selector
  const design = p.compat === 'design'
  const base: JsonRecord = isRecord(matchLabels) ? matchLabels : {}
  const out = copyRecord(design ? replaceSystemValues(base, p) : base)
  const key = generatedKeys(p).selectorKey
  if (design || !Object.hasOwn(out, key)) setOwn(out, key, p.uid)
  return withFields(selector, { matchLabels: out })
}

/**
 * Design mode: the Job's own labels with stale system values replaced (keys
 * that are absent are not added here; the Job-labels default copies them).
 *
 * @example
 * replaceJobLabelValues({ 'controller-uid': 'old', app: 'a' }, { uid: 'new', name: 'n', labelScheme: 'current', compat: 'design', uniqueLabelKey: undefined })
 * // { 'controller-uid': 'new', app: 'a' }
 */
export const replaceJobLabelValues = (labels: unknown, p: GenerationParams): unknown =>
  isRecord(labels) ? replaceSystemValues(labels, p) : labels

/**
 * Selector generation on a defaulted batch/v1 spec in automatic mode
 * (`manualSelector` is not `true`); manual-mode specs are returned as they
 * are. Returns the new spec.
 *
 * @example
 * generateSelector({ template: {} }, { uid: 'u', name: 'pi', labelScheme: 'current', compat: 'upstream', uniqueLabelKey: undefined })
 * // { template: { metadata: { labels: { 'job-name': 'pi', 'batch.kubernetes.io/job-name': 'pi',
 * //   'controller-uid': 'u', 'batch.kubernetes.io/controller-uid': 'u' } } },
 * //   selector: { matchLabels: { 'batch.kubernetes.io/controller-uid': 'u' } } }
 */
export const generateSelector = (spec: JsonRecord, p: GenerationParams): JsonRecord => {
  if (ownField(spec, 'manualSelector') === true) return spec
  const template = ownField(spec, 'template')
  if (!isNil(template) && !isRecord(template)) return spec
  const metadata = ownField(template, 'metadata')
  if (!isNil(metadata) && !isRecord(metadata)) return spec
  const labels = ownField(metadata, 'labels')
  if (!isNil(labels) && !isRecord(labels)) return spec
  const selector = generateSelectorObject(ownField(spec, 'selector'), p)
  return withFields(spec, {
    selector,
    template: withFields(template, { metadata: withFields(metadata, { labels: generateTemplateLabels(labels, p) }) }),
  })
}
