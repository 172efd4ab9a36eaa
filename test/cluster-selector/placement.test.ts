import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import type { FederatedCluster } from '../../src/cluster-selector/placement'
import { CLUSTER_SELECTOR_ANNOTATION, placeObject } from '../../src/cluster-selector/placement'
import { placeReplicas } from '../../src/cluster-selector/place-replicas'
import { planReplicas } from '../../src/cluster-selector/planner'
import {
  DEFAULT_REPLICA_SET_PREFERENCES,
  DEPLOYMENT_PREFERENCES_ANNOTATION,
  REPLICA_SET_PREFERENCES_ANNOTATION,
} from '../../src/cluster-selector/preferences'
import { deepFreeze } from './support'

/** Member clusters used by the design document's examples. */
const clusters = deepFreeze<readonly FederatedCluster[]>([
  { name: 'paris', labels: { location: 'europe', environment: 'prod' } },
  { name: 'frankfurt', labels: { location: 'europe', environment: 'qa' } },
  { name: 'test15', labels: { location: 'usa', environment: 'dev', someLabel: '' } },
  { name: 'ohio', labels: { location: 'usa', environment: 'prod' } },
  { name: 'tokyo', labels: { location: 'asia' } },
])

const withSelector = (selector: string, extra: Record<string, string> = {}) =>
  deepFreeze({
    metadata: { name: 'web', namespace: 'shop', annotations: { [CLUSTER_SELECTOR_ANNOTATION]: selector, ...extra } },
  })

describe('design document examples (federation-clusterselector.md)', () => {
  it('"Deploy the foo service to all clusters in Europe": location in (europe)', () => {
    expect(
      placeObject(withSelector('[{"key": "location", "operator": "in", "values": ["europe"]}]'), clusters),
    ).toEqual(E.right({ forward: ['paris', 'frankfurt'], remove: ['test15', 'ohio', 'tokyo'] }))
  })
  it('"Deploy the bar service to cluster test15": someLabel exists', () => {
    expect(placeObject(withSelector('[{"key": "someLabel", "operator": "exists"}]'), clusters)).toEqual(
      E.right({ forward: ['test15'], remove: ['paris', 'frankfurt', 'ohio', 'tokyo'] }),
    )
  })
  it('"Deploy the baz service to all prod clusters globally": environment notin (qa, dev); clusters without the label qualify', () => {
    expect(
      placeObject(withSelector('[{"key": "environment", "operator": "notin", "values": ["qa", "dev"]}]'), clusters),
    ).toEqual(E.right({ forward: ['paris', 'ohio', 'tokyo'], remove: ['frankfurt', 'test15'] }))
  })
  it('the ConfigMap example: location in (europe) AND environment == prod', () => {
    expect(
      placeObject(
        withSelector(
          '[{"key": "location", "operator": "in", "values": ["europe"]}, {"key": "environment", "operator": "==", "values": ["prod"]}]',
        ),
        clusters,
      ),
    ).toEqual(E.right({ forward: ['paris'], remove: ['frankfurt', 'test15', 'ohio', 'tokyo'] }))
  })
  it('rule 1: an object without the annotation goes to every cluster, even labelled ones', () => {
    expect(placeObject({}, clusters)).toEqual(E.right({ forward: clusters.map((c) => c.name), remove: [] }))
    expect(placeObject({ metadata: {} }, clusters)).toEqual(
      E.right({ forward: clusters.map((c) => c.name), remove: [] }),
    )
  })
})

describe('placeObject', () => {
  it('a bad annotation places nothing anywhere', () => {
    const r = placeObject(withSelector('[{"key": "location", "operator": "IN", "values": ["europe"]}]'), clusters)
    expect(r).toMatchObject(E.left({ rule: 'unknown-operator', index: 0, key: 'location' }))
  })
  it('clusters without labels are "every key missing"; malformed cluster entries are skipped', () => {
    const cs = [{ name: 'bare' }, null, { labels: {} }, { name: 7 }, { name: 'x', labels: null }] as never
    expect(placeObject(withSelector('[{"key": "gpu", "operator": "DoesNotExist"}]'), cs)).toEqual(
      E.right({ forward: ['bare', 'x'], remove: [] }),
    )
  })
  it('no clusters, no work', () => {
    expect(placeObject(withSelector('[]'), [])).toEqual(E.right({ forward: [], remove: [] }))
  })
})

