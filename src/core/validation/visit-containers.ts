/**
 * Go's `VisitContainersWithPath`: every container of a pod spec with its
 * field path, in Go's order (init, regular, ephemeral). The paths are built
 * only when asked for (most checks find nothing to report).
 *
 * @module
 */
import type * as core from '../generated/model'
import { child, index } from './errors'

const NONE: readonly never[] = []

/**
 * The containers of `spec`, init containers first, then regular, then
 * ephemeral ones (`spec.containers` itself when there are only regular
 * ones); the path of the k-th is {@link containerPath}.
 *
 * @example
 * allContainers({ containers: [{ name: 'c' }] } as core.PodSpec).length // 1
 */
export const allContainers = (spec: core.PodSpec): ReadonlyArray<core.Container | core.EphemeralContainer> => {
  const init = spec.initContainers ?? NONE
  const regular = spec.containers ?? NONE
  const ephemeral = spec.ephemeralContainers ?? NONE
  if (init.length === 0 && ephemeral.length === 0) return regular
  return [...init, ...regular, ...ephemeral]
}

/**
 * The field path under `path` of the k-th container of {@link allContainers}.
 *
 * @example
 * containerPath({ containers: [{ name: 'c' }] } as core.PodSpec, 'spec', 0) // 'spec.containers[0]'
 */
export const containerPath = (spec: core.PodSpec, path: string, k: number): string => {
  const inits = (spec.initContainers ?? NONE).length
  if (k < inits) return index(child(path, 'initContainers'), k)
  const regular = (spec.containers ?? NONE).length
  if (k < inits + regular) return index(child(path, 'containers'), k - inits)
  return index(child(path, 'ephemeralContainers'), k - inits - regular)
}

/**
 * The containers of `spec` with their paths under `path`, init containers
 * first, then regular, then ephemeral ones.
 *
 * @example
 * containersWithPaths({ containers: [{ name: 'c' }] } as core.PodSpec, 'spec').map(([, p]) => p)
 * // ['spec.containers[0]']
 */
export const containersWithPaths = (
  spec: core.PodSpec,
  path: string,
): Array<readonly [core.Container | core.EphemeralContainer, string]> =>
  allContainers(spec).map((c, k) => [c, containerPath(spec, path, k)] as const)
