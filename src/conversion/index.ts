// Public surface of src/conversion: extensions/v1beta1 ⇄ internal ⇄ batch/v1.
export type { InternalJob } from './internal-job'
export { negateSelectorFlag } from './selector-flags'
export { convertJob, fromInternal, toInternal } from './convert'
