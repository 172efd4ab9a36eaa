/**
 * Federation placement: the `federation.alpha.kubernetes.io/cluster-selector`
 * annotation (which member clusters get an object) and the
 * `federation.kubernetes.io/replica-set-preferences` planner (how many
 * replicas each selected cluster runs), with the semantics of the retired
 * Kubernetes federation v1 controllers.
 *
 * @example
 * import { placeObject, CLUSTER_SELECTOR_ANNOTATION } from 'k8s-jobs-core'
 * placeObject(
 *   { metadata: { annotations: { [CLUSTER_SELECTOR_ANNOTATION]: '[{"key": "location", "operator": "in", "values": ["europe"]}]' } } },
 *   [{ name: 'paris', labels: { location: 'europe' } }, { name: 'ohio', labels: { location: 'usa' } }],
 * ) // Right({ forward: ['paris'], remove: ['ohio'] })
 *
 * @module
 */
export type { ClusterSelectorError, ClusterSelectorRule } from './errors'
export type { ClusterSelectorOperator } from './operators'
export { CLUSTER_SELECTOR_OPERATOR_SPELLINGS, convertClusterSelectorOperator } from './operators'
export type { ClusterSelector, ClusterSelectorRequirement } from './selector'
export { clusterSelectorMatches, compileClusterSelector, parseClusterSelector } from './selector'
export type { FederatedCluster, ClusterPlacement } from './placement'
export { CLUSTER_SELECTOR_ANNOTATION, placeObject, selectorFromAnnotations, sendToCluster } from './placement'
export type { ClusterReplicaPreferences, ReplicaSetPreferences } from './preferences'
export {
  DEFAULT_REPLICA_SET_PREFERENCES,
  DEPLOYMENT_PREFERENCES_ANNOTATION,
  parseReplicaSetPreferences,
  REPLICA_SET_PREFERENCES_ANNOTATION,
} from './preferences'
export type { PlanReplicasOptions, ReplicaPlan } from './planner'
export { PLANNER_MAX_ROUNDS, planReplicas } from './planner'
export type { PlaceReplicasOptions, ReplicaPlacement } from './place-replicas'
export { placeReplicas } from './place-replicas'
export { fnv1Hash32 } from './fnv'
export type { ReplicaCount } from './int64'
