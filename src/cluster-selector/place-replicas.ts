/**
 * Selector first, then the planner over the selected clusters only — the
 * order the design fixes ("preferences are applied AFTER the
 * ClusterSelectorRequirements") and the federation sync controller used.
 */
import * as E from '../wire/either'
import { type ClusterSelectorError, unreadable } from './errors'
import type { ClusterPlacement } from './placement'
import { objectAnnotations, placeObjectUnguarded as placeObject } from './placement'
import type { PlanReplicasOptions } from './planner'
import { planReplicasUnguarded as planReplicas } from './planner'
import type { ReplicaSetPreferences } from './preferences'
import {
  DEFAULT_REPLICA_SET_PREFERENCES,
  parseReplicaSetPreferences,
  REPLICA_SET_PREFERENCES_ANNOTATION,
} from './preferences'
import { guarded, optionOf } from '../wire/guard'

/**
 * Options of {@link placeReplicas}: the planner's inputs plus where the
 * preferences come from.
 * - `preferences`: use these instead of reading the object's annotation.
 * - `preferencesAnnotation`: annotation to read (default
 *   `federation.kubernetes.io/replica-set-preferences`; Deployments used
 *   `federation.kubernetes.io/deployment-preferences`).
 * - `replicaSetKey`: tie-break key; default the object's `namespace/name`
 *   (just `name` without a namespace), as the federation used.
 *
 * @example
 * const options: PlaceReplicasOptions = { currentReplicas: { paris: 3 } }
 */
export interface PlaceReplicasOptions extends PlanReplicasOptions {
  readonly preferences?: ReplicaSetPreferences
  readonly preferencesAnnotation?: string
}

/**
 * Placement plus replica plan. `forward`/`remove` as {@link placeObject};
 * `plan`/`overflow` as {@link planReplicas} over `forward` only; `replicas`
 * is what each forwarded cluster's copy asks for (plan + overflow, the
 * federation's spec.replicas); `preferences` are the ones applied, and
 * `preferencesError` explains why the annotation was ignored when it did
 * not parse (the federation then used the default, weight 1 everywhere).
 *
 * @example
 * const r: ReplicaPlacement = {
 *   forward: ['paris'], remove: ['ohio'], plan: { paris: 3 }, overflow: {}, replicas: { paris: 3 },
 *   preferences: DEFAULT_REPLICA_SET_PREFERENCES,
 * }
 */
export interface ReplicaPlacement extends ClusterPlacement {
  readonly plan: Record<string, number>
  readonly overflow: Record<string, number>
  readonly replicas: Record<string, number>
  readonly preferences: ReplicaSetPreferences
  readonly preferencesError?: ClusterSelectorError
}

/** The federation's object key: `namespace/name`, or `name` without a namespace. */
const objectKey = (object: unknown): string => {
  if (object === null || typeof object !== 'object') return ''
  const metadata = (object as { metadata?: unknown }).metadata
  if (metadata === null || typeof metadata !== 'object') return ''
  const { name, namespace } = metadata as { name?: unknown; namespace?: unknown }
  const n = typeof name === 'string' ? name : ''
  return typeof namespace === 'string' && namespace !== '' ? `${namespace}/${n}` : n
}

/** `placeReplicas` before the boundary guard. */
const placeReplicasUnguarded = (
  object: {
    readonly metadata?: {
      readonly name?: string
      readonly namespace?: string
      readonly annotations?: Readonly<Record<string, string>> | null
    } | null
  },
  clusters: ReadonlyArray<{ name: string; labels?: Readonly<Record<string, string>> }>,
  replicas: number,
  options?: PlaceReplicasOptions,
): E.Either<ClusterSelectorError, ReplicaPlacement> => {
  const placement = placeObject(object, clusters)
  if (E.isLeft(placement)) return placement
  // Own data properties only: an option planted on Object.prototype is not an option.
  const ownPreferences = optionOf(options, 'preferences')
  const annotationOption = optionOf(options, 'preferencesAnnotation')
  const currentReplicas = optionOf(options, 'currentReplicas')
  const estimatedCapacity = optionOf(options, 'estimatedCapacity')
  const replicaSetKey = optionOf(options, 'replicaSetKey')
  let preferences: ReplicaSetPreferences = DEFAULT_REPLICA_SET_PREFERENCES
  let preferencesError: ClusterSelectorError | undefined
  if (ownPreferences !== undefined && ownPreferences !== null && typeof ownPreferences === 'object') {
    preferences = ownPreferences as ReplicaSetPreferences
  } else {
    const annotationKey = typeof annotationOption === 'string' ? annotationOption : REPLICA_SET_PREFERENCES_ANNOTATION
    const annotations = objectAnnotations(object)
    if (annotations !== undefined && Object.hasOwn(annotations, annotationKey)) {
      const parsed = parseReplicaSetPreferences(annotations[annotationKey] as string)
      if (E.isRight(parsed)) preferences = parsed.right
      else preferencesError = parsed.left
    }
  }
  const { forward, remove } = placement.right
  const { plan, overflow } = planReplicas(preferences, replicas, forward, {
    ...(currentReplicas === undefined ? {} : { currentReplicas: currentReplicas as Record<string, number> }),
    ...(estimatedCapacity === undefined ? {} : { estimatedCapacity: estimatedCapacity as Record<string, number> }),
    replicaSetKey: typeof replicaSetKey === 'string' ? replicaSetKey : objectKey(object),
  })
  const perCluster = Object.create(null) as Record<string, number>
  for (const name of Object.keys(plan)) perCluster[name] = ownNumber(plan, name) + ownNumber(overflow, name)
  return E.right({
    forward,
    remove,
    plan,
    overflow,
    replicas: perCluster,
    preferences,
    ...(preferencesError === undefined ? {} : { preferencesError }),
  })
}

/** An own number of a result map, else 0 (never one planted on Object.prototype). */
const ownNumber = (o: Readonly<Record<string, number>>, k: string): number => {
  const v = Object.hasOwn(o, k) ? o[k] : undefined
  return typeof v === 'number' ? v : 0
}

/**
 * Places a replicated federated object: the cluster selector picks the
 * clusters, then the replica planner distributes `replicas` over the
 * picked clusters only (preferences naming other clusters are ignored, and
 * replicas running in unselected clusters do not count). A bad selector is
 * a `Left`; bad preferences fall back to the default, as upstream did.
 *
 * @example
 * import * as E from '../wire/either'
 * placeReplicas(
 *   { metadata: { name: 'web', namespace: 'shop', annotations: {
 *     'federation.alpha.kubernetes.io/cluster-selector': '[{"key": "environment", "operator": "==", "values": ["prod"]}]',
 *     'federation.kubernetes.io/replica-set-preferences': '{"clusters": {"*": {"weight": 1}}}' } } },
 *   [{ name: 'eu', labels: { environment: 'prod' } }, { name: 'us', labels: { environment: 'prod' } },
 *    { name: 'qa', labels: { environment: 'qa' } }],
 *   10,
 * )
 * // E.right({ forward: ['eu', 'us'], remove: ['qa'], plan: { eu: 5, us: 5 }, … })
 */
export const placeReplicas = /* @__PURE__ */ guarded(() => E.left(unreadable), placeReplicasUnguarded)
