/**
 * The `federation.kubernetes.io/replica-set-preferences` annotation
 * (`ReplicaAllocationPreferences`), decoded as Go's `encoding/json` did: the
 * Go structs have no json tags, so member names match case-insensitively and
 * the last of several spellings wins.
 */
import * as E from '../wire/either'
import type { ClusterSelectorError } from './errors'
import { decodeAnnotationJson } from './errors'
import { foldFieldName, goFieldTypeError, goValueTypeError, jsonKindName } from './go-decode'
import type { GoJson } from './go-json'
import { goQuote } from '../field/go-format'
import type { ReplicaCount } from './int64'
import { fromInt64, parseGoInt64 } from './int64'

/**
 * The annotation holding a federated ReplicaSet's placement preferences.
 *
 * @example
 * const annotations = { [REPLICA_SET_PREFERENCES_ANNOTATION]: '{"clusters": {"*": {"weight": 1}}}' }
 */
export const REPLICA_SET_PREFERENCES_ANNOTATION = 'federation.kubernetes.io/replica-set-preferences'

/**
 * The same preferences for federated Deployments.
 *
 * @example
 * const annotations = { [DEPLOYMENT_PREFERENCES_ANNOTATION]: '{"rebalance": true}' }
 */
export const DEPLOYMENT_PREFERENCES_ANNOTATION = 'federation.kubernetes.io/deployment-preferences'

/**
 * One cluster's preferences (`ClusterPreferences`). Counts are int64: a
 * `number`, or a `bigint` beyond ±(2^53 − 1). An absent `minReplicas` or
 * `weight` is 0 (Go's zero value; {@link parseReplicaSetPreferences} always
 * fills them in); an absent `maxReplicas` means unbounded. Negative numbers
 * are not rejected (upstream did not either).
 *
 * @example
 * const capped: ClusterReplicaPreferences = { minReplicas: 2, maxReplicas: 10, weight: 3 }
 * const anyCluster: ClusterReplicaPreferences = { weight: 1 }
 */
export interface ClusterReplicaPreferences {
  readonly minReplicas?: ReplicaCount
  readonly maxReplicas?: ReplicaCount
  readonly weight?: ReplicaCount
}

/**
 * Replica distribution preferences (`ReplicaAllocationPreferences`).
 * `clusters` is keyed by cluster name; `"*"` applies to every cluster
 * without its own entry. With `rebalance: false` replicas already running
 * in a cluster are kept where possible.
 *
 * @example
 * const prefs: ReplicaSetPreferences = {
 *   rebalance: false,
 *   clusters: { '*': { minReplicas: 0, weight: 1 }, 'eu-1': { minReplicas: 2, maxReplicas: 10, weight: 2 } },
 * }
 */
export interface ReplicaSetPreferences {
  readonly rebalance: boolean
  readonly clusters: Readonly<Record<string, ClusterReplicaPreferences>>
}

/**
 * What the federation used when the annotation was missing or invalid:
 * every cluster weight 1, no rebalancing.
 *
 * @example
 * DEFAULT_REPLICA_SET_PREFERENCES.clusters['*'] //=> { minReplicas: 0, weight: 1 }
 */
export const DEFAULT_REPLICA_SET_PREFERENCES: ReplicaSetPreferences = /* @__PURE__ */ Object.freeze({
  rebalance: false,
  clusters: Object.freeze(
    Object.assign(Object.create(null) as Record<string, ClusterReplicaPreferences>, {
      '*': Object.freeze({ minReplicas: 0, weight: 1 }),
    }),
  ),
})

const typeError = (detail: string, plain: string, field?: string): ClusterSelectorError => ({
  rule: 'json-type',
  detail,
  message: `replica-set preferences annotation: ${field === undefined ? '' : `${field} `}${plain} (${detail})`,
  ...(field === undefined ? {} : { field }),
})

const article = (kind: string): string => (kind === 'array' || kind === 'object' ? `an ${kind}` : `a ${kind}`)

/** Go: a JSON number into int64 (`strconv.ParseInt` on the literal). */
const decodeInt64 = (v: GoJson, goField: string, path: string): E.Either<ClusterSelectorError, bigint> => {
  if (v.kind === 'number') {
    const parsed = parseGoInt64(v.text)
    if (parsed !== undefined) return E.right(parsed)
    return E.left(
      typeError(
        goFieldTypeError(`number ${v.text}`, goField, 'int64'),
        `must be a whole number within the 64-bit range, not ${v.text}`,
        path,
      ),
    )
  }
  const kind = jsonKindName(v)
  return E.left(typeError(goFieldTypeError(kind, goField, 'int64'), `must be a number, not ${article(kind)}`, path))
}

interface MutablePrefs {
  minReplicas: bigint
  maxReplicas: bigint | undefined
  weight: bigint
}

