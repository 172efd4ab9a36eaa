/**
 * Placement of a federated object: which clusters get it (forward) and which
 * must not have it (remove), from its cluster-selector annotation.
 */
import * as E from '../wire/either'
import { type ClusterSelectorError, unreadable } from './errors'
import type { ClusterSelector } from './selector'
import { compileClusterSelectorUnguarded as compileClusterSelector, parseClusterSelector } from './selector'
import { guarded } from '../wire/guard'

/**
 * The annotation that holds a federated object's cluster selector
 * (`FederationClusterSelectorAnnotation`).
 *
 * @example
 * const annotations = { [CLUSTER_SELECTOR_ANNOTATION]: '[{"key": "location", "operator": "in", "values": ["europe"]}]' }
 */
export const CLUSTER_SELECTOR_ANNOTATION = 'federation.alpha.kubernetes.io/cluster-selector'

/** `selectorFromAnnotations` before the boundary guard. */
const selectorFromAnnotationsUnguarded = (
  annotations: Readonly<Record<string, string>> | null | undefined,
): E.Either<ClusterSelectorError, ClusterSelector | undefined> => {
  if (
    annotations === null ||
    typeof annotations !== 'object' ||
    !Object.hasOwn(annotations, CLUSTER_SELECTOR_ANNOTATION)
  ) {
    return E.right(undefined)
  }
  return parseClusterSelector((annotations as Record<string, string>)[CLUSTER_SELECTOR_ANNOTATION] as string)
}

/** `sendToCluster` before the boundary guard. */
const sendToClusterUnguarded = (
  objectAnnotations: Readonly<Record<string, string>> | null | undefined,
  clusterLabels: Readonly<Record<string, string>>,
): E.Either<ClusterSelectorError, boolean> => {
  const sel = selectorFromAnnotationsUnguarded(objectAnnotations)
  if (E.isLeft(sel)) return sel
  return E.right(sel.right === undefined ? true : compileClusterSelector(sel.right)(clusterLabels))
}

/**
 * A member cluster: its name and labels.
 *
 * @example
 * const paris: FederatedCluster = { name: 'paris', labels: { location: 'europe', environment: 'prod' } }
 */
export interface FederatedCluster {
  readonly name: string
  readonly labels?: Readonly<Record<string, string>>
}

/**
 * Where an object goes: names of clusters to forward it to and to remove it
 * from, in input order.
 *
 * @example
 * const p: ClusterPlacement = { forward: ['paris'], remove: ['ohio'] }
 */
export interface ClusterPlacement {
  readonly forward: string[]
  readonly remove: string[]
}

/**
 * The annotations of an object in wire form, or `undefined`.
 *
 * @example
 * objectAnnotations({ metadata: { annotations: { a: 'b' } } }) //=> { a: 'b' }
 */
export const objectAnnotations = (object: unknown): Record<string, string> | undefined => {
  if (object === null || typeof object !== 'object') return undefined
  const metadata = (object as { metadata?: unknown }).metadata
  if (metadata === null || typeof metadata !== 'object') return undefined
  const annotations = (metadata as { annotations?: unknown }).annotations
  return annotations !== null && typeof annotations === 'object' ? (annotations as Record<string, string>) : undefined
}

/** `placeObject` before the boundary guard. */
export const placeObjectUnguarded = (
  object: { readonly metadata?: { readonly annotations?: Readonly<Record<string, string>> | null } | null },
  clusters: ReadonlyArray<{ name: string; labels?: Readonly<Record<string, string>> }>,
): E.Either<ClusterSelectorError, ClusterPlacement> => {
  const sel = selectorFromAnnotationsUnguarded(objectAnnotations(object))
  if (E.isLeft(sel)) return sel
  const accepts = sel.right === undefined ? () => true : compileClusterSelector(sel.right)
  const forward: string[] = []
  const remove: string[] = []
  if (Array.isArray(clusters)) {
    for (const c of clusters as readonly unknown[]) {
      if (c === null || typeof c !== 'object') continue
      const { name, labels } = c as { name?: unknown; labels?: unknown }
      if (typeof name !== 'string') continue
      const labelSet = labels !== null && typeof labels === 'object' ? (labels as Record<string, string>) : {}
      ;(accepts(labelSet) ? forward : remove).push(name)
    }
  }
  return E.right({ forward, remove })
}

/**
 * The selector an object's annotations ask for: `Right(undefined)` when the
 * annotation is absent (forward everywhere), the parsed selector otherwise.
 *
 * @example
 * import * as E from '../wire/either'
 * selectorFromAnnotations(undefined) //=> E.right(undefined)
 * selectorFromAnnotations({ [CLUSTER_SELECTOR_ANNOTATION]: '[]' }) //=> E.right({ requirements: [] })
 */
export const selectorFromAnnotations = /* @__PURE__ */ guarded(
  () => E.left(unreadable),
  selectorFromAnnotationsUnguarded,
)

/**
 * The federation's `SendToCluster`: should an object with these annotations
 * be forwarded to a cluster with these labels? No annotation → `Right(true)`
 * for every cluster; an annotation that does not parse → `Left`, whatever
 * the labels (upstream returned `false` with the error).
 *
 * @example
 * import * as E from '../wire/either'
 * const annotations = { [CLUSTER_SELECTOR_ANNOTATION]: '[{"key": "location", "operator": "in", "values": ["europe"]}]' }
 * sendToCluster(annotations, { location: 'europe' }) //=> E.right(true)
 * sendToCluster(annotations, { location: 'usa' })    //=> E.right(false)
 * sendToCluster(undefined, {})                       //=> E.right(true)
 */
export const sendToCluster = /* @__PURE__ */ guarded(() => E.left(unreadable), sendToClusterUnguarded)

/**
 * Splits clusters into those that should receive the object (`forward`)
 * and those that should not have it (`remove`; the sync controller deletes
 * the object there if it exists), as the federation sync controller's
 * `selectedClusters` did. The selector is parsed once; a bad annotation is
 * a `Left` and no cluster is placed (upstream did nothing anywhere and
 * retried). Every well-formed cluster (an object with a string `name`) lands
 * in exactly one list, in input order; other entries are skipped.
 *
 * @example
 * import * as E from '../wire/either'
 * placeObject(
 *   { metadata: { annotations: { [CLUSTER_SELECTOR_ANNOTATION]: '[{"key": "location", "operator": "in", "values": ["europe"]}]' } } },
 *   [{ name: 'paris', labels: { location: 'europe' } }, { name: 'ohio', labels: { location: 'usa' } }],
 * )
 * //=> E.right({ forward: ['paris'], remove: ['ohio'] })
 */
export const placeObject = /* @__PURE__ */ guarded(() => E.left(unreadable), placeObjectUnguarded)
