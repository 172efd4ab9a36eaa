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
  const o = (safeOptions(options) ?? {}) as Partial<Record<keyof JobOptions, unknown>>
  const read = (k: keyof JobOptions): unknown => (Object.hasOwn(o, k) ? o[k] : undefined)
  const uid = read('uid')
  const key = read('uniqueLabelKey')
  return {
    uid: typeof uid === 'string' && uid !== '' ? uid : undefined,
    labelScheme: read('labelScheme') === 'legacy' ? 'legacy' : 'current',
    compat: read('compat') === 'upstream' ? 'upstream' : 'design',
    uniqueLabelKey: typeof key === 'string' && key !== '' ? key : undefined,
  }
}
