// Public surface of src/controller.
export type * from './pod-types'
export * from './public-support'