describe('placeReplicas: selector first, then the planner over the selected clusters', () => {
  const prodSelector = '[{"key": "environment", "operator": "==", "values": ["prod"]}]'

  it('distributes over the forwarded clusters only', () => {
    const r = placeReplicas(withSelector(prodSelector), clusters, 10)
    expect(r).toEqual(
      E.right({
        forward: ['paris', 'ohio'],
        remove: ['frankfurt', 'test15', 'tokyo'],
        plan: { paris: 5, ohio: 5 },
        overflow: {},
        replicas: { paris: 5, ohio: 5 },
        preferences: DEFAULT_REPLICA_SET_PREFERENCES,
      }),
    )
  })

  it('preferences naming unselected clusters are never consulted', () => {
    const prefs = '{"clusters": {"frankfurt": {"weight": 100}, "paris": {"weight": 1}, "ohio": {"weight": 3}}}'
    const r = placeReplicas(withSelector(prodSelector, { [REPLICA_SET_PREFERENCES_ANNOTATION]: prefs }), clusters, 8)
    expect(E.isRight(r) && r.right.plan).toEqual({ paris: 2, ohio: 6 })
  })

  it('replicas running in unselected clusters do not count as current', () => {
    const r = placeReplicas(withSelector(prodSelector), clusters, 10, { currentReplicas: { frankfurt: 10, paris: 8 } })
    expect(E.isRight(r) && r.right.plan).toEqual({ paris: 8, ohio: 2 })
  })

  it('uses the object key namespace/name for the tie-break, as the federation did', () => {
    const r = placeReplicas(withSelector(prodSelector), clusters, 1)
    const direct = planReplicas(DEFAULT_REPLICA_SET_PREFERENCES, 1, ['paris', 'ohio'], { replicaSetKey: 'shop/web' })
    expect(E.isRight(r) && r.right.plan).toEqual(direct.plan)
    const other = placeReplicas(withSelector(prodSelector), clusters, 1, { replicaSetKey: 'x' })
    const directOther = planReplicas(DEFAULT_REPLICA_SET_PREFERENCES, 1, ['paris', 'ohio'], { replicaSetKey: 'x' })
    expect(E.isRight(other) && other.right.plan).toEqual(directOther.plan)
  })

  it('invalid preferences fall back to the default and say why', () => {
    const r = placeReplicas(withSelector(prodSelector, { [REPLICA_SET_PREFERENCES_ANNOTATION]: '{' }), clusters, 4)
    expect(E.isRight(r) && r.right.plan).toEqual({ paris: 2, ohio: 2 })
    expect(E.isRight(r) && r.right.preferencesError?.rule).toBe('json-syntax')
  })

  it('explicit preferences and the deployment annotation can be used', () => {
    const prefs = { rebalance: false, clusters: { paris: { minReplicas: 0, weight: 1 } } }
    const r = placeReplicas(withSelector(prodSelector), clusters, 4, { preferences: prefs })
    expect(E.isRight(r) && r.right.plan).toEqual({ paris: 4, ohio: 0 })
    const d = placeReplicas(
      withSelector(prodSelector, { [DEPLOYMENT_PREFERENCES_ANNOTATION]: '{"clusters": {"ohio": {"weight": 1}}}' }),
      clusters,
      4,
      { preferencesAnnotation: DEPLOYMENT_PREFERENCES_ANNOTATION },
    )
    expect(E.isRight(d) && d.right.plan).toEqual({ paris: 0, ohio: 4 })
  })

  it('per-cluster replicas are plan + overflow', () => {
    const r = placeReplicas(
      withSelector(prodSelector, {
        [REPLICA_SET_PREFERENCES_ANNOTATION]: '{"rebalance": true, "clusters": {"*": {"weight": 1}}}',
      }),
      clusters,
      50,
      { estimatedCapacity: { ohio: 10 } },
    )
    expect(E.isRight(r) && r.right).toMatchObject({
      plan: { paris: 40, ohio: 10 },
      overflow: { ohio: 15 },
      replicas: { paris: 40, ohio: 25 },
    })
  })

  it('a bad selector is a Left, whatever the preferences', () => {
    const r = placeReplicas(withSelector('[{"key": "environment", "operator": "==", "values": []}]'), clusters, 3)
    expect(r).toMatchObject(E.left({ rule: 'value-count', index: 0, key: 'environment' }))
  })
})
