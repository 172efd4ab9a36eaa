// Public surface of src/job.
export type * from './types'
export * from './validation/index'
