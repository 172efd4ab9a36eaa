import * as E from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_REPLICA_SET_PREFERENCES,
  parseReplicaSetPreferences,
  REPLICA_SET_PREFERENCES_ANNOTATION,
} from '../../src/cluster-selector/preferences'
import { numRuns } from '../support/runs'

const ok = (text: string) => {
  const r = parseReplicaSetPreferences(text)
  if (E.isLeft(r)) throw new Error(`expected Right, got ${r.left.message}`)
  return r.right
}
const err = (text: string) => {
  const r = parseReplicaSetPreferences(text)
  if (E.isRight(r)) throw new Error('expected Left')
  return r.left
}

describe('parseReplicaSetPreferences', () => {
  it('has the upstream annotation key', () => {
    expect(REPLICA_SET_PREFERENCES_ANNOTATION).toBe('federation.kubernetes.io/replica-set-preferences')
  })

  it('reads the documented shape', () => {
    expect(
      ok(
        '{"rebalance": true, "clusters": {"A": {"minReplicas": 1, "maxReplicas": 5, "weight": 2}, "*": {"weight": 1}}}',
      ),
    ).toEqual({
      rebalance: true,
      clusters: { A: { minReplicas: 1, maxReplicas: 5, weight: 2 }, '*': { minReplicas: 0, weight: 1 } },
    })
  })

  it('matches member names case-insensitively (the Go structs have no json tags)', () => {
    expect(ok('{"REBALANCE": true, "Clusters": {"A": {"MinReplicas": 1, "MAXREPLICAS": 5, "Weight": 2}}}')).toEqual({
      rebalance: true,
      clusters: { A: { minReplicas: 1, maxReplicas: 5, weight: 2 } },
    })
    // Kelvin sign and long s fold like k and s in Go (≤ 1.20)
    expect(ok('{"clu\u017fters": {"A": {"weight": 3}}}').clusters).toEqual({ A: { minReplicas: 0, weight: 3 } })
  })

  it('the last of several spellings wins; clusters maps are merged, each entry decoded afresh', () => {
    expect(ok('{"weight": 1, "rebalance": true, "Rebalance": false}').rebalance).toBe(false)
    expect(
      ok('{"clusters": {"A": {"weight": 1, "minReplicas": 3}}, "Clusters": {"B": {"weight": 2}}}').clusters,
    ).toEqual({
      A: { minReplicas: 3, weight: 1 },
      B: { minReplicas: 0, weight: 2 },
    })
    expect(ok('{"clusters": {"A": {"weight": 1, "minReplicas": 3}, "A": {"weight": 5}}}').clusters).toEqual({
      A: { minReplicas: 0, weight: 5 },
    })
    expect(ok('{"clusters": {"A": {"weight": 1}}, "clusters": null}').clusters).toEqual({})
  })

  it('null leaves defaults; maxReplicas null is unbounded; a null entry is all zero', () => {
    expect(ok('null')).toEqual({ rebalance: false, clusters: {} })
    expect(ok('{}')).toEqual({ rebalance: false, clusters: {} })
    expect(
      ok('{"rebalance": null, "clusters": {"A": null, "B": {"maxReplicas": 3, "maxReplicas": null, "weight": null}}}'),
    ).toEqual({
      rebalance: false,
      clusters: { A: { minReplicas: 0, weight: 0 }, B: { minReplicas: 0, weight: 0 } },
    })
  })

  it('ignores unknown members and accepts negative numbers (upstream does not validate)', () => {
    expect(ok('{"foo": [1, {"x": null}], "clusters": {"A": {"weight": -1, "extra": "y"}}}').clusters).toEqual({
      A: { minReplicas: 0, weight: -1 },
    })
  })

  it('keeps int64 values beyond 2^53 exactly as bigint', () => {
    expect(ok('{"clusters": {"A": {"weight": 9223372036854775807}}}').clusters['A']?.weight).toBe(9223372036854775807n)
  })

  it('rejects invalid JSON (upstream test: "{" is an error)', () => {
    const e = err('{')
    expect(e.rule).toBe('json-syntax')
    expect(e.detail).toBe('unexpected end of JSON input')
    expect(e.message).toContain('replica-set preferences annotation is not valid JSON')
  })

  it.each([
    ['[]', undefined, 'json: cannot unmarshal array into Go value of type federation.ReplicaAllocationPreferences'],
    [
      '{"rebalance": "true"}',
      'rebalance',
      'json: cannot unmarshal string into Go struct field ReplicaAllocationPreferences.Rebalance of type bool',
    ],
    [
      '{"clusters": []}',
      'clusters',
      'json: cannot unmarshal array into Go struct field ReplicaAllocationPreferences.Clusters of type map[string]federation.ClusterPreferences',
    ],
    [
      '{"clusters": {"A": 1}}',
      'clusters["A"]',
      'json: cannot unmarshal number into Go struct field ReplicaAllocationPreferences.Clusters of type federation.ClusterPreferences',
    ],
    [
      '{"clusters": {"A": {"weight": 1.5}}}',
      'clusters["A"].weight',
      'json: cannot unmarshal number 1.5 into Go struct field ClusterPreferences.Weight of type int64',
    ],
    [
      '{"clusters": {"A": {"minReplicas": 1e3}}}',
      'clusters["A"].minReplicas',
      'json: cannot unmarshal number 1e3 into Go struct field ClusterPreferences.MinReplicas of type int64',
    ],
    [
      '{"clusters": {"A": {"maxReplicas": "5"}}}',
      'clusters["A"].maxReplicas',
      'json: cannot unmarshal string into Go struct field ClusterPreferences.MaxReplicas of type int64',
    ],
    [
      '{"clusters": {"A": {"weight": 9223372036854775808}}}',
      'clusters["A"].weight',
      'json: cannot unmarshal number 9223372036854775808 into Go struct field ClusterPreferences.Weight of type int64',
    ],
  ])('%s is a type error at %s', (text, field, detail) => {
    const e = err(text)
    expect(e.rule).toBe('json-type')
    expect(e.field).toBe(field)
    expect(e.detail).toBe(detail)
  })

  it('the default is weight 1 everywhere, no rebalance', () => {
    expect(DEFAULT_REPLICA_SET_PREFERENCES).toEqual({
      rebalance: false,
      clusters: { '*': { minReplicas: 0, weight: 1 } },
    })
  })

  it('fuzz: never throws, on any string or non-string input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (input) => {
        const r = parseReplicaSetPreferences(input as string)
        expect(E.isLeft(r) || typeof r.right.rebalance === 'boolean').toBe(true)
      }),
      { numRuns: numRuns(1000) },
    )
  })
})
