/**
 * k8s-jobs-core: the exact semantics of the Kubernetes API server and Job
 * controller for label selectors, Jobs, version conversion, federation
 * ClusterSelectors and Job state transitions, as pure, total functions.
 *
 * @packageDocumentation
 */
export * from './either'
export * from './field/index'
export * from './labels/index'
export * from './job/index'
export * from './conversion/index'
export * from './cluster-selector/index'
export * from './controller/index'
export * from './core/index'
export * from './cronjob/index'
export * from './profile/index'
export type * as wire from './wire-types'
