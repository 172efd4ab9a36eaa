/**
 * Go's `VisitContainersWithPath`: every container of a pod spec with its
 * field path, in Go's order (init, regular, ephemeral).
 *
 * @module
 */
import type * as core from '../generated/model'
import { child, index } from './errors'

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
): Array<readonly [core.Container | core.EphemeralContainer, string]> => [
  ...(spec.initContainers ?? []).map((c, i) => [c, index(child(path, 'initContainers'), i)] as const),
  ...(spec.containers ?? []).map((c, i) => [c, index(child(path, 'containers'), i)] as const),
  ...(spec.ephemeralContainers ?? []).map((c, i) => [c, index(child(path, 'ephemeralContainers'), i)] as const),
]
