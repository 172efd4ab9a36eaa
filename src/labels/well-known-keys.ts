/**
 * The label keys the Job controller's selector generation writes, which are
 * valid label keys: label checks on generated maps need no character scan
 * for them.
 *
 * @module
 */

/**
 * True for the four label keys Job selector generation writes
 * (`batch.kubernetes.io/controller-uid`, `batch.kubernetes.io/job-name`,
 * `controller-uid`, `job-name`), all valid label keys; `false` says
 * nothing.
 *
 * @example
 * isGeneratedJobLabelKey('controller-uid') // true
 * isGeneratedJobLabelKey('app') // false
 */
export const isGeneratedJobLabelKey = (k: string): boolean =>
  k === 'batch.kubernetes.io/controller-uid' ||
  k === 'batch.kubernetes.io/job-name' ||
  k === 'controller-uid' ||
  k === 'job-name'