const decodeClusterPreferences = (v: GoJson, path: string): E.Either<ClusterSelectorError, MutablePrefs> => {
  const out: MutablePrefs = { minReplicas: 0n, maxReplicas: undefined, weight: 0n }
  if (v.kind === 'null') return E.right(out)
  if (v.kind !== 'object') {
    const kind = jsonKindName(v)
    return E.left(
      typeError(
        goFieldTypeError(kind, 'ReplicaAllocationPreferences.Clusters', 'federation.ClusterPreferences'),
        `must be an object with minReplicas, maxReplicas and weight, not ${article(kind)}`,
        path,
      ),
    )
  }
  for (const [name, value] of v.members) {
    const folded = foldFieldName(name)
    if (folded === 'MINREPLICAS' || folded === 'WEIGHT') {
      if (value.kind === 'null') continue
      const field = folded === 'WEIGHT' ? 'Weight' : 'MinReplicas'
      const n = decodeInt64(
        value,
        `ClusterPreferences.${field}`,
        `${path}.${folded === 'WEIGHT' ? 'weight' : 'minReplicas'}`,
      )
      if (E.isLeft(n)) return n
      if (folded === 'WEIGHT') out.weight = n.right
      else out.minReplicas = n.right
    } else if (folded === 'MAXREPLICAS') {
      if (value.kind === 'null') {
        out.maxReplicas = undefined
        continue
      }
      const n = decodeInt64(value, 'ClusterPreferences.MaxReplicas', `${path}.maxReplicas`)
      if (E.isLeft(n)) return n
      out.maxReplicas = n.right
    }
  }
  return E.right(out)
}

const freezePrefs = (p: MutablePrefs): ClusterReplicaPreferences =>
  p.maxReplicas === undefined
    ? { minReplicas: fromInt64(p.minReplicas), weight: fromInt64(p.weight) }
    : { minReplicas: fromInt64(p.minReplicas), maxReplicas: fromInt64(p.maxReplicas), weight: fromInt64(p.weight) }

/**
 * Parses a replica-set-preferences (or deployment-preferences) annotation
 * as the federation's `GetAllocationPreferences` did: a JSON object
 * `{"rebalance": bool, "clusters": {name: {minReplicas, maxReplicas, weight}}}`
 * with case-insensitive member names, unknown members ignored, `null`
 * leaving defaults. Wrong JSON or wrong types are a `Left`.
 *
 * @example
 * import * as E from '../wire/either'
 * parseReplicaSetPreferences('{"rebalance": true, "clusters": {"A": {"Weight": 2, "maxReplicas": 5}}}')
 * //=> E.right({ rebalance: true, clusters: { A: { minReplicas: 0, maxReplicas: 5, weight: 2 } } })
 * parseReplicaSetPreferences('{') // E.left({ rule: 'json-syntax', … })
 */
export const parseReplicaSetPreferences = (
  annotation: string,
): E.Either<ClusterSelectorError, ReplicaSetPreferences> => {
  if (typeof annotation !== 'string') {
    return E.left({
      rule: 'json-type',
      detail: 'annotation value is not a string',
      message: 'replica-set preferences annotation: the value must be a string holding JSON',
    })
  }
  const json = decodeAnnotationJson(annotation, 'replica-set preferences annotation')
  if (E.isLeft(json)) return json
  const top = json.right
  let rebalance = false
  let clusters = new Map<string, MutablePrefs>()
  if (top.kind !== 'null') {
    if (top.kind !== 'object') {
      const kind = jsonKindName(top)
      return E.left(
        typeError(
          goValueTypeError(kind, 'federation.ReplicaAllocationPreferences'),
          `must be a JSON object with "rebalance" and "clusters", not ${article(kind)}`,
        ),
      )
    }
    for (const [name, value] of top.members) {
      const folded = foldFieldName(name)
      if (folded === 'REBALANCE') {
        if (value.kind === 'null') continue
        if (value.kind !== 'bool') {
          const kind = jsonKindName(value)
          return E.left(
            typeError(
              goFieldTypeError(kind, 'ReplicaAllocationPreferences.Rebalance', 'bool'),
              `must be true or false, not ${article(kind)}`,
              'rebalance',
            ),
          )
        }
        rebalance = value.value
      } else if (folded === 'CLUSTERS') {
        if (value.kind === 'null') {
          clusters = new Map()
          continue
        }
        if (value.kind !== 'object') {
          const kind = jsonKindName(value)
          return E.left(
            typeError(
              goFieldTypeError(
                kind,
                'ReplicaAllocationPreferences.Clusters',
                'map[string]federation.ClusterPreferences',
              ),
              `must be an object keyed by cluster name, not ${article(kind)}`,
              'clusters',
            ),
          )
        }
        // Go keeps an existing map and adds to it; each entry is decoded from zero.
        for (const [cluster, prefs] of value.members) {
          const decoded = decodeClusterPreferences(prefs, `clusters[${goQuote(cluster)}]`)
          if (E.isLeft(decoded)) return decoded
          clusters.set(cluster, decoded.right)
        }
      }
    }
  }
  const record = Object.create(null) as Record<string, ClusterReplicaPreferences>
  for (const [name, p] of clusters) record[name] = freezePrefs(p)
  return E.right({ rebalance, clusters: record })
}
