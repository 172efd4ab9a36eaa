// Public surface of src/profile: the cluster profile.
export {
  SUPPORTED_KUBERNETES_VERSIONS,
  PREVIEW_KUBERNETES_VERSIONS,
  KUBERNETES_MINORS,
  DEFAULT_KUBERNETES_VERSION,
  kubernetesMinor,
  type KubernetesVersion,
} from './versions'
export {
  DEFAULT_CLUSTER_PROFILE,
  resolveProfile,
  type ClusterProfile,
  type ResolvedClusterProfile,
} from './resolve'
export { resolveClusterProfile } from './cluster-profile'
