/**
 * The Kubernetes wire types, generated from the Go types of Kubernetes
 * v1.37.2: what a batch/v1 Job, a core/v1 Pod and their parts look like in
 * JSON, in YAML and in other libraries' objects (`@kubernetes/client-node`,
 * `kubernetes-models`). Every field is optional, timestamps may also be
 * `Date`s, quantities and int-or-strings also numbers; there are no index
 * signatures, so object literals are checked for misspelt fields. The
 * functions take these types (`JobInput`, `PodInfo`, `LabelSelectorInput`)
 * and return their own, narrower output types.
 *
 * @example
 * import type { wire } from 'k8s-jobs-core'
 * const template: wire.PodTemplateSpec = { spec: { restartPolicy: 'Never', containers: [{ name: 'pi', image: 'perl' }] } }
 *
 * @module
 */
export type * from './job/generated/types'
export type * from './core/generated/types'
