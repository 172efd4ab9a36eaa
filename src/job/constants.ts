/**
 * Label keys, enum strings and numeric limits of the batch/v1 Job API, with
 * the values upstream Kubernetes uses (`pkg/apis/batch/types.go`).
 *
 * @module
 */

/**
 * The design document's job-name label, set on every generated pod template.
 *
 * @example
 * LEGACY_JOB_NAME_LABEL // 'job-name'
 */
export const LEGACY_JOB_NAME_LABEL = 'job-name'

/**
 * The design document's uniquifying label; the `'legacy'` scheme selects on it.
 *
 * @example
 * LEGACY_CONTROLLER_UID_LABEL // 'controller-uid'
 */
export const LEGACY_CONTROLLER_UID_LABEL = 'controller-uid'

/**
 * The prefixed job-name label added since Kubernetes 1.27.
 *
 * @example
 * JOB_NAME_LABEL // 'batch.kubernetes.io/job-name'
 */
export const JOB_NAME_LABEL = 'batch.kubernetes.io/job-name'

/**
 * The prefixed uid label added since Kubernetes 1.27; the `'current'` scheme
 * selects on it.
 *
 * @example
 * CONTROLLER_UID_LABEL // 'batch.kubernetes.io/controller-uid'
 */
export const CONTROLLER_UID_LABEL = 'batch.kubernetes.io/controller-uid'

/**
 * Go's `math.MaxInt32`, the `backoffLimit` default when `backoffLimitPerIndex`
 * is set.
 *
 * @example
 * MAX_INT32 // 2147483647
 */
export const MAX_INT32 = 2147483647

/**
 * Go's `math.MinInt32`.
 *
 * @example
 * MIN_INT32 // -2147483648
 */
export const MIN_INT32 = -2147483648

/**
 * The two wire versions a Job can be written in.
 *
 * @example
 * const v: JobApiVersion = 'batch/v1'
 */
export type JobApiVersion = 'batch/v1' | 'extensions/v1beta1'

/**
 * The wire versions `decodeJob` accepts, in the order error messages list them.
 *
 * @example
 * JOB_API_VERSIONS.includes('batch/v1') // true
 */
export const JOB_API_VERSIONS: readonly JobApiVersion[] = ['batch/v1', 'extensions/v1beta1']

/**
 * The metadata fields an update takes from the stored Job, whatever the
 * request says (`rest.BeforeUpdate` and the registry's update path).
 *
 * @example
 * SERVER_OWNED_ON_UPDATE.includes('uid') // true
 */
export const SERVER_OWNED_ON_UPDATE = [
  'uid',
  'creationTimestamp',
  'resourceVersion',
  'deletionTimestamp',
  'deletionGracePeriodSeconds',
] as const
