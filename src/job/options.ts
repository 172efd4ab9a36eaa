/**
 * Options shared by `defaultJob`, `createJob` and `updateJob`.
 *
 * @module
 */
import { safeOptions } from '../wire/guard'

/**
 * How Jobs are defaulted and how their selector is generated.
 *
 * - `uid`: the Job's uid; default `job.metadata.uid`. Without a uid only
 *   field defaults are applied.
 * - `labelScheme`: `'current'` (default, Kubernetes 1.27+) generates four
 *   template labels (`batch.kubernetes.io/controller-uid`,
 *   `batch.kubernetes.io/job-name`, `controller-uid`, `job-name`) and selects
 *   on `batch.kubernetes.io/controller-uid`; `'legacy'` generates the design
 *   document's two labels and selects on `controller-uid`.
 * - `compat`: `'design'` (default) follows the selector-generation design
 *   document; `'upstream'` reproduces today's API server.
 * - `uniqueLabelKey`: design mode only; the user's own key for the
 *   non-overlapping uid label, used instead of the uid label key(s) in the
 *   template labels and the selector.
 *
 * @example
 * const o: JobOptions = { uid: '7b5e…', labelScheme: 'current', compat: 'design' }
 */
export interface JobOptions {
  readonly uid?: string
  readonly labelScheme?: 'current' | 'legacy'
  readonly compat?: 'design' | 'upstream'
  readonly uniqueLabelKey?: string
}

/**
 * {@link JobOptions} with every choice made.
 *
 * @example
 * const r: ResolvedJobOptions = { uid: undefined, labelScheme: 'current', compat: 'design', uniqueLabelKey: undefined }
 */
export interface ResolvedJobOptions {
  readonly uid: string | undefined
  readonly labelScheme: 'current' | 'legacy'
  readonly compat: 'design' | 'upstream'
  readonly uniqueLabelKey: string | undefined
}

/** At most this many own keys are read in place by {@link isFlatOptions}; larger objects are copied by `safeOptions`. */
const FLAT_OPTIONS_MAX_KEYS = 32

/**
 * The common case, read in place instead of copied by `safeOptions`: a
 * plain object (prototype `Object.prototype`, not an array) with a few own
 * enumerable keys, each a data property holding a primitive. Its own
 * enumerable data properties are exactly what the copy would hold.
 */
const isFlatOptions = (options: unknown): options is object => {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return false
  if (Object.getPrototypeOf(options) !== Object.prototype) return false
  const keys = Object.keys(options)
  if (keys.length > FLAT_OPTIONS_MAX_KEYS) return false
  for (const k of keys) {
    const d = Object.getOwnPropertyDescriptor(options, k)
    if (d === undefined || !Object.hasOwn(d, 'value')) return false
    const v: unknown = d.value
    if (typeof v === 'object' && v !== null) return false
  }
  return true
}

/** An own enumerable data property of a flat options object (see {@link isFlatOptions}); no accessor runs. */
const flatOption = (options: object, k: string): unknown => {
  const d = Object.getOwnPropertyDescriptor(options, k)
  return d !== undefined && d.enumerable === true && Object.hasOwn(d, 'value') ? d.value : undefined
}

/**
 * Fills in the documented defaults of {@link JobOptions}, ignoring values of
 * the wrong type (options may come from untyped callers too).
 *
 * @example
 * resolveJobOptions(undefined)
 * // { uid: undefined, labelScheme: 'current', compat: 'design', uniqueLabelKey: undefined }
 */
export const resolveJobOptions = (options: JobOptions | undefined): ResolvedJobOptions => {
  // Plain data: accessors are not invoked, a polluted prototype is not read.
  const flat = isFlatOptions(options)
  const o = (flat ? options : (safeOptions(options) ?? {})) as Partial<Record<keyof JobOptions, unknown>>
  const read = (k: keyof JobOptions): unknown => (flat ? flatOption(o, k) : Object.hasOwn(o, k) ? o[k] : undefined)
  const uid = read('uid')
  const key = read('uniqueLabelKey')
  return {
    uid: typeof uid === 'string' && uid !== '' ? uid : undefined,
    labelScheme: read('labelScheme') === 'legacy' ? 'legacy' : 'current',
    compat: read('compat') === 'upstream' ? 'upstream' : 'design',
    uniqueLabelKey: typeof key === 'string' && key !== '' ? key : undefined,
  }
}
