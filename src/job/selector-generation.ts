/**
 * Selector generation for automatic-mode Jobs (the selector-generation
 * design; upstream `generateSelector` in `pkg/registry/batch/job/strategy.go`),
 * on the decoded model's label maps and selector.
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
import type * as meta from '../core/generated/meta-model'
import { LabelSelectorSchema } from '../core/generated/meta-schema'
import { withUnknownFieldsOf } from '../wire/unknown-fields'
import { zeroStruct } from '../wire/zero'
import { CONTROLLER_UID_LABEL, JOB_NAME_LABEL, LEGACY_CONTROLLER_UID_LABEL, LEGACY_JOB_NAME_LABEL } from './constants'

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

/**
 * A label map as the model holds it (a null-prototype object: no inherited
 * keys, `__proto__` an ordinary key).
 *
 * @example
 * const m: LabelMap = goMap({ app: 'pi' })
 */
export type LabelMap = Readonly<Record<string, string>>

/**
 * A null-prototype copy of a label map, as the model holds maps.
 *
 * @example
 * goMap({ __proto__: 'x' } as Record<string, string>) // a map with the own key '__proto__'
 */
export const goMap = (m: Readonly<Record<string, unknown>>): Record<string, string> => {
  // Key by key rather than Object.assign: from a null-prototype (dictionary)
  // map, as the model holds them, Object.assign is several times slower. On
  // a null-prototype target `__proto__` is an ordinary key, as with assign.
  const out = Object.create(null) as Record<string, string>
  const keys = Object.keys(m)
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string
    out[k] = m[k] as string
  }
  return out
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

const replaceOne = (labels: LabelMap, out: Record<string, string> | undefined, key: string, p: GenerationParams) => {
  const value = systemValue(key, p)
  if (value === undefined || !Object.hasOwn(labels, key) || labels[key] === value) return out
  const next = out ?? goMap(labels)
  next[key] = value
  return next
}

/**
 * Design mode: a copy of `labels` where every system key that is present
 * carries this Job's value. Returns `labels` itself when nothing changes.
 */
const replaceSystemValues = (labels: LabelMap, p: GenerationParams): LabelMap => {
  let out: Record<string, string> | undefined
  for (const key of NAME_KEYS) out = replaceOne(labels, out, key, p)
  for (const key of UID_KEYS) out = replaceOne(labels, out, key, p)
  if (p.compat === 'design' && p.uniqueLabelKey !== undefined) out = replaceOne(labels, out, p.uniqueLabelKey, p)
  return out ?? labels
}

/**
 * Adds the generated labels to a template label map (nil → a new map):
 * upstream mode only where the key is absent, design mode always, plus
 * replacing stale system values. The result is a new null-prototype map.
 *
 * @example
 * generateTemplateLabels({ app: 'web' }, { uid: 'u', name: 'n', labelScheme: 'legacy', compat: 'upstream', uniqueLabelKey: undefined })
 * // { app: 'web', 'job-name': 'n', 'controller-uid': 'u' }
 */
export const generateTemplateLabels = (labels: LabelMap | undefined, p: GenerationParams): Record<string, string> => {
  const base: LabelMap = labels ?? {}
  const keys = generatedKeys(p)
  const design = p.compat === 'design'
  const out = goMap(design ? replaceSystemValues(base, p) : base)
  // Indexed loops: for…of over the frozen key lists allocates an iterator result per key.
  const { nameKeys, uidKeys } = keys
  for (let i = 0; i < nameKeys.length; i++) {
    const key = nameKeys[i] as string
    if (design || !Object.hasOwn(out, key)) out[key] = p.name
  }
  for (let i = 0; i < uidKeys.length; i++) {
    const key = uidKeys[i] as string
    if (design || !Object.hasOwn(out, key)) out[key] = p.uid
  }
  return out
}

/**
 * Generates the selector's `matchLabels` (nil → a new map): the uid key is
 * added (upstream: only when absent; design: always, and stale system
 * values are replaced).
 *
 * @example
 * generateMatchLabels(undefined, { uid: 'u', name: 'n', labelScheme: 'current', compat: 'upstream', uniqueLabelKey: undefined })
 * // { 'batch.kubernetes.io/controller-uid': 'u' }
 */
export const generateMatchLabels = (matchLabels: LabelMap | undefined, p: GenerationParams): Record<string, string> => {
  const design = p.compat === 'design'
  const base: LabelMap = matchLabels ?? {}
  const out = goMap(design ? replaceSystemValues(base, p) : base)
  const key = generatedKeys(p).selectorKey
  if (design || !Object.hasOwn(out, key)) out[key] = p.uid
  return out
}

/**
 * Generates the selector on the model: nil → `{}`, then
 * {@link generateMatchLabels}; `matchExpressions` (and unknown fields) are
 * kept as given.
 *
 * @example
 * generateSelectorModel(undefined, { uid: 'u', name: 'n', labelScheme: 'current', compat: 'upstream', uniqueLabelKey: undefined })
 * // { matchLabels: { 'batch.kubernetes.io/controller-uid': 'u' }, matchExpressions: undefined }
 */
export const generateSelectorModel = (
  selector: meta.LabelSelector | undefined,
  p: GenerationParams,
): meta.LabelSelector => {
  const s = selector ?? zeroStruct(LabelSelectorSchema)
  return withUnknownFieldsOf({ ...s, matchLabels: generateMatchLabels(s.matchLabels, p) }, s)
}

/**
 * Design mode: the Job's own labels with stale system values replaced (keys
 * that are absent are not added here; the Job-labels default copies them).
 * Returns `labels` itself when nothing changes.
 *
 * @example
 * replaceJobLabelValues({ 'controller-uid': 'old', app: 'a' }, { uid: 'new', name: 'n', labelScheme: 'current', compat: 'design', uniqueLabelKey: undefined })
 * // { 'controller-uid': 'new', app: 'a' }
 */
export const replaceJobLabelValues = (labels: LabelMap | undefined, p: GenerationParams): LabelMap | undefined =>
  labels === undefined ? labels : replaceSystemValues(labels, p)
